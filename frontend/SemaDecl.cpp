//===- SemaDecl.cpp - functions and overloads -----------------------------===//
//
// \file
// The declaration half of Sema (see Sema.h): signatures and ISPC's rules on
// them, merging declarations with definitions, overload sets and mangled
// IR names and overload resolution. Recursion is allowed: the vectorizer
// calls recursive functions as masked vector variants.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace spmdc {
namespace fe {

std::vector<FuncDecl *> Sema::run(TranslationUnit &TU) {
  for (StructDecl *SD : TU.Structs)
    resolveStruct(SD);
  // Enumerators and globals are visible in everything after them; a
  // global's initializer may use enumerators and earlier const globals.
  pushScope();
  for (EnumDecl *ED : TU.Enums)
    resolveEnum(ED);
  for (VarDecl *V : TU.Globals)
    resolveGlobal(V);
  popScope();
  for (FuncDecl *F : TU.Funcs) {
    if (Diag.shouldStop())
      return {};
    if (resolveSignature(F))
      declareFunction(F);
    else
      F->Invalid = true;
    if (F->Invalid)
      InvalidFuncs.insert(F->Name);
  }
  assignIRNames();
  std::vector<FuncDecl *> Defs;
  for (FuncDecl *F : DeclOrder)
    if (F->Body && !F->Invalid)
      Defs.push_back(F);
  // Keep source order of definitions.
  std::sort(Defs.begin(), Defs.end(), [](FuncDecl *A, FuncDecl *B) {
    return A->Loc.getRawEncoding() < B->Loc.getRawEncoding();
  });
  for (FuncDecl *F : Defs) {
    if (Diag.shouldStop())
      return {};
    checkBody(F);
  }
  if (Diag.numErrors())
    return {};
  return Defs;
}

bool Sema::resolveSignature(FuncDecl *F) {
  bool Export = F->Storage == StorageKind::Export;
  Type &R = F->RetTy;
  if (R.IsPointer) {
    Diag.error(F->Loc, "functions returning pointers are not supported");
    return false;
  }
  if (R.Struct && (R.Struct->Invalid || Export)) {
    if (Export)
      Diag.error(F->Loc, "export function '" + F->Name +
                             "' cannot return a struct; return it through a "
                             "'uniform struct " +
                             R.Struct->Name + " * uniform' parameter");
    return false;
  }
  if (!R.isVoid()) {
    if (R.Var == Variability::Unbound)
      R.Var = Variability::Varying;
    if (Export && R.isVarying()) {
      Diag.error(F->Loc, "export function '" + F->Name +
                             "' must have a uniform return type (declare it "
                             "'uniform " +
                             (R.Struct ? (R.Struct->VecN ? "" : "struct ") +
                                             R.Struct->Name
                                       : std::string(kindName(R.Kind))) +
                             "')");
      return false;
    }
  } else if (R.Var != Variability::Unbound) {
    R.Var = Variability::Unbound; // `uniform void` is just void
  }
  R.IsConst = false;
  llvm::StringMap<VarDecl *> Names;
  for (VarDecl *P : F->Params) {
    Type &T = P->Ty;
    std::string PName = P->Name.empty() ? "<unnamed>" : P->Name;
    if (T.IsPointer) {
      if (T.Var == Variability::Varying && Export) {
        Diag.error(P->Loc, "varying pointers are not supported in export "
                           "functions; declare parameter '" +
                               PName + "' as 'uniform T * uniform'");
        return false;
      }
      // An unqualified pointer parameter is uniform (ISPC makes it varying;
      // a uniform argument converts either way); `varying` is kept. A
      // function pointer is varying, as in ISPC: lanes often hold
      // different functions.
      if (T.Var == Variability::Unbound)
        T.Var = T.Fn ? Variability::Varying : Variability::Uniform;
      // ISPC: unqualified pointed-to data is uniform (`float *p`); but
      // `float a[]` in an internal function is a varying array (a varying
      // local array passed down). Export functions take only uniform data.
      if (T.PointeeVar == Variability::Unbound && !T.DeclaredAsArray)
        T.PointeeVar = Variability::Uniform;
      if (T.PointeeVar == Variability::Unbound && !Export)
        T.PointeeVar = Variability::Varying;
      if (Export && T.PointeeVar != Variability::Uniform) {
        Diag.error(P->Loc, llvm::Twine(T.DeclaredAsArray ? "arrays of"
                                                         : "pointers to") +
                               " varying values are not supported; declare "
                               "parameter '" +
                               PName + "' with a 'uniform' element type");
        return false;
      }
      if (T.Fn && Export) {
        Diag.error(P->Loc, "export function '" + F->Name +
                               "' cannot take a function pointer (parameter '" +
                               PName + "')");
        return false;
      }
      if (T.Kind == ScalarKind::Void && !T.Struct && !T.Fn) {
        Diag.error(P->Loc, "void pointers are not supported");
        return false;
      }
      if (T.Struct && T.Struct->Invalid)
        return false;
      if (Export && T.Struct && hasVaryingMember(T.Struct)) {
        Diag.error(P->Loc, "struct '" + T.Struct->Name +
                               "' has 'varying' members and cannot be passed "
                               "to an export function");
        return false;
      }
    } else {
      if (T.isVoid()) {
        Diag.error(P->Loc, "parameter '" + PName + "' has type void");
        return false;
      }
      if (T.Struct && T.Struct->Invalid)
        return false;
      if (T.IsRef && Export && T.Struct && hasVaryingMember(T.Struct)) {
        Diag.error(P->Loc, "struct '" + T.Struct->Name +
                               "' has 'varying' members and cannot be passed "
                               "to an export function");
        return false;
      }
      if (T.Struct && Export && !T.IsRef) {
        bool Vec = T.Struct->VecN != 0; // a short vector
        Diag.error(P->Loc, "export function '" + F->Name + "' cannot take a " +
                               (Vec ? "short vector" : "struct") +
                               " by value (parameter '" + PName +
                               "'); pass a 'uniform " +
                               (Vec ? "" : "struct ") + T.Struct->Name +
                               " * uniform'");
        return false;
      }
      if (T.Var == Variability::Unbound)
        T.Var = Export ? Variability::Unbound : Variability::Varying;
      if (Export && T.Var != Variability::Uniform) {
        Diag.error(P->Loc, "parameter '" + PName + "' of export function '" +
                               F->Name +
                               "' must be uniform (exported functions take "
                               "only uniform parameters)");
        return false;
      }
    }
    if (!P->Name.empty() && !Names.try_emplace(P->Name, P).second) {
      Diag.error(P->Loc, "redefinition of parameter '" + P->Name + "'");
      return false;
    }
  }
  return !F->IsTask || checkTaskSignature(F);
}

static bool sameSignature(const FuncDecl *A, const FuncDecl *B) {
  if (A->Params.size() != B->Params.size())
    return false;
  for (size_t I = 0; I < A->Params.size(); ++I) {
    const Type &X = A->Params[I]->Ty, &Y = B->Params[I]->Ty;
    if (!sameType(X, Y))
      return false;
  }
  return true;
}

void Sema::declareFunction(FuncDecl *F) {
  std::vector<FuncDecl *> &Set = Overloads[F->Name];
  for (FuncDecl *&G : Set) {
    if (!sameSignature(F, G))
      continue;
    if (!sameType(F->RetTy, G->RetTy)) {
      Diag.error(F->Loc, "conflicting types for '" + F->Name + "'");
      Diag.note(G->Loc, "previous declaration is here");
      F->Invalid = true;
      return;
    }
    if ((F->Storage == StorageKind::Export) !=
        (G->Storage == StorageKind::Export)) {
      Diag.error(F->Loc, "'" + F->Name +
                             "' is declared both 'export' and not 'export'");
      Diag.note(G->Loc, "previous declaration is here");
      F->Invalid = true;
      return;
    }
    if (F->IsTask != G->IsTask) {
      Diag.error(F->Loc,
                 "'" + F->Name + "' is declared both 'task' and not 'task'");
      Diag.note(G->Loc, "previous declaration is here");
      F->Invalid = true;
      return;
    }
    if (F->Body && G->Body) {
      Diag.error(F->Loc, "redefinition of '" + F->Name + "'");
      Diag.note(G->Loc, "previous definition is here");
      F->Invalid = true;
      return;
    }
    F->IsInline |= G->IsInline;
    G->IsInline |= F->IsInline;
    if (F->Body) {
      // The definition becomes the entity callers resolve to.
      G->Canonical = F;
      F->Canonical = F;
      for (FuncDecl *&D : DeclOrder)
        if (D == G)
          D = F;
      G = F;
    } else {
      F->Canonical = G;
    }
    return;
  }
  if (!Set.empty()) {
    bool AnyExport = F->Storage == StorageKind::Export;
    for (FuncDecl *G : Set)
      AnyExport |= G->Storage == StorageKind::Export;
    if (AnyExport) {
      Diag.error(F->Loc,
                 "export function '" + F->Name + "' cannot be overloaded");
      Diag.note(Set.front()->Loc, "previous declaration is here");
      F->Invalid = true;
      return;
    }
  }
  F->Canonical = F;
  Set.push_back(F);
  DeclOrder.push_back(F);
}

/// A short code per parameter type, ISPC-like: uni/vy + kind.
static std::string mangleType(const Type &T) {
  std::string S = T.IsPointer ? "p" : "";
  if (T.IsRef)
    S += "r";
  Variability V = T.IsPointer ? T.PointeeVar : T.Var;
  S += V == Variability::Uniform ? "un" : "vy";
  if (T.Struct)
    return S + "s" + std::to_string(T.Struct->Name.size()) + T.Struct->Name;
  switch (T.Kind) {
  case ScalarKind::Bool:
    S += "b";
    break;
  case ScalarKind::Int8:
    S += "t";
    break;
  case ScalarKind::UInt8:
    S += "T";
    break;
  case ScalarKind::Int16:
    S += "s";
    break;
  case ScalarKind::UInt16:
    S += "S";
    break;
  case ScalarKind::Int32:
    S += "i";
    break;
  case ScalarKind::UInt32:
    S += "u";
    break;
  case ScalarKind::Int64:
    S += "I";
    break;
  case ScalarKind::UInt64:
    S += "U";
    break;
  case ScalarKind::Float:
    S += "f";
    break;
  case ScalarKind::Double:
    S += "d";
    break;
  case ScalarKind::Void:
    S += "v";
    break;
  }
  return S;
}

void Sema::assignIRNames() {
  for (FuncDecl *F : DeclOrder) {
    const std::vector<FuncDecl *> &Set = Overloads[F->Name];
    if (F->Storage == StorageKind::Export || Set.size() == 1) {
      F->IRName = F->Name;
      continue;
    }
    std::string N = F->Name + "___";
    for (VarDecl *P : F->Params)
      N += mangleType(P->Ty);
    if (F->Params.empty())
      N += "v";
    F->IRName = N;
  }
}

void Sema::checkBody(FuncDecl *F) {
  CurFn = F;
  Scopes.clear();
  Loops.clear();
  Switches.clear();
  Foreaches.clear();
  Labels.clear();
  Gotos.clear();
  pushScope();
  for (VarDecl *P : F->Params)
    if (!P->Name.empty())
      declareVar(P);
  checkCompound(F->Body, /*NewScope=*/false);
  popScope();
  resolveGotos();
  CurFn = nullptr;
}

FuncDecl *Sema::resolveOverload(Expr *Call, std::vector<FuncDecl *> &Cands) {
  const size_t N = Call->Args.size();
  FuncDecl *Best = nullptr;
  int BestCost = -1;
  bool Ambiguous = false;
  std::vector<FuncDecl *> SameArity;
  for (FuncDecl *F : Cands) {
    if (F->Invalid || F->Params.size() != N)
      continue;
    SameArity.push_back(F);
    int Cost = 0;
    bool Viable = true;
    for (size_t I = 0; I < N && Viable; ++I) {
      const Type &A = Call->Args[I]->Ty, &P = F->Params[I]->Ty;
      if (P.IsPointer) {
        if (A.isArray()) // decays to a pointer to its first element
          Viable = A.Dims.size() == 1 && A.Kind == P.Kind &&
                   A.Var == P.PointeeVar && (!A.IsConst || P.PointeeConst);
        else
          Viable = A.IsPointer && A.Kind == P.Kind &&
                   A.PointeeVar == P.PointeeVar &&
                   (!A.PointeeConst || P.PointeeConst);
        if (Viable && A.PointeeConst != P.PointeeConst)
          Cost += 1;
        continue;
      }
      if (P.IsRef) { // binds to an lvalue of the same type
        Viable = A.Kind == P.Kind && A.Struct == P.Struct && A.Var == P.Var &&
                 !A.IsPointer && !A.isArray();
        continue;
      }
      if (A.IsPointer || A.isArray() || A.isVoid() || A.Struct != P.Struct ||
          (P.isUniform() && A.isVarying())) {
        Viable = false;
        continue;
      }
      if (A.Kind != P.Kind)
        Cost += 4;
      if (A.Var != P.Var)
        Cost += 1;
    }
    if (!Viable)
      continue;
    if (BestCost < 0 || Cost < BestCost) {
      Best = F;
      BestCost = Cost;
      Ambiguous = false;
    } else if (Cost == BestCost) {
      Ambiguous = true;
    }
  }
  if (Best && !Ambiguous)
    return Best;
  if (Ambiguous) {
    Diag.error(Call->Loc, "call to '" + Call->Name + "' is ambiguous");
    for (FuncDecl *F : SameArity)
      Diag.note(F->Loc, "candidate function");
    return nullptr;
  }
  if (SameArity.size() == 1 && Cands.size() >= 1) {
    // Let the argument conversion report the precise problem.
    return SameArity.front();
  }
  if (SameArity.empty() && Cands.size() == 1) {
    FuncDecl *F = Cands.front();
    Diag.error(Call->Loc, llvm::Twine("too ") +
                              (N < F->Params.size() ? "few" : "many") +
                              " arguments to function call, expected " +
                              llvm::Twine((unsigned)F->Params.size()) +
                              ", have " + llvm::Twine((unsigned)N));
    Diag.note(F->Loc, "'" + F->Name + "' declared here");
    return nullptr;
  }
  Diag.error(Call->Loc,
             "no matching function for call to '" + Call->Name + "'");
  for (FuncDecl *F : Cands)
    Diag.note(F->Loc, "candidate function");
  return nullptr;
}

} // namespace fe
} // namespace spmdc
