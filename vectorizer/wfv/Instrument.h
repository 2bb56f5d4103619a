//===- Instrument.h - Per-block lane-utilization counters ------*- C++ -*-===//
//
// \file
// "spmd-instrument" (the driver's --instrument): counts, for every basic
// block of the SPMD program, how often it ran and how many lanes were active
// each time, so that a run can report SIMD utilization per block and
// overall — active lane-executions / (W × block executions) — the metric
// the DARM paper measured on a GPU with rocprof, on CPU lanes and GPU
// wavefronts alike.
//
// The pass puts one call `void @spmd.instrument(ptr %pair)` at the first
// insertion point of every block of a gang entry function (export, task,
// masked) that does work (some instruction besides phis, debug records and
// the terminator: flow blocks and empty joins are bookkeeping, not lane
// work). %pair points at the block's `[2 x i64]` counters {executions,
// active lane-executions} in one module-wide array. The call is lowered
// against the mask the block really runs with:
//   - CPU: by spmd-widen (Widener::widenInstrument, emitInstrumentCount),
//     which knows the block's execution mask: executions += 1, lanes +=
//     popcount(mask). The pass
//     therefore runs after spmd-reconverge (flow blocks exist, DARM and
//     the all-on fast paths are done) and right before spmd-widen. A block
//     the widener runs with an empty mask counts as an execution with no
//     active lane: that is what it costs.
//   - GPU: by lowerGpuInstrumentCalls (gpu-backend/GpuInstrument.h) with a
//     ballot/activemask and popcount of the hardware exec mask, one lane
//     doing the atomic adds.
// On CPU targets the module also gets a constant table describing each block
// (function, block name, source line, SPMD IR instruction count) and a
// constructor that registers table and counters with spmdrt
// (`spmdrt_instrument_register`, runtime/include/spmdrt.h), which prints the
// report at exit or on `spmdrt_instrument_report()`.
//
// Expects: SPMD IR (per-lane), with debug locations from the frontend for
// the source lines (0 when a block has none). Guarantees: valid IR; no
// instruction of the program is moved or changed; the call is convergent
// and reads/writes only inaccessible memory, so nothing before the
// lowering moves it out of its block.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_INSTRUMENT_H
#define SPMDC_VECTORIZER_WFV_INSTRUMENT_H

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"

#include <string>
#include <vector>

namespace spmdc {

inline constexpr const char *InstrumentName = "spmd.instrument";
/// Without the registration (GPU targets) the block table is kept as named
/// metadata for the host stub's header (gpu-backend/HostStub.h): one node
/// {file, target, lanes}, then one {function, label, line, instructions}
/// per block, in counter order.
inline constexpr const char *InstrumentTableMDName = "spmd.instrument.table";

/// One row of the block table (spmdrt's `struct spmdrt_instrument_block`).
struct InstrumentBlockRow {
  std::string Function, Label;
  unsigned Line = 0, Instructions = 0;
};
struct InstrumentTable {
  std::string File, Target;
  unsigned Lanes = 0;
  std::vector<InstrumentBlockRow> Blocks; ///< empty: not instrumented
};
/// The table recorded in \p M's metadata (empty if there is none).
InstrumentTable readInstrumentTable(const llvm::Module &M);

struct InstrumentOptions {
  unsigned Lanes = 1;            ///< W: lanes of a gang; 0: scalable
  /// With Lanes == 0 (length-agnostic SVE): the bits of one lane. The gang
  /// has (vector length / ScalableLaneBits) lanes, which spmdrt reads at
  /// registration (spmdrt.h, `lane_bits`): the report's denominator is the
  /// run-time lane count.
  unsigned ScalableLaneBits = 0;
  std::string TargetName;        ///< for the report ("avx512-x32", "gfx90a")
  unsigned CounterAddrSpace = 0; ///< address space of the counters (GPU: 1)
  /// Emit the block table and the spmdrt registration constructor (CPU).
  bool Register = true;
};

/// Instruments every gang entry function of \p M. Returns true if it
/// changed the module (false when there is nothing to count).
bool instrumentModule(llvm::Module &M, const InstrumentOptions &Opts);

/// True for a call of spmd.instrument.
bool isInstrumentCall(const llvm::Instruction &I);

/// The counting code for one block execution at \p B's insertion point:
/// atomically adds 1 to Pair[0] and \p ActiveLanes (an i64) to Pair[1].
void emitInstrumentCount(llvm::IRBuilder<> &B, llvm::Value *Pair,
                         llvm::Value *ActiveLanes);

/// "spmd-instrument<W>".
struct SpmdInstrumentPass : llvm::PassInfoMixin<SpmdInstrumentPass> {
  explicit SpmdInstrumentPass(InstrumentOptions Opts) : Opts(std::move(Opts)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
  InstrumentOptions Opts;
};

} // namespace spmdc

#endif
