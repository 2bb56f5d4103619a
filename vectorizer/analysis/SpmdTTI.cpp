//===- SpmdTTI.cpp - TargetTransformInfo that knows the SPMD sources ------===//
//
// See SpmdTTI.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/Analysis/TargetTransformInfoImpl.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc {

bool isCallTo(const Value *V, StringRef Name) {
  const auto *CI = dyn_cast<CallBase>(V);
  if (!CI)
    return false;
  const Function *Callee = CI->getCalledFunction();
  return Callee && Callee->getName() == Name;
}

bool isSpmdDivergenceSource(const Value *V) {
  if (isCallTo(V, LaneIndexName))
    return true;
  // Cross-lane results that differ between lanes whatever the operands
  // (scans, insert, shift, packed loads).
  if (auto Op = getCrossLaneOp(V))
    return crossLaneResult(*Op) == CrossLaneResult::Varying;
  // A call of an internal SPMD function (or of its masked variant) whose
  // return is not declared uniform gives each lane its own value, even when
  // every argument is uniform (the callee may use programIndex, and a
  // masked variant returns a vector).
  if (const auto *CB = dyn_cast<CallBase>(V))
    if (const Function *Callee = CB->getCalledFunction();
        Callee && !Callee->getReturnType()->isVoidTy() &&
        !Callee->getAttributes().hasRetAttr(UniformAttrName)) {
      StringRef Kind = Callee->getFnAttribute("spmd.kind").getValueAsString();
      if (Kind == "internal" || Kind == "masked")
        return true;
    }
  if (const auto *A = dyn_cast<Argument>(V)) {
    // Every parameter of an export function is uniform (docs/spmd-ir.md).
    if (A->getParent()->getFnAttribute("spmd.kind").getValueAsString() ==
        "export")
      return false;
    return !A->hasAttribute(UniformAttrName);
  }
  return false;
}

namespace {

class SpmdTTIImpl final
    : public TargetTransformInfoImplCRTPBase<SpmdTTIImpl> {
public:
  SpmdTTIImpl(const DataLayout &DL,
              const SmallPtrSetImpl<const Value *> *Uniform,
              const SmallPtrSetImpl<const Value *> *Divergent)
      : TargetTransformInfoImplCRTPBase<SpmdTTIImpl>(DL), Uniform(Uniform),
        Divergent(Divergent) {}

  bool hasBranchDivergence(const Function *) const override { return true; }

  InstructionUniformity getInstructionUniformity(const Value *V) const override {
    if (isSpmdDivergenceSource(V) || (Divergent && Divergent->count(V)))
      return InstructionUniformity::NeverUniform;
    if (auto Op = getCrossLaneOp(V);
        Op && crossLaneResult(*Op) == CrossLaneResult::Uniform)
      return InstructionUniformity::AlwaysUniform;
    if (isCallTo(V, LaneCountName) || isCallTo(V, GangSharedName) ||
        isCallTo(V, UnmaskedBeginName) ||
        (Uniform && Uniform->count(V)))
      return InstructionUniformity::AlwaysUniform;
    // A call of an SPMD function whose return is declared uniform
    // (`uniform int f(int x)`) is uniform whatever its arguments.
    if (const auto *CB = dyn_cast<CallBase>(V))
      if (const Function *Callee = CB->getCalledFunction();
          Callee && !Callee->getReturnType()->isVoidTy() &&
          Callee->getAttributes().hasRetAttr(UniformAttrName) &&
          Callee->hasFnAttribute("spmd.kind"))
        return InstructionUniformity::AlwaysUniform;
    return InstructionUniformity::Default;
  }

private:
  const SmallPtrSetImpl<const Value *> *Uniform;
  const SmallPtrSetImpl<const Value *> *Divergent;
};

} // namespace

TargetTransformInfo makeSpmdTTI(const DataLayout &DL,
                                const SmallPtrSetImpl<const Value *> *Uniform,
                                const SmallPtrSetImpl<const Value *> *Divergent) {
  return TargetTransformInfo(
      std::make_unique<SpmdTTIImpl>(DL, Uniform, Divergent));
}

} // namespace spmdc
