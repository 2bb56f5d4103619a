//===- Lexer.h - token stream for the spmdc parser --------------*- C++ -*-===//
//
// \file
// Drains Clang's Preprocessor into a vector of simplified tokens: identifiers
// (C keywords such as `int` or `for` included, by spelling), numbers (their
// spelling), character/string literals, punctuators (Clang's token kind),
// unknown characters, and a final Eof. Macro expansion, #include and #if are
// done by Clang; preprocessor errors are reported by Clang. A `static`
// written after the qualifiers that start a declaration (`const static
// int x`) is moved in front of them, where the parser reads it.
//
// Expects: an opened SourceSession. Guarantees: the vector always ends with
// exactly one Eof token, so the parser can look ahead without bounds checks;
// at most MaxTokens tokens, and lexing stops early at a fatal error.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_LEXER_H
#define SPMDC_FRONTEND_LEXER_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/TokenKinds.h"
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace spmdc {
namespace fe {

struct Token {
  enum KindTy { Ident, Number, CharLit, StringLit, Punct, Unknown, Eof };
  KindTy Kind = Eof;
  clang::tok::TokenKind P = clang::tok::unknown; ///< for Punct
  std::string Text; ///< spelling for Ident/Number; bytes of a StringLit
  clang::SourceLocation Loc;

  bool is(clang::tok::TokenKind K) const { return Kind == Punct && P == K; }
  bool isWord(const char *W) const { return Kind == Ident && Text == W; }
};

class DiagReporter;

/// Most tokens a translation unit may expand to (a guard against macro
/// "billion laughs" blow-ups).
constexpr size_t MaxTokens = 2'000'000;

/// Lexes the whole translation unit. Past MaxTokens reports an error and
/// stops (the vector still ends with Eof).
std::vector<Token> lexAll(clang::Preprocessor &PP, DiagReporter &Diag);

} // namespace fe
} // namespace spmdc

#endif
