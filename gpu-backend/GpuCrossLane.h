//===- GpuCrossLane.h - Cross-lane SPMD operations on a wave ----*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower": every cross-lane call of SPMD IR
// (vectorizer/analysis/CrossLaneOps.h, docs/spmd-ir.md "Cross-lane
// operations") and every `spmd.atomic[.once].*` call becomes wave-level
// code. A gang is one wavefront/warp and the hardware keeps the execution
// mask, so "the active lanes" are the lanes executing the call:
//
//   mask / any / all / none / popcnt  ballot: llvm.amdgcn.ballot.i64|i32 /
//                                      llvm.nvvm.vote.ballot.sync(activemask)
//   reduce.* (i32, i64, float)        AMDGPU: llvm.amdgcn.wave.reduce.*
//                                      (exec-masked, SALU/DPP in the backend);
//                                      NVPTX i32: redux.sync (sm_80+)
//   the other reductions, scans       a uniform loop over the set bits of the
//                                      active mask, reading each lane with
//                                      readlane / shfl.sync.idx, in lane order
//   extract / broadcast               readlane / shfl.sync.idx
//   rotate / shift / shuffle(2)       ds_bpermute / shfl.sync.idx
//   insert                            a per-lane select (no communication)
//   packed load / store               each active lane addresses p[rank],
//                                      rank = popcount(mask below the lane)
//   atomic.<rmw> (varying)            one atomicrmw per lane, seq_cst
//   atomic.once.<rmw> (uniform)       the first active lane does the
//                                      atomicrmw, readlane/shfl broadcasts it
//
// Values move between lanes as 32-bit words (64-bit types as two), so
// every integer/float type of SPMD IR works on both backends.
//
// Expects: SPMD IR after spmd-lane-count (W = the wave size), before the
// kernels are made. Guarantees: no cross-lane or atomic spmd.* call is left;
// the IR is valid; every new cross-lane call is convergent.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUCROSSLANE_H
#define SPMDC_GPU_BACKEND_GPUCROSSLANE_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/IRBuilder.h"

namespace spmdc {

/// Lowers every cross-lane and atomic spmd.* call of \p M for a wave of
/// \p WaveSize lanes of \p A. Returns true if anything changed.
bool lowerGpuCrossLaneOps(llvm::Module &M, Arch A, unsigned WaveSize);

/// The lane's index in its wave (work-item / thread id in x modulo the wave
/// size; with one wave per workgroup in x it is the id itself).
llvm::Value *emitGpuLaneId(llvm::IRBuilderBase &B, Arch A);

/// Runs \p Body (which returns an integer) in the first active lane only,
/// just before \p At, and returns its value in every active lane: the
/// once-per-gang side effects of uniform code (atomics, the task queue).
/// Splits \p At's block.
llvm::Value *
emitOncePerGang(llvm::Instruction *At, Arch A, unsigned WaveSize,
                llvm::function_ref<llvm::Value *(llvm::IRBuilder<> &)> Body);

/// Runs \p Body in the first active lane only, just before \p At (splits
/// \p At's block): a side effect once per gang with no result (print).
void emitInFirstActiveLane(llvm::Instruction *At, Arch A, unsigned WaveSize,
                           llvm::function_ref<void(llvm::IRBuilder<> &)> Body);

} // namespace spmdc

#endif
