//===- spmdc-opt.cpp - Runs spmdc passes on LLVM IR -----------------------===//
//
// `spmdc-opt in.ll -passes='…' [-S] [-o out] [-disable-output]`, like opt:
// all of LLVM's passes plus the spmdc passes (vectorizer/Passes.h). The LLVM
// verifier runs after every pass. Errors reported through
// LLVMContext::diagnose are printed and make the exit status 1; the output
// is written anyway.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/Passes.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

cl::OptionCategory Category("spmdc-opt options");
cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input .ll/.bc>"),
                               cl::init("-"), cl::cat(Category));
cl::opt<std::string> OutputFile("o", cl::desc("Output file"), cl::init("-"),
                                cl::value_desc("filename"), cl::cat(Category));
cl::opt<std::string> Passes("passes", cl::desc("Pass pipeline, as for opt"),
                            cl::cat(Category));
cl::opt<bool> TextOutput("S", cl::desc("Write textual IR"), cl::cat(Category));
cl::opt<bool> DisableOutput("disable-output", cl::desc("Write nothing"),
                            cl::cat(Category));

/// Prints diagnostics and counts errors instead of exiting on the first.
struct Handler : DiagnosticHandler {
  unsigned Errors = 0;
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Error)
      ++Errors;
    raw_ostream &OS = errs();
    switch (DI.getSeverity()) {
    case DS_Error:
      WithColor::error(OS, "spmdc-opt");
      break;
    case DS_Warning:
      WithColor::warning(OS, "spmdc-opt");
      break;
    default:
      WithColor::note(OS, "spmdc-opt");
      break;
    }
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    OS << "\n";
    return true;
  }
};

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "spmdc pass runner\n");

  LLVMContext Ctx;
  auto H = std::make_unique<Handler>();
  Handler *HP = H.get();
  Ctx.setDiagnosticHandler(std::move(H));

  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(InputFile, Err, Ctx);
  if (!M) {
    Err.print(argv[0], errs());
    return 1;
  }
  if (verifyModule(*M, &errs())) {
    errs() << argv[0] << ": input module is broken\n";
    return 1;
  }

  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks PIC;
  StandardInstrumentations SI(Ctx, /*DebugLogging=*/false, /*VerifyEach=*/true);
  SI.registerCallbacks(PIC, &MAM);
  PassBuilder PB(nullptr, PipelineTuningOptions(), std::nullopt, &PIC);
  spmdc::registerSpmdPasses(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

  ModulePassManager MPM;
  if (!Passes.empty())
    if (Error E = PB.parsePassPipeline(MPM, Passes)) {
      errs() << argv[0] << ": " << toString(std::move(E)) << "\n";
      return 1;
    }
  MPM.addPass(VerifierPass());
  MPM.run(*M, MAM);

  if (!DisableOutput) {
    std::error_code EC;
    ToolOutputFile Out(OutputFile, EC,
                       TextOutput ? sys::fs::OF_Text : sys::fs::OF_None);
    if (EC) {
      errs() << argv[0] << ": " << EC.message() << "\n";
      return 1;
    }
    if (TextOutput)
      M->print(Out.os(), nullptr);
    else
      WriteBitcodeToFile(*M, Out.os());
    Out.keep();
  }
  return HP->Errors ? 1 : 0;
}
