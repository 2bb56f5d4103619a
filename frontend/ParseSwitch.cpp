//===- ParseSwitch.cpp - parser: switch, case/default, labels, goto -------===//
//
// \file
// The statements of C's unstructured control flow (see Parser.h):
//   switch (expr) statement
//   case constant-expression: statement      default: statement
//   identifier: statement                    goto identifier;
// A label directly before `}` labels an empty statement (as C23 allows).
// Chains of consecutive labels (`case 0: case 1: ...`) do not count as
// nesting, but are bounded like `else if` chains (MaxElseIfChain).
// Sema checks where each may appear (case outside a switch, duplicate
// labels, undefined goto targets).
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"

using namespace clang;

namespace spmdc {
namespace fe {

bool Parser::isLabelStart() const {
  const Token &T = tok();
  if (T.Kind != Token::Ident)
    return false;
  if (T.Text == "case" || T.Text == "default")
    return true;
  return !isReservedWord(T.Text) && peek().is(tok::colon);
}

Stmt *Parser::parseLabeled() {
  const Token &T = tok();
  Stmt *S;
  if (T.Text == "case") {
    S = Ctx.newStmt(StmtKind::Case, T.Loc);
    consume();
    S->E = parseCond();
    if (!S->E)
      return nullptr;
    if (tok().is(tok::ellipsis)) {
      errorHere("case ranges ('case a ... b:') are not supported");
      return nullptr;
    }
  } else if (T.Text == "default") {
    S = Ctx.newStmt(StmtKind::Default, T.Loc);
    consume();
  } else {
    S = Ctx.newStmt(StmtKind::Label, T.Loc);
    S->Name = T.Text;
    consume();
  }
  if (!expect(tok::colon))
    return nullptr;
  if (tok().is(tok::r_brace)) {
    S->Body = Ctx.newStmt(StmtKind::Empty, tok().Loc);
    return S;
  }
  if (isLabelStart()) {
    if (++LabelChain > MaxElseIfChain) {
      errorHere("too many consecutive labels (the limit is " +
                llvm::Twine(MaxElseIfChain) + ")");
      abortParse();
      return nullptr;
    }
    S->Body = parseLabeled();
    --LabelChain;
  } else {
    S->Body = parseStatement();
  }
  return S->Body ? S : nullptr;
}

Stmt *Parser::parseSwitch() { return parseParenthesizedHead(StmtKind::Switch); }

Stmt *Parser::parseGoto() {
  Stmt *S = Ctx.newStmt(StmtKind::Goto, tok().Loc);
  consume();
  if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
    if (tok().is(tok::star))
      errorHere("computed 'goto *' is not supported");
    else
      errorHere("expected a label name after 'goto'");
    return nullptr;
  }
  S->Name = tok().Text;
  consume();
  return expect(tok::semi) ? S : nullptr;
}

} // namespace fe
} // namespace spmdc
