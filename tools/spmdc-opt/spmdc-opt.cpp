//===- spmdc-opt.cpp - Runs spmdc passes on LLVM IR -----------------------===//
//
// `spmdc-opt in.ll -passes='…' [-S] [-o out] [-disable-output]`, like opt:
// (`spmdc-opt --shape-stats a.ll b.ll …` prints the shape precision report
// instead, docs/shapes.md.)
// all of LLVM's passes plus the spmdc passes (vectorizer/Passes.h), and
// `spmd-vector-math<isa>` (vectorizer/VectorMath.h with the embedded
// bitcode of runtime/vmath for isa avx512, avx2, sse4, neon, sve or the
// `_fast` ones), which lives here because it needs the bitcode. The LLVM
// verifier runs after every pass. Errors reported through
// LLVMContext::diagnose are printed and make the exit status 1; the output
// is written anyway.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/SimtIfConvert.h"
#include "runtime/vmath/VMathBitcode.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/VectorMath.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/wfv/Reconverge.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

cl::OptionCategory Category("spmdc-opt options");
cl::list<std::string> InputFiles(cl::Positional,
                                 cl::desc("<input .ll/.bc> (several only with "
                                          "--shape-stats)"),
                                 cl::cat(Category));
cl::opt<bool> ShapeStatsMode(
    "shape-stats",
    cl::desc("Print the share of uniform/affine/varying values and of "
             "uniform branches in the export functions of every input "
             "(docs/shapes.md), and nothing else"),
    cl::cat(Category));
cl::opt<std::string> OutputFile("o", cl::desc("Output file"), cl::init("-"),
                                cl::value_desc("filename"), cl::cat(Category));
cl::opt<std::string> Passes("passes", cl::desc("Pass pipeline, as for opt"),
                            cl::cat(Category));
cl::opt<bool> TextOutput("S", cl::desc("Write textual IR"), cl::cat(Category));
cl::opt<bool> DisableOutput("disable-output", cl::desc("Write nothing"),
                            cl::cat(Category));
cl::opt<std::string> Cpu(
    "mcpu",
    cl::desc("Give the passes the target machine of the module's triple for "
             "this processor (its TargetTransformInfo and divergence, e.g. "
             "gfx90a); without it they see LLVM's target-independent "
             "defaults"),
    cl::value_desc("processor"), cl::cat(Category));
cl::opt<std::string> TuneCpu(
    "mtune",
    cl::desc("With -mcpu: tune every defined function for this CPU "
             "(tune-cpu, as spmdc's --cpu sets it), so the passes see its "
             "TargetTransformInfo"),
    cl::value_desc("cpu"), cl::cat(Category));

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
    case DS_Remark:
      WithColor::remark(OS, "spmdc-opt");
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

std::string percent(unsigned Part, unsigned Whole) {
  if (!Whole)
    return "-";
  char Buf[16];
  std::snprintf(Buf, sizeof Buf, "%.1f%%", 100.0 * Part / Whole);
  return Buf;
}

void printStatsRow(raw_ostream &OS, StringRef Name,
                   const spmdc::ShapeStats &S) {
  unsigned Values = S.Uniform + S.Affine + S.Symbolic + S.Varying;
  unsigned Branches = S.UniformBranches + S.DivergentBranches;
  OS << left_justify(Name, 44) << right_justify(std::to_string(Values), 7)
     << right_justify(std::to_string(S.Uniform), 8)
     << right_justify(std::to_string(S.Affine), 7)
     << right_justify(std::to_string(S.Symbolic), 9)
     << right_justify(std::to_string(S.Varying), 8)
     << right_justify(std::to_string(Branches), 9)
     << right_justify(std::to_string(S.UniformBranches), 11) << "\n";
}

/// --shape-stats: the precision report over the export functions of every
/// input file.
int shapeStats(LLVMContext &Ctx) {
  raw_ostream &OS = outs();
  OS << left_justify("file", 44) << right_justify("values", 7)
     << right_justify("uniform", 8) << right_justify("affine", 7)
     << right_justify("symbolic", 9) << right_justify("varying", 8)
     << right_justify("branches", 9) << right_justify("uniform-br", 11)
     << "\n";
  spmdc::ShapeStats Total;
  int Status = 0;
  for (const std::string &File : InputFiles) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseIRFile(File, Err, Ctx);
    if (!M) {
      Err.print("spmdc-opt", errs());
      Status = 1;
      continue;
    }
    spmdc::ShapeStats FS;
    for (Function &F : *M)
      if (!F.isDeclaration() && spmdc::isExportFunction(F))
        FS.add(spmdc::countShapes(F, spmdc::computeShapes(F)));
    printStatsRow(OS, sys::path::filename(File), FS);
    Total.add(FS);
  }
  printStatsRow(OS, "total", Total);
  unsigned Values = Total.Uniform + Total.Affine + Total.Symbolic +
                    Total.Varying;
  OS << "share: uniform " << percent(Total.Uniform, Values) << ", affine "
     << percent(Total.Affine, Values) << ", symbolic "
     << percent(Total.Symbolic, Values) << ", varying "
     << percent(Total.Varying, Values) << "; uniform branches "
     << percent(Total.UniformBranches,
                Total.UniformBranches + Total.DivergentBranches)
     << "\n";
  return Status;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // Before InitLLVM's shutdown: spmdc's counters (-stats), in a release
  // LLVM too (vectorizer/Statistics.h).
  scope_exit PrintStats([] { spmdc::printStatisticsIfRequested(errs()); });
  // LLVM's remark options (hidden there) are how this tool prints the
  // passes' remarks (docs/vectorizer.md): list them with ours.
  for (StringRef Name :
       {"pass-remarks", "pass-remarks-missed", "pass-remarks-analysis"})
    if (cl::Option *O = cl::getRegisteredOptions().lookup(Name)) {
      O->addCategory(Category);
      O->setHiddenFlag(cl::NotHidden);
    }
  spmdc::hideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "spmdc pass runner\n");

  LLVMContext Ctx;
  auto H = std::make_unique<Handler>();
  Handler *HP = H.get();
  Ctx.setDiagnosticHandler(std::move(H));

  if (ShapeStatsMode)
    return shapeStats(Ctx);
  if (InputFiles.size() > 1) {
    errs() << argv[0] << ": several input files need --shape-stats\n";
    return 1;
  }
  std::string InputFile = InputFiles.empty() ? "-" : InputFiles.front();
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
  std::unique_ptr<TargetMachine> TM;
  if (!Cpu.empty()) {
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
    std::string Error;
    const Target *T = TargetRegistry::lookupTarget(M->getTargetTriple(), Error);
    if (!T) {
      errs() << argv[0] << ": -mcpu: " << Error << "\n";
      return 1;
    }
    TM.reset(T->createTargetMachine(M->getTargetTriple(), Cpu, "",
                                    TargetOptions(), std::nullopt));
  }
  if (!TuneCpu.empty()) {
    if (!TM) {
      errs() << argv[0] << ": -mtune needs -mcpu\n";
      return 1;
    }
    if (!TM->getMCSubtargetInfo()->isCPUStringValid(TuneCpu)) {
      errs() << argv[0] << ": -mtune: unknown CPU '" << TuneCpu << "'\n";
      return 1;
    }
    for (Function &F : *M)
      if (!F.isDeclaration())
        F.addFnAttr("tune-cpu", TuneCpu);
  }
  PassBuilder PB(TM.get(), PipelineTuningOptions(), std::nullopt, &PIC);
  spmdc::registerSpmdPasses(PB);
  // The GPU back end's IR passes (gpu-backend/).
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name != "spmd-simt-ifconvert")
          return false;
        FPM.addPass(spmdc::SpmdSimtIfConvertPass());
        return true;
      });
  // spmd-vector-math<isa>: the embedded vector-math library of one ISA.
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (!Name.consume_front("spmd-vector-math<") || !Name.consume_back(">"))
          return false;
        spmdc::EmbeddedBitcode BC =
            spmdc::vectorMathBitcode(Name.str().c_str());
        if (!BC.Size)
          return false; // an unknown ISA: "unknown pass name"
        MPM.addPass(spmdc::SpmdVectorMathPass(
            StringRef(reinterpret_cast<const char *>(BC.Data), BC.Size)));
        return true;
      });
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
