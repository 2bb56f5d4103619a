//===- GpuPredicate.h - `unmasked` regions on a wave ------------*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower": ISPC's `unmasked { }` blocks and `unmasked`
// functions (vectorizer/analysis/UnmaskedRegions.h) on a wavefront/warp.
// A wave cannot switch on lanes that diverged -- their exec bits come back
// only where the branch reconverges, and on NVIDIA diverged threads sit at
// other program points -- so a region is run with the whole wave by keeping
// every thread of the wave at the same block and the SPMD mask in data:
//
//  - A kernel (export or task function) where every divergent branch that
//    can reach a region is post-dominated by it already runs the region
//    with every lane on: the markers are dropped, nothing else changes.
//  - Any other kernel is *software-predicated* as a whole, with the CPU
//    widener's mask rules (wfv/Widen.h) at one lane per thread: its CFG is
//    made reconverging (spmd-reconverge's open-tree transform); every block
//    gets an i1 mask (entry: true; a divergent branch `br c, T, P`, P the
//    rejoin successor, becomes `br any(m & c), T, P`, and the lanes
//    `m & !c` wait in P's pending mask; a block's mask is its arrival mask
//    | its pending mask); every conditional branch, uniform ones included,
//    branches on a wave vote (llvm.amdgcn.ballot / vote.any.sync with the
//    full warp), so the whole wave always takes the same path and the
//    hardware exec mask stays full; divergent phis at rejoin blocks are
//    blended so that each lane keeps the value it left with. A region's
//    begin block gets the mask `true`, its end block the begin block's own
//    mask, and provably all-on blocks (wfv/AllOnBlocks.h) `true`.
//    In a block whose mask is not `true`, the instructions that touch
//    memory, call, or talk to other lanes run under a per-thread guard
//    `if (m) { ... }` -- a divergent diamond that rejoins right after
//    itself, so the cross-lane lowering (GpuCrossLane.h) inside it sees
//    exactly the lanes of `m` as the hardware's active lanes; values leaving
//    a guard are zero in the skipped lanes and divisors of inactive lanes
//    are 1 (never poison or a trap in a lane that is logically off). On
//    NVPTX the warp is converged (bar.warp.sync) before each such guard
//    that holds a cross-lane operation and at the start of every region.
//  - Each region of a predicated kernel starts with a call of
//    @spmd.gpu.full.wave (convergent, so LLVM neither moves it nor makes it
//    control dependent on anything new). After LLVM's optimizations,
//    "spmd-gpu-check" (SpmdGpuCheckFullWavePass) proves with the target's
//    UniformityInfo that every divergent branch that can reach such a call
//    is post-dominated by it -- the whole wave is there -- and removes the
//    calls; if an optimization had broken that, the kernel is reported as
//    an internal error instead of running the region with the wrong lanes.
//  - A kernel with irreducible control flow (a goto into a loop) that needs
//    the predication first has its cycles made natural loops
//    (makeCyclesReducible, wfv/Reconverge.h), so LCSSA gives the values
//    leaving them exit phis, which keep each lane's value as of the moment
//    it left.
//  - A region in a function that is not a kernel (a recursive SPMD
//    function the inliner kept: it runs with its caller's exec mask) is
//    diagnosed.
//
// Expects: SPMD IR after inline/cleanup/spmd-lane-count/darm, before any
// other part of spmd-gpu-lower (lane index and cross-lane calls still
// spmd.*). Guarantees: no unmasked marker is left in a kernel that was
// handled; the IR is valid; a function that cannot be handled is reported
// through LLVMContext::diagnose (and the result is false).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUPREDICATE_H
#define SPMDC_GPU_BACKEND_GPUPREDICATE_H

#include "tools/spmdc/Targets.h"

#include "llvm/IR/Module.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Whether the terminator of \p BB is divergent on a GPU: UniformityInfo's
/// answer, except that a branch on a full-warp vote (NVPTX's vote.sync,
/// whose result UniformityInfo does not know to be the same in every
/// thread) is uniform.
bool isDivergentGpuBranch(llvm::UniformityInfo &UI, const llvm::BasicBlock &BB);

/// Lowers every `unmasked` region of \p M for waves of \p WaveSize lanes of
/// \p A (see the file comment). Returns false if a region was diagnosed.
/// \p OnCpu (tests only): predicate the kernels of a CPU module with the
/// votes as SPMD `any` calls, leaving masked functions to the widener.
bool lowerGpuUnmaskedRegions(llvm::Module &M, Arch A, unsigned WaveSize,
                             bool OnCpu = false);

/// A host simulation of the predicated wave, for tests: with the hidden
/// option --spmd-gpu-predicate-on-cpu, runs lowerGpuUnmaskedRegions(OnCpu)
/// in the CPU pipeline (after spmd-lane-count), so the widener executes
/// the predicated kernels with exactly the lanes a wave would have on;
/// otherwise does nothing.
struct SpmdGpuPredicateOnCpuPass
    : llvm::PassInfoMixin<SpmdGpuPredicateOnCpuPass> {
  explicit SpmdGpuPredicateOnCpuPass(unsigned LaneCount)
      : LaneCount(LaneCount) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
  unsigned LaneCount;
};

/// The marker a predicated region starts with (see the file comment).
inline constexpr const char *GpuFullWaveName = "spmd.gpu.full.wave";

/// "spmd-gpu-check": after LLVM's optimizations, proves that every
/// @spmd.gpu.full.wave call runs with the whole wave and removes them;
/// reports an internal error otherwise.
struct SpmdGpuCheckFullWavePass
    : llvm::PassInfoMixin<SpmdGpuCheckFullWavePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace spmdc

#endif
