//===- SveMaskReductions.cpp - Mask-to-integer bitcasts as reductions -----===//
//
// See SveMaskReductions.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/SveMaskReductions.h"

#include "vectorizer/SveTruncShuffles.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace spmdc {

namespace {

/// The bit pattern of \p Mask (lane i -> bit i) without a bitcast.
Value *maskBits(IRBuilder<> &B, Value *Mask, IntegerType *IntTy) {
  unsigned N = cast<FixedVectorType>(Mask->getType())->getNumElements();
  SmallVector<Constant *, 64> Weights;
  for (unsigned I = 0; I < N; ++I)
    Weights.push_back(ConstantInt::get(IntTy, APInt::getOneBitSet(N, I)));
  Value *Sel = B.CreateSelect(Mask, ConstantVector::get(Weights),
                              Constant::getNullValue(
                                  FixedVectorType::get(IntTy, N)));
  return B.CreateOrReduce(Sel);
}

/// The replacement of one use \p U of the bitcast of \p Mask, built before
/// the using instruction; null when that use only needs the bit pattern.
Value *reductionFor(IRBuilder<> &B, Instruction *U, Value *Cast, Value *Mask) {
  B.SetInsertPoint(U);
  CmpPredicate Pred;
  const APInt *C;
  if (match(U, m_ICmp(Pred, m_Specific(Cast), m_APInt(C))) &&
      ICmpInst::isEquality(Pred) && (C->isZero() || C->isAllOnes())) {
    // x != 0 is any lane; x == -1 is every lane.
    Value *R = C->isZero() ? B.CreateOrReduce(Mask) : B.CreateAndReduce(Mask);
    bool Negate = C->isZero() ? Pred == ICmpInst::ICMP_EQ
                              : Pred == ICmpInst::ICMP_NE;
    return Negate ? B.CreateNot(R) : R;
  }
  if (match(U, m_Intrinsic<Intrinsic::ctpop>(m_Specific(Cast)))) {
    unsigned N = cast<FixedVectorType>(Mask->getType())->getNumElements();
    Value *Ones = B.CreateZExt(Mask, FixedVectorType::get(B.getInt32Ty(), N));
    return B.CreateZExtOrTrunc(B.CreateAddReduce(Ones), U->getType());
  }
  return nullptr;
}

} // namespace

bool rewriteSveMaskBitcasts(Function &F) {
  if (F.isDeclaration() || !usesFixedLengthSve(F) ||
      !F.getDataLayout().isLittleEndian())
    return false;
  SmallVector<BitCastInst *, 16> Casts;
  for (Instruction &I : instructions(F))
    if (auto *BC = dyn_cast<BitCastInst>(&I)) {
      auto *VT = dyn_cast<FixedVectorType>(BC->getSrcTy());
      if (VT && VT->getElementType()->isIntegerTy(1) &&
          BC->getDestTy()->isIntegerTy() && VT->getNumElements() <= 64)
        Casts.push_back(BC);
    }
  IRBuilder<> B(F.getContext());
  for (BitCastInst *BC : Casts) {
    Value *Mask = BC->getOperand(0);
    Value *Bits = nullptr; // built once, for the uses that need the pattern
    for (Use &U : make_early_inc_range(BC->uses())) {
      auto *UI = cast<Instruction>(U.getUser());
      if (Value *R = reductionFor(B, UI, BC, Mask)) {
        R->takeName(UI);
        UI->replaceAllUsesWith(R);
        UI->eraseFromParent();
        continue;
      }
      if (!Bits) {
        B.SetInsertPoint(BC);
        Bits = maskBits(B, Mask, cast<IntegerType>(BC->getDestTy()));
      }
      U.set(Bits);
    }
    if (Bits)
      Bits->takeName(BC);
    BC->eraseFromParent();
  }
  return !Casts.empty();
}

PreservedAnalyses SveMaskReductionsPass::run(Function &F,
                                             FunctionAnalysisManager &) {
  if (!rewriteSveMaskBitcasts(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
