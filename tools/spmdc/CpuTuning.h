//===- CpuTuning.h - --cpu: the CPU a CPU target is tuned for ---*- C++ -*-===//
//
// \file
// `spmdc k.spmd -target avx512 --cpu=znver4`: the code keeps the target's
// ISA (skylake-avx512's features: the object runs on every CPU the target
// runs on, and a multi-target dispatcher may pick it on any of them) and is
// tuned for the named CPU: every function gets `tune-cpu`, which gives LLVM's
// scheduling model, tuning flags and TargetTransformInfo (so DARM's cost
// model and the widener's costs) that CPU's. Features the CPU has beyond the
// target's ISA are never added: they would break that contract. ISPC's
// `--cpu` does the same (ISA from the target, tuning from the CPU).
//
// Names are LLVM's (`llc -mcpu=help`), ISPC's short ones (skx, icl, icx,
// tgl, adl, spr, ...), or `native`: this machine's CPU
// (llvm::sys::getHostCPUName()).
//
// Expects: a CPU target (x86-64 or AArch64) of Targets.h and initialized
// LLVM targets. Guarantees: resolveTuneCPU() returns an LLVM CPU name that
// has every ISA feature the target's code may use, or an error that lists
// the CPUs accepted for the target (unknown name) or the features the CPU
// lacks.
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

/// The LLVM name of the CPU \p Requested (`native`, an ISPC or LLVM name)
/// when it has \p T's ISA; otherwise nullopt and \p Err says why.
std::optional<std::string> resolveTuneCPU(const TargetDesc &T,
                                          llvm::StringRef Requested,
                                          std::string &Err);

/// The names --cpu accepts for \p T (LLVM's and ISPC's, without `native`),
/// sorted: the CPUs that have \p T's ISA.
std::vector<std::string> acceptedCPUs(const TargetDesc &T);

/// Sets `tune-cpu` = \p CPU on every defined function of \p M (nothing when
/// \p CPU is empty).
void applyTuneCPU(llvm::Module &M, llvm::StringRef CPU);

} // namespace spmdc

#endif
