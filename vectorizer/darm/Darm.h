//===- Darm.h - Control-flow melding of divergent branches ------*- C++ -*-===//
//
// DARM (Saumya, Sundararajah, Kulkarni, "DARM: Control-Flow Melding for SIMT
// Thread Divergence Reduction", CGO 2022) on SPMD IR, before
// spmd-reconverge: the two sides of a *divergent* branch that do similar
// work are melded into one path that every lane of the branch runs, so a
// SIMD target executes the common work once instead of once per side.
//
// Regions. For a block X ending in `br c, T, F` that the shape analysis
// calls divergent, with J its immediate post-dominator: the T-region (F-
// region) is everything reachable from T (F) without passing J. Both must
// be acyclic, disjoint, entered only from X and left only to J, with T, F
// != J. The two regions must be isomorphic: walking them in parallel pairs
// every block with one block of the other side with the same successor
// structure (single blocks -- the usual if/else -- are the simplest case;
// the bitonic compare-and-swap `if (up) { if (a > b) swap } else { if (a <
// b) swap }` pairs two small diamonds).
//
// Alignment. The instructions of each block pair are aligned by dynamic
// programming (a global alignment with free gaps -- Needleman-Wunsch --
// which, unlike Smith-Waterman's local alignment, can use every profitable
// match in the blocks) maximizing the saved latency: a match saves the
// instruction's latency (TargetTransformInfo, TCK_Latency) and costs one
// select per operand that differs between the sides. Matches need the same
// opcode, type, flags that change semantics (predicates, callee, memory
// attributes, GEP source element type, immarg operands); never convergent
// or volatile/atomic operations; never a phi or terminator. Shapes guard
// the memory system: a match whose result is not varying on both sides
// (melding would make it varying) is refused unless both sides compute it
// from the same operands, and a load/store is matched only when both
// addresses are the same value or both already varying (two gathers
// become one, a contiguous access never becomes a gather).
//
// Profitability: saved / (cost(T-region) + cost(F-region)) must reach the
// threshold (--darm-threshold, default 0.2), after charging one branch and
// an any() per unmatched run.
//
// Code generation. One melded block sequence per block pair: matched
// instructions once, with `select c, t, f` for operands that differ;
// unmatched runs of either side in guarded blocks (`br c, gap, cont`, so
// the widener runs them masked -- nothing one-sided is ever speculated,
// no load+select+store for one-sided stores) whose values reach later code
// through phis with poison on the other edge (a select on c never picks
// the poison). Branches inside the regions branch on select(c, cT, cF);
// phis of paired blocks and of J take selected incoming values. Repeats
// until nothing melds (at most 8 rounds per function).
//
// Coherence. The original sides stay: X ends in `br all(c) | none(c),
// orig, melded` (the cross-lane operations spmd.all and spmd.none: uniform,
// lowered by the widener against X's mask), which says whether all active
// lanes agree on c. A gang
// whose lanes all go one way runs that side alone, as without melding;
// only gangs that really diverge run the melded path. This is what keeps
// melding from slowing down branches that are divergent in principle but
// coherent in practice (the paper's SRAD; bitonic sort's (i & k) == 0 for
// k >= W), at the price of code size.
//
// Expects: SPMD IR after the scalar cleanup (LCSSA not required, the
// regions are acyclic). Guarantees: valid IR, each lane executes exactly
// the instructions of its own side with its own operands, in its own
// order; melds are reported as remarks (pass "darm").
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_DARM_H
#define SPMDC_VECTORIZER_DARM_DARM_H

#include "llvm/IR/Function.h"

namespace llvm {
class OptimizationRemarkEmitter;
class TargetTransformInfo;
} // namespace llvm

namespace spmdc {

struct DarmOptions {
  double Threshold = 0.2; ///< minimum saved share of the two sides' latency
  unsigned MaxRounds = 8; ///< melds per function, at most
  unsigned LaneCount = 0; ///< W if known, for the shape analysis
};

/// Melds the divergent branches of the export or masked function \p F.
/// Returns the number of regions melded.
unsigned meldDivergentRegions(llvm::Function &F,
                              const llvm::TargetTransformInfo &TTI,
                              const DarmOptions &Opts,
                              llvm::OptimizationRemarkEmitter *ORE = nullptr);

} // namespace spmdc

#endif
