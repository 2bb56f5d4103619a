//===- ParseTemplate.cpp - function templates -----------------------------===//
//
// \file
// Part of the Parser (see Parser.h): `template <typename T, int N> ...`
// function templates, `template <> ...` explicit specializations and
// `template R f<args>(params);` explicit instantiations, and template
// argument lists (`f<float, 4>`). A template's body is parsed once, with its
// type parameters entered as type names (Type::TParam), and kept unchecked:
// names in it are looked up only when Sema instantiates it, as in C++, so a
// header may define templates that call functions nobody declares until
// they are used.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include <optional>

using namespace clang;

namespace spmdc {
namespace fe {

bool Parser::parseTemplateParams(std::vector<TemplateParam *> &Out) {
  consume(); // <
  while (true) {
    TemplateParam *P = Ctx.newTemplateParam();
    P->Loc = tok().Loc;
    if (tok().isWord("typename") || tok().isWord("class")) {
      consume();
      P->IsType = true;
    } else if (isTypeStart(tok())) {
      P->IsType = false;
      if (!parseType(P->ValTy))
        return false;
      if (!P->ValTy.isInteger() && !P->ValTy.isBool()) {
        error(P->Loc, "a non-type template parameter must have an integer "
                      "type, not '" +
                          typeName(P->ValTy) + "'");
        return false;
      }
      P->ValTy.Var = Variability::Uniform;
    } else {
      errorHere("expected 'typename' or an integer type in a template "
                "parameter list");
      return false;
    }
    if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
      errorHere("expected a template parameter name");
      return false;
    }
    P->Name = tok().Text;
    P->Loc = tok().Loc;
    for (TemplateParam *Q : Out)
      if (Q->Name == P->Name) {
        error(P->Loc, "redefinition of template parameter '" + P->Name + "'");
        Diag.note(Q->Loc, "previous declaration is here");
        return false;
      }
    if (StructNames.count(P->Name)) {
      error(P->Loc, "template parameter '" + P->Name +
                        "' has the name of struct '" + P->Name + "'");
      return false;
    }
    consume();
    if (tok().is(tok::equal)) { // a default argument
      consume();
      P->HasDefault = true;
      if (P->IsType) {
        if (!isTypeStart(tok())) {
          errorHere("expected a type as the default of template parameter '" +
                    P->Name + "'");
          return false;
        }
        if (!parseType(P->DefaultTy))
          return false;
      } else {
        // Above the relational operators: `>` closes the list.
        P->DefaultE = parseBinary(/*MinPrec=*/8);
        if (!P->DefaultE)
          return false;
      }
    }
    Out.push_back(P);
    if (tok().is(tok::comma)) {
      consume();
      continue;
    }
    if (tok().is(tok::greater)) {
      consume();
      return true;
    }
    errorHere("expected ',' or '>' in the template parameter list");
    return false;
  }
}

bool Parser::parseTemplateArgs(std::vector<TemplateArg> &Out) {
  consume(); // <
  if (tok().is(tok::greater)) {
    consume();
    return true;
  }
  while (true) {
    TemplateArg A;
    A.Loc = tok().Loc;
    if (isTypeStart(tok())) {
      A.IsType = true;
      if (!parseType(A.Ty))
        return false;
    } else {
      A.IsType = false;
      // Above the relational operators: `>` closes the list.
      A.E = parseBinary(/*MinPrec=*/8);
      if (!A.E)
        return false;
    }
    Out.push_back(A);
    if (tok().is(tok::comma)) {
      consume();
      continue;
    }
    if (tok().is(tok::greater)) {
      consume();
      return true;
    }
    errorHere("expected ',' or '>' after a template argument");
    return false;
  }
}

/// The name of the function whose declaration starts at Pos: the
/// identifier before the first `(` or `<` outside brackets, or "".
static std::string declaredName(const std::vector<Token> &Toks, size_t Pos) {
  for (size_t I = Pos; I + 1 < Toks.size(); ++I) {
    const Token &T = Toks[I];
    if (T.is(tok::l_paren) || T.is(tok::semi) || T.is(tok::l_brace) ||
        T.is(tok::equal) || T.Kind == Token::Eof)
      return I > Pos && Toks[I - 1].Kind == Token::Ident ? Toks[I - 1].Text
                                                         : "";
  }
  return "";
}

bool Parser::parseTemplate(TranslationUnit &TU) {
  SourceLocation TemplateLoc = tok().Loc;
  consume(); // template
  TemplateHead Kind = TemplateHead::Instantiation;
  std::vector<TemplateParam *> Params;
  if (tok().is(tok::less)) {
    if (peek().is(tok::greater)) {
      consume();
      consume();
      Kind = TemplateHead::Specialization;
    } else {
      Kind = TemplateHead::Pattern;
      if (!parseTemplateParams(Params))
        return false;
    }
  }
  if (tok().isWord("template")) {
    errorHere("nested template declarations are not supported");
    return false;
  }
  // `template <...> struct S { ... };` (or `struct S;`): ISPC's templates
  // are function templates only (ispc.rst, "Function Templates"). A
  // function returning `struct S *` goes on below.
  if (tok().isWord("struct") && peek().Kind == Token::Ident &&
      (peek(2).is(tok::l_brace) || peek(2).is(tok::semi))) {
    errorHere("struct templates are not supported (ISPC has function "
              "templates only)");
    skipTopLevel();
    if (tok().is(tok::semi))
      consume();
    return true;
  }
  // The type parameters are type names in the declaration and its body
  // (shadowing typedefs of the same name, restored afterwards).
  std::vector<std::pair<std::string, std::optional<Type>>> Saved;
  for (TemplateParam *P : Params) {
    if (!P->IsType)
      continue;
    auto It = TypedefNames.find(P->Name);
    Saved.push_back({P->Name, It == TypedefNames.end()
                                  ? std::nullopt
                                  : std::optional<Type>(It->second)});
    Type T;
    T.TParam = P;
    TypedefNames[P->Name] = T;
  }
  std::string Name = declaredName(Toks, Pos);
  bool NewName = Kind == TemplateHead::Pattern && !Name.empty() &&
                 !TemplateNames.count(Name);
  if (NewName) // the body may call the template itself
    TemplateNames.insert(Name);
  TemplateHead OuterHead = Head;
  Head = Kind;
  size_t Globals = TU.Globals.size();
  CurTParams = &Params;
  FuncDecl *F = parseTopLevel(TU);
  CurTParams = nullptr;
  Head = OuterHead;
  for (auto &[N, T] : Saved) {
    if (T)
      TypedefNames[N] = *T;
    else
      TypedefNames.erase(N);
  }
  if (!F) {
    if (NewName)
      TemplateNames.erase(Name);
    if (TU.Globals.size() != Globals) {
      error(TemplateLoc, "variable templates are not supported");
      TU.Globals.resize(Globals);
      return true; // the declaration itself was consumed
    }
    return false;
  }
  if (F->Storage == StorageKind::Export) {
    error(F->Loc, "a function template cannot be 'export' (export a "
                  "function that calls an instantiation)");
    return true;
  }
  if (F->IsTask && Kind == TemplateHead::Pattern) {
    error(F->Loc, "a function template cannot be a 'task'");
    return true;
  }
  switch (Kind) {
  case TemplateHead::Pattern: {
    if (!F->Body) {
      error(F->Loc, "a function template must be defined where it is "
                    "declared (declarations of templates are not supported)");
      return true;
    }
    TemplateDecl *TD = Ctx.newTemplate();
    TD->Name = F->Name;
    TD->Loc = F->Loc;
    TD->Params = std::move(Params);
    TD->Pattern = F;
    TU.Templates.push_back(TD);
    TemplateNames.insert(F->Name);
    return true;
  }
  case TemplateHead::Specialization:
    if (!F->Body) {
      error(F->Loc, "an explicit specialization must have a body");
      return true;
    }
    F->IsSpecialization = true;
    TU.Funcs.push_back(F);
    return true;
  case TemplateHead::Instantiation:
    if (F->Body) {
      error(F->Loc, "an explicit instantiation cannot have a body (write "
                    "'template <>' for an explicit specialization)");
      return true;
    }
    F->IsExplicitInstantiation = true;
    TU.Funcs.push_back(F);
    return true;
  case TemplateHead::None:
    break;
  }
  return true;
}

bool Parser::parseTemplateVecLen(Type &Out) {
  if (!CurTParams || !tok().is(tok::less) || !peek(2).is(tok::greater))
    return false;
  const Token &L = peek();
  if (L.Kind == Token::Number && Out.TParam) { // `T<3>`
    uint64_t N = 0;
    if (llvm::StringRef(L.Text).getAsInteger(0, N) || N < 1 || N > 64) {
      error(L.Loc, "the length of a short vector type must be 1 to 64");
      return false;
    }
    Out.TVecN = unsigned(N);
  } else if (L.Kind == Token::Ident) { // `float<N>`, `T<N>`
    const TemplateParam *P = nullptr;
    for (const TemplateParam *Q : *CurTParams)
      if (!Q->IsType && Q->Name == L.Text)
        P = Q;
    if (!P)
      return false;
    Out.TVecLen = P;
  } else {
    return false;
  }
  consume();
  consume();
  consume();
  return true;
}

} // namespace fe
} // namespace spmdc
