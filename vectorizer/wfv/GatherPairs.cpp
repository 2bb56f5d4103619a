//===- GatherPairs.cpp - Adjacent gathers as one wider gather -------------===//
//
// See GatherPairs.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/GatherPairs.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"

#define DEBUG_TYPE "spmd-gather-pairs"

using namespace llvm;

SPMDC_STATISTIC(NumPairs, "Pairs of adjacent gathers merged into one wider gather");
SPMDC_STATISTIC(NumRefusedCost, "Adjacent gather pairs left alone by the cost model");

namespace spmdc {

namespace {

enum class PairMode { Cost, Always, Never };

cl::opt<PairMode>
    Mode("spmd-gather-pairs", cl::Hidden, cl::cat(passOptionCategory()),
         cl::init(PairMode::Cost),
         cl::desc("Merge gathers of adjacent elements into one wider gather"),
         cl::values(clEnumValN(PairMode::Cost, "cost",
                               "when TargetTransformInfo prices it cheaper"),
                    clEnumValN(PairMode::Always, "always", "whenever legal"),
                    clEnumValN(PairMode::Never, "never", "never")));

/// How a term's value reaches the 64-bit address arithmetic.
enum class Ext : uint8_t { None, SExt, ZExt };

/// Scale · ext(V), in bytes.
struct Term {
  const Value *V;
  Ext E;
  int64_t Scale;
};

/// A vector of addresses as Base + Σ terms + Offset (bytes, per lane).
struct Address {
  const Value *Base = nullptr;
  SmallVector<Term, 4> Terms;
  uint64_t Offset = 0; // modulo 2^64, as the address arithmetic

  /// Terms sorted and merged, so that equal sums compare equal.
  void normalize() {
    auto Key = [](const Term &T) { return std::make_pair(T.V, T.E); };
    llvm::sort(Terms,
               [&](const Term &A, const Term &B) { return Key(A) < Key(B); });
    SmallVector<Term, 4> Out;
    for (const Term &T : Terms) {
      if (!Out.empty() && Key(Out.back()) == Key(T))
        Out.back().Scale =
            int64_t(uint64_t(Out.back().Scale) + uint64_t(T.Scale));
      else
        Out.push_back(T);
    }
    erase_if(Out, [](const Term &T) { return T.Scale == 0; });
    Terms = std::move(Out);
  }
  bool sameTerms(const Address &O) const {
    return Base == O.Base && Terms.size() == O.Terms.size() &&
           std::equal(Terms.begin(), Terms.end(), O.Terms.begin(),
                      [](const Term &A, const Term &B) {
                        return A.V == B.V && A.E == B.E && A.Scale == B.Scale;
                      });
  }
};

/// The integer constant (or splat) \p V extended to 64 bits by \p E.
std::optional<int64_t> constantIndex(const Value *V, Ext E) {
  const auto *C = dyn_cast<ConstantInt>(V);
  if (!C)
    if (const auto *CV = dyn_cast<Constant>(V))
      C = dyn_cast_or_null<ConstantInt>(CV->getSplatValue());
  if (!C || C->getBitWidth() > 64)
    return std::nullopt;
  return E == Ext::ZExt ? int64_t(C->getZExtValue()) : C->getSExtValue();
}

/// Adds Scale · ext(V) to \p A, splitting V through additions and constant
/// factors where the extension distributes over them (nsw under a sign
/// extension, nuw under a zero extension; 64-bit arithmetic wraps like the
/// address itself).
void addIndex(const Value *V, Ext E, int64_t Scale, Address &A,
              unsigned Depth = 0) {
  if (V->getType()->getScalarSizeInBits() == 64)
    E = Ext::None;
  if (auto C = constantIndex(V, E)) {
    A.Offset += uint64_t(*C) * uint64_t(Scale);
    return;
  }
  const auto *I = dyn_cast<Instruction>(V);
  auto Distributes = [&](const Instruction *Op) {
    return E == Ext::None || (E == Ext::SExt && Op->hasNoSignedWrap()) ||
           (E == Ext::ZExt && Op->hasNoUnsignedWrap());
  };
  if (I && Depth < 12) {
    switch (I->getOpcode()) {
    case Instruction::Add:
      if (!Distributes(I))
        break;
      addIndex(I->getOperand(0), E, Scale, A, Depth + 1);
      addIndex(I->getOperand(1), E, Scale, A, Depth + 1);
      return;
    case Instruction::Or:
      // Disjoint bits: an add without carries, so no wrap of either kind.
      if (!cast<PossiblyDisjointInst>(I)->isDisjoint())
        break;
      addIndex(I->getOperand(0), E, Scale, A, Depth + 1);
      addIndex(I->getOperand(1), E, Scale, A, Depth + 1);
      return;
    case Instruction::Mul:
    case Instruction::Shl: {
      auto C = constantIndex(I->getOperand(1), Ext::None);
      if (!C || !Distributes(I))
        break;
      int64_t F = *C;
      if (I->getOpcode() == Instruction::Shl) {
        if (F < 0 || F >= 63)
          break;
        F = int64_t(1) << F;
      }
      addIndex(I->getOperand(0), E, int64_t(uint64_t(Scale) * uint64_t(F)), A,
               Depth + 1);
      return;
    }
    case Instruction::SExt:
      // zext(sext x) is not sext x: only under no or a sign extension.
      if (E == Ext::ZExt)
        break;
      addIndex(I->getOperand(0), Ext::SExt, Scale, A, Depth + 1);
      return;
    case Instruction::ZExt:
      // sext(zext x) == zext x.
      addIndex(I->getOperand(0), Ext::ZExt, Scale, A, Depth + 1);
      return;
    default:
      break;
    }
  }
  A.Terms.push_back({V, E, Scale});
}

/// \p Ptr (a vector of pointers) as an Address; nullopt if a GEP has
/// scalable parts.
std::optional<Address> decompose(const Value *Ptr, const DataLayout &DL) {
  Address A;
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    const auto *GEP = dyn_cast<GEPOperator>(Ptr);
    if (!GEP)
      break;
    unsigned IdxBits = DL.getIndexTypeSizeInBits(GEP->getType());
    if (IdxBits != 64)
      return std::nullopt;
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      const Value *Idx = GTI.getOperand();
      if (StructType *ST = GTI.getStructTypeOrNull()) {
        auto C = constantIndex(Idx, Ext::ZExt);
        if (!C)
          return std::nullopt;
        A.Offset += DL.getStructLayout(ST)->getElementOffset(unsigned(*C));
        continue;
      }
      TypeSize Size = GTI.getSequentialElementStride(DL);
      if (Size.isScalable())
        return std::nullopt;
      // A narrower index is sign-extended by the GEP.
      addIndex(Idx, Ext::SExt, int64_t(Size.getFixedValue()), A);
    }
    Ptr = GEP->getPointerOperand();
  }
  if (Ptr->getType()->isVectorTy())
    if (const Value *S = getSplatValue(Ptr))
      Ptr = S;
  A.Base = Ptr;
  A.normalize();
  return A;
}

/// A gather spmd-gather-pairs may merge: fixed or scalable width,
/// 8/16/32-bit integer or floating-point elements, nothing to pass through
/// in inactive lanes.
bool isCandidate(const IntrinsicInst *G, const DataLayout &DL) {
  if (G->getIntrinsicID() != Intrinsic::masked_gather)
    return false;
  auto *VT = dyn_cast<VectorType>(G->getType());
  if (!VT)
    return false;
  Type *T = VT->getElementType();
  if (!T->isIntegerTy() && !T->isFloatingPointTy())
    return false;
  unsigned Bits = DL.getTypeSizeInBits(T);
  if ((Bits != 8 && Bits != 16 && Bits != 32) ||
      DL.getTypeAllocSizeInBits(T) != Bits)
    return false;
  return isa<PoisonValue>(G->getArgOperand(2)) ||
         isa<UndefValue>(G->getArgOperand(2));
}

/// True if nothing strictly between \p From and \p To (same block, From
/// first) may write memory or leave the block: reading To's elements at
/// From reads what To would have read.
bool nothingInBetween(Instruction *From, Instruction *To) {
  for (Instruction *I = From->getNextNode(); I != To; I = I->getNextNode())
    if (I->mayWriteToMemory() || !isGuaranteedToTransferExecutionToSuccessor(I))
      return false;
  return true;
}

class Pairer {
public:
  Pairer(Function &F, const TargetTransformInfo &TTI,
         OptimizationRemarkEmitter *ORE)
      : F(F), TTI(TTI), ORE(ORE), DL(F.getDataLayout()) {}

  unsigned run() {
    if (Mode == PairMode::Never || !DL.isLittleEndian())
      return 0;
    unsigned N = 0;
    for (BasicBlock &BB : F)
      N += runOnBlock(BB);
    return N;
  }

private:
  Function &F;
  const TargetTransformInfo &TTI;
  OptimizationRemarkEmitter *ORE;
  const DataLayout &DL;

  struct Candidate {
    IntrinsicInst *G;
    Address A;
    bool Done = false;
  };

  unsigned runOnBlock(BasicBlock &BB);
  bool profitable(IntrinsicInst *G, Align A);
  void merge(IntrinsicInst *Early, IntrinsicInst *Low, IntrinsicInst *High,
             Align A);
};

bool Pairer::profitable(IntrinsicInst *G, Align A) {
  if (Mode == PairMode::Always)
    return true;
  const TTI::TargetCostKind Kind = TTI::TCK_RecipThroughput;
  auto *VT = cast<VectorType>(G->getType());
  ElementCount EC = VT->getElementCount();
  auto *WideTy = VectorType::get(
      IntegerType::get(F.getContext(), 2 * VT->getScalarSizeInBits()), EC);
  auto *Halves = VectorType::get(VT->getElementType(), EC * 2);
  const Value *Ptr = G->getArgOperand(0);
  bool VarMask = !isa<Constant>(G->getArgOperand(1));
  auto GatherCost = [&](Type *T) {
    return TTI.getMemIntrinsicInstrCost(
        MemIntrinsicCostAttributes(Intrinsic::masked_gather, T, Ptr, VarMask,
                                   A),
        Kind);
  };
  InstructionCost Two = GatherCost(VT) * 2;
  InstructionCost One = GatherCost(WideTy);
  if (EC.isScalable()) {
    // No constant shuffle: llvm.vector.deinterleave2 (`uzp1` + `uzp2`).
    Type *Pair = StructType::get(VT, VT);
    One += TTI.getIntrinsicInstrCost(
        IntrinsicCostAttributes(Intrinsic::vector_deinterleave2, Pair,
                                {Halves}),
        Kind);
  } else {
    SmallVector<int, 64> Even, Odd;
    for (unsigned K = 0; K < EC.getFixedValue(); ++K) {
      Even.push_back(int(2 * K));
      Odd.push_back(int(2 * K + 1));
    }
    One += TTI.getShuffleCost(TTI::SK_PermuteSingleSrc, VT, Halves, Even,
                              Kind) +
           TTI.getShuffleCost(TTI::SK_PermuteSingleSrc, VT, Halves, Odd, Kind);
  }
  LLVM_DEBUG(dbgs() << "gather pair: two " << Two << ", one wide " << One
                    << "\n");
  if (One.isValid() && Two.isValid() && One < Two)
    return true;
  ++NumRefusedCost;
  if (ORE)
    ORE->emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "GatherPairCost", G)
             << "adjacent gathers left apart: the wider gather and the "
                "deinterleave cost more";
    });
  return false;
}

void Pairer::merge(IntrinsicInst *Early, IntrinsicInst *Low,
                   IntrinsicInst *High, Align A) {
  auto *VT = cast<VectorType>(Low->getType());
  ElementCount EC = VT->getElementCount();
  uint64_t Size = DL.getTypeAllocSize(VT->getElementType());
  IRBuilder<> B(Early);
  // Early's operands dominate Early; the lower address is High's minus one
  // element when High comes first.
  Value *Ptr = Early == Low
                   ? Low->getArgOperand(0)
                   : B.CreateGEP(B.getInt8Ty(), High->getArgOperand(0),
                                 B.getInt64(-int64_t(Size)), "pair.lo.addr");
  auto *WideTy = VectorType::get(
      B.getIntNTy(unsigned(2 * VT->getScalarSizeInBits())), EC);
  Value *Wide = B.CreateMaskedGather(WideTy, Ptr, A, Early->getArgOperand(1),
                                     nullptr, "pair.gather");
  auto *HalvesTy = VectorType::get(VT->getElementType(), EC * 2);
  Value *Halves = B.CreateBitCast(Wide, HalvesTy, "pair.halves");
  // Little-endian: element 2k of the halves is the low (first) element.
  Value *Lo, *Hi;
  if (EC.isScalable()) {
    Value *D = B.CreateIntrinsic(Intrinsic::vector_deinterleave2, {HalvesTy},
                                 {Halves}, {}, "pair.deint");
    Lo = B.CreateExtractValue(D, 0, "pair.lo");
    Hi = B.CreateExtractValue(D, 1, "pair.hi");
  } else {
    SmallVector<int, 64> Even, Odd;
    for (unsigned K = 0; K < EC.getFixedValue(); ++K) {
      Even.push_back(int(2 * K));
      Odd.push_back(int(2 * K + 1));
    }
    Lo = B.CreateShuffleVector(Halves, Even, "pair.lo");
    Hi = B.CreateShuffleVector(Halves, Odd, "pair.hi");
  }
  if (ORE)
    ORE->emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "GatherPair", Early)
             << "adjacent gathers merged into one gather of "
             << std::to_string(2 * Size) << "-byte elements";
    });
  Low->replaceAllUsesWith(Lo);
  High->replaceAllUsesWith(Hi);
  Low->eraseFromParent();
  High->eraseFromParent();
  ++NumPairs;
}

unsigned Pairer::runOnBlock(BasicBlock &BB) {
  SmallVector<Candidate, 16> Cands;
  for (Instruction &I : BB)
    if (auto *G = dyn_cast<IntrinsicInst>(&I); G && isCandidate(G, DL))
      if (auto A = decompose(G->getArgOperand(0), DL))
        Cands.push_back({G, std::move(*A)});
  unsigned N = 0;
  for (size_t I = 0; I < Cands.size(); ++I) {
    if (Cands[I].Done)
      continue;
    IntrinsicInst *G = Cands[I].G;
    uint64_t Size = DL.getTypeAllocSize(G->getType()->getScalarType());
    for (size_t J = I + 1; J < Cands.size(); ++J) {
      if (Cands[J].Done)
        continue;
      IntrinsicInst *H = Cands[J].G;
      if (H->getType() != G->getType() ||
          H->getArgOperand(1) != G->getArgOperand(1) ||
          !Cands[I].A.sameTerms(Cands[J].A))
        continue;
      uint64_t D = Cands[J].A.Offset - Cands[I].A.Offset;
      if (D != Size && D != uint64_t(-int64_t(Size)))
        continue;
      if (!nothingInBetween(G, H))
        break; // a later partner would be blocked by the same write
      IntrinsicInst *Low = D == Size ? G : H, *High = D == Size ? H : G;
      Align A = std::min(G->getParamAlign(0).valueOrOne(),
                         H->getParamAlign(0).valueOrOne());
      if (!profitable(G, A))
        break;
      Cands[I].Done = Cands[J].Done = true;
      merge(G, Low, High, A);
      ++N;
      break;
    }
  }
  return N;
}

} // namespace

unsigned pairAdjacentGathers(Function &F, const TargetTransformInfo &TTI,
                             OptimizationRemarkEmitter *ORE) {
  return Pairer(F, TTI, ORE).run();
}

PreservedAnalyses SpmdGatherPairsPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return PreservedAnalyses::all();
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  if (!pairAdjacentGathers(F, TTI, &ORE))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
