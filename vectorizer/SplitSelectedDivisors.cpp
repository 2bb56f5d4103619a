//===- SplitSelectedDivisors.cpp - One division per constant divisor ------===//
//
// \file
// See SplitSelectedDivisors.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/SplitSelectedDivisors.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/KnownBits.h"

using namespace llvm;

namespace spmdc {

namespace {

bool isDivision(unsigned Opcode) {
  return Opcode == Instruction::SDiv || Opcode == Instruction::UDiv ||
         Opcode == Instruction::SRem || Opcode == Instruction::URem;
}

/// A divisor every lane may divide by: nonzero, and for a signed operation
/// not -1 (INT_MIN / -1 overflows).
bool isSafeDivisor(Constant *C, bool Signed) {
  auto Safe = [&](Constant *E) {
    auto *CI = dyn_cast_or_null<ConstantInt>(E);
    return CI && !CI->isZero() && !(Signed && CI->isMinusOne());
  };
  if (Constant *Splat = C->getSplatValue())
    return Safe(Splat);
  auto *VT = dyn_cast<FixedVectorType>(C->getType());
  if (!VT)
    return false;
  for (unsigned K = 0; K < VT->getNumElements(); ++K)
    if (!Safe(C->getAggregateElement(K)))
      return false;
  return true;
}

} // namespace

PreservedAnalyses SplitSelectedDivisorsPass::run(Function &F,
                                                 FunctionAnalysisManager &AM) {
  const TargetTransformInfo &TTI = AM.getResult<TargetIRAnalysis>(F);
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  SmallVector<BinaryOperator *, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *BO = dyn_cast<BinaryOperator>(&I);
        BO && isDivision(BO->getOpcode()) && BO->getType()->isVectorTy())
      Work.push_back(BO);
  bool Changed = false;
  for (BinaryOperator *Div : Work) {
    // The two divisors, chosen by the select's condition or (Sel null) by
    // the divisor's one unknown bit, Bit.
    Constant *C1 = nullptr, *C2 = nullptr;
    Value *D = Div->getOperand(1);
    auto *Sel = dyn_cast<SelectInst>(D);
    APInt Bit;
    if (Sel) {
      C1 = dyn_cast<Constant>(Sel->getTrueValue());
      C2 = dyn_cast<Constant>(Sel->getFalseValue());
    } else if (!isa<Constant>(D)) {
      // InstCombine also turns select(c, 5, 4) with c = (v & 1) != 0 into
      // (v & 1) ^ 4: a divisor with exactly one bit unknown (in every
      // lane) takes two values, chosen by that bit.
      KnownBits Known = computeKnownBits(D, F.getDataLayout());
      Bit = ~(Known.Zero | Known.One);
      if (Bit.popcount() == 1) {
        C1 = ConstantInt::get(D->getType(), Known.One | Bit);
        C2 = ConstantInt::get(D->getType(), Known.One);
      }
    }
    bool Signed = Div->getOpcode() == Instruction::SDiv ||
                  Div->getOpcode() == Instruction::SRem;
    if (!C1 || !C2 || !isSafeDivisor(C1, Signed) || !isSafeDivisor(C2, Signed))
      continue;
    Type *Ty = Div->getType();
    auto X = TargetTransformInfo::getOperandInfo(Div->getOperand(0));
    InstructionCost Variable = TTI.getArithmeticInstrCost(
        Div->getOpcode(), Ty, K, X,
        {TargetTransformInfo::OK_AnyValue, TargetTransformInfo::OP_None});
    // (The bit test of the second form is one more and and compare.)
    InstructionCost Split =
        TTI.getArithmeticInstrCost(Div->getOpcode(), Ty, K, X,
                                   TargetTransformInfo::getOperandInfo(C1)) +
        TTI.getArithmeticInstrCost(Div->getOpcode(), Ty, K, X,
                                   TargetTransformInfo::getOperandInfo(C2)) +
        TTI.getCmpSelInstrCost(Instruction::Select, Ty,
                               CmpInst::makeCmpResultType(Ty),
                               CmpInst::BAD_ICMP_PREDICATE, K) +
        (Sel ? 0 : 2);
    if (!Variable.isValid() || !Split.isValid() || Split >= Variable)
      continue;
    IRBuilder<> B(Div);
    Value *Cond =
        Sel ? Sel->getCondition()
            : B.CreateICmpNE(B.CreateAnd(D, ConstantInt::get(Ty, Bit)),
                             Constant::getNullValue(Ty));
    Value *X1 = B.CreateBinOp(Div->getOpcode(), Div->getOperand(0), C1,
                              Div->getName() + ".t");
    Value *X2 = B.CreateBinOp(Div->getOpcode(), Div->getOperand(0), C2,
                              Div->getName() + ".f");
    for (Value *V : {X1, X2})
      if (auto *New = dyn_cast<BinaryOperator>(V))
        New->copyIRFlags(Div);
    Value *R = B.CreateSelect(Cond, X1, X2);
    R->takeName(Div);
    Div->replaceAllUsesWith(R);
    Div->eraseFromParent();
    if (auto *DI = dyn_cast<Instruction>(D); DI && DI->use_empty())
      DI->eraseFromParent();
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace spmdc
