//===- Widen.cpp - Mask lowering and widening -----------------------------===//
//
// See Widen.h for the design (masks, deferral to rejoin blocks, blends,
// widening by shape). The Widener runs in phases over the unchanged CFG:
//   1. arrival-mask phis and block masks m(B) for every block;
//   2. empty vector phis for the divergent phis;
//   3. widening of the other instructions in reverse post-order;
//   4. divergent branches → `br any(edge mask)`, edge masks, deferrals;
//   5. incoming values of the arrival-mask and vector phis;
//   6. pending masks (SSAUpdater) per rejoin block;
//   7. blends of the divergent phis in rejoin blocks;
//   8. debug records moved to the vectors (DebugRecords.h), guards of
//      uniform stores, removal of the scalar divergent code.
// The CFG's edges never change before phase 8, so dominance and SSA of the
// scalar program carry over to the vector program.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/Widen.h"
#include "vectorizer/Passes.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdIRVerifier.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/AllOnBlocks.h"
#include "vectorizer/wfv/DebugRecords.h"
#include "vectorizer/wfv/Instrument.h"
#include "vectorizer/wfv/IsReconverging.h"
#include "vectorizer/wfv/MaskedVariants.h"
#include "vectorizer/wfv/Reconverge.h"
#include "vectorizer/wfv/WidenSupport.h"
#include "vectorizer/wfv/WidenerImpl.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

using namespace llvm;

namespace spmdc {

namespace widen_detail {

/// The vector of \p V before \p InsertBefore: its widened value if it is
/// divergent, else a splat (cached per block).
Value *Widener::getVec(Value *V, Instruction *InsertBefore) {
  if (auto *C = dyn_cast<Constant>(V))
    return GW.splat(C);
  if (SI.isDivergent(V)) {
    if (Value *R = Vec.lookup(V))
      return R;
    internalError("no vector for a divergent value");
    return PoisonValue::get(vecTy(V->getType()));
  }
  auto Key = std::make_pair(V, InsertBefore->getParent());
  if (Value *R = Splats.lookup(Key))
    return R;
  IRBuilder<> B(InsertBefore);
  Value *R = GW.splat(B, V, V->getName());
  Splats[Key] = R;
  return R;
}

/// Phase 1: an arrival-mask phi in every block but the entry, and m(B).
void Widener::createMasks() {
  for (BasicBlock *X : RPO)
    if (SI.hasDivergentBranch(X))
      if (BasicBlock *P = getRejoinSuccessor(X, PDT)) {
        RejoinOf[X] = P;
        RejoinBlocks.insert(P);
      }
  for (BasicBlock *BB : RPO) {
    // Before the mask instructions go in front of them.
    CallInst *Begin = unmaskedBeginAt(*BB), *End = unmaskedEndAt(*BB);
    if (BB == &F.getEntryBlock()) {
      BlockMask[BB] = EntryMask ? EntryMask : ones();
    } else {
      PHINode *A = PHINode::Create(MaskTy, pred_size(BB), "arrive");
      A->insertBefore(BB->begin());
      Arrival[BB] = A;
      if (isAllOn(BB)) {
        BlockMask[BB] = ones();
      } else if (RejoinBlocks.count(BB)) {
        // arrival | pend_BB; the pending operand is set in phase 6.
        auto *M =
            BinaryOperator::CreateOr(A, PoisonValue::get(MaskTy), "mask");
        M->insertBefore(BB->getFirstNonPHIIt());
        MaskWithPending[BB] = M;
        BlockMask[BB] = M;
      } else {
        BlockMask[BB] = A;
      }
    }
    // Unmasked regions (analysis/UnmaskedRegions.h): every lane on from the
    // begin block, the begin block's own mask again from the end block
    // (which the begin block dominates, so it is visited first in RPO).
    // Lanes deferred inside the region rejoin inside it or at its end.
    if (Begin) {
      OuterMask[Begin] = BlockMask[BB];
      BlockMask[BB] = ones();
    } else if (End) {
      Value *Outer = OuterMask.lookup(End->getArgOperand(0));
      if (!Outer)
        internalError("an unmasked region's end is not after its begin");
      else if (!isAllOn(BB))
        BlockMask[BB] = Outer;
    }
  }
}

/// Phase 2: empty vector phis, so that loops can refer to them.
void Widener::createVectorPhis() {
  for (BasicBlock *BB : RPO)
    for (PHINode &Phi : BB->phis()) {
      if (!SI.isDivergent(&Phi))
        continue;
      PHINode *VP = PHINode::Create(vecTy(Phi.getType()),
                                    Phi.getNumIncomingValues());
      VP->insertBefore(Phi.getIterator());
      Vec[&Phi] = VP;
      VecPhis.push_back({&Phi, VP});
      ToErase.push_back(&Phi);
    }
}

Value *Widener::widenCall(CallInst &CI, IRBuilder<> &B) {
  if (isCallTo(&CI, LaneIndexName))
    return GW.laneIndex(B, CI.getType());
  Intrinsic::ID ID = CI.getIntrinsicID();
  SmallVector<Value *, 4> Args;
  for (unsigned K = 0; K < CI.arg_size(); ++K) {
    Value *A = CI.getArgOperand(K);
    Args.push_back(isVectorIntrinsicWithScalarOpAtArg(ID, K, nullptr)
                       ? A
                       : getVec(A, &CI));
  }
  SmallVector<Type *, 4> Tys;
  if (isVectorIntrinsicWithOverloadTypeAtArg(ID, -1, nullptr))
    Tys.push_back(vecTy(CI.getType()));
  for (unsigned K = 0; K < Args.size(); ++K)
    if (isVectorIntrinsicWithOverloadTypeAtArg(ID, K, nullptr))
      Tys.push_back(Args[K]->getType());
  Function *Decl = Intrinsic::getOrInsertDeclaration(F.getParent(), ID, Tys);
  CallInst *New = B.CreateCall(Decl, Args);
  if (isa<FPMathOperator>(New))
    New->copyFastMathFlags(&CI);
  return New;
}

/// A call of a masked function becomes a call of its widened shell under
/// m(B) (and the lane mask operand, `true` unless the caller passes one);
/// uniform parameters stay scalars (the first active lane's value where the
/// analysis sees the argument as varying). A uniform or void result
/// replaces the call; a varying one is the call's vector.
void Widener::widenMaskedCall(CallInst &CI, Function &Shell) {
  IRBuilder<> B(&CI);
  Value *M = mask(CI.getParent());
  Value *LaneMask = CI.getArgOperand(0);
  auto *C = dyn_cast<Constant>(LaneMask);
  Value *CallMask = C && C->isOneValue()
                        ? M
                        : B.CreateSelect(M, getVec(LaneMask, &CI), zeros());
  SmallVector<Value *, 8> Args{CallMask};
  for (unsigned K = 1; K < CI.arg_size(); ++K) {
    Value *A = CI.getArgOperand(K);
    if (Shell.getFunctionType()->getParamType(K)->isVectorTy()) {
      Args.push_back(getVec(A, &CI));
    } else if (SI.isDivergent(A)) {
      // A uniform argument the analysis could not prove uniform (it is
      // uniform in the source; scalar CSE can make a use after a divergent
      // loop read the loop's own copy of the value): take the first active
      // lane's value, as cross-lane operands do.
      Args.push_back(B.CreateExtractElement(getVec(A, &CI),
                                            firstActiveLane(M, B)));
    } else {
      Args.push_back(A);
    }
  }
  CallInst *New = B.CreateCall(&Shell, Args);
  New->setDebugLoc(CI.getDebugLoc());
  if (New->getType()->isVectorTy()) {
    Vec[&CI] = New;
  } else {
    if (!CI.getType()->isVoidTy())
      CI.replaceAllUsesWith(New);
    New->takeName(&CI);
  }
  ToErase.push_back(&CI);
}

/// Masked functions: placeholders for the vectors of the varying parameters
/// (the shell's own parameters replace them in moveIntoShell), the mask
/// parameter's as the entry mask.
void Widener::seedMaskedParameters() {
  // After an unmasked region's begin when it starts the entry block (the
  // body of an `unmasked` function that stayed a call, e.g. a recursive
  // one): createMasks finds the marker at the head of its block.
  BasicBlock::iterator At = F.getEntryBlock().getFirstInsertionPt();
  if (isUnmaskedMarker(&*At))
    ++At;
  IRBuilder<> B(&*At);
  Out->ArgVectors.assign(F.arg_size(), nullptr);
  for (Argument &A : F.args()) {
    if (!SI.isDivergent(&A))
      continue;
    // A call, not a constant expression: it must survive until
    // moveIntoShell even when nothing uses it.
    Value *P = B.CreateCall(variantMarker(*F.getParent(), VariantParamName,
                                          vecTy(A.getType())),
                            {}, A.getName() + ".vec");
    Vec[&A] = P;
    Out->ArgVectors[A.getArgNo()] = P;
  }
  EntryMask = Vec.lookup(F.getArg(0));
  if (!EntryMask)
    internalError("the mask parameter of a masked function is uniform");
}

/// Phase 3: the vector counterpart of one non-phi, non-terminator
/// instruction (uniform instructions stay as they are).
void Widener::widenInstruction(Instruction &I) {
  // First: their result may be uniform with varying operands, and
  // packed.store returns void.
  if (auto *CI = dyn_cast<CallInst>(&I))
    if (auto Op = getCrossLaneOp(*CI))
      return widenCrossLane(*CI, *Op);
  if (isInstrumentCall(I))
    return widenInstrument(cast<CallInst>(I));
  if (isUnmaskedMarker(&I)) // createMasks used them; finish() deletes them
    return;
  if (auto *CI = dyn_cast<CallInst>(&I))
    if (Function *Callee = CI->getCalledFunction(); Callee && Shells)
      if (Function *Shell = Shells->lookup(Callee))
        return widenMaskedCall(*CI, *Shell);
  if (auto *L = dyn_cast<LoadInst>(&I))
    return widenLoad(*L);
  if (auto *S = dyn_cast<StoreInst>(&I))
    return widenStore(*S);
  if (auto *II = dyn_cast<IntrinsicInst>(&I))
    if (II->getIntrinsicID() == Intrinsic::assume &&
        SI.isDivergent(II->getArgOperand(0))) {
      ToErase.push_back(II);
      return;
    }
  if (I.getType()->isVoidTy())
    return;
  if (!SI.isDivergent(&I)) {
    // Proved uniform although some operands are divergent (ShapeAnalysis:
    // `x - programIndex`, `i == j` with equal strides): lane 0's operands
    // give every lane's value (modulo 2^n, so without poison flags: lane 0
    // may be inactive and its operands may have wrapped).
    for (Use &U : I.operands())
      if (SI.isDivergent(U.get())) {
        I.dropPoisonGeneratingFlags();
        Value *Base = materializeBase(U.get(), SI, BaseCache);
        if (!Base) {
          internalError("no base for an operand of a uniform instruction");
          return;
        }
        U.set(Base);
      }
    return;
  }

  IRBuilder<> B(&I);
  BasicBlock *BB = I.getParent();
  Value *New = nullptr;
  if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
    Value *L = getVec(BO->getOperand(0), &I);
    Value *R = getVec(BO->getOperand(1), &I);
    // No trap in inactive lanes; a constant divisor other than 0 (and -1
    // for the signed operations: INT_MIN / -1) cannot trap in any lane,
    // and keeping it constant keeps LLVM's multiply-and-shift lowering.
    auto *CD = dyn_cast<ConstantInt>(BO->getOperand(1));
    bool SafeDivisor = CD && !CD->isZero() &&
                       (!CD->isMinusOne() ||
                        BO->getOpcode() == Instruction::UDiv ||
                        BO->getOpcode() == Instruction::URem);
    if (BO->isIntDivRem() && !isAllOn(BB) && !SafeDivisor)
      R = B.CreateSelect(mask(BB), R, ConstantInt::get(R->getType(), 1));
    New = B.CreateBinOp(BO->getOpcode(), L, R);
  } else if (auto *UO = dyn_cast<UnaryOperator>(&I)) {
    New = B.CreateUnOp(UO->getOpcode(), getVec(UO->getOperand(0), &I));
  } else if (auto *Cmp = dyn_cast<CmpInst>(&I)) {
    New = laneRangeMask(B, *Cmp);
    if (!New)
      New = B.CreateCmp(Cmp->getPredicate(), getVec(Cmp->getOperand(0), &I),
                        getVec(Cmp->getOperand(1), &I));
  } else if (auto *Sel = dyn_cast<SelectInst>(&I)) {
    Value *C = Sel->getCondition();
    New = B.CreateSelect(SI.isDivergent(C) ? getVec(C, &I) : C,
                         getVec(Sel->getTrueValue(), &I),
                         getVec(Sel->getFalseValue(), &I));
  } else if (auto *Cast = dyn_cast<CastInst>(&I)) {
    New = B.CreateCast(Cast->getOpcode(), getVec(Cast->getOperand(0), &I),
                       vecTy(Cast->getType()));
  } else if (auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
    Value *Ptr = GEP->getPointerOperand();
    if (SI.isDivergent(Ptr))
      Ptr = getVec(Ptr, &I);
    SmallVector<Value *, 4> Idx;
    for (Value *Ix : GEP->indices())
      Idx.push_back(SI.isDivergent(Ix) ? getVec(Ix, &I) : Ix);
    New = B.CreateGEP(GEP->getSourceElementType(), Ptr, Idx, "",
                      GEP->getNoWrapFlags());
    // A GEP whose operands are all uniform except a vector-typed one folds
    // to a vector GEP; make sure it is one.
    if (!New->getType()->isVectorTy())
      New = GW.splat(B, New);
  } else if (auto *Fr = dyn_cast<FreezeInst>(&I)) {
    New = B.CreateFreeze(getVec(Fr->getOperand(0), &I));
  } else if (auto *CI = dyn_cast<CallInst>(&I)) {
    New = widenCall(*CI, B);
  } else {
    internalError("unexpected divergent instruction");
    return;
  }
  if (auto *NI = dyn_cast<Instruction>(New))
    if (NI != &I && !isa<CallInst>(NI) && NI->getOpcode() == I.getOpcode())
      NI->copyIRFlags(&I);
  Vec[&I] = New;
  ToErase.push_back(&I);
}

/// On a scalable gang, `icmp slt (add nsw u, programIndex), h` with u and
/// h uniform (a foreach's lane guard) as one `whilelo`:
/// llvm.get.active.lane.mask sets lane j when u + j < h, unsigned and in
/// infinite precision; flipping the sign bit of both operands maps the
/// signed order onto the unsigned one, and nsw rules out the wrap-around
/// the vector add would have. Null when \p Cmp is not of that form.
Value *Widener::laneRangeMask(IRBuilder<> &B, CmpInst &Cmp) {
  using namespace PatternMatch;
  if (!GW.isScalable())
    return nullptr;
  CmpInst::Predicate P = Cmp.getPredicate();
  Value *L = Cmp.getOperand(0), *H = Cmp.getOperand(1);
  if (P == CmpInst::ICMP_SGT) {
    std::swap(L, H);
    P = CmpInst::ICMP_SLT;
  }
  Value *U, *Lane;
  if (P != CmpInst::ICMP_SLT || SI.isDivergent(H) ||
      !match(L, m_NSWAdd(m_Value(U), m_Value(Lane))))
    return nullptr;
  if (!isCallTo(Lane, LaneIndexName))
    std::swap(U, Lane);
  Type *T = U->getType();
  if (!isCallTo(Lane, LaneIndexName) || SI.isDivergent(U) ||
      !(T->isIntegerTy(32) || T->isIntegerTy(64)))
    return nullptr;
  Constant *Sign =
      ConstantInt::get(T, APInt::getSignMask(T->getIntegerBitWidth()));
  return B.CreateIntrinsic(Intrinsic::get_active_lane_mask,
                           {GW.maskTy(B.getContext()), T},
                           {B.CreateXor(U, Sign), B.CreateXor(H, Sign)});
}

/// The block's execution counted with the lanes its mask has on (W where
/// the block is known to run all-on): the real mask, after reconvergence.
void Widener::widenInstrument(CallInst &CI) {
  IRBuilder<> B(&CI);
  BasicBlock *BB = CI.getParent();
  Value *Active;
  if (isAllOn(BB)) {
    Active = GW.count(B, B.getInt64Ty());
  } else if (GW.isScalable()) {
    // No bitcast of a scalable mask: the sum of its lanes (`cntp`).
    Active = B.CreateZExt(
        B.CreateAddReduce(B.CreateZExt(mask(BB), GW.vecTy(B.getInt32Ty()))),
        B.getInt64Ty());
  } else {
    Value *Bits = B.CreateBitCast(mask(BB), B.getIntNTy(GW.fixedLanes()));
    Active = B.CreateZExtOrTrunc(
        B.CreateUnaryIntrinsic(Intrinsic::ctpop, Bits), B.getInt64Ty());
  }
  emitInstrumentCount(B, CI.getArgOperand(0), Active);
  ToErase.push_back(&CI);
}

namespace {
/// Largest side of a divergent branch (instructions) entered without the
/// `any` test when it has no memory access, call or loop: a mispredicted
/// skip branch costs more than running a few vector instructions with an
/// empty mask (aobench's sphere tests: `t = -B - sqrt(D)`, a compare).
cl::opt<unsigned> UnguardedSideSize(
    "spmd-unguarded-side-size", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(16),
    cl::desc("Largest side of a divergent branch (in instructions) that "
             "spmd-widen runs without a skip-if-empty test when it only "
             "computes (no memory, calls other than cheap intrinsics such as "
             "sqrt, or loops); 0: always test"));
} // namespace

} // namespace widen_detail

unsigned unguardedSideSize() { return widen_detail::UnguardedSideSize; }

/// Intrinsics that are one or a few instructions on every target (no
/// library call, no fix-up path: not sin, exp, pow, ...).
bool isCheapIntrinsic(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::sqrt:
  case Intrinsic::fabs:
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::copysign:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::smin:
  case Intrinsic::smax:
  case Intrinsic::umin:
  case Intrinsic::umax:
  case Intrinsic::abs:
  case Intrinsic::sadd_sat: // padds/paddus where the target has them,
  case Intrinsic::uadd_sat: // an add, a compare and a select elsewhere
  case Intrinsic::ssub_sat:
  case Intrinsic::usub_sat:
    return true;
  default:
    return false;
  }
}

bool computesOnly(const Instruction &I) {
  return !I.mayReadOrWriteMemory() &&
         !(isa<CallBase>(I) && !isCheapIntrinsic(I));
}

namespace widen_detail {

/// True if the side of X's divergent branch that starts at \p T and ends
/// at the rejoin block \p P can run with an empty mask: acyclic, at most
/// UnguardedSideSize instructions, none touching memory or calling more
/// than a cheap intrinsic (isCheapIntrinsic; the
/// widened instructions are there already; the scalar ones still waiting
/// for removal count too, so the measure is conservative).
bool Widener::isCheapPureSide(BasicBlock *T, BasicBlock *P,
                              const DenseMap<BasicBlock *, unsigned> &Order) {
  if (!UnguardedSideSize || T == P)
    return false;
  SmallVector<BasicBlock *, 8> Work{T};
  SmallPtrSet<BasicBlock *, 8> Seen{T};
  unsigned Size = 0;
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    for (Instruction &I : *B) {
      if (isa<PHINode>(I) || I.isTerminator())
        continue;
      // A uniform division may trap where no lane would have run it (the
      // vector ones divide inactive lanes by 1).
      if (!computesOnly(I) ||
          (I.isIntDivRem() && !I.getType()->isVectorTy()) ||
          ++Size > UnguardedSideSize)
        return false;
    }
    for (BasicBlock *S : successors(B)) {
      if (S == P)
        continue;
      // Only forward edges (reverse post-order): no loop inside the side.
      if (Order.lookup(S) <= Order.lookup(B) || Seen.size() >= 8)
        return false;
      if (Seen.insert(S).second)
        Work.push_back(S);
    }
  }
  return true;
}

/// Phase 4: divergent branches become `br any(m & c'), T, P`; records the
/// edge masks and the deferred lanes. A small side that only computes is
/// entered unconditionally (its lanes are blended at P all the same).
void Widener::lowerBranches() {
  DenseMap<BasicBlock *, unsigned> Order;
  for (BasicBlock *B : RPO)
    Order[B] = Order.size() + 1;
  for (BasicBlock *X : RPO) {
    Instruction *Term = X->getTerminator();
    Value *M = mask(X);
    auto *Br = dyn_cast<BranchInst>(Term);
    if (!Br || !Br->isConditional() || !SI.hasDivergentBranch(X)) {
      for (BasicBlock *S : successors(X))
        EdgeMask[{X, S}] = M;
      continue;
    }
    BasicBlock *S0 = Br->getSuccessor(0), *S1 = Br->getSuccessor(1);
    if (S0 == S1) { // keep both edges (S0's phis have two entries for X)
      EdgeMask[{X, S0}] = M;
      Br->setCondition(ConstantInt::getTrue(Ctx));
      continue;
    }
    BasicBlock *P = RejoinOf.lookup(X);
    BasicBlock *T = P == S0 ? S1 : S0;
    IRBuilder<> B(Term);
    Value *C = getVec(Br->getCondition(), Term);
    Value *NotC = B.CreateNot(C, "not");
    Value *ToT = T == S0 ? C : NotC, *ToP = T == S0 ? NotC : C;
    // A logical and: inactive lanes of C may be poison, the mask never is.
    auto And = [&](Value *V, const char *Name) {
      return M == ones() ? V : B.CreateSelect(M, V, zeros(), Name);
    };
    Value *MT = And(ToT, "take");
    Value *MP = And(ToP, "defer");
    Value *Any = isCheapPureSide(T, P, Order)
                     ? static_cast<Value *>(ConstantInt::getTrue(Ctx))
                     : B.CreateOrReduce(MT);
    BranchInst::Create(T, P, Any, Term->getIterator())
        ->setDebugLoc(Term->getDebugLoc());
    Term->eraseFromParent();
    EdgeMask[{X, T}] = MT;
    EdgeMask[{X, P}] = zeros();
    Deferrals.push_back({X, P, MP});
  }
}

/// Phase 5: incoming values of the arrival masks and the vector phis.
void Widener::fillPhis() {
  for (BasicBlock *BB : RPO) {
    PHINode *A = Arrival.lookup(BB);
    if (!A)
      continue;
    for (BasicBlock *P : predecessors(BB)) {
      Value *EM = EdgeMask.lookup({P, BB});
      if (!EM) {
        internalError("missing edge mask");
        EM = zeros();
      }
      A->addIncoming(EM, P);
    }
  }
  for (auto [Phi, VP] : VecPhis)
    for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
      BasicBlock *In = Phi->getIncomingBlock(K);
      VP->addIncoming(getVec(Phi->getIncomingValue(K), In->getTerminator()),
                      In);
    }
}

/// Phase 6: pend_P = 0 at entry, pend_P | deferred at each deferring block,
/// 0 again once P has consumed it; m(P) = arrival | pend_P on entry.
void Widener::buildPendingMasks() {
  BasicBlock *Entry = &F.getEntryBlock();
  for (BasicBlock *P : RejoinBlocks) {
    SSAUpdater U;
    U.Initialize(MaskTy, "pend");
    SmallVector<std::pair<BinaryOperator *, BasicBlock *>, 4> Defs;
    bool EntryDefers = false;
    for (const Deferral &D : Deferrals) {
      if (D.P != P)
        continue;
      auto *Or = BinaryOperator::CreateOr(PoisonValue::get(MaskTy), D.Mask,
                                          "pend");
      Or->insertBefore(D.X->getTerminator()->getIterator());
      U.AddAvailableValue(D.X, Or);
      Defs.push_back({Or, D.X});
      EntryDefers |= D.X == Entry;
    }
    if (!EntryDefers)
      U.AddAvailableValue(Entry, zeros());
    U.AddAvailableValue(P, zeros());
    for (auto [Or, X] : Defs)
      Or->setOperand(0, X == Entry ? zeros() : U.GetValueInMiddleOfBlock(X));
    if (BinaryOperator *M = MaskWithPending.lookup(P))
      M->setOperand(1, U.GetValueInMiddleOfBlock(P));
  }
}

/// True if the pending values of P's phis may be poison past P (phase 7).
///
/// pv_phi decides phi' = select(arrival, vector phi, pv_phi) only on lanes
/// outside m(P): a lane in m(P) arrived (and takes the vector phi) or was
/// deferred since P last ran (and takes what its deferral set; pv_phi
/// restarts at P as pend_P does). Carrying phi' around a loop therefore
/// only keeps, in the lanes outside m(P), their value from an earlier run
/// of P. No lane reads those, so the carry can end at P (poison), when
///  (a) the function has no unmasked region (the lanes that are off run
///      one, with "the values they had", docs/spmd-ir.md),
///  (b) every cycle through P is a natural loop (LoopInfo sees it and the
///      function is in LCSSA form for it), and
///  (c) no lane reads another lane's value whatever its mask
///      (readsInactiveLanes: `rotate(x, 1)` in a loop reads the x of a
///      neighbour that left the loop, its last value as in ISPC).
/// Proof under (a)-(c): a lane reads phi' only while it is active. A lane
/// l active at a use of phi' (a phi's use counts at the end of its
/// incoming block) passed P last at a run of P with l in m(P), since P
/// dominates the use. Had the gang run P again since then without l, l
/// was waiting at a rejoin block R (the only way a lane still on its way
/// is off) while the gang went around a loop L through P (R = P would put
/// l in m(P)). If R is outside L, l left L on its deferring edge X -> R
/// and never comes back (back in L, it would pass the header, which
/// dominates P, and P again before the use); so the use is outside L, an
/// LCSSA phi of R, whose pending value took phi' on l at X (a use inside
/// L, shown by the next case). If R is inside L, the gang went from X
/// around L to P before R: it re-entered L, a cycle through R, by another
/// entry than R, which isReconverging excludes (IsReconverging.h), or R is
/// L's header and l passes P again before the use. So l was in m(P) at
/// the last run of P before the use: it reads the blend's arrival or
/// pending lanes, never the carried ones -- the argument every value
/// computed in P (recomputed on all lanes each time P runs) relies on.
///
/// (b) holds for spmd-reconverge's output: it makes every cycle a natural
/// loop in LCSSA form (Reconverge.h), also where the CFG reconverges
/// already. It is checked still for IR given to spmd-widen without it: an
/// irreducible cycle (a goto into a loop) has no LCSSA phis, a lane that
/// left it reads the cycle's values after it directly, after the gang ran
/// P again without it, and the carried pv_phi is what keeps the lane's own
/// phi' there (lit widen/pending-value-reset.ll, second run line; the
/// cycle's other values are wrong there, session 25's bug).
static bool pendingEndsAtRejoin(const BasicBlock *P, const CycleInfo &CI,
                                bool HasUnmaskedRegion,
                                bool ReadsInactiveLanes) {
  if (HasUnmaskedRegion || ReadsInactiveLanes)
    return false;
  for (const Cycle *C = CI.getCycle(P); C; C = C->getParentCycle())
    if (!C->isReducible())
      return false;
  return true;
}

/// Whether a lane of \p F may read another lane's value whatever that
/// lane's mask: `rotate`, `shift`, `shuffle`, `extract`/`broadcast`,
/// `insert` (docs/stdlib.md: as in ISPC, an inactive lane's value is the
/// one it last had), or a call that may do so (a callee left as a call,
/// `print`, an indirect call). LLVM intrinsics and the other `spmd.*`
/// operations read active lanes only.
static bool readsInactiveLanes(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      if (std::optional<CrossLaneOp> Op = getCrossLaneOp(*CB)) {
        switch (*Op) {
        case CrossLaneOp::Extract:
        case CrossLaneOp::Insert:
        case CrossLaneOp::Rotate:
        case CrossLaneOp::Shift:
        case CrossLaneOp::Shuffle:
        case CrossLaneOp::Shuffle2:
          return true;
        default:
          continue;
        }
      }
      const Function *Callee = CB->getCalledFunction();
      if (!Callee || !(Callee->isIntrinsic() ||
                       Callee->getName().starts_with("spmd.")))
        return true;
    }
  return false;
}

/// Phase 7: blends of the divergent phis in rejoin blocks.
void Widener::buildBlends() {
  BasicBlock *Entry = &F.getEntryBlock();
  CycleInfo CI; // phase 4 kept every edge, so the cycles are the input's
  CI.compute(F);
  bool CrossReads = readsInactiveLanes(F);
  for (auto [Phi, VP] : VecPhis) {
    BasicBlock *P = Phi->getParent();
    if (!RejoinBlocks.count(P))
      continue;
    Value *Undef = PoisonValue::get(VP->getType());
    // Poison on every deferring edge (DARM's `phi [v, poison]` of a value
    // leaving a guarded run): the deferred lanes never read the value, so
    // pv_phi is poison wherever it is defined, and the blend is the vector
    // phi itself. Built as below, pv_phi in a loop is carried from one
    // iteration to the next through a phi LLVM cannot fold (the blend
    // reads it): a register or a stack slot per iteration, and a select
    // (probe s6's fractal_d on avx2: 0.54x melded; docs/darm-history.md,
    // "Guarded runs in loops").
    if (all_of(Deferrals, [&](const Deferral &D) {
          return D.P != P ||
                 isa<PoisonValue>(Phi->getIncomingValueForBlock(D.X));
        }))
      continue;
    SSAUpdater U;
    U.Initialize(VP->getType(), "pv");
    SmallVector<std::pair<SelectInst *, BasicBlock *>, 4> Defs;
    bool EntryDefers = false;
    for (const Deferral &D : Deferrals) {
      if (D.P != P)
        continue;
      Instruction *Term = D.X->getTerminator();
      Value *In = getVec(Phi->getIncomingValueForBlock(D.X), Term);
      auto *Sel = SelectInst::Create(D.Mask, In, Undef,
                                     Phi->getName() + ".pend",
                                     Term->getIterator());
      U.AddAvailableValue(D.X, Sel);
      Defs.push_back({Sel, D.X});
      EntryDefers |= D.X == Entry;
    }
    if (!EntryDefers)
      U.AddAvailableValue(Entry, Undef);
    auto *Blend = SelectInst::Create(Arrival.lookup(P), VP, Undef,
                                     Phi->getName() + ".blend",
                                     P->getFirstNonPHIIt());
    VP->replaceUsesWithIf(Blend, [&](Use &Us) { return Us.getUser() != Blend; });
    Vec[Phi] = Blend;
    // A deferral's mask is the branch condition itself when its block is
    // all-on (lowerBranches' And), so it may be this vector phi: the
    // `.pend` selects of later phis must test the blend, as the branch
    // does, not the phi, whose deferred lanes are stale (difftest 2551
    // kernel 103: an `a || b` condition in an all-on fast path).
    for (Deferral &D : Deferrals)
      if (D.Mask == VP)
        D.Mask = Blend;
    // Past P, pv_phi is poison where pendingEndsAtRejoin says no lane reads
    // it: else a loop phi per blend would carry it around a loop through P
    // (typed_filter's switch: five <16 x i1> masks live across the loop
    // body, spilled on avx512; docs/darm-history.md, session 24).
    U.AddAvailableValue(P, pendingEndsAtRejoin(P, CI, !OuterMask.empty(),
                                               CrossReads)
                               ? Undef
                               : static_cast<Value *>(Blend));
    for (auto [Sel, X] : Defs)
      Sel->setOperand(2, X == Entry ? Undef : U.GetValueInMiddleOfBlock(X));
    Blend->setOperand(2, U.GetValueInMiddleOfBlock(P));
  }
}

/// Phase 8: debug records onto the vectors, guarded uniform stores, names,
/// removal of the scalar code.
void Widener::finish() {
  DebugRecordWidener(F, GW, SI, DebugInMemory).run(Vec, BlockMask);
  for (auto [S, M] : GuardedStores) {
    IRBuilder<> B(S);
    Value *Any = B.CreateOrReduce(M);
    Instruction *ThenTerm = SplitBlockAndInsertIfThen(Any, S, false);
    ThenTerm->getParent()->setName("store.any");
    ThenTerm->getSuccessor(0)->setName("store.cont");
    S->moveBefore(ThenTerm->getIterator());
  }
  insertStrideChecks();
  for (auto [Phi, VP] : VecPhis)
    VP->takeName(Phi);
  SmallPtrSet<Instruction *, 32> Dead(ToErase.begin(), ToErase.end());
  for (Instruction *I : ToErase) {
    for (User *U : I->users())
      if (auto *UI = dyn_cast<Instruction>(U); UI && !Dead.count(UI))
        internalError("a scalar divergent value is still used");
    if (Value *V = Vec.lookup(I))
      if (I->hasName() && !isa<Constant>(V) && !V->hasName())
        V->takeName(I);
  }
  for (Instruction *I : ToErase)
    I->replaceAllUsesWith(PoisonValue::get(I->getType()));
  for (Instruction *I : ToErase)
    I->eraseFromParent();
  // Vectors nobody needed (e.g. the vector form of a contiguous address).
  for (bool Erased = true; Erased;) {
    Erased = false;
    for (BasicBlock &BB : F)
      for (Instruction &I : make_early_inc_range(reverse(BB)))
        if (isInstructionTriviallyDead(&I)) {
          I.eraseFromParent();
          Erased = true;
        }
  }
  eraseUnmaskedMarkers(F);
  F.addFnAttr(WidenedAttrName);
}

bool Widener::run() {
  // Only blocks no path reaches: LLVM's removeUnreachableBlocks would also
  // turn a store through a null pointer (a volatile gang-memory store that
  // survived the scalar cleanup, `*((int *)NULL) = 0;` in a case no lane
  // takes) into `unreachable`, leaving a divergent branch into a block
  // that never rejoins after spmd-reconverge made the CFG reconverging.
  bool Changed = EliminateUnreachableBlocks(F);
  // Each unmasked region's markers start their blocks (createMasks).
  Changed |= splitAtUnmaskedMarkers(F);
  if (std::string Why = checkUnmaskedRegions(F); !Why.empty()) {
    Ctx.diagnose(DiagnosticInfoUnsupported(F, "spmd-widen: " + Why));
    return Changed;
  }
  SI = computeShapes(F, GW);
  std::string Why;
  if (!isReconverging(F, SI, &Why)) {
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, "spmd-widen: the CFG is not reconverging (run spmd-reconverge "
           "first): " + Why));
    return Changed;
  }
  if (!checkWidenable(F, SI))
    return Changed;
  if (GW.isScalable())
    findBoundedContiguous(); // before anything changes: it reruns shapes

  DT.recalculate(F);
  PDT.recalculate(F);
  bool Masked = isMaskedFunction(F);
  if (Masked) {
    if (!Out) {
      internalError("a masked function widened without its shell");
      return Changed;
    }
    seedMaskedParameters(); // no block is known to be all-on
  } else {
    AllOn = computeAllOnBlocks(F, SI, DT, PDT, GW);
  }
  ReversePostOrderTraversal<Function *> RPOT(&F);
  RPO.assign(RPOT.begin(), RPOT.end());

  createMasks();
  createVectorPhis();
  for (BasicBlock *BB : RPO)
    for (Instruction &I : make_early_inc_range(*BB))
      if (!isa<PHINode>(I) && !I.isTerminator())
        widenInstruction(I);
  lowerBranches();
  fillPhis();
  buildPendingMasks();
  buildBlends();
  if (Masked)
    for (BasicBlock &BB : F)
      if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
        if (Value *RV = Ret->getReturnValue();
            RV && !F.getAttributes().hasRetAttr(UniformAttrName)) {
          // moveIntoShell returns the vector from the shell; the marker
          // call keeps it alive until then. The shell returns a vector
          // whenever the result is not declared uniform, also when this
          // value happens to be the same in every lane (`return 0;`).
          Value *V = getVec(RV, Ret);
          Out->RetVector = CallInst::Create(
              variantMarker(*F.getParent(), VariantReturnName, V->getType()),
              {V}, "", Ret->getIterator());
          Ret->setOperand(0, PoisonValue::get(RV->getType()));
        }
  finish();
  if (Out)
    Out->Done = !InternalError;
  return true;
}

} // namespace widen_detail

bool widenFunction(Function &F, const GangWidth &GW,
                   OptimizationRemarkEmitter *ORE, const ShellMap *Shells,
                   MaskedWidening *Out, bool DebugInMemory) {
  if (!isGangEntryFunction(F) || F.hasFnAttribute(WidenedAttrName) ||
      !GW.isKnown())
    return false;
  return widen_detail::Widener(F, GW, ORE, Shells, Out, DebugInMemory).run();
}

} // namespace spmdc
