//===- MeldLoopForm.cpp - DARM: loops of different forms given one -------===//
//
// See MeldLoopForm.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldLoopForm.h"
#include "vectorizer/darm/Darm.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace spmdc::darm {

static cl::opt<bool> LoopForms(
    "darm-loop-forms", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: give a `do` loop the header-exit form of a `while` loop "
             "on the other side, and split a one-block `do` loop against a "
             "longer one, so that the loops pair (docs/darm.md)"));

namespace {

/// The forms a loop's exit test takes (Other: none of these, or a loop
/// this file does not change: several latches or exit blocks, an exit
/// block entered from outside the loop).
enum class Form { While, DoOne, Do, Other };

Form formOf(const Loop &L) {
  BasicBlock *H = L.getHeader(), *Latch = L.getLoopLatch(),
             *E = L.getUniqueExitBlock();
  if (!Latch || !E || any_of(predecessors(E), [&](BasicBlock *P) {
        return !L.contains(P);
      }))
    return Form::Other;
  auto Exits = [&](BasicBlock *B) {
    return any_of(successors(B), [&](BasicBlock *S) { return !L.contains(S); });
  };
  auto *Br = dyn_cast<BranchInst>(Latch->getTerminator());
  if (!Br)
    return Form::Other;
  if (Latch == H)
    return Br->isConditional() && Exits(H) ? Form::DoOne : Form::Other;
  // A latch that tests and exits makes a `do` loop, whatever else exits
  // (a `break` in the header's block: `do { y = f(y); if (y > m) break;
  // ... } while (t < n)`); the rotation is right for any of them.
  if (Br->isConditional() && Exits(Latch))
    return Form::Do;
  return Exits(H) ? Form::While : Form::Other;
}

/// Whether every value defined in \p L and used outside it is used by the
/// exit block's phis only (LCSSA), and every block entering the header
/// ends in a branch (its edge can be redirected).
bool closedLoop(const Loop &L) {
  BasicBlock *E = L.getUniqueExitBlock();
  for (BasicBlock *B : L.blocks())
    for (Instruction &I : *B)
      for (User *U : I.users()) {
        auto *UI = cast<Instruction>(U);
        if (!L.contains(UI) && !(isa<PHINode>(UI) && UI->getParent() == E))
          return false;
      }
  return all_of(predecessors(L.getHeader()), [&](BasicBlock *P) {
    return L.contains(P) || isa<BranchInst>(P->getTerminator());
  });
}

/// The outermost loops of the side entered at \p Entry (what it reaches
/// without passing \p X or \p J), in no particular order.
SmallVector<Loop *, 4> sideLoops(BasicBlock *Entry, BasicBlock *X,
                                 BasicBlock *J, LoopInfo &LI) {
  Loop *Outer = LI.getLoopFor(X);
  SmallVector<Loop *, 4> Loops;
  SmallPtrSet<BasicBlock *, 16> Seen{Entry};
  SmallVector<BasicBlock *, 16> Work{Entry};
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    Loop *L = LI.getLoopFor(B);
    if (L && L->getParentLoop() == Outer && L->getHeader() == B)
      Loops.push_back(L);
    for (BasicBlock *S : successors(B))
      if (S != X && S != J && Seen.insert(S).second)
        Work.push_back(S);
  }
  return Loops;
}

/// The one form of all of \p Loops, or Other.
Form commonForm(ArrayRef<Loop *> Loops) {
  if (Loops.empty())
    return Form::Other;
  Form F = formOf(*Loops.front());
  for (Loop *L : Loops)
    if (formOf(*L) != F || !closedLoop(*L))
      return Form::Other;
  return F;
}

/// The computation of the latch's exit test again at the new header \p NH
/// (recomputeTest), planned before anything changes: the instructions in
/// post-order, and those that move (used only by the latch's branch
/// \p Br or by instructions that move) rather than being cloned.
struct TestPlan {
  SmallVector<Instruction *, 8> Order;
  SmallPtrSet<Instruction *, 8> Moved, Seen;
};

/// The phi of \p NH carrying \p V from \p Latch, or nullptr.
PHINode *carrier(Value *V, BasicBlock *Latch, BasicBlock *NH) {
  for (PHINode &P : NH->phis())
    if (&P != V && P.getIncomingValueForBlock(Latch) == V)
      return &P;
  return nullptr;
}

/// A phi of \p NH (a rotated loop's new header, entered from \p Latch and
/// from the blocks \p Entering) carrying \p V from the latch: an existing
/// one whose back-edge value V is, else a new one, poison on entry.
PHINode *carry(Value *V, BasicBlock *Latch, BasicBlock *NH,
              ArrayRef<BasicBlock *> Entering) {
  if (PHINode *P = carrier(V, Latch, NH))
    return P;
  auto *Carry = PHINode::Create(V->getType(), Entering.size() + 1,
                                V->getName() + ".rot", NH->getFirstNonPHIIt());
  for (BasicBlock *P : Entering)
    Carry->addIncoming(PoisonValue::get(V->getType()), P);
  Carry->addIncoming(V, Latch);
  return Carry;
}

bool planTest(Value *V, const Loop &L, BranchInst *Br, BasicBlock *NH,
              TestPlan &P, unsigned Depth = 0) {
  auto *I = dyn_cast<Instruction>(V);
  // (The old header's phis are in NH already: at NH they hold the next
  // iteration's values, not the ones the latch's test read -- unless a
  // phi carries them, they cannot be used: `while (k++ < n)`.)
  if (!I || (!L.contains(I) && I->getParent() != NH) ||
      carrier(V, Br->getParent(), NH) || P.Seen.count(I))
    return true;
  if (Depth > 4 || isa<PHINode>(I) || I->mayReadOrWriteMemory() ||
      !isSafeToSpeculativelyExecute(I))
    return false;
  P.Seen.insert(I);
  if (I->getParent() == Br->getParent() &&
      all_of(I->users(), [&](User *U) {
        return U == Br || P.Moved.count(cast<Instruction>(U));
      }))
    P.Moved.insert(I);
  for (Value *Op : I->operands())
    if (!planTest(Op, L, Br, NH, P, Depth + 1))
      return false;
  P.Order.push_back(I);
  return true;
}

/// The latch's exit test (the condition of \p Br) computed again at the
/// new header \p NH from the values the header phis carry: its
/// instructions that only the test uses move there (the compare, a
/// loop-invariant remainder), the others are cloned; values from outside
/// the loop stay. Moves and changed operands are recorded in \p Out.
/// nullptr, with nothing changed, when it cannot (a load, a header phi's
/// own value, too deep). Carrying the values rather than the test lets the
/// test's compare meld with the other side's `while` test, and leaves no
/// dead test in the latch for the cost model to count.
Value *recomputeTest(const Loop &L, BranchInst *Br, BasicBlock *NH,
                     Replica &Out) {
  BasicBlock *Latch = Br->getParent();
  Value *Cond = Br->getCondition();
  TestPlan P;
  if (!planTest(Cond, L, Br, NH, P))
    return nullptr;
  DenseMap<Value *, Value *> Map;
  auto Resolve = [&](Value *V) -> Value * {
    if (Value *M = Map.lookup(V))
      return M;
    if (PHINode *C = carrier(V, Latch, NH))
      return C;
    return V;
  };
  for (Instruction *I : P.Order) {
    Instruction *N = I;
    if (P.Moved.count(I)) {
      Out.MovedInsts.push_back({I, I->getNextNode()});
      I->moveBefore(*NH, NH->end());
    } else {
      N = I->clone();
      N->setName(I->getName() + ".rot");
      N->insertInto(NH, NH->end());
    }
    Map[I] = N;
    for (unsigned K = 0; K < N->getNumOperands(); ++K)
      if (Value *Op = N->getOperand(K), *New = Resolve(Op); New != Op) {
        if (N == I)
          Out.ChangedOps.push_back({I, K, Op});
        N->setOperand(K, New);
      }
  }
  return Resolve(Cond);
}

/// Rotates the `do` loop \p L (Form::Do or DoOne) into the header-exit
/// form (MeldLoopForm.h); recorded in \p Out (Kind::Rotate).
void rotateToHeaderExit(Loop &L, LoopInfo &LI, Replica &Out) {
  BasicBlock *H = L.getHeader(), *Latch = L.getLoopLatch(),
             *E = L.getUniqueExitBlock();
  auto *Br = cast<BranchInst>(Latch->getTerminator());
  unsigned In = Br->getSuccessor(0) == H ? 0 : 1;
  Out = Replica();
  Out.K = Replica::Kind::Rotate;
  Out.Home = H;
  Out.S = Latch;
  Out.J = E;
  recordPhis(E, Out);
  LLVMContext &Ctx = H->getContext();
  BasicBlock *NH =
      BasicBlock::Create(Ctx, H->getName() + ".rot", H->getParent(), H);
  Out.Arms.push_back(NH);
  SmallVector<BasicBlock *, 2> Entering;
  for (BasicBlock *P : predecessors(H))
    if (!L.contains(P) && !is_contained(Entering, P))
      Entering.push_back(P);
  redirectEdges(Entering, H, NH, Out);
  // The header's phis (their incoming blocks are the new header's
  // predecessors now: the entering blocks and the latch).
  while (auto *Phi = dyn_cast<PHINode>(&H->front())) {
    Phi->moveBefore(*NH, NH->end());
    ++Out.MovedPhis;
  }
  // The exit test, computed in the new header from the values the latch
  // sent (the header phis carry them), or else a phi of the latch's
  // condition; on entry it steers into the loop (a `do` loop's first
  // iteration always runs).
  Constant *Enter = ConstantInt::getBool(Ctx, In == 0);
  Value *Test = recomputeTest(L, Br, NH, Out);
  if (Test) {
    // `first || test` (`!first && test` when the latch leaves on true):
    // an or of masks, where a select of i1 vectors is dear on x86.
    auto *First = PHINode::Create(Type::getInt1Ty(Ctx), Entering.size() + 1,
                                  "rot.first", NH->getFirstNonPHIIt());
    for (BasicBlock *P : Entering)
      First->addIncoming(Enter, P);
    First->addIncoming(ConstantInt::getBool(Ctx, In != 0), Latch);
    Test = BinaryOperator::Create(In == 0 ? Instruction::Or : Instruction::And,
                                  First, Test, "rot.test", NH->end());
  } else {
    auto *Phi = PHINode::Create(Type::getInt1Ty(Ctx), Entering.size() + 1,
                                "rot.test", NH->getFirstNonPHIIt());
    for (BasicBlock *P : Entering)
      Phi->addIncoming(Enter, P);
    Phi->addIncoming(Br->getCondition(), Latch);
    Test = Phi;
  }
  // Values leaving on the latch's edge leave on the new header's: the
  // value the latch sent, carried by a header phi (at the new header the
  // old header's phis already hold the next iteration's values).
  for (PHINode &Phi : E->phis()) {
    int Idx = Phi.getBasicBlockIndex(Latch);
    if (Idx < 0)
      continue;
    Value *V = Phi.getIncomingValue(unsigned(Idx));
    auto *I = dyn_cast<Instruction>(V);
    Value *C = I && (L.contains(I) || I->getParent() == NH)
                   ? carry(V, Latch, NH, Entering)
                   : V;
    Phi.setIncomingValue(unsigned(Idx), C);
    Phi.setIncomingBlock(unsigned(Idx), NH);
  }
  BranchInst::Create(In == 0 ? H : E, In == 0 ? E : H, Test, NH)
      ->setDebugLoc(Br->getDebugLoc());
  BranchInst::Create(NH, Br->getIterator())->setDebugLoc(Br->getDebugLoc());
  Out.OldOps.assign(Br->op_begin(), Br->op_end());
  Br->removeFromParent();
  Br->dropAllReferences();
  Out.OldTerm.reset(Br);
  L.addBasicBlockToLoop(NH, LI);
  L.moveToHeader(NH);
}

/// Splits the one-block `do` loop \p L's block into header and latch, the
/// latch holding the longest tail of its work that computes the exit
/// condition; recorded in \p Out (Kind::Split).
void splitLatch(Loop &L, LoopInfo &LI, Replica &Out) {
  BasicBlock *H = L.getHeader();
  auto *Br = cast<BranchInst>(H->getTerminator());
  SmallPtrSet<Instruction *, 8> Slice;
  SmallVector<Instruction *, 8> Work;
  if (auto *C = dyn_cast<Instruction>(Br->getCondition()))
    Work.push_back(C);
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (I->getParent() != H || isa<PHINode>(I) || !Slice.insert(I).second)
      continue;
    for (Value *Op : I->operands())
      if (auto *OI = dyn_cast<Instruction>(Op))
        Work.push_back(OI);
  }
  Instruction *At = Br;
  for (Instruction *I = Br->getPrevNode(); I && Slice.count(I);
       I = I->getPrevNode())
    At = I;
  Out = Replica();
  Out.K = Replica::Kind::Split;
  Out.Home = H;
  Out.Arms.push_back(SplitBlock(H, At->getIterator(), static_cast<DominatorTree *>(nullptr), &LI,
                                /*MSSAU=*/nullptr, H->getName() + ".latch"));
}

} // namespace

bool unifyLoopForms(BasicBlock *X, BasicBlock *J, LoopInfo &LI, Replica &Out) {
  if (!LoopForms)
    return false;
  auto *XBr = cast<BranchInst>(X->getTerminator());
  SmallVector<Loop *, 4> Loops[2];
  Form Forms[2];
  for (unsigned S = 0; S < 2; ++S) {
    if (XBr->getSuccessor(S) == J)
      return false;
    Loops[S] = sideLoops(XBr->getSuccessor(S), X, J, LI);
    Forms[S] = commonForm(Loops[S]);
    if (Forms[S] == Form::Other)
      return false;
  }
  auto IsDo = [](Form F) { return F == Form::Do || F == Form::DoOne; };
  // The side whose loops change, and how.
  int Side = -1;
  bool Rotate = false;
  for (unsigned S = 0; S < 2; ++S) {
    if (IsDo(Forms[S]) && Forms[1 - S] == Form::While)
      Side = int(S), Rotate = true;
    else if (Forms[S] == Form::DoOne && Forms[1 - S] == Form::Do)
      Side = int(S);
  }
  if (Side < 0)
    return false;
  Out = Replica();
  Out.K = Replica::Kind::Sequence;
  Out.X = X;
  Out.J = J;
  recordUseOrder(*X->getParent(), Out);
  for (Loop *L : Loops[Side]) {
    Replica N;
    if (Rotate)
      rotateToHeaderExit(*L, LI, N);
    else
      splitLatch(*L, LI, N);
    Out.Nested.push_back(std::move(N));
  }
  return true;
}

void undoLoopForm(Replica &Rep, LoopInfo &LI) {
  if (Rep.K == Replica::Kind::Split) {
    // The latch's instructions back at the end of the header, its
    // successors' phis naming the header again.
    BasicBlock *H = Rep.Home, *Latch = Rep.Arms.front();
    H->getTerminator()->eraseFromParent();
    H->splice(H->end(), Latch);
    H->replaceSuccessorsPhiUsesWith(Latch, H);
    LI.removeBlock(Latch);
    Latch->eraseFromParent();
    Rep.Arms.clear();
    return;
  }
  assert(Rep.K == Replica::Kind::Rotate && "a loop-form replica");
  BasicBlock *NH = Rep.Arms.front(), *H = Rep.Home, *Latch = Rep.S;
  // The exit's phis exactly as they were.
  restorePhis(Rep);
  // The latch's own branch (the same user of its operands: the enclosing
  // sequence's use-list restore puts its uses back in place).
  Instruction *NewBr = Latch->getTerminator();
  Instruction *OldBr = Rep.OldTerm.release();
  OldBr->insertBefore(NewBr->getIterator());
  for (auto [K, Op] : enumerate(Rep.OldOps))
    OldBr->setOperand(unsigned(K), Op);
  NewBr->eraseFromParent();
  // The test's instructions that moved to the new header, back in place
  // with their operands (latest first).
  for (auto [I, K, Op] : reverse(Rep.ChangedOps))
    I->setOperand(K, Op);
  for (auto [I, Next] : reverse(Rep.MovedInsts))
    I->moveBefore(Next->getIterator());
  for (auto [Term, K, Old] : Rep.Redirected)
    Term->setSuccessor(K, Old);
  // The header's phis back, in order, in front of its first instruction.
  for (unsigned K = 0; K < Rep.MovedPhis; ++K)
    cast<PHINode>(&NH->front())->moveBefore(*H, H->getFirstNonPHIIt());
  // What is left (the test, its clones, carriers) is used in NH only.
  while (!NH->empty())
    NH->back().eraseFromParent();
  LI.getLoopFor(NH)->moveToHeader(H);
  LI.removeBlock(NH);
  NH->eraseFromParent();
  Rep.Arms.clear();
  Rep.AddedPhis.clear();
  Rep.Incoming.clear();
  Rep.Redirected.clear();
  Rep.OldOps.clear();
  Rep.MovedInsts.clear();
  Rep.ChangedOps.clear();
}

} // namespace spmdc::darm
