//===- GatherPairs.h - Adjacent gathers as one wider gather -----*- C++ -*-===//
//
// \file
// spmd-gather-pairs: after spmd-widen, two masked gathers under the same
// mask whose addresses differ by exactly one element in every lane
// (`p[b]` and `p[b + 1]` with the same varying b: the corners of a
// trilinear interpolation, Perlin's `perm[A]` and `perm[A + 1]`) become one
// gather of elements twice as wide at the lower address, and a
// deinterleave of its result (even and odd halves, a little-endian
// layout). Half the elements are gathered; the cost model decides.
//
// Address equality is decided syntactically on the vector IR: each pointer
// is split into a base and a sum of terms (value, extension, scale) plus a
// constant byte offset, through GEPs, `add` (nsw under a sign extension,
// nuw under a zero extension), extensions and splat constants. Two
// gathers pair when base and terms are equal and the offsets differ by
// the element size.
//
// Expects: widened IR (fixed-width or scalable vectors; scalable pairs
// deinterleave with llvm.vector.deinterleave2), a little-endian target.
// Guarantees: the same values in every active lane. The wide gather reads
// exactly the bytes the two gathers read, in the active lanes, at the
// place of the earlier one; so the two must be in one block with nothing
// between them that may write memory or not return. Elements of 8, 16 and
// 32 bits with poison or undef pass-through only; pairs are taken only
// when TargetTransformInfo prices the wide gather plus the deinterleave
// below the two gathers (`-spmd-gather-pairs=always|never` overrides, for
// tests). Counted in STATISTICs and reported as remarks (pass
// spmd-gather-pairs).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_GATHERPAIRS_H
#define SPMDC_VECTORIZER_WFV_GATHERPAIRS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class OptimizationRemarkEmitter;
class TargetTransformInfo;
} // namespace llvm

namespace spmdc {

/// Pairs the adjacent gathers of \p F (see above). Returns the number of
/// pairs merged.
unsigned pairAdjacentGathers(llvm::Function &F,
                             const llvm::TargetTransformInfo &TTI,
                             llvm::OptimizationRemarkEmitter *ORE);

/// "spmd-gather-pairs".
struct SpmdGatherPairsPass : llvm::PassInfoMixin<SpmdGatherPairsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace spmdc

#endif
