//===- LowerSwitchLocations.cpp - LowerSwitch that keeps source lines -----===//
//
// \file
// See LowerSwitchLocations.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/LowerSwitchLocations.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"

using namespace llvm;

namespace spmdc {

PreservedAnalyses SpmdLowerSwitchPass::run(Function &F,
                                           FunctionAnalysisManager &AM) {
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

} // namespace spmdc
