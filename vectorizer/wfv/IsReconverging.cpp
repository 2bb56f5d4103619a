//===- IsReconverging.cpp - Is a CFG reconverging? ------------------------===//
//
// See IsReconverging.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/IsReconverging.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace spmdc {

BasicBlock *getRejoinSuccessor(BasicBlock *BB, const PostDominatorTree &PDT) {
  auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
  if (!Br || !Br->isConditional())
    return nullptr;
  BasicBlock *S0 = Br->getSuccessor(0), *S1 = Br->getSuccessor(1);
  if (S0 == S1)
    return nullptr;
  if (S0 != BB && PDT.dominates(S0, BB))
    return S0;
  if (S1 != BB && PDT.dominates(S1, BB))
    return S1;
  return nullptr;
}

namespace {

/// True if lanes that run from \p T on (while others wait at \p P) can enter
/// a cycle containing P through an entry other than P before reaching P.
bool reentersCycleOfRejoin(BasicBlock *X, BasicBlock *T, BasicBlock *P,
                           const CycleInfo &CI) {
  auto IsBadEdge = [&](BasicBlock *From, BasicBlock *To) {
    if (To == P)
      return false;
    for (const Cycle *C = CI.getCycle(To); C; C = C->getParentCycle())
      if (C->isEntry(To) && C->contains(From) && C->contains(P))
        return true;
    return false;
  };
  if (IsBadEdge(X, T))
    return true;
  SmallPtrSet<BasicBlock *, 32> Seen;
  SmallVector<BasicBlock *, 32> Work;
  if (T != P) {
    Seen.insert(T);
    Work.push_back(T);
  }
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    for (BasicBlock *S : successors(B)) {
      if (IsBadEdge(B, S))
        return true;
      if (S != P && Seen.insert(S).second)
        Work.push_back(S);
    }
  }
  return false;
}

} // namespace

bool isReconverging(Function &F, const ShapeInfo &SI, std::string *Why) {
  PostDominatorTree PDT(F);
  CycleInfo CI;
  CI.compute(F);
  for (BasicBlock &BB : F) {
    if (!SI.hasDivergentBranch(&BB))
      continue;
    auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
    bool OK = Br && Br->isConditional() &&
              (Br->getSuccessor(0) == Br->getSuccessor(1) ||
               getRejoinSuccessor(&BB, PDT));
    if (!OK) {
      if (Why) {
        raw_string_ostream OS(*Why);
        OS << "divergent branch in ";
        BB.printAsOperand(OS, false);
        OS << " has no post-dominating successor";
      }
      return false;
    }
    if (Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    BasicBlock *P = getRejoinSuccessor(&BB, PDT);
    BasicBlock *T = Br->getSuccessor(0) == P ? Br->getSuccessor(1)
                                             : Br->getSuccessor(0);
    if (reentersCycleOfRejoin(&BB, T, P, CI)) {
      if (Why) {
        raw_string_ostream OS(*Why);
        OS << "lanes waiting at ";
        P->printAsOperand(OS, false);
        OS << " for the divergent branch in ";
        BB.printAsOperand(OS, false);
        OS << " would see a cycle around them re-entered";
      }
      return false;
    }
  }
  return true;
}

} // namespace spmdc
