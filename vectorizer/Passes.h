//===- Passes.h - The vectorizer's passes (new pass manager) ----*- C++ -*-===//
//
// The public API of spmdc_vectorizer. The driver runs, after the frontend and
// LLVM's scalar cleanup (always-inline, SROA, EarlyCSE, SimplifyCFG,
// switches lowered (spmd-lower-switch), LCSSA):
//
//   spmd-verify → spmd-lane-count<W> → spmd-reconverge → spmd-widen<W>
//               → spmd-finalize
//
// Every pass leaves valid IR that passes spmd-verify; input it cannot handle
// is reported through LLVMContext::diagnose (DiagnosticInfoUnsupported), never
// by aborting. See docs/vectorizer.md.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_PASSES_H
#define SPMDC_VECTORIZER_PASSES_H

#include "vectorizer/wfv/GangWidth.h"

#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class PassBuilder;
namespace cl {
class OptionCategory;
} // namespace cl
} // namespace llvm

namespace spmdc {

/// "spmd-verify": checks the SPMD IR contract (docs/spmd-ir.md); violations
/// are errors reported through LLVMContext::diagnose. Changes nothing.
/// Also usable as a function pass (checks that function only), so that
/// "spmd-verify" can follow function passes in a pipeline.
struct SpmdVerifierPass : llvm::PassInfoMixin<SpmdVerifierPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// "spmd-lane-count<W>": replaces every call of @spmd.lane.count() by W;
/// "spmd-lane-count<nxvN>" by `shl nuw nsw (llvm.vscale), log2 N` (a
/// scalable gang, GangWidth.h).
struct SpmdResolveLaneCountPass
    : llvm::PassInfoMixin<SpmdResolveLaneCountPass> {
  explicit SpmdResolveLaneCountPass(const GangWidth &GW) : GW(GW) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
  GangWidth GW;
};

/// "spmd-privatize<W>": private allocas of export, task and masked functions become
/// structure-of-arrays for W lanes (wfv/Privatize.h).
struct SpmdPrivatizePass : llvm::PassInfoMixin<SpmdPrivatizePass> {
  explicit SpmdPrivatizePass(const GangWidth &GW) : GW(GW) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
  GangWidth GW;
};

/// "spmd-variants": internal functions the inliner left (recursive ones)
/// become masked functions called with a lane mask (wfv/MaskedVariants.h).
struct SpmdMaskedVariantsPass : llvm::PassInfoMixin<SpmdMaskedVariantsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// "spmd-inline-private-calls": calls of `noinline` functions that pass the
/// address of the caller's private memory are inlined, with a remark
/// (wfv/MaskedVariants.h, inlineNoInlineCallsWithPrivateAddresses).
struct SpmdInlinePrivateAddressCallsPass
    : llvm::PassInfoMixin<SpmdInlinePrivateAddressCallsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// "darm": control-flow melding of divergent branches (darm/Darm.h), with
/// the threshold of --darm-threshold; --no-darm turns it off. "darm<W>"
/// costs the code for a gang of W lanes (the pipeline passes its W).
/// "darm-simt<W>" costs it for a GPU wave of W lanes (DarmOptions::Simt).
struct DarmPass : llvm::PassInfoMixin<DarmPass> {
  GangWidth Lanes;
  bool Simt = false;
  /// DarmOptions::MathIsa.
  std::string MathIsa;
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// "spmd-all-on<W>": unmasked copies of regions behind a run-time all-on
/// test, where the cost rule (or `cif`'s coherence hint) says they pay
/// (wfv/AllOnFastPath.h); --no-all-on-fast-path turns it off.
struct SpmdAllOnFastPathPass : llvm::PassInfoMixin<SpmdAllOnFastPathPass> {
  explicit SpmdAllOnFastPathPass(const GangWidth &GW) : GW(GW) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
  GangWidth GW;
};

/// "spmd-reconverge": makes every divergent branch of an export, task or masked
/// function reconverging (wfv/Reconverge.h). Other functions are left alone.
struct SpmdReconvergePass : llvm::PassInfoMixin<SpmdReconvergePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// "spmd-widen<W>" (alias "spmd-mask<W>"): mask lowering and widening of
/// export and masked functions to W lanes (wfv/Widen.h), or to a scalable
/// gang with "spmd-widen<nxvN>"; each masked
/// function ends up in its widened shell (wfv/MaskedVariants.h). Other
/// functions are left alone.
struct SpmdWidenPass : llvm::PassInfoMixin<SpmdWidenPass> {
  /// DebugInMemory: -O0 -g, see vectorizer/wfv/DebugRecords.h.
  /// TargetSuffix: the target's symbol suffix, part of the names of extern
  /// functions' variants (externVariantName).
  explicit SpmdWidenPass(const GangWidth &GW, bool DebugInMemory = false,
                         std::string TargetSuffix = "")
      : GW(GW), DebugInMemory(DebugInMemory),
        TargetSuffix(std::move(TargetSuffix)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
  GangWidth GW;
  bool DebugInMemory;
  std::string TargetSuffix;
};

/// Makes every store the frontend tagged GangStoreMDName volatile: a write
/// to gang memory where lanes may be off (docs/spmd-ir.md, "Gang memory"):
/// a global or memory behind a pointer under varying control flow or in a
/// function that may be entered with lanes off, a gang-shared local or an
/// element or member of a uniform local array or struct under control flow
/// varying relative to its declaration. So no scalar cleanup speculates it:
/// SimplifyCFG would turn `if (c) u = 1;` into `u = select(c, 1, u)`, an
/// unconditional store that gives the write per-lane meaning instead of
/// ISPC's "written when any lane writes". Runs in the scalar cleanup after
/// SROA and EarlyCSE (a tagged store into a private object, reached
/// through a reference, stays promotable; a gang-shared slot is never
/// promoted: @spmd.gang.shared takes its address), before SimplifyCFG.
/// spmd-widen makes them plain again (releaseGangStores); on GPUs they
/// stay volatile (LLVM's optimizer runs on the per-lane code there).
struct SpmdProtectGangStoresPass
    : llvm::PassInfoMixin<SpmdProtectGangStoresPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Makes the stores SpmdProtectGangStoresPass made volatile plain again
/// (at the start of spmd-widen: the widened stores keep the any-lane
/// meaning by themselves).
void releaseGangStores(llvm::Module &M);

/// The CFG half of the scalar cleanup (step `cleanup`, tools/spmdc/
/// Pipeline.cpp), also run by spmd-unroll-private-loops on a function it
/// changed: ADCE (when \p Optimize), SimplifyCFG, ADCE and SimplifyCFG once
/// more (when \p Optimize), spmd-lower-switch, LoopSimplify, LCSSA. The
/// function leaves without switches, with simplified loops in LCSSA form.
void addCleanupCFGPasses(llvm::FunctionPassManager &FPM, bool Optimize);

/// The calls of @spmd.gang.join (SpmdTTI.h) after the scalar cleanup: on
/// a CPU they are deleted (the widened code runs the lanes' paths one after
/// the other, and LLVM's later passes see that order); on a GPU (Barrier)
/// each becomes a convergent empty inline asm that clobbers memory, since
/// LLVM's optimizer runs on the per-lane code there.
struct SpmdGangJoinsPass : llvm::PassInfoMixin<SpmdGangJoinsPass> {
  explicit SpmdGangJoinsPass(bool Barrier) : Barrier(Barrier) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
  bool Barrier;
};

/// "spmd-finalize": deletes the @spmd.gang.shared markers and the spmd.*
/// declarations nothing uses any more.
struct SpmdFinalizePass : llvm::PassInfoMixin<SpmdFinalizePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// "print<spmd-shapes>": prints the shape of every argument, instruction and
/// conditional branch to stderr (format in docs/shapes.md);
/// "print<spmd-shapes;lanes=W>" (or lanes=nxvN) also applies the rules that
/// need W.
struct SpmdShapePrinterPass : llvm::PassInfoMixin<SpmdShapePrinterPass> {
  GangWidth Lanes; // "print<spmd-shapes;lanes=W>": W for the compare rule
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Registers the parsing callbacks for all pass names above.
void registerSpmdPasses(llvm::PassBuilder &PB);

/// The category of the `cl::opt`s of spmdc's passes other than DARM's
/// (darmOptionCategory(), darm/Darm.h): the all-on fast path, the widener,
/// the reconverger, the unroll step, the GPU backend, the pipeline. spmdc
/// and spmdc-opt hide the options outside their own categories and pass
/// this one too: `--help` lists the ones users set
/// (`--no-all-on-fast-path`), `--help-hidden` the switches for tests and
/// measurements.
llvm::cl::OptionCategory &passOptionCategory();

/// For a tool's main, before cl::ParseCommandLineOptions: hides every
/// option outside \p Tool, darmOptionCategory() and passOptionCategory()
/// from --help and --help-hidden (not LLVM's hundreds), and lists LLVM's
/// `-stats` (spmdc's counters, Statistics.h) with the tool's own options.
void hideUnrelatedOptions(llvm::cl::OptionCategory &Tool);

} // namespace spmdc

#endif
