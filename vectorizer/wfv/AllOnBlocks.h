//===- AllOnBlocks.h - Blocks whose mask is provably full -------*- C++ -*-===//
//
// Finds the blocks of a reconverging export function in which all W lanes
// are provably active, so the widener can use unmasked operations there
// (the frontend's foreach main-loop body relies on it). A block is all-on if
//   - it is the entry block; or
//   - each of its predecessors is all-on and ends in a uniform or
//     unconditional branch, or is an all-on test whose `true` edge leads to
//     it (`br (icmp eq (spmd.count(true)), W)`, AllOnFastPath.h: the test
//     itself says all W lanes are on); or
//   - some all-on strict dominator D of it lies in every loop that contains
//     it, it post-dominates D, and the region between them is closed:
//     every successor of a block Y with D dom Y, B pdom Y, Y ≠ B lies in
//     that region or is B. Then every cycle through B passes D, and no lane
//     that was at D can leave, or wait at a rejoin block, beyond B. (Not
//     for a block in an irreducible cycle, which LoopInfo does not see.)
// Computed as a greatest fixpoint, so uniform loops whose bodies are all-on
// stay all-on. Without a fixed gang width \p GW the all-on tests are not
// recognized.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_ALLONBLOCKS_H
#define SPMDC_VECTORIZER_WFV_ALLONBLOCKS_H

#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"

namespace spmdc {

llvm::SmallPtrSet<const llvm::BasicBlock *, 16> computeAllOnBlocks(
    llvm::Function &F, const ShapeInfo &SI, const llvm::DominatorTree &DT,
    const llvm::PostDominatorTree &PDT, const GangWidth &GW = GangWidth());

} // namespace spmdc

#endif
