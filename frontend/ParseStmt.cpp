//===- ParseStmt.cpp - recursive-descent parser: statements ---------------===//
//
// \file
// Statements (see Parser.h): blocks, declarations as statements, if, while,
// do, for and their coherent forms (cif, cwhile, cdo, cfor), foreach and
// foreach_tiled, return/break/continue and expression statements. switch,
// case/default, labels and goto are in ParseSwitch.cpp; foreach_active and
// foreach_unique in ParseForeachActive.cpp. Every parse function returns
// null after reporting an error; the statement loop then resynchronises.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"

using namespace clang;

namespace spmdc {
namespace fe {

Stmt *Parser::parseCompound() {
  SourceLocation L = tok().Loc;
  if (!expect(tok::l_brace))
    return nullptr;
  if (!enter())
    return nullptr;
  Stmt *S = Ctx.newStmt(StmtKind::Compound, L);
  // Typedefs declared in this block end with it.
  size_t OuterTypedefs = LocalTypedefs.size();
  struct EndTypedefs {
    Parser *P;
    size_t N;
    ~EndTypedefs() {
      for (size_t I = P->LocalTypedefs.size(); I > N; --I) {
        P->TypedefNames.erase(P->LocalTypedefs[I - 1]);
        P->TypedefDims.erase(P->LocalTypedefs[I - 1]);
      }
      P->LocalTypedefs.resize(N);
    }
  } End{this, OuterTypedefs};
  while (!tok().is(tok::r_brace)) {
    if (atEnd()) {
      if (!Aborted)
        errorHere("expected '}'");
      leave();
      return Aborted ? nullptr : S;
    }
    Stmt *C = parseStatement();
    if (Aborted) {
      leave();
      return nullptr;
    }
    if (C)
      S->Children.push_back(C);
    else
      skipStatement();
  }
  consume(); // }
  leave();
  return S;
}

Stmt *Parser::parseStatement() {
  // Labels do not count as nesting: `case 0: case 1: ...` is long, not deep
  // (parseLabeled bounds the chain).
  if (isLabelStart())
    return parseLabeled();
  if (!enter())
    return nullptr;
  LeaveOnExit L{this};
  const Token &T = tok();
  if (T.is(tok::l_brace))
    return parseCompound();
  if (T.is(tok::semi)) {
    consume();
    return Ctx.newStmt(StmtKind::Empty, T.Loc);
  }
  if (T.Kind == Token::Ident) {
    const std::string &W = T.Text;
    if (W == "if" || W == "cif" || W == "for" || W == "cfor" ||
        W == "while" || W == "cwhile" || W == "do" || W == "cdo") {
      bool Coherent = W[0] == 'c' && W != "continue";
      char K = Coherent ? W[1] : W[0];
      Stmt *S = K == 'i'   ? parseIf()
                : K == 'f' ? parseFor()
                : K == 'w' ? parseWhile()
                           : parseDo();
      if (S)
        S->Coherent = Coherent;
      return S;
    }
    // foreach_tiled may map iterations to lanes in any order (ISPC's
    // tiles are a performance hint); spmdc maps them as foreach does.
    if (W == "foreach" || W == "foreach_tiled")
      return parseForeach();
    if (W == "foreach_active" || W == "foreach_unique")
      return parseForeachActive();
    // cbreak, ccontinue and creturn: ISPC's "coherent" spellings, a hint
    // that every active program instance takes them; the same statements.
    if (W == "break" || W == "continue" || W == "cbreak" ||
        W == "ccontinue") {
      bool Break = W == "break" || W == "cbreak";
      Stmt *S =
          Ctx.newStmt(Break ? StmtKind::Break : StmtKind::Continue, T.Loc);
      consume();
      return expect(tok::semi) ? S : nullptr;
    }
    if (W == "return" || W == "creturn") {
      Stmt *S = Ctx.newStmt(StmtKind::Return, T.Loc);
      consume();
      if (!tok().is(tok::semi)) {
        S->E = parseExpr();
        if (!S->E)
          return nullptr;
      }
      return expect(tok::semi) ? S : nullptr;
    }
    if (W == "else") {
      errorHere("'else' without a matching 'if'");
      return nullptr;
    }
    if (W == "switch")
      return parseSwitch();
    if (W == "launch")
      return parseLaunch();
    if (W == "sync")
      return parseSync();
    if (W == "delete") { // delete p; delete[] p;
      Stmt *S = Ctx.newStmt(StmtKind::Delete, T.Loc);
      consume();
      if (tok().is(tok::l_square)) {
        consume();
        if (!expect(tok::r_square))
          return nullptr;
      }
      S->E = parseExpr();
      if (!S->E)
        return nullptr;
      return expect(tok::semi) ? S : nullptr;
    }
    if (W == "goto")
      return parseGoto();
    if (atAttribute()) {
      // `__attribute__((aligned(16))) uniform float buf[4];`
      std::vector<DeclAttribute> Attrs;
      if (!parseAttributes(Attrs))
        return nullptr;
      bool Static = tok().isWord("static");
      if (Static)
        consume();
      if (!isTypeStart(tok())) {
        errorHere("expected a declaration after the attributes");
        return nullptr;
      }
      Stmt *S = parseDeclStmt();
      if (!S)
        return nullptr;
      for (VarDecl *V : S->Decls) {
        if (Static)
          V->IsGlobal = V->IsStatic = true;
        if (!applyVariableAttributes(V, Attrs))
          return nullptr;
      }
      return S;
    }
    if (W == "static" && isTypeStart(peek())) {
      // A local with static storage: one variable for every call.
      consume();
      Stmt *S = parseDeclStmt();
      if (S)
        for (VarDecl *V : S->Decls)
          V->IsGlobal = V->IsStatic = true;
      return S;
    }
    if (W == "unmasked" && peek().is(tok::l_brace)) {
      consume(); // unmasked
      Stmt *S = parseCompound();
      if (S)
        S->Unmasked = true;
      return S;
    }
    if (W == "typedef") {
      // A typedef in a block: a type name until the block's `}`.
      SourceLocation TLoc = T.Loc;
      LastTypedefName.clear();
      if (!parseTypedef(*CurTU))
        return nullptr;
      if (!LastTypedefName.empty())
        LocalTypedefs.push_back(LastTypedefName);
      return Ctx.newStmt(StmtKind::Empty, TLoc);
    }
    if (W == "enum" &&
        (peek().is(tok::l_brace) || peek(2).is(tok::l_brace))) {
      // `enum [Name] { ... };` in a block (ISPC, C): as `typedef enum`
      // here, the enumerators are constants of the file and the name is
      // a type until the block's `}`.
      SourceLocation ELoc = T.Loc;
      if (!parseEnum(*CurTU))
        return nullptr;
      if (!CurTU->Enums.back()->Name.empty())
        LocalTypedefs.push_back(CurTU->Enums.back()->Name);
      return Ctx.newStmt(StmtKind::Empty, ELoc);
    }
    if (W == "unmasked" || W == "static" || W == "extern" ||
        W == "typedef" || W == "enum" || W == "union" ||
        W == "__asm__" || W == "asm") {
      errorHere("'" + W + "' is not supported");
      return nullptr;
    }
    if (W == "struct" && peek().Kind == Token::Ident &&
        peek(2).is(tok::l_brace)) {
      // `struct S { ... };` in a block (ISPC, C): one struct type of the
      // file, as the tag of a `typedef struct S {...} T;` in a block is,
      // so its name stays a type after the block.
      SourceLocation SLoc = T.Loc;
      StructDecl *SD = parseStructDecl();
      if (!SD ||
          !checkNoTemplateParamMembers(SD, "a struct defined in a function"))
        return nullptr;
      CurTU->Structs.push_back(SD);
      return Ctx.newStmt(StmtKind::Empty, SLoc);
    }
    if (isTypeStart(T))
      return parseDeclStmt();
    // `Name x = ...;` where Name is no type (here): a declaration with an
    // unknown type, not an expression missing its `;` (a typedef of an
    // enclosing block has ended, or the name is misspelled).
    if (!isReservedWord(W) && peek().Kind == Token::Ident &&
        !isReservedWord(peek().Text) &&
        (peek(2).is(tok::equal) || peek(2).is(tok::semi) ||
         peek(2).is(tok::comma) || peek(2).is(tok::l_square))) {
      errorHere("unknown type name '" + W + "'");
      return nullptr;
    }
  }
  SourceLocation Start = T.Loc;
  Expr *E = parseExpr();
  if (!E)
    return nullptr;
  Stmt *S = Ctx.newStmt(StmtKind::ExprS, Start);
  S->E = E;
  return expect(tok::semi) ? S : nullptr;
}

Stmt *Parser::parseDeclStmt() {
  Stmt *S = Ctx.newStmt(StmtKind::Decl, tok().Loc);
  Type T;
  AllowRef = true; // a reference variable `float &r = a[i];`
  std::vector<Expr *> TDDims; // `Row a, b[2];`: each declarator's
  bool TypeOK = parseType(T, &TDDims);
  AllowRef = false;
  if (!TypeOK)
    return nullptr;
  // As in C, `*` belongs to the declarator: in `float *a, b, *c;` b is a
  // float. Base is the type without the first declarator's pointer.
  // Only the stars written here belong to the first declarator (a pointer
  // typedef's do not: `UP p, q;` declares two pointers).
  Type Base = T;
  for (unsigned Stars = StarsParsed; Stars && Base.IsPointer; --Stars)
    Base = Base.pointee();
  bool First = true;
  while (true) {
    Type DT = T;
    bool Star = false; // `*` written at this declarator (`int a, *p;`)
    if (!First) {
      DT = Base;
      if (tok().is(tok::star)) {
        Star = true;
        consume();
        DT.IsPointer = true;
        DT.PointeeVar = Base.Var;
        DT.PointeeConst = Base.IsConst;
        DT.Var = Variability::Unbound;
        DT.IsConst = false;
        while (tok().isWord("uniform") || tok().isWord("varying") ||
               tok().isWord("const")) {
          if (tok().isWord("const"))
            DT.IsConst = true;
          else
            DT.Var = tok().isWord("uniform") ? Variability::Uniform
                                             : Variability::Varying;
          consume();
        }
        if (tok().is(tok::star)) { // `**q`: further levels
          consume();
          DT = pointerLevel(DT);
          if (!parsePointerQuals(DT))
            return nullptr;
        }
      }
    }
    First = false;
    VarDecl *V = Ctx.newVar();
    V->Ty = DT;
    if (tok().is(tok::l_paren) && peek().is(tok::star)) { // `T (*p)[N]`
      if (!TDDims.empty() || Star) {
        errorHere("a pointer to an array needs a scalar or struct element "
                  "type");
        return nullptr;
      }
      if (!parseArrayPointerDeclarator(V))
        return nullptr;
    } else {
      if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
        errorHere("expected a variable name");
        return nullptr;
      }
      V->Name = tok().Text;
      V->Loc = tok().Loc;
      consume();
      if (tok().is(tok::l_square) && !parseArrayDims(V))
        return nullptr;
    }
    if (!TDDims.empty()) {
      if (Star) { // `Row a, *p;`
        error(V->Loc, "pointers to arrays and references to arrays are not "
                      "supported");
        return nullptr;
      }
      appendTypedefDims(V->DimExprs, TDDims);
    }
    if (tok().is(tok::l_paren)) {
      error(V->Loc, "local function declarations are not supported");
      return nullptr;
    }
    if (tok().is(tok::equal)) {
      consume();
      V->Init = tok().is(tok::l_brace) ? parseInitList() : parseAssign();
      if (!V->Init)
        return nullptr;
    }
    S->Decls.push_back(V);
    if (tok().is(tok::comma)) {
      consume();
      continue;
    }
    break;
  }
  return expect(tok::semi) ? S : nullptr;
}

bool Parser::parseArrayDims(VarDecl *V) {
  while (tok().is(tok::l_square)) {
    consume();
    Expr *Size = nullptr;
    if (!tok().is(tok::r_square)) {
      Size = parseAssign();
      if (!Size)
        return false;
    }
    if (!expect(tok::r_square))
      return false;
    V->DimExprs.push_back(Size);
  }
  return true;
}

Expr *Parser::parseInitList() {
  SourceLocation L = tok().Loc;
  consume(); // {
  if (!enter())
    return nullptr;
  Expr *E = Ctx.newExpr(ExprKind::InitList, L);
  unsigned Depth = 1;
  while (!tok().is(tok::r_brace)) {
    Expr *X = tok().is(tok::l_brace) ? parseInitList() : parseAssign();
    if (!X) {
      leave();
      return nullptr;
    }
    Depth = std::max(Depth, X->Depth + 1);
    E->Args.push_back(X);
    if (!tok().is(tok::comma))
      break;
    consume();
  }
  leave();
  E->Depth = Depth;
  if (!expect(tok::r_brace))
    return nullptr;
  return E;
}

Stmt *Parser::parseIf() {
  Stmt *S = parseParenthesizedHead(StmtKind::If);
  if (!S)
    return nullptr;
  if (tok().isWord("else")) {
    consume();
    if (tok().isWord("if") || tok().isWord("cif")) {
      bool Coherent = tok().isWord("cif");
      // `else if` chains do not count as nesting (they are long, not deep),
      // but are still bounded.
      if (++ElseIfChain > MaxElseIfChain) {
        errorHere("too many 'else if' in one chain (the limit is " +
                  llvm::Twine(MaxElseIfChain) + ")");
        abortParse();
        return nullptr;
      }
      S->Else = parseIf();
      if (S->Else)
        S->Else->Coherent = Coherent;
      --ElseIfChain;
    } else {
      S->Else = parseStatement();
    }
    if (!S->Else)
      return nullptr;
  }
  return S;
}

Stmt *Parser::parseWhile() { return parseParenthesizedHead(StmtKind::While); }

Stmt *Parser::parseParenthesizedHead(StmtKind K) {
  Stmt *S = Ctx.newStmt(K, tok().Loc);
  consume();
  if (!expect(tok::l_paren))
    return nullptr;
  S->E = parseExpr();
  if (!S->E || !expect(tok::r_paren))
    return nullptr;
  S->Body = parseStatement();
  return S->Body ? S : nullptr;
}

Stmt *Parser::parseDo() {
  Stmt *S = Ctx.newStmt(StmtKind::Do, tok().Loc);
  consume();
  S->Body = parseStatement();
  if (!S->Body)
    return nullptr;
  if (!tok().isWord("while")) {
    errorHere("expected 'while' in do/while loop");
    return nullptr;
  }
  consume();
  if (!expect(tok::l_paren))
    return nullptr;
  S->E = parseExpr();
  if (!S->E || !expect(tok::r_paren) || !expect(tok::semi))
    return nullptr;
  return S;
}

Stmt *Parser::parseFor() {
  Stmt *S = Ctx.newStmt(StmtKind::For, tok().Loc);
  consume();
  if (!expect(tok::l_paren))
    return nullptr;
  // init
  if (tok().is(tok::semi)) {
    consume();
  } else if (isTypeStart(tok())) {
    S->Init = parseDeclStmt(); // consumes ';'
    if (!S->Init)
      return nullptr;
  } else {
    Stmt *I = Ctx.newStmt(StmtKind::ExprS, tok().Loc);
    I->E = parseExpr();
    if (!I->E || !expect(tok::semi))
      return nullptr;
    S->Init = I;
  }
  if (!tok().is(tok::semi)) {
    S->E = parseExpr();
    if (!S->E)
      return nullptr;
  }
  if (!expect(tok::semi))
    return nullptr;
  if (!tok().is(tok::r_paren)) {
    S->Step = parseExpr();
    if (!S->Step)
      return nullptr;
  }
  if (!expect(tok::r_paren))
    return nullptr;
  S->Body = parseStatement();
  return S->Body ? S : nullptr;
}

Stmt *Parser::parseForeach() {
  // foreach (i = a ... b, j = c ... d) body: one Foreach with one index
  // variable and one pair of Bounds per dimension, outermost first.
  Stmt *S = Ctx.newStmt(StmtKind::Foreach, tok().Loc);
  consume();
  if (!expect(tok::l_paren))
    return nullptr;
  // One `name = lo ... hi` per dimension, outermost first.
  do {
    if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
      errorHere("expected the name of the foreach index variable");
      return nullptr;
    }
    VarDecl *V = Ctx.newVar();
    V->Name = tok().Text;
    V->Loc = tok().Loc;
    V->Ty = Type::scalar(ScalarKind::Int32, Variability::Varying);
    consume();
    if (!expect(tok::equal))
      return nullptr;
    Expr *Lo = parseAssign();
    if (!Lo || !expect(tok::ellipsis))
      return nullptr;
    Expr *Hi = parseAssign();
    if (!Hi)
      return nullptr;
    S->Decls.push_back(V);
    S->Bounds.push_back(Lo);
    S->Bounds.push_back(Hi);
  } while (tok().is(tok::comma) && (consume(), true));
  if (!expect(tok::r_paren))
    return nullptr;
  S->Body = parseStatement();
  return S->Body ? S : nullptr;
}

} // namespace fe
} // namespace spmdc
