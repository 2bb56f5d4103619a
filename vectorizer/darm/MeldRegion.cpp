//===- MeldRegion.cpp - DARM: the two sides of a divergent branch ---------===//
//
// See MeldRegion.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldRegion.h"
#include "vectorizer/darm/MeldLoopForm.h"
#include "vectorizer/analysis/UnmaskedRegions.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"

#include <functional>

using namespace llvm;

namespace spmdc::darm {

bool isSwappedCompare(const Instruction *X, const Instruction *Y) {
  auto *CX = dyn_cast<CmpInst>(X), *CY = dyn_cast<CmpInst>(Y);
  return CX && CY && CX->getOpcode() == CY->getOpcode() &&
         CX->getPredicate() != CY->getPredicate() &&
         CX->getPredicate() == CY->getSwappedPredicate() &&
         CX->getOperand(0)->getType() == CY->getOperand(0)->getType();
}

SmallVector<Instruction *, 16> body(BasicBlock *BB) {
  SmallVector<Instruction *, 16> R;
  for (Instruction &I : *BB)
    if (!isa<PHINode>(I) && !I.isTerminator())
      R.push_back(&I);
  return R;
}

namespace {

/// The blocks reachable from \p Entry without passing J; false unless they
/// form an acyclic single-entry region left only to J.
bool collectSide(BasicBlock *Entry, Region &R,
                 SmallPtrSetImpl<BasicBlock *> &Out) {
  if (Entry == R.J)
    return false;
  SmallVector<BasicBlock *, 8> Work{Entry};
  Out.insert(Entry);
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    auto *Br = dyn_cast<BranchInst>(B->getTerminator());
    if (!Br || B == R.X)
      return false;
    for (BasicBlock *S : successors(B))
      if (S != R.J && Out.insert(S).second) {
        if (S == R.X || Out.size() > 64)
          return false;
        Work.push_back(S);
      }
  }
  // Entered only from X (the entry may also be a loop header of the side).
  for (BasicBlock *B : Out)
    for (BasicBlock *P : predecessors(B))
      if (!Out.count(P) && !(B == Entry && P == R.X))
        return false;
  // Cycles inside a side are loops wholly inside it (a block that reaches
  // X again was refused above): isomorphic loops meld into one loop whose
  // lanes each leave on their own side's exit condition (its branch takes
  // the selected condition, and spmd-reconverge masks the lanes that left).
  // Values leave only through J's phis; unmasked regions (whose mask is
  // not the side's) are never melded.
  for (BasicBlock *B : Out)
    for (Instruction &I : *B) {
      if (isUnmaskedMarker(&I))
        return false;
      for (User *U : I.users()) {
        auto *UI = cast<Instruction>(U);
        if (!Out.count(UI->getParent()) &&
            !(isa<PHINode>(UI) && UI->getParent() == R.J))
          return false;
      }
    }
  return true;
}

/// Pairs the blocks of the two sides by walking them in parallel; false if
/// they are not isomorphic.
bool pairSides(Region &R) {
  DenseMap<BasicBlock *, BasicBlock *> FtoT;
  SmallVector<BlockPair, 8> Work{{R.X->getTerminator()->getSuccessor(0),
                                  R.X->getTerminator()->getSuccessor(1)}};
  R.TtoF[Work[0].first] = Work[0].second;
  FtoT[Work[0].second] = Work[0].first;
  while (!Work.empty()) {
    auto [A, B] = Work.pop_back_val();
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    if (TA->getNumSuccessors() != TB->getNumSuccessors())
      return false;
    auto PhisA = A->phis(), PhisB = B->phis();
    if (std::distance(PhisA.begin(), PhisA.end()) !=
        std::distance(PhisB.begin(), PhisB.end()))
      return false;
    for (unsigned K = 0; K < TA->getNumSuccessors(); ++K) {
      BasicBlock *SA = TA->getSuccessor(K), *SB = TB->getSuccessor(K);
      if (SA == R.J || SB == R.J) {
        if (SA != SB)
          return false;
        continue;
      }
      auto ItA = R.TtoF.find(SA);
      if (ItA != R.TtoF.end()) {
        if (ItA->second != SB)
          return false;
        continue;
      }
      if (FtoT.count(SB))
        return false;
      R.TtoF[SA] = SB;
      FtoT[SB] = SA;
      Work.push_back({SA, SB});
    }
  }
  if (R.TtoF.size() != R.TBlocks.size() || FtoT.size() != R.FBlocks.size())
    return false;
  // Topological order of the T side (reverse post-order from its entry).
  for (BasicBlock *B :
       reversePostOrder(R.X->getTerminator()->getSuccessor(0), R.TBlocks)) {
    BasicBlock *FB = R.TtoF[B];
    // Paired phis must have the same types, position by position.
    auto IA = B->phis().begin(), IB = FB->phis().begin();
    for (; IA != B->phis().end(); ++IA, ++IB)
      if (IA->getType() != IB->getType())
        return false;
    R.Pairs.push_back({B, FB});
  }
  return true;
}

} // namespace

namespace {

/// How much alike two blocks are: the instructions of \p B whose opcode
/// \p A also has (a multiset intersection), a cheap guide for where a
/// replicated block's work goes.
unsigned likeness(BasicBlock *A, BasicBlock *B) {
  DenseMap<unsigned, int> Ops;
  for (Instruction *I : body(A))
    ++Ops[I->getOpcode()];
  unsigned N = 0;
  for (Instruction *I : body(B))
    if (Ops[I->getOpcode()]-- > 0)
      ++N;
  return N;
}

/// Moves the body of \p From (its non-phi, non-terminator instructions) to
/// the end of \p To, before its terminator, with their debug records: the
/// ones in front of each instruction and the ones in front of From's
/// terminator (the values the block ends with). A plain moveBefore leaves
/// the records behind, where they may name values that no longer dominate
/// them -- invisible until -g lowers them to stores (spmd-widen's debug
/// slots), which then do not verify.
void moveBody(BasicBlock *From, BasicBlock *To) {
  Instruction *ToTerm = To->getTerminator();
  assert(!ToTerm->hasDbgRecords() && "records would be adopted by the body");
  for (Instruction *I : body(From))
    I->moveBeforePreserving(ToTerm->getIterator());
  Instruction *FromTerm = From->getTerminator();
  for (DbgRecord &DR : make_early_inc_range(FromTerm->getDbgRecordRange())) {
    DR.removeFromParent();
    To->insertDbgRecordBefore(&DR, ToTerm->getIterator());
  }
}

/// Whether \p B is an arm of \p P that goes straight to \p J.
bool isSimpleArm(BasicBlock *B, BasicBlock *P, BasicBlock *J) {
  return B->getSinglePredecessor() == P && B->getSingleSuccessor() == J &&
         !isa<PHINode>(B->front());
}

} // namespace

BasicBlock *replicaHome(BasicBlock *S, BasicBlock *P, BasicBlock *PExit) {
  // S's work goes where its partner is most alike: P itself, or an arm.
  BasicBlock *Home = P;
  unsigned Best = likeness(S, P);
  for (BasicBlock *Pk : successors(P))
    if (Pk != PExit && likeness(S, Pk) > Best)
      Best = likeness(S, Pk), Home = Pk;
  return Home;
}

bool isOneLevelIf(BasicBlock *P, BasicBlock *PExit) {
  auto *PBr = dyn_cast<BranchInst>(P->getTerminator());
  if (!PBr || !PBr->isConditional() ||
      PBr->getSuccessor(0) == PBr->getSuccessor(1))
    return false;
  for (BasicBlock *Pk : successors(P))
    if (Pk != PExit && !isSimpleArm(Pk, P, PExit))
      return false;
  return true;
}

void recordPhis(BasicBlock *B, Replica &Out) {
  for (PHINode &Phi : B->phis()) {
    Out.Incoming.push_back({&Phi, {}});
    for (unsigned K = 0; K < Phi.getNumIncomingValues(); ++K)
      Out.Incoming.back().second.push_back(
          {Phi.getIncomingValue(K), Phi.getIncomingBlock(K)});
  }
}

void restorePhis(Replica &Rep) {
  for (auto &[Phi, Old] : Rep.Incoming) {
    while (Phi->getNumIncomingValues())
      Phi->removeIncomingValue(Phi->getNumIncomingValues() - 1,
                               /*DeletePHIIfEmpty=*/false);
    for (auto [V, B] : Old)
      Phi->addIncoming(V, B);
  }
}

void redirectEdges(ArrayRef<BasicBlock *> Preds, BasicBlock *Old,
                   BasicBlock *New, Replica &Out) {
  for (BasicBlock *P : Preds) {
    Instruction *Term = P->getTerminator();
    for (unsigned K = 0; K < Term->getNumSuccessors(); ++K)
      if (Term->getSuccessor(K) == Old) {
        Term->setSuccessor(K, New);
        Out.Redirected.push_back({Term, K, Old});
      }
  }
}

namespace {

/// Replicates the block \p S (ending in `br SExit`) into an if's shape:
/// S ends in a constant branch to its successors k, each a new block going
/// to SExit where \p NewArm[k], else SExit itself; S's work moves to the
/// new block of arm \p HomeK (stays in S when HomeK < 0); the constant
/// steers S's lanes along \p Steer, and SExit's phis take S's value on
/// that edge and poison on the others. Recorded in \p Out (Kind::Block).
void replicateShape(BasicBlock *S, const bool (&NewArm)[2], int HomeK,
                    unsigned Steer, LoopInfo &LI, Replica &Out) {
  BasicBlock *SExit = S->getSingleSuccessor();
  Out = Replica();
  Out.S = S;
  Out.J = SExit;
  recordPhis(SExit, Out);
  LLVMContext &Ctx = S->getContext();
  BasicBlock *Succ[2];
  for (unsigned K = 0; K < 2; ++K) {
    if (!NewArm[K]) {
      Succ[K] = SExit;
      continue;
    }
    Succ[K] = BasicBlock::Create(Ctx, S->getName() + ".rep", S->getParent(),
                                 SExit);
    BranchInst::Create(SExit, Succ[K]);
    Out.Arms.push_back(Succ[K]);
    if (Loop *L = LI.getLoopFor(S))
      L->addBasicBlockToLoop(Succ[K], LI);
  }
  Out.Home = HomeK >= 0 ? Succ[HomeK] : S;
  Instruction *Term = S->getTerminator();
  if (Out.Home != S)
    moveBody(S, Out.Home);
  BranchInst::Create(Succ[0], Succ[1], ConstantInt::getBool(Ctx, Steer == 0),
                     Term->getIterator())
      ->setDebugLoc(Term->getDebugLoc());
  Term->removeFromParent();
  Term->dropAllReferences();
  Out.OldTerm.reset(Term);
  // The exit's phis: S's value on the edge its lanes take, poison on the
  // others.
  BasicBlock *Exit = Succ[Steer] == SExit ? S : Succ[Steer];
  for (auto &[Phi, Old] : Out.Incoming) {
    Value *V = Phi->getIncomingValueForBlock(S);
    Phi->removeIncomingValue(S, /*DeletePHIIfEmpty=*/false);
    for (BasicBlock *Pred : predecessors(SExit))
      if ((Pred == S || is_contained(Out.Arms, Pred)) &&
          Phi->getBasicBlockIndex(Pred) < 0)
        Phi->addIncoming(Pred == Exit ? V : PoisonValue::get(V->getType()),
                         Pred);
  }
}

} // namespace

void replicateInto(BasicBlock *S, BasicBlock *P, BasicBlock *PExit,
                   LoopInfo &LI, Replica &Out) {
  auto *PBr = cast<BranchInst>(P->getTerminator());
  BasicBlock *HomeP = replicaHome(S, P, PExit);
  int HomeK = HomeP == P ? -1 : HomeP == PBr->getSuccessor(0) ? 0 : 1;
  // The lanes of S go to the home arm, or (home S) to the exit if P can.
  unsigned Steer = HomeK >= 0 ? unsigned(HomeK)
                   : PBr->getSuccessor(0) == PExit ? 0
                   : PBr->getSuccessor(1) == PExit ? 1
                                                   : 0;
  const bool NewArm[2] = {PBr->getSuccessor(0) != PExit,
                          PBr->getSuccessor(1) != PExit};
  replicateShape(S, NewArm, HomeK, Steer, LI, Out);
}

void replicateIntoArm(BasicBlock *S, unsigned HomeK, LoopInfo &LI,
                      Replica &Out) {
  const bool NewArm[2] = {HomeK == 0, HomeK == 1};
  replicateShape(S, NewArm, int(HomeK), HomeK, LI, Out);
}

void wrapInArm(BasicBlock *Entry, BasicBlock *Exit,
               ArrayRef<BasicBlock *> Preds, Loop *L, unsigned HomeK,
               LoopInfo &LI, Replica &Out) {
  Out = Replica();
  Out.K = Replica::Kind::Wrap;
  Out.Home = Entry;
  Out.J = Exit;
  // Both blocks' phis exactly as they are, for the undo.
  recordPhis(Entry, Out);
  recordPhis(Exit, Out);
  LLVMContext &Ctx = Entry->getContext();
  BasicBlock *W = BasicBlock::Create(Ctx, Entry->getName() + ".wrap",
                                     Entry->getParent(), Entry);
  // Entry's values from outside now come through W: one edge in, or a phi
  // of W when several blocks enter (a block before the loop replicated
  // into an if's shape enters it from each arm).
  for (PHINode &Phi : Entry->phis()) {
    Value *In = nullptr;
    if (Preds.size() == 1) {
      In = Phi.getIncomingValueForBlock(Preds.front());
    } else {
      auto *WPhi = PHINode::Create(Phi.getType(), Preds.size(),
                                   Phi.getName() + ".wrap", W);
      for (BasicBlock *P : Preds)
        WPhi->addIncoming(Phi.getIncomingValueForBlock(P), P);
      In = WPhi;
    }
    for (BasicBlock *P : Preds)
      Phi.removeIncomingValue(P, /*DeletePHIIfEmpty=*/false);
    Phi.addIncoming(In, W);
  }
  BranchInst::Create(HomeK == 0 ? Entry : Exit, HomeK == 0 ? Exit : Entry,
                     ConstantInt::getBool(Ctx, HomeK == 0), W)
      ->setDebugLoc(Preds.front()->getTerminator()->getDebugLoc());
  redirectEdges(Preds, Entry, W, Out);
  for (PHINode &Phi : Exit->phis())
    Phi.addIncoming(PoisonValue::get(Phi.getType()), W);
  if (L)
    L->addBasicBlockToLoop(W, LI);
  Out.Arms.push_back(W);
}

/// (A second call on the same Replica undoes the first.)
void invertBranch(BasicBlock *B, Replica &Rep) {
  auto *Br = cast<BranchInst>(B->getTerminator());
  if (Rep.Not) {
    Br->setCondition(Rep.Not->getOperand(0));
    Rep.Not->eraseFromParent();
    Rep.Not = nullptr;
  } else if (Rep.InvertedCmp) {
    Rep.InvertedCmp->setPredicate(Rep.InvertedCmp->getInversePredicate());
  } else if (auto *Cmp = dyn_cast<CmpInst>(Br->getCondition());
             Cmp && Cmp->hasOneUse() && Cmp->getParent() == B) {
    Cmp->setPredicate(Cmp->getInversePredicate());
    Rep.InvertedCmp = Cmp;
  } else {
    Rep.Not = BinaryOperator::CreateNot(Br->getCondition(), "meld.not",
                                        Br->getIterator());
    Br->setCondition(Rep.Not);
  }
  Br->swapSuccessors();
}

void recordUseOrder(Function &F, Replica &Rep) {
  auto Record = [&](Value *V) {
    if (V->hasNUsesOrMore(2)) {
      Rep.UseOrder.push_back({V, {}});
      for (Use &U : V->uses())
        Rep.UseOrder.back().second.push_back({U.getUser(), U.getOperandNo()});
    }
  };
  for (Argument &A : F.args())
    Record(&A);
  for (BasicBlock &BB : F) {
    Record(&BB);
    for (Instruction &I : BB)
      Record(&I);
  }
}

void undoReplica(Replica &Rep, LoopInfo &LI) {
  if (Rep.K == Replica::Kind::Rotate || Rep.K == Replica::Kind::Split) {
    undoLoopForm(Rep, LI);
    return;
  }
  if (Rep.K == Replica::Kind::Sequence) {
    // Latest first, epoch by epoch (see Replica::IncomingEpoch): the phis
    // recorded in the epoch as they were then (same incoming order), edges
    // back to their old targets, the added phis and the empty counterparts
    // gone, then the nested replica made before the epoch undone.
    // Counterparts are only unlinked here (an older counterpart may still
    // branch into a newer one) and erased at the end.
    for (unsigned E = Rep.Nested.size() + 1; E-- > 0;) {
      for (auto [K, Entry] : enumerate(Rep.Incoming)) {
        if (Rep.IncomingEpoch[K] != E)
          continue;
        auto &[Phi, Old] = Entry;
        while (Phi->getNumIncomingValues())
          Phi->removeIncomingValue(Phi->getNumIncomingValues() - 1,
                                   /*DeletePHIIfEmpty=*/false);
        for (auto [V, B] : Old)
          Phi->addIncoming(V, B);
      }
      // An edge redirected twice (two counterparts in a row) ends at its
      // first target.
      for (size_t K = Rep.Redirected.size(); K-- > 0;)
        if (Rep.RedirectedEpoch[K] == E) {
          auto [Term, Succ, Old] = Rep.Redirected[K];
          Term->setSuccessor(Succ, Old);
        }
      for (auto [K, P] : enumerate(Rep.AddedPhis))
        if (Rep.AddedPhiEpoch[K] == E)
          P->eraseFromParent();
      for (auto [K, A] : enumerate(Rep.Arms))
        if (Rep.ArmEpoch[K] == E) {
          A->dropAllReferences();
          LI.removeBlock(A);
        }
      if (E > 0)
        undoReplica(Rep.Nested[E - 1], LI);
    }
    for (BasicBlock *A : Rep.Arms)
      A->eraseFromParent();
    Rep.Nested.clear();
    for (auto &[V, Order] : Rep.UseOrder) {
      DenseMap<std::pair<User *, unsigned>, unsigned> Pos;
      for (auto [K, U] : enumerate(Order))
        Pos[U] = K;
      auto Of = [&](const Use &U) {
        return Pos.lookup_or({U.getUser(), U.getOperandNo()}, ~0u);
      };
      V->sortUseList([&](const Use &L, const Use &R) { return Of(L) < Of(R); });
    }
    Rep.Arms.clear();
    Rep.Incoming.clear();
    Rep.Redirected.clear();
    Rep.AddedPhis.clear();
    Rep.IncomingEpoch.clear();
    Rep.RedirectedEpoch.clear();
    Rep.AddedPhiEpoch.clear();
    Rep.ArmEpoch.clear();
    Rep.UseOrder.clear();
    Rep.Solos.clear();
    return;
  }
  if (Rep.K == Replica::Kind::Pad) {
    for (BasicBlock *Pad : Rep.Arms) {
      BasicBlock *P = Pad->getSinglePredecessor();
      P->getTerminator()->replaceSuccessorWith(Pad, Rep.J);
      Rep.J->replacePhiUsesWith(Pad, P);
      LI.removeBlock(Pad);
      Pad->eraseFromParent();
    }
    Rep.Arms.clear();
    if (Rep.Inverted)
      invertBranch(Rep.Inverted, Rep);
    return;
  }
  if (Rep.K == Replica::Kind::Wrap) {
    // The predecessors' edges back to the loop (the same users of its
    // entry: the enclosing sequence's use-list restore puts them back in
    // place), its phis as they were, and W (with its phis) gone.
    BasicBlock *W = Rep.Arms.front();
    for (auto [Term, K, Old] : Rep.Redirected)
      Term->setSuccessor(K, Old);
    restorePhis(Rep);
    Rep.Redirected.clear();
    LI.removeBlock(W);
    W->eraseFromParent();
    Rep.Arms.clear();
    return;
  }
  BasicBlock *S = Rep.S;
  Instruction *Term = S->getTerminator();
  if (Rep.Home != S)
    moveBody(Rep.Home, S);
  // J's phis exactly as they were (same order): the enclosing sequence
  // undoes its changes in reverse order, epoch by epoch, so J is as it was
  // when S was replicated.
  restorePhis(Rep);
  // S's own branch back (the same user of J: the enclosing sequence's
  // use-list restore puts S's edge back in its place).
  Instruction *OldBr = Rep.OldTerm.release();
  OldBr->insertBefore(Term->getIterator());
  OldBr->setOperand(0, Rep.J);
  Term->eraseFromParent();
  for (BasicBlock *A : Rep.Arms) {
    LI.removeBlock(A);
    A->eraseFromParent();
  }
  Rep.Arms.clear();
}

SmallVector<BasicBlock *, 8>
reversePostOrder(BasicBlock *Entry, const SmallPtrSetImpl<BasicBlock *> &Within) {
  SmallVector<BasicBlock *, 8> Order;
  SmallPtrSet<BasicBlock *, 8> Done;
  std::function<void(BasicBlock *)> Visit = [&](BasicBlock *B) {
    if (!Done.insert(B).second)
      return;
    for (BasicBlock *S : successors(B))
      if (Within.count(S))
        Visit(S);
    Order.push_back(B);
  };
  Visit(Entry);
  std::reverse(Order.begin(), Order.end());
  return Order;
}

BasicBlock *soloExit(const Solo &S) {
  for (BasicBlock *A : S.TBlocks)
    for (BasicBlock *Succ : successors(A))
      if (!is_contained(S.TBlocks, Succ))
        return Succ;
  llvm_unreachable("a solo's blocks reach its exit");
}

BasicBlock *soloConstExit(const Region &R, const Solo &S) {
  // The counterpart's branches are constant (or unconditional): follow
  // them, each taken successor index is the T side's too (isomorphic).
  BasicBlock *A = S.TBlocks.front();
  for (size_t Steps = 0; Steps <= S.TBlocks.size(); ++Steps) {
    BasicBlock *Copy = S.RealT ? R.TtoF.lookup(A) : A;
    auto *Br = cast<BranchInst>(Copy->getTerminator());
    unsigned K = 0;
    if (Br->isConditional())
      K = cast<ConstantInt>(Br->getCondition())->isOne() ? 0 : 1;
    BasicBlock *Succ = A->getTerminator()->getSuccessor(K);
    if (!is_contained(S.TBlocks, Succ))
      return A;
    A = Succ;
  }
  llvm_unreachable("a counterpart's constant path leaves it");
}

bool findRegion(BasicBlock *X, BasicBlock *J, const LoopInfo &LI, Region &R) {
  auto *Br = cast<BranchInst>(X->getTerminator());
  R.X = X;
  R.J = J;
  R.Cond = Br->getCondition();
  if (!collectSide(Br->getSuccessor(0), R, R.TBlocks) ||
      !collectSide(Br->getSuccessor(1), R, R.FBlocks) || !pairSides(R))
    return false;
  setPairLoopDepths(R, LI);
  return true;
}

void setPairLoopDepths(Region &R, const LoopInfo &LI) {
  unsigned Base = LI.getLoopDepth(R.X);
  for (auto [A, B] : R.Pairs)
    R.LoopDepth[A] = R.LoopDepth[B] =
        std::max(LI.getLoopDepth(A), LI.getLoopDepth(B)) - Base;
}

bool mergeSideChains(BasicBlock *X, BasicBlock *J,
                     SmallVectorImpl<BasicBlock *> &Erased) {
  SmallVector<BasicBlock *, 16> Side;
  SmallPtrSet<BasicBlock *, 16> Seen{X, J};
  for (BasicBlock *S : successors(X))
    if (Seen.insert(S).second)
      Side.push_back(S);
  for (size_t K = 0; K < Side.size() && Side.size() <= 64; ++K)
    for (BasicBlock *S : successors(Side[K]))
      if (Seen.insert(S).second)
        Side.push_back(S);
  if (Side.size() > 64)
    return false;
  bool Changed = false;
  for (BasicBlock *B : Side) {
    BasicBlock *P = B->getSinglePredecessor();
    // A side's entry stays (its predecessor is X); the merged block keeps
    // P's name and position.
    if (!P || P == X || !Seen.count(P) || P->getSingleSuccessor() != B ||
        isa<PHINode>(B->front()))
      continue;
    if (MergeBlockIntoPredecessor(B)) {
      Erased.push_back(B);
      Changed = true;
    }
  }
  return Changed;
}

} // namespace spmdc::darm
