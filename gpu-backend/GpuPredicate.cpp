//===- GpuPredicate.cpp - `unmasked` regions on a wave --------------------===//
//
// \file
// See GpuPredicate.h. The mask rules are the widener's (wfv/Widen.h,
// Karrenberg & Hack CGO 2011; Moll & Hack PLDI 2018) with one lane per
// thread: masks are i1 values and "any lane" is a wave vote.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuPredicate.h"
#include "vectorizer/Passes.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/wfv/AllOnBlocks.h"
#include "vectorizer/wfv/IsReconverging.h"
#include "vectorizer/wfv/Reconverge.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace spmdc {
namespace {

// For tests: predicate every kernel, with or without `unmasked` regions and
// whether or not the gang is provably converged at them, so that the
// predication can be checked on every end-to-end kernel (with
// --spmd-gpu-predicate-on-cpu) and compiled for every GPU.
cl::opt<bool> ForcePredicate(
    "spmd-gpu-force-predicate", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(false),
    cl::desc("Software-predicate every kernel (export or task function)"));

// For tests: run the predication in the CPU pipeline (after
// spmd-lane-count), with the wave votes as SPMD `any` calls. After it every
// branch of a predicated kernel is uniform except the per-lane guards, so
// the CPU widener executes the predicated kernel as a wave would -- its exec
// mask at each point is the set of threads the GPU would have there -- and
// the end-to-end hosts check the results
// (tests/lit/gpu/unmasked-wave-sim.test).
cl::opt<bool> PredicateOnCpu(
    "spmd-gpu-predicate-on-cpu", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(false),
    cl::desc("Software-predicate CPU kernels with 'unmasked' regions as on "
             "a GPU (a host simulation of the predicated wave)"));

bool isKernel(const Function &F) {
  StringRef K = F.getFnAttribute("spmd.kind").getValueAsString();
  return K == "export" || K == "task";
}

/// True if every lane of the gang runs \p BB whenever it runs: no divergent
/// branch that can reach it is left without passing it.
bool gangConvergedAt(BasicBlock *BB, const ShapeInfo &SI,
                     const PostDominatorTree &PDT) {
  SmallVector<BasicBlock *, 16> Work(predecessors(BB));
  SmallPtrSet<BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    if (!Seen.insert(X).second)
      continue;
    if (SI.hasDivergentBranch(X) && !PDT.dominates(BB, X))
      return false;
    append_range(Work, predecessors(X));
  }
  return true;
}

/// Merges several `ret`s into one block (spmd-reconverge wants one).
void unifyReturns(Function &F) {
  SmallVector<ReturnInst *, 4> Rets;
  for (BasicBlock &BB : F)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Rets.push_back(R);
  if (Rets.size() < 2)
    return;
  LLVMContext &C = F.getContext();
  BasicBlock *Exit = BasicBlock::Create(C, "unified.return", &F);
  PHINode *PN = nullptr;
  if (!F.getReturnType()->isVoidTy())
    PN = PHINode::Create(F.getReturnType(), Rets.size(), "ret.value", Exit);
  ReturnInst::Create(C, PN, Exit);
  for (ReturnInst *R : Rets) {
    if (PN)
      PN->addIncoming(R->getReturnValue(), R->getParent());
    BranchInst::Create(Exit, R->getParent());
    R->eraseFromParent();
  }
}

/// LCSSA for every loop: values leaving a loop go through exit-block phis,
/// which the blends below treat as the rejoin phis they are.
void formLCSSA(Function &F) {
  DominatorTree DT(F);
  LoopInfo LI(DT);
  for (Loop *L : LI)
    formLCSSARecursively(*L, DT, &LI, nullptr);
}

/// An instruction that must not run in a thread whose lane is logically
/// off: it touches memory, has effects, or talks to other lanes.
bool needsGuard(const Instruction &I) {
  if (isa<AllocaInst>(I) || isa<PHINode>(I) || I.isTerminator())
    return false;
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (const Function *Callee = CB->getCalledFunction()) {
      StringRef N = Callee->getName();
      // The lane's own index and the gang size are what every thread has:
      // an unmasked region reads them in lanes that were off.
      if (N == LaneIndexName || N == LaneCountName)
        return false;
    }
    if (CB->isConvergent())
      return true;
    return !(CB->doesNotAccessMemory() && CB->willReturn() && !CB->mayThrow());
  }
  return I.mayReadOrWriteMemory() || I.mayHaveSideEffects();
}

/// True if a path from \p From's successors reaches \p To without passing
/// \p Avoid.
bool reachesAvoiding(BasicBlock *From, BasicBlock *To, BasicBlock *Avoid) {
  SmallVector<BasicBlock *, 16> Work(successors(From));
  SmallPtrSet<BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    if (X == Avoid || !Seen.insert(X).second)
      continue;
    if (X == To)
      return true;
    append_range(Work, successors(X));
  }
  return false;
}

/// A whole-warp vote (or its negation): NVPTX's UniformityInfo does not
/// know that its result is the same in every thread.
bool isFullWarpVote(Value *C) {
  Value *X;
  while (match(C, m_Not(m_Value(X))))
    C = X;
  auto *II = dyn_cast<IntrinsicInst>(C);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::nvvm_vote_any_sync:
  case Intrinsic::nvvm_vote_all_sync:
  case Intrinsic::nvvm_vote_uni_sync:
    return match(II->getArgOperand(0), m_AllOnes());
  default:
    return false;
  }
}


FunctionCallee declareFullWave(Module &M) {
  FunctionCallee FC = M.getOrInsertFunction(
      GpuFullWaveName,
      FunctionType::get(Type::getVoidTy(M.getContext()), false));
  auto *Fn = cast<Function>(FC.getCallee());
  Fn->addFnAttr(Attribute::Convergent);
  Fn->addFnAttr(Attribute::NoUnwind);
  Fn->addFnAttr(Attribute::WillReturn);
  Fn->addFnAttr(Attribute::NoMerge);
  Fn->setMemoryEffects(MemoryEffects::inaccessibleMemOnly());
  return FC;
}

/// Types a cross-lane extract moves (CrossLaneOps.h suffixes).
bool broadcastable(Type *T) {
  if (T->isPointerTy())
    return T->getPointerAddressSpace() == 0;
  if (T->isIntegerTy())
    return T->getIntegerBitWidth() == 1 || T->getIntegerBitWidth() == 8 ||
           T->getIntegerBitWidth() == 16 || T->getIntegerBitWidth() == 32 ||
           T->getIntegerBitWidth() == 64;
  return T->isFloatTy() || T->isDoubleTy();
}

/// Starts each region (block) of \p Begins with the check's marker and, on
/// NVPTX, a full-warp barrier: with independent thread scheduling the
/// threads may not have met again after the last divergent branch, and the
/// region's cross-lane operations ask for the active threads.
void markFullWave(ArrayRef<BasicBlock *> Begins, Arch A) {
  if (Begins.empty())
    return;
  FunctionCallee FullWave = declareFullWave(*Begins.front()->getModule());
  for (BasicBlock *BB : Begins) {
    IRBuilder<> B(&*BB->getFirstInsertionPt());
    B.CreateCall(FullWave);
    if (A == Arch::NVPTX)
      B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {B.getInt32(-1)});
  }
}

bool isIntDivision(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::SDiv:
  case Instruction::UDiv:
  case Instruction::SRem:
  case Instruction::URem:
    return true;
  default:
    return false;
  }
}

/// The software predication of one kernel (see GpuPredicate.h).
class Predicator {
public:
  Predicator(Function &F, Arch A, unsigned W, bool OnCpu)
      : F(F), A(A), W(W), OnCpu(OnCpu), Ctx(F.getContext()),
        I1(Type::getInt1Ty(Ctx)), True(ConstantInt::getTrue(Ctx)),
        False(ConstantInt::getFalse(Ctx)) {}

  void run();

private:
  /// A wave-uniform "some lane has \p X", with the full wave voting.
  Value *anyLane(IRBuilderBase &B, Value *X);
  void collect();
  void buildMasks();
  void lowerBranches();
  void buildPending();
  void blendPhis();
  void guardBlock(BasicBlock *BB);
  void broadcastUniform(Instruction *At, Value *M, ArrayRef<Value *> Vals);

  Function &F;
  Arch A;
  unsigned W;
  bool OnCpu; ///< votes as SPMD `any`, no GPU intrinsics or markers
  LLVMContext &Ctx;
  Type *I1;
  Constant *True, *False;
  BasicBlock *Entry = nullptr;

  ShapeInfo SI; ///< shapes of the function before any change
  SmallVector<BasicBlock *, 32> Blocks; ///< the blocks before any change
  DenseMap<BasicBlock *, SmallVector<Instruction *, 16>> Body;
  DenseMap<BasicBlock *, SmallVector<PHINode *, 4>> OrigPhis;
  SmallPtrSet<const BasicBlock *, 16> AllOn;
  SmallPtrSet<BasicBlock *, 8> Begins;
  DenseMap<BasicBlock *, BasicBlock *> BeginOfEnd; ///< end block → begin block
  struct Divergence {
    BasicBlock *T, *P; ///< the other successor, the rejoin successor
    Value *Cond;       ///< true: go to T
  };
  /// In block order (collect() walks the function): buildMasks() creates
  /// each rejoin block's deferrals -- and so the `pending` ors, `.waiting`
  /// selects and phis -- in this order, which must not depend on heap
  /// addresses (a DenseMap's order does: the output varied run to run).
  MapVector<BasicBlock *, Divergence> Divergent;
  DenseMap<BasicBlock *, PHINode *> Arrival; ///< i1 phi: the edge's lanes
  DenseMap<BasicBlock *, Value *> Mask;      ///< the block's mask
  /// The mask a region's begin block would have outside the region.
  DenseMap<BasicBlock *, Value *> OuterMask;
  DenseMap<BasicBlock *, BinaryOperator *> WithPending; ///< arrival | pending
  /// Per rejoin block: (deferring block, its deferred lanes).
  MapVector<BasicBlock *, SmallVector<std::pair<BasicBlock *, Value *>, 2>>
      Deferred;
};

Value *Predicator::anyLane(IRBuilderBase &B, Value *X) {
  if (auto *C = dyn_cast<ConstantInt>(X))
    return C;
  if (OnCpu) {
    Module &M = *F.getParent();
    FunctionCallee Any = declareCrossLaneOp(M, CrossLaneOp::Any,
                                            crossLaneBaseName(CrossLaneOp::Any),
                                            FunctionType::get(I1, {I1}, false));
    return B.CreateCall(Any, {X}, "any");
  }
  if (A == Arch::AMDGCN) {
    Value *Bal = B.CreateIntrinsic(Intrinsic::amdgcn_ballot,
                                   {B.getIntNTy(W == 64 ? 64 : 32)}, {X});
    return B.CreateICmpNE(Bal, Constant::getNullValue(Bal->getType()), "any");
  }
  // Every thread of the warp is here (every branch is a vote), so the
  // member mask is the whole warp; the vote also converges it.
  return B.CreateIntrinsic(Intrinsic::nvvm_vote_any_sync, {},
                           {B.getInt32(-1), X}, nullptr, "any");
}

void Predicator::collect() {
  Entry = &F.getEntryBlock();
  SI = computeShapes(F, GangWidth::fixed(W));
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  AllOn = computeAllOnBlocks(F, SI, DT, PDT, GangWidth::fixed(W));
  for (BasicBlock &BB : F) {
    Blocks.push_back(&BB);
    for (PHINode &PN : BB.phis())
      OrigPhis[&BB].push_back(&PN);
    for (Instruction &I :
         make_range(BB.getFirstNonPHIIt(), BB.getTerminator()->getIterator()))
      if (!isUnmaskedMarker(&I))
        Body[&BB].push_back(&I);
    if (CallInst *Begin = unmaskedBeginAt(BB)) {
      Begins.insert(&BB);
      for (User *U : Begin->users())
        if (auto *End = dyn_cast<CallInst>(U))
          BeginOfEnd[End->getParent()] = &BB;
    }
    auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
    if (!Br || !Br->isConditional() || !SI.hasDivergentBranch(&BB) ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    BasicBlock *P = getRejoinSuccessor(&BB, PDT);
    assert(P && "checked by isReconverging");
    BasicBlock *T =
        Br->getSuccessor(0) == P ? Br->getSuccessor(1) : Br->getSuccessor(0);
    Divergent[&BB] = {T, P, Br->getCondition()};
  }
}

void Predicator::buildMasks() {
  for (BasicBlock *BB : Blocks)
    if (BB != Entry)
      Arrival[BB] = PHINode::Create(I1, pred_size(BB), "mask.in", BB->begin());
  for (auto &[X, D] : Divergent)
    Deferred[D.P].push_back({X, nullptr});
  // Blocks in dominator-tree order, so a region's end finds its begin's
  // mask.
  DominatorTree DT(F);
  for (auto *Node : depth_first(DT.getRootNode())) {
    BasicBlock *BB = Node->getBlock();
    Value *Own = True;
    if (BB != Entry) {
      Own = Arrival[BB];
      if (Deferred.count(BB)) {
        // arrival | pending; the pending operand is filled by
        // buildPending().
        auto *Or = BinaryOperator::CreateOr(Arrival[BB], False, "mask",
                                            BB->getFirstInsertionPt());
        WithPending[BB] = Or;
        Own = Or;
      }
    }
    // A region's end restores the mask its begin block had; the begin
    // block and everything inside run with every lane.
    Value *M = Own;
    if (auto It = BeginOfEnd.find(BB); It != BeginOfEnd.end())
      M = OuterMask.lookup(It->second);
    if (AllOn.count(BB))
      M = True;
    OuterMask[BB] = M;
    if (Begins.count(BB))
      M = True;
    Mask[BB] = M;
  }
}

void Predicator::lowerBranches() {
  for (BasicBlock *BB : Blocks) {
    Instruction *Term = BB->getTerminator();
    Value *M = Mask.lookup(BB);
    IRBuilder<> B(Term);
    auto AddEdges = [&](Value *EdgeMask) {
      for (BasicBlock *S : successors(BB))
        Arrival[S]->addIncoming(EdgeMask, BB);
    };
    auto *Br = dyn_cast<BranchInst>(Term);
    if (!Br || !Br->isConditional()) {
      AddEdges(M);
      continue;
    }
    if (auto It = Divergent.find(BB); It != Divergent.end()) {
      Divergence &D = It->second;
      Value *C = D.T == Br->getSuccessor(0) ? D.Cond : B.CreateNot(D.Cond);
      Value *ToT = B.CreateLogicalAnd(M, C, "mask.then");
      Value *ToP = B.CreateLogicalAnd(M, B.CreateNot(C), "mask.wait");
      if (Br->getSuccessor(0) != D.T)
        Br->swapSuccessors();
      Br->setCondition(anyLane(B, ToT));
      Arrival[D.T]->addIncoming(ToT, BB);
      Arrival[D.P]->addIncoming(ToP, BB);
      for (auto &Def : Deferred[D.P])
        if (Def.first == BB)
          Def.second = ToP;
      continue;
    }
    // Uniform among the lanes that are on; lanes that are off may hold
    // something else (a zero from a guard), so they do not vote.
    if (!isa<Constant>(Br->getCondition()))
      Br->setCondition(
          anyLane(B, B.CreateLogicalAnd(M, Br->getCondition(), "mask.cond")));
    AddEdges(M);
  }
}

/// The lanes deferred to each rejoin block wait in an i1 variable that
/// each deferring branch ORs into and the rejoin block reads and resets.
void Predicator::buildPending() {
  for (auto &[P, Defs] : Deferred) {
    SSAUpdater U;
    U.Initialize(I1, "pending");
    bool EntryDefers = any_of(Defs, [&](auto &D) { return D.first == Entry; });
    if (!EntryDefers)
      U.AddAvailableValue(Entry, False);
    SmallVector<std::pair<BasicBlock *, BinaryOperator *>, 4> Ors;
    for (auto &[X, Lanes] : Defs) {
      auto *Or = BinaryOperator::CreateOr(False, Lanes, "pending",
                                          X->getTerminator()->getIterator());
      U.AddAvailableValue(X, Or);
      Ors.push_back({X, Or});
    }
    U.AddAvailableValue(P, False);
    for (auto &[X, Or] : Ors)
      Or->setOperand(0, X == Entry ? False : U.GetValueInMiddleOfBlock(X));
    WithPending[P]->setOperand(1, U.GetValueInMiddleOfBlock(P));
  }
}

/// A phi of a rejoin block holds, in a lane that waited there, the value
/// it had when it was deferred (kept per phi like the pending mask); the
/// hardware phi is right only for the lanes of the edge actually taken.
void Predicator::blendPhis() {
  for (auto &[P, Defs] : Deferred) {
    SmallVector<Value *, 4> UniformBlends;
    for (PHINode *Phi : OrigPhis.lookup(P)) {
      Type *T = Phi->getType();
      Constant *Zero = Constant::getNullValue(T);
      SSAUpdater U;
      U.Initialize(T, Phi->getName().str() + ".waiting");
      bool EntryDefers =
          any_of(Defs, [&](auto &D) { return D.first == Entry; });
      if (!EntryDefers)
        U.AddAvailableValue(Entry, Zero);
      SmallVector<std::pair<BasicBlock *, SelectInst *>, 4> Sels;
      for (auto &[X, Lanes] : Defs) {
        auto *Sel = SelectInst::Create(Lanes, Phi->getIncomingValueForBlock(X),
                                       Zero, Phi->getName() + ".waiting",
                                       X->getTerminator()->getIterator());
        U.AddAvailableValue(X, Sel);
        Sels.push_back({X, Sel});
      }
      for (auto &[X, Sel] : Sels)
        Sel->setOperand(2, X == Entry ? Zero : U.GetValueInMiddleOfBlock(X));
      Value *Waiting = U.GetValueInMiddleOfBlock(P);
      auto *Blend = SelectInst::Create(Arrival[P], Phi, Waiting,
                                       Phi->getName() + ".blend",
                                       P->getFirstInsertionPt());
      // Every use, the waiting values' own included: a lane's value of the
      // phi is the blend.
      Phi->replaceUsesWithIf(Blend,
                             [&](Use &Us) { return Us.getUser() != Blend; });
      if (SI.isUniform(Phi) && broadcastable(T))
        UniformBlends.push_back(Blend);
    }
    // A uniform phi is the gang's value: every lane takes it from the first
    // lane that is at P (an `unmasked` region may run the others with it).
    broadcastUniform(WithPending[P]->getNextNode(), WithPending[P],
                     UniformBlends);
  }
}

/// Puts the instructions of \p BB from the first to the last one that
/// needs it under `if (mask)`, and keeps the divisors of lanes that are off
/// away from zero.
void Predicator::guardBlock(BasicBlock *BB) {
  Value *M = Mask.lookup(BB);
  if (M == True)
    return;
  Instruction *First = nullptr, *Last = nullptr;
  bool CrossLane = false;
  for (Instruction *I : Body.lookup(BB)) {
    if (isIntDivision(*I)) {
      Value *D = I->getOperand(1);
      auto *CD = dyn_cast<ConstantInt>(D);
      if (!CD || CD->isZero() || CD->isMinusOne()) {
        IRBuilder<> B(I);
        I->setOperand(1, B.CreateSelect(M, D, ConstantInt::get(D->getType(), 1),
                                        "divisor"));
      }
    }
    if (!needsGuard(*I))
      continue;
    if (!First)
      First = I;
    Last = I;
    if (auto *CB = dyn_cast<CallBase>(I); CB && CB->isConvergent())
      CrossLane = true;
  }
  if (!First)
    return;
  BasicBlock *Guarded =
      BB->splitBasicBlock(First->getIterator(), BB->getName() + ".on");
  BasicBlock *Cont = Guarded->splitBasicBlock(std::next(Last->getIterator()),
                                              BB->getName() + ".rejoin");
  BB->getTerminator()->eraseFromParent();
  if (CrossLane && A == Arch::NVPTX && !OnCpu)
    // The warp meets here, so the lanes entering the guard are exactly the
    // lanes of the mask (activemask inside the guard).
    IRBuilder<>(BB).CreateIntrinsic(
        Intrinsic::nvvm_bar_warp_sync, {},
        {ConstantInt::get(Type::getInt32Ty(Ctx), -1)});
  BranchInst::Create(Guarded, Cont, M, BB);
  SmallVector<Instruction *, 8> Escaping;
  for (Instruction &I : *Guarded)
    if (!I.getType()->isVoidTy() && !I.getType()->isTokenTy() &&
        any_of(I.users(), [&](User *U) {
          return cast<Instruction>(U)->getParent() != Guarded;
        }))
      Escaping.push_back(&I);
  SmallPtrSet<Instruction *, 16> Original(llvm::from_range, Body.lookup(BB));
  SmallVector<Value *, 8> Uniform;
  for (Instruction *I : Escaping) {
    // Lanes that were off see zero, never poison: they still compute and
    // vote.
    PHINode *PN =
        PHINode::Create(I->getType(), 2, I->getName() + ".on", Cont->begin());
    PN->addIncoming(I, Guarded);
    PN->addIncoming(Constant::getNullValue(I->getType()), BB);
    I->replaceUsesWithIf(PN, [&](Use &U) {
      auto *UI = cast<Instruction>(U.getUser());
      return UI != PN && UI->getParent() != Guarded;
    });
    if (Original.count(I) && SI.isUniform(I) && broadcastable(I->getType()))
      Uniform.push_back(PN);
  }
  bool CrossLaneAfter = any_of(*Cont, [](Instruction &I) {
    auto *CB = dyn_cast<CallBase>(&I);
    Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    return Callee && CB->isConvergent() &&
           Callee->getName().starts_with("spmd.");
  });
  broadcastUniform(&*Cont->getFirstInsertionPt(), M, Uniform);
  if (A == Arch::NVPTX && !OnCpu && Uniform.empty() && CrossLaneAfter)
    // Independent thread scheduling: the threads that ran the guard may not
    // have met the others yet; the cross-lane operations below read the
    // active threads.
    IRBuilder<>(&*Cont->getFirstInsertionPt())
        .CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {},
                         {ConstantInt::get(Type::getInt32Ty(Ctx), -1)});
}

/// A uniform value is the gang's, not the lane's: lanes that skipped the
/// guard get it from the first lane that ran it (an `unmasked` region after
/// the guard runs them with it).
void Predicator::broadcastUniform(Instruction *At, Value *M,
                                  ArrayRef<Value *> Vals) {
  if (Vals.empty())
    return;
  IRBuilder<> B(At);
  if (A == Arch::NVPTX && !OnCpu)
    // The threads may not have met since the last divergent branch; the
    // reduction below reads the active threads.
    B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {B.getInt32(-1)});
  Module &Mod = *F.getParent();
  Value *Lane = B.CreateCall(
      Mod.getOrInsertFunction(LaneIndexName, B.getInt32Ty()), {}, "lane");
  Value *Cand = B.CreateSelect(M, Lane, B.getInt32(-1));
  Value *FirstOn = B.CreateCall(
      declareCrossLaneOp(
          Mod, CrossLaneOp::ReduceUMin,
          std::string(crossLaneBaseName(CrossLaneOp::ReduceUMin)) + ".i32",
          FunctionType::get(B.getInt32Ty(), {B.getInt32Ty()}, false)),
      {Cand}, "first.on");
  for (Value *Val : Vals) {
    Type *T = Val->getType();
    Value *V = Val;
    if (T->isIntegerTy(1))
      V = B.CreateZExt(V, B.getInt8Ty());
    Type *VT = V->getType();
    std::string Suffix = VT->isFloatTy()    ? "f32"
                         : VT->isDoubleTy() ? "f64"
                         : VT->isPointerTy()
                             ? "p0"
                             : "i" + std::to_string(VT->getIntegerBitWidth());
    Value *All = B.CreateCall(
        declareCrossLaneOp(
            Mod, CrossLaneOp::Extract,
            std::string(crossLaneBaseName(CrossLaneOp::Extract)) + "." + Suffix,
            FunctionType::get(VT, {VT, B.getInt32Ty()}, false)),
        {V, FirstOn}, Val->getName() + ".gang");
    if (T->isIntegerTy(1))
      All = B.CreateTrunc(All, T);
    // Every use but the broadcast's own operand (or its zext).
    Val->replaceUsesWithIf(
        All, [&](Use &U) { return U.getUser() != V && U.getUser() != All; });
  }
}

void Predicator::run() {
  collect();
  buildMasks();
  lowerBranches();
  buildPending();
  blendPhis();
  eraseUnmaskedMarkers(F);
  if (OnCpu) {
    for (BasicBlock *BB : Blocks)
      guardBlock(BB);
    return;
  }
  markFullWave(SmallVector<BasicBlock *, 4>(Begins.begin(), Begins.end()), A);
  for (BasicBlock *BB : Blocks)
    guardBlock(BB);
}

} // namespace

bool isDivergentGpuBranch(UniformityInfo &UI, const BasicBlock &BB) {
  if (!UI.hasDivergentTerminator(BB))
    return false;
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  return !(Br && Br->isConditional() && isFullWarpVote(Br->getCondition()));
}

namespace {

/// Handles the regions of kernel \p F. Returns false if diagnosed.
bool lowerKernel(Function &F, Arch A, unsigned W, bool OnCpu) {
  splitAtUnmaskedMarkers(F);
  bool Converged = !ForcePredicate;
  if (Converged) {
    ShapeInfo SI = computeShapes(F, GangWidth::fixed(W));
    PostDominatorTree PDT(F);
    for (BasicBlock &BB : F)
      if (unmaskedBeginAt(BB) && !gangConvergedAt(&BB, SI, PDT))
        Converged = false;
  }
  if (Converged) {
    SmallVector<BasicBlock *, 4> Begins;
    for (BasicBlock &BB : F)
      if (unmaskedBeginAt(BB))
        Begins.push_back(&BB);
    eraseUnmaskedMarkers(F);
    if (!OnCpu)
      markFullWave(Begins, A);
    return true;
  }
  EliminateUnreachableBlocks(F);
  // An irreducible cycle (a goto into a loop) becomes a natural loop with a
  // guard header first: LCSSA then gives the values leaving it exit phis,
  // which keep each lane's value as of the moment it left (blendPhis), and
  // the all-on analysis sees the loop. (Left irreducible, the lanes that
  // had left voted with stale values to stay in the loop -- goto_stmt's
  // into_loop did not terminate -- and their results were lost.)
  makeCyclesReducible(F);
  unifyReturns(F);
  formLCSSA(F);
  reconvergeFunction(F);
  std::string Why;
  for (BasicBlock &BB : F)
    if (!isa<BranchInst>(BB.getTerminator()) &&
        !isa<ReturnInst>(BB.getTerminator()) &&
        !isa<UnreachableInst>(BB.getTerminator()))
      Why = "a terminator other than br/ret";
  if (Why.empty() &&
      !isReconverging(F, computeShapes(F, GangWidth::fixed(W)), &Why))
    Why = "its control flow could not be made reconverging (" + Why + ")";
  if (!Why.empty()) {
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "'unmasked' under varying control flow needs the kernel "
           "software-predicated on GPU targets, which failed: " +
               Why));
    return false;
  }
  splitAtUnmaskedMarkers(F);
  Predicator(F, A, W, OnCpu).run();
  return true;
}

} // namespace

bool lowerGpuUnmaskedRegions(Module &M, Arch A, unsigned WaveSize, bool OnCpu) {
  SetVector<Function *> Fns;
  if (ForcePredicate)
    for (Function &F : M)
      if (!F.isDeclaration() && isKernel(F))
        Fns.insert(&F);
  if (Function *Begin = M.getFunction(UnmaskedBeginName))
    for (User *U : Begin->users())
      if (auto *CI = dyn_cast<CallInst>(U))
        Fns.insert(CI->getFunction());
  bool Ok = true;
  for (Function *F : Fns) {
    if (isKernel(*F)) {
      Ok &= lowerKernel(*F, A, WaveSize, OnCpu);
      continue;
    }
    if (OnCpu)
      continue; // the CPU widener handles masked functions itself
    CallInst *First = nullptr;
    for (Instruction &I : instructions(*F))
      if (!First && isNamedCall(&I, UnmaskedBeginName))
        First = cast<CallInst>(&I);
    M.getContext().diagnose(DiagnosticInfoUnsupported(
        *F,
        "'unmasked' in '" + F->getName() +
            "' is not supported on GPU targets: the function is not inlined "
            "into its kernel (it is noinline or recursive), so it runs with its "
            "caller's execution mask, which a wavefront/warp cannot widen",
        First ? First->getDebugLoc() : DebugLoc()));
    Ok = false;
  }
  return Ok;
}

PreservedAnalyses SpmdGpuPredicateOnCpuPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  if (!PredicateOnCpu)
    return PreservedAnalyses::all();
  lowerGpuUnmaskedRegions(M, Arch::AMDGCN, LaneCount, /*OnCpu=*/true);
  return PreservedAnalyses::none();
}

PreservedAnalyses SpmdGpuCheckFullWavePass::run(Module &M,
                                                ModuleAnalysisManager &MAM) {
  Function *Marker = M.getFunction(GpuFullWaveName);
  if (!Marker)
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallVector<CallInst *, 8> Calls;
  for (User *U : Marker->users())
    if (auto *CI = dyn_cast<CallInst>(U))
      Calls.push_back(CI);
  SmallPtrSet<Function *, 4> Reported;
  for (CallInst *CI : Calls) {
    Function &F = *CI->getFunction();
    bool Kernel = F.getCallingConv() == CallingConv::AMDGPU_KERNEL ||
                  F.getCallingConv() == CallingConv::PTX_Kernel;
    bool Full = Kernel;
    if (Full) {
      auto &UI = FAM.getResult<UniformityInfoAnalysis>(F);
      auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
      // A divergent branch X that can reach the call must have let its
      // lanes rejoin first: the call post-dominates X, or every path from
      // X to it passes X's immediate post-dominator (where the hardware
      // restores the lanes, e.g. right after a guard diamond).
      BasicBlock *BB = CI->getParent();
      SmallVector<BasicBlock *, 16> Work(predecessors(BB));
      SmallPtrSet<BasicBlock *, 32> Seen;
      while (!Work.empty() && Full) {
        BasicBlock *X = Work.pop_back_val();
        if (!Seen.insert(X).second)
          continue;
        append_range(Work, predecessors(X));
        if (!isDivergentGpuBranch(UI, *X) || PDT.dominates(BB, X))
          continue;
        DomTreeNode *N = PDT.getNode(X);
        BasicBlock *Rejoin =
            N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
        if (!Rejoin || reachesAvoiding(X, BB, Rejoin))
          Full = false;
      }
    }
    if (!Full && Reported.insert(&F).second)
      M.getContext().diagnose(DiagnosticInfoUnsupported(
          F,
          "internal compiler error, please report: after optimization an "
          "'unmasked' region of '" +
              F.getName() +
              "' may be reached by part of the wavefront/warp only",
          CI->getDebugLoc()));
    CI->eraseFromParent();
  }
  Marker->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace spmdc
