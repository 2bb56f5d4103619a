//===- ScalableOps.cpp - Target operations of a scalable gang -------------===//
//
// See ScalableOps.h. Structure loads: strides 2 and 4 are generic IR (a
// masked load of Fields·W elements under `interleaveN(m, …, m)`, then
// `deinterleaveN`), which the AArch64 backend selects as one ld2/ld4; stride
// 3 calls llvm.aarch64.sve.ld3.sret, because the generic masked form of a
// <vscale x 12 x T> load fails instruction selection in LLVM 22
// (tests/lit/codegen/sve-scalable/masked-stride3-crash.ll).
//
// A gang of 64-bit elements is two SVE registers (<vscale x 4 x i64>): each
// half gets its own structure load (ld2d … ld4d of <vscale x 2 x T>), the
// second starting W/2 structures later, and the halves are joined. The
// generic form on the whole <vscale x 4 x i64> would be legalized into four
// to sixteen contiguous loads plus permutes instead.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/ScalableOps.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAArch64.h"

#include <cassert>

using namespace llvm;

namespace spmdc {

namespace {

/// The lanes of one SVE register of \p EltTy (128-bit granule): 4 or 2.
unsigned granuleLanes(Type *EltTy) {
  return 128 / EltTy->getPrimitiveSizeInBits().getFixedValue();
}

/// One register's worth: field \p Field of the structures at \p Start for
/// \p Mask (a <vscale x G x i1>, G = granuleLanes).
Value *structureLoadPart(IRBuilderBase &B, VectorType *PartTy, unsigned Fields,
                         unsigned Field, Value *Start, Value *Mask, Align A) {
  if (Fields == 3) {
    Value *S = B.CreateIntrinsic(Intrinsic::aarch64_sve_ld3_sret, {PartTy},
                                 {Mask, Start}, {}, "ld3");
    return B.CreateExtractValue(S, Field, "field");
  }
  SmallVector<Value *, 4> Masks(Fields, Mask);
  Value *WideMask = B.CreateVectorInterleave(Masks, "struct.mask");
  auto *WideTy = VectorType::get(PartTy->getElementType(),
                                 PartTy->getElementCount() * Fields);
  Value *Wide = B.CreateMaskedLoad(WideTy, Start, A, WideMask, nullptr,
                                   "struct.load");
  Value *D = B.CreateIntrinsic(Intrinsic::getDeinterleaveIntrinsicID(Fields),
                               {WideTy}, {Wide}, {}, "deint");
  return B.CreateExtractValue(D, Field, "field");
}

} // namespace

bool hasStructureLoad(Type *EltTy, ElementCount EC) {
  if (!EC.isScalable() || EC.getKnownMinValue() != 4)
    return false;
  if (!EltTy->isIntegerTy(32) && !EltTy->isIntegerTy(64) &&
      !EltTy->isFloatTy() && !EltTy->isDoubleTy())
    return false;
  return true;
}

Value *createStructureLoad(IRBuilderBase &B, Type *EltTy, ElementCount EC,
                           unsigned Fields, unsigned Field, Value *Start,
                           Value *Mask, Align A) {
  assert(hasStructureLoad(EltTy, EC) && Fields >= 2 && Fields <= 4 &&
         Field < Fields);
  unsigned G = granuleLanes(EltTy);
  unsigned Parts = EC.getKnownMinValue() / G;
  auto *PartTy = VectorType::get(EltTy, ElementCount::getScalable(G));
  if (Parts == 1)
    return structureLoadPart(B, PartTy, Fields, Field, Start, Mask, A);
  // Part p covers lanes [p·vscale·G, (p+1)·vscale·G): its structures start
  // p·vscale·G·Fields elements after Start.
  uint64_t Size = EltTy->getPrimitiveSizeInBits().getFixedValue() / 8;
  Value *PartBytes = B.CreateVScale(B.getInt64Ty());
  PartBytes = B.CreateMul(PartBytes, B.getInt64(G * Fields * Size), "",
                          /*HasNUW=*/true, /*HasNSW=*/true);
  auto *PartMaskTy = VectorType::get(B.getInt1Ty(), PartTy->getElementCount());
  Value *Result = PoisonValue::get(VectorType::get(EltTy, EC));
  for (unsigned P = 0; P < Parts; ++P) {
    Value *PartStart =
        P == 0 ? Start
               : B.CreateGEP(B.getInt8Ty(), Start,
                             P == 1 ? PartBytes
                                    : B.CreateMul(PartBytes, B.getInt64(P)),
                             "part.start");
    Value *PartMask = B.CreateExtractVector(PartMaskTy, Mask, uint64_t(P * G),
                                            "part.mask");
    Value *V = structureLoadPart(B, PartTy, Fields, Field, PartStart,
                                 PartMask, A);
    Result = B.CreateInsertVector(Result->getType(), Result, V,
                                  uint64_t(P * G), "parts");
  }
  return Result;
}

} // namespace spmdc
