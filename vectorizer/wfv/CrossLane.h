//===- CrossLane.h - Vector code of the cross-lane operations ---*- C++ -*-===//
//
// \file
// lowerCrossLaneOp() builds the W-wide code of one cross-lane SPMD intrinsic
// (CrossLaneOps.h, docs/spmd-ir.md) from its widened operands and the
// execution mask of the block it sits in. spmd-widen calls it for every
// `spmd.<op>` call (Widener::widenCrossLane in CrossLane.cpp).
//
// The lowering, per operation (m = the execution mask, inactive lanes of the
// operand vectors may hold anything, including poison):
//   any/all/none/count/lanemask  or/and-reduction or popcount of
//                                `select(m, v, identity)`, or the mask's bits
//   reduce.*                     llvm.vector.reduce.* of `select(m, v, id)`
//                                where id is the operation's identity
//                                (fadd reassociates, as ISPC's tree does)
//   reduce.equal                 v == v[first active lane] in every active lane
//   extract/insert               extractelement/insertelement at i mod W
//   rotate/shift                 one shufflevector for a constant amount; for a
//                                run-time amount, an unaligned load from a
//                                stack slot holding v twice (rotate) or v
//                                between zeros (shift)
//   shuffle/shuffle2             shufflevector for a constant permutation,
//                                else a gather from a stack slot holding v
//                                (or a‖b) at p mod W (mod 2W)
//   scan.*                       Hillis–Steele: log2 W shift-and-combine steps
//                                of `select(m, v, id)`, then one shift
//   packed.load / packed.store   llvm.masked.expandload / compressstore
//   atomic.<rmw>                 one seq_cst atomicrmw of the reduction of
//                                the active lanes (identity if none: no
//                                change); lane k gets old rmw (lanes < k)
//   atomic.once.<rmw>            one atomicrmw of v (identity if no lane is
//                                active); the old value
// On a scalable gang (W = vscale × N) the permutations (rotate, shift,
// shuffles, the scans' shifts, packed.load) are register forms instead —
// splices and `tbl` lookups, CrossLaneScalable.h — and packed.load never
// uses the expandload LLVM 22 miscompiles on scalable vectors.
// Expects: W ≥ 1; per-lane operands as <W x T> vectors, uniform operands
// (indices, amounts, pointers, the inserted value) as scalars; \p Mask an
// <W x i1> that is never poison. Guarantees: no reads of inactive lanes leak
// into the result (except in the lanes the operation leaves undefined: the
// inactive lanes of a scan), and memory outside the active lanes' elements
// is never touched.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_CROSSLANE_H
#define SPMDC_VECTORIZER_WFV_CROSSLANE_H

#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/wfv/GangWidth.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/IRBuilder.h"

namespace spmdc {

/// True if operand \p K of \p Op is per-lane (widened to a vector); false
/// for the uniform operands (index, amount, pointer, inserted value).
bool crossLaneOperandIsPerLane(CrossLaneOp Op, unsigned K);

/// The vector code of \p Op at \p B's insertion point. \p ResultTy is the
/// scalar result type of the call (void for packed.store). Returns the
/// result: a scalar for the uniform-result operations, a <W x T> vector
/// for the others, nullptr for packed.store. Stack slots go into \p F's
/// entry block.
llvm::Value *lowerCrossLaneOp(llvm::IRBuilder<> &B, CrossLaneOp Op,
                              llvm::ArrayRef<llvm::Value *> Args,
                              llvm::Value *Mask, const GangWidth &GW,
                              llvm::Type *ResultTy, llvm::Function &F);

/// The vector code of an Atomic or AtomicOnce call doing \p Rmw on the
/// uniform pointer \p Ptr with \p V (a vector for Atomic, a scalar for
/// AtomicOnce). Returns a vector (Atomic) or a scalar (AtomicOnce).
llvm::Value *lowerCrossLaneAtomic(llvm::IRBuilder<> &B, CrossLaneOp Op,
                                  llvm::AtomicRMWInst::BinOp Rmw,
                                  llvm::Value *Ptr, llvm::Value *V,
                                  llvm::Value *Mask, const GangWidth &GW,
                                  llvm::Function &F);

} // namespace spmdc

#endif
