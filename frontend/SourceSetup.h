//===- SourceSetup.h - Clang preprocessor for spmdc sources -----*- C++ -*-===//
//
// \file
// Builds the Clang objects the frontend lexes through, by hand: FileManager,
// SourceManager, DiagnosticsEngine (TextDiagnosticPrinter on stderr, error
// limit 20, --woff/--werror), TargetInfo for the triple, HeaderSearch with
// the -I directories only (no system headers), and a C99 Preprocessor in
// which ISPC's keywords (`export`, `uniform`, `foreach`, ...) are plain
// identifiers. Predefines ISPC=1, __SPMDC__=1, ISPC_MAJOR_VERSION=1,
// ISPC_MINOR_VERSION=24, TARGET_WIDTH (when known), PI, then applies -D/-U,
// and installs PreprocessorGuards (nesting and macro-expansion limits).
//
// With FrontendOptions::FixedWidthTarget set, every diagnostic is held
// back until releaseDiagnostics(): a source that turns out to need a
// compile-time gang width is compiled again for that target, which reports
// them itself (once).
//
// Expects: FrontendOptions. Guarantees: after a successful open() the
// Preprocessor is ready to lex the main file; on failure (unreadable input)
// an error was reported through the engine and open() returns false.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_SOURCESETUP_H
#define SPMDC_FRONTEND_SOURCESETUP_H

#include "frontend/Frontend.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/ModuleLoader.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include <memory>
#include <string>
#include <vector>

namespace spmdc {
namespace fe {

class DiagReporter;
class HeldDiagnostics;

class SourceSession {
public:
  explicit SourceSession(const FrontendOptions &Opts);
  ~SourceSession();

  /// Creates the preprocessor and enters the main file. False on failure
  /// (already reported).
  bool open();

  clang::DiagnosticsEngine &diags() { return *Diags; }
  clang::SourceManager &sourceManager() { return *SM; }
  clang::Preprocessor &preprocessor() { return *PP; }
  /// Every file the preprocessor entered, main file first, no duplicates.
  const std::vector<std::string> &dependencies() const { return Deps; }
  /// The name diagnostics use for the main file.
  const std::string &mainFileName() const { return MainName; }
  /// Where the `#if TARGET_WIDTH` check of a scalable target reports
  /// (DiagReporter::gangWidthNeeded); set before lexing.
  void setReporter(DiagReporter &D) { Reporter = &D; }
  /// Ends holding diagnostics back (FixedWidthTarget): prints the held ones,
  /// or with \p Drop forgets them; later ones print at once.
  void releaseDiagnostics(bool Drop);

private:
  std::string predefines() const;

  const FrontendOptions &Opts;
  clang::DiagnosticOptions DiagOpts;
  std::unique_ptr<clang::DiagnosticConsumer> Printer;
  std::unique_ptr<clang::DiagnosticsEngine> Diags;
  clang::FileSystemOptions FSOpts;
  std::unique_ptr<clang::FileManager> FM;
  std::unique_ptr<clang::SourceManager> SM;
  clang::LangOptions LangOpts;
  clang::TargetOptions TargetOpts;
  llvm::IntrusiveRefCntPtr<clang::TargetInfo> Target;
  clang::HeaderSearchOptions HSOpts;
  std::unique_ptr<clang::HeaderSearch> HS;
  clang::PreprocessorOptions PPOpts;
  clang::TrivialModuleLoader ModLoader;
  std::unique_ptr<clang::Preprocessor> PP;
  std::vector<std::string> Deps;
  std::string MainName;
  DiagReporter *Reporter = nullptr;
  std::unique_ptr<HeldDiagnostics> Held;
};

} // namespace fe
} // namespace spmdc

#endif
