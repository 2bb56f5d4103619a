//===- GpuTasks.h - ISPC tasks as grids of gangs on a GPU --------*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower": ISPC's task ABI (docs/spmd-ir.md "Tasks") on a
// GPU, where a launch is a grid of gangs and the host does the launching.
//
//   task f             a kernel `f(ptr addrspace(1) data, i32 n0, n1, n2)`
//                      run as a grid n0 x n1 x n2 of one-wave workgroups:
//                      taskIndex0..2 = workgroup (block) id x/y/z,
//                      taskCount0..2 = n0..n2, taskIndex = taskIndex0 +
//                      n0*(taskIndex1 + n1*taskIndex2), taskCount = n0*n1*n2,
//                      threadIndex/threadCount = taskIndex/taskCount (each
//                      workgroup is its own "thread": no two running tasks
//                      share a threadIndex). Its body is the task function.
//   ISPCAlloc          the argument block is carved (one atomic add by the
//                      first active lane) out of the module's task queue, a
//                      device global `spmdc_task_queue` (GpuTaskQueue below);
//   ISPCLaunch         appends a record {task id, block offset, n0, n1, n2}
//                      to the queue (an empty grid appends nothing);
//   ISPCSync           nothing on the device: the host stub (HostStub.h),
//                      once a kernel has finished, launches the recorded
//                      grids in record order, each after the previous one
//                      finished, until the queue is empty -- tasks launched
//                      by tasks included -- and only then returns.
//
// Deferring the launches is ISPC-correct exactly when nothing after a `sync`
// could see the tasks' work. Code after a sync that touches memory other
// than the launch machinery (further launches and their argument blocks),
// in the function or, through returns, in its callers, becomes a
// continuation kernel that the host runs after the tasks
// (GpuTaskContinuation.h) where that is sound, and is diagnosed at the sync
// ("cannot be mapped", with the reason) where not, never miscompiled. The
// host runs the queue depth first: the grids a grid recorded (and theirs)
// run before the next record. A launch whose target is
// not a task function of the module is diagnosed too. Records that do not
// fit the queue set its overflow word, which the host reports as a failed
// launch.
//
// Expects: SPMD IR after inlining, before the kernels are made. Guarantees
// (lowerGpuTasks): no ISPCAlloc/ISPCLaunch/ISPCSync call and no task handle
// is left; named metadata !spmd.gpu.tasks lists the task functions in
// task-id order; (makeGpuTaskKernels) every task function is the body of a
// kernel of its name.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUTASKS_H
#define SPMDC_GPU_BACKEND_GPUTASKS_H

#include "tools/spmdc/Targets.h"

#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace spmdc {

/// The layout of `spmdc_task_queue`, shared with the host runtime text:
/// a header {u32 count, u32 arg bytes used, u32 overflow, u32 0}, then
/// MaxRecords records of six u32 {task id, arg offset, n0, n1, n2, 0}, then
/// ArgBytes bytes of argument blocks (16-byte aligned) and a SinkBytes
/// area that absorbs the stores of a block that did not fit.
struct GpuTaskQueue {
  static constexpr const char *Name = "spmdc_task_queue";
  static constexpr uint32_t MaxRecords = 4096;
  static constexpr uint32_t RecordWords = 6;
  static constexpr uint32_t HeaderBytes = 16;
  static constexpr uint32_t RecordsOffset = HeaderBytes;
  static constexpr uint32_t ArgsOffset =
      RecordsOffset + MaxRecords * RecordWords * 4;
  static constexpr uint32_t ArgBytes = 1u << 20;
  static constexpr uint32_t SinkBytes = 1u << 16;
  static constexpr uint32_t TotalBytes = ArgsOffset + ArgBytes + SinkBytes;
};

/// Name of the named metadata that lists the task kernels by id.
inline constexpr const char *GpuTasksMDName = "spmd.gpu.tasks";

/// Lowers tasks, launches and syncs of \p M (see the file comment). Returns
/// false after reporting an error through the module's LLVMContext.
/// Syncs followed by memory accesses are first split into continuation
/// kernels where that is sound (GpuTaskContinuation.h; \p FAM for its
/// uniformity and post-dominator analyses).
bool lowerGpuTasks(llvm::Module &M, Arch A, unsigned WaveSize,
                   llvm::FunctionAnalysisManager &FAM);

/// Every task function of \p M becomes the body of a kernel of its name.
void makeGpuTaskKernels(llvm::Module &M, Arch A, unsigned WaveSize);

/// The task kernels of \p M in id order (from !spmd.gpu.tasks).
std::vector<std::string> gpuTaskKernels(const llvm::Module &M);

} // namespace spmdc

#endif
