//===- SemaForeachActive.cpp - foreach_active/_unique heads, unmasked -----===//
//
// \file
// Sema::checkForeachActiveHead and Sema::checkUnmaskedExit (see Sema.h).
// ISPC's rules:
//   - foreach_active (i): i is a `const uniform int64`, the index of the one
//     active lane the body runs with;
//   - foreach_unique (v in e): e is a scalar value (any numeric kind, bool,
//     enum, pointer) of either variability, evaluated once; v is a const
//     uniform of e's type.
// The body is varying control flow (Stmt::VaryingCond); `break` inside is
// an error and `continue` goes to the next lane or value (SemaStmt.cpp).
//
// An `unmasked { }` block is one region of SPMD IR that every lane enters
// and leaves together (vectorizer/analysis/UnmaskedRegions.h), so no jump
// may leave it: `break`/`continue` only for loops and switches inside it,
// no `return`, no `goto` or labels (an `unmasked` function may return).
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

bool Sema::checkUnmaskedExit(Stmt *S) {
  if (UnmaskedLoops.empty())
    return true;
  size_t Inside = UnmaskedLoops.back();
  const char *What = nullptr;
  switch (S->Kind) {
  case StmtKind::Break:
    if (Loops.size() == Inside)
      What = "'break' cannot leave an 'unmasked' block";
    break;
  case StmtKind::Continue: {
    bool LoopInside = false;
    for (size_t I = Inside; I < Loops.size(); ++I)
      LoopInside |= Loops[I] != LoopKind::Switch;
    if (!LoopInside && Loops.size() > 0)
      What = "'continue' cannot leave an 'unmasked' block";
    break;
  }
  case StmtKind::Return:
    What = "'return' inside an 'unmasked' block is not supported (an "
           "'unmasked' function may return)";
    break;
  case StmtKind::Goto:
  case StmtKind::Label:
    What = "labels and 'goto' inside an 'unmasked' block are not supported";
    break;
  default:
    break;
  }
  if (!What)
    return true;
  Diag.error(S->Loc, What);
  return false;
}

} // namespace fe
} // namespace spmdc
