//===- ScalableOps.h - Target operations of a scalable gang -----*- C++ -*-===//
//
// \file
// The operations of a scalable (length-agnostic SVE) gang for which generic
// LLVM IR does not select well, or does not select at all, in LLVM 22
// (docs/design/sve-vla.md, sections 2 and 3). Everything that names an
// AArch64 intrinsic lives behind the functions declared here, so that a port
// to another scalable ISA (RISC-V V: `vrgather` for `tbl`, segment loads for
// the structure loads) replaces this header and ScalableOps.cpp and nothing
// else. Everything else the scalable lowerings emit is generic LLVM IR
// (stepvector, vector.splice, get.active.lane.mask, masked loads,
// reductions).
//
// Cross-lane permutations (CrossLaneScalable.cpp). Expects: the operand
// types each function names (one SVE register's worth of lanes, element
// types SVE has); guarantees: one target intrinsic call per function, no
// memory access.
//
// Structure loads (MemoryLoweringScalable.cpp). Lane k of a gang whose
// access has a constant stride of F elements (F = 2, 3, 4) reads field Fd
// of "structure" k, the F elements at Start + k·F. One SVE structure load
// (ld2w/ld3w/ld4w, ld2d/ld3d/ld4d) reads every field of the structures of
// the active lanes and none of an inactive lane's (its predicate is per
// structure: an inactive structure is neither read nor able to fault), and
// deinterleaves them. Expects: a gang of vscale × 4 lanes (a
// <vscale x 4 x i1> mask), an element type for which hasStructureLoad() is
// true. Guarantees: the returned vector has field Fd of the active lanes'
// structures (inactive lanes are unspecified); no memory of an inactive
// lane's structure is touched.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_SCALABLEOPS_H
#define SPMDC_VECTORIZER_WFV_SCALABLEOPS_H

#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsAArch64.h"
#include "llvm/Support/Alignment.h"

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

//===----------------------------------------------------------------------===//
// Structure loads (MemoryLoweringScalable.cpp; defined in ScalableOps.cpp)
//===----------------------------------------------------------------------===//

/// True if createStructureLoad() handles elements of \p EltTy in a gang of
/// \p EC lanes: 32-bit (i32, float) and 64-bit (i64, double) integers and
/// floats in a vscale × 4 gang. 8- and 16-bit elements sit unpacked in the
/// 32-bit lanes, where no structure load applies.
bool hasStructureLoad(llvm::Type *EltTy, llvm::ElementCount EC);

/// Field \p Field (0 ≤ Field < Fields, 2 ≤ Fields ≤ 4) of the
/// \p Fields-element structures at \p Start (lane k's at Start + k·Fields
/// elements) for the active lanes of \p Mask; inactive lanes unspecified.
/// \p A is the alignment of one element.
llvm::Value *createStructureLoad(llvm::IRBuilderBase &B, llvm::Type *EltTy,
                                 llvm::ElementCount EC, unsigned Fields,
                                 unsigned Field, llvm::Value *Start,
                                 llvm::Value *Mask, llvm::Align A);

} // namespace spmdc

#endif
