//===- CodeGenLaneViews.cpp - uniform pointers to varying data ------------===//
//
// \file
// The part of the function emitter (see CodeGenImpl.h) for a uniform
// pointer to varying data (`varying float * uniform p`) assigned under
// varying control flow. ISPC's rule for such a variable is that of any
// uniform one: the assignment happens when any program instance executes
// it, and every instance sees it afterwards. But in SPMD IR each lane holds
// its own view of the pointer — the address of its own element of the
// varying object — so one gang-shared word cannot hold it (spmd-widen
// rejected the varying store). Instead the variable is gang memory of one
// view per lane (`[VaryingGlobalLanes x ptr]`, the lane's at programIndex),
// read by each lane at its own index, and an assignment runs in an
// unmasked region entered when any lane executes it, so every lane stores
// its own view of the new value (the value itself is computed before,
// under the caller's mask: the widened address computation gives every
// lane's view). The address of a scalar private variable (`p = &v`) may be
// stored there: spmd-privatize stores each lane's address of the variable's
// structure-of-arrays copy, where every access through the view lands.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "vectorizer/analysis/SpmdTTI.h"

using namespace llvm;

namespace spmdc {
namespace fe {

bool FunctionEmitter::holdsLaneViews(const VarDecl *V) const {
  return V->GangShared && !V->IsGlobal && !V->AddressTaken && !V->Ty.IsRef &&
         V->Ty.IsPointer && !V->Ty.isArray() && !V->Ty.Soa && !V->Ty.Fn &&
         V->Ty.isUniform() && V->Ty.PointeeVar == Variability::Varying &&
         ME.VaryingGlobalLanes > 0;
}

AllocaInst *FunctionEmitter::laneViewsSlot(VarDecl *V) {
  IRBuilder<> AB(AllocaPt);
  auto *Ty = ArrayType::get(PointerType::getUnqual(Ctx), ME.VaryingGlobalLanes);
  AllocaInst *A = AB.CreateAlloca(Ty, nullptr, V->Name + ".views");
  A->setMetadata(LaneViewsMDName, MDNode::get(Ctx, {}));
  // Its stores stay where they are through the cleanup (gang memory).
  A->setMetadata(GangElementsMDName, MDNode::get(Ctx, {}));
  AB.CreateCall(ME.gangShared(), {A}); // one object for the gang
  return A;
}

Value *FunctionEmitter::emitLaneViewsAssign(Expr *E) {
  VarDecl *V = E->A->Var;
  const fe::Type &T = E->A->Ty;
  auto *PtrTy = PointerType::getUnqual(Ctx);
  bool IncDec = E->Kind == ExprKind::Unary;
  bool Post = IncDec && (E->O == Op::PostInc || E->O == Op::PostDec);
  // Under the caller's mask: the operand may read memory only the active
  // lanes may touch.
  Value *RHS = IncDec ? nullptr : emitExpr(E->B);
  Value *Old = Post ? B.CreateLoad(PtrTy, varAddress(V), V->Name) : nullptr;
  Value *Any =
      crossLane(B, ME.M, CrossLaneOp::Any, B.getInt1Ty(), {B.getTrue()});
  BasicBlock *Do = newBlock("views.assign");
  BasicBlock *Cont = newBlock("views.cont");
  B.CreateCondBr(Any, Do, Cont);
  B.SetInsertPoint(Do);
  Value *Region = beginUnmasked();
  Value *Addr = varAddress(V);
  Value *New = RHS;
  if (IncDec) {
    bool Inc = E->O == Op::PreInc || E->O == Op::PostInc;
    New = advance(B.CreateLoad(PtrTy, Addr), T, B.getInt32(Inc ? 1 : -1),
                  ScalarKind::Int32);
  } else if (E->O != Op::None) { // p += n, p -= n
    Value *N = E->O == Op::Sub ? B.CreateNeg(RHS) : RHS;
    New = advance(B.CreateLoad(PtrTy, Addr), T, N, E->B->Ty.Kind);
  }
  B.CreateStore(New, Addr);
  endUnmasked(Region);
  branchTo(Cont);
  B.SetInsertPoint(Cont);
  return Post ? Old : B.CreateLoad(PtrTy, varAddress(V), V->Name);
}

} // namespace fe
} // namespace spmdc
