//===- HostStub.h - host header with GPU launch stubs -----------*- C++ -*-===//
//
// \file
// `spmdc k.spmd -target amdgcn|nvptx -o k.hsaco|k.ptx -h k.h` writes a
// header-only host side (C++17) for the kernels:
//
//   - the code object / PTX bytes, embedded as an `inline constexpr` array:
//     one artifact to ship, no extra .cpp to add to the host's build, and
//     C++17 inline variables keep one copy per program however many
//     translation units include the header;
//   - per export function `f`, a launch stub `ispc::f` with the prototype
//     the CPU header declares (extern "C", `inline`): it loads the image
//     once, launches the kernel as ONE gang (grid 1, block = wave size:
//     one wavefront / warp), waits for it and returns its result;
//   - a small runtime, `spmdc_hip` (AMD) or `spmdc_cuda` (NVIDIA), that
//     dlopen()s libamdhip64.so / libcuda.so.1 on first use (no build-time
//     dependency on either; $SPMDC_HIP_LIBRARY / $SPMDC_CUDA_LIBRARY
//     override the name) and gives the host the memory model: pointer
//     parameters of the stubs are DEVICE pointers, obtained from
//     alloc(), filled with copy_to_device() and read back with
//     copy_to_host(). init() returns 0 or a status code, printing why it
//     failed (no library, no device, ...); a stub that cannot run prints
//     the reason once, records it for last_error() and returns 0;
//   - when the module reads num_cores(), loading it also writes the
//     device's compute-unit / SM count into its `spmdc_num_cores`;
//   - with --instrument, the block table and host-side totals, registered
//     with spmdrt (`spmdrt_instrument_register`, so the header includes
//     <spmdrt.h> and the program links spmdrt, as on the CPU) when the
//     module is loaded; after every kernel and task grid the stub adds the
//     device's `spmdc_instr_counters` to the totals and zeroes them, so
//     spmdrt's report (at exit, spmdrt_instrument_report/get/reset) covers
//     the GPU launches.
//
// Expects: the export functions' C prototypes (frontend), the image and the
// resolved GPU target. Guarantees: a self-contained header that compiles
// with any C++17 compiler and links with -ldl (glibc >= 2.34: no flag).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_HOSTSTUB_H
#define SPMDC_GPU_BACKEND_HOSTSTUB_H

#include "frontend/Frontend.h"
#include "tools/spmdc/Targets.h"
#include "vectorizer/wfv/Instrument.h"

#include <string>
#include <vector>

namespace spmdc {

struct GpuHeaderOptions {
  std::string FileName; ///< named in the opening comment
  std::string Guard;    ///< include guard macro
  std::string ModuleId; ///< C identifier naming this image (input stem)
  /// Task kernels by task id (gpuTaskKernels()); when there are any, every
  /// stub runs the grids its kernel recorded before it returns.
  std::vector<std::string> TaskKernels;
  /// The module reads `spmdc_num_cores` (GpuLowering.h): set it on load.
  bool NumCores = false;
  /// --instrument's block table (readInstrumentTable()); empty if none.
  InstrumentTable Instr;
};

/// The header text for the kernels of \p Sigs compiled for \p T into
/// \p Image (.hsaco bytes or PTX text).
std::string writeGpuHostHeader(const std::vector<CSignature> &Sigs,
                               const TargetDesc &T, const std::string &Image,
                               const GpuHeaderOptions &Opts);

} // namespace spmdc

#endif
