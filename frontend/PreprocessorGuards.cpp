//===- PreprocessorGuards.cpp - keep Clang's preprocessor safe ------------===//
//
// \file
// See PreprocessorGuards.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/PreprocessorGuards.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/Twine.h"

using namespace clang;

namespace spmdc {
namespace fe {

namespace {

/// Offset of the first bracket nested deeper than Limit, or npos.
size_t firstTooDeep(llvm::StringRef Buf, size_t Limit) {
  size_t Depth = 0;
  for (size_t I = 0, E = Buf.size(); I != E; ++I) {
    char C = Buf[I];
    if (C == '(' || C == '[' || C == '{') {
      if (++Depth > Limit)
        return I;
    } else if ((C == ')' || C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return llvm::StringRef::npos;
}

class Guards : public PPCallbacks {
public:
  explicit Guards(Preprocessor &PP) : PP(PP) {
    FatalID = PP.getDiagnostics().getDiagnosticIDs()->getCustomDiagID(
        DiagnosticIDs::CustomDiagDesc(diag::Severity::Fatal, "%0",
                                      DiagnosticIDs::CLASS_ERROR,
                                      /*ShowInSystemHeader=*/true,
                                      /*ShowInSystemMacro=*/true));
  }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile)
      return;
    SourceManager &SM = PP.getSourceManager();
    FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
    bool Invalid = false;
    llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
    if (Invalid)
      return;
    size_t Off = firstTooDeep(Buf, MaxRawNesting);
    if (Off == llvm::StringRef::npos)
      return;
    PP.getDiagnostics().Report(SM.getComposedLoc(FID, Off), FatalID)
        << ("nesting too deep (more than " + llvm::Twine(MaxRawNesting) +
            " nested brackets in one file)")
               .str();
    // The file being entered is the current lexer (Lexer is the only kind
    // of PreprocessorLexer): make it end here.
    PreprocessorLexer *PL = PP.getCurrentLexer();
    if (PL && PL->getFileID() == FID)
      static_cast<Lexer *>(PL)->seek(static_cast<unsigned>(Buf.size()),
                                     /*IsAtStartOfLine=*/true);
  }

  void MacroExpands(const Token &Name, const MacroDefinition &, SourceRange,
                    const MacroArgs *) override {
    if (++Expansions <= MaxMacroExpansions)
      return;
    if (!Tripped) {
      Tripped = true;
      PP.getDiagnostics().Report(Name.getLocation(), FatalID)
          << ("macro expansion limit exceeded (more than " +
              llvm::Twine((unsigned)MaxMacroExpansions) + " expansions)")
                 .str();
    }
    // Undefine every macro: what is being expanded drains without growing.
    for (auto &Entry : PP.getIdentifierTable()) {
      IdentifierInfo *II = Entry.getValue();
      if (II && II->hasMacroDefinition())
        PP.appendMacroDirective(II,
                                new (PP.getPreprocessorAllocator())
                                    UndefMacroDirective(Name.getLocation()));
    }
  }

private:
  Preprocessor &PP;
  unsigned FatalID = 0;
  size_t Expansions = 0;
  bool Tripped = false;
};

} // namespace

void installPreprocessorGuards(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<Guards>(PP));
}

} // namespace fe
} // namespace spmdc
