//===- LaneZeroExact.cpp - Is an address's lane-0 clone exact? ----------===//
//
// See LaneZeroExact.h. Moved from wfv/MemoryLowering.cpp unchanged so that
// DARM's price of a masked contiguous access follows the widener's choice.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/LaneZeroExact.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc {

/// True if V is 0 in lane 0 by construction (lane.index times anything).
bool isZeroAtLaneZero(const Value *V) {
  if (isCallTo(V, LaneIndexName))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return false;
  switch (I->getOpcode()) {
  case Instruction::Mul:
    return isZeroAtLaneZero(I->getOperand(0)) ||
           isZeroAtLaneZero(I->getOperand(1));
  case Instruction::Shl:
  case Instruction::SExt:
  case Instruction::ZExt:
  case Instruction::Trunc:
  case Instruction::Freeze:
    return isZeroAtLaneZero(I->getOperand(0));
  case Instruction::Add:
    return isZeroAtLaneZero(I->getOperand(0)) &&
           isZeroAtLaneZero(I->getOperand(1));
  default:
    return false;
  }
}

/// True if the lane-0 clone of V computes its true (unwrapped) lane-0 value
/// even when lane 0 is inactive: it only adds zeros to program values.
bool isLaneZeroCloneExact(const Value *V, const ShapeInfo &SI) {
  if (SI.isUniform(V) || isZeroAtLaneZero(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return false;
  switch (I->getOpcode()) {
  case Instruction::Add:
  case Instruction::Or:
    return (isZeroAtLaneZero(I->getOperand(0)) &&
            isLaneZeroCloneExact(I->getOperand(1), SI)) ||
           (isZeroAtLaneZero(I->getOperand(1)) &&
            isLaneZeroCloneExact(I->getOperand(0), SI));
  case Instruction::Sub:
    return isZeroAtLaneZero(I->getOperand(1)) &&
           isLaneZeroCloneExact(I->getOperand(0), SI);
  case Instruction::SExt:
  case Instruction::ZExt:
  case Instruction::Freeze:
  case Instruction::BitCast:
    return isLaneZeroCloneExact(I->getOperand(0), SI);
  case Instruction::GetElementPtr:
    return all_of(I->operands(), [&](const Use &U) {
      return isLaneZeroCloneExact(U.get(), SI);
    });
  default:
    return false;
  }
}

} // namespace spmdc
