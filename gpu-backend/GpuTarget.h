//===- GpuTarget.h - AMDGPU and NVPTX target descriptions -------*- C++ -*-===//
//
// \file
// The GPU half of the target table: `-target amdgcn --mcpu=gfx90a|gfx942|
// gfx1100` and `-target nvptx --mcpu=sm_80|sm_90`. One gang is one
// wavefront/warp, so programCount is the wave size the processor runs:
// 64 on gfx9 (CDNA), 32 on gfx11 (RDNA 3, wave32 by default), 32 on NVIDIA.
//
// Expects: a GPU TargetDesc from the table in tools/spmdc/Targets.cpp.
// Guarantees: resolveGpuTarget() returns a description whose CPU is the
// processor and whose Width is its wave size, or an error message naming
// the processors spmdc knows for that architecture.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUTARGET_H
#define SPMDC_GPU_BACKEND_GPUTARGET_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace spmdc {

/// True for the AMDGPU and NVPTX architectures.
bool isGpuArch(Arch A);

/// The processor used when --mcpu is not given (gfx90a, sm_80).
llvm::StringRef defaultGpuProcessor(Arch A);

/// The wave (wavefront / warp) size of \p Processor, or 0 when spmdc does
/// not know the processor for \p A.
unsigned waveSizeOf(Arch A, llvm::StringRef Processor);

/// \p Base (a GPU target) specialised for \p Processor ("" for the default).
/// On error returns nullopt and sets \p Err.
std::optional<TargetDesc> resolveGpuTarget(const TargetDesc &Base,
                                           llvm::StringRef Processor,
                                           std::string &Err);

/// The data layout the frontend writes SPMD IR under: \p TargetLayout with
/// allocas in address space 0, so that the addresses of locals are generic
/// pointers like every other pointer of SPMD IR (on AMDGPU private memory is
/// addrspace(5); spmd-gpu-lower moves the allocas there, behind casts).
std::string spmdIRDataLayout(llvm::StringRef TargetLayout);

} // namespace spmdc

#endif
