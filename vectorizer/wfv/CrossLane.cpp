//===- CrossLane.cpp - Vector code of the cross-lane operations -----------===//
//
// See CrossLane.h for the lowering of each operation. Widener::widenCrossLane
// (at the end) connects it to spmd-widen: operands by shape, the block's
// execution mask, and the result as a scalar (uniform) or a vector.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/CrossLane.h"
#include "vectorizer/wfv/CrossLaneScalable.h"
#include "vectorizer/wfv/WidenerImpl.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace spmdc {

bool crossLaneOperandIsPerLane(CrossLaneOp Op, unsigned K) {
  switch (Op) {
  case CrossLaneOp::Extract:
  case CrossLaneOp::Rotate:
  case CrossLaneOp::Shift:
    return K == 0;
  case CrossLaneOp::Insert:
    return K == 0;
  case CrossLaneOp::PackedLoad:
  case CrossLaneOp::PackedStore:
  case CrossLaneOp::Atomic:
    return K == 1;
  case CrossLaneOp::AtomicOnce:
    return false;
  default:
    return true;
  }
}

namespace {

using O = CrossLaneOp;

/// The value inactive lanes contribute to \p Op.
Constant *identityFor(CrossLaneOp Op, Type *T) {
  switch (Op) {
  case O::All:
  case O::ScanAnd:
    return Constant::getAllOnesValue(T);
  case O::ReduceSMin:
    return ConstantInt::get(T,
                            APInt::getSignedMaxValue(T->getIntegerBitWidth()));
  case O::ReduceSMax:
    return ConstantInt::get(T,
                            APInt::getSignedMinValue(T->getIntegerBitWidth()));
  case O::ReduceUMin:
    return Constant::getAllOnesValue(T);
  case O::ReduceFMin:
    return ConstantFP::getInfinity(T, false);
  case O::ReduceFMax:
    return ConstantFP::getInfinity(T, true);
  default: // any, count, add, fadd, umax, or
    return Constant::getNullValue(T);
  }
}

class Lowering {
public:
  Lowering(IRBuilder<> &B, Value *Mask, const GangWidth &GW, Function &F)
      : B(B), Mask(Mask), GW(GW), F(F) {}

  Value *run(CrossLaneOp Op, ArrayRef<Value *> A, Type *ResultTy);

private:
  IRBuilder<> &B;
  Value *Mask;
  GangWidth GW;
  Function &F;

  bool allOn() const {
    auto *C = dyn_cast<Constant>(Mask);
    return C && C->isAllOnesValue();
  }
  /// v in active lanes, the identity of Op elsewhere.
  Value *active(CrossLaneOp Op, Value *V) {
    if (allOn())
      return V;
    Type *T = cast<VectorType>(V->getType())->getElementType();
    return B.CreateSelect(Mask, V, GW.splat(identityFor(Op, T)));
  }
  /// Index \p I (any integer type) reduced modulo \p N (a power of two or
  /// not), as i64.
  Value *modIndex(Value *I, unsigned N) {
    Value *X = B.CreateZExtOrTrunc(I, B.getInt64Ty());
    if (isPowerOf2_32(N))
      return B.CreateAnd(X, B.getInt64(N - 1));
    // Non-power-of-two widths do not occur today; keep it total anyway.
    Value *S = B.CreateSExtOrTrunc(I, B.getInt64Ty());
    Value *R = B.CreateSRem(S, B.getInt64(N));
    Value *Neg = B.CreateICmpSLT(R, B.getInt64(0));
    return B.CreateSelect(Neg, B.CreateAdd(R, B.getInt64(N)), R);
  }
  /// A stack slot of \p N elements of \p T in the entry block.
  AllocaInst *slot(Type *T, unsigned N) {
    IRBuilder<> EB(&F.getEntryBlock(), F.getEntryBlock().getFirstInsertionPt());
    return EB.CreateAlloca(ArrayType::get(T, N), nullptr, "xlane.slot");
  }
  Align alignOf(Type *T) { return F.getDataLayout().getABITypeAlign(T); }
  void storeAt(Value *Slot, Type *T, unsigned Elem, Value *V) {
    B.CreateAlignedStore(V, B.CreateConstInBoundsGEP1_64(T, Slot, Elem),
                         alignOf(T));
  }
  // Scalable gangs (W = vscale × N, known at run time): the permutations
  // are register forms (CrossLaneScalable.h).
  Value *packedLoadScalable(Value *Ptr, Value *Old);

  /// Lanes of \p V moved by the constant map \p Idx (index W: the first
  /// lane of \p Second).
  Value *shuffle(Value *V, Value *Second, ArrayRef<int> Idx) {
    return B.CreateShuffleVector(V, Second, Idx);
  }
  Value *splat(Constant *C) { return GW.splat(C); }
  /// Index \p I modulo the gang width, as i64 (a scalable W is a power of
  /// two: vscale is one under vscale_range).
  Value *laneIndexMod(Value *I) {
    if (!GW.isScalable())
      return modIndex(I, GW.fixedLanes());
    Value *X = B.CreateZExtOrTrunc(I, B.getInt64Ty());
    return B.CreateAnd(X,
                       B.CreateSub(GW.count(B, B.getInt64Ty()), B.getInt64(1)));
  }
  /// Lane j gets V[j - D] for j ≥ D, \p Fill below.
  Value *shiftUp(Value *V, Constant *Fill, unsigned D) {
    unsigned W = GW.fixedLanes();
    SmallVector<int, 64> Idx;
    for (unsigned J = 0; J < W; ++J)
      Idx.push_back(J >= D ? int(J - D) : int(W));
    return shuffle(V, splat(Fill), Idx);
  }

  Value *reduce(CrossLaneOp Op, Value *V);
  Value *reduceEqual(Value *V);
  Value *rotateOrShift(CrossLaneOp Op, Value *V, Value *K);
  Value *permute(ArrayRef<Value *> Srcs, Value *P);
  Value *scan(CrossLaneOp Op, Value *V);
  Value *scanWith(Value *V, Constant *Id,
                  function_ref<Value *(Value *, Value *)> Combine);
  Value *rmwCombine(AtomicRMWInst::BinOp Rmw, Value *X, Value *Y);

public:
  Value *atomic(AtomicRMWInst::BinOp Rmw, Value *P, Value *V);
  Value *atomicOnce(AtomicRMWInst::BinOp Rmw, Value *P, Value *V);
};

Value *Lowering::reduce(CrossLaneOp Op, Value *V) {
  Value *S = active(Op, V);
  switch (Op) {
  case O::ReduceAdd:
    return B.CreateAddReduce(S);
  case O::ReduceFAdd: {
    Type *T = cast<VectorType>(S->getType())->getElementType();
    CallInst *R = B.CreateFAddReduce(ConstantFP::getNegativeZero(T), S);
    FastMathFlags FMF;
    FMF.setAllowReassoc();
    R->setFastMathFlags(FMF);
    return R;
  }
  case O::ReduceSMin:
    return B.CreateIntMinReduce(S, true);
  case O::ReduceSMax:
    return B.CreateIntMaxReduce(S, true);
  case O::ReduceUMin:
    return B.CreateIntMinReduce(S, false);
  case O::ReduceUMax:
    return B.CreateIntMaxReduce(S, false);
  case O::ReduceFMin:
    return B.CreateFPMinReduce(S);
  case O::ReduceFMax:
    return B.CreateFPMaxReduce(S);
  default:
    llvm_unreachable("not a reduction");
  }
}

Value *Lowering::reduceEqual(Value *V) {
  // With no lane active cttz gives W and the extract is poison, but every
  // lane of the compare is then replaced by true.
  Value *First;
  if (GW.isScalable()) {
    First = B.CreateIntrinsic(Intrinsic::experimental_cttz_elts,
                              {B.getInt64Ty(), Mask->getType()},
                              {Mask, B.getFalse()});
  } else {
    Value *Bits = B.CreateBitCast(Mask, B.getIntNTy(GW.fixedLanes()));
    First = B.CreateBinaryIntrinsic(Intrinsic::cttz, Bits, B.getFalse());
  }
  Value *X = B.CreateExtractElement(V, First, "first.active");
  Value *XS = GW.splat(B, X);
  Value *Eq = V->getType()->isFPOrFPVectorTy() ? B.CreateFCmpOEQ(V, XS)
                                               : B.CreateICmpEQ(V, XS);
  return B.CreateAndReduce(B.CreateSelect(Mask, Eq, splat(B.getTrue())));
}

/// The active lane of rank r (r active lanes before it) gets P[r], the
/// others keep \p Old: the exclusive prefix count of the mask indexes one
/// contiguous load of the active lanes' elements (LLVM 22 miscompiles a
/// scalable masked.expandload, design/sve-vla.md).
Value *Lowering::packedLoadScalable(Value *Ptr, Value *Old) {
  Type *ET = cast<VectorType>(Old->getType())->getElementType();
  Value *Ones = B.CreateZExt(Mask, GW.vecTy(B.getInt32Ty()));
  Value *Rank = scanWith(Ones, B.getInt32(0),
                         [&](Value *X, Value *Y) { return B.CreateAdd(X, Y); });
  return xlane_scalable::packedLoad(B, GW, Ptr, Old, Mask, Rank, alignOf(ET));
}

Value *Lowering::rotateOrShift(CrossLaneOp Op, Value *V, Value *K) {
  if (GW.isScalable())
    return xlane_scalable::rotateOrShift(B, GW, Op == O::Rotate, V, K);
  bool Rotate = Op == O::Rotate;
  unsigned W = GW.fixedLanes();
  auto *VT = cast<FixedVectorType>(V->getType());
  if (auto *C = dyn_cast<ConstantInt>(K)) {
    int64_t Amount = C->getSExtValue();
    SmallVector<int, 64> Idx;
    for (unsigned J = 0; J < W; ++J) {
      int64_t From = int64_t(J) + Amount;
      if (Rotate)
        Idx.push_back(int(((From % W) + W) % W));
      else
        Idx.push_back(From >= 0 && From < int64_t(W) ? int(From) : int(W));
    }
    return shuffle(V, Constant::getNullValue(VT), Idx);
  }
  // A run-time amount: an unaligned load out of a stack slot. Booleans go
  // through bytes (an <W x i1> in memory is packed bits).
  Type *ET = VT->getElementType();
  bool Bool = ET->isIntegerTy(1);
  if (Bool) {
    ET = B.getInt8Ty();
    V = B.CreateZExt(V, FixedVectorType::get(ET, W));
  }
  auto *ElemVT = FixedVectorType::get(ET, W);
  Value *Start;
  if (Rotate) {
    AllocaInst *S = slot(ET, 2 * W);
    storeAt(S, ET, 0, V);
    storeAt(S, ET, W, V);
    Start = B.CreateInBoundsGEP(ET, S, modIndex(K, W));
  } else {
    AllocaInst *S = slot(ET, 3 * W);
    Value *Zero = Constant::getNullValue(ElemVT);
    storeAt(S, ET, 0, Zero);
    storeAt(S, ET, W, V);
    storeAt(S, ET, 2 * W, Zero);
    Value *K32 = B.CreateSExtOrTrunc(K, B.getInt32Ty());
    Value *Lim = B.getInt32(W);
    Value *Clamped = B.CreateBinaryIntrinsic(
        Intrinsic::smin,
        B.CreateBinaryIntrinsic(Intrinsic::smax, K32, B.getInt32(-int(W))),
        Lim);
    Value *Off =
        B.CreateAdd(B.CreateSExt(Clamped, B.getInt64Ty()), B.getInt64(W));
    Start = B.CreateInBoundsGEP(ET, S, Off);
  }
  Value *R = B.CreateAlignedLoad(ElemVT, Start, alignOf(ET));
  return Bool ? B.CreateTrunc(R, VT) : R;
}

/// Lane j gets (Srcs[0] ‖ Srcs[1] …)[P_j mod (W·|Srcs|)].
Value *Lowering::permute(ArrayRef<Value *> Srcs, Value *P) {
  if (GW.isScalable())
    return xlane_scalable::permute(B, GW, Srcs, P);
  unsigned W = GW.fixedLanes();
  auto *VT = cast<FixedVectorType>(Srcs[0]->getType());
  unsigned N = W * Srcs.size();
  if (auto *C = dyn_cast<Constant>(P)) {
    SmallVector<int, 64> Idx;
    bool AllKnown = true;
    for (unsigned J = 0; J < W && AllKnown; ++J) {
      auto *E = dyn_cast_or_null<ConstantInt>(C->getAggregateElement(J));
      if (!E) {
        AllKnown = false;
        break;
      }
      uint64_t X = E->getZExtValue();
      Idx.push_back(int(isPowerOf2_32(N) ? X & (N - 1) : X % N));
    }
    if (AllKnown)
      return shuffle(Srcs[0], Srcs.size() > 1 ? Srcs[1] : PoisonValue::get(VT),
                     Idx);
  }
  Type *ET = VT->getElementType();
  bool Bool = ET->isIntegerTy(1);
  if (Bool)
    ET = B.getInt8Ty();
  auto *ElemVT = FixedVectorType::get(ET, W);
  AllocaInst *S = slot(ET, N);
  for (unsigned K = 0; K < Srcs.size(); ++K)
    storeAt(S, ET, K * W, Bool ? B.CreateZExt(Srcs[K], ElemVT) : Srcs[K]);
  auto *IdxVT = FixedVectorType::get(B.getInt64Ty(), W);
  Value *Idx = B.CreateZExtOrTrunc(P, IdxVT);
  Idx = isPowerOf2_32(N) ? B.CreateAnd(Idx, ConstantInt::get(IdxVT, N - 1))
                         : B.CreateURem(Idx, ConstantInt::get(IdxVT, N));
  Value *Ptrs = B.CreateInBoundsGEP(ET, S, Idx);
  Value *R = B.CreateMaskedGather(ElemVT, Ptrs, alignOf(ET));
  return Bool ? B.CreateTrunc(R, VT) : R;
}

/// Exclusive scan of the active lanes of \p V under \p Combine, whose
/// identity is \p Id.
Value *Lowering::scanWith(Value *V, Constant *Id,
                          function_ref<Value *(Value *, Value *)> Combine) {
  Value *S = allOn() ? V : B.CreateSelect(Mask, V, splat(Id));
  if (GW.isScalable()) {
    // log2 of the largest W steps; those with D ≥ W shift in only the
    // identity and change nothing, so no step depends on W.
    for (unsigned D = 1; D < GW.MaxLanes; D *= 2)
      S = Combine(S, xlane_scalable::shiftUp(B, GW, S, Id, D));
    return xlane_scalable::shiftUp(B, GW, S, Id, 1);
  }
  for (unsigned D = 1, W = GW.fixedLanes(); D < W; D *= 2)
    S = Combine(S, shiftUp(S, Id, D));
  return shiftUp(S, Id, 1);
}

Value *Lowering::scan(CrossLaneOp Op, Value *V) {
  Type *T = cast<VectorType>(V->getType())->getElementType();
  Constant *Id = identityFor(Op, T);
  auto Combine = [&](Value *X, Value *Y) -> Value * {
    switch (Op) {
    case O::ScanAdd:
      return B.CreateAdd(X, Y);
    case O::ScanFAdd:
      return B.CreateFAdd(X, Y);
    case O::ScanAnd:
      return B.CreateAnd(X, Y);
    default:
      return B.CreateOr(X, Y);
    }
  };
  return scanWith(V, Id, Combine);
}

/// The identity of \p Rmw on \p T.
static Constant *rmwIdentity(AtomicRMWInst::BinOp Rmw, Type *T) {
  switch (Rmw) { // floating point: x + -0.0 == x, minnum(x, +inf) == x
  case AtomicRMWInst::FAdd:
  case AtomicRMWInst::FSub:
    return ConstantFP::getNegativeZero(T);
  case AtomicRMWInst::FMin:
    return ConstantFP::getInfinity(T, /*Negative=*/false);
  case AtomicRMWInst::FMax:
    return ConstantFP::getInfinity(T, /*Negative=*/true);
  default:
    break;
  }
  unsigned Bits = T->getIntegerBitWidth();
  switch (Rmw) {
  case AtomicRMWInst::And:
  case AtomicRMWInst::UMin:
    return Constant::getAllOnesValue(T);
  case AtomicRMWInst::Min:
    return ConstantInt::get(T, APInt::getSignedMaxValue(Bits));
  case AtomicRMWInst::Max:
    return ConstantInt::get(T, APInt::getSignedMinValue(Bits));
  default: // add, sub, or, xor, umax
    return Constant::getNullValue(T);
  }
}

/// x rmw y as a plain operation (sub combines as add: it is applied to the
/// sum of what earlier lanes subtract).
Value *Lowering::rmwCombine(AtomicRMWInst::BinOp Rmw, Value *X, Value *Y) {
  switch (Rmw) {
  case AtomicRMWInst::Add:
  case AtomicRMWInst::Sub:
    return B.CreateAdd(X, Y);
  case AtomicRMWInst::And:
    return B.CreateAnd(X, Y);
  case AtomicRMWInst::Or:
    return B.CreateOr(X, Y);
  case AtomicRMWInst::Xor:
    return B.CreateXor(X, Y);
  case AtomicRMWInst::Min:
    return B.CreateBinaryIntrinsic(Intrinsic::smin, X, Y);
  case AtomicRMWInst::Max:
    return B.CreateBinaryIntrinsic(Intrinsic::smax, X, Y);
  case AtomicRMWInst::UMin:
    return B.CreateBinaryIntrinsic(Intrinsic::umin, X, Y);
  case AtomicRMWInst::FAdd:
  case AtomicRMWInst::FSub:
    return B.CreateFAdd(X, Y);
  case AtomicRMWInst::FMin:
    return B.CreateBinaryIntrinsic(Intrinsic::minnum, X, Y);
  case AtomicRMWInst::FMax:
    return B.CreateBinaryIntrinsic(Intrinsic::maxnum, X, Y);
  default:
    return B.CreateBinaryIntrinsic(Intrinsic::umax, X, Y);
  }
}

/// Every active lane applies `*P = *P rmw v` in lane order: one atomic of
/// the combined value of the active lanes (the identity if none, which
/// changes nothing), and each lane gets the old value combined with the
/// lanes before it.
Value *Lowering::atomic(AtomicRMWInst::BinOp Rmw, Value *P, Value *V) {
  Type *T = cast<VectorType>(V->getType())->getElementType();
  Constant *Id = rmwIdentity(Rmw, T);
  Value *S = allOn() ? V : B.CreateSelect(Mask, V, splat(Id));
  Value *Total;
  switch (Rmw) {
  case AtomicRMWInst::Add:
  case AtomicRMWInst::Sub:
    Total = B.CreateAddReduce(S);
    break;
  case AtomicRMWInst::And:
    Total = B.CreateAndReduce(S);
    break;
  case AtomicRMWInst::Or:
    Total = B.CreateOrReduce(S);
    break;
  case AtomicRMWInst::Xor:
    Total = B.CreateXorReduce(S);
    break;
  case AtomicRMWInst::Min:
  case AtomicRMWInst::UMin:
    Total = B.CreateIntMinReduce(S, Rmw == AtomicRMWInst::Min);
    break;
  case AtomicRMWInst::FAdd:
  case AtomicRMWInst::FSub: // in lane order, as the lanes' own results
    Total = B.CreateFAddReduce(ConstantFP::getNegativeZero(T), S);
    break;
  case AtomicRMWInst::FMin:
    Total = B.CreateFPMinReduce(S);
    break;
  case AtomicRMWInst::FMax:
    Total = B.CreateFPMaxReduce(S);
    break;
  default:
    Total = B.CreateIntMaxReduce(S, Rmw == AtomicRMWInst::Max);
    break;
  }
  Value *Old = B.CreateAtomicRMW(Rmw, P, Total, MaybeAlign(),
                                 AtomicOrdering::SequentiallyConsistent);
  Value *Before = scanWith(
      V, Id, [&](Value *X, Value *Y) { return rmwCombine(Rmw, X, Y); });
  Value *OldV = GW.splat(B, Old);
  if (Rmw == AtomicRMWInst::Sub)
    return B.CreateSub(OldV, Before);
  if (Rmw == AtomicRMWInst::FSub)
    return B.CreateFSub(OldV, Before);
  return rmwCombine(Rmw, OldV, Before);
}

/// One `*P = *P rmw v` if any lane is active (else the identity: no
/// change); the old value.
Value *Lowering::atomicOnce(AtomicRMWInst::BinOp Rmw, Value *P, Value *V) {
  Value *Val = V;
  if (!allOn())
    Val = B.CreateSelect(B.CreateOrReduce(Mask), V,
                         rmwIdentity(Rmw, V->getType()));
  return B.CreateAtomicRMW(Rmw, P, Val, MaybeAlign(),
                           AtomicOrdering::SequentiallyConsistent);
}

Value *Lowering::run(CrossLaneOp Op, ArrayRef<Value *> A, Type *ResultTy) {
  switch (Op) {
  case O::Any:
    return B.CreateOrReduce(active(Op, A[0]));
  case O::All:
    return B.CreateAndReduce(active(Op, A[0]));
  case O::None:
    return B.CreateNot(B.CreateOrReduce(active(O::Any, A[0])));
  case O::LaneMask:
    if (GW.isScalable()) {
      // Bit j set for active lane j (W ≤ 64 lanes): or-reduce
      // select(m, 1 << j, 0) (`lsl` + `orv`).
      Type *I64 = B.getInt64Ty();
      Value *Bit =
          B.CreateShl(ConstantInt::get(GW.vecTy(I64), 1), GW.laneIndex(B, I64));
      Value *Sel =
          B.CreateSelect(Mask, Bit, Constant::getNullValue(Bit->getType()));
      return B.CreateZExtOrTrunc(B.CreateOrReduce(Sel), ResultTy);
    }
    return B.CreateZExtOrTrunc(
        B.CreateBitCast(Mask, B.getIntNTy(GW.fixedLanes())), ResultTy);
  case O::Count: {
    if (GW.isScalable()) { // `cntp`
      Value *Lanes = B.CreateZExt(active(Op, A[0]), GW.vecTy(B.getInt32Ty()));
      return B.CreateZExtOrTrunc(B.CreateAddReduce(Lanes), ResultTy);
    }
    Value *Bits =
        B.CreateBitCast(active(Op, A[0]), B.getIntNTy(GW.fixedLanes()));
    Value *N = B.CreateUnaryIntrinsic(Intrinsic::ctpop, Bits);
    return B.CreateZExtOrTrunc(N, ResultTy);
  }
  case O::ReduceAdd:
  case O::ReduceFAdd:
  case O::ReduceSMin:
  case O::ReduceSMax:
  case O::ReduceUMin:
  case O::ReduceUMax:
  case O::ReduceFMin:
  case O::ReduceFMax:
    return reduce(Op, A[0]);
  case O::ReduceEqual:
    return reduceEqual(A[0]);
  case O::Extract:
    return B.CreateExtractElement(A[0], laneIndexMod(A[1]));
  case O::Insert:
    return B.CreateInsertElement(A[0], A[2], laneIndexMod(A[1]));
  case O::Rotate:
  case O::Shift:
    return rotateOrShift(Op, A[0], A[1]);
  case O::Shuffle:
    return permute({A[0]}, A[1]);
  case O::Shuffle2:
    return permute({A[0], A[1]}, A[2]);
  case O::ScanAdd:
  case O::ScanFAdd:
  case O::ScanAnd:
  case O::ScanOr:
    return scan(Op, A[0]);
  case O::PackedLoad:
    if (GW.isScalable())
      return packedLoadScalable(A[0], A[1]);
    return B.CreateMaskedExpandLoad(A[1]->getType(), A[0], MaybeAlign(), Mask,
                                    A[1]);
  case O::PackedStore:
    B.CreateMaskedCompressStore(A[1], A[0], MaybeAlign(), Mask);
    return nullptr;
  case O::Atomic:
  case O::AtomicOnce:
    return nullptr; // needs the operation: lowerCrossLaneAtomic
  }
  return nullptr;
}

} // namespace

Value *lowerCrossLaneOp(IRBuilder<> &B, CrossLaneOp Op, ArrayRef<Value *> Args,
                        Value *Mask, const GangWidth &GW, Type *ResultTy,
                        Function &F) {
  return Lowering(B, Mask, GW, F).run(Op, Args, ResultTy);
}

Value *lowerCrossLaneAtomic(IRBuilder<> &B, CrossLaneOp Op,
                            AtomicRMWInst::BinOp Rmw, Value *Ptr, Value *V,
                            Value *Mask, const GangWidth &GW, Function &F) {
  Lowering L(B, Mask, GW, F);
  return Op == CrossLaneOp::Atomic ? L.atomic(Rmw, Ptr, V)
                                   : L.atomicOnce(Rmw, Ptr, V);
}

namespace widen_detail {

/// Replaces the cross-lane call \p CI by its vector code under m(block).
void Widener::widenCrossLane(CallInst &CI, CrossLaneOp Op) {
  IRBuilder<> B(&CI);
  SmallVector<Value *, 3> Args;
  for (unsigned K = 0; K < CI.arg_size(); ++K) {
    Value *A = CI.getArgOperand(K);
    if (crossLaneOperandIsPerLane(Op, K)) {
      Args.push_back(getVec(A, &CI));
    } else if (SI.isDivergent(A)) {
      // A uniform operand the analysis could not prove uniform (it is
      // uniform in the source): take the first active lane's value.
      Args.push_back(B.CreateExtractElement(
          getVec(A, &CI), firstActiveLane(mask(CI.getParent()), B)));
    } else {
      Args.push_back(A);
    }
  }
  Value *R;
  if (Op == CrossLaneOp::Atomic || Op == CrossLaneOp::AtomicOnce)
    R = lowerCrossLaneAtomic(B, Op, *atomicRMWOf(CI), Args[0], Args[1],
                             mask(CI.getParent()), GW, F);
  else
    R = lowerCrossLaneOp(B, Op, Args, mask(CI.getParent()), GW, CI.getType(),
                         F);
  ToErase.push_back(&CI);
  if (!R)
    return;
  if (SI.isDivergent(&CI)) {
    if (!R->getType()->isVectorTy())
      R = GW.splat(B, R);
    Vec[&CI] = R;
    return;
  }
  // A uniform result (any/all, reductions, or a shuffle of uniform
  // operands, whose lanes are all equal): the scalar keeps its users.
  if (R->getType()->isVectorTy())
    R = B.CreateExtractElement(R, B.getInt64(0));
  R->takeName(&CI);
  CI.replaceAllUsesWith(R);
}

} // namespace widen_detail
} // namespace spmdc
