//===- FunctionPointers.cpp - function pointer signatures -----------------===//
//
// \file
// ASTContext::funcSig (AST.h): function pointer types carry an interned
// signature, so two function pointer types are the same exactly when their
// FuncSig pointers are. The defaults applied here are the ones Sema gives a
// function's own parameters and result (SemaDecl.cpp): an unqualified value
// is varying, an unqualified pointer parameter and unqualified pointed-to
// data uniform, an unqualified pointer result varying; const on a value
// parameter does not matter to callers.
//
//===----------------------------------------------------------------------===//
#include "frontend/AST.h"

namespace spmdc {
namespace fe {

/// T with the defaults of a parameter or result applied.
static Type sigDefaults(Type T) {
  T = T.withUniformPointees();
  if (T.IsPointer && T.Var == Variability::Unbound)
    T.Var = Variability::Uniform;
  if (T.Var == Variability::Unbound && !(T.isVoid()))
    T.Var = Variability::Varying;
  if (T.isVoid())
    T.Var = Variability::Unbound;
  T.IsConst = false;
  T.DeclaredAsArray = false;
  if (T.isArray()) { // `T a[]` parameters are pointers to uniform data
    T.Dims.clear();
    T.PointeeVar = Variability::Uniform;
    T.IsPointer = true;
    T.Var = Variability::Uniform;
  }
  return T;
}

const FuncSig *ASTContext::funcSig(Type Ret, std::vector<Type> Params,
                                   bool IsTask) {
  // An unqualified pointer result is varying, as a function's own is
  // (Sema::resolveSignature), so `float *(*)()` matches `float *f()`.
  if (Ret.IsPointer && Ret.Var == Variability::Unbound)
    Ret.Var = Variability::Varying;
  Ret = sigDefaults(Ret);
  for (Type &P : Params)
    P = sigDefaults(P);
  for (const auto &S : Sigs) {
    if (!sameType(S->Ret, Ret) || S->Params.size() != Params.size() ||
        S->IsTask != IsTask)
      continue;
    bool Same = true;
    for (size_t I = 0; I < Params.size() && Same; ++I)
      Same = sameType(S->Params[I], Params[I]) &&
             S->Params[I].IsRef == Params[I].IsRef;
    if (Same)
      return S.get();
  }
  Sigs.push_back(std::make_unique<FuncSig>());
  Sigs.back()->Ret = Ret;
  Sigs.back()->Params = std::move(Params);
  Sigs.back()->IsTask = IsTask;
  return Sigs.back().get();
}

} // namespace fe
} // namespace spmdc
