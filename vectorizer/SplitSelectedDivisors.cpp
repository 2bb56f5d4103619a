//===- SplitSelectedDivisors.cpp - One division per constant divisor ------===//
//
// \file
// See SplitSelectedDivisors.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/SplitSelectedDivisors.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

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
    auto *Sel = dyn_cast<SelectInst>(Div->getOperand(1));
    if (!Sel)
      continue;
    auto *C1 = dyn_cast<Constant>(Sel->getTrueValue());
    auto *C2 = dyn_cast<Constant>(Sel->getFalseValue());
    bool Signed = Div->getOpcode() == Instruction::SDiv ||
                  Div->getOpcode() == Instruction::SRem;
    if (!C1 || !C2 || !isSafeDivisor(C1, Signed) || !isSafeDivisor(C2, Signed))
      continue;
    Type *Ty = Div->getType();
    auto X = TargetTransformInfo::getOperandInfo(Div->getOperand(0));
    InstructionCost Variable = TTI.getArithmeticInstrCost(
        Div->getOpcode(), Ty, K, X,
        {TargetTransformInfo::OK_AnyValue, TargetTransformInfo::OP_None});
    InstructionCost Split =
        TTI.getArithmeticInstrCost(Div->getOpcode(), Ty, K, X,
                                   TargetTransformInfo::getOperandInfo(C1)) +
        TTI.getArithmeticInstrCost(Div->getOpcode(), Ty, K, X,
                                   TargetTransformInfo::getOperandInfo(C2)) +
        TTI.getCmpSelInstrCost(Instruction::Select, Ty,
                               Sel->getCondition()->getType(),
                               CmpInst::BAD_ICMP_PREDICATE, K);
    if (!Variable.isValid() || !Split.isValid() || Split >= Variable)
      continue;
    IRBuilder<> B(Div);
    Value *X1 = B.CreateBinOp(Div->getOpcode(), Div->getOperand(0), C1,
                              Div->getName() + ".t");
    Value *X2 = B.CreateBinOp(Div->getOpcode(), Div->getOperand(0), C2,
                              Div->getName() + ".f");
    for (Value *V : {X1, X2})
      if (auto *New = dyn_cast<BinaryOperator>(V))
        New->copyIRFlags(Div);
    Value *R = B.CreateSelect(Sel->getCondition(), X1, X2);
    R->takeName(Div);
    Div->replaceAllUsesWith(R);
    Div->eraseFromParent();
    if (Sel->use_empty())
      Sel->eraseFromParent();
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace spmdc
