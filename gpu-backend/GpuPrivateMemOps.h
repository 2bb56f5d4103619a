//===- GpuPrivateMemOps.h - memset/memcpy of varying locals on GPUs -*- C++ -*-===//
//
// \file
// ISPC's `memset(buf, 0, sizeof(buf))` of a varying local array counts
// every lane's bytes (sizeof of a varying type is programCount times the
// lane's) and touches the gang's whole object. On a CPU the object is one
// block in ISPC's layout (spmd-privatize); on a GPU each lane (work-item)
// keeps its own copy in private memory, so the frontend's call, run by
// every lane on its own copy, would write programCount times past it.
//
// lowerPrivateMemIntrinsics() gives each lane its share instead: a
// memset, memcpy or memmove whose destination (and, for a copy, source) is
// a lane's private object (an alloca that is not gang-shared) gets the
// length divided by programCount -- whole elements of every lane when the
// length is whole rows of ISPC's layout, as sizeof gives. Each active lane
// then does its own part; a lane that is off does not (ISPC's uniform call
// would also clear an inactive lane's elements). A copy between a private
// object and other memory (gang memory, in ISPC's interleaved layout) is
// not a byte copy per lane and is reported as unsupported.
//
// Expects: the frontend's module, before any cleanup (which would take the
// over-long call on a small alloca for undefined behaviour), programCount
// still @spmd.lane.count. Guarantees: valid IR; errors through
// LLVMContext::diagnose.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUPRIVATEMEMOPS_H
#define SPMDC_GPU_BACKEND_GPUPRIVATEMEMOPS_H

namespace llvm {
class Module;
} // namespace llvm

namespace spmdc {

/// Divides the length of memory intrinsics on lanes' private objects by
/// programCount (see the file comment).
void lowerPrivateMemIntrinsics(llvm::Module &M);

} // namespace spmdc

#endif
