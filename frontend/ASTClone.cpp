//===- ASTClone.cpp - deep copies of AST subtrees, with substitution ------===//
//
// \file
// See ASTClone.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/ASTClone.h"

namespace spmdc {
namespace fe {

Type substituteType(const Type &W, const Type &Bound, std::string &Err) {
  Type Out;
  if (W.IsPointer) {
    // `T *`: a pointer to the bound type; the variability written on T (or
    // else the bound type's) is the pointee's.
    if (Bound.IsPointer || Bound.isArray()) {
      Err = "pointers to pointers are not supported (template argument '" +
            typeName(Bound) + "')";
      return Bound;
    }
    Out = W;
    Out.Kind = Bound.Kind;
    Out.Struct = Bound.Struct;
    if (Out.PointeeVar == Variability::Unbound)
      Out.PointeeVar = Bound.Var;
    Out.PointeeConst |= Bound.IsConst;
  } else {
    // `uniform T`, `const T`, `T &`: the bound type with the qualifiers
    // written here (a written variability wins, as on a typedef).
    Out = Bound;
    if (W.Var != Variability::Unbound)
      Out.Var = W.Var;
    Out.IsConst |= W.IsConst;
    if (W.IsRef) {
      if (Bound.IsRef) {
        Err = "references to references are not supported";
        return Bound;
      }
      Out.IsRef = true;
    }
  }
  Out.TParam = nullptr;
  return Out;
}

Type ASTCloner::subst(const Type &T, clang::SourceLocation L) {
  if ((!T.TParam && !T.TVecLen) || !B)
    return T;
  std::string Err;
  Type R = T;
  if (T.TParam) {
    auto It = B->Types.find(T.TParam);
    if (It == B->Types.end())
      return T; // not ours (cannot happen: templates do not nest)
    R = substituteType(T, It->second, Err);
  }
  if (Err.empty() && (T.TVecN || T.TVecLen)) {
    // `T<3>`, `float<N>`, `T<N>`: the short vector of the element kind.
    uint64_t N = T.TVecN ? T.TVecN : B->Values.lookup(T.TVecLen);
    if (R.Struct || R.Kind == ScalarKind::Void || R.isArray())
      Err = "a short vector needs a scalar element type, not '" +
            typeName(R.withVar(Variability::Unbound)) + "'";
    else if (N < 1 || N > 64)
      Err = "the length of a short vector type must be 1 to 64, not " +
            std::to_string(N);
    else {
      R.Struct = Ctx.shortVector(R.Kind, unsigned(N));
      R.Kind = ScalarKind::Void;
    }
    R.TVecN = 0;
    R.TVecLen = nullptr;
  }
  if (!Err.empty() && Error.empty()) {
    Error = Err;
    ErrorLoc = L;
  }
  return R;
}

Expr *ASTCloner::clone(const Expr *E) {
  if (!E)
    return nullptr;
  // A typedef's array dimension is shared by every use and evaluated once
  // in the file scope: it cannot mention template parameters.
  if (E->TypedefDim)
    return const_cast<Expr *>(E);
  Expr *N = Ctx.newExpr(E->Kind, E->Loc);
  *N = *E;
  if (B && E->Kind == ExprKind::Name)
    for (const TemplateParam *P : B->ValueParams)
      if (P->Name == E->Name) {
        // A non-type parameter: its value, typed as the parameter.
        N->Kind = ExprKind::IntLit;
        N->Name.clear();
        N->IntVal = B->Values.lookup(P);
        N->Ty = P->ValTy;
        N->Ty.Var = Variability::Uniform;
        N->Ty.IsConst = false;
        if (N->Ty.isBool()) {
          N->Kind = ExprKind::BoolLit;
          N->IntVal = N->IntVal != 0;
        }
        return N;
      }
  N->Ty = subst(E->Ty, E->Loc);
  N->A = clone(E->A);
  N->B = clone(E->B);
  N->C = clone(E->C);
  for (Expr *&A : N->Args)
    A = clone(A);
  for (TemplateArg &TA : N->TemplateArgs) {
    TA.Ty = subst(TA.Ty, TA.Loc);
    TA.E = clone(TA.E);
  }
  return N;
}

VarDecl *ASTCloner::cloneVar(const VarDecl *V) {
  if (!V)
    return nullptr;
  auto It = Vars.find(V);
  if (It != Vars.end())
    return It->second;
  VarDecl *N = Ctx.newVar();
  *N = *V;
  Vars[V] = N;
  N->Ty = subst(V->Ty, V->Loc);
  N->Init = clone(V->Init);
  N->DefaultArg = clone(V->DefaultArg);
  for (Expr *&D : N->DimExprs)
    D = clone(D);
  for (Expr *&D : N->PointeeDimExprs)
    D = clone(D);
  return N;
}

Stmt *ASTCloner::clone(const Stmt *S) {
  if (!S)
    return nullptr;
  Stmt *N = Ctx.newStmt(S->Kind, S->Loc);
  *N = *S;
  N->E = clone(S->E);
  N->Step = clone(S->Step);
  for (Expr *&X : N->Bounds)
    X = clone(X);
  N->Init = clone(S->Init);
  N->Body = clone(S->Body);
  N->Else = clone(S->Else);
  for (Stmt *&C : N->Children)
    C = clone(C);
  for (VarDecl *&V : N->Decls)
    V = cloneVar(V);
  for (Expr *&X : N->LaunchCounts)
    X = clone(X);
  N->Target = nullptr;
  return N;
}

FuncDecl *ASTCloner::cloneFunction(const FuncDecl *F) {
  FuncDecl *N = Ctx.newFunc();
  *N = *F;
  N->RetTy = subst(F->RetTy, F->Loc);
  for (VarDecl *&P : N->Params)
    P = cloneVar(P);
  N->Body = clone(F->Body);
  N->IRName.clear();
  N->Canonical = nullptr;
  N->Callees.clear();
  N->HasTemplateArgs = false;
  N->TemplateArgs.clear();
  N->IsSpecialization = N->IsExplicitInstantiation = false;
  return N;
}

} // namespace fe
} // namespace spmdc
