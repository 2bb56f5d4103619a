//===- GpuHeap.h - `uniform new`/`delete` on a GPU --------------*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower": the frontend's `uniform new` and `delete`
// (calls to spmdrt_aligned_alloc(align, bytes) / spmdrt_aligned_free(p),
// docs/spmd-ir.md) allocate from a device heap on the GPU targets:
//
//   - the heap is the module's exported global `spmdc_heap`
//     ([HeapBytes x i8] in global memory, zero-initialised, so it costs no
//     image bytes and starts as an empty heap); its size is
//     --gpu-heap-size (default DefaultGpuHeapBytes);
//   - the allocator (device/DeviceHeap.cpp: bump allocation plus lock-free
//     size-class free lists) is embedded bitcode, linked in only when the
//     module allocates, made internal;
//   - each call runs once per gang, in the first active lane, and the
//     pointer is broadcast to the gang (GpuCrossLane.h's emitOncePerGang),
//     as `uniform new` allocates one block for the gang; an allocation that
//     does not fit returns NULL, as spmdrt's does on the CPU.
//
// The heap lives as long as the loaded module (the host stub loads it once),
// so a block allocated by one call may be freed by a later one, as on the
// CPU.
//
// Expects: SPMD IR after inlining, before the kernels are made. Guarantees:
// no spmdrt_aligned_alloc/free call is left; valid IR.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUHEAP_H
#define SPMDC_GPU_BACKEND_GPUHEAP_H

#include "tools/spmdc/Targets.h"

#include <cstdint>

namespace llvm {
class Module;
} // namespace llvm

namespace spmdc {

/// Name of the heap global (the host stub can find it by this name).
inline constexpr const char *GpuHeapName = "spmdc_heap";
/// CUDA's default device malloc heap is 8 MiB as well.
inline constexpr uint64_t DefaultGpuHeapBytes = uint64_t(8) << 20;
/// Limits of --gpu-heap-size: room for the state and one block; 4 GiB.
inline constexpr uint64_t MinGpuHeapBytes = 4096;
inline constexpr uint64_t MaxGpuHeapBytes = uint64_t(4) << 30;

/// Lowers the allocations of \p M (see the file comment). Returns false
/// after reporting an error through the module's LLVMContext.
bool lowerGpuHeap(llvm::Module &M, Arch A, unsigned WaveSize,
                  uint64_t HeapBytes);

} // namespace spmdc

#endif
