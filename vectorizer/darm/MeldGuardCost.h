//===- MeldGuardCost.h - DARM: what the guards cost ---------*- C++ -*-===//
//
// Part of DARM's cost model (MeldCost.h): the price of the guards that
// the linearized code runs, on each side and on the melded path. A guard
// is what a block entered under its own mask pays: the lanes' masks, the
// any() test and the skip branch (MeldCost::branchCost), and where the
// gang diverges (Estimate::Diverges, outside loops of the sides) the
// side's exit mask and the rejoin too (MeldCost::divergedGuardCost). A
// side, or a guarded run of the melded block, that the widener enters
// without its test (a small one that only computes: Widen.h's
// unguardedSideSize) pays none. Also here: which sides and runs the
// widener runs unguarded (MeldCost::runsUnguarded) and the else-if chain
// around an inner pair (MeldCost::innerPairOfChain, chainTests), whose
// enclosing guard melding the pair removes. docs/darm.md, "Diverged
// gangs (session 15)".
//
// Expects: the region's pairs, alignment and solos are filled; the
// MeldCost's ShapeInfo is current.
// Guarantees: pure queries; nothing in the IR changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDGUARDCOST_H
#define SPMDC_VECTORIZER_DARM_MELDGUARDCOST_H

#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/ArrayRef.h"

namespace spmdc::darm {

class MeldCost;

/// The guard prices of one region's estimate (MeldCost::estimate).
class RegionGuards {
public:
  /// \p Diverges: Estimate::Diverges of the region.
  RegionGuards(const MeldCost &C, const Region &R, bool Diverges);

  /// Whether a diverged gang's prices apply at pair (\p A, ...): the gang
  /// diverges and A is in no loop of the side. (Inside a loop of a side
  /// the old price stays: a divergent loop runs while any lane is live,
  /// and melded loops with the dearer guard melded on avx2 where they ran
  /// 0.61-0.72x.)
  bool divergedAt(const llvm::BasicBlock *A) const;
  /// A guard of the linearized code at pair (\p A, ...): a side's block
  /// entered under its mask, a guarded run, a solo -- with its mask upkeep
  /// where divergedAt(A).
  double at(const llvm::BasicBlock *A) const;
  /// The guard of the region's whole-side guards (X's two sides): with
  /// its mask upkeep when the gang diverges.
  double diverged() const { return Diverged; }
  /// What side \p T (else F) pays to enter its block of pair (\p A, ...):
  /// a guard, or nothing when the pair is the one X branches to
  /// (\p EntryPair) and the widener runs that side unguarded.
  double sideEntry(const llvm::BasicBlock *A, bool T, bool EntryPair) const;
  /// A solo's own guard on the melded path (the `br c, copy, join` in
  /// front of its copy, MeldCodegen.h), priced at the solo's first pair
  /// (\p A): none when the solo runs nothing (a loop's preheader or exit
  /// block facing a wrapped loop: the empty guarded run folds away).
  double soloGuard(const Solo &S, const llvm::BasicBlock *A) const;
  /// Whether a guarded run \p Run of the melded block at pair (\p A, ...)
  /// pays its guard: not when the other side never enters the block
  /// (\p OneSideEnters), nor when the widener enters it without its test
  /// (a diverged gang, a small run that only computes).
  bool runPays(llvm::ArrayRef<llvm::Instruction *> Run,
               const llvm::BasicBlock *A, bool OneSideEnters) const;
  /// What \p Guarded guarded runs of one melded block at pair (\p A, ...)
  /// cost: the runs of both sides are an if/else on the condition, whose
  /// two guards a diverged gang both runs (the old price, kept where the
  /// gang may not diverge, counts one).
  double runs(unsigned Guarded, const llvm::BasicBlock *A) const;

private:
  const MeldCost &C;
  const Region &R;
  const bool Diverges;
  const double Diverged;
};

} // namespace spmdc::darm

#endif
