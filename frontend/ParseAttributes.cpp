//===- ParseAttributes.cpp - GNU-style __attribute__((...)) -----*- C++ -*-===//
//
// \file
// ISPC 1.25+ takes GNU-style attributes, `__attribute__((a, b(arg)))`, on
// functions, variables and parameters (ISPC User's Guide, "Attributes").
// parseAttributes collects the groups written at the current position;
// the apply* functions check each attribute against what it is written
// on and record its effect in the AST:
//
//   deprecated, deprecated("why")  function: calls warn (SemaCall.cpp)
//   unmangled                      function: the symbol is its plain name
//   external_only                  export function: accepted; an export
//                                  function has no separate SPMD copy here
//   aligned(N)                     variable: storage aligned to N bytes;
//                                  struct type (`struct
//                                  __attribute__((aligned(N))) S {..}` or
//                                  after its `}`): the type's alignment
//   noescape                       uniform pointer parameter: a promise,
//                                  accepted (LLVM finds non-escaping
//                                  pointers itself)
//   address_space(N)               pointer/reference parameter (Xe only in
//                                  ISPC): 0 accepted, others warn and are
//                                  ignored on spmdc's targets
//
// Anything else warns ("unknown attribute ... ignored") and is dropped, as
// GNU compilers do; an attribute on the wrong kind of declaration, a
// missing or malformed argument is an error at the attribute.
//
// Expects: the parser at `__attribute__`. Guarantees: consumes whole
// groups or reports an error at the offending token.
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace spmdc {
namespace fe {

bool Parser::atAttribute() const {
  return tok().isWord("__attribute__") || tok().isWord("__attribute");
}

bool Parser::parseAttributes(std::vector<DeclAttribute> &Out) {
  while (atAttribute()) {
    consume();
    if (!expect(tok::l_paren) || !expect(tok::l_paren))
      return false;
    while (!tok().is(tok::r_paren)) {
      if (tok().Kind != Token::Ident) {
        errorHere("expected an attribute name");
        return false;
      }
      DeclAttribute A;
      // GNU spelling `__aligned__` is the same attribute as `aligned`.
      llvm::StringRef N(tok().Text);
      if (N.size() > 4 && N.starts_with("__") && N.ends_with("__"))
        N = N.drop_front(2).drop_back(2);
      A.Name = N.str();
      A.Loc = tok().Loc;
      consume();
      if (tok().is(tok::l_paren)) {
        consume();
        if (tok().Kind == Token::Number) {
          uint64_t V = 0;
          if (llvm::StringRef(tok().Text).getAsInteger(0, V)) {
            errorHere("the argument of '" + A.Name +
                      "' must be an integer constant");
            return false;
          }
          A.Arg = DeclAttribute::Int;
          A.IntArg = V;
          consume();
        } else if (tok().Kind == Token::StringLit) {
          A.Arg = DeclAttribute::String;
          while (tok().Kind == Token::StringLit) { // "a" "b" concatenate
            A.StrArg += tok().Text;
            consume();
          }
        } else {
          errorHere("expected an integer or a string as the argument of '" +
                    A.Name + "'");
          return false;
        }
        if (!expect(tok::r_paren))
          return false;
      }
      Out.push_back(std::move(A));
      if (!tok().is(tok::comma))
        break;
      consume();
    }
    if (!expect(tok::r_paren) || !expect(tok::r_paren))
      return false;
  }
  return true;
}

namespace {
enum class On { Function, Variable, Parameter, Struct };

const char *onName(On O) {
  return O == On::Function   ? "a function"
         : O == On::Variable ? "a variable"
         : O == On::Struct   ? "a struct type"
                             : "a parameter";
}

/// Where each known attribute may be written (ISPC's guide).
bool allowed(llvm::StringRef N, On O) {
  return llvm::StringSwitch<bool>(N)
      .Cases({"deprecated", "unmangled", "external_only"}, O == On::Function)
      .Case("aligned", O == On::Variable || O == On::Struct)
      .Case("noescape", O == On::Parameter)
      .Case("address_space", O != On::Function)
      .Default(false);
}

bool known(llvm::StringRef N) {
  return llvm::StringSwitch<bool>(N)
      .Cases({"deprecated", "unmangled", "external_only", "aligned", "noescape",
              "address_space"},
             true)
      .Default(false);
}
} // namespace

/// Common checks: unknown names warn; a known one on the wrong
/// declaration, or with the wrong argument, is an error.
static bool checkAttribute(const DeclAttribute &A, On O, DiagReporter &Diag,
                           bool &Skip) {
  Skip = false;
  if (!known(A.Name)) {
    Diag.warning(A.Loc, "unknown attribute '" + A.Name + "' ignored");
    Skip = true;
    return true;
  }
  if (!allowed(A.Name, O)) {
    Diag.error(A.Loc,
               "attribute '" + A.Name + "' cannot be applied to " + onName(O));
    return false;
  }
  bool WantsInt = A.Name == "aligned" || A.Name == "address_space";
  bool TakesString = A.Name == "deprecated";
  if (WantsInt && A.Arg != DeclAttribute::Int) {
    Diag.error(A.Loc, "attribute '" + A.Name +
                          "' needs an integer argument (ISPC has no '" +
                          A.Name + "' without one)");
    return false;
  }
  if (!WantsInt && A.Arg != DeclAttribute::None &&
      !(TakesString && A.Arg == DeclAttribute::String)) {
    Diag.error(A.Loc, "attribute '" + A.Name + "' takes no such argument");
    return false;
  }
  return true;
}

bool Parser::applyFunctionAttributes(FuncDecl *F,
                                     const std::vector<DeclAttribute> &Attrs) {
  for (const DeclAttribute &A : Attrs) {
    bool Skip;
    if (!checkAttribute(A, On::Function, Diag, Skip))
      return false;
    if (Skip)
      continue;
    if (A.Name == "deprecated") {
      F->Deprecated = true;
      F->DeprecatedMsg = A.StrArg;
    } else if (A.Name == "unmangled") {
      F->Unmangled = true;
    } else if (A.Name == "external_only" && F->Storage != StorageKind::Export) {
      error(A.Loc, "attribute 'external_only' applies to 'export' "
                   "functions only");
      return false;
    }
  }
  return true;
}

bool Parser::applyVariableAttributes(VarDecl *V,
                                     const std::vector<DeclAttribute> &Attrs) {
  On O = V->IsParam ? On::Parameter : On::Variable;
  for (const DeclAttribute &A : Attrs) {
    bool Skip;
    if (!checkAttribute(A, O, Diag, Skip))
      return false;
    if (Skip)
      continue;
    if (A.Name == "aligned") {
      if (!llvm::isPowerOf2_64(A.IntArg) || A.IntArg > (1u << 16)) {
        error(A.Loc, "the alignment of 'aligned' must be a power of two "
                     "up to 65536");
        return false;
      }
      V->Align = std::max(V->Align, A.IntArg);
    } else if (A.Name == "noescape") {
      if (!V->Ty.IsPointer || V->Ty.Var == Variability::Varying) {
        error(A.Loc, "attribute 'noescape' applies to uniform pointer "
                     "parameters only");
        return false;
      }
    } else if (A.Name == "address_space") {
      if ((!V->Ty.IsPointer && !V->Ty.IsRef) ||
          V->Ty.Var == Variability::Varying) {
        error(A.Loc, "attribute 'address_space' applies to uniform pointer "
                     "and reference parameters only");
        return false;
      }
      if (A.IntArg != 0)
        Diag.warning(A.Loc, "'address_space(" + std::to_string(A.IntArg) +
                                ")' is for ISPC's Xe targets; ignored");
    }
  }
  return true;
}

bool Parser::parseStructAttributes(StructDecl *SD) {
  std::vector<DeclAttribute> Attrs;
  if (!parseAttributes(Attrs))
    return false;
  return applyStructAttributes(SD, Attrs);
}

bool Parser::applyStructAttributes(StructDecl *SD,
                                   const std::vector<DeclAttribute> &Attrs) {
  for (const DeclAttribute &A : Attrs) {
    bool Skip;
    if (!checkAttribute(A, On::Struct, Diag, Skip))
      return false;
    if (Skip)
      continue;
    // aligned(N): the struct's alignment is at least N, so its size is a
    // multiple of N and every member, element and variable of the type
    // sits at a multiple of N, as a C compiler lays out the header's
    // `struct __attribute__((aligned(N))) S` (Sema::sizeAlign).
    if (!llvm::isPowerOf2_64(A.IntArg) || A.IntArg > (1u << 16)) {
      error(A.Loc, "the alignment of 'aligned' must be a power of two "
                   "up to 65536");
      return false;
    }
    SD->Align = std::max<uint64_t>(SD->Align, A.IntArg);
  }
  return true;
}

} // namespace fe
} // namespace spmdc
