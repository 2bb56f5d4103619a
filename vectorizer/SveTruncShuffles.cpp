//===- SveTruncShuffles.cpp - Vector truncations as shuffles for SVE ------===//
//
// See SveTruncShuffles.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/SveTruncShuffles.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc {

namespace {

/// Fixed-length vectors wider than 128 bits are lowered to SVE registers
/// only when the minimum vscale is at least 2; that lowering is where the
/// instruction selection fails.
bool usesFixedLengthSve(const Function &F) {
  if (!F.getFnAttribute("target-features").getValueAsString().contains("+sve"))
    return false;
  Attribute VR = F.getFnAttribute(Attribute::VScaleRange);
  return VR.isValid() && VR.getVScaleRangeMin() >= 2;
}

/// The truncation as bitcast + shuffle, or null when it is not one that
/// this rewrite handles.
Value *asShuffle(TruncInst &T) {
  auto *SrcTy = dyn_cast<FixedVectorType>(T.getSrcTy());
  auto *DstTy = dyn_cast<FixedVectorType>(T.getDestTy());
  if (!SrcTy || !DstTy)
    return nullptr;
  unsigned Wide = SrcTy->getScalarSizeInBits();
  unsigned Narrow = DstTy->getScalarSizeInBits();
  IRBuilder<> B(&T);
  if (Narrow == 1) // the low bit: a compare, no truncation
    return B.CreateICmpNE(
        B.CreateAnd(T.getOperand(0), ConstantInt::get(SrcTy, 1)),
        Constant::getNullValue(SrcTy), T.getName() + ".low");
  if (Narrow < 8 || !isPowerOf2_32(Narrow) || !isPowerOf2_32(Wide))
    return nullptr;
  unsigned R = Wide / Narrow;
  unsigned N = DstTy->getNumElements();
  auto *Pieces = FixedVectorType::get(DstTy->getElementType(), N * R);
  Value *Cast = B.CreateBitCast(T.getOperand(0), Pieces, T.getName() + ".pieces");
  SmallVector<int, 64> Mask;
  for (unsigned K = 0; K < N; ++K)
    Mask.push_back(int(K * R)); // the low piece on a little-endian target
  return B.CreateShuffleVector(Cast, Mask, T.getName() + ".low");
}

} // namespace

bool rewriteSveTruncations(Function &F) {
  if (F.isDeclaration() || !usesFixedLengthSve(F) ||
      !F.getDataLayout().isLittleEndian())
    return false;
  SmallVector<TruncInst *, 16> Truncs;
  for (Instruction &I : instructions(F))
    if (auto *T = dyn_cast<TruncInst>(&I))
      Truncs.push_back(T);
  bool Changed = false;
  for (TruncInst *T : Truncs)
    if (Value *V = asShuffle(*T)) {
      V->takeName(T);
      T->replaceAllUsesWith(V);
      T->eraseFromParent();
      Changed = true;
    }
  return Changed;
}

PreservedAnalyses SveTruncShufflesPass::run(Function &F,
                                            FunctionAnalysisManager &) {
  if (!rewriteSveTruncations(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
