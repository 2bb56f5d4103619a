//===- UnmaskedRegions.cpp - ISPC `unmasked` regions in SPMD IR -----------===//
//
// \file
// See UnmaskedRegions.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/UnmaskedRegions.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;

namespace spmdc {

bool splitAtUnmaskedMarkers(Function &F) {
  SmallVector<Instruction *, 8> Markers;
  for (Instruction &I : instructions(F))
    if (isUnmaskedMarker(&I))
      Markers.push_back(&I);
  bool Changed = false;
  for (Instruction *I : Markers) {
    BasicBlock *BB = I->getParent();
    if (&*BB->getFirstNonPHIIt() == I)
      continue;
    BB->splitBasicBlock(I->getIterator(), BB->getName() + ".unmasked");
    Changed = true;
  }
  return Changed;
}

std::string checkUnmaskedRegions(Function &F) {
  SmallVector<CallInst *, 8> Begins;
  for (Instruction &I : instructions(F)) {
    if (isNamedCall(&I, UnmaskedBeginName))
      Begins.push_back(cast<CallInst>(&I));
    else if (isNamedCall(&I, UnmaskedEndName) &&
             !isNamedCall(dyn_cast<Instruction>(
                              cast<CallInst>(I).getArgOperand(0)),
                          UnmaskedBeginName))
      return "the operand of @" + std::string(UnmaskedEndName) +
             " is not a call of @" + UnmaskedBeginName;
  }
  if (Begins.empty())
    return "";
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  for (CallInst *Begin : Begins) {
    if (Begin->use_empty())
      continue; // the end is unreachable: the region is never left
    if (!Begin->hasOneUse())
      return "@" + std::string(UnmaskedBeginName) +
             " must have at most one @" + UnmaskedEndName;
    auto *End = cast<CallInst>(*Begin->user_begin());
    BasicBlock *BB = Begin->getParent(), *EB = End->getParent();
    if (!DT.isReachableFromEntry(BB))
      continue;
    bool Ok = BB == EB ? Begin->comesBefore(End)
                       : DT.dominates(BB, EB) && PDT.dominates(EB, BB);
    if (!Ok)
      return "an unmasked region is not single-entry single-exit (its "
             "begin must dominate its end and the end post-dominate the "
             "begin)";
  }
  return "";
}

void eraseUnmaskedMarkers(Function &F) {
  SmallVector<Instruction *, 8> Begins, Ends;
  for (Instruction &I : instructions(F)) {
    if (isNamedCall(&I, UnmaskedBeginName))
      Begins.push_back(&I);
    else if (isNamedCall(&I, UnmaskedEndName))
      Ends.push_back(&I);
  }
  for (Instruction *I : Ends)
    I->eraseFromParent();
  for (Instruction *I : Begins)
    if (I->use_empty())
      I->eraseFromParent();
}

} // namespace spmdc
