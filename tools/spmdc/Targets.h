//===- Targets.h - the compilation targets spmdc knows ----------*- C++ -*-===//
//
// \file
// One table of targets: the gang width W, the LLVM triple, CPU and features,
// and the function attributes that make LLVM emit vectors of the intended
// width. ISPC's target names (avx512skx-x16, avx2-i32x8, sse4-i32x4, ...) are
// accepted as aliases so ISPC build systems work unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_TARGETS_H
#define SPMDC_TOOLS_TARGETS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace spmdc {

enum class Arch { X86_64, AArch64 };

struct TargetDesc {
  const char *Name;        ///< canonical spmdc name, e.g. "avx512"
  Arch TheArch;
  unsigned Width;          ///< lanes in a gang (programCount)
  const char *CPU;         ///< LLVM CPU name
  const char *Features;    ///< LLVM feature string
  unsigned VectorBits;     ///< register width LLVM should use (0: default)
  unsigned SVEVScale;      ///< vscale_range(N,N) for fixed-length SVE; 0 otherwise
  const char *Description;
};

/// All targets, in the order `--help` lists them.
const std::vector<TargetDesc> &allTargets();

/// Finds a target by spmdc or ISPC name; null if unknown.
const TargetDesc *lookupTarget(llvm::StringRef Name);

/// The target every CPU of \p A runs (scalar x86-64, or NEON on AArch64):
/// code that must run before the CPU is known, like a dispatcher, uses it.
const TargetDesc &baselineTarget(Arch A);

/// The triple used for \p T ("x86_64-unknown-linux-gnu", ...).
std::string tripleFor(const TargetDesc &T);

/// Comma-separated list of accepted target names, for messages.
std::string targetNameList();

/// Sets target-cpu, target-features, prefer/min-legal vector width and
/// vscale_range on every defined function of \p M.
void applyTargetAttributes(llvm::Module &M, const TargetDesc &T);

} // namespace spmdc

#endif
