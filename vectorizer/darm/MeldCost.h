//===- MeldCost.h - DARM: what melding costs and saves ----------*- C++ -*-===//
//
// Part of DARM (Darm.h): the cost model, all from the target's
// TargetTransformInfo (reciprocal throughput) for a gang of W lanes. A
// divergent operation costs the operation on <W x T>, priced with the
// operands it will have once melded (a constant divisor that becomes a
// select is a real division); a load or store costs a scalar access at a
// uniform address, a masked vector access at a contiguous one, a gather or
// scatter otherwise; a select on the branch condition is a vector select
// (a mask blend for i1: mask logic); a guarded run costs a guard branch
// (two mask operations, the any() test, the branch) and a blend per value
// it defines that is used outside the run; an instruction repeating an
// earlier one of its block nothing (later CSE keeps one copy); J's phis
// the blends the linearized code needs (k - 1 per phi with k edges from
// the region, unmelded and melded); an unaligned subgraph of a sequence
// its own code, one guard and the blends of its join; the
// coherence test all(c) | none(c) a mask operation, two
// tests, an or and a branch. Two rules come from measurement, not TTI
// (docs/darm.md): a gather's or scatter's per-lane work is not saved by
// melding, and a block in loops inside a side weighs, per loop level, the
// loop's trip count (MeldCost::weights; loop-invariant work, hoisted later
// by LICM, once): ScalarEvolution's exact constant count (session 18) or
// else its constant maximum up to MaxKnownTrips (session 19), when at
// least --darm-min-trip-count (8); a level where either side's count is
// unknown weighs 8 (DefaultTrips) for both sides and the melded loop,
// which otherwise weighs the longer side's count; each run of a divergent
// loop pays its mispredicted exit, each side's loops once and the melded
// loop once for both (session 22, --darm-loop-exit-cost; not for a loop
// paired through a Wrap replica, Region::WrapsLoop). For a branch whose
// gangs diverge (Estimate::Diverges: a condition on loaded data, or on the
// lane index and constants) what a diverged gang saves is credited at its
// measured size instead: each side's guard with its mask upkeep (none for
// a side the widener runs unguarded, none for the melded entry), a guard
// per guarded run, the fixed part of a native gather or scatter at the
// bench machine's price (nativeScale), and an else-if chain's enclosing
// guard for its inner pair (the guards' prices: MeldGuardCost.h, since
// session 20 also a decided guard's and an if-converted arm's). Loops
// (session 17): a block of a uniform loop inside a side pays a plain
// branch, not a guard (its jumps are scalar and predictable; melded, it
// stays one only where both sides branch alike), a uniform exit or branch
// test selected on the branch condition its broadcast, and a select of
// masks mask logic (TTI prices <16 x i1> selects lane by lane). A call of
// a function defined in the module costs its body as well, a varying
// math intrinsic the vector math routine it becomes (MeldMathCost.h,
// measured per library, session 23); a negation
// that folds into a constant multiplier costs nothing unless melding
// selects the constant.
//
// Expects: the ShapeInfo it is given is current for the function.
// Guarantees: pure queries; nothing in the IR changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDCOST_H
#define SPMDC_VECTORIZER_DARM_MELDCOST_H

#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/InstructionCost.h"

#include <array>
#include <optional>

namespace llvm {
class DominatorTree;
class Loop;
class LoopInfo;
} // namespace llvm

namespace spmdc::darm {

/// What ScalarEvolution knows of the trip counts of \p F's loops, keyed by
/// each loop's header: an exact constant trip count (a uniform constant
/// bound), or (since session 19; --darm-max-trip-counts=false: not) a
/// constant maximum (a per-lane bound `t < (x & 7)`, a `min` with a
/// constant) of at most MaxKnownTrips; counts under --darm-min-trip-count
/// (default DefaultTrips) and loops it knows nothing of are not listed
/// (docs/darm-history.md, "Loop weights and guards"). Read before any side is
/// reshaped (DARM's driver, once per round): the reshaping keeps every
/// original header in its loop, and ScalarEvolution's caches would go
/// stale through it.
llvm::DenseMap<const llvm::BasicBlock *, unsigned>
collectTripCounts(llvm::Function &F, llvm::DominatorTree &DT,
                  llvm::LoopInfo &LI);

/// The iterations a loop level weighs, one side's, the other's and the
/// melded loop's (MeldCost::weights).
struct LoopWeights {
  double T = 1, F = 1, M = 1;
};

/// What melding one region costs and saves (for the gangs that diverge).
struct Estimate {
  double Saved = 0;            ///< latency the melded path saves
  /// Saved by the alignment in each side's own instruction order, where
  /// alignRegion kept the canonical order's (MeldOrder.h); else Saved.
  double SavedInProgramOrder = 0;
  double Total = 0;            ///< both sides, as the linearized code runs them
  double Melded = 0;           ///< the melded path
  double SideT = 0, SideF = 0; ///< one side alone (a coherent gang)
  bool KeepOriginal = false;   ///< worth a coherence test
  bool MayBeCoherent = false;  ///< whole gangs may agree on the condition
  /// The condition depends on varying data read from memory: gangs agree
  /// on it only where the data does (sorted, clustered, per-object
  /// flags), which no analysis can know.
  bool DataCondition = false;
  /// Every gang that reaches the branch can be taken to have lanes on both
  /// sides: the condition depends on loaded data, or on the lane index and
  /// constants only (not MayBeCoherent). Then what only a diverged gang
  /// saves is credited at its measured size: the linearized guards of X's
  /// two sides with their mask upkeep, and a native gather's or scatter's
  /// fixed part. Where whole gangs may agree (bitonic's (i & k) == 0: 90%
  /// of its gangs on the bench input) a coherent gang runs one side, saves
  /// none of that, and pays for the melded path (bitonic's coherent steps:
  /// 0.84x melded on avx512); the old, conservative prices stay.
  bool Diverges = false;
  /// The inner pair of an else-if chain credited with the enclosing
  /// branch's guard (MeldCost::innerPairOfChain): the chain's enclosing
  /// tests, innermost first, whose melds the credit counts on (DARM's
  /// driver lets them meld at a quarter of the threshold).
  llvm::SmallVector<llvm::Instruction *, 2> ChainHeads;
};

class MeldCost {
public:
  MeldCost(llvm::Function &F, const llvm::TargetTransformInfo &TTI,
           const DarmOptions &Opts, const ShapeInfo &SI);
  /// The blocks whose mask the widener cannot prove full (AllOnBlocks.h)
  /// as of the round's start, or nullptr: a region whose X is one of them
  /// (nested in a divergent if, in a loop with divergent exits, in a
  /// masked function) runs its melded contiguous accesses masked, with a
  /// first-active-lane base (firstActiveLaneBase). Blocks made later in
  /// the round are not in it (priced as before).
  void setMaskedBlocks(const llvm::SmallPtrSetImpl<const llvm::BasicBlock *> *M) {
    MaskedBlocks = M;
  }
  /// What the widener adds to a contiguous load or store \p I in a masked
  /// block to take its base from the first active lane (the address's
  /// lane-0 clone not exact: LaneZeroExact.h): TTI's variable extract of
  /// the address vector and 3 scalar operations; 0 for any other access.
  double firstActiveLaneBase(const llvm::Instruction *I) const;
  /// The price of a contiguous load or store \p I emitted unmasked (a
  /// plain vector access: TTI's memory op, no mask), or nothing for any
  /// other access and on a gang of one lane. What a matched access pair
  /// costs melded in a block under X's full mask (MeldAllOnPairs.h).
  std::optional<double> unmaskedAccessCost(const llvm::Instruction *I) const;

  /// The function's loops, which the caller keeps current while it
  /// reshapes sides (DARM's driver updates its LoopInfo through every
  /// replica); the estimate needs them to tell a uniform loop inside a
  /// side. Without them (nullptr: Subsume, whose sides hold no loops) no
  /// block counts as a uniform loop's.
  void setLoops(const llvm::LoopInfo *L) { Loops = L; }
  /// The loops' trip counts as collectTripCounts found them (nullptr: none
  /// known, every loop level weighs DefaultTrips).
  void setTrips(const llvm::DenseMap<const llvm::BasicBlock *, unsigned> *T) {
    Trips = T;
  }
  /// Iterations a loop is taken to run when ScalarEvolution knows no
  /// bound: the static guess of sessions 1-17.
  static constexpr double DefaultTrips = 8;
  /// Largest maximum trip count taken as the loop's count: beyond it the
  /// bound is the type's range (`t < n` for any int n), not the program's.
  static constexpr unsigned MaxKnownTrips = 4096;
  /// The iterations loop \p L runs: its known trip count or maximum
  /// (setTrips), else 0 (unknown).
  double tripsOf(const llvm::Loop *L) const;
  /// What a block at \p R's loop depth of pair (\p A, \p B) weighs: the
  /// product over the loops around it inside the side of their iterations
  /// (tripsOf), for the T side, the F side and the melded loop -- which runs
  /// until the last lane of either side leaves: at each level the longer
  /// side's count (two exit tests that differ; with either unknown, 8 for
  /// the three, since unrelated data-dependent counts are no reason to
  /// price the melded loop higher: session 17's 4/3 refused good melds). An
  /// empty counterpart of a loop (no loop of LoopInfo) takes its partner's
  /// counts. 1 outside loops.
  LoopWeights weights(const Region &R, const llvm::BasicBlock *A,
                      const llvm::BasicBlock *B) const;
  /// The side's weight of \p BB alone (the product of its levels' trips).
  double blockWeight(const Region &R, const llvm::BasicBlock *BB) const;

  /// What \p I costs once widened to the gang. With \p Other, the cost of
  /// the melded instruction: operands that differ from Other's become
  /// selects, so the target can no longer use their constant value (a
  /// division by a constant is a multiply; by a selected value, a real
  /// division, or one per lane on x86).
  double cost(const llvm::Instruction *I,
              const llvm::Instruction *Other = nullptr) const;
  /// The part of a gather's or scatter's cost that is paid per active lane
  /// (the target splits it into one access per lane): two gathers with
  /// complementary masks do the same lane work as one, so melding them
  /// saves only the rest. Measured: AVX-512 scatters on the bench machine
  /// cost the same for two half-masked as for one full (docs/darm.md).
  double laneWork(const llvm::Instruction *I, bool Diverges = false) const;
  /// What a native gather or scatter \p I (one the target has an
  /// instruction for) really costs, as a multiple of TTI's price: measured
  /// on the bench machine in vector adds, a 16-lane vpscatterdd costs 87,
  /// a vpgatherdd 60 (8 lanes: 34), where TTI's skylake-avx512 table says
  /// 20 (10); --darm-gather-cost-scale / --darm-scatter-cost-scale (3.0,
  /// 4.3). 1 for any other instruction. Used for the saving of melding two
  /// such accesses in a diverged gang only.
  double nativeScale(const llvm::Instruction *I) const;
  /// What a gather \p I that the target has no instruction for runs
  /// beyond TTI's price under a mask that is not constant: the backend's
  /// scalarization tests each lane's bit and branches around its load
  /// (`test $bit; je`), which TTI prices at 1 for the whole mask (a
  /// predicted branch is free to it). W x (a scalar test + a jump); 0 for
  /// any other instruction (scatters: see the definition) and with
  /// --darm-scalarized-lane-tests=false. Under an all-on mask the tests
  /// fold away; the estimate charges them only where melding folds them
  /// (the sides of a pair melded under an all-on mask).
  double laneTests(const llvm::Instruction *I) const;
  /// Whether the measured gather/scatter prices apply (x86 targets).
  bool measuredGatherPrices() const;
  /// Whether the gang is of the shapes measured for the prices of
  /// loop latency (loopRecurrencePrices), the melded accesses under a
  /// full mask (MeldAllOnPairs) and the shared-select alignment's second
  /// chance (Darm.cpp): x86 with 256-bit or wider registers and 8 lanes
  /// or more (not sse4, sse4-x8, NEON, SVE, GPUs).
  bool wideX86Gang() const;
  /// Whether the original sides \p R keeps behind the coherence test
  /// branch on any(c) (branchOnAgreedCondition), a uniform branch:
  /// wideX86Gang, no divergent branch in a loop of a side,
  /// --darm-kept-agreed-branch.
  bool keptBranchAgrees(const Region &R) const;
  /// The price of the coherence test all(c) | none(c).
  double coherenceCost() const { return CoherenceCost; }
  /// <W x T> when \p I loads or stores T at a varying address (no affine
  /// shape: a gather or scatter) on a gang of two lanes or more; else
  /// nullptr. The measured gather/scatter prices (laneWork, nativeScale)
  /// and the scalarized ones' lane tests (laneTests).
  llvm::Type *gatherScatterType(const llvm::Instruction *I) const;
  /// Whether that gather or scatter (\p VT its type) is one instruction
  /// of the target whose measured prices apply.
  bool nativeGatherScatter(const llvm::Instruction *I, llvm::Type *VT) const;
  /// A select on the (varying) branch condition between two \p Ty values.
  double selectCost(llvm::Type *Ty) const;
  /// Putting the uniform value \p V into every lane of a vector (an insert
  /// and a broadcast shuffle, TTI's prices), as a select on the varying
  /// branch condition needs for a uniform operand: 0 for a constant or a
  /// value that is a vector already.
  double broadcastCost(const llvm::Value *V) const;
  /// One operation on the gang's masks (an and of <W x i1>).
  double maskOpCost() const { return MaskOpCost; }
  /// 1, or the share of its block's runs that \p I takes when it is a
  /// loop-invariant computation in a loop inside a side: hoisted out of the
  /// loop later (LICM), it runs once, not once per iteration: 1 / its
  /// block's weight (blockWeight).
  double once(const Region &R, const llvm::Instruction *I) const;
  /// The same for a select on the branch condition between \p A and \p B,
  /// the two sides' operands of an instruction melded in a block at loop
  /// depth \p D in the region: once in all when neither is computed in
  /// the loops around the block (a selected constant: LICM hoists it),
  /// as 8^-D (the alignment's scale; the estimate takes any value below 1
  /// as once in all of the melded loop's iterations).
  double onceSelect(const Region &R, unsigned D, const llvm::Value *A,
                    const llvm::Value *B) const;
  /// What a loop of \p R exiting at \p B costs per iteration beyond its
  /// blocks when its exit test is varying (or, with \p AnyCondition,
  /// whatever its shape: the melded test selects a varying one): the
  /// lanes' mask update and a blend per value leaving on the exit edge
  /// (the exit block's LCSSA phis). 0 when B is no exiting block of a
  /// loop inside the region.
  double exitUpkeep(const Region &R, const llvm::BasicBlock *B,
                    bool AnyCondition) const;
  /// Whether \p B leaves a loop inside \p R on a varying test: an exit of a
  /// divergent loop, whose trip count differs from gang to gang (session
  /// 22: each run's last test mispredicts, --darm-loop-exit-cost).
  bool divergentExit(const Region &R, const llvm::BasicBlock *B) const;
  /// Whether \p BB is a block of a *uniform* loop inside a side of \p R
  /// (every exiting branch of its innermost loop uniform), entered and
  /// left by uniform or unconditional branches only: the linearized side
  /// runs it under the side's mask with a scalar jump, no guard (a scalar
  /// test that the branch predictor learns). False without the function's
  /// loops (setLoops).
  bool uniformLoopBlock(const Region &R, const llvm::BasicBlock *BB) const;
  /// Whether \p I may run for every lane, its result ignored by the lanes
  /// of the other side: no memory access, no side effect, no trap, no call
  /// but a non-convergent intrinsic.
  static bool safeForAllLanes(const llvm::Instruction *I);
  /// Whether the matched pair \p X / \p Y may be computed ahead of the
  /// pending unmatched runs \p RunT / \p RunF (which then stay one guarded
  /// run instead of being split around the match): both are safe for every
  /// lane (no memory, no side effect: reordering them above the runs'
  /// stores and loads changes nothing) and neither uses a value of its
  /// side's run. The address arithmetic that both sides share between
  /// their one-sided stores and loads (N-Queens' push against pop) is
  /// computed once this way, with the accesses in one guarded run per side.
  static bool hoistsOver(const llvm::Instruction *X, const llvm::Instruction *Y,
                         llvm::ArrayRef<llvm::Instruction *> RunT,
                         llvm::ArrayRef<llvm::Instruction *> RunF);
  /// Walks one block pair's alignment \p Pairs as the code generation
  /// splits it into runs (and the estimate and MeldRunRepeats must): an
  /// unmatched instruction joins its side's run, \p RunT or \p RunF; a
  /// matched pair that may not be computed ahead of the pending runs
  /// (hoistsOver) first ends them (\p EndRuns, which must empty both),
  /// then goes to \p Matched if given; the last runs end after the walk.
  static void
  walkRuns(llvm::ArrayRef<Aligned> Pairs,
           llvm::SmallVectorImpl<llvm::Instruction *> &RunT,
           llvm::SmallVectorImpl<llvm::Instruction *> &RunF,
           llvm::function_ref<void()> EndRuns,
           llvm::function_ref<void(llvm::Instruction *, llvm::Instruction *)>
               Matched = nullptr);
  /// A run of unmatched instructions that is cheap and safe to run for
  /// every lane is computed unguarded (no branch, no masks, no phis).
  bool speculatable(const Region &R,
                    llvm::ArrayRef<llvm::Instruction *> Run) const;
  /// Whether the gang can agree on \p C although it is varying: C is
  /// computed (not loaded) from a uniform, non-constant value such as a
  /// loop counter (bitonic sort's (i & k) == 0 is the same in every lane
  /// once k >= W), and from no varying value read from memory (data, whose
  /// agreement is chance: since session 12).
  bool mayBeCoherent(llvm::Value *C) const;
  /// What the varying condition \p C is computed from: a uniform,
  /// non-constant value; a varying value read from memory (then the walk
  /// stops).
  struct ConditionInputs {
    bool Uniform = false;
    bool Data = false;
  };
  ConditionInputs conditionInputs(llvm::Value *C) const;
  /// Whether a coherence test in front of a meld on a data condition
  /// (Estimate::DataCondition) is worth keeping for the gangs whose data
  /// agrees: they would pay \p CoherentLoss more melded than on their
  /// side, a large share of it (--darm-data-test-loss), and the test is
  /// cheap against the melded path.
  bool keepsDataTest(const Region &R, const Estimate &E,
                     double CoherentLoss) const;
  // (Defined in MeldGuardCost.cpp, with the rest of the guards' prices.)
  /// Whether the widener will run \p R's T (\p T) or F side without its
  /// skip-if-empty test (a small side that only computes, Widen.h's
  /// unguardedSideSize()): such a side pays no guard.
  bool runsUnguarded(const Region &R, bool T) const;
  /// The same for a guarded run of a melded block (MeldCodegen.h's
  /// `br c, run, cont`).
  bool runsUnguarded(llvm::ArrayRef<llvm::Instruction *> Run) const;
  /// Whether \p R's X is one side of an enclosing divergent branch whose
  /// other side is one block going to R's J (an inner pair of an else-if
  /// chain: melded, the enclosing branch melds next).
  bool innerPairOfChain(const Region &R) const;
  /// Whether \p R's X is the first block of a side of an enclosing
  /// divergent two-sided branch (X's one predecessor ends in it, and its
  /// other side reaches R's J): a level of an else-if chain or switch. A
  /// coherence test kept there leaves that side unaligned with the other
  /// (keepsDataTest).
  bool firstInDivergentSide(const Region &R) const;
  /// The tests of the chain around an inner pair (innerPairOfChain):
  /// X's predecessor's, and up through each test whose other successor is
  /// one block going to J.
  llvm::SmallVector<llvm::Instruction *, 2> chainTests(const Region &R) const;
  /// The blends a solo's join adds (MeldCodegen.h): one per phi after it
  /// whose subgraph value and other-side value are both real.
  double soloBlends(const Region &R, const Solo &S) const;
  /// Session 23 (after session 22's experiment): for each outermost loop
  /// pair of \p R whose headers pair and where one side's loop is uniform
  /// (its exits are uniform branches) and the other's divergent, each
  /// iteration takes at least its loop-carried recurrence (MeldLatency.h's
  /// loopRecurrences, TTI latencies) times IssueWidth -- the issue slots an
  /// iteration waiting on its chain leaves unused -- on each side and
  /// melded, added to \p E's sides and melded path beyond the loop's work
  /// as priced (\p PairAdded: each pair's weighed T, F and melded prices).
  /// Returns what overlapping the two unmelded loops takes off the sum of
  /// the sides (<= 0): where neither loop's exit tests wait on its
  /// recurrence the second loop starts while the first one's chain drains,
  /// and the pair runs the longer of the two chains or the two loops'
  /// work. The melded loop has one chain. Two divergent loops were
  /// measured not to overlap; nothing under 8 lanes (sse4: the uniform
  /// loop did not hide either; docs/darm.md, "Loop weights").
  double loopRecurrencePrices(
      const Region &R, Estimate &E,
      llvm::ArrayRef<std::array<double, 3>> PairAdded,
      llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same)
      const;
  /// What a gang whose lanes all take one side waits longer per iteration
  /// melded than on that side, for each outermost loop pair of \p R whose
  /// headers pair: the melded recurrence (loopRecurrences) beyond the
  /// side's own, times IssueWidth, weighed by the side's iterations --
  /// {T side's gangs, F side's}. The melded loop carries each value
  /// through a select of both sides' updates, so it waits on the longer
  /// chain whichever side the gang takes (e2e darm_steady_counters'
  /// genes: three LCG steps on one side, one on the other).
  std::array<double, 2> coherentChainExcess(
      const Region &R,
      llvm::function_ref<bool(const llvm::Value *, const llvm::Value *)> Same)
      const;
  /// Instructions a core issues per cycle: a cycle waited on a
  /// recurrence costs that many of the estimate's units (reciprocal
  /// throughputs). 4 is LLVM's haswell dispatch width (its skylake-avx512
  /// and znver4 models say 6); the timed kernels (itl refused,
  /// meld_sequence melded, avx2 and avx512) were checked with 4 only.
  static constexpr double IssueWidth = 4;
  /// Costs of \p R with its alignment: both sides as the linearized code
  /// runs them, the melded path, one side alone, and whether a coherence
  /// test in front pays.
  Estimate estimate(const Region &R) const;

  /// A divergent branch on a SIMD target: two mask operations (the lanes
  /// that take it, the lanes that do not), the any() test and the branch.
  double branchCost() const { return BranchCost; }
  /// What the linearized code pays to run one side of a diverged gang's
  /// branch: the guard (branchCost()) and its mask upkeep -- the side's
  /// exit mask at the skip join (a blend of masks) and the rejoin (an or).
  /// Measured: an if/else of min/max-like arms spends ~17 instructions on
  /// masks, tests and branches on avx512 where branchCost() counts 6.
  double divergedGuardCost() const { return BranchCost + GuardUpkeep; }
  const ShapeInfo &shapes() const { return SI; }

  /// Lanes the costs are for: W on a SIMD target; 1 on a SIMT one, where a
  /// wave issues each instruction once whatever its lanes do (a gather is
  /// one vector memory instruction, a select one ALU instruction).
  unsigned costLanes() const { return Opts.Simt ? 1 : Opts.Lanes.MinLanes; }

private:
  llvm::Function &F;
  const llvm::TargetTransformInfo &TTI;
  const DarmOptions &Opts;
  const ShapeInfo &SI;
  const llvm::LoopInfo *Loops = nullptr;
  const llvm::DenseMap<const llvm::BasicBlock *, unsigned> *Trips = nullptr;
  const llvm::SmallPtrSetImpl<const llvm::BasicBlock *> *MaskedBlocks =
      nullptr;
  /// The iterations of each loop inside \p R around \p BB, innermost
  /// first (0 where unknown); empty when BB is not inside as many loops of
  /// LoopInfo as its depth in R says (an empty counterpart of a loop).
  llvm::SmallVector<double, 4> levelTrips(const Region &R,
                                          const llvm::BasicBlock *BB) const;
  double BranchCost = 3;
  /// An and of two masks; a uniform branch (a scalar test's jump, no
  /// masks: TTI's br).
  double MaskOpCost = 1, PlainBranchCost = 1;
  /// A scalar test of one mask bit and its jump (laneTests).
  double LaneTestCost = 2;
  double GuardUpkeep = 4;
  /// The share of a native gather's / scatter's cost that is paid per
  /// active lane, measured (laneWork).
  static constexpr double NativeGatherLaneShare = 0.07;
  static constexpr double NativeScatterLaneShare = 0.4;
  /// The coherence test all(c) | none(c): two mask tests, an or, a branch.
  double CoherenceCost = 4;

  /// The callees' bodies, priced once: their instructions' TTI costs,
  /// weighed 8 per loop level.
  mutable llvm::DenseMap<const llvm::Function *, double> BodyCosts;

  /// Whether \p I is a load or store at a contiguous address (affine,
  /// stride = the element's size) of an element with a vector form.
  bool contiguousAccess(const llvm::Instruction *I) const;
  /// <W x T> for a scalar T, or nullptr if \p T has no vector form.
  llvm::Type *widened(llvm::Type *T) const;
  /// The width \p I's integer result is needed at: the widest truncation
  /// of it, through adds, subs, muls, shls and bitwise ops (at most 5
  /// deep), rounded up to a power of two of at least 8; its own width if
  /// any other use needs it whole.
  unsigned demandedWidth(const llvm::Instruction *I, unsigned Depth = 0) const;
  /// The constant multiplier or divisor an fneg \p I folds into (its one
  /// user multiplies or divides it by a constant), or nullptr.
  static const llvm::Constant *
  foldedNegationConstant(const llvm::Instruction *I);
  /// What running \p Callee's body costs (see cost()).
  double bodyCost(const llvm::Function &Callee) const;
};

} // namespace spmdc::darm

#endif
