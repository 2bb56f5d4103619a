//===- MeldLatency.cpp - DARM: loop-carried chains of melded loops --------===//
//
// See MeldLatency.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldLatency.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace spmdc::darm {

namespace {

/// When each value of one loop iteration is ready, counting from the
/// header's phis (0): one map for the melded body, one per side alone.
struct Ready {
  DenseMap<const Value *, double> M, T, F;
  static double at(const DenseMap<const Value *, double> &Map,
                   const Value *V) {
    return Map.lookup(V); // values from before the loop, constants: 0
  }
};

double latency(const TargetTransformInfo &TTI, const Instruction *I) {
  InstructionCost C =
      TTI.getInstructionCost(I, TargetTransformInfo::TCK_Latency);
  return std::max(1.0, C.isValid() ? double(C.getValue()) : 1.0);
}

/// The ready time of \p I, run as it is (no select), in \p Map; an
/// operand not in \p Map is ready at \p Outside's time for it (0 without).
void sideAlone(const TargetTransformInfo &TTI, const Instruction *I,
               DenseMap<const Value *, double> &Map,
               function_ref<double(const Value *)> Outside = nullptr) {
  double R = 0;
  for (const Value *Op : I->operands()) {
    auto It = Map.find(Op);
    R = std::max(R, It != Map.end() ? It->second
                    : Outside       ? Outside(Op)
                                    : 0.0);
  }
  Map[I] = R + (isa<PHINode>(I) ? 0 : latency(TTI, I));
}

/// Calls \p Fn with the values a header's phi pair \p PA, \p PB takes
/// over each back edge: a latch of T that \p IsLatch accepts, and its F
/// partner.
void forBackEdges(const Region &R, const PHINode &PA, const PHINode &PB,
                  function_ref<bool(const BasicBlock *)> IsLatch,
                  function_ref<void(const Value *, const Value *)> Fn) {
  for (unsigned K = 0; K < PA.getNumIncomingValues(); ++K) {
    const BasicBlock *Latch = PA.getIncomingBlock(K);
    auto It = R.TtoF.find(const_cast<BasicBlock *>(Latch));
    if (!IsLatch(Latch) || It == R.TtoF.end())
      continue;
    int KB = PB.getBasicBlockIndex(It->second);
    if (KB >= 0)
      Fn(PA.getIncomingValue(K), PB.getIncomingValue(unsigned(KB)));
  }
}

} // namespace

double chainLengthening(
    const Region &R, const TargetTransformInfo &TTI,
    function_ref<bool(const Value *, const Value *)> Same,
    function_ref<double(const BasicBlock *, const BasicBlock *)> MeldedWeight) {
  DenseMap<const BasicBlock *, size_t> Index;
  for (auto [K, P] : enumerate(R.Pairs))
    Index[P.first] = K;
  double Extra = 0;
  for (size_t H = 0; H < R.Pairs.size(); ++H) {
    auto [HA, HB] = R.Pairs[H];
    unsigned D = R.LoopDepth.lookup(HA);
    // A loop header of the region: a predecessor at or after it in the
    // topological order of the pairs (its latch) -- the back edge.
    auto IsLatch = [&](const BasicBlock *P) {
      auto It = Index.find(P);
      return It != Index.end() && It->second >= H;
    };
    if (!D || R.soloOf(HA) || none_of(predecessors(HA), IsLatch))
      continue;
    Ready Rd;
    for (size_t P = H; P < R.Pairs.size(); ++P) {
      auto [A, B] = R.Pairs[P];
      if (R.LoopDepth.lookup(A) < D || R.soloOf(A))
        continue; // out of the loop, or run on one side's lanes
      for (auto [PA, PB] : zip(A->phis(), B->phis())) {
        if (P == H) { // the recurrences start here
          Rd.M[&PA] = Rd.M[&PB] = Rd.T[&PA] = Rd.F[&PB] = 0;
          continue;
        }
        // Inner joins: as late as their incoming values.
        sideAlone(TTI, &PA, Rd.T);
        sideAlone(TTI, &PB, Rd.F);
        double M = 0;
        for (const Value *V : PA.incoming_values())
          M = std::max(M, Ready::at(Rd.M, V));
        for (const Value *V : PB.incoming_values())
          M = std::max(M, Ready::at(Rd.M, V));
        Rd.M[&PA] = Rd.M[&PB] = M;
      }
      for (auto [X, Y] : R.Alignment[P]) {
        if (X)
          sideAlone(TTI, X, Rd.T);
        if (Y)
          sideAlone(TTI, Y, Rd.F);
        if (!X || !Y) { // runs as it is
          sideAlone(TTI, X ? X : Y, Rd.M);
          continue;
        }
        // A differing operand goes through a select, unless both are
        // ready at the loop's entry (the select is hoisted).
        double Rdy = 0;
        for (unsigned K = 0; K < X->getNumOperands(); ++K) {
          const Value *OX = X->getOperand(K), *OY = pairedOperand(X, Y, K);
          double O = std::max(Ready::at(Rd.M, OX), Ready::at(Rd.M, OY));
          bool Hoisted = !Rd.M.count(OX) && !Rd.M.count(OY);
          Rdy = std::max(Rdy, O + (Same(OX, OY) || Hoisted ? 0 : 1));
        }
        Rd.M[X] = Rd.M[Y] = Rdy + latency(TTI, X);
      }
    }
    // The chains closing at the header's phis, through the back edges.
    double LM = 0, LT = 0, LF = 0;
    for (auto [PA, PB] : zip(HA->phis(), HB->phis()))
      forBackEdges(R, PA, PB, IsLatch, [&](const Value *VA, const Value *VB) {
        LT = std::max(LT, Ready::at(Rd.T, VA));
        LF = std::max(LF, Ready::at(Rd.F, VB));
        LM = std::max(LM, std::max(Ready::at(Rd.M, VA), Ready::at(Rd.M, VB)) +
                              (Same(VA, VB) ? 0 : 1));
      });
    if (LM > std::max(LT, LF))
      Extra += (LM - std::max(LT, LF)) * MeldedWeight(HA, HB);
  }
  return Extra;
}

namespace {

/// Ready times in one iteration of the loop around a region, counting from
/// the loop's phis (0): values computed before the region in that
/// iteration are as late as their in-iteration chains (bounded walk).
struct OutsideReady {
  const TargetTransformInfo &TTI;
  DenseMap<const Value *, double> Memo;
  double at(const Value *V, unsigned Depth = 0) {
    const auto *I = dyn_cast<Instruction>(V);
    if (!I || isa<PHINode>(I) || Depth > 32)
      return 0;
    if (auto It = Memo.find(I); It != Memo.end())
      return It->second;
    double R = 0;
    for (const Value *Op : I->operands())
      R = std::max(R, at(Op, Depth + 1));
    return Memo[I] = R + latency(TTI, I);
  }
};

/// Whether \p Cond depends on \p Phi through a chain of instructions
/// (through phis too: around the loop's back edge).
bool dependsOn(const Value *Cond, const PHINode *Phi) {
  SmallVector<const Value *, 32> Work{Cond};
  SmallPtrSet<const Value *, 32> Seen;
  while (!Work.empty() && Seen.size() < 256) {
    const auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !Seen.insert(I).second)
      continue;
    if (I == Phi)
      return true;
    append_range(Work, I->operands());
  }
  return false;
}

} // namespace

double
recurrenceLengthening(const Region &R, const TargetTransformInfo &TTI,
                      function_ref<bool(const Value *, const Value *)> Same,
                      double Weight) {
  if (!R.J || !R.Cond || !isa<Instruction>(R.Cond) || !R.Solos.empty())
    return 0;
  for (auto [A, B] : R.Pairs)
    if (R.LoopDepth.lookup(A) || R.LoopDepth.lookup(B))
      return 0; // a loop inside: chainLengthening's
  SmallVector<const PHINode *, 4> Carried;
  for (const PHINode &Phi : R.J->phis())
    if (dependsOn(R.Cond, &Phi))
      Carried.push_back(&Phi);
  if (Carried.empty())
    return 0;
  OutsideReady Out{TTI, DenseMap<const Value *, double>()};
  const double C = Out.at(R.Cond);
  // Values of the region, per side alone and melded; others from Out.
  Ready Rd;
  auto At = [&](const DenseMap<const Value *, double> &Map, const Value *V) {
    auto It = Map.find(V);
    return It != Map.end() ? It->second : Out.at(V);
  };
  auto Alone = [&](const Instruction *I, DenseMap<const Value *, double> &M) {
    sideAlone(TTI, I, M, [&](const Value *V) { return Out.at(V); });
  };
  for (auto [P, Pair] : enumerate(R.Pairs)) {
    auto [A, B] = Pair;
    for (auto [PA, PB] : zip(A->phis(), B->phis())) {
      Alone(&PA, Rd.T);
      Alone(&PB, Rd.F);
      double M = std::max(At(Rd.M, &PA), At(Rd.M, &PB));
      for (const Value *V : PA.incoming_values())
        M = std::max(M, At(Rd.M, V));
      for (const Value *V : PB.incoming_values())
        M = std::max(M, At(Rd.M, V));
      Rd.M[&PA] = Rd.M[&PB] = M;
    }
    for (auto [X, Y] : R.Alignment[P]) {
      if (X)
        Alone(X, Rd.T);
      if (Y)
        Alone(Y, Rd.F);
      if (!X || !Y) {
        Alone(X ? X : Y, Rd.M);
        continue;
      }
      // A differing operand's select waits for the condition: inside the
      // loop it cannot be hoisted, even between two constants.
      double Rdy = 0;
      for (unsigned K = 0; K < X->getNumOperands(); ++K) {
        const Value *OX = X->getOperand(K), *OY = pairedOperand(X, Y, K);
        double O = std::max(At(Rd.M, OX), At(Rd.M, OY));
        Rdy = std::max(Rdy, Same(OX, OY) ? O : std::max(O, C) + 1);
      }
      Rd.M[X] = Rd.M[Y] = Rdy + latency(TTI, X);
    }
  }
  // The join: unmelded one select of the two sides' values on the
  // condition; melded one where the melded values differ.
  double Extra = 0;
  for (const PHINode *Phi : Carried)
    for (auto [A, B] : R.Pairs) {
      int IA = Phi->getBasicBlockIndex(A), IB = Phi->getBasicBlockIndex(B);
      if (IA < 0 || IB < 0)
        continue;
      const Value *VT = Phi->getIncomingValue(unsigned(IA)),
                  *VF = Phi->getIncomingValue(unsigned(IB));
      double U = std::max({At(Rd.T, VT), At(Rd.F, VF), C}) + 1;
      double MT = At(Rd.M, VT), MF = At(Rd.M, VF);
      double M = Same(VT, VF) ? std::max(MT, MF) : std::max({MT, MF, C}) + 1;
      // A chain grown by a fraction is hidden behind the iteration's other
      // work (bench darm_real merge_pass, avx2: melding `i++` with `j++`
      // puts a select and an add on the `i`/`j` chain behind two loads, and
      // still ran 1.06x faster than without that pair); one grown by half
      // or more sets the pace (box_step: 27 against 14).
      if (M >= 1.5 * U)
        Extra = std::max(Extra, M - U);
    }
  return Extra * Weight;
}

namespace {
/// Ready times of the values that depend on one seed in an iteration:
/// a value depending on none is absent (it does not wait on the seed).
using SeedMap = DenseMap<const Value *, double>;

/// \p I's ready time in \p Map if an operand waits on the seed.
void seeded(const TargetTransformInfo &TTI, const Instruction *I,
            SeedMap &Map) {
  double R = -1;
  for (const Value *Op : I->operands())
    if (auto It = Map.find(Op); It != Map.end())
      R = std::max(R, It->second);
  if (R >= 0)
    Map[I] = R + (isa<PHINode>(I) ? 0 : latency(TTI, I));
}
} // namespace

LoopRecurrences
loopRecurrences(const Region &R, size_t H, const TargetTransformInfo &TTI,
                function_ref<bool(const Value *, const Value *)> Same,
                function_ref<bool(const BasicBlock *)> InLoop) {
  auto [HA, HB] = R.Pairs[H];
  DenseMap<const BasicBlock *, size_t> Index;
  for (auto [K, P] : enumerate(R.Pairs))
    Index[P.first] = K;
  auto IsLatch = [&](const BasicBlock *P) {
    auto It = Index.find(P);
    return It != Index.end() && It->second >= H && InLoop(P);
  };
  // One seed: a header phi of the T side (\p ST), of the F side (\p SF),
  // or both as one melded phi; the maps of the two sides alone and of the
  // melded body, walked in the pairs' order.
  auto Walk = [&](const PHINode *ST, const PHINode *SF, SeedMap &T,
                  SeedMap &F, SeedMap &M) {
    if (ST)
      T[ST] = M[ST] = 0;
    if (SF)
      F[SF] = M[SF] = 0;
    for (size_t P = H; P < R.Pairs.size(); ++P) {
      auto [A, B] = R.Pairs[P];
      if (!InLoop(A) || R.soloOf(A))
        continue;
      for (auto [PA, PB] : zip(A->phis(), B->phis())) {
        if (P == H)
          continue; // the other recurrences: not waited on
        seeded(TTI, &PA, T);
        seeded(TTI, &PB, F);
        double Rdy = -1;
        for (const Value *V : PA.incoming_values())
          if (auto It = M.find(V); It != M.end())
            Rdy = std::max(Rdy, It->second);
        for (const Value *V : PB.incoming_values())
          if (auto It = M.find(V); It != M.end())
            Rdy = std::max(Rdy, It->second);
        if (Rdy >= 0)
          M[&PA] = M[&PB] = Rdy;
      }
      for (auto [X, Y] : R.Alignment[P]) {
        if (X)
          seeded(TTI, X, T);
        if (Y)
          seeded(TTI, Y, F);
        if (!X || !Y) {
          seeded(TTI, X ? X : Y, M);
          continue;
        }
        double Rdy = -1;
        for (unsigned K = 0; K < X->getNumOperands(); ++K) {
          const Value *OX = X->getOperand(K), *OY = pairedOperand(X, Y, K);
          auto IX = M.find(OX), IY = M.find(OY);
          if (IX == M.end() && IY == M.end())
            continue;
          double O = std::max(IX != M.end() ? IX->second : 0.0,
                              IY != M.end() ? IY->second : 0.0);
          Rdy = std::max(Rdy, O + (Same(OX, OY) ? 0 : 1));
        }
        if (Rdy >= 0)
          M[X] = M[Y] = Rdy + latency(TTI, X);
      }
    }
  };
  LoopRecurrences Out;
  // Each header phi's own cycle (a side's) and each melded pair's.
  DenseMap<const PHINode *, double> Cycle;
  for (auto [PA, PB] : zip(HA->phis(), HB->phis())) {
    SeedMap T, F, M;
    Walk(&PA, &PB, T, F, M);
    double LT = 0, LF = 0, LM = 0;
    forBackEdges(R, PA, PB, IsLatch, [&](const Value *VA, const Value *VB) {
      auto IT = T.find(VA), IF = F.find(VB), MA = M.find(VA), MB = M.find(VB);
      if (IT != T.end())
        LT = std::max(LT, IT->second);
      if (IF != F.end())
        LF = std::max(LF, IF->second);
      if (MA != M.end() || MB != M.end())
        LM = std::max(LM, std::max(MA != M.end() ? MA->second : 0.0,
                                   MB != M.end() ? MB->second : 0.0) +
                              (Same(VA, VB) ? 0 : 1));
    });
    Cycle[&PA] = LT;
    Cycle[&PB] = LF;
    Out.T = std::max(Out.T, LT);
    Out.F = std::max(Out.F, LF);
    Out.M = std::max(Out.M, LM);
  }
  // Whether every exit test of a side's loop runs ahead of its longest
  // recurrence: its condition waits on no header phi of that length.
  SmallPtrSet<const BasicBlock *, 8> LoopF;
  for (auto [A, B] : R.Pairs)
    if (InLoop(A))
      LoopF.insert(B);
  auto Ahead = [&](bool TSide, double Longest) {
    bool Exits = false;
    for (size_t P = H; P < R.Pairs.size(); ++P) {
      auto [A, B] = R.Pairs[P];
      if (!InLoop(A) || R.soloOf(A))
        continue;
      const BasicBlock *BB = TSide ? A : B;
      auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
      if (!Br || !Br->isConditional() ||
          all_of(successors(Br), [&](const BasicBlock *S) {
            return TSide ? InLoop(S) : LoopF.contains(S);
          }))
        continue;
      Exits = true;
      for (const PHINode &Phi : (TSide ? HA : HB)->phis())
        if (Cycle.lookup(&Phi) >= Longest &&
            dependsOn(Br->getCondition(), &Phi))
          return false;
    }
    return Exits;
  };
  Out.AheadT = Ahead(true, Out.T);
  Out.AheadF = Ahead(false, Out.F);
  return Out;
}

} // namespace spmdc::darm
