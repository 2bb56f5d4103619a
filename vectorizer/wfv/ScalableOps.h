//===- ScalableOps.h - Target instructions of a scalable gang ---*- C++ -*-===//
//
// \file
// The few target-specific intrinsics the scalable (length-agnostic SVE)
// lowerings need, behind one header so that another scalable target (RISC-V
// V: `vrgather` for `tbl`, segment loads for `ldN`) replaces this file and
// nothing else (docs/design/sve-vla.md, section 2). Everything else the
// scalable lowerings emit is generic LLVM IR (stepvector, vector.splice,
// get.active.lane.mask, masked loads, reductions).
//
// Expects: the operand types each function names (one SVE register's worth
// of lanes, element types SVE has); guarantees: one target intrinsic call
// per function, no memory access.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_SCALABLEOPS_H
#define SPMDC_VECTORIZER_WFV_SCALABLEOPS_H

#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsAArch64.h"

#include <cassert>

namespace spmdc {
namespace scalable {

//===----------------------------------------------------------------------===//
// Cross-lane permutations (CrossLaneScalable.cpp)
//===----------------------------------------------------------------------===//

/// Lane j of the result is `Table[Idx_j]` when `Idx_j` (unsigned) is below
/// the number of lanes of \p Table, else 0: SVE's one-register `tbl`. The
/// reads of zero for out-of-range indices are what shifts rely on (a
/// negative lane number is a huge unsigned one). \p Table is one SVE
/// register of integers (<vscale x 4 x i32> or <vscale x 2 x i64>), \p Idx
/// a vector of the same type.
inline llvm::Value *tableLookup(llvm::IRBuilderBase &B, llvm::Value *Table,
                                llvm::Value *Idx) {
  assert(Table->getType() == Idx->getType() &&
         llvm::isa<llvm::ScalableVectorType>(Table->getType()));
  return B.CreateIntrinsic(llvm::Intrinsic::aarch64_sve_tbl,
                           {Table->getType()}, {Table, Idx}, nullptr, "tbl");
}

} // namespace scalable
} // namespace spmdc

#endif
