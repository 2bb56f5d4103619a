//===- TargetSelection.h - what -target selects -----------------*- C++ -*-===//
//
// \file
// The driver's reading of `-target a,b,c` (spmdc's or ISPC's spellings,
// best target first, ISPC's file names for the objects of a multi-target
// build, Xeon Phi left out with a warning) and the TargetMachine each
// selected target is compiled with.
//
// Expects: the target table of Targets.h. Guarantees: parseTargetList()
// either fills the selection or prints one `spmdc: error:` and returns
// false; createTargetMachine() builds the machine of the target's own CPU
// and ISA (a --cpu tuning reaches the functions as `tune-cpu`, CpuTuning.h).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_TARGETSELECTION_H
#define SPMDC_TOOLS_SPMDC_TARGETSELECTION_H

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class TargetMachine;
class Twine;
} // namespace llvm

namespace spmdc {

/// The targets of one command line.
struct TargetSelection {
  /// Best first (the order of the target table).
  std::vector<const TargetDesc *> Targets;
  /// The file-name suffix of each target of a multi-target build, by how
  /// the command line spelled it: spmdc's name for spmdc's spellings
  /// (`avx512` -> k_avx512.o); for ISPC's, the name ISPC gives the file and
  /// CMake's ISPC support expects: the ISA before the first '-', with avx1
  /// as `avx` (`avx512skx-x16` -> k_avx512skx.o, `avx1-i32x8` -> k_avx.o),
  /// so an ISPC build system finds the objects it links.
  std::map<const TargetDesc *, std::string> FileSuffix;
};

/// How warnings are shown (--woff, --werror).
struct WarningPolicy {
  bool NoWarnings = false;
  bool WarningsAsErrors = false;
};

/// Parses `--target=a,b,c` into \p Out. Prints the error and returns false
/// on an unknown, repeated or incompatible target.
bool parseTargetList(llvm::StringRef Spec, const WarningPolicy &Warnings,
                     TargetSelection &Out);

/// The path for one target of a multi-target build: k.o -> k_avx2.o,
/// k_ispc.h -> k_ispc_avx2.h.
std::string perTargetPath(llvm::StringRef Path, const TargetDesc &T,
                          const TargetSelection &Selection);

/// Code generation settings every target machine of a compile shares.
struct CodeGenSettings {
  unsigned OptLevel = 2;
  /// Fuse fmul+fadd pairs into FMA (--fp-contract=fast without
  /// --opt=disable-fma).
  bool FuseFMA = false;
};

/// The target machine for \p T (its CPU and features, position-independent
/// code). Prints the error and returns null if LLVM cannot build it.
std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const TargetDesc &T, const CodeGenSettings &Settings);

/// `spmdc: error: Msg`; returns 1, the driver's exit status for it.
int driverError(const llvm::Twine &Msg);

} // namespace spmdc

#endif
