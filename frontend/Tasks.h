//===- Tasks.h - task functions, launch and sync: shared facts --*- C++ -*-===//
//
// \file
// What the parser (ParseTasks.cpp), Sema (SemaTasks.cpp) and CodeGen
// (CodeGenTasks.cpp) agree on for ISPC's task parallelism:
//
//   task void f(uniform ...);       // a task function
//   launch f(args);                 // one task
//   launch[n] f(args);              // n tasks: taskIndex0 = 0 .. n-1
//   launch[n0, n1, n2] f(args);     // a grid, count0 first
//   launch[n2][n1][n0] f(args);     // the same grid, outermost first
//   sync;                           // waits for this function's tasks
//
// The builtin variables a task function sees, and the index of the task
// entry parameter (ISPC's task ABI, docs/spmd-ir.md "Tasks") that holds each:
//
//   void f(void *data, int threadIndex, int threadCount, int taskIndex,
//          int taskCount, int taskIndex0, int taskIndex1, int taskIndex2,
//          int taskCount0, int taskCount1, int taskCount2);
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_TASKS_H
#define SPMDC_FRONTEND_TASKS_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace spmdc {
namespace fe {

/// Expr::TaskVar: 0 is "not a task variable"; otherwise the value is the
/// index of the task entry parameter that carries it.
enum TaskVar : uint8_t {
  TV_None = 0,
  TV_ThreadIndex = 1,
  TV_ThreadCount = 2,
  TV_TaskIndex = 3,
  TV_TaskCount = 4,
  TV_TaskIndex0 = 5,
  TV_TaskIndex1 = 6,
  TV_TaskIndex2 = 7,
  TV_TaskCount0 = 8,
  TV_TaskCount1 = 9,
  TV_TaskCount2 = 10,
};

/// Number of parameters of a task entry (data pointer + 10 ints).
constexpr unsigned TaskEntryParams = 11;

/// A varying task parameter occupies one [TaskMaxLanes x T] array in the
/// argument block, lane i at index i: enough for any gang size (ISPC's
/// widest targets have 64 lanes).
constexpr unsigned TaskMaxLanes = 64;

// A task that some launch may start with program instances off
// (FuncDecl::PartialEntry) has one more field at the end of its argument
// block, [TaskMaxLanes x i8]: 1 for each instance active at the launch. The
// task's body runs only in those instances.

/// The task variable Name denotes, or TV_None.
TaskVar taskVarFor(llvm::StringRef Name);

/// ISPC's task runtime entry points (a host may bring its own).
inline constexpr const char *ISPCAllocName = "ISPCAlloc";
inline constexpr const char *ISPCLaunchName = "ISPCLaunch";
inline constexpr const char *ISPCSyncName = "ISPCSync";

} // namespace fe
} // namespace spmdc

#endif
