//===- VMathBitcode.h - The embedded vector math bitcode --------*- C++ -*-===//
//
// \file
// The LLVM bitcode of runtime/vmath/spmd_vmath.cpp for one ISA, compiled at
// spmdc's build time and embedded in the compiler.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_RUNTIME_VMATH_VMATHBITCODE_H
#define SPMDC_RUNTIME_VMATH_VMATHBITCODE_H

#include <cstddef>

namespace spmdc {

struct EmbeddedBitcode {
  const unsigned char *Data = nullptr;
  size_t Size = 0;
};

/// The vector math bitcode for "avx512", "avx2", "sse4", "neon" (entry
/// points of the ISA's register width) or "sve" (scalable entry points,
/// `<vscale x 4 x float>` / `<vscale x 2 x double>`), or the same names
/// with "_fast" (no libm fix-up outside the accurate ranges); empty for any
/// other name.
EmbeddedBitcode vectorMathBitcode(const char *Isa);

} // namespace spmdc

#endif
