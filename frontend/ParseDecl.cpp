//===- ParseDecl.cpp - types, structs, typedefs, enums, globals -----------===//
//
// \file
// Part of the Parser (see Parser.h): types (with ISPC's qualifiers, one
// level of pointer, references for parameters) and the file-scope
// declarations other than functions. Struct, typedef and enum names become type names as soon as
// they are declared (the parser needs them to tell declarations from
// expressions), so they must be declared before use, as in C.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "frontend/Soa.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace spmdc {
namespace fe {

/// For a C type word ISPC does not have either: which ISPC type to write
/// instead (empty if there is no single answer).
static std::string cTypeWordHint(const std::string &W) {
  std::string Use = llvm::StringSwitch<std::string>(W)
                        .Cases({"char", "int8_t"}, "int8")
                        .Cases({"short", "int16_t"}, "int16")
                        .Cases({"long", "int64_t"}, "int64")
                        .Case("int32_t", "int32")
                        .Default("");
  if (Use.empty())
    return "";
  return "; ISPC has no '" + W + "': use '" + Use + "'";
}

bool Parser::isTypeStart(const Token &T) const {
  if (T.Kind != Token::Ident)
    return false;
  return isBaseTypeWord(T.Text) || isUnsupportedTypeWord(T.Text) ||
         T.Text == "soa" || T.Text == "uniform" || T.Text == "varying" || T.Text == "const" ||
         T.Text == "struct" || T.Text == "enum" || StructNames.count(T.Text) ||
         TypedefNames.count(T.Text);
}

bool Parser::parseType(Type &Out, std::vector<Expr *> *ArrayDims) {
  Out = Type();
  StarsParsed = 0;
  if (ArrayDims)
    ArrayDims->clear();
  const std::vector<Expr *> *TDDims = nullptr; // an array typedef's
  std::string TDName;
  Variability Var = Variability::Unbound;
  bool Const = false, SawUnsigned = false, SawSigned = false, SawBase = false;
  const Type *TD = nullptr; // a typedef (or enum) name
  const StructDecl *SD0 = nullptr;
  ScalarKind K = ScalarKind::Int32;
  SourceLocation Start = tok().Loc;
  // `soa<N>`: ISPC's structure-of-arrays layout of a struct (Soa.h).
  unsigned Soa = 0;
  SourceLocation SoaLoc;
  auto ApplySoa = [&](Type &T) {
    if (!Soa)
      return true;
    if (!T.Struct || T.Struct->VecN || T.IsPointer || T.Fn) {
      error(SoaLoc, "soa<" + llvm::Twine(Soa) +
                        "> can only be applied to a struct type");
      return false;
    }
    if (T.Var == Variability::Varying) {
      error(SoaLoc, "soa<" + llvm::Twine(Soa) +
                        "> types are always uniform; remove 'varying'");
      return false;
    }
    T.Soa = Soa;
    T.Var = Variability::Uniform;
    return true;
  };
  auto SetVar = [&](Variability V) {
    if (Var != Variability::Unbound && Var != V) {
      errorHere("a type cannot be both 'uniform' and 'varying'");
      return false;
    }
    Var = V;
    return true;
  };
  while (tok().Kind == Token::Ident) {
    const std::string &W = tok().Text;
    if (W == "uniform") {
      if (!SetVar(Variability::Uniform))
        return false;
    } else if (W == "varying") {
      if (!SetVar(Variability::Varying))
        return false;
    } else if (W == "const") {
      Const = true;
    } else if (W == "unsigned") {
      SawUnsigned = true;
    } else if (W == "signed") {
      SawSigned = true;
    } else if (W == "soa") {
      if (Soa) {
        errorHere("duplicate 'soa' in a type");
        return false;
      }
      SoaLoc = tok().Loc;
      consume();
      uint64_t N = 0;
      if (!tok().is(tok::less) || peek().Kind != Token::Number ||
          !peek(2).is(tok::greater)) {
        error(SoaLoc, "expected 'soa<N>' with an integer constant N");
        return false;
      }
      consume(); // <
      if (llvm::StringRef(tok().Text).getAsInteger(0, N) ||
          !isValidSoaWidth(N)) {
        errorHere("the width of an soa type must be a power of two from 1 "
                  "to 1024");
        return false;
      }
      consume();
      Soa = unsigned(N);
      // `>` is consumed by the loop's consume() below.
    } else if (isUnsupportedTypeWord(W)) {
      errorHere("type '" + W + "' is not supported" + cTypeWordHint(W));
      return false;
    } else if (W == "enum" || TypedefNames.count(W)) {
      if (SawBase || Out.Struct || TD) {
        errorHere("two types in one declaration ('" + W + "')");
        return false;
      }
      if (W == "enum") {
        consume();
        if (tok().Kind != Token::Ident || !TypedefNames.count(tok().Text)) {
          errorHere("expected the name of an enum");
          return false;
        }
      }
      TD = &TypedefNames.find(tok().Text)->second;
      auto Dims = TypedefDims.find(tok().Text);
      if (Dims != TypedefDims.end()) {
        TDDims = &Dims->second;
        TDName = tok().Text;
      }
      SawBase = true;
    } else if (W == "struct" && peek().is(tok::l_brace)) {
      // `struct { members } x;`: an unnamed struct type.
      if (SawBase || Out.Struct) {
        errorHere("two types in one declaration ('struct')");
        return false;
      }
      consume(); // struct
      Out.Struct = parseAnonymousStruct();
      if (!Out.Struct)
        return false;
      SawBase = true;
      continue; // at the token after the `}`
    } else if (W == "struct" || StructNames.count(W)) {
      if (SawBase || Out.Struct) {
        errorHere("two types in one declaration ('" + W + "')");
        return false;
      }
      if (W == "struct") {
        consume();
        if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
          errorHere("expected a struct name");
          return false;
        }
        if (!StructNames.count(tok().Text)) {
          errorHere("unknown struct '" + tok().Text + "'");
          return false;
        }
      }
      Out.Struct = StructNames.lookup(tok().Text);
      SawBase = true;
    } else if (isBaseTypeWord(W)) {
      if (SawBase) {
        errorHere("two types in one declaration ('" + W + "')");
        return false;
      }
      SawBase = true;
      K = llvm::StringSwitch<ScalarKind>(W)
              .Case("void", ScalarKind::Void)
              .Case("bool", ScalarKind::Bool)
              .Case("int8", ScalarKind::Int8)
              .Case("int16", ScalarKind::Int16)
              .Cases({"int", "int32"}, ScalarKind::Int32)
              .Case("int64", ScalarKind::Int64)
              .Case("uint8", ScalarKind::UInt8)
              .Case("uint16", ScalarKind::UInt16)
              .Cases({"uint", "uint32"}, ScalarKind::UInt32)
              .Case("uint64", ScalarKind::UInt64)
              // ISPC's pointer-sized types (64-bit addressing only).
              .Cases({"size_t", "uintptr_t"}, ScalarKind::UInt64)
              .Cases({"ptrdiff_t", "intptr_t"}, ScalarKind::Int64)
              .Case("float16", ScalarKind::Float16)
              .Case("float", ScalarKind::Float)
              .Case("double", ScalarKind::Double)
              .Default(ScalarKind::Int32);
    } else {
      break;
    }
    consume();
  }
  if (TD) {
    if (SawUnsigned || SawSigned) {
      error(Start, "a typedef name cannot be 'signed' or 'unsigned'");
      return false;
    }
    // The typedef's type with the qualifiers written here: variability
    // applies to the value (to the pointer, for a pointer typedef).
    Out = *TD;
    Variability &OV = Out.Var;
    if (Var != Variability::Unbound) {
      if (OV != Variability::Unbound && OV != Var) {
        error(Start, "conflicting 'uniform'/'varying' on a typedef name");
        return false;
      }
      OV = Var;
    }
    Out.IsConst |= Const;
    // `T<3>`, `T<N>` of a template type parameter (ISPC 1.25).
    if (Out.TParam && !Out.IsPointer && tok().is(tok::less))
      parseTemplateVecLen(Out);
    if (TDDims) {
      // `Row m[3]`, `uniform Row r`: the element type, qualified here;
      // the declarator appends the dimensions.
      if (tok().is(tok::star) || tok().is(tok::amp)) {
        errorHere("pointers to arrays and references to arrays are not "
                  "supported");
        return false;
      }
      if (!ArrayDims) {
        error(Start, "the array type '" + TDName + "' cannot be used here");
        return false;
      }
      *ArrayDims = *TDDims;
      return ApplySoa(Out);
    }
    if (tok().is(tok::star) && Out.IsPointer && !Out.isArray()) {
      // A pointer to the typedef's pointer type.
      consume();
      ++StarsParsed;
      Out = pointerLevel(Out);
      return parsePointerQuals(Out);
    }
    if (tok().is(tok::star) || tok().is(tok::amp)) {
      if (Out.IsPointer || Out.isArray()) {
        errorHere(Out.isArray() ? "pointers to arrays and references to "
                                  "arrays are not supported"
                                : "references to pointers are not supported");
        return false;
      }
      if (tok().is(tok::amp)) {
        if (!AllowRef) {
          errorHere("references are only supported as parameters and local variables");
          return false;
        }
        consume();
        Out.IsRef = true;
        return true;
      }
      // Continue below as if the typedef's type had been written out.
      if (!ApplySoa(Out))
        return false;
      Soa = Out.Soa;
      Var = Out.Var;
      Const = Out.IsConst;
      SD0 = Out.Struct;
      K = Out.Kind;
      SawUnsigned = SawSigned = false;
    } else {
      return ApplySoa(Out);
    }
  }
  if (Out.Struct && (SawUnsigned || SawSigned)) {
    error(Start, "a struct type cannot be 'signed' or 'unsigned'");
    return false;
  }
  const StructDecl *SD = TD ? SD0 : Out.Struct;
  if (SawUnsigned && SawSigned) {
    error(Start, "a type cannot be both 'signed' and 'unsigned'");
    return false;
  }
  if (!SawBase && !SawUnsigned && !SawSigned) {
    errorHere("expected a type");
    return false;
  }
  if (SawUnsigned) {
    switch (K) {
    case ScalarKind::Int8:
      K = ScalarKind::UInt8;
      break;
    case ScalarKind::Int16:
      K = ScalarKind::UInt16;
      break;
    case ScalarKind::Int32:
      K = ScalarKind::UInt32;
      break;
    case ScalarKind::Int64:
      K = ScalarKind::UInt64;
      break;
    case ScalarKind::UInt8:
    case ScalarKind::UInt16:
    case ScalarKind::UInt32:
    case ScalarKind::UInt64:
      break;
    default:
      error(Start,
            llvm::Twine("'unsigned ") + kindName(K) + "' is not a valid type");
      return false;
    }
  } else if (SawSigned && !isIntegerKind(K)) {
    error(Start,
          llvm::Twine("'signed ") + kindName(K) + "' is not a valid type");
    return false;
  }
  // A short vector type: `float<3>` (ISPC allows 1 to 4096 elements;
  // spmdc up to 64).
  if (!SD && tok().is(tok::less) && peek().Kind == Token::Number &&
      peek(2).is(tok::greater)) {
    if (K == ScalarKind::Void) {
      errorHere("a short vector of 'void' is not a type");
      return false;
    }
    consume();
    uint64_t N = 0;
    if (llvm::StringRef(tok().Text).getAsInteger(0, N) || N < 1 || N > 64) {
      errorHere("the length of a short vector type must be 1 to 64");
      return false;
    }
    consume();
    consume(); // >
    SD = Ctx.shortVector(K, unsigned(N));
  }
  // `float<N>` with N a non-type template parameter (ISPC 1.25).
  Type VecLen;
  if (!SD && K != ScalarKind::Void && tok().is(tok::less) &&
      peek().Kind == Token::Ident)
    parseTemplateVecLen(VecLen);
  Out.Kind = SD ? ScalarKind::Void : K;
  Out.Struct = SD;
  Out.TVecLen = VecLen.TVecLen;
  Out.Var = Var;
  Out.IsConst = Const;
  if (!ApplySoa(Out))
    return false;
  if (tok().is(tok::amp)) {
    if (!AllowRef) {
      errorHere("references are only supported as parameters and local variables");
      return false;
    }
    consume();
    Out.IsRef = true;
    if (tok().is(tok::amp) || tok().is(tok::star)) {
      errorHere("pointers to references and references to references are "
                "not supported");
      return false;
    }
    return true;
  }
  if (!tok().is(tok::star))
    return true;
  // A pointer, with its own qualifiers; each further `*` points to the
  // pointer before it (Type::PtrTo).
  consume();
  ++StarsParsed;
  Out.IsPointer = true;
  Out.PointeeVar = Var;
  Out.PointeeConst = Const;
  Out.Var = Variability::Unbound;
  Out.IsConst = false;
  return parsePointerQuals(Out);
}

bool Parser::parsePointerQuals(Type &Out) {
  while (tok().Kind == Token::Ident) {
    const std::string &W = tok().Text;
    if (W == "uniform" || W == "varying") {
      Variability V =
          W == "uniform" ? Variability::Uniform : Variability::Varying;
      if (Out.Var != Variability::Unbound && Out.Var != V) {
        errorHere("a type cannot be both 'uniform' and 'varying'");
        return false;
      }
      Out.Var = V;
    } else if (W == "const") {
      Out.IsConst = true;
    } else {
      break;
    }
    consume();
  }
  if (tok().is(tok::amp)) {
    errorHere("references to pointers are not supported");
    return false;
  }
  if (tok().is(tok::star)) {
    consume();
    ++StarsParsed;
    // The pointee's variability, unbound too if unwritten: Sema applies
    // the defaults.
    Out = pointerLevel(Out);
    return parsePointerQuals(Out);
  }
  return true;
}

bool Parser::isStructDefinition() const {
  // `struct __attribute__((aligned(N))) S { ... };` too (GNU's place for a
  // struct type's attributes).
  return tok().isWord("struct") && peek().Kind == Token::Ident &&
         (peek(2).is(tok::l_brace) || peek(2).is(tok::semi) ||
          peek().Text == "__attribute__" || peek().Text == "__attribute");
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
  std::vector<DeclAttribute> Leading; // `struct __attribute__((..)) S`
  if (atAttribute() && !parseAttributes(Leading))
    return nullptr;
  const Token &NameTok = tok();
  if (isReservedWord(NameTok.Text)) {
    errorHere("expected a struct name");
    return nullptr;
  }
  StructDecl *Fwd = StructNames.lookup(NameTok.Text);
  if (peek().is(tok::semi)) { // `struct S;`: a forward declaration
    if (!Fwd) {
      if (!checkNewName(NameTok, "a struct name"))
        return nullptr;
      Fwd = Ctx.newStruct();
      Fwd->Name = NameTok.Text;
      Fwd->Loc = NameTok.Loc;
      Fwd->Defined = false;
      StructNames[Fwd->Name] = Fwd;
    }
    consume();
    consume(); // ;
    return nullptr; // nothing to add to the translation unit yet
  }
  if (Fwd && !Fwd->Defined) { // the definition of a declared struct
    Fwd->Loc = NameTok.Loc;
    consume();
    Fwd->Defined = true;
    if (!parseStructBody(Fwd) || !applyStructAttributes(Fwd, Leading) ||
        !parseStructAttributes(Fwd))
      return nullptr;
    if (!tok().is(tok::semi)) {
      errorHere("expected ';' after struct definition");
      return nullptr;
    }
    consume();
    return Fwd;
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
  if (!parseStructBody(SD) || !applyStructAttributes(SD, Leading) ||
      !parseStructAttributes(SD))
    return nullptr;
  if (!tok().is(tok::semi)) {
    errorHere("expected ';' after struct definition");
    return nullptr;
  }
  consume();
  return SD;
}

StructDecl *Parser::parseAnonymousStruct() {
  StructDecl *SD = Ctx.newStruct();
  SD->Loc = tok().Loc;
  // Not a name the program can write, so it never clashes; messages and
  // the generated header show it.
  SD->Name = "__anon_struct" + std::to_string(++AnonStructs);
  // `typedef struct { ... } __attribute__((aligned(N))) T;`: the type's.
  if (!parseStructBody(SD) || !parseStructAttributes(SD))
    return nullptr;
  if (!checkNoTemplateParamMembers(SD, "an unnamed struct"))
    return nullptr;
  CurTU->Structs.push_back(SD);
  return SD;
}

bool Parser::checkNoTemplateParamMembers(const StructDecl *SD,
                                         const std::string &What) {
  for (const FieldDecl &FD : SD->Fields) {
    const Type *T = &FD.Ty;
    while (T->PtrTo && !T->TParam)
      T = T->PtrTo.get();
    if (T->TParam) {
      // The struct is one type for the whole file (checked at file
      // scope), so it cannot depend on a template's type parameters.
      error(FD.Loc, "member '" + FD.Name + "' of " + What +
                        " cannot have a template parameter's type");
      return false;
    }
  }
  return true;
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
    std::vector<Expr *> TDDims;
    if (!parseType(T, &TDDims))
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
      appendTypedefDims(FD.DimExprs, TDDims);
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
  SourceLocation Start = tok().Loc;
  consume(); // typedef
  Type T;
  std::vector<Expr *> ElemDims; // `typedef Row Mat[3];`: Row's
  // `typedef task void (*TaskFn)(...)`: a pointer to task functions.
  SourceLocation TaskLoc;
  if (tok().isWord("task")) {
    TaskLoc = tok().Loc;
    consume();
  }
  if (TaskLoc.isValid() && tok().isWord("struct")) {
    error(TaskLoc, "'task' applies only to a function pointer type");
    return false;
  }
  if (tok().isWord("struct") &&
      (peek().is(tok::l_brace) ||
       (peek().Kind == Token::Ident && peek(2).is(tok::l_brace)) ||
       peek().Text == "__attribute__" || peek().Text == "__attribute")) {
    // typedef struct [__attribute__((..))] [Tag] { ... } [__attribute__((..))] Name;
    consume();
    StructDecl *SD = Ctx.newStruct();
    std::vector<DeclAttribute> Leading;
    if (atAttribute() && !parseAttributes(Leading))
      return false;
    SD->Loc = tok().Loc;
    if (tok().Kind == Token::Ident) {
      if (!checkNewName(tok(), "a struct name"))
        return false;
      SD->Name = tok().Text;
      consume();
    }
    if (!parseStructBody(SD) || !applyStructAttributes(SD, Leading) ||
        !parseStructAttributes(SD))
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
    T.Enum = TU.Enums.back();
  } else if (!parseType(T, &ElemDims)) {
    return false;
  }
  if (tok().is(tok::l_paren) && peek().is(tok::star)) {
    if (!ElemDims.empty()) {
      errorHere("functions cannot return arrays");
      return false;
    }
    if (TaskLoc.isValid() && !T.isVoid()) {
      error(TaskLoc, "a task function returns void, so a pointer to one "
                     "must too");
      return false;
    }
    return parseFunctionPointerTypedef(T, TaskLoc.isValid());
  }
  if (TaskLoc.isValid()) {
    error(TaskLoc, "'task' applies only to a function pointer type");
    return false;
  }
  if (!checkNewName(tok(), "a typedef name"))
    return false;
  std::string Name = tok().Text;
  consume();
  // `typedef T Name[N][M];` (also of an array typedef: `typedef Row
  // Mat[3];` is float[3][4]): the dimensions stay expressions, evaluated
  // once by Sema (SemaTypedef.cpp), since they may name enumerators and
  // const globals.
  std::vector<Expr *> Dims;
  while (tok().is(tok::l_square)) {
    consume();
    if (tok().is(tok::r_square)) {
      errorHere("a typedef of an array type needs the size of every "
                "dimension");
      return false;
    }
    Expr *D = parseAssign();
    if (!D || !expect(tok::r_square))
      return false;
    D->TypedefDim = true;
    TU.TypedefDims.push_back(D);
    Dims.push_back(D);
  }
  if (!expect(tok::semi))
    return false;
  if (T.IsRef) {
    error(Start, "a typedef cannot name a reference type");
    return false;
  }
  TypedefNames[Name] = T;
  LastTypedefName = Name;
  appendTypedefDims(Dims, ElemDims);
  if (!Dims.empty())
    TypedefDims[Name] = std::move(Dims);
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
    C.Owner = ED;
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
  if (!ED->Name.empty()) {
    Type T = Type::scalar(ScalarKind::Int32, Variability::Unbound);
    T.Enum = ED; // a distinct type for overloading
    TypedefNames[ED->Name] = T;
  }
  TU.Enums.push_back(ED);
  return true;
}

bool Parser::parseGlobals(TranslationUnit &TU, const Type &T,
                          std::string Name, SourceLocation Loc, bool Static,
                          bool Extern, const std::vector<Expr *> &TDDims) {
  if (T.IsRef) {
    error(Loc, "references are only supported as parameters and local "
               "variables");
    return false;
  }
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
    appendTypedefDims(V->DimExprs, TDDims);
    if (!applyVariableAttributes(V, GlobalAttrs))
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

namespace spmdc {
namespace fe {

bool Parser::parseFunctionPointerTypedef(const Type &Ret, bool IsTask) {
  // typedef [task] Ret (*Name)(T1 [a], T2 [b][], ...);
  consume(); // (
  consume(); // *
  if (!checkNewName(tok(), "a typedef name"))
    return false;
  std::string Name = tok().Text;
  consume();
  if (!expect(tok::r_paren) || !expect(tok::l_paren))
    return false;
  std::vector<Type> Params;
  if (tok().isWord("void") && peek().is(tok::r_paren))
    consume();
  while (!tok().is(tok::r_paren)) {
    Type P;
    AllowRef = true;
    std::vector<Expr *> TDDims;
    SourceLocation PLoc = tok().Loc;
    bool OK = parseType(P, &TDDims);
    AllowRef = false;
    if (!OK)
      return false;
    if (tok().Kind == Token::Ident && !isReservedWord(tok().Text))
      consume(); // the parameter's name means nothing here
    bool Array = !TDDims.empty(); // `Row r` decays like `float r[]`
    if (tok().is(tok::l_square)) { // `T a[]`: a pointer
      consume();
      if (!expect(tok::r_square))
        return false;
      if (Array) {
        error(PLoc, "multi-dimensional arrays are not supported as "
                    "parameters");
        return false;
      }
      Array = true;
    }
    if (TDDims.size() > 1) {
      error(PLoc, "multi-dimensional arrays are not supported as "
                  "parameters");
      return false;
    }
    if (Array)
      P.Dims.push_back(0);
    Params.push_back(P);
    if (!tok().is(tok::comma))
      break;
    consume();
  }
  if (!expect(tok::r_paren) || !expect(tok::semi))
    return false;
  Type T;
  T.IsPointer = true;
  T.PointeeVar = Variability::Uniform;
  T.Fn = Ctx.funcSig(Ret, std::move(Params), IsTask);
  TypedefNames[Name] = T;
  LastTypedefName = Name;
  return true;
}

} // namespace fe
} // namespace spmdc
