//===- OpenTreeReconverge.h - Open-tree reconverging-CFG transform -*- C++ -*-===//
//
// The open-tree algorithm (Hähnle's reconverging CFGs for AMDGPU, as
// described by Wahlster 2019), the default method of spmd-reconverge
// (Reconverge.h). It makes every divergent branch reconverging in the sense
// of IsReconverging.h while leaving uniform branches, and regions that
// already reconverge, as they are.
//
// 1. Back edges. A cycle header whose back edges come from several latches,
//    two of which a divergent branch of the cycle can reach, gets one
//    "latch flow" block that all its back edges go through: lanes reconverge
//    before the back edge, so no lane waits inside the cycle while others go
//    around it again.
// 2. Order. Blocks are visited in a reverse post-order in which every cycle
//    is contiguous and its header comes first (child cycles are collapsed
//    while a region is ordered); a successor that post-dominates its block
//    is put after the other.
// 3. Open tree. The visited blocks with open (not yet visited) edges form a
//    tree: a block is added below the lowest common ancestor of its visited
//    predecessors, the paths from them flattened to one chain, so a block's
//    subtree holds everything that started while it was open. A divergent
//    block that has closed one of its edges is *armed*. Before a block B is
//    visited, if the subtrees of its armed predecessors have open edges to
//    blocks other than B, all their open edges are rerouted through a new
//    Flow block whose i1 phis (one per target) record which target each
//    incoming lane was going to; the Flow block's branch is built when its
//    last open edge closes. After B, its back edges close, and if the
//    subtree of the header then has open edges to several targets they are
//    rerouted the same way (the cycle's exits meet in one Flow block).
// 4. Repair. Phis of blocks whose incoming edges are rerouted and values
//    whose uses are no longer dominated by their definition go through stack
//    slots that are promoted back (mem2reg) at the end; Flow blocks left
//    with a single successor are folded into it.
//
// Expects: a reducible CFG (FixIrreducible has run) without unreachable
// blocks, terminators br/ret/unreachable only, \p SI computed on it.
// Guarantees: valid IR with the same per-lane behaviour. Whether the result
// is reconverging is for the caller to check (Reconverge.cpp does).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_OPENTREERECONVERGE_H
#define SPMDC_VECTORIZER_WFV_OPENTREERECONVERGE_H

#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/IR/Function.h"

namespace spmdc {

/// What the open-tree transform added to a function.
struct OpenTreeStats {
  unsigned LatchFlows = 0; ///< blocks that unify back edges
  unsigned FlowBlocks = 0; ///< Flow blocks left after folding
  unsigned Folded = 0;     ///< Flow blocks folded away (single successor)
};

/// Runs the open-tree transform on \p F. Returns true if \p F was changed.
bool reconvergeOpenTree(llvm::Function &F, const ShapeInfo &SI,
                        OpenTreeStats *Stats = nullptr);

/// A visiting order of the blocks of \p F in which each cycle is contiguous
/// with its header first, predecessors (other than along back edges) come
/// before their successors, and a successor that post-dominates its block
/// comes after the block's other successor. Exposed for the unit tests.
std::vector<llvm::BasicBlock *> cycleContiguousOrder(llvm::Function &F);

} // namespace spmdc

#endif
