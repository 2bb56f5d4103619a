//===- UnrollPrivateLoops.cpp - Unroll loops over private arrays ----------===//
//
// See UnrollPrivateLoops.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/UnrollPrivateLoops.h"
#include "vectorizer/LowerSwitchChains.h"
#include "vectorizer/Statistics.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/ADCE.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

using namespace llvm;

#define DEBUG_TYPE "spmd-unroll-private-loops"

SPMDC_STATISTIC(NumUnrolled,
                "Constant-trip loops over private arrays fully unrolled");

namespace spmdc {
namespace {

/// For measurements (docs/darm.md): `all` unrolls constant-trip loops
/// whether or not they touch a private array; `none` leaves every loop.
enum class UnrollChoice { Private, All, None };
cl::opt<UnrollChoice> UnrollLoops(
    "spmd-unroll-private-loops", cl::Hidden, cl::init(UnrollChoice::Private),
    cl::desc("Which constant-trip loops the unroll step fully unrolls"),
    cl::values(clEnumValN(UnrollChoice::Private, "private",
                          "loops that access a private array (default)"),
               clEnumValN(UnrollChoice::All, "all", "every such loop"),
               clEnumValN(UnrollChoice::None, "none", "none")));

/// True if \p S is a constant once every loop with a constant trip count
/// is unrolled: built from constants and recurrences of such loops only
/// (no unknown value -- a varying index, a counter of a `while` loop --,
/// no vscale).
bool constantOnceUnrolled(const SCEV *S, ScalarEvolution &SE) {
  return !SCEVExprContains(S, [&](const SCEV *X) {
    if (const auto *AR = dyn_cast<SCEVAddRecExpr>(X))
      return SE.getSmallConstantTripCount(AR->getLoop()) == 0;
    return isa<SCEVUnknown>(X) || isa<SCEVCouldNotCompute>(X) ||
           X->getSCEVType() == scVScale;
  });
}

/// True if unrolling can make \p AI promotable: its address goes only
/// into loads, stores and memory intrinsics of constant length (through
/// GEPs, casts and LCSSA phis; no call or other use takes it), each at an
/// offset that is constant once the constant-trip loops are unrolled, and
/// at least one offset is not constant yet. An array also read at a
/// varying index (`c[best]`) or inside a `while` loop stays memory
/// whatever is unrolled: unrolling its loops only copies their code.
bool promotableByUnrolling(const AllocaInst &AI, ScalarEvolution &SE) {
  bool Varies = false;
  auto OffsetOk = [&](const Value *Ptr, const SCEV *Base) {
    const SCEV *Off =
        SE.getMinusSCEV(SE.getSCEV(const_cast<Value *>(Ptr)), Base);
    if (!constantOnceUnrolled(Off, SE))
      return false;
    Varies |= !isa<SCEVConstant>(Off);
    return true;
  };
  // Each address with the value its offset is measured from: the alloca,
  // or an address space cast of it (GPU targets allocate private arrays
  // in their private address space and cast them to generic pointers;
  // SCEV does not subtract across address spaces).
  SmallVector<std::pair<const Value *, const SCEV *>, 16> Work{
      {&AI, SE.getSCEV(const_cast<AllocaInst *>(&AI))}};
  SmallPtrSet<const Value *, 16> Seen{&AI};
  while (!Work.empty()) {
    auto [V, Base] = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      const auto *I = cast<Instruction>(U.getUser());
      const auto *Phi = dyn_cast<PHINode>(I);
      if (isa<AddrSpaceCastInst>(I)) {
        if (!OffsetOk(V, Base))
          return false;
        if (Seen.insert(I).second)
          Work.push_back({I, SE.getSCEV(const_cast<Instruction *>(I))});
        continue;
      }
      if (isa<GetElementPtrInst, BitCastInst>(I) ||
          (Phi && Phi->getNumIncomingValues() == 1)) {
        if (Seen.insert(I).second)
          Work.push_back({I, Base});
        continue;
      }
      if (I->isLifetimeStartOrEnd() || I->isDebugOrPseudoInst())
        continue;
      bool Access = isa<LoadInst>(I) ||
                    (isa<StoreInst>(I) && U.getOperandNo() == 1) ||
                    (isa<MemIntrinsic>(I) &&
                     isa<ConstantInt>(cast<MemIntrinsic>(I)->getLength()));
      if (!Access || !OffsetOk(V, Base))
        return false;
    }
  }
  return Varies;
}

/// True if \p L loads, stores or copies memory based on one of \p Arrays.
bool loopAccesses(const Loop &L,
                  const SmallPtrSetImpl<const AllocaInst *> &Arrays) {
  auto In = [&](const Value *Ptr) {
    return Arrays.contains(dyn_cast<AllocaInst>(getUnderlyingObject(Ptr)));
  };
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB) {
      if (const auto *LI = dyn_cast<LoadInst>(&I)) {
        if (In(LI->getPointerOperand()))
          return true;
      } else if (const auto *SI = dyn_cast<StoreInst>(&I)) {
        if (In(SI->getPointerOperand()))
          return true;
      } else if (const auto *MI = dyn_cast<MemIntrinsic>(&I)) {
        if (In(MI->getDest()))
          return true;
        if (const auto *MT = dyn_cast<MemTransferInst>(MI))
          if (In(MT->getSource()))
            return true;
      }
    }
  return false;
}

/// LoopFullUnrollPass on the loops the step chooses (UnrollPrivateLoops.h);
/// counts what it unrolled in *Unrolled.
class ChosenLoopFullUnroll : public PassInfoMixin<ChosenLoopFullUnroll> {
public:
  ChosenLoopFullUnroll(int OptLevel, bool OnlyWhenForced,
                       const SmallPtrSetImpl<const AllocaInst *> &Arrays,
                       unsigned &Unrolled)
      : Full(OptLevel, OnlyWhenForced, /*ForgetSCEV=*/false), Arrays(Arrays),
        Unrolled(Unrolled) {}

  PreservedAnalyses run(Loop &L, LoopAnalysisManager &AM,
                        LoopStandardAnalysisResults &AR, LPMUpdater &U) {
    // The exact trip count, a constant: a loop bounded by a uniform
    // variable, or left early by a `break`, has none.
    if (AR.SE.getSmallConstantTripCount(&L) == 0)
      return PreservedAnalyses::all();
    if (UnrollLoops != UnrollChoice::All && !loopAccesses(L, Arrays))
      return PreservedAnalyses::all();
    PreservedAnalyses PA = Full.run(L, AM, AR, U);
    if (!PA.areAllPreserved())
      ++Unrolled;
    return PA;
  }

private:
  LoopFullUnrollPass Full;
  const SmallPtrSetImpl<const AllocaInst *> &Arrays;
  unsigned &Unrolled;
};

} // namespace

PreservedAnalyses SpmdUnrollPrivateLoopsPass::run(Function &F,
                                                  FunctionAnalysisManager &AM) {
  if (UnrollLoops == UnrollChoice::None || F.isDeclaration())
    return PreservedAnalyses::all();
  if (AM.getResult<LoopAnalysis>(F).empty())
    return PreservedAnalyses::all();
  // The arrays unrolling can promote, chosen before anything changes (the
  // allocas stay the same objects while their loops are unrolled).
  SmallPtrSet<const AllocaInst *, 8> Arrays;
  if (UnrollLoops == UnrollChoice::Private) {
    auto &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
    for (const Instruction &I : instructions(F))
      if (const auto *AI = dyn_cast<AllocaInst>(&I))
        if (promotableByUnrolling(*AI, SE))
          Arrays.insert(AI);
    if (Arrays.empty())
      return PreservedAnalyses::all();
  }
  unsigned Unrolled = 0;
  {
    FunctionPassManager Loops;
    Loops.addPass(createFunctionToLoopPassAdaptor(
        ChosenLoopFullUnroll(OptLevel, OnlyWhenForced, Arrays, Unrolled)));
    Loops.run(F, AM);
  }
  if (!Unrolled)
    return PreservedAnalyses::all();
  NumUnrolled += Unrolled;
  // The array's indices are constants now, once SimplifyCFG has folded
  // the unrolled copies' blocks: a nest of header-exiting loops (the
  // frontend's `for`) leaves the outer counter as a phi of constants at
  // the inner loop's exits (`r[p * 3 + q]` indexed by phi [0, 1, 2]),
  // which SROA cannot split (a 3x3 transpose kept both arrays). Then SROA
  // splits the array into scalars and EarlyCSE folds the copies' repeated
  // address arithmetic; then the cleanup's own sequence on the result
  // (tools/spmdc/Pipeline.cpp): SimplifyCFG speculates what became cheap
  // (a side that scaled two array elements is two selects now), ADCE and
  // SimplifyCFG once more for the dead copies its threading leaves,
  // switches it formed from the copies' `if / else if` chains lowered
  // again (spmd-reconverge takes none), and the loop form the vectorizer
  // expects.
  FunctionPassManager After;
  After.addPass(SimplifyCFGPass());
  After.addPass(SROAPass(SROAOptions::ModifyCFG));
  After.addPass(EarlyCSEPass());
  After.addPass(ADCEPass());
  After.addPass(SimplifyCFGPass());
  After.addPass(ADCEPass());
  After.addPass(SimplifyCFGPass());
  After.addPass(SpmdLowerSwitchPass());
  After.addPass(LoopSimplifyPass());
  After.addPass(LCSSAPass());
  After.run(F, AM);
  return PreservedAnalyses::none();
}

} // namespace spmdc
