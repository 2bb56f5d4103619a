//===- Pipeline.cpp - the spmdc compilation pipeline ----------------------===//

#include "tools/spmdc/Pipeline.h"
#include "gpu-backend/GpuInstrument.h"
#include "gpu-backend/GpuLowering.h"
#include "gpu-backend/GpuPredicate.h"
#include "gpu-backend/GpuTarget.h"
#include "gpu-backend/SimtIfConvert.h"
#include "tools/spmdc/Targets.h"
#include "runtime/vmath/VMathBitcode.h"
#include "vectorizer/FastMath.h"
#include "vectorizer/LowerSwitchChains.h"
#include "vectorizer/NarrowIndexLoops.h"
#include "vectorizer/Passes.h"
#include "vectorizer/ScalableLaneLoops.h"
#include "vectorizer/SignedZeroSelects.h"
#include "vectorizer/SplitSelectedDivisors.h"
#include "vectorizer/SveLaneDivide.h"
#include "vectorizer/SveMaskReductions.h"
#include "vectorizer/SveTruncShuffles.h"
#include "vectorizer/UnrollPrivateLoops.h"
#include "vectorizer/X86ByteMulWiden.h"
#include "vectorizer/X86SelectConstants.h"
#include "vectorizer/wfv/GatherPairs.h"
#include "vectorizer/wfv/DebugRecords.h"
#include "vectorizer/wfv/Instrument.h"
#include "vectorizer/wfv/MaskedVariants.h"
#include "vectorizer/VectorMath.h"

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/IPO/ArgumentPromotion.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Mem2Reg.h"

using namespace llvm;

namespace spmdc {
namespace {

/// The NEON library in 128-bit pieces for every fixed-length SVE variant,
/// as before session 7, to compare with (docs/vmath-accuracy.md).
cl::opt<bool> SveFixedNeonMath(
    "spmd-sve-neon-math", cl::Hidden, cl::cat(passOptionCategory()),
    cl::desc("Fixed-length SVE from 256 bits up calls the NEON vector math "
             "library in 128-bit pieces instead of the scalable sve one"));

/// The vector math bitcode that fits \p T (runtime/vmath): the x86 ISAs
/// have their own (gang-width variants such as avx512-x32 or avx2-x16 use
/// their ISA's, split or padded); SVE uses the scalable `sve` one — a
/// length-agnostic gang (Width 0, no fixed-length variants) on whole
/// scalable vectors, fixed-length code from 256 bits up on its gang
/// inserted into one (one call where the NEON library needs W/4: 16 at
/// 2048 bits, about a fifth of the code) — except `sve-128`, where both
/// have 4 lanes and NEON's is a little smaller; the one-lane scalar target
/// keeps libm.
const char *mathIsaFor(const TargetDesc &T) {
  StringRef N = T.Name;
  if (T.TheArch == Arch::AArch64 && T.Width == 0 && !T.VariantPrefix)
    return "sve";
  // avx512-x8 keeps to ymm registers: the zmm bitcode would not legalize.
  if (N.starts_with("avx512") && T.VectorBits < 512)
    return "avx2";
  for (const char *Isa : {"avx512", "avx2", "sse4"})
    if (N == Isa || N.starts_with(std::string(Isa) + "-"))
      return Isa;
  // Every AVX CPU has SSE4.2: avx1 (and avx1-x16) call the 4-lane library
  // on pieces. sse2 keeps libm (the sse4 bitcode would need SSE4.2).
  if (N == "avx1" || N.starts_with("avx1-"))
    return "sse4";
  if (N.starts_with("sve"))
    return T.SVEVScale >= 2 && !SveFixedNeonMath ? "sve" : "neon";
  if (N == "neon")
    return "neon";
  return "";
}

const char *const StepNames[] = {
    "frontend",        "spmd-verify",     "spmd-fast-math",
    "inline",          "spmd-variants",
    "cleanup",         "unroll-private-loops", "spmd-gang-joins",
    "spmd-lane-count", "spmd-privatize", "darm",
    "spmd-all-on",     "spmd-reconverge", "spmd-instrument", "spmd-widen",
    "spmd-finalize",   "spmd-gather-pairs",
    "vector-math",     "optimize",        "split-selected-divisors",
    "sve-trunc-shuffles",
    "sve-mask-reductions", "x86-byte-mul-widen", "x86-select-constants",
    "spmd-gpu-lower",
    "spmd-simt-ifconvert", "spmd-gpu-check", "signed-zero-selects"};

/// Owns the analysis managers for one step; fresh ones per step keep steps
/// independent (kernels are small, so the re-analysis costs little).
struct StepContext {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;

  StepContext(TargetMachine &TM, const PipelineTuningOptions &PTO)
      : PB(&TM, PTO) {
    registerSpmdPasses(PB);
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  }
};

/// GPU targets: reports each call of an SPMD function declared here and
/// defined in another object (a device image has no such link step).
void rejectExternCalls(Module &M, StringRef Target) {
  for (Function &F : M) {
    if (!F.isDeclaration() || !hasExternVariant(F))
      continue;
    for (User *U : F.users())
      if (auto *CI = dyn_cast<CallInst>(U))
        M.getContext().diagnose(DiagnosticInfoUnsupported(
            *CI->getFunction(),
            "function '" + F.getName() +
                "' is not defined in this file; SPMD functions defined in "
                "another object cannot be called on GPU target '" +
                Target + "' (define it in this file)",
            CI->getDebugLoc()));
  }
}

/// Internal SPMD functions are inlined before widening, except the ones
/// the source marks `noinline` (the frontend's NoInline attribute): those,
/// like recursive ones, stay functions that spmd-variants gives a masked
/// variant (vectorizer/wfv/MaskedVariants.h); on a GPU they stay device
/// functions.
void markInternalFunctionsAlwaysInline(Module &M) {
  // Only the source's `noinline` sets NoInline on an internal function, and
  // nothing sets optnone: there is no other attribute to take off.
  for (Function &F : M) {
    if (F.isDeclaration() ||
        F.getFnAttribute("spmd.kind").getValueAsString() != "internal" ||
        F.hasFnAttribute(Attribute::NoInline))
      continue;
    F.addFnAttr(Attribute::AlwaysInline);
  }
}

/// The most scalars a struct parameter of a called (not inlined) function
/// is split into; a bigger struct stays a pointer.
constexpr unsigned MaxPromotedFields = 32;

OptimizationLevel toLLVMLevel(unsigned Level) {
  switch (Level) {
  case 0:
    return OptimizationLevel::O0;
  case 1:
    return OptimizationLevel::O1;
  case 2:
    return OptimizationLevel::O2;
  default:
    return OptimizationLevel::O3;
  }
}

} // namespace

ArrayRef<const char *> pipelineStepNames() { return StepNames; }

void printModule(const Module &M, raw_ostream &OS, bool WithDebugInfo) {
  if (WithDebugInfo) {
    M.print(OS, nullptr);
    return;
  }
  std::unique_ptr<Module> Copy = CloneModule(M);
  stripSpmdDebugInfo(*Copy, /*KeepLineTables=*/false);
  Copy->print(OS, nullptr);
}

bool pipelineHasStep(const TargetDesc &T, StringRef Name) {
  // On a GPU the hardware masks lanes: nothing is widened or privatized
  // (DARM melds with SIMT costs, before LLVM's structurizer), and the
  // vector math bitcode is for CPU ISAs.
  bool CpuOnly = Name == "spmd-variants" || Name == "spmd-reconverge" ||
                 Name == "spmd-widen" || Name == "spmd-privatize" ||
                 Name == "spmd-all-on" || Name == "spmd-gather-pairs" ||
                 Name == "vector-math" || Name == "sve-trunc-shuffles" ||
                 Name == "sve-mask-reductions" || Name == "x86-byte-mul-widen" ||
                 Name == "x86-select-constants" ||
                 Name == "split-selected-divisors";
  bool GpuOnly = Name == "spmd-gpu-lower" || Name == "spmd-simt-ifconvert" ||
                 Name == "spmd-gpu-check";
  return isGpuArch(T.TheArch) ? !CpuOnly : !GpuOnly;
}

bool runPipeline(Module &M, TargetMachine &TM, const PipelineOptions &Opts,
                 const std::function<bool()> &HadError) {
  TimerGroup Timers("spmdc", "spmdc pipeline steps");
  // The gang: W lanes (a GPU wave, or a fixed CPU width), or vscale × 4
  // for the length-agnostic SVE target (Width 0 without length variants).
  unsigned W = Opts.Target->Width;
  GangWidth GW = W ? GangWidth::fixed(W) : GangWidth::sveScalable();
  PipelineTuningOptions PTO;
  // --opt=disable-loop-unroll: no partial or runtime unrolling, and full
  // unrolling only where metadata forces it (LoopFullUnrollPass's
  // OnlyWhenForced follows this flag).
  PTO.LoopUnrolling = Opts.LoopUnroll;

  // The one wrapper every step goes through.
  auto Step = [&](const char *Name,
                  const std::function<void(StepContext &, ModulePassManager &)>
                      &Build) -> bool {
    Timer T(Name, Name, Timers);
    TimeTraceScope Trace("spmdc step", Name);
    {
      TimeRegion Region(Opts.TimePasses ? &T : nullptr);
      StepContext Ctx(TM, PTO);
      ModulePassManager MPM;
      Build(Ctx, MPM);
      MPM.run(M, Ctx.MAM);
    }
    if (HadError())
      return false;
    if (Opts.VerifyEach && verifyModule(M, &errs())) {
      errs() << "spmdc: internal compiler error: invalid IR after step '"
             << Name << "'; please report this with the input file\n";
      return false;
    }
    if (Opts.DumpAfter == Name)
      printModule(M, outs(), Opts.DumpDebugInfo);
    return true;
  };

  auto Optimize = [&](StepContext &Ctx, ModulePassManager &MPM) {
    if (Opts.OptLevel == 0) {
      // Still promote the gang-shared variables: -O0 keeps semantics,
      // not memory traffic.
      MPM.addPass(createModuleToFunctionPassAdaptor(PromotePass()));
      return;
    }
    MPM.addPass(
        Ctx.PB.buildPerModuleDefaultPipeline(toLLVMLevel(Opts.OptLevel)));
  };
  auto Cleanup = [&](StepContext &, ModulePassManager &MPM) {
    FunctionPassManager Early;
    Early.addPass(SROAPass(SROAOptions::ModifyCFG));
    Early.addPass(EarlyCSEPass());
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(Early)));
    // After SROA (a tagged store into a private object, reached through a
    // reference, stays promotable), before anything that moves stores
    // (SimplifyCFG's speculation and sinking).
    MPM.addPass(SpmdProtectGangStoresPass());
    FunctionPassManager FPM;
    addCleanupCFGPasses(FPM, /*Optimize=*/Opts.OptLevel > 0);
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
  };
  // Small loops with a constant trip count over a private array, fully
  // unrolled so SROA can promote the array: left a loop, the array is
  // widened into gang memory written with a masked store per element in
  // every divergent arm, which nothing promotes after widening
  // (vectorizer/UnrollPrivateLoops.h; docs/darm-history.md "Loops over private
  // arrays"). After the cleanup (SROA has promoted what it can, loops are
  // in LoopSimplify/LCSSA form) and before spmd-gang-joins (its
  // SimplifyCFG must not thread a join); before spmd-lane-count, so the
  // decision does not depend on the gang width. LoopFullUnrollPass's
  // threshold follows -O (150 at -O1/-O2, 300 at -O3); GPU targets too
  // (DARM sees the arms' straight-line code there as well). -O0 keeps
  // the loops.
  auto UnrollPrivateLoops = [&](StepContext &, ModulePassManager &MPM) {
    if (Opts.OptLevel > 0)
      MPM.addPass(createModuleToFunctionPassAdaptor(SpmdUnrollPrivateLoopsPass(
          std::min(Opts.OptLevel, 3u), /*OnlyWhenForced=*/!Opts.LoopUnroll)));
  };
  // The end of the scalar code's cleanup: no SimplifyCFG runs after it.
  auto GangJoins = [&](StepContext &, ModulePassManager &MPM) {
    MPM.addPass(SpmdGangJoinsPass(/*Barrier=*/isGpuArch(Opts.Target->TheArch)));
  };
  auto Verify = [&](StepContext &, ModulePassManager &MPM) {
    MPM.addPass(SpmdVerifierPass());
  };
  auto Inline = [&](StepContext &, ModulePassManager &MPM) {
    markInternalFunctionsAlwaysInline(M);
    MPM.addPass(AlwaysInlinerPass(/*InsertLifetimeIntrinsics=*/false));
    MPM.addPass(GlobalDCEPass());
  };
  // Once, before inlining and before any library is linked in (see
  // vectorizer/FastMath.h); the later steps carry the flags along.
  auto FastMath = [&](StepContext &, ModulePassManager &MPM) {
    if (Opts.FastMath)
      MPM.addPass(SpmdFastMathPass(Opts.FastMathContract));
  };
  // Last of all, at every -O level (instruction selection folds at -O0
  // too): min/max against a zero stay exact where LLVM 22's isel would
  // order -0 below +0 (vectorizer/SignedZeroSelects.h).
  auto SignedZeroSelects = [&](StepContext &, ModulePassManager &MPM) {
    MPM.addPass(createModuleToFunctionPassAdaptor(SignedZeroSelectsPass()));
  };
  auto LaneCount = [&](StepContext &, ModulePassManager &MPM) {
    MPM.addPass(SpmdResolveLaneCountPass(GW));
  };

  if (isGpuArch(Opts.Target->TheArch)) {
    // GPU variant: the hardware masks lanes, so no reconverging CFG, no
    // widening and no masked variants (recursive functions stay ordinary
    // device functions); spmd-gpu-lower maps the gang onto one wave.
    // A device image is linked alone, so an SPMD function defined in
    // another object cannot be called.
    bool Ok = Step("spmd-verify",
                   [&](StepContext &C, ModulePassManager &MPM) {
                     rejectExternCalls(M, Opts.Target->Name);
                     Verify(C, MPM);
                   }) &&
              Step("spmd-fast-math", FastMath) && Step("inline", Inline) &&
              Step("cleanup", Cleanup) &&
              Step("unroll-private-loops", UnrollPrivateLoops) &&
              Step("spmd-gang-joins", GangJoins) &&
              Step("spmd-lane-count", LaneCount) &&
              // Before LLVM's own structurizer (AMDGPU) and the NVPTX
              // backend's branch handling, as in the DARM paper.
              Step("darm",
                   [&](StepContext &, ModulePassManager &MPM) {
                     DarmPass P;
                     P.Lanes = GW;
                     P.Simt = true;
                     MPM.addPass(
                         createModuleToFunctionPassAdaptor(std::move(P)));
                   }) &&
              Step("spmd-instrument",
                   [&](StepContext &, ModulePassManager &MPM) {
                     if (!Opts.Instrument)
                       return;
                     InstrumentOptions IO;
                     IO.Lanes = W;
                     IO.TargetName = Opts.Target->CPU; // the processor
                     IO.CounterAddrSpace = GpuGlobalAS;
                     IO.Register = false; // no host constructor on a GPU
                     MPM.addPass(SpmdInstrumentPass(std::move(IO)));
                     MPM.addPass(
                         SpmdGpuInstrumentPass(Opts.Target->TheArch, W));
                   }) &&
              Step("spmd-gpu-lower",
                   [&](StepContext &, ModulePassManager &MPM) {
                     MPM.addPass(SpmdGpuLowerPass(
                         Opts.Target->TheArch, W, Opts.Target->CPU,
                         Opts.GpuHeapBytes ? Opts.GpuHeapBytes
                                           : DefaultGpuHeapBytes,
                         Opts.DeviceLibs));
                     MPM.addPass(SpmdFinalizePass());
                   }) &&
              Step("optimize", Optimize) &&
              // After LLVM's optimizer, which made the final shape of the
              // diamonds (gpu-backend/SimtIfConvert.h); -O0 keeps the code
              // as written.
              Step("spmd-simt-ifconvert",
                   [&](StepContext &, ModulePassManager &MPM) {
                     if (Opts.OptLevel > 0)
                       MPM.addPass(createModuleToFunctionPassAdaptor(
                           SpmdSimtIfConvertPass()));
                   }) &&
              // After LLVM's optimizations: every predicated `unmasked`
              // region still starts where the whole wave is
              // (gpu-backend/GpuPredicate.h).
              Step("spmd-gpu-check",
                   [&](StepContext &, ModulePassManager &MPM) {
                     MPM.addPass(SpmdGpuCheckFullWavePass());
                   }) &&
              Step("signed-zero-selects", SignedZeroSelects);
    if (Opts.TimePasses)
      Timers.print(errs());
    return Ok;
  }

  bool Ok =
      Step("spmd-verify",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(SpmdVerifierPass());
           }) &&
      Step("spmd-fast-math", FastMath) &&
      Step("inline",
           [&](StepContext &, ModulePassManager &MPM) {
             retainExternDefinitions(M);
             markInternalFunctionsAlwaysInline(M);
             MPM.addPass(AlwaysInlinerPass(/*InsertLifetimeIntrinsics=*/false));
             MPM.addPass(GlobalDCEPass());
             // What stays a call (noinline and recursive functions) takes
             // a struct by value as a pointer to the caller's private copy:
             // the fields become parameters of their own, loaded at the
             // call, so that the copy's fields travel in vectors instead of
             // being gathered by the callee from a lane-contiguous copy
             // (spmd-privatize). A bigger struct goes by the copy's address.
             MPM.addPass(createModuleToPostOrderCGSCCPassAdaptor(
                 ArgumentPromotionPass(MaxPromotedFields)));
             // A noinline function's calls that pass a private address
             // are inlined unless it is recursive (far faster than the
             // gathers and scatters such a call needs).
             MPM.addPass(SpmdInlinePrivateAddressCallsPass());
           }) &&
      Step("spmd-variants",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(SpmdMaskedVariantsPass());
           }) &&
      Step("cleanup", Cleanup) &&
      Step("unroll-private-loops", UnrollPrivateLoops) &&
      Step("spmd-gang-joins", GangJoins) &&
      Step("spmd-lane-count",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(SpmdResolveLaneCountPass(GW));
             // Tests only (--spmd-gpu-predicate-on-cpu): the GPU's
             // predication of `unmasked` kernels, simulated on the CPU.
             MPM.addPass(SpmdGpuPredicateOnCpuPass(W));
             // Tests only (--spmd-simt-ifconvert-on-cpu): the GPU's
             // if-conversion of divergent diamonds, run on the CPU.
             MPM.addPass(createModuleToFunctionPassAdaptor(
                 SpmdSimtIfConvertOnCpuPass(GW)));
           }) &&
      Step("spmd-privatize",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(
                 createModuleToFunctionPassAdaptor(SpmdPrivatizePass(GW)));
           }) &&
      Step("darm",
           [&](StepContext &, ModulePassManager &MPM) {
             DarmPass P;
             P.Lanes = GW;
             // The library vector-math links below (its default routines:
             // the `_fast` ones are priced as these).
             if (Opts.MathLib != MathLibKind::System)
               P.MathIsa = mathIsaFor(*Opts.Target);
             MPM.addPass(createModuleToFunctionPassAdaptor(std::move(P)));
           }) &&
      Step("spmd-all-on",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(createModuleToFunctionPassAdaptor(
                 SpmdAllOnFastPathPass(GW)));
           }) &&
      Step("spmd-reconverge",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(createModuleToFunctionPassAdaptor(SpmdReconvergePass()));
           }) &&
      Step("spmd-instrument",
           [&](StepContext &, ModulePassManager &MPM) {
             if (!Opts.Instrument)
               return;
             InstrumentOptions IO;
             IO.Lanes = W; // 0 for a scalable gang: spmdrt reads it at run time
             if (GW.isScalable())
               IO.ScalableLaneBits = 128 / GW.MinLanes; // vscale × 128 bits
             IO.TargetName = Opts.Target->Name;
             MPM.addPass(SpmdInstrumentPass(std::move(IO)));
           }) &&
      Step("spmd-widen",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(SpmdWidenPass(GW, /*DebugInMemory=*/Opts.OptLevel == 0,
                                       symbolSuffix(*Opts.Target)));
           }) &&
      Step("spmd-finalize",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(SpmdFinalizePass());
           }) &&
      // Adjacent gathers (p[b], p[b + 1]) as one wider gather, priced by the
      // target (wfv/GatherPairs.h); -O0 keeps the widener's plain code.
      Step("spmd-gather-pairs",
           [&](StepContext &, ModulePassManager &MPM) {
             if (Opts.OptLevel > 0)
               MPM.addPass(
                   createModuleToFunctionPassAdaptor(SpmdGatherPairsPass()));
           }) &&
      Step("vector-math",
           [&](StepContext &, ModulePassManager &MPM) {
             bool System = Opts.MathLib == MathLibKind::System;
             if (!System) {
               std::string Isa = mathIsaFor(*Opts.Target);
               if (!Isa.empty() && Opts.MathLib == MathLibKind::Fast)
                 Isa += "_fast";
               EmbeddedBitcode BC = vectorMathBitcode(Isa.c_str());
               MPM.addPass(SpmdVectorMathPass(StringRef(
                   reinterpret_cast<const char *>(BC.Data), BC.Size)));
             }
             // A scalable gang: what neither the library nor an SVE
             // instruction covers (fmod, ldexp; every libm function with
             // --math-lib=system) loops over the lanes, since LLVM cannot
             // unroll a scalable call (vectorizer/ScalableLaneLoops.h).
             if (Opts.Target->Width == 0 && !Opts.Target->VariantPrefix)
               MPM.addPass(createModuleToFunctionPassAdaptor(
                   SveLaneLoopsPass(/*AllMath=*/System)));
           }) &&
      Step("optimize", [&](StepContext &Ctx, ModulePassManager &MPM) {
        if (Opts.OptLevel == 0) {
          // Still promote the gang-shared variables: -O0 keeps semantics,
          // not memory traffic.
          MPM.addPass(createModuleToFunctionPassAdaptor(PromotePass()));
          return;
        }
        // Divisions by the scalable lane count become shifts where the
        // optimizer has simplified the code (uniform variables promoted,
        // programCount * 2 folded) but not yet vectorized uniform loops or
        // split divisions into DivRemPairs' frozen pairs; its later
        // InstCombine, LICM and CSE clean up after it (scalable gang
        // only; vectorizer/SveLaneDivide.h). Then loops whose narrow
        // indices LLVM 22's vectorizer would assume free of wrap on too
        // weak a run-time check are kept from it (every target;
        // vectorizer/NarrowIndexLoops.h).
        Ctx.PB.registerVectorizerStartEPCallback(
            [](FunctionPassManager &FPM, OptimizationLevel) {
              FPM.addPass(SveLaneDividePass());
              FPM.addPass(NarrowIndexLoopsPass());
            });
        MPM.addPass(
            Ctx.PB.buildPerModuleDefaultPipeline(toLLVMLevel(Opts.OptLevel)));
      }) &&
      // After the last InstCombine, which folds a select of two divisions
      // into one division by the selected divisor
      // (vectorizer/SplitSelectedDivisors.h).
      Step("split-selected-divisors",
           [&](StepContext &, ModulePassManager &MPM) {
             if (Opts.OptLevel > 0)
               MPM.addPass(createModuleToFunctionPassAdaptor(
                   SplitSelectedDivisorsPass()));
           }) &&
      // Last, so that no optimization turns the shuffles back (fixed-length
      // SVE only; vectorizer/SveTruncShuffles.h).
      Step("sve-trunc-shuffles",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(
                 createModuleToFunctionPassAdaptor(SveTruncShufflesPass()));
           }) &&
      // After the last InstCombine, which would fold the reductions back
      // into mask bitcasts (fixed-length SVE only;
      // vectorizer/SveMaskReductions.h).
      Step("sve-mask-reductions",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(
                 createModuleToFunctionPassAdaptor(SveMaskReductionsPass()));
           }) &&
      // Last too, for the same reason (x86 only;
      // vectorizer/X86ByteMulWiden.h).
      Step("x86-byte-mul-widen",
           [&](StepContext &, ModulePassManager &MPM) {
             MPM.addPass(
                 createModuleToFunctionPassAdaptor(X86ByteMulWidenPass()));
           }) &&
      // Last as well: InstCombine would fold the no-op bitcasts away
      // (x86 with AVX-512 only; vectorizer/X86SelectConstants.h).
      Step("x86-select-constants",
           [&](StepContext &, ModulePassManager &MPM) {
             if (Opts.OptLevel > 0)
               MPM.addPass(
                   createModuleToFunctionPassAdaptor(X86SelectConstantsPass()));
           }) &&
      Step("signed-zero-selects", SignedZeroSelects);

  if (Opts.TimePasses)
    Timers.print(errs());
  return Ok;
}

} // namespace spmdc
