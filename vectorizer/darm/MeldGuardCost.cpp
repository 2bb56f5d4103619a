//===- MeldGuardCost.cpp - DARM: what the guards cost -------------------===//
//
// See MeldGuardCost.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldGuardCost.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/wfv/Widen.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc::darm {

bool MeldCost::innerPairOfChain(const Region &R) const {
  BasicBlock *P = R.X ? R.X->getSinglePredecessor() : nullptr;
  if (!P || !R.J || !SI.hasDivergentBranch(P))
    return false;
  auto *Br = dyn_cast<BranchInst>(P->getTerminator());
  if (!Br || !Br->isConditional())
    return false;
  BasicBlock *O = Br->getSuccessor(Br->getSuccessor(0) == R.X ? 1 : 0);
  return O != R.X && O->getSingleSuccessor() == R.J;
}

SmallVector<Instruction *, 2> MeldCost::chainTests(const Region &R) const {
  SmallVector<Instruction *, 2> Tests;
  BasicBlock *In = R.X;
  // (A bound: a switch lowered to a chain of tests has one per case.)
  for (unsigned Depth = 0; In && Depth < 16; ++Depth) {
    BasicBlock *P = In->getSinglePredecessor();
    if (!P || !SI.hasDivergentBranch(P))
      break;
    auto *Br = dyn_cast<BranchInst>(P->getTerminator());
    if (!Br || !Br->isConditional())
      break;
    BasicBlock *O = Br->getSuccessor(Br->getSuccessor(0) == In ? 1 : 0);
    if (O == In || O->getSingleSuccessor() != R.J)
      break;
    Tests.push_back(Br);
    In = P;
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

RegionGuards::RegionGuards(const MeldCost &C, const Region &R, bool Diverges)
    : C(C), R(R), Diverges(Diverges),
      Diverged(Diverges ? C.divergedGuardCost() : C.branchCost()) {}

bool RegionGuards::divergedAt(const BasicBlock *A) const {
  return Diverges && !R.LoopDepth.lookup(A);
}

double RegionGuards::at(const BasicBlock *A) const {
  return divergedAt(A) ? Diverged : C.branchCost();
}

double RegionGuards::sideEntry(const BasicBlock *A, bool T,
                               bool EntryPair) const {
  // (A side the widener enters without its test pays no guard at all.)
  return EntryPair && C.runsUnguarded(R, T) ? 0.0 : at(A);
}

double RegionGuards::soloGuard(const Solo &S, const BasicBlock *A) const {
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
