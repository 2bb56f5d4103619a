//===- Driver.cpp - the spmdc command-line driver -------------------------===//
//
// \file
// `spmdc kernel.spmd -target avx512 -o kernel.o -h kernel.h`: parses the
// options (LLVM's cl machinery, ISPC's spellings accepted), runs the frontend,
// the pipeline (Pipeline.h) and code generation, and writes the outputs only
// when everything succeeded. User errors exit with status 1; internal errors
// print "internal compiler error" with a reproducer command line, never an
// LLVM stack dump.
//
//===----------------------------------------------------------------------===//

#include "frontend/Frontend.h"
#include "gpu-backend/CodeObject.h"
#include "gpu-backend/GpuDeviceLibs.h"
#include "gpu-backend/GpuLowering.h"
#include "gpu-backend/GpuTarget.h"
#include "tools/spmdc/Dispatch.h"
#include "tools/spmdc/CpuTuning.h"
#include "tools/spmdc/DriverDiagnostics.h"
#include "tools/spmdc/HeaderOutput.h"
#include "tools/spmdc/IspcOpt.h"
#include "tools/spmdc/Pipeline.h"
#include "tools/spmdc/TargetSelection.h"
#include "tools/spmdc/Targets.h"
#include "tools/spmdc/X86InsertFalseDeps.h"
#include "tools/spmdc/X86MaskFalseDeps.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/wfv/DebugRecords.h"
#include "vectorizer/wfv/GangWidth.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/LLVMRemarkStreamer.h"
#include "llvm/Linker/Linker.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Pass.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>

using namespace llvm;
using spmdc::driverError;

namespace {

cl::OptionCategory SpmdcCat("spmdc options");

cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input .spmd/.ispc file>"),
                               cl::cat(SpmdcCat));
cl::opt<std::string> OutputFile("o", cl::desc("Write the output (object, assembly or IR) to <file>"),
                                cl::value_desc("file"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::alias OutputFileA("outfile", cl::desc("Alias for -o"), cl::aliasopt(OutputFile));
cl::opt<std::string> HeaderFile("h", cl::desc("Write the C/C++ header for the exported functions to <file>"),
                                cl::value_desc("file"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::alias HeaderFileA("header-outfile", cl::desc("Alias for -h"), cl::aliasopt(HeaderFile));
cl::opt<std::string> TargetName("target", cl::desc("Target ISA: avx512 (default), avx2, sse4, scalar, sve, sve-multi, neon, amdgcn, nvptx, or an ISPC target name such as avx512skx-x16 (--version lists them all)"),
                                cl::value_desc("isa"), cl::init("avx512"), cl::cat(SpmdcCat), cl::ZeroOrMore);
/// The target list `--help` ends with: each name and what it is for.
std::string targetHelp() {
  std::string S = "\nTARGETS (-target NAME, or several: -target avx2,avx512):\n";
  for (const spmdc::TargetDesc &T : spmdc::allTargets())
    if (!T.Hidden)
      S += "  " + (std::string(T.Name) + std::string(12, ' ')).substr(0, 12) +
           T.Description + "\n";
  return S;
}
const std::string TargetHelpText = targetHelp();
cl::extrahelp TargetHelp(TargetHelpText);
cl::opt<std::string> Processor(
    "mcpu",
    cl::desc("The processor. CPU targets: the CPU to tune for, keeping the "
             "target's ISA (LLVM's names as `llc -mcpu=help` lists them, "
             "ISPC's such as skx, icx, spr, znver4, or native: this "
             "machine's). GPU targets: gfx90a (default), gfx942, gfx1100 for "
             "amdgcn; sm_80 (default), sm_90 for nvptx. --cpu is the same "
             "option (ISPC's spelling)"),
    cl::value_desc("processor"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::alias ProcessorA("cpu", cl::desc("Alias for --mcpu (ISPC's --cpu)"),
                     cl::aliasopt(Processor));
std::string TuneCPU; ///< --cpu on CPU targets, resolved ("": the target's)
cl::opt<std::string> GpuHeapSize("gpu-heap-size", cl::desc("Bytes of the device heap behind `uniform new` on GPU targets (suffix K, M or G; default 8M)"),
                                 cl::value_desc("bytes"), cl::cat(SpmdcCat), cl::ZeroOrMore);
uint64_t GpuHeapBytes = 0; ///< --gpu-heap-size parsed (0: the default)
cl::list<std::string> DeviceLibs("device-lib", cl::desc("GPU targets: LLVM bitcode or IR text compiled for the GPU that defines the extern \"C\" functions and extern globals the kernels use (repeatable)"),
                                 cl::value_desc("file.bc|file.ll"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> ArchName("arch", cl::desc("Architecture: x86-64 or aarch64 (checked against the target)"),
                              cl::value_desc("arch"), cl::cat(SpmdcCat), cl::ZeroOrMore);

enum class EmitKind { Object, Asm, Bitcode, LLVMText, SpmdIR };
cl::opt<EmitKind> Emit(
    cl::desc("Output kind:"),
    cl::values(clEnumValN(EmitKind::Object, "emit-obj", "Object file (default)"),
               clEnumValN(EmitKind::Asm, "emit-asm", "Assembly"),
               clEnumValN(EmitKind::Bitcode, "emit-llvm", "LLVM bitcode of the optimized module"),
               clEnumValN(EmitKind::LLVMText, "emit-llvm-text", "LLVM IR text of the optimized module"),
               clEnumValN(EmitKind::SpmdIR, "emit-spmd-ir", "SPMD IR straight from the frontend, as text")),
    cl::init(EmitKind::Object), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> EmitAsmShort("S", cl::desc("Alias for --emit-asm"), cl::cat(SpmdcCat), cl::ZeroOrMore);

cl::opt<unsigned> OptLevel("O", cl::desc("Optimization level 0-3 (default 2)"), cl::Prefix,
                           cl::init(2), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> DebugFull("g", cl::desc("Emit DWARF debug info: line tables and variables (uniform values, each lane of varying ones, the execution mask __mask)"),
                        cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> DebugLinesOnly("gline-tables-only", cl::desc("Emit DWARF line tables only"),
                             cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> DebugNone("g0", cl::desc("No debug info (the default; cancels an earlier -g)"),
                        cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> PIC("pic", cl::desc("Position-independent code (always on: objects link into PIE executables)"),
                  cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::list<std::string> IncludeDirs("I", cl::desc("Add <dir> to the include search path"),
                                  cl::value_desc("dir"), cl::Prefix, cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::list<std::string> Defines("D", cl::desc("Define a preprocessor macro (NAME or NAME=VALUE)"),
                              cl::value_desc("macro"), cl::Prefix, cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::list<std::string> Undefines("U", cl::desc("Undefine a preprocessor macro"),
                                cl::value_desc("macro"), cl::Prefix, cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<spmdc::MathLibKind> MathLib(
    "math-lib", cl::desc("Math library for varying math calls"),
    cl::values(clEnumValN(spmdc::MathLibKind::Default, "default",
                          "Highway vector math linked into the object (default)"),
               clEnumValN(spmdc::MathLibKind::Fast, "fast",
                          "Highway without the libm fix-up of out-of-range arguments"),
               clEnumValN(spmdc::MathLibKind::System, "system",
                          "per-lane calls to the system libm")),
    cl::init(spmdc::MathLibKind::Default), cl::cat(SpmdcCat));
// Fusing a*b+c into one fused multiply-add (--fp-contract=fast) is ISPC's
// default (its --opt=disable-fma turns it off) and GCC's for C; spmdc's
// default is off, so results are bit-identical across targets and match C++
// built with -ffp-contract=off (the e2e hosts' reference).
enum class FPContract { Fast, Off };
cl::opt<FPContract> FPContraction(
    "fp-contract", cl::desc("Fuse floating-point multiply and add into FMA instructions"),
    cl::values(clEnumValN(FPContract::Fast, "fast",
                          "fuse wherever the target has FMA (ISPC's default)"),
               clEnumValN(FPContract::Off, "off",
                          "never fuse: every operation rounds (the default)")),
    cl::init(FPContract::Off), cl::cat(SpmdcCat));
// ISPC's --opt=<option> (repeatable). Parsed by parseOptOptions().
cl::list<std::string>
    OptOptions("opt",
               cl::desc("ISPC optimization option (repeatable): fast-math, "
                        "disable-fma, disable-assertions, disable-loop-unroll; "
                        "ISPC's others are accepted with a warning"),
               cl::value_desc("option"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> SveFallback(
    "sve-fallback", cl::Hidden, cl::init(true), cl::cat(SpmdcCat),
    cl::desc("sve, sve-vla: also compile the sve-128 variant and call it on "
             "vector lengths that are not a power of two (default true; "
             "false: only the scalable variant, for tests)"));
cl::opt<bool> SveSingleLoopForeach(
    "sve-single-loop-foreach", cl::Hidden, cl::init(false),
    cl::cat(SpmdcCat),
    cl::desc("sve-vla: compile foreach in the scalable variant as one loop "
             "whose lane guard masks the last gang (as on GPUs) instead of "
             "a main loop and a tail copy of the body"));
cl::opt<bool> Instrument("instrument", cl::desc("Count, per basic block, executions and active lanes; the program prints SIMD utilization at exit (spmdrt)"),
                         cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> NoWarnings("woff", cl::desc("Suppress all warnings"), cl::cat(SpmdcCat), cl::ZeroOrMore);
// ISPC's switches that describe how ISPC computes; spmdc accepts them so
// that ISPC build lines work unchanged (checkIspcSwitches()).
cl::opt<std::string> Addressing(
    "addressing",
    cl::desc("ISPC's address width: 64 (spmdc's, always); 32 is accepted "
             "with a warning"),
    cl::value_desc("32|64"), cl::cat(SpmdcCat));
cl::opt<bool> NoPerfWarnings(
    "wno-perf",
    cl::desc("ISPC's switch to drop performance warnings (spmdc gives "
             "none; -Rpass-missed=spmd-widen lists gathers)"),
    cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> TargetOS(
    "target-os", cl::desc("ISPC's operating system switch: linux"),
    cl::value_desc("os"), cl::cat(SpmdcCat));
cl::opt<bool> WarningsAsErrors("werror", cl::desc("Treat warnings as errors"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> DumpAfter("dump-after", cl::desc("Print the IR after the named pipeline step to stdout"),
                               cl::value_desc("step"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> NoVerify("no-verify", cl::desc("Do not run the LLVM verifier after each step"),
                       cl::Hidden, cl::cat(SpmdcCat), cl::ZeroOrMore);

cl::opt<bool> DepsOnly("M", cl::desc("Write a make rule listing the input and every included file (to -MF or stdout)"),
                       cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> DepsWithCompile("MMD", cl::desc("Write the make rule to -MF while compiling"),
                              cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> DepFile("MF", cl::desc("File for the dependency rule"), cl::value_desc("file"),
                             cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> DepTarget("MT", cl::desc("Target of the dependency rule (default: the output file)"),
                               cl::value_desc("target"), cl::cat(SpmdcCat), cl::ZeroOrMore);

cl::opt<std::string> RemarksPassed("Rpass", cl::desc("Print remarks of optimizations done by passes matching <regex> (e.g. spmd-widen)"),
                                   cl::value_desc("regex"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> RemarksMissed("Rpass-missed", cl::desc("Print remarks of missed optimizations of passes matching <regex>"),
                                   cl::value_desc("regex"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> RemarksAnalysis("Rpass-analysis", cl::desc("Print analysis remarks of passes matching <regex>"),
                                     cl::value_desc("regex"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> SaveOptRecord("fsave-optimization-record",
                            cl::desc("Write every optimization remark as YAML to <output>.opt.yaml"),
                            cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> OptRecordFile("foptimization-record-file",
                                   cl::desc("File for -fsave-optimization-record (implies it)"),
                                   cl::value_desc("file"), cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<bool> TimeTrace("ftime-trace", cl::desc("Write a Chrome trace (JSON) of compile time to <output>.time-trace.json"),
                        cl::cat(SpmdcCat), cl::ZeroOrMore);
cl::opt<std::string> TimeTraceFile("ftime-trace-file", cl::desc("File for -ftime-trace (implies it)"),
                                   cl::value_desc("file"), cl::cat(SpmdcCat), cl::ZeroOrMore);

enum class DebugLevel { None, LineTables, Full };

/// The last of -g, -gline-tables-only, -g0 wins, as in clang.
DebugLevel debugLevel() {
  DebugLevel L = DebugLevel::None;
  unsigned Pos = 0;
  auto Take = [&](const cl::opt<bool> &O, DebugLevel Level) {
    if (O && O.getPosition() >= Pos) {
      Pos = O.getPosition();
      L = Level;
    }
  };
  Take(DebugFull, DebugLevel::Full);
  Take(DebugLinesOnly, DebugLevel::LineTables);
  Take(DebugNone, DebugLevel::None);
  return L;
}

spmdc::IspcOptSettings OptSet;

/// Reads every --opt= (IspcOpt.h); shows its warnings as any warning
/// (silenced by --woff, an error with --werror). Returns false after
/// reporting an error.
bool parseOptOptions() {
  spmdc::IspcOptResult R = spmdc::parseIspcOpts(OptOptions);
  for (const spmdc::IspcOptMessage &M : R.Messages) {
    if (M.IsError) {
      driverError(M.Text);
      return false;
    }
    if (WarningsAsErrors) {
      driverError(M.Text + " (warning treated as error)");
      return false;
    }
    if (!NoWarnings)
      WithColor::warning(errs(), "spmdc") << M.Text << "\n";
  }
  OptSet = R.Settings;
  if (OptSet.DisableFMA && FPContraction.getNumOccurrences() &&
      FPContraction == FPContract::Fast) {
    driverError("--opt=disable-fma contradicts --fp-contract=fast");
    return false;
  }
  return true;
}

/// --addressing and --target-os: ISPC's values that spmdc's code already
/// satisfies pass, 32-bit addressing warns (as --opt= values without an
/// effect do), anything else is an error. Returns false after an error.
bool checkIspcSwitches() {
  if (Addressing.getNumOccurrences() && Addressing != "64") {
    if (Addressing != "32")
      return !driverError("--addressing must be 32 or 64, not '" +
                          Addressing + "'");
    std::string Text = "--addressing=32 has no effect: spmdc computes "
                       "addresses in 64 bits (the results are the same "
                       "wherever ISPC's 32-bit offsets do not overflow)";
    if (WarningsAsErrors)
      return !driverError(Text + " (warning treated as error)");
    if (!NoWarnings)
      WithColor::warning(errs(), "spmdc") << Text << "\n";
  }
  if (TargetOS.getNumOccurrences() && TargetOS != "linux")
    return !driverError("--target-os=" + TargetOS + " is not supported: "
                        "spmdc generates code for Linux");
  return true;
}

void printVersion(raw_ostream &OS) {
  OS << "spmdc version " << SPMDC_VERSION << " (LLVM " << LLVM_VERSION_STRING
     << ")\n";
  OS << "targets: " << spmdc::targetNameList() << "\n";
}

bool writeFile(StringRef Path, StringRef Contents) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC, sys::fs::OF_Text);
  if (EC) {
    driverError("cannot write '" + Path + "': " + EC.message());
    return false;
  }
  Out.os() << Contents;
  Out.keep();
  return true;
}

/// Like gcc, -M alone only lists dependencies; with -o or -h it also compiles.
bool onlyListingDependencies() {
  return DepsOnly && OutputFile.empty() && HeaderFile.empty();
}

/// Escapes a path for a make rule (spaces, '#', '$').
std::string makeEscape(StringRef Path) {
  std::string R;
  for (char C : Path) {
    if (C == ' ' || C == '#')
      R += '\\';
    else if (C == '$')
      R += '$';
    R += C;
  }
  return R;
}

/// Writes `target: input dep1 dep2 ...` in gcc's format.
bool writeDependencies(const std::vector<std::string> &Deps) {
  std::string Target = !DepTarget.empty()   ? std::string(DepTarget)
                       : !OutputFile.empty() ? std::string(OutputFile)
                                            : sys::path::stem(InputFile).str() + ".o";
  std::string Rule = makeEscape(Target) + ":";
  for (const std::string &D : Deps)
    Rule += " \\\n  " + makeEscape(D);
  Rule += "\n";
  if (DepFile.empty()) {
    outs() << Rule;
    return true;
  }
  return writeFile(DepFile, Rule);
}

/// Emits the final module in the requested form to OutputFile.
bool emitOutput(Module &M, TargetMachine &TM, EmitKind Kind, StringRef Path) {
  if (Path.empty())
    return true;
  std::error_code EC;
  bool Binary = Kind == EmitKind::Object || Kind == EmitKind::Bitcode;
  ToolOutputFile Out(Path, EC, Binary ? sys::fs::OF_None : sys::fs::OF_Text);
  if (EC) {
    driverError("cannot write '" + Path + "': " + EC.message());
    return false;
  }
  switch (Kind) {
  case EmitKind::LLVMText:
  case EmitKind::SpmdIR:
    M.print(Out.os(), nullptr);
    break;
  case EmitKind::Bitcode:
    WriteBitcodeToFile(M, Out.os());
    break;
  case EmitKind::Object:
  case EmitKind::Asm: {
    TimeTraceScope Trace("spmdc step", "codegen");
    legacy::PassManager PM;
    if (TM.addPassesToEmitFile(PM, Out.os(), nullptr,
                               Kind == EmitKind::Object ? CodeGenFileType::ObjectFile
                                                        : CodeGenFileType::AssemblyFile)) {
      spmdc::printInternalError("the target cannot emit this file type");
      return false;
    }
    PM.run(M);
    break;
  }
  }
  Out.keep();
  return true;
}

/// GPU outputs: -o gets the code object (.hsaco) or PTX, or with --emit-asm
/// the assembly, or with --emit-llvm* the IR; -h gets the host header with
/// the launch stubs, which embeds the loadable image whatever -o holds.
bool emitGpuOutputs(Module &M, TargetMachine &TM, const spmdc::TargetDesc &T,
                    StringRef Path, const std::vector<spmdc::CSignature> &Sigs) {
  std::string Err;
  if (!HeaderFile.empty()) {
    std::string Header;
    if (!spmdc::buildGpuHostHeader(M, TM, T, HeaderFile, InputFile, Sigs,
                                   Header, Err))
      return driverError(Err), false;
    if (!writeFile(HeaderFile, Header))
      return false;
  }
  if (Path.empty())
    return true;
  if (Emit != EmitKind::Object && Emit != EmitKind::Asm)
    return emitOutput(M, TM, Emit, Path);
  auto Kind = Emit == EmitKind::Asm ? spmdc::GpuImageKind::Assembly
                                    : spmdc::GpuImageKind::Loadable;
  std::string Out;
  if (!spmdc::emitGpuImage(M, TM, T.TheArch, Kind, Out, Err))
    return driverError(Err), false;
  std::error_code EC;
  ToolOutputFile File(Path, EC, sys::fs::OF_None);
  if (EC)
    return driverError("cannot write '" + Path + "': " + EC.message()), false;
  File.os() << Out;
  File.keep();
  return true;
}

} // namespace

int compile(int argc, char **argv);

int main(int argc, char **argv) {
  int Status = compile(argc, argv);
  spmdc::printStatisticsIfRequested(errs());
  if (Status != 0) {
    // A failed compile leaves no output behind, not even a stale one that a
    // build system could take for up to date.
    for (const std::string &Out : {std::string(OutputFile), std::string(HeaderFile)})
      if (!Out.empty() && Out != "-")
        sys::fs::remove(Out);
  }
  return Status;
}

spmdc::TargetSelection Selected; ///< -target's targets

std::string perTargetPath(StringRef Path, const spmdc::TargetDesc &T) {
  return spmdc::perTargetPath(Path, T, Selected);
}

std::unique_ptr<TargetMachine> createTargetMachine(const spmdc::TargetDesc &T) {
  spmdc::CodeGenSettings S;
  S.OptLevel = OptLevel;
  S.FuseFMA = FPContraction == FPContract::Fast && !OptSet.DisableFMA;
  return spmdc::createTargetMachine(T, S);
}

/// True if \p A and \p B lay memory out alike: the same type, or arrays
/// and structs whose elements do. (Each variant's frontend names its own
/// struct types, `struct.S` and `struct.S.0`, so pointer equality is too
/// strict for globals of struct type.)
bool sameLayout(llvm::Type *A, llvm::Type *B) {
  if (A == B)
    return true;
  if (auto *AA = dyn_cast<ArrayType>(A)) {
    auto *BA = dyn_cast<ArrayType>(B);
    return BA && AA->getNumElements() == BA->getNumElements() &&
           sameLayout(AA->getElementType(), BA->getElementType());
  }
  auto *AS = dyn_cast<StructType>(A), *BS = dyn_cast<StructType>(B);
  if (!AS || !BS || AS->isOpaque() || BS->isOpaque() ||
      AS->isPacked() != BS->isPacked() ||
      AS->getNumElements() != BS->getNumElements())
    return false;
  for (unsigned K = 0; K < AS->getNumElements(); ++K)
    if (!sameLayout(AS->getElementType(K), BS->getElementType(K)))
      return false;
  return true;
}

/// Frontend + pipeline + code generation for one target. \p ObjPath is where
/// the output goes ("" for none). Fills \p Exports and \p Header when given.
/// A length-agnostic target (sve) compiles each of its fixed-length variants
/// (lengthVariants()) and links them into one module with a dispatcher per
/// export function that picks the variant for the CPU's vector length.
/// What the objects of a multi-target build (`-target avx2,avx512`) share:
/// each non-static global is defined in the first target's object and
/// declared in the others (one variable for the program, as ISPC's
/// multi-target builds have), so its layout must not differ between them.
struct SharedGlobals {
  /// The copies each varying global has: the widest gang of any target or
  /// vector-length variant.
  unsigned VaryingLanes = 0;
  /// The first target's name and the layout of each global it defines.
  std::string FirstTarget;
  StringMap<llvm::Type *> Layouts;
};

/// The widest gang among \p T and its vector-length variants.
unsigned widestGang(const spmdc::TargetDesc &T) {
  // A scalable gang (sve-vla): the lanes of the longest SVE vector, so a
  // varying global is laid out as [64 x T] whatever the length at run time
  // (docs/design/sve-vla.md, Frontend).
  if (T.Width == 0 && !T.VariantPrefix)
    return spmdc::GangWidth::sveScalable().MaxLanes;
  unsigned W = T.Width;
  for (const spmdc::TargetDesc *Part : spmdc::lengthVariants(T))
    W = std::max(W, Part->Width);
  return W;
}

/// In the objects after the first of a multi-target build, every global
/// visible outside the object becomes a declaration of the first object's
/// definition (checked to have the same layout); the first records them.
bool shareGlobals(Module &M, const spmdc::TargetDesc &Target, bool First,
                  SharedGlobals &Shared) {
  if (First)
    Shared.FirstTarget = Target.Name;
  for (GlobalVariable &GV : M.globals()) {
    if (GV.isDeclaration() || GV.hasLocalLinkage() || GV.hasAppendingLinkage())
      continue;
    if (First) {
      Shared.Layouts[GV.getName()] = GV.getValueType();
      continue;
    }
    auto It = Shared.Layouts.find(GV.getName());
    if (It != Shared.Layouts.end() &&
        !sameLayout(It->second, GV.getValueType())) {
      driverError("global variable '" + GV.getName() +
                  "' has a different size or layout for targets '" +
                  Shared.FirstTarget + "' and '" + Target.Name +
                  "'; a global shared by the targets must not depend on "
                  "programCount (declare it 'static' or size it with a "
                  "constant)");
      return false;
    }
    GV.setInitializer(nullptr);
    GV.setLinkage(GlobalValue::ExternalLinkage);
    GV.setComdat(nullptr);
  }
  return true;
}

/// \p NameAs: the target whose name the exports carry in a multi-target
/// build (`f_sve` when `sve` is built as sve-multi); \p Target by default.
bool compileForTarget(const spmdc::TargetDesc &Target, bool Suffix, StringRef ObjPath,
                      std::vector<spmdc::ExportedFunction> *Exports, LLVMContext &Ctx,
                      bool &HadError, bool First, SharedGlobals *Shared = nullptr,
                      const spmdc::TargetDesc *NameAs = nullptr) {
  const spmdc::TargetDesc &Named = NameAs ? *NameAs : Target;
  // `-target sve` is built as sve-multi when the source needs a
  // compile-time gang width (the frontend says so, below).
  const spmdc::TargetDesc *FixedWidth = spmdc::fixedWidthTarget(Target);
  std::vector<const spmdc::TargetDesc *> Parts = spmdc::lengthVariants(Target);
  bool ByLength = !Parts.empty();
  // A scalable target (its scalable part compiled as ScalableVariant) and
  // its fixed-length fallback, the scalable first.
  const spmdc::TargetDesc *Fallback =
      SveFallback ? spmdc::fallbackTarget(Target) : nullptr;
  if (Fallback)
    Parts = {&spmdc::scalableVariant(Target), Fallback};
  else if (!ByLength)
    Parts.push_back(&spmdc::scalableVariant(Target));
  std::unique_ptr<TargetMachine> TM = createTargetMachine(Target);
  if (!TM)
    return false;
  std::vector<spmdc::ExportedFunction> PartExports;
  std::vector<spmdc::CSignature> Signatures;
  std::unique_ptr<Module> Linked;
  for (const spmdc::TargetDesc *Part : Parts) {
    bool FirstPart = First && Part == Parts.front();
    spmdc::FrontendOptions FOpts;
    FOpts.InputPath = InputFile;
    FOpts.IncludeDirs.assign(IncludeDirs.begin(), IncludeDirs.end());
    FOpts.Defines.assign(Defines.begin(), Defines.end());
    FOpts.Undefines.assign(Undefines.begin(), Undefines.end());
    FOpts.TargetTriple = spmdc::tripleFor(Target);
    bool Gpu = spmdc::isGpuArch(Target.TheArch);
    FOpts.DataLayout = TM->createDataLayout().getStringRepresentation();
    if (Gpu) {
      // Locals in address space 0 and no GPU triple yet: the frontend's IR
      // stays target-neutral until moveAllocasToPrivate() below.
      FOpts.DataLayout = spmdc::spmdIRDataLayout(FOpts.DataLayout);
      FOpts.TargetTriple.clear();
      FOpts.SingleLoopForeach = true; // the hardware masks the last gang
    }
    if (Part->Width == 0 && SveSingleLoopForeach)
      FOpts.SingleLoopForeach = true; // the lane guard becomes `whilelo`
    // The target asked for (`sve` built as sve-multi still defines
    // __SPMDC_TARGET_SVE__, as the five-variant `sve` did).
    FOpts.TargetName = Named.Name;
    if (auto It = Selected.FileSuffix.find(&Named);
        It != Selected.FileSuffix.end())
      FOpts.TargetIsaSpelling = It->second;
    FOpts.ProgramCount = Part->Width;
    FOpts.VaryingGlobalLanes = Shared ? Shared->VaryingLanes : widestGang(Target);
    // The parts of a build whose width is picked at run time lay out
    // programCount-sized globals alike and set width-dependent ones in a
    // constructor, by the rule of the dispatcher added below.
    FOpts.RuntimeGang = Fallback || Part->Width == 0 ? spmdc::GangRule::Scalable
                        : ByLength                   ? spmdc::GangRule::ByLength
                                                     : spmdc::GangRule::None;
    if (FixedWidth && Part == Parts.front())
      FOpts.FixedWidthTarget = FixedWidth->Name;
    FOpts.WarningsAsErrors = WarningsAsErrors;
    // Warnings once, not once per target or variant.
    FOpts.NoWarnings = NoWarnings || !FirstPart;
    FOpts.WantHeader = FirstPart && !HeaderFile.empty();
    FOpts.HeaderGuard = spmdc::headerGuardFor(HeaderFile);
    FOpts.HeaderPath = HeaderFile;
    FOpts.CommandLine = spmdc::reproducerCommandLine();
    FOpts.CollectDependencies = FirstPart && (DepsOnly || DepsWithCompile);
    FOpts.Producer = "spmdc " SPMDC_VERSION;
    FOpts.Optimized = OptLevel > 0;
    FOpts.DisableAssertions = OptSet.DisableAssertions;

    spmdc::FrontendResult FR = spmdc::runFrontend(FOpts, Ctx);
    // The frontend warned (once) and wrote nothing: start over as the
    // fixed-width target, whose frontend reports everything else.
    if (FR.NeedsFixedWidth && !FR.NumErrors)
      return compileForTarget(*FixedWidth, Suffix, ObjPath, Exports, Ctx,
                              HadError, First, Shared, &Named);
    if (!FR.Module || FR.NumErrors)
      return false;
    if (FOpts.CollectDependencies) {
      std::vector<std::string> Deps = FR.Dependencies;
      if (std::find(Deps.begin(), Deps.end(), std::string(InputFile)) == Deps.end())
        Deps.insert(Deps.begin(), InputFile);
      // The device code linked in: a changed library rebuilds the image.
      Deps.insert(Deps.end(), DeviceLibs.begin(), DeviceLibs.end());
      if (!writeDependencies(Deps))
        return false;
    }
    if (FOpts.WantHeader && Gpu)
      Signatures = FR.ExportSignatures; // the header follows code generation
    else if (FOpts.WantHeader && !writeFile(HeaderFile, FR.Header))
      return false;
    if (onlyListingDependencies())
      return true;

    Module &M = *FR.Module;
    // The frontend always describes the source: remarks need the locations.
    // Variables only for -g (what spmd-widen adds for the debugger is then
    // absent too); all of it goes before code generation without -g.
    DebugLevel Debug = debugLevel();
    if (Debug != DebugLevel::Full)
      spmdc::stripSpmdDebugInfo(M, /*KeepLineTables=*/Emit != EmitKind::SpmdIR ||
                                       Debug == DebugLevel::LineTables);
    M.setTargetTriple(llvm::Triple(spmdc::tripleFor(Target)));
    M.setDataLayout(TM->createDataLayout());
    if (Gpu)
      spmdc::prepareGpuModule(M);
    if (Part == Parts.front()) {
      PartExports = spmdc::collectExports(M);
      if (Exports)
        *Exports = PartExports;
    }

    if (Emit == EmitKind::SpmdIR || DumpAfter == "frontend") {
      if (DumpAfter == "frontend")
        spmdc::printModule(M, outs(), Debug != DebugLevel::None);
      // The SPMD IR of a length-agnostic target is its first variant's.
      if (Emit == EmitKind::SpmdIR)
        return ObjPath.empty() || ObjPath == "-" ? (M.print(outs(), nullptr), true)
                                                 : emitOutput(M, *TM, Emit, ObjPath);
    }

    if (ByLength || Fallback)
      spmdc::suffixExports(M, *Part);
    else if (Suffix)
      spmdc::suffixExports(M, Named);
    spmdc::applyTargetAttributes(M, *Part);
    spmdc::applyTuneCPU(M, TuneCPU);
    spmdc::PipelineOptions POpts;
    POpts.Target = Part;
    POpts.OptLevel = OptLevel;
    POpts.DumpAfter = DumpAfter;
    POpts.TimePasses = TimePassesIsEnabled;
    POpts.VerifyEach = !NoVerify;
    POpts.DumpDebugInfo = Debug != DebugLevel::None;
    POpts.MathLib = MathLib;
    // --opt=fast-math picks the cheaper library unless --math-lib says
    // otherwise.
    if (OptSet.FastMath && !MathLib.getNumOccurrences())
      POpts.MathLib = spmdc::MathLibKind::Fast;
    POpts.FastMath = OptSet.FastMath;
    // Its flags allow fusing into FMA, as ISPC's fast math does, unless
    // fusing was turned off explicitly.
    POpts.FastMathContract =
        !OptSet.DisableFMA && !(FPContraction.getNumOccurrences() &&
                                FPContraction == FPContract::Off);
    POpts.LoopUnroll = !OptSet.DisableLoopUnroll;
    POpts.Instrument = Instrument;
    POpts.GpuHeapBytes = GpuHeapBytes;
    POpts.DeviceLibs.assign(DeviceLibs.begin(), DeviceLibs.end());
    if (!spmdc::runPipeline(M, *TM, POpts, [&] { return HadError; }))
      return false;
    if (Debug == DebugLevel::None)
      spmdc::stripSpmdDebugInfo(M, /*KeepLineTables=*/false);
    if (Linked)
      // Global variables visible outside the object exist once: the later
      // variants refer to the first one's definitions.
      for (GlobalVariable &GV : FR.Module->globals())
        // Appending arrays (llvm.global_ctors: --instrument's registration)
        // are concatenated by the linker, each variant keeping its entries.
        if (!GV.isDeclaration() && !GV.hasLocalLinkage() &&
            !GV.hasAppendingLinkage()) {
          // As in ISPC: one definition cannot serve variants that lay the
          // global out differently (an array sized by programCount).
          GlobalVariable *First = Linked->getNamedGlobal(GV.getName());
          if (First && !sameLayout(First->getValueType(), GV.getValueType())) {
            driverError("global variable '" + GV.getName() +
                        "' has a different size or layout in the " +
                        Twine(Parts.front()->Width) + "-wide and " +
                        Twine(Part->Width) + "-wide variants of target '" +
                        Target.Name +
                        "'; a global shared by the variants must not depend "
                        "on programCount (declare it 'static' or size it with "
                        "a constant)");
            return false;
          }
          GV.setInitializer(nullptr);
          GV.setLinkage(GlobalValue::ExternalLinkage);
          GV.setComdat(nullptr);
        }
    if (!Linked)
      Linked = std::move(FR.Module);
    else if (Linker::linkModules(*Linked, std::move(FR.Module))) {
      driverError("cannot link the vector-length variants of target '" +
                  Twine(Target.Name) + "'");
      return false;
    }
  }
  if (ByLength)
    spmdc::addLengthDispatch(*Linked, PartExports, Target, Parts,
                             Suffix ? "_" + spmdc::symbolSuffix(Named) : "");
  else if (Fallback)
    spmdc::addFallbackDispatch(*Linked, PartExports, *Parts.front(), *Fallback,
                               Suffix ? "_" + spmdc::symbolSuffix(Named) : "");
  if (Shared && !shareGlobals(*Linked, Target, First, *Shared))
    return false;
  if (spmdc::isGpuArch(Target.TheArch))
    return emitGpuOutputs(*Linked, *TM, Target, ObjPath, Signatures);
  // The dispatchers added above are tuned alike.
  spmdc::applyTuneCPU(*Linked, TuneCPU);
  return emitOutput(*Linked, *TM, Emit, ObjPath);
}

int compile(int argc, char **argv) {
  spmdc::installCrashHandlers(argc, argv);

  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  InitializeAllAsmParsers();
  spmdc::registerX86InsertFalseDeps();
  spmdc::registerX86MaskFalseDeps();

  cl::SetVersionPrinter(printVersion);
  // LLVM's --time-passes (hidden there) is the spelling users know: list it
  // with ours; it (TimePassesIsEnabled) turns on the per-step report.
  if (auto *TP = cl::getRegisteredOptions().lookup("time-passes")) {
    TP->addCategory(SpmdcCat);
    TP->setHiddenFlag(cl::NotHidden);
    TP->setDescription("Report the time of each pipeline step");
  }
  // --help: what users set (ours, DARM's, the passes'); --help-hidden more.
  spmdc::hideUnrelatedOptions(SpmdcCat);
  // @file response files are expanded by the cl machinery.
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "spmdc: SPMD-on-SIMD compiler for the ISPC language\n\n"
                                   "  spmdc kernel.spmd -target avx512 -o kernel.o -h kernel.h\n",
                                   &errs()))
    return 1;

  if (InputFile.empty())
    return driverError("no input file");
  if (InputFile != "-" && !sys::fs::exists(InputFile))
    return driverError("cannot open '" + InputFile + "': no such file");
  if (OptLevel > 3)
    return driverError("invalid optimization level -O" + Twine(OptLevel));
  if (EmitAsmShort)
    Emit = EmitKind::Asm;
  if (!parseOptOptions() || !checkIspcSwitches())
    return 1;

  if (!spmdc::parseTargetList(TargetName, {NoWarnings, WarningsAsErrors},
                              Selected))
    return 1;
  std::vector<const spmdc::TargetDesc *> &Targets = Selected.Targets;
  // A GPU target is specialised for its processor (wave size = gang size).
  std::optional<spmdc::TargetDesc> GpuTarget;
  if (spmdc::isGpuArch(Targets.front()->TheArch)) {
    std::string Err;
    GpuTarget = spmdc::resolveGpuTarget(*Targets.front(), Processor, Err);
    if (!GpuTarget)
      return driverError(Err);
    Targets.front() = &*GpuTarget;
  } else if (Processor.getNumOccurrences()) {
    // Every target of the list runs on the CPU (and is tuned for it).
    std::string Warning;
    for (const spmdc::TargetDesc *T : Targets) {
      std::string Err;
      std::optional<spmdc::TuneChoice> Cpu =
          spmdc::resolveTuneCPU(*T, Processor, Err);
      if (!Cpu)
        return driverError(Err);
      TuneCPU = Cpu->CPU;
      Warning = Cpu->Warning;
    }
    if (!Warning.empty() && WarningsAsErrors)
      return driverError(Warning + " (warning treated as error)");
    if (!Warning.empty() && !NoWarnings)
      WithColor::warning(errs(), "spmdc") << Warning << "\n";
  }
  if (!GpuHeapSize.empty()) {
    if (!spmdc::isGpuArch(Targets.front()->TheArch))
      return driverError("--gpu-heap-size sizes the device heap of GPU "
                         "targets; target '" + TargetName + "' is a CPU target");
    StringRef S = GpuHeapSize;
    uint64_t Scale = 1;
    if (S.consume_back("K") || S.consume_back("k"))
      Scale = 1 << 10;
    else if (S.consume_back("M") || S.consume_back("m"))
      Scale = 1 << 20;
    else if (S.consume_back("G") || S.consume_back("g"))
      Scale = 1 << 30;
    uint64_t N = 0;
    if (S.getAsInteger(10, N) || N > spmdc::MaxGpuHeapBytes / Scale ||
        N * Scale < spmdc::MinGpuHeapBytes)
      return driverError("--gpu-heap-size=" + GpuHeapSize +
                         ": expected a size from 4K to 4G (bytes, or with "
                         "suffix K, M or G)");
    GpuHeapBytes = N * Scale;
  }
  if (!DeviceLibs.empty()) {
    if (!spmdc::isGpuArch(Targets.front()->TheArch))
      return driverError("--device-lib links device code into GPU targets; "
                         "target '" + TargetName + "' is a CPU target (link "
                         "the application's functions into the program)");
    // Checked here, before any compiling; linked by spmd-gpu-lower.
    LLVMContext Scratch;
    for (const std::string &P : DeviceLibs)
      if (auto Lib = spmdc::loadDeviceLibrary(P, Targets.front()->TheArch,
                                              Targets.front()->CPU, Scratch);
          !Lib)
        return driverError("--device-lib=" + P + ": " +
                           toString(Lib.takeError()));
  }
  if (!ArchName.empty()) {
    StringRef A = ArchName;
    bool IsX86 = A == "x86-64" || A == "x86_64";
    bool IsArm = A == "aarch64" || A == "arm64";
    if (!IsX86 && !IsArm)
      return driverError("unknown architecture '" + ArchName + "'; use x86-64 or aarch64");
    if (spmdc::isGpuArch(Targets.front()->TheArch) ||
        IsX86 != (Targets.front()->TheArch == spmdc::Arch::X86_64))
      return driverError("target '" + TargetName + "' does not run on architecture '" +
                         ArchName + "'");
  }
  if (!DumpAfter.empty() && !is_contained(spmdc::pipelineStepNames(), StringRef(DumpAfter))) {
    std::string Names;
    for (const char *N : spmdc::pipelineStepNames())
      Names += std::string(Names.empty() ? "" : ", ") + N;
    return driverError("unknown step '" + DumpAfter + "' for --dump-after; steps: " + Names);
  }

  if (!DumpAfter.empty() && !spmdc::pipelineHasStep(*Targets.front(), DumpAfter))
    return driverError("step '" + DumpAfter + "' does not run for target '" +
                       Targets.front()->Name + "'");

  for (const std::string *Re : {&RemarksPassed.getValue(), &RemarksMissed.getValue(),
                                &RemarksAnalysis.getValue()}) {
    std::string RegexError;
    if (!Re->empty() && !Regex(*Re).isValid(RegexError))
      return driverError("invalid regular expression '" + *Re + "': " + RegexError);
  }

  LLVMContext Ctx;
  bool HadError = false;
  spmdc::DiagnosticOptions DiagOpts;
  DiagOpts.RemarksPassed = RemarksPassed;
  DiagOpts.RemarksMissed = RemarksMissed;
  DiagOpts.RemarksAnalysis = RemarksAnalysis;
  DiagOpts.NoWarnings = NoWarnings;
  DiagOpts.WarningsAsErrors = WarningsAsErrors;
  Ctx.setDiagnosticHandler(
      std::make_unique<spmdc::DriverDiagnosticHandler>(DiagOpts, &HadError));
  // Remarks carry source locations only when asked for: keep the hotness
  // machinery off, it needs profiles.
  std::string Stem = OutputFile.empty() || OutputFile == "-"
                         ? sys::path::stem(InputFile).str()
                         : std::string(OutputFile);
  LLVMRemarkFileHandle RemarksFile;
  if (SaveOptRecord || !OptRecordFile.empty()) {
    std::string Path = !OptRecordFile.empty() ? std::string(OptRecordFile) : Stem + ".opt.yaml";
    Expected<LLVMRemarkFileHandle> F =
        setupLLVMOptimizationRemarks(Ctx, Path, /*Passes=*/"", "yaml", false);
    if (!F)
      return driverError("cannot write optimization records to '" + Path +
                         "': " + toString(F.takeError()));
    RemarksFile = std::move(*F);
  }
  bool Tracing = TimeTrace || !TimeTraceFile.empty();
  if (Tracing)
    timeTraceProfilerInitialize(/*TimeTraceGranularity=*/0, "spmdc");
  scope_exit FinishTracing([&] {
    if (!Tracing)
      return;
    std::string Path = !TimeTraceFile.empty() ? std::string(TimeTraceFile)
                                              : Stem + ".time-trace.json";
    if (Error E = timeTraceProfilerWrite(Path, Path))
      driverError("cannot write the time trace: " + toString(std::move(E)));
    timeTraceProfilerCleanup();
  });
  scope_exit KeepRemarks([&] {
    if (RemarksFile)
      RemarksFile->keep();
  });

  if (Targets.size() == 1)
    return compileForTarget(*Targets.front(), /*Suffix=*/false, OutputFile, nullptr, Ctx,
                            HadError, /*First=*/true) && !HadError
               ? 0
               : 1;

  // Several targets: k_<isa>.o per target plus the dispatcher in k.o.
  if (Emit == EmitKind::SpmdIR)
    return driverError("--emit-spmd-ir takes a single target");
  if (OutputFile == "-")
    return driverError("a multi-target build writes several files; give -o a file name");
  std::vector<spmdc::ExportedFunction> Exports;
  SharedGlobals Shared;
  for (const spmdc::TargetDesc *T : Targets)
    Shared.VaryingLanes = std::max(Shared.VaryingLanes, widestGang(*T));
  bool First = true;
  for (const spmdc::TargetDesc *T : Targets) {
    std::string Path = OutputFile.empty() ? "" : perTargetPath(OutputFile, *T);
    if (!compileForTarget(*T, /*Suffix=*/true, Path, First ? &Exports : nullptr, Ctx, HadError,
                          First, &Shared) ||
        HadError) {
      for (const spmdc::TargetDesc *U : Targets)
        if (!OutputFile.empty())
          sys::fs::remove(perTargetPath(OutputFile, *U));
      return 1;
    }
    if (onlyListingDependencies())
      return 0;
    First = false;
  }
  // ISPC writes a header per target next to the common one (k_ispc_avx2.h;
  // the same declarations: the exported names do not change), and ISPC
  // build systems list them as outputs, so they are written here too.
  if (!HeaderFile.empty() && HeaderFile != "-") {
    auto Buf = MemoryBuffer::getFile(HeaderFile);
    if (!Buf)
      return driverError("cannot read back '" + HeaderFile + "'");
    for (const spmdc::TargetDesc *T : Targets)
      if (!writeFile(perTargetPath(HeaderFile, *T), (*Buf)->getBuffer()))
        return 1;
  }
  std::unique_ptr<Module> Dispatch = spmdc::buildDispatchModule(Ctx, Exports, Targets);
  // The dispatcher runs before the CPU is known: compile it for the
  // architecture's baseline, not for the weakest target requested.
  std::unique_ptr<TargetMachine> TM =
      createTargetMachine(spmdc::baselineTarget(Targets.front()->TheArch));
  if (!TM)
    return 1;
  Dispatch->setDataLayout(TM->createDataLayout());
  spmdc::applyTuneCPU(*Dispatch, TuneCPU);
  return emitOutput(*Dispatch, *TM, Emit, OutputFile) ? 0 : 1;
}
