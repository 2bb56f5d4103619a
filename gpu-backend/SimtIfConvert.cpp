//===- SimtIfConvert.cpp - cheap divergent diamonds as selects ------------===//
//
// \file
// See SimtIfConvert.h. The speculation check and the hoisting are LLVM's
// (isSafeToSpeculativelyExecute, hoistAllInstructionsInto); what is new is
// the question asked: divergent branches only, priced against the branch's
// own cost on a SIMT machine.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/SimtIfConvert.h"
#include "gpu-backend/GpuPredicate.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/DomTreeUpdater.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

#include <optional>

#define DEBUG_TYPE "spmd-simt-ifconvert"

using namespace llvm;

SPMDC_STATISTIC(NumDiamonds, "Divergent diamonds converted to selects");
SPMDC_STATISTIC(NumTriangles, "Divergent triangles converted to selects");

namespace spmdc {
namespace {

// Tests: the cost the branch is worth, in place of the TTI's (a large value
// converts every divergent diamond whose sides can be speculated, 0 none).
cl::opt<int> BranchBudget(
    "spmd-simt-ifconvert-budget", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(-1),
    cl::desc("Cost of a divergent branch for spmd-simt-ifconvert (default: "
             "the target's)"));

// Tests: the transform on CPU SPMD IR, so the e2e hosts can run its result.
cl::opt<bool> OnCpu(
    "spmd-simt-ifconvert-on-cpu", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(false),
    cl::desc("Run spmd-simt-ifconvert on CPU SPMD IR before widening (SPMD "
             "shapes as the divergence)"));

constexpr auto CostKind = TargetTransformInfo::TCK_SizeAndLatency;

/// A divergent branch with the sides it guards. Side[0] is the true
/// successor's block, Side[1] the false one's; a null side is the edge of a
/// triangle that goes straight from the branch to the join.
struct Candidate {
  BranchInst *Br = nullptr;
  BasicBlock *Side[2] = {nullptr, nullptr};
  BasicBlock *Join = nullptr;
};

/// \p S is a side of \p BB's branch: entered only from BB, left by an
/// unconditional branch to another block.
bool isSide(const BasicBlock *S, const BasicBlock *BB) {
  auto *Br = dyn_cast<BranchInst>(S->getTerminator());
  return S->getSinglePredecessor() == BB && Br && Br->isUnconditional() &&
         Br->getSuccessor(0) != BB && Br->getSuccessor(0) != S;
}

std::optional<Candidate> matchShape(BranchInst *Br) {
  if (!Br->isConditional())
    return std::nullopt;
  BasicBlock *BB = Br->getParent();
  BasicBlock *T = Br->getSuccessor(0), *F = Br->getSuccessor(1);
  if (T == F || T == BB || F == BB)
    return std::nullopt;
  Candidate C;
  C.Br = Br;
  bool TS = isSide(T, BB), FS = isSide(F, BB);
  if (TS && FS && T->getSingleSuccessor() == F->getSingleSuccessor()) {
    C.Side[0] = T;
    C.Side[1] = F;
    C.Join = T->getSingleSuccessor();
  } else if (TS && T->getSingleSuccessor() == F) {
    C.Side[0] = T;
    C.Join = F;
  } else if (FS && F->getSingleSuccessor() == T) {
    C.Side[1] = F;
    C.Join = T;
  } else {
    return std::nullopt;
  }
  return C;
}

/// The cost of running \p S unconditionally at \p At, or an invalid cost if
/// one of its instructions may not be speculated.
InstructionCost speculationCost(const BasicBlock *S, const Instruction *At,
                                const TargetTransformInfo &TTI,
                                DominatorTree &DT, AssumptionCache &AC) {
  InstructionCost Cost = 0;
  if (!S)
    return Cost;
  for (const Instruction &I : *S) {
    if (I.isTerminator() || I.isDebugOrPseudoInst())
      continue;
    if (isa<PHINode>(I) || isa<AllocaInst>(I))
      return InstructionCost::getInvalid();
    // A convergent call (a cross-lane operation, a barrier) means something
    // else with more lanes on: never move one out of a divergent branch.
    if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->isConvergent())
      return InstructionCost::getInvalid();
    if (I.mayHaveSideEffects() ||
        !isSafeToSpeculativelyExecute(&I, At, &AC, &DT))
      return InstructionCost::getInvalid();
    Cost += TTI.getInstructionCost(&I, CostKind);
  }
  return Cost;
}

/// The incoming value of \p P along side \p K of \p C.
Value *incoming(PHINode &P, const Candidate &C, unsigned K) {
  return P.getIncomingValueForBlock(C.Side[K] ? C.Side[K] : C.Br->getParent());
}

bool profitable(const Candidate &C, const TargetTransformInfo &TTI,
                DominatorTree &DT, AssumptionCache &AC) {
  InstructionCost Side[2];
  for (unsigned K : {0u, 1u}) {
    Side[K] = speculationCost(C.Side[K], C.Br, TTI, DT, AC);
    if (!Side[K].isValid())
      return false;
  }
  InstructionCost Selects = 0;
  Type *CondTy = C.Br->getCondition()->getType();
  for (PHINode &P : C.Join->phis()) {
    if (P.getType()->isTokenTy())
      return false; // no select of a token
    if (incoming(P, C, 0) != incoming(P, C, 1))
      Selects +=
          TTI.getCmpSelInstrCost(Instruction::Select, P.getType(), CondTy,
                                 CmpInst::BAD_ICMP_PREDICATE, CostKind);
  }
  InstructionCost Branch = TTI.getInstructionCost(C.Br, CostKind);
  for (BasicBlock *S : C.Side)
    if (S)
      Branch += TTI.getInstructionCost(S->getTerminator(), CostKind);
  if (BranchBudget >= 0)
    Branch = BranchBudget.getValue();
  InstructionCost Straight = Side[0] + Side[1] + Selects;
  InstructionCost Cheapest = std::min(Side[0], Side[1]) + Branch;
  return Straight.isValid() && Cheapest.isValid() && Straight <= Cheapest;
}

/// Runs both sides of \p C in the branch block and picks the join phis'
/// values with selects; the branch block then falls through to the join.
void convert(const Candidate &C, DomTreeUpdater &DTU) {
  BasicBlock *BB = C.Br->getParent();
  Value *Cond = C.Br->getCondition();
  for (BasicBlock *S : C.Side)
    if (S)
      hoistAllInstructionsInto(BB, C.Br, S);
  IRBuilder<> B(C.Br);
  for (PHINode &P : C.Join->phis()) {
    Value *V0 = incoming(P, C, 0), *V1 = incoming(P, C, 1);
    Value *V =
        V0 == V1 ? V0 : B.CreateSelect(Cond, V0, V1, P.getName() + ".sel");
    // The sides' entries go with the sides (DeleteDeadBlock below).
    if (C.Side[0] && C.Side[1])
      P.addIncoming(V, BB);
    else
      P.setIncomingValueForBlock(BB, V);
  }
  SmallVector<DominatorTree::UpdateType, 4> Updates;
  for (BasicBlock *S : C.Side)
    if (S)
      Updates.push_back({DominatorTree::Delete, BB, S});
  if (C.Side[0] && C.Side[1])
    Updates.push_back({DominatorTree::Insert, BB, C.Join});
  B.CreateBr(C.Join);
  C.Br->eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Cond);
  DTU.applyUpdates(Updates);
  for (BasicBlock *S : C.Side)
    if (S)
      DeleteDeadBlock(S, &DTU);
}

} // namespace

unsigned
ifConvertDivergentBranches(Function &F, const TargetTransformInfo &TTI,
                           DominatorTree &DT, AssumptionCache &AC,
                           function_ref<bool(const BranchInst &)> IsDivergent) {
  // Decided before anything moves: the analysis behind IsDivergent knows
  // the original instructions only. Post-order puts an inner diamond
  // before the one whose side holds it.
  SmallVector<WeakVH, 16> Branches;
  for (BasicBlock *BB : post_order(&F))
    if (auto *Br = dyn_cast<BranchInst>(BB->getTerminator()))
      if (Br->isConditional() && IsDivergent(*Br))
        Branches.push_back(Br);

  DomTreeUpdater DTU(DT, DomTreeUpdater::UpdateStrategy::Eager);
  unsigned Converted = 0;
  for (WeakVH &H : Branches) {
    auto *Br = cast_or_null<BranchInst>(H);
    if (!Br)
      continue;
    std::optional<Candidate> C = matchShape(Br);
    if (!C || !profitable(*C, TTI, DT, AC))
      continue;
    bool Diamond = C->Side[0] && C->Side[1];
    convert(*C, DTU);
    ++Converted;
    ++(Diamond ? NumDiamonds : NumTriangles);
    // A join reached from nowhere else becomes part of the branch block,
    // so that an enclosing diamond sees a single-block side.
    MergeBlockIntoPredecessor(C->Join, &DTU);
  }
  return Converted;
}

PreservedAnalyses SpmdSimtIfConvertPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return PreservedAnalyses::all();
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  if (!TTI.hasBranchDivergence(&F))
    return PreservedAnalyses::all();
  auto &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &AC = FAM.getResult<AssumptionAnalysis>(F);
  unsigned N =
      ifConvertDivergentBranches(F, TTI, DT, AC, [&](const BranchInst &Br) {
        return isDivergentGpuBranch(UI, *Br.getParent());
      });
  if (!N)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<DominatorTreeAnalysis>();
  return PA;
}

PreservedAnalyses
SpmdSimtIfConvertOnCpuPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (!OnCpu || F.isDeclaration())
    return PreservedAnalyses::all();
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &AC = FAM.getResult<AssumptionAnalysis>(F);
  ShapeInfo SI = computeShapes(F, GW);
  unsigned N =
      ifConvertDivergentBranches(F, TTI, DT, AC, [&](const BranchInst &Br) {
        return SI.isDivergent(Br.getCondition());
      });
  if (!N)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<DominatorTreeAnalysis>();
  return PA;
}

} // namespace spmdc
