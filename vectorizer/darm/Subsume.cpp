//===- Subsume.cpp - DARM: a side computing the other's work ------------===//
//
// See Subsume.h. One branch per round: each change alters the CFG, so the
// shapes and dominator trees are recomputed before the next.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/Subsume.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldCodegen.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/wfv/AllOnFastPath.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/DomConditionCache.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "darm"

using namespace llvm;

SPMDC_STATISTIC(NumSubsumed,
          "Divergent branches replaced by the side that computes the other's "
          "work");
SPMDC_STATISTIC(NumNotSubsumed,
          "Divergent branches whose one side subsumes the other, not "
          "replaced (cost)");

/// What a gang whose lanes all take the replaced side would pay decides
/// (docs/darm.md, "Subsumption"): `test` (the default) keeps the branch for
/// such gangs behind an all/none test, `charge` refuses (session 13's
/// rule), `ignore` prices the gangs whose lanes take both sides only, as
/// the melder does (for measuring).
static cl::opt<std::string> SubsumeCoherentGangs(
    "darm-subsume-coherent-gangs", cl::Hidden,
    cl::cat(spmdc::darmOptionCategory()), cl::init("test"),
    cl::desc("DARM subsumption when a gang whose lanes all take the "
             "replaced side would pay more: keep the branch for such gangs "
             "behind an all/none test (test, the default), refuse (charge) "
             "or replace anyway (ignore)"));

namespace spmdc {

namespace {

using namespace darm;

// Bounds: a side of more blocks or instructions is left alone (the walk and
// the quadratic value numbering stay cheap).
constexpr unsigned MaxBlocks = 16;
constexpr unsigned MaxInsts = 512;
constexpr unsigned MaxFacts = 16;
constexpr unsigned MaxRounds = 32;

/// A condition known to hold (True) or fail on the lanes whose side is
/// replaced: the branch's own, and those of the edges dominating it.
struct Fact {
  Value *Cond;
  bool True;
};

/// One side walked from its first block to J along its folded branches.
struct Path {
  SmallVector<BasicBlock *, 4> Blocks;
  BasicBlock *Last = nullptr;      ///< J's predecessor (X when empty)
  DenseMap<Value *, Value *> Num;  ///< value -> its number
  SmallVector<Value *, 8> Effects; ///< numbers of its effects, in order
  SmallVector<Instruction *, 8> EffectInsts; ///< the effects themselves
  SmallVector<Instruction *, 16> Insts; ///< what it runs (no phis, branches)
};

/// A value number: an operation (its first instance) on numbered operands;
/// an effect (memory, side effect, may trap) also by its position.
struct Node {
  Instruction *Rep;
  SmallVector<Value *, 4> Ops;
  unsigned Effect; ///< 0: pure; else 1 + its position in its side's effects
};

/// Numbers the two sides of one branch under one set of facts.
class Numbering {
public:
  Numbering(const DataLayout &DL, ArrayRef<Fact> Facts, const SimplifyQuery &SQ,
            const ShapeInfo &SI, const DominatorTree &DT, BasicBlock *X)
      : DL(DL), Facts(Facts), SQ(SQ), SI(SI), DT(DT), X(X) {}

  /// Walks the side entered by X -> \p Start to \p J into \p P, reading the
  /// numbers of \p Other where P has none (blocks both sides run).
  bool walk(BasicBlock *Start, BasicBlock *J, Path &P, const Path *Other);
  /// The number of \p V on \p P.
  Value *number(Value *V, const Path &P, const Path *Other);
  /// The node \p I is numbered by (pure instructions that are not folded
  /// and effects), or -1.
  int nodeOf(const Instruction *I) const {
    auto It = NodeOf.find(I);
    return It == NodeOf.end() ? -1 : int(It->second);
  }
  ArrayRef<Instruction *> members(unsigned N) const { return Members[N]; }

private:
  const DataLayout &DL;
  ArrayRef<Fact> Facts;
  const SimplifyQuery &SQ;
  const ShapeInfo &SI;
  const DominatorTree &DT;
  BasicBlock *X;
  SmallVector<Node, 32> Nodes;
  SmallVector<SmallVector<Instruction *, 2>, 32> Members;
  DenseMap<const Instruction *, unsigned> NodeOf;
  SmallPtrSet<Value *, 32> Reps;
  DenseMap<Value *, Value *> Decided; // values from before the branch

  bool numberInst(Instruction &I, Path &P, const Path *Other);
  unsigned intern(Instruction &I, ArrayRef<Value *> Ops, unsigned Effect);
  /// A pure instruction before the branch computing what \p I computes on
  /// \p Ops (a side recomputing `h - 1` or `y == h - 1`, which the branch
  /// condition already computed), or nullptr.
  Instruction *available(Instruction &I, ArrayRef<Value *> Ops);
  /// A constant that \p V equals under the facts, or nullptr: an i1 implied
  /// by a fact (a compare with the numbered operands \p Ops when given),
  /// or an integer whose known bits under the facts are all known.
  Value *decide(Value *V, ArrayRef<Value *> Ops = {});
};

/// Memory, side effects or a possible trap: the instruction must be the
/// other side's at the same position.
bool isEffect(const Instruction &I) {
  return I.mayReadOrWriteMemory() || I.mayHaveSideEffects() ||
         !isSafeToSpeculativelyExecute(&I);
}

Value *Numbering::decide(Value *V, ArrayRef<Value *> Ops) {
  Type *Ty = V->getType();
  if (isa<Constant>(V) || !Ty->isIntegerTy())
    return nullptr;
  if (Ty->isIntegerTy(1))
    for (const Fact &F : Facts) {
      std::optional<bool> B = isImpliedCondition(F.Cond, V, DL, F.True);
      auto *Cmp = dyn_cast<ICmpInst>(V);
      if (!B && Cmp && Ops.size() == 2)
        B = isImpliedCondition(F.Cond, Cmp->getCmpPredicate(), Ops[0], Ops[1],
                               DL, F.True);
      if (B)
        return ConstantInt::getBool(Ty, *B);
    }
  KnownBits K = computeKnownBits(V, SQ);
  if (K.isConstant())
    return ConstantInt::get(Ty, K.getConstant());
  return nullptr;
}

Value *Numbering::number(Value *V, const Path &P, const Path *Other) {
  if (Reps.count(V))
    return V;
  if (auto It = P.Num.find(V); It != P.Num.end())
    return It->second;
  if (Other)
    if (auto It = Other->Num.find(V); It != Other->Num.end())
      return It->second;
  // From before the branch: itself, unless the facts decide it.
  auto [It, New] = Decided.try_emplace(V, V);
  if (New)
    if (Value *C = decide(V))
      It->second = C;
  return It->second;
}

unsigned Numbering::intern(Instruction &I, ArrayRef<Value *> Ops,
                           unsigned Effect) {
  for (unsigned K = 0; K < Nodes.size(); ++K)
    if (Nodes[K].Effect == Effect && ArrayRef<Value *>(Nodes[K].Ops) == Ops &&
        Nodes[K].Rep->isSameOperationAs(&I))
      return K;
  Nodes.push_back({&I, SmallVector<Value *, 4>(Ops), Effect});
  Members.emplace_back();
  Reps.insert(&I);
  return Nodes.size() - 1;
}

Instruction *Numbering::available(Instruction &I, ArrayRef<Value *> Ops) {
  auto Anchor = find_if(Ops, [](Value *V) { return !isa<Constant>(V); });
  if (Anchor == Ops.end())
    return nullptr;
  unsigned Looked = 0;
  for (User *U : (*Anchor)->users()) {
    auto *L = dyn_cast<Instruction>(U);
    if (++Looked > 64)
      break;
    if (!L || L == &I || L->getNumOperands() != Ops.size() ||
        !L->isSameOperationAs(&I) || isEffect(*L) ||
        !DT.dominates(L, X->getTerminator()))
      continue;
    bool Same = true;
    for (unsigned K = 0; K < Ops.size() && Same; ++K)
      Same = number(L->getOperand(K), Path(), nullptr) == Ops[K];
    if (Same)
      return L;
  }
  return nullptr;
}

bool Numbering::numberInst(Instruction &I, Path &P, const Path *Other) {
  // Cross-lane operations see the mask; allocas are per side; volatile
  // and atomic accesses are never merged (as in the melder).
  if (auto *CB = dyn_cast<CallBase>(&I))
    if (CB->isConvergent() || CB->isInlineAsm() || isa<InvokeInst>(CB) ||
        CB->mayWriteToMemory())
      return false;
  if (isa<AllocaInst>(I) || I.isAtomic() || I.isEHPad())
    return false;
  if (auto *LI = dyn_cast<LoadInst>(&I); LI && LI->isVolatile())
    return false;
  if (auto *St = dyn_cast<StoreInst>(&I)) {
    // Each side stores to a uniform address once for the gang: one store
    // where there were two could change what the gang writes.
    if (St->isVolatile() || SI.isUniform(St->getPointerOperand()))
      return false;
  }
  SmallVector<Value *, 4> Ops;
  for (Value *Op : I.operands()) {
    Value *N = number(Op, P, Other);
    if (isa<UndefValue>(N))
      return false;
    Ops.push_back(N);
  }
  P.Insts.push_back(&I);
  if (isEffect(I)) {
    unsigned K = intern(I, Ops, P.Effects.size() + 1);
    Members[K].push_back(&I);
    NodeOf[&I] = K;
    P.Num[&I] = Nodes[K].Rep;
    P.Effects.push_back(Nodes[K].Rep);
    P.EffectInsts.push_back(&I);
    return true;
  }
  // InstSimplify with the numbered operands, trusting no poison flag and
  // no undef. Fast-math flags license folds that are not identities (nsz):
  // such operations are only numbered.
  Value *V = nullptr;
  if (!(isa<FPMathOperator>(I) && I.getFastMathFlags().any()))
    V = simplifyInstructionWithOperands(&I, Ops, SQ);
  if (V) {
    P.Num[&I] = number(V, P, Other);
    return true;
  }
  if (Value *C = decide(&I, Ops)) {
    P.Num[&I] = C;
    return true;
  }
  if (Instruction *L = available(I, Ops)) {
    P.Num[&I] = number(L, P, Other);
    return true;
  }
  unsigned K = intern(I, Ops, 0);
  Members[K].push_back(&I);
  NodeOf[&I] = K;
  P.Num[&I] = Nodes[K].Rep;
  return true;
}

bool Numbering::walk(BasicBlock *Start, BasicBlock *J, Path &P,
                     const Path *Other) {
  SmallPtrSet<BasicBlock *, 8> Seen{X};
  BasicBlock *BB = Start, *Prev = X;
  while (BB != J) {
    if (!Seen.insert(BB).second || P.Blocks.size() >= MaxBlocks)
      return false; // a loop, or too long
    // A block that dominates J holds values live at J beyond J's phis (a
    // loop header the side reaches through a back edge: its phis carry
    // the loop's state), and one that dominates X is such a header: the
    // equality of J's phis would not cover them.
    if (DT.dominates(BB, J) || DT.dominates(BB, X))
      return false;
    // A block the other side also reaches (a switch case falling through
    // into the default that another test reaches) is not this side's own
    // code: its phis take other values on the other side's path, and the
    // two walks of it would compare one block with itself.
    if (!DT.dominates(BasicBlockEdge(X, Start), BB))
      return false;
    P.Blocks.push_back(BB);
    for (PHINode &Phi : BB->phis())
      P.Num[&Phi] = number(Phi.getIncomingValueForBlock(Prev), P, Other);
    for (Instruction &I : *BB) {
      if (isa<PHINode>(I) || I.isTerminator() || isa<DbgInfoIntrinsic>(I))
        continue;
      if (P.Insts.size() >= MaxInsts || !numberInst(I, P, Other))
        return false;
    }
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (!Br)
      return false;
    BasicBlock *Next = Br->getSuccessor(0);
    if (Br->isConditional()) {
      // The lanes of the replaced side go one way, or the sides are not
      // one path each.
      auto *C = dyn_cast<ConstantInt>(number(Br->getCondition(), P, Other));
      if (!C)
        return false;
      Next = Br->getSuccessor(C->isZero());
    }
    Prev = BB;
    BB = Next;
  }
  P.Last = Prev;
  return true;
}

/// The conditions that hold on the lanes taking X's successor \p Succ: its
/// own branch's, then those of the edges that dominate X.
SmallVector<Fact, 8> factsFor(BasicBlock *X, unsigned Succ,
                              const DominatorTree &DT) {
  auto *Br = cast<BranchInst>(X->getTerminator());
  SmallVector<Fact, 8> Facts{{Br->getCondition(), Succ == 0}};
  for (DomTreeNode *N = DT.getNode(X);
       N && N->getIDom() && Facts.size() < MaxFacts; N = N->getIDom()) {
    BasicBlock *D = N->getIDom()->getBlock();
    auto *DBr = dyn_cast<BranchInst>(D->getTerminator());
    if (!DBr || !DBr->isConditional() ||
        DBr->getSuccessor(0) == DBr->getSuccessor(1))
      continue;
    for (unsigned S : {0u, 1u})
      if (DT.dominates(BasicBlockEdge(D, DBr->getSuccessor(S)), X))
        Facts.push_back({DBr->getCondition(), S == 0});
  }
  return Facts;
}

/// One branch: the side \p Keep (0: T, 1: F) computing the other's work
/// for the other's lanes.
struct Candidate {
  unsigned Keep = 0;
  Path Kept, Dropped;
  double Saved = 0, Total = 0;
  /// What a gang whose lanes all take the dropped side pays now (that
  /// side, the guards, the blends) and would pay (the kept side).
  double CoherentNow = 0, CoherentThen = 0;
  /// An access the dropped side makes at a uniform or contiguous address
  /// that the kept side makes as a gather or scatter.
  bool Gathers = false;
  /// The kept side's instructions that the dropped side's lanes will run,
  /// each with the dropped side's copies of it (none: its own work).
  SmallVector<std::pair<Instruction *, SmallVector<Instruction *, 1>>, 16>
      Fixes;
};

class Subsumer {
public:
  Subsumer(Function &F, const TargetTransformInfo &TTI, const DarmOptions &Opts,
           OptimizationRemarkEmitter *ORE)
      : F(F), TTI(TTI), Opts(Opts), ORE(ORE) {}
  /// Replaces one branch; false when none is left to replace.
  bool subsumeOne();

private:
  Function &F;
  const TargetTransformInfo &TTI;
  const DarmOptions &Opts;
  OptimizationRemarkEmitter *ORE;
  SmallPtrSet<BasicBlock *, 8> Refused; // equal but not paying: reported once

  /// Whether X's side \p Keep computes the other side's work on its lanes;
  /// fills \p C (nothing in the IR changes).
  bool equalUnder(BasicBlock *X, BasicBlock *J, unsigned Keep,
                  const DominatorTree &DT, const ShapeInfo &SI, Candidate &C);
  void price(BasicBlock *J, const MeldCost &Cost, Candidate &C) const;
  void replace(BasicBlock *X, Candidate &C);
  /// Keeps X's branch for gangs whose lanes agree on its condition and
  /// gives the others a copy of the kept side: `br all(c) | none(c),
  /// subsume.orig, copy`.
  void replaceBehindTest(BasicBlock *X, BasicBlock *J, Candidate &C);
};

bool Subsumer::equalUnder(BasicBlock *X, BasicBlock *J, unsigned Keep,
                          const DominatorTree &DT, const ShapeInfo &SI,
                          Candidate &C) {
  auto *Br = cast<BranchInst>(X->getTerminator());
  unsigned Drop = 1 - Keep;
  BasicBlock *DropBB = Br->getSuccessor(Drop);
  SmallVector<Fact, 8> Facts = factsFor(X, Drop, DT);
  // Known bits under the facts: at the dropped side's entry when X's edge
  // dominates it (the branch's own condition holds there), else at X.
  DomConditionCache DC;
  DC.registerBranch(Br);
  for (DomTreeNode *N = DT.getNode(X)->getIDom(); N; N = N->getIDom())
    if (auto *DBr = dyn_cast<BranchInst>(N->getBlock()->getTerminator());
        DBr && DBr->isConditional())
      DC.registerBranch(DBr);
  const Instruction *Ctx = Br;
  if (DropBB != J && DropBB->getSinglePredecessor() == X)
    Ctx = &*DropBB->getFirstNonPHIOrDbg();
  SimplifyQuery SQ(F.getDataLayout(), /*TLI=*/nullptr, &DT, /*AC=*/nullptr, Ctx,
                   /*UseInstrInfo=*/false, /*CanUseUndef=*/false, &DC);
  Numbering N(F.getDataLayout(), Facts, SQ, SI, DT, X);
  C = Candidate();
  C.Keep = Keep;
  // The dropped side first: the kept side's values are numbered against
  // it.
  if (!N.walk(DropBB, J, C.Dropped, nullptr) ||
      !N.walk(Br->getSuccessor(Keep), J, C.Kept, &C.Dropped))
    return false;
  if (C.Kept.Effects != C.Dropped.Effects)
    return false;
  for (PHINode &Phi : J->phis()) {
    Value *K =
        N.number(Phi.getIncomingValueForBlock(C.Kept.Last), C.Kept, &C.Dropped);
    Value *D = N.number(Phi.getIncomingValueForBlock(C.Dropped.Last), C.Dropped,
                        nullptr);
    if (K != D || isa<UndefValue>(K))
      return false;
  }
  // The dropped side's lanes now run the kept side's instructions: those
  // the dropped side also computes get both copies' flags; the others must
  // not make poison of their own (their flags go).
  SmallPtrSet<Instruction *, 16> DroppedSet(C.Dropped.Insts.begin(),
                                            C.Dropped.Insts.end());
  for (Instruction *I : C.Kept.Insts) {
    if (DroppedSet.count(I))
      continue; // a block both sides run
    int K = N.nodeOf(I);
    bool Shared = K >= 0 && any_of(N.members(K), [&](Instruction *M) {
                    return DroppedSet.count(M);
                  });
    if (!Shared && canCreateUndefOrPoison(cast<Operator>(I),
                                          /*ConsiderFlagsAndMetadata=*/false))
      return false;
  }
  for (Instruction *I : C.Kept.Insts) {
    if (DroppedSet.count(I))
      continue;
    int K = N.nodeOf(I);
    C.Fixes.push_back({I, {}});
    if (K >= 0)
      for (Instruction *M : N.members(K))
        if (DroppedSet.count(M))
          C.Fixes.back().second.push_back(M);
  }
  return true;
}

void Subsumer::price(BasicBlock *J, const MeldCost &Cost, Candidate &C) const {
  auto Sum = [&](const Path &P) {
    double S = 0;
    for (Instruction *I : P.Insts)
      S += Cost.cost(I);
    return S;
  };
  double Kept = Sum(C.Kept), Dropped = Sum(C.Dropped);
  // The linearized branch: both sides under their masks, a guard for each
  // side with work, a blend per phi of J whose two values differ.
  double Masked = Kept + Dropped;
  for (const Path *P : {&C.Kept, &C.Dropped})
    if (!P->Blocks.empty())
      Masked += Cost.branchCost();
  for (PHINode &Phi : J->phis())
    if (Phi.getIncomingValueForBlock(C.Kept.Last) !=
        Phi.getIncomingValueForBlock(C.Dropped.Last))
      Masked += Cost.selectCost(Phi.getType());
  C.Total = Masked;
  C.Saved = Masked - Kept;
  const ShapeInfo &SI = Cost.shapes();
  const DataLayout &DL = F.getDataLayout();
  auto Packed = [&](const Instruction *I) {
    Shape S = SI.getShape(getLoadStorePointerOperand(I));
    return S.isUniform() ||
           (S.isAffine() &&
            S.Stride == int64_t(DL.getTypeAllocSize(getLoadStoreType(I))));
  };
  for (auto [K, D] : zip(C.Kept.EffectInsts, C.Dropped.EffectInsts))
    if (getLoadStorePointerOperand(K) && Packed(D) && !Packed(K))
      C.Gathers = true;
  C.CoherentNow = Masked - Kept;
  C.CoherentThen = Kept;
}

/// The dropped side's lanes run \p I, a kept side's instruction whose
/// dropped-side copies are \p Same: with them it keeps the flags all
/// copies have; without, it was checked not to make poison of its own and
/// loses its flags.
static void fixFlags(Instruction *I, ArrayRef<Instruction *> Same) {
  for (Instruction *M : Same)
    I->andIRFlags(M);
  if (Same.empty())
    I->dropPoisonGeneratingFlags();
  I->dropPoisonGeneratingMetadata();
  I->dropPoisonGeneratingReturnAttributes();
}

void Subsumer::replace(BasicBlock *X, Candidate &C) {
  for (auto &[I, Same] : C.Fixes)
    fixFlags(I, Same);
  auto *Br = cast<BranchInst>(X->getTerminator());
  Value *Cond = Br->getCondition();
  BasicBlock *Kept = Br->getSuccessor(C.Keep);
  BasicBlock *Dropped = Br->getSuccessor(1 - C.Keep);
  Dropped->removePredecessor(X);
  BranchInst *New = BranchInst::Create(Kept, Br->getIterator());
  New->setDebugLoc(Br->getDebugLoc());
  Br->eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Cond);
  EliminateUnreachableBlocks(F);
}

void Subsumer::replaceBehindTest(BasicBlock *X, BasicBlock *J,
                                 Candidate &C) {
  // The copy: the kept path's blocks (straight: every lane of either side
  // takes it).
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 8> Copies;
  for (BasicBlock *BB : C.Kept.Blocks) {
    Copies.push_back(CloneBasicBlock(BB, VMap, ".all", &F));
    VMap[BB] = Copies.back();
  }
  remapInstructionsInBlocks(Copies, VMap);
  auto Mapped = [&](Value *V) -> Value * {
    Value *M = VMap.lookup(V);
    return M ? M : V;
  };
  // Each copy has one predecessor, the copy before it (X for the first),
  // and branches to the next copy (J for the last) once remapped.
  BasicBlock *Prev = X;
  for (BasicBlock *BB : C.Kept.Blocks) {
    for (PHINode &Phi : BB->phis()) {
      auto *CPhi = cast<PHINode>(VMap[&Phi]);
      CPhi->replaceAllUsesWith(Mapped(Phi.getIncomingValueForBlock(Prev)));
      CPhi->eraseFromParent();
    }
    Prev = BB;
  }
  for (PHINode &Phi : J->phis()) {
    Value *In = Phi.getIncomingValueForBlock(C.Kept.Last);
    Phi.addIncoming(Mapped(In), Copies.back());
  }
  // Only the copy runs the dropped side's lanes.
  for (auto &[I, Same] : C.Fixes)
    fixFlags(cast<Instruction>(VMap[I]), Same);
  Instruction *Term = X->getTerminator();
  Value *Cond = cast<BranchInst>(Term)->getCondition();
  BasicBlock *Orig = SplitBlock(X, Term->getIterator(),
                                static_cast<DominatorTree *>(nullptr), nullptr,
                                nullptr, "subsume.orig");
  auto *OrigBr = cast<BranchInst>(Orig->getTerminator());
  branchOnAgreedCondition(OrigBr);
  Instruction *Jump = X->getTerminator();
  IRBuilder<> B(Jump);
  B.CreateCondBr(emitCoherenceTest(B, Cond), Orig, Copies.front())
      ->setDebugLoc(Term->getDebugLoc());
  Jump->eraseFromParent();
  Refused.insert(Orig);
}

bool Subsumer::subsumeOne() {
  ShapeInfo SI = computeShapes(F, Opts.Lanes);
  MeldCost Cost(F, TTI, Opts, SI);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *X : RPOT) {
    auto *Br = dyn_cast<BranchInst>(X->getTerminator());
    if (!Br || !Br->isConditional() || !SI.hasDivergentBranch(X) ||
        Br->getSuccessor(0) == Br->getSuccessor(1) ||
        Br->getMetadata(CoherentMDName) || Refused.count(X))
      continue;
    DomTreeNode *PN = PDT.getNode(X);
    if (!PN || !PN->getIDom() || !PN->getIDom()->getBlock())
      continue;
    BasicBlock *J = PN->getIDom()->getBlock();
    // Either side may compute the other's work: T under !c, F under c.
    // The one that saves more is taken.
    Candidate Best;
    bool Found = false;
    for (unsigned Keep : {0u, 1u}) {
      Candidate C;
      if (!equalUnder(X, J, Keep, DT, SI, C))
        continue;
      price(J, Cost, C);
      if (!Found || C.Saved > Best.Saved)
        Best = std::move(C);
      Found = true;
    }
    if (!Found)
      continue;
    // A gang whose lanes all take the dropped side (the interior pixels of
    // a row) would run the kept side: when that can happen and costs such
    // a gang more than the branch does (a gather where it loaded
    // contiguously), the branch stays for the gangs whose lanes agree,
    // behind an all/none test, and the kept side runs for the others
    // (replaceBehindTest). A gang that agrees then runs its own side
    // under a uniform branch, without the divergent branch's guards and
    // blends, which the test costs about as much as: no gang pays more
    // than the test, whatever share of gangs agrees, so the diverged
    // gang's saving net of the test decides, at the threshold. Where the
    // test was not measured (not x86), or with `charge`, such a branch
    // stays as it is.
    bool Coherent = SubsumeCoherentGangs != "ignore" &&
                    Cost.mayBeCoherent(Br->getCondition()) &&
                    (Best.Gathers || Best.CoherentThen > Best.CoherentNow);
    // The copy is the kept side's path for the dropped side's lanes: only
    // where the kept side's own lanes take it too, every branch on it
    // unconditional. (A kept side of no blocks costs a coherent gang
    // nothing: never Coherent.)
    bool Straight = all_of(Best.Kept.Blocks, [](BasicBlock *BB) {
      return !cast<BranchInst>(BB->getTerminator())->isConditional();
    });
    bool KeepTest = Coherent && SubsumeCoherentGangs == "test" && Straight &&
                    !Best.Kept.Blocks.empty() && !Opts.Simt &&
                    Triple(F.getParent()->getTargetTriple()).isX86();
    double Saved = Best.Saved - (KeepTest ? Cost.coherenceCost() : 0);
    const char *Side = Best.Keep == 0 ? "then" : "else";
    auto CoherentPay = [&](DiagnosticInfoOptimizationBase &R) {
      R << "a gang whose lanes all take the other side would "
        << (Best.Gathers ? "gather where it loads contiguously and " : "")
        << "pay " << ore::NV("CoherentThen", int64_t(Best.CoherentThen))
        << " where it pays "
        << ore::NV("CoherentNow", int64_t(Best.CoherentNow));
    };
    if ((Coherent && !KeepTest) || Best.Total <= 0 ||
        Saved < Opts.Threshold * Best.Total ||
        (Opts.Threshold > 0 && Saved <= 0)) {
      ++NumNotSubsumed;
      Refused.insert(X);
      if (ORE)
        ORE->emit([&] {
          OptimizationRemarkMissed R(DEBUG_TYPE, "NotSubsumed", Br);
          R << "divergent branch not replaced by its " << Side
            << " side, which computes the other side's work: saves "
            << ore::NV("Saved", int64_t(Saved)) << " of "
            << ore::NV("Total", int64_t(Best.Total)) << " cost"
            << (KeepTest ? " with the all/none test" : "");
          if (Coherent) {
            R << ", but ";
            CoherentPay(R);
          }
          return R;
        });
      continue;
    }
    if (ORE)
      ORE->emit([&] {
        OptimizationRemark R(DEBUG_TYPE, "Subsumed", Br);
        R << "divergent branch replaced by its " << Side
          << " side, which computes the other side's work for the "
             "other side's lanes"
          << (KeepTest ? ", in gangs whose lanes differ (kept behind an "
                         "all/none test for gangs that agree)"
                       : "")
          << ": saves " << ore::NV("Saved", int64_t(Saved)) << " of "
          << ore::NV("Total", int64_t(Best.Total)) << " cost";
        if (KeepTest) {
          R << "; ";
          CoherentPay(R);
        }
        return R;
      });
    if (KeepTest)
      replaceBehindTest(X, J, Best);
    else
      replace(X, Best);
    ++NumSubsumed;
    return true;
  }
  return false;
}

} // namespace

unsigned subsumeDivergentBranches(Function &F, const TargetTransformInfo &TTI,
                                  const DarmOptions &Opts,
                                  OptimizationRemarkEmitter *ORE) {
  if (!isGangEntryFunction(F))
    return 0;
  Subsumer S(F, TTI, Opts, ORE);
  unsigned N = 0;
  while (N < MaxRounds && S.subsumeOne())
    ++N;
  return N;
}

} // namespace spmdc
