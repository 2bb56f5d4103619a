//===- Darm.cpp - Control-flow melding of divergent branches --------------===//
//
// See Darm.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/Darm.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <array>
#include <map>

#define DEBUG_TYPE "darm"

using namespace llvm;

STATISTIC(NumMelded, "Divergent regions melded");
STATISTIC(NumMatched, "Instruction pairs melded");
STATISTIC(NumRejected, "Divergent regions not melded (shape or profit)");

namespace spmdc {

namespace {

using BlockPair = std::pair<BasicBlock *, BasicBlock *>;
/// One aligned position: a T-side instruction, an F-side one, or both.
using Aligned = std::pair<Instruction *, Instruction *>;

/// The two isomorphic sides of one divergent branch.
struct Region {
  BasicBlock *X = nullptr, *J = nullptr;
  Value *Cond = nullptr; // the T side runs where Cond is true
  SmallPtrSet<BasicBlock *, 8> TBlocks, FBlocks;
  std::vector<BlockPair> Pairs; // topological order of the T side
  DenseMap<BasicBlock *, BasicBlock *> TtoF;
  std::vector<std::vector<Aligned>> Alignment; // per pair
};

/// Non-phi, non-terminator instructions of \p BB.
SmallVector<Instruction *, 16> body(BasicBlock *BB) {
  SmallVector<Instruction *, 16> R;
  for (Instruction &I : *BB)
    if (!isa<PHINode>(I) && !I.isTerminator())
      R.push_back(&I);
  return R;
}

class Melder {
public:
  Melder(Function &F, const TargetTransformInfo &TTI, const DarmOptions &Opts,
         OptimizationRemarkEmitter *ORE)
      : F(F), TTI(TTI), Opts(Opts), ORE(ORE) {}
  /// Finds and melds one profitable region; false if there is none.
  bool meldOne();

private:
  Function &F;
  const TargetTransformInfo &TTI;
  const DarmOptions &Opts;
  OptimizationRemarkEmitter *ORE;
  ShapeInfo SI;
  SmallPtrSet<BasicBlock *, 8> Rejected; // not profitable: not retried

  /// Latency of \p I from the target; a load or store whose address is
  /// varying becomes a gather or scatter of W elements (counted as W/2).
  double cost(const Instruction *I) const {
    InstructionCost C =
        TTI.getInstructionCost(I, TargetTransformInfo::TCK_Latency);
    std::optional<InstructionCost::CostType> V = C.getValue();
    double L = V && *V > 0 ? double(*V) : 1.0;
    if (const Value *P = getLoadStorePointerOperand(I))
      if (SI.getShape(P).Varying)
        L *= std::max(1.0, Opts.LaneCount / 2.0);
    return L;
  }
  /// What a divergent branch costs on a SIMD target: the mask operations,
  /// the any() reduction and the branch.
  static constexpr double BranchCost = 3;
  bool collectSide(BasicBlock *Entry, Region &R,
                   SmallPtrSetImpl<BasicBlock *> &Out);
  bool pairSides(Region &R);
  bool canMatch(Instruction *A, Instruction *B) const;
  std::vector<Aligned> align(BasicBlock *A, BasicBlock *B) const;
  double profit(const Region &R, double &Total) const;
  void meld(Region &R);
};

/// The blocks reachable from \p Entry without passing J; false unless they
/// form an acyclic single-entry region left only to J.
bool Melder::collectSide(BasicBlock *Entry, Region &R,
                         SmallPtrSetImpl<BasicBlock *> &Out) {
  if (Entry == R.J || Entry->getSinglePredecessor() != R.X)
    return false;
  SmallVector<BasicBlock *, 8> Work{Entry};
  Out.insert(Entry);
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    auto *Br = dyn_cast<BranchInst>(B->getTerminator());
    if (!Br || B == R.X)
      return false;
    for (BasicBlock *S : successors(B))
      if (S != R.J && Out.insert(S).second) {
        if (S == R.X || Out.size() > 64)
          return false;
        Work.push_back(S);
      }
  }
  for (BasicBlock *B : Out) {
    if (B == Entry)
      continue;
    for (BasicBlock *P : predecessors(B))
      if (!Out.count(P))
        return false;
  }
  // Acyclic: a topological order exists (Kahn's algorithm).
  DenseMap<BasicBlock *, unsigned> InDeg;
  for (BasicBlock *B : Out)
    for (BasicBlock *S : successors(B))
      if (Out.count(S))
        ++InDeg[S];
  SmallVector<BasicBlock *, 8> Ready{Entry};
  unsigned Seen = 0;
  while (!Ready.empty()) {
    BasicBlock *B = Ready.pop_back_val();
    ++Seen;
    for (BasicBlock *S : successors(B))
      if (Out.count(S) && --InDeg[S] == 0)
        Ready.push_back(S);
  }
  if (Seen != Out.size())
    return false;
  // Values leave only through J's phis; unmasked regions (whose mask is
  // not the side's) are never melded.
  for (BasicBlock *B : Out)
    for (Instruction &I : *B) {
      if (isUnmaskedMarker(&I))
        return false;
      for (User *U : I.users()) {
        auto *UI = cast<Instruction>(U);
        if (!Out.count(UI->getParent()) &&
            !(isa<PHINode>(UI) && UI->getParent() == R.J))
          return false;
      }
    }
  return true;
}

/// Pairs the blocks of the two sides by walking them in parallel; false if
/// they are not isomorphic.
bool Melder::pairSides(Region &R) {
  DenseMap<BasicBlock *, BasicBlock *> FtoT;
  SmallVector<BlockPair, 8> Work{{R.X->getTerminator()->getSuccessor(0),
                                  R.X->getTerminator()->getSuccessor(1)}};
  R.TtoF[Work[0].first] = Work[0].second;
  FtoT[Work[0].second] = Work[0].first;
  while (!Work.empty()) {
    auto [A, B] = Work.pop_back_val();
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    if (TA->getNumSuccessors() != TB->getNumSuccessors())
      return false;
    auto PhisA = A->phis(), PhisB = B->phis();
    if (std::distance(PhisA.begin(), PhisA.end()) !=
        std::distance(PhisB.begin(), PhisB.end()))
      return false;
    for (unsigned K = 0; K < TA->getNumSuccessors(); ++K) {
      BasicBlock *SA = TA->getSuccessor(K), *SB = TB->getSuccessor(K);
      if (SA == R.J || SB == R.J) {
        if (SA != SB)
          return false;
        continue;
      }
      auto ItA = R.TtoF.find(SA);
      if (ItA != R.TtoF.end()) {
        if (ItA->second != SB)
          return false;
        continue;
      }
      if (FtoT.count(SB))
        return false;
      R.TtoF[SA] = SB;
      FtoT[SB] = SA;
      Work.push_back({SA, SB});
    }
  }
  if (R.TtoF.size() != R.TBlocks.size() || FtoT.size() != R.FBlocks.size())
    return false;
  // Topological order of the T side (reverse post-order from its entry).
  SmallVector<BasicBlock *, 8> Order;
  SmallPtrSet<BasicBlock *, 8> Done;
  std::function<void(BasicBlock *)> Visit = [&](BasicBlock *B) {
    if (!Done.insert(B).second)
      return;
    for (BasicBlock *S : successors(B))
      if (R.TBlocks.count(S))
        Visit(S);
    Order.push_back(B);
  };
  Visit(R.X->getTerminator()->getSuccessor(0));
  for (BasicBlock *B : reverse(Order)) {
    BasicBlock *FB = R.TtoF[B];
    // Paired phis must have the same types, position by position.
    auto IA = B->phis().begin(), IB = FB->phis().begin();
    for (; IA != B->phis().end(); ++IA, ++IB)
      if (IA->getType() != IB->getType())
        return false;
    R.Pairs.push_back({B, FB});
  }
  return true;
}

bool Melder::canMatch(Instruction *A, Instruction *B) const {
  if (!A->isSameOperationAs(B) || A->getType() != B->getType() ||
      isa<AllocaInst>(A) || A->isEHPad())
    return false;
  if (auto *GA = dyn_cast<GetElementPtrInst>(A))
    if (GA->getSourceElementType() !=
        cast<GetElementPtrInst>(B)->getSourceElementType())
      return false;
  if (auto *CA = dyn_cast<CallBase>(A)) {
    auto *CB = cast<CallBase>(B);
    if (CA->getCalledOperand() != CB->getCalledOperand() ||
        CA->isConvergent() || CB->isConvergent() || CA->isInlineAsm() ||
        !CA->getCalledFunction())
      return false;
    // Gang intrinsics and cross-lane operations are never melded.
    if (CA->getCalledFunction()->getName().starts_with("spmd."))
      return false;
    for (unsigned K = 0; K < CA->arg_size(); ++K)
      if (CA->paramHasAttr(K, Attribute::ImmArg) &&
          CA->getArgOperand(K) != CB->getArgOperand(K))
        return false;
  }
  if (auto *LA = dyn_cast<LoadInst>(A))
    if (!LA->isSimple() || !cast<LoadInst>(B)->isSimple())
      return false;
  if (auto *SA = dyn_cast<StoreInst>(A))
    if (!SA->isSimple() || !cast<StoreInst>(B)->isSimple())
      return false;
  if (isa<AtomicRMWInst>(A) || isa<AtomicCmpXchgInst>(A) || isa<FenceInst>(A))
    return false;
  bool SameOperands = true;
  for (unsigned K = 0; K < A->getNumOperands(); ++K)
    SameOperands &= A->getOperand(K) == B->getOperand(K);
  // Memory: never turn a contiguous or uniform access into a gather.
  Value *PA = getLoadStorePointerOperand(A);
  if (PA) {
    Value *PB = getLoadStorePointerOperand(B);
    if (PA != PB && !(SI.getShape(PA).Varying && SI.getShape(PB).Varying))
      return false;
  }
  // A value that is not varying on both sides would become varying.
  if (!A->getType()->isVoidTy() && !SameOperands &&
      !(SI.getShape(A).Varying && SI.getShape(B).Varying))
    return false;
  return true;
}

/// Global alignment maximizing the saved latency (Needleman-Wunsch with
/// Gotoh's affine gaps): a match scores its latency minus a select per
/// differing operand, opening a run of unmatched instructions costs a
/// guard branch, extending it nothing.
std::vector<Aligned> Melder::align(BasicBlock *A, BasicBlock *B) const {
  SmallVector<Instruction *, 16> SA = body(A), SB = body(B);
  size_t N = SA.size(), M = SB.size();
  constexpr double NegInf = -1e30;
  auto Score = [&](size_t I, size_t J) -> std::optional<double> {
    Instruction *X = SA[I], *Y = SB[J];
    if (!canMatch(X, Y))
      return std::nullopt;
    double Sel = 0;
    for (unsigned K = 0; K < X->getNumOperands(); ++K)
      if (X->getOperand(K) != Y->getOperand(K) &&
          !(isa<Instruction>(X->getOperand(K)) &&
            isa<Instruction>(Y->getOperand(K)) &&
            cast<Instruction>(X->getOperand(K))->getParent() == A &&
            cast<Instruction>(Y->getOperand(K))->getParent() == B))
        Sel += 1; // operands from this block pair are likely melded too
    return cost(X) - Sel;
  };
  // State 0: (i, j) matched; 1: A[i-1] unmatched; 2: B[j-1] unmatched.
  using Row = std::vector<std::array<double, 3>>;
  std::vector<Row> D(N + 1, Row(M + 1, {NegInf, NegInf, NegInf}));
  D[0][0] = {0, NegInf, NegInf};
  for (size_t I = 0; I <= N; ++I)
    for (size_t J = 0; J <= M; ++J) {
      auto &C = D[I][J];
      if (I && J)
        if (auto S = Score(I - 1, J - 1)) {
          auto &P = D[I - 1][J - 1];
          C[0] = std::max({P[0], P[1], P[2]}) + *S;
        }
      if (I) {
        auto &P = D[I - 1][J];
        C[1] = std::max({P[0] - BranchCost, P[1], P[2] - BranchCost});
      }
      if (J) {
        auto &P = D[I][J - 1];
        C[2] = std::max({P[0] - BranchCost, P[2], P[1] - BranchCost});
      }
    }
  std::vector<Aligned> R;
  size_t I = N, J = M;
  auto Best = [](const std::array<double, 3> &C) {
    return unsigned(std::max_element(C.begin(), C.end()) - C.begin());
  };
  unsigned State = Best(D[N][M]);
  while (I > 0 || J > 0) {
    double Cur = D[I][J][State];
    if (State == 0) {
      R.push_back({SA[I - 1], SB[J - 1]});
      --I, --J;
      State = Best(D[I][J]);
      continue;
    }
    if (State == 1) {
      R.push_back({SA[I - 1], nullptr});
      --I;
      auto &P = D[I][J];
      State = P[1] == Cur ? 1 : P[0] - BranchCost == Cur ? 0 : 2;
      continue;
    }
    R.push_back({nullptr, SB[J - 1]});
    --J;
    auto &P = D[I][J];
    State = P[2] == Cur ? 2 : P[0] - BranchCost == Cur ? 0 : 1;
  }
  std::reverse(R.begin(), R.end());
  return R;
}

/// The latency saved by melding \p R with its alignment, after the selects
/// and the guard branches it adds; \p Total gets the two sides' latency.
double Melder::profit(const Region &R, double &Total) const {
  // Values of the two sides that become one melded value.
  DenseMap<const Value *, unsigned> Token;
  unsigned Next = 1;
  auto Same = [&](const Value *A, const Value *B) {
    if (A == B)
      return true;
    unsigned TA = Token.lookup(A);
    return TA && TA == Token.lookup(B);
  };
  double Saved = 0;
  Total = 0;
  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    // Two blocks (each ending in a branch, with its own mask) become one.
    Saved += BranchCost;
    Total += 2 * BranchCost;
    auto IA = A->phis().begin();
    for (PHINode &PB : B->phis()) {
      Token[&*IA] = Token[&PB] = Next++;
      ++IA;
    }
    bool InGap = false;
    for (auto [X, Y] : R.Alignment[P]) {
      if (X)
        Total += cost(X);
      if (Y)
        Total += cost(Y);
      if (!X || !Y) {
        if (!InGap)
          Saved -= BranchCost; // a guarded run
        InGap = true;
        continue;
      }
      InGap = false;
      Saved += cost(X);
      for (unsigned K = 0; K < X->getNumOperands(); ++K)
        if (!Same(X->getOperand(K), Y->getOperand(K)))
          Saved -= 1; // a select
      Token[X] = Token[Y] = Next++;
    }
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    if (TA->isConditional() && !Same(TA->getCondition(), TB->getCondition()))
      Saved -= 1;
  }
  return Saved;
}

/// `all(c) | none(c)`: whether every active lane has the same c, built
/// from the cross-lane operations (uniform; spmd-widen lowers them against
/// the block's mask).
Value *coherent(IRBuilder<> &B, Value *C) {
  Module &M = *B.GetInsertBlock()->getModule();
  FunctionType *FT = FunctionType::get(B.getInt1Ty(), {B.getInt1Ty()}, false);
  auto Call = [&](CrossLaneOp Op) {
    CallInst *CI = B.CreateCall(
        declareCrossLaneOp(M, Op, crossLaneBaseName(Op), FT), {C});
    CI->setConvergent();
    return CI;
  };
  Value *All = Call(CrossLaneOp::All);
  Value *None = Call(CrossLaneOp::None);
  return B.CreateOr(All, None, "meld.coherent");
}

/// Emits the melded code next to the two sides.
void Melder::meld(Region &R) {
  LLVMContext &Ctx = F.getContext();
  DenseMap<Value *, Value *> MapT, MapF;
  auto MT = [&](Value *V) { return MapT.lookup(V) ? MapT.lookup(V) : V; };
  auto MF = [&](Value *V) { return MapF.lookup(V) ? MapF.lookup(V) : V; };
  auto Select = [&](IRBuilder<> &B, Value *T, Value *Fv) -> Value * {
    return T == Fv ? T : B.CreateSelect(R.Cond, T, Fv, "meld.sel");
  };
  DenseMap<BasicBlock *, BasicBlock *> First, Last; // by T-side block
  for (auto [A, B] : R.Pairs)
    First[A] = BasicBlock::Create(Ctx, "meld." + A->getName(), &F, R.J);
  auto Target = [&](BasicBlock *TSucc) {
    return TSucc == R.J ? R.J : First[TSucc];
  };
  SmallVector<std::tuple<PHINode *, PHINode *, PHINode *>, 4> PairedPhis;

  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    BasicBlock *Cur = First[A];
    IRBuilder<> IRB(Cur);
    auto IB = B->phis().begin();
    for (PHINode &PA : A->phis()) {
      PHINode *NP = IRB.CreatePHI(PA.getType(), PA.getNumIncomingValues(),
                                  PA.getName());
      MapT[&PA] = MapF[&*IB] = NP;
      PairedPhis.push_back({NP, &PA, &*IB});
      ++IB;
    }
    // A run of unmatched instructions: guarded blocks, then phis.
    SmallVector<Instruction *, 8> RunT, RunF;
    auto Flush = [&] {
      if (RunT.empty() && RunF.empty())
        return;
      BasicBlock *Cont = BasicBlock::Create(Ctx, "meld.cont", &F, R.J);
      BasicBlock *GT = RunT.empty()
                           ? nullptr
                           : BasicBlock::Create(Ctx, "meld.t", &F, Cont);
      BasicBlock *GF = RunF.empty()
                           ? nullptr
                           : BasicBlock::Create(Ctx, "meld.f", &F, Cont);
      IRB.CreateCondBr(R.Cond, GT ? GT : Cont, GF ? GF : Cont);
      SmallVector<std::tuple<Instruction *, Instruction *, bool>, 8> Defs;
      for (auto [G, Run, IsT] : {std::tuple{GT, &RunT, true},
                                 std::tuple{GF, &RunF, false}}) {
        if (!G)
          continue;
        IRBuilder<> GB(G);
        for (Instruction *I : *Run) {
          Instruction *C = I->clone();
          for (Use &U : C->operands())
            U.set(IsT ? MT(U.get()) : MF(U.get()));
          GB.Insert(C, I->getName());
          (IsT ? MapT : MapF)[I] = C;
          if (!C->getType()->isVoidTy())
            Defs.push_back({I, C, IsT});
        }
        GB.CreateBr(Cont);
      }
      IRB.SetInsertPoint(Cont);
      for (auto [I, C, IsT] : Defs) {
        PHINode *Phi = IRB.CreatePHI(C->getType(), 2, I->getName() + ".meld");
        for (BasicBlock *Pred : predecessors(Cont))
          Phi->addIncoming(Pred == C->getParent()
                               ? static_cast<Value *>(C)
                               : PoisonValue::get(C->getType()),
                           Pred);
        (IsT ? MapT : MapF)[I] = Phi;
      }
      RunT.clear();
      RunF.clear();
    };
    for (auto [X, Y] : R.Alignment[P]) {
      if (!X || !Y) {
        (X ? RunT : RunF).push_back(X ? X : Y);
        continue;
      }
      Flush();
      Instruction *C = X->clone();
      for (unsigned K = 0; K < X->getNumOperands(); ++K)
        C->setOperand(K, Select(IRB, MT(X->getOperand(K)),
                                MF(Y->getOperand(K))));
      IRB.Insert(C, X->getName());
      // Only what holds on both sides: flags intersected, metadata dropped.
      C->andIRFlags(Y);
      C->dropUnknownNonDebugMetadata();
      C->setDebugLoc(
          DILocation::getMergedLocation(X->getDebugLoc(), Y->getDebugLoc()));
      MapT[X] = MapF[Y] = C;
      ++NumMatched;
    }
    Flush();
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    BranchInst *Br;
    if (TA->isConditional())
      Br = IRB.CreateCondBr(
          Select(IRB, MT(TA->getCondition()), MF(TB->getCondition())),
          Target(TA->getSuccessor(0)), Target(TA->getSuccessor(1)));
    else
      Br = IRB.CreateBr(Target(TA->getSuccessor(0)));
    Br->setDebugLoc(TA->getDebugLoc());
    Last[A] = IRB.GetInsertBlock();
  }

  // Incoming values of the paired phis, selected at the predecessor's end.
  for (auto [NP, PA, PB] : PairedPhis)
    for (unsigned K = 0; K < PA->getNumIncomingValues(); ++K) {
      BasicBlock *InA = PA->getIncomingBlock(K);
      BasicBlock *InB = InA == R.X ? R.X : R.TtoF.lookup(InA);
      BasicBlock *Pred = InA == R.X ? R.X : Last.lookup(InA);
      if (!InB || !Pred)
        continue;
      IRBuilder<> B(Pred->getTerminator());
      NP->addIncoming(Select(B, MT(PA->getIncomingValue(K)),
                             MF(PB->getIncomingValueForBlock(InB))),
                      Pred);
    }
  // J's phis: one selected incoming value per melded exit edge.
  for (PHINode &Phi : R.J->phis()) {
    for (auto [A, B] : R.Pairs) {
      int IA = Phi.getBasicBlockIndex(A);
      if (IA < 0)
        continue;
      Value *VA = Phi.getIncomingValue(IA);
      Value *VB = Phi.getIncomingValueForBlock(B);
      BasicBlock *Pred = Last[A];
      IRBuilder<> IB(Pred->getTerminator());
      Value *V = Select(IB, MT(VA), MF(VB));
      for (BasicBlock *S : successors(Pred))
        if (S == R.J)
          Phi.addIncoming(V, Pred);
    }
  }
  // Keep the original sides for gangs whose lanes all agree on the
  // condition: `br coherent(c), orig, melded`. A coherent gang then runs
  // one side only, as it would without melding (the paper's SRAD
  // slowdown; the bitonic sort's (i & k) for k >= W).
  Instruction *Term = R.X->getTerminator();
  BasicBlock *Orig =
      SplitBlock(R.X, Term->getIterator(), static_cast<DominatorTree *>(nullptr),
                 nullptr, nullptr, "meld.orig");
  Rejected.insert(Orig); // the original stays as it is
  Instruction *Jump = R.X->getTerminator();
  IRBuilder<> XB(Jump);
  Value *Coherent = coherent(XB, R.Cond);
  XB.CreateCondBr(Coherent, Orig, First[R.Pairs.front().first])
      ->setDebugLoc(Term->getDebugLoc());
  Jump->eraseFromParent();
}

bool Melder::meldOne() {
  SI = computeShapes(F, Opts.LaneCount);
  PostDominatorTree PDT(F);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *X : RPOT) {
    auto *Br = dyn_cast<BranchInst>(X->getTerminator());
    if (!Br || !Br->isConditional() || !SI.hasDivergentBranch(X) ||
        Br->getSuccessor(0) == Br->getSuccessor(1) || Rejected.count(X))
      continue;
    DomTreeNode *N = PDT.getNode(X);
    if (!N || !N->getIDom() || !N->getIDom()->getBlock())
      continue;
    Region R;
    R.X = X;
    R.J = N->getIDom()->getBlock();
    R.Cond = Br->getCondition();
    if (!collectSide(Br->getSuccessor(0), R, R.TBlocks) ||
        !collectSide(Br->getSuccessor(1), R, R.FBlocks) || !pairSides(R))
      continue;
    for (auto [A, B] : R.Pairs)
      R.Alignment.push_back(align(A, B));
    double Total = 0;
    double Saved = profit(R, Total);
    unsigned Matches = 0;
    for (auto &Al : R.Alignment)
      for (auto [A, B] : Al)
        Matches += A && B;
    if (Matches == 0 || Total <= 0 || Saved < Opts.Threshold * Total ||
        (Opts.Threshold > 0 && Saved <= 0)) {
      ++NumRejected;
      Rejected.insert(X);
      if (ORE && Matches)
        ORE->emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotMelded", Br)
                 << "divergent branch not melded: saves "
                 << ore::NV("Saved", int64_t(Saved)) << " of "
                 << ore::NV("Total", int64_t(Total)) << " latency";
        });
      continue;
    }
    if (ORE)
      ORE->emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "Melded", Br)
               << "melded the two sides of a divergent branch ("
               << ore::NV("Blocks", unsigned(R.Pairs.size()))
               << " block pairs, " << ore::NV("Matched", Matches)
               << " instruction pairs): saves "
               << ore::NV("Saved", int64_t(Saved)) << " of "
               << ore::NV("Total", int64_t(Total)) << " latency";
      });
    meld(R);
    ++NumMelded;
    return true;
  }
  return false;
}

} // namespace

unsigned meldDivergentRegions(Function &F, const TargetTransformInfo &TTI,
                              const DarmOptions &Opts,
                              OptimizationRemarkEmitter *ORE) {
  if (!isGangEntryFunction(F))
    return 0;
  Melder M(F, TTI, Opts, ORE);
  unsigned N = 0;
  while (N < Opts.MaxRounds && M.meldOne())
    ++N;
  return N;
}

} // namespace spmdc
