//===- ScalableLaneLoops.h - Per-lane loops, scalable vectors -*- C++ -*-===//
//
// \file
// sve-lane-loops: operations on scalable vectors that LLVM 22's AArch64
// backend cannot select become a loop over the lanes. A fixed-length
// vector operation without an instruction (`frem`, a `sin` call) is
// unrolled by the backend into one libm call per lane; a scalable one has
// no known lane count, and instruction selection aborts instead ("Possible
// incorrect use of EVT::getVectorNumElements() for scalable vector"): see
// tests/lit/codegen/sve-scalable/lane-loop-ops.ll. The pass stores each
// vector operand into a stack slot of its scalable type, runs the scalar
// operation on element i for i < vscale × N, and loads the result back.
//
// Which operations: `frem` (ISPC's fmod), `llvm.ldexp`, and, with
// AllMath, every math intrinsic without an SVE instruction (sin, exp,
// pow, …), for `--math-lib=system`, where no vector-math library replaces
// them (spmd-vector-math does otherwise).
//
// Expects: IR of a function whose scalable vectors come from the widener
// (`-target sve-vla`), after spmd-vector-math. Guarantees: the same value
// in every lane (inactive lanes compute too, as the fixed-length
// unrolling does; the scalar operations do not trap); fixed-length
// vectors and every other instruction left alone; valid IR.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_SCALABLELANELOOPS_H
#define SPMDC_VECTORIZER_SCALABLELANELOOPS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Instruction;
} // namespace llvm

namespace spmdc {

/// True if \p I has a scalable vector result that the AArch64 backend
/// cannot select; \p AllMath also counts math intrinsics with no SVE
/// instruction (sin, exp, …), which the vector-math library otherwise
/// replaces.
bool needsLaneLoop(const llvm::Instruction &I, bool AllMath);

/// Replaces each such instruction of \p F by a per-lane loop; true if F
/// changed.
bool lowerToLaneLoops(llvm::Function &F, bool AllMath);

struct SveLaneLoopsPass : llvm::PassInfoMixin<SveLaneLoopsPass> {
  explicit SveLaneLoopsPass(bool AllMath = false) : AllMath(AllMath) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
  bool AllMath;
};

} // namespace spmdc

#endif // SPMDC_VECTORIZER_SCALABLELANELOOPS_H
