//===- LaneZeroExact.h - Is an address's lane-0 clone exact? ----*- C++ -*-===//
//
// Expects: a ShapeInfo of the function holding the value.
// Guarantees: isLaneZeroCloneExact(V) is true only if the lane-0 clone of
// V (its computation with the lane index replaced by 0) yields lane 0's
// true, unwrapped value even when lane 0 is inactive: V is uniform, or
// uniform values plus terms that are 0 in lane 0. The widener
// (wfv/MemoryLowering.cpp) takes a masked contiguous access's base from
// that clone when this holds and from the first active lane otherwise;
// DARM (darm/MeldInstrCost.cpp) prices the second form, so both ask here.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_LANEZEROEXACT_H
#define SPMDC_VECTORIZER_ANALYSIS_LANEZEROEXACT_H

namespace llvm {
class Value;
} // namespace llvm

namespace spmdc {
class ShapeInfo;

/// True if V is 0 in lane 0 by construction (lane.index times anything).
bool isZeroAtLaneZero(const llvm::Value *V);

/// True if the lane-0 clone of V computes its true (unwrapped) lane-0 value
/// even when lane 0 is inactive: it only adds zeros to program values.
bool isLaneZeroCloneExact(const llvm::Value *V, const ShapeInfo &SI);

} // namespace spmdc

#endif
