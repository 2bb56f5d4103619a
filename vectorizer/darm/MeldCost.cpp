//===- MeldCost.cpp - DARM: what melding costs and saves ------------------===//
//
// See MeldCost.h. The estimate of a region; the price of one instruction
// is in MeldInstrCost.cpp, the loop model (trip counts, loop weights,
// exits, recurrence floors) in MeldLoopCost.cpp, the guards' in
// MeldGuardCost.{h,cpp}.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldAllOnPairs.h"
#include "vectorizer/darm/MeldGuardCost.h"
#include "vectorizer/darm/MeldLatency.h"
#include "vectorizer/darm/MeldRunRepeats.h"
#include "vectorizer/wfv/Widen.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <array>
#include <cmath>

using namespace llvm;

namespace spmdc::darm {

static cl::opt<bool> DedupSelects(
    "darm-dedup-selects", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: price a melded block's select of two values it selects "
             "already once (later CSE keeps one)"));
static cl::opt<bool> CompleteChains(
    "darm-complete-chains", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: an else-if chain whose inner pair melded on the "
             "enclosing tests' credit melds those tests at a quarter of "
             "the threshold"));
static cl::opt<bool> RunRepeats(
    "darm-run-repeats", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: an unmatched instruction repeating one of the other "
             "side's, both computed for every lane, costs nothing and is "
             "one value (later CSE keeps one)"));
static cl::opt<bool> UnmaskedMeldedAccess(
    "darm-unmasked-melded-access", cl::Hidden,
    cl::cat(spmdc::darmOptionCategory()), cl::init(true),
    cl::desc("DARM: a matched contiguous access pair whose melded block "
             "runs under the region's all-on entry mask is priced as the "
             "plain vector access the widener emits, not a masked one"));
static cl::opt<bool> GuardOnlyLoopTests(
    "darm-loop-guards-per-test", cl::Hidden,
    cl::cat(spmdc::darmOptionCategory()), cl::init(false),
    cl::desc("DARM (measurement): charge a guard per iteration only to the "
             "blocks of a loop that end in a test, not to every block"));

// Session 22 (docs/darm-history.md, "Loop model (session 22)"): each run of
// a divergent loop ends in a mispredicted exit branch (its trip count
// differs from gang to gang); two side loops pay two, the melded loop one.
static cl::opt<unsigned> LoopExitCost(
    "darm-loop-exit-cost", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(48),
    cl::desc("DARM: what each run of a divergent loop pays for its "
             "mispredicted exit, once per side's loop and once melded "
             "(0: nothing)"));

// Session 24 (docs/darm-history.md, "Coherent gangs (session 24)"): a
// gang whose lanes all take one side of a data condition (sorted or
// clustered input, per-object flags) runs the whole melded path; behind
// the coherence test it runs its side as without melding. The estimate's
// sides are a poor measure of what such a gang pays unmelded (masked
// accesses, guards: q_mac's and caesar's melds ran 1.5x / 1.8x faster
// than --no-darm on coherent data with a melded path estimated 1-2%
// dearer than a side), so the test is kept only where the melded path is
// much dearer than either side (integrate: 43%).
static cl::opt<double> DataTestLoss(
    "darm-data-test-loss", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(0.3),
    cl::desc("DARM: keep the original sides behind a coherence test for a "
             "condition on loaded data when the melded path costs at least "
             "this share more than the dearer side (0: never)"));

namespace {
/// Whether \p V is the same in every iteration of the loops around depth
/// \p D of \p R, so LICM hoists what computes it: defined outside them,
/// or (at most \p Budget levels deep) computed inside from such values by
/// an instruction LICM hoists (no phi, no memory, safe to speculate).
/// Session 16: an inner meld's `select c1, 9.0, 2.0` sits in the melded
/// loop's body, yet is hoisted; counting it as computed per iteration made
/// the outer meld of a three-way chain of loops pay a select per iteration
/// for every constant (avx2: refused, "saves -2 of 319", forced 1.30x).
bool invariantAt(const Region &R, unsigned D, const Value *V,
                 unsigned Budget = 4) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !R.LoopDepth.count(I->getParent()) ||
      R.LoopDepth.lookup(I->getParent()) < D)
    return true;
  if (!Budget || isa<PHINode>(I) || I->mayReadOrWriteMemory() ||
      !isSafeToSpeculativelyExecute(I))
    return false;
  return all_of(I->operands(), [&](const Use &U) {
    return invariantAt(R, D, U.get(), Budget - 1);
  });
}

/// The weight of work at loop depth \p D of \p R whose operands are \p Ops,
/// in a block weighing \p BlockWeight: 1 / BlockWeight (once in all,
/// hoisted by LICM) when each of them is invariant in the loops around it
/// (invariantAt), else 1 (once per iteration, as the block weighs).
double hoistedWeight(const Region &R, unsigned D, ArrayRef<const Value *> Ops,
                     double BlockWeight) {
  for (const Value *V : Ops)
    if (!invariantAt(R, D, V))
      return 1.0;
  return 1.0 / BlockWeight;
}
} // namespace

LoopWeights MeldCost::weights(const Region &R, const BasicBlock *A,
                              const BasicBlock *B) const {
  LoopWeights W;
  unsigned D = R.LoopDepth.lookup(A);
  if (!D)
    return W;
  SmallVector<double, 4> TA = levelTrips(R, A), TB = levelTrips(R, B);
  if (TA.empty())
    TA = TB;
  if (TB.empty())
    TB = TA;
  if (TA.empty())
    TA.assign(D, 0), TB = TA;
  for (auto [NT, NF] : zip(TA, TB)) {
    // (One side's count unknown: the guess for all three, as before.
    // Against a known small count the guess would make the melded loop run
    // 8 iterations where the other side runs a few -- `outer` of e2e
    // darm_loop_forms, 1.94x melded, read "saves 12 of 163" that way.)
    if (!NT || !NF)
      NT = NF = DefaultTrips;
    W.T *= NT;
    W.F *= NF;
    W.M *= std::max(NT, NF);
  }
  return W;
}

double MeldCost::once(const Region &R, const Instruction *I) const {
  unsigned D = R.LoopDepth.lookup(I->getParent());
  if (!D || isa<PHINode>(I) || I->mayReadOrWriteMemory() ||
      !isSafeToSpeculativelyExecute(I))
    return 1.0;
  SmallVector<const Value *, 4> Ops(I->op_begin(), I->op_end());
  return hoistedWeight(R, D, Ops, blockWeight(R, I->getParent()));
}

double MeldCost::onceSelect(const Region &R, unsigned D, const Value *A,
                            const Value *B) const {
  return hoistedWeight(R, D, {A, B}, std::pow(DefaultTrips, double(D)));
}

bool MeldCost::safeForAllLanes(const Instruction *I) {
  if (I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
      isa<AllocaInst>(I) || !isSafeToSpeculativelyExecute(I))
    return false;
  if (auto *CB = dyn_cast<CallBase>(I))
    if (!isa<IntrinsicInst>(CB) || CB->isConvergent())
      return false;
  return true;
}

bool MeldCost::hoistsOver(const Instruction *X, const Instruction *Y,
                          ArrayRef<Instruction *> RunT,
                          ArrayRef<Instruction *> RunF) {
  if ((RunT.empty() && RunF.empty()) || !safeForAllLanes(X) ||
      !safeForAllLanes(Y))
    return false;
  auto UsesRun = [](const Instruction *I, ArrayRef<Instruction *> Run) {
    return any_of(I->operands(),
                  [&](const Value *Op) { return is_contained(Run, Op); });
  };
  return !UsesRun(X, RunT) && !UsesRun(Y, RunF);
}

void MeldCost::walkRuns(
    ArrayRef<Aligned> Pairs, SmallVectorImpl<Instruction *> &RunT,
    SmallVectorImpl<Instruction *> &RunF, function_ref<void()> EndRuns,
    function_ref<void(Instruction *, Instruction *)> Matched) {
  for (auto [X, Y] : Pairs) {
    if (!X || !Y) {
      (X ? RunT : RunF).push_back(X ? X : Y);
      continue;
    }
    if (!hoistsOver(X, Y, RunT, RunF))
      EndRuns();
    if (Matched)
      Matched(X, Y);
  }
  EndRuns();
}

bool MeldCost::speculatable(const Region &R, ArrayRef<Instruction *> Run) const {
  double C = 0;
  for (Instruction *I : Run) {
    if (!safeForAllLanes(I))
      return false;
    // (Work LICM hoists out of the loops around the run -- once() below
    // 1 -- is not in the loop at all: against a guard paid every
    // iteration it weighs nothing. At 1/8 of its price, a `% 5` priced at
    // its expansion tipped e2e darm_loop_forms' while_do_postinc on sse4
    // over the limit: guarded, 0.75x.)
    C += once(R, I) < 1 ? 0.0 : cost(I);
  }
  // Every lane runs it: worth it while cheaper than the guard it replaces
  // (the guard's masks, test and branch, and a blend per value it defines).
  return C <= 2 * BranchCost;
}

double MeldCost::soloBlends(const Region &R, const Solo &S) const {
  // The phis after the solo (of the next block, or of J) blend the
  // subgraph's values on its exits with the other side's on the guard's
  // edge; a poison on either side (padding) folds away.
  BasicBlock *Next = soloExit(S);
  BasicBlock *ConstExit = soloConstExit(R, S);
  auto Real = [&](BasicBlock *A) { return S.RealT ? A : R.TtoF.lookup(A); };
  auto Copy = [&](BasicBlock *A) { return S.RealT ? R.TtoF.lookup(A) : A; };
  auto Blend = [&](PHINode &RealPhi, PHINode &CopyPhi) {
    Value *Other = CopyPhi.getIncomingValueForBlock(Copy(ConstExit));
    if (isa<PoisonValue>(Other))
      return 0.0;
    for (BasicBlock *A : S.TBlocks)
      if (int K = RealPhi.getBasicBlockIndex(Real(A));
          K >= 0 && !isa<PoisonValue>(RealPhi.getIncomingValue(K)) &&
          RealPhi.getIncomingValue(K) != Other)
        return selectCost(RealPhi.getType());
    return 0.0;
  };
  double C = 0;
  if (Next == R.J) {
    for (PHINode &Phi : R.J->phis())
      C += Blend(Phi, Phi);
    return C;
  }
  for (auto [PA, PB] : zip(Next->phis(), R.TtoF.lookup(Next)->phis()))
    C += S.RealT ? Blend(PA, PB) : Blend(PB, PA);
  return C;
}

bool MeldCost::keepsDataTest(const Region &R, const Estimate &E,
                             double CoherentLoss) const {
  // On random data the test is a branch predicted not taken where W lanes
  // agree by chance once in 2^(W-1) gangs (1 in 128 on avx2), but the
  // kept sides also cost the melded path registers (dloops on avx512: a
  // mask reloaded from the stack every melded iteration): measured, paths
  // of 229-328 ran 1-7% slower on random data (dloops, while_do, outer,
  // bs_mixed), those of 401 and more within 1% or faster, so the test
  // may cost at most 1% of the path. Not under 8 lanes: on sse4 one
  // random gang in 8 agrees, runs its side and mispredicts (point_in_poly:
  // 0.92x on random data). Not where X is the first block of a side of
  // an enclosing divergent two-sided branch (firstInDivergentSide: any
  // level of an else-if chain or a switch, not only its inner pair): the
  // kept branch leaves that side more than one block, and the enclosing
  // branch no longer melds -- "cannot be aligned" (pack_fields: 0.44x on
  // random data; with the loss at 2%, session 24, row_distance's middle
  // case 0.31x and pack_fields 0.75x on avx2). Only where it was
  // measured: x86 with 256-bit or wider registers (not SIMT, SVE, NEON,
  // sse4-x8).
  constexpr double MaxTestShare = 0.01;
  return E.DataCondition && DataTestLoss > 0 && wideX86Gang() &&
         CoherenceCost <= MaxTestShare * E.Melded &&
         CoherentLoss >= DataTestLoss * std::max(E.SideT, E.SideF) &&
         !firstInDivergentSide(R);
}

bool MeldCost::firstInDivergentSide(const Region &R) const {
  BasicBlock *P = R.X->getSinglePredecessor();
  if (!P || P == R.X || !R.J || !SI.hasDivergentBranch(P))
    return false;
  auto *Br = dyn_cast<BranchInst>(P->getTerminator());
  if (!Br || !Br->isConditional())
    return false;
  // The other side O of P's branch reaches R's join without passing P:
  // P's branch has two sides that meet where R's sides do (a chain or
  // switch level). Not a one-armed `if` such as a foreach tail's lane
  // test, whose other successor is where the arm ends (its kept test
  // blocks no meld; darm_user_programs8's ode_adaptive keeps it there).
  BasicBlock *O = Br->getSuccessor(Br->getSuccessor(0) == R.X ? 1 : 0);
  SmallPtrSet<BasicBlock *, 1> NotThroughP{P};
  return O != R.X && isPotentiallyReachable(O, R.J, &NotThroughP);
}

MeldCost::ConditionInputs MeldCost::conditionInputs(Value *C) const {
  SmallVector<Value *, 8> Work{C};
  SmallPtrSet<Value *, 16> Seen;
  ConditionInputs In;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second || Seen.size() > 32 || isa<Constant>(V))
      continue;
    if (SI.isUniform(V)) {
      In.Uniform = true;
      continue;
    }
    auto *I = dyn_cast<Instruction>(V);
    if (I && I->mayReadOrWriteMemory()) {
      In.Data = true;
      return In;
    }
    if (!I || isa<CallBase>(I) || isa<PHINode>(I))
      continue;
    for (Value *Op : I->operands())
      Work.push_back(Op);
  }
  return In;
}

bool MeldCost::mayBeCoherent(Value *C) const {
  // A varying value read from memory is data: a condition that depends
  // on it agrees across the gang only by the data's chance, whatever
  // uniform values it also depends on (merge sort's take-left test
  // compares the two runs' heads: lanes agreed in about half the gangs
  // on the bench input, and the test in front of the meld cost more
  // than it saved, measured 1.66x against 2.16x for the melded source
  // on avx2 in one run, 2026-11-26).
  ConditionInputs In = conditionInputs(C);
  return In.Uniform && !In.Data;
}

namespace {

/// Local value numbering of \p BB: each instruction without memory access
/// or side effect that repeats an earlier one of the block (the same
/// operation on the same operands, or on operands that are themselves
/// repeats of the same) is mapped to the first copy. Later CSE keeps one
/// copy, so a repeat costs nothing: the SoA address arithmetic of several
/// private arrays indexed alike (N-Queens' four stacks) is paid once per
/// side, not once per array -- and melding saves it once, not four times.
void collectRepeats(BasicBlock *BB,
                    DenseMap<const Instruction *, const Instruction *> &Rep) {
  SmallVector<const Instruction *, 16> Firsts;
  auto Of = [&](const Value *V) -> const Value * {
    auto *I = dyn_cast<Instruction>(V);
    const Instruction *R = I ? Rep.lookup(I) : nullptr;
    return R ? R : V;
  };
  for (Instruction *I : body(BB)) {
    if (I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
        isa<CallBase>(I) || isa<AllocaInst>(I))
      continue;
    const Instruction *First = nullptr;
    for (const Instruction *J : Firsts)
      if (I->isSameOperationAs(J) &&
          all_of(seq(I->getNumOperands()), [&](unsigned K) {
            return Of(I->getOperand(K)) == Of(J->getOperand(K));
          })) {
        First = J;
        break;
      }
    if (First)
      Rep[I] = First;
    else
      Firsts.push_back(I);
  }
}

} // namespace

/// What melding \p R with its alignment saves for a gang whose lanes take
/// both sides (against running both sides one after the other), what the
/// melded path costs, and what one side alone costs (a gang that agrees).
Estimate MeldCost::estimate(const Region &R) const {
  // Values of the two sides that become one melded value.
  DenseMap<const Value *, unsigned> Token;
  unsigned Next = 1;
  auto Same = [&](const Value *A, const Value *B) {
    if (A == B)
      return true;
    unsigned TA = Token.lookup(A);
    return TA && TA == Token.lookup(B);
  };
  Estimate E;
  // Whether every gang can be taken to diverge (a condition on data or on
  // the lane index alone): then the savings that only a diverged gang gets
  // are credited at their measured size (see Estimate::Diverges).
  const ConditionInputs CondIn = conditionInputs(R.Cond);
  E.MayBeCoherent = CondIn.Uniform && !CondIn.Data;
  E.DataCondition = CondIn.Data;
  // (On a SIMT target the hardware masks: no guard upkeep, no fixed part
  // of a gather per lane; those costs are left as they were.)
  // Measured on straight-line sides only: where a side holds a loop the
  // old prices stay (with the guards' upkeep, a divergent branch around
  // two uniform loops and one around two nested loops melded on avx2 and
  // ran 0.72x and 0.61x; they are refused there as before, and melded on
  // avx512 as before). A pair of subgraphs scored alone (MeldSequence.h:
  // no J) does not see the rest of its sides and keeps the old prices too,
  // so the sequence alignment is as before.
  E.Diverges = !Opts.Simt && !E.MayBeCoherent && R.J &&
               none_of(R.LoopDepth, [](const auto &KV) { return KV.second; });
  const bool StraightSides = E.Diverges;
  double SharedLaneWork = 0; // per-lane work both sides share (see laneWork)
  // A guard of the linearized code (a side's block entered under its mask,
  // a guarded run, a solo): with its mask upkeep where the gang diverges,
  // outside loops (MeldGuardCost.h).
  const RegionGuards Guards(*this, R, E.Diverges);
  // The melded path runs under X's mask: where that is not provably full
  // a melded contiguous access takes its base from the first active lane,
  // as the sides' do (setMaskedBlocks).
  const bool EntryMasked = MaskedBlocks && MaskedBlocks->count(R.X);
  double MaskedBases = 0; // their part of E.Melded, weighed
  // Under an all-on X, the melded blocks the melded control flow reaches
  // uniformly are all-on too, and their matched contiguous accesses
  // plain ones, where each side's ran masked (MeldAllOnPairs.h).
  SmallVector<bool, 16> UnderFullMask(R.Pairs.size(), false);

  auto Once = [&](const Instruction *I) { return once(R, I); };
  // Repeats within a block cost nothing (collectRepeats); a melded repeat
  // costs nothing when both sides repeat melded values.
  DenseMap<const Instruction *, const Instruction *> Repeat;
  for (auto [A, B] : R.Pairs) {
    collectRepeats(A, Repeat);
    collectRepeats(B, Repeat);
  }
  // The values that become one melded value, first for the whole region:
  // a loop header's phis see the values their back edges bring as melded.
  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    if (R.soloOf(A))
      continue;
    for (auto [PA, PB] : zip(A->phis(), B->phis()))
      Token[&PA] = Token[&PB] = Next++;
    for (auto [X, Y] : R.Alignment[P])
      if (X && Y)
        Token[X] = Token[Y] = Next++;
  }
  // (avx2 and avx512 only: on sse4 it melded five more e2e branches, two
  // of them 1.4-1.5x faster on random sides but 0.90-0.96x on
  // gang-coherent ones -- darm_diverged_sides gather_scatter,
  // darm_user_programs6 dd_ops -- and one 0.96-0.99x on random ones,
  // darm_user_programs csr_spmv64; not measured on other targets.)
  if (UnmaskedMeldedAccess && MaskedBlocks && !EntryMasked && wideX86Gang())
    UnderFullMask = meldedUnderEntryMask(R, SI, Same);
  // An unmatched instruction of one side's run that repeats one of the
  // other's, both computed for every lane, is one value too (CSE):
  // MeldRunRepeats.h.
  DenseMap<const Instruction *, const Instruction *> RunRepeat;
  if (RunRepeats)
    for (size_t P = 0; P < R.Pairs.size(); ++P) {
      if (R.soloOf(R.Pairs[P].first))
        continue;
      DenseMap<const Instruction *, const Instruction *> Found;
      collectRunRepeats(R, P, *this, Same, Found);
      for (auto [Y, X] : Found) {
        if (!Token.lookup(X))
          Token[X] = Next++;
        Token[Y] = Token[X];
        RunRepeat[Y] = X;
      }
    }
  // Whether the branch \p T ending pair \p P's T block is an if-else of
  // the side: each successor a later block of the side at the same loop
  // depth, or a block after the side (J).
  DenseMap<const BasicBlock *, size_t> PairIndex;
  for (size_t P = 0; P < R.Pairs.size(); ++P)
    PairIndex[R.Pairs[P].first] = P;
  auto ForwardIf = [&](size_t P, const BranchInst *T) {
    return all_of(successors(T), [&](const BasicBlock *S) {
      auto It = PairIndex.find(S);
      return It == PairIndex.end()
                 ? !R.TBlocks.count(const_cast<BasicBlock *>(S))
                 : It->second > P && R.LoopDepth.lookup(S) ==
                                         R.LoopDepth.lookup(T->getParent());
    });
  };
  // What each pair added to the two sides and the melded path (weighed):
  // the loops' throughput, for their recurrences' floor below.
  SmallVector<std::array<double, 3>, 16> PairAdded(R.Pairs.size());
  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    // A block in a loop inside the side runs once per iteration: weigh it
    // by the loops' trip counts where ScalarEvolution knows them, else by
    // the static guess of 8 iterations per loop level; the melded loop
    // runs the longer side's (weights()).
    const Estimate Before = E;
    const double LaneWorkBefore = SharedLaneWork;
    // (An empty counterpart of a loop weighs what the real loop weighs:
    // setPairLoopDepths, weights().)
    const LoopWeights W = weights(R, A, B);
    // Work hoisted out of the loops (once() below 1) runs once in all, on
    // each side and melded (at these weights: a side's known count against
    // an unknown one weighs 8, as weights() says).
    auto OnceAt = [&](const Instruction *I, double Weight) {
      return Once(I) < 1 ? 1 / Weight : 1.0;
    };
    auto OnceM = [&](const Instruction *I) { return OnceAt(I, W.M); };
    auto PricedAt = [&](const Instruction *I, double Weight) {
      return Repeat.count(I) ? 0.0 : cost(I) * OnceAt(I, Weight);
    };
    auto PricedT = [&](const Instruction *I) { return PricedAt(I, W.T); };
    auto PricedF = [&](const Instruction *I) { return PricedAt(I, W.F); };
    auto PricedM = [&](const Instruction *I) { return PricedAt(I, W.M); };
    // Which blocks pay a guard (or a uniform loop's plain branch) per run:
    // every block, as the linearized code enters each under its own mask.
    // (With --darm-loop-guards-per-test, inside a loop of a side only a
    // block that ends in a test -- an if's branch, the loop's exit test:
    // a block that falls through to the next one runs in the same masked
    // stretch of the linearized body, with no mask operation, test or jump
    // of its own. Closer to the code, but every melded pair of fall-through
    // blocks then saves nothing where it saved a guard, and that guard is
    // what the estimates of good loop melds stood on -- session 18.)
    const bool InLoop = R.LoopDepth.lookup(A) != 0;
    auto GuardedHere = [&](const BasicBlock *B) {
      if (!InLoop || !GuardOnlyLoopTests)
        return true;
      auto *Br = dyn_cast<BranchInst>(B->getTerminator());
      return !Br || (Br->isConditional() && !isa<Constant>(Br->getCondition()));
    };
    auto Scale = [&] {
      E.SideT = Before.SideT + (E.SideT - Before.SideT) * W.T;
      E.SideF = Before.SideF + (E.SideF - Before.SideF) * W.F;
      E.Melded = Before.Melded + (E.Melded - Before.Melded) * W.M;
      PairAdded[P] = {E.SideT - Before.SideT, E.SideF - Before.SideF,
                      E.Melded - Before.Melded};
      // (Counted in both sides and once melded: what both sides' counts
      // share.)
      SharedLaneWork = LaneWorkBefore +
                       (SharedLaneWork - LaneWorkBefore) * std::min(W.T, W.F);
    };
    if (const Solo *S = R.soloOf(A)) {
      // An unaligned subgraph runs as it is, on its own lanes, in one
      // guarded run (MeldCodegen.h): its code and branches once, no
      // selects, no guard per block (the guard is priced once, below).
      // (With --darm-loop-guards-per-test, in a loop only its blocks that
      // test pay: GuardedHere.)
      E.SideT += R.ReplicaBlocks.count(A) || !GuardedHere(A)
                     ? 0
                     : Guards.sideEntry(A, A, true, false);
      E.SideF += R.ReplicaBlocks.count(B) || !GuardedHere(B)
                     ? 0
                     : Guards.sideEntry(A, B, false, false);
      E.Melded += GuardedHere(S->RealT ? A : B)
                      ? Guards.sideEntry(A, S->RealT ? A : B, S->RealT, false)
                      : 0;
      for (auto [X, Y] : R.Alignment[P]) {
        if (X)
          E.SideT += PricedT(X);
        if (Y)
          E.SideF += PricedF(Y);
        E.Melded += PricedM(X ? X : Y);
      }
      Scale();
      // Its guard, unless it runs nothing (a loop's preheader or exit
      // block facing a wrapped loop: the empty guarded run folds away).
      if (A == S->TBlocks.front())
        E.Melded += Guards.soloGuard(*S, A) + soloBlends(R, *S);
      continue;
    }
    // Each side's block ends in a divergent branch with its own masks; the
    // melded block has one.
    // (Blocks made by replication were not in the program: they cost the
    // unmelded side nothing.)
    // The pair X branches to (a diverged gang): each side is entered
    // through the linearized code's guard, with its full mask upkeep, and
    // the melded block through none -- X's divergent branch is gone.
    // (Only for a whole region: a pair of subgraphs scored alone,
    // MeldSequence.h, has no J and does not know the rest of its sides.)
    bool EntryPair = E.Diverges && StraightSides && R.X && R.J &&
                     A->getSinglePredecessor() == R.X &&
                     B->getSinglePredecessor() == R.X;
    // The melded block of the pair X branches to runs under X's mask: all
    // on where the widener can prove it (not a masked block), and then a
    // scalarized gather's lane tests fold away (laneTests).
    // So do a deeper block's, a melded uniform loop's included, that the
    // melded control flow reaches uniformly (UnderFullMask, session 24);
    // anywhere else -- a melded divergent loop, a masked X -- they stay.
    const bool MeldedAllOn = UnderFullMask[P] ||
                             (MaskedBlocks && !EntryMasked && !InLoop &&
                              R.X && A->getSinglePredecessor() == R.X &&
                              B->getSinglePredecessor() == R.X);
    // (A side the widener enters without its test pays no guard at all.)
    auto SideGuard = [&](bool T) {
      return Guards.sideEntry(A, T ? A : B, T, EntryPair);
    };
    // A block of a uniform loop inside a side (uniformLoopBlock) pays a
    // plain branch, not a guard: the loop runs it under the side's mask
    // with scalar, predictable jumps. Melded it stays one only where both
    // sides branch alike; else the melded loop is divergent and its
    // blocks are guarded (session 17: a uniform loop melded with a
    // divergent one, priced as if the uniform loop had paid masks every
    // iteration, melded and ran 0.14-0.56x).
    const bool PlainT = uniformLoopBlock(R, A),
               PlainF = uniformLoopBlock(R, B);
    auto *BrA = cast<BranchInst>(A->getTerminator());
    auto *BrB = cast<BranchInst>(B->getTerminator());
    const bool PlainMelded =
        PlainT && PlainF && BrA->isConditional() == BrB->isConditional() &&
        (!BrA->isConditional() ||
         Same(BrA->getCondition(), BrB->getCondition()));
    // (Blocks a loop's new form made (MeldLoopForm.h) were not in the
    // program either -- outside the rule for loops, GuardedHere, which
    // charges the block holding the loop's test whichever it is.)
    auto SidePrice = [&](const BasicBlock *B, bool Plain, bool T) {
      if (R.ReplicaBlocks.count(B) || !GuardedHere(B))
        return 0.0;
      if (R.FormBlocks.count(B) && (!InLoop || !GuardOnlyLoopTests))
        return 0.0;
      return Plain ? PlainBranchCost : SideGuard(T);
    };
    E.SideT += SidePrice(A, PlainT, true);
    E.SideF += SidePrice(B, PlainF, false);
    E.Melded += EntryPair || (!GuardedHere(A) && !GuardedHere(B)) ? 0
                : PlainMelded ? PlainBranchCost
                              : Guards.meldedEntry(A, B);
    // (Phis without a partner -- an entry pair of two subgraphs before the
    // sequence alignment pads them with poison phis -- blend with poison,
    // which folds away; so does, in a loop whose form was changed to pair
    // (MeldLoopForm.h), a padded phi's poison on any edge: the rotated `do`
    // loop's first-iteration flag against the `while` loop's padding was
    // charged a blend of masks per iteration. Elsewhere the old price
    // stays, as MeldAlign's does.)
    // A melded phi selects between the sides' values on each edge where
    // they differ: once per iteration when a back edge's do, once in all
    // (with the loop's entry, weighed 8^-D) when only entering edges'.
    const unsigned D = R.LoopDepth.lookup(A);
    for (auto [PA, PB] : zip(A->phis(), B->phis())) {
      double Times = 0;
      for (unsigned K = 0; K < PA.getNumIncomingValues(); ++K) {
        BasicBlock *IA = PA.getIncomingBlock(K);
        BasicBlock *IB = R.TtoF.lookup(IA);
        int KB = PB.getBasicBlockIndex(IB ? IB : IA);
        if (KB >= 0 &&
            (Same(PA.getIncomingValue(K), PB.getIncomingValue(unsigned(KB))) ||
             (D && !R.FormBlocks.empty() &&
              (isa<PoisonValue>(PA.getIncomingValue(K)) ||
                    isa<PoisonValue>(PB.getIncomingValue(unsigned(KB)))))))
          continue;
        Times = std::max(Times,
                         D && R.LoopDepth.lookup(IA) < D ? 1 / W.M : 1.0);
      }
      E.Melded += Times * selectCost(PB.getType());
    }
    // (In a loop whose form was changed to pair, MeldLoopForm.h: a block
    // against an if, BlockIf, replicates the block's empty arm behind a
    // constant branch its lanes never take. The melded arm is then entered
    // under the other side's mask alone, and the other side's run in it
    // needs no guard of its own; the arm's guard was priced above.)
    auto NeverEntered = [&](const BasicBlock *Arm) {
      const BasicBlock *Pred = Arm->getSinglePredecessor();
      auto *Br = Pred ? dyn_cast<BranchInst>(Pred->getTerminator()) : nullptr;
      auto *C = Br && Br->isConditional()
                    ? dyn_cast<ConstantInt>(Br->getCondition())
                    : nullptr;
      return D && !R.FormBlocks.empty() && R.ReplicaBlocks.count(Arm) &&
             body(const_cast<BasicBlock *>(Arm)).empty() && C &&
             Br->getSuccessor(C->isZero() ? 0 : 1) == Arm;
    };
    const bool OneSideEnters = NeverEntered(A) || NeverEntered(B);
    // The melded block's selects on the branch condition: a select of the
    // same two values as an earlier one of the block is that select again,
    // which later CSE folds into it (bsearch's lower against upper bound:
    // `lo` and `hi` each select on `select c, a < k, a <= k`, one select
    // in the code, two in the estimate).
    SmallVector<std::pair<const Value *, const Value *>, 8> Selected;
    auto SelectedBefore = [&](const Value *VA, const Value *VB) {
      if (!DedupSelects)
        return false;
      for (auto [SA, SB] : Selected)
        if (Same(SA, VA) && Same(SB, VB))
          return true;
      Selected.push_back({VA, VB});
      return false;
    };
    SmallVector<Instruction *, 8> RunT, RunF;
    auto Flush = [&] {
      unsigned Guarded = 0;
      // A repeat of the other side's run that the code generation drops
      // (MeldRunRepeats.h): no cost, no blend, and no guard for a guarded
      // run left empty.
      SmallPtrSet<const Instruction *, 8> Dropped;
      droppedRepeats(R, *this, RunT, RunF, RunRepeat, Dropped);
      for (auto *Run : {&RunT, &RunF}) {
        // A repeat of an instruction of the same run is still a repeat.
        for (Instruction *I : *Run)
          E.Melded += (Repeat.count(I) && is_contained(*Run, Repeat.lookup(I))) ||
                              Dropped.count(I)
                          ? 0.0
                          : cost(I) * OnceM(I);
        if (Run->empty() || speculatable(R, *Run))
          continue;
        SmallVector<Instruction *, 8> Kept(make_filter_range(
            *Run, [&](Instruction *I) { return !Dropped.count(I); }));
        if (Kept.empty())
          continue;
        Guarded += Guards.runPays(Kept, A, OneSideEnters);
        // Values leaving a guarded run are blended with the other side
        // (the ones used only inside the run are not).
        for (Instruction *I : Kept)
          if (!I->getType()->isVoidTy() &&
              any_of(I->users(),
                     [&](const User *U) { return !is_contained(*Run, U); }))
            E.Melded += selectCost(I->getType());
      }
      E.Melded += Guards.runs(Guarded, A);
      RunT.clear();
      RunF.clear();
    };
    // The runs split as walkRuns splits them (the code generation's walk),
    // written out here because every instruction, matched or not, is
    // priced in alignment order.
    for (auto [X, Y] : R.Alignment[P]) {
      if (X)
        E.SideT += PricedT(X);
      if (Y)
        E.SideF += PricedF(Y);
      if (!X || !Y) {
        (X ? RunT : RunF).push_back(X ? X : Y);
        continue;
      }
      if (!hoistsOver(X, Y, RunT, RunF))
        Flush();
      const Instruction *RX = Repeat.lookup(X), *RY = Repeat.lookup(Y);
      if (!(RX && RY && Same(RX, RY))) {
        const double Base = EntryMasked ? firstActiveLaneBase(X) : 0;
        const std::optional<double> Plain =
            UnderFullMask[P] ? unmaskedAccessCost(X) : std::nullopt;
        E.Melded += (Plain ? *Plain : cost(X, Y) + Base) *
                    std::max(OnceM(X), OnceM(Y));
        MaskedBases += Base * std::max(OnceM(X), OnceM(Y)) * W.M;
      }
      SharedLaneWork += laneWork(X, E.Diverges);
      // Two scalarized gathers melded into one under an all-on mask: the
      // sides' per-lane tests and jumps fold away (laneTests). Only the
      // tests melding removes are priced: charged everywhere they run,
      // they diluted the relative saving of regions melding does not
      // change there (e2e darm_steady_counters genes unmelded, 0.67x of
      // the base), and credited as one melded access under a mixed mask
      // against two, they melded e2e pb_decode on avx2 at 0.84-0.96x.
      if (MeldedAllOn) {
        E.SideT += laneTests(X) * OnceAt(X, W.T);
        E.SideF += laneTests(Y) * OnceAt(Y, W.F);
      }
      // Two native gathers or scatters melded into one (a diverged gang):
      // at the bench machine's price, not TTI's (nativeScale).
      if (E.Diverges)
        if (double S = nativeScale(X); S != 1) {
          E.SideT += (S - 1) * PricedT(X);
          E.SideF += (S - 1) * PricedF(Y);
          E.Melded += (S - 1) * cost(X, Y) * std::max(OnceM(X), OnceM(Y));
        }
      for (unsigned K = 0; K < X->getNumOperands(); ++K)
        if (Value *OX = X->getOperand(K), *OY = pairedOperand(X, Y, K);
            !Same(OX, OY) && !SelectedBefore(OX, OY))
          E.Melded += selectCost(OX->getType()) *
                      (onceSelect(R, D, OX, OY) < 1 ? 1 / W.M : 1.0);
    }
    Flush();
    // A loop's varying exit test (session 16): every iteration the
    // linearized loop updates its masks (the lanes that stay, the lanes
    // that leave, the lanes that left) and blends each value the loop
    // leaves with (its exit block's LCSSA phis) into the value of the
    // lanes that left -- per side unmelded, once melded. The loop bodies
    // of `else if` chains (a multiply and an add) are smaller than that
    // upkeep: without it the model saw 19% saved where melding ran 1.59x
    // (avx2, e2e darm_loop_else_if lane_steps). Only where the gang
    // diverges at X, so that both loops really run: where whole gangs may
    // agree (the merge step's `t < na`) the old prices stay.
    if (D && !Opts.Simt && !E.MayBeCoherent) {
      double UT = exitUpkeep(R, A, false), UF = exitUpkeep(R, B, false);
      if (UT || UF)
        E.Melded += std::max(exitUpkeep(R, A, true), exitUpkeep(R, B, true));
      E.SideT += R.ReplicaBlocks.count(A) ? 0 : UT;
      E.SideF += R.ReplicaBlocks.count(B) ? 0 : UF;
    }
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    if (TA->isConditional() && TB->isConditional() &&
        !Same(TA->getCondition(), TB->getCondition())) {
      // (A uniform test is broadcast into a mask first: a loop's exit
      // test `t < m` against `t < (x & 7)`. A blend of masks is three mask
      // operations; with one side's condition a constant -- the replicated
      // block's branch, in a loop whose form was changed to pair -- it
      // folds to one, `c & x` or `c | x`, with `c` inverted before the
      // loop.)
      const bool OneMaskOp = D && !R.FormBlocks.empty() &&
                             (isa<Constant>(TA->getCondition()) ||
                              isa<Constant>(TB->getCondition()));
      // (The blend of two conditions the block selected already, for an
      // instruction's operand, is that select.)
      if (!SelectedBefore(TA->getCondition(), TB->getCondition()))
        E.Melded += selectCost(TA->getCondition()->getType()) /
                        (OneMaskOp ? 3 : 1) +
                    broadcastCost(TA->getCondition()) +
                    broadcastCost(TB->getCondition());
      // Two uniform branches that differ become one divergent branch: the
      // melded path pays its mask operations, every iteration when it is
      // a loop's exit test (two uniform loops with different trip counts
      // become one loop the lanes leave one by one; measured 0.49x when
      // one of them folded to a constant unmelded: e2e mixed_params).
      if (!SI.getShape(TA->getCondition()).Varying &&
          !SI.getShape(TB->getCondition()).Varying) {
        E.Melded += BranchCost;
        // An if-else of each side (not a loop's test; not a constant
        // branch of a replicated block) becomes an if-else the lanes take
        // both ways, with a divergent if's mask upkeep: the exit mask at
        // its join, the rejoin. Found by a probe (session 16): two arms
        // calling different uniform function pointers, whose dispatch
        // chains melded into one divergent chain, ran 0.45-0.5x.
        if (!isa<Constant>(TA->getCondition()) &&
            !isa<Constant>(TB->getCondition()) && ForwardIf(P, TA))
          E.Melded += GuardUpkeep;
      }
    }
    Scale();
    // A divergent loop's run ends in a mispredicted branch: the lanes
    // leave after a count that differs from gang to gang. Each side's
    // outermost loop pays it once per run of the region, the melded loop
    // once for both (a guess about the data, like the loop weights: a
    // count the same in every gang predicts; docs/darm.md, "Loop
    // weights").
    // (Not where a loop was given the shape of a one-arm if to pair with
    // a loop in an arm of the other side: that loop runs for the lanes of
    // a second varying test only, and the one such meld the price made,
    // e2e pb_decode, ran 0.93-0.97x on avx2 -- session 22's follow-up.)
    if (D == 1 && LoopExitCost && !Opts.Simt && !E.MayBeCoherent &&
        !R.WrapsLoop) {
      const bool ExitT = !R.ReplicaBlocks.count(A) && divergentExit(R, A);
      const bool ExitF = !R.ReplicaBlocks.count(B) && divergentExit(R, B);
      E.SideT += ExitT ? LoopExitCost : 0;
      E.SideF += ExitF ? LoopExitCost : 0;
      E.Melded += ExitT || ExitF ? LoopExitCost : 0;
    }
  }
  // A loop's iteration takes at least its recurrence; two unmelded loops
  // that run ahead of theirs overlap (loopRecurrencePrices).
  const double Overlap =
      loopRecurrencePrices(R, E, PairAdded, [&](const Value *A,
                                                 const Value *B) {
        return Same(A, B);
      });
  // J's phis take one selected value per melded exit edge (a pair of
  // subgraphs scored on its own, MeldSequence.h, has no J; a solo's exit
  // values were priced with it). The linearized code blends each phi's k
  // incoming values with k - 1 selects: k the edges from the two sides
  // unmelded (each side's own k - 1 with that side, the blend of the two
  // sides with both), the melded exit edges melded.
  double JoinBlends = 0;
  if (R.J)
    for (PHINode &Phi : R.J->phis()) {
      double Sel = selectCost(Phi.getType());
      unsigned KT = 0, KF = 0, KMelded = 0;
      SmallPtrSet<const Solo *, 2> Solos;
      for (auto [A, B] : R.Pairs) {
        int IA = Phi.getBasicBlockIndex(A);
        KT += IA >= 0 && !R.ReplicaBlocks.count(A);
        KF += Phi.getBasicBlockIndex(B) >= 0 && !R.ReplicaBlocks.count(B);
        if (IA < 0)
          continue;
        if (const Solo *S = R.soloOf(A)) {
          KMelded += Solos.insert(S).second;
          continue;
        }
        ++KMelded;
        if (!Same(Phi.getIncomingValue(IA), Phi.getIncomingValueForBlock(B)))
          E.Melded += Sel;
      }
      if (all_equal(Phi.incoming_values()))
        continue;
      // (Every side reaches J: a side whose last block moved into a
      // replicated arm still has its edge.)
      KT = std::max(KT, 1u);
      KF = std::max(KF, 1u);
      E.SideT += (KT - 1) * Sel;
      E.SideF += (KF - 1) * Sel;
      JoinBlends += Sel;
      E.Melded += (std::max(KMelded, 1u) - 1) * Sel;
    }
  // A melded loop whose recurrence grows longer than both sides' waits on
  // it every iteration (MeldLatency.h).
  E.Melded += chainLengthening(
      R, TTI, Same, [&](const BasicBlock *A, const BasicBlock *B) {
        return weights(R, A, B).M;
      });
  if (!R.Pairs.empty()) // a melded block on the enclosing loop's chain
    E.Melded += recurrenceLengthening(
        R, TTI, Same, weights(R, R.Pairs[0].first, R.Pairs[0].second).M);
  // An inner pair of an else-if chain (X is one side of an enclosing
  // divergent branch whose other side is one block going to the same J):
  // melded, X's region becomes one block, and the next round melds the
  // enclosing branch, whose guard (with its upkeep) is then gone too --
  // the saving that melding the inner arms enables, which it would not
  // show on its own where its sides are small enough to run unguarded
  // (a four-case switch: 2.85x melded whole, 1.35x with the inner pair
  // alone, avx512).
  if (E.Diverges && StraightSides && innerPairOfChain(R)) {
    JoinBlends += Guards.diverged();
    if (CompleteChains)
      E.ChainHeads = chainTests(R);
  }
  // A diverged gang runs each lane on one side only: the lane work of
  // gathers and scatters is paid once, melded or not.
  E.Total = E.SideT + E.SideF + JoinBlends - SharedLaneWork + Overlap;
  E.Saved = E.Total - E.Melded;
  // A gang whose lanes agree runs one side without melding but the whole
  // melded path with it: keep the original sides behind a coherence test
  // only when that can happen and the difference outweighs the test.
  // (Without the melded accesses' first-active-lane bases: a coherent gang
  // pays one on its side too, and with them the test was kept for a
  // vignette nested in a divergent if, which ran 0.81x on avx2 against
  // the meld without it: docs/darm.md, "... as built (session 21)".)
  const double CoherentLoss =
      E.Melded - MaskedBases - std::max(E.SideT, E.SideF);
  // A data condition's test is an extra for the gangs whose data agrees:
  // where its price would tip the meld under the threshold, the meld goes
  // without it (prefix_decode on avx2, "217 of 1080", melds and runs
  // 1.18x faster on random data than refused).
  // A gang whose data agrees also waits on the melded loops' longer
  // chains (coherentChainExcess): its loss is the lesser of the two sides'
  // with each side's wait added (genes: a T gang waits on the F side's
  // three LCG steps every iteration; with the wait it keeps the test on
  // avx512 too and runs 1.10x faster on coherent data). Without chains,
  // CoherentLoss.
  double DataLoss = CoherentLoss;
  if (E.DataCondition && wideX86Gang()) {
    const std::array<double, 2> Chain = coherentChainExcess(
        R, [&](const Value *A, const Value *B) { return Same(A, B); });
    DataLoss = std::min(E.Melded + Chain[0] - E.SideT,
                        E.Melded + Chain[1] - E.SideF) -
               MaskedBases;
  }
  const bool DataTest =
      keepsDataTest(R, E, DataLoss) &&
      E.Saved - CoherenceCost >= Opts.Threshold * E.Total;
  // (A kept data test's loss is at least 30% of a side, above the test.)
  E.KeepOriginal =
      (E.MayBeCoherent && CoherentLoss > CoherenceCost) || DataTest;
  if (E.KeepOriginal)
    E.Saved -= CoherenceCost;
  return E;
}

} // namespace spmdc::darm
