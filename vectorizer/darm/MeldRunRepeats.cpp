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
  // (Not in a block that keeps a guarded run: inside a loop, the values
  // leaving it reconverge through loop-carried pending copies that the
  // estimate does not price, and crediting the repeats there melded probe
  // s6's fractal_d on avx2, which runs 0.54x melded -- docs/darm.md, "A
  // melded loop's iteration".)
  bool Guarded = false;
  auto Check = [&] {
    for (auto *Run : {&RunT, &RunF})
      Guarded |= !Run->empty() && !Cost.speculatable(R, *Run);
    RunT.clear();
    RunF.clear();
  };
  MeldCost::walkRuns(R.Alignment[P], RunT, RunF, Check);
  if (Guarded)
    return;
  // The runs split as the estimate's Flush splits them: before a matched
  // pair that may not be computed ahead of them.
  auto Flush = [&] {
    if (RunT.empty() || RunF.empty()) {
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
