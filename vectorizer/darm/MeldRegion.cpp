//===- MeldRegion.cpp - DARM: the two sides of a divergent branch ---------===//
//
// See MeldRegion.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldRegion.h"
#include "vectorizer/analysis/UnmaskedRegions.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <functional>

using namespace llvm;

namespace spmdc::darm {

bool isSwappedCompare(const Instruction *X, const Instruction *Y) {
  auto *CX = dyn_cast<CmpInst>(X), *CY = dyn_cast<CmpInst>(Y);
  return CX && CY && CX->getOpcode() == CY->getOpcode() &&
         CX->getPredicate() != CY->getPredicate() &&
         CX->getPredicate() == CY->getSwappedPredicate() &&
         CX->getOperand(0)->getType() == CY->getOperand(0)->getType();
}

SmallVector<Instruction *, 16> body(BasicBlock *BB) {
  SmallVector<Instruction *, 16> R;
  for (Instruction &I : *BB)
    if (!isa<PHINode>(I) && !I.isTerminator())
      R.push_back(&I);
  return R;
}

namespace {

/// The blocks reachable from \p Entry without passing J; false unless they
/// form an acyclic single-entry region left only to J.
bool collectSide(BasicBlock *Entry, Region &R,
                 SmallPtrSetImpl<BasicBlock *> &Out) {
  if (Entry == R.J)
    return false;
  SmallVector<BasicBlock *, 8> Work{Entry};
  Out.insert(Entry);
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    auto *Br = dyn_cast<BranchInst>(B->getTerminator());
    if (!Br || B == R.X)
      return false;
    for (BasicBlock *S : successors(B))
      if (S != R.J && Out.insert(S).second) {
        if (S == R.X || Out.size() > 64)
          return false;
        Work.push_back(S);
      }
  }
  // Entered only from X (the entry may also be a loop header of the side).
  for (BasicBlock *B : Out)
    for (BasicBlock *P : predecessors(B))
      if (!Out.count(P) && !(B == Entry && P == R.X))
        return false;
  // Cycles inside a side are loops wholly inside it (a block that reaches
  // X again was refused above): isomorphic loops meld into one loop whose
  // lanes each leave on their own side's exit condition (its branch takes
  // the selected condition, and spmd-reconverge masks the lanes that left).
  // Values leave only through J's phis; unmasked regions (whose mask is
  // not the side's) are never melded.
  for (BasicBlock *B : Out)
    for (Instruction &I : *B) {
      if (isUnmaskedMarker(&I))
        return false;
      for (User *U : I.users()) {
        auto *UI = cast<Instruction>(U);
        if (!Out.count(UI->getParent()) &&
            !(isa<PHINode>(UI) && UI->getParent() == R.J))
          return false;
      }
    }
  return true;
}

/// Pairs the blocks of the two sides by walking them in parallel; false if
/// they are not isomorphic.
bool pairSides(Region &R) {
  DenseMap<BasicBlock *, BasicBlock *> FtoT;
  SmallVector<BlockPair, 8> Work{{R.X->getTerminator()->getSuccessor(0),
                                  R.X->getTerminator()->getSuccessor(1)}};
  R.TtoF[Work[0].first] = Work[0].second;
  FtoT[Work[0].second] = Work[0].first;
  while (!Work.empty()) {
    auto [A, B] = Work.pop_back_val();
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    if (TA->getNumSuccessors() != TB->getNumSuccessors())
      return false;
    auto PhisA = A->phis(), PhisB = B->phis();
    if (std::distance(PhisA.begin(), PhisA.end()) !=
        std::distance(PhisB.begin(), PhisB.end()))
      return false;
    for (unsigned K = 0; K < TA->getNumSuccessors(); ++K) {
      BasicBlock *SA = TA->getSuccessor(K), *SB = TB->getSuccessor(K);
      if (SA == R.J || SB == R.J) {
        if (SA != SB)
          return false;
        continue;
      }
      auto ItA = R.TtoF.find(SA);
      if (ItA != R.TtoF.end()) {
        if (ItA->second != SB)
          return false;
        continue;
      }
      if (FtoT.count(SB))
        return false;
      R.TtoF[SA] = SB;
      FtoT[SB] = SA;
      Work.push_back({SA, SB});
    }
  }
  if (R.TtoF.size() != R.TBlocks.size() || FtoT.size() != R.FBlocks.size())
    return false;
  // Topological order of the T side (reverse post-order from its entry).
  SmallVector<BasicBlock *, 8> Order;
  SmallPtrSet<BasicBlock *, 8> Done;
  std::function<void(BasicBlock *)> Visit = [&](BasicBlock *B) {
    if (!Done.insert(B).second)
      return;
    for (BasicBlock *S : successors(B))
      if (R.TBlocks.count(S))
        Visit(S);
    Order.push_back(B);
  };
  Visit(R.X->getTerminator()->getSuccessor(0));
  for (BasicBlock *B : reverse(Order)) {
    BasicBlock *FB = R.TtoF[B];
    // Paired phis must have the same types, position by position.
    auto IA = B->phis().begin(), IB = FB->phis().begin();
    for (; IA != B->phis().end(); ++IA, ++IB)
      if (IA->getType() != IB->getType())
        return false;
    R.Pairs.push_back({B, FB});
  }
  return true;
}

} // namespace

bool findRegion(BasicBlock *X, BasicBlock *J, const LoopInfo &LI, Region &R) {
  auto *Br = cast<BranchInst>(X->getTerminator());
  R.X = X;
  R.J = J;
  R.Cond = Br->getCondition();
  if (!collectSide(Br->getSuccessor(0), R, R.TBlocks) ||
      !collectSide(Br->getSuccessor(1), R, R.FBlocks) || !pairSides(R))
    return false;
  for (auto *Side : {&R.TBlocks, &R.FBlocks})
    for (BasicBlock *B : *Side)
      R.LoopDepth[B] = LI.getLoopDepth(B) - LI.getLoopDepth(X);
  return true;
}

bool mergeSideChains(BasicBlock *X, BasicBlock *J,
                     SmallVectorImpl<BasicBlock *> &Erased) {
  SmallVector<BasicBlock *, 16> Side;
  SmallPtrSet<BasicBlock *, 16> Seen{X, J};
  for (BasicBlock *S : successors(X))
    if (Seen.insert(S).second)
      Side.push_back(S);
  for (size_t K = 0; K < Side.size() && Side.size() <= 64; ++K)
    for (BasicBlock *S : successors(Side[K]))
      if (Seen.insert(S).second)
        Side.push_back(S);
  if (Side.size() > 64)
    return false;
  bool Changed = false;
  for (BasicBlock *B : Side) {
    BasicBlock *P = B->getSinglePredecessor();
    // A side's entry stays (its predecessor is X); the merged block keeps
    // P's name and position.
    if (!P || P == X || !Seen.count(P) || P->getSingleSuccessor() != B ||
        isa<PHINode>(B->front()))
      continue;
    if (MergeBlockIntoPredecessor(B)) {
      Erased.push_back(B);
      Changed = true;
    }
  }
  return Changed;
}

} // namespace spmdc::darm
