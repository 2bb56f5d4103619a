//===- X86ByteMulWiden.h - Byte multiplies in full registers for x86 -*- C++ -*-===//
//
// \file
// x86-byte-mul-widen: a workaround for LLVM 22's x86 instruction selection.
// A multiply of fewer than 16 bytes (`mul <8 x i8>`, `<4 x i8>`, `<2 x i8>`:
// the byte arithmetic of an 8-, 4- or 2-lane gang) is widened by type
// legalization to `<16 x i8>` with undefined upper lanes. On AVX targets
// (haswell, skylake-avx512, znver3/4; not SSE4.2) when one operand is a
// shuffle (a reversal or rotation: a reversed store's value, which
// InstCombine hoists above the multiply) of a signed division or remainder
// by a constant, the DAG combiner folds the whole product to zero or to
// wrong bytes. spmdc-difftest found it (seed 9010, kernel 976:
// `on8[231 + n - 1 - i] = (int8)((uint8)(a8[i] % 11) * (uint8)u1)` on avx2);
// an llc matrix over divisions, shuffles, operands, widths and CPUs showed
// 21 of 270 functions wrong, all of this shape, and none after this pass.
//
// The pass does the widening itself, with defined lanes: both operands are
// padded to 128 bits with zero bytes, multiplied as `<16 x i8>` and the low
// lanes taken back. The instructions are those the legalizer would have
// produced (the padding is free: `movq`/`movd` already zero the rest of the
// register).
// Reproducer: tests/lit/codegen/x86-byte-mul-widen.ll.
//
// Expects: optimized IR just before code generation (InstCombine would
// narrow the multiply again). Guarantees: the same values; functions of
// other architectures, and multiplies of 128 bits or more or of other
// element types are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_X86BYTEMULWIDEN_H
#define SPMDC_VECTORIZER_X86BYTEMULWIDEN_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Widens the sub-128-bit byte-vector multiplies of \p F when F is compiled
/// for x86. Returns true if F changed.
bool widenX86ByteMultiplies(llvm::Function &F);

struct X86ByteMulWidenPass : llvm::PassInfoMixin<X86ByteMulWidenPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace spmdc

#endif
