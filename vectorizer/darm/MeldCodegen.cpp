//===- MeldCodegen.cpp - DARM: emitting the melded path -------------------===//
//
// See MeldCodegen.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldCodegen.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldGuardCost.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <tuple>

#define DEBUG_TYPE "darm"

using namespace llvm;

SPMDC_STATISTIC(NumMatched, "Instruction pairs melded");

// Session 21 (docs/darm.md, "Repeats, decided guards and masked accesses
// as built (session 21)"). Off by default: emitted as a constant, the
// decided guard ran 1.03-1.25x faster on nine probe kernel/target pairs
// (r7 blend, r2 interp, p5 tonemap, s2 utf8_encode, ...) but 0.63x on
// probe q8's chain_loops3 on avx512 (two runs), whose -O3 IR per
// iteration is smaller with the constant: a slowdown in the backend's
// code not yet explained, and below the 0.98x floor.
static cl::opt<bool> DecidedGuardConst(
    "darm-decided-guard-const", cl::Hidden, cl::init(false),
    cl::cat(spmdc::darmOptionCategory()),
    cl::desc("DARM: emit a solo's decided guard (MeldGuardCost.h) as a "
             "constant branch, as it is priced; off: a branch on the "
             "region's condition"));

namespace spmdc::darm {

namespace {

/// A uniform cross-lane `i1 op(i1 C)` (spmd-widen lowers it against the
/// block's mask, spmd-gpu-lower as a ballot).
Value *crossLaneTest(IRBuilder<> &B, CrossLaneOp Op, Value *C,
                     const Twine &Name = "") {
  Module &M = *B.GetInsertBlock()->getModule();
  FunctionType *FT = FunctionType::get(B.getInt1Ty(), {B.getInt1Ty()}, false);
  CallInst *CI = B.CreateCall(
      declareCrossLaneOp(M, Op, crossLaneBaseName(Op), FT), {C}, Name);
  CI->setConvergent();
  return CI;
}

} // namespace

Value *emitCoherenceTest(IRBuilder<> &B, Value *C) {
  Value *All = crossLaneTest(B, CrossLaneOp::All, C);
  Value *None = crossLaneTest(B, CrossLaneOp::None, C);
  return B.CreateOr(All, None, "meld.coherent");
}

void branchOnAgreedCondition(BranchInst *Br) {
  Br->setMetadata(KeptBranchMDName, MDNode::get(Br->getContext(), {}));
  IRBuilder<> B(Br);
  Br->setCondition(
      crossLaneTest(B, CrossLaneOp::Any, Br->getCondition(), "agreed"));
}

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
  // Solos (unaligned subgraphs of a sequence) run as one guarded run: a
  // guard `br c, body, join` on the side's condition, a copy of the
  // subgraph's own code that only its side's lanes enter (no guard inside:
  // spmd-reconverge masks it, with one skip branch), and a join where the
  // other side's lanes rejoin; values leave it through the join's phis.
  struct SoloCode {
    BasicBlock *Guard = nullptr, *Join = nullptr;
    DenseMap<BasicBlock *, BasicBlock *> Body; // by T-side block
    DenseMap<Value *, Value *> Clone;          // the subgraph's values
  };
  std::vector<SoloCode> Solo(R.Solos.size());
  for (auto [A, B] : R.Pairs) {
    const darm::Solo *S = R.soloOf(A);
    if (!S) {
      First[A] = BasicBlock::Create(Ctx, "meld." + A->getName(), &F, R.J);
      continue;
    }
    SoloCode &SC = Solo[R.SoloOf.lookup(A)];
    BasicBlock *Real = S->RealT ? A : B;
    if (A == S->TBlocks.front())
      SC.Guard = First[A] = BasicBlock::Create(
          Ctx, "meld.guard." + Real->getName(), &F, R.J);
    First.try_emplace(A, SC.Body[A] = BasicBlock::Create(
                             Ctx, "meld.solo." + Real->getName(), &F, R.J));
    Last[A] = SC.Body[A];
    if (A == S->TBlocks.back()) {
      BasicBlock *E = S->TBlocks.front();
      SC.Join = BasicBlock::Create(
          Ctx, "meld.join." + (S->RealT ? E : R.TtoF.lookup(E))->getName(), &F,
          R.J);
    }
  }
  auto Target = [&](BasicBlock *TSucc) {
    return TSucc == R.J ? R.J : First[TSucc];
  };
  // Paired phis, and the solo whose entry they stand for (-1: none): such
  // a phi sits in the solo's guard and takes the edges from outside only.
  SmallVector<std::tuple<PHINode *, PHINode *, PHINode *, int>, 4> PairedPhis;

  // The value a phi after solo K (of the block following it, or of J)
  // takes on the solo's exits: the subgraph's value on each exit of its
  // copy, the other side's on the guard's edge -- a phi of the join.
  auto JoinValue = [&](unsigned K, function_ref<Value *(BasicBlock *)> ValT,
                       function_ref<Value *(BasicBlock *)> ValF, Type *Ty,
                       const Twine &Name) -> Value * {
    const darm::Solo &S = R.Solos[K];
    SoloCode &SC = Solo[K];
    auto Mapped = [&](Value *V, bool IsT) {
      if (Value *C = SC.Clone.lookup(V))
        return C;
      return IsT ? MT(V) : MF(V);
    };
    SmallVector<std::pair<Value *, BasicBlock *>, 4> In;
    for (BasicBlock *A : S.TBlocks)
      if (any_of(successors(A), [&](BasicBlock *Succ) {
            return !is_contained(S.TBlocks, Succ);
          }))
        In.push_back({S.RealT ? Mapped(ValT(A), true)
                              : Mapped(ValF(R.TtoF.lookup(A)), false),
                      SC.Body[A]});
    BasicBlock *AC = soloConstExit(R, S);
    In.push_back({S.RealT ? MF(ValF(R.TtoF.lookup(AC))) : MT(ValT(AC)),
                  SC.Guard});
    // One value on every edge that carries one (poison is padding: the
    // other side's lanes, which never read it) needs no phi when it
    // dominates the join: it is not computed in the subgraph's copy.
    Value *Only = nullptr;
    bool One = true;
    for (auto [V, Pred] : In)
      if (!isa<PoisonValue>(V)) {
        One &= !Only || Only == V;
        Only = V;
      }
    auto *OnlyI = dyn_cast_or_null<Instruction>(Only);
    if (!Only)
      return PoisonValue::get(Ty);
    if (One && !(OnlyI && any_of(SC.Body, [&](auto &KV) {
                   return KV.second == OnlyI->getParent();
                 })))
      return Only;
    PHINode *JP = PHINode::Create(Ty, In.size(), Name,
                                  SC.Join->getFirstNonPHIIt());
    for (auto [V, Pred] : In)
      JP->addIncoming(V, Pred);
    return JP;
  };

  // Emits solo K: its guard, the copy of its subgraph, its join.
  auto EmitSolo = [&](unsigned K) {
    const darm::Solo &S = R.Solos[K];
    SoloCode &SC = Solo[K];
    bool RT = S.RealT;
    auto &MapS = RT ? MapT : MapF;
    auto &MapO = RT ? MapF : MapT;
    auto MS = [&](Value *V) { return RT ? MT(V) : MF(V); };
    auto Real = [&](BasicBlock *A) { return RT ? A : R.TtoF.lookup(A); };
    auto Copy = [&](BasicBlock *A) { return RT ? R.TtoF.lookup(A) : A; };
    DenseMap<BasicBlock *, BasicBlock *> TOf; // real block -> T-side block
    for (BasicBlock *A : S.TBlocks)
      TOf[Real(A)] = A;
    BasicBlock *E = S.TBlocks.front();
    // The guard holds the entry's paired phis (edges from outside).
    IRBuilder<> GB(SC.Guard);
    for (auto [PA, PB] : zip(E->phis(), R.TtoF.lookup(E)->phis())) {
      PHINode *NP =
          GB.CreatePHI(PA.getType(), PA.getNumIncomingValues(), PA.getName());
      MapT[&PA] = MapF[&PB] = NP;
      PairedPhis.push_back({NP, &PA, &PB, int(K)});
    }
    // The counterpart's other phis are poison (nothing uses them).
    for (BasicBlock *A : drop_begin(S.TBlocks))
      for (PHINode &PO : Copy(A)->phis())
        MapO[&PO] = PoisonValue::get(PO.getType());
    // A loop header entry keeps its phis in the copy: the guard's value
    // on the edge from the guard, the back edges' values on theirs.
    bool EntryLoops = any_of(predecessors(Real(E)),
                             [&](BasicBlock *P) { return TOf.count(P); });
    SmallVector<std::tuple<PHINode *, PHINode *, Value *>, 8> Phis;
    for (BasicBlock *A : S.TBlocks) {
      BasicBlock *RB = Real(A);
      IRBuilder<> IRB(SC.Body[A]);
      if (A != E || EntryLoops)
        for (PHINode &PR : RB->phis()) {
          if (PR.use_empty()) // (a padding phi nothing reads)
            continue;
          PHINode *NP = IRB.CreatePHI(PR.getType(), PR.getNumIncomingValues(),
                                      PR.getName());
          Phis.push_back({NP, &PR, A == E ? MapS.lookup(&PR) : nullptr});
          MapS[&PR] = SC.Clone[&PR] = NP;
        }
      for (Instruction *I : body(RB)) {
        Instruction *C = I->clone();
        for (Use &U : C->operands())
          U.set(MS(U.get()));
        IRB.Insert(C, I->getName());
        MapS[I] = SC.Clone[I] = C;
      }
      auto *TR = cast<BranchInst>(RB->getTerminator());
      auto *TA = cast<BranchInst>(A->getTerminator());
      auto In = [&](unsigned Succ) {
        BasicBlock *TSucc = TA->getSuccessor(Succ);
        return is_contained(S.TBlocks, TSucc) ? SC.Body[TSucc] : SC.Join;
      };
      BranchInst *Br = TR->isConditional()
                           ? IRB.CreateCondBr(MS(TR->getCondition()), In(0),
                                              In(1))
                           : IRB.CreateBr(In(0));
      Br->setDebugLoc(TR->getDebugLoc());
    }
    // (A decided guard -- no lane of the other side reaches it -- may
    // branch on the solo's side as a constant: every lane here has R.Cond
    // == RT, and the widener then emits no masks, any() test or skip
    // branch for it, as the estimate prices it: MeldGuardCost.h. Not by
    // default, see DecidedGuardConst.)
    Value *GuardCond = R.Cond;
    if (DecidedGuardConst && soloGuardDecided(R, S))
      GuardCond = ConstantInt::getBool(Ctx, RT);
    GB.CreateCondBr(GuardCond, RT ? SC.Body[E] : SC.Join,
                    RT ? SC.Join : SC.Body[E]);
    for (auto [NP, PR, FromGuard] : Phis) {
      for (unsigned I = 0; I < PR->getNumIncomingValues(); ++I)
        if (BasicBlock *InT = TOf.lookup(PR->getIncomingBlock(I)))
          NP->addIncoming(MS(PR->getIncomingValue(I)), SC.Body[InT]);
      if (FromGuard)
        NP->addIncoming(FromGuard, SC.Guard);
    }
    IRBuilder<>(SC.Join).CreateBr(Target(soloExit(S)));
    // Values of the subgraph used after it leave through the join (phis
    // of the next block take theirs through JoinValue). Poison on the
    // guard's edge: the other side's lanes never read them.
    BasicBlock *ExitReal = nullptr;
    for (BasicBlock *A : S.TBlocks)
      for (BasicBlock *Succ : successors(Real(A)))
        if (!TOf.count(Succ))
          ExitReal = Succ;
    for (BasicBlock *A : S.TBlocks)
      for (Instruction &I : *Real(A)) {
        // (A phi of the next block takes it through JoinValue only on the
        // solo's own exit edges; on another edge -- the back edge of a loop
        // that the next block heads -- it is an ordinary later use: 14102's
        // kernel 418, invalid IR after darm.)
        Value *C = SC.Clone.lookup(&I);
        if (!C || none_of(I.uses(), [&](Use &U) {
              auto *UI = cast<Instruction>(U.getUser());
              BasicBlock *UB = UI->getParent();
              auto *Phi = dyn_cast<PHINode>(UI);
              return !TOf.count(UB) &&
                     !(Phi && UB == ExitReal &&
                       TOf.count(Phi->getIncomingBlock(U)));
            }))
          continue;
        PHINode *JP = PHINode::Create(I.getType(), 2, I.getName() + ".solo",
                                      SC.Join->getFirstNonPHIIt());
        for (BasicBlock *A2 : S.TBlocks)
          if (any_of(successors(A2), [&](BasicBlock *Succ) {
                return !is_contained(S.TBlocks, Succ);
              }))
            JP->addIncoming(C, SC.Body[A2]);
        JP->addIncoming(PoisonValue::get(I.getType()), SC.Guard);
        MapS[&I] = JP;
      }
  };

  for (size_t P = 0; P < R.Pairs.size(); ++P) {
    auto [A, B] = R.Pairs[P];
    if (const darm::Solo *S = R.soloOf(A)) {
      if (A == S->TBlocks.front())
        EmitSolo(R.SoloOf.lookup(A));
      continue;
    }
    BasicBlock *Cur = First[A];
    IRBuilder<> IRB(Cur);
    auto IB = B->phis().begin();
    for (PHINode &PA : A->phis()) {
      PHINode *NP = IRB.CreatePHI(PA.getType(), PA.getNumIncomingValues(),
                                  PA.getName());
      MapT[&PA] = MapF[&*IB] = NP;
      PairedPhis.push_back({NP, &PA, &*IB, -1});
      ++IB;
    }
    // A run of unmatched instructions: guarded blocks, then phis.
    SmallVector<Instruction *, 8> RunT, RunF;
    bool KeepsGuardedRun = false;
    MeldCost::walkRuns(R.Alignment[P], RunT, RunF, [&] {
      for (auto *Run : {&RunT, &RunF})
        KeepsGuardedRun |= !Run->empty() && !Cost.speculatable(R, *Run);
      RunT.clear();
      RunF.clear();
    });
    auto Flush = [&] {
      // The instructions of a run computed for every lane here, which
      // dominate the rest of the block and its guarded runs.
      SmallVector<Instruction *, 8> Spec;
      // A repeat (MeldRunRepeats.h): an instruction that is the same
      // operation on the same melded operands as one computed for every
      // lane ahead of it is that value, not a copy -- in a guarded run,
      // which would carry the copy out through a phi (varying at the shape
      // analysis, whatever the value's shape), and in the unguarded runs of
      // a block that keeps a guarded run (credited since session 20), where
      // `select c, s + 1, s + 1` of copies left to CSE made a uniform loop
      // counter varying at the shape analysis and the melded loop
      // divergent (e2e darm_wrap_run `bound_then_loop` on avx2: 0.93x).
      // The blocks credited before keep their copies for CSE as they were:
      // merged here, bench darm meld_sequence's counter (against a varying
      // bound) became a scalar broadcast every iteration, 4% slower on
      // avx2 (docs/darm-history.md, "Guarded runs in loops (session 20)").
      auto Repeat = [&](Instruction *C) -> Instruction * {
        if (!MeldCost::safeForAllLanes(C))
          return nullptr;
        for (Instruction *X : Spec)
          if (X->isIdenticalToWhenDefined(C)) {
            X->andIRFlags(C); // what holds on both sides
            return X;
          }
        return nullptr;
      };
      // Cheap, side-effect-free runs are computed for every lane.
      for (auto [Run, IsT] : {std::pair{&RunT, true}, std::pair{&RunF, false}}) {
        if (Run->empty() || !Cost.speculatable(R, *Run))
          continue;
        for (Instruction *I : *Run) {
          Instruction *C = I->clone();
          for (Use &U : C->operands())
            U.set(IsT ? MT(U.get()) : MF(U.get()));
          if (Instruction *X = KeepsGuardedRun ? Repeat(C) : nullptr) {
            C->deleteValue();
            (IsT ? MapT : MapF)[I] = X;
            continue;
          }
          IRB.Insert(C, I->getName());
          Spec.push_back(C);
          (IsT ? MapT : MapF)[I] = C;
        }
        Run->clear();
      }
      // The guarded runs' clones, less their repeats: the value computed
      // ahead of the guard dominates the run and what follows it (no phi),
      // and a run of repeats only needs no guard (MeldRunRepeats.h).
      SmallVector<std::pair<Instruction *, Instruction *>, 8> CodeT, CodeF;
      for (auto [Code, Run, IsT] : {std::tuple{&CodeT, &RunT, true},
                                    std::tuple{&CodeF, &RunF, false}})
        for (Instruction *I : *Run) {
          Instruction *C = I->clone();
          for (Use &U : C->operands())
            U.set(IsT ? MT(U.get()) : MF(U.get()));
          if (Instruction *X = Repeat(C)) {
            C->deleteValue();
            (IsT ? MapT : MapF)[I] = X;
            continue;
          }
          (IsT ? MapT : MapF)[I] = C;
          Code->push_back({I, C});
        }
      if (CodeT.empty() && CodeF.empty()) {
        RunT.clear();
        RunF.clear();
        return;
      }
      BasicBlock *Cont = BasicBlock::Create(Ctx, "meld.cont", &F, R.J);
      BasicBlock *GT = CodeT.empty()
                           ? nullptr
                           : BasicBlock::Create(Ctx, "meld.t", &F, Cont);
      BasicBlock *GF = CodeF.empty()
                           ? nullptr
                           : BasicBlock::Create(Ctx, "meld.f", &F, Cont);
      IRB.CreateCondBr(R.Cond, GT ? GT : Cont, GF ? GF : Cont);
      SmallVector<std::tuple<Instruction *, Instruction *, bool>, 8> Defs;
      for (auto [G, Code, IsT] : {std::tuple{GT, &CodeT, true},
                                  std::tuple{GF, &CodeF, false}}) {
        if (!G)
          continue;
        IRBuilder<> GB(G);
        for (auto [I, C] : *Code) {
          GB.Insert(C, I->getName());
          // A join phi only for a value something reads: an unread one
          // (an assert's `write`) would be a use that spmd-gpu-lower,
          // which runs right after darm on GPUs, takes for a reader.
          if (!C->getType()->isVoidTy() && !I->use_empty())
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
    // A safe match that needs nothing of the pending runs is computed
    // ahead of them (MeldCost::hoistsOver): the runs stay one guard.
    MeldCost::walkRuns(
        R.Alignment[P], RunT, RunF, Flush, [&](Instruction *X, Instruction *Y) {
          Instruction *C = X->clone();
          for (unsigned K = 0; K < X->getNumOperands(); ++K)
            C->setOperand(K, Select(IRB, MT(X->getOperand(K)),
                                    MF(pairedOperand(X, Y, K))));
          IRB.Insert(C, X->getName());
          // Only what holds on both sides: flags intersected, metadata
          // dropped.
          C->andIRFlags(Y);
          C->dropUnknownNonDebugMetadata();
          C->setDebugLoc(DILocation::getMergedLocation(X->getDebugLoc(),
                                                       Y->getDebugLoc()));
          MapT[X] = MapF[Y] = C;
          ++NumMatched;
        });
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
  for (auto [NP, PA, PB, Entry] : PairedPhis)
    for (unsigned K = 0; K < PA->getNumIncomingValues(); ++K) {
      BasicBlock *InA = PA->getIncomingBlock(K);
      if (auto It = R.SoloOf.find(InA); It != R.SoloOf.end()) {
        // A solo's back edge goes to its copy's header, not its guard; an
        // edge leaving a solo comes from its join (once).
        if (int(It->second) == Entry ||
            NP->getBasicBlockIndex(Solo[It->second].Join) >= 0)
          continue;
        NP->addIncoming(
            JoinValue(
                It->second,
                [&](BasicBlock *TB) { return PA->getIncomingValueForBlock(TB); },
                [&](BasicBlock *FB) { return PB->getIncomingValueForBlock(FB); },
                PA->getType(), PA->getName() + ".join"),
            Solo[It->second].Join);
        continue;
      }
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
      if (auto It = R.SoloOf.find(A); It != R.SoloOf.end()) {
        BasicBlock *Join = Solo[It->second].Join;
        if (Phi.getBasicBlockIndex(Join) < 0)
          Phi.addIncoming(
              JoinValue(
                  It->second,
                  [&](BasicBlock *TB) { return Phi.getIncomingValueForBlock(TB); },
                  [&](BasicBlock *FB) { return Phi.getIncomingValueForBlock(FB); },
                  Phi.getType(), Phi.getName() + ".join"),
              Join);
        continue;
      }
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
  Value *Coherent = emitCoherenceTest(XB, R.Cond);
  XB.CreateCondBr(Coherent, Orig, MeldedEntry)
      ->setDebugLoc(Term->getDebugLoc());
  Jump->eraseFromParent();
  return Orig;
}

} // namespace spmdc::darm
