//===- SemaArrayPointer.cpp - pointers to arrays --------------------------===//
//
// \file
// The part of Sema (see Sema.h) for pointers to arrays, C's `T (*p)[N]`
// (ParseArrayPointer.cpp) and `T a[][N]` parameters: a pointer Type whose
// PtrTo is the array type T[N]... (Kind void, as for a pointer to a
// pointer). Indexing such a pointer gives an array lvalue, which indexes
// further (`p[i][j]`, `(*p)[j]`); `p + 1` steps over a whole array; an
// array of arrays decays to one (`int a[2][10]` to `int (*)[10]`), as does
// `&a[i]`. The pointed-to array's sizes are integer constant expressions.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

Type Sema::arrayPointerType(const Type &Arr) { return pointerToArray(Arr); }

bool Sema::resolveArrayPointer(VarDecl *V) {
  if (V->PointeeDimExprs.empty() || !V->Ty.PtrTo || V->Ty.PtrTo->isArray())
    return true;
  Type Arr = *V->Ty.PtrTo;
  if (Arr.Soa) {
    Diag.error(V->Loc, "a pointer to an array of soa<" + llvm::Twine(Arr.Soa) +
                           "> elements is not supported ('" + V->Name + "')");
    return false;
  }
  if (llvm::is_contained(V->PointeeDimExprs, nullptr)) {
    Diag.error(V->Loc, "the array '" + V->Name +
                           "' points to needs the size of every dimension");
    return false;
  }
  if (!resolveDims(V->PointeeDimExprs, Arr, V->Name, V->Loc, nullptr,
                   /*Runtime=*/false, "the array a pointer points to"))
    return false;
  V->Ty.PtrTo = std::make_shared<const Type>(std::move(Arr));
  return true;
}

} // namespace fe
} // namespace spmdc
