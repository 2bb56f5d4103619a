//===- UnrollPrivateLoops.cpp - Unroll loops over private arrays ----------===//
//
// See UnrollPrivateLoops.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/UnrollPrivateLoops.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/wfv/Reconverge.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

#define DEBUG_TYPE "spmd-unroll-private-loops"

SPMDC_STATISTIC(NumUnrolled,
                "Constant-trip loops over private arrays fully unrolled");
SPMDC_STATISTIC(NumKeptRolled,
                "Functions put back rolled: unrolling left a loop without "
                "an exit");

namespace spmdc {
namespace {

/// For measurements (docs/darm.md): `all` unrolls constant-trip loops
/// whether or not they touch a private array; `none` leaves every loop.
enum class UnrollChoice { Private, All, None };
cl::opt<UnrollChoice> UnrollLoops(
    "spmd-unroll-private-loops", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(UnrollChoice::Private),
    cl::desc("Which constant-trip loops the unroll step fully unrolls"),
    cl::values(clEnumValN(UnrollChoice::Private, "private",
                          "loops that access a private array (default)"),
               clEnumValN(UnrollChoice::All, "all", "every such loop"),
               clEnumValN(UnrollChoice::None, "none", "none")));

/// The alloca \p Ptr is based on, if no call other than an intrinsic takes
/// its address (@spmd.gang.shared and @spmd.uniform.members do: those
/// slots stay memory whatever the indices).
const AllocaInst *privateArrayOf(const Value *Ptr) {
  const auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(Ptr));
  if (!AI)
    return nullptr;
  for (const User *U : AI->users())
    if (isa<CallBase>(U) && !isa<IntrinsicInst>(U))
      return nullptr;
  return AI;
}

/// LoopFullUnrollPass on the loops the step chooses (UnrollPrivateLoops.h);
/// counts what it unrolled in *Unrolled.
class ChosenLoopFullUnroll : public PassInfoMixin<ChosenLoopFullUnroll> {
public:
  ChosenLoopFullUnroll(int OptLevel, bool OnlyWhenForced, unsigned &Unrolled)
      : Full(OptLevel, OnlyWhenForced, /*ForgetSCEV=*/false),
        Unrolled(Unrolled) {}

  PreservedAnalyses run(Loop &L, LoopAnalysisManager &AM,
                        LoopStandardAnalysisResults &AR, LPMUpdater &U) {
    // The exact trip count, a constant: a loop bounded by a uniform
    // variable, or left early by a `break`, has none.
    if (AR.SE.getSmallConstantTripCount(&L) == 0)
      return PreservedAnalyses::all();
    if (UnrollLoops != UnrollChoice::All && !loopAccessesPrivateArray(L))
      return PreservedAnalyses::all();
    PreservedAnalyses PA = Full.run(L, AM, AR, U);
    if (!PA.areAllPreserved())
      ++Unrolled;
    return PA;
  }

private:
  LoopFullUnrollPass Full;
  unsigned &Unrolled;
};

/// Whether some loop of \p LI (at any depth) accesses a private array.
bool anyLoopAccessesPrivateArray(const LoopInfo &LI) {
  for (const Loop *L : LI.getLoopsInPreorder())
    if (loopAccessesPrivateArray(*L))
      return true;
  return false;
}

/// A copy of \p F in its module, sharing its debug-info subprogram (so
/// that the blocks can move back into F); erased before the step ends.
/// (The step runs under a module-to-function adaptor, which reaches a
/// function added at the module's end only after this one: the copy is
/// gone by then.)
Function *copyOf(Function &F) {
  Function *Copy =
      Function::Create(F.getFunctionType(), GlobalValue::PrivateLinkage,
                       F.getAddressSpace(), F.getName() + ".rolled",
                       F.getParent());
  ValueToValueMapTy VMap;
  for (auto [From, To] : zip(F.args(), Copy->args()))
    VMap[&From] = &To;
  // Debug-info scopes and locations map to themselves: the blocks return
  // to F, whose subprogram they name (CloneFunctionInto would clone it).
  MetadataPredicate SameNode = [](const Metadata *MD) {
    return isa<MDNode>(MD);
  };
  SmallVector<ReturnInst *, 2> Returns;
  CloneFunctionBodyInto(*Copy, F, VMap, RF_NoModuleLevelChanges, Returns, "",
                        nullptr, nullptr, nullptr, &SameNode);
  return Copy;
}

/// Replaces \p F's body with \p Saved's (a clone of F), leaving Saved
/// empty.
void restoreBody(Function &F, Function &Saved) {
  for (BasicBlock &BB : F)
    BB.dropAllReferences();
  while (!F.empty())
    F.begin()->eraseFromParent();
  for (auto [From, To] : zip(Saved.args(), F.args()))
    From.replaceAllUsesWith(&To);
  F.splice(F.end(), &Saved);
}

} // namespace

bool loopAccessesPrivateArray(const Loop &L) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB) {
      const Value *Ptr = nullptr;
      if (const auto *LI = dyn_cast<LoadInst>(&I))
        Ptr = LI->getPointerOperand();
      else if (const auto *SI = dyn_cast<StoreInst>(&I))
        Ptr = SI->getPointerOperand();
      else if (const auto *MT = dyn_cast<MemTransferInst>(&I))
        Ptr = privateArrayOf(MT->getSource()) ? MT->getSource()
                                              : MT->getDest();
      else if (const auto *MI = dyn_cast<MemIntrinsic>(&I))
        Ptr = MI->getDest();
      if (Ptr && privateArrayOf(Ptr))
        return true;
    }
  return false;
}

PreservedAnalyses SpmdUnrollPrivateLoopsPass::run(Function &F,
                                                  FunctionAnalysisManager &AM) {
  if (UnrollLoops == UnrollChoice::None || F.isDeclaration())
    return PreservedAnalyses::all();
  const LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  if (LI.empty() ||
      (UnrollLoops != UnrollChoice::All && !anyLoopAccessesPrivateArray(LI)))
    return PreservedAnalyses::all();
  // LLVM's unroller keeps a known-exiting branch that is not the latch
  // (LoopUnroll.cpp: folding it would need LoopInfo updates), so in a
  // header-exiting `for` the copy after the last iteration stays behind a
  // test only ScalarEvolution sees as constant (`j < ((x * -16) & 7)`:
  // zero trips), its continuation `unreachable`. A loop in that copy then
  // has no exit left, which spmd-reconverge must report as the user's
  // loop without an exit (difftest seed 19002, kernel 112). The copy never
  // runs; rather than rely on that, the function is put back as it was.
  Function *Saved = copyOf(F);
  unsigned Unrolled = 0;
  {
    FunctionPassManager Loops;
    Loops.addPass(createFunctionToLoopPassAdaptor(
        ChosenLoopFullUnroll(OptLevel, OnlyWhenForced, Unrolled)));
    Loops.run(F, AM);
  }
  if (!Unrolled) {
    Saved->eraseFromParent();
    return PreservedAnalyses::all();
  }
  // The array's indices are constants now, once SimplifyCFG has folded
  // the unrolled copies' blocks: a nest of header-exiting loops (the
  // frontend's `for`) leaves the outer counter as a phi of constants at
  // the inner loop's exits (`r[p * 3 + q]` indexed by phi [0, 1, 2]),
  // which SROA cannot split (a 3x3 transpose kept both arrays). Then SROA
  // splits the array into scalars and EarlyCSE folds the copies' repeated
  // address arithmetic; then the cleanup's own sequence on the result
  // (addCleanupCFGPasses): SimplifyCFG speculates what became cheap
  // (a side that scaled two array elements is two selects now), ADCE and
  // SimplifyCFG once more for the dead copies its threading leaves,
  // switches it formed from the copies' `if / else if` chains lowered
  // again (spmd-reconverge takes none), and the loop form the vectorizer
  // expects.
  FunctionPassManager After;
  After.addPass(SimplifyCFGPass());
  After.addPass(SROAPass(SROAOptions::ModifyCFG));
  After.addPass(EarlyCSEPass());
  addCleanupCFGPasses(After, /*Optimize=*/true);
  After.run(F, AM);
  if (everyBlockCanReturn(F))
    NumUnrolled += Unrolled;
  else {
    AM.invalidate(F, PreservedAnalyses::none());
    restoreBody(F, *Saved);
    ++NumKeptRolled;
  }
  Saved->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace spmdc
