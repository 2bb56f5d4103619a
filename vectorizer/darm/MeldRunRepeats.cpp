//===- MeldRunRepeats.cpp - DARM: one side's run repeating the other's ---===//
//
// See MeldRunRepeats.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldRunRepeats.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldCost.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace spmdc::darm {

// Session 21 (docs/darm.md, "Repeats, decided guards and masked accesses
// as built (session 21)").
static cl::opt<bool> RepeatsAsBuilt(
    "darm-repeats-as-built", cl::Hidden, cl::init(true),
    cl::cat(spmdc::darmOptionCategory()),
    cl::desc("DARM: price a run repeat where the code generation drops it "
             "(also a guarded run's copy, its blend and its empty guard); "
             "off: only the F copy where both runs are computed for every "
             "lane, as in session 20"));

void collectRunRepeats(
    const Region &R, size_t P, const MeldCost &Cost,
    function_ref<bool(const Value *, const Value *)> Same,
    DenseMap<const Instruction *, const Instruction *> &Out) {
  SmallVector<Instruction *, 8> RunT, RunF;
  // (A block that keeps a guarded run gets the credit too since session
  // 20: the values leaving the run no longer reach the widener as a pending
  // copy carried around the loop -- Widen.cpp's buildBlends -- and the
  // code generation maps a repeat onto the value it repeats where copies
  // left to CSE would cost: docs/darm-history.md, "Guarded runs in loops".)
  // The runs split as the estimate's Flush splits them: before a matched
  // pair that may not be computed ahead of them.
  auto Flush = [&] {
    // At least one run computed for every lane in the melded block, ahead
    // of the other (or of its guard): the repeat is that run's value. Two
    // guarded runs compute theirs apart.
    if (RunT.empty() || RunF.empty() ||
        (!Cost.speculatable(R, RunT) && !Cost.speculatable(R, RunF))) {
      RunT.clear();
      RunF.clear();
      return;
    }
    // (A repeat's operands are the T run's or melded values: where both
    // runs are computed for every lane the T run comes first; where one is
    // guarded the other, computed ahead of its guard, holds the value the
    // repeat becomes -- on the T side or the F side: droppedRepeats.)
    auto SameOperand = [&](const Value *A, const Value *B) {
      if (Same(A, B))
        return true;
      auto *IB = dyn_cast<Instruction>(B);
      return IB && Out.lookup(IB) == A;
    };
    for (Instruction *Y : RunF) {
      if (Y->getType()->isVoidTy() || isa<PHINode>(Y))
        continue;
      for (Instruction *X : RunT)
        if (!Out.count(Y) && X->isSameOperationAs(Y) &&
            all_of(seq(X->getNumOperands()), [&](unsigned K) {
              return SameOperand(X->getOperand(K), Y->getOperand(K));
            })) {
          Out[Y] = X;
          break;
        }
    }
    RunT.clear();
    RunF.clear();
  };
  MeldCost::walkRuns(R.Alignment[P], RunT, RunF, Flush);
}

void droppedRepeats(
    const Region &R, const MeldCost &Cost, ArrayRef<Instruction *> RunT,
    ArrayRef<Instruction *> RunF,
    const DenseMap<const Instruction *, const Instruction *> &Repeats,
    SmallPtrSetImpl<const Instruction *> &Out) {
  if (RunT.empty() || RunF.empty())
    return;
  const bool SpecT = Cost.speculatable(R, RunT),
             SpecF = Cost.speculatable(R, RunF);
  if ((!SpecT && !SpecF) || (!RepeatsAsBuilt && !(SpecT && SpecF)))
    return;
  for (const Instruction *Y : RunF) {
    const Instruction *X = Repeats.lookup(Y);
    if (!X || !is_contained(RunT, X))
      continue;
    // (The guarded copy is the T one only where the T run is guarded.)
    const Instruction *Gone = SpecT ? Y : X;
    if ((SpecT && SpecF) || MeldCost::safeForAllLanes(Gone))
      Out.insert(Gone);
  }
}

} // namespace spmdc::darm
