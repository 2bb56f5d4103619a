//===- ParseForeachActive.cpp - foreach_active and foreach_unique ---------===//
//
// \file
// Parser::parseForeachActive (see Parser.h):
//
//   foreach_active (i) body          i: the uniform index of the active lane
//   foreach_unique (v in expr) body  v: one distinct value of expr
//
// Both become a StmtKind::Foreach with Stmt::FK Active or Unique, so they
// share foreach's scoping, goto and `break` rules. The variable gets its
// type in Sema (the unique value's type is expr's, made uniform).
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"

using namespace clang;

namespace spmdc {
namespace fe {

Stmt *Parser::parseForeachActive() {
  bool Unique = tok().Text == "foreach_unique";
  Stmt *S = Ctx.newStmt(StmtKind::Foreach, tok().Loc);
  S->FK = Unique ? ForeachKind::Unique : ForeachKind::Active;
  consume();
  if (!expect(tok::l_paren))
    return nullptr;
  if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
    errorHere(Unique ? "expected the name of the foreach_unique variable"
                     : "expected the name of the foreach_active index "
                       "variable");
    return nullptr;
  }
  VarDecl *V = Ctx.newVar();
  V->Name = tok().Text;
  V->Loc = tok().Loc;
  consume();
  if (Unique) {
    if (tok().Kind != Token::Ident || tok().Text != "in") {
      errorHere("expected 'in' after the foreach_unique variable");
      return nullptr;
    }
    consume();
    Expr *E = parseExpr();
    if (!E)
      return nullptr;
    S->Bounds.push_back(E);
  }
  if (!expect(tok::r_paren))
    return nullptr;
  S->Decls.push_back(V);
  S->Body = parseStatement();
  return S->Body ? S : nullptr;
}

} // namespace fe
} // namespace spmdc
