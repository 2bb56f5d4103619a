//===- Passes.cpp - The vectorizer's passes (new pass manager) ------------===//
//
// Thin pass wrappers around the transforms in analysis/ and wfv/, and the
// pass-name registry used by spmdc-opt and the driver.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/Passes.h"
#include "vectorizer/FastMath.h"
#include "vectorizer/LowerSwitchChains.h"
#include "vectorizer/NarrowIndexLoops.h"
#include "vectorizer/UnrollPrivateLoops.h"
#include "vectorizer/ScalableLaneLoops.h"
#include "vectorizer/SignedZeroSelects.h"
#include "vectorizer/SplitSelectedDivisors.h"
#include "vectorizer/SveLaneDivide.h"
#include "vectorizer/SveMaskReductions.h"
#include "vectorizer/SveTruncShuffles.h"
#include "vectorizer/X86ByteMulWiden.h"
#include "vectorizer/X86SelectConstants.h"
#include "vectorizer/wfv/GatherPairs.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdIRVerifier.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/wfv/AllOnFastPath.h"
#include "vectorizer/wfv/MaskedVariants.h"
#include "vectorizer/wfv/DebugRecords.h"
#include "vectorizer/wfv/Instrument.h"
#include "vectorizer/wfv/Privatize.h"
#include "vectorizer/wfv/Reconverge.h"
#include "vectorizer/wfv/Widen.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Scalar/ADCE.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

using namespace llvm;

namespace spmdc {

PreservedAnalyses SpmdVerifierPass::run(Module &M, ModuleAnalysisManager &) {
  verifySpmdModule(M);
  return PreservedAnalyses::all();
}

PreservedAnalyses SpmdVerifierPass::run(Function &F,
                                        FunctionAnalysisManager &) {
  verifySpmdFunction(F);
  return PreservedAnalyses::all();
}

PreservedAnalyses SpmdResolveLaneCountPass::run(Module &M,
                                                ModuleAnalysisManager &) {
  Function *LC = M.getFunction(LaneCountName);
  if (!LC)
    return PreservedAnalyses::all();
  bool Changed = false;
  for (User *U : make_early_inc_range(LC->users())) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI || CI->getCalledFunction() != LC || !CI->getType()->isIntegerTy())
      continue;
    IRBuilder<> B(CI);
    CI->replaceAllUsesWith(GW.count(B, CI->getType()));
    CI->eraseFromParent();
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses SpmdPrivatizePass::run(Function &F,
                                         FunctionAnalysisManager &) {
  return privatizeFunction(F, GW) ? PreservedAnalyses::none()
                                  : PreservedAnalyses::all();
}

PreservedAnalyses SpmdReconvergePass::run(Function &F,
                                          FunctionAnalysisManager &) {
  return reconvergeFunction(F) ? PreservedAnalyses::none()
                               : PreservedAnalyses::all();
}

cl::OptionCategory &passOptionCategory() {
  // Function-local: options in other files name it during static
  // initialization, in an order across files C++ leaves open.
  static cl::OptionCategory Category(
      "spmdc pass options",
      "Switches of spmdc's passes other than DARM (docs/vectorizer.md, "
      "docs/gpu.md); --help-hidden lists the ones for tests and "
      "measurements");
  return Category;
}

void hideUnrelatedOptions(cl::OptionCategory &Tool) {
  // LLVM hides -stats; spmdc's counters print in any LLVM build, and
  // docs/user-guide.md tells users about it.
  if (auto *Stats = cl::getRegisteredOptions().lookup("stats")) {
    Stats->addCategory(Tool);
    Stats->setHiddenFlag(cl::NotHidden);
    Stats->setDescription("Print spmdc's pass counters to stderr at exit");
  }
  cl::HideUnrelatedOptions(
      {&Tool, &darmOptionCategory(), &passOptionCategory()});
}

// --no-darm and --darm-threshold are documented for users
// (docs/user-guide.md), so --help lists them; the others are for
// measurements (docs/darm.md, "Options").
static cl::opt<bool> NoDarm("no-darm",
                            cl::desc("Do not meld divergent branches (DARM)"),
                            cl::cat(darmOptionCategory()));
static cl::opt<double> DarmThreshold(
    "darm-threshold", cl::init(0.2), cl::cat(darmOptionCategory()),
    cl::desc("Meld a divergent branch when it saves at least this share of "
             "its two sides' cost (default 0.2)"));

static cl::opt<bool> DarmReplicate(
    "darm-replicate", cl::init(true), cl::Hidden, cl::cat(darmOptionCategory()),
    cl::desc("DARM: reshape sides that do not pair as they stand (a block "
             "replicated into an if's shape, padded ifs, empty counterparts "
             "of unaligned subgraphs, loop forms; default on)"));

static cl::opt<bool> DarmSubsume(
    "darm-subsume", cl::init(true), cl::Hidden, cl::cat(darmOptionCategory()),
    cl::desc("DARM: replace a divergent branch by its side that computes the "
             "other side's work for the other side's lanes (default on)"));

// spmdc sets DarmPass::MathIsa from its target; spmdc-opt's `darm<W>` has
// no target of spmdc's, so lit tests name the library (MeldMathCost.h).
static cl::opt<std::string> DarmMathLib(
    "darm-math-lib", cl::Hidden, cl::cat(darmOptionCategory()),
    cl::desc("DARM (spmdc-opt): price varying math calls as the routines of "
             "this vector math library (avx512, avx2, sse4; spmdc picks it "
             "from --target)"));

PreservedAnalyses DarmPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (NoDarm || F.isDeclaration())
    return PreservedAnalyses::all();
  DarmOptions Opts;
  Opts.Threshold = DarmThreshold;
  Opts.Lanes = Lanes;
  Opts.Simt = Simt;
  Opts.Replicate = DarmReplicate;
  Opts.Subsume = DarmSubsume;
  Opts.MathIsa = MathIsa.empty() ? DarmMathLib.getValue() : MathIsa;
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  // Nothing preserved even when nothing melded: a padding tried and undone
  // leaves the same IR, but it created and deleted blocks and
  // instructions, and an analysis cached before it then misled a later
  // pass (spmd-widen: "a varying value passed to a uniform parameter" with
  // the IR after darm byte-identical to its input; difftest 14104:744,
  // tests/lit/vectorizer/darm/undone-padding-analyses.spmd).
  meldDivergentRegions(F, TTI, Opts, &ORE);
  return PreservedAnalyses::none();
}

static cl::opt<bool> NoAllOnFastPath(
    "no-all-on-fast-path", cl::cat(passOptionCategory()),
    cl::desc("Do not add run-time all-on tests with unmasked copies of "
             "regions (cif fast paths)"));

static cl::opt<bool> AllOnFastPathHintedAlways(
    "all-on-fast-path-hinted-always", cl::Hidden, cl::cat(passOptionCategory()),
    cl::desc("Give every cif/cfor/cwhile/cdo region an all-on fast path "
             "whatever the cost rule says (for measuring the rule)"));

PreservedAnalyses SpmdAllOnFastPathPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  if (NoAllOnFastPath || F.isDeclaration())
    return PreservedAnalyses::all();
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  return addAllOnFastPaths(F, GW, TTI, &ORE, AllOnFastPathHintedAlways)
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

PreservedAnalyses SpmdMaskedVariantsPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  return createMaskedVariants(M) ? PreservedAnalyses::none()
                                 : PreservedAnalyses::all();
}

PreservedAnalyses
SpmdInlinePrivateAddressCallsPass::run(Module &M, ModuleAnalysisManager &) {
  return inlineNoInlineCallsWithPrivateAddresses(M) ? PreservedAnalyses::none()
                                                   : PreservedAnalyses::all();
}

PreservedAnalyses SpmdWidenPass::run(Module &M, ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  // The widened stores keep the any-lane meaning by themselves (a scalar
  // store under any(mask), a masked store or scatter).
  releaseGangStores(M);
  // Shells first, so that every caller can call them.
  ShellMap Shells;
  SmallVector<Function *, 8> Entries;
  for (Function &F : M)
    if (isGangEntryFunction(F) && !F.hasFnAttribute(WidenedAttrName))
      Entries.push_back(&F);
  // extern SPMD functions: the defined ones' shells are weak_odr under the
  // agreed symbol (a non-static helper in a header that two files include
  // is one definition at link time, as a C++ inline function is, instead
  // of a duplicate symbol); a masked declaration (defined in another
  // object) only has its shell, declared under that symbol. (Collected before any shell
  // exists: shells carry the masked function's attributes.)
  SmallVector<Function *, 4> ExternDecls;
  for (Function &F : M)
    if (F.isDeclaration() && hasExternVariant(F) &&
        F.getFnAttribute("spmd.kind").getValueAsString() == MaskedKind)
      ExternDecls.push_back(&F);
  for (Function *F : Entries)
    if (isMaskedFunction(*F))
      Shells[F] = createWidenedShell(*F, GW);
  for (Function *F : ExternDecls)
    Shells[F] = createWidenedShell(*F, GW);
  for (auto &[F, Shell] : Shells)
    if (hasExternVariant(*F)) {
      Shell->setName(externVariantName(*F, GW, TargetSuffix));
      Shell->setLinkage(F->isDeclaration() ? GlobalValue::ExternalLinkage
                                           : GlobalValue::WeakODRLinkage);
    }
  bool Changed = !Shells.empty();
  SmallVector<std::pair<Function *, MaskedWidening>, 4> Masked;
  for (Function *F : Entries) {
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*F);
    MaskedWidening Out;
    Changed |= widenFunction(*F, GW, &ORE, &Shells, &Out, DebugInMemory);
    FAM.invalidate(*F, PreservedAnalyses::none());
    if (isMaskedFunction(*F))
      Masked.push_back({F, std::move(Out)});
  }
  for (auto &[F, Out] : Masked) {
    Function *Shell = Shells.lookup(F);
    if (!Out.Done) { // reported; leave valid IR: the shell stays a declaration
      continue;
    }
    FAM.clear(*F, F->getName());
    moveIntoShell(*F, *Shell, Out.ArgVectors, Out.RetVector);
  }
  for (Function *F : ExternDecls)
    if (F->use_empty()) // every call now calls the shell
      F->eraseFromParent();
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

namespace {

/// Sets the volatile flag of every store the frontend tagged
/// GangStoreMDName: a write to gang memory where lanes may be off (a
/// global, memory behind a pointer, a gang-shared local or an element or
/// member of a uniform local array or struct, under varying control flow).
/// The tag is on the store itself, so the release finds it wherever its
/// address comes from (a GEP, a cast, a phi or select of slot pointers).
bool setTaggedGangStoresVolatile(Module &M, bool Volatile) {
  bool Changed = false;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *St = dyn_cast<StoreInst>(&I);
          St && St->getMetadata(GangStoreMDName) && !St->isAtomic() &&
          St->isVolatile() != Volatile) {
        St->setVolatile(Volatile);
        Changed = true;
      }
  return Changed;
}

} // namespace

PreservedAnalyses SpmdProtectGangStoresPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  return setTaggedGangStoresVolatile(M, true) ? PreservedAnalyses::none()
                                              : PreservedAnalyses::all();
}

void releaseGangStores(Module &M) { setTaggedGangStoresVolatile(M, false); }

void addCleanupCFGPasses(FunctionPassManager &FPM, bool Optimize) {
  // Dead code out before the vectorizer sees it: a divergent branch whose
  // side computes only dead values (aobench's occlusion rays compute the
  // hit normal nobody reads: sqrt, compare, branch, three divisions)
  // would otherwise be widened into masks and blends, and LLVM cannot
  // remove those afterwards. ADCE also drops such branches; SimplifyCFG
  // then merges the empty blocks. (-O0 keeps the code as written.)
  if (Optimize)
    FPM.addPass(ADCEPass());
  FPM.addPass(SimplifyCFGPass());
  // SimplifyCFG threads a branch on a phi whose value one predecessor
  // fixes (`in = in && a; in = in && b;`: a lane that failed `a` skips
  // the test of `b`) by copying the block between the two tests onto the
  // new edge, where its values are dead; the copy would stay a side of
  // a divergent branch of its own (masked, and weighed by DARM). Once
  // more, so the copies go and their empty blocks fold.
  if (Optimize) {
    FPM.addPass(ADCEPass());
    FPM.addPass(SimplifyCFGPass());
  }
  FPM.addPass(SpmdLowerSwitchPass());
  FPM.addPass(LoopSimplifyPass());
  FPM.addPass(LCSSAPass());
}

PreservedAnalyses SpmdGangJoinsPass::run(Module &M, ModuleAnalysisManager &) {
  Function *Join = M.getFunction(GangJoinName);
  if (!Join)
    return PreservedAnalyses::all();
  InlineAsm *Clobber =
      Barrier ? InlineAsm::get(FunctionType::get(Type::getVoidTy(M.getContext()),
                                                 false),
                               "", "~{memory}", /*hasSideEffects=*/true)
              : nullptr;
  for (User *U : make_early_inc_range(Join->users())) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI)
      continue;
    if (Clobber) {
      CallInst *Asm = CallInst::Create(Clobber->getFunctionType(), Clobber, "",
                                       CI->getIterator());
      Asm->setConvergent();
      Asm->setDebugLoc(CI->getDebugLoc());
    }
    CI->eraseFromParent();
  }
  if (Join->use_empty())
    Join->eraseFromParent();
  return PreservedAnalyses::none();
}

PreservedAnalyses SpmdFinalizePass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  // The frontend's list of varying variables (vectorizer/wfv/DebugRecords.h)
  // has served spmd-widen.
  if (NamedMDNode *N = M.getNamedMetadata(VaryingDebugVarsName)) {
    M.eraseNamedMetadata(N);
    Changed = true;
  }
  if (Function *GS = M.getFunction(GangSharedName)) {
    for (User *U : make_early_inc_range(GS->users()))
      if (auto *CI = dyn_cast<CallInst>(U)) {
        CI->eraseFromParent();
        Changed = true;
      }
  }
  // Markers spmd-privatize did not consume (GPU targets, where each lane
  // keeps its own copy of a varying struct's uniform members).
  if (Function *UM = M.getFunction(UniformMembersName))
    for (User *U : make_early_inc_range(UM->users()))
      if (auto *CI = dyn_cast<CallInst>(U)) {
        CI->eraseFromParent();
        Changed = true;
      }
  for (Function &F : make_early_inc_range(M))
    if (F.isDeclaration() && F.getName().starts_with("spmd.") &&
        F.use_empty()) {
      F.eraseFromParent();
      Changed = true;
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses SpmdShapePrinterPass::run(Function &F,
                                            FunctionAnalysisManager &) {
  // Computed directly, so the printer works whether or not ShapeAnalysis
  // was registered with the caller's analysis manager.
  if (!F.isDeclaration())
    computeShapes(F, Lanes).print(errs(), F);
  return PreservedAnalyses::all();
}

namespace {

/// Parses "Name<W>" with a decimal W ≥ 1, or "Name<nxvN>" for a scalable
/// gang (GangWidth::parse); an unknown width if Text does not match.
GangWidth parseWidth(StringRef Text, StringRef Name) {
  if (!Text.consume_front(Name) || !Text.consume_front("<") ||
      !Text.consume_back(">"))
    return GangWidth();
  return GangWidth::parse(Text);
}

} // namespace

void registerSpmdPasses(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
    FAM.registerPass([] { return ShapeAnalysis(); });
  });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "spmd-verify") {
          MPM.addPass(SpmdVerifierPass());
          return true;
        }
        if (Name == "spmd-finalize") {
          MPM.addPass(SpmdFinalizePass());
          return true;
        }
        if (Name == "spmd-protect-gang-stores") {
          MPM.addPass(SpmdProtectGangStoresPass());
          return true;
        }
        if (Name == "spmd-gang-joins" || Name == "spmd-gang-joins<barrier>") {
          MPM.addPass(SpmdGangJoinsPass(Name.ends_with("<barrier>")));
          return true;
        }
        if (Name == "spmd-lower-switch") {
          MPM.addPass(createModuleToFunctionPassAdaptor(SpmdLowerSwitchPass()));
          return true;
        }
        // spmd-unroll-private-loops<O3>: LoopFullUnrollPass's -O3 threshold.
        if (Name == "spmd-unroll-private-loops" ||
            Name == "spmd-unroll-private-loops<O3>") {
          MPM.addPass(createModuleToFunctionPassAdaptor(
              SpmdUnrollPrivateLoopsPass(Name.ends_with("<O3>") ? 3 : 2)));
          return true;
        }
        if (Name == "spmd-fast-math") {
          MPM.addPass(SpmdFastMathPass());
          return true;
        }
        if (Name == "spmd-fast-math<no-contract>") {
          MPM.addPass(SpmdFastMathPass(/*Contract=*/false));
          return true;
        }
        if (Name == "spmd-variants") {
          MPM.addPass(SpmdMaskedVariantsPass());
          return true;
        }
        if (Name == "spmd-inline-private-calls") {
          MPM.addPass(SpmdInlinePrivateAddressCallsPass());
          return true;
        }
        // Also at module level, so that `spmd-reconverge,spmd-widen<4>`
        // parses as one module pipeline.
        if (Name == "spmd-reconverge") {
          MPM.addPass(createModuleToFunctionPassAdaptor(SpmdReconvergePass()));
          return true;
        }
        if (Name == "darm") {
          MPM.addPass(createModuleToFunctionPassAdaptor(DarmPass()));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "darm")) {
          DarmPass P;
          P.Lanes = W;
          MPM.addPass(createModuleToFunctionPassAdaptor(std::move(P)));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "darm-simt")) {
          DarmPass P;
          P.Lanes = W;
          P.Simt = true;
          MPM.addPass(createModuleToFunctionPassAdaptor(std::move(P)));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "spmd-privatize")) {
          MPM.addPass(createModuleToFunctionPassAdaptor(SpmdPrivatizePass(W)));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "spmd-all-on")) {
          MPM.addPass(
              createModuleToFunctionPassAdaptor(SpmdAllOnFastPathPass(W)));
          return true;
        }
        // Mask lowering is part of the widener (its edge masks are built
        // from the widened branch conditions); "spmd-mask<W>" names the same
        // pass for pipelines that think of it as the mask pass.
        if (GangWidth W = parseWidth(Name, "spmd-widen");
            W || (W = parseWidth(Name, "spmd-mask"))) {
          MPM.addPass(SpmdWidenPass(W));
          return true;
        }
        // spmd-instrument<W>: per-block lane counters (wfv/Instrument.h),
        // lowered by a following spmd-widen<W>.
        if (GangWidth W = parseWidth(Name, "spmd-instrument")) {
          InstrumentOptions IO;
          if (W.isScalable()) // the table's lanes: a fixed W
            return false;
          IO.Lanes = W.fixedLanes();
          IO.TargetName = "spmdc-opt";
          MPM.addPass(SpmdInstrumentPass(std::move(IO)));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "spmd-lane-count")) {
          MPM.addPass(SpmdResolveLaneCountPass(W));
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "spmd-verify") {
          FPM.addPass(SpmdVerifierPass());
          return true;
        }
        if (Name == "spmd-reconverge") {
          FPM.addPass(SpmdReconvergePass());
          return true;
        }
        if (Name == "darm") {
          FPM.addPass(DarmPass());
          return true;
        }
        // darm<W>: costs for a gang of W lanes; darm-simt<W>: for a GPU
        // wave of W lanes.
        if (GangWidth W = parseWidth(Name, "darm")) {
          DarmPass P;
          P.Lanes = W;
          FPM.addPass(std::move(P));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "darm-simt")) {
          DarmPass P;
          P.Lanes = W;
          P.Simt = true;
          FPM.addPass(std::move(P));
          return true;
        }
        if (Name == "spmd-gather-pairs") {
          FPM.addPass(SpmdGatherPairsPass());
          return true;
        }
        if (Name == "sve-trunc-shuffles") {
          FPM.addPass(SveTruncShufflesPass());
          return true;
        }
        if (Name == "sve-lane-loops" || Name == "sve-lane-loops<all-math>") {
          FPM.addPass(SveLaneLoopsPass(Name.ends_with("<all-math>")));
          return true;
        }
        if (Name == "sve-lane-divide") {
          FPM.addPass(SveLaneDividePass());
          return true;
        }
        if (Name == "sve-mask-reductions") {
          FPM.addPass(SveMaskReductionsPass());
          return true;
        }
        if (Name == "split-selected-divisors") {
          FPM.addPass(SplitSelectedDivisorsPass());
          return true;
        }
        if (Name == "x86-byte-mul-widen") {
          FPM.addPass(X86ByteMulWidenPass());
          return true;
        }
        if (Name == "x86-select-constants") {
          FPM.addPass(X86SelectConstantsPass());
          return true;
        }
        if (Name == "narrow-index-loops") {
          FPM.addPass(NarrowIndexLoopsPass());
          return true;
        }
        if (Name == "signed-zero-selects") {
          FPM.addPass(SignedZeroSelectsPass());
          return true;
        }
        if (Name == "print<spmd-shapes>") {
          FPM.addPass(SpmdShapePrinterPass());
          return true;
        }
        if (StringRef Rest = Name;
            Rest.consume_front("print<spmd-shapes;lanes=") &&
            Rest.consume_back(">")) {
          GangWidth W = GangWidth::parse(Rest);
          if (!W)
            return false;
          SpmdShapePrinterPass P;
          P.Lanes = W;
          FPM.addPass(std::move(P));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "spmd-privatize")) {
          FPM.addPass(SpmdPrivatizePass(W));
          return true;
        }
        if (GangWidth W = parseWidth(Name, "spmd-all-on")) {
          FPM.addPass(SpmdAllOnFastPathPass(W));
          return true;
        }
        return false;
      });
}

} // namespace spmdc
