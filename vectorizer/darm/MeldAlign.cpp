//===- MeldAlign.cpp - DARM: instruction alignment of two blocks ----------===//
//
// See MeldAlign.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldAlign.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldAlignTable.h"
#include "vectorizer/darm/MeldOrder.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

#include <algorithm>
#include <array>
#include <optional>

#define DEBUG_TYPE "darm"

using namespace llvm;

namespace spmdc::darm {

static cl::opt<bool> SteadyPhis(
    "darm-steady-phis", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(true),
    cl::desc("DARM: paired phis that take one value on every edge (a loop "
             "counter on each side) count as one value for addresses and "
             "need no select in the alignment (session 20, docs/darm.md)"));

static cl::opt<unsigned> AlignCells(
    "darm-align-cells", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(1u << 20),
    cl::desc("DARM: the most cells (instruction pairs) an alignment of two "
             "blocks fills; bigger blocks are aligned within a band around "
             "the diagonal of about this many cells (docs/darm.md)"));

SPMDC_STATISTIC(NumBandedAlignments,
                "Block pair alignments over the cell limit (done in a band)");

namespace {

/// Whether calling \p F may write memory outside its own frame: a store,
/// an atomic or a call that may (declarations by their memory effects;
/// functions of the module by their bodies, recursion assumed not to).
/// A store to the callee's own alloca (a private array) does not count.
bool writesOutsideFrame(const Function *F,
                        SmallPtrSetImpl<const Function *> &Seen) {
  if (!F)
    return true;
  if (F->isDeclaration())
    return !F->onlyReadsMemory();
  if (!Seen.insert(F).second)
    return false;
  for (const BasicBlock &BB : *F)
    for (const Instruction &I : BB) {
      if (!I.mayWriteToMemory())
        continue;
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        if (CB->onlyReadsMemory() ||
            (CB->getCalledFunction() &&
             CB->getCalledFunction()->getName() == "spmd.gang.shared"))
          continue;
        if (CB->onlyAccessesInaccessibleMemory() &&
            CB->getCalledFunction() &&
            CB->getCalledFunction()->getName().starts_with("spmd."))
          continue; // cross-lane operations: their ordering token only
        if (writesOutsideFrame(CB->getCalledFunction(), Seen))
          return true;
        continue;
      }
      if (auto *St = dyn_cast<StoreInst>(&I))
        if (isa<AllocaInst>(getUnderlyingObject(St->getPointerOperand())))
          continue;
      return true;
    }
  return false;
}

/// Whether \p I's value is (through GEPs and casts) the address of a
/// volatile or atomic access. Stores into a gang-shared variable's
/// elements are volatile until widening, which releases the ones it finds
/// by following GEPs and casts from the variable (vectorizer/Passes.cpp):
/// melding must not route such an address through a select of two
/// pointers, which hides the store from that walk (and widening refuses a
/// varying volatile store: the ISPC sample array-mixed-unif-vary-indexing-3
/// failed to compile at --darm-threshold=0).
bool addressesNonSimpleAccess(const Instruction *I) {
  SmallVector<const Value *, 8> Work{I};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second || Seen.size() > 64)
      continue;
    for (const User *U : V->users()) {
      if (auto *L = dyn_cast<LoadInst>(U)) {
        if (L->getPointerOperand() == V && !L->isSimple())
          return true;
      } else if (auto *S = dyn_cast<StoreInst>(U)) {
        if (S->getPointerOperand() == V && !S->isSimple())
          return true;
      } else if (isa<AtomicRMWInst>(U) || isa<AtomicCmpXchgInst>(U)) {
        return true;
      } else if (isa<GetElementPtrInst>(U) || isa<CastInst>(U)) {
        Work.push_back(U);
      }
    }
  }
  return false;
}

/// The one value a guarded run's join phi carries (MeldCodegen: `x.meld`,
/// the run's value on its edge, poison on the other's), or nullptr: a phi
/// of at least two incoming values, at least one of them undef or poison
/// and all others one value. (A one-incoming LCSSA phi of a value leaving
/// a divergent loop is no such phi: each lane reads the value of the
/// iteration it left in, varying through temporal divergence whatever the
/// shape of the value inside the loop -- session-20 review, finding 4.)
static const Value *joinPhiValue(const PHINode &Phi) {
  if (Phi.getNumIncomingValues() < 2)
    return nullptr;
  const Value *One = nullptr;
  bool Undef = false;
  for (const Value *In : Phi.incoming_values()) {
    if (isa<UndefValue>(In)) { // poison too
      Undef = true;
      continue;
    }
    if (One && In != One)
      return nullptr;
    One = In;
  }
  return Undef ? One : nullptr;
}

/// Whether the address \p P is varying for the lanes of the side that
/// uses it. A value carried out of an earlier round's guarded run reaches
/// the later code through the run's join phi (joinPhiValue), which the
/// shape analysis calls varying, as any phi at a divergent join. The lanes
/// that read it are those of the run's side, which see the run's value: a
/// uniform `dx[d]` of a uniform table stays uniform for them. Pairing two
/// such loads on their phis' shapes selected between the two tables'
/// addresses, a gather per iteration where each side loaded one scalar
/// (probe20 slide_moves, rook against bishop moves: 0.33x on avx512 at
/// the default threshold; lit darm/guarded-run-uniform-address.spmd).
/// The one test of "this address does not vary for the side" of
/// canMatch, keepPromises and the steady phis (feedsAddress).
bool variesForSide(const Value *P, const ShapeInfo &SI) {
  for (unsigned Steps = 0; Steps < 4; ++Steps) {
    const auto *Phi = dyn_cast<PHINode>(P);
    const Value *One = Phi ? joinPhiValue(*Phi) : nullptr;
    if (!One)
      break;
    P = One;
  }
  return SI.getShape(P).Varying;
}

/// Whether \p PA and \p PB were matched by an earlier block pair (or are
/// paired phis). With \p Phis false, only steady paired phis count
/// (PartnerMap::Steady): the melded phi of others takes a select wherever
/// their incoming values differ, so an address through it would be
/// varying.
bool knownOne(const Value *PA, const Value *PB, const PartnerMap &Partner,
              bool Phis) {
  return (Phis || !isa<PHINode>(PA) || Partner.Steady.count(PA)) &&
         Partner.lookup(PA) == PB;
}

/// How deep oneValue looks: `img[o + dy * w + dx]` in a loop nest on each
/// side (probe19b's morph3) is a GEP over a sign extension over two adds
/// over a multiply of the steady counter `dy`, five levels (4 refused
/// its loads; 5 cost no measurable compile time, docs/darm.md);
/// class_blur's `img[(y + dy) * w + x + dx]` is six. An
/// element `t[k - 1]` of a private array is seven: spmd-privatize's
/// lane GEP over its row GEP over the offset times the lane count over
/// the offset's add over the element size's multiply over the sign
/// extension over the subtraction from the steady counter `k` (probe24d's
/// top3: at 5 its loads and stores stayed unpaired, estimated 17% saved,
/// melded by later rounds when forced, 2-4x).
constexpr unsigned OneDepth = 7;

/// Whether \p PA (T side) and \p PB (F side) become one value when the
/// blocks \p BA and \p BB meld: the same value, values known to meld
/// (knownOne), or two computations of the same operation in those blocks,
/// safe for every lane, whose operands do so in turn -- `clip[i]` written
/// in each arm is two GEPs with the same base and index. Such a pair is
/// accepted on the promise that the alignment matches the computations as
/// well; alignBlocks checks that it did (keepPromises) and splits the pair
/// where it did not.
bool oneValue(const Value *PA, const Value *PB, const PartnerMap &Partner,
              const BasicBlock *BA, const BasicBlock *BB, bool Phis,
              unsigned Depth = OneDepth) {
  if (PA == PB || knownOne(PA, PB, Partner, Phis))
    return true;
  auto *IA = dyn_cast<Instruction>(PA), *IB = dyn_cast<Instruction>(PB);
  if (!IA || !IB || Depth == 0 || IA->getParent() != BA ||
      IB->getParent() != BB || isa<PHINode>(IA) || !IA->isSameOperationAs(IB) ||
      !MeldCost::safeForAllLanes(IA) || !MeldCost::safeForAllLanes(IB))
    return false;
  if (auto *GA = dyn_cast<GetElementPtrInst>(IA))
    if (GA->getSourceElementType() !=
        cast<GetElementPtrInst>(IB)->getSourceElementType())
      return false;
  for (unsigned K = 0; K < IA->getNumOperands(); ++K)
    if (!oneValue(IA->getOperand(K), IB->getOperand(K), Partner, BA, BB, Phis,
                  Depth - 1))
      return false;
  return true;
}

/// Whether \p PA and \p PB are one value once the alignment is melded:
/// the same value, known to meld, or a pair the alignment kept matched
/// (\p Matched). Kept pairs not varying on both sides had their operands
/// checked the same way (keepPromises), and two computations of the same
/// operation over the same operands have the same shape, so a kept pair
/// behind an address that is not varying needs no select.
bool alignedAsOne(const Value *PA, const Value *PB, const PartnerMap &Partner,
                  const PartnerMap &Matched, bool Phis) {
  return PA == PB || knownOne(PA, PB, Partner, Phis) ||
         Matched.lookup(PA) == PB;
}

/// Splits each matched pair of \p R that canMatch accepted on oneValue's
/// promise -- a load or store whose two addresses are not both varying, a
/// value not varying on both sides -- when the alignment did not keep the
/// promise (the computations were not matched as one, say one side
/// computes `clip[i]` twice and the other pairs with the first). Melded,
/// such a pair would select between two pointers (a varying access in
/// place of a contiguous or uniform one) or make a uniform value varying.
/// A split pair becomes an unmatched instruction of each side, in order;
/// pairs are visited in order, so what used a split pair is checked
/// against the split.
void keepPromises(std::vector<Aligned> &R, const ShapeInfo &SI,
                  const PartnerMap &Partner) {
  PartnerMap Matched;
  for (size_t K = 0; K < R.size(); ++K) {
    auto [X, Y] = R[K];
    if (!X || !Y)
      continue;
    bool Kept = true;
    if (Value *PA = getLoadStorePointerOperand(X)) {
      Value *PB = getLoadStorePointerOperand(Y);
      Kept = (variesForSide(PA, SI) && variesForSide(PB, SI)) ||
             alignedAsOne(PA, PB, Partner, Matched, /*Phis=*/false);
    }
    if (Kept && !X->getType()->isVoidTy() &&
        !(SI.getShape(X).Varying && SI.getShape(Y).Varying))
      for (unsigned Op = 0; Op < X->getNumOperands(); ++Op)
        Kept &= alignedAsOne(X->getOperand(Op), pairedOperand(X, Y, Op),
                             Partner, Matched, /*Phis=*/true);
    if (Kept) {
      Matched[X] = Y;
      continue;
    }
    R[K] = {X, nullptr};
    R.insert(R.begin() + K + 1, Aligned{nullptr, Y});
    ++K;
  }
}

} // namespace

GangWrites GangWrites::of(const Region &R) {
  GangWrites W;
  auto Add = [&](const Value *Ptr) {
    const Value *O = getUnderlyingObject(Ptr);
    if (!is_contained(W.Objects, O))
      W.Objects.push_back(O);
  };
  for (const auto *Side : {&R.TBlocks, &R.FBlocks})
    for (const BasicBlock *BB : *Side)
      for (const Instruction &I : *BB) {
        if (auto *S = dyn_cast<StoreInst>(&I)) {
          if (isGangStore(*S))
            Add(S->getPointerOperand());
        } else if (auto *A = dyn_cast<AtomicRMWInst>(&I)) {
          Add(A->getPointerOperand());
        } else if (auto *X = dyn_cast<AtomicCmpXchgInst>(&I)) {
          Add(X->getPointerOperand());
        } else if (auto *CB = dyn_cast<CallBase>(&I)) {
          // Cross-lane operations touch only inaccessible memory (their
          // ordering token); the gang-shared marker writes nothing.
          const Function *F = CB->getCalledFunction();
          if (CB->mayWriteToMemory() &&
              !CB->onlyAccessesInaccessibleMemory() &&
              !(F && F->getName() == "spmd.gang.shared"))
            W.Unknown = true;
        }
      }
  return W;
}

bool GangWrites::mayRead(const Value *Ptr) const {
  if (Unknown)
    return true;
  if (Objects.empty())
    return false;
  const Value *O = getUnderlyingObject(Ptr);
  for (const Value *WO : Objects)
    if (WO == O || !isIdentifiedObject(WO) || !isIdentifiedObject(O))
      return true;
  return false;
}

bool canMatch(Instruction *A, Instruction *B, const ShapeInfo &SI,
              const PartnerMap &Partner, const GangWrites &W) {
  // `a > b` against `b < a` is one compare (its operands exchanged on
  // the F side); otherwise the operation must be the same.
  if (!(A->isSameOperationAs(B) || isSwappedCompare(A, B)) ||
      A->getType() != B->getType() ||
      isa<AllocaInst>(A) || A->isEHPad())
    return false;
  if (auto *GA = dyn_cast<GetElementPtrInst>(A))
    if (GA->getSourceElementType() !=
        cast<GetElementPtrInst>(B)->getSourceElementType())
      return false;
  if (auto *CA = dyn_cast<CallBase>(A)) {
    auto *CB = cast<CallBase>(B);
    if (CA->getCalledOperand() != CB->getCalledOperand() ||
        CA->isConvergent() || CB->isConvergent() || CA->isInlineAsm() ||
        !CA->getCalledFunction())
      return false;
    // Gang intrinsics and cross-lane operations are never melded.
    if (CA->getCalledFunction()->getName().starts_with("spmd."))
      return false;
    for (unsigned K = 0; K < CA->arg_size(); ++K)
      if (CA->paramHasAttr(K, Attribute::ImmArg) &&
          CA->getArgOperand(K) != CB->getArgOperand(K))
        return false;
    // A uniform parameter of an SPMD function (a recursive or noinline
    // one) takes one value for the gang: two calls passing it different
    // values, melded, would pass a select on the divergent condition --
    // a varying value the widened call cannot take (found by the
    // differential tester's twin branches, seed 14101 kernel 493).
    // Only the very same value: values known to meld may come from paired
    // phis, which select where the sides differ (14104 kernel 744).
    const AttributeList &Attrs = CA->getCalledFunction()->getAttributes();
    for (unsigned K = 0; K < CA->arg_size(); ++K)
      if (Attrs.hasParamAttr(K, UniformAttrName) &&
          CA->getArgOperand(K) != CB->getArgOperand(K))
        return false;
    // A call that writes memory (allocation included) may do it once for
    // the gang: a call with uniform arguments is one scalar call when any
    // lane is on, and an SPMD function's uniform stores run once when any
    // lane of its mask is on. A diverged gang runs each side's; melded,
    // one for both. Per-lane `new` on both sides (a uniform loop over
    // each side's lanes, one allocation per lane) melded its allocations,
    // and a T lane and an F lane shared (and both freed) one block -- a
    // double free on avx512 with melding forced; a noinline helper adding
    // to a uniform counter on both sides counted once per gang at the
    // default threshold (probe, session 16; lit
    // darm/uniform-side-effects.spmd). Calls that only read memory (or
    // write only their own frame) still meld.
    SmallPtrSet<const Function *, 4> Seen;
    if (CA->mayWriteToMemory() &&
        writesOutsideFrame(CA->getCalledFunction(), Seen))
      return false;
  }
  if (auto *LA = dyn_cast<LoadInst>(A)) {
    auto *LB = cast<LoadInst>(B);
    if (!LA->isSimple() || !LB->isSimple() ||
        W.mayRead(LA->getPointerOperand()) ||
        W.mayRead(LB->getPointerOperand()))
      return false;
  }
  if (auto *SA = dyn_cast<StoreInst>(A))
    if (!SA->isSimple() || !cast<StoreInst>(B)->isSimple())
      return false;
  if (isa<AtomicRMWInst>(A) || isa<AtomicCmpXchgInst>(A) || isa<FenceInst>(A))
    return false;
  // An operand that must stay a constant (a GEP's struct field index, an
  // immediate argument, ...; LLVM's canReplaceOperandWithVariable) cannot
  // take a select: two GEPs into different fields of one struct type --
  // `nodes[i].first` on one side, `nodes[i].right` on the other -- melded
  // into a GEP with a selected field index, invalid IR (probe r1 bvh_trace,
  // session 17; lit darm/struct-field-index.spmd).
  for (unsigned K = 0; K < A->getNumOperands(); ++K)
    if (A->getOperand(K) != pairedOperand(A, B, K) &&
        !canReplaceOperandWithVariable(A, K))
      return false;
  bool SameOperands = true;
  for (unsigned K = 0; K < A->getNumOperands(); ++K)
    SameOperands &= oneValue(A->getOperand(K), pairedOperand(A, B, K), Partner,
                             A->getParent(), B->getParent(), /*Phis=*/true);
  // No select of two pointers on the way to a volatile or atomic access
  // (addressesNonSimpleAccess); two computations that would become one
  // (oneValue) do not count here: the alignment may still pair them apart.
  bool StrictlySame = true;
  for (unsigned K = 0; K < A->getNumOperands(); ++K)
    StrictlySame &= A->getOperand(K) == pairedOperand(A, B, K) ||
                    Partner.lookup(A->getOperand(K)) == pairedOperand(A, B, K);
  if (!StrictlySame && A->getType()->isPointerTy() &&
      (addressesNonSimpleAccess(A) || addressesNonSimpleAccess(B)))
    for (unsigned K = 0; K < A->getNumOperands(); ++K)
      if (A->getOperand(K)->getType()->isPointerTy() &&
          A->getOperand(K) != pairedOperand(A, B, K) &&
          Partner.lookup(A->getOperand(K)) != pairedOperand(A, B, K))
        return false;
  // A swapped compare is matched for the operands it lines up; with both
  // operands selected it would trade a compare for two selects (bitonic
  // sort's `ai > al` against `ai < al`, measured slower melded this way
  // than with both compares computed and their results blended).
  if (isSwappedCompare(A, B)) {
    bool LinesUp = false;
    for (unsigned K = 0; K < 2; ++K)
      LinesUp |= A->getOperand(K) == pairedOperand(A, B, K) ||
                 Partner.lookup(A->getOperand(K)) == pairedOperand(A, B, K);
    if (!LinesUp)
      return false;
  }
  // Memory: never turn a contiguous or uniform access into a gather.
  Value *PA = getLoadStorePointerOperand(A);
  if (PA) {
    Value *PB = getLoadStorePointerOperand(B);
    if (!(variesForSide(PA, SI) && variesForSide(PB, SI)) &&
        !oneValue(PA, PB, Partner, A->getParent(), B->getParent(),
                  /*Phis=*/false))
      return false;
  }
  // A value that is not varying on both sides would become varying.
  if (!A->getType()->isVoidTy() && !SameOperands &&
      !(SI.getShape(A).Varying && SI.getShape(B).Varying))
    return false;
  return true;
}

/// Global alignment maximizing the saved latency (Needleman-Wunsch with
/// Gotoh-style gap states): a match scores its latency minus a select per
/// differing operand; a gap costs a guard branch once it holds an
/// instruction that must not run for the other side's lanes (FreeSafeGaps)
/// or always, once per run of each side.
std::vector<Aligned> alignBlocks(BasicBlock *A, BasicBlock *B,
                                 const MeldCost &Cost,
                                 const PartnerMap &Partner,
                                 bool FreeSafeGaps, const GangWrites &W,
                                 const Region *Reg, bool Canonical,
                                 bool SharedSelects) {
  const double BranchCost = Cost.branchCost();
  // The loops of the region around the pair: a select of two operands
  // invariant in them is hoisted by LICM and runs once, not per iteration
  // (MeldCost::onceSelect, as the estimate prices it).
  const unsigned Depth = Reg ? Reg->LoopDepth.lookup(A) : 0;
  const ShapeInfo &SI = Cost.shapes();
  SmallVector<Instruction *, 16> SA = Canonical ? canonicalOrder(A) : body(A),
                                 SB = Canonical ? canonicalOrder(B) : body(B);
  size_t N = SA.size(), M = SB.size();
  constexpr double NegInf = MeldAlignTable::NegInf;
  // What a cell needs of one instruction, computed once per instruction:
  // the table has N x M cells (its own cost, whether it is safe for every
  // lane, whether a match of it may be hoisted over a gap -- it is safe
  // and needs no unsafe instruction of its block, MeldCost::hoistsOver).
  struct Facts {
    double Own;
    bool Safe, Hoistable;
  };
  auto FactsOf = [&](ArrayRef<Instruction *> Body, BasicBlock *BB) {
    std::vector<Facts> R;
    for (Instruction *I : Body) {
      bool Safe = MeldCost::safeForAllLanes(I);
      bool NeedsUnsafe = any_of(I->operands(), [&](Value *Op) {
        auto *OI = dyn_cast<Instruction>(Op);
        return OI && OI->getParent() == BB && !isa<PHINode>(OI) &&
               !MeldCost::safeForAllLanes(OI);
      });
      R.push_back({Cost.cost(I), Safe, Safe && !NeedsUnsafe});
    }
    return R;
  };
  const std::vector<Facts> FA = FactsOf(SA, A), FB = FactsOf(SB, B);
  // How many instructions of each block read a value: a select of two
  // operands is made once for the melded block and read by every match
  // that takes the same pair (MeldCost's select already made, free), so
  // a pair that k instructions of each side read is priced at 1/k a
  // match -- the shared operand of a Horner chain, `x` against the other
  // side's reduced argument, selected once for all its multiplies.
  DenseMap<const Value *, unsigned> ReadsA, ReadsB;
  if (SharedSelects)
    for (auto [Body, Reads] : {std::pair{&SA, &ReadsA}, {&SB, &ReadsB}})
      for (Instruction *I : *Body) {
        SmallPtrSet<const Value *, 4> Seen;
        for (const Value *Op : I->operands())
          if (Seen.insert(Op).second)
            ++(*Reads)[Op];
      }
  auto Share = [&](const Value *OX, const Value *OY) {
    return 1.0 / std::max(1u, std::min(ReadsA.lookup(OX), ReadsB.lookup(OY)));
  };
  auto Score = [&](size_t I, size_t J) -> std::optional<double> {
    Instruction *X = SA[I], *Y = SB[J];
    // canMatch's first test, inline: most cells of a big table fail it.
    if (X->getOpcode() != Y->getOpcode() || X->getType() != Y->getType() ||
        !canMatch(X, Y, SI, Partner, W))
      return std::nullopt;
    double Sel = 0;
    for (unsigned K = 0; K < X->getNumOperands(); ++K) {
      Value *OX = X->getOperand(K), *OY = pairedOperand(X, Y, K);
      // In a loop whose form was changed to pair (MeldLoopForm.h), paired
      // phis and earlier matches are one value melded (the estimate
      // numbers them so): no select. A `while` body's operands are its
      // header's phis, which charged every match in the body a select.
      // (Everywhere, this flipped bench meld_sequence's alignment on avx2
      // to one not faster: left to the cost model's owners, docs/darm.md.)
      if (Depth && !Reg->FormBlocks.empty() &&
          knownOne(OX, OY, Partner, /*Phis=*/true))
        continue;
      // A steady phi pair is one melded phi with no select (as the
      // estimate and the code generator see it): a loop counter's
      // increment `dx + 1` on each side pairs, which keeps the counter
      // steady (probe19b's morph3 on avx2, where the select refused it).
      if (isa<PHINode>(OX) && Partner.Steady.count(OX) &&
          Partner.lookup(OX) == OY)
        continue;
      if (OX != OY && !(isa<Instruction>(OX) && isa<Instruction>(OY) &&
                        cast<Instruction>(OX)->getParent() == A &&
                        cast<Instruction>(OY)->getParent() == B))
        Sel += Cost.selectCost(X->getOperand(K)->getType()) *
               (Depth ? Cost.onceSelect(*Reg, Depth, OX, OY)
                      : 1.0) * // others likely meld
               Share(OX, OY);
    }
    // Saves one of the two, but pays for what the selects cost it.
    return FA[I].Own + FB[J].Own - Cost.cost(X, Y) - Sel;
  };
  // States: 0, (i, j) matched; 1 / 2, A[i-1] / B[j-1] unmatched in a gap
  // (the unmatched instructions between two matches, of both sides) that
  // is safe to run for every lane so far; 3 / 4, the same in a gap that
  // needs its guard branch. A gap pays the guard once, when its first
  // instruction that must not run for the other side's lanes joins it --
  // as the code generator computes cheap safe runs unguarded.
  using Cell = MeldAlignTable::Cell;
  using Back = MeldAlignTable::Back;
  MeldAlignTable T(N, M, AlignCells);
  if (T.banded())
    ++NumBandedAlignments;
  auto ArgMax = [](const Cell &P, std::initializer_list<unsigned> States,
                   double &Best) {
    unsigned Arg = *States.begin();
    Best = NegInf;
    for (unsigned S : States)
      if (P[S] > Best)
        Best = P[S], Arg = S;
    return uint8_t(Arg);
  };
  // Adds an unmatched instruction (\p Safe for every lane or not) to a gap
  // ending in cell P: into the safe state \p SafeState or the guarded
  // state \p Guarded of C.
  auto Gap = [&](const Cell &P, bool Safe, unsigned SafeState,
                 unsigned Guarded, Cell &C, Back &B) {
    unsigned Other = Guarded == 3 ? 4 : 3;
    if (!FreeSafeGaps) {
      // Every run pays a guard branch, and so does each switch between
      // the sides' runs (the first instruction of a run is a guard).
      C[Guarded] = P[Guarded], B[Guarded] = Guarded;
      for (unsigned S : {0u, Other})
        if (P[S] - BranchCost > C[Guarded])
          C[Guarded] = P[S] - BranchCost, B[Guarded] = S;
      return;
    }
    double Best;
    uint8_t Arg = ArgMax(P, {3, 4}, Best);
    C[Guarded] = Best, B[Guarded] = Arg;
    double Open;
    uint8_t OpenArg = ArgMax(P, {0, 1, 2}, Open);
    if (Safe) {
      C[SafeState] = Open, B[SafeState] = OpenArg;
    } else if (Open - BranchCost > C[Guarded]) {
      C[Guarded] = Open - BranchCost, B[Guarded] = OpenArg;
    }
  };
  // A match that is safe for every lane and needs no unsafe (so likely
  // guarded) instruction of its block may be computed ahead of an open gap
  // (MeldCost::hoistsOver): the gap stays open, its guard paid once. The
  // back pointer of such a step carries Hoisted. (An approximation of
  // hoistsOver, which sees the actual runs: the estimate decides.)
  constexpr uint8_t Hoisted = 0x80;
  Cell Last;
  for (size_t I = 0; I <= N; ++I) {
    T.startRow(I);
    for (size_t J = T.lo(I), E = T.hi(I); J <= E; ++J) {
      Cell &C = T.cur(J);
      Back &B = T.from(I, J);
      C.fill(NegInf);
      if (I == 0 && J == 0)
        C[0] = 0;
      std::optional<double> Match;
      if (I && J)
        if ((Match = Score(I - 1, J - 1))) {
          double Best;
          B[0] = ArgMax(T.prev(J - 1), {0, 1, 2, 3, 4}, Best);
          C[0] = Best + *Match;
        }
      Cell FromT = Cell{}, FromF = Cell{};
      Back BT{}, BF{};
      FromT.fill(NegInf);
      FromF.fill(NegInf);
      if (I)
        Gap(T.prev(J), FA[I - 1].Safe, 1, 3, FromT, BT);
      if (J)
        Gap(T.cur(J - 1), FB[J - 1].Safe, 2, 4, FromF, BF);
      for (unsigned S : {1u, 3u})
        C[S] = FromT[S], B[S] = BT[S];
      for (unsigned S : {2u, 4u})
        C[S] = FromF[S], B[S] = BF[S];
      if (Match && FA[I - 1].Hoistable && FB[J - 1].Hoistable)
        for (unsigned S : {1u, 2u, 3u, 4u})
          if (T.prev(J - 1)[S] + *Match > C[S])
            C[S] = T.prev(J - 1)[S] + *Match, B[S] = uint8_t(S | Hoisted);
    }
    if (I == N)
      Last = T.cur(M);
  }
  std::vector<Aligned> R;
  size_t I = N, J = M;
  double Best;
  unsigned State = ArgMax(Last, {0, 1, 2, 3, 4}, Best);
  // A gap step reaches every cell of the table and of the band (each row's
  // band starts at or before the last column of the row above).
  assert(Best > NegInf / 2 && "the end of the alignment is unreachable");
  while (I > 0 || J > 0) {
    uint8_t Step = T.from(I, J)[State];
    unsigned Prev = Step & ~Hoisted;
    if (State == 0 || (Step & Hoisted)) {
      R.push_back({SA[I - 1], SB[J - 1]});
      --I, --J;
    } else if (State == 1 || State == 3) {
      R.push_back({SA[I - 1], nullptr});
      --I;
    } else {
      R.push_back({nullptr, SB[J - 1]});
      --J;
    }
    State = Prev;
  }
  std::reverse(R.begin(), R.end());
  keepPromises(R, SI, Partner);
  return R;
}

/// The F-side value that phi \p PA's partner \p PB takes on the edge
/// matching PA's incoming edge \p K, or null when the edge has no
/// counterpart melded as a plain edge (an edge from a solo enters through
/// its join).
static const Value *incomingPartner(const Region &R, const PHINode &PA,
                                    const PHINode &PB, unsigned K) {
  BasicBlock *IA = PA.getIncomingBlock(K);
  if (R.soloOf(IA))
    return nullptr;
  BasicBlock *IB = IA == R.X ? R.X : R.TtoF.lookup(IA);
  int KB = IB ? PB.getBasicBlockIndex(IB) : -1;
  return KB < 0 ? nullptr : PB.getIncomingValue(unsigned(KB));
}

/// Whether \p Phi is (through at most OneDepth + 1 arithmetic, cast or GEP
/// steps, and a guarded run's join phis as casts) the address of a load or
/// store that does not vary for its side (variesForSide, the test canMatch
/// applies to the access): where a steady phi keeps an access contiguous
/// or uniform. (Through a varying
/// address it gains nothing -- both sides' gathers match anyway -- and
/// pairing the increments moved probe s2's hash_lanes to an alignment
/// whose guarded run carries five values out, 0.87x on avx2.)
static bool feedsAddress(const PHINode &Phi, const ShapeInfo &SI) {
  SmallVector<std::pair<const Value *, unsigned>, 8> Work{{&Phi, 0}};
  SmallPtrSet<const Value *, 16> Seen;
  while (!Work.empty()) {
    auto [V, Depth] = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (const User *U : V->users()) {
      if (getLoadStorePointerOperand(U) == V)
        if (!variesForSide(V, SI))
          return true;
      if (auto *P = dyn_cast<PHINode>(U); P && joinPhiValue(*P) == V)
        Work.push_back({U, Depth});
      else if (Depth < OneDepth &&
               (isa<BinaryOperator>(U) || isa<CastInst>(U) ||
                isa<GetElementPtrInst>(U)))
        Work.push_back({U, Depth + 1});
    }
  }
  return false;
}

/// Erases from Partner.Steady, to a fixpoint, every phi pair with an
/// incoming value pair (T side's, F side's counterpart or nullptr) for
/// which \p Unsteady holds (it may read the set as it shrinks). Returns
/// whether it erased any.
static bool
eraseUnsteady(const Region &R, PartnerMap &Partner,
              function_ref<bool(const Value *VA, const Value *VB)> Unsteady) {
  bool Erased = false;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Value *V : SmallVector<const Value *, 8>(
             Partner.Steady.begin(), Partner.Steady.end())) {
      auto *PA = cast<PHINode>(V);
      auto *PB = cast<PHINode>(Partner.lookup(PA));
      for (unsigned K = 0; K < PA->getNumIncomingValues(); ++K)
        if (Unsteady(PA->getIncomingValue(K),
                     incomingPartner(R, *PA, *PB, K))) {
          Partner.Steady.erase(PA);
          Changed = Erased = true;
          break;
        }
    }
  }
  return Erased;
}

/// Paired phis of \p R that may be steady (PartnerMap::Steady): on every
/// edge the same value, two phis, or two instructions of the same
/// operation -- the alignment decides the rest (dropUnsteady). Only phis
/// that feed an address (feedsAddress): elsewhere a steady counter makes
/// no access cheaper, and pairing its increments changed what a uniform
/// counter of a divergent loop costs -- bench meld_sequence's `k`, kept
/// a scalar and broadcast for each compare, ran 4.5% slower on avx2 than
/// the vector counter the select made it (session 20).
static void steadyCandidates(const Region &R, const ShapeInfo &SI,
                             PartnerMap &Partner) {
  Partner.Steady.clear();
  if (!SteadyPhis)
    return;
  for (auto [A, B] : R.Pairs) {
    if (R.soloOf(A))
      continue;
    for (auto [PA, PB] : zip(A->phis(), B->phis())) {
      bool May = PA.getNumIncomingValues() == PB.getNumIncomingValues() &&
                 (feedsAddress(PA, SI) || feedsAddress(PB, SI));
      for (unsigned K = 0; May && K < PA.getNumIncomingValues(); ++K) {
        const Value *VA = PA.getIncomingValue(K);
        const Value *VB = incomingPartner(R, PA, PB, K);
        auto *IA = dyn_cast_or_null<Instruction>(VA);
        auto *IB = dyn_cast_or_null<Instruction>(VB);
        auto *CA = dyn_cast_or_null<CallBase>(IA);
        May = VB && (VA == VB || (isa<PHINode>(VA) && isa<PHINode>(VB)) ||
                     (IA && IB && IA->isSameOperationAs(IB) &&
                      (!CA || CA->getCalledOperand() ==
                                  cast<CallBase>(IB)->getCalledOperand())));
      }
      if (May)
        Partner.Steady.insert(&PA);
    }
  }
  // A phi taking a phi pair that is not a candidate is none either (the
  // lcssa phi of a `min` against `max` accumulator), so the alignment is
  // not redone for it.
  eraseUnsteady(R, Partner, [&](const Value *VA, const Value *VB) {
    return isa<PHINode>(VA) && VA != VB &&
           !(Partner.Steady.count(VA) && Partner.lookup(VA) == VB);
  });
}

/// Whether \p VA and \p VB are one value of the melded code with its
/// shape: the same value, a steady phi pair, or a matched pair whose
/// operands are so in turn (a match of two uniform counters over
/// differing operands selects between them and is varying).
static bool strictlyOne(const Value *VA, const Value *VB,
                        const PartnerMap &Partner, unsigned Depth = 8) {
  if (VA == VB)
    return true;
  if (Partner.lookup(VA) != VB)
    return false;
  if (isa<PHINode>(VA))
    return Partner.Steady.count(VA);
  auto *IA = cast<Instruction>(VA);
  auto *IB = cast<Instruction>(VB);
  return Depth && all_of(seq(IA->getNumOperands()), [&](unsigned K) {
           return strictlyOne(IA->getOperand(K), pairedOperand(IA, IB, K),
                              Partner, Depth - 1);
         });
}

/// Drops from Partner.Steady the phis whose incoming values the alignment
/// did not make one (strictlyOne, with the set as it stands as the
/// hypothesis, so a counter and its increment hold each other up).
/// Returns whether it dropped any.
static bool dropUnsteady(const Region &R, PartnerMap &Partner) {
  return eraseUnsteady(R, Partner, [&](const Value *VA, const Value *VB) {
    return !VB || !strictlyOne(VA, VB, Partner);
  });
}

Estimate alignRegion(Region &R, const MeldCost &Cost, bool SharedSelects) {
  PartnerMap Partner;
  const GangWrites W = GangWrites::of(R);
  bool Canonical = false; // (MeldOrder.h)
  auto PairPhis = [&] {
    // A loop counter stays uniform when both sides' counters meld: paired
    // phis and earlier matches are the same operand for canMatch.
    Partner.clear();
    // (A solo's phis pair with poison phis of its counterpart: not melded.)
    for (auto [A, B] : R.Pairs)
      if (!R.soloOf(A))
        for (auto [PA, PB] : zip(A->phis(), B->phis()))
          Partner[&PA] = &PB;
  };
  auto AlignOnce = [&](bool FreeSafeGaps, bool Shared) {
    PairPhis();
    R.Alignment.clear();
    for (auto [A, B] : R.Pairs) {
      R.Alignment.push_back(alignBlocks(A, B, Cost, Partner, FreeSafeGaps, W,
                                        &R, Canonical, Shared));
      for (auto [X, Y] : R.Alignment.back())
        if (X && Y)
          Partner[X] = Y;
    }
  };
  // The steady phis are a promise the alignment must keep (their
  // increments matched): aligned again without the phis it broke, and
  // after three tries without any.
  auto AlignAll = [&](bool FreeSafeGaps, bool Shared = false) {
    PairPhis();
    steadyCandidates(R, Cost.shapes(), Partner);
    for (unsigned Try = 0;; ++Try) {
      AlignOnce(FreeSafeGaps, Shared);
      if (!dropUnsteady(R, Partner))
        break;
      if (Try == 2)
        Partner.Steady.clear();
    }
    return Cost.estimate(R);
  };
  auto AlignBest = [&] {
    if (SharedSelects)
      return AlignAll(true, true);
    Estimate E = AlignAll(false);
    std::vector<std::vector<Aligned>> Guarded = R.Alignment;
    Estimate EFree = AlignAll(true);
    if (EFree.Saved > E.Saved)
      return EFree;
    R.Alignment = std::move(Guarded);
    return E;
  };
  Estimate E = AlignBest();
  E.SavedInProgramOrder = E.Saved;
  // Each side in its canonical order (MeldOrder.h), kept only when it
  // saves more: where it does not, the region melds as before.
  if (!canonicalOrderDiffers(R))
    return E;
  std::vector<std::vector<Aligned>> Original = R.Alignment;
  Canonical = true;
  Estimate EC = AlignBest();
  EC.SavedInProgramOrder = E.Saved;
  if (EC.Saved > E.Saved)
    return EC;
  R.Alignment = std::move(Original);
  return E;
}

/// Whether argument \p Arg of a call of \p F must be uniform after
/// widening: a uniform parameter of an SPMD function, or any argument of a
/// function with no vector form -- not an SPMD function (its masked variant
/// takes varying arguments), not an intrinsic, not a gang operation
/// (`spmd.*`). Such a function (the runtime's `spmdrt_aligned_free`, an
/// `extern "C"` helper) is called once for the gang, and spmd-widen rejects
/// a varying argument ("a call to an unknown or non-inlined function").
static bool takesOnlyUniform(const Function &F, unsigned Arg) {
  if (F.getAttributes().hasParamAttr(Arg, UniformAttrName))
    return true;
  return !F.isIntrinsic() && !F.hasFnAttribute("spmd.kind") &&
         !F.getName().starts_with("spmd.");
}

/// The operands of \p I that spmd-widen cannot take varying: the
/// arguments of takesOnlyUniform, and every operand of an atomic
/// read-modify-write or compare-exchange and of a volatile or atomic load
/// or store (no vector form: the frontend lowers a varying atomic to a
/// uniform loop over the lanes, whose body a meld of two such loops makes
/// varying -- difftest 20007 kernel 15, a compare-exchange on each lane's
/// own slot in both cases of a varying switch, --darm-threshold=0). A
/// volatile store may be varying: a store to a gang-shared variable is
/// volatile only until widening.
static void uniformOnlyOperands(const Instruction &I,
                                SmallVectorImpl<const Value *> &Ops) {
  if (auto *Call = dyn_cast<CallBase>(&I)) {
    if (const Function *F = Call->getCalledFunction())
      for (unsigned Arg = 0; Arg < Call->arg_size(); ++Arg)
        if (takesOnlyUniform(*F, Arg))
          Ops.push_back(Call->getArgOperand(Arg));
    return;
  }
  bool NoVectorForm = isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I);
  if (auto *L = dyn_cast<LoadInst>(&I))
    NoVectorForm = !L->isSimple();
  if (auto *S = dyn_cast<StoreInst>(&I))
    NoVectorForm = S->isAtomic();
  if (NoVectorForm)
    append_range(Ops, I.operands());
}

bool splitsUniformArgument(const Region &R) {
  SmallPtrSet<const Instruction *, 32> Matched;
  for (const auto &Al : R.Alignment)
    for (auto [A, B] : Al)
      if (A && B) {
        Matched.insert(A);
        Matched.insert(B);
      }
  for (auto [P, Al] : enumerate(R.Alignment))
    for (unsigned S = 0; S < 2; ++S) {
      const BasicBlock *Own = S == 0 ? R.Pairs[P].first : R.Pairs[P].second;
      SmallPtrSet<const BasicBlock *, 8> Side;
      DenseMap<const BasicBlock *, const BasicBlock *> ToT;
      for (auto [A, B] : R.Pairs) {
        Side.insert(S == 0 ? A : B);
        ToT[S == 0 ? A : B] = A;
      }
      // The solo (an unaligned subgraph, emitted whole as one guarded
      // run) a block of this side belongs to, or nullptr.
      auto SoloOfBlock = [&](const BasicBlock *B) -> const Solo * {
        auto It = ToT.find(B);
        return It == ToT.end() ? nullptr : R.soloOf(It->second);
      };
      const Solo *OwnSolo = SoloOfBlock(Own);
      // The run of each unmatched instruction: the matches before it.
      DenseMap<const Instruction *, unsigned> Run;
      unsigned Matches = 0;
      for (auto [A, B] : Al) {
        Instruction *I = S == 0 ? A : B;
        if (A && B)
          ++Matches;
        else if (I)
          Run[I] = Matches;
      }
      for (auto [U, K] : Run) {
        SmallVector<const Value *, 4> MustStayUniform;
        uniformOnlyOperands(*U, MustStayUniform);
        // A value of another run reaches this one through the guard's
        // join phi `[v, poison]`, which spmd-widen sees as varying. A
        // cross-lane operation's lane index may be such a value: the
        // widener takes the first active lane's, and the lanes of an
        // atomic's lane loop are its own side's, where it is v (a one-
        // sided histogram's `spmd.lanemask`, computed ahead of the loop).
        // What the call or the atomic itself takes must not be: a call
        // takes the whole value, and an atomic has no vector form (a
        // uniform `atomic_min_global(&f[i], u + 13.75f)` whose `u + 13.75`
        // was a run before the lane loop: difftest 2471 kernel 279). Only
        // a select between the sides (a paired phi, a match) breaks
        // either.
        const bool WholeValue = isa<CallBase>(U);
        for (const Value *Op : MustStayUniform) {
          // The operand and everything it is computed from inside the
          // side: an address computed in an earlier run reaches this run
          // through the guard's join phi `[v, poison]`, which is varying
          // (difftest 15202 kernel 6: `a[1] & 3` with the GEP in another
          // run). Direct: reached without a cross-lane lane index.
          SmallVector<std::pair<const Value *, bool>, 8> Work{{Op, true}};
          SmallPtrSet<const Value *, 16> Seen, SeenDirect;
          while (!Work.empty()) {
            auto [V, Direct] = Work.pop_back_val();
            auto *D = dyn_cast<Instruction>(V);
            if (!D || !(Direct ? SeenDirect : Seen).insert(D).second ||
                !Side.count(D->getParent()))
              continue;
            // Inside U's own solo the values (a lane loop's counter too)
            // stay as they are: the subgraph is copied whole behind one
            // guard, so none crosses a guard's join (a one-sided
            // `atomic_add_global(&h[k], 1)`, whose lane loop is a solo,
            // melds).
            if (!OwnSolo || SoloOfBlock(D->getParent()) != OwnSolo) {
              // A phi of a paired block takes a select of the two sides'
              // values, and so may a match computed from one (a uniform
              // `a && b` in each arm: 14104 kernel 744).
              if (isa<PHINode>(D) || Matched.count(D))
                return true;
              if ((WholeValue || Direct) &&
                  (D->getParent() != Own || Run.lookup(D) != K))
                return true;
            }
            // A cross-lane operation's first operand is varying by design
            // (a lane loop's `spmd.extract` of each lane's address, a
            // reduction's input): only the others (the lane index) must
            // stay uniform.
            if (auto *CB = dyn_cast<CallBase>(D); CB && getCrossLaneOp(*CB)) {
              for (unsigned Arg = 1; Arg < CB->arg_size(); ++Arg)
                Work.push_back({CB->getArgOperand(Arg), false});
              continue;
            }
            for (const Value *O : D->operands())
              Work.push_back({O, Direct});
          }
        }
      }
    }
  return false;
}

} // namespace spmdc::darm
