//===- AllOnFastPath.cpp - Unmasked copies of regions, tested at run time -===//
//
// See AllOnFastPath.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/AllOnFastPath.h"

#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

#include <algorithm>
#include <optional>

using namespace llvm;

namespace spmdc {

namespace {

constexpr const char *PassName = "spmd-all-on";
constexpr unsigned MaxRegionInsts = 2000;
constexpr int64_t LoopWeight = 4, MaxWeight = 64;
constexpr int64_t UnhintedTests = 4, SizeDivisor = 4;
constexpr unsigned MaxCopiesPerFunction = 32;

struct Region {
  BasicBlock *X = nullptr; // ends in the divergent branch
  BasicBlock *E = nullptr; // the entry, X's successor
  SmallVector<BasicBlock *, 8> Blocks; // E first
  unsigned Insts = 0;
  bool Hinted = false;
};

/// The region entered at \p E from \p X (see the header), if it is one.
std::optional<Region> findRegion(BasicBlock *X, BasicBlock *E,
                                 const DominatorTree &DT,
                                 const PostDominatorTree &PDT,
                                 const LoopInfo &LI) {
  if (E == X || E->getSinglePredecessor() != X)
    return std::nullopt;
  SmallPtrSet<const BasicBlock *, 8> Stop;
  if (const DomTreeNode *N = PDT.getNode(X))
    if (const DomTreeNode *I = N->getIDom(); I && I->getBlock())
      Stop.insert(I->getBlock());
  for (const Loop *L = LI.getLoopFor(E); L; L = L->getParentLoop())
    Stop.insert(L->getHeader());
  if (Stop.count(E))
    return std::nullopt;
  Region R;
  R.X = X;
  R.E = E;
  SmallPtrSet<BasicBlock *, 16> Seen{E};
  SmallVector<BasicBlock *, 16> Work{E};
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (!DT.dominates(E, B) || isa<ReturnInst>(B->getTerminator()) ||
        B->isEHPad())
      return std::nullopt;
    R.Blocks.push_back(B);
    R.Insts += B->size();
    if (R.Insts > MaxRegionInsts)
      return std::nullopt;
    for (BasicBlock *S : successors(B))
      if (!Stop.count(S) && Seen.insert(S).second)
        Work.push_back(S);
  }
  return R;
}

/// The throughput saving of running \p R unmasked, and the cost of the test.
class CostRule {
public:
  CostRule(const TargetTransformInfo &TTI, const ShapeInfo &SI,
           const LoopInfo &LI, const PostDominatorTree &PDT,
           const GangWidth &GW, const DataLayout &DL, LLVMContext &Ctx)
      : TTI(TTI), SI(SI), LI(LI), PDT(PDT), GW(GW), DL(DL),
        MaskTy(GW.maskTy(Ctx)) {}

  int64_t testCost() const {
    return cost(TTI.getArithmeticReductionCost(Instruction::And, MaskTy,
                                               std::nullopt, Kind)) +
           1; // the branch
  }

  int64_t saving(const Region &R) const {
    unsigned Depth0 = LI.getLoopDepth(R.E);
    SmallPtrSet<const BasicBlock *, 16> EntryMask = entryMaskBlocks(R);
    int64_t Total = 0;
    for (BasicBlock *B : R.Blocks) {
      int64_t Weight = 1;
      for (unsigned D = Depth0; D < LI.getLoopDepth(B) && Weight < MaxWeight;
           ++D)
        Weight *= LoopWeight;
      // The copy is unmasked only where the test's full mask reaches
      // (AllOnBlocks.h): beyond an inner divergent branch it is masked
      // as the original is.
      if (!EntryMask.count(B))
        continue;
      int64_t InBlock = 0;
      for (Instruction &I : *B)
        InBlock += instructionSaving(I, /*EntryMask=*/true);
      if (SI.hasDivergentBranch(B)) // m ? c : 0 for the edge mask
        InBlock += select(MaskTy);
      Total += Weight * InBlock;
    }
    return Total;
  }

private:
  const TargetTransformInfo &TTI;
  const ShapeInfo &SI;
  const LoopInfo &LI;
  const PostDominatorTree &PDT;
  const GangWidth &GW;
  const DataLayout &DL;
  VectorType *MaskTy;
  static constexpr TargetTransformInfo::TargetCostKind Kind =
      TargetTransformInfo::TCK_RecipThroughput;

  static int64_t cost(InstructionCost C) {
    return C.isValid() ? int64_t(C.getValue()) : 0;
  }
  int64_t select(Type *VecTy) const {
    return cost(TTI.getCmpSelInstrCost(Instruction::Select, VecTy, MaskTy,
                                       CmpInst::BAD_ICMP_PREDICATE, Kind));
  }
  int64_t guard() const {
    return cost(TTI.getArithmeticReductionCost(Instruction::Or, MaskTy,
                                               std::nullopt, Kind)) +
           1;
  }

  /// The blocks of \p R that run with the mask of its entry E, which are
  /// the ones the copy makes all-on (AllOnBlocks.h): those under no
  /// divergent branch of the region that has not reconverged yet (a block
  /// strictly post-dominating the branch has; a block met again around a
  /// divergent loop has not). Elsewhere the copy is masked as the original
  /// is. The widener's any(m) guard of a uniform store in such a block
  /// tests E's mask, which the region's own skip branch into E
  /// (`br any(m & c)`) already tested, and LLVM folds the two: unmasked
  /// code saves nothing on it.
  SmallPtrSet<const BasicBlock *, 16> entryMaskBlocks(const Region &R) const {
    SmallPtrSet<const BasicBlock *, 16> InR(R.Blocks.begin(), R.Blocks.end());
    SmallPtrSet<const BasicBlock *, 16> Same(InR);
    for (const BasicBlock *D : R.Blocks) {
      if (!SI.hasDivergentBranch(D))
        continue;
      SmallPtrSet<const BasicBlock *, 16> Seen;
      SmallVector<const BasicBlock *, 16> Under(succ_begin(D), succ_end(D));
      while (!Under.empty()) {
        const BasicBlock *B = Under.pop_back_val();
        if (!InR.count(B) || !Seen.insert(B).second ||
            (B != D && PDT.dominates(B, D)))
          continue;
        Same.erase(B);
        for (const BasicBlock *S : successors(B))
          Under.push_back(S);
      }
    }
    return Same;
  }

  int64_t memorySaving(Value *Ptr, Type *Ty, bool IsStore, Align A,
                       bool EntryMask) const {
    if (!VectorType::isValidElementType(Ty) || Ty->isVectorTy())
      return 0;
    Shape S = SI.getShape(Ptr);
    if (S.isUniform()) // the any(m) guard of a uniform store
      return IsStore && !EntryMask ? guard() : 0;
    VectorType *VT = GW.vecTy(Ty);
    unsigned AS = Ptr->getType()->getPointerAddressSpace();
    bool Contiguous = S.isSymbolic() ||
                      (!S.Varying && S.Stride == int64_t(DL.getTypeAllocSize(Ty)));
    if (Contiguous) {
      Intrinsic::ID Id = IsStore ? Intrinsic::masked_store : Intrinsic::masked_load;
      int64_t Masked = cost(TTI.getMemIntrinsicInstrCost(
          MemIntrinsicCostAttributes(Id, VT, A, AS), Kind));
      int64_t Plain = cost(TTI.getMemoryOpCost(
          IsStore ? Instruction::Store : Instruction::Load, VT, A, AS, Kind));
      return std::max<int64_t>(0, Masked - Plain);
    }
    if (!S.Varying)
      return 0; // small strides: a wide access whose mask has gaps either way
    Intrinsic::ID Id =
        IsStore ? Intrinsic::masked_scatter : Intrinsic::masked_gather;
    int64_t Var = cost(TTI.getMemIntrinsicInstrCost(
        MemIntrinsicCostAttributes(Id, VT, Ptr, /*VariableMask=*/true, A), Kind));
    int64_t Const = cost(TTI.getMemIntrinsicInstrCost(
        MemIntrinsicCostAttributes(Id, VT, Ptr, /*VariableMask=*/false, A),
        Kind));
    return std::max<int64_t>(0, Var - Const);
  }

  /// \p EntryMask: I's block runs with the region entry's mask.
  int64_t instructionSaving(Instruction &I, bool EntryMask) const {
    if (auto *L = dyn_cast<LoadInst>(&I))
      return memorySaving(L->getPointerOperand(), L->getType(), false,
                          L->getAlign(), EntryMask);
    if (auto *St = dyn_cast<StoreInst>(&I))
      return memorySaving(St->getPointerOperand(),
                          St->getValueOperand()->getType(), true,
                          St->getAlign(), EntryMask);
    if (auto *BO = dyn_cast<BinaryOperator>(&I))
      if (BO->isIntDivRem() && SI.isDivergent(BO) &&
          !isa<ConstantInt>(BO->getOperand(1)) &&
          VectorType::isValidElementType(BO->getType()))
        return select(GW.vecTy(BO->getType()));
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (getCrossLaneOp(*CI) && CI->arg_size() > 0) {
        Type *T = CI->getArgOperand(0)->getType();
        if (VectorType::isValidElementType(T) && !T->isPointerTy())
          return select(GW.vecTy(T));
      }
    return 0;
  }
};

/// Copies \p R, puts the all-on test in front of both copies, and repairs
/// the exit phis and the uses of the region's values beyond it. Returns the
/// new blocks (the test and the copies).
SmallVector<BasicBlock *, 8> copyRegion(Region &R, const GangWidth &GW) {
  Function &F = *R.E->getParent();
  LLVMContext &Ctx = F.getContext();
  SmallPtrSet<BasicBlock *, 16> InR(R.Blocks.begin(), R.Blocks.end());

  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 8> Copies;
  for (BasicBlock *B : R.Blocks) {
    BasicBlock *C = CloneBasicBlock(B, VMap, ".fast", &F);
    VMap[B] = C;
    Copies.push_back(C);
  }
  remapInstructionsInBlocks(Copies, VMap);
  SmallPtrSet<BasicBlock *, 16> InCopy(Copies.begin(), Copies.end());
  auto *EFast = cast<BasicBlock>(VMap[R.E]);

  // The test, on the edge X → E.
  BasicBlock *Test = BasicBlock::Create(Ctx, "allon.test", &F, R.E);
  IRBuilder<> B(Test);
  B.SetCurrentDebugLocation(R.X->getTerminator()->getDebugLoc());
  FunctionType *FT =
      FunctionType::get(B.getInt32Ty(), {B.getInt1Ty()}, /*isVarArg=*/false);
  CallInst *N = B.CreateCall(
      declareCrossLaneOp(*F.getParent(), CrossLaneOp::Count,
                         crossLaneBaseName(CrossLaneOp::Count), FT),
      {B.getTrue()}, "allon.lanes");
  N->setConvergent();
  // W: a constant, or the run-time lane count (`cntw`) of a scalable gang.
  B.CreateCondBr(B.CreateICmpEQ(N, GW.count(B, B.getInt32Ty()), "allon"),
                 EFast, R.E);
  R.X->getTerminator()->replaceSuccessorWith(R.E, Test);
  for (BasicBlock *Entry : {R.E, EFast})
    for (PHINode &P : Entry->phis())
      P.replaceIncomingBlockWith(R.X, Test);

  // Exit phis: the copy's edges bring the copied values.
  SmallPtrSet<BasicBlock *, 8> Exits;
  for (BasicBlock *Bl : R.Blocks)
    for (BasicBlock *S : successors(Bl))
      if (!InR.count(S))
        Exits.insert(S);
  auto Mapped = [&](Value *V) -> Value * {
    auto It = VMap.find(V);
    return It == VMap.end() ? V : static_cast<Value *>(It->second);
  };
  for (BasicBlock *S : Exits)
    for (PHINode &P : S->phis()) {
      unsigned N = P.getNumIncomingValues();
      for (unsigned K = 0; K < N; ++K)
        if (InR.count(P.getIncomingBlock(K)))
          P.addIncoming(Mapped(P.getIncomingValue(K)),
                        cast<BasicBlock>(VMap[P.getIncomingBlock(K)]));
    }

  // Values used beyond the region: a phi where the two copies meet.
  for (BasicBlock *Bl : R.Blocks)
    for (Instruction &I : *Bl) {
      SmallVector<Use *, 4> Outside;
      for (Use &U : I.uses()) {
        auto *UI = cast<Instruction>(U.getUser());
        BasicBlock *At = UI->getParent();
        if (auto *P = dyn_cast<PHINode>(UI))
          At = P->getIncomingBlock(U);
        if (!InR.count(At) && !InCopy.count(At))
          Outside.push_back(&U);
      }
      if (Outside.empty())
        continue;
      auto *Copy = cast<Instruction>(VMap[&I]);
      SSAUpdater SSA;
      SSA.Initialize(I.getType(), I.getName());
      SSA.AddAvailableValue(Bl, &I);
      SSA.AddAvailableValue(Copy->getParent(), Copy);
      for (Use *U : Outside)
        SSA.RewriteUse(*U);
    }
  Copies.push_back(Test);
  return Copies;
}

/// True if \p V is the gang's lane count as copyRegion writes it: the
/// constant W, or `shl nuw nsw (llvm.vscale.i32), log2 N` (GangWidth::count).
bool isLaneCount(const Value *V, const GangWidth &GW) {
  using namespace PatternMatch;
  if (!GW.isScalable())
    return match(V, m_SpecificInt(GW.MinLanes));
  if (GW.MinLanes == 1)
    return match(V, m_VScale());
  return match(V, m_Shl(m_VScale(), m_SpecificInt(Log2_32(GW.MinLanes))));
}

} // namespace

bool isAllOnTestEdge(const BasicBlock *Pred, const BasicBlock *BB,
                     const GangWidth &GW) {
  if (!GW.isKnown())
    return false;
  auto *BI = dyn_cast<BranchInst>(Pred->getTerminator());
  if (!BI || !BI->isConditional() || BI->getSuccessor(0) != BB ||
      BI->getSuccessor(1) == BB)
    return false;
  auto *Cmp = dyn_cast<ICmpInst>(BI->getCondition());
  if (!Cmp || Cmp->getPredicate() != ICmpInst::ICMP_EQ)
    return false;
  auto *Call = dyn_cast<CallInst>(Cmp->getOperand(0));
  if (!Call || !isLaneCount(Cmp->getOperand(1), GW) ||
      getCrossLaneOp(*Call) != CrossLaneOp::Count || Call->arg_size() != 1)
    return false;
  auto *V = dyn_cast<ConstantInt>(Call->getArgOperand(0));
  return V && V->isOne();
}

unsigned addAllOnFastPaths(Function &F, const GangWidth &GW,
                           const TargetTransformInfo &TTI,
                           OptimizationRemarkEmitter *ORE, bool HintedAlways) {
  if (!GW.isKnown() || GW.MinLanes < 2 || F.isDeclaration() || !isGangEntryFunction(F) ||
      isMaskedFunction(F))
    return 0;
  SmallPtrSet<const BasicBlock *, 16> Judged; // entries, and the copies
  unsigned Copied = 0;
  bool Changed = true;
  while (Changed && Copied < MaxCopiesPerFunction) {
    Changed = false;
    DominatorTree DT(F);
    PostDominatorTree PDT(F);
    LoopInfo LI(DT);
    ShapeInfo SI = computeShapes(F, GW);
    // Blocks under a partial branch's taken edge run with part of the gang.
    SmallVector<BasicBlock *, 2> PartialEntries;
    for (BasicBlock &X : F)
      if (auto *BI = dyn_cast<BranchInst>(X.getTerminator());
          BI && BI->isConditional() && BI->getMetadata(PartialMDName) &&
          BI->getSuccessor(0)->getSinglePredecessor() == &X)
        PartialEntries.push_back(BI->getSuccessor(0));
    auto UnderPartial = [&](BasicBlock *X) {
      return any_of(PartialEntries,
                    [&](BasicBlock *P) { return DT.dominates(P, X); });
    };
    SmallVector<Region, 8> Candidates;
    for (BasicBlock &X : F) {
      auto *BI = dyn_cast<BranchInst>(X.getTerminator());
      if (!BI || !BI->isConditional() || !SI.hasDivergentBranch(&X) ||
          BI->getSuccessor(0) == BI->getSuccessor(1) ||
          BI->getMetadata(PartialMDName) || UnderPartial(&X) ||
          !DT.isReachableFromEntry(&X))
        continue;
      for (BasicBlock *E : BI->successors()) {
        if (Judged.count(E))
          continue;
        std::optional<Region> R = findRegion(&X, E, DT, PDT, LI);
        if (!R) {
          Judged.insert(E);
          continue;
        }
        R->Hinted = BI->getMetadata(CoherentMDName) != nullptr;
        Candidates.push_back(std::move(*R));
      }
    }
    std::stable_sort(Candidates.begin(), Candidates.end(),
                     [](const Region &A, const Region &B) {
                       return A.Insts < B.Insts;
                     });
    CostRule Rule(TTI, SI, LI, PDT, GW, F.getDataLayout(), F.getContext());
    int64_t Test = Rule.testCost();
    for (Region &R : Candidates) {
      Judged.insert(R.E);
      int64_t Saving = Rule.saving(R);
      int64_t Needed =
          R.Hinted ? Test
                   : UnhintedTests * Test + int64_t(R.Insts) / SizeDivisor;
      bool ByRule = Saving > 0 && Saving >= Needed;
      bool Profitable = ByRule || (R.Hinted && HintedAlways);
      Instruction *At = R.X->getTerminator();
      if (!Profitable) {
        if (ORE)
          ORE->emit([&] {
            return OptimizationRemarkMissed(PassName, "NoFastPath", At)
                   << "no all-on fast path for '" << R.E->getName()
                   << "': saving " << ore::NV("Saving", Saving) << " < "
                   << ore::NV("Needed", Needed)
                   << (R.Hinted ? " (coherent hint)" : "");
          });
        continue;
      }
      std::string Name = R.E->getName().str();
      for (BasicBlock *New : copyRegion(R, GW))
        Judged.insert(New);
      ++Copied;
      if (ORE)
        ORE->emit([&] {
          return OptimizationRemark(PassName, "FastPath", At)
                 << "all-on fast path for '" << Name << "' ("
                 << ore::NV("Instructions", R.Insts)
                 << " instructions copied, saving "
                 << ore::NV("Saving", Saving) << (ByRule ? " >= " : " < ")
                 << ore::NV("Needed", Needed)
                 << (R.Hinted ? ", coherent hint" : "")
                 << (ByRule ? ")" : ", forced)");
        });
      Changed = true;
      break; // the analyses are stale
    }
  }
  return Copied;
}

} // namespace spmdc
