//===- OpenTreeReconverge.cpp - Open-tree reconverging-CFG transform ------===//
//
// See OpenTreeReconverge.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/OpenTreeReconverge.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;

namespace spmdc {

namespace {

/// The distinct successors of \p BB, in terminator order.
SmallVector<BasicBlock *, 2> distinctSuccessors(BasicBlock *BB) {
  SmallSetVector<BasicBlock *, 2> S;
  for (BasicBlock *Succ : successors(BB))
    S.insert(Succ);
  return SmallVector<BasicBlock *, 2>(S.begin(), S.end());
}

//===----------------------------------------------------------------------===//
// Step 1: back edges through one latch flow block per header
//===----------------------------------------------------------------------===//

/// True if a divergent branch in \p C can send lanes to two different latches
/// of \p C without passing its header: the lanes taking the shorter way would
/// wait inside the cycle while the others go around it.
bool latchesNeedUnifying(const CycleInfo &CI, const Cycle &C,
                         ArrayRef<BasicBlock *> Latches,
                         const ShapeInfo &SI) {
  BasicBlock *H = C.getHeader();
  // A back edge that also leaves a child cycle: lanes taking it would go
  // around C while others wait inside the child cycle. The latch flow block
  // makes it an ordinary exit of the child cycle.
  for (BasicBlock *L : Latches) {
    const Cycle *Child = nullptr;
    for (const Cycle *In = CI.getCycle(L); In && In != &C;
         In = In->getParentCycle())
      Child = In;
    if (Child && any_of(Child->blocks(), [&](BasicBlock *B) {
          return SI.hasDivergentBranch(B);
        }))
      return true;
  }
  SmallPtrSet<BasicBlock *, 8> IsLatch(Latches.begin(), Latches.end());
  for (BasicBlock *X : C.blocks()) {
    if (!SI.hasDivergentBranch(X))
      continue;
    SmallPtrSet<BasicBlock *, 8> Reached;
    SmallPtrSet<BasicBlock *, 32> Seen;
    SmallVector<BasicBlock *, 32> Work{X};
    Seen.insert(X);
    while (!Work.empty()) {
      BasicBlock *B = Work.pop_back_val();
      if (IsLatch.count(B))
        Reached.insert(B);
      for (BasicBlock *S : successors(B))
        if (S != H && C.contains(S) && Seen.insert(S).second)
          Work.push_back(S);
    }
    if (Reached.size() > 1)
      return true;
    // One latch that is also the latch of another cycle, on a divergent
    // branch: both of its edges would be back edges.
    if (Reached.size() == 1 && X == *Reached.begin()) {
      unsigned Back = 0;
      for (BasicBlock *S : distinctSuccessors(X))
        for (const Cycle *O = &C; O; O = O->getParentCycle())
          if (O->getHeader() == S)
            ++Back;
      if (Back > 1)
        return true;
    }
  }
  return false;
}

unsigned unifyBackEdges(Function &F, const ShapeInfo &SI) {
  CycleInfo CI;
  CI.compute(F);
  SmallVector<std::pair<BasicBlock *, SmallVector<BasicBlock *, 4>>, 8> Todo;
  for (const Cycle *Top : CI.toplevel_cycles())
    for (const Cycle *C : depth_first(Top)) {
      SmallVector<BasicBlock *, 4> Latches;
      for (BasicBlock *P : predecessors(C->getHeader()))
        if (C->contains(P) && !is_contained(Latches, P))
          Latches.push_back(P);
      if (latchesNeedUnifying(CI, *C, Latches, SI))
        Todo.push_back({C->getHeader(), Latches});
    }
  for (auto &[H, Latches] : Todo)
    SplitBlockPredecessors(H, Latches, ".latch.flow", (DomTreeUpdater *)nullptr);
  return Todo.size();
}

//===----------------------------------------------------------------------===//
// Step 2: the visiting order
//===----------------------------------------------------------------------===//

/// Orders one region (a cycle, or the whole function for \p C == nullptr):
/// its direct blocks and collapsed child cycles in reverse post-order, then
/// expands the child cycles in place.
void orderRegion(const Cycle *C, BasicBlock *Entry, const CycleInfo &CI,
                 const PostDominatorTree &PDT,
                 std::vector<BasicBlock *> &Order) {
  // An item is a block directly in C or a child cycle of C (its header
  // stands for it).
  auto ItemOf = [&](BasicBlock *B) -> BasicBlock * {
    const Cycle *In = CI.getCycle(B);
    if (In == C)
      return B;
    while (In->getParentCycle() != C)
      In = In->getParentCycle();
    return In->getHeader();
  };
  auto IsCycleItem = [&](BasicBlock *Item) {
    const Cycle *In = CI.getCycle(Item);
    return In != C && In->getHeader() == Item;
  };
  auto CycleOfItem = [&](BasicBlock *Item) {
    const Cycle *In = CI.getCycle(Item);
    while (In->getParentCycle() != C)
      In = In->getParentCycle();
    return In;
  };
  // Successor items; ones that post-dominate the block go first, so they
  // come later in the reverse post-order. A block's other successors in
  // reverse order, so that its branch's first successor (an if's then
  // side) comes first in the reverse post-order: a diverged gang runs the
  // then side before the else side, as ISPC does (visible where the sides
  // write and read gang memory). A cycle's exits keep their order.
  auto SuccItems = [&](BasicBlock *Item) {
    SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Edges;
    if (IsCycleItem(Item)) {
      const Cycle *Inner = CycleOfItem(Item);
      for (BasicBlock *B : Inner->blocks())
        for (BasicBlock *S : successors(B))
          if (!Inner->contains(S))
            Edges.push_back({B, S});
    } else {
      for (BasicBlock *S : successors(Item))
        Edges.push_back({Item, S});
    }
    SmallVector<BasicBlock *, 4> First, Rest;
    for (auto [From, To] : Edges) {
      if ((C && !C->contains(To)) || To == Entry)
        continue;
      BasicBlock *I = ItemOf(To);
      if (is_contained(First, I) || is_contained(Rest, I))
        continue;
      (PDT.dominates(To, From) ? First : Rest).push_back(I);
    }
    if (IsCycleItem(Item))
      First.append(Rest.begin(), Rest.end());
    else
      First.append(Rest.rbegin(), Rest.rend());
    return First;
  };

  SmallVector<BasicBlock *, 32> PostOrder;
  SmallPtrSet<BasicBlock *, 32> Seen;
  SmallVector<std::pair<BasicBlock *, SmallVector<BasicBlock *, 4>>, 32> Stack;
  Seen.insert(Entry);
  Stack.push_back({Entry, SuccItems(Entry)});
  std::reverse(Stack.back().second.begin(), Stack.back().second.end());
  while (!Stack.empty()) {
    auto &[Item, Pending] = Stack.back();
    if (Pending.empty()) {
      PostOrder.push_back(Item);
      Stack.pop_back();
      continue;
    }
    BasicBlock *Next = Pending.pop_back_val();
    if (!Seen.insert(Next).second)
      continue;
    auto Succs = SuccItems(Next);
    std::reverse(Succs.begin(), Succs.end());
    Stack.push_back({Next, std::move(Succs)});
  }
  for (BasicBlock *Item : reverse(PostOrder)) {
    if (Item != Entry && IsCycleItem(Item))
      orderRegion(CycleOfItem(Item), Item, CI, PDT, Order);
    else
      Order.push_back(Item);
  }
}

//===----------------------------------------------------------------------===//
// Step 3: the open tree
//===----------------------------------------------------------------------===//

struct Node {
  explicit Node(BasicBlock *BB) : BB(BB) {}
  BasicBlock *BB;
  bool IsFlow = false;
  /// May send the lanes of one visit to two different successors.
  bool Divergent = false;
  bool Visited = false;
  /// Divergent with one outgoing edge closed.
  bool Armed = false;
  Node *Parent = nullptr;
  SmallVector<Node *, 4> Children;
  /// Sources and targets of the open edges.
  SmallVector<Node *, 2> InOpen, OutOpen;
  /// Flow blocks: the condition of each open edge, and the closed edges in
  /// the order they closed (a null condition: "all remaining lanes").
  SmallVector<std::pair<Node *, Value *>, 2> FlowOpenCond, FlowClosed;
};

class OpenTree {
public:
  OpenTree(Function &F, const ShapeInfo &SI) : F(F), SI(SI), Root(nullptr) {}
  bool run(ArrayRef<BasicBlock *> Order, OpenTreeStats &Stats);

private:
  Function &F;
  const ShapeInfo &SI;
  std::vector<std::unique_ptr<Node>> Nodes;
  DenseMap<BasicBlock *, Node *> NodeOf;
  Node Root;
  std::vector<AllocaInst *> Slots;
  SmallPtrSet<BasicBlock *, 16> PhisDemoted;
  SmallVector<BasicBlock *, 8> Flows;
  /// The i1 phis and negations made for Flow blocks.
  SmallVector<WeakTrackingVH, 16> Conditions;
  bool Failed = false;

  void processNode(Node *B);
  void addNode(Node *N);
  void closeEdge(Node *From, Node *To);
  void removeIfClosed(Node *N);
  void reroute(ArrayRef<Node *> Sub);
  void finishFlow(Node *N);
  void demotePhis(BasicBlock *BB);
  SmallVector<Node *, 16> subtrees(ArrayRef<Node *> Roots,
                                   unsigned *NumRoots = nullptr) const;
  void repairSSA();
  unsigned foldSingleSuccessorFlows();
};

void detach(Node *N) {
  if (!N->Parent)
    return;
  erase(N->Parent->Children, N);
  N->Parent = nullptr;
}

void attach(Node *N, Node *Parent) {
  N->Parent = Parent;
  Parent->Children.push_back(N);
}

unsigned depth(const Node *N) {
  unsigned D = 0;
  for (; N->Parent; N = N->Parent)
    ++D;
  return D;
}

Node *commonAncestor(Node *A, Node *B) {
  unsigned DA = depth(A), DB = depth(B);
  for (; DA > DB; --DA)
    A = A->Parent;
  for (; DB > DA; --DB)
    B = B->Parent;
  while (A != B) {
    A = A->Parent;
    B = B->Parent;
  }
  return A;
}

/// All nodes of the subtrees of \p Roots (each once, deterministic order);
/// \p NumRoots receives how many of them are not inside another's subtree.
SmallVector<Node *, 16> OpenTree::subtrees(ArrayRef<Node *> Roots,
                                           unsigned *NumRoots) const {
  SmallVector<Node *, 16> Out;
  SmallPtrSet<Node *, 16> Seen;
  for (Node *R : Roots) {
    if (!Seen.insert(R).second)
      continue;
    SmallVector<Node *, 16> Work{R};
    while (!Work.empty()) {
      Node *N = Work.pop_back_val();
      Out.push_back(N);
      for (Node *Ch : N->Children)
        if (Seen.insert(Ch).second)
          Work.push_back(Ch);
    }
  }
  if (NumRoots) {
    SmallPtrSet<Node *, 8> RootSet(Roots.begin(), Roots.end());
    *NumRoots = 0;
    for (Node *R : RootSet) {
      bool Inside = false;
      for (Node *A = R->Parent; A && !Inside; A = A->Parent)
        Inside = RootSet.count(A);
      *NumRoots += !Inside;
    }
  }
  return Out;
}

void OpenTree::closeEdge(Node *From, Node *To) {
  erase(From->OutOpen, To);
  erase(To->InOpen, From);
  if (From->Divergent)
    From->Armed = true;
  if (From->IsFlow) {
    auto It = find_if(From->FlowOpenCond,
                      [&](const auto &P) { return P.first == To; });
    From->FlowClosed.push_back(*It);
    From->FlowOpenCond.erase(It);
  }
}

void OpenTree::removeIfClosed(Node *N) {
  if (!N->Visited || !N->InOpen.empty() || !N->OutOpen.empty())
    return;
  if (N->Parent) {
    for (Node *Ch : N->Children)
      attach(Ch, N->Parent);
    N->Children.clear();
    detach(N);
  }
  if (N->IsFlow)
    finishFlow(N);
}

/// Puts \p N into the tree below its visited predecessors and closes the
/// edges from them.
void OpenTree::addNode(Node *N) {
  SmallVector<Node *, 4> Preds;
  for (Node *P : N->InOpen)
    if (P->Visited)
      Preds.push_back(P);
  Node *Head = &Root;
  if (!Preds.empty()) {
    Node *LCA = Preds.front();
    for (Node *P : Preds)
      LCA = commonAncestor(LCA, P);
    // The paths from the predecessors up to (not including) the common
    // ancestor become one chain below it.
    SmallPtrSet<Node *, 16> OnPath;
    for (Node *P : Preds)
      for (Node *A = P; A != LCA; A = A->Parent)
        OnPath.insert(A);
    Head = LCA;
    SmallVector<Node *, 8> Branches, Leaves;
    for (;;) {
      for (Node *Ch : SmallVector<Node *, 4>(Head->Children))
        if (OnPath.count(Ch)) {
          detach(Ch);
          (Ch->Children.empty() ? Leaves : Branches).push_back(Ch);
        }
      Node *Next = nullptr;
      if (!Branches.empty())
        Next = Branches.pop_back_val();
      else if (!Leaves.empty())
        Next = Leaves.pop_back_val();
      else
        break;
      attach(Next, Head);
      Head = Next;
    }
  }
  attach(N, Head);
  N->Visited = true;
  for (Node *P : Preds) {
    closeEdge(P, N);
    removeIfClosed(P);
  }
  removeIfClosed(N);
}

void OpenTree::processNode(Node *B) {
  // Armed predecessors whose subtrees still go elsewhere: reroute first.
  SmallVector<Node *, 4> Armed;
  for (Node *P : B->InOpen)
    if (P->Visited && P->Armed)
      Armed.push_back(P);
  if (!Armed.empty()) {
    SmallVector<Node *, 16> Sub = subtrees(Armed);
    bool Elsewhere = any_of(Sub, [&](Node *N) {
      return any_of(N->OutOpen, [&](Node *T) { return T != B; });
    });
    if (Elsewhere)
      reroute(Sub);
  }
  addNode(B);

  // Back edges: close them; the cycle's open edges must leave it together.
  SmallVector<Node *, 2> Back;
  for (Node *T : B->OutOpen)
    if (T->Visited)
      Back.push_back(T);
  if (Back.empty())
    return;
  unsigned NumRoots = 0;
  SmallVector<Node *, 16> Sub = subtrees(Back, &NumRoots);
  for (Node *T : Back)
    closeEdge(B, T);
  for (Node *T : Back)
    removeIfClosed(T);
  removeIfClosed(B);
  SmallPtrSet<Node *, 4> Targets;
  for (Node *N : Sub)
    Targets.insert(N->OutOpen.begin(), N->OutOpen.end());
  if (NumRoots > 1 || Targets.size() > 1)
    reroute(Sub);
}

void OpenTree::demotePhis(BasicBlock *BB) {
  if (!PhisDemoted.insert(BB).second)
    return;
  SmallVector<PHINode *, 8> Phis;
  for (PHINode &PN : BB->phis())
    Phis.push_back(&PN);
  for (PHINode *PN : Phis) {
    std::string Name = PN->getName().str();
    // Null for an unused phi, which is just erased.
    if (AllocaInst *Slot = DemotePHIToStack(PN, F.getEntryBlock().begin())) {
      Slot->setName(Name); // mem2reg names its phis after the slot
      Slots.push_back(Slot);
      // The slot is dead once BB has read it: make it undef there.
      // Otherwise a Flow block rerouting lanes that do not reach BB this
      // time merges the value of an earlier iteration of a loop around the
      // region (mem2reg's phis carry the slot around it) with this one's:
      // a uniform phi of BB became varying, and a branch on it divergent
      // for a second round (difftest seed 18001 kernel 439).
      auto *Reload = cast<LoadInst>(&*BB->getFirstInsertionPt());
      new StoreInst(UndefValue::get(Reload->getType()), Slot,
                    std::next(Reload->getIterator()));
    }
  }
}

/// Sends all open edges of the nodes in \p Sub through a new Flow block.
void OpenTree::reroute(ArrayRef<Node *> Sub) {
  LLVMContext &Ctx = F.getContext();
  SmallVector<Node *, 4> Preds;
  SmallVector<Node *, 4> Targets;
  DenseMap<std::pair<Node *, Node *>, Value *> Cond; // (pred, target)
  for (Node *X : Sub)
    if (!X->OutOpen.empty())
      Preds.push_back(X);
  if (Preds.empty())
    return;
  Node *FirstTarget = Preds.front()->OutOpen.front();
  BasicBlock *FlowBB = BasicBlock::Create(Ctx, "flow", &F, FirstTarget->BB);
  Nodes.push_back(std::make_unique<Node>(FlowBB));
  Node *Flow = Nodes.back().get();
  NodeOf[FlowBB] = Flow;
  Flow->IsFlow = true;
  Flow->Divergent = true;
  Flows.push_back(FlowBB);

  for (Node *X : Preds) {
    if (X->IsFlow) {
      for (auto [T, C] : X->FlowOpenCond) {
        Cond[{X, T}] = C;
        if (!is_contained(Targets, T))
          Targets.push_back(T);
        erase(T->InOpen, X);
      }
      X->FlowOpenCond.assign(1, {Flow, nullptr});
    } else {
      auto *Br = cast<BranchInst>(X->BB->getTerminator());
      for (Node *T : X->OutOpen) {
        demotePhis(T->BB);
        if (!is_contained(Targets, T))
          Targets.push_back(T);
        erase(T->InOpen, X);
      }
      if (X->OutOpen.size() == 2) {
        Value *C = Br->getCondition();
        Cond[{X, NodeOf[Br->getSuccessor(0)]}] = C;
        Instruction *Not = BinaryOperator::CreateNot(
            C, C->getName() + ".not", Br->getIterator());
        Conditions.push_back(Not);
        Cond[{X, NodeOf[Br->getSuccessor(1)]}] = Not;
      } else {
        Cond[{X, X->OutOpen.front()}] = ConstantInt::getTrue(Ctx);
      }
      for (unsigned I = 0; I < Br->getNumSuccessors(); ++I)
        if (is_contained(X->OutOpen, NodeOf[Br->getSuccessor(I)]))
          Br->setSuccessor(I, FlowBB);
      if (Br->isConditional() && Br->getSuccessor(0) == Br->getSuccessor(1)) {
        auto *U = BranchInst::Create(FlowBB, Br->getIterator());
        U->setDebugLoc(Br->getDebugLoc());
        Br->eraseFromParent();
      }
    }
    X->OutOpen.assign(1, Flow);
    Flow->InOpen.push_back(X);
  }

  // One i1 phi per target: did the lane arriving from this predecessor go
  // there?
  for (Node *T : Targets) {
    auto *Phi = PHINode::Create(Type::getInt1Ty(Ctx), Preds.size(),
                                "flow.to." + T->BB->getName(), FlowBB);
    Value *Same = nullptr;
    bool AllSame = true;
    for (Node *X : Preds) {
      Value *C = Cond.lookup({X, T});
      if (!C)
        C = ConstantInt::getFalse(Ctx);
      Phi->addIncoming(C, X->BB);
      AllSame &= !Same || Same == C;
      Same = C;
    }
    Value *V = Phi;
    if (AllSame) {
      V = Same;
      Phi->eraseFromParent();
    } else {
      Conditions.push_back(Phi);
    }
    Flow->OutOpen.push_back(T);
    Flow->FlowOpenCond.push_back({T, V});
    T->InOpen.push_back(Flow);
  }
  addNode(Flow);
}

/// Builds the branch of a Flow block whose edges have all closed.
void OpenTree::finishFlow(Node *N) {
  auto &Closed = N->FlowClosed;
  if (Closed.size() == 1) {
    BranchInst::Create(Closed[0].first->BB, N->BB);
    return;
  }
  if (Closed.size() != 2) {
    Failed = true; // cannot happen: armed flows are rerouted first
    new UnreachableInst(F.getContext(), N->BB);
    return;
  }
  // At most one edge is "all remaining lanes" (null condition); branch on
  // the other one.
  auto [T0, C0] = Closed[0];
  auto [T1, C1] = Closed[1];
  if (!C0) {
    std::swap(T0, T1);
    std::swap(C0, C1);
  }
  BranchInst::Create(T0->BB, T1->BB, C0, N->BB);
}

//===----------------------------------------------------------------------===//
// Step 4: SSA repair and folding
//===----------------------------------------------------------------------===//

void OpenTree::repairSSA() {
  DominatorTree DT(F);
  SmallVector<Instruction *, 16> Broken;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (isa<AllocaInst>(I) || I.getType()->isVoidTy())
        continue;
      for (const Use &U : I.uses())
        if (!DT.dominates(&I, U)) {
          Broken.push_back(&I);
          break;
        }
    }
  for (Instruction *I : Broken) {
    std::string Name = I->getName().str();
    if (AllocaInst *Slot =
            DemoteRegToStack(*I, false, F.getEntryBlock().begin())) {
      Slot->setName(Name + ".slot");
      Slots.push_back(Slot);
    }
  }
  if (Slots.empty())
    return;
  DT.recalculate(F);
  PromoteMemToReg(Slots, DT);
  Slots.clear();
}

unsigned OpenTree::foldSingleSuccessorFlows() {
  unsigned Folded = 0;
  for (BasicBlock *BB : Flows) {
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (!Br || Br->isConditional())
      continue;
    for (PHINode &PN : make_early_inc_range(BB->phis()))
      if (PN.use_empty())
        PN.eraseFromParent();
    if (TryToSimplifyUncondBranchFromEmptyBlock(BB))
      ++Folded;
  }
  return Folded;
}

bool OpenTree::run(ArrayRef<BasicBlock *> Order, OpenTreeStats &Stats) {
  for (BasicBlock *BB : Order) {
    Nodes.push_back(std::make_unique<Node>(BB));
    NodeOf[BB] = Nodes.back().get();
  }
  for (BasicBlock *BB : Order) {
    Node *N = NodeOf[BB];
    SmallVector<BasicBlock *, 2> Succs = distinctSuccessors(BB);
    N->Divergent = Succs.size() == 2 && SI.hasDivergentBranch(BB);
    for (BasicBlock *S : Succs) {
      N->OutOpen.push_back(NodeOf[S]);
      NodeOf[S]->InOpen.push_back(N);
    }
  }
  for (BasicBlock *BB : Order)
    processNode(NodeOf[BB]);
  bool Changed = !Flows.empty();
  if (!Root.Children.empty() || Failed) {
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "spmd-reconverge: internal error, please report: the open tree "
           "did not close"));
    // Keep the IR valid for the verifier that follows.
    for (BasicBlock *BB : Flows)
      if (!BB->getTerminator())
        new UnreachableInst(F.getContext(), BB);
  }
  repairSSA();
  unsigned Folded = foldSingleSuccessorFlows();
  // Conditions nobody branches on any more (latest first: they feed each
  // other).
  for (WeakTrackingVH &V : reverse(Conditions))
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      if (I->use_empty())
        I->eraseFromParent();
  Stats.Folded += Folded;
  Stats.FlowBlocks += Flows.size() - Folded;
  return Changed;
}

} // namespace

std::vector<BasicBlock *> cycleContiguousOrder(Function &F) {
  CycleInfo CI;
  CI.compute(F);
  PostDominatorTree PDT(F);
  std::vector<BasicBlock *> Order;
  orderRegion(nullptr, &F.getEntryBlock(), CI, PDT, Order);
  return Order;
}

bool reconvergeOpenTree(Function &F, const ShapeInfo &SI,
                        OpenTreeStats *Stats) {
  OpenTreeStats Local;
  OpenTreeStats &S = Stats ? *Stats : Local;
  S.LatchFlows += unifyBackEdges(F, SI);
  std::vector<BasicBlock *> Order = cycleContiguousOrder(F);
  if (Order.size() != F.size()) {
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "spmd-reconverge: internal error, please report: unreachable "
           "blocks"));
    return S.LatchFlows != 0;
  }
  OpenTree T(F, SI);
  bool Changed = T.run(Order, S);
  return Changed || S.LatchFlows != 0;
}

} // namespace spmdc
