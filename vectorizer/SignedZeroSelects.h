//===- SignedZeroSelects.h - Keep min/max against a zero exact -*- C++ -*-===//
//
// \file
// signed-zero-selects: in `select (fcmp P x, Z), x, Z` (or with the arms
// swapped, or the compare's operands swapped), where Z is a +0.0 or -0.0
// constant (scalar or splat) and neither instruction has `nsz`, the
// compare's zero becomes the zero of the other sign. The compare gives
// the same result (IEEE compares treat the zeros as equal), but LLVM 22's
// SelectionDAG builder no longer turns the pair into FMINNUM/FMAXNUM.
//
// Why: that builder matches the pattern through ValueTracking's
// matchSelectPattern, which skips its signed-zero check when the compare
// and the select use the same zero (LLVM issue 93414, fixed after LLVM 22
// by PR 210077). AArch64 (fminnm/fmaxnm), NVPTX (min.f32) and AMDGPU
// (v_min_f32) order -0 below +0, so ISPC's `min(x, 0.0f)`, which is
// `x < 0 ? x : 0`, gave -0.0 for x = -0.0 on neon, sve and the GPUs
// (+0.0 on x86 and in the IR), and `max(x, -0.0f)` +0.0 for x = +0.0
// (session 25, probe25l). With different zeros the builder checks the
// signs and emits a compare and a select. x86 is left alone: its
// minps/maxps keep the select's operand order, so isel's min/max there
// are exact (and the instruction is cheaper than a compare and a blend).
//
// Expects: optimized IR just before code generation (InstCombine turns a
// compare against -0.0 back into one against +0.0). Guarantees: the same
// values; only the constant operand of such compares changes, and
// functions for x86 are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_SIGNEDZEROSELECTS_H
#define SPMDC_VECTORIZER_SIGNEDZEROSELECTS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

struct SignedZeroSelectsPass : llvm::PassInfoMixin<SignedZeroSelectsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace spmdc

#endif
