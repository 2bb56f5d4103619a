//===- SemaTypedef.cpp - dimensions of typedefs of array types ------------===//
//
// \file
// The part of Sema (see Sema.h) that evaluates the dimensions of typedefs
// of array types (`typedef float Row[4]; typedef Row Mat[N];`). The parser
// gives every declarator that uses such a typedef the typedef's dimension
// expressions after its own (`Row m[3]` is `float m[3][4]`), as shared
// nodes marked Expr::TypedefDim. They are evaluated here once, in the file
// scope, as C does at the typedef (a local variable that shadows a name
// used in the size does not change it), and each use takes the value.
//
// Expects: the nodes come from the parser's typedefs (TU.TypedefDims).
// Guarantees: a dimension's error is reported once, at the typedef (uses
// of an invalid typedef fail silently); the value is a positive constant.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

bool Sema::typedefDim(Expr *D, uint64_t &Out) {
  auto [It, New] = TypedefDimValues.try_emplace(D, 0, TypedefDimState::Busy);
  if (!New) {
    Out = It->second.first;
    return It->second.second == TypedefDimState::Valid;
  }
  // The file scope: no local variable, no enclosing function.
  std::vector<llvm::StringMap<VarDecl *>> SavedScopes;
  std::swap(SavedScopes, Scopes);
  FuncDecl *SavedFn = CurFn;
  CurFn = nullptr;
  uint64_t N = 0;
  bool OK = false;
  Expr *C = checkExpr(D);
  if (C) {
    if (!C->Ty.isInteger()) {
      Diag.error(C->Begin, "array size is not an integer (it has type '" +
                               typeName(C->Ty) + "')");
    } else if (!evalConstInt(C, N, "array size")) {
      noteRuntimeSizeOnlyLocal(C, "", "a typedef");
    } else {
      bool Negative = isSigned(C->Ty.Kind) && int64_t(N) < 0;
      if (N == 0 || Negative)
        Diag.error(C->Begin,
                   "array size must be positive (it is " +
                       (Negative ? std::to_string(int64_t(N))
                                 : std::to_string(N)) +
                       ")");
      else
        OK = true;
    }
  }
  std::swap(SavedScopes, Scopes);
  CurFn = SavedFn;
  auto &Slot = TypedefDimValues[D]; // checkExpr may have grown the map
  Slot = {N, OK ? TypedefDimState::Valid : TypedefDimState::Invalid};
  Out = N;
  return OK;
}

void Sema::checkTypedefDims(const TranslationUnit &TU) {
  for (Expr *D : TU.TypedefDims) {
    uint64_t N;
    (void)typedefDim(D, N);
  }
}

} // namespace fe
} // namespace spmdc
