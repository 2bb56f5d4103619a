//===- GpuTaskContinuation.h - Code after a sync as a kernel ----*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower" (GpuTasks.h): a GPU kernel cannot wait for the
// grids it launches -- they run after it, launched by the host stub -- so
// a `sync` followed by code that may read what the tasks wrote is split:
//
//   task/export F:  ...A...; launch[..] g(..); sync; ...B...
//   becomes
//   F:      ...A...; launch[..] g(..);
//           frame = ISPCAlloc(W x 8 bytes per live value);
//           frame[k][lane] = (each value of A that B uses);
//           launch[1] F_contN(frame); return
//   F_contN (a task of the module, one gang):
//           (each value) = frame[k][lane]; ...B...
//
// and the host runs the queue depth first (HostStub.h): a grid's own
// launches, and theirs, finish before the next record, so F_contN runs
// after g's tasks and everything they launched -- ISPC's sync semantics.
// B may itself sync again: the continuation is split the same way.
//
// The split is sound only where the whole gang reaches the sync exactly
// once, with nothing private to carry over; anything else stays diagnosed
// (reason given):
//   - F is a kernel entry (task, or void export: a result read back by the
//     host cannot wait for a continuation);
//   - the sync is not in a cycle, and every divergent branch that reaches
//     it is post-dominated by it (a branch on the task handle, the
//     frontend's `if (handle) sync`, is uniform);
//   - the values B uses are scalars, pointers or short vectors of at most
//     8 bytes, none of them pointing to private memory, and B uses no
//     gang-shared (workgroup) variable: neither survives the kernel. A
//     private variable that only B uses is recreated in the continuation;
//   - the frame fits a task argument block (GpuTaskQueue::SinkBytes).
// On NVPTX the warp is synchronized (bar.warp.sync) before the frame is
// written, so the one record per gang is made by a converged warp.
//
// Expects: SPMD IR after inlining and allocas in the private address space
// (prepareGpuModule), the lane index already lowered, launches and syncs not
// yet. Guarantees: valid IR; every sync that still has memory accesses after
// it is reported.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUTASKCONTINUATION_H
#define SPMDC_GPU_BACKEND_GPUTASKCONTINUATION_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class CallInst;
class Module;
class Value;
} // namespace llvm

namespace spmdc {

/// The task handles of \p M: the slots (private variables, or gang-shared
/// ones) that the launch machinery and the syncs use (the frontend's
/// `%task.handle`; a constant null handle is none).
llvm::SmallPtrSet<const llvm::Value *, 8> gpuTaskHandles(llvm::Module &M);

/// Splits the syncs of \p M for which \p NeedsSplit is true (see the file
/// comment); for one that cannot be split it calls \p Refuse with the
/// reason. New continuation functions are tasks (spmd.kind "task") whose
/// syncs are handled the same way. Returns false if any was refused.
bool splitSyncContinuations(
    llvm::Module &M, Arch A, unsigned WaveSize,
    llvm::FunctionAnalysisManager &FAM,
    llvm::function_ref<bool(llvm::CallInst &)> NeedsSplit,
    llvm::function_ref<void(llvm::CallInst &, const std::string &)> Refuse);

} // namespace spmdc

#endif
