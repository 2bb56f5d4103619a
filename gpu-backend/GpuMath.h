//===- GpuMath.h - Device math libraries for the GPU targets ----*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower": the math intrinsics neither GPU backend expands
// by itself become calls into the vendor's device math library, and only the
// functions used (and what they call) are linked into the module:
//
//   nvptx   every transcendental (sin cos tan asin acos atan atan2 sinh cosh
//           tanh exp exp2 exp10 log log2 log10 pow), float and double ->
//           __nv_<f>f / __nv_<f> from CUDA's libdevice.10.bc; the module
//           gets "nvvm-reflect-ftz"=0 (no flush to zero) for NVVMReflect;
//   amdgcn  the same list in double, and in float the ones the AMDGPU
//           backend does not expand (tan asin acos atan atan2 sinh cosh
//           tanh exp10 pow) -> __ocml_<f>_f32/_f64 from ROCm's ocml.bc
//           (Debian: rocm-device-libs). ocml's control variables
//           (__oclc_*) are defined here: IEEE (no finite-only, no unsafe
//           math, no denormal flushing, correctly rounded sqrt), the wave
//           size and the ISA version of the processor.
//
// The libraries are found through $SPMDC_LIBDEVICE / $SPMDC_OCML, then
// the usual install locations ($CUDA_HOME, /usr/local/cuda, Debian's
// nvidia-cuda-toolkit; /usr/lib/<multiarch>/amdgcn/bitcode, /opt/rocm).
// A missing library is an error at the first call that needs it. ROCm's
// ockl.bc (printf over hostcall, GpuPrint.h) is linked the same way.
//
// Expects: the module after spmd-lane-count. Guarantees: valid IR with no
// call to a math intrinsic the backend cannot select; linked library
// functions are internal (dropped when unused after inlining).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUMATH_H
#define SPMDC_GPU_BACKEND_GPUMATH_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringRef.h"

namespace llvm {
class Module;
} // namespace llvm

namespace spmdc {

/// Links the device math \p M needs for \p Processor of \p A (wave size
/// \p WaveSize). Returns false after reporting an error through the
/// module's LLVMContext.
bool linkGpuMath(llvm::Module &M, Arch A, llvm::StringRef Processor,
                 unsigned WaveSize);

/// Links the vendor libraries whose functions \p M calls (linkGpuMath does
/// this after its replacements): libdevice (__nv_*) on nvptx; ocml
/// (__ocml_*) and ockl (__ockl_*, the device printf of GpuPrint.h) on
/// amdgcn, whose __oclc_* controls are defined once, after both. ockl is
/// found through $SPMDC_OCKL, next to the ocml.bc in use, or in the same
/// places. Returns false after reporting an error.
bool linkGpuDeviceLibraries(llvm::Module &M, Arch A, llvm::StringRef Processor,
                            unsigned WaveSize);

} // namespace spmdc

#endif
