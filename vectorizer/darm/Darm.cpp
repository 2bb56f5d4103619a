//===- Darm.cpp - Control-flow melding of divergent branches --------------===//
//
// See Darm.h. The driver: finds divergent branches, asks MeldRegion for
// their two sides, MeldAlign for the instruction alignment, MeldCost
// whether it pays, and MeldCodegen to emit the melded path; one meld per
// round, rounds to a fixpoint with a cap.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/Darm.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/darm/LiveValueSet.h"
#include "vectorizer/darm/MeldAlign.h"
#include "vectorizer/darm/MeldCodegen.h"
#include "vectorizer/darm/MeldCodegenRemat.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldLoopForm.h"
#include "vectorizer/darm/MeldRegion.h"
#include "vectorizer/darm/MeldSequence.h"
#include "vectorizer/darm/Subsume.h"
#include "vectorizer/wfv/AllOnBlocks.h"
#include "vectorizer/wfv/AllOnFastPath.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "darm"

using namespace llvm;

SPMDC_STATISTIC(NumMelded, "Divergent regions melded");
SPMDC_STATISTIC(NumRejected, "Divergent regions not melded (shape or profit)");

// Session 21 (docs/darm.md, "Repeats, decided guards and masked accesses
// as built (session 21)").
static llvm::cl::opt<bool> MaskedMeldedAccess(
    "darm-masked-melded-access", llvm::cl::Hidden, llvm::cl::init(true),
    llvm::cl::cat(spmdc::darmOptionCategory()),
    llvm::cl::desc("DARM: a melded contiguous access of a region whose "
                   "entry is not provably all-on is priced with its "
                   "first-active-lane base, as the sides' are"));

// Session 24 (docs/darm-history.md, "Missed on avx2 (session 24)").
static llvm::cl::opt<bool> AlignSharedSelects(
    "darm-align-shared-selects", llvm::cl::Hidden, llvm::cl::init(true),
    llvm::cl::cat(spmdc::darmOptionCategory()),
    llvm::cl::desc("DARM: a region the alignments would not meld is aligned "
                   "once more with a select that several matches share "
                   "priced at its share (x86, 256-bit registers, 8 lanes "
                   "or more)"));

namespace spmdc {

namespace {

using namespace darm;

/// ", the sides span lines 5 and 7-9": the source lines of the T and the F
/// side's work in the branch's file (inlined code counts at its call site),
/// for the remarks; empty without line information.
std::string sideLines(const Region &R, const Instruction &Br) {
  const DILocation *At = Br.getDebugLoc().get();
  if (!At)
    return "";
  while (const DILocation *IA = At->getInlinedAt())
    At = IA;
  // "5", "7-9", or empty when no instruction of the side has a line.
  auto Span = [&](const SmallPtrSetImpl<BasicBlock *> &Side) -> std::string {
    unsigned Lo = ~0u, Hi = 0;
    for (const BasicBlock *B : Side)
      for (const Instruction &I : *B) {
        // The branches between a side's blocks carry the statement's line
        // (the `if`, the loop's header), a phi its variable's declaration.
        if (I.isTerminator() || isa<PHINode>(I))
          continue;
        const DILocation *L = I.getDebugLoc().get();
        if (!L)
          continue;
        while (const DILocation *IA = L->getInlinedAt())
          L = IA;
        if (!L->getLine() || L->getFilename() != At->getFilename())
          continue;
        Lo = std::min(Lo, L->getLine());
        Hi = std::max(Hi, L->getLine());
      }
    if (!Hi)
      return "";
    return Lo == Hi ? formatv("{0}", Lo).str() : formatv("{0}-{1}", Lo, Hi).str();
  };
  std::string T = Span(R.TBlocks), F = Span(R.FBlocks);
  if (T.empty() && F.empty())
    return "";
  return ", the sides span lines " + (T.empty() ? "no line" : T) + " and " +
         (F.empty() ? "no line" : F);
}

class Melder {
public:
  Melder(Function &F, const TargetTransformInfo &TTI, const DarmOptions &Opts,
         OptimizationRemarkEmitter *ORE)
      : F(F), ORE(ORE), Opts(Opts), Cost(F, TTI, Opts, SI) {}
  enum class Step { Melded, Simplified, Done };
  /// Finds and melds one profitable region (Melded), or simplifies the
  /// sides of one region that are not isomorphic as they stand
  /// (Simplified: analyses are stale, look again), or finds nothing.
  Step meldOne();
  /// A missed-optimization remark for each branch of \p Original still in
  /// the function whose sides were never weighed (their control flow could
  /// not be aligned, or they had nothing in common): the weighed ones have
  /// had their remark. Branches DARM made itself (guards, replicas) are not
  /// in \p Original and get none.
  void remarkUnweighed(ArrayRef<WeakVH> Original);

private:
  /// Why a branch was last passed over without a remark.
  enum class Unweighed { Shape, NothingInCommon };
  Function &F;
  OptimizationRemarkEmitter *ORE;
  const DarmOptions &Opts;
  ShapeInfo SI; // recomputed each round; Cost reads it
  MeldCost Cost;
  LiveValueSet Rejected; // blocks: not profitable, not retried
  /// (With a handle: the branch may be deleted and its address reused.)
  DenseMap<const Instruction *, std::pair<WeakVH, Unweighed>> PassedOver;
  LiveValueSet Remarked; // branches
  /// Enclosing branches of else-if chains whose inner pair melded on the
  /// promise that they meld next (Estimate::ChainHead).
  SmallVector<WeakVH, 4> ChainHeads;
};

/// What the meld's remark says of the reshaping of its sides: one note
/// for each kind of nested replica made for it.
static std::string replicaNotes(const Replica &Rep) {
  static constexpr std::pair<Replica::Kind, const char *> Notes[] = {
      {Replica::Kind::Block,
       ", a block replicated into the shape of an if it aligns with"},
      {Replica::Kind::Wrap, ", a loop given the shape of a one-arm if"},
      {Replica::Kind::Rotate,
       ", a `do` loop rotated into a `while` loop's form"},
      {Replica::Kind::Split,
       ", a one-block `do` loop split into header and latch"}};
  std::string Out;
  for (auto [K, Note] : Notes)
    if (any_of(Rep.Nested, [K = K](const Replica &N) { return N.K == K; }))
      Out += Note;
  return Out;
}

Melder::Step Melder::meldOne() {
  SI = computeShapes(F, Opts.Lanes);
  PostDominatorTree PDT(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  // The loops' trip counts, read before any side is reshaped (MeldCost.h).
  const DenseMap<const BasicBlock *, unsigned> Trips =
      collectTripCounts(F, DT, LI);
  Cost.setLoops(&LI);
  Cost.setTrips(&Trips);
  // The blocks the widener will not know to be all-on (MeldCost.h).
  SmallPtrSet<const BasicBlock *, 16> Masked;
  if (MaskedMeldedAccess && !Opts.Simt) {
    SmallPtrSet<const BasicBlock *, 16> AllOn;
    if (!isMaskedFunction(F))
      AllOn = computeAllOnBlocks(F, SI, DT, PDT);
    for (const BasicBlock &BB : F)
      if (!AllOn.count(&BB))
        Masked.insert(&BB);
  }
  Cost.setMaskedBlocks(&Masked);
  scope_exit ForgetLoops([&] {
    Cost.setLoops(nullptr);
    Cost.setTrips(nullptr);
    Cost.setMaskedBlocks(nullptr);
  });
  ReversePostOrderTraversal<Function *> RPOT(&F);
  // Melds that need no replication first, anywhere in the function: an
  // inner meld can make an outer region pair as it is (an `else if`
  // chain's inner pair melded, the outer branch melds block against block
  // and all arms run one path), which replicating the outer branch first
  // would forgo (two paths left).
  for (bool TryReplicas : {false, true}) {
    for (BasicBlock *X : RPOT) {
      auto *Br = dyn_cast<BranchInst>(X->getTerminator());
      if (!Br || !Br->isConditional() || !SI.hasDivergentBranch(X) ||
          Br->getSuccessor(0) == Br->getSuccessor(1) || Rejected.count(X))
        continue;
      // `cif` and friends promise the lanes usually agree: the all-on fast
      // path (spmd-all-on) serves that branch, and melding its sides would
      // make the coherent gangs pay for both.
      if (Br->getMetadata(CoherentMDName) ||
          Br->getMetadata(KeptBranchMDName))
        continue;
      DomTreeNode *N = PDT.getNode(X);
      if (!N || !N->getIDom() || !N->getIDom()->getBlock())
        continue;
      BasicBlock *J = N->getIDom()->getBlock();
      // An `if` without `else` has one side, a loop's test or an `if (c)
      // break;` a side and an exit: nothing to meld, no remark.
      const Loop *L = LI.getLoopFor(X);
      bool TwoSides = Br->getSuccessor(0) != J && Br->getSuccessor(1) != J &&
                      !(L && (!L->contains(Br->getSuccessor(0)) ||
                              !L->contains(Br->getSuccessor(1))));
      Region R;
      Replica Rep;
      // X's loops given one form first (MeldLoopForm.h): the shapes and the
      // post-dominators are recomputed after that change and its undo.
      bool Reformed = false;
      PostDominatorTree ReformedPDT;
      auto UndoRep = [&] {
        undoReplica(Rep, LI);
        if (Reformed)
          SI = computeShapes(F, Opts.Lanes);
      };
      if (!findRegion(X, J, LI, R)) {
        // A side that is a straight line of blocks (an `else if` whose inner
        // pair was melded in an earlier round) may pair once merged.
        SmallVector<BasicBlock *, 4> Erased;
        if (mergeSideChains(X, J, Erased)) {
          for (BasicBlock *B : Erased)
            Rejected.erase(B); // deleted: its address may be reused
          return Step::Simplified;
        }
        // Align the sides' subgraph sequences and give them one shape: a
        // block against an if is replicated into the if's shape, two ifs
        // of different shapes are padded to one (their arms aligned as
        // sequences, at any depth), unaligned subgraphs get empty
        // counterparts (all undone below if the meld is not taken). A
        // block against a one-level if, or two one-level ifs, as whole
        // sides are the one-pair case of the same alignment.
        R = Region();
        if (!TryReplicas)
          continue;
        Reformed = Opts.Replicate && unifyLoopForms(X, J, LI, Rep);
        if (Reformed) {
          SI = computeShapes(F, Opts.Lanes);
          ReformedPDT.recalculate(F);
        }
        if (!Opts.Replicate ||
            !alignSequences(X, J, Reformed ? ReformedPDT : PDT, LI, Cost, Rep,
                            Reformed)) {
          if (Reformed)
            UndoRep();
          if (TwoSides)
            PassedOver[Br] = {Br, Unweighed::Shape};
          continue;
        }
        if (!findRegion(X, J, LI, R)) {
          UndoRep();
          if (TwoSides)
            PassedOver[Br] = {Br, Unweighed::Shape};
          continue;
        }
        R.ReplicaBlocks.insert(Rep.Arms.begin(), Rep.Arms.end());
        // (A rotated loop's new header and a split latch hold the loop's
        // own test and work: not replica blocks, but no block boundary of
        // the unmelded loop either.)
        for (Replica &N : Rep.Nested)
          (N.K == Replica::Kind::Rotate || N.K == Replica::Kind::Split
               ? R.FormBlocks
               : R.ReplicaBlocks)
              .insert(N.Arms.begin(), N.Arms.end());
        R.WrapsLoop =
            Rep.K == Replica::Kind::Wrap ||
            any_of(Rep.Nested,
                   [](const Replica &N) { return N.K == Replica::Kind::Wrap; });
        R.setSolos(Rep.Solos);
      }
      // Two alignments (every unmatched run guarded, or only the unsafe
      // ones): the estimate keeps the one that saves more.
      Estimate E = alignRegion(R, Cost);
      unsigned Matches = 0;
      bool SplitsUniform = false, CompletesChain = false;
      double Threshold = Opts.Threshold;
      // (What the decision below reads of an alignment.)
      auto Weigh = [&] {
        Matches = 0;
        for (auto &Al : R.Alignment)
          for (auto [A, B] : Al)
            Matches += A && B;
        SplitsUniform = Matches && splitsUniformArgument(R);
        // The enclosing tests of a chain whose inner pair melded on the
        // promise that they meld next (MeldCost::innerPairOfChain) meld
        // at a quarter of the threshold: refused, they leave a
        // half-melded chain whose melded block's runs spmd-reconverge
        // carries around the loop as pending copies, blends and loop
        // phis that no estimate prices (probe s1 tonemap_ops, avx2: 0.94x
        // half melded, 1.21x whole at 6% saved; below 5%, probe r2
        // interp's "2 of 265" on avx512 ran 0.83-0.89x;
        // docs/darm-history.md "Whole chains (session 19 follow-up)").
        // (Not where only the canonical order's alignment clears the
        // quarter: probe19's xorshift_lanes, "saves -3 of 81" in program
        // order and 5 in the canonical one, melded its chain's outer test
        // with 2 pairs and ran 0.66x on avx512; the quarter is a
        // stand-in measured on program-order alignments.)
        CompletesChain =
            any_of(ChainHeads, [&](const WeakVH &V) { return V == Br; }) &&
            E.SavedInProgramOrder >= Opts.Threshold / 4 * E.Total;
        Threshold = CompletesChain ? Opts.Threshold / 4 : Opts.Threshold;
        return Matches == 0 || SplitsUniform || E.Total <= 0 ||
               E.Saved < Threshold * E.Total ||
               (Opts.Threshold > 0 && E.Saved <= 0);
      };
      bool Refused = Weigh();
      // A second chance: the select of an operand pair several matches
      // take (Horner's `v` against the other side's reduced argument)
      // priced at its share, as the estimate prices a select already
      // made (e2e exp_ranges on avx2: "saves 9 of 49" refused, 1.73-1.78x
      // forced; shared, "19 of 49"). Only for a region the other
      // alignments would not meld: where they would, alignments the
      // estimate priced alike or a little better ran slower (its heads
      // matched too on avx512, 0.77x; session 23's bs_double with more
      // pairs, 0.90-0.95x) -- the estimate does not see the longer
      // chains. And only on the gangs measured: on sse4 exp_ranges
      // melded ran 0.92x on gang-coherent data, where a side's guard of
      // four lanes costs less than the melded path adds. And only for a
      // region whose alignments paired something and came within half
      // the threshold: shared selects lower the price of
      // matches that were nearly worth it, they do not create a region
      // (session 24's review: a reshaped region with no pair, e2e
      // cube_root, melded on avx2 by two cheap matches, 0.84-0.90x on
      // gang-coherent data; the unconditional second alignment of every
      // refused region cost the ifs200 stress kernel 0.4 s of 1.0).
      bool SharedSelects = false;
      if (Refused && AlignSharedSelects && Cost.wideX86Gang() && Matches &&
          E.Total > 0 && E.Saved >= Opts.Threshold / 2 * E.Total) {
        std::vector<std::vector<Aligned>> Old = R.Alignment;
        const Estimate OldE = E;
        E = alignRegion(R, Cost, /*SharedSelects=*/true);
        Refused = Weigh();
        SharedSelects = !Refused;
        if (Refused) {
          R.Alignment = std::move(Old);
          E = OldE;
          Weigh();
        }
      }
      // The estimate's parts (-Rpass-analysis=darm), to check the model
      // against the clock.
      auto fixed1 = [](double C) { return formatv("{0:f1}", C).str(); };
      if (ORE && Matches &&
          F.getContext().getDiagHandlerPtr()->isAnalysisRemarkEnabled(
              DEBUG_TYPE))
        ORE->emit([&] {
          return OptimizationRemarkAnalysis(DEBUG_TYPE, "Estimate", Br)
                 << "meld estimate: T side " << ore::NV("SideT", fixed1(E.SideT))
                 << ", F side " << ore::NV("SideF", fixed1(E.SideF)) << ", melded "
                 << ore::NV("Melded", fixed1(E.Melded)) << ", both sides "
                 << ore::NV("Total", fixed1(E.Total)) << ", saves "
                 << ore::NV("Saved", fixed1(E.Saved))
                 << (E.MayBeCoherent ? ", condition may be gang-coherent"
                                     : ", data-dependent condition")
                 << (E.KeepOriginal ? ", coherence test kept" : "");
        });
      if (Refused) {
        ++NumRejected;
        // (The sides' lines before the undo: it deletes the blocks it
        // added -- counterparts, a rotated loop's new header -- which R
        // still lists; reading them after it was a use after free.)
        std::string Lines = ORE && Matches ? sideLines(R, *Br) : "";
        // A replicated side is undone and may be tried again in a later
        // round: melding an inner branch (the `else if` of a three-way
        // chain) can turn it into a block that melds as it is.
        if (Rep.J)
          UndoRep();
        else
          Rejected.insert(X);
        if (Matches)
          Remarked.insert(Br);
        else if (TwoSides)
          PassedOver[Br] = {Br, Unweighed::NothingInCommon};
        if (ORE && Matches)
          ORE->emit([&] {
            return OptimizationRemarkMissed(DEBUG_TYPE, "NotMelded", Br)
                   << "divergent branch not melded: saves "
                   << ore::NV("Saved", int64_t(E.Saved)) << " of "
                   << ore::NV("Total", int64_t(E.Total)) << " cost"
                   << (SplitsUniform ? " (a uniform operand of a call or an "
                                       "atomic would cross a guarded run)"
                                     : "")
                   << Lines;
          });
        continue;
      }
      // The branches inside the sides are melded with them (or kept for
      // coherent gangs): the meld's remark speaks for them.
      Remarked.insert(Br);
      for (const auto *Side : {&R.TBlocks, &R.FBlocks})
        for (BasicBlock *B : *Side)
          Remarked.insert(B->getTerminator());
      if (ORE)
        ORE->emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "Melded", Br)
                 << "melded the two sides of a divergent branch ("
                 << ore::NV("Blocks", unsigned(R.Pairs.size()))
                 << " block pairs, " << ore::NV("Matched", Matches)
                 << " instruction pairs): saves "
                 << ore::NV("Saved", int64_t(E.Saved)) << " of "
                 << ore::NV("Total", int64_t(E.Total)) << " cost"
                 << (!Rep.J ? ""
                         : ", the sides' subgraph sequences aligned (unaligned "
                           "ones kept guarded)")
                 << replicaNotes(Rep)
                 << (Rep.ShapedIfs == 0
                         ? ""
                         : ", ifs of different shapes given one shape")
                 << (Rep.ShapedLoops == 0
                         ? ""
                         : ", loops with different bodies melded (bodies "
                           "aligned)")
                 << (E.KeepOriginal ? ", original sides kept for coherent gangs"
                                    : "")
                 << (SharedSelects ? ", aligned with shared selects" : "")
                 << (CompletesChain && E.Saved < Opts.Threshold * E.Total
                         ? ", completes an else-if chain whose inner pair "
                           "melded"
                         : "")
                 << sideLines(R, *Br);
        });
      for (Instruction *Test : E.ChainHeads)
        ChainHeads.push_back(Test);
      const bool Agrees = E.KeepOriginal && Cost.keptBranchAgrees(R);
      if (BasicBlock *Orig = emitMeld(F, R, Cost, E.KeepOriginal)) {
        Rejected.insert(Orig); // the original stays as it is
        // Behind the test every active lane agrees: the kept branch on
        // any(c) is uniform, and a coherent gang runs its side unmasked.
        if (Agrees)
          branchOnAgreedCondition(cast<BranchInst>(Orig->getTerminator()));
      }
      ++NumMelded;
      return Step::Melded;
    }
  }
  return Step::Done;
}

void Melder::remarkUnweighed(ArrayRef<WeakVH> Original) {
  if (!ORE)
    return;
  for (const WeakVH &V : Original) {
    auto *Br = dyn_cast_or_null<BranchInst>(V);
    if (!Br || Remarked.count(Br))
      continue;
    auto It = PassedOver.find(Br);
    if (It == PassedOver.end() || It->second.first != Br)
      continue;
    ORE->emit([&] {
      OptimizationRemarkMissed M(DEBUG_TYPE, "NotWeighed", Br);
      M << "divergent branch not melded: ";
      if (It->second.second == Unweighed::NothingInCommon)
        M << "no instruction of one side pairs with one of the other";
      else
        M << "the control flow of its sides cannot be aligned (a side "
             "entered or left other than through the branch and its join, "
             "an `unmasked` block, or a shape with no counterpart on the "
             "other side)";
      return M;
    });
  }
}

} // namespace

cl::OptionCategory &darmOptionCategory() {
  // A function-local static: the options of the other darm files name it
  // during static initialization, in an order across files C++ leaves open.
  static cl::OptionCategory Category(
      "DARM options", "Control-flow melding of divergent branches "
                      "(docs/darm.md); --help-hidden lists the tuning "
                      "switches");
  return Category;
}

unsigned meldDivergentRegions(Function &F, const TargetTransformInfo &TTI,
                              const DarmOptions &Opts,
                              OptimizationRemarkEmitter *ORE) {
  // A gang of one lane (the scalar target) never diverges: a meld there
  // only adds selects.
  if (!isGangEntryFunction(F) ||
      (!Opts.Simt && Opts.Lanes.isFixed() && Opts.Lanes.fixedLanes() == 1))
    return 0;
  // A side that already computes the other's work for the other's lanes
  // replaces the branch first (Subsume.h): nothing is left to meld there,
  // and a meld would hide the equality behind selects on the condition.
  unsigned Subsumed =
      Opts.Subsume ? subsumeDivergentBranches(F, TTI, Opts, ORE) : 0;
  Melder M(F, TTI, Opts, ORE);
  // The program's own branches, for the remarks of those never weighed.
  SmallVector<WeakVH, 16> Original;
  for (BasicBlock &B : F)
    if (auto *Br = dyn_cast<BranchInst>(B.getTerminator());
        Br && Br->isConditional())
      Original.push_back(Br);
  unsigned N = 0, Merged = 0;
  // Simplification only merges blocks, so it cannot repeat forever.
  for (;;) {
    if (N >= Opts.MaxRounds)
      break;
    Melder::Step S = M.meldOne();
    if (S == Melder::Step::Done)
      break;
    N += S == Melder::Step::Melded;
    Merged += S == Melder::Step::Simplified;
  }
  M.remarkUnweighed(Original);
  // Values the melded code carries out of its guarded runs through
  // `phi [v, poison]` are recomputed where cheap (MeldCodegenRemat.h), so
  // they keep their shapes through spmd-reconverge and the widener. After
  // the last round: the rounds' estimates see the code as melded.
  if (N > 0 && !Opts.Simt)
    darm::rematerializeCarriedValues(F, Opts.Lanes);
  // Merged blocks change the CFG even when nothing melds: the caller must
  // not keep its analyses then.
  return Subsumed + N + Merged;
}

} // namespace spmdc
