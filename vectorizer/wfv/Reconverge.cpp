//===- Reconverge.cpp - Make divergent branches reconverging --------------===//
//
// See Reconverge.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/Reconverge.h"
#include "vectorizer/Passes.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/ExitPathsInLoops.h"
#include "vectorizer/wfv/IsReconverging.h"
#include "vectorizer/wfv/OpenTreeReconverge.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Support/CommandLine.h"

#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Scalar/StructurizeCFG.h"
#include "llvm/Transforms/Utils/FixIrreducible.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"
#include "llvm/Transforms/Utils/UnifyLoopExits.h"

using namespace llvm;

namespace spmdc {

namespace {
enum class ReconvergeMethod { OpenTree, Structurize };
cl::opt<ReconvergeMethod> Method(
    "spmd-reconverge", cl::Hidden, cl::cat(passOptionCategory()),
    cl::desc("How spmd-reconverge makes the CFG reconverging"),
    cl::init(ReconvergeMethod::OpenTree),
    cl::values(clEnumValN(ReconvergeMethod::OpenTree, "open-tree",
                          "the open-tree algorithm (default)"),
               clEnumValN(ReconvergeMethod::Structurize, "structurize",
                          "UnifyLoopExits + StructurizeCFG, for comparison")));
cl::opt<unsigned> OpenTreeRounds(
    "spmd-reconverge-rounds", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(4),
    cl::desc("Rounds of the open-tree algorithm before the structurizer "
             "finishes the CFG (tests use 1 to exercise that fallback)"));
} // namespace

SmallPtrSet<const BasicBlock *, 32> blocksReachingReturn(const Function &F) {
  SmallPtrSet<const BasicBlock *, 32> Reaches;
  SmallVector<const BasicBlock *, 32> Work;
  for (const BasicBlock &BB : F)
    if (isa<ReturnInst>(BB.getTerminator()) && Reaches.insert(&BB).second)
      Work.push_back(&BB);
  while (!Work.empty())
    for (const BasicBlock *Pred : predecessors(Work.pop_back_val()))
      if (Reaches.insert(Pred).second)
        Work.push_back(Pred);
  return Reaches;
}

bool everyBlockCanReturn(const Function &F) {
  SmallPtrSet<const BasicBlock *, 32> Reaches = blocksReachingReturn(F);
  return all_of(F, [&](const BasicBlock &BB) {
    return Reaches.count(&BB) || isa<UnreachableInst>(BB.getTerminator());
  });
}

bool isExportFunction(const Function &F) {
  return !F.isDeclaration() &&
         F.getFnAttribute("spmd.kind").getValueAsString() == "export";
}

namespace {

/// Reports unsupported input; returns false if \p F cannot be handled.
bool checkInput(Function &F) {
  unsigned Rets = 0;
  for (BasicBlock &BB : F) {
    Instruction *T = BB.getTerminator();
    if (isa<SwitchInst>(T)) {
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "spmd-reconverge: switch (run LowerSwitch first)",
          T->getDebugLoc()));
      return false;
    }
    if (!isa<BranchInst>(T) && !isa<ReturnInst>(T) &&
        !isa<UnreachableInst>(T)) {
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "spmd-reconverge: unsupported terminator", T->getDebugLoc()));
      return false;
    }
    Rets += isa<ReturnInst>(T);
  }
  if (Rets != 1) {
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "spmd-reconverge: the function must have exactly one ret"));
    return false;
  }
  // Lanes wait for each other at post-dominating blocks; a block from which
  // the return cannot be reached (a loop without an exit) has none.
  SmallPtrSet<const BasicBlock *, 32> ReachesRet = blocksReachingReturn(F);
  for (BasicBlock &BB : F)
    if (!ReachesRet.count(&BB) && !isa<UnreachableInst>(BB.getTerminator())) {
      // Point at the loop: the first located instruction of a block that
      // cannot return (the back-edge branch itself often has no location).
      DebugLoc Loc;
      for (BasicBlock &B : F)
        if (!ReachesRet.count(&B))
          for (Instruction &I : B)
            if (!Loc && I.getDebugLoc())
              Loc = I.getDebugLoc();
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "'" + F.getName() +
                 "' contains a loop without an exit; every program instance "
                 "must be able to return",
          Loc));
      return false;
    }
  return true;
}

/// Removes StructurizeCFG's "structurizecfg.uniform" marks; a later run
/// would trust them.
void stripUniformMarks(Function &F) {
  unsigned Kind = F.getContext().getMDKindID("structurizecfg.uniform");
  for (BasicBlock &BB : F)
    BB.getTerminator()->setMetadata(Kind, nullptr);
}

/// Moves the SSA values of irreducible cycles into stack slots. LLVM 22's
/// FixIrreducible rewires phis of a cycle with several entries wrongly when
/// an entry keeps a direct edge from inside the cycle (the value arriving on
/// that edge is lost: a three-block goto tangle computed the wrong result).
/// Without phis or cross-block values in the cycle it has nothing to rewire;
/// promoting the slots afterwards rebuilds SSA form on the fixed CFG.
std::vector<AllocaInst *> demoteIrreducibleCycles(Function &F) {
  CycleInfo CI;
  CI.compute(F);
  SmallPtrSet<BasicBlock *, 16> Blocks;
  for (const Cycle *Top : CI.toplevel_cycles())
    for (const Cycle *C : depth_first(Top))
      if (!C->isReducible())
        Blocks.insert(C->block_begin(), C->block_end());
  std::vector<AllocaInst *> Slots;
  if (Blocks.empty())
    return Slots;
  BasicBlock::iterator AllocaPoint = F.getEntryBlock().getFirstInsertionPt();
  // In layout order, not the set's (pointer) order: the slots' order and
  // names end up in the output, which must not depend on heap addresses.
  for (BasicBlock &Block : F) {
    BasicBlock *BB = &Block;
    if (!Blocks.contains(BB))
      continue;
    SmallVector<PHINode *, 8> Phis;
    for (PHINode &PN : BB->phis())
      Phis.push_back(&PN);
    // Demotion erases an unused value and returns null instead of a slot.
    for (PHINode *PN : Phis)
      if (AllocaInst *Slot = DemotePHIToStack(PN, AllocaPoint))
        Slots.push_back(Slot);
    SmallVector<Instruction *, 16> Escaping;
    for (Instruction &I : *BB)
      if (!I.getType()->isVoidTy() && !isa<AllocaInst>(I) &&
          I.isUsedOutsideOfBlock(BB))
        Escaping.push_back(&I);
    for (Instruction *I : Escaping)
      if (AllocaInst *Slot = DemoteRegToStack(*I, /*VolatileLoads=*/false, AllocaPoint))
        Slots.push_back(Slot);
  }
  return Slots;
}

/// Ends every block that ends in `unreachable` with a branch to the return
/// instead (through a block of its own holding just the `ret`, so that no
/// value of the old return block must dominate the new edges). Reaching
/// `unreachable` is undefined behaviour, so going on to the return is one
/// of its allowed meanings, and the transforms see a path that ends
/// somewhere: a divergent branch into such a block has no post-dominating
/// successor, and neither method can give it one (the open tree never
/// closes the block's edge; StructurizeCFG leaves its region alone).
/// Where they come from: LLVM's full unroller keeps the copy behind a
/// known-exiting header test, its continuation `unreachable`, after a call
/// that may not return (UnrollPrivateLoops.h; difftest seed 2212 kernel
/// 74). A return value that dominates the blocks (a constant, an argument)
/// is returned from them too; another comes through a phi, poison from
/// them, and the phi is varying if the blocks are reached divergently, as
/// an export function may not return (spmd-widen says so). Returns true if
/// \p F was changed.
bool routeUnreachableToReturn(Function &F) {
  SmallVector<BasicBlock *, 4> Dead;
  ReturnInst *Ret = nullptr;
  for (BasicBlock &BB : F) {
    if (isa<UnreachableInst>(BB.getTerminator()))
      Dead.push_back(&BB);
    else if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Ret = R;
  }
  if (Dead.empty() || !Ret)
    return false;
  Value *V = Ret->getReturnValue();
  DominatorTree DT(F);
  bool Dominates = !V || all_of(Dead, [&](BasicBlock *BB) {
    return DT.dominates(V, BB->getTerminator());
  });
  BasicBlock *Exit = SplitBlock(Ret->getParent(), Ret->getIterator(),
                                /*DT=*/static_cast<DominatorTree *>(nullptr),
                                /*LI=*/nullptr, /*MSSAU=*/nullptr,
                                "unreachable.return");
  PHINode *RetPhi = nullptr;
  if (!Dominates) {
    RetPhi = PHINode::Create(V->getType(), Dead.size() + 1, "return.value",
                             Exit->begin());
    RetPhi->addIncoming(V, Exit->getSinglePredecessor());
    Ret->setOperand(0, RetPhi);
  }
  for (BasicBlock *BB : Dead) {
    BB->getTerminator()->eraseFromParent();
    BranchInst::Create(Exit, BB);
    if (RetPhi)
      RetPhi->addIncoming(PoisonValue::get(RetPhi->getType()), BB);
  }
  return true;
}

/// LLVM's way: UnifyLoopExits, then StructurizeCFG on the divergent regions.
/// StructurizeCFG judges uniformity once, before it adds its own phis (which
/// it then takes for uniform), so a skipped region can still hold a divergent
/// branch. Retry with fresh uniformity a few times, then structurize
/// everything.
template <typename StepFn> void structurize(Function &F, StepFn &Step) {
  Step(UnifyLoopExitsPass());
  bool Done = false;
  for (unsigned Attempt = 0; Attempt < 3 && !Done; ++Attempt) {
    Step(StructurizeCFGPass(/*SkipUniformRegions=*/true));
    stripUniformMarks(F);
    Done = isReconverging(F, computeShapes(F));
  }
  if (!Done) {
    Step(StructurizeCFGPass(/*SkipUniformRegions=*/false));
    stripUniformMarks(F);
  }
  Step(LCSSAPass());
}

/// True if \p F has a cycle with several entries.
bool hasIrreducibleCycle(Function &F) {
  CycleInfo CI;
  CI.compute(F);
  for (const Cycle *Top : CI.toplevel_cycles())
    for (const Cycle *C : depth_first(Top))
      if (!C->isReducible())
        return true;
  return false;
}

} // namespace

bool makeCyclesReducible(Function &F, FunctionAnalysisManager &FAM) {
  std::vector<AllocaInst *> Slots = demoteIrreducibleCycles(F);
  PreservedAnalyses PA = FixIrreduciblePass().run(F, FAM);
  FAM.invalidate(F, PA);
  bool Changed = !PA.areAllPreserved() || !Slots.empty();
  if (!Slots.empty()) {
    DominatorTree DT(F);
    PromoteMemToReg(Slots, DT);
    FAM.invalidate(F, PreservedAnalyses::none());
  }
  return Changed;
}

bool makeCyclesReducible(Function &F) {
  FunctionAnalysisManager FAM;
  PassBuilder PB;
  PB.registerFunctionAnalyses(FAM);
  bool Changed = makeCyclesReducible(F, FAM);
  FAM.clear();
  return Changed;
}

bool reconvergeFunction(Function &F) {
  if (!isGangEntryFunction(F))
    return dropLoopMarkers(F); // not widened: the markers served nothing
  // The visiting order and the post-dominator checks assume every block is
  // reachable.
  bool Removed = EliminateUnreachableBlocks(F);
  if (!checkInput(F))
    return Removed;
  // Break paths with work the gang sees run in their iteration
  // (ExitPathsInLoops.h).
  Removed |= moveExitPathsIntoLoops(F);
  bool Reconverging = isReconverging(F, computeShapes(F));
  if (Reconverging && !hasIrreducibleCycle(F))
    return Removed;
  unsigned BlocksBefore = F.size();

  // A private analysis manager: our TTI first (the first registration wins),
  // then all of LLVM's function analyses.
  FunctionAnalysisManager FAM;
  const DataLayout &DL = F.getDataLayout();
  FAM.registerPass(
      [&] { return TargetIRAnalysis([&](const Function &) {
              return makeSpmdTTI(DL);
            }); });
  PassBuilder PB;
  PB.registerFunctionAnalyses(FAM);

  auto Step = [&](auto Pass) {
    PreservedAnalyses PA = Pass.run(F, FAM);
    FAM.invalidate(F, PA);
  };
  // An irreducible cycle in a CFG that reconverges already (a goto into a
  // loop whose entry post-dominates the goto's branch) is made a natural
  // loop too, with LCSSA phis for the values leaving it. Lanes leave it at
  // different iterations while the gang goes on around it; only an exit
  // phi keeps each lane's own value (spmd-widen blends it), a use after
  // the cycle of a value computed in it would read the gang's last run
  // (e2e irreducible_exit_values, session 25). LCSSA needs LoopInfo, which
  // sees natural loops only. The guard's branch may be divergent: then the
  // transform below runs as for any other CFG.
  if (Reconverging) {
    makeCyclesReducible(F, FAM);
    Step(LCSSAPass());
    if (isReconverging(F, computeShapes(F)))
      return true;
  }

  // Both methods need every path to end at the return.
  if (routeUnreachableToReturn(F))
    FAM.invalidate(F, PreservedAnalyses::none());
  // Both methods: a cycle with several entries gets a pre-entry flow block
  // (FixIrreducible's guard), after which every cycle has one header.
  makeCyclesReducible(F, FAM);

  const char *How = "structurize";
  unsigned Rounds = 0;
  if (Method == ReconvergeMethod::OpenTree) {
    How = "open-tree";
    // Rerouting can make a uniform branch divergent: its condition may now
    // merge values through a Flow block that divergent lanes pass (a
    // FixIrreducible guard entered from a rerouted region). A further round
    // with fresh shapes transforms such branches; it leaves reconverging
    // ones alone, so a round that finds nothing to do changes nothing.
    //
    // Each round ends in LCSSA form, as the next round and the final check
    // see it: an LCSSA phi at the exit of a divergent loop is divergent,
    // so the phis LCSSA adds for the new flow blocks can make a branch
    // divergent that was uniform before them.
    bool Done = false;
    for (; Rounds < OpenTreeRounds && !Done; ++Rounds) {
      reconvergeOpenTree(F, computeShapes(F));
      FAM.invalidate(F, PreservedAnalyses::none());
      Step(LCSSAPass());
      Done = isReconverging(F, computeShapes(F));
    }
    // Rare CFGs where rounds stop making progress (seen: a divergent break
    // out of a uniform loop nested in a divergent loop of an irreducible
    // goto cycle, difftest seed 9202 kernel 758): LLVM's structurizer
    // finishes the job on the partly rerouted CFG. It reconverges any CFG,
    // at the price of more flow blocks, so it is the fallback rather than
    // the default.
    if (!Done) {
      How = "open-tree, then structurize";
      structurize(F, Step);
    }
  } else {
    structurize(F, Step);
  }
  // Both methods leave LCSSA form: each open-tree round ends in it, and
  // structurize() ends with it.
  FAM.clear();

  std::string Why;
  if (!isReconverging(F, computeShapes(F), &Why))
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "spmd-reconverge: internal error, please report: the CFG is not "
           "reconverging after the transform: " + Why));

  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    OptimizationRemarkAnalysis R("spmd-reconverge", "FlowBlocks",
                                 F.getEntryBlock().getTerminator());
    R << F.getName() << ": " << How << " added "
           << ore::NV("FlowBlocks", F.size() - BlocksBefore)
           << " blocks";
    // A second round or the fallback is rare (docs/vectorizer.md, Rounds):
    // the remark says so, so that tests and difftest scans can find them.
    if (Rounds > 1)
      R << " in " << ore::NV("Rounds", Rounds) << " rounds";
    return R;
  });
  return true;
}

} // namespace spmdc
