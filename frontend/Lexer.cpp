//===- Lexer.cpp - token stream for the spmdc parser ----------------------===//
//
// \file
// See Lexer.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/Lexer.h"
#include "frontend/Diagnostics.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Lex/Preprocessor.h"
#include <algorithm>
#include <cctype>

using namespace clang;

namespace spmdc {
namespace fe {

/// A C pp-number swallows `...`: `0...n` is one token. ISPC's foreach
/// range needs it split into `0`, `...`, `n`.
static void splitEllipsis(const Token &T, std::vector<Token> &Out) {
  const std::string &S = T.Text;
  size_t Start = 0;
  while (Start < S.size()) {
    size_t Dots = S.find("...", Start);
    size_t End = Dots == std::string::npos ? S.size() : Dots;
    if (End > Start) {
      Token P;
      P.Loc = T.Loc.getLocWithOffset(Start);
      P.Text = S.substr(Start, End - Start);
      unsigned char C0 = P.Text[0];
      if (std::isdigit(C0) || C0 == '.')
        P.Kind = Token::Number;
      else if (std::isalpha(C0) || C0 == '_')
        P.Kind = Token::Ident;
      else
        P.Kind = Token::Unknown;
      Out.push_back(std::move(P));
    }
    if (Dots == std::string::npos)
      break;
    Token E;
    E.Kind = Token::Punct;
    E.P = tok::ellipsis;
    E.Loc = T.Loc.getLocWithOffset(Dots);
    Out.push_back(std::move(E));
    Start = Dots + 3;
  }
}

/// C lets `static` follow the type qualifiers of a declaration (`const
/// static uniform int y = 1;`, which ISPC accepts); the parser reads it
/// only first. Moves such a `static` to the front of the qualifiers when
/// they start a declaration (at the beginning, or after `;`, `{` or `}`).
static void storageClassFirst(std::vector<Token> &Toks) {
  auto IsQualifier = [](const Token &T) {
    return T.isWord("const") || T.isWord("uniform") || T.isWord("varying");
  };
  for (size_t I = 1; I < Toks.size(); ++I) {
    if (!Toks[I].isWord("static"))
      continue;
    size_t J = I;
    while (J > 0 && IsQualifier(Toks[J - 1]))
      --J;
    if (J == I)
      continue;
    if (J > 0 && !Toks[J - 1].is(tok::semi) && !Toks[J - 1].is(tok::l_brace) &&
        !Toks[J - 1].is(tok::r_brace))
      continue;
    std::rotate(Toks.begin() + J, Toks.begin() + I, Toks.begin() + I + 1);
  }
}

std::vector<Token> lexAll(Preprocessor &PP, DiagReporter &Diag) {
  std::vector<Token> Out;
  clang::Token T;
  while (true) {
    PP.Lex(T);
    if (Out.size() >= MaxTokens || (Diag.shouldStop() && !T.is(tok::eof))) {
      if (!Diag.shouldStop())
        Diag.error(T.getLocation(),
                   "the translation unit expands to too many tokens (the "
                   "limit is " +
                       llvm::Twine((unsigned)MaxTokens) + ")");
      Token E;
      E.Kind = Token::Eof;
      E.Loc = T.getLocation();
      Out.push_back(std::move(E));
      break;
    }
    Token O;
    O.Loc = T.getLocation();
    if (T.is(tok::eof)) {
      O.Kind = Token::Eof;
      Out.push_back(std::move(O));
      break;
    }
    if (IdentifierInfo *II = T.getIdentifierInfo()) {
      O.Kind = Token::Ident;
      O.Text = II->getName().str();
    } else if (T.is(tok::numeric_constant)) {
      O.Kind = Token::Number;
      bool Invalid = false;
      O.Text = PP.getSpelling(T, &Invalid);
      if (Invalid)
        O.Kind = Token::Unknown;
    } else if (tok::isStringLiteral(T.getKind())) {
      // The decoded bytes (escapes resolved; print's format is the one use).
      O.Kind = Token::StringLit;
      StringLiteralParser Lit(llvm::ArrayRef<clang::Token>(T), PP);
      if (Lit.hadError || !Lit.isOrdinary())
        O.Kind = Token::Unknown;
      else
        O.Text = Lit.GetString().str();
    } else if (T.is(tok::char_constant) || T.is(tok::wide_char_constant) ||
               T.is(tok::utf8_char_constant) ||
               T.is(tok::utf16_char_constant) ||
               T.is(tok::utf32_char_constant)) {
      O.Kind = Token::CharLit;
      // The spelling, for the diagnostic that suggests the value instead.
      bool Invalid = false;
      O.Text = PP.getSpelling(T, &Invalid);
    } else if (T.is(tok::unknown) || T.isAnnotation() ||
               tok::getPunctuatorSpelling(T.getKind()) == nullptr) {
      O.Kind = Token::Unknown;
    } else {
      O.Kind = Token::Punct;
      O.P = T.getKind();
    }
    if (O.Kind == Token::Number && O.Text.find("...") != std::string::npos) {
      splitEllipsis(O, Out);
      continue;
    }
    Out.push_back(std::move(O));
  }
  storageClassFirst(Out);
  return Out;
}

} // namespace fe
} // namespace spmdc
