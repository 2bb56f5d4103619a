//===- spmdc_fuzz.cpp - libFuzzer target: the whole compiler in-process ---===//
//
// \file
// `LLVMFuzzerTestOneInput` compiles its input as one `.spmd` file for a fixed
// target (avx2): preprocessor, parser, Sema, SPMD IR codegen and the header
// writer (runFrontend), then the whole pipeline (runPipeline, verifier after
// every step) and code generation into memory, at -O0 and at -O2. Nothing is
// written to disk.
//
// User errors are fine; everything else is a bug and aborts, so that
// libFuzzer records the input: a crash, an LLVM fatal error, a frontend
// that fails without reporting an error, invalid IR after a pipeline step.
//
// Built two ways (CMakeLists.txt): with -DSPMDC_FUZZ=ON and clang-22 as
// `spmdc-fuzz`, linked with -fsanitize=fuzzer,address,undefined; and always
// as `spmdc-fuzz-replay`, which runs the files named on its command line
// through the same function (the regression corpus in CI, no libFuzzer).
//
//===----------------------------------------------------------------------===//

#include "frontend/Frontend.h"
#include "tools/spmdc/Pipeline.h"
#include "tools/spmdc/Targets.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

using namespace llvm;

namespace {

/// The target every input is compiled for: vector code with masks, gathers
/// and scatters (avx2 runs everywhere LLVM does; nothing is executed).
const char *const FuzzTarget = "avx2";

/// Counts errors reported by passes; prints nothing (the fuzzer's output
/// stays readable).
struct QuietHandler : DiagnosticHandler {
  bool *HadError;
  explicit QuietHandler(bool *E) : HadError(E) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Error)
      *HadError = true;
    return true;
  }
};

void onFatalError(void *, const char *Reason, bool) {
  std::fprintf(stderr, "spmdc-fuzz: LLVM fatal error: %s\n", Reason);
  std::abort();
}

[[noreturn]] void bug(const char *What, unsigned Opt) {
  std::fprintf(stderr, "spmdc-fuzz: internal compiler error at -O%u: %s\n", Opt, What);
  std::abort();
}

std::unique_ptr<TargetMachine> targetMachine(const spmdc::TargetDesc &T, unsigned Opt) {
  std::string Err;
  Triple TT(spmdc::tripleFor(T));
  const Target *TheTarget = TargetRegistry::lookupTarget(TT, Err);
  if (!TheTarget)
    return nullptr;
  return std::unique_ptr<TargetMachine>(TheTarget->createTargetMachine(
      TT, T.CPU, T.Features, TargetOptions(), Reloc::PIC_, std::nullopt,
      Opt == 0 ? CodeGenOptLevel::None : CodeGenOptLevel::Default));
}

/// One compilation at -O\p Opt. Returns false when the frontend rejected the
/// input (then other optimization levels need not run).
bool compileOnce(const std::string &Source, const spmdc::TargetDesc &T, unsigned Opt) {
  std::unique_ptr<TargetMachine> TM = targetMachine(T, Opt);
  if (!TM)
    bug("no target machine", Opt);
  LLVMContext Ctx;
  bool HadError = false;
  Ctx.setDiagnosticHandler(std::make_unique<QuietHandler>(&HadError));

  spmdc::FrontendOptions FO;
  FO.InputPath = "fuzz.spmd";
  FO.InputContents = Source;
  FO.TargetTriple = spmdc::tripleFor(T);
  FO.DataLayout = TM->createDataLayout().getStringRepresentation();
  FO.TargetName = T.Name;
  FO.ProgramCount = T.Width;
  FO.NoWarnings = true;
  FO.WantHeader = Opt == 0;
  FO.HeaderPath = "fuzz.h";
  spmdc::FrontendResult FR = spmdc::runFrontend(FO, Ctx);
  if (!FR.Module) {
    if (FR.NumErrors == 0)
      bug("the frontend failed without reporting an error", Opt);
    return false;
  }
  Module &M = *FR.Module;
  M.setTargetTriple(Triple(FO.TargetTriple));
  M.setDataLayout(TM->createDataLayout());
  spmdc::applyTargetAttributes(M, T);
  spmdc::PipelineOptions PO;
  PO.Target = &T;
  PO.OptLevel = Opt;
  PO.VerifyEach = true;
  if (!spmdc::runPipeline(M, *TM, PO, [&] { return HadError; })) {
    if (!HadError)   // the pipeline stops without an error only on invalid IR
      bug("invalid IR after a pipeline step", Opt);
    return true;
  }
  SmallVector<char, 0> Obj;
  raw_svector_ostream OS(Obj);
  legacy::PassManager PM;
  if (TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::ObjectFile))
    bug("the target cannot emit objects", Opt);
  PM.run(M);
  return true;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  install_fatal_error_handler(onFatalError, nullptr);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const spmdc::TargetDesc *T = spmdc::lookupTarget(FuzzTarget);
  std::string Source(reinterpret_cast<const char *>(Data), Size);
  if (compileOnce(Source, *T, 0))
    compileOnce(Source, *T, 2);
  return 0;
}
