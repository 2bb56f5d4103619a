//===- MaskedVariants.cpp - Masked vector variants of SPMD functions ------===//
//
// See MaskedVariants.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/MaskedVariants.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/Privatize.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace spmdc {

bool isMaskedFunction(const Function &F) {
  return !F.isDeclaration() &&
         F.getFnAttribute("spmd.kind").getValueAsString() == MaskedKind;
}

bool hasExternVariant(const Function &F) {
  return F.hasFnAttribute(ExternNameAttr);
}

std::string externVariantName(const Function &F, const GangWidth &GW,
                              StringRef TargetSuffix) {
  std::string Width =
      GW.isScalable() ? std::string("vla") : std::to_string(GW.fixedLanes());
  return ("__spmdc_" + F.getFnAttribute(ExternNameAttr).getValueAsString() +
          "_w" + Width + "_" + TargetSuffix)
      .str();
}

void retainExternDefinitions(Module &M) {
  SmallVector<GlobalValue *, 4> Keep;
  for (Function &F : M)
    if (!F.isDeclaration() && hasExternVariant(F))
      Keep.push_back(&F);
  if (!Keep.empty())
    appendToCompilerUsed(M, Keep);
}

bool isGangEntryFunction(const Function &F) {
  if (F.isDeclaration())
    return false;
  StringRef Kind = F.getFnAttribute("spmd.kind").getValueAsString();
  return Kind == "export" || Kind == "task" || Kind == MaskedKind;
}

namespace {

/// F's attributes for \p FT, whose parameter 0 is a new bare one (the
/// mask) and whose other parameters are F's from \p FirstOld on, minus the
/// attributes their (possibly widened) types do not allow.
AttributeList attributesFor(const Function &F, FunctionType *FT,
                            unsigned FirstOld) {
  LLVMContext &Ctx = F.getContext();
  AttributeList AL = F.getAttributes();
  auto Fit = [&](AttributeSet AS, Type *T) {
    return AS.removeAttributes(Ctx, AttributeFuncs::typeIncompatible(T, AS));
  };
  SmallVector<AttributeSet, 8> Params{AttributeSet()};
  for (unsigned K = FirstOld; K < F.arg_size(); ++K)
    Params.push_back(Fit(AL.getParamAttrs(K), FT->getParamType(Params.size())));
  return AttributeList::get(Ctx, AL.getFnAttrs(),
                            Fit(AL.getRetAttrs(), FT->getReturnType()), Params);
}

/// `F.masked`: F's body with a leading varying i1 parameter. F is left
/// without a body.
Function *makeMaskedClone(Function &F) {
  LLVMContext &Ctx = F.getContext();
  FunctionType *FT = F.getFunctionType();
  SmallVector<Type *, 8> Params{Type::getInt1Ty(Ctx)};
  Params.append(FT->param_begin(), FT->param_end());
  // A declaration (an extern function defined in another object) stays
  // one: spmd-widen declares its shell under the agreed symbol.
  Function *NF =
      Function::Create(FunctionType::get(FT->getReturnType(), Params, false),
                       F.isDeclaration() ? GlobalValue::ExternalLinkage
                                         : GlobalValue::InternalLinkage,
                       F.getName() + ".masked", F.getParent());
  NF->setAttributes(attributesFor(F, NF->getFunctionType(), 0));
  NF->addFnAttr("spmd.kind", MaskedKind);
  // Recursion is what kept it from being inlined; the widened shell may be
  // inlined later by LLVM's optimizer where that pays.
  NF->removeFnAttr(Attribute::AlwaysInline);
  NF->splice(NF->begin(), &F);
  NF->getArg(0)->setName("__mask");
  for (unsigned K = 0; K < F.arg_size(); ++K) {
    F.getArg(K)->replaceAllUsesWith(NF->getArg(K + 1));
    NF->getArg(K + 1)->takeName(F.getArg(K));
  }
  if (DISubprogram *SP = F.getSubprogram()) {
    NF->setSubprogram(SP);
    F.setSubprogram(nullptr);
  }
  return NF;
}

} // namespace

FunctionCallee variantMarker(Module &M, StringRef Kind, Type *VecTy) {
  std::string Name = Kind.str() + ".";
  raw_string_ostream OS(Name);
  VecTy->print(OS);
  bool IsParam = Kind == VariantParamName;
  LLVMContext &Ctx = M.getContext();
  return M.getOrInsertFunction(
      Name, IsParam ? FunctionType::get(VecTy, false)
                    : FunctionType::get(Type::getVoidTy(Ctx), {VecTy}, false));
}

namespace {

/// \p P may point into a private alloca (not gang memory): directly, or
/// through the frontend's pointer variables (a local slot the pointer was
/// stored to and loaded from, as parameters and `int *p = &x` are before
/// SROA), a few slots deep.
bool mayPointToPrivate(const Value *P, unsigned Depth = 0) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(P, Objects);
  for (const Value *O : Objects) {
    if (auto *AI = dyn_cast<AllocaInst>(O); AI && !isGangMemory(*AI))
      return true;
    auto *L = dyn_cast<LoadInst>(O);
    auto *Slot = L ? dyn_cast<AllocaInst>(
                         getUnderlyingObject(L->getPointerOperand()))
                   : nullptr;
    if (!Slot || Depth >= 4)
      continue;
    for (const User *U : Slot->users())
      if (auto *S = dyn_cast<StoreInst>(U);
          S && S->getValueOperand()->getType()->isPointerTy() &&
          mayPointToPrivate(S->getValueOperand(), Depth + 1))
        return true;
  }
  return false;
}

/// The calls of `noinline` internal functions that pass the address of
/// private memory, and the argument that does. A recursive callee
/// (directly or mutually: on a cycle of the call graph) is left out:
/// inlining one level would only move the call.
void privateAddressCalls(Module &M, SmallVectorImpl<CallBase *> &Calls,
                         SmallVectorImpl<unsigned> &ArgNos) {
  CallGraph CG(M);
  SmallPtrSet<const Function *, 8> Recursive;
  for (auto SCC = scc_begin(&CG); !SCC.isAtEnd(); ++SCC)
    if (SCC.hasCycle())
      for (CallGraphNode *N : *SCC)
        if (const Function *F = N->getFunction())
          Recursive.insert(F);
  for (Function &F : M) {
    if (F.isDeclaration() || !F.hasFnAttribute(Attribute::NoInline) ||
        F.getFnAttribute("spmd.kind").getValueAsString() != "internal" ||
        Recursive.contains(&F))
      continue;
    for (User *U : F.users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledFunction() != &F)
        continue;
      for (unsigned K = 0; K < CB->arg_size(); ++K) {
        Value *A = CB->getArgOperand(K);
        if (A->getType()->isPointerTy() && mayPointToPrivate(A)) {
          Calls.push_back(CB);
          ArgNos.push_back(K);
          break;
        }
      }
    }
  }
}

} // namespace

bool inlineNoInlineCallsWithPrivateAddresses(Module &M) {
  bool Changed = false;
  // Inlining one call can hand the private address on to a call of another
  // noinline function in the inlined body: again, a few times at most
  // (recursive callees are never inlined: spmd-privatize gives the
  // object a lane-contiguous layout for their calls).
  for (unsigned Round = 0; Round < 8; ++Round) {
    SmallVector<CallBase *, 8> Calls;
    SmallVector<unsigned, 8> ArgNos;
    privateAddressCalls(M, Calls, ArgNos);
    if (Calls.empty())
      break;
    SmallSetVector<Function *, 8> Inlined;
    for (unsigned I = 0; I < Calls.size(); ++I) {
      CallBase *CB = Calls[I];
      Function *Callee = CB->getCalledFunction();
      OptimizationRemarkMissed R("inline", "NoInlinePrivateAddress", CB);
      R << "'" << ore::NV("Callee", Callee)
        << "' is declared 'noinline' but is inlined here: argument "
        << ore::NV("Argument", ArgNos[I] + 1)
        << " is the address of a private variable of the caller, which a "
           "call passes as one address per program instance (gathers and "
           "scatters in the called function)";
      // (Should the inliner refuse, spmd-privatize reports the call.)
      InlineFunctionInfo IFI;
      if (InlineFunction(*CB, IFI).isSuccess()) {
        M.getContext().diagnose(R);
        Changed = true;
        Inlined.insert(Callee);
      }
    }
    // A local callee left without calls goes (the inliner's GlobalDCE has
    // run): spmd-variants would give a dead function's callees masked
    // variants that nobody widens. After the round: a call in it may have
    // been in this round's list.
    for (Function *F : Inlined)
      if (F->use_empty() && F->hasLocalLinkage())
        F->eraseFromParent();
  }
  return Changed;
}

bool createMaskedVariants(Module &M) {
  // The inliner is done with the extern definitions retainExternDefinitions
  // protected: their only use left is the one each masked variant replaces.
  bool Changed = false;
  removeFromUsedLists(M, [&](Constant *C) {
    auto *F = dyn_cast<Function>(C);
    bool Ours = F && !F->isDeclaration() && hasExternVariant(*F);
    Changed |= Ours;
    return Ours;
  });
  SmallVector<Function *, 4> Called;
  for (Function &F : M)
    F.removeDeadConstantUsers(); // the old used-list arrays
  for (Function &F : M)
    if (F.getFnAttribute("spmd.kind").getValueAsString() == "internal" &&
        (F.isDeclaration() ? hasExternVariant(F) && !F.use_empty()
                           : !F.use_empty() || hasExternVariant(F)))
      Called.push_back(&F);
  if (Called.empty())
    return Changed;
  DenseMap<Function *, Function *> Variant;
  for (Function *F : Called)
    Variant[F] = makeMaskedClone(*F);
  for (Function *F : Called) {
    Function *NF = Variant[F];
    for (User *U : make_early_inc_range(F->users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledFunction() != F)
        continue; // the language has no function pointers yet
      SmallVector<Value *, 8> Args{ConstantInt::getTrue(M.getContext())};
      Args.append(CI->arg_begin(), CI->arg_end());
      CallInst *New = CallInst::Create(NF, Args, "", CI->getIterator());
      New->setDebugLoc(CI->getDebugLoc());
      New->takeName(CI);
      CI->replaceAllUsesWith(New);
      CI->eraseFromParent();
    }
    if (F->use_empty())
      F->eraseFromParent();
  }
  return true;
}

Function *createWidenedShell(Function &F, const GangWidth &GW) {
  LLVMContext &Ctx = F.getContext();
  FunctionType *FT = F.getFunctionType();
  auto Widen = [&](Type *T, bool Uniform) -> Type * {
    return Uniform || T->isVoidTy() ? T : GW.vecTy(T);
  };
  SmallVector<Type *, 8> Params{GW.maskTy(Ctx)};
  for (unsigned K = 1; K < F.arg_size(); ++K)
    Params.push_back(Widen(FT->getParamType(K),
                           F.getArg(K)->hasAttribute(UniformAttrName)));
  Type *Ret = Widen(FT->getReturnType(),
                    F.getAttributes().hasRetAttr(UniformAttrName));
  Function *Shell = Function::Create(
      FunctionType::get(Ret, Params, false), GlobalValue::InternalLinkage,
      F.getName() + "." + GW.str(), F.getParent());
  Shell->setAttributes(attributesFor(F, Shell->getFunctionType(), 1));
  return Shell;
}

void moveIntoShell(Function &F, Function &Shell, ArrayRef<Value *> ArgVectors,
                   Value *RetVector) {
  Shell.splice(Shell.begin(), &F);
  for (unsigned K = 0; K < F.arg_size(); ++K) {
    Argument *NA = Shell.getArg(K);
    NA->takeName(F.getArg(K));
    if (Value *Placeholder = K < ArgVectors.size() ? ArgVectors[K] : nullptr) {
      Placeholder->replaceAllUsesWith(NA);
      if (auto *I = dyn_cast<Instruction>(Placeholder))
        I->eraseFromParent();
      F.getArg(K)->replaceAllUsesWith(PoisonValue::get(F.getArg(K)->getType()));
    } else {
      F.getArg(K)->replaceAllUsesWith(NA);
    }
  }
  if (auto *Marker = dyn_cast_or_null<CallInst>(RetVector)) {
    Instruction *Ret = Marker->getParent()->getTerminator();
    ReturnInst::Create(F.getContext(), Marker->getArgOperand(0),
                       Ret->getIterator());
    Ret->eraseFromParent();
    Marker->eraseFromParent();
  }
  // F's function attributes now include the widener's "spmd.widened".
  Shell.setAttributes(attributesFor(F, Shell.getFunctionType(), 1));
  if (DISubprogram *SP = F.getSubprogram()) {
    Shell.setSubprogram(SP);
    F.setSubprogram(nullptr);
  }
  if (F.use_empty())
    F.eraseFromParent();
}

} // namespace spmdc
