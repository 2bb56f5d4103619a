//===- GpuLowering.h - SPMD IR to SIMT kernels (AMDGPU, NVPTX) --*- C++ -*-===//
//
// \file
// "spmd-gpu-lower": on a GPU a gang is one wavefront/warp and each program
// instance is a hardware lane, so the per-lane SPMD IR is already SIMT code;
// nothing is widened and the hardware masks inactive lanes. This pass only
// maps what concerns the gang as a whole:
//
//   - every export function `f` becomes a kernel `f` (amdgpu_kernel /
//     ptx_kernel calling convention) that the host launches as ONE
//     workgroup of ONE wave (amdgpu-flat-work-group-size=W,W,
//     uniform-work-group-size / nvvm.reqntid=W). Pointer parameters arrive
//     as global pointers (addrspace(1)) and are cast to generic (flat)
//     pointers for the body, `bool` parameters arrive as i8, and a return
//     value is stored through an extra trailing global pointer parameter
//     (the host stub reads it back; gpu-backend/HostStub.h). The body is the
//     old function, renamed `f.body`, internal and always inlined;
//   - @spmd.lane.index() -> llvm.amdgcn.workitem.id.x /
//     llvm.nvvm.read.ptx.sreg.tid.x: with one wave per workgroup the
//     work-item id is the lane, and the backends know its range [0, W);
//   - first, `unmasked` regions (GpuPredicate.h): markers dropped where the
//     gang is converged, the kernel software-predicated elsewhere;
//     cross-lane operations and atomics become wave code (GpuCrossLane.h);
//     `print` and assert's message become the device printf, once per gang
//     (GpuPrint.h), and assert's failure path then traps; math the backend
//     cannot expand calls the vendor's device library (GpuMath.h); tasks
//     become grid kernels and launches records in the device task queue
//     (GpuTasks.h);
//   - `uniform new`/`delete` allocate from a device heap (GpuHeap.h);
//   - extern "C" functions and `extern` globals come from the user's
//     --device-lib files, each call running once per gang
//     (GpuDeviceLibs.h);
//   - num_cores() reads the device global `spmdc_num_cores`, which the host
//     stub sets to the device's compute-unit / SM count when it loads the
//     module (the number of gangs the device runs side by side at least);
//   - a gang-shared variable in a function that still exists here (a
//     recursive one: one workgroup copy would serve every activation) is
//     reported as an error, and so is any call left without a device
//     implementation (library calls such as extern "C" functions).
//
// Before the pipeline (before any verifier runs: LLVM's verifier rejects
// allocas outside addrspace(5) on AMDGPU) the driver calls
// prepareGpuModule() on the frontend's module:
//   - a gang-shared variable (an alloca passed to @spmd.gang.shared) moves
//     to workgroup memory (LDS / .shared, addrspace(3)) -- one copy per gang,
//     so a store by any active lane is seen by every lane, ISPC's semantics
//     -- with volatile loads and stores, so no lane keeps a stale copy in a
//     register across a branch that other lanes took (and no cleanup
//     speculates a store); the marker call goes away;
//   - a memset/memcpy of a lane's private object gets the lane's share of
//     the gang-sized length (GpuPrivateMemOps.h);
//   - private allocas move to the datalayout's alloca address space
//     (addrspace(5) on AMDGPU) behind casts to generic pointers.
//
// Expects: SPMD IR (allocas already private) after inline/cleanup and spmd-lane-count (programCount
// already W); internal functions the inliner left (recursive ones) are
// plain device functions. Guarantees: valid IR with no @spmd.lane.index,
// cross-lane, unmasked-marker or task-runtime calls; errors go through
// LLVMContext::diagnose.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPULOWERING_H
#define SPMDC_GPU_BACKEND_GPULOWERING_H

#include "gpu-backend/GpuHeap.h"
#include "tools/spmdc/Targets.h"

#include "llvm/IR/PassManager.h"

#include <string>
#include <vector>

namespace spmdc {

/// Address spaces both GPU backends use the same way.
enum GpuAddrSpace : unsigned {
  GpuGenericAS = 0, ///< flat (AMDGPU) / generic (NVPTX)
  GpuGlobalAS = 1,  ///< host-visible buffers
  GpuSharedAS = 3,  ///< LDS / .shared: one copy per workgroup (= gang)
};

/// The device global holding num_cores(): the number of compute units /
/// streaming multiprocessors, written by the host stub when it loads the
/// module (HostStub.h); 1 until then.
inline constexpr const char *GpuNumCoresName = "spmdc_num_cores";

/// Name of the trailing kernel parameter that receives a return value.
inline constexpr const char *GpuResultParamName = "spmd.result";

/// Calling convention and attributes of kernel \p K whose body is \p Body:
/// one workgroup of one wave of \p WaveSize lanes.
void setGpuKernelAttributes(llvm::Function &K, const llvm::Function &Body,
                            Arch A, unsigned WaveSize);

/// \p F becomes an internal, always-inlined SPMD function (a kernel's body).
void makeAlwaysInlinedBody(llvm::Function &F);

/// Gang-shared variables to workgroup memory, then moveAllocasToPrivate().
void prepareGpuModule(llvm::Module &M);

/// Moves every alloca in address space 0 to the datalayout's alloca address
/// space (nothing to do on NVPTX), behind a cast to a generic pointer, so
/// the SPMD IR around it is unchanged.
void moveAllocasToPrivate(llvm::Module &M);

struct SpmdGpuLowerPass : llvm::PassInfoMixin<SpmdGpuLowerPass> {
  SpmdGpuLowerPass(Arch TheArch, unsigned WaveSize,
                   llvm::StringRef Processor = "",
                   uint64_t HeapBytes = DefaultGpuHeapBytes,
                   std::vector<std::string> DeviceLibs = {})
      : TheArch(TheArch), WaveSize(WaveSize), Processor(Processor.str()),
        HeapBytes(HeapBytes), DeviceLibs(std::move(DeviceLibs)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
  Arch TheArch;
  unsigned WaveSize;
  std::string Processor; ///< --mcpu (ocml's ISA version)
  uint64_t HeapBytes;    ///< --gpu-heap-size (GpuHeap.h)
  std::vector<std::string> DeviceLibs; ///< --device-lib (GpuDeviceLibs.h)
};

} // namespace spmdc

#endif
