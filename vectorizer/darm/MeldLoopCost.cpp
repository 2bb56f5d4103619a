//===- MeldLoopCost.cpp - DARM: what loops cost in the estimate ---------===//
//
// See MeldCost.h. The estimate's loop model: the trip counts a loop is
// weighed by (ScalarEvolution's constant counts and maxima), the weights
// of the two sides' and the melded loop's iterations, what a divergent
// exit costs, which blocks a uniform loop holds, and the recurrence floor
// of a divergent loop facing a uniform one (MeldLatency.h computes the
// recurrences). MeldCost.cpp's estimate uses them; the price of one
// instruction is in MeldInstrCost.cpp.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldLatency.h"
#include "vectorizer/wfv/Widen.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>
#include <array>
#include <cmath>

using namespace llvm;

namespace spmdc::darm {

namespace {
/// Whether \p B ends in a branch every lane takes alike: unconditional,
/// or on a condition the shape analysis finds uniform.
bool endsUniformly(const ShapeInfo &SI, const BasicBlock *B) {
  auto *Br = dyn_cast<BranchInst>(B->getTerminator());
  return Br &&
         (!Br->isConditional() || !SI.getShape(Br->getCondition()).Varying);
}

/// Whether every exit test of \p L is uniform (a uniform loop).
bool exitsUniformly(const ShapeInfo &SI, const Loop &L) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  return all_of(Exiting,
                [&](const BasicBlock *B) { return endsUniformly(SI, B); });
}
} // namespace

// Session 18's loop prices (docs/darm-history.md, "Loop weights and guards"). A
// loop's constant trip count of at least 8 weighs it (a uniform constant
// bound: 100 iterations are not 8). The other two are closer to what the
// linearized loop runs, yet each refuses melds measured 1.4-2x faster:
// the static prices' overcount of a short loop's work is what pays for
// savings the model does not see yet (what each run of a divergent loop
// costs beyond its iterations). So they were switches to measure. Since
// session 19 the per-lane maxima are on: with a melded block's repeated
// selects and the two runs' common work priced once, they change no
// decision of the corpus (docs/darm-history.md, "A melded loop's iteration").
static cl::opt<bool> UseTripCounts(
    "darm-trip-counts", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: weigh loops by ScalarEvolution's constant trip counts "
             "of at least --darm-min-trip-count (else that many a level)"));
static cl::opt<bool> UseMaxTripCounts(
    "darm-max-trip-counts", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: also weigh a loop by ScalarEvolution's constant maximum "
             "trip count (a per-lane bound such as x % 7)"));
static cl::opt<unsigned> MinKnownTrips(
    "darm-min-trip-count", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(8),
    cl::desc("DARM: the smallest known trip count a loop is weighed by "
             "(smaller and unknown ones weigh DefaultTrips, 8)"));

// Session 23 (docs/darm-history.md, "Loop latency (session 23)"): where a
// divergent loop faces a uniform one, an iteration takes at least its
// loop-carried recurrence, and the two unmelded loops overlap in the core
// when their exit tests run ahead of their recurrences
// (MeldCost::loopRecurrencePrices).
static cl::opt<bool> LoopRecurrencePrices(
    "darm-loop-recurrences", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: for a divergent loop against a uniform one, price an "
             "iteration at least at its recurrence's latency and the two "
             "unmelded loops at the longer recurrence where they overlap"));

DenseMap<const BasicBlock *, unsigned>
collectTripCounts(Function &F, DominatorTree &DT, LoopInfo &LI) {
  DenseMap<const BasicBlock *, unsigned> Trips;
  if (LI.empty() || !UseTripCounts)
    return Trips;
  TargetLibraryInfoImpl TLII(F.getParent()->getTargetTriple());
  TargetLibraryInfo TLI(TLII, &F);
  AssumptionCache AC(F);
  ScalarEvolution SE(F, TLI, AC, DT, LI);
  for (const Loop *L : LI.getLoopsInPreorder()) {
    // (A trip count here is the header's runs: the backedge-taken count
    // plus one, as the estimate weighs every block of the loop.)
    unsigned N = SE.getSmallConstantTripCount(L);
    if (!N && UseMaxTripCounts)
      if (unsigned M = SE.getSmallConstantMaxTripCount(L);
          M <= MeldCost::MaxKnownTrips)
        N = M;
    // (A count below the guess is not taken: the guess's overcount of a
    // short loop stands in for what each run of a divergent loop costs
    // beyond its iterations, which the model does not price -- e2e
    // darm_wrap_two_entries, whose divergent `do` loops sit in one-trip
    // loops, reads "saves 93 of 1238" priced at 1 and runs 1.93x melded.)
    if (N >= MinKnownTrips)
      Trips[L->getHeader()] = N;
  }
  return Trips;
}

double MeldCost::tripsOf(const Loop *L) const {
  if (!Trips)
    return 0;
  if (unsigned N = Trips->lookup(L->getHeader()))
    return N;
  // A loop whose form was changed to pair (MeldLoopForm.h: a rotated `do`
  // loop has a new header) keeps its old header as a block of its own.
  for (const BasicBlock *B : L->blocks())
    if (Loops->getLoopFor(B) == L)
      if (unsigned N = Trips->lookup(B))
        return N;
  return 0;
}

SmallVector<double, 4> MeldCost::levelTrips(const Region &R,
                                            const BasicBlock *BB) const {
  unsigned D = R.LoopDepth.lookup(BB);
  SmallVector<double, 4> Out;
  if (!D)
    return Out;
  if (!Loops) {
    Out.assign(D, 0);
    return Out;
  }
  const Loop *L = Loops->getLoopFor(BB);
  unsigned Base = R.X ? Loops->getLoopDepth(R.X) : 0;
  if (!L || L->getLoopDepth() != Base + D)
    return Out;
  for (unsigned K = 0; K < D && L; ++K, L = L->getParentLoop())
    Out.push_back(tripsOf(L));
  return Out;
}

double MeldCost::blockWeight(const Region &R, const BasicBlock *BB) const {
  SmallVector<double, 4> Levels = levelTrips(R, BB);
  if (Levels.empty())
    return std::pow(DefaultTrips, double(R.LoopDepth.lookup(BB)));
  double W = 1;
  for (double N : Levels)
    W *= N ? N : DefaultTrips;
  return W;
}

double MeldCost::exitUpkeep(const Region &R, const BasicBlock *B,
                            bool AnyCondition) const {
  auto *Br = dyn_cast<BranchInst>(B->getTerminator());
  unsigned D = R.LoopDepth.lookup(B);
  if (!D || !Br || !Br->isConditional() ||
      !(AnyCondition || SI.getShape(Br->getCondition()).Varying))
    return 0;
  for (const BasicBlock *Exit : successors(B)) {
    if (Exit != R.J && R.LoopDepth.lookup(Exit) >= D)
      continue;
    // Only a plain exit (its LCSSA phis, then on): a `break` after work
    // is lowered into the loop (ExitPathsInLoops) with its own upkeep, and
    // crediting it melded e2e break_paths_no_exit's two_sides on avx2,
    // where it ran 0.90x.
    // An exit block that only computes is no such path (session 17: a
    // `do` loop inside a uniform loop leaves into the outer loop's latch,
    // `j++`; its upkeep is the divergent loop's, paid per iteration).
    if (Exit != R.J &&
        !all_of(body(const_cast<BasicBlock *>(Exit)),
                [](const Instruction *I) { return computesOnly(*I); }))
      return 0;
    // The lanes' masks, and one blend per value leaving on this edge.
    double C = selectCost(Br->getCondition()->getType());
    for (const PHINode &Phi : Exit->phis())
      if (Phi.getBasicBlockIndex(B) >= 0)
        C += selectCost(Phi.getType());
    return C;
  }
  return 0;
}

bool MeldCost::divergentExit(const Region &R, const BasicBlock *B) const {
  auto *Br = dyn_cast<BranchInst>(B->getTerminator());
  const unsigned D = R.LoopDepth.lookup(B);
  if (!D || !Br || !Br->isConditional() ||
      !SI.getShape(Br->getCondition()).Varying)
    return false;
  // (Wherever the lanes go, but not into a `break` whose statements hold
  // work of the gang -- a convergent call, a call that may write memory, a
  // gang store: spmd-reconverge runs those in the iteration
  // (wfv/ExitPathsInLoops.h), and crediting e2e break_paths_no_exit's
  // two_sides melded it, which ran 0.90x on avx2 in session 16. An exit
  // into a block of the side's other work counts: crediting only plain
  // exits steered seq_gap_run's alignment to the wrong loop, 0.81x.)
  auto GangWork = [](const Instruction &I) {
    if (auto *CB = dyn_cast<CallBase>(&I))
      return CB->isConvergent() || CB->mayWriteToMemory();
    auto *St = dyn_cast<StoreInst>(&I);
    return St && isGangStore(*St);
  };
  bool Exits = false;
  for (const BasicBlock *S : successors(Br)) {
    if (S != R.J && R.LoopDepth.count(S) && R.LoopDepth.lookup(S) >= D)
      continue;
    if (S != R.J && any_of(*S, GangWork))
      return false;
    Exits = true;
  }
  return Exits;
}

bool MeldCost::uniformLoopBlock(const Region &R, const BasicBlock *BB) const {
  if (!Loops || !R.LoopDepth.lookup(BB) || R.ReplicaBlocks.count(BB))
    return false;
  const Loop *L = Loops->getLoopFor(BB);
  auto UniformBranch = [&](const BasicBlock *B) {
    return endsUniformly(SI, B);
  };
  // (An empty counterpart of a loop is no loop of LoopInfo: its blocks
  // keep the guard's price, as the loop it faces is priced.)
  return L && UniformBranch(BB) && all_of(predecessors(BB), UniformBranch) &&
         exitsUniformly(SI, *L);
}

/// The sides' loops whose headers are \p R's pair \p H, when they are
/// the outermost loops of the sides (a loop nested in them is part of
/// their iteration) and not a solo's; else {nullptr, nullptr}.
static std::pair<const Loop *, const Loop *>
outermostLoopPair(const Region &R, size_t H, const LoopInfo &LI) {
  auto [HA, HB] = R.Pairs[H];
  if (R.LoopDepth.lookup(HA) != 1 || R.soloOf(HA))
    return {nullptr, nullptr};
  const Loop *LA = LI.getLoopFor(HA), *LB = LI.getLoopFor(HB);
  if (!LA || !LB || LA->getHeader() != HA || LB->getHeader() != HB)
    return {nullptr, nullptr};
  return {LA, LB};
}

double MeldCost::loopRecurrencePrices(
    const Region &R, Estimate &E, ArrayRef<std::array<double, 3>> PairAdded,
    function_ref<bool(const Value *, const Value *)> Same) const {
  // Not under 8 lanes: on sse4 the unmelded itl ran its uniform loop's
  // iterations at full price (m = 8 took 1.97x its time at m = 1, avx512
  // 1.38x) and the meld ran 1.05-1.22x faster: four lanes a chain make
  // the same elements four times the chains' instructions, and the work
  // sets the pace (session 23; not measured further).
  // Nor on targets whose loops were not measured (the review of session
  // 23: on sse4-x8, eight lanes in 128-bit registers, it refused itl, and
  // on SVE it moved the estimates): x86 with 256-bit or wider registers.
  if (!LoopRecurrencePrices || !Loops || !wideX86Gang())
    return 0;
  double Overlap = 0;
  for (size_t H = 0; H < R.Pairs.size(); ++H) {
    auto [HA, HB] = R.Pairs[H];
    auto [LA, LB] = outermostLoopPair(R, H, *Loops);
    if (!LA)
      continue;
    auto InLoop = [&](const BasicBlock *A) { return LA->contains(A); };
    // Only a divergent loop against a uniform one (session 23). Two
    // divergent loops do not overlap on the bench machine: probe `itl`
    // with its uniform loop made divergent (m or m + 1 trips per lane)
    // runs the two loops one after the other (2.4x slower unmelded at m =
    // 8 than with the uniform loop; melded 2.4x faster), also where
    // every exit predicts; the uniform loop, which LLVM unrolls and runs
    // unmasked, hides under the divergent one's chain. Two uniform loops
    // are not measured.
    if (exitsUniformly(SI, *LA) == exitsUniformly(SI, *LB))
      continue;
    // The loops' work as the estimate priced it (throughput, weighed).
    double ThrT = 0, ThrF = 0, ThrM = 0;
    for (size_t P = H; P < R.Pairs.size(); ++P)
      if (InLoop(R.Pairs[P].first)) {
        ThrT += PairAdded[P][0];
        ThrF += PairAdded[P][1];
        ThrM += PairAdded[P][2];
      }
    const LoopWeights W = weights(R, HA, HB);
    const LoopRecurrences Rec = loopRecurrences(R, H, TTI, Same, InLoop);
    // An iteration waiting on its recurrence leaves the issue slots of
    // that many cycles unused: the floor in the estimate's units.
    const double ChainT = IssueWidth * Rec.T * W.T,
                 ChainF = IssueWidth * Rec.F * W.F,
                 ChainM = IssueWidth * Rec.M * W.M;
    E.SideT += std::max(0.0, ChainT - ThrT);
    E.SideF += std::max(0.0, ChainF - ThrF);
    E.Melded += std::max(0.0, ChainM - ThrM);
    // Two unmelded loops whose exit tests do not wait on their chains: the
    // second starts while the first one's chain drains, and the pair takes
    // the longer chain or the two loops' work, whichever is more. The
    // melded loop's one chain has nothing to overlap.
    if (Rec.AheadT && Rec.AheadF) {
      const double Alone = std::max(ThrT, ChainT) + std::max(ThrF, ChainF);
      Overlap += std::max({ThrT + ThrF, ChainT, ChainF}) - Alone;
    }
  }
  return Overlap;
}

std::array<double, 2> MeldCost::coherentChainExcess(
    const Region &R, function_ref<bool(const Value *, const Value *)> Same)
    const {
  std::array<double, 2> Excess{0, 0};
  if (!Loops)
    return Excess;
  for (size_t H = 0; H < R.Pairs.size(); ++H) {
    auto [HA, HB] = R.Pairs[H];
    auto [LA, LB] = outermostLoopPair(R, H, *Loops);
    if (!LA)
      continue;
    // Two uniform loops only (genes' and clip_channels' shape, timed).
    // Given divergent loops too, eight more melds of divergent loops kept
    // the test (bench meld_loop_break, e2e darm_loop_exits,
    // unroll_private_arrays, collatz_kinds; session 25), not timed.
    if (!exitsUniformly(SI, *LA) || !exitsUniformly(SI, *LB))
      continue;
    auto InLoop = [&](const BasicBlock *A) { return LA->contains(A); };
    const LoopRecurrences Rec = loopRecurrences(R, H, TTI, Same, InLoop);
    const LoopWeights W = weights(R, HA, HB);
    Excess[0] += IssueWidth * std::max(0.0, Rec.M - Rec.T) * W.T;
    Excess[1] += IssueWidth * std::max(0.0, Rec.M - Rec.F) * W.F;
  }
  return Excess;
}

} // namespace spmdc::darm
