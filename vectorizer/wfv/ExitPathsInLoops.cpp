//===- ExitPathsInLoops.cpp - Run break paths in their iteration ----------===//
//
// See ExitPathsInLoops.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/ExitPathsInLoops.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/ADT/SmallSet.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;

namespace spmdc {

namespace {

/// Work the gang sees as a whole (ExitPathsInLoops.h).
bool gangVisible(const Instruction &I) {
  if (auto *S = dyn_cast<StoreInst>(&I))
    return isGangStore(*S);
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (CB->isConvergent())
      return true;
    const Function *F = CB->getCalledFunction();
    if (F && F->isIntrinsic())
      return false;
    return CB->mayWriteToMemory() && !CB->onlyAccessesInaccessibleMemory();
  }
  return false;
}

/// N of a call to @spmd.loop.begin or @spmd.loop.end named \p Name.
std::optional<uint64_t> markerId(const Instruction &I, StringRef Name) {
  if (!isCallTo(&I, Name))
    return std::nullopt;
  if (auto *C = dyn_cast<ConstantInt>(cast<CallInst>(I).getArgOperand(0)))
    return C->getZExtValue();
  return std::nullopt;
}

/// N of the end marker \p B starts with, if it does (every end marker
/// starts its block: splitAtEndMarkers).
std::optional<uint64_t> endAtStart(const BasicBlock *B) {
  return markerId(*B->getFirstNonPHIIt(), LoopEndName);
}

/// One exit path to move: the blocks Y dominates (Y is the exit block of
/// an exit edge of L) and the edges by which they meet the other exits.
struct ExitPath {
  Loop *L = nullptr;
  SmallVector<BasicBlock *, 8> Blocks;
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Exits;
};

/// The path that starts at \p Y, the exit block of an exit edge of \p L, if
/// it should move into L: it holds gang-visible work, meets the other exits
/// somewhere or ends at the end marker of a loop with no other exit, no
/// return on it, nothing of L in it.
std::optional<ExitPath> exitPathToMove(Loop *L, BasicBlock *Y,
                                       const DominatorTree &DT,
                                       const LoopInfo &LI) {
  ExitPath P;
  P.L = L;
  if (endAtStart(Y))
    return std::nullopt; // the code after a loop with no other exit
  SmallVector<BasicBlock *, 16> Dominated;
  DT.getDescendants(Y, Dominated);
  // The blocks Y dominates, reached from Y before an end marker whose loop
  // began before the path (L's own, or that of a loop around L): what lies
  // past it is the code after that loop. A loop that begins on the path
  // (an inlined `while (true)` in it) ends on it too and comes along.
  // Without markers these are all the blocks Y dominates.
  SmallPtrSet<BasicBlock *, 16> Dom(Dominated.begin(), Dominated.end());
  SmallPtrSet<BasicBlock *, 16> Seen{Y};
  SmallVector<BasicBlock *, 16> Work{Y};
  SmallSet<uint64_t, 4> Begun;
  // An end marker of a loop that began before the path.
  auto EndsPath = [&](BasicBlock *B) {
    std::optional<uint64_t> End = endAtStart(B);
    return End && !Begun.count(*End);
  };
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    for (Instruction &I : *B)
      if (auto Id = markerId(I, LoopBeginName))
        Begun.insert(*Id);
    for (BasicBlock *S : successors(B))
      if (Dom.count(S) && !EndsPath(S) && Seen.insert(S).second)
        Work.push_back(S);
  }
  // Nothing past an end marker may enter the path (a goto back into it).
  for (BasicBlock *B : Seen)
    if (B != Y && any_of(predecessors(B),
                         [&](BasicBlock *Pred) { return !Seen.count(Pred); }))
      return std::nullopt;
  erase_if(Dominated, [&](BasicBlock *B) { return !Seen.count(B); });
  SmallPtrSet<BasicBlock *, 16> In(Dominated.begin(), Dominated.end());
  bool Visible = false;
  // Loops inside the path (print's loop over the lanes) come along whole:
  // a cycle through one of its blocks would pass Y, and Y is outside L.
  for (BasicBlock *B : Dominated) {
    Instruction *T = B->getTerminator();
    if (!isa<BranchInst>(T) || L->contains(B))
      return std::nullopt; // a return, or L itself
    for (Instruction &I : *B)
      Visible |= gangVisible(I);
    for (BasicBlock *S : successors(B)) {
      // An edge back to the header of a loop around L: the path holds that
      // loop's latch, the rest of its iteration for every lane that goes
      // on -- the code after L in the outer loop's body, which a `goto`
      // cycle's ordinary exit reaches with no end marker to tell -- not a
      // break's statements. Moved into L, the outer loop's `uniform`
      // counter was stepped once per group of lanes leaving L (difftest
      // seed 20401 kernel 131; lit reconverge/goto-cycle-outer-latch.test).
      if (Loop *OL = LI.getLoopFor(S);
          OL && OL->getHeader() == S && OL->contains(L))
        return std::nullopt;
      if (!In.count(S))
        P.Exits.push_back({B, S});
    }
  }
  if (!Visible || P.Exits.empty())
    return std::nullopt;
  // Only a path that meets another exit of L lies inside the loop in the
  // source (a `break`'s or a `return`'s statements before it): the path
  // from the only exit of a loop is the code after the loop.
  SmallVector<BasicBlock *, 4> Others;
  L->getUniqueExitBlocks(Others);
  SmallPtrSet<BasicBlock *, 2> NotThrough{Y};
  for (auto [From, To] : P.Exits)
    if (!EndsPath(To) && none_of(Others, [&, To = To](BasicBlock *O) {
          return O != Y &&
                 isPotentiallyReachable(O, To, &NotThrough, &DT, &LI);
        }))
      return std::nullopt;
  P.Blocks.assign(Dominated.begin(), Dominated.end());
  return P;
}

/// The first exit path of a loop with a divergent branch and one latch,
/// inner loops first: a `return` out of two loops runs in the inner
/// loop's iteration.
std::optional<ExitPath> findExitPath(Function &F, const DominatorTree &DT,
                                     const LoopInfo &LI) {
  std::optional<ShapeInfo> SI;
  SmallVector<Loop *, 8> Loops = LI.getLoopsInPreorder();
  for (Loop *L : reverse(Loops)) {
    if (!L->getLoopLatch())
      continue;
    SmallVector<BasicBlock *, 4> ExitBlocks;
    L->getUniqueExitBlocks(ExitBlocks);
    for (BasicBlock *Y : ExitBlocks) {
      std::optional<ExitPath> P = exitPathToMove(L, Y, DT, LI);
      if (!P)
        continue;
      if (!SI)
        SI = computeShapes(F);
      // Without a divergent branch in the loop every lane leaves together:
      // the path already runs in the iteration that leaves.
      if (any_of(L->blocks(),
                 [&](BasicBlock *B) { return SI->hasDivergentBranch(B); }))
        return P;
    }
  }
  return std::nullopt;
}

/// Moves \p P into its loop (ExitPathsInLoops.h).
void movePath(Function &F, ExitPath &P) {
  LLVMContext &Ctx = F.getContext();
  Loop *L = P.L;
  BasicBlock *H = L->getHeader(), *Latch = L->getLoopLatch();
  SmallVector<AllocaInst *, 8> Slots;

  // The targets' predecessors change: their phis go through slots.
  SmallPtrSet<BasicBlock *, 8> PathBlocks(P.Blocks.begin(), P.Blocks.end());
  SmallVector<BasicBlock *, 4> Targets;
  for (auto [From, To] : P.Exits)
    if (!is_contained(Targets, To))
      Targets.push_back(To);
  for (BasicBlock *T : Targets)
    for (PHINode &Phi : make_early_inc_range(T->phis()))
      if (AllocaInst *A = DemotePHIToStack(&Phi))
        Slots.push_back(A);

  // One block per exit edge, so each comes to the new latch once.
  SmallVector<std::pair<BasicBlock *, unsigned>, 4> Leaving;
  for (auto [From, To] : P.Exits) {
    BasicBlock *E = SplitEdge(From, To);
    E->setName("exitpath.leave");
    Leaving.push_back({E, unsigned(find(Targets, To) - Targets.begin())});
  }

  // The new latch: back to the header, or out for the lanes that came
  // along a moved path.
  BasicBlock *NewLatch = BasicBlock::Create(Ctx, "exitpath.latch", &F, H);
  BasicBlock *Out = BasicBlock::Create(Ctx, "exitpath.out", &F);
  Latch->getTerminator()->replaceSuccessorWith(H, NewLatch);
  for (PHINode &Phi : H->phis())
    Phi.replaceIncomingBlockWith(Latch, NewLatch);
  IRBuilder<> B(NewLatch);
  PHINode *Left = B.CreatePHI(B.getInt1Ty(), Leaving.size() + 1,
                              "exitpath.left");
  Left->addIncoming(B.getFalse(), Latch);
  PHINode *Dest = nullptr;
  if (Targets.size() > 1) {
    Dest = B.CreatePHI(B.getInt32Ty(), Leaving.size() + 1, "exitpath.dest");
    Dest->addIncoming(PoisonValue::get(B.getInt32Ty()), Latch);
  }
  for (auto [E, K] : Leaving) {
    E->getTerminator()->replaceSuccessorWith(E->getSingleSuccessor(),
                                             NewLatch);
    Left->addIncoming(B.getTrue(), E);
    if (Dest)
      Dest->addIncoming(B.getInt32(K), E);
  }
  B.CreateCondBr(Left, Out, H);
  // Out leads to the targets, one test per target but the last.
  BasicBlock *At = Out;
  for (unsigned K = 0; K + 1 < Targets.size(); ++K) {
    BasicBlock *Next = BasicBlock::Create(Ctx, "exitpath.out", &F);
    IRBuilder<> OB(At);
    OB.CreateCondBr(OB.CreateICmpEQ(Dest, OB.getInt32(K)), Targets[K], Next);
    At = Next;
  }
  BranchInst::Create(Targets.back(), At);

  // Values whose uses the new paths no longer dominate go through slots.
  DominatorTree DT(F);
  SmallVector<Instruction *, 16> Undominated;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (!isa<AllocaInst>(I) && any_of(I.uses(), [&](const Use &U) {
            return !DT.dominates(&I, U);
          }))
        Undominated.push_back(&I);
  for (Instruction *I : Undominated)
    if (AllocaInst *A = DemoteRegToStack(*I))
      Slots.push_back(A);
  DT.recalculate(F);
  SmallVector<AllocaInst *, 8> Promotable;
  for (AllocaInst *A : Slots)
    if (isAllocaPromotable(A))
      Promotable.push_back(A);
  if (!Promotable.empty())
    PromoteMemToReg(Promotable, DT);
}

/// Every end marker starts a block (those are the blocks it splits off).
SmallVector<BasicBlock *, 4> splitAtEndMarkers(Function &F) {
  SmallVector<Instruction *, 4> Ends;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (markerId(I, LoopEndName) && &I != &*BB.getFirstNonPHIIt())
        Ends.push_back(&I);
  SmallVector<BasicBlock *, 4> Split;
  for (Instruction *I : Ends)
    Split.push_back(SplitBlock(I->getParent(), I->getIterator(),
                               static_cast<DominatorTree *>(nullptr),
                               nullptr, nullptr, "loop.end"));
  return Split;
}

} // namespace

bool dropLoopMarkers(Function &F) {
  SmallVector<Instruction *, 8> Markers;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (isCallTo(&I, LoopBeginName) || isCallTo(&I, LoopEndName))
        Markers.push_back(&I);
  for (Instruction *I : Markers)
    I->eraseFromParent();
  return !Markers.empty();
}

bool moveExitPathsIntoLoops(Function &F) {
  // Splitting at the end markers and merging back changes nothing where
  // no path moves.
  SmallVector<BasicBlock *, 4> Split = splitAtEndMarkers(F);
  bool Changed = false;
  // Each move changes the loops; a bound guards against a CFG that keeps
  // offering paths (each move takes one path into its loop for good).
  for (unsigned Round = 0; Round < 64; ++Round) {
    DominatorTree DT(F);
    LoopInfo LI(DT);
    std::optional<ExitPath> P = findExitPath(F, DT, LI);
    if (!P)
      break;
    movePath(F, *P);
    Changed = true;
  }
  if (Changed) {
    DominatorTree DT(F);
    LoopInfo LI(DT);
    for (Loop *L : LI)
      formLCSSARecursively(*L, DT, &LI, nullptr);
  }
  Changed |= dropLoopMarkers(F);
  for (BasicBlock *B : Split)
    MergeBlockIntoPredecessor(B);
  return Changed;
}

} // namespace spmdc
