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
#include "vectorizer/wfv/AllOnFastPath.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <array>
#include <cmath>
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
  /// Loops inside the side around each of its blocks (for the weights).
  DenseMap<const BasicBlock *, unsigned> LoopDepth;
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
      : F(F), TTI(TTI), Opts(Opts), ORE(ORE) {
    if (Type *MaskTy = widened(Type::getInt1Ty(F.getContext()))) {
      constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
      double MaskOp = value(TTI.getArithmeticInstrCost(Instruction::And,
                                                       MaskTy, K));
      double Br = value(TTI.getCFInstrCost(Instruction::Br, K));
      Type *Bits = IntegerType::get(F.getContext(), costLanes());
      double Test = value(TTI.getCmpSelInstrCost(
          Instruction::ICmp, Bits, Type::getInt1Ty(F.getContext()),
          CmpInst::ICMP_EQ, K));
      BranchCost = std::max(1.0, 2 * MaskOp + Test + Br);
      CoherenceCost = std::max(1.0, MaskOp + 2 * Test + 1 + Br);
    }
  }
  /// Finds and melds one profitable region; false if there is none.
  bool meldOne();

  /// Lanes the costs are for: W on a SIMD target; 1 on a SIMT one, where a
  /// wave issues each instruction once whatever its lanes do (a gather is
  /// one vector memory instruction, a select one ALU instruction).
  unsigned costLanes() const { return Opts.Simt ? 1 : Opts.LaneCount; }

private:
  Function &F;
  const TargetTransformInfo &TTI;
  const DarmOptions &Opts;
  OptimizationRemarkEmitter *ORE;
  ShapeInfo SI;
  SmallPtrSet<BasicBlock *, 8> Rejected; // not profitable: not retried
  /// T-side values that meld with the F-side value they map to.
  DenseMap<const Value *, const Value *> Partner;

  /// What \p I costs once widened to the gang (reciprocal throughput from
  /// the target): a divergent value of type T costs the operation on
  /// <W x T>; a load or store costs a scalar access at a uniform address, a
  /// masked vector access at a contiguous one and a gather or scatter at any
  /// other (TTI's own cost for each).
  /// With \p Other, the cost of the melded instruction: operands that
  /// differ from Other's become selects, so the target can no longer use
  /// their constant value (a division by a constant is a multiply; by a
  /// selected value, a real division, or one per lane on x86).
  double cost(const Instruction *I, const Instruction *Other = nullptr) const;
  /// The part of a gather's or scatter's cost that is paid per active lane
  /// (the target splits it into one access per lane): two gathers with
  /// complementary masks do the same lane work as one, so melding them
  /// saves only the rest. Measured: AVX-512 scatters on the bench machine
  /// cost the same for two half-masked as for one full (docs/darm.md).
  double laneWork(const Instruction *I) const;
  /// A select on the (varying) branch condition between two \p Ty values.
  double selectCost(Type *Ty) const;
  /// <W x T> for a scalar T, or nullptr if \p T has no vector form.
  Type *widened(Type *T) const;
  static double value(InstructionCost C) {
    std::optional<InstructionCost::CostType> V = C.getValue();
    return V && *V > 0 ? double(*V) : (V ? 0.0 : 1.0);
  }
  /// A divergent branch on a SIMD target: two mask operations (the lanes
  /// that take it, the lanes that do not), the any() test and the branch.
  double BranchCost = 3;
  /// The coherence test all(c) | none(c): two mask tests, an or, a branch.
  double CoherenceCost = 4;
  /// A run of unmatched instructions that is cheap and safe to run for
  /// every lane is computed unguarded (no branch, no masks, no phis).
  bool speculatable(const Region &R, ArrayRef<Instruction *> Run) const;
  /// 1, or the share of its block's runs that \p I takes when it is a
  /// loop-invariant computation in a loop inside a side: hoisted out of the
  /// loop later (LICM), it runs once, not once per iteration (the blocks
  /// of such loops are weighed by 8 iterations per level).
  double once(const Region &R, const Instruction *I) const;
  /// Whether the gang can agree on \p C although it is varying: C is
  /// computed (not loaded) from a uniform, non-constant value such as a
  /// loop counter (bitonic sort's (i & k) == 0 is the same in every lane
  /// once k >= W).
  bool mayBeCoherent(Value *C) const;
  /// What melding one region costs and saves (for the gangs that diverge).
  struct Estimate {
    double Saved = 0;  ///< latency the melded path saves
    double Total = 0;  ///< both sides, as the linearized code runs them
    double Melded = 0; ///< the melded path
    double SideT = 0, SideF = 0; ///< one side alone (a coherent gang)
    bool KeepOriginal = false;   ///< worth a coherence test
  };
  bool collectSide(BasicBlock *Entry, Region &R,
                   SmallPtrSetImpl<BasicBlock *> &Out);
  bool pairSides(Region &R);
  bool canMatch(Instruction *A, Instruction *B) const;
  std::vector<Aligned> align(BasicBlock *A, BasicBlock *B) const;
  Estimate estimate(const Region &R) const;
  void meld(Region &R, bool KeepOriginal);
};

Type *Melder::widened(Type *T) const {
  if (costLanes() < 2 || !(T->isIntegerTy() || T->isFloatingPointTy() ||
                              T->isPointerTy()))
    return nullptr;
  return FixedVectorType::get(T, costLanes());
}

double Melder::selectCost(Type *Ty) const {
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  Type *VT = widened(Ty);
  if (!VT)
    return 1;
  // A blend of masks is mask logic, (c & t) | (~c & f), which TTI prices
  // as if the lanes were moved one by one.
  if (Ty->isIntegerTy(1))
    return 3 * std::max(1.0, value(TTI.getArithmeticInstrCost(
                                 Instruction::And, VT, K)));
  return std::max(1.0, value(TTI.getCmpSelInstrCost(
                           Instruction::Select, VT,
                           widened(Type::getInt1Ty(F.getContext())),
                           CmpInst::BAD_ICMP_PREDICATE, K)));
}

double Melder::cost(const Instruction *I, const Instruction *Other) const {
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  auto Scalar = [&] {
    return std::max(1.0, value(TTI.getInstructionCost(I, K)));
  };
  if (costLanes() < 2)
    return Scalar();
  if (const Value *P = getLoadStorePointerOperand(I)) {
    Type *ElemTy = getLoadStoreType(I);
    Type *VT = widened(ElemTy);
    Shape S = SI.getShape(P);
    if (!VT || S.isUniform())
      return Scalar();
    bool IsLoad = isa<LoadInst>(I);
    const DataLayout &DL = F.getDataLayout();
    bool Contiguous = S.isAffine() &&
                      S.Stride == int64_t(DL.getTypeAllocSize(ElemTy));
    Intrinsic::ID ID =
        Contiguous ? (IsLoad ? Intrinsic::masked_load : Intrinsic::masked_store)
                   : (IsLoad ? Intrinsic::masked_gather
                             : Intrinsic::masked_scatter);
    MemIntrinsicCostAttributes MICA(ID, VT, P, /*VariableMask=*/true,
                                    getLoadStoreAlignment(I), I);
    return std::max(1.0, value(TTI.getMemIntrinsicInstrCost(MICA, K)));
  }
  if (I->getType()->isVoidTy() || SI.isUniform(I))
    return Scalar();
  Type *VT = widened(I->getType());
  if (!VT)
    return Scalar();
  InstructionCost C = InstructionCost::getInvalid();
  if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
    // An affine address stays base + constant offsets; only a varying one
    // is a vector of pointers computed lane by lane.
    if (!SI.getShape(GEP).Varying)
      return 0;
    C = TTI.getArithmeticInstrCost(Instruction::Add, VT, K) *
        std::max<unsigned>(1, GEP->getNumIndices());
  } else if (auto *Cmp = dyn_cast<CmpInst>(I)) {
    C = TTI.getCmpSelInstrCost(Cmp->getOpcode(),
                               widened(Cmp->getOperand(0)->getType()), VT,
                               Cmp->getPredicate(), K);
  } else if (isa<SelectInst>(I)) {
    C = TTI.getCmpSelInstrCost(Instruction::Select, VT,
                               widened(Type::getInt1Ty(F.getContext())),
                               CmpInst::BAD_ICMP_PREDICATE, K);
  } else if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I)) {
    auto Info = [&](unsigned K) -> TargetTransformInfo::OperandValueInfo {
      if (K >= I->getNumOperands() ||
          (Other && Other->getOperand(K) != I->getOperand(K)))
        return {TargetTransformInfo::OK_AnyValue, TargetTransformInfo::OP_None};
      return TargetTransformInfo::getOperandInfo(I->getOperand(K));
    };
    C = TTI.getArithmeticInstrCost(I->getOpcode(), VT, K, Info(0), Info(1));
  } else if (auto *Cast = dyn_cast<CastInst>(I)) {
    if (Type *Src = widened(Cast->getSrcTy()))
      C = TTI.getCastInstrCost(Cast->getOpcode(), VT, Src,
                               TargetTransformInfo::CastContextHint::None, K);
  } else if (auto *II = dyn_cast<IntrinsicInst>(I)) {
    SmallVector<Type *, 4> Args;
    for (const Value *A : II->args())
      Args.push_back(widened(A->getType()) ? widened(A->getType())
                                           : A->getType());
    C = TTI.getIntrinsicInstrCost(
        IntrinsicCostAttributes(II->getIntrinsicID(), VT, Args), K);
  }
  return C.isValid() ? std::max(1.0, value(C)) : Scalar();
}

double Melder::laneWork(const Instruction *I) const {
  const Value *P = getLoadStorePointerOperand(I);
  if (!P || costLanes() < 2 || !SI.getShape(P).Varying)
    return 0;
  Type *VT = widened(getLoadStoreType(I));
  if (!VT)
    return 0;
  // What is left once the cost of one masked vector access is taken off.
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  MemIntrinsicCostAttributes MICA(
      isa<LoadInst>(I) ? Intrinsic::masked_load : Intrinsic::masked_store, VT,
      /*VariableMask=*/true, getLoadStoreAlignment(I));
  double Fixed = std::max(1.0, value(TTI.getMemIntrinsicInstrCost(MICA, K)));
  return std::max(0.0, cost(I) - Fixed);
}

double Melder::once(const Region &R, const Instruction *I) const {
  unsigned D = R.LoopDepth.lookup(I->getParent());
  if (!D || isa<PHINode>(I) || I->mayReadOrWriteMemory() ||
      !isSafeToSpeculativelyExecute(I))
    return 1.0;
  for (const Value *Op : I->operands())
    if (auto *OI = dyn_cast<Instruction>(Op))
      if (R.LoopDepth.count(OI->getParent()) &&
          R.LoopDepth.lookup(OI->getParent()) >= D)
        return 1.0;
  return std::pow(8.0, -double(D));
}

bool Melder::speculatable(const Region &R, ArrayRef<Instruction *> Run) const {
  double C = 0;
  for (Instruction *I : Run) {
    if (I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
        isa<AllocaInst>(I) || !isSafeToSpeculativelyExecute(I))
      return false;
    if (auto *CB = dyn_cast<CallBase>(I))
      if (!isa<IntrinsicInst>(CB) || CB->isConvergent())
        return false;
    C += cost(I) * once(R, I);
  }
  // Every lane runs it: worth it while cheaper than the guard it replaces
  // (the guard's masks, test and branch, and a blend per value it defines).
  return C <= 2 * BranchCost;
}

bool Melder::mayBeCoherent(Value *C) const {
  SmallVector<Value *, 8> Work{C};
  SmallPtrSet<Value *, 16> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second || Seen.size() > 32 || isa<Constant>(V))
      continue;
    if (SI.isUniform(V))
      return true;
    auto *I = dyn_cast<Instruction>(V);
    // A loaded or called value is data: its agreement is unpredictable.
    if (!I || I->mayReadOrWriteMemory() || isa<CallBase>(I) || isa<PHINode>(I))
      continue;
    for (Value *Op : I->operands())
      Work.push_back(Op);
  }
  return false;
}

/// The blocks reachable from \p Entry without passing J; false unless they
/// form an acyclic single-entry region left only to J.
bool Melder::collectSide(BasicBlock *Entry, Region &R,
                         SmallPtrSetImpl<BasicBlock *> &Out) {
  if (Entry == R.J)
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
  // Entered only from X (the entry may also be a loop header of the side).
  for (BasicBlock *B : Out)
    for (BasicBlock *P : predecessors(B))
      if (!Out.count(P) && !(B == Entry && P == R.X))
        return false;
  // Cycles inside a side are loops wholly inside it (a block that reaches
  // X again was refused above): isomorphic loops meld into one loop whose
  // lanes each leave on their own side's exit condition (its branch takes
  // the selected condition, and spmd-reconverge masks the lanes that left).
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
    SameOperands &= A->getOperand(K) == B->getOperand(K) ||
                    Partner.lookup(A->getOperand(K)) == B->getOperand(K);
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
        Sel += selectCost(X->getOperand(K)->getType()); // others likely meld
    // Saves one of the two, but pays for what the selects cost it.
    return cost(X) + cost(Y) - cost(X, Y) - Sel;
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

/// What melding \p R with its alignment saves for a gang whose lanes take
/// both sides (against running both sides one after the other), what the
/// melded path costs, and what one side alone costs (a gang that agrees).
Melder::Estimate Melder::estimate(const Region &R) const {
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
  double SharedLaneWork = 0; // per-lane work both sides share (see laneWork)
  auto Once = [&](const Instruction *I) { return once(R, I); };
  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    // A block in a loop inside the side runs once per iteration: weigh it
    // by the usual static guess of 8 iterations per loop level.
    const Estimate Before = E;
    const double LaneWorkBefore = SharedLaneWork;
    double Weight = std::pow(8.0, R.LoopDepth.lookup(A));
    auto Scale = [&] {
      E.SideT = Before.SideT + (E.SideT - Before.SideT) * Weight;
      E.SideF = Before.SideF + (E.SideF - Before.SideF) * Weight;
      E.Melded = Before.Melded + (E.Melded - Before.Melded) * Weight;
      SharedLaneWork =
          LaneWorkBefore + (SharedLaneWork - LaneWorkBefore) * Weight;
    };
    // Each side's block ends in a divergent branch with its own masks; the
    // melded block has one.
    E.SideT += BranchCost;
    E.SideF += BranchCost;
    E.Melded += BranchCost;
    auto IA = A->phis().begin();
    for (PHINode &PB : B->phis()) {
      if (!Same(&*IA, &PB))
        E.Melded += selectCost(PB.getType());
      Token[&*IA] = Token[&PB] = Next++;
      ++IA;
    }
    SmallVector<Instruction *, 8> RunT, RunF;
    auto Flush = [&] {
      bool Guarded = false;
      for (auto *Run : {&RunT, &RunF}) {
        for (Instruction *I : *Run)
          E.Melded += cost(I) * Once(I);
        if (Run->empty() || speculatable(R, *Run))
          continue;
        Guarded = true;
        // Values leaving a guarded run are blended with the other side.
        for (Instruction *I : *Run)
          if (!I->getType()->isVoidTy() && !I->use_empty())
            E.Melded += selectCost(I->getType());
      }
      if (Guarded)
        E.Melded += BranchCost;
      RunT.clear();
      RunF.clear();
    };
    for (auto [X, Y] : R.Alignment[P]) {
      if (X)
        E.SideT += cost(X) * Once(X);
      if (Y)
        E.SideF += cost(Y) * Once(Y);
      if (!X || !Y) {
        (X ? RunT : RunF).push_back(X ? X : Y);
        continue;
      }
      Flush();
      E.Melded += cost(X, Y) * std::max(Once(X), Once(Y));
      SharedLaneWork += laneWork(X);
      for (unsigned K = 0; K < X->getNumOperands(); ++K)
        if (!Same(X->getOperand(K), Y->getOperand(K)))
          E.Melded += selectCost(X->getOperand(K)->getType());
      Token[X] = Token[Y] = Next++;
    }
    Flush();
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    if (TA->isConditional() && !Same(TA->getCondition(), TB->getCondition()))
      E.Melded += selectCost(TA->getCondition()->getType());
    Scale();
  }
  // J's phis take one selected value per melded exit edge.
  for (PHINode &Phi : R.J->phis())
    for (auto [A, B] : R.Pairs) {
      int IA = Phi.getBasicBlockIndex(A);
      if (IA >= 0 && !Same(Phi.getIncomingValue(IA),
                           Phi.getIncomingValueForBlock(B)))
        E.Melded += selectCost(Phi.getType());
    }
  // A diverged gang runs each lane on one side only: the lane work of
  // gathers and scatters is paid once, melded or not.
  E.Total = E.SideT + E.SideF - SharedLaneWork;
  E.Saved = E.Total - E.Melded;
  // A gang whose lanes agree runs one side without melding but the whole
  // melded path with it: keep the original sides behind a coherence test
  // only when that can happen and the difference outweighs the test.
  E.KeepOriginal = mayBeCoherent(R.Cond) &&
                   E.Melded - std::max(E.SideT, E.SideF) > CoherenceCost;
  if (E.KeepOriginal)
    E.Saved -= CoherenceCost;
  return E;
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
void Melder::meld(Region &R, bool KeepOriginal) {
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
      // Cheap, side-effect-free runs are computed for every lane.
      for (auto [Run, IsT] : {std::pair{&RunT, true}, std::pair{&RunF, false}}) {
        if (Run->empty() || !speculatable(R, *Run))
          continue;
        for (Instruction *I : *Run) {
          Instruction *C = I->clone();
          for (Use &U : C->operands())
            U.set(IsT ? MT(U.get()) : MF(U.get()));
          IRB.Insert(C, I->getName());
          (IsT ? MapT : MapF)[I] = C;
        }
        Run->clear();
      }
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
  // condition when that is worth it: `br coherent(c), orig, melded`. A
  // coherent gang then runs one side only, as it would without melding
  // (the paper's SRAD slowdown). Otherwise the melded path replaces them.
  Instruction *Term = R.X->getTerminator();
  BasicBlock *MeldedEntry = First[R.Pairs.front().first];
  if (!KeepOriginal) {
    BranchInst::Create(MeldedEntry, Term->getIterator())
        ->setDebugLoc(Term->getDebugLoc());
    Term->eraseFromParent();
    // The sides are unreachable now: drop their blocks (and J's incoming
    // values from them).
    SmallVector<BasicBlock *, 16> Dead;
    for (auto [A, B] : R.Pairs) {
      Dead.push_back(A);
      Dead.push_back(B);
    }
    DeleteDeadBlocks(Dead);
    return;
  }
  BasicBlock *Orig =
      SplitBlock(R.X, Term->getIterator(), static_cast<DominatorTree *>(nullptr),
                 nullptr, nullptr, "meld.orig");
  Rejected.insert(Orig); // the original stays as it is
  Instruction *Jump = R.X->getTerminator();
  IRBuilder<> XB(Jump);
  Value *Coherent = coherent(XB, R.Cond);
  XB.CreateCondBr(Coherent, Orig, MeldedEntry)
      ->setDebugLoc(Term->getDebugLoc());
  Jump->eraseFromParent();
}

bool Melder::meldOne() {
  SI = computeShapes(F, Opts.LaneCount);
  PostDominatorTree PDT(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *X : RPOT) {
    auto *Br = dyn_cast<BranchInst>(X->getTerminator());
    if (!Br || !Br->isConditional() || !SI.hasDivergentBranch(X) ||
        Br->getSuccessor(0) == Br->getSuccessor(1) || Rejected.count(X))
      continue;
    // `cif` and friends promise the lanes usually agree: the all-on fast
    // path (spmd-all-on) serves that branch, and melding its sides would
    // make the coherent gangs pay for both.
    if (Br->getMetadata(CoherentMDName))
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
    for (auto *Side : {&R.TBlocks, &R.FBlocks})
      for (BasicBlock *B : *Side)
        R.LoopDepth[B] = LI.getLoopDepth(B) - LI.getLoopDepth(X);
    {
      // Values already known to meld (paired phis, matched instructions of
      // earlier block pairs) count as the same operand: a loop counter
      // stays uniform when both sides' counters meld.
      Partner.clear();
      for (auto [A, B] : R.Pairs) {
        auto IB = B->phis().begin();
        for (PHINode &PA : A->phis())
          Partner[&PA] = &*IB++;
      }
    }
    for (auto [A, B] : R.Pairs) {
      R.Alignment.push_back(align(A, B));
      for (auto [X, Y] : R.Alignment.back())
        if (X && Y)
          Partner[X] = Y;
    }
    Estimate E = estimate(R);
    unsigned Matches = 0;
    for (auto &Al : R.Alignment)
      for (auto [A, B] : Al)
        Matches += A && B;
    // On a GPU the coherence test (spmd.all/spmd.none) is not lowered: a
    // meld that needs it would make coherent waves run the whole melded
    // path where they now run one side (the hardware skips the other with
    // s_cbranch_execz / a uniform branch). Not melded.
    bool NeedsTest = Opts.Simt && E.KeepOriginal;
    if (Matches == 0 || NeedsTest || E.Total <= 0 ||
        E.Saved < Opts.Threshold * E.Total ||
        (Opts.Threshold > 0 && E.Saved <= 0)) {
      ++NumRejected;
      Rejected.insert(X);
      if (ORE && Matches)
        ORE->emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotMelded", Br)
                 << "divergent branch not melded: saves "
                 << ore::NV("Saved", int64_t(E.Saved)) << " of "
                 << ore::NV("Total", int64_t(E.Total)) << " cost"
                 << (NeedsTest ? " (needs a coherence test, which GPU "
                                 "targets do not have)"
                               : "");
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
               << ore::NV("Saved", int64_t(E.Saved)) << " of "
               << ore::NV("Total", int64_t(E.Total)) << " cost"
               << (E.KeepOriginal ? ", original sides kept for coherent gangs"
                                  : "");
      });
    meld(R, E.KeepOriginal);
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
