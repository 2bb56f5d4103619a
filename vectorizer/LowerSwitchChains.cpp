//===- LowerSwitchChains.cpp - Switches as chains of tests, with lines ----===//
//
// \file
// See LowerSwitchChains.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/LowerSwitchChains.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"

using namespace llvm;

namespace spmdc {

namespace {

/// One destination of a switch with the case values that lead to it.
struct CaseDest {
  BasicBlock *Block;
  SmallVector<ConstantInt *, 2> Values;
};

/// Replaces \p SI by a chain of tests in case order (see the header).
void lowerToChain(SwitchInst *SI) {
  BasicBlock *From = SI->getParent();
  Function *F = From->getParent();
  BasicBlock *Default = SI->getDefaultDest();
  SmallVector<CaseDest, 8> Dests;
  for (auto Case : SI->cases()) {
    BasicBlock *D = Case.getCaseSuccessor();
    if (D == Default)
      continue; // the default's test would send it there anyway
    auto It = find_if(Dests, [&](const CaseDest &E) { return E.Block == D; });
    if (It == Dests.end()) {
      Dests.push_back({D, {}});
      It = std::prev(Dests.end());
    }
    It->Values.push_back(Case.getCaseValue());
  }
  // Each successor's phis take one value from the switch's block (once per
  // edge); the chain's test blocks become the predecessors.
  DenseMap<PHINode *, Value *> FromValue;
  SmallPtrSet<BasicBlock *, 8> Succs(succ_begin(From), succ_end(From));
  for (BasicBlock *S : Succs)
    for (PHINode &Phi : S->phis()) {
      FromValue[&Phi] = Phi.getIncomingValueForBlock(From);
      Phi.removeIncomingValueIf(
          [&](unsigned K) { return Phi.getIncomingBlock(K) == From; },
          /*DeletePHIIfEmpty=*/false);
    }
  auto Enter = [&](BasicBlock *To, BasicBlock *Pred) {
    for (PHINode &Phi : To->phis())
      Phi.addIncoming(FromValue.lookup(&Phi), Pred);
  };
  // With an unreachable default (every value has a case) the last case
  // needs no test.
  bool NoDefault = isa<UnreachableInst>(Default->getFirstNonPHIOrDbg());
  IRBuilder<> B(SI);
  B.SetCurrentDebugLocation(SI->getDebugLoc());
  BasicBlock *Test = From;
  for (size_t K = 0; K < Dests.size(); ++K) {
    bool Last = K + 1 == Dests.size();
    if (Last && NoDefault) {
      B.CreateBr(Dests[K].Block);
      Enter(Dests[K].Block, Test);
      break;
    }
    Value *Cond = nullptr;
    for (ConstantInt *V : Dests[K].Values) {
      Value *Eq = B.CreateICmpEQ(SI->getCondition(), V, "switch.case");
      Cond = Cond ? B.CreateOr(Cond, Eq, "switch.cases") : Eq;
    }
    BasicBlock *Next = Last ? Default
                            : BasicBlock::Create(F->getContext(), "switch.next",
                                                 F, Test->getNextNode());
    B.CreateCondBr(Cond, Dests[K].Block, Next);
    Enter(Dests[K].Block, Test);
    if (Last)
      Enter(Default, Test);
    else
      B.SetInsertPoint(Next);
    Test = Next;
  }
  if (Dests.empty()) {
    B.CreateBr(Default);
    Enter(Default, From);
  }
  SI->eraseFromParent();
  // An unreachable default only this switch used is dead now.
  if (NoDefault && pred_empty(Default))
    DeleteDeadBlock(Default);
}

/// LLVM's LowerSwitch for the switches left, then the switch's location on
/// what it built.
PreservedAnalyses lowerToTrees(Function &F, FunctionAnalysisManager &AM) {
  SmallPtrSet<const BasicBlock *, 32> Existing;
  SmallVector<std::pair<BasicBlock *, DebugLoc>, 4> Switches;
  for (BasicBlock &BB : F) {
    Existing.insert(&BB);
    if (auto *SI = dyn_cast<SwitchInst>(BB.getTerminator()))
      if (SI->getDebugLoc())
        Switches.push_back({&BB, SI->getDebugLoc()});
  }
  PreservedAnalyses PA = LowerSwitchPass().run(F, AM);
  // The switch's block now ends in LowerSwitch's first branch; its tree of
  // compares lives in new blocks reachable from there through new blocks
  // only (the cases' blocks existed before).
  for (auto &[Block, Loc] : Switches) {
    SmallVector<BasicBlock *, 8> Work{Block};
    SmallPtrSet<BasicBlock *, 8> Seen{Block};
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      for (Instruction &I : *BB)
        if (!I.getDebugLoc() && !isa<PHINode>(I) &&
            (BB != Block || I.isTerminator()))
          I.setDebugLoc(Loc);
      for (BasicBlock *Succ : successors(BB))
        if (!Existing.contains(Succ) && Seen.insert(Succ).second)
          Work.push_back(Succ);
    }
  }
  return PA;
}

} // namespace

PreservedAnalyses SpmdLowerSwitchPass::run(Function &F,
                                           FunctionAnalysisManager &AM) {
  SmallVector<SwitchInst *, 4> Small;
  bool Large = false;
  for (BasicBlock &BB : F)
    if (auto *SI = dyn_cast<SwitchInst>(BB.getTerminator())) {
      if (SI->getNumCases() <= MaxChainCases)
        Small.push_back(SI);
      else
        Large = true;
    }
  for (SwitchInst *SI : Small)
    lowerToChain(SI);
  if (Large)
    return lowerToTrees(F, AM);
  return Small.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

} // namespace spmdc
