//===- BitcodeLink.cpp - Linking device bitcode libraries -----------------===//
//
// \file
// See BitcodeLink.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/BitcodeLink.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

namespace spmdc {

Expected<std::unique_ptr<Module>> parseBitcodeLibrary(MemoryBufferRef Buffer,
                                                      LLVMContext &Ctx) {
  SMDiagnostic Err;
  std::unique_ptr<Module> Lib = parseIR(Buffer, Err, Ctx);
  if (!Lib) {
    std::string Msg = Err.getMessage().str();
    if (Err.getLineNo() > 0)
      Msg = "line " + std::to_string(Err.getLineNo()) + ": " + Msg;
    return createStringError(inconvertibleErrorCode(), Msg);
  }
  return std::move(Lib);
}

Error linkBitcodeLibrary(Module &M, std::unique_ptr<Module> Lib,
                         const BitcodeLinkOptions &Opts) {
  Lib->setTargetTriple(M.getTargetTriple());
  Lib->setDataLayout(M.getDataLayout());
  SmallPtrSet<const GlobalValue *, 32> Own;
  StringSet<> DeclaredVariables;
  for (GlobalValue &GV : M.global_values()) {
    if (!GV.isDeclaration())
      Own.insert(&GV);
    else if (isa<GlobalVariable>(GV))
      DeclaredVariables.insert(GV.getName());
  }
  // The module's processor, from its first function that names one.
  const Function *Ref = nullptr;
  for (const Function &F : M)
    if (Own.count(&F) && F.hasFnAttribute("target-cpu")) {
      Ref = &F;
      break;
    }
  // The linker reports its own errors (a symbol defined twice, ...) through
  // the context's diagnostic handler as well.
  if (Linker::linkModules(M, std::move(Lib), Linker::LinkOnlyNeeded))
    return createStringError(inconvertibleErrorCode(), "the linker failed");
  for (GlobalValue &GV : M.global_values()) {
    // llvm.used / llvm.compiler.used (HIP's -fgpu-rdc) keep their appending
    // linkage.
    if (GV.isDeclaration() || Own.count(&GV) ||
        GV.getName().starts_with("llvm."))
      continue;
    bool KeepExternal = Opts.KeepDeclaredVariablesExternal &&
                        isa<GlobalVariable>(GV) &&
                        DeclaredVariables.contains(GV.getName());
    if (!KeepExternal && !GV.hasLocalLinkage())
      GV.setLinkage(GlobalValue::InternalLinkage);
    else if (KeepExternal)
      // In the image's symbol table (hipModuleGetGlobal finds it), and,
      // being protected rather than default, addressed directly as the
      // library was compiled to (dso_local: no GOT entry).
      GV.setVisibility(GlobalValue::ProtectedVisibility);
    auto *F = dyn_cast<Function>(&GV);
    if (F && Ref && Opts.AdoptTargetAttributes)
      for (const char *K : {"target-cpu", "target-features"}) {
        F->removeFnAttr(K);
        if (Ref->hasFnAttribute(K))
          F->addFnAttr(Ref->getFnAttribute(K));
      }
  }
  return Error::success();
}

} // namespace spmdc
