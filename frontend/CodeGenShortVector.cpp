//===- CodeGenShortVector.cpp - short vector operations -------------------===//
//
// \file
// SPMD IR of the short vector operations Sema allows (SemaShortVector.cpp).
// A short vector value is, like a struct value, the address of its object
// (ShortVector.cpp: a struct of one array `v`); each operation fills a new
// temporary (an entry-block alloca) element by element with ordinary
// per-lane scalar code, which SROA turns back into SSA values.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/Soa.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace llvm;

namespace spmdc {
namespace fe {

Value *FunctionEmitter::vecTemp(const fe::Type &T) {
  IRBuilder<> AB(AllocaPt);
  return AB.CreateAlloca(ME.storageType(T), nullptr, "vec.tmp");
}

Value *FunctionEmitter::vecElement(Value *Addr, const fe::Type &T,
                                   unsigned I) {
  return B.CreateInBoundsGEP(ME.storageType(T), Addr,
                             {B.getInt64(0), B.getInt32(0), B.getInt64(I)});
}

Value *FunctionEmitter::emitVecExpr(Expr *E) {
  const fe::Type &T = E->Ty;
  unsigned N = T.Struct->VecN;
  ScalarKind K = T.Struct->VecKind;
  Value *Out = vecTemp(T);
  switch (E->Kind) {
  case ExprKind::Cast: {
    Value *Src = emitExpr(E->A);
    bool FromVec = isShortVector(E->A->Ty);
    ScalarKind From = FromVec ? E->A->Ty.Struct->VecKind : E->A->Ty.Kind;
    Value *Splat = FromVec ? nullptr : convert(Src, From, K);
    for (unsigned I = 0; I < N; ++I) {
      Value *V = Splat ? Splat
                       : convert(load(vecElement(Src, E->A->Ty, I), From),
                                 From, K);
      store(V, vecElement(Out, T, I), K);
    }
    return Out;
  }
  case ExprKind::Unary: {
    Value *Src = emitExpr(E->A);
    for (unsigned I = 0; I < N; ++I) {
      Value *V = load(vecElement(Src, E->A->Ty, I), K);
      if (E->O == Op::Neg)
        V = isFloatKind(K) ? B.CreateFNeg(V)
                           : (isSigned(K) ? B.CreateNSWNeg(V) : B.CreateNeg(V));
      else if (E->O == Op::Not || E->O == Op::BitNot)
        V = B.CreateNot(V);
      store(V, vecElement(Out, T, I), K);
    }
    return Out;
  }
  case ExprKind::Binary: {
    Value *L = emitExpr(E->A), *R = emitExpr(E->B);
    ScalarKind OK = E->A->Ty.Struct->VecKind; // the operation's kind
    bool Cmp = E->O >= Op::LT && E->O <= Op::NE;
    for (unsigned I = 0; I < N; ++I) {
      Value *X = load(vecElement(L, E->A->Ty, I), OK);
      Value *Y = load(vecElement(R, E->B->Ty, I), OK);
      Value *V = E->O == Op::LAnd  ? B.CreateAnd(X, Y)
                 : E->O == Op::LOr ? B.CreateOr(X, Y)
                 : Cmp             ? compare(E->O, X, Y, OK)
                                   : arith(E->O, X, Y, OK);
      store(V, vecElement(Out, T, I), K);
    }
    return Out;
  }
  case ExprKind::Cond: {
    Value *C = emitExpr(E->A);
    if (!isShortVector(E->A->Ty)) {
      // One condition for the whole vector: only the chosen side runs,
      // as for scalars (a varying condition is a divergent branch).
      BasicBlock *TB = newBlock("vcond.true");
      BasicBlock *FB = newBlock("vcond.false");
      BasicBlock *End = newBlock("vcond.end");
      B.CreateCondBr(C, TB, FB);
      B.SetInsertPoint(TB);
      emitCopy(Out, emitExpr(E->B), T);
      B.CreateBr(End);
      FB->moveAfter(B.GetInsertBlock());
      B.SetInsertPoint(FB);
      emitCopy(Out, emitExpr(E->C), T);
      B.CreateBr(End);
      End->moveAfter(B.GetInsertBlock());
      B.SetInsertPoint(End);
      return Out;
    }
    // A bool<N> condition selects element by element (ISPC evaluates
    // both operands).
    Value *X = emitExpr(E->B), *Y = emitExpr(E->C);
    for (unsigned I = 0; I < N; ++I) {
      Value *Ci = load(vecElement(C, E->A->Ty, I), ScalarKind::Bool);
      Value *V = B.CreateSelect(Ci, load(vecElement(X, E->B->Ty, I), K),
                                load(vecElement(Y, E->C->Ty, I), K));
      store(V, vecElement(Out, T, I), K);
    }
    return Out;
  }
  case ExprKind::Call: { // an element-wise standard-library function
    // Each argument once; then the scalar call E->C for each element, its
    // argument variables set to that element (a scalar argument to itself).
    std::vector<Value *> Args;
    for (Expr *A : E->Args)
      Args.push_back(emitExpr(A));
    Expr *Elem = E->C;
    ScalarKind RK = Elem->Ty.Kind;
    for (unsigned I = 0; I < N; ++I) {
      for (size_t A = 0; A < Args.size(); ++A) {
        Expr *Arg = E->Args[A];
        VarDecl *V = Elem->Args[A]->Var;
        Value *X = Args[A];
        if (isShortVector(Arg->Ty))
          X = load(vecElement(X, Arg->Ty, I), Arg->Ty.Struct->VecKind);
        storeValue(X, slotFor(V), V->Ty);
      }
      store(emitExpr(Elem), vecElement(Out, T, I), RK);
    }
    return Out;
  }
  case ExprKind::Member: { // a swizzle
    Value *Src = emitExpr(E->A);
    for (unsigned I = 0; I < N; ++I)
      store(load(vecElement(Src, E->A->Ty, E->Swizzle[I]), K),
            vecElement(Out, T, I), K);
    return Out;
  }
  default:
    return nullptr; // Sema makes no other short vector rvalues
  }
}

FunctionEmitter::VecUpdate FunctionEmitter::beginVecUpdate(Expr *Vec) {
  // A vector inside an soa block is changed in a copy and written back by
  // endVecUpdate; any other is changed where it is.
  unsigned W = soaWidth(Vec);
  if (!W)
    return {emitAddress(Vec), {nullptr, nullptr}, 0};
  SoaRef Ref = emitSoaRef(Vec, W);
  IRBuilder<> AB(AllocaPt);
  Value *Copy = AB.CreateAlloca(ME.storageType(Vec->Ty), nullptr, "soa.vec");
  soaCopy(Ref, Copy, Vec->Ty, W, /*ToSoa=*/false);
  return {Copy, Ref, W};
}

void FunctionEmitter::endVecUpdate(const VecUpdate &U, const Type &VT) {
  if (U.W)
    soaCopy(U.Ref, U.Addr, VT, U.W, /*ToSoa=*/true);
}

Value *FunctionEmitter::emitVecCompound(Expr *E) {
  const fe::Type &T = E->A->Ty;
  unsigned N = T.Struct->VecN;
  ScalarKind K = T.Struct->VecKind;
  Value *R = emitExpr(E->B);
  VecUpdate U = beginVecUpdate(E->A);
  Value *Dst = U.Addr;
  for (unsigned I = 0; I < N; ++I) {
    Value *Addr = vecElement(Dst, T, I);
    Value *V = arith(E->O, load(Addr, K), load(vecElement(R, E->B->Ty, I), K),
                     K);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    store(V, Addr, K);
  }
  SaveAndRestore Tag(TagGangStores, E->GangStore);
  endVecUpdate(U, T);
  return Dst;
}

Value *FunctionEmitter::emitVecIncDec(Expr *E) {
  const fe::Type &T = E->A->Ty;
  unsigned N = T.Struct->VecN;
  ScalarKind K = T.Struct->VecKind;
  bool Inc = E->O == Op::PreInc || E->O == Op::PostInc;
  bool Post = E->O == Op::PostInc || E->O == Op::PostDec;
  VecUpdate U = beginVecUpdate(E->A);
  Value *Dst = U.Addr;
  // `v++` yields the elements before the step: a copy.
  Value *Old = Post ? vecTemp(E->Ty) : nullptr;
  for (unsigned I = 0; I < N; ++I) {
    Value *Addr = vecElement(Dst, T, I);
    Value *V = load(Addr, K);
    if (Old)
      store(V, vecElement(Old, E->Ty, I), K);
    Value *One = isFloatKind(K) ? ConstantFP::get(V->getType(), 1.0)
                                : ConstantInt::get(V->getType(), 1);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    store(arith(Inc ? Op::Add : Op::Sub, V, One, K), Addr, K);
  }
  SaveAndRestore Tag(TagGangStores, E->GangStore);
  endVecUpdate(U, T);
  return Old ? Old : Dst;
}

Value *FunctionEmitter::emitSwizzleAssign(Expr *E) {
  Expr *Sw = E->A;                  // the swizzle `v.zx`
  const fe::Type &VT = Sw->A->Ty;   // the whole vector's type
  const fe::Type &T = Sw->Ty;       // the selected elements' type
  ScalarKind K = VT.Struct->VecKind;
  unsigned N = unsigned(Sw->Swizzle.size());
  Value *R = emitExpr(E->B);
  VecUpdate U = beginVecUpdate(Sw->A);
  Value *Dst = U.Addr;
  // Every element of the right side is read before any is written: it
  // may be the vector itself (`v.yx = v;` swaps).
  std::vector<Value *> Vals;
  for (unsigned I = 0; I < N; ++I)
    Vals.push_back(load(vecElement(R, E->B->Ty, I), K));
  // The assignment's value: the elements as stored.
  Value *Out = vecTemp(T);
  for (unsigned I = 0; I < N; ++I) {
    Value *Addr = vecElement(Dst, VT, Sw->Swizzle[I]);
    Value *V = Vals[I];
    if (E->O != Op::None)
      V = arith(E->O, load(Addr, K), V, K);
    store(V, vecElement(Out, T, I), K);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    store(V, Addr, K);
  }
  SaveAndRestore Tag(TagGangStores, E->GangStore);
  endVecUpdate(U, VT);
  return Out;
}

} // namespace fe
} // namespace spmdc
