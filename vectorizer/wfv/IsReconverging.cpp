//===- IsReconverging.cpp - Is a CFG reconverging? ------------------------===//
//
// See IsReconverging.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/IsReconverging.h"

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

bool isReconverging(Function &F, const ShapeInfo &SI, std::string *Why) {
  PostDominatorTree PDT(F);
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
  }
  return true;
}

} // namespace spmdc
