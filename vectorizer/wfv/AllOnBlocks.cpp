//===- AllOnBlocks.cpp - Blocks whose mask is provably full ---------------===//
//
// See AllOnBlocks.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/AllOnBlocks.h"
#include "vectorizer/wfv/AllOnFastPath.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"

using namespace llvm;

namespace spmdc {

namespace {

/// True if every successor of a block in the region between \p D and \p B
/// (D dom Y, B pdom Y, Y ≠ B) is in the region or is B.
bool isClosedRegion(Function &F, const BasicBlock *D, const BasicBlock *B,
                    const DominatorTree &DT, const PostDominatorTree &PDT) {
  auto InRegion = [&](const BasicBlock *Y) {
    return Y != B && DT.dominates(D, Y) && PDT.dominates(B, Y);
  };
  for (const BasicBlock &Y : F) {
    if (!DT.isReachableFromEntry(&Y) || !InRegion(&Y))
      continue;
    for (const BasicBlock *S : successors(&Y))
      if (S != B && !InRegion(S))
        return false;
  }
  return true;
}

/// Rule 3: some all-on strict dominator D of B, in every loop that
/// contains B, is post-dominated by B through a closed region. Every cycle
/// through B then passes D, so each visit of B follows a visit of D with all
/// lanes, and none of them can leave the region except into B.
/// LoopInfo sees only natural loops, so a block in an irreducible cycle
/// (a goto into a loop) is never all-on by this rule: a cycle through B
/// entered at another block need not pass D (goto_stmt's into_loop: the
/// loop test after the goto target looked all-on, and lanes that had left
/// the loop voted to stay in it).
bool byRegion(Function &F, BasicBlock *B,
              const SmallPtrSetImpl<const BasicBlock *> &AllOn,
              const DominatorTree &DT, const PostDominatorTree &PDT,
              const LoopInfo &LI, const CycleInfo &CI) {
  for (const Cycle *C = CI.getCycle(B); C; C = C->getParentCycle())
    if (!C->isReducible())
      return false;
  const Loop *L = LI.getLoopFor(B);
  for (const DomTreeNode *N = DT.getNode(B)->getIDom(); N; N = N->getIDom()) {
    const BasicBlock *D = N->getBlock();
    if (L && !L->contains(D))
      return false; // so are all further dominators
    if (AllOn.count(D) && PDT.dominates(B, D) &&
        isClosedRegion(F, D, B, DT, PDT))
      return true;
  }
  return false;
}

} // namespace

SmallPtrSet<const BasicBlock *, 16>
computeAllOnBlocks(Function &F, const ShapeInfo &SI, const DominatorTree &DT,
                   const PostDominatorTree &PDT, const GangWidth &GW) {
  SmallPtrSet<const BasicBlock *, 16> AllOn;
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT)
    AllOn.insert(BB);

  LoopInfo LI(DT);
  CycleInfo CI;
  CI.compute(F);
  const BasicBlock *Entry = &F.getEntryBlock();
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (BasicBlock *BB : RPOT) {
      if (BB == Entry || !AllOn.count(BB))
        continue;
      bool ByPreds = pred_size(BB) > 0;
      for (const BasicBlock *P : predecessors(BB))
        if ((!AllOn.count(P) || SI.hasDivergentBranch(P)) &&
            !isAllOnTestEdge(P, BB, GW))
          ByPreds = false;
      if (ByPreds)
        continue;
      if (byRegion(F, BB, AllOn, DT, PDT, LI, CI))
        continue;
      AllOn.erase(BB);
      Changed = true;
    }
  }
  return AllOn;
}

} // namespace spmdc
