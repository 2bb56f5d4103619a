//===- GpuDeviceLibs.h - extern "C" functions on GPUs: --device-lib -*- C++
//-*-===//
//
// \file
// Part of "spmd-gpu-lower": `extern "C"` functions and `extern` globals
// are the application's, and a GPU cannot call into the host. The user
// gives their device code instead, as LLVM bitcode or IR text compiled for
// the GPU (`--device-lib=<file>`, repeatable), e.g.
//
//   clang-22 -x c --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O2 \
//            -emit-llvm -c dev.c -o dev.bc
//   clang-22 -x c --target=nvptx64-nvidia-cuda -march=sm_80 -O2 \
//            -emit-llvm -c dev.c -o dev.bc
//
// (or `-x hip --cuda-device-only` / `-x cuda --cuda-device-only`). Then:
//
//   - each file must be readable LLVM bitcode or IR text whose triple is
//     the target's architecture (amdgcn / nvptx64); its functions must be
//     compiled for the processor (amdgcn: the same gfx processor and wave
//     size; nvptx: an sm_ no newer than --mcpu's) or for none;
//     loadDeviceLibrary() checks this, the driver calls it up front;
//   - every extern "C" function the module calls is looked up in the
//     libraries, in command-line order (the first definition wins); its
//     definition must have the declaration's LLVM signature and C's
//     sign/zero extension of small integers and bool, else an error names
//     the function, both signatures and the file;
//   - each call keeps ISPC's semantics (docs/language.md): it runs ONCE
//     for the gang, in the first active lane (emitOncePerGang), its uniform
//     arguments being that lane's, and its result is broadcast to the
//     gang; it stays behind the frontend's branch on any(true), so no lane
//     active means no call;
//   - every `extern` global the module uses must be defined by a library
//     (same value type, or an array of the same element type for an
//     unsized one); it keeps its name and external linkage in the image;
//   - the libraries are linked with BitcodeLink.h (only what is needed,
//     internal, compiled for the kernels' processor).
//
// A call of an extern "C" function that no library defines stays for
// checkGpuLowerable ("a call to 'f' (no device library) ...") when no
// --device-lib was given, and is an error naming the function and the
// libraries otherwise; an `extern` global no library defines is an error.
//
// Expects: SPMD IR after spmd-lane-count, before the kernels are made.
// Guarantees: valid IR; resolved extern "C" functions and globals defined
// in the module.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUDEVICELIBS_H
#define SPMDC_GPU_BACKEND_GPUDEVICELIBS_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace spmdc {

/// Reads, parses and checks the device library \p Path for \p Processor
/// of \p A (see the file comment). The error message does not repeat the
/// path.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadDeviceLibrary(llvm::StringRef Path, Arch A, llvm::StringRef Processor,
                  llvm::LLVMContext &Ctx);

/// Resolves \p M's extern "C" calls and extern globals against the
/// libraries \p Paths and links them. Returns false after reporting an
/// error through the module's LLVMContext.
bool linkDeviceLibraries(llvm::Module &M, Arch A, unsigned WaveSize,
                         llvm::StringRef Processor,
                         llvm::ArrayRef<std::string> Paths);

} // namespace spmdc

#endif
