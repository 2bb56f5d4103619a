//===- SimtIfConvert.h - cheap divergent diamonds as selects ----*- C++ -*-===//
//
// \file
// "spmd-simt-ifconvert" (GPU targets, after LLVM's optimizer): a divergent
// two-way branch on a SIMT machine runs both of its sides whenever the wave
// holds lanes for each, and pays the exec-mask bookkeeping around them
// (AMDGPU: v_cmp, s_and_saveexec, s_xor, s_andn2_saveexec, s_cbranch_execz,
// s_branch, s_or). When both sides are short and side-effect free, running
// both unconditionally and picking each result with a select is cheaper.
// LLVM's SimplifyCFG does that only under a fixed budget
// (FoldTwoEntryPHINode, two-entry-phi-node-folding-threshold) that ignores
// divergence and the mask bookkeeping, and SpeculativeExecution hoists from
// one side only; so a diamond whose sides do not share a sinkable
// instruction (dct_quant after InstCombine writes -(floor(x)*q) as
// floor(x) * -q) stays a divergent branch.
//
// What is converted: a conditional branch that UniformityInfo calls
// divergent (a full-warp vote on NVPTX counts as uniform, as in
// GpuPredicate.h), shaped as a diamond (each successor has the branch as its
// only predecessor and both continue unconditionally to one join block) or
// a triangle (one successor is such a block and continues to the other).
// Every instruction of the sides must be safe to speculate at the branch
// (LLVM's isSafeToSpeculativelyExecute: no stores, no calls with side
// effects, loads only where provably dereferenceable, no division that
// could trap -- floating-point division is fine), not convergent, and not
// a phi or alloca. Costs come from the target's TargetTransformInfo
// (TCK_SizeAndLatency): the straight-line code -- both sides plus one
// select per join phi whose incoming values differ -- may cost no more than
// the cheapest path through the branch, counting the branches themselves:
//
//     cost(T) + cost(F) + cost(selects) <= min(cost(T), cost(F)) + cost(br)
//
// where cost(br) is the conditional branch plus the sides' unconditional
// branches. So the converted code is never more expensive than the branch
// by the TTI's measure, even when the whole wave goes one way, and it is
// cheaper whenever the wave is split. Uniform branches stay (they are scalar
// branches, and skipping a side costs nothing there).
//
// Blocks are visited in post-order, so an inner diamond is converted, its
// join merged into the branch block, and the enclosing diamond then seen
// with single-block sides in the same run.
//
// Correctness: the sides are moved in front of the branch with LLVM's
// hoistAllInstructionsInto (which drops the UB-implying attributes and
// metadata that held only under the branch condition); each join phi gets
// select(cond, true-side value, false-side value) for the edge from the
// branch block. A speculated instruction may compute poison in lanes that
// took the other side, but only selects that pick the other side's value
// read it there. The transform is the same on any target, so the hidden
// CPU mode (--spmd-simt-ifconvert-on-cpu, with the SPMD shapes as the
// divergence and an optional --spmd-simt-ifconvert-budget) runs it on the
// per-lane SPMD IR before widening, and the e2e hosts check the results
// (tests/lit/gpu/simt-ifconvert-run.test).
//
// Expects: a GPU module after LLVM's optimizer (or, CPU mode, SPMD IR after
// spmd-lane-count). Guarantees: valid IR; no instruction with side effects
// or a convergent call is moved; the CFG changes only where a diamond or
// triangle was converted.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_SIMTIFCONVERT_H
#define SPMDC_GPU_BACKEND_SIMTIFCONVERT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "vectorizer/wfv/GangWidth.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class AssumptionCache;
class BranchInst;
class DominatorTree;
class TargetTransformInfo;
} // namespace llvm

namespace spmdc {

/// Converts the divergent diamonds and triangles of \p F that pass the
/// cost rule of the file comment; \p IsDivergent says which conditional
/// branches are divergent (asked before anything changes). Returns the
/// number of branches removed.
unsigned ifConvertDivergentBranches(
    llvm::Function &F, const llvm::TargetTransformInfo &TTI,
    llvm::DominatorTree &DT, llvm::AssumptionCache &AC,
    llvm::function_ref<bool(const llvm::BranchInst &)> IsDivergent);

/// "spmd-simt-ifconvert": the GPU step, with the target's UniformityInfo.
struct SpmdSimtIfConvertPass : llvm::PassInfoMixin<SpmdSimtIfConvertPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

/// Tests only: with the hidden option --spmd-simt-ifconvert-on-cpu, the same
/// transform on CPU SPMD IR (after spmd-lane-count), with the shape
/// analysis for divergence at the gang width \p GW; otherwise nothing.
struct SpmdSimtIfConvertOnCpuPass
    : llvm::PassInfoMixin<SpmdSimtIfConvertOnCpuPass> {
  explicit SpmdSimtIfConvertOnCpuPass(GangWidth GW) : GW(GW) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  GangWidth GW;
};

} // namespace spmdc

#endif
