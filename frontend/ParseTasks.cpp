//===- ParseTasks.cpp - launch and sync statements ------------------------===//
//
// \file
// The task statements of Parser (see Parser.h and Tasks.h):
//
//   launch f(args);            launch[n0] f(args);
//   launch[n0, n1] f(args);    launch[n0, n1, n2] f(args);
//   launch[n1][n0] f(args);    launch[n2][n1][n0] f(args);
//   sync;
//
// The bracketed-list form names count0 first; the repeated-bracket form
// names the outermost dimension first (as ISPC does), so it is reversed
// into Stmt::LaunchCounts. What is launched must be a call: of a function
// by name, or through a pointer; Sema checks that it is a task function or
// a uniform pointer to task functions.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"

using namespace clang;

namespace spmdc {
namespace fe {

Stmt *Parser::parseLaunch() {
  Stmt *S = Ctx.newStmt(StmtKind::Launch, tok().Loc);
  consume(); // launch
  std::vector<Expr *> Counts;
  bool Listed = false, Bracketed = false;
  while (tok().is(tok::l_square)) {
    SourceLocation Open = tok().Loc;
    consume();
    if (Listed) {
      error(Open, "a launch takes either one bracketed list '[n0, n1, n2]' "
                  "or one count per bracket '[n2][n1][n0]', not both");
      return nullptr;
    }
    unsigned InThisBracket = 0;
    while (true) {
      if (tok().is(tok::r_square)) {
        errorHere("expected the number of tasks to launch");
        return nullptr;
      }
      if (Counts.size() == 3) {
        errorHere("a launch has at most three dimensions");
        return nullptr;
      }
      Expr *C = parseAssign();
      if (!C)
        return nullptr;
      Counts.push_back(C);
      ++InThisBracket;
      if (!tok().is(tok::comma))
        break;
      consume();
    }
    if (!expect(tok::r_square))
      return nullptr;
    if (InThisBracket > 1) {
      if (Bracketed) {
        error(Open, "a launch takes either one bracketed list '[n0, n1, n2]' "
                    "or one count per bracket '[n2][n1][n0]', not both");
        return nullptr;
      }
      Listed = true;
    } else {
      Bracketed = true;
    }
  }
  if (Bracketed && !Listed)
    std::reverse(Counts.begin(), Counts.end()); // [n2][n1][n0]
  for (size_t I = 0; I < Counts.size(); ++I)
    S->LaunchCounts[I] = Counts[I];

  if (tok().is(tok::less)) {
    errorHere("the 'launch < f() >' form was removed from ISPC (1.2); write "
              "'launch f()'");
    return nullptr;
  }
  SourceLocation CallLoc = tok().Loc;
  // A task by name, or a pointer to task functions (`fp(...)`,
  // `table[i](...)`, `job.run(...)`): any call expression.
  if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
    errorHere("expected a call of a task function after 'launch'");
    return nullptr;
  }
  Expr *Call = parseAssign();
  if (!Call)
    return nullptr;
  if (Call->Kind != ExprKind::Call) {
    error(CallLoc, "expected a call of a task function after 'launch'");
    return nullptr;
  }
  S->E = Call;
  return expect(tok::semi) ? S : nullptr;
}

Stmt *Parser::parseSync() {
  Stmt *S = Ctx.newStmt(StmtKind::Sync, tok().Loc);
  consume();
  return expect(tok::semi) ? S : nullptr;
}

} // namespace fe
} // namespace spmdc
