//===- SemaCall.cpp - semantic checks: calls -------------------------------===//
//
// \file
// The part of Sema (see Sema.h) that checks a call by name: `print`, the
// builtins, overload resolution among functions and templates, default
// arguments, the varying-pointer instance or export twin the call runs
// (SemaPointerInstances.cpp, SemaExportCalls.cpp), the arguments'
// conversions and reference bindings, and the callee list that
// markPartialLaunches follows. Calls through function pointers are in
// SemaFunctionPointers.cpp.
//
//===----------------------------------------------------------------------===//
#include "frontend/Builtins.h"
#include "frontend/Sema.h"

using namespace clang;

namespace spmdc {
namespace fe {

Expr *Sema::checkCall(Expr *E, bool ArgsChecked) {
  bool BuiltinPrint = E->Name == "print" && !Overloads.count(E->Name) &&
                      !lookupVar(E->Name);
  for (Expr *&A : E->Args) {
    if (ArgsChecked)
      break;
    if (BuiltinPrint && &A == &E->Args[0] && A->Kind == ExprKind::StringLit) {
      A->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
      continue; // the format: checked by checkBuiltin
    }
    A = checkExpr(A);
    if (!A)
      return nullptr;
  }
  if (E->A) // the parser's callee expression: `(*fp)(x)`, `ops[i](x)`
    return checkIndirectCall(E);
  if (VarDecl *V = lookupVar(E->Name)) {
    if (V->Invalid)
      return nullptr;
    if (V->Ty.isFunctionPointer())
      return checkIndirectCall(E);
    Diag.error(E->Loc, "called object '" + E->Name + "' is not a function");
    return nullptr;
  }
  if (isVecStdlibCall(E)) // `sqrt(v)`: element by element
    return checkVecCall(E);
  auto It = Overloads.find(E->Name);
  auto TIt = Templates.find(E->Name);
  if (E->HasTemplateArgs && TIt == Templates.end()) {
    Diag.error(E->Loc, "'" + E->Name + "' is not a function template");
    return nullptr;
  }
  FuncDecl *F = nullptr;
  if (TIt != Templates.end()) {
    // Templates (and, without explicit template arguments, the plain
    // functions of the name) compete; a non-template wins a tie.
    std::vector<FuncDecl *> Cands;
    if (It != Overloads.end() && !E->HasTemplateArgs)
      Cands = It->second;
    size_t Plain = Cands.size();
    std::vector<std::pair<SourceLocation, std::string>> Ignored;
    bool Failed = false;
    addTemplateCandidates(E, TIt->second, Cands, Ignored, Failed);
    if (Failed)
      return nullptr;
    F = resolveOverload(E, Cands, Cands.size() - Plain, Ignored);
    if (!F)
      return nullptr;
  } else if (It == Overloads.end() && InvalidFuncs.count(E->Name)) {
    return nullptr; // its declaration was already reported
  } else if (It == Overloads.end()) {
    if (const BuiltinInfo *BI = lookupBuiltin(E->Name)) {
      for (Expr *A : E->Args)
        if (isShortVector(A->Ty)) {
          Diag.error(A->Begin, "'" + E->Name + "' does not take short "
                               "vectors (it is not one of ISPC's "
                               "element-wise functions)");
          return nullptr;
        }
      if (E == LaunchedCall) {
        Diag.error(E->Loc, "cannot launch '" + E->Name +
                               "': it is not a task function");
        return nullptr;
      }
      return checkBuiltin(E, BI->BI);
    }
    if (E->Name == "programIndex" || E->Name == "programCount") {
      Diag.error(E->Loc, "'" + E->Name + "' is not a function");
      return nullptr;
    }
    if (isUnsupportedStdlib(E->Name)) {
      Diag.error(E->Loc, "'" + E->Name + "' is not supported yet");
      return nullptr;
    }
    Diag.error(E->Loc, "use of undeclared identifier '" + E->Name + "'" +
                           didYouMean(E->Name, true));
    return nullptr;
  }
  if (!F)
    F = resolveOverload(E, It->second);
  if (!F)
    return nullptr;
  if (E->Args.size() > F->Params.size() ||
      (E->Args.size() < F->Params.size() && !addDefaultArgs(E, F)))
    return nullptr; // reported by resolveOverload / addDefaultArgs
  // Varying pointers to unqualified pointer parameters: the instance with
  // those parameters varying.
  F = varyingPointerInstance(E, F);
  if (!F)
    return nullptr;
  if (F->FromTemplate && !F->VaryingPtrOf)
    useInstance(F);
  if (!F->VaryingPtrOf)
    useDeclaredForm(F);
  for (size_t I = 0; I < E->Args.size(); ++I) {
    VarDecl *P = F->Params[I];
    std::string What =
        (P->Name.empty() ? "#" + std::to_string(I + 1) : "'" + P->Name + "'") +
        " of '" + F->Name + "'";
    if (P->Ty.IsRef) { // binds to the argument, which must be an lvalue
      if (!bindReference(E->Args[I], P->Ty, What, /*Param=*/true))
        return nullptr;
      continue;
    }
    E->Args[I] = convert(E->Args[I], P->Ty.unqualified(), ConvCtx::Arg, What);
    if (!E->Args[I])
      return nullptr;
  }
  if (!checkTaskCallee(E, F))
    return nullptr;
  // SPMD code calls an export function through its internal twin (run
  // under the caller's mask; SemaExportCalls.cpp).
  if (F->Storage == StorageKind::Export) {
    F = exportCallTarget(E, F);
    if (!F)
      return nullptr;
  }
  // A C function is the application's; a plain SPMD prototype may be
  // defined in another spmdc object (its masked vector variant is called,
  // CodeGen.cpp). A static or task function has no such variant.
  if (!F->Body && !F->IsExternC &&
      (F->Storage == StorageKind::Static || F->IsTask)) {
    Diag.error(E->Loc, "function '" + F->Name +
                           "' is declared but never "
                           "defined" +
                           (F->IsTask ? ""
                                      : " (a static function must be "
                                        "defined in its file)"));
    Diag.note(F->Loc, "declared here");
    return nullptr;
  }
  if (!F->Body && !F->IsExternC && !(F->Canonical && F->Canonical->Body)) {
    if (std::string Why = externVariantUnsupported(*F); !Why.empty()) {
      Diag.error(E->Loc, "function '" + F->Name +
                             "' is not defined in this file, and a function "
                             "defined in another object cannot be called "
                             "when " +
                             Why);
      Diag.note(F->Loc, "declared here");
      return nullptr;
    }
  }
  E->Fn = F;
  if (F->Deprecated) // `__attribute__((deprecated("why")))` (any declaration)
    Diag.warning(E->Loc,
                 "'" + F->Name + "' is deprecated" +
                     (F->DeprecatedMsg.empty() ? std::string()
                                               : ": " + F->DeprecatedMsg) +
                     " [-Wdeprecated]");
  E->Ty = F->RetTy;
  E->Ty.IsRef = false; // a reference result: the object it names
  if (CurFn && !F->IsTask && !F->IsExternC) // for markPartialLaunches; a
                                             // launch is no call
    CurFn->Callees.push_back({F, E->Loc});
  return E;
}

} // namespace fe
} // namespace spmdc
