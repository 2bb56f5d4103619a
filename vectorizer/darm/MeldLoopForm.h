//===- MeldLoopForm.h - DARM: loops of different forms given one -*- C++ -*-===//
//
// Part of DARM (Darm.h), run before the subgraph-sequence alignment
// (MeldSequence.h). Two loops pair only when they have the same exit
// structure (LoopCut, MeldSubgraph.h): a `while` loop's header tests and
// exits, a `do` loop's latch does, and a one-block `do` loop's header is
// its latch. Users write the same loop in these forms on the two sides of
// a branch; when the outermost loops of one side all have one form and
// those of the other side another, this gives them one form:
//
//  - `while` against `do` (or a one-block `do`): each `do` loop is
//    rotated into the header-exit form. A new header takes the old
//    header's phis and computes the latch's exit test again from the
//    values they carry (the instructions only the test uses move there),
//    or-ed with a first-iteration flag (the first iteration always runs);
//    where the test reads a header phi's own value (`while (k++ < n)`),
//    the new header takes a phi of the latch's condition instead (true on
//    entry). It branches as the latch did; the latch goes back to the new
//    header unconditionally. The values that left through the exit
//    block's phis on the latch's edge now leave on the new header's edge:
//    a header phi carrying them around the back edge (an existing one
//    whose back-edge value they are, else a new one, poison on entry).
//    The two loops then pair as header-exit loops (the headers melded,
//    one branch on the selected condition; the bodies aligned).
//  - a one-block `do` loop against a longer `do` loop: its block is split
//    into header and latch, the latch holding the longest tail of the
//    block that computes the exit condition (the counter's step and the
//    compare, as a longer `do` loop's latch holds them), so the two pair
//    as `do` loops.
//
// Expects: LoopInfo current; X ends in a conditional branch with immediate
// post-dominator J; the loops are in LCSSA form. Guarantees: on true, the
// function is valid IR with the same behaviour, LoopInfo is updated (new
// blocks in their loops, a rotated loop's header the new block), and each
// change is recorded as a nested replica of \p Out (a Kind::Sequence
// replica, whose function use-list order is recorded first), which
// undoReplica restores exactly; on false, nothing changed. The shapes and
// the post-dominator tree are stale after a change (and after its undo).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDLOOPFORM_H
#define SPMDC_VECTORIZER_DARM_MELDLOOPFORM_H

#include "vectorizer/darm/MeldRegion.h"

namespace llvm {
class LoopInfo;
} // namespace llvm

namespace spmdc::darm {

/// Gives the outermost loops of X's two sides (what X's successors reach
/// without passing \p J) one form, as above; starts \p Out as the Sequence
/// replica of X and J. False, with nothing changed, when the forms already
/// agree, differ in another way, or a loop does not qualify.
bool unifyLoopForms(llvm::BasicBlock *X, llvm::BasicBlock *J,
                    llvm::LoopInfo &LI, Replica &Out);

/// Undoes one Kind::Rotate or Kind::Split replica (undoReplica calls it).
void undoLoopForm(Replica &Rep, llvm::LoopInfo &LI);

} // namespace spmdc::darm

#endif
