//===- MeldCodegen.cpp - DARM: emitting the melded path -------------------===//
//
// See MeldCodegen.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldCodegen.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <tuple>

#define DEBUG_TYPE "darm"

using namespace llvm;

STATISTIC(NumMatched, "Instruction pairs melded");

namespace spmdc::darm {

namespace {

/// `all(c) | none(c)`: whether every active lane has the same c, built
/// from the cross-lane operations (uniform; spmd-widen lowers them against
/// the block's mask).
Value *coherent(IRBuilder<> &B, Value *C) {
  Module &M = *B.GetInsertBlock()->getModule();
  FunctionType *FT = FunctionType::get(B.getInt1Ty(), {B.getInt1Ty()}, false);
  auto Call = [&](CrossLaneOp Op) {
    CallInst *CI = B.CreateCall(
        declareCrossLaneOp(M, Op, crossLaneBaseName(Op), FT), {C});
    CI->setConvergent();
    return CI;
  };
  Value *All = Call(CrossLaneOp::All);
  Value *None = Call(CrossLaneOp::None);
  return B.CreateOr(All, None, "meld.coherent");
}

} // namespace

/// Emits the melded code next to the two sides.
BasicBlock *emitMeld(Function &F, Region &R, const MeldCost &Cost,
                     bool KeepOriginal) {
  LLVMContext &Ctx = F.getContext();
  DenseMap<Value *, Value *> MapT, MapF;
  auto MT = [&](Value *V) { return MapT.lookup(V) ? MapT.lookup(V) : V; };
  auto MF = [&](Value *V) { return MapF.lookup(V) ? MapF.lookup(V) : V; };
  auto Select = [&](IRBuilder<> &B, Value *T, Value *Fv) -> Value * {
    return T == Fv ? T : B.CreateSelect(R.Cond, T, Fv, "meld.sel");
  };
  DenseMap<BasicBlock *, BasicBlock *> First, Last; // by T-side block
  for (auto [A, B] : R.Pairs)
    First[A] = BasicBlock::Create(Ctx, "meld." + A->getName(), &F, R.J);
  auto Target = [&](BasicBlock *TSucc) {
    return TSucc == R.J ? R.J : First[TSucc];
  };
  SmallVector<std::tuple<PHINode *, PHINode *, PHINode *>, 4> PairedPhis;

  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    BasicBlock *Cur = First[A];
    IRBuilder<> IRB(Cur);
    auto IB = B->phis().begin();
    for (PHINode &PA : A->phis()) {
      PHINode *NP = IRB.CreatePHI(PA.getType(), PA.getNumIncomingValues(),
                                  PA.getName());
      MapT[&PA] = MapF[&*IB] = NP;
      PairedPhis.push_back({NP, &PA, &*IB});
      ++IB;
    }
    // A run of unmatched instructions: guarded blocks, then phis.
    SmallVector<Instruction *, 8> RunT, RunF;
    auto Flush = [&] {
      // Cheap, side-effect-free runs are computed for every lane.
      for (auto [Run, IsT] : {std::pair{&RunT, true}, std::pair{&RunF, false}}) {
        if (Run->empty() || !Cost.speculatable(R, *Run))
          continue;
        for (Instruction *I : *Run) {
          Instruction *C = I->clone();
          for (Use &U : C->operands())
            U.set(IsT ? MT(U.get()) : MF(U.get()));
          IRB.Insert(C, I->getName());
          (IsT ? MapT : MapF)[I] = C;
        }
        Run->clear();
      }
      if (RunT.empty() && RunF.empty())
        return;
      BasicBlock *Cont = BasicBlock::Create(Ctx, "meld.cont", &F, R.J);
      BasicBlock *GT = RunT.empty()
                           ? nullptr
                           : BasicBlock::Create(Ctx, "meld.t", &F, Cont);
      BasicBlock *GF = RunF.empty()
                           ? nullptr
                           : BasicBlock::Create(Ctx, "meld.f", &F, Cont);
      IRB.CreateCondBr(R.Cond, GT ? GT : Cont, GF ? GF : Cont);
      SmallVector<std::tuple<Instruction *, Instruction *, bool>, 8> Defs;
      for (auto [G, Run, IsT] : {std::tuple{GT, &RunT, true},
                                 std::tuple{GF, &RunF, false}}) {
        if (!G)
          continue;
        IRBuilder<> GB(G);
        for (Instruction *I : *Run) {
          Instruction *C = I->clone();
          for (Use &U : C->operands())
            U.set(IsT ? MT(U.get()) : MF(U.get()));
          GB.Insert(C, I->getName());
          (IsT ? MapT : MapF)[I] = C;
          if (!C->getType()->isVoidTy())
            Defs.push_back({I, C, IsT});
        }
        GB.CreateBr(Cont);
      }
      IRB.SetInsertPoint(Cont);
      for (auto [I, C, IsT] : Defs) {
        PHINode *Phi = IRB.CreatePHI(C->getType(), 2, I->getName() + ".meld");
        for (BasicBlock *Pred : predecessors(Cont))
          Phi->addIncoming(Pred == C->getParent()
                               ? static_cast<Value *>(C)
                               : PoisonValue::get(C->getType()),
                           Pred);
        (IsT ? MapT : MapF)[I] = Phi;
      }
      RunT.clear();
      RunF.clear();
    };
    for (auto [X, Y] : R.Alignment[P]) {
      if (!X || !Y) {
        (X ? RunT : RunF).push_back(X ? X : Y);
        continue;
      }
      // A safe match that needs nothing of the pending runs is computed
      // ahead of them (MeldCost::hoistsOver): the runs stay one guard.
      if (!MeldCost::hoistsOver(X, Y, RunT, RunF))
        Flush();
      Instruction *C = X->clone();
      for (unsigned K = 0; K < X->getNumOperands(); ++K)
        C->setOperand(K, Select(IRB, MT(X->getOperand(K)),
                                MF(pairedOperand(X, Y, K))));
      IRB.Insert(C, X->getName());
      // Only what holds on both sides: flags intersected, metadata dropped.
      C->andIRFlags(Y);
      C->dropUnknownNonDebugMetadata();
      C->setDebugLoc(
          DILocation::getMergedLocation(X->getDebugLoc(), Y->getDebugLoc()));
      MapT[X] = MapF[Y] = C;
      ++NumMatched;
    }
    Flush();
    auto *TA = cast<BranchInst>(A->getTerminator());
    auto *TB = cast<BranchInst>(B->getTerminator());
    BranchInst *Br;
    if (TA->isConditional())
      Br = IRB.CreateCondBr(
          Select(IRB, MT(TA->getCondition()), MF(TB->getCondition())),
          Target(TA->getSuccessor(0)), Target(TA->getSuccessor(1)));
    else
      Br = IRB.CreateBr(Target(TA->getSuccessor(0)));
    Br->setDebugLoc(TA->getDebugLoc());
    Last[A] = IRB.GetInsertBlock();
  }

  // Incoming values of the paired phis, selected at the predecessor's end.
  for (auto [NP, PA, PB] : PairedPhis)
    for (unsigned K = 0; K < PA->getNumIncomingValues(); ++K) {
      BasicBlock *InA = PA->getIncomingBlock(K);
      BasicBlock *InB = InA == R.X ? R.X : R.TtoF.lookup(InA);
      BasicBlock *Pred = InA == R.X ? R.X : Last.lookup(InA);
      if (!InB || !Pred)
        continue;
      IRBuilder<> B(Pred->getTerminator());
      NP->addIncoming(Select(B, MT(PA->getIncomingValue(K)),
                             MF(PB->getIncomingValueForBlock(InB))),
                      Pred);
    }
  // J's phis: one selected incoming value per melded exit edge.
  for (PHINode &Phi : R.J->phis()) {
    for (auto [A, B] : R.Pairs) {
      int IA = Phi.getBasicBlockIndex(A);
      if (IA < 0)
        continue;
      Value *VA = Phi.getIncomingValue(IA);
      Value *VB = Phi.getIncomingValueForBlock(B);
      BasicBlock *Pred = Last[A];
      IRBuilder<> IB(Pred->getTerminator());
      Value *V = Select(IB, MT(VA), MF(VB));
      for (BasicBlock *S : successors(Pred))
        if (S == R.J)
          Phi.addIncoming(V, Pred);
    }
  }
  // Keep the original sides for gangs whose lanes all agree on the
  // condition when that is worth it: `br coherent(c), orig, melded`. A
  // coherent gang then runs one side only, as it would without melding
  // (the paper's SRAD slowdown). Otherwise the melded path replaces them.
  Instruction *Term = R.X->getTerminator();
  BasicBlock *MeldedEntry = First[R.Pairs.front().first];
  if (!KeepOriginal) {
    BranchInst::Create(MeldedEntry, Term->getIterator())
        ->setDebugLoc(Term->getDebugLoc());
    Term->eraseFromParent();
    // The sides are unreachable now: drop their blocks (and J's incoming
    // values from them).
    SmallVector<BasicBlock *, 16> Dead;
    SmallPtrSet<BasicBlock *, 4> LoopExits; // melded blocks in a side loop
    for (auto [A, B] : R.Pairs) {
      Dead.push_back(A);
      Dead.push_back(B);
      if (R.LoopDepth.lookup(A) > 0)
        LoopExits.insert(Last[A]);
    }
    // J's phis left with one incoming edge are folded here, not by
    // DeleteDeadBlocks, except where that edge leaves a melded loop: that
    // phi is the loop's exit (LCSSA) phi. Without it a value computed in
    // the loop (a select on c) is used after it directly, and once widened
    // a lane that left early reads a later iteration's value; the shape
    // analysis also sees loop-exit divergence only at such phis.
    DeleteDeadBlocks(Dead, /*DTU=*/nullptr, /*KeepOneInputPHIs=*/true);
    for (PHINode &Phi : make_early_inc_range(R.J->phis())) {
      if (Phi.getNumIncomingValues() != 1)
        continue;
      if (isa<Instruction>(Phi.getIncomingValue(0)) &&
          LoopExits.count(Phi.getIncomingBlock(0)))
        continue;
      Phi.replaceAllUsesWith(Phi.getIncomingValue(0));
      Phi.eraseFromParent();
    }
    return nullptr;
  }
  BasicBlock *Orig =
      SplitBlock(R.X, Term->getIterator(), static_cast<DominatorTree *>(nullptr),
                 nullptr, nullptr, "meld.orig");
  Instruction *Jump = R.X->getTerminator();
  IRBuilder<> XB(Jump);
  Value *Coherent = coherent(XB, R.Cond);
  XB.CreateCondBr(Coherent, Orig, MeldedEntry)
      ->setDebugLoc(Term->getDebugLoc());
  Jump->eraseFromParent();
  return Orig;
}

} // namespace spmdc::darm
