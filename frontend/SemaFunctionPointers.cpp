//===- SemaFunctionPointers.cpp - function pointers -----------------------===//
//
// \file
// ISPC's function pointers (`typedef float (*BinOp)(float, float);`):
//   - a function's name as a value, `f` or `&f`, is a uniform pointer of its
//     signature (FunctionPointers.cpp); the function must not be overloaded
//     or an export function; it is marked FuncDecl::AddressTaken; a task's
//     is a pointer to task functions (`typedef task void (*T)(...)`),
//     which `launch fp(args)` starts (through a uniform pointer) and
//     nothing calls;
//   - a pointer variable of a function pointer type is called like a
//     function, `fp(args)` or `(*fp)(args)`: the arguments convert to the
//     signature's parameter types; a call through a varying pointer has a
//     varying result (different lanes may call different functions);
//   - an overloaded function's name converted to a function pointer type
//     (initialization, assignment, return) is the overload of that
//     signature; a standard-library function's (`FuncType fp = min;`) is
//     the address of a wrapper function (libraryWrapper) whose body calls
//     it as source code would;
//   - pointers compare (`==`, `!=`, with NULL too) and are conditions; no
//     arithmetic. Struct parameters and results (by value, as in direct
//     calls) and reference parameters go through pointers; reference
//     results do not.
// CodeGen dispatches a call over the address-taken functions of the
// signature (CodeGenFunctionPointers.cpp).
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

/// The signature a pointer to F has (that of F's declaration).
static const FuncSig *signatureOf(ASTContext &Ctx, const FuncDecl *F) {
  std::vector<Type> Params;
  for (VarDecl *P : F->Params)
    Params.push_back(P->Ty);
  return Ctx.funcSig(F->RetTy, Params, F->IsTask);
}

Expr *Sema::checkWithTarget(Expr *E, const Type &To) {
  Expr *N = E && E->Kind == ExprKind::Unary && E->O == Op::AddrOf ? E->A : E;
  if (!To.isFunctionPointer() || !N || N->Kind != ExprKind::Name ||
      lookupVar(N->Name))
    return checkExpr(E);
  Expr *SavedE = DesignatorExpr;
  const FuncSig *SavedTo = DesignatorTo;
  DesignatorExpr = N;
  DesignatorTo = To.Fn;
  Expr *R = checkExpr(E);
  DesignatorExpr = SavedE;
  DesignatorTo = SavedTo;
  return R;
}

Expr *Sema::checkFunctionDesignator(Expr *E) {
  std::vector<FuncDecl *> &Cands = Overloads[E->Name];
  auto Canon = [](FuncDecl *F) { return F->Canonical ? F->Canonical : F; };
  if (Cands.size() != 1 && DesignatorExpr == E && DesignatorTo) {
    // Converted to a function pointer type: the overload of that type.
    FuncDecl *Match = nullptr;
    for (FuncDecl *C : Cands)
      if (!C->Invalid && signatureOf(Ctx, Canon(C)) == DesignatorTo &&
          (!Match || Canon(C) == Match))
        Match = Canon(C);
    if (Match)
      return designate(E, Match);
    Diag.error(E->Loc, "no overload of '" + E->Name +
                           "' has the function pointer's signature");
    for (FuncDecl *C : Cands)
      Diag.note(C->Loc, "candidate '" + E->Name + "' is declared here");
    return nullptr;
  }
  if (Cands.size() != 1) {
    Diag.error(E->Loc, "the address of overloaded function '" + E->Name +
                           "' is ambiguous (convert it to a function "
                           "pointer type to pick one)");
    return nullptr;
  }
  return designate(E, Canon(Cands[0]));
}

FuncDecl *Sema::libraryWrapper(const std::string &Name, const FuncSig *Sig,
                               clang::SourceLocation At) {
  auto Key = std::make_pair(Name, Sig);
  if (auto It = LibWrappers.find(Key); It != LibWrappers.end())
    return It->second;
  if (Sig->IsTask) {
    Diag.error(At, "'" + Name + "' is not a task function; a pointer to "
                   "task functions cannot point to it");
    return nullptr;
  }
  // `R name(P0 __a0, ...) { return name(__a0, ...); }`: an ordinary
  // function whose body calls the library function as a call in source
  // would (overload resolution, conversions, uniform/varying forms), so
  // a call through the pointer behaves as that call.
  FuncDecl *W = Ctx.newFunc();
  W->Name = Name;
  W->Loc = At;
  W->RetTy = Sig->Ret;
  W->Storage = StorageKind::Static;
  Expr *Call = Ctx.newExpr(ExprKind::Call, At);
  Call->Name = Name;
  Call->Begin = At;
  for (size_t I = 0; I < Sig->Params.size(); ++I) {
    VarDecl *P = Ctx.newVar();
    P->IsParam = true;
    P->Loc = At;
    P->Name = "__a" + std::to_string(I);
    P->Ty = Sig->Params[I];
    W->Params.push_back(P);
    Expr *A = Ctx.newExpr(ExprKind::Name, At);
    A->Name = P->Name;
    A->Begin = At;
    Call->Args.push_back(A);
  }
  Stmt *S = Ctx.newStmt(Sig->Ret.isVoid() ? StmtKind::ExprS : StmtKind::Return,
                        At);
  S->E = Call;
  W->Body = Ctx.newStmt(StmtKind::Compound, At);
  W->Body->Children.push_back(S);
  if (!resolveSignature(W))
    return nullptr;
  W->Canonical = W;
  W->IRName = "__fnptr_" + Name + "_" + std::to_string(LibWrappers.size());
  LibWrappers[Key] = W;
  if (QueuedInstances.insert(W).second)
    PendingInstances.push_back(W);
  return W;
}

Expr *Sema::designate(Expr *E, FuncDecl *F) {
  if (F->Storage == StorageKind::Export || F->IsExternC) {
    Diag.error(E->Loc, std::string("taking the address of ") +
                           (F->IsExternC ? "extern \"C\"" : "export") +
                           " function '" +
                           E->Name + "' is not supported");
    return nullptr;
  }
  std::vector<Type> Params;
  for (VarDecl *P : F->Params)
    Params.push_back(P->Ty);
  if (F->RetTy.IsRef) {
    Diag.error(E->Loc, "a pointer to function '" + E->Name +
                           "' is not supported: it returns a reference");
    return nullptr;
  }
  F->AddressTaken = true;
  useDeclaredForm(F); // a pointer keeps the declared (uniform) parameters
  E->Fn = F;
  E->Ty = Type();
  E->Ty.IsPointer = true;
  E->Ty.PointeeVar = Variability::Uniform;
  E->Ty.Var = Variability::Uniform;
  // A task's address is a pointer to task functions (only launched).
  E->Ty.Fn = Ctx.funcSig(F->RetTy, Params, F->IsTask);
  F->AddrSig = E->Ty.Fn;
  return E;
}

Expr *Sema::checkIndirectCall(Expr *E) {
  Expr *Callee = E->A;
  if (!Callee) {
    Callee = Ctx.newExpr(ExprKind::Name, E->Loc);
    Callee->Name = E->Name;
    Callee->Begin = E->Begin;
  }
  Callee = checkExpr(Callee);
  if (!Callee)
    return nullptr;
  // How diagnostics name the pointer: its variable, or "the callee".
  std::string What = E->Name.empty() ? "the function pointer"
                                     : "'" + E->Name + "'";
  if (!Callee->Ty.isFunctionPointer()) {
    Diag.error(Callee->Begin, "called object of type '" +
                                  typeName(Callee->Ty) +
                                  "' is not a function or function pointer");
    return nullptr;
  }
  const FuncSig *Sig = Callee->Ty.Fn;
  bool Launched = E == LaunchedCall;
  if (Launched && !Sig->IsTask) {
    Diag.error(E->Loc, "cannot launch through " + What + ": it does not "
                       "point to task functions (its type is '" +
                           typeName(Callee->Ty) +
                           "'; declare the pointer type 'typedef task void "
                           "(*T)(...)')");
    return nullptr;
  }
  if (!Launched && Sig->IsTask) {
    Diag.error(E->Loc, "a pointer to task functions cannot be called; "
                       "launch it ('launch " +
                           (E->Name.empty() ? std::string("fp") : E->Name) +
                           "(...)')");
    return nullptr;
  }
  if (Launched && Callee->Ty.isVarying()) {
    Diag.error(E->Loc, "cannot launch through a varying task function "
                       "pointer; launch through a uniform one (in a "
                       "foreach_unique over the pointer, for example)");
    return nullptr;
  }
  if (E->Args.size() != Sig->Params.size()) {
    Diag.error(E->Loc, "too " +
                           std::string(E->Args.size() < Sig->Params.size()
                                           ? "few"
                                           : "many") +
                           " arguments in a call through " + What +
                           " (expected " +
                           std::to_string(Sig->Params.size()) + ", have " +
                           std::to_string(E->Args.size()) + ")");
    return nullptr;
  }
  if (Sig->Ret.IsRef) {
    Diag.error(E->Loc, "calls through function pointers with reference "
                       "results are not supported");
    return nullptr;
  }
  for (size_t I = 0; I < E->Args.size(); ++I) {
    const Type &P = Sig->Params[I];
    std::string Arg = "#" + std::to_string(I + 1) + " of " + What;
    if (P.IsRef) { // binds to the argument, which must be an lvalue
      if (!bindReference(E->Args[I], P, Arg, /*Param=*/true))
        return nullptr;
      continue;
    }
    E->Args[I] = convert(E->Args[I], P.unqualified(), ConvCtx::Arg, Arg);
    if (!E->Args[I])
      return nullptr;
  }
  E->A = Callee;
  E->Ty = Sig->Ret;
  if (!E->Ty.isVoid())
    E->Ty.Var = joinVar(Sig->Ret.Var, Callee->Ty.Var);
  return E;
}

} // namespace fe
} // namespace spmdc
