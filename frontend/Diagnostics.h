//===- Diagnostics.h - user diagnostics of the frontend ---------*- C++ -*-===//
//
// \file
// A thin reporter over Clang's DiagnosticsEngine: error/warning/note with a
// message at a SourceLocation, printed by Clang's TextDiagnosticPrinter as
// `file:line:col: error: message`, the source line and a caret. Warnings
// honour --woff (dropped) and --werror (promoted to errors).
//
// Expects: a DiagnosticsEngine whose client prints (set up by
// SourceSetup). Guarantees: after the engine's error limit the reporter says
// shouldStop(), which the parser and Sema use to end early without cascades.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_DIAGNOSTICS_H
#define SPMDC_FRONTEND_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/Twine.h"
#include <string>
#include <vector>

namespace spmdc {
namespace fe {

class DiagReporter {
public:
  DiagReporter(clang::DiagnosticsEngine &D, bool NoWarnings,
               bool WarningsAsErrors);

  void error(clang::SourceLocation L, const llvm::Twine &Msg);
  void warning(clang::SourceLocation L, const llvm::Twine &Msg);
  void note(clang::SourceLocation L, const llvm::Twine &Msg);

  unsigned numErrors() const { return Diags.getNumErrors(); }
  unsigned numWarnings() const { return Diags.getNumWarnings(); }
  /// True once the engine's error limit was hit or a fatal error occurred.
  bool shouldStop() const;
  clang::DiagnosticsEngine &engine() { return Diags; }

  static constexpr unsigned ErrorLimit = 20;

  /// The one way the frontend reports that the source needs a compile-time
  /// gang width on a scalable target (programCount in a constant
  /// expression, an `#if` that reads TARGET_WIDTH). Without a fixed-width
  /// target (setFixedWidthTarget) this is an error, or with \p IsError false
  /// a warning, saying \p Why. With one (`-target sve`: sve-multi) nothing
  /// is printed here: the first location and reason are kept, and
  /// needsFixedWidth() tells the pipeline to stop; reportFixedWidth() then
  /// prints the one warning.
  void gangWidthNeeded(clang::SourceLocation L, const llvm::Twine &Why,
                       bool IsError);
  /// The target the driver builds instead of a scalable one when the source
  /// needs a compile-time gang width ("" for none: report errors).
  void setFixedWidthTarget(std::string T) { FixedWidthTarget = std::move(T); }
  bool hasFixedWidthTarget() const { return !FixedWidthTarget.empty(); }
  bool needsFixedWidth() const { return NeedsFixedWidth; }
  /// Prints the warning (an error with --werror, nothing with --woff) that
  /// the object is built for the fixed-width target, at the first location
  /// gangWidthNeeded() saw, under the group -Wsve-fixed-width.
  void reportFixedWidth();

  /// Notes added after every error while active, innermost first ("in
  /// instantiation of ... requested here"); push/pop around the work.
  void pushContext(clang::SourceLocation L, std::string Msg) {
    Context.push_back({L, std::move(Msg)});
  }
  void popContext() { Context.pop_back(); }

private:
  clang::DiagnosticsEngine &Diags;
  unsigned ErrID, WarnID, NoteID;
  bool NoWarnings, WarningsAsErrors;
  std::vector<std::pair<clang::SourceLocation, std::string>> Context;
  std::string FixedWidthTarget;
  bool NeedsFixedWidth = false;
  clang::SourceLocation FixedWidthAt;
  std::string FixedWidthWhy;
};

} // namespace fe
} // namespace spmdc

#endif
