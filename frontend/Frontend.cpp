//===- Frontend.cpp - the frontend pipeline -------------------------------===//
//
// \file
// runFrontend (Frontend.h): the frontend's stages in order, in one place:
//
//   SourceSession (Clang preprocessor + PreprocessorGuards) -> lexAll
//     -> Parser -> Sema
//     -> markGangSharedVariables -> generateSpmdIR (+ LLVM verifier)
//     -> writeHeader
//
// Each stage stops the pipeline once errors were reported. The pipeline runs
// on a helper thread with a large stack so that deeply nested (but legal)
// input cannot overflow the caller's stack. A verifier failure is an
// internal error: "internal compiler error ... please report" with a
// reproducer command, never a crash.
//
//===----------------------------------------------------------------------===//
#include "frontend/Frontend.h"
#include "frontend/CodeGen.h"
#include "frontend/Diagnostics.h"
#include "frontend/HeaderWriter.h"
#include "frontend/Lexer.h"
#include "frontend/Parser.h"
#include "frontend/Sema.h"
#include "frontend/SourceSetup.h"
#include "frontend/Stdlib.h"
#include "frontend/VaryingControlFlow.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"

namespace spmdc {

namespace {

std::string reproducer(const FrontendOptions &Opts) {
  if (!Opts.CommandLine.empty())
    return Opts.CommandLine;
  std::string C = "spmdc " + Opts.InputPath;
  if (!Opts.TargetName.empty())
    C += " --target=" + Opts.TargetName;
  for (const std::string &I : Opts.IncludeDirs)
    C += " -I" + I;
  for (const std::string &D : Opts.Defines)
    C += " -D" + D;
  for (const std::string &U : Opts.Undefines)
    C += " -U" + U;
  return C + " --emit-spmd-ir -o -";
}

void runPipeline(const FrontendOptions &Opts, llvm::LLVMContext &Ctx,
                 FrontendResult &R) {
  using namespace fe;
  SourceSession SS(Opts);
  bool Opened = SS.open();
  DiagReporter Diag(SS.diags(), Opts.NoWarnings, Opts.WarningsAsErrors);
  Diag.setFixedWidthTarget(Opts.FixedWidthTarget);
  SS.setReporter(Diag);
  auto Finish = [&]() {
    // A source that needs a compile-time gang width is compiled again for
    // the fixed-width target, which reports everything else: here only the
    // one warning (its errors and warnings would print twice).
    bool Retry = Diag.needsFixedWidth();
    SS.releaseDiagnostics(/*Drop=*/Retry);
    unsigned ErrorsBefore = Diag.numErrors();
    if (Retry)
      Diag.reportFixedWidth();
    R.NeedsFixedWidth = Retry;
    R.NumErrors = Retry ? Diag.numErrors() - ErrorsBefore : Diag.numErrors();
    R.NumWarnings = Diag.numWarnings();
    if (Opts.CollectDependencies)
      R.Dependencies = SS.dependencies();
  };
  if (!Opened) {
    Finish();
    if (!R.NumErrors)
      R.NumErrors = 1;
    return;
  }

  std::vector<Token> Toks = lexAll(SS.preprocessor(), Diag);
  // (needsFixedWidth: `#if TARGET_WIDTH` on `-target sve`, see Finish.)
  if (Diag.numErrors() || Diag.needsFixedWidth()) // preprocessor errors: parsing would only cascade
    return Finish();
  ASTContext AST;
  Parser P(Toks, AST, Diag);
  TranslationUnit TU = P.parseTranslationUnit();
  if (Diag.numErrors()) // no semantic checks on a broken parse: no cascades
    return Finish();

  Sema S(AST, Diag, Opts.ProgramCount, Opts.VaryingGlobalLanes);
  S.RuntimeGang = Opts.RuntimeGang;
  std::vector<FuncDecl *> Defs = S.run(TU);
  if (Diag.numErrors() || Diag.needsFixedWidth())
    return Finish();
  Defs = dropUnusedStdlib(Defs, SS.sourceManager());

  markGangSharedVariables(Defs);
  markPartialLaunches(Defs);

  std::string ModuleName = SS.mainFileName();
  std::string Err;
  R.Module = generateSpmdIR(Defs, TU.Globals, Ctx, Opts, ModuleName,
                            SS.sourceManager(), Err);
  if (!R.Module) {
    llvm::errs() << "internal compiler error: the frontend produced invalid "
                    "SPMD IR; please report this bug with the input file "
                    "and this command:\n  "
                 << reproducer(Opts) << "\n"
                 << Err << "\n";
    Finish();
    R.NumErrors += 1;
    return;
  }

  if (Opts.WantHeader) {
    std::string Name = Opts.HeaderPath.empty()
                           ? llvm::sys::path::stem(ModuleName).str() + ".h"
                           : llvm::sys::path::filename(Opts.HeaderPath).str();
    std::string Guard =
        Opts.HeaderGuard.empty() ? defaultHeaderGuard(Name) : Opts.HeaderGuard;
    R.Header = writeHeader(Defs, Name, Guard, TU.Enums);
    R.ExportSignatures = exportSignatures(Defs);
  }
  Finish();
}

} // namespace

FrontendResult runFrontend(const FrontendOptions &Opts,
                           llvm::LLVMContext &Ctx) {
  FrontendResult R;
  // 64 MiB of stack: the parser bounds nesting, but Clang's preprocessor
  // recurses on nested #if parentheses and macro arguments.
  constexpr unsigned StackSize = 64u << 20;
  if (llvm::llvm_is_multithreaded()) {
    llvm::thread T(std::optional<unsigned>(StackSize),
                   [&] { runPipeline(Opts, Ctx, R); });
    T.join();
  } else {
    runPipeline(Opts, Ctx, R);
  }
  if (R.NumErrors || R.NeedsFixedWidth)
    R.Module.reset();
  return R;
}

} // namespace spmdc
