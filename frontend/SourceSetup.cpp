//===- SourceSetup.cpp - Clang preprocessor for spmdc sources -------------===//
//
// \file
// Hand-built Clang preprocessing stack; see SourceSetup.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/SourceSetup.h"
#include "frontend/Diagnostics.h"
#include "frontend/PreprocessorGuards.h"
#include "frontend/Stdlib.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace clang;

namespace spmdc {
namespace fe {

namespace {
/// Records every file the preprocessor enters.
class DepCollector : public PPCallbacks {
public:
  DepCollector(SourceManager &SM, std::vector<std::string> &Deps)
      : SM(SM), Deps(Deps) {}
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile)
      return;
    FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
    if (!FE)
      return;
    std::string Name = FE->getName().str();
    if (Seen.insert(Name).second)
      Deps.push_back(Name);
  }

private:
  SourceManager &SM;
  std::vector<std::string> &Deps;
  llvm::StringSet<> Seen;
};

/// On a scalable target TARGET_WIDTH is not defined (the gang width is
/// known only at run time), so `#if TARGET_WIDTH == 16` would silently
/// read 0: reports each evaluated `#if`/`#elif` that names it outside
/// `defined` as needing a compile-time gang width (a warning on sve-vla;
/// `-target sve` builds sve-multi instead). Only the condition's own
/// tokens are looked at, not what its macros expand to.
class ScalableWidthCheck : public PPCallbacks {
public:
  ScalableWidthCheck(Preprocessor &PP, DiagReporter *const &Reporter)
      : PP(PP), Reporter(Reporter) {}
  void If(SourceLocation, SourceRange Cond, ConditionValueKind Value) override {
    check(Cond, Value);
  }
  void Elif(SourceLocation, SourceRange Cond, ConditionValueKind Value,
            SourceLocation) override {
    check(Cond, Value);
  }

private:
  void check(SourceRange Cond, ConditionValueKind Value) {
    if (Value == CVK_NotEvaluated || PP.isMacroDefined("TARGET_WIDTH") ||
        !Reporter)
      return;
    SourceManager &SM = PP.getSourceManager();
    CharSourceRange R = CharSourceRange::getTokenRange(Cond);
    bool Invalid = false;
    llvm::StringRef Text =
        Lexer::getSourceText(R, SM, PP.getLangOpts(), &Invalid);
    if (Invalid)
      return;
    // Raw-lex a NUL-terminated copy of the condition (the lexer reads one
    // character past its end): identifiers, and whether `defined` (with or
    // without a parenthesis) comes just before. Locations count from the
    // condition's start.
    std::string Copy = Text.str();
    Lexer L(SM.getSpellingLoc(Cond.getBegin()), PP.getLangOpts(), Copy.data(),
            Copy.data(), Copy.data() + Copy.size());
    bool AfterDefined = false;
    Token T;
    while (true) {
      L.LexFromRawLexer(T);
      if (T.is(tok::eof))
        break;
      if (T.is(tok::raw_identifier)) {
        llvm::StringRef Name = T.getRawIdentifier();
        if (Name == "TARGET_WIDTH" && !AfterDefined)
          Reporter->gangWidthNeeded(
              T.getLocation(),
              Reporter->hasFixedWidthTarget()
                  ? "this condition reads TARGET_WIDTH, which is not defined "
                    "on a scalable target (the gang width is known only at "
                    "run time)"
                  : "TARGET_WIDTH is not defined on a scalable target (the "
                    "gang width is known only at run time; "
                    "SPMDC_SCALABLE_WIDTH is defined instead): this "
                    "condition reads it as 0",
              /*IsError=*/false);
        AfterDefined = Name == "defined";
      } else if (T.isNot(tok::l_paren)) {
        AfterDefined = false;
      }
    }
  }

  Preprocessor &PP;
  DiagReporter *const &Reporter;
};
} // namespace

/// Holds diagnostics back, in order, until released; forwards the source
/// file events to the printer at once.
class HeldDiagnostics : public DiagnosticConsumer {
public:
  explicit HeldDiagnostics(DiagnosticConsumer &Out) : Out(Out) {}
  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Out.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Out.EndSourceFile(); }
  void HandleDiagnostic(DiagnosticsEngine::Level L,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (Holding)
      Stored.emplace_back(L, Info);
    else
      Out.HandleDiagnostic(L, Info);
  }
  /// Stops holding; re-reports the held diagnostics through \p Engine
  /// (whose client this is) unless \p Drop.
  void release(DiagnosticsEngine &Engine, bool Drop) {
    if (!Holding)
      return;
    Holding = false;
    std::vector<StoredDiagnostic> Old = std::move(Stored);
    if (!Drop)
      for (const StoredDiagnostic &D : Old)
        Engine.Report(D);
  }

private:
  DiagnosticConsumer &Out;
  bool Holding = true;
  std::vector<StoredDiagnostic> Stored;
};

void SourceSession::releaseDiagnostics(bool Drop) {
  if (Held)
    Held->release(*Diags, Drop);
}

SourceSession::SourceSession(const FrontendOptions &Opts) : Opts(Opts) {
  DiagOpts.ShowColors = false;
  DiagOpts.ShowCarets = true;
  DiagOpts.ShowColumn = true;
  DiagOpts.ShowSourceRanges = false;
  Printer = std::make_unique<TextDiagnosticPrinter>(llvm::errs(), DiagOpts);
  if (!Opts.FixedWidthTarget.empty())
    Held = std::make_unique<HeldDiagnostics>(*Printer);
  Diags = std::make_unique<DiagnosticsEngine>(
      DiagnosticIDs::create(), DiagOpts,
      Held ? static_cast<DiagnosticConsumer *>(Held.get()) : Printer.get(),
      /*ShouldOwnClient=*/false);
  Diags->setErrorLimit(DiagReporter::ErrorLimit);
  Diags->setIgnoreAllWarnings(Opts.NoWarnings);
  Diags->setWarningsAsErrors(Opts.WarningsAsErrors);
  FM = std::make_unique<FileManager>(FSOpts);
  SM = std::make_unique<SourceManager>(*Diags, *FM);
}

SourceSession::~SourceSession() {
  // The preprocessor refers to everything else; drop it first.
  if (PP)
    Diags->getClient()->EndSourceFile();
  PP.reset();
  HS.reset();
}

std::string SourceSession::predefines() const {
  std::string S;
  auto Def = [&S](const std::string &Name, const std::string &Val) {
    S += "#define " + Name + " " + Val + "\n";
  };
  Def("ISPC", "1");
  Def("__ISPC__", "1");
  Def("__SPMDC__", "1");
  Def("ISPC_MAJOR_VERSION", "1");
  Def("ISPC_MINOR_VERSION", "24");
  Def("ISPC_POINTER_SIZE", "64");
  Def("ISPC_UINT_IS_DEFINED", "1");
  // The rest of ISPC's documented predefined symbols (User's Guide, "The
  // Preprocessor"), with the values ISPC gives for the same targets: every
  // spmdc target keeps 32-bit elements (ISPC's i32 targets), so
  // TARGET_ELEMENT_WIDTH is 4; double is supported everywhere; the LLVM
  // version is the one spmdc is built on.
  Def("TARGET_ELEMENT_WIDTH", "4");
  Def("ISPC_FP64_SUPPORTED", "1");
  Def("ISPC_ATTRIBUTE_SUPPORTED",
      "1"); // __attribute__((...)), ParseAttributes.cpp
  Def("LLVM_VERSION_MAJOR", std::to_string(LLVM_VERSION_MAJOR));
  Def("LLVM_VERSION_MINOR", std::to_string(LLVM_VERSION_MINOR));
  Def("PI", "3.1415926535");
  // The limits ISPC's library defines for every program, with its literal
  // types: the 32-bit ones carry `L` (32 bits in ISPC's lexer: INT32_MAX + 1
  // wraps), the float ones their type's suffix (docs/stdlib.md, "Limits").
  Def("INT8_MAX", "(127)");
  Def("INT16_MAX", "(32767)");
  Def("INT32_MAX", "(2147483647L)");
  Def("INT64_MAX", "(9223372036854775807LL)");
  Def("UINT8_MAX", "(255U)");
  Def("UINT16_MAX", "(65535U)");
  Def("UINT32_MAX", "(4294967295UL)");
  Def("UINT64_MAX", "(18446744073709551615ULL)");
  Def("INT8_MIN", "(-INT8_MAX - 1)");
  Def("INT16_MIN", "(-INT16_MAX - 1)");
  Def("INT32_MIN", "(-INT32_MAX - 1)");
  Def("INT64_MIN", "(-INT64_MAX - 1)");
  Def("F16_MIN", "(6.103515625e-05F16)");      // 2^-14
  Def("F16_MAX", "(65504.0F16)");
  Def("FLT16_MIN", "F16_MIN"); // the names ISPC's guide documents
  Def("FLT16_MAX", "F16_MAX");
  Def("FLT_MIN", "(1.1754943508222875e-38F)"); // 2^-126
  Def("FLT_MAX", "(3.4028234663852886e+38F)");
  Def("DBL_MIN", "(2.2250738585072014e-308D)"); // 2^-1022
  Def("DBL_MAX", "(1.7976931348623157e+308D)");
  if (Opts.ProgramCount)
    Def("TARGET_WIDTH", std::to_string(Opts.ProgramCount));
  else // a scalable target (sve-vla): programCount is known at run time
    Def("SPMDC_SCALABLE_WIDTH", "1");
  if (!Opts.TargetName.empty()) {
    std::string T;
    for (char C : Opts.TargetName)
      T += std::isalnum((unsigned char)C) ? (char)std::toupper((unsigned char)C)
                                          : '_';
    Def("__SPMDC_TARGET_" + T + "__", "1");
    // ISPC's own target macro, which ISPC programs test to pick
    // instruction-set-specific code (`#if defined(ISPC_TARGET_AVX2)`):
    // the canonical target name's ISA family. Targets ISPC does not have
    // (SVE, scalar, the GPUs) define none. ISPC defines exactly one: its
    // AVX-512 targets each their own (avx512spr-x16: ISPC_TARGET_AVX512SPR
    // and not ..SKX), so the AVX-512 macro follows the spelling the command
    // line gave; spmdc's own `avx512` names are Skylake's.
    StringRef Name(Opts.TargetName);
    StringRef Isa(Opts.TargetIsaSpelling);
    const char *Ispc = Isa == "avx512spr"          ? "AVX512SPR"
                       : Isa == "avx512icl"        ? "AVX512ICL"
                       : Name.starts_with("avx512") ? "AVX512SKX"
                       : Name.starts_with("avx2") ? "AVX2"
                       : Name == "avx1"           ? "AVX"
                       : Name == "sse4"           ? "SSE4"
                       : Name == "sse2"           ? "SSE2"
                       : Name == "neon"           ? "NEON"
                                                  : nullptr;
    if (Ispc)
      Def(std::string("ISPC_TARGET_") + Ispc, "1");
    // ISPC defines ISPC_FP16_SUPPORTED where the target has half-precision
    // arithmetic (its ARM and Xe targets, not SSE/AVX/AVX-512 SKX): spmdc
    // follows that for ARM and defines it for the GPUs, which have native
    // half too, so `#ifdef ISPC_FP16_SUPPORTED` picks ISPC's path. (spmdc's
    // float16 works on every target, emulated through float on x86.)
    if (Name.starts_with("sve") || Name == "neon" || Name == "amdgcn" ||
        Name == "nvptx")
      Def("ISPC_FP16_SUPPORTED", "1");
  }
  // The library written in the language (Stdlib.h), before the user's
  // macros so that they cannot change it.
  S += stdlibSource();
  S += "\n";
  for (const std::string &D : Opts.Defines) {
    size_t Eq = D.find('=');
    if (Eq == std::string::npos)
      Def(D, "1");
    else
      Def(D.substr(0, Eq), D.substr(Eq + 1));
  }
  for (const std::string &U : Opts.Undefines)
    S += "#undef " + U + "\n";
  return S;
}

bool SourceSession::open() {
  unsigned OpenErr =
      Diags->getDiagnosticIDs()->getCustomDiagID(DiagnosticIDs::CustomDiagDesc(
          diag::Severity::Error, "%0", DiagnosticIDs::CLASS_ERROR));
  // Target: the triple asked for, else the host.
  std::string Triple = Opts.TargetTriple.empty()
                           ? llvm::sys::getDefaultTargetTriple()
                           : Opts.TargetTriple;
  TargetOpts.Triple = llvm::Triple::normalize(Triple);
  {
    // Unknown triples fall back to the host quietly: the target only
    // matters to the preprocessor for a few builtin macros we do not use.
    DiagnosticsEngine Quiet(DiagnosticIDs::create(), DiagOpts,
                            new IgnoringDiagConsumer(), true);
    Target = TargetInfo::CreateTargetInfo(Quiet, TargetOpts);
    if (!Target) {
      TargetOpts.Triple = llvm::sys::getDefaultTargetTriple();
      Target = TargetInfo::CreateTargetInfo(Quiet, TargetOpts);
    }
  }
  if (!Target) {
    Diags->Report(OpenErr) << "cannot create a target for triple '" + Triple +
                                  "'";
    return false;
  }

  // C99, so that bool/true/false and all ISPC words are identifiers.
  LangOpts.C99 = 1;
  LangOpts.LineComment = 1;
  LangOpts.Digraphs = 0;
  LangOpts.Trigraphs = 0;
  LangOpts.DollarIdents = 0;

  // Main file.
  std::unique_ptr<llvm::MemoryBuffer> Buf;
  if (Opts.InputContents) {
    MainName = Opts.InputPath.empty() ? "<input>" : Opts.InputPath;
    Buf = llvm::MemoryBuffer::getMemBufferCopy(*Opts.InputContents, MainName);
    SM->setMainFileID(SM->createFileID(std::move(Buf)));
  } else if (Opts.InputPath == "-" || Opts.InputPath.empty()) {
    auto B = llvm::MemoryBuffer::getSTDIN();
    if (!B) {
      Diags->Report(OpenErr) << "cannot read standard input";
      return false;
    }
    MainName = "<stdin>";
    // Give the buffer a name so diagnostics say <stdin>:line:col.
    Buf = llvm::MemoryBuffer::getMemBufferCopy((*B)->getBuffer(), MainName);
    SM->setMainFileID(SM->createFileID(std::move(Buf)));
  } else {
    MainName = Opts.InputPath;
    auto FE = FM->getFileRef(Opts.InputPath);
    if (!FE) {
      Diags->Report(OpenErr) << "cannot open input file '" + Opts.InputPath +
                                    "': " + llvm::toString(FE.takeError());
      return false;
    }
    SM->setMainFileID(SM->createFileID(*FE, SourceLocation(), SrcMgr::C_User));
    if (!SM->getBufferOrNone(SM->getMainFileID())) {
      Diags->Report(OpenErr)
          << "cannot read input file '" + Opts.InputPath + "'";
      return false;
    }
  }

  // Header search: -I only.
  HSOpts.UseBuiltinIncludes = false;
  HSOpts.UseStandardSystemIncludes = false;
  HSOpts.UseStandardCXXIncludes = false;
  for (const std::string &Dir : Opts.IncludeDirs)
    HSOpts.AddPath(Dir, frontend::Angled, /*IsFramework=*/false,
                   /*IgnoreSysRoot=*/true);
  HS = std::make_unique<HeaderSearch>(HSOpts, *SM, *Diags, LangOpts,
                                      Target.get());
  ApplyHeaderSearchOptions(*HS, HSOpts, LangOpts, Target->getTriple());

  PP = std::make_unique<Preprocessor>(PPOpts, *Diags, LangOpts, *SM, *HS,
                                      ModLoader, /*IILookup=*/nullptr,
                                      /*OwnsHeaderSearch=*/false, TU_Complete);
  PP->Initialize(*Target);
  PP->setPredefines(predefines());
  installPreprocessorGuards(*PP);
  // Also with --woff: `-target sve` must learn that the source needs a
  // compile-time width (the warning itself is dropped by DiagReporter).
  if (!Opts.ProgramCount)
    PP->addPPCallbacks(std::make_unique<ScalableWidthCheck>(*PP, Reporter));
  if (Opts.CollectDependencies)
    PP->addPPCallbacks(std::make_unique<DepCollector>(*SM, Deps));
  Diags->getClient()->BeginSourceFile(LangOpts, PP.get());
  PP->EnterMainSourceFile();
  return true;
}

} // namespace fe
} // namespace spmdc
