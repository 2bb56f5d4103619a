//===- VaryingControlFlow.cpp - find gang-shared uniform locals -----------===//
//
// \file
// See VaryingControlFlow.h. Depth counts nested varying regions; a uniform
// variable declared at depth d and assigned at depth > d is gang-shared.
//
//===----------------------------------------------------------------------===//
#include "frontend/VaryingControlFlow.h"

namespace spmdc {
namespace fe {

namespace {

bool hasVaryingExit(const Stmt *Body);

/// Does S contain a break/continue of the enclosing loop (when not inside a
/// nested loop) or a return, at a relative varying depth > 0?
bool scanExits(const Stmt *S, unsigned Rel, bool InNested) {
  if (!S)
    return false;
  switch (S->Kind) {
  case StmtKind::Break:
  case StmtKind::Continue:
    return !InNested && Rel > 0;
  case StmtKind::Return:
    return Rel > 0;
  case StmtKind::Compound:
    for (const Stmt *C : S->Children)
      if (scanExits(C, Rel, InNested))
        return true;
    return false;
  case StmtKind::If: {
    unsigned R = Rel + (S->VaryingCond ? 1 : 0);
    return scanExits(S->Body, R, InNested) || scanExits(S->Else, R, InNested);
  }
  case StmtKind::For:
  case StmtKind::While:
  case StmtKind::Do:
  case StmtKind::Foreach: {
    unsigned R = Rel + (S->VaryingCond ? 1 : 0);
    if (R == Rel && hasVaryingExit(S->Body))
      ++R;
    return scanExits(S->Body, R, /*InNested=*/true);
  }
  default:
    return false;
  }
}

bool hasVaryingExit(const Stmt *Body) { return scanExits(Body, 0, false); }

class Walker {
public:
  void stmt(Stmt *S);
  void expr(Expr *E);

private:
  unsigned cur() const { return Depth + Boost; }
  void assigned(Expr *LHS) {
    if (LHS && LHS->Kind == ExprKind::Name && LHS->Var &&
        LHS->Var->Ty.isUniform() && cur() > LHS->Var->DeclDepth)
      LHS->Var->GangShared = true;
  }
  unsigned Depth = 0;
  unsigned Boost = 0; ///< 1 after a varying return
};

void Walker::expr(Expr *E) {
  if (!E)
    return;
  switch (E->Kind) {
  case ExprKind::Assign:
    expr(E->A);
    expr(E->B);
    assigned(E->A);
    return;
  case ExprKind::Unary:
    expr(E->A);
    if (E->O == Op::PreInc || E->O == Op::PreDec || E->O == Op::PostInc ||
        E->O == Op::PostDec)
      assigned(E->A);
    return;
  case ExprKind::Binary:
    expr(E->A);
    if ((E->O == Op::LAnd || E->O == Op::LOr) && E->A && E->A->Ty.isVarying()) {
      ++Depth;
      expr(E->B);
      --Depth;
    } else {
      expr(E->B);
    }
    return;
  case ExprKind::Cond:
    expr(E->A);
    if (E->A && E->A->Ty.isVarying()) {
      ++Depth;
      expr(E->B);
      expr(E->C);
      --Depth;
    } else {
      expr(E->B);
      expr(E->C);
    }
    return;
  case ExprKind::Call:
    for (Expr *A : E->Args)
      expr(A);
    return;
  default:
    expr(E->A);
    expr(E->B);
    expr(E->C);
    return;
  }
}

void Walker::stmt(Stmt *S) {
  if (!S)
    return;
  switch (S->Kind) {
  case StmtKind::Compound:
    for (Stmt *C : S->Children)
      stmt(C);
    return;
  case StmtKind::Decl:
    for (VarDecl *V : S->Decls) {
      V->DeclDepth = cur();
      expr(V->Init);
    }
    return;
  case StmtKind::ExprS:
    expr(S->E);
    return;
  case StmtKind::If: {
    expr(S->E);
    unsigned Inc = S->VaryingCond ? 1 : 0;
    Depth += Inc;
    stmt(S->Body);
    stmt(S->Else);
    Depth -= Inc;
    return;
  }
  case StmtKind::For:
  case StmtKind::While:
  case StmtKind::Do:
  case StmtKind::Foreach: {
    stmt(S->Init);
    if (S->Kind == StmtKind::Foreach) {
      expr(S->Lo);
      expr(S->Step);
    }
    unsigned Inc = (S->VaryingCond || hasVaryingExit(S->Body)) ? 1 : 0;
    Depth += Inc;
    for (VarDecl *V : S->Decls)
      V->DeclDepth = cur();
    if (S->Kind != StmtKind::Foreach) {
      expr(S->E);
      expr(S->Step);
    }
    stmt(S->Body);
    Depth -= Inc;
    return;
  }
  case StmtKind::Return:
    expr(S->E);
    if (cur() > 0)
      Boost = 1;
    return;
  case StmtKind::Break:
  case StmtKind::Continue:
  case StmtKind::Empty:
    return;
  }
}

} // namespace

void markGangSharedVariables(FuncDecl &F) {
  for (VarDecl *P : F.Params)
    P->DeclDepth = 0;
  Walker W;
  W.stmt(F.Body);
}

} // namespace fe
} // namespace spmdc
