//===- AllOnFastPath.h - Unmasked copies of regions, tested at run time -*- C++ -*-===//
//
// The dynamic half of the all-on fast paths (the static half is
// AllOnBlocks.h: the entry, the full foreach iterations and everything the
// mask provably reaches whole). ISPC runs the body of a `cif` and of a
// `foreach` without masks when all lanes are on; this pass does the same
// for any region that starts at a divergent branch, chosen by a cost rule.
//
// Regions. For a block X ending in a divergent conditional branch and a
// successor E of it whose only predecessor is X (so E's mask is X's mask
// and-ed with the branch condition; not when the branch carries
// !spmd.partial, the foreach tail's guard, which is never all-on, nor
// anywhere in the blocks that guard's taken edge dominates): the region is every block reachable
// from E without entering X's immediate post-dominator or the header of a
// loop that contains E. Every block of it must be dominated by E (one
// entry), and none may return (the widener wants one `ret`). Exits may go
// anywhere (a `break` in a loop body, say).
//
// Transformation. X's edge to E goes instead to a new block
//   allon.test:  %n = call i32 @spmd.count(i1 true)   ; active lanes
//                %all = icmp eq i32 %n, W
//                br i1 %all, E.fast, E
// where W is the constant, or on a scalable gang the run-time lane count
// `shl nuw nsw (llvm.vscale), 2` (`cntp` = `cntw`, docs/design/sve-vla.md)
// and the region is cloned (E.fast …). The branch is uniform (spmd.count's
// result is), so spmd-reconverge leaves it alone; spmd-widen's AllOnBlocks
// knows that the `true` successor of such a test is all-on, so the copy
// gets plain loads and stores, unguarded uniform stores and unmasked
// reductions as far as the static rules carry the full mask. Phis of the
// exit blocks get the copy's incoming values; values of the region used
// beyond it get phis (SSAUpdater).
//
// Cost rule. For each region, with vector types of W lanes (scalable ones on
// a scalable gang, priced by the target at its minimum length) and the target's
// TargetTransformInfo (reciprocal throughput), the *saving* of the unmasked
// copy is the sum over the instructions of the region's blocks that run with
// its entry's mask (×4 per loop level inside the region) of
//   contiguous varying load/store    cost(masked) − cost(plain)
//   gather/scatter                   cost(variable mask) − cost(constant mask)
//   varying integer division         the select of a safe divisor
//   cross-lane operation             the select of its identity
//   divergent branch                 the select of its edge mask
// Those blocks (reached from E through uniform branches only, and not under
// an inner divergent branch before it reconverges) are where the copy is
// all-on; elsewhere it is masked as the original is. A uniform-address
// store saves nothing: its any(mask) guard there tests E's mask, which the
// skip branch into E (`br any(m & c)`) already tested, and LLVM folds the
// guard into that branch.
// The *cost* is the test (an and-reduction of the mask and a branch). A
// region is copied if
//   hinted (`cif`, `cfor`, `cwhile`, `cdo`: the branch carries
//   !spmd.coherent):  saving ≥ test cost
//   otherwise:         saving ≥ 4·test cost + (instructions copied)/4
// and it has at most 2000 instructions. The coherence hint is ISPC's: the
// programmer says the mask is usually all-on or all-off, so the test almost
// always pays and code size is what was asked for; without it the mask
// may rarely be full, and a test that fails costs about as much as it would
// save (measured on avx2, docs/results.md), so the copy must save several
// tests' worth, and pay for its size. Regions are visited smallest first (inner before outer); a region
// containing an already copied one is judged with the copy included.
//
// Expects: an export or task SPMD function after spmd-lane-count,
// before spmd-reconverge, with one `ret`. Masked functions are left alone
// (their entry mask is a parameter: no block is assumed all-on there).
// Guarantees: valid IR with the same per-lane semantics (each lane runs the
// same instructions, in either copy); the new branches are uniform; one
// remark per copied region (pass "spmd-all-on", `-Rpass=spmd-all-on`) and a
// missed remark with the numbers for each region not copied.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_ALLONFASTPATH_H
#define SPMDC_VECTORIZER_WFV_ALLONFASTPATH_H

#include "llvm/IR/Function.h"

#include "vectorizer/wfv/GangWidth.h"

namespace llvm {
class OptimizationRemarkEmitter;
class TargetTransformInfo;
} // namespace llvm

namespace spmdc {

/// The metadata kind the frontend puts on the condition branch of `cif`,
/// `cfor`, `cwhile` and `cdo`.
inline constexpr const char *CoherentMDName = "spmd.coherent";
/// The metadata kind of a branch whose lanes are known never to be all on
/// together (the frontend's foreach tail guard): no region after it is
/// copied.
inline constexpr const char *PartialMDName = "spmd.partial";

/// Adds the all-on fast paths of \p F for a gang of \p GW lanes (fixed or
/// scalable). Returns the number of regions copied.
/// \p HintedAlways: copy every region with a coherence hint whatever the
/// saving (ISPC's rule for `cif`; for measuring the cost rule, option
/// --all-on-fast-path-hinted-always).
unsigned addAllOnFastPaths(llvm::Function &F, const GangWidth &GW,
                           const llvm::TargetTransformInfo &TTI,
                           llvm::OptimizationRemarkEmitter *ORE,
                           bool HintedAlways = false);

/// True if \p BB is the `true` successor of \p Pred's all-on test
/// (`br (icmp eq (spmd.count(true)), W), BB, other`): every lane is on
/// whenever that edge is taken. W is the constant or, for a scalable
/// \p GW, the `shl nuw nsw (llvm.vscale), log2 N` copyRegion writes.
bool isAllOnTestEdge(const llvm::BasicBlock *Pred, const llvm::BasicBlock *BB,
                     const GangWidth &GW);

} // namespace spmdc

#endif
