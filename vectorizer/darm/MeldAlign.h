//===- MeldAlign.h - DARM: instruction alignment of two blocks --*- C++ -*-===//
//
// Part of DARM (Darm.h). Aligns the instructions of two paired blocks by
// dynamic programming: a global alignment with affine gaps (Needleman-
// Wunsch with Gotoh's gaps; chosen over Smith-Waterman's local alignment so
// that every profitable match in the blocks counts) that maximizes the
// saved cost. A match scores what it saves (one of the two instructions,
// less the selects its differing operands need and what they cost the
// melded instruction); opening a run of unmatched instructions costs a
// guard branch, extending it nothing (or, in a second alignment, only a
// run that holds an instruction unsafe to run for all lanes costs one:
// cheap safe runs are computed unguarded). A safe match that needs no
// unsafe instruction of its block keeps an open gap open (it is computed
// ahead of the gap: MeldCost::hoistsOver).
//
// Match rules (canMatch): the same operation (opcode, types, predicates,
// flags that change meaning, memory attributes), the same GEP source
// element type, the same callee and immarg operands; never phis,
// terminators, allocas, convergent calls, spmd.* calls, volatile or atomic
// accesses, loads of gang memory either side writes (GangWrites). Shapes guard the memory system: a value not varying on both
// sides matches only when both compute it from the same operands (or
// operands known to meld: paired phis, earlier matches), and a load or
// store only when both addresses are the same value or both varying --
// one value includes equal computations over values known to meld, paired
// phis among them only when steady (PartnerMap::Steady).
//
// Steady phis (session 20): a paired phi pair that feeds a contiguous or
// uniform address and takes one value on every edge once melded (a loop
// counter's -1 and the paired increment) is one value for addresses and
// costs the alignment no select; alignRegion checks the promise on the
// finished alignment and aligns again without the phis it broke.
//
// Expects: the ShapeInfo inside the MeldCost is current.
// Guarantees: pure; the alignment lists every body instruction of both
// blocks exactly once, each side in its original order (or, where that
// saves more, in its canonical order: MeldOrder.h).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDALIGN_H
#define SPMDC_VECTORIZER_DARM_MELDALIGN_H

#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace spmdc::darm {

/// T-side values that meld with the F-side value they map to.
struct PartnerMap
    : llvm::DenseMap<const llvm::Value *, const llvm::Value *> {
  /// Paired phis (T side) whose melded phi takes one value on every edge
  /// -- the same constant, a matched pair, a phi of this set -- so that it
  /// needs no select and keeps its shape: a loop counter `-1, dy + 1` on
  /// each side. An address through them is one address (oneValue), as
  /// through matched instructions; other paired phis only count as one
  /// operand where the shape does not matter. alignRegion keeps the set
  /// true of the alignment it returns.
  llvm::SmallPtrSet<const llvm::Value *, 8> Steady;
};

/// Gang memory the two sides of a region write: what a diverged gang
/// writes once per side, the sides one after the other (a uniform store
/// under varying control flow, volatile and tagged !spmd.gang.store until
/// spmd-widen; an atomic; a call that may write memory). A load of such
/// memory on each side must stay two loads: melded, both sides would read
/// the value from before either side's write (`if (c) acc += 1; else acc
/// += 2;` adds 3 when both sides run; one melded load made it 1 or 2).
struct GangWrites {
  /// Underlying objects of the written addresses.
  llvm::SmallVector<const llvm::Value *, 4> Objects;
  /// Something writes memory whose object is not known (a call).
  bool Unknown = false;
  /// The gang writes of the blocks of both sides of \p R.
  static GangWrites of(const Region &R);
  /// Whether a load from \p Ptr may read what they write.
  bool mayRead(const llvm::Value *Ptr) const;
};

/// Whether \p A (T side) and \p B (F side) may become one instruction;
/// loads of memory in \p W do not.
bool canMatch(llvm::Instruction *A, llvm::Instruction *B, const ShapeInfo &SI,
              const PartnerMap &Partner, const GangWrites &W);

/// The alignment of the bodies of \p A (T side) and \p B (F side). Every
/// run of unmatched instructions of either side is priced as a guard
/// branch, or, with \p FreeSafeGaps, only the runs that hold an
/// instruction unsafe to run for every lane (MeldCost::safeForAllLanes):
/// the first keeps more matches that need selects, the second leaves cheap
/// work unmatched where a match would not pay (the caller keeps whichever
/// the estimate prefers). With \p R, the region the pair belongs to, a
/// select of two operands invariant in the region's loops around the pair
/// is priced once, as the estimate prices it, not once per iteration.
/// With \p Canonical, each side in canonicalOrder (MeldOrder.h). With
/// \p SharedSelects, a select of an operand pair that k instructions of
/// each block read is priced at 1/k a match: made once, it serves every
/// match that takes the same pair (the estimate's select already made).
std::vector<Aligned> alignBlocks(llvm::BasicBlock *A, llvm::BasicBlock *B,
                                 const MeldCost &Cost,
                                 const PartnerMap &Partner,
                                 bool FreeSafeGaps, const GangWrites &W,
                                 const Region *R = nullptr,
                                 bool Canonical = false,
                                 bool SharedSelects = false);

/// Aligns every block pair of \p R twice (every unmatched run priced as a
/// guard, then only the unsafe ones) and keeps in R.Alignment the alignment
/// whose estimate saves more; returns that estimate. Values known to meld
/// (paired phis, matches of earlier pairs) count as the same operand. With
/// \p SharedSelects, once: only the unsafe runs guarded, shared selects
/// at their share (alignBlocks) -- the second chance of a region the
/// other alignments would not meld (Darm.cpp).
Estimate alignRegion(Region &R, const MeldCost &Cost,
                     bool SharedSelects = false);

/// Whether R's alignment leaves a call of an SPMD function unmatched with
/// a uniform argument (a uniform parameter of an SPMD function, or any
/// argument of a function with no vector form, such as the runtime's
/// `spmdrt_aligned_free`), or an unmatched instruction with no vector form
/// (an atomic read-modify-write or compare-exchange, an atomic or volatile
/// load, an atomic store: every operand uniform-only; a varying atomic is
/// a uniform loop over the lanes, which melding two of makes varying),
/// computed in the region -- the argument itself or any
/// value of the side it is computed from -- by a phi of a paired block or a
/// matched instruction (either may select between the sides), or by an
/// unmatched instruction of its side in another run of unmatched
/// instructions (a match between them) or another block. The value would
/// reach the call through a join phi with poison on the other side's edge,
/// which is varying at the guard's divergent join, and the widened call
/// cannot take it (the calls of a recursive function with a uniform depth
/// in the two arms of a twin branch inside a varying loop: seed 14101
/// kernel 493; a uniform `a[1] & 3` whose address is computed in an
/// earlier run: seed 15202 kernel 6; a `uniform new` and its `delete` in
/// one arm, with a store matched between them: session 17 probe). Such a
/// region is not melded.
/// (Conservative: a match hoisted ahead of the run does not really split
/// it.)
bool splitsUniformArgument(const Region &R);

} // namespace spmdc::darm

#endif
