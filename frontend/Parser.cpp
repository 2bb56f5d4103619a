//===- Parser.cpp - recursive-descent parser: the file and its functions --===//
//
// \file
// The translation unit, functions and their parameters, and the parser's
// helpers; see Parser.h (statements are in ParseStmt.cpp, types, structs,
// typedefs, enums and globals in ParseDecl.cpp, expressions in
// ParseExpr.cpp, switch/case/labels/goto in ParseSwitch.cpp). Every parse
// function returns null after reporting an error; statement and top-level
// loops then resynchronise.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace spmdc {
namespace fe {

/// Words that may start a type.
bool isBaseTypeWord(const std::string &W) {
  return llvm::StringSwitch<bool>(W)
      .Cases({"void", "bool", "int", "int8", "int16", "int32", "int64"}, true)
      .Cases({"uint", "uint8", "uint16", "uint32", "uint64"}, true)
      .Cases({"float", "float16", "double", "unsigned", "signed"}, true)
      .Cases({"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"}, true)
      .Default(false);
}

/// ISPC / C words that are valid there but outside the supported subset.
bool isUnsupportedTypeWord(const std::string &W) {
  return llvm::StringSwitch<bool>(W)
      .Cases({"union", "long", "short"}, true)
      .Cases({"char", "half", "volatile", "register", "auto"}, true)
      .Cases({"int8_t", "int16_t", "int32_t", "int64_t"}, true)
      .Default(false);
}

/// Words that can never name a variable.
bool isReservedWord(const std::string &W) {
  return isBaseTypeWord(W) || isUnsupportedTypeWord(W) ||
         llvm::StringSwitch<bool>(W)
             .Cases({"uniform", "varying", "const", "export", "static"}, true)
             .Case("soa", true)
             .Cases({"struct", "enum", "typedef", "new", "delete"}, true)
             .Cases({"inline", "extern", "if", "else", "for", "while", "do"},
                    true)
             .Cases({"break", "continue", "return", "foreach", "switch"}, true)
             .Cases({"case", "default", "goto", "true", "false", "sizeof"},
                    true)
             .Cases({"cif", "cfor", "cwhile", "cdo", "task", "launch", "sync"},
                    true)
             .Cases({"cbreak", "ccontinue", "creturn"}, true)
             .Default(false);
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

void Parser::error(SourceLocation L, const llvm::Twine &Msg) {
  Diag.error(L, Msg);
  if (Diag.shouldStop())
    abortParse();
}

void Parser::errorHere(const llvm::Twine &Msg) {
  const Token &T = tok();
  if (T.Kind == Token::Eof)
    error(T.Loc, Msg + " at end of input");
  else
    error(T.Loc, Msg);
}

void Parser::abortParse() {
  Aborted = true;
  Pos = Toks.size() - 1; // Eof
}

bool Parser::expect(tok::TokenKind K) {
  if (tok().is(K)) {
    consume();
    return true;
  }
  errorHere(llvm::Twine("expected '") + tok::getPunctuatorSpelling(K) + "'");
  return false;
}

bool Parser::enter() {
  if (Aborted)
    return false;
  if (++Depth > MaxNesting) {
    error(tok().Loc, "nesting too deep (the limit is " +
                         llvm::Twine(MaxNesting) + " levels)");
    abortParse();
    return false;
  }
  return true;
}

Expr *Parser::make(ExprKind K, SourceLocation L, Expr *A, Expr *B, Expr *C) {
  Expr *E = Ctx.newExpr(K, L);
  E->A = A;
  E->B = B;
  E->C = C;
  unsigned D = 0;
  for (Expr *X : {A, B, C})
    if (X && X->Depth > D)
      D = X->Depth;
  E->Depth = D + 1;
  bool Infix = K == ExprKind::Binary || K == ExprKind::Assign ||
               K == ExprKind::Index || K == ExprKind::Cond ||
               K == ExprKind::Comma || K == ExprKind::Member;
  if (A && (Infix || (K == ExprKind::Unary && A->Loc < L &&
                      A->Begin.isValid() && A->Begin < L)))
    E->Begin = A->Begin;
  if (E->Depth > MaxExprDepth) {
    error(L, "expression is too deeply nested (the limit is " +
                 llvm::Twine(MaxExprDepth) + " levels)");
    abortParse();
    return nullptr;
  }
  return E;
}

void Parser::skipStatement() {
  // Skip to the next `;` (consumed) or an unmatched `}` (kept), balancing
  // braces and parentheses on the way.
  unsigned Braces = 0;
  while (!atEnd()) {
    const Token &T = tok();
    if (T.is(tok::l_brace)) {
      ++Braces;
    } else if (T.is(tok::r_brace)) {
      if (Braces == 0)
        return;
      if (--Braces == 0) {
        consume();
        return;
      }
    } else if (T.is(tok::semi) && Braces == 0) {
      consume();
      return;
    }
    consume();
  }
}

void Parser::skipTopLevel() {
  unsigned Braces = 0;
  while (!atEnd()) {
    const Token &T = tok();
    if (T.is(tok::l_brace)) {
      ++Braces;
    } else if (T.is(tok::r_brace)) {
      consume();
      if (Braces <= 1)
        return;
      --Braces;
      continue;
    } else if (T.is(tok::semi) && Braces == 0) {
      consume();
      return;
    }
    consume();
  }
}

//===----------------------------------------------------------------------===//
// Types and declarations
//===----------------------------------------------------------------------===//

TranslationUnit Parser::parseTranslationUnit() {
  TranslationUnit TU;
  CurTU = &TU;
  while (!atEnd() && !Aborted) {
    if (tok().is(tok::semi)) {
      consume();
      continue;
    }
    unsigned Before = Diag.numErrors();
    if (isStructDefinition()) {
      if (StructDecl *SD = parseStructDecl())
        TU.Structs.push_back(SD);
      else if (!Aborted && Diag.numErrors() != Before)
        skipTopLevel();
      continue;
    }
    if (tok().isWord("template")) {
      if (!parseTemplate(TU) && !Aborted)
        skipTopLevel();
      continue;
    }
    if (tok().isWord("typedef") ||
        (tok().isWord("enum") &&
         (peek().is(tok::l_brace) || peek(2).is(tok::l_brace)))) {
      bool OK = tok().isWord("typedef") ? parseTypedef(TU) : parseEnum(TU);
      if (!OK && !Aborted)
        skipTopLevel();
      continue;
    }
    size_t Globals = TU.Globals.size();
    FuncDecl *F = parseTopLevel(TU);
    if (F)
      TU.Funcs.push_back(F);
    else if (TU.Globals.size() != Globals)
      continue; // global variables
    else if (Diag.numErrors() == Before && !Aborted)
      error(tok().Loc, "expected a declaration"); // defensive
    if (!F && !Aborted)
      skipTopLevel();
  }
  return TU;
}

FuncDecl *Parser::parseTopLevel(TranslationUnit &TU) {
  FuncDecl *F = Ctx.newFunc();
  F->Loc = tok().Loc;
  SourceLocation ExternLoc, ExternCLoc;
  std::vector<DeclAttribute>
      Attrs; // `__attribute__((...))` among the qualifiers
  // Qualifiers.
  while (tok().Kind == Token::Ident) {
    if (atAttribute()) {
      if (!parseAttributes(Attrs))
        return nullptr;
      continue;
    }
    const std::string &W = tok().Text;
    if (W == "export" || W == "static") {
      StorageKind K = W == "export" ? StorageKind::Export : StorageKind::Static;
      if (F->Storage != StorageKind::Plain && F->Storage != K) {
        errorHere("'export' and 'static' cannot be combined");
        return nullptr;
      }
      F->Storage = K;
    } else if (W == "inline" || W == "__inline" || W == "noinline") {
      bool No = W == "noinline";
      if (No ? F->IsInline : F->IsNoInline) {
        errorHere("'inline' and 'noinline' cannot be combined");
        return nullptr;
      }
      (No ? F->IsNoInline : F->IsInline) = true;
    } else if (W == "extern") {
      if (peek().Kind == Token::StringLit) {
        // `extern "C"`: a function the application provides (ISPC: only
        // "C"; no braces, one declaration each).
        if (peek().Text != "C") {
          error(peek().Loc, "unknown language linkage \"" + peek().Text +
                                "\" (only 'extern \"C\"' is supported)");
          return nullptr;
        }
        consume();
        F->IsExternC = true;
        ExternCLoc = tok().Loc;
      } else {
        ExternLoc = tok().Loc;
      }
    } else if (W == "task") {
      F->IsTask = true;
    } else if (W == "template") {
      errorHere("'template' must come before the function's qualifiers");
      return nullptr;
    } else if (W == "unmasked") {
      F->IsUnmasked = true;
    } else if (W == "union" || W == "typename" || W == "namespace") {
      errorHere("'" + W + "' is not supported");
      return nullptr;
    } else {
      break;
    }
    consume();
  }
  if (!isTypeStart(tok())) {
    if (tok().Kind == Token::Ident)
      errorHere("unknown type name '" + tok().Text + "'");
    else if (tok().Kind == Token::Unknown)
      errorHere("invalid character in source");
    else
      errorHere("expected a function declaration");
    return nullptr;
  }
  if (F->IsExternC) {
    const char *Other = F->Storage == StorageKind::Export   ? "export"
                        : F->Storage == StorageKind::Static ? "static"
                        : F->IsTask                         ? "task"
                        : F->IsInline                       ? "inline"
                        : F->IsUnmasked                     ? "unmasked"
                        : ExternLoc.isValid()               ? "extern"
                                                            : nullptr;
    if (Other) {
      error(ExternCLoc, llvm::Twine("'extern \"C\"' cannot be combined "
                                    "with '") +
                            Other + "'");
      return nullptr;
    }
    if (Head != TemplateHead::None) {
      error(ExternCLoc, "a template cannot be 'extern \"C\"'");
      return nullptr;
    }
  }
  AllowRef = true; // a reference result `float &f(...)`
  std::vector<Expr *> TDDims; // a global of an array typedef type
  bool RetOK = parseType(F->RetTy, &TDDims);
  AllowRef = false;
  if (!RetOK)
    return nullptr;
  // ISPC also takes `inline`/`noinline` after the result type
  // (`void noinline f(...)`), as C does with its function specifiers.
  while ((tok().isWord("noinline") || tok().isWord("inline") ||
          tok().isWord("__inline")) &&
         peek().Kind == Token::Ident) {
    bool No = tok().isWord("noinline");
    if (No ? F->IsInline : F->IsNoInline) {
      errorHere("'inline' and 'noinline' cannot be combined");
      return nullptr;
    }
    if (F->IsExternC) {
      errorHere("'extern \"C\"' cannot be combined with '" + tok().Text +
                "'");
      return nullptr;
    }
    (No ? F->IsNoInline : F->IsInline) = true;
    consume();
  }
  // ISPC's declaration specifiers come in any order, and its own examples
  // write `static void task f(...)`: `task` after the return type is the
  // same qualifier as before it.
  while (tok().isWord("task")) {
    if (F->IsExternC) {
      errorHere("'extern \"C\"' cannot be combined with 'task'");
      return nullptr;
    }
    F->IsTask = true;
    consume();
  }
  if (tok().is(tok::l_paren) && peek().is(tok::star)) {
    // A global pointer to an array: `uniform float (*rows)[4] = table;`.
    if (F->Storage == StorageKind::Export || F->IsInline || F->IsExternC ||
        !TDDims.empty()) {
      errorHere("a pointer to an array is a variable: it cannot be 'export', "
                "'inline' or 'extern \"C\"', and needs a scalar or struct "
                "element type");
      return nullptr;
    }
    VarDecl *V = Ctx.newVar();
    V->Ty = F->RetTy;
    if (!parseArrayPointerDeclarator(V))
      return nullptr;
    V->IsGlobal = true;
    V->IsStatic = F->Storage == StorageKind::Static;
    V->IsExtern = ExternLoc.isValid();
    if (tok().is(tok::equal)) {
      if (V->IsExtern) {
        errorHere("an 'extern' variable cannot have an initializer");
        return nullptr;
      }
      consume();
      V->Init = parseAssign();
      if (!V->Init)
        return nullptr;
    }
    TU.Globals.push_back(V);
    expect(tok::semi);
    return nullptr;
  }
  if (tok().isWord("operator")) {
    // ISPC's operator overloading: `S operator+(S a, S b)` defines what a
    // binary operator means when an operand is a struct (Sema).
    SourceLocation OpLoc = tok().Loc;
    consume();
    const char *Sp = tok().Kind == Token::Punct
                         ? tok::getPunctuatorSpelling(tok().P)
                         : nullptr;
    static const char *const Overloadable[] = {
        "+",  "-",  "*",  "/",  "%",  "<<", ">>",  "&",   "|",  "^",  "==",
        "!=", "<",  ">",  "<=", ">=", "&&", "||",  "!",   "~",  "++", "--",
        "=",  "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="};
    if (!Sp || llvm::none_of(Overloadable, [&](const char *O) {
          return llvm::StringRef(O) == Sp;
        })) {
      errorHere("expected an operator after 'operator' (binary + - * / % "
                "<< >> & | ^ == != < > <= >= && ||, unary - ! ~ ++ --, or "
                "an assignment = += -= *= /= %= <<= >>= &= |= ^=)");
      return nullptr;
    }
    F->Name = std::string("operator") + Sp;
    F->Loc = OpLoc;
    consume();
    if (!tok().is(tok::l_paren)) {
      errorHere("expected '(' after '" + F->Name + "'");
      return nullptr;
    }
  } else {
    if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
      errorHere("expected a function name");
      return nullptr;
    }
    F->Name = tok().Text;
    F->Loc = tok().Loc;
    consume();
  }
  if (tok().is(tok::less) && (Head == TemplateHead::Specialization ||
                              Head == TemplateHead::Instantiation)) {
    F->HasTemplateArgs = true;
    if (!parseTemplateArgs(F->TemplateArgs))
      return nullptr;
  }
  if (!tok().is(tok::l_paren)) {
    if (tok().is(tok::equal) || tok().is(tok::semi) || tok().is(tok::comma) ||
        tok().is(tok::l_square)) {
      if (F->Storage == StorageKind::Export || F->IsInline) {
        error(F->Loc, "a global variable cannot be 'export' or 'inline'");
        return nullptr;
      }
      if (F->IsExternC) {
        error(ExternCLoc, "'extern \"C\"' applies to functions; declare the "
                          "application's global variable 'extern' (globals "
                          "have C linkage)");
        return nullptr;
      }
      GlobalAttrs = std::move(Attrs);
      parseGlobals(TU, F->RetTy, F->Name, F->Loc,
                   F->Storage == StorageKind::Static, ExternLoc.isValid(),
                   TDDims);
      GlobalAttrs.clear();
      return nullptr;
    }
    errorHere("expected '(' after function name");
    return nullptr;
  }
  if (ExternLoc.isValid()) {
    // `extern` on an SPMD function only says what a plain prototype says:
    // defined here or in another spmdc object (CodeGen.cpp, "extern SPMD
    // functions"). Static and export functions have their own linkage.
    const char *Other = F->Storage == StorageKind::Export   ? "export"
                        : F->Storage == StorageKind::Static ? "static"
                        : F->IsTask                         ? "task"
                                                            : nullptr;
    if (Other) {
      error(ExternLoc,
            llvm::Twine("'extern' cannot be combined with '") + Other + "'");
      return nullptr;
    }
  }
  if (!TDDims.empty()) {
    error(F->Loc, "function '" + F->Name + "' cannot return an array");
    return nullptr;
  }
  consume();
  if (!parseParams(F))
    return nullptr;
  // (also after the parameters, as GNU C allows on a declaration)
  if (!parseAttributes(Attrs) || !applyFunctionAttributes(F, Attrs))
    return nullptr;
  if (tok().is(tok::semi)) {
    consume();
    return F;
  }
  if (F->IsExternC && tok().is(tok::l_brace)) {
    error(F->Loc, "extern \"C\" function '" + F->Name +
                      "' is provided by the application and cannot be "
                      "defined here (define an 'export' function to be "
                      "called from C)");
    return nullptr;
  }
  if (!tok().is(tok::l_brace)) {
    errorHere("expected '{' or ';' after function declarator");
    return nullptr;
  }
  F->Body = parseCompound();
  if (!F->Body) {
    if (Aborted)
      return nullptr;
    // parseCompound recovers internally; a null body means it could not.
    return nullptr;
  }
  return F;
}

bool Parser::parseParams(FuncDecl *F) {
  if (tok().is(tok::r_paren)) {
    consume();
    return true;
  }
  if (tok().isWord("void") && peek().is(tok::r_paren)) {
    consume();
    consume();
    return true;
  }
  while (true) {
    if (tok().is(tok::ellipsis)) {
      errorHere("variadic functions are not supported");
      return false;
    }
    std::vector<DeclAttribute> PAttrs; // `__attribute__((noescape)) T *p`
    if (!parseAttributes(PAttrs))
      return false;
    if (!isTypeStart(tok())) {
      if (tok().Kind == Token::Ident)
        errorHere("unknown type name '" + tok().Text + "'");
      else
        errorHere("expected a parameter type");
      return false;
    }
    VarDecl *P = Ctx.newVar();
    P->IsParam = true;
    P->Loc = tok().Loc;
    AllowRef = true;
    std::vector<Expr *> TDDims; // `Row r` decays like `float r[]`
    bool TypeOK = parseType(P->Ty, &TDDims);
    AllowRef = false;
    if (!TypeOK)
      return false;
    if (tok().is(tok::l_paren) && peek().is(tok::star)) { // `T (*p)[N]`
      if (!TDDims.empty()) {
        errorHere("a pointer to an array needs a scalar or struct element "
                  "type");
        return false;
      }
      if (!parseArrayPointerDeclarator(P))
        return false;
    } else if (tok().Kind == Token::Ident && !isReservedWord(tok().Text)) {
      P->Name = tok().Text;
      P->Loc = tok().Loc;
      consume();
    } else if (tok().Kind == Token::Ident) {
      errorHere("expected a parameter name");
      return false;
    }
    if (tok().is(tok::l_square) || !TDDims.empty()) {
      bool Written = tok().is(tok::l_square);
      if (Written) {
        consume();
        // `T a[N]` is `T a[]`, as in C: the size is not part of the type.
        if (!tok().is(tok::r_square) && !parseAssign())
          return false;
        if (!expect(tok::r_square))
          return false;
      }
      if (Written && TDDims.empty() && tok().is(tok::l_square) &&
          !P->Ty.IsRef && !P->Ty.IsPointer) {
        // `T a[][N]...`, as in C: a uniform pointer to arrays T[N]...
        VarDecl Dims;
        if (!parseArrayDims(&Dims))
          return false;
        if (llvm::is_contained(Dims.DimExprs, nullptr)) {
          error(P->Loc, "array parameter '" + P->Name +
                            "' needs the size of every dimension but the "
                            "first");
          return false;
        }
        P->PointeeDimExprs = std::move(Dims.DimExprs);
        makeArrayPointer(P, Variability::Uniform, false);
      } else {
        if (TDDims.size() + Written > 1) {
          error(P->Loc, "multi-dimensional arrays are not supported as "
                        "parameters");
          return false;
        }
        if (P->Ty.IsRef) {
          error(P->Loc, "arrays of references are not supported");
          return false;
        }
        // `T a[]` is a uniform pointer to T; `T *a[]` one to pointers.
        Type T = P->Ty.pointerTo();
        T.DeclaredAsArray = true;
        T.PointeeVar = P->Ty.Var;
        T.PointeeConst = P->Ty.IsConst;
        P->Ty = T;
        if (tok().is(tok::l_square)) {
          errorHere("multi-dimensional arrays are not supported");
          return false;
        }
      }
    }
    if (tok().is(tok::equal)) {
      consume();
      P->DefaultArg = parseAssign();
      if (!P->DefaultArg)
        return false;
    } else if (!F->Params.empty() && F->Params.back()->DefaultArg) {
      error(P->Loc, "missing default argument on parameter" +
                        (P->Name.empty() ? llvm::Twine("")
                                         : llvm::Twine(" '") + P->Name + "'"));
      return false;
    }
    if (!applyVariableAttributes(P, PAttrs))
      return false;
    F->Params.push_back(P);
    if (tok().is(tok::comma)) {
      consume();
      continue;
    }
    return expect(tok::r_paren);
  }
}

} // namespace fe
} // namespace spmdc
