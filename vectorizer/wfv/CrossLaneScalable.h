//===- CrossLaneScalable.h - Cross-lane permutations, scalable --*- C++ -*-===//
//
// \file
// The permutations of the cross-lane operations (CrossLane.h) on a
// scalable gang (W = vscale × N lanes, a power of two known at run time),
// in registers: no stack slot, no gather (docs/design/sve-vla.md, section
// 1, rows CrossLane rotateOrShift / permute / scanWith / PackedLoad).
//
//   rotate/shift by a constant k, |k| < N   llvm.vector.splice.left/right
//                                           (`ext`, `splice`)
//   other amounts                           a table lookup (`tbl`) at
//                                           lane + k (rotate: mod W)
//   shuffle / shuffle2                      `tbl` at p mod W; two `tbl`s
//                                           or'ed for shuffle2 (each reads
//                                           0 outside its own half)
//   the scan's shift up by d                splice for d < N, else `tbl` at
//                                           lane - d (+ a select of the
//                                           fill when it is not 0)
//   packed_load_active                      one contiguous load of cntp(m)
//                                           elements (whilelo), `tbl` at
//                                           each lane's rank
//
// Values go through an integer container of 32 bits (elements of 1 to 32
// bits: zext; floats: bitcast) or 64 bits (i64, double, pointers), split
// into single registers for `tbl` (ScalableOps.h, the one target
// intrinsic). Expects: N ≥ 2 (4 for length-agnostic SVE), element types of
// at most 64 bits, \p GW scalable. Guarantees: the results the fixed-width
// lowering gives at every W = vscale × N (shifts read zeros outside the
// gang, rotates and indices are taken modulo W), no memory access except
// packed_load's load of the active lanes' elements.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_CROSSLANESCALABLE_H
#define SPMDC_VECTORIZER_WFV_CROSSLANESCALABLE_H

#include "vectorizer/wfv/GangWidth.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/IRBuilder.h"

namespace spmdc {
namespace xlane_scalable {

/// Lane j gets V[(j + K) mod W] (\p Rotate) or V[j + K] when 0 ≤ j + K < W,
/// else 0 (a shift). \p K is a uniform integer of any width, signed.
llvm::Value *rotateOrShift(llvm::IRBuilderBase &B, const GangWidth &GW,
                           bool Rotate, llvm::Value *V, llvm::Value *K);

/// Lane j gets (Srcs[0] ‖ Srcs[1] …)[P_j mod (W·|Srcs|)], P_j unsigned.
llvm::Value *permute(llvm::IRBuilderBase &B, const GangWidth &GW,
                     llvm::ArrayRef<llvm::Value *> Srcs, llvm::Value *P);

/// Lane j gets V[j - D] for j ≥ D, \p Fill below (one step of a scan).
llvm::Value *shiftUp(llvm::IRBuilderBase &B, const GangWidth &GW,
                     llvm::Value *V, llvm::Constant *Fill, unsigned D);

/// packed_load_active: active lane j gets Ptr[Rank_j] (\p Rank the
/// exclusive prefix count of \p Mask, an <vscale x N x i32>), the others
/// keep \p Old. Reads exactly the first cntp(Mask) elements at \p Ptr.
llvm::Value *packedLoad(llvm::IRBuilderBase &B, const GangWidth &GW,
                        llvm::Value *Ptr, llvm::Value *Old, llvm::Value *Mask,
                        llvm::Value *Rank, llvm::Align ElemAlign);

} // namespace xlane_scalable
} // namespace spmdc

#endif
