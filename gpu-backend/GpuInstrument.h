//===- GpuInstrument.h - --instrument counters on a wavefront ---*- C++ -*-===//
//
// \file
// Lowers the `spmd.instrument(ptr addrspace(1) %pair)` calls that
// spmd-instrument (vectorizer/wfv/Instrument.h) put in every working block,
// for one wavefront / warp per gang: the hardware exec mask is read with
// `llvm.amdgcn.ballot(true)` (AMDGPU) or `llvm.nvvm.activemask` (NVPTX), its
// popcount is the number of active lanes, and the first active lane alone
// adds 1 execution and that many lane-executions to the block's counters
// (two global 64-bit atomic adds). The counters are the code object's /
// PTX module's exported global `spmdc_instr_counters` ([N x [2 x i64]],
// blocks in the order of the CPU report).
//
// Expects: SPMD IR after the darm step (the CFG the hardware will run, before
// LLVM's structurizer), lane index not yet lowered. Guarantees: valid IR; no
// spmd.instrument call left; the ballot stays in the block it counts (it is
// convergent).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUINSTRUMENT_H
#define SPMDC_GPU_BACKEND_GPUINSTRUMENT_H

#include "tools/spmdc/Targets.h"

#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Returns true if \p M changed.
bool lowerGpuInstrumentCalls(llvm::Module &M, Arch TheArch, unsigned WaveSize);

/// "spmd-gpu-instrument": lowerGpuInstrumentCalls as a pass.
struct SpmdGpuInstrumentPass : llvm::PassInfoMixin<SpmdGpuInstrumentPass> {
  SpmdGpuInstrumentPass(Arch TheArch, unsigned WaveSize)
      : TheArch(TheArch), WaveSize(WaveSize) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    return lowerGpuInstrumentCalls(M, TheArch, WaveSize)
               ? llvm::PreservedAnalyses::none()
               : llvm::PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
  Arch TheArch;
  unsigned WaveSize;
};

} // namespace spmdc

#endif
