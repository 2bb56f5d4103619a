//===- MeldSubgraph.cpp - DARM: single-entry single-exit subgraphs --------===//
//
// See MeldSubgraph.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldSubgraph.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc::darm {

bool computeDist(Subgraph &G) {
  G.Dist.clear();
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *B : G.Set)
      for (BasicBlock *S : successors(B))
        if (!G.Set.count(S) || G.Dist.count(S)) {
          unsigned D = G.dist(S) + 1;
          auto [It, Inserted] = G.Dist.try_emplace(B, D);
          if (Inserted || D < It->second)
            It->second = D, Changed = true;
        }
  }
  return G.Dist.size() == G.Set.size();
}

/// Whether \p To is reachable from \p From without passing \p X or \p J.
static bool reaches(BasicBlock *From, BasicBlock *To, BasicBlock *X,
                    BasicBlock *J) {
  SmallPtrSet<BasicBlock *, 16> Seen{From};
  SmallVector<BasicBlock *, 16> Work{From};
  while (!Work.empty())
    for (BasicBlock *S : successors(Work.pop_back_val())) {
      if (S == To)
        return true;
      if (S != X && S != J && Seen.insert(S).second)
        Work.push_back(S);
    }
  return false;
}

bool decompose(BasicBlock *Entry, BasicBlock *X, BasicBlock *J,
               const PostDominatorTree &PDT, SmallVectorImpl<Subgraph> &Out) {
  unsigned Total = 0;
  for (BasicBlock *E = Entry; E != J;) {
    DomTreeNode *N = PDT.getNode(E);
    if (Out.size() >= MaxSubgraphs || !N || !N->getIDom() ||
        !N->getIDom()->getBlock())
      return false;
    Subgraph G;
    G.Entry = E;
    G.Exit = N->getIDom()->getBlock();
    // A `do` loop's header is post-dominated by its latch, inside the loop:
    // the loop's subgraph runs on to the first post-dominator from which
    // the header cannot be reached again (before X or J).
    for (unsigned Steps = 0; G.Exit != J && reaches(G.Exit, E, X, J); ++Steps) {
      DomTreeNode *Up = PDT.getNode(G.Exit);
      if (Steps > MaxBlocks || !Up || !Up->getIDom() ||
          !Up->getIDom()->getBlock())
        return false;
      G.Exit = Up->getIDom()->getBlock();
    }
    SmallVector<BasicBlock *, 8> Work{E};
    G.Set.insert(E);
    while (!Work.empty()) {
      BasicBlock *B = Work.pop_back_val();
      auto *Br = dyn_cast<BranchInst>(B->getTerminator());
      // Two edges to one block would need two incoming values per phi.
      if (!Br || B == X || B == J ||
          (Br->isConditional() && Br->getSuccessor(0) == Br->getSuccessor(1)))
        return false;
      for (BasicBlock *S : successors(B))
        if (S != G.Exit && G.Set.insert(S).second) {
          if (S == J || S == X)
            return false;
          Work.push_back(S);
        }
    }
    if (!computeDist(G))
      return false;
    Total += G.Set.size();
    if (Total > MaxBlocks)
      return false;
    // Single entry: only Entry has predecessors outside the subgraph, all
    // in the subgraph before it (or X).
    for (BasicBlock *B : G.Set)
      for (BasicBlock *P : predecessors(B))
        if (!G.Set.count(P) &&
            (B != E || (Out.empty() ? P != X : !Out.back().Set.count(P))))
          return false;
    G.Blocks = reversePostOrder(E, G.Set);
    E = G.Exit;
    Out.push_back(std::move(G));
  }
  return !Out.empty();
}

void refresh(Subgraph &G) {
  G.Set.clear();
  G.Set.insert(G.Entry);
  SmallVector<BasicBlock *, 8> Work{G.Entry};
  while (!Work.empty())
    for (BasicBlock *S : successors(Work.pop_back_val()))
      if (S != G.Exit && G.Set.insert(S).second)
        Work.push_back(S);
  G.Blocks = reversePostOrder(G.Entry, G.Set);
  [[maybe_unused]] bool Ends = computeDist(G);
  assert(Ends && "a subgraph's blocks reach its exit");
}

Subgraph joinRun(ArrayRef<Subgraph> Run) {
  Subgraph G = Run.front();
  for (const Subgraph &Next : Run.drop_front()) {
    G.Exit = Next.Exit;
    G.Set.insert(Next.Set.begin(), Next.Set.end());
    G.Blocks.append(Next.Blocks.begin(), Next.Blocks.end());
  }
  if (Run.size() > 1) {
    [[maybe_unused]] bool Ends = computeDist(G);
    assert(Ends && "a chain of subgraphs that reach their exits");
  }
  return G;
}

bool ifArms(const Subgraph &G, const PostDominatorTree &PDT,
            SmallVector<Subgraph, 8> (&Arms)[2]) {
  auto *Br = dyn_cast<BranchInst>(G.Entry->getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  for (BasicBlock *P : predecessors(G.Entry))
    if (G.Set.count(P))
      return false;
  size_t N = 1;
  for (unsigned K = 0; K < 2; ++K) {
    Arms[K].clear();
    BasicBlock *S = Br->getSuccessor(K);
    if (S == G.Exit)
      continue;
    if (!decompose(S, G.Entry, G.Exit, PDT, Arms[K]))
      return false;
    for (const Subgraph &A : Arms[K])
      N += A.Set.size();
  }
  return N == G.Set.size();
}

bool cutLoop(const Subgraph &G, const PostDominatorTree &PDT, LoopCut &Cut) {
  BasicBlock *H = G.Entry;
  Cut = LoopCut();
  if (none_of(predecessors(H), [&](BasicBlock *P) { return G.Set.count(P); }))
    return false;
  // The exiting blocks: one edge to G's exit, the other inside G. Any other
  // edge out of G (a return, a second exit block) is refused.
  DenseMap<BasicBlock *, unsigned> InIdx;
  for (BasicBlock *B : G.Set) {
    auto *Br = dyn_cast<BranchInst>(B->getTerminator());
    if (!Br)
      return false;
    if (all_of(successors(B), [&](BasicBlock *S) { return G.Set.count(S); }))
      continue;
    if (!Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
      return false;
    unsigned Out = Br->getSuccessor(0) == G.Exit ? 0 : 1;
    if (Br->getSuccessor(Out) != G.Exit ||
        !G.Set.count(Br->getSuccessor(1 - Out)))
      return false;
    InIdx[B] = 1 - Out;
  }
  auto IPDom = [&](BasicBlock *B) -> BasicBlock * {
    DomTreeNode *N = PDT.getNode(B);
    return N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
  };
  size_t N = 0;
  BasicBlock *Cur = H, *Head = H;
  if (InIdx.count(H)) {
    Cur = cast<BranchInst>(H->getTerminator())->getSuccessor(InIdx[H]);
    Cut.Exiting.push_back(H);
    Cut.InLoop.push_back(InIdx[H]);
    N = 1;
  } else {
    // A `do` loop: the header's subgraph, what the header reaches without
    // passing its immediate post-dominator (inside the loop: every way out
    // passes an exiting block after it), pairs as a whole with the other
    // loop's, so that the headers stay headers.
    Subgraph Hg;
    Hg.Entry = H;
    Hg.Exit = IPDom(H);
    if (!Hg.Exit || Hg.Exit == H || !G.Set.count(Hg.Exit))
      return false;
    SmallVector<BasicBlock *, 8> Work{H};
    Hg.Set.insert(H);
    while (!Work.empty()) {
      BasicBlock *B = Work.pop_back_val();
      auto *Br = cast<BranchInst>(B->getTerminator());
      if (InIdx.count(B) ||
          (Br->isConditional() && Br->getSuccessor(0) == Br->getSuccessor(1)))
        return false;
      for (BasicBlock *S : successors(B))
        if (S != Hg.Exit && Hg.Set.insert(S).second) {
          if (S == H || !G.Set.count(S))
            return false;
          Work.push_back(S);
        }
    }
    for (BasicBlock *B : Hg.Set)
      if (B != H && any_of(predecessors(B),
                           [&](BasicBlock *P) { return !Hg.Set.count(P); }))
        return false;
    if (!computeDist(Hg))
      return false;
    Hg.Blocks = reversePostOrder(H, Hg.Set);
    N = Hg.Set.size();
    Cur = Hg.Exit;
    Cut.Lead = true;
    Cut.Segs.emplace_back().push_back(std::move(Hg));
  }
  // Segment by segment: from Cur along immediate post-dominators to the
  // next exiting block (or back to the header), which post-dominates the
  // segment's blocks.
  for (unsigned Guard = 0;; ++Guard) {
    BasicBlock *Next = Cur;
    for (unsigned Steps = 0; Next != H && !InIdx.count(Next); ++Steps) {
      Next = IPDom(Next);
      if (!Next || !G.Set.count(Next) || Steps > G.Set.size())
        return false;
    }
    if (Cut.Segs.size() < Cut.Exiting.size() + Cut.Lead)
      Cut.Segs.emplace_back();
    SmallVector<Subgraph, 8> &Seg = Cut.Segs.back();
    size_t Before = Seg.size();
    if (Cur != Next && !decompose(Cur, Head, Next, PDT, Seg))
      return false;
    for (const Subgraph &S : ArrayRef(Seg).drop_front(Before))
      N += S.Set.size();
    Cut.Heads.push_back(Head);
    Cut.Exits.push_back(Next);
    if (Next == H || Guard > G.Set.size())
      break;
    Cut.Exiting.push_back(Next);
    Cut.InLoop.push_back(InIdx[Next]);
    N += 1;
    Head = Next;
    Cur = cast<BranchInst>(Next->getTerminator())->getSuccessor(InIdx[Next]);
  }
  return N == G.Set.size() && Cut.Exiting.size() == InIdx.size() &&
         Cut.Segs.size() == Cut.Heads.size();
}

SmallVector<Type *, 4> phiTypes(BasicBlock *B) {
  SmallVector<Type *, 4> R;
  for (PHINode &P : B->phis())
    R.push_back(P.getType());
  return R;
}

bool pairSubgraphs(const Subgraph &A, const Subgraph &B,
                   std::vector<BlockPair> &Pairs,
                   DenseMap<BasicBlock *, BasicBlock *> &AtoB) {
  if (A.Set.size() != B.Set.size())
    return false;
  DenseMap<BasicBlock *, BasicBlock *> BtoA;
  SmallVector<BlockPair, 8> Work{{A.Entry, B.Entry}};
  AtoB[A.Entry] = B.Entry;
  BtoA[B.Entry] = A.Entry;
  while (!Work.empty()) {
    auto [PA, PB] = Work.pop_back_val();
    auto *TA = cast<BranchInst>(PA->getTerminator());
    auto *TB = cast<BranchInst>(PB->getTerminator());
    if (TA->getNumSuccessors() != TB->getNumSuccessors() ||
        (PA != A.Entry && phiTypes(PA) != phiTypes(PB)))
      return false;
    for (unsigned K = 0; K < TA->getNumSuccessors(); ++K) {
      BasicBlock *SA = TA->getSuccessor(K), *SB = TB->getSuccessor(K);
      if (SA == A.Exit || SB == B.Exit) {
        if (SA != A.Exit || SB != B.Exit)
          return false;
        continue;
      }
      if (auto It = AtoB.find(SA); It != AtoB.end()) {
        if (It->second != SB)
          return false;
        continue;
      }
      if (BtoA.count(SB))
        return false;
      AtoB[SA] = SB;
      BtoA[SB] = SA;
      Work.push_back({SA, SB});
    }
  }
  if (AtoB.size() != A.Set.size())
    return false;
  for (BasicBlock *BA : A.Blocks)
    Pairs.push_back({BA, AtoB[BA]});
  return true;
}

bool isPlainBlock(const Subgraph &G) {
  return G.Set.size() == 1 && G.Entry->getSingleSuccessor() == G.Exit;
}

bool definesValuesUsedLater(const Subgraph &G) {
  for (BasicBlock *B : G.Blocks)
    for (const Instruction &I : *B)
      for (const Use &U : I.uses()) {
        auto *User = cast<Instruction>(U.getUser());
        if (G.Set.count(User->getParent()))
          continue;
        auto *Phi = dyn_cast<PHINode>(User);
        if (!Phi || Phi->getParent() != G.Exit ||
            !G.Set.count(Phi->getIncomingBlock(U)))
          return true;
      }
  return false;
}

SmallVector<BasicBlock *, 2> enteringBlocks(const Subgraph &G) {
  SmallVector<BasicBlock *, 2> Preds;
  for (BasicBlock *P : predecessors(G.Entry))
    if (!G.Set.count(P) && !is_contained(Preds, P))
      Preds.push_back(P);
  return Preds;
}

} // namespace spmdc::darm
