//===- UnrollPrivateLoops.cpp - Unroll loops over private arrays ----------===//
//
// See UnrollPrivateLoops.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/UnrollPrivateLoops.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/wfv/Reconverge.h"

#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
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
SPMDC_STATISTIC(NumTableLoadsFolded,
                "Loads of read-only constant tables folded after unrolling");
SPMDC_STATISTIC(NumKeptRolled,
                "Functions put back rolled: unrolling left a dead copy (a "
                "loop without an exit or an unreachable)");

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

/// The constant each store of a read-only table writes, by byte offset.
using TableContents = SmallDenseMap<int64_t, StoreInst *, 8>;

/// Whether \p AI is a read-only table: an alloca (a `uniform int t[4] =
/// {...}` is a gang-shared slot) that the function's entry block fills
/// with constants of one type at constant offsets, each offset once and a
/// multiple of the type's size (so no two stores overlap), and that is
/// otherwise only loaded from (or marked by @spmd.gang.shared, or given
/// lifetime markers). Every block but the entry then reads the stored
/// constants. Fills \p Contents when given.
bool isReadOnlyTable(const AllocaInst &AI, TableContents *Contents) {
  const DataLayout &DL = AI.getDataLayout();
  const BasicBlock *Entry = &AI.getFunction()->getEntryBlock();
  SmallVector<const Value *, 8> Work{&AI};
  Type *Elt = nullptr;
  while (!Work.empty()) {
    const Value *P = Work.pop_back_val();
    for (const User *U : P->users()) {
      if (isa<GetElementPtrInst>(U)) {
        Work.push_back(U);
        continue;
      }
      if (const auto *LI = dyn_cast<LoadInst>(U)) {
        if (!LI->isSimple())
          return false;
        continue;
      }
      if (const auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getPointerOperand() != P || !SI->isSimple() ||
            !isa<Constant>(SI->getValueOperand()) || SI->getParent() != Entry)
          return false;
        APInt Off(DL.getIndexTypeSizeInBits(AI.getType()), 0);
        Type *Ty = SI->getValueOperand()->getType();
        if ((Elt && Ty != Elt) || DL.getTypeStoreSize(Ty).isScalable())
          return false;
        Elt = Ty;
        uint64_t Size = DL.getTypeStoreSize(Ty).getFixedValue();
        if (P->stripAndAccumulateConstantOffsets(DL, Off,
                                                 /*AllowNonInbounds=*/true) !=
                &AI ||
            Size == 0 || Off.getSExtValue() % int64_t(Size) != 0)
          return false;
        if (Contents && !Contents
                             ->try_emplace(Off.getSExtValue(),
                                           const_cast<StoreInst *>(SI))
                             .second)
          return false;
        continue;
      }
      if (const auto *II = dyn_cast<IntrinsicInst>(U))
        if (II->isLifetimeStartOrEnd())
          continue;
      if (const auto *CI = dyn_cast<CallInst>(U))
        if (const Function *Callee = CI->getCalledFunction())
          if (Callee->getName() == "spmd.gang.shared")
            continue;
      return false;
    }
  }
  return true;
}

/// Whether \p Ptr points into a read-only constant table: a constant
/// global with a definitive initializer, or an alloca isReadOnlyTable
/// accepts.
bool isConstantTablePointer(const Value *Ptr) {
  const Value *Obj = getUnderlyingObject(Ptr);
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj))
    return GV->isConstant() && GV->hasDefinitiveInitializer();
  if (const auto *AI = dyn_cast<AllocaInst>(Obj))
    return isReadOnlyTable(*AI, nullptr);
  return false;
}

/// Whether \p L loads from a constant table (isConstantTablePointer).
bool loopLoadsConstantTable(const Loop &L) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (const auto *LI = dyn_cast<LoadInst>(&I))
        if (isConstantTablePointer(LI->getPointerOperand()))
          return true;
  return false;
}

/// Whether \p S moves with \p L's counter and nothing else: an affine
/// recurrence of L, through casts and through sums and products with
/// values invariant in L (`base + 4 * sext(d)`). A load at such an
/// address reads one fixed element per iteration, so an unrolled copy
/// reads a constant offset; an address that also depends on data the
/// loop computes (`crc_table[(c ^ b) & 255]`) does not fold.
bool movesWithCounter(const SCEV *S, const Loop &L, ScalarEvolution &SE) {
  if (const auto *Cast = dyn_cast<SCEVCastExpr>(S))
    return movesWithCounter(Cast->getOperand(), L, SE);
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S))
    return AR->getLoop() == &L && AR->isAffine() &&
           SE.isLoopInvariant(AR->getStart(), &L) &&
           SE.isLoopInvariant(AR->getStepRecurrence(SE), &L);
  if (isa<SCEVAddExpr>(S) || isa<SCEVMulExpr>(S)) {
    bool Moves = false;
    for (const SCEV *Op : cast<SCEVNAryExpr>(S)->operands()) {
      if (SE.isLoopInvariant(Op, &L))
        continue;
      if (!movesWithCounter(Op, L, SE))
        return false;
      Moves = true;
    }
    return Moves;
  }
  return false;
}

/// Whether \p L loads from a constant table at an address that moves with
/// its counter (`rdx[d]` in `for (uniform int d = 0; d < 4; ++d)`):
/// unrolled, each copy reads one constant. Left a loop, the table stays
/// in memory until LLVM unrolls the loop after widening -- unless DARM
/// has melded it with the other side's loop over another table, which
/// no later pass unrolls or folds (probe20's `slide_moves`, 0.57x of
/// `--no-darm` on avx512; docs/darm-history.md "Loops over constant
/// tables"). A table read at an index the loop computes from data is not
/// a reason to unroll (nothing folds).
bool loopReadsTableAtCounter(const Loop &L, ScalarEvolution &SE) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (const auto *LI = dyn_cast<LoadInst>(&I)) {
        const Value *Ptr = LI->getPointerOperand();
        if (SE.isSCEVable(Ptr->getType()) &&
            movesWithCounter(SE.getSCEV(const_cast<Value *>(Ptr)), L, SE) &&
            isConstantTablePointer(Ptr))
          return true;
      }
  return false;
}

/// Replaces each load of a constant table at a constant offset with the
/// constant there (outside the entry block, for an alloca table, whose
/// stores are in the entry block); returns how many.
unsigned foldConstantTableLoads(Function &F) {
  const DataLayout &DL = F.getDataLayout();
  // The function's alloca tables, looked at once each (Contents empty
  // when not a table: a table has at least one store).
  SmallVector<std::pair<const AllocaInst *, TableContents>, 4> Tables;
  unsigned Folded = 0;
  for (BasicBlock &BB : F)
    for (Instruction &I : make_early_inc_range(BB)) {
      auto *LI = dyn_cast<LoadInst>(&I);
      if (!LI || !LI->isSimple())
        continue;
      Value *Ptr = LI->getPointerOperand();
      APInt Off(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
      Value *Base = Ptr->stripAndAccumulateConstantOffsets(
          DL, Off, /*AllowNonInbounds=*/true);
      Constant *C = nullptr;
      if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
        if (GV->isConstant() && GV->hasDefinitiveInitializer())
          C = ConstantFoldLoadFromConstPtr(GV, LI->getType(), Off, DL);
      } else if (auto *AI = dyn_cast<AllocaInst>(Base)) {
        if (&BB == &F.getEntryBlock())
          continue;
        auto *It = find_if(Tables, [&](auto &T) { return T.first == AI; });
        if (It == Tables.end()) {
          TableContents Contents;
          if (!isReadOnlyTable(*AI, &Contents))
            Contents.clear();
          Tables.emplace_back(AI, std::move(Contents));
          It = std::prev(Tables.end());
        }
        auto S = It->second.find(Off.getSExtValue());
        if (S != It->second.end() &&
            S->second->getValueOperand()->getType() == LI->getType())
          C = cast<Constant>(S->second->getValueOperand());
      }
      if (!C)
        continue;
      LI->replaceAllUsesWith(C);
      LI->eraseFromParent();
      ++Folded;
    }
  return Folded;
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
    if (UnrollLoops != UnrollChoice::All && !loopAccessesPrivateArray(L) &&
        !loopReadsTableAtCounter(L, AR.SE))
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

/// Whether some loop of \p LI (at any depth) accesses a private array or
/// loads a read-only constant table.
bool anyLoopToConsider(const LoopInfo &LI) {
  for (const Loop *L : LI.getLoopsInPreorder())
    if (loopAccessesPrivateArray(*L) || loopLoadsConstantTable(*L))
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

/// How many blocks of \p F end in `unreachable`.
unsigned countUnreachables(const Function &F) {
  return count_if(F, [](const BasicBlock &BB) {
    return isa<UnreachableInst>(BB.getTerminator());
  });
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
      (UnrollLoops != UnrollChoice::All && !anyLoopToConsider(LI)))
    return PreservedAnalyses::all();
  // LLVM's unroller keeps a known-exiting branch that is not the latch
  // (LoopUnroll.cpp: folding it would need LoopInfo updates), so in a
  // header-exiting `for` the copy after the last iteration stays behind a
  // test only ScalarEvolution sees as constant (`j < ((x * -16) & 7)`:
  // zero trips), its continuation `unreachable`. A loop in that copy then
  // has no exit left, which spmd-reconverge must report as the user's
  // loop without an exit (difftest seed 19002, kernel 112). Without such
  // a loop, a test that depends on a varying value (`j < ((-8 * d) & 7)`)
  // is a divergent branch into a block that never rejoins; spmd-reconverge
  // turns the `unreachable` into a way to the return, at the price of flow
  // blocks, and an export function's return value behind it is varying
  // (difftest seed 2212, kernel 74). The copy never runs; rather than rely
  // on that, a function left with more `unreachable`s than it had is put
  // back as it was.
  unsigned UnreachablesBefore = countUnreachables(F);
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
  // The tables the unrolled copies read at constant offsets now: their
  // loads become the stored constants, so the copies' steps are constants
  // before DARM pairs them (`x += 0` goes in the EarlyCSE below).
  NumTableLoadsFolded += foldConstantTableLoads(F);
  FunctionPassManager After;
  After.addPass(SimplifyCFGPass());
  After.addPass(SROAPass(SROAOptions::ModifyCFG));
  After.addPass(EarlyCSEPass());
  addCleanupCFGPasses(After, /*Optimize=*/true);
  After.run(F, AM);
  if (everyBlockCanReturn(F) && countUnreachables(F) <= UnreachablesBefore)
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
