//===- X86SelectConstants.h - Blend constants in registers (AVX-512) -*- C++ -*-===//
//
// \file
// x86-select-constants: the constant operands of a vector `select` inside a
// loop are materialized once in the loop's preheader (a no-op bitcast, which
// CodeGenPrepare leaves where it is), on x86 targets with 32 vector
// registers (AVX-512).
//
// Why: LLVM 22's x86 instruction selection folds a splat constant into an
// AVX-512 masked blend as a broadcast memory operand
// (`vpblendmd .LCPI0_1(%rip){1to16}, %zmm0, %zmm5 {%k1}`), and MachineLICM
// does not unfold the masked form to hoist the load, so each blend loads
// its constant again every iteration. A DARM meld of two sides that differ
// in constants only (probe20's `const_sides`: murmur3's finalizer against
// another's) selects four constants per iteration: four more loads in a
// loop bound by its loads and stores, which ran 0.85-0.87x of
// --no-darm on the EPYC (znver4) although llvm-mca and the model call it
// faster. With the constants in registers the same melded loop runs
// 1.09-1.16x of --no-darm (docs/darm.md, "Loops over constant tables,
// and selected constants in registers"). On AVX2 the blend
// (`vblendvps`) takes its constants in registers already.
//
// Which constants: the operands of a select of two constants with a
// vector condition, in a loop with a preheader, neither of them zero or
// all ones (a constant against zero, as the vector math selects them,
// is one masked broadcast either way), and neither used otherwise in
// the loop (bench meld_shader compares against the 0.5 it also selects:
// with the 0.5 in a register isel recomputed the compare, 0.97-0.98x);
// at most MaxPerLoop distinct constants per loop, each fitting one
// vector register (a <16 x double> pair held across probe18's `kepler`
// loop ran 0.95-0.96x), so that the loop keeps registers for its values. A select of a value and a constant is left:
// it may be a min, max or clamp, which isel matches only against the
// constant itself (bench srad_coef's `vminps` became a compare and two
// moves, 0.91x).
//
// Expects: optimized IR just before code generation (InstCombine folds
// the bitcasts away). Guarantees: the same values; functions for other
// targets, and selects outside loops, are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_X86SELECTCONSTANTS_H
#define SPMDC_VECTORIZER_X86SELECTCONSTANTS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

struct X86SelectConstantsPass : llvm::PassInfoMixin<X86SelectConstantsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace spmdc

#endif
