//===- MeldPad.cpp - DARM: padding subgraph sequences ---------------------===//
//
// See MeldPad.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldPad.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"

using namespace llvm;

namespace spmdc::darm {

void Padder::padPhis(BasicBlock *A, BasicBlock *B) {
  SmallVector<Type *, 4> TA = phiTypes(A), TB = phiTypes(B);
  if (TA == TB)
    return;
  size_t Common = std::min(TA.size(), TB.size());
  if (ArrayRef(TA).take_front(Common) == ArrayRef(TB).take_front(Common)) {
    // One list extends the other: the shorter one gets the rest.
    BasicBlock *Short = TA.size() < TB.size() ? A : B;
    ArrayRef<Type *> Rest =
        ArrayRef(TA.size() < TB.size() ? TB : TA).drop_front(Common);
    for (Type *T : Rest)
      poisonPhi(T, Short, Short->getFirstNonPHIIt(), "seq.pad");
    return;
  }
  // A's phis then poison for B's; poison for A's then B's.
  for (Type *T : TB)
    poisonPhi(T, A, A->getFirstNonPHIIt(), "seq.pad");
  BasicBlock::iterator First = B->begin();
  for (Type *T : TA)
    poisonPhi(T, B, First, "seq.pad");
}

BasicBlock *Padder::padEdge(BasicBlock *P, BasicBlock *Exit) {
  Replica Rep;
  Rep.K = Replica::Kind::Pad;
  Rep.J = Exit;
  BasicBlock *Pad = BasicBlock::Create(P->getContext(), P->getName() + ".pad",
                                       X->getParent(), Exit);
  BranchInst::Create(Exit, Pad);
  // P has one edge to Exit (its successors differ): it now goes through Pad.
  P->getTerminator()->replaceSuccessorWith(Exit, Pad);
  Exit->replacePhiUsesWith(P, Pad);
  Rep.Arms.push_back(Pad);
  if (Loop *L = LI.getLoopFor(P))
    L->addBasicBlockToLoop(Pad, LI);
  Out.Nested.push_back(std::move(Rep));
  return Pad;
}

BasicBlock *Padder::insertCopy(const Subgraph &G, unsigned S, BasicBlock *N,
                               const SmallPtrSetImpl<BasicBlock *> &From,
                               Loop *L, bool AtExit) {
  LLVMContext &Ctx = X->getContext();
  // The edges into N from before it on side S (not N's own back edges).
  SmallVector<BasicBlock *, 4> In;
  for (BasicBlock *P : predecessors(N))
    if (From.count(P) && (AtExit || !Inner.lookup(N).count(P)) &&
        !is_contained(In, P))
      In.push_back(P);
  // The copy: G's blocks, empty, in G's order, in front of N.
  DenseMap<BasicBlock *, BasicBlock *> C;
  for (BasicBlock *B : G.Blocks) {
    BasicBlock *NB =
        BasicBlock::Create(Ctx, B->getName() + ".seq", X->getParent(), N);
    C[B] = NB;
    Out.Arms.push_back(NB);
    Out.ArmEpoch.push_back(Out.Nested.size());
    New.insert(NB);
    if (L)
      L->addBasicBlockToLoop(NB, LI);
  }
  BasicBlock *CE = C[G.Entry];
  for (BasicBlock *B : G.Blocks)
    Inner[CE].insert(C[B]);
  // G runs as one guarded run (Solo): its T-side blocks, entry first.
  Solo &SG = Out.Solos.emplace_back();
  SG.RealT = S == 1;
  for (BasicBlock *B : G.Blocks)
    SG.TBlocks.push_back(S == 1 ? B : C[B]);
  // Poison phis pairing with G's (filled once the edges exist).
  SmallVector<std::pair<PHINode *, BasicBlock *>, 8> Poison;
  for (BasicBlock *B : G.Blocks)
    for (PHINode &P : B->phis())
      Poison.push_back(
          {PHINode::Create(P.getType(), 2, P.getName() + ".seq", C[B]->end()),
           C[B]});
  // N's phis: the values they received over the edges In now travel
  // through the copy, in carry phis of its entry (G's entry gets poison
  // phis of the same types, so the entries still pair).
  SmallVector<std::pair<PHINode *, Value *>, 4> Carried;
  for (PHINode &Phi : N->phis()) {
    record(&Phi);
    SmallVector<Value *, 4> Vals;
    for (BasicBlock *P : In)
      Vals.push_back(Phi.getIncomingValueForBlock(P));
    for (BasicBlock *P : In)
      Phi.removeIncomingValue(P, /*DeletePHIIfEmpty=*/false);
    // One value on every edge In dominates them all, so the copy (entered
    // only through them) too: N takes it straight, no carry needed -- unless
    // the edges leave a loop that defines it: then the carry is the value's
    // exit (LCSSA) phi, which a melded loop needs to keep each lane's value
    // from the iteration it left in (the loop runs on for other lanes).
    auto InLoop = [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      Loop *VL = I ? LI.getLoopFor(I->getParent()) : nullptr;
      return VL && !VL->contains(N);
    };
    if (all_equal(Vals) && (Vals.empty() || !InLoop(Vals.front()))) {
      Carried.push_back({&Phi, Vals.empty() ? PoisonValue::get(Phi.getType())
                                            : Vals.front()});
      continue;
    }
    PHINode *K = PHINode::Create(Phi.getType(), In.size(),
                                 Phi.getName() + ".carry", CE->end());
    for (auto [V, P] : zip(Vals, In))
      K->addIncoming(V, P);
    Carried.push_back({&Phi, K});
    poisonPhi(Phi.getType(), G.Entry, G.Entry->getFirstNonPHIIt(), "seq.pad");
  }
  // Constant branches steer toward G's exit (fewest blocks to it), so
  // side S's lanes pass through the copy once, doing nothing.
  auto Target = [&](BasicBlock *Succ) {
    // (G's exit edges may already enter a counterpart inserted after G.)
    return G.Set.count(Succ) ? C[Succ] : N;
  };
  for (BasicBlock *B : G.Blocks) {
    auto *Br = cast<BranchInst>(B->getTerminator());
    BranchInst *NewBr;
    if (Br->isUnconditional()) {
      NewBr = BranchInst::Create(Target(Br->getSuccessor(0)), C[B]);
    } else {
      bool First = G.dist(Br->getSuccessor(0)) <= G.dist(Br->getSuccessor(1));
      NewBr = BranchInst::Create(Target(Br->getSuccessor(0)),
                                 Target(Br->getSuccessor(1)),
                                 ConstantInt::getBool(Ctx, First), C[B]);
    }
    NewBr->setDebugLoc(Br->getDebugLoc());
  }
  // The edges In now enter the copy.
  for (BasicBlock *P : In) {
    Instruction *Term = P->getTerminator();
    for (unsigned K = 0; K < Term->getNumSuccessors(); ++K)
      if (Term->getSuccessor(K) == N) {
        if (!New.count(P)) {
          Out.Redirected.push_back({Term, K, N});
          Out.RedirectedEpoch.push_back(Out.Nested.size());
        }
        Term->setSuccessor(K, CE);
      }
  }
  // Carry phis keep their value around the copy's own back edges; N's phis
  // take them on each edge leaving the copy.
  for (auto [Phi, V] : Carried)
    if (auto *K = dyn_cast<PHINode>(V); K && K->getParent() == CE)
      for (BasicBlock *P : predecessors(CE))
        if (New.count(P) && Inner[CE].count(P))
          K->addIncoming(K, P);
  for (BasicBlock *B : G.Blocks)
    for (BasicBlock *Succ : successors(C[B]))
      if (Succ == N)
        for (auto [Phi, V] : Carried)
          Phi->addIncoming(V, C[B]);
  for (auto [P, B] : Poison)
    for (BasicBlock *Pred : predecessors(B))
      P->addIncoming(PoisonValue::get(P->getType()), Pred);
  return CE;
}

} // namespace spmdc::darm
