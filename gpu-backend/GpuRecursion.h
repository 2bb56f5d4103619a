//===- GpuRecursion.h - functions that may have two activations -*- C++ -*-===//
//
// \file
// Which device functions may be entered again while an activation of
// theirs is still running (recursion, directly, through other functions or
// through function pointers). State the GPU path keeps once per workgroup
// -- a gang-shared variable's workgroup copy, a print's value slots -- is
// only right in a function with one activation at a time: a kernel, or a
// function the inliner kept (`noinline`) that is not recursive.
//
// Expects: a module after inlining. Guarantees: every function on a cycle
// of the call graph is in the set (an over-approximation where calls go
// through pointers: see the .cpp).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPURECURSION_H
#define SPMDC_GPU_BACKEND_GPURECURSION_H

#include "llvm/ADT/SmallPtrSet.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace spmdc {

/// The defined functions of \p M that may be re-entered before they
/// return: the members of the call graph's cyclic strongly connected
/// components (LLVM's CallGraph and scc_iterator), and, for calls through
/// pointers, which the call graph cannot follow, every function that lies
/// on a path from an address-taken function to an indirect call.
llvm::SmallPtrSet<const llvm::Function *, 8>
possiblyRecursiveFunctions(llvm::Module &M);

} // namespace spmdc

#endif
