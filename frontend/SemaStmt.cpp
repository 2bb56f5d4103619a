//===- SemaStmt.cpp - statements, scopes and local declarations -----------===//
//
// \file
// The statement half of Sema (see Sema.h): block scopes, local variable
// declarations with ISPC's variability default (varying), conditions
// (converted to bool; Stmt::VaryingCond records their variability), loops,
// foreach (uniform int32 bounds, varying int32 index, no `break` outside a
// switch; foreach_active/foreach_unique heads in SemaForeachActive.cpp),
// returns. Switches and labels are in SemaSwitch.cpp.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Soa.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace spmdc {
namespace fe {

bool Sema::declareVar(VarDecl *V) {
  auto [It, New] = Scopes.back().try_emplace(V->Name, V);
  if (!New) {
    Diag.error(V->Loc, "redefinition of '" + V->Name + "'");
    Diag.note(It->second->Loc, "previous definition is here");
    return false;
  }
  return true;
}

VarDecl *Sema::lookupVar(llvm::StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto F = It->find(Name);
    if (F != It->end())
      return F->second;
  }
  return Globals.lookup(Name);
}

void Sema::checkCompound(Stmt *S, bool NewScope) {
  if (NewScope)
    pushScope();
  for (Stmt *C : S->Children) {
    if (Diag.shouldStop())
      break;
    checkStmt(C);
  }
  if (NewScope)
    popScope();
}

bool Sema::resolveLocalType(VarDecl *V) {
  if (!resolveArrayPointer(V))
    return false;
  Type &T = V->Ty;
  if (T.IsPointer) {
    // ISPC: an unqualified pointer is varying, but unqualified pointed-to
    // data is uniform (`float *p` is `uniform float * varying p`).
    T = T.withUniformPointees();
    if (T.Var == Variability::Unbound)
      T.Var = Variability::Varying;
    return true;
  }
  if (T.isVoid()) {
    Diag.error(V->Loc, "variable '" + V->Name + "' has type void");
    return false;
  }
  if (!requireComplete(T, V->Loc, "variable '" + V->Name + "'"))
    return false;
  if (T.Struct && T.Struct->Invalid)
    return false;
  if (T.Var == Variability::Unbound)
    T.Var = Variability::Varying;
  return true;
}

void Sema::checkDecl(Stmt *S) {
  for (VarDecl *V : S->Decls) {
    if (V->IsGlobal) { // a static local
      resolveGlobal(V, /*Local=*/true);
      declareVar(V);
      continue;
    }
    if (!resolveLocalType(V)) {
      V->Invalid = true;
      declareVar(V);
      continue;
    }
    V->Ty.DeclaredAsArray = false;
    if (V->Ty.IsRef) { // `T &r = lvalue;`
      if (!checkRefVar(V))
        V->Invalid = true;
      declareVar(V);
      continue;
    }
    // A local's size may depend on programCount on a scalable target: a
    // run-time size (CodeGen allocates it in the entry block).
    if (!resolveArrayDims(V, /*Runtime=*/true) || !checkSoaVar(V)) {
      V->Invalid = true;
      declareVar(V);
      continue;
    }
    if (V->Init) // an soa array is initialized block by block
      V->Init = checkInit(V->Init, soaBlockArrayType(V->Ty), V->Name);
    else if (V->Ty.IsConst) // nothing could ever give it a value (ISPC, C++)
      Diag.error(V->Loc, "const variable '" + V->Name +
                             "' needs an initializer");
    // Declared even when the initializer had errors: no follow-on
    // "undeclared identifier" errors.
    declareVar(V);
  }
}

void Sema::checkStmt(Stmt *S) {
  if (!S)
    return;
  switch (S->Kind) {
  case StmtKind::Compound:
    if (S->Unmasked)
      UnmaskedLoops.push_back(Loops.size());
    checkCompound(S, /*NewScope=*/true);
    if (S->Unmasked)
      UnmaskedLoops.pop_back();
    return;
  case StmtKind::Decl:
    checkDecl(S);
    return;
  case StmtKind::Empty:
    return;
  case StmtKind::ExprS:
    S->E = checkExpr(S->E);
    return;
  case StmtKind::If: {
    Expr *C = checkExpr(S->E);
    S->E = C ? toBool(C) : nullptr;
    S->VaryingCond = S->E && S->E->Ty.isVarying();
    pushScope();
    checkStmt(S->Body);
    popScope();
    pushScope();
    checkStmt(S->Else);
    popScope();
    return;
  }
  case StmtKind::While:
  case StmtKind::Do:
  case StmtKind::For: {
    pushScope();
    if (S->Init)
      checkStmt(S->Init);
    if (S->E) {
      Expr *C = checkExpr(S->E);
      S->E = C ? toBool(C) : nullptr;
      S->VaryingCond = S->E && S->E->Ty.isVarying();
    }
    uint64_t C = 0;
    S->NoOtherExit = !S->E || (!S->E->Ty.isVarying() &&
                               evalConstIntQuiet(S->E, C) && C != 0);
    if (S->Step)
      S->Step = checkExpr(S->Step);
    Loops.push_back(LoopKind::Loop);
    pushScope();
    checkStmt(S->Body);
    popScope();
    Loops.pop_back();
    popScope();
    return;
  }
  case StmtKind::Foreach: {
    S->VaryingCond = true;
    // A range foreach spreads its iterations over the gang; inside another
    // one, the gang is already spread over the outer loop's iterations, so
    // each lane would run the inner iterations that fall on its own lane
    // only, and what it computes would depend on the gang's width (ISPC
    // rejects this too).
    if (S->FK == ForeachKind::Range)
      if (auto It = llvm::find_if(Foreaches,
                                  [](Stmt *F) {
                                    return F->FK == ForeachKind::Range;
                                  });
          It != Foreaches.end())
        Diag.error(S->Loc,
                   std::string("'") + foreachKeyword(S) +
                       "' inside the body of a '" + foreachKeyword(*It) +
                       "' loop: each program instance would run only the "
                       "inner iterations that fall on its lane; use a "
                       "'for' loop for the inner one");
    Type UI = Type::scalar(ScalarKind::Int32, Variability::Uniform);
    if (S->FK != ForeachKind::Range) {
      checkForeachActiveHead(S);
    } else {
      for (Expr *&B : S->Bounds) {
        Expr *E = checkExpr(B);
        if (E && E->Ty.isVarying()) {
          Diag.error(E->Begin, "the bounds of a foreach loop must be uniform");
          E = nullptr;
        }
        if (E && !E->Ty.isNumeric()) {
          Diag.error(E->Begin, "the bounds of a foreach loop must be integers");
          E = nullptr;
        }
        B = E ? convert(E, UI, ConvCtx::Other, "") : nullptr;
      }
    }
    pushScope();
    for (VarDecl *V : S->Decls)
      declareVar(V);
    Loops.push_back(LoopKind::Foreach);
    Foreaches.push_back(S);
    pushScope();
    checkStmt(S->Body);
    popScope();
    Foreaches.pop_back();
    Loops.pop_back();
    popScope();
    return;
  }
  case StmtKind::Break:
    if (!checkUnmaskedExit(S))
      return;
    if (Loops.empty())
      Diag.error(S->Loc, "'break' statement not in a loop or switch");
    else if (Loops.back() == LoopKind::Foreach)
      Diag.error(S->Loc, std::string("'break' is not allowed inside a '") +
                             foreachKeyword(Foreaches.back()) + "' loop");
    return;
  case StmtKind::Continue:
    if (!checkUnmaskedExit(S))
      return;
    if (llvm::all_of(Loops, [](LoopKind K) { return K == LoopKind::Switch; }))
      Diag.error(S->Loc, "'continue' statement not in a loop");
    return;
  case StmtKind::Switch:
    checkSwitch(S);
    return;
  case StmtKind::Case:
  case StmtKind::Default:
    checkCaseLabel(S);
    return;
  case StmtKind::Label:
    checkUnmaskedExit(S);
    checkLabel(S);
    return;
  case StmtKind::Delete:
    checkDelete(S);
    return;
  case StmtKind::Goto:
    if (checkUnmaskedExit(S))
      checkGoto(S);
    return;
  case StmtKind::Launch:
    checkLaunch(S);
    return;
  case StmtKind::Sync:
    checkSync(S);
    return;
  case StmtKind::Return: {
    checkUnmaskedExit(S);
    const Type &R = CurFn->RetTy;
    if (!S->E) {
      if (!R.isVoid())
        Diag.error(S->Loc, "non-void function '" + CurFn->Name +
                               "' should return a value");
      return;
    }
    Expr *E = R.IsRef ? checkExpr(S->E) : checkWithTarget(S->E, R);
    if (!E) {
      S->E = nullptr;
      return;
    }
    if (R.isVoid()) {
      if (!E->Ty.isVoid())
        Diag.error(S->Loc, "void function '" + CurFn->Name +
                               "' should not return a value");
      S->E = E; // `return voidcall();` is fine
      return;
    }
    if (R.IsRef) { // a reference result: the object itself
      if (!bindReference(E, R, "the reference result of '" + CurFn->Name + "'",
                         /*Param=*/false) ||
          !checkRefEscape(E))
        S->E = nullptr;
      else
        S->E = E;
      return;
    }
    S->E = convert(E, R, ConvCtx::Return, CurFn->Name);
    return;
  }
  }
}

} // namespace fe
} // namespace spmdc
