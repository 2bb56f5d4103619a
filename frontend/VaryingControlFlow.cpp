//===- VaryingControlFlow.cpp - find gang-shared uniform locals -----------===//
//
// \file
// See VaryingControlFlow.h. Depth counts nested varying regions; a uniform
// variable declared at depth d and assigned at depth > d is gang-shared.
// Unstructured control flow is handled conservatively: inside a switch with
// a varying condition every uniform assignment (and initialization) marks
// its variable, and if any goto is under varying control flow the whole
// function is walked again marking every uniform variable assigned anywhere.
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
  case StmtKind::Goto: // may leave the loop: conservatively an exit
    return Rel > 0;
  case StmtKind::Case:
  case StmtKind::Default:
  case StmtKind::Label:
    return scanExits(S->Body, Rel, InNested);
  case StmtKind::Switch: // a break in it counts (conservatively) as an exit
    return scanExits(S->Body, Rel + (S->VaryingCond ? 1 : 0), InNested);
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
  explicit Walker(bool MarkAll) : MarkAll(MarkAll) {}
  void stmt(Stmt *S);
  void expr(Expr *E);
  /// Some goto is under varying control flow.
  bool sawVaryingGoto() const { return VaryingGoto; }

private:
  unsigned cur() const { return Depth + Boost; }
  bool forced() const { return MarkAll || InVaryingSwitch > 0; }
  void mark(VarDecl *V) {
    if (V && V->Ty.isUniform() && (forced() || cur() > V->DeclDepth))
      V->GangShared = true;
  }
  void assigned(Expr *LHS) {
    if (LHS && LHS->Kind == ExprKind::Name)
      mark(LHS->Var);
    else if (VarDecl *V = aggregateRoot(LHS);
             V && (forced() || cur() > V->DeclDepth))
      V->GangElementWrites = true;
  }
  /// The uniform array or struct local an element or member lvalue
  /// (`a[i]`, `s.f`, `m[i][j].f`) is in, or null.
  static VarDecl *aggregateRoot(Expr *E) {
    while (E && ((E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray()) ||
                 (E->Kind == ExprKind::Member && E->O != Op::Deref)))
      E = E->A;
    if (!E || E->Kind != ExprKind::Name || !E->Var || E->Var->IsGlobal)
      return nullptr;
    const Type &T = E->Var->Ty;
    return T.isUniform() && (T.isArray() || T.isStruct()) ? E->Var : nullptr;
  }
  /// Its address escapes: any store may reach it through a pointer.
  static void escapes(Expr *E) {
    if (VarDecl *V = aggregateRoot(E))
      V->GangElementWrites = true;
  }
  unsigned Depth = 0;
  unsigned Boost = 0; ///< 1 after a varying return
  /// Every uniform assignment counts as under varying control flow: the
  /// function has a goto under varying control (gotos may make loops and
  /// joins anywhere).
  bool MarkAll;
  /// Inside the body of a switch with a varying condition, where case
  /// labels are joins of lanes from several places: mark everything.
  unsigned InVaryingSwitch = 0;
  bool VaryingGoto = false;
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
    if (E->O == Op::AddrOf)
      escapes(E->A);
    return;
  case ExprKind::Cast:
    expr(E->A);
    if (E->A && E->A->Ty.isArray()) // a decay to a pointer
      escapes(E->A);
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
  case ExprKind::InitList:
    for (Expr *A : E->Args)
      expr(A);
    if (E->Kind == ExprKind::Call)
      expr(E->C); // the per-element call of `sqrt(v)` (SemaShortVector.cpp)
    if (E->Fn && (cur() > 0 || forced()) && E->Fn->VaryingCallLoc.isInvalid())
      E->Fn->VaryingCallLoc = E->Loc; // for reportVaryingLaunches
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
      if (V->Init && forced())
        mark(V);
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
    for (Expr *B : S->Bounds)
      expr(B);
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
  case StmtKind::Switch: {
    expr(S->E);
    unsigned Inc = (S->VaryingCond || hasVaryingExit(S->Body)) ? 1 : 0;
    unsigned Force = S->VaryingCond ? 1 : 0;
    Depth += Inc;
    InVaryingSwitch += Force;
    stmt(S->Body);
    InVaryingSwitch -= Force;
    Depth -= Inc;
    return;
  }
  case StmtKind::Case:
  case StmtKind::Default:
  case StmtKind::Label:
    stmt(S->Body);
    return;
  case StmtKind::Goto:
    if (cur() > 0)
      VaryingGoto = true;
    return;
  case StmtKind::Launch:
    // Recorded for reportVaryingLaunches (SemaTasks.cpp).
    S->VaryingCond = cur() > 0 || forced();
    for (Expr *C : S->LaunchCounts)
      expr(C);
    if (S->E) // the arguments; a launch is no call
      for (Expr *A : S->E->Args)
        expr(A);
  case StmtKind::Delete:
    expr(S->E);
    return;
  case StmtKind::Break:
  case StmtKind::Continue:
  case StmtKind::Empty:
  case StmtKind::Sync:
    return;
  }
}

} // namespace

void markGangSharedVariables(FuncDecl &F) {
  for (VarDecl *P : F.Params)
    P->DeclDepth = 0;
  Walker W(/*MarkAll=*/false);
  W.stmt(F.Body);
  if (W.sawVaryingGoto()) {
    // A goto under varying control flow: be conservative everywhere.
    Walker All(/*MarkAll=*/true);
    All.stmt(F.Body);
  }
}

} // namespace fe
} // namespace spmdc
