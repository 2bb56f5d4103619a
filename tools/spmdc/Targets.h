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

/// CPUs, and the GPUs of gpu-backend/ (one gang = one wavefront/warp).
enum class Arch { X86_64, AArch64, AMDGCN, NVPTX };

struct TargetDesc {
  const char *Name;        ///< canonical spmdc name, e.g. "avx512"
  Arch TheArch;
  unsigned Width;          ///< lanes in a gang (programCount); 0: set at run
                           ///< time (vector-length agnostic, see below)
  const char *CPU;         ///< LLVM CPU name (GPU: the default processor,
                           ///< replaced by --mcpu, see gpu-backend/GpuTarget.h)
  const char *Features;    ///< LLVM feature string
  unsigned VectorBits;     ///< register width LLVM should use (0: default)
  unsigned SVEVScale;      ///< fixed-length SVE: vscale_range(N, 16), so the
                           ///< code runs on any vector length >= N·128 bits
  const char *Description;
  /// Length-agnostic targets (Width 0): the fixed-length targets compiled
  /// into the one object, smallest first; a dispatcher picks the longest
  /// one the CPU's vector length runs (lengthVariants()).
  const char *VariantPrefix = nullptr;
  /// Not listed by --help or --version: a spelling for tests (sve-vla, the
  /// scalable variant that never falls back to sve-multi; one target per
  /// build, no --instrument; docs/design/sve-vla.md).
  bool Hidden = false;
  /// A scalable target (Width 0, no VariantPrefix): the fixed-length target
  /// compiled into the same object for vector lengths the scalable code
  /// must not run at (not a power of two); addFallbackDispatch() chooses.
  const char *Fallback = nullptr;
  /// A scalable target whose scalable part is compiled as another target
  /// (`sve`: "sve-vla"): that target's pipeline and symbol names
  /// (`f_sve_vla`), so `-target sve` and `-target sve-vla` build the same
  /// code when the source allows it.
  const char *ScalableVariant = nullptr;
  /// The target built instead, with a warning, when the source needs a
  /// compile-time gang width (`sve`: "sve-multi"); null: such a source is
  /// an error (sve-vla).
  const char *FixedWidthTarget = nullptr;
};

/// The fixed-length fallback of the scalable target \p T, or null.
const TargetDesc *fallbackTarget(const TargetDesc &T);

/// The target that compiles the scalable part of \p T (its pipeline and
/// export suffix): T.ScalableVariant, else \p T itself.
const TargetDesc &scalableVariant(const TargetDesc &T);

/// The target built instead of \p T when the source needs a compile-time
/// gang width (T.FixedWidthTarget), or null.
const TargetDesc *fixedWidthTarget(const TargetDesc &T);

/// The fixed-length variants of a length-agnostic target (Width 0), smallest
/// first; empty for every other target.
std::vector<const TargetDesc *> lengthVariants(const TargetDesc &T);

/// The target's name as a symbol suffix ("sve-256" -> "sve_256").
std::string symbolSuffix(const TargetDesc &T);

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
