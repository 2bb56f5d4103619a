//===- GpuCrossLane.cpp - Cross-lane SPMD operations on a wave ------------===//
//
// \file
// See GpuCrossLane.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuCrossLane.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace spmdc {

Value *emitGpuLaneId(IRBuilderBase &B, Arch A) {
  Intrinsic::ID ID = A == Arch::AMDGCN
                         ? Intrinsic::ID(Intrinsic::amdgcn_workitem_id_x)
                         : Intrinsic::ID(Intrinsic::nvvm_read_ptx_sreg_tid_x);
  return B.CreateIntrinsic(ID, {}, {}, nullptr, "lane");
}

namespace {

using O = CrossLaneOp;

/// Wave-level primitives at one insertion point. Masks are i64 (bit k =
/// lane k), whatever the wave size, as @spmd.lanemask returns them.
class Wave {
public:
  Wave(IRBuilder<> &B, Arch A, unsigned W) : B(B), A(A), W(W) {}

  Value *lane() {
    if (!Lane)
      Lane = emitGpuLaneId(B, A);
    return Lane;
  }

  /// NVPTX: the threads of the warp executing here (the member mask every
  /// *.sync operation of this call names).
  Value *nvActive() {
    if (!NvActive)
      NvActive = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {}, {},
                                   nullptr, "active");
    return NvActive;
  }

  /// Bit k set iff lane k is active and has \p C.
  Value *ballot(Value *C) {
    if (A == Arch::AMDGCN) {
      Type *T = B.getIntNTy(W == 64 ? 64 : 32);
      Value *M = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {T}, {C});
      return B.CreateZExt(M, B.getInt64Ty(), "ballot");
    }
    Value *M = B.CreateIntrinsic(Intrinsic::nvvm_vote_ballot_sync, {},
                                 {nvActive(), C});
    return B.CreateZExt(M, B.getInt64Ty(), "ballot");
  }

  Value *activeMask() {
    if (!Active)
      Active = A == Arch::NVPTX ? B.CreateZExt(nvActive(), B.getInt64Ty())
                                : ballot(B.getTrue());
    return Active;
  }

  /// The first active lane (i32).
  Value *firstActive() {
    Value *F = B.CreateBinaryIntrinsic(Intrinsic::cttz, activeMask(),
                                       B.getTrue());
    return B.CreateTrunc(F, B.getInt32Ty(), "first");
  }

  /// \p V of lane \p L, where \p L is the same in every active lane.
  Value *readLane(Value *V, Value *L) {
    return mapWords(V, [&](Value *Word) -> Value * {
      if (A == Arch::AMDGCN)
        return B.CreateIntrinsic(Intrinsic::amdgcn_readlane, {Word->getType()},
                                 {Word, L});
      return shfl(Word, L);
    });
  }

  /// \p V of lane \p Src (any lane in [0, W), per lane).
  Value *permute(Value *V, Value *Src) {
    return mapWords(V, [&](Value *Word) -> Value * {
      if (A == Arch::AMDGCN)
        // ds_bpermute addresses lanes in bytes.
        return B.CreateIntrinsic(Intrinsic::amdgcn_ds_bpermute, {},
                                 {B.CreateShl(Src, 2), Word});
      return shfl(Word, Src);
    });
  }

  IRBuilder<> &B;
  Arch A;
  unsigned W;

private:
  Value *shfl(Value *Word, Value *Src) {
    // c = 0x1f: the whole warp is one segment.
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_idx_i32, {},
                             {nvActive(), Word, Src, B.getInt32(0x1f)});
  }

  /// Applies \p F to \p V split into 32-bit words and reassembles the result.
  Value *mapWords(Value *V, function_ref<Value *(Value *)> F) {
    Type *T = V->getType();
    const DataLayout &DL = B.GetInsertBlock()->getDataLayout();
    unsigned Bits = DL.getTypeSizeInBits(T);
    Type *I32 = B.getInt32Ty();
    Value *AsInt = T->isIntegerTy()   ? V
                   : T->isPointerTy() ? B.CreatePtrToInt(V, B.getIntNTy(Bits))
                                      : B.CreateBitCast(V, B.getIntNTy(Bits));
    Value *R;
    if (Bits <= 32) {
      R = F(B.CreateZExt(AsInt, I32));
      R = B.CreateTrunc(R, AsInt->getType());
    } else {
      Value *Lo = F(B.CreateTrunc(AsInt, I32));
      Value *Hi = F(B.CreateTrunc(B.CreateLShr(AsInt, 32), I32));
      Type *I64 = B.getInt64Ty();
      R = B.CreateOr(B.CreateZExt(Lo, I64),
                     B.CreateShl(B.CreateZExt(Hi, I64), 32));
    }
    if (T->isPointerTy())
      return B.CreateIntToPtr(R, T);
    return T->isIntegerTy() ? R : B.CreateBitCast(R, T);
  }

  Value *Lane = nullptr;
  Value *NvActive = nullptr;
  Value *Active = nullptr;
};

/// The LLVM operation that combines two values of a reduction or scan.
Value *combine(IRBuilder<> &B, O Op, Value *X, Value *Y) {
  switch (Op) {
  case O::ReduceAdd: case O::ScanAdd: return B.CreateAdd(X, Y);
  case O::ReduceFAdd: case O::ScanFAdd: return B.CreateFAdd(X, Y);
  case O::ReduceSMin: return B.CreateBinaryIntrinsic(Intrinsic::smin, X, Y);
  case O::ReduceSMax: return B.CreateBinaryIntrinsic(Intrinsic::smax, X, Y);
  case O::ReduceUMin: return B.CreateBinaryIntrinsic(Intrinsic::umin, X, Y);
  case O::ReduceUMax: return B.CreateBinaryIntrinsic(Intrinsic::umax, X, Y);
  // A NaN lane never wins, as llvm.vector.reduce.fmin/fmax on the CPU.
  case O::ReduceFMin: return B.CreateBinaryIntrinsic(Intrinsic::minnum, X, Y);
  case O::ReduceFMax: return B.CreateBinaryIntrinsic(Intrinsic::maxnum, X, Y);
  case O::ScanAnd: return B.CreateAnd(X, Y);
  case O::ScanOr: return B.CreateOr(X, Y);
  default: llvm_unreachable("not a reduction or scan");
  }
}

/// The value a reduction or scan over no lanes gives (docs/spmd-ir.md).
Constant *identity(O Op, Type *T) {
  switch (Op) {
  case O::ReduceAdd: case O::ScanAdd: case O::ScanOr:
    return Constant::getNullValue(T);
  case O::ReduceFAdd: return ConstantFP::getNegativeZero(T);
  case O::ScanFAdd: return ConstantFP::getZero(T);
  case O::ScanAnd: return Constant::getAllOnesValue(T);
  case O::ReduceSMin:
    return ConstantInt::get(T, APInt::getSignedMaxValue(T->getIntegerBitWidth()));
  case O::ReduceSMax:
    return ConstantInt::get(T, APInt::getSignedMinValue(T->getIntegerBitWidth()));
  case O::ReduceUMin: return Constant::getAllOnesValue(T);
  case O::ReduceUMax: return Constant::getNullValue(T);
  case O::ReduceFMin: return ConstantFP::getInfinity(T);
  case O::ReduceFMax: return ConstantFP::getInfinity(T, /*Negative=*/true);
  default: llvm_unreachable("not a reduction or scan");
  }
}

/// The hardware reduction for \p Op on \p T, if the target has one that
/// respects the execution mask; null otherwise.
Value *hardwareReduce(Wave &Wv, O Op, Value *V) {
  IRBuilder<> &B = Wv.B;
  Type *T = V->getType();
  if (Wv.A == Arch::AMDGCN) {
    // LLVM 22 selects wave.reduce for i32, i64 and float (not double).
    bool Int = T->isIntegerTy(32) || T->isIntegerTy(64);
    bool Flt = T->isFloatTy();
    Intrinsic::ID ID = Intrinsic::not_intrinsic;
    switch (Op) {
    case O::ReduceAdd: if (Int) ID = Intrinsic::amdgcn_wave_reduce_add; break;
    case O::ReduceSMin: if (Int) ID = Intrinsic::amdgcn_wave_reduce_min; break;
    case O::ReduceSMax: if (Int) ID = Intrinsic::amdgcn_wave_reduce_max; break;
    case O::ReduceUMin: if (Int) ID = Intrinsic::amdgcn_wave_reduce_umin; break;
    case O::ReduceUMax: if (Int) ID = Intrinsic::amdgcn_wave_reduce_umax; break;
    case O::ReduceFAdd: if (Flt) ID = Intrinsic::amdgcn_wave_reduce_fadd; break;
    case O::ReduceFMin: if (Flt) ID = Intrinsic::amdgcn_wave_reduce_fmin; break;
    case O::ReduceFMax: if (Flt) ID = Intrinsic::amdgcn_wave_reduce_fmax; break;
    default: break;
    }
    if (ID == Intrinsic::not_intrinsic)
      return nullptr;
    // Strategy 0: the backend picks iterative (SALU) or DPP.
    return B.CreateIntrinsic(ID, {T}, {V, B.getInt32(0)}, nullptr, "wred");
  }
  // redux.sync (sm_80+): 32-bit integers; narrower ones are widened.
  if (!T->isIntegerTy() || T->getIntegerBitWidth() > 32)
    return nullptr;
  Intrinsic::ID ID;
  bool Signed = false;
  switch (Op) {
  case O::ReduceAdd: ID = Intrinsic::nvvm_redux_sync_add; break;
  case O::ReduceSMin: ID = Intrinsic::nvvm_redux_sync_min; Signed = true; break;
  case O::ReduceSMax: ID = Intrinsic::nvvm_redux_sync_max; Signed = true; break;
  case O::ReduceUMin: ID = Intrinsic::nvvm_redux_sync_umin; break;
  case O::ReduceUMax: ID = Intrinsic::nvvm_redux_sync_umax; break;
  default: return nullptr;
  }
  Value *X = B.CreateIntCast(V, B.getInt32Ty(), Signed);
  Value *R = B.CreateIntrinsic(ID, {}, {X, Wv.nvActive()}, nullptr, "redux");
  return B.CreateTrunc(R, T);
}

/// The reduction (\p Scan false: the combined value, uniform) or exclusive
/// scan (\p Scan true: per lane, the combination of the lanes below it) of
/// \p V over the active lanes in lane order, as a uniform loop over the set
/// bits of the active mask. \p At is the call being replaced; the builder
/// ends up after the loop.
Value *laneLoop(Wave &Wv, Instruction *At, O Op, Value *V, bool Scan) {
  IRBuilder<> &B = Wv.B;
  Type *T = V->getType();
  Value *Mask = Wv.activeMask();
  Value *Lane = Scan ? Wv.lane() : nullptr;
  BasicBlock *Pre = At->getParent();
  BasicBlock *Exit = SplitBlock(Pre, At, static_cast<DominatorTree *>(nullptr), nullptr, nullptr,
                                Pre->getName() + ".lanes.end");
  Function *F = Pre->getParent();
  BasicBlock *Loop =
      BasicBlock::Create(F->getContext(), Pre->getName() + ".lanes", F, Exit);
  Pre->getTerminator()->setSuccessor(0, Loop);

  B.SetInsertPoint(Loop);
  // At least the calling lane is active, so the loop runs at least once.
  PHINode *Rem = B.CreatePHI(B.getInt64Ty(), 2, "rem");
  PHINode *Acc = B.CreatePHI(T, 2, "acc");
  PHINode *Res = Scan ? B.CreatePHI(T, 2, "scan") : nullptr;
  Rem->addIncoming(Mask, Pre);
  Acc->addIncoming(identity(Op, T), Pre);
  if (Res)
    Res->addIncoming(PoisonValue::get(T), Pre);
  Value *L = B.CreateTrunc(
      B.CreateBinaryIntrinsic(Intrinsic::cttz, Rem, B.getTrue()),
      B.getInt32Ty(), "l");
  Value *X = Wv.readLane(V, L);
  Value *ResNext = nullptr;
  if (Res)
    ResNext = B.CreateSelect(B.CreateICmpEQ(Lane, L), Acc, Res);
  Value *AccNext = combine(B, Op, Acc, X);
  Value *RemNext = B.CreateAnd(Rem, B.CreateSub(Rem, B.getInt64(1)));
  B.CreateCondBr(B.CreateICmpNE(RemNext, B.getInt64(0)), Loop, Exit);
  Rem->addIncoming(RemNext, Loop);
  Acc->addIncoming(AccNext, Loop);
  if (Res)
    Res->addIncoming(ResNext, Loop);
  B.SetInsertPoint(At);
  if (!Res)
    return AccNext;
  // The exit's value: the lane's prefix once every lane has been passed.
  // Its own iteration set it, and later iterations keep it.
  return ResNext;
}

/// \p P is the address of the call's element type \p T, \p Rank the lane's
/// rank among the active lanes.
Value *packedAddress(Wave &Wv, Type *T, Value *P) {
  IRBuilder<> &B = Wv.B;
  Value *Below = B.CreateSub(
      B.CreateShl(B.getInt64(1), B.CreateZExt(Wv.lane(), B.getInt64Ty())),
      B.getInt64(1));
  Value *Rank = B.CreateUnaryIntrinsic(Intrinsic::ctpop,
                                       B.CreateAnd(Wv.activeMask(), Below));
  return B.CreateGEP(T, P, Rank, "packed.addr");
}

AtomicRMWInst *emitAtomic(IRBuilder<> &B, AtomicRMWInst::BinOp Rmw, Value *P,
                          Value *V, const DataLayout &DL) {
  return B.CreateAtomicRMW(Rmw, P, V,
                           Align(DL.getTypeStoreSize(V->getType())),
                           AtomicOrdering::SequentiallyConsistent);
}

/// \p Body in the first active lane only, its result broadcast.
Value *oncePerGang(Wave &Wv, Instruction *At,
                   function_ref<Value *(IRBuilder<> &)> Body) {
  IRBuilder<> &B = Wv.B;
  Value *First = Wv.firstActive();
  Value *IsFirst = B.CreateICmpEQ(Wv.lane(), First);
  Instruction *Then = SplitBlockAndInsertIfThen(IsFirst, At, false);
  B.SetInsertPoint(Then);
  Value *R = Body(B);
  BasicBlock *ThenEnd = B.GetInsertBlock();
  B.SetInsertPoint(At);
  PHINode *Phi = B.CreatePHI(R->getType(), 2, "once");
  Phi->addIncoming(R, ThenEnd);
  for (BasicBlock *Pred : predecessors(At->getParent()))
    if (Pred != ThenEnd)
      Phi->addIncoming(PoisonValue::get(R->getType()), Pred);
  return Wv.readLane(Phi, First);
}

/// The replacement of cross-lane call \p CI (null for a void one).
Value *lowerCall(CallInst *CI, O Op, Arch A, unsigned W) {
  IRBuilder<> B(CI);
  Wave Wv(B, A, W);
  auto Arg = [&](unsigned I) { return CI->getArgOperand(I); };
  const DataLayout &DL = CI->getModule()->getDataLayout();
  switch (Op) {
  case O::Any:
    return B.CreateICmpNE(Wv.ballot(Arg(0)), B.getInt64(0), "any");
  case O::None:
    return B.CreateICmpEQ(Wv.ballot(Arg(0)), B.getInt64(0), "none");
  case O::All:
    return B.CreateICmpEQ(Wv.ballot(Arg(0)), Wv.activeMask(), "all");
  case O::LaneMask:
    return Wv.activeMask();
  case O::Count:
    return B.CreateTrunc(
        B.CreateUnaryIntrinsic(Intrinsic::ctpop, Wv.ballot(Arg(0))),
        B.getInt32Ty(), "count");
  case O::ReduceAdd: case O::ReduceFAdd: case O::ReduceSMin:
  case O::ReduceSMax: case O::ReduceUMin: case O::ReduceUMax:
  case O::ReduceFMin: case O::ReduceFMax:
    if (Value *R = hardwareReduce(Wv, Op, Arg(0)))
      return R;
    return laneLoop(Wv, CI, Op, Arg(0), /*Scan=*/false);
  case O::ScanAdd: case O::ScanFAdd: case O::ScanAnd: case O::ScanOr:
    return laneLoop(Wv, CI, Op, Arg(0), /*Scan=*/true);
  case O::ReduceEqual: {
    Value *V = Arg(0);
    Value *First = Wv.readLane(V, Wv.firstActive());
    Value *Same = V->getType()->isFloatingPointTy() ? B.CreateFCmpOEQ(V, First)
                                                    : B.CreateICmpEQ(V, First);
    return B.CreateICmpEQ(Wv.ballot(Same), Wv.activeMask(), "equal");
  }
  case O::Extract:
    return Wv.readLane(Arg(0), B.CreateURem(Arg(1), B.getInt32(W)));
  case O::Insert:
    return B.CreateSelect(
        B.CreateICmpEQ(Wv.lane(), B.CreateURem(Arg(1), B.getInt32(W))),
        Arg(2), Arg(0), "insert");
  case O::Rotate: {
    // (j + k) mod W with k of either sign: W is a power of two.
    Value *Src = B.CreateAnd(B.CreateAdd(Wv.lane(), Arg(1)), W - 1);
    return Wv.permute(Arg(0), Src);
  }
  case O::Shift: {
    Value *Src = B.CreateAdd(Wv.lane(), Arg(1));
    Value *In = B.CreateICmpULT(Src, B.getInt32(W));
    Value *R = Wv.permute(Arg(0), B.CreateAnd(Src, W - 1));
    return B.CreateSelect(In, R, Constant::getNullValue(R->getType()),
                          "shift");
  }
  case O::Shuffle:
    return Wv.permute(Arg(0), B.CreateAnd(Arg(1), W - 1));
  case O::Shuffle2: {
    Value *P = B.CreateAnd(Arg(2), 2 * W - 1);
    Value *Src = B.CreateAnd(P, W - 1);
    Value *FromA = Wv.permute(Arg(0), Src);
    Value *FromB = Wv.permute(Arg(1), Src);
    return B.CreateSelect(B.CreateICmpULT(P, B.getInt32(W)), FromA, FromB,
                          "shuffle2");
  }
  case O::PackedLoad: {
    Type *T = CI->getType();
    Value *Addr = packedAddress(Wv, T, Arg(0));
    return B.CreateAlignedLoad(T, Addr, DL.getABITypeAlign(T), "packed");
  }
  case O::PackedStore: {
    Type *T = Arg(1)->getType();
    Value *Addr = packedAddress(Wv, T, Arg(0));
    B.CreateAlignedStore(Arg(1), Addr, DL.getABITypeAlign(T));
    return nullptr;
  }
  case O::Atomic:
    return emitAtomic(B, *atomicRMWOf(*CI), Arg(0), Arg(1), DL);
  case O::AtomicOnce:
    // One `*p = *p rmw v` by the first active lane, its old value broadcast.
    return oncePerGang(Wv, CI, [&](IRBuilder<> &TB) -> Value * {
      return emitAtomic(TB, *atomicRMWOf(*CI), Arg(0), Arg(1), DL);
    });
  }
  llvm_unreachable("unknown cross-lane operation");
}

} // namespace

Value *emitOncePerGang(Instruction *At, Arch A, unsigned WaveSize,
                       function_ref<Value *(IRBuilder<> &)> Body) {
  IRBuilder<> B(At);
  Wave Wv(B, A, WaveSize);
  return oncePerGang(Wv, At, Body);
}

void emitInFirstActiveLane(Instruction *At, Arch A, unsigned WaveSize,
                           function_ref<void(IRBuilder<> &)> Body) {
  IRBuilder<> B(At);
  Wave Wv(B, A, WaveSize);
  Value *IsFirst = B.CreateICmpEQ(Wv.lane(), Wv.firstActive());
  Instruction *Then = SplitBlockAndInsertIfThen(IsFirst, At, false);
  B.SetInsertPoint(Then);
  Body(B);
}

bool lowerGpuCrossLaneOps(Module &M, Arch A, unsigned WaveSize) {
  SmallVector<std::pair<CallInst *, O>, 16> Calls;
  for (Function &F : M) {
    if (!F.isDeclaration() || !F.getName().starts_with("spmd."))
      continue;
    for (User *U : F.users())
      if (auto *CI = dyn_cast<CallInst>(U))
        if (auto Op = getCrossLaneOp(*CI))
          Calls.push_back({CI, *Op});
  }
  for (auto [CI, Op] : Calls) {
    Value *R = lowerCall(CI, Op, A, WaveSize);
    if (R) {
      R->takeName(CI);
      CI->replaceAllUsesWith(R);
    }
    CI->eraseFromParent();
  }
  return !Calls.empty();
}

} // namespace spmdc
