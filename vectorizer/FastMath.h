//===- FastMath.h - --opt=fast-math: flags on FP operations ----*- C++ -*-===//
//
// \file
// spmd-fast-math: ISPC's `--opt=fast-math` ("non-IEEE-compliant
// optimizations of numeric expressions"). Every floating-point operation of
// the source's functions (arithmetic, fneg, fcmp, FP-typed selects, phis and
// calls, math intrinsics included) gets the LLVM fast-math flags
//
//   reassoc  reassociation (a+b)+c -> a+(b+c): reductions, LICM of sums
//   contract fusing a*b+c into FMA (left out for --opt=disable-fma)
//   arcp     x/y -> x*(1/y): approximate division (v_rcp_f32, rcp.approx)
//   afn      approximate functions: bare v_sqrt_f32 / sqrt.approx.f32,
//            no correctly rounded expansion of sqrt and division
//   nsz      the sign of a zero result may differ
//
// but not nnan or ninf: with those, LLVM may fold isnan()/isinf() tests to
// false and turn a NaN or infinite operand into poison, so a kernel that
// checks its inputs would silently stop checking. Fast math here only
// changes how a finite result is rounded and in what order it is computed.
//
// Expects: SPMD IR straight from the frontend, before the vector math or
// GPU device libraries are linked in — those libraries are written for exact
// IEEE operations (range reductions rely on them) and must not be touched,
// so the pass runs once, early, and the vectorizer carries the flags along
// (widening copies them). Guarantees: only flags are added; no instruction
// is created, removed or moved; declarations are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_FASTMATH_H
#define SPMDC_VECTORIZER_FASTMATH_H

#include "llvm/IR/FMF.h"
#include "llvm/IR/PassManager.h"

namespace spmdc {

/// The flags --opt=fast-math sets; without \p Contract (--opt=disable-fma)
/// no fusing into FMA.
llvm::FastMathFlags fastMathFlags(bool Contract);

/// Adds \p FMF to every floating-point operation defined in \p M. Returns
/// the number of instructions changed.
unsigned addFastMathFlags(llvm::Module &M, llvm::FastMathFlags FMF);

/// `spmd-fast-math` (spmdc-opt: `spmd-fast-math` or
/// `spmd-fast-math<no-contract>`).
struct SpmdFastMathPass : llvm::PassInfoMixin<SpmdFastMathPass> {
  explicit SpmdFastMathPass(bool Contract = true) : Contract(Contract) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

private:
  bool Contract;
};

} // namespace spmdc

#endif
