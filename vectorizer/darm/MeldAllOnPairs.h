//===- MeldAllOnPairs.h - DARM: melded blocks under a full mask -*- C++ -*-===//
//
// Part of DARM's cost model (MeldCost.h). Melded, a region's blocks run
// under X's mask wherever the melded control flow between X and them is
// uniform: X's divergent branch is gone, and a melded branch of two
// uniform branches on one melded value (two loops counting `dy` from -1
// to 1) is uniform again. Where X is all-on (a `foreach` body's full
// iterations), wfv/AllOnBlocks then proves those melded blocks all-on
// and the widener emits their contiguous loads and stores unmasked,
// while each side ran its copy masked under its own lanes -- e2e
// darm_user_programs7's class_blur: each side's byte load is TTI's
// masked `<8 x i8>` (32 on haswell) plus the first-active-lane base
// against 1 for the melded plain load (docs/darm-history.md, "Melded
// accesses under a full mask (session 24)").
//
// The rule is AllOnBlocks' first one on the melded CFG, computed from the
// pairs before melding: the pair X branches to is on; another pair is on
// when every predecessor of its T block is the T block of a pair that is
// on (no solo) whose two blocks end in unconditional branches or in
// conditional ones on one melded uniform value (uniformWhenMelded). A
// greatest fixpoint, so the pairs of a melded uniform loop stay on.
// Joins after a divergent branch inside the sides (AllOnBlocks' closed
// regions) are not told apart: off, priced masked as before. The
// estimate asks only on avx2 and avx512 (MeldCost::wideX86Gang; on sse4
// the flips lost on gang-coherent data).
//
// Expects: the region's pairs and alignment are filled (not a pair of
// subgraphs scored alone: R.X and R.J set); \p Same tells whether two
// values become one melded value (MeldCost::estimate's tokens).
// Guarantees: pure; nothing in the IR changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDALLONPAIRS_H
#define SPMDC_VECTORIZER_DARM_MELDALLONPAIRS_H

#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace spmdc::darm {

/// For each pair of \p R (in R.Pairs' order), whether its melded block
/// runs under X's whole mask (see above). All false without X or J.
llvm::SmallVector<bool, 16> meldedUnderEntryMask(
    const Region &R, const ShapeInfo &SI,
    llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same);

} // namespace spmdc::darm

#endif
