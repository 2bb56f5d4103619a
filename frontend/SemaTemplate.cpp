//===- SemaTemplate.cpp - function templates ------------------------------===//
//
// \file
// The template half of Sema (see Sema.h). A template's pattern is never
// checked itself; a call names a template, the arguments written
// (`f<float, 4>`) and those deduced from the call's argument types fix the
// template arguments, and the instantiation is a copy of the pattern with
// the arguments substituted (ASTClone.h), memoized per template and
// argument list. Its signature is checked at once (it competes in overload
// resolution); its body only once a call picks it, after the bodies of the
// plain functions, with "in instantiation of ..." notes on every error.
// An explicit specialization (`template <> ...`) takes the place of the
// instantiation for its arguments; an explicit instantiation
// (`template R f<args>(...);`) instantiates without a call.
//
// Deduction follows ISPC: a parameter written `T` binds T to the argument's
// type with its variability (a varying float argument makes T
// `varying float`); `uniform T`/`varying T` bind only the base type; `T *`
// binds the pointee's type (and its variability unless written). If two
// arguments deduce the same base type with different variability, T is the
// varying one (the uniform argument converts), and a variability deduced
// from a `T` parameter fills in one left open by `uniform T`/`T *`; other
// conflicts fail.
//
//===----------------------------------------------------------------------===//
#include "frontend/ASTClone.h"
#include "frontend/Sema.h"

using namespace clang;

namespace spmdc {
namespace fe {

/// Base type and variability the same (what an instantiation depends on).
static bool sameArgType(const Type &A, const Type &B) {
  return sameType(A, B) && A.Var == B.Var && A.PointeeVar == B.PointeeVar &&
         A.IsConst == B.IsConst;
}

static std::string argTypeName(const Type &T) {
  if (T.Var != Variability::Unbound || T.IsPointer)
    return typeName(T);
  // typeName prints a variability; an unbound one is not written.
  std::string S = typeName(T.withVar(Variability::Uniform));
  return S.rfind("uniform ", 0) == 0 ? S.substr(8) : S;
}

std::string Sema::templateArgsText(TemplateDecl *TD,
                                   const std::vector<TemplateArgValue> &Vals) {
  std::string S;
  for (size_t I = 0; I < Vals.size(); ++I) {
    if (I)
      S += ", ";
    const TemplateArgValue &V = Vals[I];
    if (V.IsType)
      S += argTypeName(V.Ty);
    else if (isSigned(TD->Params[I]->ValTy.Kind))
      S += std::to_string((int64_t)V.Val);
    else
      S += std::to_string(V.Val);
  }
  return S;
}

bool Sema::evalTemplateArgs(TemplateDecl *TD, std::vector<TemplateArg> &Args,
                            SourceLocation Loc,
                            std::vector<TemplateArgValue> &Out) {
  if (Args.size() > TD->Params.size()) {
    Diag.error(Args[TD->Params.size()].Loc,
               "too many template arguments for '" + TD->Name +
                   "' (expected " + llvm::Twine((unsigned)TD->Params.size()) +
                   ", have " + llvm::Twine((unsigned)Args.size()) + ")");
    Diag.note(TD->Loc, "template '" + TD->Name + "' declared here");
    return false;
  }
  Out.assign(TD->Params.size(), TemplateArgValue());
  for (size_t I = 0; I < Args.size(); ++I) {
    TemplateParam *P = TD->Params[I];
    TemplateArg &A = Args[I];
    if (P->IsType != A.IsType) {
      Diag.error(A.Loc, "template argument " + llvm::Twine((unsigned)I + 1) +
                            " of '" + TD->Name + "' must be " +
                            (P->IsType ? "a type" : "an integer constant") +
                            " (parameter '" + P->Name + "')");
      Diag.note(P->Loc, "template parameter declared here");
      return false;
    }
    TemplateArgValue &V = Out[I];
    V.IsType = A.IsType;
    V.Set = true;
    if (A.IsType) {
      if (A.Ty.Struct && A.Ty.Struct->Invalid)
        return false;
      V.Ty = A.Ty;
      continue;
    }
    if (!templateIntArg(P, A.E, A.Loc, V.Val))
      return false;
  }
  (void)Loc;
  return true;
}

bool Sema::templateIntArg(TemplateParam *P, Expr *&E, SourceLocation Loc,
                          uint64_t &Out) {
  E = checkExpr(E);
  if (!E)
    return false;
  uint64_t X;
  if (!evalConstInt(E, X, "template argument"))
    return false;
  if (!E->Ty.isInteger() && !E->Ty.isBool()) {
    Diag.error(Loc, "template argument for '" + P->Name +
                        "' must be an integer constant");
    return false;
  }
  // The value in the parameter's type (truncated, then extended).
  unsigned Bits = bitWidth(P->ValTy.Kind);
  if (Bits < 64) {
    X &= (uint64_t(1) << Bits) - 1;
    if (isSigned(P->ValTy.Kind) && (X >> (Bits - 1)) & 1)
      X |= ~((uint64_t(1) << Bits) - 1);
  }
  if (P->ValTy.isBool())
    X = X != 0;
  Out = X;
  return true;
}

bool Sema::defaultTemplateArg(TemplateParam *P, TemplateArgValue &V) {
  V.IsType = P->IsType;
  V.Set = true;
  if (P->IsType) {
    if (P->DefaultTy.Struct && P->DefaultTy.Struct->Invalid)
      return false;
    V.Ty = P->DefaultTy;
    return true;
  }
  // A copy, checked at file scope: the default is a constant expression.
  ASTCloner C(Ctx);
  Expr *D = C.clone(P->DefaultE);
  auto Saved = std::move(Scopes);
  Scopes.clear();
  bool OK = templateIntArg(P, D, P->DefaultE->Begin, V.Val);
  Scopes = std::move(Saved);
  return OK;
}

/// A pattern's parameter type as written: `uniform T * uniform`.
static std::string patternTypeName(const Type &P) {
  auto Q = [](Variability V) {
    return V == Variability::Uniform   ? std::string("uniform ")
           : V == Variability::Varying ? std::string("varying ")
                                       : std::string();
  };
  std::string N = (P.IsConst && !P.IsPointer ? "const " : "") +
                  (P.TParam ? P.TParam->Name : std::string(kindName(P.Kind)));
  if (P.TVecN || P.TVecLen) // `T<3>`, `float<N>`
    N += "<" + (P.TVecLen ? P.TVecLen->Name : std::to_string(P.TVecN)) + ">";
  if (!P.IsPointer)
    return Q(P.Var) + N;
  std::string PtrVar = Q(P.Var);
  if (!PtrVar.empty())
    PtrVar = " " + PtrVar.substr(0, PtrVar.size() - 1);
  return Q(P.PointeeVar) + N + " *" + PtrVar;
}

static size_t paramIndex(const TemplateDecl *TD, const TemplateParam *P) {
  for (size_t I = 0; I < TD->Params.size(); ++I)
    if (TD->Params[I] == P)
      return I;
  return TD->Params.size();
}

bool Sema::deduceTemplateArgs(TemplateDecl *TD,
                              const std::vector<Type> &ArgTys,
                              std::vector<TemplateArgValue> &Vals,
                              std::string &Why) {
  std::vector<bool> Explicit;
  for (const TemplateArgValue &V : Vals)
    Explicit.push_back(V.Set);
  const std::vector<VarDecl *> &Params = TD->Pattern->Params;
  for (size_t I = 0; I < ArgTys.size() && I < Params.size(); ++I) {
    const Type &P = Params[I]->Ty;
    Type VecElem; // `T<N>` against a short vector: T from its elements
    if ((P.TVecN || P.TVecLen) && !P.IsPointer) {
      const Type &A = ArgTys[I];
      if (!isShortVector(A) || A.IsPointer || A.isArray()) {
        Why = "could not match '" + patternTypeName(P) + "' against '" +
              typeName(A) + "' (argument " + std::to_string(I + 1) +
              " is not a short vector)";
        return false;
      }
      unsigned N = A.Struct->VecN;
      if (P.TVecN && P.TVecN != N) {
        Why = "argument " + std::to_string(I + 1) + " has " +
              std::to_string(N) + " elements, the parameter " +
              std::to_string(P.TVecN);
        return false;
      }
      if (P.TVecLen) {
        size_t KL = paramIndex(TD, P.TVecLen);
        if (KL < Vals.size()) {
          TemplateArgValue &LV = Vals[KL];
          if (LV.Set && LV.Val != N) {
            Why = "deduced conflicting values for parameter '" +
                  P.TVecLen->Name + "' (" + std::to_string(LV.Val) + " vs. " +
                  std::to_string(N) + ")";
            return false;
          }
          LV.IsType = false;
          LV.Val = N;
          LV.Set = true;
        }
      }
      VecElem = Type::scalar(A.Struct->VecKind, A.Var);
    }
    if (!P.TParam)
      continue;
    size_t K = paramIndex(TD, P.TParam);
    if (K >= Vals.size() || Explicit[K])
      continue;
    Type A = VecElem.Kind != ScalarKind::Void ? VecElem : ArgTys[I];
    A.IsConst = false;
    A.IsRef = false;
    A.DeclaredAsArray = false;
    Type Bound;
    if (P.IsPointer) {
      if (A.isArray() && A.Dims.size() == 1) {
        Bound = A.elementType(); // decays to a pointer to the element
      } else if (A.IsPointer) {
        Bound = A.pointee();
      } else {
        Why = "could not match '" + patternTypeName(P) + "' against '" +
              typeName(ArgTys[I]) + "' (argument " + std::to_string(I + 1) +
              " is not a pointer)";
        return false;
      }
      Bound.IsConst = false;
      if (P.PointeeVar != Variability::Unbound)
        Bound.Var = Variability::Unbound;
    } else {
      if (A.isArray()) {
        Why = "argument " + std::to_string(I + 1) +
              " is an array; pass a pointer parameter ('T *') instead";
        return false;
      }
      Bound = A;
      if (P.Var != Variability::Unbound && !A.IsPointer)
        Bound.Var = Variability::Unbound; // `uniform T`: the base type
    }
    TemplateArgValue &V = Vals[K];
    if (!V.Set) {
      V.IsType = true;
      V.Ty = Bound;
      V.Set = true;
      continue;
    }
    if (sameArgType(V.Ty, Bound))
      continue;
    if (sameType(V.Ty.withVar(Bound.Var), Bound) &&
        V.Ty.IsConst == Bound.IsConst) {
      // Only the variability differs: the varying one (ISPC converts the
      // uniform argument); a written one over an unwritten one.
      if (Bound.Var == Variability::Varying ||
          V.Ty.Var == Variability::Unbound)
        V.Ty.Var = Bound.Var;
      continue;
    }
    Why = "deduced conflicting types for parameter '" + TD->Params[K]->Name +
          "' ('" + argTypeName(V.Ty) + "' vs. '" + argTypeName(Bound) + "')";
    return false;
  }
  for (size_t K = 0; K < Vals.size(); ++K) {
    if (Vals[K].Set)
      continue;
    if (TD->Params[K]->HasDefault) { // neither written nor deduced
      if (!defaultTemplateArg(TD->Params[K], Vals[K])) {
        Why = "invalid default argument for template parameter '" +
              TD->Params[K]->Name + "'";
        return false;
      }
      continue;
    }
    Why = "couldn't infer template argument '" + TD->Params[K]->Name + "'";
    return false;
  }
  return true;
}

/// Same return and parameter types (after ISPC's defaults).
static bool sameSignatureAs(const FuncDecl *A, const FuncDecl *B) {
  if (A->Params.size() != B->Params.size() || !sameType(A->RetTy, B->RetTy))
    return false;
  for (size_t I = 0; I < A->Params.size(); ++I)
    if (!sameType(A->Params[I]->Ty, B->Params[I]->Ty) ||
        A->Params[I]->Ty.IsRef != B->Params[I]->Ty.IsRef)
      return false;
  return true;
}

/// Could Spec (explicit specialization arguments) stand for Vals? An
/// unwritten variability matches either.
static bool specMatches(const std::vector<TemplateArgValue> &Spec,
                        const std::vector<TemplateArgValue> &Vals) {
  if (Spec.size() != Vals.size())
    return false;
  for (size_t I = 0; I < Spec.size(); ++I) {
    const TemplateArgValue &S = Spec[I], &V = Vals[I];
    if (S.IsType != V.IsType)
      return false;
    if (!S.IsType) {
      if (S.Val != V.Val)
        return false;
      continue;
    }
    if (!sameType(S.Ty.withVar(V.Ty.Var), V.Ty))
      return false;
    if (S.Ty.Var != V.Ty.Var && S.Ty.Var != Variability::Unbound &&
        V.Ty.Var != Variability::Unbound)
      return false;
  }
  return true;
}

/// The mangled IR name of an instantiation: unique per template (by its
/// parameter types) and argument list.
static std::string instanceIRName(const FuncDecl *F,
                                  const std::vector<TemplateArgValue> &V) {
  std::string N = F->Name + "___tmpl";
  for (const TemplateArgValue &A : V) {
    N += "_";
    if (!A.IsType) {
      N += "n" + std::to_string(A.Val);
      continue;
    }
    if (A.Ty.Var == Variability::Unbound && !A.Ty.IsPointer)
      N += "x";
    N += mangleType(A.Ty);
    if (A.Ty.IsPointer)
      N += A.Ty.Var == Variability::Varying ? "v" : "u";
  }
  N += "__";
  for (VarDecl *P : F->Params)
    N += mangleType(P->Ty);
  return N;
}

FuncDecl *Sema::instantiate(TemplateDecl *TD,
                            const std::vector<TemplateArgValue> &Vals,
                            SourceLocation At) {
  std::string Text = templateArgsText(TD, Vals);
  auto Key = std::make_pair(TD, Text);
  auto It = Instances.find(Key);
  if (It != Instances.end()) // an invalid one was reported when first made
    return It->second->Invalid ? nullptr : It->second;
  for (auto &[SF, SV] : SpecArgs)
    if (SF->FromTemplate == TD && specMatches(SV, Vals)) {
      Instances[Key] = SF;
      return SF;
    }
  // Instantiations requesting instantiations (`f<N>` calling `f<N + 1>`)
  // must end.
  unsigned Depth = 0;
  for (FuncDecl *G = CurFn; G && G->FromTemplate; G = G->InstantiatedIn)
    ++Depth;
  if (Depth >= MaxInstantiationDepth) {
    Diag.error(At, "recursive template instantiation exceeded the maximum "
                   "depth of " +
                       llvm::Twine(MaxInstantiationDepth));
    return nullptr;
  }
  TemplateBindings B;
  for (size_t I = 0; I < Vals.size(); ++I) {
    if (Vals[I].IsType) {
      B.Types[TD->Params[I]] = Vals[I].Ty;
    } else {
      B.Values[TD->Params[I]] = Vals[I].Val;
      B.ValueParams.push_back(TD->Params[I]);
    }
  }
  ASTCloner C(Ctx, &B);
  FuncDecl *F = C.cloneFunction(TD->Pattern);
  F->FromTemplate = TD;
  F->TemplateArgsText = Text;
  F->InstantiatedAt = At;
  F->InstantiatedIn = CurFn && CurFn->FromTemplate ? CurFn : nullptr;
  Instances[Key] = F;
  std::string Note = "in instantiation of function template specialization "
                    "'" + TD->Name + "<" + Text + ">' requested here";
  Diag.pushContext(At, Note);
  if (!C.Error.empty()) {
    Diag.error(C.ErrorLoc, C.Error);
    F->Invalid = true;
  } else if (!resolveSignature(F)) {
    F->Invalid = true;
  }
  Diag.popContext();
  if (F->Invalid)
    return nullptr;
  F->Canonical = F;
  F->IRName = instanceIRName(F, Vals);
  keepPristineBody(F); // before useInstance queues its body for checking
  return F;
}

void Sema::useInstance(FuncDecl *F) {
  if (F->InstantiatedAt.isInvalid() || !QueuedInstances.insert(F).second)
    return; // an explicit specialization is checked as a plain function
  PendingInstances.push_back(F);
}

void Sema::addTemplateCandidates(
    Expr *Call, std::vector<TemplateDecl *> &TDs,
    std::vector<FuncDecl *> &Cands,
    std::vector<std::pair<SourceLocation, std::string>> &Ignored,
    bool &Failed) {
  std::vector<Type> ArgTys;
  for (Expr *A : Call->Args)
    ArgTys.push_back(A->Ty);
  for (TemplateDecl *TD : TDs) {
    std::vector<TemplateArgValue> Vals;
    if (Call->TemplateArgs.size() > TD->Params.size()) {
      if (TDs.size() == 1 && Cands.empty()) {
        evalTemplateArgs(TD, Call->TemplateArgs, Call->Loc, Vals);
        Failed = true;
        return;
      }
      Ignored.push_back({TD->Loc, "candidate template ignored: too many "
                                  "template arguments"});
      continue;
    }
    if (!evalTemplateArgs(TD, Call->TemplateArgs, Call->Loc, Vals)) {
      Failed = true;
      return;
    }
    const FuncDecl *P = TD->Pattern;
    size_t Req = P->Params.size();
    while (Req && P->Params[Req - 1]->DefaultArg)
      --Req;
    if (ArgTys.size() > P->Params.size() || ArgTys.size() < Req) {
      Ignored.push_back(
          {TD->Loc, "candidate template ignored: requires " +
                        std::to_string(Req) +
                        (Req == P->Params.size() ? "" : " or more") +
                        (Req == 1 && Req == P->Params.size() ? " argument"
                                                             : " arguments") +
                        ", but " + std::to_string(ArgTys.size()) +
                        (ArgTys.size() == 1 ? " was" : " were") +
                        " provided"});
      continue;
    }
    std::string Why;
    if (!deduceTemplateArgs(TD, ArgTys, Vals, Why)) {
      Ignored.push_back({TD->Loc, "candidate template ignored: " + Why});
      continue;
    }
    FuncDecl *F = instantiate(TD, Vals, Call->Loc);
    if (!F) {
      // Its signature was invalid (reported, now or at an earlier call).
      Failed = true;
      return;
    }
    Cands.push_back(F);
  }
}

void Sema::declareTemplates(TranslationUnit &TU,
                            std::vector<FuncDecl *> &Defs) {
  for (TemplateDecl *TD : TU.Templates)
    Templates[TD->Name].push_back(TD);
  for (FuncDecl *F : TU.Funcs) {
    if (!F->IsSpecialization && !F->IsExplicitInstantiation)
      continue;
    if (Diag.shouldStop())
      return;
    const char *What = F->IsSpecialization ? "explicit specialization"
                                           : "explicit instantiation";
    auto TIt = Templates.find(F->Name);
    if (TIt == Templates.end()) {
      Diag.error(F->Loc, llvm::Twine(What) + " of '" + F->Name +
                             "', which is not a function template");
      continue;
    }
    // The written signature, checked as a plain function's, selects the
    // template and its arguments (the written ones, then deduction).
    if (!resolveSignature(F))
      continue;
    std::vector<Type> ParamTys;
    for (VarDecl *P : F->Params)
      ParamTys.push_back(P->Ty);
    TemplateDecl *Match = nullptr;
    std::vector<TemplateArgValue> Vals;
    std::string Why;
    for (TemplateDecl *TD : TIt->second) {
      if (TD->Pattern->Params.size() != F->Params.size() ||
          F->TemplateArgs.size() > TD->Params.size())
        continue;
      std::vector<TemplateArgValue> V;
      if (!evalTemplateArgs(TD, F->TemplateArgs, F->Loc, V))
        break;
      if (!deduceTemplateArgs(TD, ParamTys, V, Why))
        continue;
      Match = TD;
      Vals = V;
      break;
    }
    if (!Match) {
      Diag.error(F->Loc, llvm::Twine(What) + " of '" + F->Name +
                             "' matches no template" +
                             (Why.empty() ? "" : ": " + Why));
      for (TemplateDecl *TD : TIt->second)
        Diag.note(TD->Loc, "template declared here");
      continue;
    }
    // The declaration must be the template's signature for these
    // arguments (ISPC's defaults applied to both).
    if (F->IsExplicitInstantiation) {
      SourceLocation At = F->Loc;
      if (FuncDecl *I = instantiate(Match, Vals, At)) {
        if (!sameSignatureAs(I, F)) {
          Diag.error(F->Loc, "explicit instantiation of '" + F->Name + "<" +
                                 I->TemplateArgsText +
                                 ">' does not match the template's "
                                 "signature");
          Diag.note(Match->Loc, "template declared here");
          continue;
        }
        useInstance(I);
      }
      continue;
    }
    {
      // The specialization must have the template's signature for its
      // arguments: compare with the pattern's, substituted and checked.
      TemplateBindings B;
      for (size_t I = 0; I < Vals.size(); ++I) {
        if (Vals[I].IsType) {
          B.Types[Match->Params[I]] = Vals[I].Ty;
        } else {
          B.Values[Match->Params[I]] = Vals[I].Val;
          B.ValueParams.push_back(Match->Params[I]);
        }
      }
      ASTCloner C(Ctx, &B);
      FuncDecl *Sig = C.cloneFunction(Match->Pattern);
      Sig->Body = nullptr;
      if (!C.Error.empty() || !resolveSignature(Sig) ||
          !sameSignatureAs(Sig, F)) {
        Diag.error(F->Loc, "explicit specialization of '" + F->Name + "<" +
                               templateArgsText(Match, Vals) +
                               ">' does not match the template's signature");
        Diag.note(Match->Loc, "template declared here");
        continue;
      }
    }
    std::string Text = templateArgsText(Match, Vals);
    auto Key = std::make_pair(Match, Text);
    if (Instances.count(Key)) {
      FuncDecl *Prev = Instances[Key];
      Diag.error(F->Loc, "explicit specialization of '" + F->Name + "<" +
                             Text + ">' after " +
                             (Prev->IsSpecialization ? "a previous one"
                                                     : "its instantiation"));
      Diag.note(Prev->IsSpecialization ? Prev->Loc : Prev->InstantiatedAt,
                Prev->IsSpecialization ? "previous specialization is here"
                                       : "first instantiated here");
      continue;
    }
    F->FromTemplate = Match;
    F->TemplateArgsText = Text;
    F->Canonical = F;
    F->IRName = instanceIRName(F, Vals);
    Instances[Key] = F;
    SpecArgs.push_back({F, Vals});
    Defs.push_back(F);
  }
}

void Sema::checkInstances(std::vector<FuncDecl *> &Defs) {
  // Checking a body may request more instantiations: a worklist.
  for (; NextPending < PendingInstances.size(); ++NextPending) {
    if (Diag.shouldStop())
      return;
    FuncDecl *F = PendingInstances[NextPending];
    if (F->Invalid)
      continue;
    checkDefinition(F);
    Defs.push_back(F);
  }
}

} // namespace fe
} // namespace spmdc
