//===- DriverDiagnostics.h - how the spmdc driver reports problems -*- C++ -*-===//
//
// \file
// The driver's side of diagnostics: the LLVMContext diagnostic handler that
// prints what passes report (DiagnosticInfoUnsupported as
// `file:line:col: error:` with the source line and a caret, like the
// frontend's own errors; remarks as clang prints them, filtered by
// -Rpass/-Rpass-missed/-Rpass-analysis; --woff and --werror for warnings),
// and the crash handlers that turn an LLVM fatal error or a signal into an
// "internal compiler error" message with a reproducer command line.
//
// Guarantees: an error (or a warning under --werror) sets the caller's flag,
// so the driver writes no output; a fatal error removes the output files
// registered for removal (ToolOutputFile) and exits with status 70.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_DRIVERDIAGNOSTICS_H
#define SPMDC_TOOLS_SPMDC_DRIVERDIAGNOSTICS_H

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/Support/Regex.h"

#include <optional>
#include <string>

namespace spmdc {

/// What the command line says about diagnostics.
struct DiagnosticOptions {
  std::string RemarksPassed, RemarksMissed, RemarksAnalysis; ///< regexes
  bool NoWarnings = false;       ///< --woff
  bool WarningsAsErrors = false; ///< --werror
};

/// Prints diagnostics raised by passes the way the frontend prints its own,
/// and remembers errors in *HadError.
class DriverDiagnosticHandler : public llvm::DiagnosticHandler {
public:
  DriverDiagnosticHandler(const DiagnosticOptions &Opts, bool *HadError);
  bool isPassedOptRemarkEnabled(llvm::StringRef Pass) const override;
  bool isMissedOptRemarkEnabled(llvm::StringRef Pass) const override;
  bool isAnalysisRemarkEnabled(llvm::StringRef Pass) const override;
  bool isAnyRemarkEnabled() const override;
  bool handleDiagnostics(const llvm::DiagnosticInfo &DI) override;

private:
  void printRemark(const llvm::DiagnosticInfoOptimizationBase &R);
  bool printWithSourceLine(const llvm::DiagnosticLocation &L, bool IsError,
                           llvm::StringRef Msg);
  DiagnosticOptions Opts;
  bool *HadError;
  std::optional<llvm::Regex> Passed, Missed, Analysis;
  llvm::StringSet<> PrintedRemarks; ///< each remark line is printed once
};

/// Keeps the command line for reproducers and installs the signal and
/// fatal-error handlers that print an internal-compiler-error message.
void installCrashHandlers(int argc, char **argv);
/// The command line installCrashHandlers kept.
const std::string &reproducerCommandLine();
/// `spmdc: internal compiler error: What` and how to reproduce it.
void printInternalError(const char *What);

} // namespace spmdc

#endif
