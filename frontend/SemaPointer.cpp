//===- SemaPointer.cpp - ISPC's pointer rules -----------------------------===//
//
// \file
// The part of Sema (see Sema.h) for pointers, following ISPC: a pointer
// type has two variabilities, of the pointee and of the pointer itself
// (`uniform float * varying p`: each lane holds its own pointer to uniform
// data). `&x` of a variable is a uniform pointer (to x's variability);
// indexing with a varying index or through a varying pointer gives a
// varying pointer. Arithmetic: pointer ± integer (the result is varying if
// either is), pointer - pointer (int64), comparisons; NULL and the literal
// 0 convert to any pointer type; a pointer used as a condition is
// `p != NULL`. A varying pointer cannot become a uniform one.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Soa.h"

namespace spmdc {
namespace fe {

namespace {

/// The variability of the data at the lvalue E's address (PV) and of the
/// address itself (PtrV); false if E is not an addressable lvalue.
bool addressVar(const Expr *E, Variability &PV, Variability &PtrV) {
  switch (E->Kind) {
  case ExprKind::Name:
    if (!E->Var)
      return false;
    PV = E->Var->Ty.Var;
    PtrV = Variability::Uniform;
    return true;
  case ExprKind::Index: {
    const Expr *Base = E->A;
    if (Base->Ty.isArray() && !Base->Ty.Soa) {
      if (!addressVar(Base, PV, PtrV))
        return false;
    } else if (Base->Ty.isArray()) { // an soa array: uniform data
      PV = PtrV = Variability::Uniform;
    } else {
      PV = Base->Ty.PointeeVar;
      PtrV = Base->Ty.Var;
    }
    PtrV = joinVar(PtrV, E->B->Ty.Var);
    return true;
  }
  case ExprKind::Member: {
    const Expr *Base = E->A;
    if (!E->Swizzle.empty()) // `v.xy` is a new vector, not an object
      return false;
    if (E->O == Op::Deref) {
      PV = Base->Ty.PointeeVar;
      PtrV = Base->Ty.Var;
    } else if (!addressVar(Base, PV, PtrV)) {
      return false;
    }
    Variability FV = Base->Ty.Struct->Fields[E->IntVal].Ty.Var;
    if (FV != Variability::Unbound)
      PV = FV;
    return true;
  }
  case ExprKind::Unary:
    if (E->O != Op::Deref)
      return false;
    PV = E->A->Ty.PointeeVar;
    PtrV = E->A->Ty.Var;
    return true;
  default:
    return false;
  }
}

/// The variable at the root of an lvalue (`a` of `a[i].f`), or null.
VarDecl *rootVar(const Expr *E) {
  while (E) {
    if (E->Kind == ExprKind::Name)
      return E->Var;
    if ((E->Kind == ExprKind::Index && E->A->Ty.isArray()) ||
        (E->Kind == ExprKind::Member && E->O != Op::Deref))
      E = E->A;
    else
      return nullptr;
  }
  return nullptr;
}

bool samePointee(const Type &A, const Type &B) {
  return samePointeeType(A, B) && A.Soa == B.Soa;
}

} // namespace

bool Sema::isNullPointerConstant(const Expr *E) {
  if (E->Kind != ExprKind::IntLit || E->IntVal != 0)
    return false;
  // NULL (typed as a void pointer) or the integer literal 0.
  return E->Ty.isVoidPointer() || E->Ty.isInteger();
}

Expr *Sema::checkAddrOf(Expr *E) {
  Expr *A = E->A;
  if (A->Ty.isArray() && (A->Ty.Soa || A->Ty.hasRuntimeDims() || soaWidth(A))) {
    Diag.error(E->Loc, "taking the address of an soa or run-time-sized array "
                       "is not supported; use the address of its first "
                       "element ('&a[0]')");
    return nullptr;
  }
  Variability PV, PtrV;
  if (!addressVar(A, PV, PtrV)) {
    Diag.error(E->Loc, "cannot take the address of a value that is not a "
                       "variable, an element or a member");
    return nullptr;
  }
  if (VarDecl *V = rootVar(A))
    V->AddressTaken = true;
  if (A->Ty.isArray()) { // `&a`, `&m[i]`: a pointer to the array (C's)
    Type T = arrayPointerType(A->Ty);
    T.PointeeVar = PV;
    T.PointeeConst = A->Ty.IsConst;
    T.Var = PtrV;
    E->Ty = T;
    return E;
  }
  // `&p` of a pointer is a pointer to a pointer (pointerTo keeps the
  // pointed-to pointer type); then the variabilities of this address.
  Type T = A->Ty.pointerTo();
  T.PointeeVar = PV;
  T.PointeeConst = A->Ty.IsConst;
  T.Var = PtrV;
  T.IsConst = false;
  if (!checkSoaAddrOf(E, T))
    return nullptr;
  E->Ty = T;
  return E;
}

Expr *Sema::pointerToBool(Expr *E) {
  Expr *C = Ctx.newExpr(ExprKind::Cast, E->Loc);
  C->A = E;
  C->Implicit = true;
  C->Begin = E->Begin;
  C->Ty = Type::scalar(ScalarKind::Bool, E->Ty.Var);
  C->Depth = E->Depth + 1;
  return C;
}

Expr *Sema::checkPointerBinary(Expr *E, Expr *A, Expr *B) {
  const char *OpName = opSpelling(E->O);
  auto Invalid = [&]() -> Expr * {
    Diag.error(E->Loc, "invalid operands to binary '" + std::string(OpName) +
                           "' ('" + typeName(A->Ty) + "' and '" +
                           typeName(B->Ty) + "')");
    return nullptr;
  };
  bool Cmp = E->O >= Op::LT && E->O <= Op::NE;
  if (Cmp) {
    // A null pointer constant takes the other side's type.
    if (!A->Ty.IsPointer && isNullPointerConstant(A))
      A = convert(A, B->Ty.withVar(Variability::Uniform), ConvCtx::Other, "");
    else if (!B->Ty.IsPointer && isNullPointerConstant(B))
      B = convert(B, A->Ty.withVar(Variability::Uniform), ConvCtx::Other, "");
    if (!A || !B)
      return nullptr;
    bool ANull = isNullPointerConstant(A), BNull = isNullPointerConstant(B);
    // A `void *` compares with a pointer to any data (C).
    bool Void = (A->Ty.isVoidPointer() || B->Ty.isVoidPointer()) &&
                !A->Ty.Fn && !B->Ty.Fn && !A->Ty.Soa && !B->Ty.Soa;
    if (!A->Ty.IsPointer || !B->Ty.IsPointer ||
        !(ANull || BNull || Void || samePointee(A->Ty, B->Ty)))
      return Invalid();
    if (ANull)
      A->Ty = B->Ty.withVar(Variability::Uniform);
    if (BNull)
      B->Ty = A->Ty.withVar(Variability::Uniform);
    E->A = A;
    E->B = B;
    E->Ty = Type::scalar(ScalarKind::Bool, joinVar(A->Ty.Var, B->Ty.Var));
    return E;
  }
  if (A->Ty.Fn || B->Ty.Fn) // function pointers only compare
    return Invalid();
  if (E->O == Op::Sub && A->Ty.IsPointer && B->Ty.IsPointer) {
    if (!samePointee(A->Ty, B->Ty) ||
        A->Ty.isVoidPointer())
      return Invalid();
    E->A = A; // either may have been decayed from an array
    E->B = B;
    E->Ty = Type::scalar(ScalarKind::Int64, joinVar(A->Ty.Var, B->Ty.Var));
    return E;
  }
  if (E->O != Op::Add && E->O != Op::Sub)
    return Invalid();
  if (!requireComplete(A->Ty.IsPointer ? A->Ty : B->Ty, E->Loc,
                       "pointer arithmetic", /*Pointee=*/true))
    return nullptr;
  if (!A->Ty.IsPointer) {
    if (E->O == Op::Sub)
      return Invalid(); // integer - pointer
    std::swap(A, B);   // the pointer first
  }
  if (B->Ty.isBool())
    B = castKind(B, ScalarKind::Int32);
  if (!B->Ty.isInteger() || A->Ty.isVoidPointer())
    return Invalid();
  E->A = A;
  E->B = B;
  E->Ty = A->Ty.unqualified();
  E->Ty.Var = joinVar(A->Ty.Var, B->Ty.Var);
  return E;
}

Expr *Sema::checkPointerCompound(Expr *E, Expr *L, Expr *R,
                                 const std::string &What) {
  if ((E->O != Op::Add && E->O != Op::Sub) ||
      !(R->Ty.isInteger() || R->Ty.isBool())) {
    Diag.error(E->Loc, "invalid operands to '" + std::string(opSpelling(E->O)) +
                           "=' ('" + typeName(L->Ty) + "' and '" +
                           typeName(R->Ty) + "')");
    return nullptr;
  }
  if (L->Ty.isUniform() && R->Ty.isVarying()) {
    Diag.error(R->Begin, "cannot assign a varying value to uniform " + What);
    return nullptr;
  }
  if (!requireComplete(L->Ty, E->Loc, "pointer arithmetic", /*Pointee=*/true))
    return nullptr;
  E->B = R->Ty.isBool() ? castKind(R, ScalarKind::Int32) : R;
  E->Ty = L->Ty.unqualified();
  return E;
}

Expr *Sema::checkPointerCast(Expr *E, Expr *A, Type To) {
  bool Null = isNullPointerConstant(A);
  if (!checkSoaType(To, E->Loc))
    return nullptr;
  // A pointer to an integer and back (`(uintptr_t)p`, `(int *)i`), as in C
  // and ISPC: the address as a number (truncated to a narrower integer,
  // zero-extended from one), each lane its own for a varying pointer.
  bool ToInt = A->Ty.IsPointer && !A->Ty.isArray() && !To.IsPointer &&
               To.isInteger() && !To.isArray() && !To.Struct && !To.Soa;
  bool FromInt = To.IsPointer && !Null && !A->Ty.IsPointer &&
                 A->Ty.isInteger() && !A->Ty.isArray() && !A->Ty.Struct;
  if (ToInt) {
    if (A->Ty.Soa) {
      Diag.error(E->Loc, "cannot cast an soa pointer to an integer");
      return nullptr;
    }
    if (!bindCastType(E, A, To, "pointer"))
      return nullptr;
    E->Ty = To;
    E->PointerIntCast = true;
    return E;
  }
  // `(bool)p` is `p != NULL`, as in C and ISPC (CodeGen's pointer-to-bool
  // cast, which conditions use too).
  if (A->Ty.IsPointer && !A->Ty.isArray() && To.isBool()) {
    if (!bindCastType(E, A, To, "pointer"))
      return nullptr;
    E->Ty = To;
    return E;
  }
  if (!To.IsPointer) {
    Diag.error(E->Loc, "cannot cast '" + typeName(A->Ty) + "' to '" +
                           typeName(To) +
                           "' (a pointer casts only to pointer, integer and "
                           "bool types)");
    return nullptr;
  }
  if (!A->Ty.IsPointer && !Null && !FromInt) {
    Diag.error(E->Loc, "cannot cast '" + typeName(A->Ty) + "' to '" +
                           typeName(To) +
                           "' (only pointers, integers and NULL cast to "
                           "pointer types)");
    return nullptr;
  }
  if (To.isArray()) {
    Diag.error(E->Loc, "cannot cast to an array type");
    return nullptr;
  }
  // Defaults as for a pointer variable's pointed-to data (uniform); the
  // pointer itself keeps the operand's variability, like any ISPC cast.
  To = To.withUniformPointees();
  if (!bindCastType(E, A, To, FromInt ? "value" : "pointer"))
    return nullptr;
  if (FromInt && To.Soa) {
    Diag.error(E->Loc, "cannot cast an integer to an soa pointer");
    return nullptr;
  }
  E->Ty = To;
  if (FromInt)
    E->PointerIntCast = true;
  else
    E->PointerCast = true;
  return E;
}

} // namespace fe
} // namespace spmdc
