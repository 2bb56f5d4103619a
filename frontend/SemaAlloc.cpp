//===- SemaAlloc.cpp - sizeof, new and delete -----------------------------===//
//
// \file
// The part of Sema (see Sema.h) for object sizes and heap memory.
// `sizeof(T)` / `sizeof expr` is a uniform uint64: the C size of the type
// (C's struct layout, bool one byte); an unqualified type is taken as
// uniform (C's meaning); a varying type or expression is programCount times
// larger. A uniform size becomes an integer literal (usable in constant
// expressions); a short vector is aligned to its padded size, ISPC's
// layout (so a `float<3>` member of a struct lies at a multiple of 16
// bytes, as in the header). `uniform new T` / `uniform new T[n]` (n uniform) allocates
// one object for the gang through the runtime's aligned allocator and is a
// `uniform T * uniform`; `new T[n]` / `varying new T[n]` (ISPC's default)
// allocates one block per active program instance (n uniform or varying)
// and is a `uniform T * varying`. `new T(a, b)` initializes the object(s)
// as a variable of type T (per instance: with each instance's values).
// `delete p` / `delete[] p` frees the
// block of a uniform pointer once, or each active instance's block of a
// varying one. `new varying T[n]` gives every program instance its own n
// elements (n x programCount in all, ISPC's size): CodeGenAlloc.cpp.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Soa.h"
#include "frontend/StructMembers.h"

#include <tuple>

namespace spmdc {
namespace fe {

std::pair<uint64_t, uint64_t> Sema::sizeAlign(const Type &T) {
  uint64_t Size, Align;
  if (T.IsPointer) {
    Size = Align = 8;
  } else if (T.Struct) {
    Size = 0;
    Align = 1;
    for (const FieldDecl &FD : T.Struct->Fields) {
      auto [S, A] = sizeAlign(FD.Ty);
      Size = (Size + A - 1) / A * A + S;
      Align = std::max(Align, A);
    }
    Align = std::max<uint64_t>(Align, T.Struct->Align); // aligned(N)
    Size = (Size + Align - 1) / Align * Align;
    // A short vector (ShortVector.cpp: one padded array `v`) is aligned to
    // its padded size, as ISPC lays it out and the header declares it
    // (`struct float3 { float v[3]; } aligned(16)`).
    if (T.Struct->VecN)
      Align = Size;
  } else {
    Size = Align = std::max(1u, bitWidth(T.Kind) / 8);
  }
  for (uint64_t D : T.Dims)
    Size *= D;
  return {Size, Align};
}

static bool holdsAlignedStruct(const StructDecl *SD) {
  if (SD->Align)
    return true;
  for (const FieldDecl &FD : SD->Fields)
    if (!FD.Ty.IsPointer && FD.Ty.Struct && FD.Ty.Struct != SD &&
        holdsAlignedStruct(FD.Ty.Struct))
      return true;
  return false;
}

uint64_t Sema::declaredAlign(const Type &T) {
  if (T.IsPointer || T.IsRef || !T.Struct || !holdsAlignedStruct(T.Struct))
    return 0;
  return sizeAlign(T).second;
}

namespace {

/// ISPC's layout of T for a gang of W (its `sizeof`) where T mixes
/// variabilities (StructMembers.h): `uniform` members once, with C's
/// layout, varying ones W wide and aligned to their whole size (LLVM's
/// natural alignment of the vector types ISPC gives varying members).
std::pair<uint64_t, uint64_t> layoutAt(const Type &T, uint64_t W) {
  Type E = T;
  E.Dims.clear();
  E.RtDims = nullptr;
  uint64_t Size = 0, Align = 1;
  bool Struct = E.Struct && !E.IsPointer && !E.Struct->VecN && !E.Soa;
  if (Struct && (!T.isUniform() || hasVaryingMember(E.Struct))) {
    for (const FieldDecl &FD : E.Struct->Fields) {
      Type FT = FD.Ty;
      if (FT.Var == Variability::Unbound)
        FT.Var = T.Var; // the instance's variability
      auto [S, A] = layoutAt(FT, W);
      Size = (Size + A - 1) / A * A + S;
      Align = std::max(Align, A);
    }
    Size = (Size + Align - 1) / Align * Align;
  } else if (T.isUniform()) {
    std::tie(Size, Align) = Sema::sizeAlign(E);
  } else {
    auto [S, A] = Sema::sizeAlign(E);
    Size = S * W;
    Align = std::max<uint64_t>(A, S) * W;
  }
  for (uint64_t D : T.Dims)
    Size *= D;
  return {Size, Align};
}

} // namespace

Expr *Sema::checkSizeOf(Expr *E) {
  Type T;
  if (E->A) {
    Expr *A = checkExpr(E->A);
    if (!A)
      return nullptr;
    T = A->Ty;
  } else {
    T = E->Ty;
    if (!E->Args.empty() &&
        !resolveDims(E->Args, T, "sizeof", E->Loc, nullptr,
                     /*Runtime=*/false, "a type in 'sizeof'"))
      return nullptr;
    if (T.Var == Variability::Unbound)
      T.Var = Variability::Uniform;
    T = T.withUniformPointees();
  }
  if (T.isVoid()) {
    Diag.error(E->Loc, "invalid application of 'sizeof' to a void type");
    return nullptr;
  }
  if (T.Struct && T.Struct->Invalid)
    return nullptr;
  if (!requireComplete(T, E->Loc, "'sizeof'") || !checkSoaType(T, E->Loc))
    return nullptr;
  // soa<N> S: the size of one block of N elements (of M blocks for an
  // array), as ISPC's sizeof.
  Type U64 = Type::scalar(ScalarKind::UInt64, Variability::Uniform);
  auto Times = [&](Expr *A, Expr *B) {
    Expr *Mul = Ctx.newExpr(ExprKind::Binary, E->Loc);
    Mul->Begin = E->Begin;
    Mul->O = Op::Mul;
    Mul->A = A;
    Mul->B = B;
    Mul->Ty = U64;
    Mul->Depth = std::max(A->Depth, B->Depth) + 1;
    return Mul;
  };
  // A run-time-sized local array (a scalable target): the element's
  // constant size times each dimension, a uniform run-time value.
  Type Elem = T;
  if (T.hasRuntimeDims()) {
    Elem.Dims.clear();
    Elem.RtDims = nullptr;
  }
  uint64_t Size = sizeAlign(soaBlockArrayType(Elem)).first;
  Expr *Lit = Ctx.newExpr(ExprKind::IntLit, E->Loc);
  Lit->Begin = E->Begin;
  Lit->Ty = U64;
  Lit->IntVal = Size;
  if (T.hasRuntimeDims()) {
    Expr *Bytes = Lit;
    for (const RuntimeDim &D : *T.RtDims)
      Bytes = Times(Bytes, runtimeDimExpr(D, E->Begin));
    Lit = Bytes;
  }
  if (!T.hasRuntimeDims() && mixesVariability(T)) {
    // A varying struct with uniform members (or a uniform one with varying
    // members): ISPC's size, uniform members counted once, varying ones
    // programCount times. Its value at each gang width (folded where the
    // width is known).
    Type Bool = Type::scalar(ScalarKind::Bool, Variability::Uniform);
    auto Num = [&](uint64_t V) {
      Expr *L = Ctx.newExpr(ExprKind::IntLit, E->Loc);
      L->Begin = E->Begin;
      L->Ty = U64;
      L->IntVal = V;
      return L;
    };
    Expr *R = Num(layoutAt(T, 64).first);
    for (uint64_t W = 32; W >= 1; W /= 2) {
      Expr *PC = Ctx.newExpr(ExprKind::Name, E->Loc);
      PC->Name = "programCount";
      Expr *Eq = Ctx.newExpr(ExprKind::Binary, E->Loc);
      Eq->Begin = E->Begin;
      Eq->O = Op::EQ;
      Eq->A = castKind(checkName(PC), ScalarKind::UInt64);
      Eq->B = Num(W);
      Eq->Ty = Bool;
      Eq->Depth = 2;
      Expr *C = Ctx.newExpr(ExprKind::Cond, E->Loc);
      C->Begin = E->Begin;
      C->A = Eq;
      C->B = Num(layoutAt(T, W).first);
      C->C = R;
      C->Ty = U64;
      C->Depth = std::max(Eq->Depth, R->Depth) + 1;
      R = C;
    }
    return R;
  }
  if (!T.isVarying())
    return Lit;
  // One value per program instance: programCount times the size.
  Expr *PC = Ctx.newExpr(ExprKind::Name, E->Loc);
  PC->Name = "programCount";
  PC = checkName(PC);
  if (T.hasRuntimeDims())
    return Times(Lit, castKind(PC, ScalarKind::UInt64));
  Expr *Mul = Ctx.newExpr(ExprKind::Binary, E->Loc);
  Mul->Begin = E->Begin;
  Mul->O = Op::Mul;
  Mul->A = Lit;
  Mul->B = castKind(PC, ScalarKind::UInt64);
  Mul->Ty = U64;
  Mul->Depth = 3;
  return Mul;
}

Expr *Sema::checkNew(Expr *E) {
  // E->IntVal: 1 for `uniform new`, 0 for `new` / `varying new` (ISPC: an
  // unqualified `new` is per program instance).
  bool PerLane = E->IntVal != 1;
  Type T = E->Ty;
  if (T.Var == Variability::Unbound)
    T.Var = Variability::Uniform;
  if (!requireComplete(T, E->Loc, "'new'"))
    return nullptr;
  // `new varying T[n]`: each program instance's own n elements (a
  // `varying T *` per instance, or one `varying T * uniform` for the gang
  // whose n elements every instance reads its own copy of). A uniform
  // struct with varying members has no per-instance view of its own.
  if (!T.isVarying() && T.Struct && hasVaryingMember(T.Struct)) {
    Diag.error(E->Loc, "'new' of a uniform struct with varying members is "
                       "not supported; allocate 'varying " +
                           T.Struct->Name + "'");
    return nullptr;
  }
  if (T.IsPointer || T.isVoid() || T.isArray()) {
    Diag.error(E->Loc, "'new' of '" + typeName(T) + "' is not supported");
    return nullptr;
  }
  if (T.Struct && T.Struct->Invalid)
    return nullptr;
  if (!checkSoaType(T, E->Loc)) // `new soa<8> S[n]`: n blocks
    return nullptr;
  if (E->A) {
    Expr *N = checkExpr(E->A);
    if (!N)
      return nullptr;
    if (N->Ty.isBool())
      N = castKind(N, ScalarKind::Int32);
    if (!N->Ty.isInteger()) {
      Diag.error(N->Begin, "the element count of 'new' is not an integer "
                           "(it has type '" +
                               typeName(N->Ty) + "')");
      return nullptr;
    }
    if (N->Ty.isVarying() && !PerLane) {
      Diag.error(N->Begin, "the element count of 'uniform new' must be "
                           "uniform; an unqualified 'new' allocates per "
                           "program instance");
      return nullptr;
    }
    E->A = castKind(N, ScalarKind::UInt64);
  }
  T.IsConst = false;
  if (E->B) { // `new T(init)`: checked as a variable's initializer
    if (T.Soa) {
      Diag.error(E->B->Loc, "an initializer for 'new' of soa data is not "
                            "supported");
      return nullptr;
    }
    // A per-instance block takes each instance's own values: check them
    // against the varying type (the same memory layout per lane).
    Type IT = T.withVar(PerLane || T.isVarying() ? Variability::Varying
                                                 : Variability::Uniform);
    E->B = checkInit(E->B, IT, "new " + typeName(T));
    if (!E->B)
      return nullptr;
  }
  E->Ty = T;
  E->Ty.IsPointer = true;
  E->Ty.PointeeVar = T.isVarying() ? Variability::Varying
                                    : Variability::Uniform;
  E->Ty.PointeeConst = false;
  E->Ty.Var = PerLane ? Variability::Varying : Variability::Uniform;
  return E;
}

void Sema::checkDelete(Stmt *S) {
  Expr *P = checkExpr(S->E);
  if (!P)
    return;
  if (!P->Ty.IsPointer || P->Ty.isArray() || isNullPointerConstant(P)) {
    Diag.error(P->Begin, "'delete' needs a pointer (it has type '" +
                             typeName(P->Ty) + "')");
    return;
  }
  if (P->Ty.isFunctionPointer()) {
    Diag.error(P->Begin,
               "'delete' of a function pointer ('" + typeName(P->Ty) + "')");
    return;
  }
  S->E = P;
}

} // namespace fe
} // namespace spmdc
