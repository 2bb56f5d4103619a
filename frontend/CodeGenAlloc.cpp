//===- CodeGenAlloc.cpp - new and delete ----------------------------------===//
//
// \file
// Heap memory through spmdrt's aligned allocator (docs/spmd-ir.md).
//
// `uniform new T[n]` is one uniform call, `spmdrt_aligned_alloc(64,
// n * sizeof(T))`, executed once for the gang. A per-program-instance
// `new T[n]` (ISPC's unqualified `new`) allocates one block per active
// lane: a uniform loop over the set bits of the lane mask
// (`forEachActiveLane`) extracts the lane's count when it is varying, makes
// the same uniform call and inserts the block's address into the varying
// result; inactive lanes get a null pointer, as in ISPC. An initializer
// (`new T(a, b)`) is stored through the result like a variable's. `delete` of a
// uniform pointer frees once; of a varying pointer, each active lane's
// block in lane order (null blocks are no-ops in free).
//
// Expects: Sema checked the operands (SemaAlloc.cpp): the count is a
// uint64, uniform for `uniform new`. Guarantees: no per-lane scalar call
// with varying operands is left for the vectorizer (it has no vector form
// for the allocator), and every call runs in uniform control flow inside
// the lane loop.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

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
  uint64_t Size = ME.M.getDataLayout().getTypeAllocSize(ME.storageType(Elem));
  Value *N = E->A ? emitExpr(E->A) : B.getInt64(1);
  auto Alloc = [&](Value *Count) -> Value * {
    Value *Bytes = B.CreateMul(Count, B.getInt64(Size), "new.bytes");
    return B.CreateCall(ME.alignedAlloc(), {B.getInt64(Align), Bytes}, "new");
  };
  Value *P;
  if (E->Ty.isUniform()) {
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

void FunctionEmitter::emitDelete(Stmt *S) {
  Value *P = emitExpr(S->E);
  if (S->E->Ty.isUniform()) {
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
