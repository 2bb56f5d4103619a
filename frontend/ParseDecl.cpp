//===- ParseDecl.cpp - file-scope structs, typedefs, enums, globals -------===//
//
// \file
// Part of the Parser (see Parser.h): the file-scope declarations other than
// functions. Struct, typedef and enum names become type names as soon as
// they are declared (the parser needs them to tell declarations from
// expressions), so they must be declared before use, as in C.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"

using namespace clang;

namespace spmdc {
namespace fe {

bool Parser::isStructDefinition() const {
  return tok().isWord("struct") && peek().Kind == Token::Ident &&
         (peek(2).is(tok::l_brace) || peek(2).is(tok::semi));
}

bool Parser::checkNewName(const Token &T, const char *What) {
  if (T.Kind != Token::Ident || isReservedWord(T.Text)) {
    error(T.Loc, llvm::Twine("expected ") + What);
    return false;
  }
  if (StructNames.count(T.Text) || TypedefNames.count(T.Text)) {
    error(T.Loc, "redefinition of type name '" + T.Text + "'");
    return false;
  }
  return true;
}

StructDecl *Parser::parseStructDecl() {
  consume(); // struct
  const Token &NameTok = tok();
  if (isReservedWord(NameTok.Text)) {
    errorHere("expected a struct name");
    return nullptr;
  }
  if (peek().is(tok::semi)) {
    error(NameTok.Loc, "forward declarations of structs are not supported; "
                       "define the struct before its use");
    return nullptr;
  }
  if (StructNames.count(NameTok.Text)) {
    error(NameTok.Loc, "redefinition of struct '" + NameTok.Text + "'");
    Diag.note(StructNames.lookup(NameTok.Text)->Loc,
              "previous definition is here");
    return nullptr;
  }
  if (!checkNewName(NameTok, "a struct name"))
    return nullptr;
  StructDecl *SD = Ctx.newStruct();
  SD->Name = NameTok.Text;
  SD->Loc = NameTok.Loc;
  consume();
  StructNames[SD->Name] = SD; // members may point to the struct itself
  if (!parseStructBody(SD))
    return nullptr;
  if (!tok().is(tok::semi)) {
    errorHere("expected ';' after struct definition");
    return nullptr;
  }
  consume();
  return SD;
}

bool Parser::parseStructBody(StructDecl *SD) {
  if (!expect(tok::l_brace))
    return false;
  while (!tok().is(tok::r_brace)) {
    if (atEnd()) {
      errorHere("expected '}'");
      return false;
    }
    if (!isTypeStart(tok())) {
      if (tok().Kind == Token::Ident)
        errorHere("unknown type name '" + tok().Text + "'");
      else
        errorHere("expected a member declaration");
      return false;
    }
    Type T;
    SourceLocation TypeLoc = tok().Loc;
    if (!parseType(T))
      return false;
    if (T.Struct == SD && !T.IsPointer) {
      error(TypeLoc, "struct '" + SD->Name + "' cannot contain itself");
      return false;
    }
    while (true) {
      if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
        errorHere("expected a member name");
        return false;
      }
      FieldDecl FD;
      FD.Name = tok().Text;
      FD.Loc = tok().Loc;
      FD.Ty = T;
      consume();
      if (tok().is(tok::l_square)) {
        VarDecl Tmp;
        if (!parseArrayDims(&Tmp))
          return false;
        FD.DimExprs = Tmp.DimExprs;
      }
      SD->Fields.push_back(FD);
      if (!tok().is(tok::comma))
        break;
      consume();
    }
    if (!expect(tok::semi))
      return false;
  }
  consume(); // }
  return true;
}

bool Parser::parseTypedef(TranslationUnit &TU) {
  consume(); // typedef
  Type T;
  if (tok().isWord("struct") &&
      (peek().is(tok::l_brace) ||
       (peek().Kind == Token::Ident && peek(2).is(tok::l_brace)))) {
    // typedef struct [Tag] { ... } Name;
    consume();
    StructDecl *SD = Ctx.newStruct();
    SD->Loc = tok().Loc;
    if (tok().Kind == Token::Ident) {
      if (!checkNewName(tok(), "a struct name"))
        return false;
      SD->Name = tok().Text;
      consume();
    }
    if (!parseStructBody(SD))
      return false;
    if (!SD->Name.empty())
      StructNames[SD->Name] = SD;
    else if (tok().Kind == Token::Ident) // anonymous: the typedef names it
      SD->Name = tok().Text;
    TU.Structs.push_back(SD);
    T.Struct = SD;
  } else if (tok().isWord("enum") &&
             (peek().is(tok::l_brace) || peek(2).is(tok::l_brace))) {
    // typedef enum [Tag] { ... } Name;
    if (!parseEnum(TU))
      return false;
    if (TU.Enums.back()->Name.empty() && tok().Kind == Token::Ident)
      TU.Enums.back()->Name = tok().Text; // the header's name for it
    T = Type::scalar(ScalarKind::Int32, Variability::Unbound);
  } else if (!parseType(T)) {
    return false;
  }
  if (!checkNewName(tok(), "a typedef name"))
    return false;
  std::string Name = tok().Text;
  consume();
  if (tok().is(tok::l_square)) {
    errorHere("typedefs of array types are not supported");
    return false;
  }
  if (!expect(tok::semi))
    return false;
  TypedefNames[Name] = T;
  return true;
}

bool Parser::parseEnum(TranslationUnit &TU) {
  consume(); // enum
  EnumDecl *ED = Ctx.newEnum();
  ED->Loc = tok().Loc;
  if (tok().Kind == Token::Ident) {
    if (!checkNewName(tok(), "an enum name"))
      return false;
    ED->Name = tok().Text;
    consume();
  }
  if (!expect(tok::l_brace))
    return false;
  while (!tok().is(tok::r_brace)) {
    if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
      errorHere("expected an enumerator name");
      return false;
    }
    EnumConst C;
    C.Name = tok().Text;
    C.Loc = tok().Loc;
    consume();
    if (tok().is(tok::equal)) {
      consume();
      C.Init = parseAssign();
      if (!C.Init)
        return false;
    }
    ED->Consts.push_back(C);
    if (!tok().is(tok::comma))
      break;
    consume();
  }
  if (!expect(tok::r_brace))
    return false;
  // `enum E {...};`, or the enum part of `typedef enum {...} Name;`.
  if (tok().is(tok::semi))
    consume();
  if (!ED->Name.empty())
    TypedefNames[ED->Name] = Type::scalar(ScalarKind::Int32,
                                          Variability::Unbound);
  TU.Enums.push_back(ED);
  return true;
}

bool Parser::parseGlobals(TranslationUnit &TU, const Type &T,
                          std::string Name, SourceLocation Loc, bool Static,
                          bool Extern) {
  while (true) {
    VarDecl *V = Ctx.newVar();
    V->Name = Name;
    V->Loc = Loc;
    V->Ty = T;
    V->IsGlobal = true;
    V->IsStatic = Static;
    V->IsExtern = Extern;
    if (tok().is(tok::l_square) && !parseArrayDims(V))
      return false;
    if (tok().is(tok::equal)) {
      if (Extern) {
        errorHere("an 'extern' variable cannot have an initializer");
        return false;
      }
      consume();
      V->Init = tok().is(tok::l_brace) ? parseInitList() : parseAssign();
      if (!V->Init)
        return false;
    }
    TU.Globals.push_back(V);
    if (!tok().is(tok::comma))
      break;
    consume();
    if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
      errorHere("expected a variable name");
      return false;
    }
    Name = tok().Text;
    Loc = tok().Loc;
    consume();
  }
  return expect(tok::semi);
}

} // namespace fe
} // namespace spmdc
