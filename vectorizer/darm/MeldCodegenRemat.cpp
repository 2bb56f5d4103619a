//===- MeldCodegenRemat.cpp - DARM: values carried out of guarded runs ----===//
//
// See MeldCodegenRemat.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldCodegenRemat.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldCost.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "darm"

using namespace llvm;

SPMDC_STATISTIC(NumRemat, "Phis of a value and poison replaced by the value "
                          "or a copy of its computation");

namespace spmdc::darm {

static cl::opt<bool> Remat(
    "darm-remat", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: recompute a cheap value carried out of a guarded run "
             "through a phi with poison at the phi instead (docs/darm.md)"));

namespace {

/// Instructions copied for one phi, at most (the value and what it needs).
constexpr unsigned MaxChain = 4;
/// Passes over the function: a copy can make a later phi's value a copy
/// whose shape is known only after the shapes are computed again.
constexpr unsigned MaxPasses = 3;

bool intOrPtr(const Type *Ty) { return Ty->isIntegerTy() || Ty->isPointerTy(); }

/// Integer or pointer arithmetic that any lane may compute: what a copy
/// costs is one cheap operation, never a fault or a memory access.
bool cheapLaneSafe(const Instruction *I) {
  if (!isa<GetElementPtrInst, CastInst, BinaryOperator, ICmpInst>(I) ||
      !intOrPtr(I->getType()) || any_of(I->operands(), [](const Use &U) {
        return !intOrPtr(U->getType());
      }))
    return false;
  switch (I->getOpcode()) {
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
    return false; // not cheap, even where safe (a constant divisor)
  default:
    return MeldCost::safeForAllLanes(I); // DARM's one rule for that
  }
}

class Rematerializer {
public:
  Rematerializer(Function &F, const GangWidth &Lanes)
      : F(F), DT(F), LI(DT), SI(computeShapes(F, Lanes)) {}

  /// One pass over the phis in reverse post-order (a phi whose value is
  /// another's replaced one comes after it). Returns the phis replaced.
  unsigned run() {
    SmallVector<PHINode *, 32> Phis;
    ReversePostOrderTraversal<Function *> RPOT(&F);
    for (BasicBlock *BB : RPOT)
      for (PHINode &P : BB->phis())
        Phis.push_back(&P);
    unsigned N = 0;
    for (PHINode *P : Phis)
      N += replace(*P);
    // The originals left without uses (their copies replaced them) go now,
    // not earlier: Copies is keyed by them.
    for (WeakTrackingVH &H : Dead)
      if (auto *I = dyn_cast_or_null<Instruction>(H); I && I->use_empty())
        RecursivelyDeleteTriviallyDeadInstructions(I);
    return N;
  }

private:
  /// \p I's value is available at the start of \p BB: it is computed in a
  /// block that strictly dominates BB, in no loop that BB is outside of (a
  /// value leaving a loop keeps its exit phi for the widener).
  bool available(const Instruction *I, const BasicBlock *BB) const {
    if (!DT.properlyDominates(I->getParent(), BB))
      return false;
    const Loop *L = LI.getLoopFor(I->getParent());
    return !L || L->contains(BB);
  }

  /// Collects, operands first, the instructions to copy so that \p V is
  /// computed at the start of \p BB. False if some operand is neither
  /// available there nor cheap, lane-safe arithmetic within the budget.
  /// (MaxChain bounds both the chain and the depth of the operand walk.)
  bool collect(Value *V, const BasicBlock *BB,
               SmallVectorImpl<Instruction *> &Chain,
               unsigned Depth = 0) const {
    auto *I = dyn_cast<Instruction>(V);
    if (!I || available(I, BB) || is_contained(Chain, I))
      return true;
    if (isa<PHINode>(I) || !cheapLaneSafe(I) || Depth >= MaxChain)
      return false;
    for (Value *Op : I->operands())
      if (!collect(Op, BB, Chain, Depth + 1))
        return false;
    if (Chain.size() >= MaxChain)
      return false;
    Chain.push_back(I);
    return true;
  }

  /// Replaces \p P if it carries one value and poison and that value is
  /// available at P or may be copied there.
  bool replace(PHINode &P) {
    Value *V = nullptr;
    bool Padded = false;
    for (Value *In : P.incoming_values()) {
      if (isa<PoisonValue>(In)) {
        Padded = true;
        continue;
      }
      if (V && V != In)
        return false;
      V = In;
    }
    // (A phi without poison is no padding: a loop's exit phi, a guard's
    // phi of one edge. An unread one is left for the dead-code passes.)
    if (!Padded || !V || V == &P || P.use_empty())
      return false;
    BasicBlock *BB = P.getParent();
    SmallVector<Instruction *, MaxChain> Chain;
    if (!collect(V, BB, Chain))
      return false;
    // A blend is one select: copying more than v itself pays only where
    // the copy keeps a shape the blend would lose.
    const Shape S = SI.getShape(V);
    if (Chain.size() > 1 && (S.isUndef() || !(S.isAffine() || S.isSymbolic())))
      return false;
    // One copy per instruction and block, shared by the phis that need it.
    for (Instruction *I : Chain) {
      Value *&C = Copies[{I, BB}];
      if (C)
        continue;
      Instruction *N = I->clone();
      for (Use &U : N->operands())
        if (auto *OpI = dyn_cast<Instruction>(U.get()))
          if (Value *M = Copies.lookup({OpI, BB});
              M && is_contained(Chain, OpI))
            U.set(M);
      // Before the block's first instruction as it came: the copies keep the
      // order they were made in, operands first.
      Instruction *&At = Front[BB];
      if (!At)
        At = &*BB->getFirstInsertionPt();
      N->insertBefore(At->getIterator());
      N->setName(I->getName() + ".remat");
      // The copy runs on paths the original did not: no line of its own
      // (LLVM's rule for speculated instructions).
      N->dropLocation();
      C = N;
      Dead.push_back(I);
    }
    Value *New = Chain.empty() ? V : Copies.lookup({cast<Instruction>(V), BB});
    P.replaceAllUsesWith(New);
    P.eraseFromParent();
    ++NumRemat;
    return true;
  }

  Function &F;
  DominatorTree DT;
  LoopInfo LI;
  ShapeInfo SI;
  DenseMap<std::pair<Instruction *, BasicBlock *>, Value *> Copies;
  DenseMap<BasicBlock *, Instruction *> Front;
  SmallVector<WeakTrackingVH, 16> Dead; // (one may delete another)
};

} // namespace

unsigned rematerializeCarriedValues(Function &F, const GangWidth &Lanes) {
  unsigned N = 0;
  if (!Remat)
    return N;
  for (unsigned Pass = 0; Pass < MaxPasses; ++Pass) {
    unsigned K = Rematerializer(F, Lanes).run();
    N += K;
    if (K == 0)
      break;
  }
  return N;
}

} // namespace spmdc::darm
