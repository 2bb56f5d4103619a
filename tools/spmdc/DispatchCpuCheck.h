//===- DispatchCpuCheck.h - CPU checks inside a dispatcher ------*- C++ -*-===//
//
// \file
// The IR a multi-target dispatcher (Dispatch.h) uses to ask whether this
// CPU runs a target, and to stop with a message when it runs none, without
// calling spmdrt: a multi-target object links like ISPC's, with only the C
// runtime (CMake's ISPC language and ISPC makefiles link no spmdrt unless
// a kernel launches tasks). The checks are spmdrt's (runtime/src/cpu.cpp,
// which spmdrt_cpu_supports() keeps for hosts and tests):
//   x86-64: the CPU-feature words libgcc and compiler-rt fill in
//     (`__cpu_model`, the data behind `__builtin_cpu_supports`, which also
//     checks that the OS saves the wide registers); sse4 needs sse4.2, avx1
//     avx, avx2 avx2 and fma, avx512 the F, BW, DQ and VL subsets; sse2 and
//     scalar run everywhere;
//   AArch64 Linux: NEON everywhere; SVE when the auxiliary vector's
//     hardware capabilities say so and, for `sve-N`, the vector length
//     (prctl PR_SVE_GET_VL) is at least N bits.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_DISPATCHCPUCHECK_H
#define SPMDC_TOOLS_DISPATCHCPUCHECK_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

namespace spmdc {

struct TargetDesc;

/// An i1 at \p B's insertion point: true when this CPU runs \p T.
llvm::Value *emitCpuRuns(llvm::IRBuilder<> &B, const TargetDesc &T);

/// Writes "spmdc: this CPU runs none of the targets this program was
/// compiled for (<Targets>)" to stderr and aborts, at \p B's insertion
/// point (which it ends with `unreachable`).
void emitNoSupportedTarget(llvm::IRBuilder<> &B, llvm::StringRef Targets);

} // namespace spmdc

#endif
