//===- SplitSelectedDivisors.h - One division per constant divisor -*- C++ -*-===//
//
// \file
// split-selected-divisors: `x / select(c, C1, C2)` with constant divisors
// back into `select(c, x / C1, x / C2)` (also %, signed and unsigned) --
// and a divisor with exactly one bit unknown, which takes two constant
// values (InstCombine makes `(v & 1) ^ 5` of `select((v & 1) != 0, 4, 5)`),
// into a select on that bit -- when
// the target prices two divisions by constants and a blend below one by a
// variable vector -- on x86, which has no vector integer division, a
// variable divisor is one scalar `idiv` per lane, a constant one a few
// multiplies.
//
// InstCombine folds the other way (a select of two divisions of the same
// value becomes one division by the selected divisor), which is right for
// scalar code and wrong for vectors here. The select is what DARM leaves
// when the two sides of a branch divide by different constants (it keeps
// the divisions apart for this reason, docs/darm.md: `v % 7` against `v %
// 5` in two melded loops ran 0.65x before this pass), and what a user's
// `x % (c ? 7 : 5)` is.
//
// Expects: optimized IR, after the last InstCombine (which would fold the
// select back). Guarantees: the same values (each constant divisor is
// nonzero in every lane, and not -1 for signed operations, so dividing
// every lane by it is defined); nothing else changes; scalar divisions
// and divisions the target prices as cheap are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_SPLITSELECTEDDIVISORS_H
#define SPMDC_VECTORIZER_SPLITSELECTEDDIVISORS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

struct SplitSelectedDivisorsPass
    : llvm::PassInfoMixin<SplitSelectedDivisorsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace spmdc

#endif
