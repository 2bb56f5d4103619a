//===- CodeGenAlloc.cpp - new and delete ----------------------------------===//
//
// \file
// Heap memory through spmdrt's aligned allocator (docs/spmd-ir.md).
//
// `uniform new T[n]` is one uniform call, `spmdrt_aligned_alloc(64,
// n * sizeof(T))`, executed once for the gang. A per-program-instance
// `new T[n]` (ISPC's unqualified `new`) allocates one block per active
// lane (of varying T too: the lane's own n elements): a uniform loop over the set bits of the lane mask
// (`forEachActiveLane`) extracts the lane's count when it is varying, makes
// the same uniform call and inserts the block's address into the varying
// result; inactive lanes get a null pointer, as in ISPC. An initializer
// (`new T(a, b)`) is stored through the result like a variable's. `delete` of a
// uniform pointer frees once; of a varying pointer, each active lane's
// block in lane order (null blocks are no-ops in free).
//
// `uniform new varying T[n]` is one block for the gang with each lane's n
// elements in a chunk of its own after a header holding the block's
// address (so `delete` of the uniform pointer, whose value differs per
// lane in the per-lane view, finds the block from any active lane).
//
// Expects: Sema checked the operands (SemaAlloc.cpp): the count is a
// uint64, uniform for `uniform new`. Guarantees: no per-lane scalar call
// with varying operands is left for the vectorizer (it has no vector form
// for the allocator), and every call runs in uniform control flow inside
// the lane loop.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/Sema.h"

using namespace llvm;

namespace spmdc {
namespace fe {

Value *FunctionEmitter::emitNew(Expr *E) {
  fe::Type Elem = E->Ty.pointee();
  uint64_t Align = 64;
  if (E->Ty.Soa) { // `new soa<N> S[n]`: n blocks (Soa.h)
    Elem.Struct = Elem.Struct->soaBlock(E->Ty.Soa);
    Align = std::max(Align, ME.soaAlign(E->Ty.Struct, E->Ty.Soa));
  }
  Align = std::max(Align, Sema::declaredAlign(Elem)); // aligned(N) struct
  uint64_t Size = ME.M.getDataLayout().getTypeAllocSize(ME.storageType(Elem));
  Value *N = E->A ? emitExpr(E->A) : B.getInt64(1);
  auto Alloc = [&](Value *Count) -> Value * {
    Value *Bytes = B.CreateMul(Count, B.getInt64(Size), "new.bytes");
    return B.CreateCall(ME.alignedAlloc(), {B.getInt64(Align), Bytes}, "new");
  };
  Value *P;
  if (E->Ty.isUniform() && E->Ty.PointeeVar == Variability::Varying) {
    P = emitUniformNewOfVarying(N, Size);
  } else if (E->Ty.isUniform()) {
    P = Alloc(N);
  } else {
    bool VaryingCount = E->A && !E->A->Ty.isUniform();
    P = forEachActiveLane(PointerType::getUnqual(Ctx), [&](Value *L) {
      Value *Count = VaryingCount ? crossLane(B, ME.M, CrossLaneOp::Extract,
                                              N->getType(), {N, L})
                                  : N;
      return Alloc(Count);
    });
  }
  // `new T(init)`: ordinary per-lane stores through the (varying) pointer,
  // so each active lane writes its own values into its own block.
  if (E->B)
    emitInit(P, E->B->Ty, E->B);
  return P;
}

/// Bytes before each program instance's elements in a `uniform new
/// varying` block: keeps the elements 64-byte aligned and holds the
/// block's address (the last 8 bytes) for `delete`.
static constexpr uint64_t VaryingNewHeader = 64;

Value *FunctionEmitter::emitUniformNewOfVarying(Value *N, uint64_t Size) {
  // One block for the gang: programCount chunks, chunk k = a header then
  // instance k's N elements (rounded up to 64 bytes). Instance k's pointer
  // is its chunk's elements, so per-instance code indexes them as
  // ordinary memory; every header holds the block, written by a uniform
  // loop so that instances off now can delete the block later.
  Value *Bytes = B.CreateMul(N, B.getInt64(Size), "new.bytes");
  Value *Rounded = B.CreateAnd(B.CreateAdd(Bytes, B.getInt64(63)),
                               B.getInt64(~uint64_t(63)), "new.lane.bytes");
  Value *Stride =
      B.CreateAdd(Rounded, B.getInt64(VaryingNewHeader), "new.stride");
  Value *Lanes = B.CreateZExt(laneCount(), B.getInt64Ty());
  Value *Block =
      B.CreateCall(ME.alignedAlloc(),
                   {B.getInt64(64), B.CreateMul(Lanes, Stride)}, "new");
  BasicBlock *Pre = B.GetInsertBlock();
  Function *Fn = Pre->getParent();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "new.headers", Fn);
  BasicBlock *Done = BasicBlock::Create(Ctx, "new.headers.done", Fn);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *K = B.CreatePHI(B.getInt64Ty(), 2, "new.k");
  K->addIncoming(B.getInt64(0), Pre);
  Value *Hdr = B.CreateGEP(
      B.getInt8Ty(), Block,
      B.CreateAdd(B.CreateMul(K, Stride), B.getInt64(VaryingNewHeader - 8)));
  B.CreateStore(Block, Hdr);
  Value *Next = B.CreateAdd(K, B.getInt64(1), "new.k.next");
  K->addIncoming(Next, Loop);
  B.CreateCondBr(B.CreateICmpULT(Next, Lanes), Loop, Done);
  B.SetInsertPoint(Done);
  Value *Lane = B.CreateZExt(laneIndex(), B.getInt64Ty());
  return B.CreateGEP(B.getInt8Ty(), Block,
                     B.CreateAdd(B.CreateMul(Lane, Stride),
                                 B.getInt64(VaryingNewHeader)),
                     "new.lane");
}

void FunctionEmitter::emitDelete(Stmt *S) {
  Value *P = emitExpr(S->E);
  const fe::Type &PT = S->E->Ty;
  if (PT.isUniform() && PT.PointeeVar == Variability::Varying && !PT.PtrTo &&
      !PT.Fn) {
    // A `uniform new varying` block: each instance's header holds the
    // block; every active instance reads the same address, freed once.
    Value *Hdr = B.CreateGEP(B.getInt8Ty(), P, B.getInt64(-8));
    Value *Blk = B.CreatePtrToInt(B.CreateLoad(P->getType(), Hdr, "del.block"),
                                  B.getInt64Ty());
    Value *Min = crossLane(B, ME.M, CrossLaneOp::ReduceUMin, B.getInt64Ty(),
                           {Blk});
    B.CreateCall(ME.alignedFree(), {B.CreateIntToPtr(Min, P->getType())});
    return;
  }
  if (PT.isUniform()) {
    B.CreateCall(ME.alignedFree(), {P});
    return;
  }
  forEachActiveLane(B.getInt8Ty(), [&](Value *L) {
    Value *LaneP =
        crossLane(B, ME.M, CrossLaneOp::Extract, P->getType(), {P, L});
    B.CreateCall(ME.alignedFree(), {LaneP});
    return B.getInt8(0);
  });
}

} // namespace fe
} // namespace spmdc
