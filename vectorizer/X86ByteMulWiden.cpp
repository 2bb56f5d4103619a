//===- X86ByteMulWiden.cpp - Byte multiplies in full registers for x86 ----===//
//
// See X86ByteMulWiden.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/X86ByteMulWiden.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {

namespace {

constexpr unsigned RegisterBits = 128;

/// A byte vector narrower than one SSE register (2, 4 or 8 lanes).
bool isNarrowByteVector(Type *T) {
  auto *VT = dyn_cast<FixedVectorType>(T);
  return VT && VT->getElementType()->isIntegerTy(8) &&
         VT->getNumElements() * 8 < RegisterBits &&
         isPowerOf2_32(VT->getNumElements());
}

/// \p V padded with zero bytes to 16 lanes.
Value *padToRegister(IRBuilder<> &B, Value *V, const Twine &Name) {
  auto *VT = cast<FixedVectorType>(V->getType());
  unsigned N = VT->getNumElements();
  SmallVector<int, 16> Mask;
  for (unsigned K = 0; K < RegisterBits / 8; ++K)
    // Lanes N.. of the second operand are zeros; the shuffle index of lane
    // K of the zero vector is N + K, any of them will do.
    Mask.push_back(K < N ? int(K) : int(N));
  return B.CreateShuffleVector(V, Constant::getNullValue(VT), Mask, Name);
}

} // namespace

bool widenX86ByteMultiplies(Function &F) {
  if (!Triple(F.getParent()->getTargetTriple()).isX86())
    return false;
  SmallVector<BinaryOperator *, 8> Muls;
  for (Instruction &I : instructions(F))
    if (I.getOpcode() == Instruction::Mul && isNarrowByteVector(I.getType()))
      Muls.push_back(cast<BinaryOperator>(&I));
  for (BinaryOperator *Mul : Muls) {
    IRBuilder<> B(Mul);
    unsigned N = cast<FixedVectorType>(Mul->getType())->getNumElements();
    Value *L = padToRegister(B, Mul->getOperand(0), Mul->getName() + ".lhs");
    Value *R = padToRegister(B, Mul->getOperand(1), Mul->getName() + ".rhs");
    Value *Wide = B.CreateMul(L, R, Mul->getName() + ".wide");
    SmallVector<int, 8> Low;
    for (unsigned K = 0; K < N; ++K)
      Low.push_back(int(K));
    Value *Narrow = B.CreateShuffleVector(Wide, Low);
    Narrow->takeName(Mul);
    Mul->replaceAllUsesWith(Narrow);
    Mul->eraseFromParent();
  }
  return !Muls.empty();
}

PreservedAnalyses X86ByteMulWidenPass::run(Function &F,
                                           FunctionAnalysisManager &) {
  if (!widenX86ByteMultiplies(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
