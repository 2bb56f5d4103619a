//===- MeldLatency.h - DARM: loop-carried chains of melded loops -*- C++ -*-=//
//
// Part of DARM's cost model (MeldCost.h). Melding two loops pairs their
// instructions by likeness, not by their place in the loop's recurrence:
// when one side's short update (an Euler step) aligns with the second half
// of the other's long one (a Verlet step), the melded body chains the two,
// with a blend at each place they differ, and the recurrence that carries
// a value from one iteration to the next grows longer than either side's.
// The two unmelded loops are independent and overlap in the core; the
// melded one waits on its longer chain every iteration (measured on
// avx512: 0.74x for such a pair, where two loops of one shape with
// different constants run 1.6x faster melded).
//
// recurrenceLengthening: the same for a region melded inside a loop that
// it does not meld, when the selects it adds wait on a condition computed
// from the loop's carried values.
//
// loopRecurrences (session 22's experiment, used since session 23): a
// melded loop's and its two sides' true recurrences and whether each
// side's exit tests wait on them, for the estimate's floor on an iteration
// and the overlap of a divergent loop with a uniform one
// (MeldCost::loopRecurrencePrices).
//
// Expects: the region's pairs, alignment and loop depths are filled; \p
// Same tells whether two values become one melded value.
// Guarantees: pure; nothing in the IR changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDLATENCY_H
#define SPMDC_VECTORIZER_DARM_MELDLATENCY_H

#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace llvm {
class TargetTransformInfo;
class Value;
} // namespace llvm

namespace spmdc::darm {

/// For each loop of \p R whose header pair melds, how many cycles (TTI
/// latencies; a select on the branch condition one) the longest loop-
/// carried chain of the melded body exceeds the longer of the two sides'
/// chains, weighed by the melded loop's iterations as the estimate weighs
/// its blocks (\p MeldedWeight of the header pair: MeldCost::weights);
/// summed over the loops. 0 when melding keeps the chains as they were
/// (the same code with selected loop-invariant operands).
double chainLengthening(
    const Region &R, const llvm::TargetTransformInfo &TTI,
    llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same,
    llvm::function_ref<double(const llvm::BasicBlock *,
                              const llvm::BasicBlock *)>
        MeldedWeight);

/// For a region of straight block pairs (no loop in it) inside a loop
/// whose branch condition depends on a value the region's join carries to
/// the next iteration: how many cycles the join's carried values are ready
/// later melded than unmelded, weighed by \p Weight (the region's
/// executions, as the estimate weighs its blocks). Unmelded, both sides
/// run off the chain and the join's select waits for the condition once;
/// melded, a differing operand's select waits for the condition before
/// the work that follows it (probe q6 box_step, avx512: compare, select,
/// two multiplies and an add on the chain of `v` and `p`, 16.0 against
/// 9.0 cycles per step by llvm-mca; 0.75x). 0 where the condition does not
/// depend on the region's carried values (the selects are then ready
/// early and the sides' work does not wait on them), and where the melded
/// chain is less than 1.5 times the unmelded one (hidden behind the
/// iteration's other work: bench darm_real merge_pass, avx2).
double recurrenceLengthening(
    const Region &R, const llvm::TargetTransformInfo &TTI,
    llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same,
    double Weight);

/// The loop-carried recurrences of the loop whose header pair is \p R's
/// pair \p H: for each side alone and melded, the longest
/// cycle through one of the header's phis and back over the back edge
/// (TTI latencies; a select of two differing values on the branch
/// condition 1) -- not a path from one phi to another's back-edge value,
/// which the next iteration starts ahead of time. And for each side
/// whether its loop's exit tests run ahead of that recurrence: their
/// inputs recur faster than the loop's longest chain (a counter against
/// `v = sqrt(...) / x`), so the branch resolves early and the core starts
/// the code after the loop while the chain drains.
struct LoopRecurrences {
  double T = 0, F = 0, M = 0;
  bool AheadT = false, AheadF = false;
};
/// \p InLoop tells the pairs of the loop by their T block.
LoopRecurrences loopRecurrences(
    const Region &R, size_t H, const llvm::TargetTransformInfo &TTI,
    llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same,
    llvm::function_ref<bool(const llvm::BasicBlock *)> InLoop);

} // namespace spmdc::darm

#endif
