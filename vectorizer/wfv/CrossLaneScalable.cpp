//===- CrossLaneScalable.cpp - Cross-lane permutations, scalable ----------===//
//
// See CrossLaneScalable.h. Every permutation is a table lookup (or, for
// small constant distances, a splice) on an integer container of the
// values; ScalableOps.h holds the one target intrinsic (`tbl`).
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/CrossLaneScalable.h"
#include "vectorizer/wfv/ScalableOps.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

namespace spmdc {
namespace xlane_scalable {
namespace {

/// The smallest SVE register's bits: `tbl` permutes within one register,
/// whose lane count is vscale × (128 / element bits).
constexpr unsigned RegisterBits = 128;

/// Values of one element type moved as integers of 32 or 64 bits, so that
/// one `tbl` per register serves every type (i1/i8/i16 widen to i32, as
/// SVE keeps them in .s lanes anyway; floats and pointers as their bits).
class Container {
public:
  Container(IRBuilderBase &B, const GangWidth &GW, Type *ElemTy)
      : B(B), GW(GW), ElemTy(ElemTy),
        DL(B.GetInsertBlock()->getDataLayout()) {
    ElemBits = ElemTy->isPointerTy() ? DL.getPointerSizeInBits(
                                           ElemTy->getPointerAddressSpace())
                                     : ElemTy->getPrimitiveSizeInBits();
    Bits = ElemBits <= 32 ? 32 : 64;
    // A register must hold whole lanes at the shortest length (N ≥ 2).
    while (GW.MinLanes * Bits < RegisterBits && Bits < 64)
      Bits *= 2;
    if (ElemBits == 0 || ElemBits > 64 || GW.MinLanes * Bits < RegisterBits)
      report_fatal_error("spmd-widen: no scalable permutation of this type");
    IntTy = B.getIntNTy(Bits);
  }

  unsigned bits() const { return Bits; }
  /// Lanes of one register at vscale = 1.
  unsigned partLanes() const { return RegisterBits / Bits; }
  unsigned parts() const { return GW.MinLanes / partLanes(); }
  VectorType *vecTy() const { return GW.vecTy(IntTy); }
  VectorType *partTy() const {
    return VectorType::get(IntTy, ElementCount::getScalable(partLanes()));
  }

  /// \p V (<vscale x N x ElemTy>) as <vscale x N x iBits>.
  Value *in(Value *V) {
    Type *ElemInt = B.getIntNTy(ElemBits);
    if (ElemTy->isPointerTy())
      V = B.CreatePtrToInt(V, GW.vecTy(ElemInt));
    else if (!ElemTy->isIntegerTy())
      V = B.CreateBitCast(V, GW.vecTy(ElemInt));
    return B.CreateZExtOrTrunc(V, vecTy());
  }
  /// The inverse of in().
  Value *out(Value *V) {
    Type *ElemInt = B.getIntNTy(ElemBits);
    V = B.CreateZExtOrTrunc(V, GW.vecTy(ElemInt));
    if (ElemTy->isPointerTy())
      return B.CreateIntToPtr(V, GW.vecTy(ElemTy));
    if (!ElemTy->isIntegerTy())
      return B.CreateBitCast(V, GW.vecTy(ElemTy));
    return V;
  }
  /// A vector of \p C (a scalar of ElemTy) in the container's type; the
  /// builder folds the casts of a constant.
  Constant *inSplat(Constant *C) {
    Value *Splat = GW.splat(C);
    return cast<Constant>(in(Splat));
  }

  /// Lane j gets X[Idx_j] (X in the container, Idx an <vscale x N x i32>
  /// read as unsigned), 0 when Idx_j ≥ W. With several registers, output
  /// part h looks its indices up in every input part q at Idx - q·PL and
  /// ors the results: each `tbl` reads 0 outside its own part. \p NoHigher:
  /// no lane reads a higher lane than its own (Idx_j ≤ j or out of range,
  /// as in a shift up), so part h needs only the input parts q ≤ h.
  Value *lookup(Value *X, Value *Idx, bool NoHigher = false) {
    if (parts() == 1)
      return scalable::tableLookup(B, X, B.CreateZExt(Idx, vecTy()));
    unsigned PL = partLanes();
    Value *PartLanes = B.CreateVectorSplat(
        ElementCount::getScalable(PL),
        B.CreateShl(B.CreateVScale(IntTy), Log2_32(PL), "part.lanes",
                    /*HasNUW=*/true, /*HasNSW=*/true));
    auto *IdxPartTy =
        VectorType::get(B.getInt32Ty(), ElementCount::getScalable(PL));
    Value *R = PoisonValue::get(vecTy());
    for (unsigned H = 0; H < parts(); ++H) {
      Value *IH = B.CreateZExt(B.CreateExtractVector(IdxPartTy, Idx, H * PL),
                               partTy());
      Value *Acc = nullptr;
      for (unsigned Q = 0; Q < (NoHigher ? H + 1 : parts()); ++Q) {
        Value *XQ = B.CreateExtractVector(partTy(), X, Q * PL);
        Value *IQ = IH;
        if (Q == 1)
          IQ = B.CreateSub(IH, PartLanes);
        else if (Q)
          IQ = B.CreateSub(
              IH, B.CreateMul(PartLanes,
                              ConstantVector::getSplat(
                                  ElementCount::getScalable(PL),
                                  ConstantInt::get(IntTy, Q))));
        Value *T = scalable::tableLookup(B, XQ, IQ);
        Acc = Acc ? B.CreateOr(Acc, T) : T;
      }
      R = B.CreateInsertVector(vecTy(), R, Acc, H * PL);
    }
    return R;
  }

  /// Whether splices of the container select to one `ext`/`splice` (one
  /// register); a vector of several registers would be split through memory.
  bool spliceIsOneInstruction() const { return parts() == 1; }
  /// Lane j gets X[j - D] for j ≥ D, Fill[W - D + j] below, for
  /// D < partLanes(): one `splice` per register, each taking its last D
  /// lanes from the register below (the fill's for the lowest).
  Value *shiftUpBySplice(Value *Fill, Value *X, unsigned D) {
    if (parts() == 1)
      return splice(/*Left=*/false, Fill, X, D);
    unsigned PL = partLanes();
    Value *R = PoisonValue::get(vecTy());
    Value *Below = B.CreateExtractVector(partTy(), Fill, (parts() - 1) * PL);
    for (unsigned H = 0; H < parts(); ++H) {
      Value *XH = B.CreateExtractVector(partTy(), X, H * PL);
      Value *S = B.CreateIntrinsic(Intrinsic::vector_splice_right, {partTy()},
                                   {Below, XH, B.getInt32(D)});
      R = B.CreateInsertVector(vecTy(), R, S, H * PL);
      Below = XH;
    }
    return R;
  }
  Value *splice(bool Left, Value *X, Value *Y, unsigned Amount) {
    return B.CreateIntrinsic(
        Left ? Intrinsic::vector_splice_left : Intrinsic::vector_splice_right,
        {vecTy()}, {X, Y, B.getInt32(Amount)});
  }

private:
  IRBuilderBase &B;
  const GangWidth &GW;
  Type *ElemTy;
  const DataLayout &DL;
  unsigned ElemBits = 0;
  unsigned Bits = 0;
  Type *IntTy = nullptr;
};

Type *elemTy(Value *V) { return cast<VectorType>(V->getType())->getElementType(); }

/// <0, 1, …, W-1> as i32.
Value *lanes32(IRBuilderBase &B, const GangWidth &GW) {
  return GW.laneIndex(B, B.getInt32Ty());
}

} // namespace

Value *rotateOrShift(IRBuilderBase &B, const GangWidth &GW, bool Rotate,
                     Value *V, Value *K) {
  Container C(B, GW, elemTy(V));
  int64_t Max = GW.MaxLanes; // W divides it (both powers of two)
  if (auto *CK = dyn_cast<ConstantInt>(K)) {
    int64_t Amount = CK->getSExtValue();
    if (Rotate) {
      // k mod W = (k mod Max) mod W; a rotation by r < N or by Max - r < N
      // (i.e. by -(Max - r) mod W) is one splice at every W ≥ N.
      int64_t R = ((Amount % Max) + Max) % Max;
      if (R == 0)
        return V;
      if (C.spliceIsOneInstruction() && R < GW.MinLanes) {
        Value *X = C.in(V);
        return C.out(C.splice(/*Left=*/true, X, X, unsigned(R)));
      }
      if (C.spliceIsOneInstruction() && Max - R < GW.MinLanes) {
        Value *X = C.in(V);
        return C.out(C.splice(/*Left=*/false, X, X, unsigned(Max - R)));
      }
    } else {
      if (Amount == 0)
        return V;
      if (Amount >= Max || Amount <= -Max)
        return Constant::getNullValue(V->getType());
      if (C.spliceIsOneInstruction() && Amount > 0 && Amount < GW.MinLanes) {
        Value *Zero = Constant::getNullValue(C.vecTy());
        return C.out(C.splice(/*Left=*/true, C.in(V), Zero, unsigned(Amount)));
      }
      if (C.spliceIsOneInstruction() && Amount < 0 && -Amount < GW.MinLanes) {
        Value *Zero = Constant::getNullValue(C.vecTy());
        return C.out(
            C.splice(/*Left=*/false, Zero, C.in(V), unsigned(-Amount)));
      }
    }
  }
  // lane + k, in i32: W divides 2^32, so truncating k keeps k mod W for a
  // rotate; a shift clamps k to [-Max, Max] first, so lane + k stays out
  // of [0, W) whenever the true lane + k is.
  Value *K32;
  if (Rotate) {
    K32 = B.CreateSExtOrTrunc(K, B.getInt32Ty());
  } else {
    Type *KT = K->getType();
    Value *Clamped = B.CreateBinaryIntrinsic(
        Intrinsic::smin,
        B.CreateBinaryIntrinsic(Intrinsic::smax, K,
                                ConstantInt::get(KT, -Max, /*Signed=*/true)),
        ConstantInt::get(KT, Max));
    K32 = B.CreateSExtOrTrunc(Clamped, B.getInt32Ty());
  }
  Value *Idx = B.CreateAdd(lanes32(B, GW), GW.splat(B, K32));
  if (Rotate)
    Idx = B.CreateAnd(Idx, GW.splat(B, B.CreateSub(GW.count(B, B.getInt32Ty()),
                                                   B.getInt32(1))));
  return C.out(C.lookup(C.in(V), Idx));
}

Value *permute(IRBuilderBase &B, const GangWidth &GW, ArrayRef<Value *> Srcs,
               Value *P) {
  Container C(B, GW, elemTy(Srcs[0]));
  Value *W = GW.count(B, B.getInt32Ty());
  Value *N = Srcs.size() == 1 ? W : B.CreateMul(W, B.getInt32(Srcs.size()));
  Value *Idx = B.CreateAnd(B.CreateZExtOrTrunc(P, GW.vecTy(B.getInt32Ty())),
                           GW.splat(B, B.CreateSub(N, B.getInt32(1))));
  Value *R = C.lookup(C.in(Srcs[0]), Idx);
  for (unsigned K = 1; K < Srcs.size(); ++K) {
    // Indices of source K are K·W and up; below that the subtraction wraps
    // to huge values, which `tbl` reads as 0 as it does those ≥ W.
    Value *First = K == 1 ? W : B.CreateMul(W, B.getInt32(K));
    Value *IK = B.CreateSub(Idx, GW.splat(B, First));
    R = B.CreateOr(R, C.lookup(C.in(Srcs[K]), IK));
  }
  return C.out(R);
}

Value *shiftUp(IRBuilderBase &B, const GangWidth &GW, Value *V,
               Constant *Fill, unsigned D) {
  Container C(B, GW, elemTy(V));
  Constant *FillC = C.inSplat(Fill);
  if (D < C.partLanes())
    return C.out(C.shiftUpBySplice(FillC, C.in(V), D));
  Value *Lane = lanes32(B, GW);
  Value *R = C.lookup(C.in(V), B.CreateSub(Lane, GW.splat(B, B.getInt32(D))),
                      /*NoHigher=*/true);
  if (!FillC->isNullValue()) // `tbl` already reads 0 below lane D
    R = B.CreateSelect(B.CreateICmpULT(Lane, GW.splat(B, B.getInt32(D))),
                       FillC, R);
  return C.out(R);
}

Value *packedLoad(IRBuilderBase &B, const GangWidth &GW, Value *Ptr,
                  Value *Old, Value *Mask, Value *Rank, Align ElemAlign) {
  auto *VT = cast<VectorType>(Old->getType());
  Value *Count =
      B.CreateAddReduce(B.CreateZExt(Mask, GW.vecTy(B.getInt32Ty())));
  Value *First = B.CreateIntrinsic(Intrinsic::get_active_lane_mask,
                                   {Mask->getType(), B.getInt32Ty()},
                                   {B.getInt32(0), Count}, nullptr, "first.n");
  Value *Loaded = B.CreateMaskedLoad(VT, Ptr, ElemAlign, First);
  Container C(B, GW, VT->getElementType());
  Value *R = C.out(C.lookup(C.in(Loaded), Rank));
  return B.CreateSelect(Mask, R, Old);
}

} // namespace xlane_scalable
} // namespace spmdc
