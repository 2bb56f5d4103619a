//===- CodeObject.h - GPU code generation: code objects and PTX -*- C++ -*-===//
//
// \file
// Turns the optimized GPU module into what a vendor runtime loads:
//
//   amdgcn: an AMDGPU ELF relocatable object from LLVM's AMDGPU backend,
//           linked by `ld.lld -shared` into an HSA code object (.hsaco),
//           the form hipModuleLoadData accepts;
//   nvptx:  PTX text from LLVM's NVPTX backend, which cuModuleLoadData
//           JIT-compiles for the device (so one PTX file serves every GPU
//           at least as new as --mcpu).
//
// and, for --emit-asm, the AMDGPU assembly (PTX is its own assembly).
//
// Expects: a module after the GPU pipeline, and the target machine it was
// compiled for. Guarantees: on success the bytes of the loadable image
// (PTX: NUL-free text); on failure an error message (e.g. ld.lld missing or
// failing), never a partial image.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_CODEOBJECT_H
#define SPMDC_GPU_BACKEND_CODEOBJECT_H

#include "tools/spmdc/Targets.h"

#include <string>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace spmdc {

enum class GpuImageKind {
  Loadable, ///< .hsaco (amdgcn) or PTX (nvptx)
  Assembly, ///< AMDGPU assembly, or PTX
};

/// Generates code for \p M. Returns false and sets \p Err on failure.
bool emitGpuImage(llvm::Module &M, llvm::TargetMachine &TM, Arch A,
                  GpuImageKind Kind, std::string &Image, std::string &Err);

/// The linker used for AMDGPU code objects: $SPMDC_LLD, else ld.lld-22 or
/// ld.lld next to the LLVM tools, else on PATH; "" if none is found.
std::string findLld();

} // namespace spmdc

#endif
