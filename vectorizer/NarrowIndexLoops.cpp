//===- NarrowIndexLoops.cpp - Loops LLVM 22 would vectorize wrong --------===//
//
// See NarrowIndexLoops.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/NarrowIndexLoops.h"
#include "vectorizer/Statistics.h"

#include "llvm/ADT/SmallSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

#define DEBUG_TYPE "narrow-index-loops"

SPMDC_STATISTIC(NumNarrowIndexLoops,
                "Loops kept from the vectorizer for narrow wrapping indices");

namespace spmdc {
namespace {

/// Collects the widths of the add-recurrences of \p L that \p S extends
/// and that may wrap in the extension's sense.
void collectWrappingWidths(const SCEV *S, const Loop *L,
                           SmallSet<unsigned, 4> &Widths) {
  // A predicate that never holds: SCEVExprContains visits every node.
  SCEVExprContains(S, [&](const SCEV *E) {
    auto *Ext = dyn_cast<SCEVIntegralCastExpr>(E);
    if (!Ext || isa<SCEVTruncateExpr>(Ext))
      return false;
    auto *AR = dyn_cast<SCEVAddRecExpr>(Ext->getOperand());
    if (!AR || AR->getLoop() != L)
      return false;
    bool MayWrap = isa<SCEVSignExtendExpr>(Ext) ? !AR->hasNoSignedWrap()
                                                : !AR->hasNoUnsignedWrap();
    if (MayWrap)
      Widths.insert(AR->getType()->getScalarSizeInBits());
    return false;
  });
}

bool hasMixedNarrowIndices(const Loop &L, ScalarEvolution &SE) {
  SmallSet<unsigned, 4> Widths;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (Value *Ptr = getLoadStorePointerOperand(&I))
        if (SE.isSCEVable(Ptr->getType()))
          collectWrappingWidths(SE.getSCEV(Ptr), &L, Widths);
  return Widths.size() >= 2;
}

} // namespace

PreservedAnalyses NarrowIndexLoopsPass::run(Function &F,
                                            FunctionAnalysisManager &AM) {
  if (F.isDeclaration())
    return PreservedAnalyses::all();
  LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  ScalarEvolution &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!L->isInnermost() || !hasMixedNarrowIndices(*L, SE))
      continue;
    addStringMetadataToLoop(L, "llvm.loop.vectorize.enable", 0);
    ++NumNarrowIndexLoops;
  }
  // SCEV's answers depend on the order of its queries (the no-wrap flags
  // it infers): the vectorizer gets a fresh one, so loops left alone are
  // vectorized exactly as without this pass.
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
