//===- MeldGuardCost.cpp - DARM: what the guards cost -------------------===//
//
// See MeldGuardCost.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldGuardCost.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/wfv/Widen.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace spmdc::darm {

// Session 20 (docs/darm-history.md, "Guards of else-if chains (session 20)").
static cl::opt<bool> ArmGuards(
    "darm-arm-guards", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: an arm of a divergent branch inside a side that the "
             "widener enters without its test (small, only computes) costs "
             "a diverged gang its mask operations, not a guard"));
static cl::opt<bool> DecidedGuards(
    "darm-decided-guards", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: a solo's guard that no lane of the other side reaches "
             "costs nothing"));

/// The divergent two-way branch in front of \p In whose other successor
/// goes straight to \p J (one level of an `else if` chain around \p In),
/// or nullptr.
static BranchInst *chainTestAbove(BasicBlock *In, const BasicBlock *J,
                                  const ShapeInfo &SI) {
  BasicBlock *P = In ? In->getSinglePredecessor() : nullptr;
  if (!P || !J || !SI.hasDivergentBranch(P))
    return nullptr;
  auto *Br = dyn_cast<BranchInst>(P->getTerminator());
  if (!Br || !Br->isConditional())
    return nullptr;
  BasicBlock *O = Br->getSuccessor(Br->getSuccessor(0) == In ? 1 : 0);
  return O != In && O->getSingleSuccessor() == J ? Br : nullptr;
}

bool MeldCost::innerPairOfChain(const Region &R) const {
  return chainTestAbove(R.X, R.J, SI);
}

SmallVector<Instruction *, 2> MeldCost::chainTests(const Region &R) const {
  SmallVector<Instruction *, 2> Tests;
  BasicBlock *In = R.X;
  // (A bound: a switch lowered to a chain of tests has one per case.)
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    BranchInst *Br = chainTestAbove(In, R.J, SI);
    if (!Br)
      break;
    Tests.push_back(Br);
    In = Br->getParent();
  }
  return Tests;
}

bool MeldCost::runsUnguarded(ArrayRef<Instruction *> Run) const {
  // As Widener::isCheapPureSide decides it, on the code before widening:
  // a uniform division stays scalar (and may trap), and a varying
  // instruction counts twice there (its widened copy and the scalar one
  // waiting for removal).
  unsigned Limit = unguardedSideSize(), Size = 0;
  for (const Instruction *I : Run) {
    if (I->isDebugOrPseudoInst())
      continue;
    if (!computesOnly(*I) || (I->isIntDivRem() && SI.isUniform(I)))
      return false;
    Size += SI.isUniform(I) ? 1 : 2;
  }
  return Limit && Size <= Limit;
}

bool MeldCost::runsUnguarded(const Region &R, bool T) const {
  // The whole side as one run: no loop, at most 8 blocks (the widener's
  // walk of a side).
  const auto &Blocks = T ? R.TBlocks : R.FBlocks;
  if (Blocks.size() > 8)
    return false;
  SmallVector<Instruction *, 32> Run;
  for (BasicBlock *B : Blocks) {
    if (R.LoopDepth.lookup(B))
      return false;
    append_range(Run, body(B));
  }
  return runsUnguarded(Run);
}

/// Whether \p Br branches on a divergent value (a constant branch -- a
/// replicated block's -- or a uniform one does not).
static bool branchesDivergently(const BranchInst &Br, const ShapeInfo &SI) {
  return Br.isConditional() && !isa<Constant>(Br.getCondition()) &&
         SI.isDivergent(Br.getCondition());
}

/// Whether both sides of \p R only compute (Widen.h's computesOnly: no
/// memory access, no call but a cheap intrinsic).
static bool computesOnlySides(const Region &R) {
  for (const auto *Side : {&R.TBlocks, &R.FBlocks})
    for (BasicBlock *B : *Side)
      for (const Instruction *I : body(B))
        if (!computesOnly(*I))
          return false;
  return true;
}

RegionGuards::RegionGuards(const MeldCost &C, const Region &R, bool Diverges)
    : C(C), R(R), Diverges(Diverges),
      Diverged(Diverges ? C.divergedGuardCost() : C.branchCost()),
      // (Not for the inner pair of a chain, which is credited the
      // enclosing guard instead: priced at the arms' masks, probe s2's
      // b64 chain melded its middle test alone, "9 of 37" where it read
      // "9 of 47", and the half-melded chain ran 0.65-0.75x on avx2.)
      // Nor where a side holds memory accesses or calls: its arms are no
      // chain of small arms the widener if-converts, and the guard's price
      // stands in for what the chain's levels cost in reconvergence
      // (priced at their masks, e2e switch_chains' 18-case many_cases,
      // whose cases store, was refused whole and half melded ran 0.73x on
      // avx512).
      Arms(ArmGuards && Diverges && !C.innerPairOfChain(R) &&
           computesOnlySides(R)) {
  for (const auto &Pairs : R.Alignment)
    for (auto [X, Y] : Pairs)
      if (X && Y)
        MatchedF.insert(Y);
}

bool RegionGuards::divergedAt(const BasicBlock *A) const {
  return Diverges && !R.LoopDepth.lookup(A);
}

double RegionGuards::at(const BasicBlock *A) const {
  return divergedAt(A) ? Diverged : C.branchCost();
}

double RegionGuards::sideEntry(const BasicBlock *A, const BasicBlock *B,
                               bool T, bool EntryPair) const {
  // (A side the widener enters without its test pays no guard: a
  // diamond of two such sides folds into one blend. Since session 20 a
  // side that is itself a chain of such arms -- it holds a divergent
  // branch -- pays its lanes' mask and the rejoin, which the melded path,
  // X's branch gone, does not: reconvergence keeps the chain's masks
  // apart, ca_rules' `korw`/`kandw` each iteration.)
  if (EntryPair)
    return !C.runsUnguarded(R, T)                   ? at(A)
           : divergedAt(A) && holdsDivergentTest(T) ? armCost()
                                                    : 0.0;
  return divergedAt(A) && armUnguarded(B, T) ? armCost() : at(A);
}

double RegionGuards::meldedEntry(const BasicBlock *A,
                                 const BasicBlock *B) const {
  // (The melded branch is divergent when either side's is: it branches on
  // `select c, cT, cF`. The melded arm holds both arms' code, the
  // matched instructions once.)
  return divergedAt(A) && armUnguarded(A, true, B) ? armCost() : at(A);
}

double RegionGuards::armCost() const { return 2 * C.maskOpCost(); }

bool RegionGuards::holdsDivergentTest(bool T) const {
  if (!Arms)
    return false;
  return any_of(T ? R.TBlocks : R.FBlocks, [&](const BasicBlock *B) {
    auto *Br = dyn_cast<BranchInst>(B->getTerminator());
    return Br && branchesDivergently(*Br, C.shapes());
  });
}

SmallVector<BasicBlock *, 8> RegionGuards::armOf(const BasicBlock *B,
                                                 bool T) const {
  const auto &Side = T ? R.TBlocks : R.FBlocks;
  SmallVector<BasicBlock *, 8> Arm;
  const BasicBlock *P = B->getSinglePredecessor();
  auto *Br = P && Side.count(const_cast<BasicBlock *>(P))
                 ? dyn_cast<BranchInst>(P->getTerminator())
                 : nullptr;
  if (!Br || !Br->isConditional() ||
      Br->getSuccessor(0) == Br->getSuccessor(1))
    return Arm;
  const BasicBlock *O = Br->getSuccessor(Br->getSuccessor(0) == B ? 1 : 0);
  // What each arm reaches inside the side (the sides of a diverged gang's
  // region hold no loop: MeldCost::estimate).
  auto Reach = [&](const BasicBlock *From,
                   SmallPtrSetImpl<BasicBlock *> &Seen) {
    SmallVector<BasicBlock *, 8> Work;
    if (Side.count(const_cast<BasicBlock *>(From)) &&
        Seen.insert(const_cast<BasicBlock *>(From)).second)
      Work.push_back(const_cast<BasicBlock *>(From));
    while (!Work.empty() && Seen.size() <= 16)
      for (BasicBlock *S : successors(Work.pop_back_val()))
        if (Side.count(S) && Seen.insert(S).second)
          Work.push_back(S);
  };
  SmallPtrSet<BasicBlock *, 16> FromB, FromO;
  Reach(B, FromB);
  Reach(O, FromO);
  if (FromB.size() > 16 || FromB.count(const_cast<BasicBlock *>(P)))
    return Arm;
  for (BasicBlock *X : FromB)
    if (!FromO.count(X))
      Arm.push_back(X);
  if (Arm.size() > 8)
    Arm.clear();
  return Arm;
}

bool RegionGuards::armUnguarded(const BasicBlock *B, bool T,
                                const BasicBlock *Other) const {
  if (!Arms)
    return false;
  SmallVector<BasicBlock *, 8> Arm = armOf(B, T);
  if (Arm.empty())
    return false;
  bool Divergent = branchesDivergently(
      *cast<BranchInst>(B->getSinglePredecessor()->getTerminator()),
      C.shapes());
  SmallVector<BasicBlock *, 8> OtherArm;
  if (Other) {
    // (The melded block is an if-converted arm of one melded branch only
    // where the two branches in front of the arms are a pair: else each
    // side's lanes reach it from their own, unmelded, test.)
    auto *P = const_cast<BasicBlock *>(B->getSinglePredecessor()),
         *PO = const_cast<BasicBlock *>(Other->getSinglePredecessor());
    OtherArm = armOf(Other, !T);
    if (OtherArm.empty() || R.TtoF.lookup(T ? P : PO) != (T ? PO : P))
      return false;
    Divergent |= branchesDivergently(
        *cast<BranchInst>(Other->getSinglePredecessor()->getTerminator()),
        C.shapes());
  }
  // (A constant branch -- a replicated block's -- or a uniform one is no
  // divergent branch: its arm is entered by a plain jump, priced as
  // before.)
  if (!Divergent)
    return false;
  // (The melded arm holds a matched pair's instruction once; its selects
  // of differing operands are not counted, as the widener's count of a
  // varying instruction twice -- widened and scalar -- is generous.)
  SmallVector<Instruction *, 32> Code;
  for (auto *Blocks : {&Arm, &OtherArm})
    for (BasicBlock *X : *Blocks)
      for (Instruction *I : body(X))
        if (!Other || !MatchedF.count(I))
          Code.push_back(I);
  // (An empty arm -- a case that only picks the join's value -- keeps the
  // guard's price, which stands in for what each level of a long chain
  // costs in reconvergence (its pending mask, the join's blends): priced
  // at its masks, e2e switch_chains' 18-case many_cases was refused whole
  // and half melded ran 0.73x on avx512.)
  return !Code.empty() && C.runsUnguarded(Code);
}

bool RegionGuards::soloDecided(const Solo &S) const {
  return soloGuardDecided(R, S);
}

bool soloGuardDecided(const Region &R, const Solo &S) {
  if (!DecidedGuards || R.Pairs.empty())
    return false;
  // The side without the subgraph, and where its counterpart starts.
  const bool T = !S.RealT;
  const auto &Side = T ? R.TBlocks : R.FBlocks;
  BasicBlock *Entry = T ? R.Pairs.front().first : R.Pairs.front().second;
  BasicBlock *Counter =
      T ? S.TBlocks.front() : R.TtoF.lookup(S.TBlocks.front());
  if (!Counter)
    return false;
  // The blocks that side's lanes can reach: a constant branch takes one
  // edge only.
  SmallPtrSet<BasicBlock *, 16> Live{Entry};
  SmallVector<BasicBlock *, 8> Work{Entry};
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    auto *Br = dyn_cast<BranchInst>(X->getTerminator());
    if (!Br)
      return false;
    auto *K = Br->isConditional() ? dyn_cast<ConstantInt>(Br->getCondition())
                                  : nullptr;
    for (unsigned I = 0; I < Br->getNumSuccessors(); ++I) {
      BasicBlock *Succ = Br->getSuccessor(I);
      if (K && I != (K->isZero() ? 1u : 0u))
        continue;
      if (Side.count(Succ) && Live.insert(Succ).second)
        Work.push_back(Succ);
    }
  }
  return !Live.count(Counter);
}

double RegionGuards::soloGuard(const Solo &S, const BasicBlock *A) const {
  // (Decided: the melded guard guards nothing -- payoff_kinds' guard in
  // front of the DIGITAL/default diamond branches on kind == 0 for lanes
  // that all have kind != 0.)
  if (soloDecided(S))
    return 0;
  auto Empty = [&](const BasicBlock *TB) {
    return body(const_cast<BasicBlock *>(TB)).empty() &&
           body(R.TtoF.lookup(const_cast<BasicBlock *>(TB))).empty();
  };
  return all_of(S.TBlocks, Empty) ? 0 : at(A);
}

bool RegionGuards::runPays(ArrayRef<Instruction *> Run, const BasicBlock *A,
                           bool OneSideEnters) const {
  // (A run the widener enters without its test -- a small one that only
  // computes -- costs a diverged gang no guard.)
  return !OneSideEnters && !(divergedAt(A) && C.runsUnguarded(Run));
}

double RegionGuards::runs(unsigned Guarded, const BasicBlock *A) const {
  if (!Guarded)
    return 0;
  return divergedAt(A) ? Guarded * at(A) : at(A);
}

} // namespace spmdc::darm
