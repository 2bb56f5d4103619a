//===- VectorMath.h - Highway vector math linked into a module --*- C++ -*-===//
//
// \file
// spmd-vector-math: after widening, the vector calls of the math
// intrinsics (`llvm.sin.v16f32`, `llvm.atan2.v8f64`, …) would become one
// libm call per lane. This pass replaces each by calls to
// `__spmd_vm_<fn>_<f32|f64>` from the vector math bitcode of the target's
// ISA (runtime/vmath/spmd_vmath.cpp, Highway, compiled at spmdc's build
// time at the ISA's native width N): a W-lane call becomes ⌈W/N⌉ calls on
// N-lane pieces (padded with 1.0 when W is not a multiple of N), and links
// the functions used into the module (llvm::Linker, LinkOnlyNeeded), with
// internal linkage, `alwaysinline` and the target attributes of the
// module's own functions, so the object stays self-contained and the math
// inlines into the kernels. Scalar (uniform) calls stay libm calls; a
// function the library does not have (double pow on sse4) stays per-lane
// libm.
//
// Scalable calls (`llvm.exp.nxv4f32`, length-agnostic SVE) take the `sve`
// library, whose entry points are scalable too (`<vscale x 4 x float>`,
// `<vscale x 2 x double>`): a gang of vscale × K lanes becomes K/N calls on
// the pieces of llvm.vector.extract, joined by llvm.vector.insert (doubles
// in a 32-bit-lane gang: two calls), or one call on an operand inserted
// into a vector of 1.0 when K < N. Fixed-width calls may use it too
// (fixed-length SVE from 256 bits up, tools/spmdc/Pipeline.cpp): pieces of
// as many lanes as the library's vector has at the function's smallest
// vscale (vscale_range), each inserted at 0 into a scalable vector of 1.0
// and taken back with llvm.vector.extract. A scalable call cannot be unrolled
// into libm calls by LLVM, so a library without the function, or with
// fixed-width entry points, is reported as an internal error.
//
// Expects: a widened module whose functions carry the target attributes
// (target-cpu/-features), and the bitcode of the same architecture (for
// scalable calls, the `sve` one).
// Guarantees: every replaced call computes the same lanes; a bitcode that
// fails to load or link is reported through the LLVMContext (an internal
// error), never a crash.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_VECTORMATH_H
#define SPMDC_VECTORIZER_VECTORMATH_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Replaces the vector math intrinsic calls of \p M with the functions of
/// \p Bitcode and links them in. Returns true if \p M changed.
bool linkVectorMath(llvm::Module &M, llvm::StringRef Bitcode);

class SpmdVectorMathPass : public llvm::PassInfoMixin<SpmdVectorMathPass> {
public:
  explicit SpmdVectorMathPass(llvm::StringRef Bitcode) : Bitcode(Bitcode) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

private:
  llvm::StringRef Bitcode;
};

} // namespace spmdc

#endif
