//===- X86SelectConstants.cpp - Blend constants in registers (AVX-512) ----===//
//
// See X86SelectConstants.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/X86SelectConstants.h"
#include "vectorizer/Statistics.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

#define DEBUG_TYPE "x86-select-constants"

SPMDC_STATISTIC(NumSelectConstantsHoisted,
                "Select constants materialized in a loop preheader");

namespace spmdc {
namespace {

/// Distinct constants one loop may take into registers: AVX-512 has 32
/// vector registers; half stay for the loop's own values.
constexpr unsigned MaxPerLoop = 8;

/// A constant worth a register: a vector that is not all zeros or all
/// ones (those are a zeroing idiom or a `vpternlogd`, never loads).
bool isBlendConstant(const Value *V) {
  const auto *C = dyn_cast<Constant>(V);
  return C && V->getType()->isVectorTy() && !isa<UndefValue>(C) &&
         !isa<ConstantExpr>(C) && !C->isNullValue() && !C->isAllOnesValue();
}

/// Whether \p C has a user in \p L other than a select of two constants:
/// isel shares the constant with that user (a compare against 0.5 in
/// bench meld_shader's loop reused the branch's mask; with the 0.5 in a
/// register for the blends it recomputed the compare, 0.97-0.98x).
bool usedOtherwiseIn(const Constant *C, const Loop &L) {
  // The same splat may be two constants (a ConstantDataVector and a
  // vector ConstantFP print alike): compared by the splatted value.
  const Constant *Splat = C->getSplatValue();
  auto Same = [&](const Value *V) {
    const auto *K = dyn_cast<Constant>(V);
    return K && K->getType() == C->getType() &&
           (K == C || (Splat && K->getSplatValue() == Splat));
  };
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB) {
      const auto *Sel = dyn_cast<SelectInst>(&I);
      if (Sel && isa<Constant>(Sel->getTrueValue()) &&
          isa<Constant>(Sel->getFalseValue()))
        continue;
      if (any_of(I.operands(), [&](const Use &U) { return Same(U.get()); }))
        return true;
    }
  return false;
}

/// Replaces the blend constants of \p L's own blocks (not its inner
/// loops': they are visited on their own) with bitcasts in its preheader.
bool hoistLoopConstants(Loop &L, LoopInfo &LI, uint64_t RegBits) {
  BasicBlock *Pre = L.getLoopPreheader();
  if (!Pre)
    return false;
  SmallDenseMap<Constant *, Instruction *, 8> Copies;
  bool Changed = false;
  for (BasicBlock *BB : L.blocks()) {
    if (LI.getLoopFor(BB) != &L)
      continue;
    for (Instruction &I : *BB) {
      auto *Sel = dyn_cast<SelectInst>(&I);
      // Selects of two constants only: with a value on one side, the
      // select may be a min, max or clamp (`x < 1 ? x : 1` is `vminps`),
      // which isel no longer sees once the constant is a register
      // (bench srad_coef ran 0.91x that way).
      // A constant against zero (the vector math's masked constants) is
      // one masked broadcast either way: left as well.
      // And only constants that fit one register: a <16 x double> pair
      // of constants held across probe18's `kepler` loop took 4 of the 32
      // registers for two blends and ran 0.95-0.96x (session-21 merge).
      if (!Sel || !Sel->getCondition()->getType()->isVectorTy() ||
          Sel->getType()->getPrimitiveSizeInBits().getKnownMinValue() >
              RegBits ||
          !isBlendConstant(Sel->getTrueValue()) ||
          !isBlendConstant(Sel->getFalseValue()) ||
          usedOtherwiseIn(cast<Constant>(Sel->getTrueValue()), L) ||
          usedOtherwiseIn(cast<Constant>(Sel->getFalseValue()), L))
        continue;
      for (unsigned Op : {1u, 2u}) {
        auto *C = cast<Constant>(Sel->getOperand(Op));
        auto It = Copies.find(C);
        if (It == Copies.end()) {
          if (Copies.size() == MaxPerLoop)
            continue;
          auto *Copy = new BitCastInst(C, C->getType(), "blend.const",
                                       Pre->getTerminator()->getIterator());
          It = Copies.try_emplace(C, Copy).first;
          ++NumSelectConstantsHoisted;
        }
        Sel->setOperand(Op, It->second);
        Changed = true;
      }
    }
  }
  return Changed;
}

} // namespace

PreservedAnalyses X86SelectConstantsPass::run(Function &F,
                                              FunctionAnalysisManager &AM) {
  if (F.isDeclaration() || !Triple(F.getParent()->getTargetTriple()).isX86())
    return PreservedAnalyses::all();
  const TargetTransformInfo &TTI = AM.getResult<TargetIRAnalysis>(F);
  if (TTI.getNumberOfRegisters(TTI.getRegisterClassForType(true)) < 32)
    return PreservedAnalyses::all();
  LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  bool Changed = false;
  // 32 vector registers: AVX-512, whose zmm registers hold 512 bits
  // (TTI's register width follows prefer-vector-width instead).
  const uint64_t RegBits = 512;
  for (Loop *L : LI.getLoopsInPreorder())
    Changed |= hoistLoopConstants(*L, LI, RegBits);
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
