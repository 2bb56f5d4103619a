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

Subgraph joinRun(MutableArrayRef<Subgraph> Run) {
  Subgraph G = std::move(Run.front());
  for (Subgraph &Next : Run.drop_front()) {
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

bool loopBody(const Subgraph &G, const PostDominatorTree &PDT,
              SmallVector<Subgraph, 8> &Body, unsigned &Index) {
  auto *Br = dyn_cast<BranchInst>(G.Entry->getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  unsigned ExitK = Br->getSuccessor(0) == G.Exit ? 0 : 1;
  BasicBlock *First = Br->getSuccessor(1 - ExitK);
  if (Br->getSuccessor(ExitK) != G.Exit || First == G.Entry ||
      !G.Set.count(First) || none_of(predecessors(G.Entry), [&](BasicBlock *P) {
        return G.Set.count(P);
      }))
    return false;
  for (BasicBlock *B : G.Set)
    if (B != G.Entry &&
        any_of(successors(B), [&](BasicBlock *S) { return !G.Set.count(S); }))
      return false;
  Body.clear();
  if (!decompose(First, G.Entry, G.Entry, PDT, Body))
    return false;
  size_t N = 1;
  for (const Subgraph &S : Body)
    N += S.Set.size();
  Index = 1 - ExitK;
  return N == G.Set.size();
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

} // namespace spmdc::darm
