//===- SemaForeachActive.cpp - foreach_active and foreach_unique heads ----===//
//
// \file
// Sema::checkForeachActiveHead (see Sema.h). ISPC's rules:
//   - foreach_active (i): i is a `const uniform int64`, the index of the one
//     active lane the body runs with;
//   - foreach_unique (v in e): e is a scalar value (any numeric kind, bool,
//     enum, pointer) of either variability, evaluated once; v is a const
//     uniform of e's type.
// The body is varying control flow (Stmt::VaryingCond); `break` inside is
// an error and `continue` goes to the next lane or value (SemaStmt.cpp).
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

bool Sema::checkForeachActiveHead(Stmt *S) {
  VarDecl *V = S->Decls[0];
  if (S->FK == ForeachKind::Active) {
    V->Ty = Type::scalar(ScalarKind::Int64, Variability::Uniform);
    V->Ty.IsConst = true;
    return true;
  }
  Expr *E = checkExpr(S->Bounds[0]);
  S->Bounds[0] = E;
  if (!E) {
    V->Invalid = true;
    return false;
  }
  if (E->Ty.isVoid() || E->Ty.isArray() || E->Ty.isStruct() || E->Ty.IsRef) {
    Diag.error(E->Begin, "the value of a foreach_unique loop must be a "
                         "number, bool, enum or pointer, not '" +
                             typeName(E->Ty) + "'");
    S->Bounds[0] = nullptr;
    V->Invalid = true;
    return false;
  }
  V->Ty = E->Ty.unqualified().withVar(Variability::Uniform);
  V->Ty.IsConst = true;
  return true;
}

} // namespace fe
} // namespace spmdc
