//===- ShapeAnalysis.cpp - Affine divergence (shape) analysis -------------===//
//
// See ShapeAnalysis.h. Divergence comes from LLVM's UniformityInfo driven by
// SpmdTTI; this file adds the affine (stride) layer on top.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace spmdc {

AnalysisKey ShapeAnalysis::Key;

//===----------------------------------------------------------------------===//
// ShapeInfo
//===----------------------------------------------------------------------===//

Shape ShapeInfo::getShape(const Value *V) const {
  auto It = Shapes.find(V);
  return It == Shapes.end() ? Shape::uniform() : It->second;
}

void ShapeInfo::print(raw_ostream &OS, const Function &F) const {
  OS << "shapes for function '" << F.getName() << "':\n";
  auto Line = [&](const Value &V) {
    OS << "  ";
    V.printAsOperand(OS, /*PrintType=*/false);
    OS << ": " << getShape(&V).str(V.getType()->isPointerTy()) << "\n";
  };
  for (const Argument &A : F.args())
    Line(A);
  for (const BasicBlock &BB : F) {
    for (const Instruction &I : BB) {
      if (!I.getType()->isVoidTy())
        Line(I);
      const auto *Br = dyn_cast<BranchInst>(&I);
      if (Br && Br->isConditional()) {
        OS << "  br in ";
        BB.printAsOperand(OS, false);
        OS << ": " << (hasDivergentBranch(&BB) ? "divergent" : "uniform")
           << "\n";
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// The affine layer
//===----------------------------------------------------------------------===//

namespace {

/// True if \p D computes the same value in every iteration of cycle \p C
/// (per lane): it is defined outside C, or it is a side-effect-free
/// non-phi instruction (or pure intrinsic call) of C whose operands are
/// invariant, or a simple load whose address is invariant and whose object
/// nothing in C may write (any object, if nothing in C writes memory), or
/// a phi of one value that is invariant (an inner loop's LCSSA phi: EarlyCSE
/// reuses `u & 7`, computed in an inner loop's header for its bound, for
/// the same expression after the outer loop, through the LCSSA phis).
/// Lanes that leave C in different iterations then all see the value of
/// their own last iteration, which is the value of any iteration: a use
/// outside C is not temporally divergent. (A uniform variable the frontend
/// keeps in memory, read in a loop with a divergent exit, is the case that
/// needs it: docs/shapes.md.)
bool isInvariantInCycle(const Instruction *D, const Cycle *C,
                        unsigned Depth = 0) {
  if (!C->contains(D->getParent()))
    return true;
  if (const auto *Phi = dyn_cast<PHINode>(D); Phi && Depth <= 8)
    if (const Value *V = Phi->hasConstantValue()) {
      const auto *VI = dyn_cast<Instruction>(V);
      return !VI || isInvariantInCycle(VI, C, Depth + 1);
    }
  // LLVM's pure intrinsics (min, max, abs, fma, ...) count as operations;
  // calls of anything else may read or write memory, or depend on the mask.
  const auto *II = dyn_cast<IntrinsicInst>(D);
  bool PureIntrinsic = II && !II->mayReadOrWriteMemory() &&
                       !II->isConvergent() && II->willReturn();
  if (Depth > 8 || isa<PHINode>(D) || (isa<CallBase>(D) && !PureIntrinsic) ||
      D->mayHaveSideEffects())
    return false;
  if (const auto *L = dyn_cast<LoadInst>(D)) {
    if (!L->isSimple())
      return false;
    // Nothing in C writes memory: the load reads the same in every
    // iteration, whatever its object.
    bool CycleWrites = any_of(C->blocks(), [](const BasicBlock *B) {
      return any_of(*B, [](const Instruction &W) {
        return W.mayWriteToMemory();
      });
    });
    const Value *Obj = getUnderlyingObject(L->getPointerOperand());
    if (CycleWrites && !isIdentifiedObject(Obj))
      return false;
    // A variable whose address never escapes (loads, stores to it, the
    // gang-shared marker) is written only by stores to that address.
    const auto *AI = dyn_cast<AllocaInst>(Obj);
    bool Private =
        AI && L->getPointerOperand() == AI &&
        all_of(AI->uses(), [&](const Use &U) {
          const auto *Usr = U.getUser();
          if (isa<LoadInst>(Usr) || isCallTo(Usr, GangSharedName) ||
              (isa<IntrinsicInst>(Usr) &&
               cast<IntrinsicInst>(Usr)->isLifetimeStartOrEnd()))
            return true;
          const auto *St = dyn_cast<StoreInst>(Usr);
          return St && U.getOperandNo() == St->getPointerOperandIndex();
        });
    for (const BasicBlock *B : C->blocks())
      for (const Instruction &W : *B) {
        if (!W.mayWriteToMemory())
          continue;
        const auto *St = dyn_cast<StoreInst>(&W);
        if (Private) {
          if (St && St->getPointerOperand() == AI)
            return false;
          continue;
        }
        if (!St)
          return false;
        const Value *StObj = getUnderlyingObject(St->getPointerOperand());
        if (StObj == Obj || !isIdentifiedObject(StObj))
          return false;
      }
  } else if (D->mayReadOrWriteMemory()) {
    return false;
  }
  for (const Value *Op : D->operands())
    if (const auto *OpI = dyn_cast<Instruction>(Op);
        OpI && !isInvariantInCycle(OpI, C, Depth + 1))
      return false;
  return true;
}

/// The fixpoint over the divergent values of one function.
class ShapeSolver {
public:
  /// \p MayProve: whether uniform results may be proved uniform (the caller
  /// then re-runs UniformityInfo); never those in \p KeepDivergent.
  ShapeSolver(Function &F, DominatorTree &DT, CycleInfo &CI,
              UniformityInfo &UI, ShapeInfo &SI, unsigned LaneCount,
              const SmallPtrSetImpl<const Value *> &KeepDivergent,
              bool MayProve)
      : F(F), DT(DT), CI(CI), UI(UI), SI(SI), DL(F.getDataLayout()),
        LaneCount(LaneCount), KeepDivergent(KeepDivergent),
        MayProve(MayProve) {
    PDT.recalculate(F);
  }
  void run();
  /// Divergent (per UniformityInfo) instructions with a uniform shape.
  SmallVector<const Instruction *, 4> ProvedUniform;
  bool addUndefJoinPhis(SmallPtrSetImpl<const Value *> &Divergent);

private:
  Function &F;
  DominatorTree &DT;
  CycleInfo &CI;
  UniformityInfo &UI;
  ShapeInfo &SI;
  const DataLayout &DL;
  unsigned LaneCount; // W, or a bound on it (scalable gangs); 0 if unknown
  const SmallPtrSetImpl<const Value *> &KeepDivergent;
  bool MayProve;
  PostDominatorTree PDT;
  SmallVector<BasicBlock *, 8> DivBlocks;
  /// Per divergent branch block X: the blocks reachable from each successor
  /// without passing X or its immediate post-dominator.
  DenseMap<const BasicBlock *, std::pair<DenseSet<const BasicBlock *>,
                                         DenseSet<const BasicBlock *>>>
      Reach;
  DenseMap<const Instruction *, bool> CtrlDivergent;

  DenseMap<const Value *, unsigned> UniformTZCache;

  void fixpoint(ArrayRef<Instruction *> Divergent);
  Shape transfer(const Instruction &I);
  Shape opShape(const Value *V);
  unsigned uniformTZ(const Value *V);
  bool isNonNegativeInAllLanes(const Value *V, unsigned Depth);
  bool bitsDisjointInAllLanes(const Value *X, const Value *Y);
  unsigned carryFreeBits(const Shape &S);
  Shape andConstant(const Shape &S, uint64_t M, unsigned Bits);
  Shape shiftRight(const Shape &S, unsigned C, bool Arith, unsigned Bits);
  bool isUniformOrderedCompare(const ICmpInst &Cmp);
  bool isJoinOfDivergentBranch(const BasicBlock *B);
  bool isTemporallyDivergent(const Instruction &I);
  bool isControlDivergent(const Instruction &I);
};

bool ShapeSolver::isJoinOfDivergentBranch(const BasicBlock *B) {
  for (BasicBlock *X : DivBlocks) {
    const BasicBlock *Y = nullptr;
    if (auto *N = PDT.getNode(X); N && N->getIDom())
      Y = N->getIDom()->getBlock();
    if (B == Y)
      return true;
    auto It = Reach.find(X);
    if (It == Reach.end()) {
      auto Collect = [&](const BasicBlock *S) {
        DenseSet<const BasicBlock *> Seen;
        SmallVector<const BasicBlock *, 16> Work{S};
        Seen.insert(S);
        while (!Work.empty()) {
          const BasicBlock *Cur = Work.pop_back_val();
          if (Cur == X || Cur == Y)
            continue;
          for (const BasicBlock *Succ : successors(Cur))
            if (Seen.insert(Succ).second)
              Work.push_back(Succ);
        }
        return Seen;
      };
      auto *Term = X->getTerminator();
      It = Reach
               .try_emplace(X, Collect(Term->getSuccessor(0)),
                            Collect(Term->getSuccessor(
                                Term->getNumSuccessors() > 1 ? 1 : 0)))
               .first;
    }
    if (It->second.first.count(B) && It->second.second.count(B))
      return true;
  }
  return false;
}

/// A use in I of a value defined in a cycle that does not contain I, where
/// the cycle has a divergent exit: lanes left it in different iterations.
bool ShapeSolver::isTemporallyDivergent(const Instruction &I) {
  const BasicBlock *B = I.getParent();
  for (const Use &U : I.operands()) {
    const auto *D = dyn_cast<Instruction>(U.get());
    if (!D)
      continue;
    for (const Cycle *C = CI.getCycle(D->getParent()); C && !C->contains(B);
         C = C->getParentCycle()) {
      SmallVector<BasicBlock *, 4> Exiting;
      C->getExitingBlocks(Exiting);
      for (BasicBlock *E : Exiting)
        if (SI.hasDivergentBranch(E) && !isInvariantInCycle(D, C))
          return true;
    }
  }
  return false;
}

bool ShapeSolver::isControlDivergent(const Instruction &I) {
  auto It = CtrlDivergent.find(&I);
  if (It != CtrlDivergent.end())
    return It->second;
  // A phi with one value on every edge is that value (it dominates the
  // join), whichever path each lane took.
  const auto *Phi = dyn_cast<PHINode>(&I);
  bool R = isTemporallyDivergent(I) ||
           (Phi && !Phi->hasConstantValue() &&
            isJoinOfDivergentBranch(I.getParent()));
  CtrlDivergent[&I] = R;
  return R;
}

/// True if \p V is non-negative in every lane: ValueTracking for uniform
/// values (it sees the foreach counter `phi [0, base + W nsw]`),
/// lane.index, and nsw arithmetic on non-negative operands.
bool ShapeSolver::isNonNegativeInAllLanes(const Value *V, unsigned Depth) {
  if (isCallTo(V, LaneIndexName))
    return true;
  if (Depth > 6)
    return false;
  if (SI.isUniform(V))
    return isKnownNonNegative(V, SimplifyQuery(DL, &DT));
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return false;
  auto NonNeg = [&](unsigned K) {
    return isNonNegativeInAllLanes(I->getOperand(K), Depth + 1);
  };
  switch (I->getOpcode()) {
  case Instruction::Add:
  case Instruction::Mul:
    return I->hasNoSignedWrap() && NonNeg(0) && NonNeg(1);
  case Instruction::Shl:
    return I->hasNoSignedWrap() && NonNeg(0);
  case Instruction::Or:
  case Instruction::SExt:
    return NonNeg(0) && (I->getOpcode() != Instruction::Or || NonNeg(1));
  case Instruction::ZExt:
    return true;
  default:
    return false;
  }
}

/// Known trailing zero bits of a value UniformityInfo calls uniform (LLVM's
/// known bits; pointers get their known alignment). KnownZeroBase if zero.
unsigned ShapeSolver::uniformTZ(const Value *V) {
  Type *T = V->getType();
  if (!T->isIntegerTy() && !T->isPointerTy())
    return 0;
  auto [It, New] = UniformTZCache.try_emplace(V, 0);
  if (!New)
    return It->second;
  KnownBits KB = computeKnownBits(V, DL, nullptr, nullptr, &DT);
  unsigned TZ = KB.isZero() ? Shape::KnownZeroBase : KB.countMinTrailingZeros();
  return UniformTZCache[V] = TZ;
}

/// The shape of an operand: the recorded one, or uniform with the known
/// alignment of the value.
Shape ShapeSolver::opShape(const Value *V) {
  if (const Shape *S = SI.lookup(V))
    return *S;
  return Shape::uniform().withBaseTZ(uniformTZ(V));
}

/// True if in every lane the set bits of \p X and \p Y are disjoint, so
/// that X | Y == X + Y without carries: every lane of one is a multiple of
/// 2^t and every lane of the other is below 2^t.
bool ShapeSolver::bitsDisjointInAllLanes(const Value *X, const Value *Y) {
  for (int Swap = 0; Swap < 2; ++Swap, std::swap(X, Y)) {
    unsigned T = opShape(X).laneTZ();
    if (T == 0)
      continue;
    if (T >= X->getType()->getScalarSizeInBits())
      return true; // X is 0 in every lane
    if (!SI.lookup(Y)) { // uniform: its known bits bound it
      if (computeKnownBits(Y, DL, nullptr, nullptr, &DT).countMaxActiveBits() <=
          T)
        return true;
      continue;
    }
    // Lanes k·s of an affine value with base 0 stay below (W-1)·s + 1.
    Shape SY = opShape(Y);
    if (LaneCount && SY.isStrided() && SY.Stride > 0 &&
        SY.BaseTZ == Shape::KnownZeroBase && T < 63 &&
        uint64_t(SY.Stride) <= (uint64_t(1) << T) / LaneCount &&
        uint64_t(LaneCount - 1) * uint64_t(SY.Stride) < (uint64_t(1) << T))
      return true;
  }
  return false;
}

/// For an affine \p S = b + s·lane with s > 0: the number k of low bits that
/// s·lane needs in every lane (s·(W-1) < 2^k), if b's low k bits are known
/// zero, so that every lane is b | s·lane (no carries, no wrap); else 0.
/// Needs W.
unsigned ShapeSolver::carryFreeBits(const Shape &S) {
  if (!LaneCount || !S.isStrided() || S.Stride <= 0)
    return 0;
  uint64_t Span;
  if (__builtin_mul_overflow(uint64_t(S.Stride), uint64_t(LaneCount - 1),
                             &Span))
    return 0;
  unsigned K = Span ? 64 - countl_zero(Span) : 0;
  return K > 0 && K <= S.BaseTZ ? K : 0;
}

/// `x & M` for an affine x = b | s·lane (carry-free, carryFreeBits): the low
/// k bits of M all set keep s·lane (affine, base b & M), all clear drop it
/// (uniform b & M). soa<N> data's `e & (N-1)` with e = 16·i + programIndex
/// at W ≤ N is the first case.
Shape ShapeSolver::andConstant(const Shape &S, uint64_t M, unsigned Bits) {
  unsigned K = carryFreeBits(S);
  if (!K || K >= Bits)
    return Shape::varying();
  uint64_t Low = M & ((uint64_t(1) << K) - 1);
  // b & M keeps b's known zeros and gains M's.
  unsigned TZ = std::max<unsigned>(S.BaseTZ, M ? countr_zero(M) : 64);
  if (S.BaseTZ < 64 && (M >> S.BaseTZ) == 0)
    TZ = Shape::KnownZeroBase; // M has no bit where b may have one
  if (Low == 0)
    return Shape::uniform().withBaseTZ(TZ);
  if (Low != (uint64_t(1) << K) - 1)
    return Shape::varying();
  // (b & M) | s·lane: disjoint bits, so neither kind of wrap.
  return Shape::affine(S.Stride, true, true).withBaseTZ(TZ);
}

/// `x >> C` (logical or arithmetic) for an affine x = b + s·lane: uniform
/// b >> C when s·lane fits below bit C without carries (soa<N>'s block
/// index `e >> log2 N`); affine b/2^C + (s/2^C)·lane when every lane's low
/// C bits are zero and x does not wrap (`(4·i) >> 2`); else varying.
Shape ShapeSolver::shiftRight(const Shape &S, unsigned C, bool Arith,
                              unsigned Bits) {
  if (!S.isStrided())
    return Shape::varying();
  auto Shifted = [&](unsigned TZ) {
    return TZ >= Shape::KnownZeroBase ? Shape::KnownZeroBase
                                      : (TZ > C ? TZ - C : 0);
  };
  unsigned K = carryFreeBits(S);
  if (K && K <= C && K < Bits)
    return Shape::uniform().withBaseTZ(Shifted(S.BaseTZ));
  if (S.BaseTZ >= C && unsigned(countr_zero(uint64_t(S.Stride))) >= C &&
      (Arith ? S.NoSignedWrap : S.NoUnsignedWrap)) {
    Shape R =
        Shape::affine(S.Stride >> C, S.NoSignedWrap && Arith, S.NoUnsignedWrap)
            .withBaseTZ(Shifted(S.BaseTZ));
    // lshr of a no-unsigned-wrap value is below 2^(n-C): no signed wrap.
    if (!Arith && C > 0)
      R.NoSignedWrap = true;
    return R;
  }
  return Shape::varying();
}

/// An affine value x = b + s·lane (s > 0 a power of two, no wrap) against a
/// uniform bound y: `x < y` splits the gang only if y - b lies in
/// (0, (W-1)·s]. If W·s divides both b and y it cannot, so the compare is
/// uniform. (`x <= y` splits when y == b, so only < and >= with x on the
/// left qualify; a negative stride splits at y == b too.)
bool ShapeSolver::isUniformOrderedCompare(const ICmpInst &Cmp) {
  if (LaneCount < 2 || !isPowerOf2_32(LaneCount) || Cmp.isEquality())
    return false;
  const Value *X = Cmp.getOperand(0), *Y = Cmp.getOperand(1);
  CmpInst::Predicate P = Cmp.getPredicate();
  if (opShape(X).isUniform()) {
    std::swap(X, Y);
    P = CmpInst::getSwappedPredicate(P);
  }
  Shape SX = opShape(X), SY = opShape(Y);
  if (!SY.isUniform() || !SX.isStrided() || SX.Stride <= 0 ||
      !isPowerOf2_64(uint64_t(SX.Stride)) || !X->getType()->isIntegerTy())
    return false;
  bool Signed = P == CmpInst::ICMP_SLT || P == CmpInst::ICMP_SGE;
  bool Unsigned = P == CmpInst::ICMP_ULT || P == CmpInst::ICMP_UGE;
  if (!(Signed && SX.NoSignedWrap) && !(Unsigned && SX.NoUnsignedWrap))
    return false;
  unsigned Need = Log2_32(LaneCount) + Log2_64(uint64_t(SX.Stride));
  return SX.BaseTZ >= Need && SY.BaseTZ >= Need;
}

/// Shape of a divergent (per UniformityInfo) instruction from its operands.
Shape ShapeSolver::transfer(const Instruction &I) {
  if (isCallTo(&I, LaneIndexName))
    return Shape::affine(1, true, true).withBaseTZ(Shape::KnownZeroBase);
  if (isControlDivergent(I))
    return Shape::varying();

  auto Op = [&](unsigned K) { return opShape(I.getOperand(K)); };
  auto ConstOp = [&](unsigned K) -> std::optional<int64_t> {
    if (const auto *C = dyn_cast<ConstantInt>(I.getOperand(K)))
      if (C->getBitWidth() <= 64)
        return C->getSExtValue();
    return std::nullopt;
  };
  for (const Use &U : I.operands())
    if (SI.getShape(U.get()).isUndef() && !isa<PHINode>(I))
      return Shape::undef();

  switch (I.getOpcode()) {
  case Instruction::PHI: {
    const auto &Phi = cast<PHINode>(I);
    Shape S = Shape::undef();
    for (const Value *In : Phi.incoming_values())
      S = Shape::join(S, opShape(In));
    return S;
  }
  case Instruction::Select: {
    if (!Op(0).isUniform())
      return Shape::varying();
    return Shape::join(Op(1), Op(2));
  }
  case Instruction::Add: {
    Shape S = Shape::add(Op(0), Op(1));
    S.NoSignedWrap &= I.hasNoSignedWrap();
    bool NUW = I.hasNoUnsignedWrap();
    // Two exact operands below 2^(n-1) in every lane (non-negative as
    // signed values) cannot carry out of n bits: `(unsigned)i + 1` of a
    // foreach index is nuw, flag or not, so its zext stays affine.
    if (!NUW && !S.Varying) {
      auto Exact = [](const Shape &X) {
        return X.NoSignedWrap || X.NoUnsignedWrap;
      };
      NUW = Exact(Op(0)) && Exact(Op(1)) &&
            isNonNegativeInAllLanes(I.getOperand(0), 0) &&
            isNonNegativeInAllLanes(I.getOperand(1), 0);
    }
    S.NoUnsignedWrap &= NUW;
    return S;
  }
  case Instruction::Sub: {
    Shape S = Shape::sub(Op(0), Op(1));
    S.NoSignedWrap &= I.hasNoSignedWrap();
    S.NoUnsignedWrap = false;
    return S;
  }
  case Instruction::Or:
    // Disjoint bits: x | y == x + y in every lane, exactly (no carries, so
    // neither signed nor unsigned wrap beyond the operands' own).
    if (cast<PossiblyDisjointInst>(I).isDisjoint() ||
        bitsDisjointInAllLanes(I.getOperand(0), I.getOperand(1)))
      return Shape::add(Op(0), Op(1));
    return Shape::varying();
  case Instruction::Mul: {
    Shape S = Shape::varying();
    bool NSW = I.hasNoSignedWrap();
    for (unsigned K = 0; K < 2; ++K) {
      if (auto C = ConstOp(K)) {
        S = Shape::scale(Op(1 - K), *C);
        // x * -1 (ISPC's `(unsigned)i * 0xffffffff`) cannot wrap when every
        // lane's x is a non-negative nsw value, flag or not.
        if (!NSW && *C >= -1 && *C <= 1 && S.NoSignedWrap &&
            isNonNegativeInAllLanes(I.getOperand(1 - K), 0))
          NSW = true;
        break;
      }
      // A uniform, non-constant factor: a symbolic stride. Only with nsw,
      // so that sext(x * u) == sext(x) * sext(u) for the GEP index.
      if (Op(K).isUniform() && I.hasNoSignedWrap()) {
        S = Shape::scaleBy(Op(1 - K), I.getOperand(K),
                           Op(K).BaseTZ);
        break;
      }
    }
    S.NoSignedWrap &= NSW;
    S.NoUnsignedWrap &= I.hasNoUnsignedWrap();
    return S;
  }
  case Instruction::Shl: {
    auto C = ConstOp(1);
    if (!C || *C < 0 || *C >= 63 ||
        *C >= (int64_t)I.getType()->getScalarSizeInBits())
      return Shape::varying();
    Shape S = Shape::scale(Op(0), int64_t(1) << *C);
    S.NoSignedWrap &= I.hasNoSignedWrap();
    S.NoUnsignedWrap &= I.hasNoUnsignedWrap();
    return S;
  }
  case Instruction::And: {
    unsigned Bits = I.getType()->getScalarSizeInBits();
    for (unsigned K = 0; K < 2; ++K)
      if (const auto *C = dyn_cast<ConstantInt>(I.getOperand(K));
          C && Bits <= 64)
        return andConstant(Op(1 - K), C->getZExtValue(), Bits);
    return Shape::varying();
  }
  case Instruction::LShr:
  case Instruction::AShr: {
    unsigned Bits = I.getType()->getScalarSizeInBits();
    auto C = ConstOp(1);
    if (!C || *C < 0 || *C >= int64_t(Bits) || Bits > 64)
      return Shape::varying();
    return shiftRight(Op(0), unsigned(*C), I.getOpcode() == Instruction::AShr,
                      Bits);
  }
  case Instruction::SExt: {
    Shape S = Op(0);
    if (S.Varying || !S.NoSignedWrap)
      return Shape::varying();
    S.NoUnsignedWrap = false;
    return S;
  }
  case Instruction::ZExt: {
    // Sound with nuw; or, with nsw, when every lane's operand is
    // non-negative (`zext nneg`, or proved), since zext is then sext.
    Shape S = Op(0);
    if (S.Varying)
      return Shape::varying();
    if (S.NoSignedWrap && (cast<PossiblyNonNegInst>(I).hasNonNeg() ||
                           isNonNegativeInAllLanes(I.getOperand(0), 0))) {
      S.NoUnsignedWrap = !S.Sym;
      return S;
    }
    if (!S.NoUnsignedWrap || S.Sym)
      return Shape::varying();
    return Shape::affine(S.Stride, false, true).withBaseTZ(S.BaseTZ);
  }
  case Instruction::Trunc: {
    Shape S = Op(0);
    if (S.Varying || S.Sym)
      return Shape::varying();
    unsigned Bits = I.getType()->getScalarSizeInBits();
    int64_t Stride = S.Stride;
    if (Bits < 64) // the stride of the truncated value, sign-extended
      Stride = SignExtend64(uint64_t(Stride), Bits);
    return Shape::affine(Stride, false, false).withBaseTZ(S.BaseTZ);
  }
  case Instruction::GetElementPtr: {
    const auto &GEP = cast<GetElementPtrInst>(I);
    Shape Acc = opShape(GEP.getPointerOperand());
    if (Acc.Varying)
      return Acc;
    unsigned IdxBits = DL.getIndexTypeSizeInBits(GEP.getType());
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      if (StructType *ST = GTI.getStructTypeOrNull()) {
        // A field offset only changes the base's alignment.
        uint64_t Off = DL.getStructLayout(ST)->getElementOffset(
            cast<ConstantInt>(GTI.getOperand())->getZExtValue());
        Acc = Shape::add(Acc, Shape::uniform().withBaseTZ(
                                  Off ? countr_zero(Off) : Shape::KnownZeroBase));
        continue;
      }
      Shape IS = opShape(GTI.getOperand());
      if (IS.Varying)
        return Shape::varying();
      if (!IS.isUniform() &&
          GTI.getOperand()->getType()->getScalarSizeInBits() < IdxBits &&
          !IS.NoSignedWrap)
        return Shape::varying(); // implicit sext of a wrapping index
      TypeSize Size = GTI.getSequentialElementStride(DL);
      if (Size.isScalable()) {
        if (!IS.isUniform())
          return Shape::varying();
        Acc = Shape::add(Acc, Shape::uniform());
        continue;
      }
      Acc = Shape::add(Acc, Shape::scale(IS, (int64_t)Size.getFixedValue()));
      if (Acc.Varying)
        return Acc;
    }
    Acc.NoSignedWrap = Acc.NoUnsignedWrap = Acc.isUniform();
    return Acc;
  }
  case Instruction::ICmp: {
    // b1 + k·s == b2 + k·s  ⇔  b1 == b2 (also modulo 2^n): uniform.
    Shape A = Op(0), B = Op(1);
    if (cast<ICmpInst>(I).isEquality() && !A.Varying && !B.Varying && A == B)
      return Shape::uniform();
    if (isUniformOrderedCompare(cast<ICmpInst>(I)))
      return Shape::uniform();
    return Shape::varying();
  }
  case Instruction::BitCast:
  case Instruction::Freeze:
    return Op(0);
  default:
    return Shape::varying();
  }
}

/// Instructions whose lane-0 clone (materializeBase) computes the value of
/// every lane when their shape is uniform, so they can be made uniform.
bool canProveUniform(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::Shl:
  case Instruction::Or:
  case Instruction::And:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::SExt:
  case Instruction::ZExt:
  case Instruction::Trunc:
  case Instruction::GetElementPtr:
  case Instruction::ICmp:
  case Instruction::Select:
  case Instruction::BitCast:
  case Instruction::Freeze:
    return true;
  case Instruction::PHI:
    // One value on every edge (an LCSSA phi of a loop-invariant value):
    // the phi is that value, whatever path a lane took.
    return cast<PHINode>(I).hasConstantValue() != nullptr;
  default:
    return false;
  }
}

void ShapeSolver::run() {
  for (Argument &A : F.args())
    if (UI.isDivergent(&A))
      SI.setShape(&A, Shape::varying());

  ReversePostOrderTraversal<Function *> RPOT(&F);
  SmallVector<Instruction *, 64> Divergent;
  for (BasicBlock *BB : RPOT) {
    if (UI.hasDivergentTerminator(*BB) &&
        (isa<BranchInst>(BB->getTerminator()) ||
         isa<SwitchInst>(BB->getTerminator()))) {
      SI.setDivergentBranch(BB);
      DivBlocks.push_back(BB);
    }
    for (Instruction &I : *BB)
      if (!I.getType()->isVoidTy() && UI.isDivergent(&I)) {
        SI.setShape(&I, Shape::undef());
        Divergent.push_back(&I);
      }
  }
  // Optimistic fixpoint from undef, in reverse post-order. Every transfer
  // function is monotone and the lattice has height 3, so it terminates.
  // Uniform results that cannot be proved uniform (canProveUniform: a phi
  // merging different values, a load) stay varying for UniformityInfo, so
  // whatever the fixpoint derived from them is re-derived with them varying
  // (in an irreducible cycle UniformityInfo keeps the header phis of a
  // uniform counter divergent: `g - 1` must not be uniform then, it would
  // have no lane-0 base to be computed from).
  for (bool Demoted = true; Demoted;) {
    fixpoint(Divergent);
    Demoted = false;
    for (Instruction *I : Divergent) {
      Shape S = SI.getShape(I);
      if (S.isUndef() ||
          (S.isUniform() && (!MayProve || KeepDivergent.count(I) ||
                             !canProveUniform(*I)))) {
        SI.setShape(I, Shape::varying());
        Demoted = true;
      }
    }
  }
  for (Instruction *I : Divergent) {
    Shape S = SI.getShape(I);
    // Uniform results for values UniformityInfo calls divergent
    // (`x - programIndex`, `i == j` with equal strides) are proved uniform:
    // computeShapes() re-runs UniformityInfo with them as uniform. Until
    // then stay conservative.
    if (S.isUniform()) {
      ProvedUniform.push_back(I);
      SI.setShape(I, Shape::varying());
    }
  }
  // Unreachable blocks: everything varying (never widened, only printed).
  for (BasicBlock &BB : F)
    if (!DT.isReachableFromEntry(&BB))
      for (Instruction &I : BB)
        if (!I.getType()->isVoidTy())
          SI.setShape(&I, Shape::varying());
}

/// Adds to \p Divergent the phis that UniformityInfo calls uniform at a
/// join of a divergent branch because every incoming value but one is undef
/// or poison (GenericUniformityImpl's taintAndPushPhiNodes skips
/// "constant or undef" phis). Per lane such a phi is right to be the one
/// value, but the linearized code runs both sides of the branch and a
/// uniform phi keeps the last edge's value: `int x; if (c) x = a[u]; else
/// ...; if (c) out[i] = x;` stored undef in the lanes that set x
/// (tests/e2e/undef_join_phis.spmd). As a varying phi it is blended by lane
/// (a blend with poison lanes, DARM's joins, folds to the value; one with
/// undef lanes stays a select). Returns true if it added any.
bool ShapeSolver::addUndefJoinPhis(SmallPtrSetImpl<const Value *> &Divergent) {
  bool Added = false;
  for (BasicBlock &BB : F) {
    if (!DT.isReachableFromEntry(&BB))
      continue;
    for (PHINode &PN : BB.phis())
      if (!UI.isDivergent(&PN) && !PN.hasConstantValue() &&
          PN.hasConstantOrUndefValue() && !Divergent.count(&PN) &&
          isJoinOfDivergentBranch(&BB))
        Added |= Divergent.insert(&PN).second;
  }
  return Added;
}

void ShapeSolver::fixpoint(ArrayRef<Instruction *> Divergent) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Instruction *I : Divergent) {
      Shape Old = SI.getShape(I);
      Shape T = transfer(*I);
      // A base with at least as many known zero bits as the type is zero.
      if (I->getType()->isIntegerTy() &&
          T.BaseTZ >= I->getType()->getIntegerBitWidth())
        T.BaseTZ = Shape::KnownZeroBase;
      Shape New = Shape::join(Old, T);
      if (New != Old || New.NoSignedWrap != Old.NoSignedWrap ||
          New.NoUnsignedWrap != Old.NoUnsignedWrap ||
          New.BaseTZ != Old.BaseTZ) {
        SI.setShape(I, New);
        Changed = true;
      }
    }
  }
}

/// Adds to \p Divergent the uniform (per \p UI) phis in the exit blocks of
/// cycles with a divergent exiting branch that merge different values, some
/// arriving from inside the cycle. Returns true if it added any.
bool addMissedExitPhis(const CycleInfo &CI, UniformityInfo &UI,
                       SmallPtrSetImpl<const Value *> &Divergent) {
  bool Added = false;
  for (const Cycle *Top : CI.toplevel_cycles())
    for (const Cycle *C : depth_first(Top)) {
      SmallVector<BasicBlock *, 4> Exiting, Exits;
      C->getExitingBlocks(Exiting);
      if (none_of(Exiting,
                  [&](BasicBlock *E) { return UI.hasDivergentTerminator(*E); }))
        continue;
      C->getExitBlocks(Exits);
      for (BasicBlock *E : Exits)
        for (PHINode &PN : E->phis()) {
          // `phi [%v, %exiting1], [undef, %exiting2]` too: UniformityInfo
          // skips it as it does at joins (addUndefJoinPhis).
          if (UI.isDivergent(&PN) || PN.hasConstantValue() ||
              none_of(PN.blocks(),
                      [&](BasicBlock *B) { return C->contains(B); }))
            continue;
          Added |= Divergent.insert(&PN).second;
        }
    }
  return Added;
}

} // namespace

ShapeInfo computeShapes(Function &F, DominatorTree &DT, CycleInfo &CI,
                        const GangWidth &GW) {
  if (F.isDeclaration())
    return ShapeInfo();
  // Every rule that reads W uses it as a bound (s·(W-1) < 2^k) or through
  // divisibility by W·s, both sound for a power-of-two W at most MaxLanes.
  unsigned LaneCount = GW.MaxLanes;
  const DataLayout &DL = F.getDataLayout();
  // Instructions the affine layer proved uniform; each round re-runs
  // UniformityInfo with them as AlwaysUniform, so their uses (branches,
  // phis) become uniform too. A few rounds reach the fixpoint in practice;
  // the last one keeps whatever is left conservatively varying.
  SmallPtrSet<const Value *, 8> Uniform;
  // Phis UniformityInfo calls uniform although lanes reach them in different
  // iterations of a cycle with a divergent exit: it only taints exit phis
  // that use a value defined in the cycle, not `phi [true, %exiting1],
  // [false, %exiting2]` (the Flow blocks of spmd-reconverge make these);
  // and phis of one value and undef at joins of divergent branches
  // (addUndefJoinPhis). The set only grows, so adding to it may take rounds
  // past the last proving one.
  SmallPtrSet<const Value *, 8> Divergent;
  // Round counts the rounds since the proofs were last dropped: a phi made
  // divergent may be the operand of a value proved uniform while it was
  // uniform (`x - (i >> 14)`, x the phi of a uniform load and undef: both
  // operands uniform in round 0), which would stay AlwaysUniform with a
  // varying operand and no lane-0 base (spmd-widen: "no base for an operand of a uniform
  // instruction"; lit shapes/undef-join-phi-stale-proof.spmd). So a round
  // that adds divergent phis drops every proof and proving starts again:
  // the divergent set is bounded and only grows, so this still terminates.
  for (unsigned Round = 0;; ++Round) {
    // UniformityInfo::compute() is not usable outside libLLVM (its
    // implementation class is incomplete in the headers), so run LLVM's
    // analysis through a private analysis manager whose TTI is the SPMD one.
    FunctionAnalysisManager FAM;
    FAM.registerPass([&] {
      return TargetIRAnalysis(
          [&](const Function &) {
            return makeSpmdTTI(DL, &Uniform, &Divergent);
          });
    });
    FAM.registerPass([] { return DominatorTreeAnalysis(); });
    FAM.registerPass([] { return CycleAnalysis(); });
    FAM.registerPass([] { return PassInstrumentationAnalysis(); });
    UniformityInfo UI = UniformityInfoAnalysis().run(F, FAM);
    ShapeInfo SI;
    // The last round proves nothing more: a value proved then would be
    // varying for UniformityInfo but uniform for what was derived from it.
    ShapeSolver Solver(F, DT, CI, UI, SI, LaneCount, Divergent,
                       /*MayProve=*/Round < 5);
    Solver.run();
    bool Grew = false;
    for (const Instruction *I : Solver.ProvedUniform)
      Grew |= Uniform.insert(I).second;
    // Divergent phis are needed for correctness: a round that adds one is
    // always followed by another (the set is bounded by the phis).
    bool GrewDivergent = addMissedExitPhis(CI, UI, Divergent);
    GrewDivergent |= Solver.addUndefJoinPhis(Divergent);
    if ((!Grew || Round >= 5) && !GrewDivergent)
      return SI;
    if (GrewDivergent) {
      Uniform.clear();
      Round = -1u; // the next round is round 0 again
    }
  }
}

void ShapeStats::add(const ShapeStats &O) {
  Uniform += O.Uniform;
  Affine += O.Affine;
  Symbolic += O.Symbolic;
  Varying += O.Varying;
  UniformBranches += O.UniformBranches;
  DivergentBranches += O.DivergentBranches;
}

ShapeStats countShapes(const Function &F, const ShapeInfo &SI) {
  ShapeStats St;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      if (const auto *Br = dyn_cast<BranchInst>(&I);
          Br && Br->isConditional())
        ++(SI.hasDivergentBranch(&BB) ? St.DivergentBranches
                                      : St.UniformBranches);
      if (I.getType()->isVoidTy())
        continue;
      Shape S = SI.getShape(&I);
      ++(S.isUniform()    ? St.Uniform
         : S.isStrided()  ? St.Affine
         : S.isSymbolic() ? St.Symbolic
                          : St.Varying);
    }
  return St;
}

ShapeInfo computeShapes(Function &F, const GangWidth &GW) {
  DominatorTree DT(F);
  CycleInfo CI;
  CI.compute(F);
  return computeShapes(F, DT, CI, GW);
}

ShapeInfo ShapeAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &CI = FAM.getResult<CycleAnalysis>(F);
  return computeShapes(F, DT, CI);
}

Value *materializeBase(Value *V, const ShapeInfo &SI,
                       DenseMap<Value *, Value *> &Cache) {
  Shape S = SI.getShape(V);
  if (S.isUniform())
    return V;
  if (S.Varying)
    return nullptr;
  if (isCallTo(V, LaneIndexName))
    return ConstantInt::get(V->getType(), 0);
  auto It = Cache.find(V);
  if (It != Cache.end())
    return It->second;
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return nullptr;
  if (auto *Phi = dyn_cast<PHINode>(I)) {
    // Cached before its operands, so that cycles through the phi end here.
    PHINode *Clone = PHINode::Create(Phi->getType(), Phi->getNumIncomingValues(),
                                     Phi->getName() + ".base");
    Clone->insertBefore(Phi->getIterator());
    Cache[V] = Clone;
    for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
      Value *B = materializeBase(Phi->getIncomingValue(K), SI, Cache);
      if (!B)
        B = PoisonValue::get(Phi->getType()); // cannot happen for affine phis
      Clone->addIncoming(B, Phi->getIncomingBlock(K));
    }
    return Clone;
  }
  SmallVector<Value *, 4> Ops;
  for (Value *Op : I->operands()) {
    Value *B = materializeBase(Op, SI, Cache);
    if (!B)
      return nullptr;
    Ops.push_back(B);
  }
  Instruction *Clone = I->clone();
  for (unsigned K = 0; K < Ops.size(); ++K)
    Clone->setOperand(K, Ops[K]);
  Clone->dropPoisonGeneratingFlags();
  if (I->hasName())
    Clone->setName(I->getName() + ".base");
  Clone->insertAfter(I->getIterator());
  Cache[V] = Clone;
  return Clone;
}

} // namespace spmdc
