//===- ExitPathsInLoops.h - Run break paths in their iteration --*- C++ -*-===//
//
// Part of spmd-reconverge (Reconverge.h), before the reconverging
// transform. A lane that leaves a loop through a divergent exit waits at
// the exit until the loop is done (the widened loop runs while any lane is
// left); whatever lies on the path from the exiting branch to the point
// where it meets the loop's other exits (`if (c) { S; break; }`: S) then
// runs once, after the loop, for all the lanes that left that way. For
// per-lane work that is the same. For work the gang sees as a whole it is
// not: ISPC runs S in the iteration where the lanes break, with those
// lanes, so `uniform` writes, cross-lane operations (`reduce_add`,
// `print`, `assert`'s any) and calls that may do either run once per such
// iteration, over that iteration's lanes.
//
// For each loop with a divergent branch and a single latch, an exit path
// (the blocks its exit block dominates) that meets another exit of the
// loop -- the statements of a `break` or `return` inside the loop; the
// path from a loop's only exit is the code after it -- and holds such work (a cross-lane or other convergent call, a call that
// may write memory, a uniform store under varying control flow: volatile
// or tagged !spmd.gang.store) is moved into the loop: its edges to where
// it meets the other exits go to a new latch block that takes the old
// latch's back edge too and branches on which way the lane came -- back
// to the header, or out through a block that leads to the path's old
// targets. The lanes on the path leave from there, after S ran in their
// iteration. Values that no longer dominate their uses go through stack
// slots promoted back (mem2reg); the targets' phis are rebuilt the same
// way.
//
// A loop with no other exit (`while (true)`): nothing meets its break's
// path, which SimplifyCFG folded into one block with the code after the
// loop. The frontend's markers (SpmdTTI.h LoopBeginName) tell: a path ends
// where a block starts with the @spmd.loop.end(N) of a loop that did not
// begin on the path (the blocks are split there first, and merged back at
// the end where nothing moved); a loop that begins on it ends on it too.
// Inner loops go first, so a path out of nested loops (`return`, `goto`)
// moves once, into the inner loop. The markers are deleted.
//
// Expects: what spmd-reconverge expects (a single `ret`, branches only).
// Paths that contain a return are left alone; loops inside a path (print's
// loop over the lanes) move with it. Guarantees: valid IR; the lanes of a moved path
// run it in their iteration; no loop markers are left; nothing else
// changes. Returns true if \p F was changed.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_EXITPATHSINLOOPS_H
#define SPMDC_VECTORIZER_WFV_EXITPATHSINLOOPS_H

#include "llvm/IR/Function.h"

namespace spmdc {

bool moveExitPathsIntoLoops(llvm::Function &F);

/// Deletes the frontend's @spmd.loop.begin/@spmd.loop.end markers
/// (SpmdTTI.h LoopBeginName) from \p F; true if there were any.
bool dropLoopMarkers(llvm::Function &F);

} // namespace spmdc

#endif
