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

// Fixed-length vectors wider than 128 bits are lowered to SVE registers
// only when the minimum vscale is at least 2; that lowering is where the
// instruction selection fails.
bool usesFixedLengthSve(const Function &F) {
  if (!F.getFnAttribute("target-features").getValueAsString().contains("+sve"))
    return false;
  Attribute VR = F.getFnAttribute(Attribute::VScaleRange);
  return VR.isValid() && VR.getVScaleRangeMin() >= 2;
}

namespace {

/// The low \p DstTy bits of each element of \p Wide without a `trunc`:
/// bitcast + shuffle, or a compare for i1. Null if not handled.
Value *lowBits(IRBuilder<> &B, Value *Wide, FixedVectorType *DstTy,
               const Twine &Name) {
  auto *SrcTy = cast<FixedVectorType>(Wide->getType());
  unsigned WideBits = SrcTy->getScalarSizeInBits();
  unsigned Narrow = DstTy->getScalarSizeInBits();
  if (Narrow == 1) // the low bit: a compare, no truncation
    return B.CreateICmpNE(B.CreateAnd(Wide, ConstantInt::get(SrcTy, 1)),
                          Constant::getNullValue(SrcTy), Name);
  if (Narrow < 8 || !isPowerOf2_32(Narrow) || !isPowerOf2_32(WideBits))
    return nullptr;
  unsigned R = WideBits / Narrow;
  unsigned N = DstTy->getNumElements();
  auto *Pieces = FixedVectorType::get(DstTy->getElementType(), N * R);
  Value *Cast = B.CreateBitCast(Wide, Pieces, Name + ".pieces");
  SmallVector<int, 64> Mask;
  for (unsigned K = 0; K < N; ++K)
    Mask.push_back(int(K * R)); // the low piece on a little-endian target
  return B.CreateShuffleVector(Cast, Mask, Name);
}

/// \p X (elements of 8 or 16 bits) zero-extended to \p DstTy without a
/// `zext`: a shuffle with a zero vector that puts each element below R - 1
/// zero pieces, bitcast to the wide type. A `zext` of a narrow value that
/// fixed-length SVE produced (a masked gather of i8, a truncation) is folded
/// by the DAG combiner into nodes that do not select. Null if not handled.
Value *zeroExtended(IRBuilder<> &B, Value *X, FixedVectorType *DstTy,
                    const Twine &Name) {
  auto *SrcTy = cast<FixedVectorType>(X->getType());
  unsigned Narrow = SrcTy->getScalarSizeInBits();
  unsigned WideBits = DstTy->getScalarSizeInBits();
  if ((Narrow != 8 && Narrow != 16) || !isPowerOf2_32(WideBits))
    return nullptr;
  unsigned N = SrcTy->getNumElements();
  // Bytes widened to 16-bit elements in one NEON-sized register (<8 x i16>
  // from a byte gather) still fail as a shuffle: the DAG turns the gather's
  // 32-bit container into v8i16 by UZP1 + NVCAST, which does not select.
  // Going through 32-bit elements (the gather's own width) and taking their
  // low halves selects.
  if (Narrow == 8 && WideBits == 16 && DstTy->getPrimitiveSizeInBits() <= 128) {
    auto *Via = FixedVectorType::get(B.getInt32Ty(), N);
    return lowBits(B, zeroExtended(B, X, Via, Name + ".via32"), DstTy, Name);
  }
  unsigned R = WideBits / Narrow;
  SmallVector<int, 64> Mask;
  for (unsigned K = 0; K < N; ++K) {
    Mask.push_back(int(K)); // the low piece on a little-endian target
    Mask.append(R - 1, int(N)); // element 0 of the zero vector
  }
  Value *Pieces = B.CreateShuffleVector(X, Constant::getNullValue(SrcTy), Mask,
                                        Name + ".pieces");
  return B.CreateBitCast(Pieces, DstTy, Name);
}

/// The replacement of a vector truncation, or of a conversion from floating
/// point to a narrower integer (`fptoui <8 x float> to <8 x i8>` fails the
/// same way): the conversion to the integer as wide as the float, then the
/// low bits. Where the narrow conversion is defined (the value fits), so is
/// the wide one, with the same low bits. Null if \p I is neither.
Value *replacement(Instruction &I) {
  auto *DstTy = dyn_cast<FixedVectorType>(I.getType());
  if (!DstTy || !DstTy->getElementType()->isIntegerTy())
    return nullptr;
  IRBuilder<> B(&I);
  if (isa<ZExtInst>(I))
    return zeroExtended(B, I.getOperand(0), DstTy, I.getName());
  if (isa<TruncInst>(I))
    return lowBits(B, I.getOperand(0), DstTy, I.getName());
  if (!isa<FPToUIInst>(I) && !isa<FPToSIInst>(I))
    return nullptr;
  unsigned FloatBits = I.getOperand(0)->getType()->getScalarSizeInBits();
  if (FloatBits <= DstTy->getScalarSizeInBits() ||
      (FloatBits != 32 && FloatBits != 64))
    return nullptr;
  auto *WideTy = FixedVectorType::get(B.getIntNTy(FloatBits),
                                      DstTy->getNumElements());
  Value *Wide = isa<FPToUIInst>(I)
                    ? B.CreateFPToUI(I.getOperand(0), WideTy, I.getName() + ".wide")
                    : B.CreateFPToSI(I.getOperand(0), WideTy, I.getName() + ".wide");
  return lowBits(B, Wide, DstTy, I.getName());
}

} // namespace

bool rewriteSveTruncations(Function &F) {
  if (F.isDeclaration() || !usesFixedLengthSve(F) ||
      !F.getDataLayout().isLittleEndian())
    return false;
  SmallVector<Instruction *, 16> Narrowing;
  for (Instruction &I : instructions(F))
    if (isa<TruncInst>(I) || isa<ZExtInst>(I) || isa<FPToUIInst>(I) ||
        isa<FPToSIInst>(I))
      Narrowing.push_back(&I);
  bool Changed = false;
  for (Instruction *I : Narrowing)
    if (Value *V = replacement(*I)) {
      V->takeName(I);
      I->replaceAllUsesWith(V);
      I->eraseFromParent();
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
