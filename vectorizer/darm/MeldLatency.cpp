//===- MeldLatency.cpp - DARM: loop-carried chains of melded loops --------===//
//
// See MeldLatency.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldLatency.h"

#include "llvm/ADT/DenseMap.h"
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

/// The ready time of \p I, run as it is (no select), in \p Map.
void sideAlone(const TargetTransformInfo &TTI, const Instruction *I,
               DenseMap<const Value *, double> &Map) {
  double R = 0;
  for (const Value *Op : I->operands())
    R = std::max(R, Ready::at(Map, Op));
  Map[I] = R + (isa<PHINode>(I) ? 0 : latency(TTI, I));
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
      for (unsigned K = 0; K < PA.getNumIncomingValues(); ++K) {
        const BasicBlock *Latch = PA.getIncomingBlock(K);
        auto It = R.TtoF.find(const_cast<BasicBlock *>(Latch));
        if (!IsLatch(Latch) || It == R.TtoF.end())
          continue;
        int KB = PB.getBasicBlockIndex(It->second);
        if (KB < 0)
          continue;
        const Value *VA = PA.getIncomingValue(K),
                    *VB = PB.getIncomingValue(unsigned(KB));
        LT = std::max(LT, Ready::at(Rd.T, VA));
        LF = std::max(LF, Ready::at(Rd.F, VB));
        LM = std::max(LM, std::max(Ready::at(Rd.M, VA), Ready::at(Rd.M, VB)) +
                              (Same(VA, VB) ? 0 : 1));
      }
    if (LM > std::max(LT, LF))
      Extra += (LM - std::max(LT, LF)) * MeldedWeight(HA, HB);
  }
  return Extra;
}

} // namespace spmdc::darm
