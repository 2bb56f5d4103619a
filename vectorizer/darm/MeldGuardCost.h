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
// unguardedSideSize) pays none. Since session 20, for a diverged gang: a
// side of X so entered, and an arm of a divergent branch inside a side
// that the widener enters without its test (on the sides and on the
// melded path alike), pays its mask operations (armCost: its lanes' mask
// and its share of the rejoin), not a guard -- an else-if chain of small
// arms runs one skip branch and mask logic for the rest, not a guard per
// level (--darm-arm-guards); and a solo's guard that no lane of the other
// side reaches (its counterpart is entered only over never-taken edges of
// constant branches) is decided and costs nothing (--darm-decided-guards).
// Also here: which sides and runs the widener runs unguarded
// (MeldCost::runsUnguarded) and the else-if chain around an inner pair
// (MeldCost::innerPairOfChain, chainTests), whose enclosing guard melding
// the pair removes. docs/darm-history.md, "Diverged gangs (session 15)",
// "Guards of else-if chains (session 20)".
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
#include "llvm/ADT/SmallPtrSet.h"

namespace spmdc::darm {

class MeldCost;

/// Whether the guard of solo \p S of \p R is decided: no lane of the side
/// that does not hold the subgraph reaches it (its counterpart is entered
/// only over edges of constant branches that are never taken: the block
/// replicated into the shape of an if steers all its lanes elsewhere), so
/// every lane that reaches the guard takes the same way. Priced at nothing
/// (RegionGuards::soloGuard; --darm-decided-guards=false charges it);
/// with --darm-decided-guard-const (session 21, off by default: measured
/// faster on most kernels it touches but 0.63x on one, MeldCodegen.cpp)
/// emitted as a constant branch to the copy, a plain jump to the widener.
bool soloGuardDecided(const Region &R, const Solo &S);

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
  /// What side \p T (else F) pays to enter its block \p B of pair
  /// (\p A, ...): a guard, or nothing when the pair is the one X branches
  /// to (\p EntryPair) and the widener runs that side unguarded; an arm
  /// the widener enters without its test, its mask operations (armCost).
  double sideEntry(const llvm::BasicBlock *A, const llvm::BasicBlock *B,
                   bool T, bool EntryPair) const;
  /// What the melded path pays to enter the melded block of pair (\p A,
  /// \p B) (not the entry pair): a guard, or where both blocks are arms of
  /// a two-way branch of their side and the widener enters the melded arm
  /// (both arms' code) without its test, its mask operations.
  double meldedEntry(const llvm::BasicBlock *A,
                     const llvm::BasicBlock *B) const;
  /// soloGuardDecided(R, \p S).
  bool soloDecided(const Solo &S) const;
  /// What an arm entered without its test costs: its lanes' mask and its
  /// share of the rejoin (the guard's two mask operations, without the
  /// any() test, the branch or the diverged upkeep).
  double armCost() const;
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
  /// The blocks of side \p T that \p B's test guards in the linearized
  /// side: B and what it reaches before B's predecessor's other arm
  /// rejoins it. Empty unless B has one predecessor, inside the side,
  /// ending in a two-way branch, and the arm is acyclic and at most 8
  /// blocks (the widener's walk of a side).
  llvm::SmallVector<llvm::BasicBlock *, 8> armOf(const llvm::BasicBlock *B,
                                                 bool T) const;
  /// Whether side \p T holds a divergent branch (an inner test of a
  /// chain).
  bool holdsDivergentTest(bool T) const;
  /// Whether \p B of side \p T is such an arm behind a divergent branch
  /// that the widener runs without its test (\p Other: the partner's arm
  /// joins it, the melded arm holds both).
  bool armUnguarded(const llvm::BasicBlock *B, bool T,
                    const llvm::BasicBlock *Other = nullptr) const;

  const MeldCost &C;
  const Region &R;
  const bool Diverges;
  const double Diverged;
  /// Whether arms are priced at their masks here (--darm-arm-guards, a
  /// diverged gang, not the inner pair of an else-if chain).
  const bool Arms;
  /// The F side's instructions that the alignment matches.
  llvm::SmallPtrSet<const llvm::Instruction *, 16> MatchedF;
};

} // namespace spmdc::darm

#endif
