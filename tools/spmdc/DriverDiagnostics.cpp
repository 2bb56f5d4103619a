//===- DriverDiagnostics.cpp - how the spmdc driver reports problems ------===//
//
// \file
// See DriverDiagnostics.h.
//
//===----------------------------------------------------------------------===//
#include "tools/spmdc/DriverDiagnostics.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace spmdc {

namespace {

/// The command line, kept for the reproducer in internal-error messages.
std::string CommandLine;

void onFatalSignal(void *) { printInternalError("the compiler crashed"); }

void onFatalError(void *, const char *Reason, bool) {
  printInternalError(Reason);
  // Outputs are ToolOutputFiles registered for removal on signals; remove
  // them here too, then leave without running destructors.
  sys::RunInterruptHandlers();
  std::_Exit(70);
}

} // namespace

void installCrashHandlers(int argc, char **argv) {
  CommandLine.clear();
  for (int I = 0; I < argc; ++I) {
    if (I)
      CommandLine += ' ';
    CommandLine += argv[I];
  }
  sys::AddSignalHandler(onFatalSignal, nullptr);
  install_fatal_error_handler(onFatalError, nullptr);
}

const std::string &reproducerCommandLine() { return CommandLine; }

void printInternalError(const char *What) {
  errs() << "spmdc: internal compiler error: " << What
         << "\nspmdc: please report this bug with the input file; reproduce with:\n  "
         << CommandLine << "\n";
  errs().flush();
}

DriverDiagnosticHandler::DriverDiagnosticHandler(const DiagnosticOptions &Opts,
                                                 bool *HadError)
    : Opts(Opts), HadError(HadError) {
  if (!Opts.RemarksPassed.empty())
    Passed.emplace(Opts.RemarksPassed);
  if (!Opts.RemarksMissed.empty())
    Missed.emplace(Opts.RemarksMissed);
  if (!Opts.RemarksAnalysis.empty())
    Analysis.emplace(Opts.RemarksAnalysis);
}

bool DriverDiagnosticHandler::isPassedOptRemarkEnabled(StringRef Pass) const {
  return Passed && Passed->match(Pass);
}

bool DriverDiagnosticHandler::isMissedOptRemarkEnabled(StringRef Pass) const {
  return Missed && Missed->match(Pass);
}

bool DriverDiagnosticHandler::isAnalysisRemarkEnabled(StringRef Pass) const {
  return Analysis && Analysis->match(Pass);
}

bool DriverDiagnosticHandler::isAnyRemarkEnabled() const {
  return Passed || Missed || Analysis;
}

/// Remarks print as clang prints them: `file:line:col: remark: message
/// [-Rpass=pass]`.
void DriverDiagnosticHandler::printRemark(
    const DiagnosticInfoOptimizationBase &R) {
  const char *Flag = nullptr;
  if (R.isPassed() && isPassedOptRemarkEnabled(R.getPassName()))
    Flag = "-Rpass";
  else if (R.isMissed() && isMissedOptRemarkEnabled(R.getPassName()))
    Flag = "-Rpass-missed";
  else if (R.isAnalysis() && isAnalysisRemarkEnabled(R.getPassName()))
    Flag = "-Rpass-analysis";
  if (!Flag)
    return;
  std::string Loc =
      R.isLocationAvailable() ? R.getLocationStr() + ": " : "spmdc: ";
  std::string Line = Loc + "remark: " + R.getMsg() + " [" + Flag + "=" +
                     R.getPassName().str() + "]\n";
  // A foreach body is compiled twice (the all-on gang loop and the partial
  // last gang), so a pass reports the same thing at the same place twice;
  // say it once. (The optimization record file keeps every remark.)
  if (PrintedRemarks.insert(Line).second)
    errs() << Line;
}

/// Prints `file:line:col: error: message`, the source line and a caret, as
/// the frontend prints its own errors (LLVM's SourceMgr does the layout).
/// False when the source file cannot be read or has no such line; the
/// caller then prints the first line alone.
bool DriverDiagnosticHandler::printWithSourceLine(const DiagnosticLocation &L,
                                                  bool IsError,
                                                  StringRef Msg) {
  SmallString<256> Path(L.getAbsolutePath());
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf || L.getLine() == 0)
    return false;
  SourceMgr SM;
  // Name the buffer as the debug info names the file (the path the user
  // gave), so the location reads like the frontend's.
  unsigned ID = SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy((*Buf)->getBuffer(), L.getRelativePath()),
      SMLoc());
  SMLoc At =
      SM.FindLocForLineAndColumn(ID, L.getLine(), std::max(1u, L.getColumn()));
  if (!At.isValid())
    return false;
  SM.PrintMessage(errs(), At,
                  IsError ? SourceMgr::DK_Error : SourceMgr::DK_Warning, Msg,
                  {}, {}, /*ShowColors=*/false);
  return true;
}

bool DriverDiagnosticHandler::handleDiagnostics(const DiagnosticInfo &DI) {
  if (auto *R = dyn_cast<DiagnosticInfoOptimizationBase>(&DI)) {
    printRemark(*R);
    return true;
  }
  if (DI.getSeverity() == DS_Remark || DI.getSeverity() == DS_Note)
    return true;
  if (DI.getSeverity() == DS_Warning && Opts.NoWarnings)
    return true;
  bool IsError = DI.getSeverity() == DS_Error ||
                 (DI.getSeverity() == DS_Warning && Opts.WarningsAsErrors);
  if (IsError)
    *HadError = true;
  std::string Msg, Loc;
  if (auto *Unsupported = dyn_cast<DiagnosticInfoUnsupported>(&DI)) {
    // Our passes report unsupported input this way; print it as the
    // frontend prints errors, without LLVM's function-signature preamble.
    Msg = Unsupported->getMessage().str();
    if (Unsupported->isLocationAvailable()) {
      if (printWithSourceLine(Unsupported->getLocation(), IsError, Msg))
        return true;
      Loc = Unsupported->getLocationStr() + ": ";
    } else {
      Msg += " (in function '" + Unsupported->getFunction().getName().str() +
             "')";
    }
  } else {
    raw_string_ostream OS(Msg);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
  }
  errs() << (Loc.empty() ? "spmdc: " : Loc)
         << (IsError ? "error: " : "warning: ") << Msg << "\n";
  return true;
}

} // namespace spmdc
