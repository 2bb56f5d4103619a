//===- CpuTuning.h - --cpu: the CPU a CPU target is tuned for ---*- C++ -*-===//
//
// \file
// `spmdc k.spmd -target avx512 --cpu=znver4`: the code keeps the target's
// ISA (skylake-avx512's features: the object runs on every CPU the target
// runs on, and a multi-target dispatcher may pick it on any of them) and is
// tuned for the named CPU: every function gets `tune-cpu`, which gives LLVM's
// scheduling model, tuning flags and TargetTransformInfo (so DARM's cost
// model and the widener's costs) that CPU's. Features the CPU has beyond the
// target's ISA are never added: they would break that contract.
//
// This differs from ISPC: ISPC's `--cpu` compiles *for* the CPU (its
// TargetMachine's CPU), so `--target=avx2-i32x8 --cpu=skx` may use
// AVX-512 and the object then needs that CPU. spmdc's `--cpu` only tunes
// and keeps the target's ISA: for a CPU's extra ISA, pick the target that
// has it (`-target avx512`, not `-target avx2 --cpu=skx`).
//
// Names are LLVM's (`llc -mcpu=help`, its aliases such as apple-m1 too),
// ISPC's short ones (skx, icl, icx, tgl, adl, spr, ...), or `native`: this
// machine's CPU (llvm::sys::getHostCPUName()). `generic` and the target's
// own CPU are always accepted.
//
// Expects: a CPU target (x86-64 or AArch64) of Targets.h and initialized
// LLVM targets. Guarantees: resolveTuneCPU() returns an LLVM CPU name that
// has every ISA feature the target's code may use (or is generic or the
// target's own), or an error that lists the CPUs accepted for the target
// (unknown name) or the features the CPU lacks.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_CPUTUNING_H
#define SPMDC_TOOLS_SPMDC_CPUTUNING_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace spmdc {

/// What --cpu resolved to: the CPU to tune for ("": none) and a warning
/// for the user ("": none).
struct TuneChoice {
  std::string CPU;
  std::string Warning;
};

/// The LLVM name of the CPU \p Requested (`native`, an ISPC or LLVM name,
/// an LLVM alias such as apple-m1) when it has \p T's ISA, or `generic` or
/// \p T's own CPU (no check: they are what \p T compiles for); `native` on
/// a machine LLVM calls `generic` gives no CPU and a warning. Otherwise
/// nullopt and \p Err says why (an empty name, an unknown one, a GPU
/// processor, missing features).
std::optional<TuneChoice> resolveTuneCPU(const TargetDesc &T,
                                        llvm::StringRef Requested,
                                        std::string &Err);
/// The same with \p HostCPU standing for this machine's CPU (for tests).
std::optional<TuneChoice> resolveTuneCPU(const TargetDesc &T,
                                        llvm::StringRef Requested,
                                        llvm::StringRef HostCPU,
                                        std::string &Err);

/// The names --cpu accepts for \p T (LLVM's and ISPC's, without `native`),
/// sorted: the CPUs that have \p T's ISA.
std::vector<std::string> acceptedCPUs(const TargetDesc &T);

/// Sets `tune-cpu` = \p CPU on every defined function of \p M (nothing when
/// \p CPU is empty).
void applyTuneCPU(llvm::Module &M, llvm::StringRef CPU);

} // namespace spmdc

#endif
