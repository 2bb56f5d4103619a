//===- MeldCodegen.h - DARM: emitting the melded path -----------*- C++ -*-===//
//
// Part of DARM (Darm.h). Emits one melded block sequence per block pair of
// an aligned region: matched instructions once (flags intersected,
// metadata dropped, debug locations merged) with `select c, t, f` for
// operands that differ; unmatched runs that are cheap and safe for every
// lane computed unguarded; the other runs in guarded blocks `br c, gap,
// cont` (the widener masks them: nothing one-sided that could fault or
// store is speculated, one-sided stores stay masked stores, never a
// load+select+store) whose values reach later code through phis with
// poison on the other edge (the selects on c never pick it; the driver
// later recomputes the cheap ones at the phi, MeldCodegenRemat.h); inner
// branches on select(c, cT, cF); phis of paired blocks and of J with
// selected incoming values. An unaligned subgraph of a sequence (a Solo)
// is not melded block by block: a guard `br c, copy, join` on its side's
// condition around a copy of its own code (its own branches and phis, no
// select, no guard inside), so it costs one guard however many blocks or
// iterations it has; values leave it through phis of the join (poison on
// the guard's edge), and the phis after it blend its value with the other
// side's there.
//
// Expects: \p R found by findRegion and aligned (R.Alignment per pair).
// Guarantees: valid IR; each lane executes its own side's instructions
// with its own operands in its own order. Without KeepOriginal the
// original sides are deleted, and J's phis on an edge leaving a melded
// loop stay (one incoming value) as that loop's LCSSA exit phis; with it,
// X ends in
// `br all(c) | none(c), meld.orig, melded` so a gang whose lanes agree
// runs its one side as before.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDCODEGEN_H
#define SPMDC_VECTORIZER_DARM_MELDCODEGEN_H

#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldRegion.h"

#include "llvm/IR/IRBuilder.h"

namespace spmdc::darm {

/// `all(c) | none(c)` before \p B's insertion point: whether every active
/// lane has the same \p C, from the cross-lane operations (uniform;
/// spmd-widen lowers them against the block's mask, spmd-gpu-lower as
/// ballots). The test in front of kept original sides.
llvm::Value *emitCoherenceTest(llvm::IRBuilder<> &B, llvm::Value *C);

/// The metadata on an original branch kept for coherent gangs behind the
/// all/none test and turned uniform by branchOnAgreedCondition (a meld's
/// or a subsumption's): the melder leaves it alone.
inline constexpr const char *KeptBranchMDName = "spmd.darm.kept";

/// Makes \p Br, reached only by gangs whose active lanes agree on its
/// condition c (behind emitCoherenceTest), branch on any(c): the same
/// side for every lane, and a uniform branch for the widener (no masks,
/// guards or blends on its sides). Marks it with KeptBranchMDName.
void branchOnAgreedCondition(llvm::BranchInst *Br);

/// Melds the two sides of \p R. Returns the block that keeps the original
/// branch (KeepOriginal) or nullptr.
llvm::BasicBlock *emitMeld(llvm::Function &F, Region &R, const MeldCost &Cost,
                           bool KeepOriginal);

} // namespace spmdc::darm

#endif
