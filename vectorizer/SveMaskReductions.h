//===- SveMaskReductions.h - Mask-to-integer bitcasts as reductions -*- C++ -*-===//
//
// \file
// sve-mask-reductions: in functions compiled with fixed-length SVE vectors
// (`+sve` and a vscale_range minimum of 2 or more: the 256- to 2048-bit
// variants of `-target sve` and the `sve-N` targets), LLVM 22 lowers
// `bitcast <N x i1> %mask to iN` by moving the predicate to a vector and
// building the integer one lane at a time (an `umov` + shift + or per
// lane): 50 instructions for 16 lanes, 251 for 64. The vectorizer and
// InstCombine produce exactly that bitcast for `any(m)` / `none(m)`
// (`icmp ne/eq (bitcast m), 0`), `all(m)` (`icmp eq (bitcast m), -1`),
// `popcnt(lanemask())` (`ctpop (bitcast m)`) and `lanemask()` itself, and a
// bitcast with several of those uses keeps the lane-by-lane form even where
// one use alone would have been matched.
//
// The pass replaces every such bitcast by the reduction its uses need:
// tests against 0 and all-ones become `vector.reduce.or`/`and` of the mask,
// a population count becomes `vector.reduce.add` of the mask widened to
// i32, and any other use the bit pattern itself as an or-reduction of
// `select(mask, <1, 2, 4, ...>, 0)`. SVE has an instruction for each
// (`ptest`/`cntp`-style flag setting, `uaddv`, `orv`): 13 instructions
// instead of 50 for 16 lanes, 21 instead of 251 for 64
// (tests/lit/codegen/sve-mask-reductions.ll). Measured in
// docs/design/sve-vla.md (step 0).
//
// Expects: optimized IR just before code generation (after the last
// InstCombine, which would turn the reductions back into bitcasts).
// Guarantees: the same values; functions without fixed-length SVE, masks
// wider than 64 lanes and big-endian layouts are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_SVEMASKREDUCTIONS_H
#define SPMDC_VECTORIZER_SVEMASKREDUCTIONS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Rewrites the mask-to-integer bitcasts of \p F when F uses fixed-length
/// SVE. Returns true if F changed.
bool rewriteSveMaskBitcasts(llvm::Function &F);

struct SveMaskReductionsPass : llvm::PassInfoMixin<SveMaskReductionsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace spmdc

#endif
