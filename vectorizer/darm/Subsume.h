//===- Subsume.h - DARM: a side computing the other's work ----*- C++ -*-===//
//
// Part of DARM (Darm.h), run by its driver before any meld. For a divergent
// branch `br c, T, F` whose two sides are paths to the same join J: if the
// T side, specialized to the lanes that take F -- every value decided from
// what holds on the edge into F (the condition false, the conditions of the
// edges that dominate the branch) folded, then simplified -- computes
// exactly what the F side computes, the branch becomes `br T`: every lane
// runs T's code, and for F's lanes it computes F's values. Symmetrically F
// under c. SRAD is the example: the border side clamps its neighbours'
// indices, `y == 0 ? k : k - w`, which is the interior's `k - w` on every
// interior pixel, so running the border side for every pixel is right
// (docs/darm-history.md, "The real kernels' ceiling").
//
// Why before melding, in the DARM step: a subsumed branch leaves nothing to
// meld, and melding first would hide the equality behind selects on c (the
// melded address select(c, n, k - w), which the melder refuses as a gather
// of a contiguous load). Why not a separate step: the same switches apply
// (--no-darm, --darm-threshold), the same cost model prices it, and its
// remarks are DARM's (-Rpass=darm).
//
// What "computes exactly" means: both sides are walked from their first
// block to J along the one path their folded branches take (a branch that
// does not fold, a loop, a block the side's entry edge does not dominate --
// one the other side reaches too, as a switch's default that a case falls
// into -- or more than 16 blocks: not transformed). Values
// get value numbers by structure (the same operation, isSameOperationAs, on
// the same numbered operands; values from before the branch number
// themselves), after InstSimplify with the specialized operands (no use of
// poison flags or undef), an i1 decided by isImpliedCondition from the
// facts, or an integer whose known bits under the facts are all known.
// Instructions that touch memory, have side effects or may trap are
// numbered by their position in their side's sequence of such
// instructions: the two sequences must be equal element by element (so the
// loads and divisions T runs for F's lanes are F's own, in F's order), and
// J's phis must receive equal numbers from the two sides. Never with a
// convergent call (cross-lane results depend on the mask), a volatile or
// atomic access, an alloca, or a store to a uniform address (once per side
// is not once). T's instructions that F's lanes now run and that F does not
// compute itself must not be able to create poison on their own (their
// poison flags are dropped); those F also computes get the intersection of
// both copies' flags.
//
// Cost (MeldCost, the target's TTI for the gang): T for every lane against
// the linearized branch (both sides under their masks, a guard for each
// side with work, a blend per phi of J whose values differ); taken when
// the saving reaches the DARM threshold, like a meld. T's accesses are
// priced by T's shapes. A gang whose lanes all take F paid F alone and
// would pay T: when the condition can be the same for the whole gang
// (MeldCost::mayBeCoherent: it reads a uniform value and no loaded data)
// and T makes an access that F makes at a uniform or contiguous address
// as a gather or scatter, or costs such a gang more than F with its guards
// and blends, replacing the branch would make such gangs pay (SRAD's
// clamps turn the interior's contiguous left/right loads into gathers).
// Then, on x86, the branch stays for gangs whose lanes agree, behind an
// all/none test, and branches there on any(c) -- uniform, so such a gang
// runs its own side without masks, guards or blends -- while a gang whose
// lanes differ runs a copy of T alone: no gang pays more than the test,
// whatever share of gangs agrees, so the diverged gang's saving net of the
// test decides. Measured (docs/darm.md): srad_coef 2.4x (avx512), 2.5x
// (avx2), 1.65x (sse4) faster than the branch, a 1-D clamped stencil 2.4x
// / 3.6x / 1.4-1.9x, where replacing the branch for every gang ran it
// 0.47-0.83x. Elsewhere (not measured), and with
// `--darm-subsume-coherent-gangs=charge` (session 13's rule), the branch
// stays as it is; `ignore` prices the diverged gangs only. (Session 13
// tried the test with a divergent `br c | !coherent(c), T, F`: slower than
// the branch on all three kernels.) A remark either way (pass "darm"), a
// statistic.
//
// Expects: SPMD IR after the scalar cleanup, before spmd-reconverge.
// Guarantees: valid IR; every lane computes the values and performs the
// memory accesses and side effects it did before, in the same order; the
// blocks of the removed side that become unreachable are deleted; a kept
// branch carries KeptBranchMDName (MeldCodegen.h).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_SUBSUME_H
#define SPMDC_VECTORIZER_DARM_SUBSUME_H

#include "vectorizer/darm/Darm.h"

namespace llvm {
class Function;
class OptimizationRemarkEmitter;
class TargetTransformInfo;
} // namespace llvm

namespace spmdc {

/// Replaces each divergent branch of \p F whose one side subsumes the other
/// (see above) by a branch to that side when the cost model says it pays.
/// Returns the number of branches changed (0: \p F is unchanged).
unsigned subsumeDivergentBranches(llvm::Function &F,
                                  const llvm::TargetTransformInfo &TTI,
                                  const DarmOptions &Opts,
                                  llvm::OptimizationRemarkEmitter *ORE);

} // namespace spmdc

#endif
