//===- SemaRefs.cpp - reference binding: parameters and variables ---------===//
//
// \file
// The part of Sema (see Sema.h) that binds references, following ISPC: a
// reference parameter (`uniform float &x`) or reference variable
// (`float &r = a[i];`) names an existing object, so the expression it binds
// to must be an lvalue (a variable, an element, a member or `*p`) of exactly
// the referenced type and variability; a const object binds only to a const
// reference. A reference variable must be initialized, cannot be an array,
// and is never rebound: later assignments write the referenced object.
//
// Guarantees: a bound variable at the root of the lvalue is marked
// AddressTaken (a uniform one is then gang memory, so writes through the
// reference are seen by every program instance). CodeGen keeps the
// object's address in the reference's slot (FunctionEmitter::slotFor).
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Soa.h"

namespace spmdc {
namespace fe {

bool Sema::bindReference(Expr *A, const Type &RefTy, const std::string &What,
                         bool Param) {
  bool LValue = A->Kind == ExprKind::Name || A->Kind == ExprKind::Index ||
                A->Kind == ExprKind::Member ||
                (A->Kind == ExprKind::Unary && A->O == Op::Deref) ||
                (A->Kind == ExprKind::Call && A->Fn && A->Fn->RetTy.IsRef);
  // A swizzle (`v.xy`) is a new value, not an object; neither is a
  // function, a builtin variable or a sub-array's decay.
  if (A->Kind == ExprKind::Member && !A->Swizzle.empty())
    LValue = false;
  if (A->Kind == ExprKind::Name && !A->Var)
    LValue = false;
  if (isPartOfStructSelect(A))
    LValue = false;
  std::string Kind = Param ? "reference parameter " : "";
  if (!LValue) {
    Diag.error(A->Begin,
               Param ? "the argument for " + Kind + What +
                           " must be a variable, an element or a member"
                     : What + " must be bound to a variable, an element or "
                              "a member");
    return false;
  }
  if (soaWidth(A) && (A->Ty.Struct || A->Ty.isArray())) {
    // Its members are spread over the block: nothing to bind to.
    Diag.error(A->Begin, "an element of soa<" + llvm::Twine(soaWidth(A)) +
                             "> data cannot bind to " + Kind + What +
                             "; pass a copy or a pointer");
    return false;
  }
  Type RT = RefTy.unqualified();
  if (!sameType(A->Ty.unqualified(), RT) || (A->Ty.IsConst && !RefTy.IsConst)) {
    Diag.error(A->Begin, "cannot bind '" + typeName(A->Ty) + "' to " + Kind +
                             What + " of type '" + typeName(RT) + "&'");
    return false;
  }
  if (VarDecl *R = A->Kind == ExprKind::Name ? A->Var : nullptr)
    R->AddressTaken = true;
  return true;
}

bool Sema::checkRefVar(VarDecl *V) {
  if (!V->DimExprs.empty()) {
    Diag.error(V->Loc, "arrays of references are not supported ('" +
                           V->Name + "')");
    return false;
  }
  if (!V->Init) {
    Diag.error(V->Loc, "reference '" + V->Name + "' must be initialized");
    return false;
  }
  if (V->Init->Kind == ExprKind::InitList) {
    Diag.error(V->Init->Loc, "reference '" + V->Name +
                                 "' cannot be initialized with a brace list");
    return false;
  }
  Expr *I = checkExpr(V->Init);
  if (!I)
    return false;
  V->Init = I;
  return bindReference(I, V->Ty, "reference '" + V->Name + "'",
                       /*Param=*/false);
}

bool Sema::checkRefEscape(const Expr *E) {
  // Down to the named object: elements and members of it (not through a
  // pointer, which may point anywhere).
  while (E && ((E->Kind == ExprKind::Index && E->A->Ty.isArray()) ||
               (E->Kind == ExprKind::Member && E->O != Op::Deref)))
    E = E->A;
  if (!E || E->Kind != ExprKind::Name || !E->Var)
    return true;
  const VarDecl *V = E->Var;
  if (V->IsGlobal || V->Ty.IsRef)
    return true; // outlives the call, or names the caller's object
  Diag.error(E->Begin, std::string("returning a reference to ") +
                           (V->IsParam ? "parameter '" : "local variable '") +
                           V->Name + "', which ends with the call");
  return false;
}

} // namespace fe
} // namespace spmdc
