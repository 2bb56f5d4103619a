//===- GpuDeviceLibs.cpp - extern "C" functions on GPUs: --device-lib -----===//
//
// \file
// See GpuDeviceLibs.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuDeviceLibs.h"
#include "gpu-backend/BitcodeLink.h"
#include "gpu-backend/GpuCrossLane.h"
#include "gpu-backend/GpuTarget.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {
namespace {

Error failure(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// 80 for "sm_80" (also "sm_90a"), 0 for anything else.
unsigned smVersion(StringRef CPU) {
  unsigned V = 0;
  if (!CPU.consume_front("sm_"))
    return 0;
  CPU = CPU.take_while([](char C) { return isDigit(C); });
  return CPU.getAsInteger(10, V) ? 0 : V;
}

/// The library's functions run inside the kernels of \p Processor.
Error checkProcessor(const Module &Lib, Arch A, StringRef Processor) {
  unsigned Wave = waveSizeOf(A, Processor);
  for (const Function &F : Lib) {
    Attribute CPU = F.getFnAttribute("target-cpu");
    if (F.isDeclaration() || !CPU.isValid())
      continue; // no processor: compiled for the kernels' one when linked
    StringRef C = CPU.getValueAsString();
    if (A == Arch::AMDGCN) {
      // AMDGPU code is specific to its processor (and, on gfx10+, to the
      // wave size it was compiled for).
      if (C != Processor)
        return failure("'" + F.getName() + "' is compiled for " + C +
                       ", not for " + Processor +
                       " (compile the library with -mcpu=" + Processor + ")");
      StringRef Feat = F.getFnAttribute("target-features").getValueAsString();
      unsigned LibWave = Feat.contains("+wavefrontsize64")   ? 64
                         : Feat.contains("+wavefrontsize32") ? 32
                                                             : Wave;
      if (LibWave != Wave)
        return failure("'" + F.getName() + "' is compiled for wave" +
                       Twine(LibWave) + ", but a gang on " + Processor +
                       " is one wave of " + Twine(Wave) + " lanes");
    } else if (smVersion(C) == 0 || smVersion(C) > smVersion(Processor)) {
      // PTX for an older sm_ runs on a newer one, not the other way round.
      return failure("'" + F.getName() + "' is compiled for " + C + ", which " +
                     Processor +
                     " cannot run (compile the "
                     "library with -march=" +
                     Processor + " or older)");
    }
  }
  return Error::success();
}

std::string printed(const Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

/// "i8 signext" for parameter \p I of \p F (-1: the result).
std::string paramString(const Function &F, int I) {
  Type *T = I < 0 ? F.getReturnType() : F.getFunctionType()->getParamType(I);
  AttributeSet AS = I < 0 ? F.getAttributes().getRetAttrs()
                          : F.getAttributes().getParamAttrs(I);
  std::string S = printed(T);
  if (AS.hasAttribute(Attribute::SExt))
    S += " signext";
  if (AS.hasAttribute(Attribute::ZExt))
    S += " zeroext";
  return S;
}

/// "i32 (i32, float, i64)" with the extensions that are C's ABI.
std::string signature(const Function &F) {
  std::string S = paramString(F, -1) + " (";
  for (unsigned I = 0; I < F.arg_size(); ++I)
    S += (I ? ", " : "") + paramString(F, I);
  return S + ")";
}

/// What is wrong with \p Def as the definition of \p Decl ("" if nothing).
std::string definitionMismatch(const Function &Decl, const GlobalValue &Def) {
  auto *F = dyn_cast<Function>(&Def);
  if (!F)
    return "it is a variable there";
  if (F->isVarArg())
    return "it is variadic there";
  // Small integers and bool: the extension is part of C's ABI (a caller and
  // a callee that disagree read different values when not inlined).
  if (signature(*F) != signature(Decl))
    return "the SPMD declaration is '" + signature(Decl) +
           "' and the library defines '" + signature(*F) + "'";
  return "";
}

/// The value type of an extern global and its definition agree (an
/// unsized array, `extern uniform int t[];`, matches any size).
bool sameVariable(const GlobalVariable &Decl, const GlobalVariable &Def) {
  Type *D = Decl.getValueType(), *L = Def.getValueType();
  if (D == L)
    return true;
  auto *DA = dyn_cast<ArrayType>(D), *LA = dyn_cast<ArrayType>(L);
  return DA && LA && DA->getNumElements() == 0 &&
         DA->getElementType() == LA->getElementType();
}

/// Reports \p Msg at \p Use (an instruction: its location) or at the
/// module's first function.
void error(Module &M, Value *Use, const Twine &Msg) {
  auto *I = dyn_cast_or_null<Instruction>(Use);
  const Function *Fn = I ? I->getFunction() : nullptr;
  if (!Fn)
    for (const Function &F : M)
      if (!F.isDeclaration()) {
        Fn = &F;
        break;
      }
  M.getContext().diagnose(
      DiagnosticInfoUnsupported(*Fn, Msg, I ? I->getDebugLoc() : DebugLoc()));
}

/// The first instruction using \p GV, through constant expressions.
Value *firstUse(GlobalValue &GV) {
  SmallVector<User *, 8> Work(GV.users());
  while (!Work.empty()) {
    User *U = Work.pop_back_val();
    if (isa<Instruction>(U))
      return U;
    append_range(Work, U->users());
  }
  return &GV;
}

/// "a.bc, b.ll" for the messages.
std::string fileList(ArrayRef<std::string> Paths) {
  std::string S;
  for (const std::string &P : Paths)
    S += (S.empty() ? "" : ", ") + P;
  return S;
}

/// Each call of \p F runs once for the gang (see the file comment).
void callOncePerGang(Function &F, Arch A, unsigned WaveSize) {
  SmallVector<CallInst *, 8> Calls;
  for (User *U : F.users())
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == &F)
      Calls.push_back(CI);
  for (CallInst *CI : Calls) {
    Value *R = emitOncePerGang(CI, A, WaveSize, [&](IRBuilder<> &B) -> Value * {
      SmallVector<Value *, 8> Args(CI->args());
      CallInst *Once = B.CreateCall(&F, Args);
      Once->setAttributes(CI->getAttributes());
      // One lane calls it: no cross-lane constraint is left to keep.
      Once->removeFnAttr(Attribute::Convergent);
      Once->setDebugLoc(CI->getDebugLoc());
      if (F.getReturnType()->isVoidTy())
        return B.getInt32(0);
      return Once;
    });
    if (!CI->getType()->isVoidTy()) {
      R->takeName(CI);
      CI->replaceAllUsesWith(R);
    }
    CI->eraseFromParent();
  }
}

} // namespace

Expected<std::unique_ptr<Module>> loadDeviceLibrary(StringRef Path, Arch A,
                                                    StringRef Processor,
                                                    LLVMContext &Ctx) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  if (!Buf)
    return failure("cannot read it: " + Buf.getError().message());
  Expected<std::unique_ptr<Module>> Lib =
      parseBitcodeLibrary((*Buf)->getMemBufferRef(), Ctx);
  if (!Lib)
    return failure("not LLVM bitcode or IR text: " + toString(Lib.takeError()));
  Triple T = (*Lib)->getTargetTriple();
  Triple::ArchType Want = A == Arch::AMDGCN ? Triple::amdgcn : Triple::nvptx64;
  if (T.getArch() != Want) {
    std::string Is =
        T.str().empty() ? "no target triple" : "triple '" + T.str() + "'";
    return failure("it has " + Is + ", not one for " +
                   Triple::getArchTypeName(Want) +
                   " (compile it with --target=" +
                   (A == Arch::AMDGCN ? "amdgcn-amd-amdhsa -mcpu="
                                      : "nvptx64-nvidia-cuda -march=") +
                   Processor + ")");
  }
  if (Error E = checkProcessor(**Lib, A, Processor))
    return std::move(E);
  return std::move(*Lib);
}

bool linkDeviceLibraries(Module &M, Arch A, unsigned WaveSize,
                         StringRef Processor, ArrayRef<std::string> Paths) {
  // What the module needs from the application.
  SmallVector<Function *, 8> Functions;
  for (Function &F : M)
    if (F.isDeclaration() && F.hasFnAttribute(ExternCAttrName) &&
        !F.use_empty())
      Functions.push_back(&F);
  SmallVector<GlobalVariable *, 8> Variables;
  for (GlobalVariable &GV : M.globals())
    if (GV.isDeclaration() && !GV.use_empty() &&
        !GV.getName().starts_with("llvm."))
      Variables.push_back(&GV);
  // Without libraries checkGpuLowerable reports what is left.
  if (Paths.empty() || (Functions.empty() && Variables.empty()))
    return true;

  std::vector<std::unique_ptr<Module>> Libs;
  for (const std::string &P : Paths) {
    auto Lib = loadDeviceLibrary(P, A, Processor, M.getContext());
    if (!Lib) {
      error(M, nullptr, "--device-lib=" + P + ": " + toString(Lib.takeError()));
      return false;
    }
    Libs.push_back(std::move(*Lib));
  }
  // Which library defines each name, checked before anything is linked.
  auto DefinedIn = [&](StringRef Name) -> std::pair<GlobalValue *, size_t> {
    for (size_t I = 0; I < Libs.size(); ++I)
      if (GlobalValue *GV = Libs[I]->getNamedValue(Name);
          GV && !GV->isDeclaration())
        return {GV, I};
    return {nullptr, 0};
  };
  bool Ok = true;
  SmallVector<Function *, 8> Resolved;
  for (Function *F : Functions) {
    auto [Def, I] = DefinedIn(F->getName());
    if (!Def) {
      error(M, firstUse(*F),
            "extern \"C\" function '" + F->getName() +
                "' is not defined by the device libraries (" + fileList(Paths) +
                ")");
      Ok = false;
      continue;
    }
    if (std::string Why = definitionMismatch(*F, *Def); !Why.empty()) {
      error(M, firstUse(*F),
            "extern \"C\" function '" + F->getName() +
                "' does not match its definition in " + Paths[I] + ": " + Why);
      Ok = false;
      continue;
    }
    Resolved.push_back(F);
  }
  for (GlobalVariable *GV : Variables) {
    auto [Def, I] = DefinedIn(GV->getName());
    auto *Var = dyn_cast_or_null<GlobalVariable>(Def);
    if (!Def) {
      error(M, firstUse(*GV),
            "global variable '" + GV->getName() +
                "' is the application's ('extern') and not defined by the "
                "device libraries (" +
                fileList(Paths) + ")");
      Ok = false;
    } else if (!Var || !sameVariable(*GV, *Var)) {
      error(M, firstUse(*GV),
            "global variable '" + GV->getName() + "' is declared as '" +
                printed(GV->getValueType()) + "' but " + Paths[I] +
                " defines it as " +
                (Var ? "'" + printed(Var->getValueType()) + "'"
                     : std::string("a function")));
      Ok = false;
    }
  }
  if (!Ok)
    return false;

  for (Function *F : Resolved)
    callOncePerGang(*F, A, WaveSize);
  BitcodeLinkOptions Opts;
  Opts.AdoptTargetAttributes = true; // checkProcessor: compatible code
  Opts.KeepDeclaredVariablesExternal = true;
  for (size_t I = 0; I < Libs.size(); ++I)
    if (Error E = linkBitcodeLibrary(M, std::move(Libs[I]), Opts)) {
      error(M, nullptr,
            "cannot link --device-lib=" + Paths[I] + ": " +
                toString(std::move(E)));
      return false;
    }
  return true;
}

} // namespace spmdc
