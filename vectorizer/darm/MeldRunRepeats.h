//===- MeldRunRepeats.h - DARM: one side's run repeating the other's -*- C++ -*-===//
//
// Part of DARM's cost model (MeldCost.h). Two loop bodies the alignment
// leaves unmatched (`acc += t * 3 + r; t++` against `acc += t * 5 - r;
// t++`) are each a run of the melded block; where both runs are cheap and
// safe they are computed for every lane, one after the other, in the
// melded block. An instruction of the F run that is the same operation on
// the same (melded) operands as one of the T run -- the two `t + 1` -- is
// then a copy later CSE removes, and the select that blends the two into
// the loop's phi selects one value with itself and folds away. Priced as
// two additions and a blend, the melded loop paid an add and a select per
// iteration that its code does not have (e2e darm_loop_else_if `outer`,
// darm_wrap_run `outer`: docs/darm-history.md, "A melded loop's iteration").
// Since session 20 also where one of the two runs stays guarded (probe
// s6's fractal_d: `2 * zr * zi` against `abs(2 * zr * zi)`, the `abs` run
// guarded): the other run, computed for every lane ahead of the guard,
// dominates the repeat, which the code generation maps onto it
// (MeldCodegen.cpp), and the value leaving the guarded run reaches the
// blend without a pending copy (Widen.h, "Blends").
// Which copy goes (droppedRepeats, session 21): the code generation keeps
// the one computed for every lane and maps the guarded one onto it, on
// whichever side the guarded run is; where both runs are computed for
// every lane, the F copy (CSE). A guarded run left with nothing but such
// repeats gets no guard at all, and a dropped repeat's value needs no
// blend where it leaves the run: the estimate prices what is built.
//
// Expects: the region's pairs and alignment are filled; \p Same tells
// whether two values become one melded value.
// Guarantees: pure; nothing in the IR changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDRUNREPEATS_H
#define SPMDC_VECTORIZER_DARM_MELDRUNREPEATS_H

#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace spmdc::darm {

class MeldCost;

/// For pair \p P of \p R (no solo): each unmatched instruction of the F
/// side mapped to the unmatched instruction of the T side it repeats, where
/// the two sit in runs (split where MeldCost::hoistsOver says the estimate
/// splits them) of which at least one is computed unguarded for every lane
/// (MeldCost::speculatable), and it is the same operation on operands
/// that \p Same takes as one value (or that are themselves such repeats).
/// Added to \p Out.
void collectRunRepeats(
    const Region &R, size_t P, const MeldCost &Cost,
    llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same,
    llvm::DenseMap<const llvm::Instruction *, const llvm::Instruction *> &Out);

/// Of the repeats \p Repeats (collectRunRepeats: F instruction -> the T
/// instruction it repeats) whose two instructions are in \p RunT and
/// \p RunF, the copies the code generation drops (MeldCodegen.cpp's
/// Repeat): the guarded run's where one run is guarded (only an
/// instruction safe for every lane: the code generation maps nothing
/// else), else the F run's. Added to \p Out.
void droppedRepeats(
    const Region &R, const MeldCost &Cost,
    llvm::ArrayRef<llvm::Instruction *> RunT,
    llvm::ArrayRef<llvm::Instruction *> RunF,
    const llvm::DenseMap<const llvm::Instruction *, const llvm::Instruction *>
        &Repeats,
    llvm::SmallPtrSetImpl<const llvm::Instruction *> &Out);

} // namespace spmdc::darm

#endif
