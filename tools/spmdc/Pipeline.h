//===- Pipeline.h - the spmdc compilation pipeline --------------*- C++ -*-===//
//
// \file
// The whole middle of the compiler, in order, in one function
// (`runPipeline`), the way Halide's lower() reads: every step goes through one
// wrapper that times it, runs the LLVM verifier after it, stops on reported
// errors, and prints the module after it when `--dump-after=<step>` names it.
//
//   frontend (done by the caller; dump name "frontend")
//   spmd-verify      SPMD IR contract check            (vectorizer/)
//   spmd-fast-math   --opt=fast-math: fast-math flags on every FP
//                    operation of the source (vectorizer/FastMath.h), before
//                    any library code is linked in
//   inline           internal SPMD functions inlined into their callers
//   spmd-variants    the ones left (recursive) become masked functions
//   cleanup          SROA, EarlyCSE, SimplifyCFG, spmd-lower-switch, LCSSA
//   unroll-private-loops  -O1+: constant-trip loops over private arrays
//                    fully unrolled, the arrays promoted
//                    (vectorizer/UnrollPrivateLoops.h)
//   spmd-gang-joins  @spmd.gang.join calls deleted (GPU: barriers)
//   spmd-lane-count  programCount -> W
//   darm             similar sides of divergent branches melded (DARM)
//   spmd-all-on      run-time all-on tests before unmasked region copies
//   spmd-reconverge  every divergent branch gets a post-dominating successor
//   spmd-instrument  --instrument: per-block counters of active lanes
//   spmd-widen       masks + widening by shape: per-lane scalar -> W-wide
//   spmd-finalize    gang-shared markers and spmd.* declarations removed
//   vector-math      vector math calls -> Highway bitcode, linked in
//                    (skipped with --math-lib=system)
//   optimize         LLVM's default O1/O2/O3 pipeline with the target's TTI
//
// GPU targets (gpu-backend/) take a shorter road: spmd-verify,
// spmd-fast-math, inline, cleanup, unroll-private-loops, spmd-gang-joins,
// spmd-lane-count (W = wave size), darm
// (SIMT costs), then
//   spmd-instrument  --instrument: counters lowered with ballot/popcount
//   spmd-gpu-lower   export functions -> kernels, lanes -> work-items
//                    (gpu-backend/GpuLowering.h), spmd-finalize
//   optimize
//   spmd-simt-ifconvert  cheap divergent diamonds/triangles -> selects
//                    (gpu-backend/SimtIfConvert.h)
//   spmd-gpu-check   predicated `unmasked` regions still start where the
//                    whole wave is (gpu-backend/GpuPredicate.h)
//
// Code generation (object, assembly, bitcode) follows in the driver.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_PIPELINE_H
#define SPMDC_TOOLS_PIPELINE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <string>
#include <vector>

namespace llvm {
class Module;
class raw_ostream;
class TargetMachine;
} // namespace llvm

namespace spmdc {

struct TargetDesc;

/// --math-lib: where the vector math comes from.
enum class MathLibKind {
  Default, ///< Highway vector math (runtime/vmath), libm outside its ranges
  Fast,    ///< Highway without the libm fix-up: out-of-range inputs
           ///< (huge sin arguments, NaN, inf, 0 for log) are unspecified
  System   ///< per-lane libm calls, as ISPC's --math-lib=system
};

struct PipelineOptions {
  const TargetDesc *Target = nullptr;
  unsigned OptLevel = 2;     ///< -O0..-O3
  std::string DumpAfter;     ///< step name, "" for none
  bool TimePasses = false;   ///< --time-passes
  bool VerifyEach = true;    ///< LLVM verifier after every step
  /// --dump-after prints debug info (-g); without -g the module carries
  /// locations for remarks, which the dump leaves out.
  bool DumpDebugInfo = false;
  MathLibKind MathLib = MathLibKind::Default;
  /// --opt=fast-math: the spmd-fast-math step runs; FastMathContract says
  /// whether its flags allow FMA fusion (not with --opt=disable-fma).
  bool FastMath = false;
  bool FastMathContract = true;
  /// --opt=disable-loop-unroll: LLVM's optimizer unrolls only loops whose
  /// unrolling is forced by metadata.
  bool LoopUnroll = true;
  /// --instrument: per-block lane-utilization counters (spmd-instrument).
  bool Instrument = false;
  /// --gpu-heap-size: bytes of the device heap behind `uniform new`
  /// (gpu-backend/GpuHeap.h; 0 = the default).
  uint64_t GpuHeapBytes = 0;
  /// --device-lib: device code of extern "C" functions and globals on GPU
  /// targets (gpu-backend/GpuDeviceLibs.h), in command-line order.
  std::vector<std::string> DeviceLibs;
};

/// Prints \p M, without its debug info unless \p WithDebugInfo.
void printModule(const llvm::Module &M, llvm::raw_ostream &OS,
                 bool WithDebugInfo);

/// Names of the steps, in order ("frontend" first), for --dump-after.
llvm::ArrayRef<const char *> pipelineStepNames();

/// True if the pipeline for \p T has the step \p Name ("frontend" always):
/// GPU targets skip spmd-variants/-reconverge/-widen, CPU targets
/// spmd-gpu-lower.
bool pipelineHasStep(const TargetDesc &T, llvm::StringRef Name);

/// Runs every step on \p M. Returns false when a step reported an error
/// (through the LLVMContext's diagnostic handler, which \p HadError reads) or
/// when the verifier rejected the IR after a step.
bool runPipeline(llvm::Module &M, llvm::TargetMachine &TM,
                 const PipelineOptions &Opts,
                 const std::function<bool()> &HadError);

} // namespace spmdc

#endif
