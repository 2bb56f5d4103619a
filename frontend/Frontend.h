//===- Frontend.h - spmdc frontend entry point ------------------*- C++ -*-===//
//
// \file
// The frontend turns one `.spmd`/`.ispc` translation unit into SPMD IR (see
// docs/spmd-ir.md) and, on request, an ISPC-shaped C/C++ header. Stages:
// Clang's Preprocessor (tokens, #include/#define/-D/-I) -> recursive-descent
// Parser -> AST -> Sema (types, variability, ISPC's rules) -> SPMD IR codegen
// -> header writer. Diagnostics go through Clang's DiagnosticsEngine and print
// `file:line:col: error: ...` with the source line and a caret.
//
// Expects: nothing of the caller but options. Guarantees: on success a module
// that passes the LLVM verifier and the SPMD IR verifier; on any user error,
// diagnostics on stderr and a null module. Never crashes on bad input.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_FRONTEND_H
#define SPMDC_FRONTEND_FRONTEND_H

#include "frontend/GangRule.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace spmdc {

struct FrontendOptions {
  std::string InputPath;                ///< "-" reads stdin
  /// The source text itself, when set: InputPath then only names it in
  /// diagnostics and nothing is read from disk or stdin (the fuzzer).
  std::optional<std::string> InputContents;
  std::vector<std::string> IncludeDirs; ///< -I
  std::vector<std::string> Defines;     ///< -D: "NAME" or "NAME=VALUE"
  std::vector<std::string> Undefines;   ///< -U
  std::string TargetTriple;             ///< e.g. x86_64-unknown-linux-gnu
  std::string DataLayout;               ///< of the target machine
  std::string TargetName;               ///< "avx512", "sve", ... (macros)
  /// The target's instruction set as the command line spelled it, before
  /// the first '-' ("avx512spr" for avx512spr-x16, "avx512" for spmdc's
  /// avx512): picks ISPC's target macro (ISPC_TARGET_AVX512SPR). Empty:
  /// TargetName's.
  std::string TargetIsaSpelling;
  unsigned ProgramCount = 0;     ///< W if known at compile time (0: scalable)
  /// The number of per-instance copies a varying global variable has (at
  /// least ProgramCount; 0: ProgramCount). The vector-length variants of
  /// `sve` share one definition, so the driver gives them all the widest
  /// variant's W and each uses its first W copies.
  unsigned VaryingGlobalLanes = 0;
  /// How the running gang width is chosen when this module is one part of
  /// a build whose width is picked at run time (`sve`: the scalable
  /// variant and its sve-128 fallback; `sve-multi`: one variant per
  /// length). Globals sized by programCount then get storage for the
  /// widest gang, and a global whose initializer depends on programCount
  /// is set by a module constructor for the running width (CodeGen.cpp,
  /// emitGangGlobalsInit).
  GangRule RuntimeGang = GangRule::None;
  /// A scalable target's fixed-width replacement ("sve-multi" for `-target
  /// sve`): when the source needs a compile-time gang width (programCount
  /// in a constant expression, `#if TARGET_WIDTH`), the frontend warns once
  /// that the object is built for it and returns NeedsFixedWidth instead of
  /// errors. Empty: such a source is an error (sve-vla).
  std::string FixedWidthTarget;
  bool WarningsAsErrors = false; ///< --werror
  bool NoWarnings = false;       ///< --woff
  bool WantHeader = false;       ///< fill FrontendResult::Header
  /// foreach as ONE loop with a lane guard (`docs/spmd-ir.md`) instead of
  /// an unguarded main loop plus a guarded tail: GPU targets, where the
  /// hardware masks lanes and the second copy of the body only costs code.
  bool SingleLoopForeach = false;
  /// --opt=disable-assertions: assert() compiles to nothing (its condition
  /// is not evaluated, as with C's NDEBUG).
  bool DisableAssertions = false;
  std::string HeaderGuard;       ///< e.g. ISPC_SIMPLE_ISPC_H
  /// Collects every file the preprocessor read (for -M depfiles).
  bool CollectDependencies = false;
  /// The -h path (or just its file name); names the header in its opening
  /// comment and gives the default guard. Empty: "<input stem>.h".
  std::string HeaderPath;
  /// The driver's command line, printed as the reproducer of an internal
  /// error. Empty: one is reconstructed from these options.
  std::string CommandLine;
  /// The compile unit's producer in the debug info.
  std::string Producer = "spmdc";
  /// Marks the debug info as describing optimized code (-O1 and up).
  bool Optimized = true;
};

/// One export function as C sees it: the header's prototype, piece by piece
/// (the GPU host stubs of gpu-backend/HostStub.h define these prototypes).
struct CParam {
  std::string Type; ///< e.g. "const float *", "int32_t"
  std::string Name; ///< the source name, or "_argN" when unnamed
  /// After the name: "[][4]" for a pointer to arrays (`T m[][4]`), which C
  /// spells only around the name.
  std::string Suffix;
};
struct CSignature {
  std::string Name;
  std::string ReturnType; ///< "void", a C scalar type or "T *"
  std::vector<CParam> Params;
};

struct FrontendResult {
  std::unique_ptr<llvm::Module> Module; ///< null when errors were reported
  std::string Header;                   ///< ISPC-shaped header text
  /// The export functions' C prototypes (with WantHeader), for headers
  /// other than the CPU one (GPU launch stubs).
  std::vector<CSignature> ExportSignatures;
  std::vector<std::string> Dependencies;
  unsigned NumErrors = 0;
  unsigned NumWarnings = 0;
  /// The source needs a compile-time gang width and FixedWidthTarget is
  /// set: no module, no header; the warning was reported (as an error with
  /// --werror, then NumErrors is 1), nothing else. The driver compiles the
  /// source again for FixedWidthTarget, which reports the rest.
  bool NeedsFixedWidth = false;
};

/// Runs the whole frontend on Opts.InputPath. Diagnostics go to stderr.
FrontendResult runFrontend(const FrontendOptions &Opts, llvm::LLVMContext &Ctx);

} // namespace spmdc

#endif
