//===- CodeGenAtomics.cpp - atomics done lane by lane ---------------------===//
//
// \file
// The atomic builtins that the combined-value lowering of `spmd.atomic.*`
// (CodeGenBuiltins.cpp, docs/spmd-ir.md) cannot express: swap and
// compare-exchange, float/double operations, and any atomic through a
// varying pointer (`uniform T * varying`). ISPC's semantics: every active
// program instance performs its operation, in lane order, and gets the
// value it saw; with a uniform pointer and uniform values the operation
// happens once when any instance is active and the old value is uniform.
//
// The lane-by-lane form is a uniform loop over the set bits of the lane
// mask: each trip extracts the lane's pointer and values (`spmd.extract`),
// does one scalar seq_cst `atomicrmw`/`cmpxchg` and inserts the old value
// into the result (`spmd.insert`). Float compare-exchange compares bits.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

using namespace llvm;

namespace spmdc {
namespace fe {

namespace {

bool isAtomicBuiltin(Builtin BI) {
  switch (BI) {
  case Builtin::AtomicAdd:
  case Builtin::AtomicSub:
  case Builtin::AtomicMin:
  case Builtin::AtomicMax:
  case Builtin::AtomicAnd:
  case Builtin::AtomicOr:
  case Builtin::AtomicXor:
  case Builtin::AtomicSwap:
  case Builtin::AtomicCmpXchg:
    return true;
  default:
    return false;
  }
}

AtomicRMWInst::BinOp rmwOp(Builtin BI, ScalarKind K) {
  bool FP = isFloatKind(K), S = isSigned(K);
  switch (BI) {
  case Builtin::AtomicAdd:
    return FP ? AtomicRMWInst::FAdd : AtomicRMWInst::Add;
  case Builtin::AtomicSub:
    return FP ? AtomicRMWInst::FSub : AtomicRMWInst::Sub;
  case Builtin::AtomicMin:
    return FP ? AtomicRMWInst::FMin
           : S ? AtomicRMWInst::Min
               : AtomicRMWInst::UMin;
  case Builtin::AtomicMax:
    return FP ? AtomicRMWInst::FMax
           : S ? AtomicRMWInst::Max
               : AtomicRMWInst::UMax;
  case Builtin::AtomicAnd:
    return AtomicRMWInst::And;
  case Builtin::AtomicOr:
    return AtomicRMWInst::Or;
  case Builtin::AtomicXor:
    return AtomicRMWInst::Xor;
  default:
    return AtomicRMWInst::Xchg;
  }
}

} // namespace

bool FunctionEmitter::isLaneSerialAtomic(const Expr *E) {
  if (!isAtomicBuiltin(E->BI))
    return false;
  const Expr *P = E->Args[0];
  return E->BI == Builtin::AtomicSwap || E->BI == Builtin::AtomicCmpXchg ||
         isFloatKind(P->Ty.Kind) || !P->Ty.isUniform();
}

Value *FunctionEmitter::forEachActiveLane(
    llvm::Type *ResTy, const std::function<Value *(Value *)> &Op) {
  Module &M = ME.M;
  Value *Mask = crossLane(B, M, CrossLaneOp::LaneMask, B.getInt64Ty(), {});
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Loop = newBlock("lanes");
  BasicBlock *Body = newBlock("lane");
  BasicBlock *Done = newBlock("lanes.done");
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *Left = B.CreatePHI(B.getInt64Ty(), 2, "lanes.left");
  PHINode *Acc = B.CreatePHI(ResTy, 2, "lanes.acc");
  Left->addIncoming(Mask, Pre);
  Acc->addIncoming(Constant::getNullValue(ResTy), Pre);
  B.CreateCondBr(B.CreateICmpNE(Left, B.getInt64(0)), Body, Done);
  B.SetInsertPoint(Body);
  Value *Lane = B.CreateTrunc(
      B.CreateBinaryIntrinsic(Intrinsic::cttz, Left, B.getTrue()),
      B.getInt32Ty(), "lane.i");
  Value *R = Op(Lane);
  Value *NewAcc = crossLane(B, M, CrossLaneOp::Insert, ResTy, {Acc, Lane, R});
  Left->addIncoming(B.CreateAnd(Left, B.CreateSub(Left, B.getInt64(1))),
                    B.GetInsertBlock());
  Acc->addIncoming(NewAcc, B.GetInsertBlock());
  B.CreateBr(Loop);
  B.SetInsertPoint(Done);
  return Acc;
}

Value *FunctionEmitter::emitLaneSerialAtomic(Expr *E) {
  Module &M = ME.M;
  std::vector<Value *> A;
  for (Expr *X : E->Args)
    A.push_back(emitExpr(X));
  ScalarKind K = E->Args[0]->Ty.Kind;
  // A pointer to a pointer: swap/compare-exchange of pointer values.
  bool PtrVal = E->Args[0]->Ty.PtrTo != nullptr;
  llvm::Type *T = PtrVal ? B.getPtrTy() : ME.regType(K);
  bool CmpXchg = E->BI == Builtin::AtomicCmpXchg;
  AtomicRMWInst::BinOp Rmw = rmwOp(E->BI, K);
  // One operation on the uniform pointer P with uniform values V.
  auto Apply = [&](Value *P, ArrayRef<Value *> V) -> Value * {
    if (!CmpXchg)
      return B.CreateAtomicRMW(Rmw, P, V[0], MaybeAlign(),
                               AtomicOrdering::SequentiallyConsistent);
    if (PtrVal) { // cmpxchg takes pointers as they are
      Value *Pair = B.CreateAtomicCmpXchg(
          P, V[0], V[1], MaybeAlign(), AtomicOrdering::SequentiallyConsistent,
          AtomicOrdering::SequentiallyConsistent);
      return B.CreateExtractValue(Pair, 0);
    }
    llvm::Type *IT = B.getIntNTy(T->getPrimitiveSizeInBits());
    Value *Cmp = B.CreateBitCast(V[0], IT), *New = B.CreateBitCast(V[1], IT);
    Value *Pair = B.CreateAtomicCmpXchg(P, Cmp, New, MaybeAlign(),
                                        AtomicOrdering::SequentiallyConsistent,
                                        AtomicOrdering::SequentiallyConsistent);
    return B.CreateBitCast(B.CreateExtractValue(Pair, 0), T);
  };
  // Lane L's copy of operand I (uniform operands as they are).
  auto LaneOf = [&](unsigned I, Value *L) -> Value * {
    if (E->Args[I]->Ty.isUniform())
      return A[I];
    return crossLane(B, M, CrossLaneOp::Extract, A[I]->getType(), {A[I], L});
  };
  if (E->Ty.isUniform()) {
    // Once, when any lane is active: a uniform branch around it.
    Value *Any = crossLane(B, M, CrossLaneOp::Any, B.getInt1Ty(), {B.getTrue()});
    BasicBlock *Pre = B.GetInsertBlock();
    BasicBlock *Do = newBlock("atomic.once");
    BasicBlock *Done = newBlock("atomic.done");
    B.CreateCondBr(Any, Do, Done);
    B.SetInsertPoint(Do);
    SmallVector<Value *, 2> Vals(A.begin() + 1, A.end());
    Value *Old = Apply(A[0], Vals);
    BasicBlock *DoEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    PHINode *R = B.CreatePHI(T, 2, "atomic.old");
    R->addIncoming(Old, DoEnd);
    R->addIncoming(Constant::getNullValue(T), Pre);
    return R;
  }
  return forEachActiveLane(T, [&](Value *L) {
    Value *P = LaneOf(0, L);
    SmallVector<Value *, 2> Vals;
    for (unsigned I = 1; I < A.size(); ++I)
      Vals.push_back(LaneOf(I, L));
    return Apply(P, Vals);
  });
}

} // namespace fe
} // namespace spmdc
