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
// A uniform local array of such pointers (`varying float * uniform a[2]`)
// is kept the same way, one copy of the array per lane, whether or not it
// is written under varying control flow; an element assignment (`a[i] =
// q`, `a[i] += n`, `++a[i]`) runs in the same unmasked region.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "llvm/Support/SaveAndRestore.h"

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
  // One pointer, or one array of them (holdsLaneViewArray), per lane.
  llvm::Type *View = V->Ty.isArray() ? ME.storageType(V->Ty)
                                     : PointerType::getUnqual(Ctx);
  auto *Ty = ArrayType::get(View, ME.VaryingGlobalLanes);
  AllocaInst *A = AB.CreateAlloca(Ty, nullptr, V->Name + ".views");
  A->setMetadata(LaneViewsMDName, MDNode::get(Ctx, {}));
  // Its stores stay where they are through the cleanup (gang memory).
  A->setMetadata(GangElementsMDName, MDNode::get(Ctx, {}));
  AB.CreateCall(ME.gangShared(), {A}); // one object for the gang
  return A;
}

void FunctionEmitter::unmaskedIfAnyActive(llvm::function_ref<void()> Body) {
  Value *Any =
      crossLane(B, ME.M, CrossLaneOp::Any, B.getInt1Ty(), {B.getTrue()});
  BasicBlock *Do = newBlock("views.assign");
  BasicBlock *Cont = newBlock("views.cont");
  B.CreateCondBr(Any, Do, Cont);
  B.SetInsertPoint(Do);
  Value *Region = beginUnmasked();
  Body();
  endUnmasked(Region);
  branchTo(Cont);
  B.SetInsertPoint(Cont);
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
  unmaskedIfAnyActive([&] {
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
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    createStore(New, Addr);
  });
  return Post ? Old : B.CreateLoad(PtrTy, varAddress(V), V->Name);
}

bool FunctionEmitter::holdsLaneViewArray(const VarDecl *V) const {
  return !V->IsGlobal && !V->IsParam && !V->AddressTaken && !V->Ty.IsRef &&
         V->Ty.isArray() && V->Ty.IsPointer && !V->Ty.Soa && !V->Ty.Fn &&
         !V->Ty.hasRuntimeDims() && V->Ty.isUniform() &&
         V->Ty.PointeeVar == Variability::Varying && ME.VaryingGlobalLanes > 0;
}

VarDecl *FunctionEmitter::laneViewArrayOf(const Expr *E) const {
  while (E && E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray())
    E = E->A;
  if (!E || E->Kind != ExprKind::Name || !E->Var)
    return nullptr;
  return holdsLaneViewArray(E->Var) ? E->Var : nullptr;
}

Value *FunctionEmitter::emitLaneViewArrayAssign(Expr *E) {
  auto *PtrTy = PointerType::getUnqual(Ctx);
  const fe::Type &T = E->A->Ty;
  bool IncDec = E->Kind == ExprKind::Unary; // ++a[i], a[i]--
  bool Post = IncDec && (E->O == Op::PostInc || E->O == Op::PostDec);
  // The new value and the element's address (in this lane's copy) under
  // the caller's mask, as for a variable of lane views above; the store
  // in an unmasked region entered when any lane assigns, so that lanes
  // off here get their view too (ISPC: the uniform element is written).
  // An increment is such an assignment too: each lane advances its own
  // view, so every lane sees the element moved.
  Value *RHS = IncDec ? nullptr : emitExpr(E->B);
  Value *Addr = emitAddress(E->A);
  Value *Old = Post ? B.CreateLoad(PtrTy, Addr) : nullptr;
  unmaskedIfAnyActive([&] {
    Value *New = RHS;
    if (IncDec) {
      bool Inc = E->O == Op::PreInc || E->O == Op::PostInc;
      New = advance(B.CreateLoad(PtrTy, Addr), T, B.getInt32(Inc ? 1 : -1),
                    ScalarKind::Int32);
    } else if (E->O != Op::None) { // a[i] += n, a[i] -= n
      Value *N = E->O == Op::Sub ? B.CreateNeg(RHS) : RHS;
      New = advance(B.CreateLoad(PtrTy, Addr), T, N, E->B->Ty.Kind);
    }
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    createStore(New, Addr);
  });
  return Post ? Old : B.CreateLoad(PtrTy, Addr);
}

} // namespace fe
} // namespace spmdc
