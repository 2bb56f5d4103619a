//===- MeldOrder.cpp - DARM: a canonical order for aligning blocks --------===//
//
// See MeldOrder.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldOrder.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace llvm;

namespace spmdc::darm {

/// Whether \p I must keep its place relative to the other such
/// instructions of its block: it reads or writes memory, has side effects
/// (a call, a store), may not return, or may trap or be undefined when
/// moved (a division by a value not known to be nonzero: moved ahead of a
/// call that does not return, it would run where it did not).
static bool isOrdered(const Instruction &I) {
  return I.mayReadOrWriteMemory() || I.mayHaveSideEffects() ||
         isa<CallBase>(I) || isa<AllocaInst>(I) ||
         !isGuaranteedToTransferExecutionToSuccessor(&I) ||
         !isSafeToSpeculativelyExecute(&I);
}

SmallVector<Instruction *, 16> canonicalOrder(BasicBlock *BB) {
  SmallVector<Instruction *, 16> Body = body(BB);
  // Depth: one more than the deepest operand computed in the block's body
  // and, for an ordered instruction, than the previous ordered one.
  DenseMap<const Instruction *, unsigned> Depth;
  const Instruction *LastOrdered = nullptr;
  for (Instruction *I : Body) {
    unsigned D = 0;
    for (Value *Op : I->operands())
      if (auto *OI = dyn_cast<Instruction>(Op))
        if (auto It = Depth.find(OI); It != Depth.end())
          D = std::max(D, It->second + 1);
    if (isOrdered(*I)) {
      if (LastOrdered)
        D = std::max(D, Depth.lookup(LastOrdered) + 1);
      LastOrdered = I;
    }
    Depth[I] = D;
  }
  // Every dependence goes to a strictly smaller depth: sorting by depth
  // keeps defs before uses and the ordered chain in order (no two of it
  // share a depth). Independent instructions of one depth go by opcode, so
  // that the sides' `fadd`s line up whichever one each side wrote first,
  // then in program order.
  std::stable_sort(Body.begin(), Body.end(),
                   [&](const Instruction *X, const Instruction *Y) {
                     unsigned DX = Depth.lookup(X), DY = Depth.lookup(Y);
                     if (DX != DY)
                       return DX < DY;
                     return X->getOpcode() < Y->getOpcode();
                   });
  return Body;
}

bool canonicalOrderDiffers(const Region &R) {
  // Not in loops: probe q6's binomial (avx512) went from -2126 to +3654
  // estimated, melded, and ran 0.60x of the base (docs/darm.md).
  for (auto [A, B] : R.Pairs)
    if (R.LoopDepth.lookup(A) || R.LoopDepth.lookup(B))
      return false;
  for (auto [A, B] : R.Pairs)
    for (BasicBlock *BB : {A, B})
      if (canonicalOrder(BB) != body(BB))
        return true;
  return false;
}

} // namespace spmdc::darm
