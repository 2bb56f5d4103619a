//===- MeldMathCost.h - DARM: vector math calls priced as built -*- C++ -*-===//
//
// Part of DARM's cost model (MeldCost.h). A varying call of a math
// intrinsic (`llvm.sin`, `llvm.exp`, `llvm.pow`, ...) does not become one
// libm call per lane: spmd-vector-math (VectorMath.h) replaces the widened
// call by the Highway routine of the target's ISA, inlined into the
// kernel. TargetTransformInfo prices the vector intrinsic as scalarized
// libm calls (`llvm.cos.v16f32`: about 190 on skylake-avx512, 95 on
// haswell), several times what the routine runs: a side of one `cos` and
// two loads was priced 198, and probe22's `complex_forms` was refused at
// "saves 8 of 414" though it ran 1.40x faster melded.
//
// This prices each routine at what it was measured to cost on the bench
// machine, in units of the target's vector multiply: a microkernel per
// function (`o[i] = sin(x[i])`, arguments in the routine's fast range)
// against one of 16 multiplies and 3 adds (`o[i] = ...x[i] * c...`) and a
// plain copy, timed like darm_timepair.sh's hosts (best of 25 x 4 calls,
// 16384 elements, thread CPU time, pinned), for each x86 library (avx512,
// avx2, sse4) and element type: the routine's time over the copy's,
// divided by a multiply's (the multiply kernel's time over the copy's /
// 19). The price is that count times TTI's price of an `fmul` on the
// gang's vector (<W x T>), so a gang of two library widths (avx2-x16)
// pays two calls (docs/darm-history.md, "Sides as built (session 23)").
//
// Expects: \p II an intrinsic call of the SPMD IR (scalar per lane) whose
//   result is varying, \p VT its gang-wide vector type.
// Guarantees: a pure query. std::nullopt where nothing was measured (an
//   intrinsic spmd-vector-math leaves alone, a library other than the
//   three x86 ones -- libm, NEON, SVE --, a type other than float and
//   double): TTI's price then stands. (A `pow` by a constant calls the
//   routine too: spmd-vector-math runs before LLVM could expand it.) The
//   caller takes this price only where it is below TTI's
//   (MeldInstrCost.cpp: the rest of the model is calibrated on TTI's).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDMATHCOST_H
#define SPMDC_VECTORIZER_DARM_MELDMATHCOST_H

#include <optional>

namespace llvm {
class IntrinsicInst;
class StringRef;
class TargetTransformInfo;
class Type;
} // namespace llvm

namespace spmdc::darm {

/// What the routine of vector math library \p Isa (DarmOptions::MathIsa)
/// that replaces \p II costs on \p VT, the gang's vector of II's type, in
/// TTI's units.
std::optional<double> vectorMathCost(const llvm::IntrinsicInst *II,
                                     llvm::StringRef Isa,
                                     const llvm::TargetTransformInfo &TTI,
                                     llvm::Type *VT);

} // namespace spmdc::darm

#endif
