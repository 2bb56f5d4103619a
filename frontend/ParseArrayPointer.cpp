//===- ParseArrayPointer.cpp - pointer-to-array declarators ---------------===//
//
// \file
// The part of the parser (see Parser.h) for C's pointer-to-array
// declarators, which ISPC accepts with variability qualifiers on the
// pointer: `uniform int (* varying y)[10]` is a varying pointer to arrays
// of ten uniform ints (ISPC's ptr-cast-complex), `float (*p)[4]` a pointer
// with ISPC's defaults. The element type is parsed as for any declaration;
// the pointer becomes a Type whose PtrTo is the array type, and Sema
// (SemaArrayPointer.cpp) evaluates the dimensions, which may be constant
// expressions naming enumerators or const globals.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"

namespace spmdc {
namespace fe {

using clang::SourceLocation;
namespace tok = clang::tok;

void Parser::makeArrayPointer(VarDecl *V, Variability PtrVar, bool PtrConst) {
  V->Ty = pointerToArray(std::move(V->Ty), PtrVar, PtrConst);
}

bool Parser::parseArrayPointerDeclarator(VarDecl *V) {
  consume(); // (
  consume(); // *
  if (V->Ty.IsPointer || V->Ty.IsRef) {
    errorHere(V->Ty.IsRef ? "pointers to arrays of references are not "
                            "supported"
                          : "pointers to arrays of pointers are not "
                            "supported");
    return false;
  }
  Variability PtrVar = Variability::Unbound;
  bool PtrConst = false;
  while (tok().isWord("uniform") || tok().isWord("varying") ||
         tok().isWord("const")) {
    if (tok().isWord("const")) {
      PtrConst = true;
    } else {
      Variability Q = tok().isWord("uniform") ? Variability::Uniform
                                              : Variability::Varying;
      if (PtrVar != Variability::Unbound && PtrVar != Q) {
        errorHere("a type cannot be both 'uniform' and 'varying'");
        return false;
      }
      PtrVar = Q;
    }
    consume();
  }
  if (tok().is(tok::star) || tok().is(tok::l_paren)) {
    errorHere("only one pointer level is supported in a pointer-to-array "
              "declarator");
    return false;
  }
  if (tok().Kind != Token::Ident || isReservedWord(tok().Text)) {
    errorHere("expected a variable name");
    return false;
  }
  V->Name = tok().Text;
  V->Loc = tok().Loc;
  consume();
  if (!expect(tok::r_paren))
    return false;
  if (tok().is(tok::l_paren)) {
    errorHere("function pointer declarators are not supported; use a "
              "typedef of the function pointer type");
    return false;
  }
  if (!tok().is(tok::l_square)) {
    errorHere("expected '[' after the pointer-to-array declarator '(*" +
              V->Name + ")'");
    return false;
  }
  VarDecl Dims; // parseArrayDims fills DimExprs
  if (!parseArrayDims(&Dims))
    return false;
  V->PointeeDimExprs = std::move(Dims.DimExprs);
  makeArrayPointer(V, PtrVar, PtrConst);
  return true;
}

} // namespace fe
} // namespace spmdc
