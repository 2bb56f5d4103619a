//===- ParseExpr.cpp - recursive-descent parser: expressions --------------===//
//
// \file
// Expressions by precedence climbing, ISPC's literal rules (an unsuffixed
// floating literal is float, `d` makes it double), and the checks that keep
// expression trees within Parser::MaxExprDepth. See Parser.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cctype>
#include <cstdlib>
#include <cstring>

using namespace clang;

namespace spmdc {
namespace fe {

namespace {
struct BinOpInfo {
  Op O;
  unsigned Prec;
};

bool binaryOp(const Token &T, BinOpInfo &Info) {
  if (T.Kind != Token::Punct)
    return false;
  switch (T.P) {
  case tok::pipepipe:
    Info = {Op::LOr, 1};
    return true;
  case tok::ampamp:
    Info = {Op::LAnd, 2};
    return true;
  case tok::pipe:
    Info = {Op::BitOr, 3};
    return true;
  case tok::caret:
    Info = {Op::BitXor, 4};
    return true;
  case tok::amp:
    Info = {Op::BitAnd, 5};
    return true;
  case tok::equalequal:
    Info = {Op::EQ, 6};
    return true;
  case tok::exclaimequal:
    Info = {Op::NE, 6};
    return true;
  case tok::less:
    Info = {Op::LT, 7};
    return true;
  case tok::greater:
    Info = {Op::GT, 7};
    return true;
  case tok::lessequal:
    Info = {Op::LE, 7};
    return true;
  case tok::greaterequal:
    Info = {Op::GE, 7};
    return true;
  case tok::lessless:
    Info = {Op::Shl, 8};
    return true;
  case tok::greatergreater:
    Info = {Op::Shr, 8};
    return true;
  case tok::plus:
    Info = {Op::Add, 9};
    return true;
  case tok::minus:
    Info = {Op::Sub, 9};
    return true;
  case tok::star:
    Info = {Op::Mul, 10};
    return true;
  case tok::slash:
    Info = {Op::Div, 10};
    return true;
  case tok::percent:
    Info = {Op::Rem, 10};
    return true;
  default:
    return false;
  }
}

/// Assignment operators: true with O == None for `=`.
bool assignOp(const Token &T, Op &O) {
  if (T.Kind != Token::Punct)
    return false;
  switch (T.P) {
  case tok::equal:
    O = Op::None;
    return true;
  case tok::plusequal:
    O = Op::Add;
    return true;
  case tok::minusequal:
    O = Op::Sub;
    return true;
  case tok::starequal:
    O = Op::Mul;
    return true;
  case tok::slashequal:
    O = Op::Div;
    return true;
  case tok::percentequal:
    O = Op::Rem;
    return true;
  case tok::ampequal:
    O = Op::BitAnd;
    return true;
  case tok::pipeequal:
    O = Op::BitOr;
    return true;
  case tok::caretequal:
    O = Op::BitXor;
    return true;
  case tok::lesslessequal:
    O = Op::Shl;
    return true;
  case tok::greatergreaterequal:
    O = Op::Shr;
    return true;
  default:
    return false;
  }
}
} // namespace

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

Expr *Parser::parseExpr() {
  Expr *E = parseAssign();
  while (E && tok().is(tok::comma)) {
    SourceLocation L = tok().Loc;
    consume();
    Expr *R = parseAssign();
    if (!R)
      return nullptr;
    E = make(ExprKind::Comma, L, E, R);
  }
  return E;
}

Expr *Parser::parseAssign() {
  if (!enter())
    return nullptr;
  LeaveOnExit L{this};
  Expr *LHS = parseCond();
  if (!LHS)
    return nullptr;
  Op O;
  if (!assignOp(tok(), O))
    return LHS;
  SourceLocation Loc = tok().Loc;
  consume();
  Expr *RHS = parseAssign();
  if (!RHS)
    return nullptr;
  Expr *E = make(ExprKind::Assign, Loc, LHS, RHS);
  if (E)
    E->O = O;
  return E;
}

Expr *Parser::parseCond() {
  Expr *C = parseBinary(1);
  if (!C || !tok().is(tok::question))
    return C;
  if (!enter())
    return nullptr;
  LeaveOnExit L{this};
  SourceLocation Loc = tok().Loc;
  consume();
  Expr *T = parseExpr();
  if (!T || !expect(tok::colon))
    return nullptr;
  Expr *F = parseCond();
  if (!F)
    return nullptr;
  return make(ExprKind::Cond, Loc, C, T, F);
}

Expr *Parser::parseBinary(unsigned MinPrec) {
  Expr *LHS = parseUnary();
  if (!LHS)
    return nullptr;
  BinOpInfo Info;
  while (binaryOp(tok(), Info) && Info.Prec >= MinPrec) {
    SourceLocation Loc = tok().Loc;
    consume();
    Expr *RHS = parseBinary(Info.Prec + 1);
    if (!RHS)
      return nullptr;
    LHS = make(ExprKind::Binary, Loc, LHS, RHS);
    if (!LHS)
      return nullptr;
    LHS->O = Info.O;
  }
  return LHS;
}

Expr *Parser::parseUnary() {
  if (!enter())
    return nullptr;
  LeaveOnExit L{this};
  const Token &T = tok();
  SourceLocation Loc = T.Loc;
  Op O = Op::None;
  if (T.Kind == Token::Punct) {
    switch (T.P) {
    case tok::minus:
      O = Op::Neg;
      break;
    case tok::plus:
      O = Op::Plus;
      break;
    case tok::exclaim:
      O = Op::Not;
      break;
    case tok::tilde:
      O = Op::BitNot;
      break;
    case tok::plusplus:
      O = Op::PreInc;
      break;
    case tok::minusminus:
      O = Op::PreDec;
      break;
    case tok::star:
      O = Op::Deref;
      break;
    case tok::amp:
      O = Op::AddrOf;
      break;
    case tok::l_paren:
      if (isTypeStart(peek())) {
        consume();
        Type Ty;
        if (!parseType(Ty) || !expect(tok::r_paren))
          return nullptr;
        Expr *Sub = parseUnary();
        if (!Sub)
          return nullptr;
        Expr *E = make(ExprKind::Cast, Loc, Sub);
        if (E)
          E->Ty = Ty;
        return E;
      }
      break;
    default:
      break;
    }
  } else if (T.isWord("sizeof")) {
    consume();
    Expr *E = Ctx.newExpr(ExprKind::SizeOf, Loc);
    if (tok().is(tok::l_paren) && isTypeStart(peek())) {
      consume();
      std::vector<Expr *> TDDims; // `sizeof(Row)`
      if (!parseType(E->Ty, &TDDims))
        return nullptr;
      // An array type, `sizeof(float[4])`: the sizes go to Args.
      while (tok().is(tok::l_square)) {
        consume();
        Expr *D = parseAssign();
        if (!D || !expect(tok::r_square))
          return nullptr;
        E->Args.push_back(D);
      }
      appendTypedefDims(E->Args, TDDims);
      if (!expect(tok::r_paren))
        return nullptr;
      return E;
    }
    Expr *Sub = parseUnary();
    if (!Sub)
      return nullptr;
    E = make(ExprKind::SizeOf, Loc, Sub);
    return E;
  } else if (T.isWord("new") ||
             (T.isWord("uniform") && peek().isWord("new")) ||
             (T.isWord("varying") && peek().isWord("new"))) {
    bool Uniform = T.isWord("uniform");
    bool Qualified = !T.isWord("new");
    if (Qualified)
      consume();
    SourceLocation NewLoc = tok().Loc;
    consume(); // new
    Expr *E = Ctx.newExpr(ExprKind::New, Qualified ? Loc : NewLoc);
    E->IntVal = Uniform ? 1 : 0; // 1: `uniform new`
    if (!isTypeStart(tok())) {
      errorHere("expected a type after 'new'");
      return nullptr;
    }
    if (!parseType(E->Ty))
      return nullptr;
    if (tok().is(tok::l_square)) {
      consume();
      E->A = parseExpr();
      if (!E->A || !expect(tok::r_square))
        return nullptr;
      E->Depth = E->A->Depth + 1;
    } else if (tok().is(tok::l_paren)) {
      // `new T(a, b, ...)`: an initializer with a variable's rules (B, an
      // InitList; empty parentheses zero the object).
      Expr *L = Ctx.newExpr(ExprKind::InitList, tok().Loc);
      consume();
      if (!enter())
        return nullptr;
      while (!tok().is(tok::r_paren)) {
        Expr *X = tok().is(tok::l_brace) ? parseInitList() : parseAssign();
        if (!X) {
          leave();
          return nullptr;
        }
        L->Depth = std::max(L->Depth, X->Depth + 1);
        L->Args.push_back(X);
        if (!tok().is(tok::comma))
          break;
        consume();
      }
      leave();
      if (!expect(tok::r_paren))
        return nullptr;
      E->B = L;
      E->Depth = L->Depth + 1;
    }
    return E;
  } else if (T.Kind == Token::Ident &&
             T.Text == "delete") {
    errorHere("'" + T.Text + "' is not supported here");
    return nullptr;
  }
  if (O == Op::None)
    return parsePostfix();
  consume();
  Expr *Sub = parseUnary();
  if (!Sub)
    return nullptr;
  Expr *E = make(ExprKind::Unary, Loc, Sub);
  if (E)
    E->O = O;
  return E;
}

Expr *Parser::parsePostfix() {
  Expr *E = parsePrimary();
  std::vector<TemplateArg> TArgs; // `name<args>` before a call's `(`
  bool HaveTArgs = false;
  while (E) {
    const Token &T = tok();
    SourceLocation Loc = T.Loc;
    if (HaveTArgs && !T.is(tok::l_paren)) {
      errorHere("expected '(' after the template arguments of '" + E->Name +
                "'");
      return nullptr;
    }
    if (T.is(tok::less) && !HaveTArgs && E->Kind == ExprKind::Name &&
        TemplateNames.count(E->Name)) {
      if (!parseTemplateArgs(TArgs))
        return nullptr;
      HaveTArgs = true;
      continue;
    }
    if (T.is(tok::l_square)) {
      consume();
      if (!enter())
        return nullptr;
      Expr *Idx = parseExpr();
      leave();
      if (!Idx || !expect(tok::r_square))
        return nullptr;
      E = make(ExprKind::Index, Loc, E, Idx);
    } else if (T.is(tok::l_paren)) {
      consume();
      if (!enter())
        return nullptr;
      Expr *Call = make(ExprKind::Call, E->Loc);
      if (!Call) {
        leave();
        return nullptr;
      }
      // A call of anything but a name (`(*fp)(x)`, `ops[i](x)`, `s.f(x)`)
      // keeps the callee in A: Sema requires a function pointer there.
      if (E->Kind == ExprKind::Name)
        Call->Name = E->Name;
      else
        Call->A = E;
      Call->Begin = E->Begin;
      Call->HasTemplateArgs = HaveTArgs;
      Call->TemplateArgs = std::move(TArgs);
      HaveTArgs = false;
      unsigned D = Call->A ? Call->A->Depth : 0;
      if (!tok().is(tok::r_paren)) {
        while (true) {
          Expr *Arg = parseAssign();
          if (!Arg) {
            leave();
            return nullptr;
          }
          Call->Args.push_back(Arg);
          D = std::max(D, Arg->Depth);
          if (tok().is(tok::comma)) {
            consume();
            continue;
          }
          break;
        }
      }
      leave();
      if (!expect(tok::r_paren))
        return nullptr;
      Call->Depth = D + 1;
      if (Call->Depth > MaxExprDepth) {
        error(Loc, "expression is too deeply nested");
        abortParse();
        return nullptr;
      }
      E = Call;
    } else if (T.is(tok::plusplus) || T.is(tok::minusminus)) {
      consume();
      Op O = T.is(tok::plusplus) ? Op::PostInc : Op::PostDec;
      E = make(ExprKind::Unary, Loc, E);
      if (E)
        E->O = O;
    } else if (T.is(tok::period) || T.is(tok::arrow)) {
      bool Arrow = T.is(tok::arrow);
      consume();
      if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
        errorHere("expected a member name after '" +
                  llvm::Twine(Arrow ? "->" : ".") + "'");
        return nullptr;
      }
      std::string Member = tok().Text;
      SourceLocation MLoc = tok().Loc;
      consume();
      E = make(ExprKind::Member, MLoc, E);
      if (E) {
        E->Name = Member;
        E->O = Arrow ? Op::Deref : Op::None;
      }
    } else {
      break;
    }
  }
  return E;
}

Expr *Parser::parsePrimary() {
  const Token &T = tok();
  switch (T.Kind) {
  case Token::Number: {
    // A double literal with a signed `d` exponent (`1.5d-3`, ISPC) reaches
    // us as three adjacent tokens, `1.5d` `-` `3` (the preprocessor's
    // numbers take signs after `e` and `p` only): join them.
    const Token &Sign = peek(), &Exp = peek(2);
    auto Adjacent = [](const Token &A, size_t Len, const Token &B) {
      return A.Loc.isFileID() && B.Loc.isFileID() &&
             A.Loc.getLocWithOffset(Len) == B.Loc;
    };
    char Last = T.Text.empty() ? 0 : T.Text.back();
    bool HexOrBin = T.Text.size() > 1 && T.Text[0] == '0' &&
                    std::strchr("xXbB", T.Text[1]);
    if ((Last == 'd' || Last == 'D') && !HexOrBin &&
        (Sign.is(clang::tok::minus) || Sign.is(clang::tok::plus)) &&
        Exp.Kind == Token::Number && Adjacent(T, T.Text.size(), Sign) &&
        Adjacent(Sign, 1, Exp) &&
        std::all_of(Exp.Text.begin(), Exp.Text.end(),
                    [](char C) { return std::isdigit((unsigned char)C); })) {
      Token J = T;
      J.Text += (Sign.is(clang::tok::minus) ? "-" : "+") + Exp.Text;
      Expr *E = parseNumber(J);
      if (E) {
        consume();
        consume();
        consume();
      }
      return E;
    }
    Expr *E = parseNumber(T);
    if (E)
      consume();
    return E;
  }
  case Token::StringLit: { // adjacent literals concatenate, as in C
    Expr *E = make(ExprKind::StringLit, T.Loc);
    while (tok().Kind == Token::StringLit) {
      if (E)
        E->Name += tok().Text;
      consume();
    }
    return E;
  }
  case Token::CharLit: {
    // ISPC has no character literals either; suggest the code of a plain
    // one-character literal ('c' or a simple escape).
    std::string Hint;
    const std::string &S = T.Text;
    int Code = -1;
    if (S.size() == 3 && S[0] == '\'' && S[2] == '\'')
      Code = (unsigned char)S[1];
    else if (S.size() == 4 && S[0] == '\'' && S[1] == '\\' && S[3] == '\'')
      Code = llvm::StringSwitch<int>(S.substr(2, 1))
                 .Case("n", 10)
                 .Case("t", 9)
                 .Case("r", 13)
                 .Case("0", 0)
                 .Case("\\", 92)
                 .Case("'", 39)
                 .Default(-1);
    if (Code >= 0)
      Hint = " (ISPC has none); use its code, " + std::to_string(Code);
    errorHere("character literals are not supported" + Hint);
    // Parse on as the code (0 if unknown): returning no expression made
    // the statement's recovery skip to its `;` and report every `else`
    // of an if-chain comparing with such literals as an `else` without
    // an `if`. The error above keeps the compile from producing output.
    Expr *E = make(ExprKind::IntLit, T.Loc);
    if (E) {
      E->IntVal = Code >= 0 ? Code : 0;
      E->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
    }
    consume();
    return E;
  }
  case Token::Unknown:
    errorHere("invalid character in source");
    return nullptr;
  case Token::Eof:
    errorHere("expected an expression");
    return nullptr;
  case Token::Punct:
    if (T.is(tok::l_paren)) {
      consume();
      Expr *E = parseExpr();
      if (!E || !expect(tok::r_paren))
        return nullptr;
      return E;
    }
    errorHere("expected an expression");
    return nullptr;
  case Token::Ident:
    break;
  }
  if (T.Text == "true" || T.Text == "false") {
    Expr *E = make(ExprKind::BoolLit, T.Loc);
    E->IntVal = T.Text == "true";
    consume();
    return E;
  }
  if (isReservedWord(T.Text)) {
    if (isTypeStart(T))
      errorHere("unexpected type name '" + T.Text +
                "': expected an "
                "expression");
    else
      errorHere("expected an expression before '" + T.Text + "'");
    return nullptr;
  }
  Expr *E = make(ExprKind::Name, T.Loc);
  E->Name = T.Text;
  consume();
  return E;
}

Expr *Parser::parseNumber(const Token &T) {
  std::string S = T.Text;
  // Drop digit separators (C++14 style) if any.
  S.erase(std::remove(S.begin(), S.end(), '\''), S.end());
  auto Lower = [](char C) { return (char)std::tolower((unsigned char)C); };
  bool Hex = S.size() > 1 && S[0] == '0' && Lower(S[1]) == 'x';
  bool Bin = S.size() > 1 && S[0] == '0' && Lower(S[1]) == 'b';
  bool IsFloat = false;
  // `f16`/`F16`: a float16 literal (ISPC). Like ISPC, it needs a radix
  // point or an exponent: `1f16` is an error, not the integer 1.
  bool F16 = !Hex && S.size() > 3 && Lower(S[S.size() - 3]) == 'f' &&
             S.compare(S.size() - 2, 2, "16") == 0;
  // ISPC's double literals may have a `d` exponent (`1.0d40`, `1d40`,
  // `.1d-3`): the exponent of a double, spelled as an `e` one here.
  bool DExp = false;
  if (!Hex && !Bin) {
    size_t D = S.find_first_of("dD");
    if (D != std::string::npos && D > 0 && D + 1 < S.size()) {
      size_t K = D + 1;
      if (S[K] == '+' || S[K] == '-')
        ++K;
      DExp = K < S.size() &&
             std::all_of(S.begin() + K, S.end(),
                         [](char C) { return std::isdigit((unsigned char)C); });
      if (DExp)
        S[D] = 'e';
    }
  }
  if (Hex)
    IsFloat = S.find_first_of(".pP") != std::string::npos;
  else if (!Bin)
    IsFloat = S.find_first_of(".eE") != std::string::npos;
  if (F16 && !IsFloat) {
    error(T.Loc, "a float16 literal needs a radix point or an exponent ('" +
                     T.Text + "')");
    return nullptr;
  }

  if (IsFloat) {
    ScalarKind K = ScalarKind::Float;
    char Last = Lower(S.back());
    if (DExp) {
      K = ScalarKind::Double;
    } else if (F16) {
      K = ScalarKind::Float16;
      S.resize(S.size() - 3);
    } else if (Last == 'f') {
      S.pop_back();
    } else if (Last == 'd') {
      K = ScalarKind::Double;
      S.pop_back();
    } else if (Last == 'l') {
      error(T.Loc, "'long double' literals are not supported");
      return nullptr;
    }
    errno = 0;
    char *End = nullptr;
    double V = std::strtod(S.c_str(), &End);
    if (!End || *End != '\0' || S.empty()) {
      error(T.Loc, "invalid floating-point literal '" + T.Text + "'");
      return nullptr;
    }
    if (std::isinf(V) ||
        (K == ScalarKind::Float && std::fabs(V) > 3.4028234663852886e38) ||
        (K == ScalarKind::Float16 && std::fabs(V) >= 65520.0)) {
      error(T.Loc, "floating-point literal '" + T.Text +
                       "' is too large for its type");
      return nullptr;
    }
    Expr *E = make(ExprKind::FloatLit, T.Loc);
    E->FPVal = V;
    E->Ty = Type::scalar(K, Variability::Uniform);
    return E;
  }

  // Integer: digits, then a suffix of u and l/ll in any order.
  size_t I = 0;
  unsigned Base = 10;
  if (Hex || Bin) {
    Base = Hex ? 16 : 2;
    I = 2;
  } else if (S.size() > 1 && S[0] == '0') {
    Base = 8;
    I = 1;
  }
  uint64_t V = 0;
  bool Overflow = false, AnyDigit = Base == 8;
  for (; I < S.size(); ++I) {
    char C = Lower(S[I]);
    unsigned D;
    if (C >= '0' && C <= '9')
      D = C - '0';
    else if (C >= 'a' && C <= 'f' && Base == 16)
      D = C - 'a' + 10;
    else
      break;
    if (D >= Base) {
      error(T.Loc,
            "invalid digit '" + std::string(1, S[I]) + "' in integer literal");
      return nullptr;
    }
    AnyDigit = true;
    unsigned __int128 W = (unsigned __int128)V * Base + D;
    if (W > UINT64_MAX)
      Overflow = true;
    V = (uint64_t)W;
  }
  bool U = false;
  unsigned L = 0;
  unsigned Scale = 0; // ISPC's binary multipliers: 64k, 2M, 1G
  for (; I < S.size(); ++I) {
    char C = Lower(S[I]);
    if (C == 'u' && !U)
      U = true;
    else if (C == 'l' && L < 2)
      ++L;
    else if ((S[I] == 'k' || S[I] == 'M' || S[I] == 'G') && !Scale)
      Scale = S[I] == 'k' ? 10 : S[I] == 'M' ? 20 : 30;
    else {
      error(T.Loc, "invalid suffix '" + S.substr(I) + "' on integer literal");
      return nullptr;
    }
  }
  if (!AnyDigit) {
    error(T.Loc, "invalid integer literal '" + T.Text + "'");
    return nullptr;
  }
  if (Scale) {
    if (V > (UINT64_MAX >> Scale))
      Overflow = true;
    V <<= Scale;
  }
  if (Overflow) {
    error(T.Loc, "integer literal '" + T.Text + "' is too large");
    return nullptr;
  }
  ScalarKind K;
  bool NonDecimal = Base != 10;
  if (L == 1 && V <= (U ? (uint64_t)UINT32_MAX : (uint64_t)INT32_MAX)) {
    // ISPC's lexer takes a single `l` as 32 bits (`10l` is int32, `10ul`
    // uint32) and only `ll` as 64: `f(10l)` then prefers `f(int)` over
    // `f(float)` as ISPC's overload costs do (ISPC's test-83).
    K = U ? ScalarKind::UInt32 : ScalarKind::Int32;
  } else if (L == 1) {
    // ISPC would truncate the value to 32 bits; keep every bit instead.
    K = U ? ScalarKind::UInt64 : ScalarKind::Int64;
    if (!U && V > (uint64_t)INT64_MAX)
      K = ScalarKind::UInt64;
    Diag.warning(T.Loc, "integer literal '" + T.Text +
                            "' does not fit in 32 bits, which a single 'l' "
                            "suffix means in ISPC (it would truncate); it is "
                            "taken as a 64-bit integer (write 'll')");
  } else if (U) {
    K = (L == 0 && V <= UINT32_MAX) ? ScalarKind::UInt32 : ScalarKind::UInt64;
  } else if (L == 0 && V <= (uint64_t)INT32_MAX) {
    K = ScalarKind::Int32;
  } else if (L == 0 && NonDecimal && V <= UINT32_MAX) {
    K = ScalarKind::UInt32;
  } else if (V <= (uint64_t)INT64_MAX) {
    K = ScalarKind::Int64;
  } else {
    // Beyond int64: unsigned, as ISPC (and Clang, with a warning) take a
    // decimal literal such as 18446744073709551615.
    K = ScalarKind::UInt64;
    if (!NonDecimal)
      Diag.warning(T.Loc, "integer literal '" + T.Text +
                              "' is too large for int64; it is taken as "
                              "uint64");
  }
  Expr *E = make(ExprKind::IntLit, T.Loc);
  E->IntVal = V;
  E->Ty = Type::scalar(K, Variability::Uniform);
  return E;
}

} // namespace fe
} // namespace spmdc
