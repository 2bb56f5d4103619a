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
// Also whole-array assignment, `a = b;` of two arrays of the same type
// (checkArrayAssign; CodeGen copies every element).
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

/// `a = b;` with a and b arrays of the same element type, variability and
/// sizes: every element of b is copied into a (ISPC; C has no array
/// assignment). Under varying control flow it is an ordinary store of each
/// element, so only the active program instances' copies of a varying
/// array change, and a uniform array is written when any instance runs it.
Expr *Sema::checkArrayAssign(Expr *E, Expr *L, Expr *R) {
  Type LT = L->Ty.unqualified(), RT = R->Ty.unqualified();
  if (L->Ty.IsConst) {
    Diag.error(L->Loc, "cannot assign to const array ('" + typeName(L->Ty) +
                           "')");
    return nullptr;
  }
  if (!RT.isArray() || RT.IsPointer || !sameType(LT, RT)) {
    Diag.error(L->Loc, "cannot assign '" + typeName(R->Ty) +
                           "' to an array of type '" + typeName(L->Ty) +
                           "'; an array is assigned only from an array of "
                           "the same type");
    return nullptr;
  }
  // An soa<N> array's blocks, and an array of uniform pointers to varying
  // data (one view per program instance, CodeGenLaneViews.cpp), are not
  // plain element sequences: such arrays are copied element by element.
  if (LT.Soa || (LT.IsPointer && LT.isUniform() &&
                 LT.PointeeVar == Variability::Varying)) {
    Diag.error(L->Loc, "cannot assign to an array ('" + typeName(L->Ty) +
                           "') of this element type; assign its elements");
    return nullptr;
  }
  E->A = L;
  E->B = R;
  E->Ty = LT;
  return E;
}

} // namespace fe
} // namespace spmdc
