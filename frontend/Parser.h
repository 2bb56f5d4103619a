//===- Parser.h - recursive-descent parser for spmdc ------------*- C++ -*-===//
//
// \file
// (Parser.cpp: the file, functions and types; ParseStmt.cpp: statements;
// ParseDecl.cpp: structs, typedefs, enums, global variables; ParseExpr.cpp:
// expressions; ParseTemplate.cpp: function templates.)
// Parses the token vector from Lexer into the AST (AST.h): function
// declarations/definitions with ISPC qualifiers, structs, typedefs, enums
// and global variables, the statement subset (blocks, if, for, while, do,
// break, continue, return, foreach (any number of dimensions), switch,
// case/default, labels, goto, launch, sync, delete, expression and declaration
// statements with array declarators and brace initializers) and C
// expressions with ISPC's literal rules, `&`, `.`, `->`, sizeof and
// `uniform new`, function templates (kept unchecked, TemplateDecl),
// explicit specializations and instantiations, template arguments in calls
// (`f<float>(x)`) and default arguments. Struct, typedef and enum names are
// type names once declared.
// ISPC constructs outside the subset are reported "... is not supported" at
// their location.
//
// Expects: a token vector ending in Eof. Guarantees: never reads past Eof;
// recursion is bounded by an explicit nesting limit (MaxNesting, error
// "nesting too deep") and expression trees by MaxExprDepth, so later
// recursive passes cannot overflow the stack; after a syntax error it skips
// to the next `;` or `}` and reports at most one error per statement.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_PARSER_H
#define SPMDC_FRONTEND_PARSER_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "frontend/Lexer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

namespace spmdc {
namespace fe {

/// Words that may start a type (`int`, `float`, `unsigned`, ...).
bool isBaseTypeWord(const std::string &W);
/// ISPC/C type words outside the supported subset (`struct`, `long`, ...).
bool isUnsupportedTypeWord(const std::string &W);
/// Words that can never name a variable or function.
bool isReservedWord(const std::string &W);

class Parser {
public:
  static constexpr unsigned MaxNesting = 256;
  static constexpr unsigned MaxExprDepth = 1000;
  static constexpr unsigned MaxElseIfChain = 10000;

  Parser(const std::vector<Token> &Toks, ASTContext &Ctx, DiagReporter &D)
      : Toks(Toks), Ctx(Ctx), Diag(D) {}

  TranslationUnit parseTranslationUnit();

private:
  // Token access.
  const Token &tok() const { return Toks[Pos]; }
  const Token &peek(unsigned N = 1) const {
    return Toks[Pos + N < Toks.size() ? Pos + N : Toks.size() - 1];
  }
  void consume() {
    if (Pos + 1 < Toks.size())
      ++Pos;
  }
  bool atEnd() const { return tok().Kind == Token::Eof; }
  bool expect(clang::tok::TokenKind K);
  void errorHere(const llvm::Twine &Msg);
  void error(clang::SourceLocation L, const llvm::Twine &Msg);
  /// Stops the whole parse (nesting limit, error limit).
  void abortParse();

  // Recovery.
  void skipStatement();
  void skipTopLevel();

  // Declarations.
  bool isTypeStart(const Token &T) const;
  /// A type. A typedef of an array type (`typedef float Row[4];`) is
  /// accepted only where a declarator can take array dimensions: then
  /// ArrayDims receives the typedef's dimensions (outermost first, shared
  /// nodes that Sema evaluates once, SemaTypedef.cpp) and Out is the
  /// element type; elsewhere it is an error at the name.
  bool parseType(Type &Out, std::vector<Expr *> *ArrayDims = nullptr);
  /// A function declaration or definition, or (added to TU) global
  /// variables.
  FuncDecl *parseTopLevel(TranslationUnit &TU);

  // ParseDecl.cpp: file-scope structs, typedefs, enums, global variables.
  /// At `struct Name {` or `struct Name;` at the top level.
  bool isStructDefinition() const;
  /// After a `*` of a declarator: the pointer's own qualifiers and any
  /// further `*` levels.
  bool parsePointerQuals(Type &Out);
  /// The number of `*` the last parseType consumed (pointer levels written
  /// there, not those of a typedef name), for `float **a, b;`.
  unsigned StarsParsed = 0;
  /// `struct Name { members };` (Parser-known names make `Name` a type).
  StructDecl *parseStructDecl();
  /// `{ members }` of struct SD (at the `{`); registers nothing.
  bool parseStructBody(StructDecl *SD);
  /// `struct { members }` written as a type (at the `{`): an unnamed
  /// struct, added to the translation unit; nullptr after an error.
  StructDecl *parseAnonymousStruct();
  /// False, after an error naming the struct as \p What, when a member's
  /// type is a template parameter (a struct defined in a function body is
  /// one type of the file).
  bool checkNoTemplateParamMembers(const StructDecl *SD,
                                   const std::string &What);
  /// Anonymous structs so far (their generated names are numbered).
  unsigned AnonStructs = 0;
  /// `typedef T Name;`, `typedef struct [Tag] { ... } Name;` (at typedef).
  bool parseTypedef(TranslationUnit &TU);
  /// `enum [Name] { A, B = expr, ... };` (at enum).
  bool parseEnum(TranslationUnit &TU);
  /// The declarators of global variables of type T after the first name
  /// (already consumed, at Loc), up to and including the `;`.
  bool parseGlobals(TranslationUnit &TU, const Type &T, std::string Name,
                    clang::SourceLocation Loc, bool Static, bool Extern,
                    const std::vector<Expr *> &TDDims);
  /// A name that may be declared at file scope (not a keyword, not a
  /// known type name); reports otherwise.
  bool checkNewName(const Token &T, const char *What);
  bool parseParams(FuncDecl *F);

  // ParseTemplate.cpp: function templates.
  /// `template <params> function-definition`, `template <> ...` (explicit
  /// specialization) or `template R f<args>(params);` (explicit
  /// instantiation), at `template`.
  bool parseTemplate(TranslationUnit &TU);
  /// `<...>` template parameters (at `<`), into TD.
  bool parseTemplateParams(std::vector<TemplateParam *> &Out);
  /// `<args>` (at `<`): types, or constant expressions above the
  /// relational operators (`f<N + 1>`, `f<(a > b)>`).
  bool parseTemplateArgs(std::vector<TemplateArg> &Out);

  // ParseAttributes.cpp: GNU-style `__attribute__((...))` (ISPC 1.25+).
  bool atAttribute() const;
  /// Every `__attribute__((a, b(arg)))` group at the current token, into
  /// Out (nothing when there is none).
  bool parseAttributes(std::vector<DeclAttribute> &Out);
  /// Checks \p Attrs against what they are written on and records their
  /// effect; false after an error.
  bool applyFunctionAttributes(FuncDecl *F,
                               const std::vector<DeclAttribute> &Attrs);
  bool applyVariableAttributes(VarDecl *V,
                               const std::vector<DeclAttribute> &Attrs);
  /// `struct S { ... } __attribute__((aligned(16)));`: the type's own
  /// alignment would change its layout and sizeof, which spmdc does not
  /// do yet: an error at the attribute (true when there is none).
  /// Attributes of a struct type at the current position (after `struct`
  /// or after its `}`): `aligned(N)` sets StructDecl::Align.
  bool parseStructAttributes(StructDecl *SD);
  bool applyStructAttributes(StructDecl *SD,
                             const std::vector<DeclAttribute> &Attrs);
  /// Attributes written before a global declaration's type, for each of
  /// its declarators (parseGlobals).
  std::vector<DeclAttribute> GlobalAttrs;

  // Statements.
  Stmt *parseStatement();
  Stmt *parseCompound();
  Stmt *parseDeclStmt();
  /// `[N][M]...` after a declarator name (sizes may be omitted: `[]`).
  bool parseArrayDims(VarDecl *V);
  /// `(* quals name)[N]...` after the element type in V->Ty (at `(`, `*`):
  /// V becomes a pointer to an array (ParseArrayPointer.cpp).
  bool parseArrayPointerDeclarator(VarDecl *V);
  /// V->Ty (the element type) becomes a pointer to an array of it, with
  /// the pointer's own qualifiers \p PtrVar / \p PtrConst.
  static void makeArrayPointer(VarDecl *V, Variability PtrVar, bool PtrConst);
  /// `{ a, {b, c}, ... }` (the current token is `{`).
  Expr *parseInitList();
  Stmt *parseIf();
  Stmt *parseFor();
  Stmt *parseWhile();
  /// `keyword ( expr ) statement`: if, while and switch share this shape.
  Stmt *parseParenthesizedHead(StmtKind K);
  Stmt *parseDo();
  Stmt *parseForeach();
  /// foreach_active (i) body; foreach_unique (v in expr) body
  /// (ParseForeachActive.cpp).
  Stmt *parseForeachActive();
  /// `typedef Ret (*Name)(params);` after Ret (ParseDecl.cpp).
  bool parseFunctionPointerTypedef(const Type &Ret, bool IsTask = false);
  // ParseSwitch.cpp: switch, case/default and named labels, goto.
  bool isLabelStart() const;
  Stmt *parseLabeled();
  Stmt *parseSwitch();
  Stmt *parseGoto();
  // ParseTasks.cpp: launch and sync.
  Stmt *parseLaunch();
  Stmt *parseSync();

  // Expressions.
  Expr *parseExpr();
  Expr *parseAssign();
  Expr *parseCond();
  Expr *parseBinary(unsigned MinPrec);
  Expr *parseUnary();
  Expr *parsePostfix();
  Expr *parsePrimary();
  Expr *parseNumber(const Token &T);
  Expr *make(ExprKind K, clang::SourceLocation L, Expr *A = nullptr,
             Expr *B = nullptr, Expr *C = nullptr);

  bool enter(); ///< nesting guard; false when too deep (already reported)
  void leave() {
    if (Depth)
      --Depth;
  }
  /// Calls leave() when the scope of a successful enter() ends.
  struct LeaveOnExit {
    Parser *P;
    ~LeaveOnExit() { P->leave(); }
  };
  /// A pointer to \p T, the pointer's own variability left to the
  /// qualifiers written after its `*` (pointerTo() makes it uniform).
  static Type pointerLevel(const Type &T) {
    Type P = T.pointerTo();
    P.Var = Variability::Unbound;
    return P;
  }

  const std::vector<Token> &Toks;
  size_t Pos = 0;
  ASTContext &Ctx;
  DiagReporter &Diag;
  unsigned Depth = 0;
  unsigned ElseIfChain = 0;
  unsigned LabelChain = 0; ///< consecutive labels (`case 1: case 2: ...`)
  bool Aborted = false;
  /// The translation unit being parsed (for declarations met inside
  /// function bodies: local typedefs, anonymous structs).
  TranslationUnit *CurTU = nullptr;
  /// Typedef names declared inside the blocks being parsed, innermost
  /// last: each block removes its own at its `}` (block scope, as in C).
  std::vector<std::string> LocalTypedefs;
  /// The name the last parseTypedef declared.
  std::string LastTypedefName;
  /// Struct names declared so far: they start types.
  llvm::StringMap<StructDecl *> StructNames;
  /// parseType accepts a trailing `&` (parameters only).
  bool AllowRef = false;
  /// Typedef and enum type names: they start types (enums are int32).
  /// While a template is parsed, its type parameters are here too (a Type
  /// with TParam set), so `uniform T *` parses as a typedef would.
  llvm::StringMap<Type> TypedefNames;
  /// Typedefs of array types: their dimensions (outermost first; the
  /// element type is in TypedefNames). The nodes are shared by every use
  /// (Expr::TypedefDim).
  llvm::StringMap<std::vector<Expr *>> TypedefDims;
  /// Appends the dimensions an array typedef gave a declarator (after the
  /// ones written at the declarator: `Row m[3]` is `float m[3][4]`).
  static void appendTypedefDims(std::vector<Expr *> &To,
                                const std::vector<Expr *> &TD) {
    To.insert(To.end(), TD.begin(), TD.end());
  }
  /// Function template names: `name <` starts template arguments.
  llvm::StringSet<> TemplateNames;
  /// What `template ...` head the function being parsed has: the name may
  /// then be followed by template arguments (specialization, instantiation).
  enum class TemplateHead { None, Pattern, Specialization, Instantiation };
  TemplateHead Head = TemplateHead::None;
  /// The parameters of the template being parsed (null outside one): a
  /// non-type one may give a short vector's length (`float<N>`).
  const std::vector<TemplateParam *> *CurTParams = nullptr;
  /// After a short vector's element type, at `<`: `<N>` with N a number or
  /// a non-type template parameter; fills Out.TVecN / Out.TVecLen
  /// (templates only) and returns true, or false when `<` starts no such
  /// length here.
  bool parseTemplateVecLen(Type &Out);
};

} // namespace fe
} // namespace spmdc

#endif
