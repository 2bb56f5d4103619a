//===- GpuPrint.h - print() and assert messages on GPU targets --*- C++ -*-===//
//
// \file
// Part of "spmd-gpu-lower": ISPC's `print` (the frontend's
// `spmdrt_print(fmt, types, programCount, lanemask, args)` call,
// frontend/CodeGenPrint.cpp) and `assert`'s message (`write(2, msg, n)`)
// become the vendor's device printf, executed once per gang by the first
// active lane, and print exactly what spmdrt prints on the CPU
// (runtime/src/stdlib.cpp) for the same values:
//
//   - fmt and types are compile-time constants, so the printf format is
//     built here, at compile time: `%` of the ISPC format is replaced by
//     the printf conversion of the argument's type (%d %u %lld %llu, %f for
//     float -- promoted to double -- and double), a bool by `%s` with
//     "true"/"false", a pointer by `%s%.0llx` with "(nil)" or "0x" and its
//     bits (glibc's %p, whatever the device printf's own %p does); other
//     text is literal (`%` doubled);
//   - a varying argument is `[v0,v1,...]` over all programCount lanes: the
//     value conversions are in the format, and the decoration of the lanes
//     the lane mask says are off -- `((v))`, `_________` for bool -- is a
//     `%s` argument chosen per lane at run time from constant strings
//     (between two lanes one string: "," "),"  ",((" or ")),((");
//   - the values are read back from the gang-shared slots the frontend
//     filled (every active lane stored the same values, so the printing
//     lane reads its own stores).
//
// nvptx: CUDA's `vprintf(fmt, buffer)`, the arguments packed into a
// buffer at their natural alignment (i32 4, i64 / double / pointers 8;
// float promoted to double). CUDA's printf takes at most 32 arguments, so
// a longer line is several vprintf calls (32 lanes of one varying value
// need 65 arguments), which other gangs' prints may interleave.
// amdgcn: LLVM's emitAMDGPUPrintfCall, hostcall flavour (what HIP's runtime
// services): __ockl_printf_begin / _append_args / _append_string_n from
// ROCm's ockl.bc, linked like ocml (GpuMath.h); the kernels then read the
// hostcall buffer, a hidden kernel argument (`hidden_hostcall_buffer` in
// the code object's metadata) the HIP runtime fills. One message per line,
// with no argument limit; the host prints it with one vfprintf per piece.
//
// The format plan (planGpuPrint) is plain data, so unit tests can run it
// through the host's printf and compare with spmdrt_print.
//
// Expects: after spmd-lane-count (programCount a constant) and the
// cross-lane lowering (the frontend's lanemask already a ballot). Guarantees:
// no spmdrt_print or assert `write` call left; valid IR; errors (print in a
// function not inlined into a kernel -- a recursive one, whose activations
// would share the slots -- or a format that is not a constant) through
// LLVMContext::diagnose.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_GPUPRINT_H
#define SPMDC_GPU_BACKEND_GPUPRINT_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace spmdc {

/// One argument of a planned device printf call.
struct GpuPrintfArg {
  enum KindT : uint8_t {
    Int32,     ///< %d / %u: the i32 value
    Int64,     ///< %lld / %llu: the i64 value
    Double,    ///< %f: the double value (a float promoted)
    BoolText,  ///< %s: "true" / "false" (an off lane of a varying bool:
               ///< "_________")
    PtrPrefix, ///< %s: "(nil)" for a null pointer, else "0x"
    PtrBits,   ///< %.0llx: the pointer's bits (nothing for null)
    Open,      ///< %s: before lane 0 of a varying value ("" or "((")
    Between,   ///< %s: between lanes Lane-1 and Lane
    Close,     ///< %s: after the last lane ("" or "))")
  };
  KindT Kind;
  unsigned Arg; ///< the print argument (index into types / args)
  int Lane;     ///< the lane of a varying argument; -1 for a uniform one
};

/// One device printf call: a printf format and its arguments.
struct GpuPrintfCall {
  std::string Format;
  std::vector<GpuPrintfArg> Args;
};

/// The printf calls that print ISPC format \p Fmt with arguments of type
/// letters \p Types (spmdrt.h) for a gang of \p Width lanes, at most
/// \p MaxArgs arguments per call (0: no limit).
std::vector<GpuPrintfCall> planGpuPrint(llvm::StringRef Fmt,
                                        llvm::StringRef Types, unsigned Width,
                                        unsigned MaxArgs);

/// The string a decoration argument (Open / Between / Close) passes, given
/// whether the lane before it and the lane after it are on (Open has no
/// lane before, Close none after: pass true).
llvm::StringRef gpuPrintDecoration(GpuPrintfArg::KindT K, bool PrevOn,
                                   bool NextOn);

/// CUDA's printf takes at most this many arguments after the format.
inline constexpr unsigned NvptxPrintfMaxArgs = 32;

/// Lowers every print and assert-message call of \p M for \p A. Returns
/// false after reporting an error.
bool lowerGpuPrint(llvm::Module &M, Arch A, unsigned WaveSize);

} // namespace spmdc

#endif
