//===- BitcodeLink.h - Linking device bitcode libraries ---------*- C++ -*-===//
//
// \file
// The one way the GPU backend links an LLVM bitcode library into a device
// module. Three users: the device heap (GpuHeap.h, embedded bitcode), the
// vendors' math libraries (GpuMath.h, libdevice / ocml) and the user's
// `--device-lib` files (GpuDeviceLibs.h). Each of them wants the same:
//
//   - the library takes the module's triple and data layout: vendor
//     libraries carry a generic triple ("nvptx64-nvidia-gpulibs") or an
//     older layout, spmdc's own are compiled without a processor;
//   - only what the module declares, and what that needs, is linked
//     (Linker::LinkOnlyNeeded): a library of hundreds of functions costs
//     nothing for the ones not called;
//   - what the library brought in is the module's own business: internal
//     (not a kernel, not exported, dropped once inlined), except, when
//     asked, the global variables the module itself declared (the
//     application's `extern` globals keep their name in the image);
//   - when asked, the library's functions are compiled for the module's
//     processor: they take target-cpu/target-features from the module's
//     own functions (bitcode compiled for no processor, or for an older
//     NVIDIA one).
//
// Expects: a module whose functions carry the processor's target-cpu (the
// driver's applyTargetAttributes). Guarantees: on success the module is
// valid IR with the library's needed definitions; on failure the error
// says why (the module may be half linked: the caller stops compiling).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_BITCODELINK_H
#define SPMDC_GPU_BACKEND_BITCODELINK_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace spmdc {

struct BitcodeLinkOptions {
  /// The library's functions take the module's target-cpu/target-features.
  bool AdoptTargetAttributes = false;
  /// Global variables the module declared and the library defines keep
  /// external linkage; everything else the library brings in is internal.
  bool KeepDeclaredVariablesExternal = false;
};

/// Parses \p Buffer, LLVM bitcode or LLVM IR text, into a module of \p Ctx.
llvm::Expected<std::unique_ptr<llvm::Module>>
parseBitcodeLibrary(llvm::MemoryBufferRef Buffer, llvm::LLVMContext &Ctx);

/// Links what \p M needs from \p Lib into \p M (see the file comment).
llvm::Error linkBitcodeLibrary(llvm::Module &M,
                               std::unique_ptr<llvm::Module> Lib,
                               const BitcodeLinkOptions &Opts = {});

} // namespace spmdc

#endif
