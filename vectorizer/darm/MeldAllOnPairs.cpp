//===- MeldAllOnPairs.cpp - DARM: melded blocks under X's full mask ------===//
//
// See MeldAllOnPairs.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldAllOnPairs.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc::darm {

namespace {

using SameFn = function_ref<bool(const Value *, const Value *)>;

/// Whether \p VA (T side) and \p VB (F side) become one uniform value
/// when melded: the same value, not varying; or two instructions that
/// meld (\p Same), uniform on their sides, whose operands -- a phi's
/// incoming values edge by edge -- do so in turn. A phi met again on the
/// way is taken to (a counter and its increment hold each other up, as
/// the alignment's steady phis). A select of two different values on the
/// branch condition would be varying: a constant against another, two
/// uniform loop bounds.
bool uniformWhenMelded(const Region &R, const ShapeInfo &SI, SameFn Same,
                       const Value *VA, const Value *VB,
                       SmallPtrSetImpl<const PHINode *> &Visiting,
                       unsigned Depth = 8) {
  if (VA == VB)
    return !SI.getShape(VA).Varying;
  auto *IA = dyn_cast<Instruction>(VA), *IB = dyn_cast<Instruction>(VB);
  if (!IA || !IB || !Depth || !Same(IA, IB) || SI.getShape(IA).Varying ||
      SI.getShape(IB).Varying || IA->getNumOperands() != IB->getNumOperands())
    return false;
  if (auto *PA = dyn_cast<PHINode>(IA)) {
    if (!Visiting.insert(PA).second)
      return true;
    auto *PB = dyn_cast<PHINode>(IB);
    if (!PB)
      return false;
    for (unsigned K = 0; K < PA->getNumIncomingValues(); ++K) {
      BasicBlock *InA = PA->getIncomingBlock(K);
      BasicBlock *InB = R.TtoF.lookup(InA);
      int KB = PB->getBasicBlockIndex(InB ? InB : InA);
      if (KB < 0 ||
          !uniformWhenMelded(R, SI, Same, PA->getIncomingValue(K),
                             PB->getIncomingValue(unsigned(KB)), Visiting,
                             Depth - 1))
        return false;
    }
    return true;
  }
  for (unsigned K = 0; K < IA->getNumOperands(); ++K)
    if (!uniformWhenMelded(R, SI, Same, IA->getOperand(K),
                           pairedOperand(IA, IB, K), Visiting, Depth - 1))
      return false;
  return true;
}

/// Whether the melded branch of \p A's and \p B's terminators is uniform:
/// both unconditional, or both conditional on one melded uniform value.
bool uniformMeldedBranch(const Region &R, const ShapeInfo &SI, SameFn Same,
                         const BasicBlock *A, const BasicBlock *B) {
  auto *BrA = dyn_cast<BranchInst>(A->getTerminator());
  auto *BrB = dyn_cast<BranchInst>(B->getTerminator());
  if (!BrA || !BrB || BrA->isConditional() != BrB->isConditional())
    return false;
  if (!BrA->isConditional())
    return true;
  SmallPtrSet<const PHINode *, 4> Visiting;
  return uniformWhenMelded(R, SI, Same, BrA->getCondition(),
                           BrB->getCondition(), Visiting);
}

} // namespace

SmallVector<bool, 16> meldedUnderEntryMask(const Region &R,
                                           const ShapeInfo &SI, SameFn Same) {
  SmallVector<bool, 16> On(R.Pairs.size(), false);
  if (!R.X || !R.J)
    return On;
  DenseMap<const BasicBlock *, size_t> OfT, OfF;
  for (auto [P, AB] : enumerate(R.Pairs)) {
    OfT[AB.first] = P;
    OfF[AB.second] = P;
    On[P] = !R.soloOf(AB.first);
  }
  // Every predecessor of \p BB (a block of one side, Of its side's map) is
  // X or a block of a pair that is on and ends in a uniform melded branch.
  auto PredsOn = [&](const BasicBlock *BB,
                     const DenseMap<const BasicBlock *, size_t> &Of) {
    for (const BasicBlock *Pred : predecessors(BB)) {
      if (Pred == R.X)
        continue;
      auto It = Of.find(Pred);
      if (It == Of.end() || !On[It->second])
        return false;
      auto [PA, PB] = R.Pairs[It->second];
      if (!uniformMeldedBranch(R, SI, Same, PA, PB))
        return false;
    }
    return true;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto [P, AB] : enumerate(R.Pairs))
      if (On[P] && !(PredsOn(AB.first, OfT) && PredsOn(AB.second, OfF))) {
        On[P] = false;
        Changed = true;
      }
  }
  return On;
}

} // namespace spmdc::darm
