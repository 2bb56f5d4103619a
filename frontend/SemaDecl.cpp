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
#include "frontend/ASTClone.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace spmdc {
namespace fe {

std::vector<FuncDecl *> Sema::run(TranslationUnit &TU) {
  // Structs, enumerators and globals are visible in everything after
  // them, so they are resolved in source order: a global's initializer and
  // a struct member's (or typedef's) array size may use enumerators and
  // earlier const globals.
  struct FileScopeDecl {
    clang::SourceLocation Loc;
    StructDecl *SD = nullptr;
    EnumDecl *ED = nullptr;
    VarDecl *V = nullptr;
  };
  std::vector<FileScopeDecl> FileDecls;
  for (StructDecl *SD : TU.Structs)
    FileDecls.push_back({SD->Loc, SD, nullptr, nullptr});
  for (EnumDecl *ED : TU.Enums)
    FileDecls.push_back({ED->Loc, nullptr, ED, nullptr});
  for (VarDecl *V : TU.Globals)
    FileDecls.push_back({V->Loc, nullptr, nullptr, V});
  const clang::SourceManager &SM = Diag.engine().getSourceManager();
  std::stable_sort(FileDecls.begin(), FileDecls.end(),
                   [&](const FileScopeDecl &A, const FileScopeDecl &B) {
                     return SM.isBeforeInTranslationUnit(A.Loc, B.Loc);
                   });
  pushScope();
  for (const FileScopeDecl &D : FileDecls) {
    if (D.SD)
      resolveStruct(D.SD);
    else if (D.ED)
      resolveEnum(D.ED);
    else
      resolveGlobal(D.V);
  }
  popScope();
  checkTypedefDims(TU);
  for (FuncDecl *F : TU.Funcs) {
    if (Diag.shouldStop())
      return {};
    if (F->IsSpecialization || F->IsExplicitInstantiation)
      continue; // declareTemplates
    if (resolveSignature(F))
      declareFunction(F);
    else
      F->Invalid = true;
    if (F->Invalid)
      InvalidFuncs.insert(F->Name);
  }
  resolveDeferredGlobalInits();
  assignIRNames();
  std::vector<FuncDecl *> Defs;
  for (FuncDecl *F : DeclOrder)
    if (F->Body && !F->Invalid)
      Defs.push_back(F);
  // Keep source order of definitions.
  std::sort(Defs.begin(), Defs.end(), [](FuncDecl *A, FuncDecl *B) {
    return A->Loc.getRawEncoding() < B->Loc.getRawEncoding();
  });
  declareTemplates(TU, Defs);
  for (FuncDecl *F : Defs) // before any body is checked
    keepPristineBody(F);
  deferDeclaredForms(Defs);
  for (size_t I = 0; I < Defs.size(); ++I) {
    if (Diag.shouldStop())
      return {};
    checkDefinition(Defs[I]);
  }
  checkInstances(Defs);
  if (queueUnusedDeclaredForms())
    checkInstances(Defs);
  // Definitions whose declared form was checked late go back to source
  // order, before the instantiations (in the order they were requested).
  auto IsInstance = [](const FuncDecl *F) {
    return F->VaryingPtrOf || (F->FromTemplate && F->InstantiatedAt.isValid());
  };
  std::stable_sort(Defs.begin(), Defs.end(), [&](FuncDecl *A, FuncDecl *B) {
    if (IsInstance(A) || IsInstance(B))
      return !IsInstance(A) && IsInstance(B);
    return A->Loc.getRawEncoding() < B->Loc.getRawEncoding();
  });
  if (Diag.numErrors())
    return {};
  finishExportTwins(Defs);
  return Defs;
}

bool Sema::resolveSignature(FuncDecl *F) {
  if (isOperatorName(F->Name) && !checkOperatorSignature(F))
    return false;
  // An extern "C" function has a C signature: the export rules apply
  // (uniform values, pointers to uniform data; SemaExternC.cpp adds its
  // own).
  bool Export = F->Storage == StorageKind::Export || F->IsExternC;
  const std::string Noun =
      F->IsExternC ? "extern \"C\" function" : "export function";
  if (F->IsExternC && !checkExternCSignature(F))
    return false;
  recordUnboundPtrLevels(F);
  Type &R = F->RetTy;
  if (R.IsPointer) {
    // ISPC's rules, as for a local: an unqualified pointer result is
    // varying and its unqualified pointed-to data uniform (`float *f()` is
    // `uniform float * varying f()`).
    if (R.PointeeVar == Variability::Unbound)
      R.PointeeVar = Variability::Uniform;
    if (R.Var == Variability::Unbound)
      R.Var = Variability::Varying;
    if (R.Struct && R.Struct->Invalid)
      return false;
    if (!checkSoaType(R, F->Loc))
      return false;
    if (Export) {
      // The C header has one pointer per call, to data C can read.
      if (R.isVarying()) {
        Diag.error(F->Loc, Noun + " '" + F->Name +
                               "' cannot return a varying pointer; declare "
                               "the result 'uniform T * uniform'");
        return false;
      }
      if (R.PointeeVar != Variability::Uniform || R.Soa) {
        Diag.error(F->Loc, Noun + " '" + F->Name +
                               "' cannot return a pointer to varying or soa "
                               "data; declare the result 'uniform T * "
                               "uniform'");
        return false;
      }
      if (R.Fn) {
        Diag.error(F->Loc, Noun + " '" + F->Name +
                               "' cannot return a function pointer");
        return false;
      }
      if (R.Struct && hasVaryingMember(R.Struct)) {
        Diag.error(F->Loc, "struct '" + R.Struct->Name +
                               "' has 'varying' members and cannot be "
                               "returned from an " + Noun);
        return false;
      }
    }
    R.IsConst = false;
  }
  if (!requireComplete(R, F->Loc, "the result of '" + F->Name + "'"))
    return false;
  if (R.IsRef && Export) {
    Diag.error(F->Loc, Noun + " '" + F->Name +
                           "' cannot return a reference");
    return false;
  }
  if (R.Soa && !R.IsPointer) {
    Diag.error(F->Loc, "function '" + F->Name +
                           "' cannot return an soa<" + llvm::Twine(R.Soa) +
                           "> value; return a pointer through a parameter");
    return false;
  }
  if (R.Struct && !R.IsPointer &&
      (R.Struct->Invalid || (Export && !R.IsRef))) {
    if (Export)
      Diag.error(F->Loc, Noun + " '" + F->Name +
                             "' cannot return a struct; return it through a "
                             "'uniform struct " +
                             R.Struct->Name + " * uniform' parameter");
    return false;
  }
  if (!R.isVoid()) {
    if (R.Var == Variability::Unbound)
      R.Var = Variability::Varying;
    if (Export && R.isVarying()) {
      Diag.error(F->Loc, Noun + " '" + F->Name +
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
    if (!resolveArrayPointer(P))
      return false;
    // An export pointer to arrays (`uniform float m[4][4]`, `m[][4]`,
    // `(*m)[4]`) is a plain pointer to the first element in the ABI; the
    // header spells it `float m[][4]` (HeaderWriter.cpp).
    if (!requireComplete(T, P->Loc, "parameter '" + PName + "'"))
      return false;
    if (T.Soa && !T.IsPointer) {
      Diag.error(P->Loc, "parameter '" + PName + "' cannot be an soa<" +
                             llvm::Twine(T.Soa) +
                             "> value; pass a pointer to it");
      return false;
    }
    if (!checkSoaType(T, P->Loc))
      return false;
    if (T.IsPointer) {
      if (T.Var == Variability::Varying && Export) {
        Diag.error(P->Loc, "varying pointers are not supported in " + Noun +
                               "s; declare parameter '" +
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
      if (T.PtrTo) // inner levels: pointed-to data is uniform
        T.PtrTo = std::make_shared<const Type>(T.PtrTo->withUniformPointees());
      if (T.PointeeVar == Variability::Unbound &&
          (!T.DeclaredAsArray || T.PtrTo)) // `T *a[]`: uniform pointers
        T.PointeeVar = Variability::Uniform;
      if (T.PointeeVar == Variability::Unbound && !Export)
        T.PointeeVar = Variability::Varying;
      auto AllUniform = [](Type L) { // every level below the pointer
        for (; L.IsPointer && !L.Fn; L = L.pointee())
          if (L.PointeeVar != Variability::Uniform)
            return false;
        return true;
      };
      if (Export && !AllUniform(T)) {
        Diag.error(P->Loc, llvm::Twine(T.DeclaredAsArray ? "arrays of"
                                                         : "pointers to") +
                               " varying values are not supported; declare "
                               "parameter '" +
                               PName + "' with a 'uniform' element type");
        return false;
      }
      // ISPC takes a uniform function pointer in an export signature (the
      // header's C function pointer type): the host passes back a pointer
      // the SPMD code gave it, or a C function, called with the C calling
      // convention (emitIndirectCall). Its values must be C's: uniform,
      // not by reference, no struct by value, no bool (C's ABI differs
      // from i1), no task.
      if (T.Fn && Export) {
        auto CValue = [](const Type &V) {
          return V.isVoid() ||
                 (V.isUniform() && !V.IsRef && !V.Fn &&
                  (V.IsPointer || (!V.Struct && V.Dims.empty() &&
                                   V.Kind != ScalarKind::Bool)));
        };
        bool COk = !T.Fn->IsTask && CValue(T.Fn->Ret) &&
                   llvm::all_of(T.Fn->Params, [&](const Type &V) {
                     return !V.isVoid() && CValue(V);
                   });
        if (T.Var != Variability::Uniform || !COk) {
          Diag.error(P->Loc,
                     Noun + " '" + F->Name + "' can take a function pointer "
                     "(parameter '" + PName + "') only as a 'uniform' " +
                     "pointer to a function whose parameters and result are "
                     "uniform scalars (not bool) or pointers (C's types)");
          return false;
        }
      }
      if (T.Struct && T.Struct->Invalid)
        return false;
      if (Export && T.Struct && hasVaryingMember(T.Struct)) {
        Diag.error(P->Loc, "struct '" + T.Struct->Name +
                               "' has 'varying' members and cannot be passed "
                               "to an " + Noun);
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
                               "to an " + Noun);
        return false;
      }
      if (T.Struct && Export && !T.IsRef) {
        bool Vec = T.Struct->VecN != 0; // a short vector
        Diag.error(P->Loc, Noun + " '" + F->Name + "' cannot take a " +
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
        Diag.error(P->Loc, "parameter '" + PName + "' of " + Noun + " '" +
                               F->Name +
                               "' must be uniform (" +
                               (F->IsExternC ? "extern \"C\" functions"
                                             : "exported functions") +
                               " take only uniform parameters)");
        return false;
      }
    }
    if (P->DefaultArg) {
      // Checked once here (errors are reported at the declaration); each
      // call that omits the argument checks its own copy (addDefaultArgs).
      // On an export function the header drops it: C has none, and the
      // C++ declaration is the same one (docs/language.md).
      ASTCloner C(Ctx);
      Expr *D = C.clone(P->DefaultArg);
      auto Saved = std::move(Scopes);
      Scopes.clear();
      D = checkExpr(D);
      if (D)
        D = convert(D, T.unqualified(), ConvCtx::Arg,
                    "default argument of '" + PName + "'");
      Scopes = std::move(Saved);
      if (!D)
        return false;
      if (T.IsRef) {
        Diag.error(P->DefaultArg->Begin,
                   "a reference parameter cannot have a default argument");
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
    if (!sameType(X, Y) || X.enumType() != Y.enumType())
      return false; // `F(Foo)` and `F(Bar)` of two enums are overloads
  }
  return true;
}

void Sema::declareFunction(FuncDecl *F) {
  std::vector<FuncDecl *> &Set = Overloads[F->Name];
  // The program's own function replaces the library's (Stdlib.cpp) of the
  // same parameters, and an extern "C" one every library overload of its
  // name: programs written for ISPC versions without sinh, tanh, ... define
  // their own, and the library's is then dropped.
  const clang::SourceManager &SM = Diag.engine().getSourceManager();
  if (!SM.isWrittenInBuiltinFile(F->Loc)) {
    auto Replaced = [&](const FuncDecl *G) {
      return G->Name == F->Name && SM.isWrittenInBuiltinFile(G->Loc) &&
             (F->IsExternC || sameSignature(F, G));
    };
    llvm::erase_if(DeclOrder, Replaced);
    llvm::erase_if(Set, Replaced);
  }
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
    if (F->IsExternC != G->IsExternC) {
      Diag.error(F->Loc, "'" + F->Name +
                             "' is declared both 'extern \"C\"' and not "
                             "'extern \"C\"'");
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
    if ((F->IsInline && G->IsNoInline) || (F->IsNoInline && G->IsInline)) {
      Diag.error(F->Loc, "'" + F->Name +
                             "' is declared both 'inline' and 'noinline'");
      Diag.note(G->Loc, "previous declaration is here");
      F->Invalid = true;
      return;
    }
    F->IsInline |= G->IsInline;
    G->IsInline |= F->IsInline;
    F->IsNoInline |= G->IsNoInline;
    G->IsNoInline |= F->IsNoInline;
    // Attributes of any declaration hold for the function.
    F->Unmangled |= G->Unmangled;
    G->Unmangled |= F->Unmangled;
    if (G->Deprecated && !F->Deprecated) {
      F->Deprecated = true;
      F->DeprecatedMsg = G->DeprecatedMsg;
    } else if (F->Deprecated && !G->Deprecated) {
      G->Deprecated = true;
      G->DeprecatedMsg = F->DeprecatedMsg;
    }
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
    // ISPC: a C function has one signature (C has no overloading).
    FuncDecl *C = F->IsExternC ? F : nullptr;
    for (FuncDecl *G : Set)
      if (G->IsExternC)
        C = G;
    if (C) {
      Diag.error(F->Loc, "extern \"C\" function '" + F->Name +
                             "' cannot be overloaded");
      Diag.note(Set.front()->Loc, "previous declaration is here");
      F->Invalid = true;
      return;
    }
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
std::string externVariantUnsupported(const FuncDecl &F) {
  auto Bad = [](const Type &T) -> const char * {
    if (T.IsRef)
      return "a reference";
    if (T.isStruct())
      return "a struct or short vector by value";
    if (T.isFunctionPointer())
      return "a function pointer";
    if (T.PtrTo)
      return "a pointer to a pointer";
    if (T.Soa)
      return "an soa pointer";
    return nullptr;
  };
  if (F.IsUnmasked)
    return "it is 'unmasked'";
  for (VarDecl *P : F.Params)
    if (const char *Why = Bad(P->Ty))
      return std::string("parameter '") + P->Name + "' is " + Why;
  if (const char *Why = Bad(F.RetTy))
    return std::string("its result is ") + Why;
  return "";
}

std::string mangleType(const Type &T) {
  std::string S = T.IsPointer ? "p" : "";
  if (T.IsRef)
    S += "r";
  Variability V = T.IsPointer ? T.PointeeVar : T.Var;
  S += V == Variability::Uniform ? "un" : "vy";
  if (T.Struct)
    return S + "s" + std::to_string(T.Struct->Name.size()) + T.Struct->Name;
  if (const EnumDecl *ED = T.enumType())
    return S + "e" + std::to_string(ED->Name.size()) + ED->Name;
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
  case ScalarKind::Float16:
    S += "h";
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
    // An operator's symbol spells its operator in letters (`operator+` is
    // `operator__add`): every object format and PTX take those.
    std::string Base = isOperatorName(F->Name) ? operatorIRName(F->Name)
                                               : F->Name;
    // `__attribute__((unmangled))`: the plain name even when overloaded
    // (two such overloads are one symbol twice: the object does not link,
    // as with ISPC).
    if (F->Storage == StorageKind::Export || F->IsExternC || Set.size() == 1 ||
        F->Unmangled) {
      F->IRName = Base;
      continue;
    }
    std::string N = Base + "___";
    for (VarDecl *P : F->Params)
      N += mangleType(P->Ty);
    if (F->Params.empty())
      N += "v";
    F->IRName = N;
  }
}

void Sema::checkDefinition(FuncDecl *F) {
  // A masked variant has no place for the all-lanes-on entry of an
  // `unmasked` body (MaskedVariants.h): such a function is inlined.
  // (Warned once, on the declared function, not on its varying-pointer
  // instances.)
  if (F->IsNoInline && F->IsUnmasked && F->Storage != StorageKind::Export &&
      !F->IsTask && !F->VaryingPtrOf &&
      (!F->FromTemplate || F->InstantiatedAt.isInvalid()))
    Diag.warning(F->Loc, "'noinline' is ignored on 'unmasked' function '" +
                             F->Name + "': it is inlined [-Wnoinline]");
  if ((!F->FromTemplate && !F->VaryingPtrOf) || F->InstantiatedAt.isInvalid()) {
    checkBody(F); // a plain function or an explicit specialization
    return;
  }
  // Errors in an instantiation point at the calls that requested it.
  std::vector<FuncDecl *> Chain;
  for (FuncDecl *G = F; G && G->InstantiatedAt.isValid() && Chain.size() < 64;
       G = G->InstantiatedIn)
    Chain.push_back(G);
  // Long chains show the innermost and outermost levels (as Clang does).
  constexpr size_t Inner = 8, Outer = 2;
  unsigned Pushed = 0;
  for (size_t K = Chain.size(); K-- > 0;) {
    if (Chain.size() > Inner + Outer && K < Chain.size() - Outer &&
        K >= Inner) {
      if (K == Chain.size() - Outer - 1) {
        Diag.pushContext(Chain[K]->InstantiatedAt,
                         "(skipping " +
                             std::to_string(Chain.size() - Inner - Outer) +
                             " instantiation contexts)");
        ++Pushed;
      }
      continue;
    }
    FuncDecl *G = Chain[K];
    if (G->VaryingPtrOf)
      Diag.pushContext(G->InstantiatedAt,
                       "in the instance of '" + G->Name +
                           "' with varying pointer parameter " +
                           G->VaryingPtrParams +
                           ", needed by this call's varying argument");
    else
      Diag.pushContext(G->InstantiatedAt,
                       "in instantiation of function template "
                       "specialization '" +
                           G->Name + "<" + G->TemplateArgsText +
                           ">' requested here");
    ++Pushed;
  }
  checkBody(F);
  for (unsigned I = 0; I < Pushed; ++I)
    Diag.popContext();
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

bool Sema::addDefaultArgs(Expr *Call, FuncDecl *F) {
  for (size_t I = Call->Args.size(); I < F->Params.size(); ++I) {
    VarDecl *P = F->Params[I];
    if (!P->DefaultArg)
      return false; // resolveOverload checked the count
    // Names in a default argument mean what they mean at file scope.
    ASTCloner C(Ctx);
    Expr *D = C.clone(P->DefaultArg);
    auto Saved = std::move(Scopes);
    Scopes.clear();
    D = checkExpr(D);
    Scopes = std::move(Saved);
    if (!D)
      return false;
    Call->Args.push_back(D);
  }
  return true;
}

/// Parameters a call must pass (the rest have default arguments).
static size_t requiredParams(const FuncDecl *F) {
  size_t N = F->Params.size();
  while (N && F->Params[N - 1]->DefaultArg)
    --N;
  return N;
}

/// Does converting a value of kind From to kind To keep every value
/// (ISPC's "conversions that don't risk losing any information")?
static bool isLosslessConversion(ScalarKind From, ScalarKind To) {
  if (From == ScalarKind::Bool)
    return To != ScalarKind::Bool;
  if (From == ScalarKind::Float16)
    return To == ScalarKind::Float || To == ScalarKind::Double;
  if (From == ScalarKind::Float)
    return To == ScalarKind::Double;
  if (!isIntegerKind(From))
    return false;
  unsigned FB = bitWidth(From);
  if (To == ScalarKind::Float16) // 11 significant bits
    return FB <= 8;
  if (To == ScalarKind::Float)
    return FB <= 16;
  if (To == ScalarKind::Double)
    return FB <= 32;
  if (!isIntegerKind(To))
    return false;
  unsigned TB = bitWidth(To);
  if (isSigned(From))
    return isSigned(To) && TB > FB;
  return TB > FB; // unsigned to any wider integer
}

/// ISPC's ranking of one argument's conversion, from best to worst: exact
/// match; adding const to the pointee; a lossless kind conversion; only
/// uniform to varying; a lossless kind conversion and uniform to varying;
/// any kind conversion keeping the variability; any kind conversion and
/// uniform to varying. -1: not viable.
static int conversionCost(const Type &A, const Type &P) {
  if (P.IsPointer) {
    bool Viable;
    if (A.isArray()) // decays to a pointer to its first element
      Viable = A.Dims.size() == 1 && A.Kind == P.Kind &&
               A.Struct == P.Struct && A.Var == P.PointeeVar &&
               (!A.IsConst || P.PointeeConst);
    else
      Viable = A.IsPointer && A.Kind == P.Kind && A.Struct == P.Struct &&
               A.PointeeVar == P.PointeeVar &&
               (!A.PointeeConst || P.PointeeConst) &&
               !(A.isVarying() && P.isUniform());
    if (!Viable)
      return -1;
    bool AddsConst = (A.isArray() ? A.IsConst : A.PointeeConst) !=
                     P.PointeeConst;
    return (AddsConst ? 1 : 0) + (A.isVarying() != P.isVarying() ? 4 : 0);
  }
  if (P.IsRef) // binds to an lvalue of the same type
    return A.Kind == P.Kind && A.Struct == P.Struct && A.Var == P.Var &&
                   !A.IsPointer && !A.isArray()
               ? 0
               : -1;
  if (A.IsPointer || A.isArray() || A.isVoid() || A.Struct != P.Struct ||
      (P.isUniform() && A.isVarying()))
    return -1;
  bool Widen = A.Var != P.Var;
  // An enum value passes to its own enum exactly; to a plain int32, from
  // an int32 to an enum, or to another enum it ranks just below, so
  // `F(ONE)` picks F(Foo) over F(Bar) and over F(int32) (ISPC's enums are
  // types), while `abs(ONE)` still picks the int32 overload over int64's.
  int EnumCost = A.enumType() != P.enumType() ? 1 : 0;
  if (A.Kind == P.Kind)
    return (Widen ? 4 : 0) + EnumCost;
  if (isLosslessConversion(A.Kind, P.Kind))
    return Widen ? 6 : 2;
  return Widen ? 12 : 8;
}

FuncDecl *Sema::resolveOverload(
    Expr *Call, std::vector<FuncDecl *> &Cands, size_t NumTemplate,
    const std::vector<std::pair<SourceLocation, std::string>> &Ignored) {
  const size_t N = Call->Args.size();
  const size_t FirstTemplate = Cands.size() - NumTemplate;
  struct Viable {
    FuncDecl *F;
    bool IsTemplate;
    int Total;
    std::vector<int> Costs;
  };
  std::vector<Viable> Vs;
  std::vector<FuncDecl *> SameArity;
  for (size_t CI = 0; CI < Cands.size(); ++CI) {
    FuncDecl *F = Cands[CI];
    if (F->Invalid || N > F->Params.size() || N < requiredParams(F))
      continue;
    SameArity.push_back(F);
    Viable V{F, CI >= FirstTemplate, 0, {}};
    bool OK = true;
    for (size_t I = 0; I < N && OK; ++I) {
      // A varying pointer to an unqualified pointer parameter: the
      // function's varying-pointer instance (SemaPointerInstances.cpp),
      // ranked just below an exact match of a `* varying` overload.
      unsigned Flips = 0;
      Type PT = flipPointerLevels(F->Params[I], Call->Args[I]->Ty, Flips);
      int C = conversionCost(Call->Args[I]->Ty, PT);
      if (C >= 0 && Flips)
        ++C;
      OK = C >= 0;
      V.Costs.push_back(C);
      V.Total += C;
    }
    if (OK)
      Vs.push_back(std::move(V));
  }
  // The least total cost; a non-template beats a template instantiation of
  // equal cost (C++). It must also be no worse than every other viable
  // candidate in each argument (ISPC), or the call is ambiguous.
  const Viable *Best = nullptr;
  for (const Viable &V : Vs)
    if (!Best || V.Total < Best->Total ||
        (V.Total == Best->Total && Best->IsTemplate && !V.IsTemplate))
      Best = &V;
  bool Ambiguous = false;
  if (Best)
    for (const Viable &V : Vs) {
      if (&V == Best || (V.Total == Best->Total && V.IsTemplate &&
                         !Best->IsTemplate))
        continue;
      if (V.Total == Best->Total) {
        Ambiguous = true;
        break;
      }
      for (size_t I = 0; I < N; ++I)
        if (Best->Costs[I] > V.Costs[I])
          Ambiguous = true;
    }
  auto NoteIgnored = [&] {
    for (const auto &[L, Msg] : Ignored)
      Diag.note(L, Msg);
  };
  if (Best && !Ambiguous)
    return Best->F;
  if (Ambiguous) {
    Diag.error(Call->Loc, "call to '" + Call->Name + "' is ambiguous");
    for (const Viable &V : Vs) {
      FuncDecl *F = V.F;
      Diag.note(F->Loc, F->FromTemplate
                            ? "candidate function template specialization '" +
                                  F->Name + "<" + F->TemplateArgsText + ">'"
                            : std::string("candidate function"));
    }
    return nullptr;
  }
  if (SameArity.size() == 1 && Cands.size() >= 1 && Ignored.empty()) {
    // Let the argument conversion report the precise problem.
    return SameArity.front();
  }
  if (SameArity.empty() && Cands.size() == 1 && Ignored.empty()) {
    FuncDecl *F = Cands.front();
    size_t Req = requiredParams(F);
    bool Few = N < Req;
    Diag.error(Call->Loc,
               llvm::Twine("too ") + (Few ? "few" : "many") +
                   " arguments to function call, expected " +
                   (Req == F->Params.size() ? ""
                    : Few                   ? "at least "
                                            : "at most ") +
                   llvm::Twine((unsigned)(Few ? Req : F->Params.size())) +
                   ", have " + llvm::Twine((unsigned)N));
    Diag.note(F->Loc, "'" + F->Name + "' declared here");
    return nullptr;
  }
  Diag.error(Call->Loc,
             "no matching function for call to '" + Call->Name + "'");
  for (FuncDecl *F : Cands)
    Diag.note(F->Loc, F->FromTemplate
                          ? "candidate function template specialization '" +
                                F->Name + "<" + F->TemplateArgsText + ">'"
                          : std::string("candidate function"));
  NoteIgnored();
  return nullptr;
}

} // namespace fe
} // namespace spmdc
