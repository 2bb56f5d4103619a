//===- MeldInstrCost.cpp - DARM: the price of one instruction ------------===//
//
// See MeldCost.h. The price of one instruction of a side or of the melded
// code for the gang: TargetTransformInfo's, widened to the gang, with the
// corrections measured on the bench machine (gathers and scatters, calls
// of defined functions, byte multiplies, masks). The estimate of a whole
// region is in MeldCost.cpp.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/LaneZeroExact.h"
#include "vectorizer/darm/Darm.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldDivisionCost.h"
#include "vectorizer/darm/MeldMathCost.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cmath>
#include <optional>

using namespace llvm;

namespace spmdc::darm {

static cl::opt<double> GatherCostScale(
    "darm-gather-cost-scale", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(3.0),
    cl::desc("DARM's price of a native gather instruction, as a multiple of "
             "TTI's (measured on the bench machine: 3.0, docs/darm.md)"));
static cl::opt<double> ScatterCostScale(
    "darm-scatter-cost-scale", cl::Hidden, cl::cat(spmdc::darmOptionCategory()),
    cl::init(4.3),
    cl::desc("DARM's price of a native scatter instruction, as a multiple of "
             "TTI's (measured on the bench machine: 4.3, docs/darm.md)"));

// Session 25 (docs/darm-history.md, "Kept originals on a uniform branch
// (session 25)").
static cl::opt<bool> KeptAgreedBranch(
    "darm-kept-agreed-branch", cl::Hidden, cl::init(true),
    cl::cat(spmdc::darmOptionCategory()),
    cl::desc("DARM: the original sides a meld keeps for coherent gangs "
             "branch on any(c), a uniform branch (avx2, avx512); off: on "
             "c"));

static cl::opt<bool> ScalarizedLaneTests(
    "darm-scalarized-lane-tests", cl::Hidden,
    cl::cat(spmdc::darmOptionCategory()), cl::init(true),
    cl::desc("DARM prices the per-lane mask tests and jumps of a gather the "
             "target scalarizes, where melding folds them (docs/darm.md, "
             "\"One instruction\")"));

namespace {
/// The scalar part of the widener's first-active-lane base: the mask's
/// bits, tzcnt, and j * stride subtracted from lane j's address.
constexpr double FirstActiveLaneScalarOps = 3;

double value(InstructionCost C) {
  std::optional<InstructionCost::CostType> V = C.getValue();
  return V && *V > 0 ? double(*V) : (V ? 0.0 : 1.0);
}
} // namespace

MeldCost::MeldCost(Function &F, const TargetTransformInfo &TTI,
                   const DarmOptions &Opts, const ShapeInfo &SI)
    : F(F), TTI(TTI), Opts(Opts), SI(SI) {
  if (Type *MaskTy = widened(Type::getInt1Ty(F.getContext()))) {
    constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
    double MaskOp = value(TTI.getArithmeticInstrCost(Instruction::And,
                                                     MaskTy, K));
    double Br = value(TTI.getCFInstrCost(Instruction::Br, K));
    Type *Bits = IntegerType::get(F.getContext(), costLanes());
    double Test = value(TTI.getCmpSelInstrCost(
        Instruction::ICmp, Bits, Type::getInt1Ty(F.getContext()),
        CmpInst::ICMP_EQ, K));
    BranchCost = std::max(1.0, 2 * MaskOp + Test + Br);
    MaskOpCost = std::max(1.0, MaskOp);
    PlainBranchCost = std::max(1.0, Br);
    // The skip join's exit mask (the side's mask or none: a blend of
    // masks) and the rejoin (an or).
    GuardUpkeep = selectCost(Type::getInt1Ty(F.getContext())) + MaskOp;
    CoherenceCost = std::max(1.0, MaskOp + 2 * Test + 1 + Br);
    // One lane of a scalarized gather: its mask bit tested
    // (`test $bit` on the mask moved to a scalar register) and a jump
    // around its access. TTI's br is 0 for a predicted branch; the jump
    // issues all the same.
    LaneTestCost =
        std::max(1.0, value(TTI.getCmpSelInstrCost(
                          Instruction::ICmp, Type::getInt32Ty(F.getContext()),
                          Type::getInt1Ty(F.getContext()), CmpInst::ICMP_EQ,
                          K))) +
        PlainBranchCost;
  }
}

Type *MeldCost::widened(Type *T) const {
  if (costLanes() < 2 || !(T->isIntegerTy() || T->isFloatingPointTy() ||
                              T->isPointerTy()))
    return nullptr;
  return FixedVectorType::get(T, costLanes());
}

double MeldCost::selectCost(Type *Ty) const {
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  Type *VT = widened(Ty);
  if (!VT)
    return 1;
  // A blend of masks is mask logic, (c & t) | (~c & f), which TTI prices
  // as if the lanes were moved one by one.
  if (Ty->isIntegerTy(1))
    return 3 * std::max(1.0, value(TTI.getArithmeticInstrCost(
                                 Instruction::And, VT, K)));
  return std::max(1.0, value(TTI.getCmpSelInstrCost(
                           Instruction::Select, VT,
                           widened(Type::getInt1Ty(F.getContext())),
                           CmpInst::BAD_ICMP_PREDICATE, K)));
}

double MeldCost::broadcastCost(const Value *V) const {
  // A constant is materialized as a constant vector, a varying value is
  // a vector already.
  if (isa<Constant>(V) || SI.getShape(V).Varying)
    return 0;
  // A uniform bool becomes a mask through an integer (all ones or none)
  // broadcast to the lanes; TTI prices an insert into <16 x i1> and its
  // broadcast as if lane by lane (18 on skylake-avx512, where a kmov from
  // a register does it).
  Type *Ty = V->getType()->isIntegerTy(1) ? Type::getInt32Ty(F.getContext())
                                          : V->getType();
  auto *VT = dyn_cast_or_null<FixedVectorType>(widened(Ty));
  if (!VT)
    return 0;
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  InstructionCost C =
      TTI.getVectorInstrCost(Instruction::InsertElement, VT, K, 0) +
      TTI.getShuffleCost(TargetTransformInfo::SK_Broadcast, VT, VT, {}, K);
  return std::max(1.0, value(C));
}

double MeldCost::bodyCost(const Function &Callee) const {
  auto [It, New] = BodyCosts.try_emplace(&Callee, 0.0);
  if (!New)
    return It->second;
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  DominatorTree DT(const_cast<Function &>(Callee));
  LoopInfo LI(DT);
  double Sum = 0;
  for (const BasicBlock &BB : Callee) {
    double Block = 0;
    for (const Instruction &I : BB)
      if (!isa<PHINode>(I) && !I.isDebugOrPseudoInst())
        Block += std::max(1.0, value(TTI.getInstructionCost(&I, K)));
    Sum += Block * std::pow(8.0, LI.getLoopDepth(&BB));
  }
  // (A recursive call inside counts as a call: the entry is 0 meanwhile.)
  return BodyCosts[&Callee] = Sum;
}

bool MeldCost::contiguousAccess(const Instruction *I) const {
  const Value *P = getLoadStorePointerOperand(I);
  if (costLanes() < 2 || !P)
    return false;
  Type *ElemTy = getLoadStoreType(I);
  Shape S = SI.getShape(P);
  return widened(ElemTy) && S.isAffine() &&
         S.Stride == int64_t(F.getDataLayout().getTypeAllocSize(ElemTy));
}

double MeldCost::firstActiveLaneBase(const Instruction *I) const {
  if (!contiguousAccess(I) ||
      isLaneZeroCloneExact(getLoadStorePointerOperand(I), SI))
    return 0;
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  return value(TTI.getVectorInstrCost(
             Instruction::ExtractElement,
             widened(getLoadStorePointerOperand(I)->getType()), K,
             /*Index=*/-1)) +
         FirstActiveLaneScalarOps;
}

std::optional<double>
MeldCost::unmaskedAccessCost(const Instruction *I) const {
  if (!contiguousAccess(I))
    return std::nullopt;
  // (On haswell a <8 x i8> load is 1 plain against 32 masked: avx2 has no
  // byte masking, and TTI prices the masked one lane by lane.)
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  const Value *P = getLoadStorePointerOperand(I);
  return std::max(1.0, value(TTI.getMemoryOpCost(
                           isa<LoadInst>(I) ? Instruction::Load
                                            : Instruction::Store,
                           widened(getLoadStoreType(I)),
                           getLoadStoreAlignment(I),
                           P->getType()->getPointerAddressSpace(), K)));
}

double MeldCost::cost(const Instruction *I, const Instruction *Other) const {
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  auto Scalar = [&] {
    return std::max(1.0, value(TTI.getInstructionCost(I, K)));
  };
  // A call of a function defined here (a noinline or recursive SPMD
  // function's masked variant) runs its body, and the vector registers
  // live across it are saved and restored (every vector register is
  // caller-saved in the x86-64 and AArch64 calling conventions): two calls
  // melded into one save a body and that overhead, not the few
  // instructions TTI charges for a call. CallOverhead is measured
  // (docs/darm-history.md, "Calls"): a five-instruction noinline function
  // called on both sides ran 2.7x faster melded on avx512, ~12 cycles per call
  // beyond its body.
  constexpr double CallOverhead = 12;
  if (const auto *CB = dyn_cast<CallBase>(I))
    if (const Function *Callee = CB->getCalledFunction();
        Callee && !Callee->isDeclaration() && !Callee->isIntrinsic())
      return Scalar() + CallOverhead + bodyCost(*Callee);
  if (costLanes() < 2)
    return Scalar();
  if (const Value *P = getLoadStorePointerOperand(I)) {
    Type *ElemTy = getLoadStoreType(I);
    Type *VT = widened(ElemTy);
    Shape S = SI.getShape(P);
    if (!VT || S.isUniform())
      return Scalar();
    bool IsLoad = isa<LoadInst>(I);
    const DataLayout &DL = F.getDataLayout();
    bool Contiguous = S.isAffine() &&
                      S.Stride == int64_t(DL.getTypeAllocSize(ElemTy));
    Intrinsic::ID ID =
        Contiguous ? (IsLoad ? Intrinsic::masked_load : Intrinsic::masked_store)
                   : (IsLoad ? Intrinsic::masked_gather
                             : Intrinsic::masked_scatter);
    MemIntrinsicCostAttributes MICA(ID, VT, P, /*VariableMask=*/true,
                                    getLoadStoreAlignment(I), I);
    double Access = std::max(1.0, value(TTI.getMemIntrinsicInstrCost(MICA, K)));
    // In a masked block the widener takes a contiguous access's base from
    // the first active lane unless the address's lane-0 clone is exact
    // (Widener::accessBase): tzcnt of the mask, the address vector's lane
    // j extracted (through the stack), j * stride subtracted -- ~11
    // instructions on avx512 that TTI's masked access does not hold
    // (docs/darm-history.md, "The masked contiguous access's price (session
    // 20)"). Charged on the sides only: the melded access runs under the
    // region's entry mask, all-on where it matters (a foreach body), and then
    // the widener emits a plain vector access. Charged there too, probe r6's
    // vignette melded on avx2 but kept its coherence test and its sides
    // for coherent gangs, and ran no faster (1.01x); free, it runs 1.70x.
    // (Since session 21 the estimate charges it to the melded access too
    // where the region's entry is not all-on: firstActiveLaneBase.)
    if (!Other)
      Access += firstActiveLaneBase(I);
    return Access;
  }
  if (I->getType()->isVoidTy() || SI.isUniform(I))
    return Scalar();
  // A negation feeding a multiply or division by a constant folds into the
  // constant (InstCombine: -x * C is x * -C): free, unless melding turns
  // that constant into a select (the partner's multiplier differs).
  if (const Constant *C = foldedNegationConstant(I))
    if (!Other || foldedNegationConstant(Other) == C)
      return 0;
  Type *VT = widened(I->getType());
  if (!VT)
    return Scalar();
  InstructionCost C = InstructionCost::getInvalid();
  if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
    // An affine address stays base + constant offsets; only a varying one
    // is a vector of pointers computed lane by lane.
    if (!SI.getShape(GEP).Varying)
      return 0;
    C = TTI.getArithmeticInstrCost(Instruction::Add, VT, K) *
        std::max<unsigned>(1, GEP->getNumIndices());
  } else if (auto *Cmp = dyn_cast<CmpInst>(I)) {
    C = TTI.getCmpSelInstrCost(Cmp->getOpcode(),
                               widened(Cmp->getOperand(0)->getType()), VT,
                               Cmp->getPredicate(), K);
  } else if (isa<SelectInst>(I) && I->getType()->isIntegerTy(1)) {
    // A select of masks is mask logic, not a blend: `select a, b, false`
    // (a logical and, as `&&` is emitted) is one mask and, a general one
    // a blend of masks (selectCost). TTI prices a select of <16 x i1> on
    // skylake-avx512 at 32, as if lane by lane: the header of a `while
    // (acc < 8 && k < 10)` loop weighed 37 per iteration where it runs 6
    // instructions (session 17; probe cr.spmd).
    // (Where TTI's price is lower, as on avx2, it stands.)
    double Tti = std::max(
        1.0, value(TTI.getCmpSelInstrCost(
                 Instruction::Select, VT, VT, CmpInst::BAD_ICMP_PREDICATE, K)));
    if (isa<Constant>(I->getOperand(1)) || isa<Constant>(I->getOperand(2)))
      return std::min(Tti, maskOpCost());
    return std::min(Tti, selectCost(I->getType()));
  } else if (isa<SelectInst>(I)) {
    C = TTI.getCmpSelInstrCost(Instruction::Select, VT,
                               widened(Type::getInt1Ty(F.getContext())),
                               CmpInst::BAD_ICMP_PREDICATE, K);
  } else if (std::optional<double> Div =
                 constantDivisionCost(I, Other, TTI, VT)) {
    // A division or remainder by a constant both sides share: the
    // target's expansion, instruction by instruction (MeldDivisionCost.h).
    return *Div;
  } else if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I)) {
    auto Info = [&](unsigned K) -> TargetTransformInfo::OperandValueInfo {
      if (K >= I->getNumOperands() ||
          (Other && Other->getOperand(K) != I->getOperand(K)))
        return {TargetTransformInfo::OK_AnyValue, TargetTransformInfo::OP_None};
      return TargetTransformInfo::getOperandInfo(I->getOperand(K));
    };
    C = TTI.getArithmeticInstrCost(I->getOpcode(), VT, K, Info(0), Info(1));
    // A multiply whose result is only needed as bytes (int8 code, which
    // the language computes in int and truncates) runs as a byte multiply
    // after InstCombine narrows it, and x86 has none: TTI prices it at 3
    // (<8 x i8>, haswell) or 4 (skylake-avx512), two extensions, a
    // vpmullw, an and and a pack. Unmelded, a multiply by a constant 2^k
    // or 2^k +- 1 is a shift (and an add or a subtract) instead; melded
    // against another multiplier, the constant is a select and the
    // multiply a real one. Priced at int32, the byte multiply by a select
    // looked free: narrow_mix (session 17, docs/darm-history.md "Multiplies of
    // bytes") paired x * 3 with x * 5 and ran 0.87x on avx2. (Wider
    // multiplies keep TTI's price: pricing an int32 multiply by 9 as a
    // shift and an add unpaired the loops of darm_loop_else_if, 1.57x ->
    // 1.00x avx2.)
    if (I->getOpcode() == Instruction::Mul && I->getType()->isIntegerTy() &&
        demandedWidth(I) <= 8) {
      VT = widened(Type::getInt8Ty(F.getContext()));
      C = TTI.getArithmeticInstrCost(Instruction::Mul, VT, K, Info(0), Info(1));
      auto *M = dyn_cast<ConstantInt>(I->getOperand(1));
      if (M && (!Other || Other->getOperand(1) == I->getOperand(1))) {
        APInt V = M->getValue().trunc(8);
        bool Pow2 = V.isPowerOf2();
        if (Pow2 || (V - 1).isPowerOf2() || (V + 1).isPowerOf2()) {
          TargetTransformInfo::OperandValueInfo Amount{
              TargetTransformInfo::OK_UniformConstantValue,
              TargetTransformInfo::OP_None};
          InstructionCost Shifted = TTI.getArithmeticInstrCost(
              Instruction::Shl, VT, K, Info(0), Amount);
          if (!Pow2)
            Shifted += TTI.getArithmeticInstrCost(Instruction::Add, VT, K);
          if (Shifted.isValid() && Shifted < C)
            C = Shifted;
        }
      }
    }
  } else if (auto *Cast = dyn_cast<CastInst>(I)) {
    if (Type *Src = widened(Cast->getSrcTy()))
      C = TTI.getCastInstrCost(Cast->getOpcode(), VT, Src,
                               TargetTransformInfo::CastContextHint::None, K);
  } else if (auto *II = dyn_cast<IntrinsicInst>(I)) {
    // A math routine of the vector math library, inlined, not a libm call
    // per lane (MeldMathCost.h).
    std::optional<double> Math = vectorMathCost(II, Opts.MathIsa, TTI, VT);
    SmallVector<Type *, 4> Args;
    for (const Value *A : II->args())
      Args.push_back(widened(A->getType()) ? widened(A->getType())
                                           : A->getType());
    C = TTI.getIntrinsicInstrCost(
        IntrinsicCostAttributes(II->getIntrinsicID(), VT, Args), K);
    // The measured price only lowers TTI's (its scalarized calls'
    // overcharge, about 190 for a cos on avx512 against 30): where it is
    // higher (a double exp on sse4: 114 against 44, two lanes) it moved
    // e2e darm_user_types' bs_double to an alignment that ran 0.89-0.94x
    // of the one TTI's price chose -- the rest of the model is calibrated
    // on TTI's prices (session 23 merge).
    if (Math && C.isValid() && *Math < value(C))
      return *Math;
  }
  return C.isValid() ? std::max(1.0, value(C)) : Scalar();
}

unsigned MeldCost::demandedWidth(const Instruction *I, unsigned Depth) const {
  unsigned W = I->getType()->getScalarSizeInBits();
  if (!I->getType()->isIntegerTy() || W <= 8 || Depth > 4 || I->use_empty())
    return W;
  // The low N bits of an add, sub, mul, shl, and, or or xor depend on the
  // low N bits of their operands only (not on a shift amount).
  unsigned N = 0;
  for (const User *U : I->users()) {
    const auto *UI = dyn_cast<Instruction>(U);
    if (!UI)
      return W;
    unsigned D = W;
    switch (UI->getOpcode()) {
    case Instruction::Trunc:
      D = UI->getType()->getScalarSizeInBits();
      break;
    case Instruction::Shl:
      if (UI->getOperand(1) == I)
        return W;
      [[fallthrough]];
    case Instruction::Add:
    case Instruction::Sub:
    case Instruction::Mul:
    case Instruction::And:
    case Instruction::Or:
    case Instruction::Xor:
      D = demandedWidth(UI, Depth + 1);
      break;
    default:
      return W;
    }
    N = std::max(N, D);
    if (N >= W)
      return W;
  }
  return std::max<unsigned>(8, PowerOf2Ceil(N));
}

const Constant *MeldCost::foldedNegationConstant(const Instruction *I) {
  if (I->getOpcode() != Instruction::FNeg || !I->hasOneUse())
    return nullptr;
  auto *User = dyn_cast<BinaryOperator>(*I->user_begin());
  if (!User || (User->getOpcode() != Instruction::FMul &&
                User->getOpcode() != Instruction::FDiv))
    return nullptr;
  const Value *Op = User->getOperand(User->getOperand(0) == I ? 1 : 0);
  return dyn_cast<Constant>(Op);
}

bool MeldCost::measuredGatherPrices() const {
  // Measured on the bench machine's x86 only (SVE has gathers too, but
  // nothing here runs it but qemu).
  return Triple(F.getParent()->getTargetTriple()).isX86();
}

bool MeldCost::keptBranchAgrees(const Region &R) const {
  // Measured on avx512 and avx2 (wideX86Gang); sse4, NEON, SVE and GPUs
  // keep the divergent branch. Not where a side holds a divergent loop:
  // a coherent gang runs that loop masked anyway, and e2e march (two
  // loops that break on a varying value) ran 0.67x on random data on
  // avx512 with it -- the same melded IR, but its loop's carried values
  // spilled on their chain (a register allocation of the function).
  if (!KeptAgreedBranch || !wideX86Gang())
    return false;
  for (auto [A, B] : R.Pairs)
    for (const BasicBlock *BB : {A, B})
      if (R.LoopDepth.lookup(BB) > 0 && SI.hasDivergentBranch(BB))
        return false;
  return true;
}

bool MeldCost::wideX86Gang() const {
  return !Opts.Simt && costLanes() >= 8 && measuredGatherPrices() &&
         TTI.getRegisterBitWidth(TargetTransformInfo::RGK_FixedWidthVector)
                 .getFixedValue() >= 256;
}

Type *MeldCost::gatherScatterType(const Instruction *I) const {
  const Value *P = getLoadStorePointerOperand(I);
  if (!P || costLanes() < 2 || !SI.getShape(P).Varying)
    return nullptr;
  return widened(getLoadStoreType(I));
}

bool MeldCost::nativeGatherScatter(const Instruction *I, Type *VT) const {
  Align A = getLoadStoreAlignment(I);
  return measuredGatherPrices() && (isa<LoadInst>(I)
                                        ? TTI.isLegalMaskedGather(VT, A)
                                        : TTI.isLegalMaskedScatter(VT, A));
}

double MeldCost::nativeScale(const Instruction *I) const {
  Type *VT = gatherScatterType(I);
  if (!VT || !nativeGatherScatter(I, VT))
    return 1;
  return isa<LoadInst>(I) ? GatherCostScale : ScatterCostScale;
}

double MeldCost::laneTests(const Instruction *I) const {
  // Gathers only: priced on scatters too, e2e darm_diverged_sides'
  // scatter_same and scatter_two_arrays melded on avx2 and ran 0.68-0.79x
  // of --no-darm (their melded scatter's addresses and values are blends
  // of two guarded runs; what that costs is not in the model).
  // docs/darm-history.md, "Scalarized accesses' branches (session 23)".
  // (x86 only, as the measured gather prices: NEON scalarizes gathers
  // too, and `vec_index` would meld there, untimed -- qemu only.)
  // (Strided addresses, `x[16 * i + j]`, are scalarized alike; priced
  // here they made clip_channels drop its kept test on avx2, 1.07x on
  // coherent data -- but with the kept branch on any(c) a coherent gang
  // runs its side under the full mask without those tests, and the kept
  // test ran 1.18x faster still: left out at session 25's merge,
  // docs/darm-history.md, "The merge (session 25)".)
  Type *VT = gatherScatterType(I);
  if (!ScalarizedLaneTests || !VT || Opts.Simt || !isa<LoadInst>(I) ||
      !measuredGatherPrices())
    return 0;
  if (TTI.isLegalMaskedGather(VT, getLoadStoreAlignment(I)))
    return 0;
  return costLanes() * LaneTestCost;
}

double MeldCost::laneWork(const Instruction *I, bool Diverges) const {
  Type *VT = gatherScatterType(I);
  if (!VT)
    return 0;
  // A gather or scatter the target has an instruction for costs mostly a
  // fixed price per instruction, whatever its mask: measured on the bench
  // machine (docs/darm.md, "Diverged gangs"),
  // two half-masked AVX-512 scatters cost 1.6x one full one, two
  // half-masked AVX-512 or AVX2 gathers 1.93x. The share of the cost that
  // is per lane is 2 minus that ratio. Credited for branches whose gangs
  // diverge (Estimate::Diverges): a coherent gang runs one access either
  // way, so there the old rule (all but a masked access is lane work)
  // keeps the model from counting a saving it does not get.
  if (Diverges && nativeGatherScatter(I, VT))
    return cost(I) * nativeScale(I) *
           (isa<LoadInst>(I) ? NativeGatherLaneShare : NativeScatterLaneShare);
  // What is left once the cost of one masked vector access is taken off.
  constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
  MemIntrinsicCostAttributes MICA(
      isa<LoadInst>(I) ? Intrinsic::masked_load : Intrinsic::masked_store, VT,
      /*VariableMask=*/true, getLoadStoreAlignment(I));
  double Fixed = std::max(1.0, value(TTI.getMemIntrinsicInstrCost(MICA, K)));
  return std::max(0.0, cost(I) - Fixed);
}

} // namespace spmdc::darm
