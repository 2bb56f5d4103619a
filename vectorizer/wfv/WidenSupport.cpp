//===- WidenSupport.cpp - What the widener can handle ---------------------===//
//
// See WidenSupport.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/WidenSupport.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/MaskedVariants.h"
#include "vectorizer/wfv/Privatize.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace spmdc {

bool isWidenableType(const Type *T) {
  return T->isIntegerTy() || T->isFloatingPointTy() || T->isPointerTy();
}

bool isWidenableIntrinsic(const CallBase &CI, const ShapeInfo &SI) {
  Intrinsic::ID ID = CI.getIntrinsicID();
  if (ID == Intrinsic::not_intrinsic || !isTriviallyVectorizable(ID))
    return false;
  if (!CI.getType()->isVoidTy() && !isWidenableType(CI.getType()))
    return false;
  for (unsigned K = 0; K < CI.arg_size(); ++K) {
    Value *A = CI.getArgOperand(K);
    if (isVectorIntrinsicWithScalarOpAtArg(ID, K, nullptr)) {
      if (SI.isDivergent(A))
        return false;
    } else if (!isWidenableType(A->getType())) {
      return false;
    }
  }
  return true;
}

namespace {

/// A reason why \p I cannot be widened, or nullptr.
const char *whyNotWidenable(Instruction &I, const ShapeInfo &SI) {
  bool Div = !I.getType()->isVoidTy() && SI.isDivergent(&I);
  bool DivOp = any_of(I.operands(),
                      [&](const Use &U) { return SI.isDivergent(U.get()); });
  if (isa<SwitchInst>(I))
    return "switch (run LowerSwitch first)";
  if (!Div && !DivOp)
    return nullptr;
  if (Div && !isWidenableType(I.getType()))
    return "a varying value of a type the widener does not support";
  // Private allocas are rewritten by spmd-privatize; one left here was not.
  auto IsPrivate = [](Value *Ptr) {
    auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(Ptr));
    return AI && !isGangMemory(*AI);
  };
  if (auto *L = dyn_cast<LoadInst>(&I)) {
    if (!L->isSimple())
      return "a varying volatile or atomic load";
    if (IsPrivate(L->getPointerOperand()))
      return "a varying access to a non-promoted alloca";
    return nullptr;
  }
  if (auto *S = dyn_cast<StoreInst>(&I)) {
    // A store into gang memory is volatile only to keep the scalar passes
    // from forwarding one lane's view of it (SpmdProtectGangStoresPass); a
    // varying one is a scatter like any other.
    auto *Obj = dyn_cast<AllocaInst>(getUnderlyingObject(S->getPointerOperand()));
    bool GangVolatile = S->isVolatile() && !S->isAtomic() && Obj &&
                        isGangMemory(*Obj);
    if (!S->isSimple() && !GangVolatile)
      return "a varying volatile or atomic store";
    if (IsPrivate(S->getPointerOperand()))
      return "a varying access to a non-promoted alloca";
    if (!isWidenableType(S->getValueOperand()->getType()))
      return "a varying store of a type the widener does not support";
    return nullptr;
  }
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (isCallTo(CB, LaneIndexName) || isUnmaskedMarker(CB))
      return nullptr;
    if (isa<CallInst>(CB) && getCrossLaneOp(*CB)) {
      for (Value *A : CB->args())
        if (!isWidenableType(A->getType()))
          return "a cross-lane operation on a type the widener does not "
                 "support";
      return nullptr;
    }
    if (CB->getIntrinsicID() == Intrinsic::assume)
      return nullptr; // dropped when its operand is varying
    if (isa<CallInst>(CB) && isWidenableIntrinsic(*CB, SI))
      return nullptr;
    if (const Function *Callee = CB->getCalledFunction();
        Callee && Callee->getFnAttribute("spmd.kind").getValueAsString() ==
                      MaskedKind) // defined here or (extern) elsewhere
      return nullptr; // a call of its widened shell under the mask
    return "a call to an unknown or non-inlined function with varying "
           "arguments or result";
  }
  if (isa<PHINode>(I) || isa<BinaryOperator>(I) || isa<UnaryOperator>(I) ||
      isa<CmpInst>(I) || isa<SelectInst>(I) || isa<CastInst>(I) ||
      isa<GetElementPtrInst>(I) || isa<FreezeInst>(I))
    return nullptr;
  if (isa<BranchInst>(I))
    return nullptr;
  if (isa<ReturnInst>(I))
    return isMaskedFunction(*I.getFunction())
               ? nullptr // the shell returns the vector
               : "an export function returning a varying value";
  return "an instruction without a vector form";
}

} // namespace

/// Intrinsics whose scalable vector forms the AArch64 backend selects (one
/// or a few SVE instructions); the others (sin, exp, pow, …) need the `sve`
/// vector-math library (spmd-vector-math): LLVM cannot unroll a scalable
/// call into per-lane libm calls, and instruction selection crashes on it.
bool hasScalableForm(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::sqrt:
  case Intrinsic::fabs:
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::copysign:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::round:
  case Intrinsic::roundeven:
  case Intrinsic::smin:
  case Intrinsic::smax:
  case Intrinsic::umin:
  case Intrinsic::umax:
  case Intrinsic::abs:
  case Intrinsic::ctpop:
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
  case Intrinsic::bitreverse:
  case Intrinsic::bswap:
  case Intrinsic::fshl:
  case Intrinsic::fshr:
  case Intrinsic::sadd_sat:
  case Intrinsic::uadd_sat:
  case Intrinsic::ssub_sat:
  case Intrinsic::usub_sat:
    return true;
  default:
    return false;
  }
}

bool checkWidenable(Function &F, const ShapeInfo &SI) {
  bool OK = true;
  for (Instruction &I : instructions(F))
    if (const char *Why = whyNotWidenable(I, SI)) {
      OK = false;
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, Twine("spmd-widen: cannot vectorize ") + Why, I.getDebugLoc()));
    }
  return OK;
}

} // namespace spmdc
