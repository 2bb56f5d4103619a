//===- MeldRunRepeats.cpp - DARM: one side's run repeating the other's ---===//
//
// See MeldRunRepeats.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldRunRepeats.h"
#include "vectorizer/darm/MeldCost.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc::darm {

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
    // (Both runs are computed for every lane in the melded block, the T
    // run first: a repeat's operands are the T run's or melded values.)
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

} // namespace spmdc::darm
