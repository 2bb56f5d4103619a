//===- Diagnostics.cpp - user diagnostics of the frontend -----------------===//
//
// \file
// Custom Clang diagnostic IDs ("%0") for error, warning and note; see
// Diagnostics.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/Diagnostics.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace spmdc {
namespace fe {

DiagReporter::DiagReporter(DiagnosticsEngine &D, bool NoWarnings,
                           bool WarningsAsErrors)
    : Diags(D), NoWarnings(NoWarnings), WarningsAsErrors(WarningsAsErrors) {
  DiagnosticIDs &IDs = *D.getDiagnosticIDs();
  ErrID = IDs.getCustomDiagID(DiagnosticIDs::CustomDiagDesc(
      diag::Severity::Error, "%0", DiagnosticIDs::CLASS_ERROR,
      /*ShowInSystemHeader=*/true, /*ShowInSystemMacro=*/true));
  WarnID = IDs.getCustomDiagID(DiagnosticIDs::CustomDiagDesc(
      diag::Severity::Warning, "%0", DiagnosticIDs::CLASS_WARNING,
      /*ShowInSystemHeader=*/true, /*ShowInSystemMacro=*/true));
  NoteID = IDs.getCustomDiagID(DiagnosticIDs::CustomDiagDesc(
      diag::Severity::Remark, "%0", DiagnosticIDs::CLASS_NOTE,
      /*ShowInSystemHeader=*/true, /*ShowInSystemMacro=*/true));
}

bool DiagReporter::shouldStop() const { return Diags.hasFatalErrorOccurred(); }

void DiagReporter::error(SourceLocation L, const llvm::Twine &Msg) {
  // The engine's error limit turns the 21st error into "too many errors".
  llvm::SmallString<128> S;
  Diags.Report(L, ErrID) << Msg.toStringRef(S);
  for (auto It = Context.rbegin(); It != Context.rend(); ++It)
    note(It->first, It->second);
}

void DiagReporter::warning(SourceLocation L, const llvm::Twine &Msg) {
  if (NoWarnings || shouldStop())
    return;
  llvm::SmallString<128> S;
  Diags.Report(L, WarningsAsErrors ? ErrID : WarnID) << Msg.toStringRef(S);
  for (auto It = Context.rbegin(); It != Context.rend(); ++It)
    note(It->first, It->second);
}

void DiagReporter::note(SourceLocation L, const llvm::Twine &Msg) {
  if (shouldStop())
    return;
  llvm::SmallString<128> S;
  Diags.Report(L, NoteID) << Msg.toStringRef(S);
}

void DiagReporter::gangWidthNeeded(SourceLocation L, const llvm::Twine &Why,
                                   bool IsError) {
  if (FixedWidthTarget.empty()) {
    if (IsError)
      error(L, Why);
    else
      warning(L, Why);
    return;
  }
  if (!NeedsFixedWidth) {
    NeedsFixedWidth = true;
    FixedWidthAt = L;
    FixedWidthWhy = Why.str();
  }
}

void DiagReporter::reportFixedWidth() {
  if (!needsFixedWidth())
    return;
  warning(FixedWidthAt, FixedWidthWhy + "; compiling for '" + FixedWidthTarget +
                            "' (fixed-length variants) instead "
                            "[-Wsve-fixed-width]");
}

} // namespace fe
} // namespace spmdc
