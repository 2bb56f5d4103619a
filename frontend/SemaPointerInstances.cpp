//===- SemaPointerInstances.cpp - varying pointers to pointer parameters --===//
//
// \file
// The part of Sema (see Sema.h) that accepts ISPC's varying arguments to
// unqualified pointer parameters. ISPC makes `uniform float * p`, a
// parameter of an internal function, a varying pointer; spmdc makes it
// uniform, which is the fast case (one address for the gang: vector loads
// instead of gathers). A call that passes a varying pointer there (the
// common case in ISPC code: `float *p = &a[i]` is varying) runs an
// instance of the function whose parameter is `uniform float * varying p`,
// like a template instantiation: one instance per combination of varying
// levels actually used, its body checked on its own (errors carry a note
// naming the call that needed it). Uniform arguments keep the function as
// declared. Each pointer level written without a variability counts
// (`float **pp`: the parameter and the pointer it points to).
//
// Expects: resolveSignature called recordUnboundPtrLevels before binding
// the parameters' variability; run() kept an unchecked copy of every
// definition with such parameters (keepPristineBody) before checking
// bodies. Guarantees: an instance has its own IR name (the definition's
// plus "___vp" and the flipped levels per parameter), is internal, is never
// the target of a function pointer (a pointer to the function keeps the
// uniform parameters), and is queued on PendingInstances for checking and
// code generation.
//
//===----------------------------------------------------------------------===//
#include "frontend/ASTClone.h"
#include "frontend/Sema.h"
#include <algorithm>

namespace spmdc {
namespace fe {

/// Pointer levels deeper than this are never instantiated (the mask is a
/// byte; nobody writes `float ********p`).
static constexpr unsigned MaxPtrLevels = 8;

/// The variability of pointer level K of T: level 0 is T itself (an array
/// decays to a uniform pointer), level K > 0 the pointer reached through
/// K levels of pointees. Unbound where T has no such pointer level.
static Variability levelVar(const Type &T, unsigned K) {
  if (T.isArray()) {
    if (K == 0)
      return Variability::Uniform;
    Type E = T;
    E.Dims.clear();
    E.RtDims = nullptr;
    return levelVar(E, K - 1);
  }
  if (!T.IsPointer || T.Fn)
    return Variability::Unbound;
  if (K == 0)
    return T.Var;
  const Type *Cur = &T;
  for (unsigned L = 1; L < K; ++L) {
    if (!Cur->PtrTo)
      return Variability::Unbound;
    Cur = Cur->PtrTo.get();
  }
  return Cur->PtrTo && !Cur->PtrTo->Fn ? Cur->PointeeVar
                                       : Variability::Unbound;
}

/// Sets pointer level K (> 0 for the pointee levels) of non-array T to V,
/// copying the shared inner types it changes.
static void setLevelVar(Type &T, unsigned K, Variability V) {
  if (K == 0) {
    T.Var = V;
    return;
  }
  if (K == 1) {
    T.PointeeVar = V;
    return;
  }
  Type Inner = *T.PtrTo;
  setLevelVar(Inner, K - 1, V);
  T.PtrTo = std::make_shared<const Type>(std::move(Inner));
}

void Sema::recordUnboundPtrLevels(FuncDecl *F) {
  // Export and extern "C" functions take only uniform pointers (the C
  // header has one per call); a task is launched, never called.
  if (F->Storage == StorageKind::Export || F->IsExternC || F->IsTask)
    return;
  for (VarDecl *P : F->Params) {
    const Type &T = P->Ty;
    P->UnboundPtrLevels = 0;
    if (!T.IsPointer || T.Fn || T.IsRef)
      continue;
    // `float a[]` is a uniform pointer in ISPC too.
    if (T.Var == Variability::Unbound && !T.DeclaredAsArray)
      P->UnboundPtrLevels |= 1;
    const Type *Cur = &T;
    for (unsigned K = 1; Cur->PtrTo && K < MaxPtrLevels; ++K) {
      if (Cur->PointeeVar == Variability::Unbound && !Cur->PtrTo->Fn)
        P->UnboundPtrLevels |= 1u << K;
      Cur = Cur->PtrTo.get();
    }
  }
}

void Sema::keepPristineBody(FuncDecl *F) {
  if (!F->Body || PristineFuncs.count(F))
    return;
  for (VarDecl *P : F->Params)
    if (P->UnboundPtrLevels) {
      ASTCloner C(Ctx);
      PristineFuncs[F] = C.cloneFunction(F);
      return;
    }
}

Type Sema::flipPointerLevels(const VarDecl *P, const Type &A,
                             unsigned &Flips) {
  Type T = P->Ty;
  Flips = 0;
  for (unsigned K = 0; K < MaxPtrLevels; ++K)
    if ((P->UnboundPtrLevels >> K & 1) &&
        levelVar(T, K) == Variability::Uniform &&
        levelVar(A, K) == Variability::Varying) {
      setLevelVar(T, K, Variability::Varying);
      ++Flips;
    }
  return T;
}

FuncDecl *Sema::varyingPointerInstance(Expr *Call, FuncDecl *F) {
  std::string Key, Names, IRSuffix;
  std::vector<uint8_t> Masks(F->Params.size(), 0);
  for (size_t I = 0; I < Call->Args.size() && I < F->Params.size(); ++I) {
    const VarDecl *P = F->Params[I];
    for (unsigned K = 0; K < MaxPtrLevels; ++K)
      if ((P->UnboundPtrLevels >> K & 1) &&
          levelVar(P->Ty, K) == Variability::Uniform &&
          levelVar(Call->Args[I]->Ty, K) == Variability::Varying)
        Masks[I] |= 1u << K;
    if (!Masks[I])
      continue;
    Names += std::string(Names.empty() ? "" : ", ") + "'" +
             (P->Name.empty() ? "#" + std::to_string(I + 1) : P->Name) + "'";
  }
  for (size_t I = 0; I < Masks.size(); ++I)
    Key += std::to_string(Masks[I]) + ".";
  if (Names.empty())
    return F;
  FuncDecl *Def = F->Canonical && F->Canonical->Body ? F->Canonical : F;
  auto PIt = PristineFuncs.find(Def);
  if (!Def->Body || PIt == PristineFuncs.end()) {
    // No body to instantiate: the function as declared takes a uniform
    // pointer, and there is no varying variant in another object either.
    Diag.error(Call->Loc,
               "function '" + F->Name + "' is not defined in this file, so "
               "it has no instance taking a varying pointer for parameter " +
                   Names +
                   " (an unqualified pointer parameter is uniform in "
                   "spmdc); declare the parameter '* varying' or pass a "
                   "uniform pointer");
    Diag.note(F->Loc, "declared here");
    return nullptr;
  }
  auto It = VaryingPtrInsts.find({Def, Key});
  if (It != VaryingPtrInsts.end())
    return It->second->Invalid ? nullptr : It->second;
  ASTCloner C(Ctx);
  FuncDecl *N = C.cloneFunction(PIt->second);
  for (size_t I = 0; I < Masks.size(); ++I) {
    for (unsigned K = 0; K < MaxPtrLevels; ++K)
      if (Masks[I] >> K & 1)
        setLevelVar(N->Params[I]->Ty, K, Variability::Varying);
    IRSuffix += "_" + std::to_string(Masks[I]);
  }
  N->Canonical = N;
  N->IRName = Def->IRName + "___vp" + IRSuffix;
  // Only the definition's calls and pointers name it; the instance is the
  // compiler's (no variant for other objects, no function-pointer target).
  N->Storage = StorageKind::Static;
  N->AddressTaken = false;
  N->AddrSig = nullptr;
  N->VaryingPtrOf = Def;
  N->VaryingPtrParams = Names;
  N->InstantiatedAt = Call->Loc;
  N->InstantiatedIn =
      CurFn && (CurFn->FromTemplate || CurFn->VaryingPtrOf) &&
              CurFn->InstantiatedAt.isValid()
          ? CurFn
          : nullptr;
  VaryingPtrInsts[{Def, Key}] = N;
  if (QueuedInstances.insert(N).second)
    PendingInstances.push_back(N);
  return N;
}

// A function with unqualified pointer parameters is like a template: the
// declared form (uniform pointers) is checked and compiled when a call
// passes uniform pointers or its address is taken, each varying-pointer
// instance when a call needs it. So a body that is valid ISPC only with a
// varying parameter (`*p = s` with a varying s) compiles when every call
// passes varying pointers, as in ISPC.
void Sema::deferDeclaredForms(std::vector<FuncDecl *> &Defs) {
  std::vector<FuncDecl *> Keep;
  for (FuncDecl *F : Defs)
    (PristineFuncs.count(F) ? DeferredForms : Keep).push_back(F);
  Defs = std::move(Keep);
}

void Sema::useDeclaredForm(FuncDecl *F) {
  FuncDecl *Def = F->Canonical && F->Canonical->Body ? F->Canonical : F;
  auto It = std::find(DeferredForms.begin(), DeferredForms.end(), Def);
  if (It == DeferredForms.end())
    return;
  DeferredForms.erase(It);
  if (QueuedInstances.insert(Def).second)
    PendingInstances.push_back(Def);
}

bool Sema::queueUnusedDeclaredForms() {
  // A definition used only through varying-pointer instances is not
  // compiled in its declared form (nothing here calls it; other objects
  // calling it is not supported: docs/language.md). Any other is checked
  // as declared, as every definition is, and keeps its variant for other
  // objects.
  llvm::SmallPtrSet<FuncDecl *, 8> Instantiated;
  for (auto &[Key, Inst] : VaryingPtrInsts)
    Instantiated.insert(Key.first);
  bool Any = false;
  for (FuncDecl *F : DeferredForms)
    if (!Instantiated.count(F) && QueuedInstances.insert(F).second) {
      PendingInstances.push_back(F);
      Any = true;
    }
  DeferredForms.clear();
  return Any;
}

} // namespace fe
} // namespace spmdc
