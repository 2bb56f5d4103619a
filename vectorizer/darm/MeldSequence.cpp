//===- MeldSequence.cpp - DARM: subgraph-sequence alignment ---------------===//
//
// See MeldSequence.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldSequence.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldAlign.h"
#include "vectorizer/darm/MeldPad.h"
#include "vectorizer/darm/MeldSubgraph.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

#include <array>
#include <cmath>
#include <limits>
#include <optional>

using namespace llvm;

namespace spmdc::darm {

static cl::opt<bool> WrapRuns(
    "darm-wrap-runs", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: try runs of several subgraphs of one side (a block "
             "computing a loop's bound, then the loop) as one one-arm if "
             "against a deeper if of the other side (docs/darm.md)"));

namespace {

/// Levels of ifs inside ifs whose arms are aligned, at most (each level
/// aligns the arms' sequences and scores their pairs, recursively).
constexpr unsigned MaxDepth = 4;

/// What melding the T subgraph \p A with the F subgraph \p B alone saves
/// (the cost model on that pair), or nothing if they are not isomorphic.
std::optional<double> pairScore(const Subgraph &A, const Subgraph &B,
                                BasicBlock *X, const LoopInfo &LI,
                                const MeldCost &Cost) {
  Region R;
  R.X = X;
  R.Cond = cast<BranchInst>(X->getTerminator())->getCondition();
  if (!pairSubgraphs(A, B, R.Pairs, R.TtoF))
    return std::nullopt;
  R.TBlocks.insert(A.Set.begin(), A.Set.end());
  R.FBlocks.insert(B.Set.begin(), B.Set.end());
  setPairLoopDepths(R, LI);
  Estimate E = alignRegion(R, Cost);
  // Without the coherence test's price: that is paid once for the region.
  return E.Total - E.Melded;
}

/// What melding block \p T (X's true side) with \p F alone saves.
double blockPairSaving(BasicBlock *T, BasicBlock *F, BasicBlock *X,
                       const LoopInfo &LI, const MeldCost &Cost) {
  Region R;
  R.X = X;
  R.Cond = cast<BranchInst>(X->getTerminator())->getCondition();
  R.Pairs.push_back({T, F});
  R.TtoF[T] = F;
  R.TBlocks.insert(T);
  R.FBlocks.insert(F);
  setPairLoopDepths(R, LI);
  Estimate E = alignRegion(R, Cost);
  return E.Total - E.Melded;
}

/// A block against a one-level if (block-region, DARM's third case): the
/// block is replicated into the if's shape when the two align
/// (replicateInto), its work opposite the if's block most like it. What
/// that saves, estimated before replicating: the block melded with that
/// partner alone, less a guard for each other block of the if with work
/// (melded against an empty replica, it runs guarded) and the select the
/// if's branch condition needs. Nothing unless one is a plain block and
/// the other a one-level if.
std::optional<double> blockIfScore(const Subgraph &A, const Subgraph &B,
                                   BasicBlock *X, const LoopInfo &LI,
                                   const MeldCost &Cost) {
  bool BlockT = isPlainBlock(A) && isOneLevelIf(B.Entry, B.Exit);
  if (!BlockT && !(isPlainBlock(B) && isOneLevelIf(A.Entry, A.Exit)))
    return std::nullopt;
  const Subgraph &Blk = BlockT ? A : B, &If = BlockT ? B : A;
  BasicBlock *Q = replicaHome(Blk.Entry, If.Entry, If.Exit);
  // Its work would move into an arm, away from later uses (the work stays
  // in the block when its home is the if's entry).
  if (Q != If.Entry && definesValuesUsedLater(Blk))
    return std::nullopt;
  BasicBlock *T = BlockT ? Blk.Entry : Q, *F = BlockT ? Q : Blk.Entry;
  double Score = blockPairSaving(T, F, X, LI, Cost) -
                 Cost.selectCost(Type::getInt1Ty(X->getContext()));
  for (BasicBlock *Other : If.Blocks)
    if (Other != Q && !body(Other).empty())
      Score -= Cost.branchCost();
  return Score;
}

/// One step of the alignment: a pair, or a subgraph of one side alone.
/// A pair may be a run of several consecutive subgraphs of one side
/// against one subgraph of the other (Run: its index in Plans::Runs; T and
/// F are then the first subgraphs of the two).
struct Step {
  int T = -1, F = -1;
  int Run = -1;
};

/// A run of consecutive subgraphs of one side, TLen (FLen) of them from T0
/// (F0), against one subgraph of the other side, as a candidate pair of
/// the alignment (one of TLen, FLen is 1).
struct RunPair {
  unsigned T0 = 0, TLen = 1, F0 = 0, FLen = 1;
  double Score = 0;
};

/// Needleman-Wunsch over the two sequences, maximizing the summed pair
/// scores less the gaps' costs. The unaligned subgraphs of one side between
/// two pairs run as one guarded run (mergeGaps, then one Solo), so a gap
/// costs \p Gap (its guard branch) when it opens such a run and nothing
/// when it extends one, whatever the sizes -- an affine gap cost, where a
/// guard per block once made long gaps (an unaligned loop) cost per block.
/// The states remember which sides have a run open since the last pair.
/// With \p Pin, the first subgraphs of the two sequences must pair (a `do`
/// loop's headers' subgraphs): Value is -inf when they cannot.
/// A run pair (RunPair) ending at the T (F) subgraphs I - 1 and J - 1
/// steps there from the cell before its first subgraphs.
std::vector<Step>
alignSubgraphs(ArrayRef<Subgraph> T, ArrayRef<Subgraph> F,
               const std::vector<std::vector<std::optional<double>>> &Score,
               ArrayRef<RunPair> Runs, double Gap, double &Value,
               bool Pin = false) {
  constexpr double NegInf = -std::numeric_limits<double>::infinity();
  // The last step's state: after a pair, or with the T side's, the F
  // side's or both sides' runs open.
  enum : unsigned { Pair, OpenT, OpenF, OpenTF, NumStates };
  using Row = std::array<double, NumStates>;
  size_t N = T.size(), M = F.size();
  auto Idx = [&](size_t I, size_t J) { return I * (M + 1) + J; };
  std::vector<Row> D((N + 1) * (M + 1), {NegInf, NegInf, NegInf, NegInf});
  std::vector<std::array<unsigned, NumStates>> From((N + 1) * (M + 1),
                                                    {0, 0, 0, 0});
  // Which run pair, if any, gave a cell its Pair state.
  std::vector<int> RunOf((N + 1) * (M + 1), -1);
  std::vector<SmallVector<unsigned, 2>> RunsEnding((N + 1) * (M + 1));
  for (auto [K, R] : enumerate(Runs))
    RunsEnding[Idx(R.T0 + R.TLen, R.F0 + R.FLen)].push_back(unsigned(K));
  D[0][Pair] = 0;
  // Into state To from the cell \p Prev: the best predecessor state whose
  // step leads to To, each paying Adjust.
  auto Best = [](const Row &Prev, const Row &Adjust, unsigned &Arg) {
    double B = NegInf;
    for (unsigned S = 0; S < NumStates; ++S)
      if (Adjust[S] != NegInf && Prev[S] + Adjust[S] > B)
        B = Prev[S] + Adjust[S], Arg = S;
    return B;
  };
  for (size_t I = 0; I <= N; ++I)
    for (size_t J = 0; J <= M; ++J) {
      Row &C = D[Idx(I, J)];
      auto &Fr = From[Idx(I, J)];
      // (Pinned: the first two pair with each other only, never alone.)
      if (I && J && Score[I - 1][J - 1] && (!Pin || (I == 1) == (J == 1)))
        C[Pair] = Best(D[Idx(I - 1, J - 1)], {0, 0, 0, 0}, Fr[Pair]) +
                  *Score[I - 1][J - 1];
      for (unsigned K : RunsEnding[Idx(I, J)]) {
        const RunPair &R = Runs[K];
        unsigned Arg = 0;
        double V =
            Best(D[Idx(R.T0, R.F0)], {0, 0, 0, 0}, Arg) + R.Score;
        if (V > C[Pair])
          C[Pair] = V, Fr[Pair] = Arg, RunOf[Idx(I, J)] = int(K);
      }
      if (I && !(Pin && I == 1)) { // T alone: opens T's run unless open
        const Row &P = D[Idx(I - 1, J)];
        C[OpenT] = Best(P, {-Gap, 0, NegInf, NegInf}, Fr[OpenT]);
        C[OpenTF] = Best(P, {NegInf, NegInf, -Gap, 0}, Fr[OpenTF]);
      }
      if (J && !(Pin && J == 1)) { // F alone
        const Row &P = D[Idx(I, J - 1)];
        C[OpenF] = Best(P, {-Gap, NegInf, 0, NegInf}, Fr[OpenF]);
        unsigned Arg = 0;
        double V = Best(P, {NegInf, -Gap, NegInf, 0}, Arg);
        if (V > C[OpenTF]) // (OpenTF is reached by either side's step)
          C[OpenTF] = V, Fr[OpenTF] = Arg | 4;
      }
    }
  unsigned S = 0;
  Value = Best(D[Idx(N, M)], {0, 0, 0, 0}, S);
  std::vector<Step> Steps;
  if (Value == NegInf)
    return Steps;
  for (size_t I = N, J = M; I || J;) {
    unsigned Prev = From[Idx(I, J)][S];
    // The step that led into S: a pair, T alone or F alone.
    bool ByF = S == OpenF || (S == OpenTF && (Prev & 4));
    if (S == Pair && RunOf[Idx(I, J)] >= 0) {
      const RunPair &R = Runs[RunOf[Idx(I, J)]];
      Steps.push_back({int(R.T0), int(R.F0), RunOf[Idx(I, J)]});
      I = R.T0, J = R.F0;
    } else if (S == Pair)
      Steps.push_back({int(--I), int(--J)});
    else if (ByF)
      Steps.push_back({-1, int(--J)});
    else
      Steps.push_back({int(--I), -1});
    S = Prev & 3;
  }
  std::reverse(Steps.begin(), Steps.end());
  return Steps;
}

/// Joins each run of one side's unaligned subgraphs between two pairs
/// (consecutive in the side's sequence) into one subgraph: the chain from
/// the first's entry to the last's exit is single-entry single-exit too,
/// so it gets one counterpart and runs as one guarded run with one guard.
/// \p Steps then names the joined subgraphs; of two runs (one per side)
/// between the same pairs, the one the alignment began first goes first
/// (either order is right: their lanes are disjoint).
void mergeGaps(SmallVector<Subgraph, 8> (&Seq)[2], std::vector<Step> &Steps) {
  SmallVector<Subgraph, 8> Out[2];
  std::vector<Step> NewSteps;
  std::array<SmallVector<unsigned, 4>, 2> Run; // open runs, by side
  unsigned FirstSide = 0; // the side whose run the alignment began first
  auto Flush = [&] {
    for (unsigned Side : {FirstSide, 1 - FirstSide}) {
      if (Run[Side].empty())
        continue;
      SmallVector<Subgraph, 4> Parts;
      for (unsigned K : Run[Side])
        Parts.push_back(std::move(Seq[Side][K]));
      Subgraph G = joinRun(Parts);
      Out[Side].push_back(std::move(G));
      int Index = int(Out[Side].size()) - 1;
      NewSteps.push_back(Side == 0 ? Step{Index, -1} : Step{-1, Index});
      Run[Side].clear();
    }
  };
  for (Step St : Steps) {
    if (St.T >= 0 && St.F >= 0) {
      Flush();
      Out[0].push_back(std::move(Seq[0][St.T]));
      Out[1].push_back(std::move(Seq[1][St.F]));
      NewSteps.push_back({int(Out[0].size()) - 1, int(Out[1].size()) - 1});
    } else {
      unsigned Side = St.T >= 0 ? 0 : 1;
      if (Run[0].empty() && Run[1].empty())
        FirstSide = Side;
      Run[Side].push_back(unsigned(Side == 0 ? St.T : St.F));
    }
  }
  Flush();
  Seq[0] = std::move(Out[0]);
  Seq[1] = std::move(Out[1]);
  Steps = std::move(NewSteps);
}

/// How a pair of subgraphs of the two sides melds, and what it saves.
struct Plan {
  enum class Kind {
    None,    ///< cannot pair
    Iso,     ///< isomorphic as they stand
    BlockIf, ///< a plain block against a one-level if: replicate the block
    /// a plain block or a loop against an if with a longer arm: it gets
    /// the shape of a one-arm if (replicateIntoArm, wrapInArm), then the
    /// two pair as IfIf
    OneArmIf,
    IfIf,    ///< two ifs of different shapes: their arms aligned (below)
    LoopLoop ///< two loops whose bodies differ: their bodies aligned
  } K = Kind::None;
  std::optional<double> Score;
  /// IfIf: the T if's arm 0 against the F if's arm 1.
  bool Cross = false;
  /// OneArmIf: the arm of the if the block's work (the loop) goes
  /// opposite, and whether the block or loop is the T side's.
  unsigned Home = 0;
  bool SoloT = false;
};

/// The plans of one level: every pair of a T and an F subgraph, and the
/// runs of one side that pair with one subgraph of the other as a one-arm
/// if (wrapInArm on the whole run: a block computing a loop's bound, then
/// the loop, against an `else if` holding the same), each with its plan
/// (Kind::OneArmIf).
struct Plans {
  std::vector<std::vector<Plan>> M;
  std::vector<RunPair> Runs;
  std::vector<Plan> RunPlans;
  std::vector<Plan> &operator[](size_t I) { return M[I]; }
  const std::vector<Plan> &operator[](size_t I) const { return M[I]; }
};

/// Runs of more subgraphs than this are not tried as one (each run is
/// scored against every subgraph of the other side).
constexpr unsigned MaxRun = 4;

/// Scores pairs of subgraphs and aligns sequences of them, descending into
/// the arms of ifs of different shapes and the bodies of loops whose bodies
/// differ: two ifs pair when their arms, each a subgraph sequence, align;
/// two loops (a header that exits, a body back to it) when their bodies
/// do -- recursively, an arm's or a body's sequence holding blocks, ifs
/// and loops like a side's. A side is the arms of X's branch: the whole
/// sides' alignment is the outermost level of the same one.
class Aligner {
public:
  Aligner(BasicBlock *X, const PostDominatorTree &PDT, LoopInfo &LI,
          const MeldCost &Cost)
      : X(X), PDT(PDT), LI(LI), Cost(Cost) {}

  /// Plans every pair of \p T and \p F (at nesting \p Depth, after the
  /// T-side head \p Head: X, an if's entry or a loop's header) and aligns
  /// the two sequences; returns what the alignment saves. A guard inside
  /// a loop of the side runs once per iteration: it weighs 8 per level
  /// (gap(): the static guess; the estimate weighs blocks by trip counts,
  /// MeldCost::weights).
  /// With \p Pin (a `do` loop's segment from its header), the first two
  /// subgraphs, the headers' own, must pair as they stand, as ifs of
  /// different shapes or as a block against a one-level if (the block
  /// replicated into the if's shape; a header stays a header): -inf
  /// otherwise.
  double align(ArrayRef<Subgraph> T, ArrayRef<Subgraph> F, BasicBlock *Head,
               unsigned Depth, Plans &P, std::vector<Step> &Steps,
               bool Pin = false) const {
    std::vector<std::vector<std::optional<double>>> Score(T.size());
    P.M.assign(T.size(), std::vector<Plan>(F.size()));
    P.Runs.clear();
    P.RunPlans.clear();
    for (size_t I = 0; I < T.size(); ++I)
      for (size_t K = 0; K < F.size(); ++K) {
        if (!Pin || (I == 0) == (K == 0))
          P[I][K] = plan(T[I], F[K], Depth);
        // (A block replicated into the other header's if keeps its phis
        // and ends in the if's constant branch: still the header.)
        if (Pin && I == 0 && K == 0 && P[0][0].K != Plan::Kind::Iso &&
            P[0][0].K != Plan::Kind::IfIf && P[0][0].K != Plan::Kind::BlockIf)
          P[0][0] = Plan();
        Score[I].push_back(P[I][K].Score);
      }
    planRuns(T, F, Depth, Pin, P);
    double Value = 0;
    Steps = alignSubgraphs(T, F, Score, P.Runs, gap(Head), Value, Pin);
    return Value;
  }

  /// Runs (2 to MaxRun consecutive subgraphs) of either side against each
  /// if of the other side that is not one level deep: the run, wrapped as
  /// one in a one-arm if, pairs with the if as two ifs of different shapes
  /// (oneArmIfScore), so that a block computing a loop's bound pairs as
  /// well as the loop. A run qualifies when its values leave it only
  /// through its exit's phis (the wrapped run may be skipped). Not with
  /// \p Pin at the pinned first subgraphs.
  void planRuns(ArrayRef<Subgraph> T, ArrayRef<Subgraph> F, unsigned Depth,
                bool Pin, Plans &P) const {
    if (Depth >= MaxDepth || !WrapRuns)
      return;
    for (bool RunT : {true, false}) {
      ArrayRef<Subgraph> RS = RunT ? T : F, OS = RunT ? F : T;
      SmallVector<Subgraph, 8> Arms[2];
      SmallVector<bool, 16> Deep;
      for (const Subgraph &G : OS)
        Deep.push_back(deepIf(G, Arms));
      if (none_of(Deep, [](bool D) { return D; }))
        continue;
      for (size_t I = Pin ? 1 : 0; I < RS.size(); ++I)
        for (size_t L = 2; L <= MaxRun && I + L <= RS.size(); ++L) {
          SmallVector<Subgraph, 4> Parts(RS.begin() + I, RS.begin() + I + L);
          Subgraph Whole = joinRun(Parts);
          if (definesValuesUsedLater(Whole))
            continue;
          for (size_t K = Pin ? 1 : 0; K < OS.size(); ++K) {
            if (!Deep[K])
              continue;
            Plan Pl;
            Pl.K = Plan::Kind::OneArmIf;
            Pl.SoloT = RunT;
            Pl.Score = wrappedScore(Parts, OS[K], RunT, Depth, Pl.Home);
            RunPair R;
            (RunT ? R.T0 : R.F0) = unsigned(I);
            (RunT ? R.TLen : R.FLen) = unsigned(L);
            (RunT ? R.F0 : R.T0) = unsigned(K);
            R.Score = *Pl.Score;
            P.Runs.push_back(R);
            P.RunPlans.push_back(Pl);
          }
        }
    }
  }

  /// The arms of two ifs, when both are ifs (ifArms).
  bool arms(const Subgraph &A, const Subgraph &B,
            SmallVector<Subgraph, 8> (&AA)[2],
            SmallVector<Subgraph, 8> (&BA)[2]) const {
    return ifArms(A, PDT, AA) && ifArms(B, PDT, BA);
  }
  /// The arms of one if (ifArms).
  bool armsOf(const Subgraph &G, SmallVector<Subgraph, 8> (&Arms)[2]) const {
    return ifArms(G, PDT, Arms);
  }
  /// Two loops cut at their exiting blocks (cutLoop), when their exit
  /// structures are the same: both `do` loops or neither, as many exits.
  bool cuts(const Subgraph &A, const Subgraph &B, LoopCut (&C)[2]) const {
    return cutLoop(A, PDT, C[0]) && cutLoop(B, PDT, C[1]) &&
           C[0].Lead == C[1].Lead && C[0].Exiting.size() == C[1].Exiting.size();
  }

  /// A guard branch after \p Head (weighed by the loops around it).
  double gap(BasicBlock *Head) const {
    return Cost.branchCost() *
           std::pow(8.0, int(LI.getLoopDepth(Head)) - int(LI.getLoopDepth(X)));
  }

private:
  BasicBlock *X;
  const PostDominatorTree &PDT;
  LoopInfo &LI;
  const MeldCost &Cost;

  Plan plan(const Subgraph &A, const Subgraph &B, unsigned Depth) const {
    Plan P;
    if ((P.Score = pairScore(A, B, X, LI, Cost)))
      P.K = Plan::Kind::Iso;
    else if ((P.Score = blockIfScore(A, B, X, LI, Cost)))
      P.K = Plan::Kind::BlockIf;
    else if ((P.Score = oneArmIfScore(A, B, Depth, P.Home, P.SoloT)))
      P.K = Plan::Kind::OneArmIf;
    else if ((P.Score = ifIfScore(A, B, Depth, P.Cross)))
      P.K = Plan::Kind::IfIf;
    else if ((P.Score = loopLoopScore(A, B, Depth)))
      P.K = Plan::Kind::LoopLoop;
    return P;
  }

  /// Two loops whose bodies differ, with the same exit structure (LoopCut:
  /// a header that exits, a `break` after other work, a `do` loop's latch,
  /// in the same order): the exiting blocks meld as block pairs (one loop,
  /// each lane leaving at each exit on its own side's condition; the F
  /// block's branch inverted when it stays in the loop on the other edge),
  /// a `do` loop's headers' subgraphs pair, and the segments between the
  /// exits align as sequences. Scored before anything changes.
  std::optional<double> loopLoopScore(const Subgraph &A, const Subgraph &B,
                                      unsigned Depth) const {
    LoopCut C[2];
    if (Depth >= MaxDepth || !cuts(A, B, C))
      return std::nullopt;
    double Score = 0;
    for (size_t K = 0; K < C[0].Exiting.size(); ++K)
      Score += entryScore(C[0].Exiting[K], C[1].Exiting[K],
                          C[0].InLoop[K] != C[1].InLoop[K]);
    for (size_t K = 0; K < C[0].Segs.size(); ++K) {
      if (!(C[0].Lead && K == 0)) {
        Score += armScore(C[0].Segs[K], C[1].Segs[K], C[0].Heads[K], Depth);
        continue;
      }
      Plans P;
      std::vector<Step> Steps;
      Score += align(C[0].Segs[K], C[1].Segs[K], C[0].Heads[K], Depth + 1, P,
                     Steps, /*Pin=*/true);
    }
    if (Score == -std::numeric_limits<double>::infinity())
      return std::nullopt; // the headers' subgraphs do not pair
    return Score;
  }

  /// Whether \p G can become an if with one arm: a plain block whose
  /// values are not used beyond it (replicateIntoArm moves its work into
  /// the arm), or a loop whose values leave it only through its exit's
  /// phis (wrapInArm puts a constant branch in front).
  bool armable(const Subgraph &G) const {
    Loop *L = LI.getLoopFor(G.Entry);
    return (isPlainBlock(G) || (L && L->getHeader() == G.Entry)) &&
           !definesValuesUsedLater(G);
  }
  /// Whether \p G is an if that is not one level deep (its arms in \p Arms).
  bool deepIf(const Subgraph &G, SmallVector<Subgraph, 8> (&Arms)[2]) const {
    Arms[0].clear();
    Arms[1].clear();
    return !isPlainBlock(G) && !isOneLevelIf(G.Entry, G.Exit) &&
           ifArms(G, PDT, Arms);
  }

  /// A plain block or a loop against an if that is not one level deep (an
  /// arm of several subgraphs, an if or a loop in an arm): the block
  /// becomes an if with one arm holding its work (the loop gets a constant
  /// branch in front of it), on the edge of the if's arm most like it
  /// (\p Home), and the two pair as ifs of different shapes: the block or
  /// loop against that arm's sequence, the if's other arm guarded against
  /// an edge, the if's entry against an empty block (a guard when it holds
  /// work unsafe for every lane) and a select of the branch condition.
  /// Scored before anything changes.
  std::optional<double> oneArmIfScore(const Subgraph &A, const Subgraph &B,
                                      unsigned Depth, unsigned &Home,
                                      bool &SoloT) const {
    SmallVector<Subgraph, 8> Arms[2];
    if (Depth >= MaxDepth)
      return std::nullopt;
    SoloT = armable(A) && deepIf(B, Arms);
    if (!SoloT && !(armable(B) && deepIf(A, Arms)))
      return std::nullopt;
    const Subgraph &Blk = SoloT ? A : B, &If = SoloT ? B : A;
    SmallVector<Subgraph, 1> One{Blk};
    return wrappedScore(One, If, SoloT, Depth, Home);
  }

  /// What the subgraphs \p One of one side (the T side's when \p SoloT),
  /// given the shape of a one-arm if, save paired with the deeper if \p If
  /// of the other side: \p One against the arm most like it (\p Home), the
  /// if's other arm against an edge, the if's entry against the empty
  /// block in front, a guard when that entry holds work unsafe for every
  /// lane, and a select of the branch condition.
  double wrappedScore(ArrayRef<Subgraph> One, const Subgraph &If, bool SoloT,
                      unsigned Depth, unsigned &Home) const {
    SmallVector<Subgraph, 8> Arms[2];
    [[maybe_unused]] bool Deep = deepIf(If, Arms);
    assert(Deep && "a one-arm if pairs with a deeper if");
    Home = likeness(One, Arms[1]) > likeness(One, Arms[0]) ? 1 : 0;
    if (Arms[Home].empty())
      Home = 1 - Home;
    double Score = -Cost.selectCost(Type::getInt1Ty(X->getContext()));
    if (any_of(body(If.Entry),
               [](Instruction *I) { return !MeldCost::safeForAllLanes(I); }))
      Score -= gap(If.Entry);
    BasicBlock *Head = If.Entry; // (a loop's header is a level deeper)
    ArrayRef<Subgraph> None;
    Score += SoloT ? armScore(One, Arms[Home], Head, Depth)
                    : armScore(Arms[Home], One, Head, Depth);
    Score += SoloT ? armScore(None, Arms[1 - Home], Head, Depth)
                    : armScore(Arms[1 - Home], None, Head, Depth);
    return Score;
  }

  /// What the entries \p A and \p B of two ifs or two loops save melded
  /// alone, scored as they will meld: with B's branch inverted when
  /// \p Cross. Only an inversion in place (B's compare's predicate) is
  /// tried, and undone at once; a `not` would reorder its condition's uses.
  double entryScore(BasicBlock *A, BasicBlock *B, bool Cross) const {
    auto *Cmp = dyn_cast<CmpInst>(
        cast<BranchInst>(B->getTerminator())->getCondition());
    if (!Cross || !Cmp || !Cmp->hasOneUse() || Cmp->getParent() != B)
      return blockPairSaving(A, B, X, LI, Cost);
    Cmp->setPredicate(Cmp->getInversePredicate());
    double Score = blockPairSaving(A, B, X, LI, Cost);
    Cmp->setPredicate(Cmp->getInversePredicate());
    return Score;
  }

  /// Two ifs of different shapes (DARM's region-region case at any depth):
  /// their entries meld as a block pair (the branch on a selected
  /// condition), their arms pair straight or crossed (one branch inverted),
  /// whichever aligns better, and each arm pair's sequences align like the
  /// sides' (armScore). Scored before anything changes.
  std::optional<double> ifIfScore(const Subgraph &A, const Subgraph &B,
                                  unsigned Depth, bool &Cross) const {
    SmallVector<Subgraph, 8> AA[2], BA[2];
    if (Depth >= MaxDepth || !arms(A, B, AA, BA))
      return std::nullopt;
    // The arms pair the way they are most alike, as padArms pairs whole
    // sides' arms (straight unless crossing is strictly better): the
    // opcode multisets are a steadier guide than two near-equal estimates.
    Cross = likeness(AA[0], BA[1]) + likeness(AA[1], BA[0]) >
            likeness(AA[0], BA[0]) + likeness(AA[1], BA[1]);
    return entryScore(A.Entry, B.Entry, Cross) +
           armScore(AA[0], BA[Cross ? 1 : 0], A.Entry, Depth) +
           armScore(AA[1], BA[Cross ? 0 : 1], A.Entry, Depth);
  }

  /// How much alike two arms are: the instructions of \p B whose opcode
  /// \p A also has (a multiset intersection over all their blocks; an
  /// edge straight to the exit is alike to nothing).
  static unsigned likeness(ArrayRef<Subgraph> A, ArrayRef<Subgraph> B) {
    DenseMap<unsigned, int> Ops;
    for (const Subgraph &G : A)
      for (BasicBlock *BB : G.Blocks)
        for (Instruction *I : body(BB))
          ++Ops[I->getOpcode()];
    unsigned N = 0;
    for (const Subgraph &G : B)
      for (BasicBlock *BB : G.Blocks)
        for (Instruction *I : body(BB))
          N += Ops[I->getOpcode()]-- > 0;
    return N;
  }

  /// What aligning two arms saves: nothing for two edges straight to the
  /// exits; a guard for an arm against an edge (it runs guarded: a plain
  /// block against an empty block, anything else as one guarded run); the
  /// alignment of the two sequences otherwise.
  double armScore(ArrayRef<Subgraph> A, ArrayRef<Subgraph> B,
                  BasicBlock *Head, unsigned Depth) const {
    if (A.empty() && B.empty())
      return 0;
    if (A.empty() || B.empty())
      return -gap(Head);
    Plans P;
    std::vector<Step> Steps;
    return align(A, B, Head, Depth + 1, P, Steps);
  }
};

/// Replaces each run of \p Wrapped (a run step and the one-arm if it was
/// wrapped into) by that one subgraph in its side's sequence \p Seq, and
/// renumbers \p Steps (the run steps become plain pairs).
void collapseRuns(SmallVector<Subgraph, 8> (&Seq)[2], std::vector<Step> &Steps,
                  MutableArrayRef<std::pair<Step, Subgraph>> Wrapped,
                  const Plans &P) {
  // New index of each old subgraph, per side (a run's parts all map to the
  // joined subgraph).
  SmallVector<int, 16> NewIdx[2];
  SmallVector<Subgraph, 8> Out[2];
  for (unsigned S = 0; S < 2; ++S) {
    NewIdx[S].assign(Seq[S].size(), -1);
    for (size_t K = 0; K < Seq[S].size();) {
      auto It = find_if(Wrapped, [&](const auto &W) {
        const RunPair &R = P.Runs[W.first.Run];
        return (S == 0 ? R.T0 : R.F0) == K && (S == 0 ? R.TLen : R.FLen) > 1;
      });
      if (It == Wrapped.end()) {
        NewIdx[S][K] = int(Out[S].size());
        Out[S].push_back(std::move(Seq[S][K++]));
        continue;
      }
      const RunPair &R = P.Runs[It->first.Run];
      unsigned Len = S == 0 ? R.TLen : R.FLen;
      for (unsigned L = 0; L < Len; ++L)
        NewIdx[S][K + L] = int(Out[S].size());
      Out[S].push_back(std::move(It->second));
      K += Len;
    }
  }
  // The if a run was paired with is the one refreshed in its sequence.
  for (Step &St : Steps) {
    if (St.T >= 0)
      St.T = NewIdx[0][St.T];
    if (St.F >= 0)
      St.F = NewIdx[1][St.F];
    St.Run = -1;
  }
  Seq[0] = std::move(Out[0]);
  Seq[1] = std::move(Out[1]);
}

/// Gives the sequences of one level their aligned shape: replications and
/// ifs of different shapes shaped first (recursively, their arms), then
/// each unaligned run of a side gets an empty counterpart on the other.
class Shaper {
public:
  Shaper(const Aligner &Al, Padder &Pad, LoopInfo &LI, Replica &Out)
      : Al(Al), Pad(Pad), LI(LI), Out(Out) {}

  /// The sequences \p Seq of the two sides, after the heads \p Head (X, or
  /// an if's entry) and before the exits \p Exit, along \p Steps.
  void level(SmallVector<Subgraph, 8> (&Seq)[2], BasicBlock *const (&Head)[2],
             BasicBlock *const (&Exit)[2], std::vector<Step> Steps,
             const Plans &P, unsigned Depth);

private:
  const Aligner &Al;
  Padder &Pad;
  LoopInfo &LI;
  Replica &Out;

  void ifs(Subgraph &A, Subgraph &B, bool Cross, unsigned Depth);
  /// The arms \p Arms (of A, of B) of two ifs given one shape: ifs' work
  /// once the arms are known (a block replicated into a one-arm if has
  /// arms the post-dominator tree does not know yet).
  void shapeArms(Subgraph &A, Subgraph &B,
                 SmallVector<Subgraph, 8> (&Arms)[2][2], unsigned Depth);
  void loops(Subgraph &A, Subgraph &B, unsigned Depth);
  /// A sequence against an edge (an arm, or a loop segment, that the other
  /// side does not have): \p Seq[1 - S] runs as one guarded run, its empty
  /// counterpart on side S's edge from \p Head to \p Exit.
  void guardedRun(SmallVector<Subgraph, 8> (&Seq)[2], unsigned S,
                  BasicBlock *Head, BasicBlock *Exit) {
    Subgraph G = joinRun(Seq[1 - S]);
    SmallPtrSet<BasicBlock *, 2> From{Head};
    Pad.insertCopy(G, S, Exit, From, LI.getLoopFor(Head), /*AtExit=*/true);
  }
  /// Inverts the F-side branch ending \p B (a Kind::Pad replica).
  void invert(BasicBlock *B) {
    Replica Inv;
    Inv.K = Replica::Kind::Pad;
    Inv.Inverted = B;
    invertBranch(B, Inv);
    Out.Nested.push_back(std::move(Inv));
  }
};

void Shaper::level(SmallVector<Subgraph, 8> (&Seq)[2],
                   BasicBlock *const (&Head)[2], BasicBlock *const (&Exit)[2],
                   std::vector<Step> Steps, const Plans &P, unsigned Depth) {
  // Aligned pairs that need a shape first; their subgraphs grow by the new
  // blocks (the padding below sees them as they are then).
  // Runs wrapped as one (Plans::Runs), joined after the loop below.
  SmallVector<std::pair<Step, Subgraph>, 2> Wrapped;
  for (Step St : Steps) {
    if (St.T < 0 || St.F < 0)
      continue;
    if (St.Run >= 0) {
      const RunPair &R = P.Runs[St.Run];
      const Plan &Pl = P.RunPlans[St.Run];
      unsigned RS = Pl.SoloT ? 0 : 1;
      unsigned First = RS == 0 ? R.T0 : R.F0, Len = RS == 0 ? R.TLen : R.FLen;
      SmallVector<Subgraph, 4> Parts(Seq[RS].begin() + First,
                                     Seq[RS].begin() + First + Len);
      Subgraph Whole = joinRun(Parts);
      Subgraph &If = Seq[1 - RS][RS == 0 ? R.F0 : R.T0];
      SmallVector<Subgraph, 8> Arms[2][2];
      [[maybe_unused]] bool IsIf = Al.armsOf(If, Arms[1 - RS]);
      assert(IsIf && "a run and an if scored as such");
      // The run's new head joins the loop its sequence is in (the head's).
      Replica N;
      wrapInArm(Whole.Entry, Whole.Exit, enteringBlocks(Whole),
                LI.getLoopFor(Head[RS]), Pl.Home, LI, N);
      Whole.Entry = N.Arms.front();
      Out.Nested.push_back(std::move(N));
      refresh(Whole);
      // The home arm is the run's own sequence, part by part.
      for (Subgraph &G : Parts)
        Arms[RS][Pl.Home].push_back(std::move(G));
      shapeArms(RS == 0 ? Whole : If, RS == 0 ? If : Whole, Arms, Depth);
      refresh(Whole);
      refresh(If);
      Wrapped.push_back({St, std::move(Whole)});
      ++Out.ShapedIfs;
      continue;
    }
    Subgraph &A = Seq[0][St.T], &B = Seq[1][St.F];
    const Plan &Pl = P[St.T][St.F];
    if (Pl.K == Plan::Kind::BlockIf) {
      // A block aligned with an if takes its shape.
      Subgraph &Blk = isPlainBlock(A) ? A : B, &If = isPlainBlock(A) ? B : A;
      Replica N;
      replicateInto(Blk.Entry, If.Entry, If.Exit, LI, N);
      Out.Nested.push_back(std::move(N));
      refresh(Blk);
    } else if (Pl.K == Plan::Kind::OneArmIf) {
      // A block or a loop aligned with a deeper if: a one-arm if first, on
      // the edge of the arm most like it, then two ifs of different shapes.
      Subgraph &Blk = Pl.SoloT ? A : B, &If = Pl.SoloT ? B : A;
      SmallVector<Subgraph, 8> Arms[2][2];
      [[maybe_unused]] bool IsIf = Al.armsOf(If, Arms[Pl.SoloT ? 1 : 0]);
      assert(IsIf && "a block and an if scored as such");
      Replica N;
      // The block's (loop's) arms: its work on the home edge, an edge to
      // the exit on the other.
      Subgraph Home;
      Home.Exit = Blk.Exit;
      if (isPlainBlock(Blk)) {
        replicateIntoArm(Blk.Entry, Pl.Home, LI, N);
        Home.Entry = N.Home;
      } else {
        // The loop's new head joins the loop around the loop (the
        // sequence's).
        Home.Entry = Blk.Entry;
        wrapInArm(Blk.Entry, Blk.Exit, enteringBlocks(Blk),
                  LI.getLoopFor(Blk.Entry)->getParentLoop(), Pl.Home, LI, N);
        Blk.Entry = N.Arms.front();
      }
      refresh(Home);
      Arms[Pl.SoloT ? 0 : 1][Pl.Home].push_back(std::move(Home));
      Out.Nested.push_back(std::move(N));
      refresh(Blk);
      shapeArms(A, B, Arms, Depth);
      refresh(A);
      refresh(B);
      ++Out.ShapedIfs;
    } else if (Pl.K == Plan::Kind::IfIf) {
      ifs(A, B, Pl.Cross, Depth);
      refresh(A);
      refresh(B);
      ++Out.ShapedIfs;
    } else if (Pl.K == Plan::Kind::LoopLoop) {
      loops(A, B, Depth);
      refresh(A);
      refresh(B);
      ++Out.ShapedLoops;
    }
  }
  // Each wrapped run is one subgraph of its side now (the one-arm if).
  if (!Wrapped.empty())
    collapseRuns(Seq, Steps, Wrapped, P);
  // Each side's unaligned subgraphs between two pairs become one.
  mergeGaps(Seq, Steps);
  // The edges a counterpart takes over come from the head or the
  // sequence's blocks -- but at the exit from the sequence's blocks only:
  // when the sequence is an arm, the head's edge straight to the exit is
  // the other arm's (an if with one empty arm), which must stay as it is.
  SmallPtrSet<BasicBlock *, 16> From[2], AtExit[2];
  for (unsigned S = 0; S < 2; ++S) {
    for (const Subgraph &G : Seq[S])
      AtExit[S].insert(G.Set.begin(), G.Set.end());
    From[S] = AtExit[S];
    From[S].insert(Head[S]);
    if (Seq[S].empty())
      AtExit[S].insert(Head[S]);
    Pad.addSubgraphs(Seq[S]);
  }
  // From the end, so that each counterpart goes in front of what follows
  // it on its side (the exit, an aligned subgraph, or another counterpart).
  // The counterparts join the loop the sequence is in (the head's: X's, an
  // if's, or a body's header's).
  Loop *L[2] = {LI.getLoopFor(Head[0]), LI.getLoopFor(Head[1])};
  BasicBlock *Next[2] = {Exit[0], Exit[1]};
  auto FromFor = [&](unsigned S) -> const SmallPtrSetImpl<BasicBlock *> & {
    return Next[S] == Exit[S] ? AtExit[S] : From[S];
  };
  for (Step St : reverse(Steps)) {
    if (St.T >= 0 && St.F >= 0) {
      Next[0] = Seq[0][St.T].Entry;
      Next[1] = Seq[1][St.F].Entry;
      Pad.padPhis(Next[0], Next[1]);
    } else if (St.T >= 0) {
      Next[1] = Pad.insertCopy(Seq[0][St.T], 1, Next[1], FromFor(1), L[1],
                               Next[1] == Exit[1]);
      Next[0] = Seq[0][St.T].Entry;
    } else {
      Next[0] = Pad.insertCopy(Seq[1][St.F], 0, Next[0], FromFor(0), L[0],
                               Next[0] == Exit[0]);
      Next[1] = Seq[1][St.F].Entry;
    }
  }
}

void Shaper::ifs(Subgraph &A, Subgraph &B, bool Cross, unsigned Depth) {
  // The pairing crosses: the F if's branch is inverted, its arms swap.
  if (Cross)
    invert(B.Entry);
  SmallVector<Subgraph, 8> Arms[2][2];
  [[maybe_unused]] bool Ifs = Al.arms(A, B, Arms[0], Arms[1]);
  assert(Ifs && "two ifs scored as such");
  shapeArms(A, B, Arms, Depth);
}

void Shaper::shapeArms(Subgraph &A, Subgraph &B,
                       SmallVector<Subgraph, 8> (&Arms)[2][2], unsigned Depth) {
  BasicBlock *const Head[2] = {A.Entry, B.Entry};
  BasicBlock *const Exit[2] = {A.Exit, B.Exit};
  // An edge to the exit against an arm of one block: an empty block on the
  // edge pairs with it (the arm's work runs guarded in the melded block),
  // as padArms does for whole sides. First, before any counterpart is
  // inserted, so that the exits' phis are recorded after it.
  for (unsigned K = 0; K < 2; ++K)
    for (unsigned S = 0; S < 2; ++S) {
      ArrayRef<Subgraph> Arm = Arms[1 - S][K];
      if (!Arms[S][K].empty() || Arm.size() != 1 || !isPlainBlock(Arm[0]))
        continue;
      BasicBlock *E = Pad.padEdge(Head[S], Exit[S]);
      Pad.padPhis(S == 0 ? E : Arm[0].Entry, S == 0 ? Arm[0].Entry : E);
    }
  for (unsigned K = 0; K < 2; ++K) {
    SmallVector<Subgraph, 8> Seq[2] = {std::move(Arms[0][K]),
                                       std::move(Arms[1][K])};
    if (Seq[0].empty() && Seq[1].empty())
      continue;
    if (Seq[0].empty() || Seq[1].empty()) {
      // An edge to the exit against a longer arm: the whole arm runs as one
      // guarded run, its empty counterpart on the edge.
      unsigned S = Seq[0].empty() ? 0 : 1;
      if (Seq[1 - S].size() == 1 && isPlainBlock(Seq[1 - S][0]))
        continue; // padded above
      guardedRun(Seq, S, Head[S], Exit[S]);
      continue;
    }
    Plans P;
    std::vector<Step> Steps;
    Al.align(Seq[0], Seq[1], A.Entry, Depth + 1, P, Steps);
    level(Seq, Head, Exit, std::move(Steps), P, Depth + 1);
  }
}

void Shaper::loops(Subgraph &A, Subgraph &B, unsigned Depth) {
  LoopCut C[2];
  [[maybe_unused]] bool Loops = Al.cuts(A, B, C);
  assert(Loops && "two loops scored as such");
  // An F exiting block that stays in the loop on the other edge: its branch
  // is inverted, so that the two leave on the same edge.
  for (size_t K = 0; K < C[0].Exiting.size(); ++K)
    if (C[0].InLoop[K] != C[1].InLoop[K])
      invert(C[1].Exiting[K]);
  // Each segment from its head (the header, or the exiting block before
  // it) to its exit (the next exiting block, or back to the header).
  for (size_t K = 0; K < C[0].Segs.size(); ++K) {
    SmallVector<Subgraph, 8> Seq[2] = {std::move(C[0].Segs[K]),
                                       std::move(C[1].Segs[K])};
    BasicBlock *const Head[2] = {C[0].Heads[K], C[1].Heads[K]};
    BasicBlock *const Exit[2] = {C[0].Exits[K], C[1].Exits[K]};
    if (Seq[0].empty() && Seq[1].empty())
      continue;
    if (Seq[0].empty() || Seq[1].empty()) {
      // A segment against an edge: it runs as one guarded run, its empty
      // counterpart on the edge (as an arm against an edge, shapeArms).
      unsigned S = Seq[0].empty() ? 0 : 1;
      guardedRun(Seq, S, Head[S], Exit[S]);
      continue;
    }
    Plans P;
    std::vector<Step> Steps;
    Al.align(Seq[0], Seq[1], Head[0], Depth + 1, P, Steps,
             /*Pin=*/C[0].Lead && K == 0);
    level(Seq, Head, Exit, std::move(Steps), P, Depth + 1);
  }
}

} // namespace

bool alignSequences(BasicBlock *X, BasicBlock *J, const PostDominatorTree &PDT,
                    LoopInfo &LI, const MeldCost &Cost, Replica &Out,
                    bool Reformed) {
  auto *XBr = cast<BranchInst>(X->getTerminator());
  SmallVector<Subgraph, 8> Seq[2];
  for (unsigned S = 0; S < 2; ++S)
    if (XBr->getSuccessor(S) == J ||
        !decompose(XBr->getSuccessor(S), X, J, PDT, Seq[S]))
      return false;
  Aligner Al(X, PDT, LI, Cost);
  Plans P;
  std::vector<Step> Steps;
  Al.align(Seq[0], Seq[1], X, 0, P, Steps);
  // Something to meld, and something to change (else the sides pair as
  // they are, or not at all).
  bool Pairs = false, Changes = false;
  for (Step St : Steps) {
    Pairs |= St.T >= 0 && St.F >= 0;
    Changes |= Reformed || St.T < 0 || St.F < 0 || St.Run >= 0 ||
               P[St.T][St.F].K != Plan::Kind::Iso ||
               phiTypes(Seq[0][St.T].Entry) != phiTypes(Seq[1][St.F].Entry);
  }
  if (!Pairs || !Changes)
    return false;
  if (!Reformed) {
    Out = Replica();
    Out.K = Replica::Kind::Sequence;
    Out.X = X;
    Out.J = J;
    recordUseOrder(*X->getParent(), Out);
  }
  Padder Pad(X, LI, Out);
  Shaper Sh(Al, Pad, LI, Out);
  Sh.level(Seq, {X, X}, {J, J}, std::move(Steps), P, 0);
  return true;
}

} // namespace spmdc::darm
