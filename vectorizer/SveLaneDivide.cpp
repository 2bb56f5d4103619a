//===- SveLaneDivide.cpp - Division by the scalable lane count ------------===//
//
// See SveLaneDivide.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/SveLaneDivide.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/SimplifyQuery.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace spmdc {

namespace {

/// Divisors are seldom deep (a select of a splat of a shift of vscale); the
/// bound keeps a pathological chain of selects cheap.
constexpr unsigned MaxDepth = 6;

/// log2 d and d - 1 of a divisor d, in d's type.
struct Pow2Parts {
  Value *Log2 = nullptr;
  Value *LowMask = nullptr;
};

/// vscale may vary (a vscale_range whose maximum is not its minimum), so a
/// division by the lane count cannot have been folded to a constant; other
/// targets have no vscale_range at all.
bool isScalableGang(const Function &F) {
  Attribute A = F.getFnAttribute(Attribute::VScaleRange);
  if (!A.isValid())
    return false;
  std::optional<unsigned> Max = A.getVScaleRangeMax();
  return !Max || *Max != A.getVScaleRangeMin();
}

/// \p V is computed from `llvm.vscale`: the lane count and what the
/// source made of it, also through phis (a divisor carried around a loop).
/// Other run-time powers of two (`1 << k`) are left as they are, so only
/// code that divides by the gang width changes.
bool dependsOnVScale(const Value *V, SmallPtrSetImpl<const PHINode *> &Seen,
                     unsigned Depth = 0) {
  if (match(V, m_VScale()))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > MaxDepth)
    return false;
  if (const auto *Phi = dyn_cast<PHINode>(I))
    if (!Seen.insert(Phi).second)
      return false; // around a cycle: the other incoming values decide
  for (const Value *Op : I->operands())
    if (dependsOnVScale(Op, Seen, Depth + 1))
      return true;
  return false;
}

bool dependsOnVScale(const Value *V) {
  SmallPtrSet<const PHINode *, 4> Seen;
  return dependsOnVScale(V, Seen);
}

/// \p C is a positive power of two in the signed sense when \p Signed.
bool isPow2Int(const APInt &C, bool Signed) {
  return C.isPowerOf2() && (!Signed || !C.isNegative());
}

class LaneDivideRewriter {
public:
  explicit LaneDivideRewriter(Function &F)
      : F(F), DL(F.getDataLayout()) {}

  bool run();

private:
  bool isPow2Lanes(Value *V, bool Signed, const Instruction *Ctx,
                   unsigned Depth);
  bool isPow2Phi(PHINode *Phi, bool Signed, unsigned Depth);
  bool isPow2Step(Value *V, bool Signed, const Instruction *Ctx,
                  unsigned Depth);
  bool isPow2Scalar(Value *V, bool Signed, const Instruction *Ctx);
  Pow2Parts parts(Value *V);
  Pow2Parts constantParts(Constant *C);
  BasicBlock::iterator afterDef(Value *V);
  Value *rewrite(BinaryOperator &Div, const Pow2Parts &P);

  Function &F;
  const DataLayout &DL;
  DenseMap<Value *, Pow2Parts> Cache;
  /// The phis isPow2Phi is inside of: met again around a cycle, one is
  /// assumed a power of two, which holds if every way into the cycle is.
  SmallPtrSet<PHINode *, 4> PhisInProgress;
  /// What parts() built, in order: a division needs either log2 or d - 1,
  /// and the other is erased at the end.
  SmallVector<Instruction *, 16> Built;
};

/// A scalar computed from vscale and known to be a power of two:
/// ValueTracking's answer (it knows
/// vscale under vscale_range, shifts, products and selects of powers of
/// two), or a truncation of one whose value fits below the sign bit.
bool LaneDivideRewriter::isPow2Scalar(Value *V, bool Signed,
                                      const Instruction *Ctx) {
  if (auto *I = dyn_cast<Instruction>(V))
    if (!I->getInsertionPointAfterDef())
      return false; // nowhere to put log2 (a callbr result)
  if (!dependsOnVScale(V))
    return false;
  SimplifyQuery Q(DL, Ctx);
  Value *Wide;
  if (match(V, m_Trunc(m_Value(Wide)))) {
    unsigned Bits = V->getType()->getScalarSizeInBits();
    return isKnownToBeAPowerOfTwo(Wide, DL, /*OrZero=*/false, nullptr, Ctx) &&
           computeKnownBits(Wide, Q).countMaxActiveBits() <=
               Bits - unsigned(Signed);
  }
  return isKnownToBeAPowerOfTwo(V, DL, /*OrZero=*/false, nullptr, Ctx) &&
         (!Signed || isKnownNonNegative(V, Q));
}

/// Every lane of \p V is a power of two (below the sign bit when
/// \p Signed), in a form parts() can take apart.
bool LaneDivideRewriter::isPow2Lanes(Value *V, bool Signed,
                                     const Instruction *Ctx, unsigned Depth) {
  if (Depth > MaxDepth)
    return false;
  if (auto *C = dyn_cast<Constant>(V)) {
    if (auto *CI = dyn_cast_or_null<ConstantInt>(
            V->getType()->isVectorTy() ? C->getSplatValue() : C))
      return isPow2Int(CI->getValue(), Signed);
    auto *FVT = dyn_cast<FixedVectorType>(V->getType());
    if (!FVT)
      return false;
    for (unsigned K = 0; K < FVT->getNumElements(); ++K) {
      auto *E = dyn_cast_or_null<ConstantInt>(C->getAggregateElement(K));
      if (!E || !isPow2Int(E->getValue(), Signed))
        return false;
    }
    return true;
  }
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return isPow2Lanes(Sel->getTrueValue(), Signed, Ctx, Depth + 1) &&
           isPow2Lanes(Sel->getFalseValue(), Signed, Ctx, Depth + 1);
  if (auto *Phi = dyn_cast<PHINode>(V))
    return isPow2Phi(Phi, Signed, Depth);
  if (V->getType()->isVectorTy()) {
    Value *S = getSplatValue(V);
    return S && isa<Instruction>(V) &&
           isPow2Lanes(S, Signed, Ctx, Depth + 1);
  }
  return isPow2Step(V, Signed, Ctx, Depth) || isPow2Scalar(V, Signed, Ctx);
}

/// A phi of powers of two is one: every incoming value is a power of two
/// (below the sign bit when \p Signed), or the phi itself or a phi this
/// check is already inside of (a loop carrying the divisor: `w = w * 2`,
/// or `w` reassigned in some iterations). At least one value entering the
/// phi must come from vscale. parts() builds the matching phis of log2 and
/// d - 1.
bool LaneDivideRewriter::isPow2Phi(PHINode *Phi, bool Signed, unsigned Depth) {
  if (PhisInProgress.count(Phi))
    return true;
  if (Depth > MaxDepth || !dependsOnVScale(Phi))
    return false;
  PhisInProgress.insert(Phi);
  bool All = true;
  for (unsigned K = 0; K < Phi->getNumIncomingValues() && All; ++K) {
    Value *In = Phi->getIncomingValue(K);
    All = In == Phi ||
          isPow2Lanes(In, Signed, Phi->getIncomingBlock(K)->getTerminator(),
                      Depth + 1);
  }
  PhisInProgress.erase(Phi);
  return All;
}

/// A power of two times or divided by a constant power of two, without
/// overflow or remainder (`shl nuw`, `mul nsw`, `lshr exact`, `sdiv exact`,
/// ...), is one. ValueTracking knows these too, but not of an operand it
/// cannot see through (a phi around a loop: `w = w * 2`). Signed asks for
/// a result below the sign bit: the no-signed-wrap forms of a non-negative
/// operand.
bool LaneDivideRewriter::isPow2Step(Value *V, bool Signed,
                                    const Instruction *Ctx, unsigned Depth) {
  auto *BO = dyn_cast<BinaryOperator>(V);
  const APInt *C;
  if (!BO || !match(BO->getOperand(1), m_APInt(C)) || Depth > MaxDepth)
    return false;
  Value *X = BO->getOperand(0);
  switch (BO->getOpcode()) {
  case Instruction::Shl:
    return (BO->hasNoSignedWrap() || (!Signed && BO->hasNoUnsignedWrap())) &&
           isPow2Lanes(X, Signed, Ctx, Depth + 1);
  case Instruction::Mul:
    return C->isPowerOf2() && !C->isNegative() &&
           (BO->hasNoSignedWrap() || (!Signed && BO->hasNoUnsignedWrap())) &&
           isPow2Lanes(X, Signed, Ctx, Depth + 1);
  case Instruction::LShr:
  case Instruction::AShr:
    // A non-negative operand: both shifts agree.
    return BO->isExact() && isPow2Lanes(X, /*Signed=*/true, Ctx, Depth + 1);
  case Instruction::UDiv:
  case Instruction::SDiv:
    return BO->isExact() && C->isPowerOf2() && !C->isNegative() &&
           isPow2Lanes(X, /*Signed=*/true, Ctx, Depth + 1);
  default:
    return false;
  }
}

/// Right after \p V's definition (arguments and constants: the top of the
/// entry block), so what is derived from V is computed once, where V is.
BasicBlock::iterator LaneDivideRewriter::afterDef(Value *V) {
  if (auto *I = dyn_cast<Instruction>(V))
    return *I->getInsertionPointAfterDef();
  return F.getEntryBlock().getFirstInsertionPt();
}

Pow2Parts LaneDivideRewriter::constantParts(Constant *C) {
  Type *Ty = C->getType();
  if (auto *CI = dyn_cast_or_null<ConstantInt>(
          Ty->isVectorTy() ? C->getSplatValue() : C))
    return {ConstantInt::get(Ty, CI->getValue().logBase2()),
            ConstantInt::get(Ty, CI->getValue() - 1)};
  auto *FVT = cast<FixedVectorType>(Ty);
  SmallVector<Constant *, 16> Logs, Masks;
  for (unsigned K = 0; K < FVT->getNumElements(); ++K) {
    const APInt &E = cast<ConstantInt>(C->getAggregateElement(K))->getValue();
    Logs.push_back(ConstantInt::get(FVT->getElementType(), E.logBase2()));
    Masks.push_back(ConstantInt::get(FVT->getElementType(), E - 1));
  }
  return {ConstantVector::get(Logs), ConstantVector::get(Masks)};
}

/// log2 and d - 1 of a value isPow2Lanes accepted, built with the same
/// splats and selects as the value itself.
Pow2Parts LaneDivideRewriter::parts(Value *V) {
  auto It = Cache.find(V);
  if (It != Cache.end())
    return It->second;
  Pow2Parts P;
  if (auto *C = dyn_cast<Constant>(V)) {
    P = constantParts(C);
  } else if (auto *Phi = dyn_cast<PHINode>(V)) {
    // Phis of the incoming values' parts, cached before the incoming
    // values are taken apart: around a cycle they lead back here.
    unsigned N = Phi->getNumIncomingValues();
    PHINode *Log2 = PHINode::Create(V->getType(), N, V->getName() + ".log2");
    PHINode *Low = PHINode::Create(V->getType(), N, V->getName() + ".lowmask");
    Log2->insertBefore(Phi->getIterator());
    Low->insertBefore(Phi->getIterator());
    P = {Log2, Low};
    Cache[V] = P;
    for (unsigned K = 0; K < N; ++K) {
      Pow2Parts In = parts(Phi->getIncomingValue(K));
      Log2->addIncoming(In.Log2, Phi->getIncomingBlock(K));
      Low->addIncoming(In.LowMask, Phi->getIncomingBlock(K));
    }
  } else if (auto *Sel = dyn_cast<SelectInst>(V)) {
    Pow2Parts T = parts(Sel->getTrueValue());
    Pow2Parts E = parts(Sel->getFalseValue());
    IRBuilder<> B(Sel->getParent(), afterDef(Sel));
    P.Log2 = B.CreateSelect(Sel->getCondition(), T.Log2, E.Log2,
                            V->getName() + ".log2");
    P.LowMask = B.CreateSelect(Sel->getCondition(), T.LowMask, E.LowMask,
                               V->getName() + ".lowmask");
  } else if (auto *VT = dyn_cast<VectorType>(V->getType())) {
    Pow2Parts S = parts(getSplatValue(V));
    IRBuilder<> B(cast<Instruction>(V)->getParent(), afterDef(V));
    P.Log2 = B.CreateVectorSplat(VT->getElementCount(), S.Log2,
                                 V->getName() + ".log2");
    P.LowMask = B.CreateVectorSplat(VT->getElementCount(), S.LowMask,
                                    V->getName() + ".lowmask");
  } else {
    BasicBlock::iterator At = afterDef(V);
    IRBuilder<> B(At->getParent(), At);
    // Not zero, so cttz may say so: one rbit + clz on AArch64.
    P.Log2 = B.CreateBinaryIntrinsic(Intrinsic::cttz, V, B.getTrue(),
                                     /*FMFSource=*/nullptr,
                                     V->getName() + ".log2");
    P.LowMask = B.CreateAdd(V, Constant::getAllOnesValue(V->getType()),
                            V->getName() + ".lowmask");
  }
  for (Value *Part : {P.Log2, P.LowMask})
    if (auto *I = dyn_cast<Instruction>(Part))
      Built.push_back(I);
  Cache[V] = P;
  return P;
}

Value *LaneDivideRewriter::rewrite(BinaryOperator &Div, const Pow2Parts &P) {
  IRBuilder<> B(&Div);
  Value *X = Div.getOperand(0);
  Instruction::BinaryOps Op = Div.getOpcode();
  bool Signed = Op == Instruction::SDiv || Op == Instruction::SRem;
  if (Signed && isKnownNonNegative(X, SimplifyQuery(DL, &Div)))
    Op = Op == Instruction::SDiv ? Instruction::UDiv : Instruction::URem;
  switch (Op) {
  case Instruction::UDiv:
    return B.CreateLShr(X, P.Log2, "", Div.isExact());
  case Instruction::URem:
    return B.CreateAnd(X, P.LowMask);
  default:
    break;
  }
  if (Op == Instruction::SDiv && Div.isExact())
    return B.CreateAShr(X, P.Log2, "", /*isExact=*/true);
  // Negative dividends are biased by d - 1 so that the arithmetic shift,
  // which rounds down, rounds toward zero; the sign mask picks them out.
  unsigned Bits = X->getType()->getScalarSizeInBits();
  Value *Sign = B.CreateAShr(X, ConstantInt::get(X->getType(), Bits - 1),
                             Div.getName() + ".sign");
  Value *Biased = B.CreateAdd(X, B.CreateAnd(Sign, P.LowMask),
                              Div.getName() + ".biased");
  if (Op == Instruction::SDiv)
    return B.CreateAShr(Biased, P.Log2);
  // x - d * (x / d): the quotient times d is the biased dividend with its
  // low bits cleared (~(d - 1) is -d).
  return B.CreateSub(X, B.CreateAnd(Biased, B.CreateNot(P.LowMask)));
}

bool LaneDivideRewriter::run() {
  SmallVector<BinaryOperator *, 8> Divs;
  for (Instruction &I : instructions(F)) {
    auto *BO = dyn_cast<BinaryOperator>(&I);
    if (!BO || !BO->getType()->isIntOrIntVectorTy())
      continue;
    Instruction::BinaryOps Op = BO->getOpcode();
    bool Signed = Op == Instruction::SDiv || Op == Instruction::SRem;
    if (!Signed && Op != Instruction::UDiv && Op != Instruction::URem)
      continue;
    // The backend already expands a division by a constant.
    Value *D = BO->getOperand(1);
    if (isa<Constant>(D) || !isPow2Lanes(D, Signed, BO, 0))
      continue;
    Divs.push_back(BO);
  }
  for (BinaryOperator *Div : Divs) {
    Value *R = rewrite(*Div, parts(Div->getOperand(1)));
    R->takeName(Div);
    Div->replaceAllUsesWith(R);
    Div->eraseFromParent();
  }
  // Latest first: a splat goes before the scalar it splats. A phi of
  // parts nobody uses may sit in a cycle of such phis.
  SmallVector<WeakTrackingVH, 16> Unused(Built.begin(), Built.end());
  for (WeakTrackingVH &V : reverse(Unused)) {
    auto *I = dyn_cast_or_null<Instruction>(V);
    if (auto *Phi = dyn_cast_or_null<PHINode>(I))
      RecursivelyDeleteDeadPHINode(Phi);
    else if (I && isInstructionTriviallyDead(I))
      I->eraseFromParent();
  }
  return !Divs.empty();
}

} // namespace

bool rewriteLaneCountDivisions(Function &F) {
  if (F.isDeclaration() || !isScalableGang(F))
    return false;
  return LaneDivideRewriter(F).run();
}

PreservedAnalyses SveLaneDividePass::run(Function &F,
                                         FunctionAnalysisManager &) {
  if (!rewriteLaneCountDivisions(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
