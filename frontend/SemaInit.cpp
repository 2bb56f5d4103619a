//===- SemaInit.cpp - array declarators and initializers ------------------===//
//
// \file
// The part of Sema (see Sema.h) that gives local arrays their dimensions
// (integer constant expressions, positive; only the first may be omitted,
// and then the brace initializer gives it) and checks initializers: an
// array takes a brace-enclosed list with at most as many entries as it has
// elements (the rest are zero, as in C), nested lists for inner dimensions;
// each scalar entry converts to the element type like a variable's
// initializer.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

namespace {
/// Largest number of scalar elements of one local array (2^28): keeps the
/// widened (W times larger) per-lane copy addressable with 32-bit offsets.
constexpr uint64_t MaxArrayElements = uint64_t(1) << 28;
} // namespace

bool Sema::resolveArrayDims(VarDecl *V) {
  return resolveDims(V->DimExprs, V->Ty, V->Name, V->Loc, V->Init);
}

bool Sema::resolveDims(std::vector<Expr *> &DimExprs, Type &Ty,
                       const std::string &Name, clang::SourceLocation Loc,
                       Expr *Init) {
  if (DimExprs.empty())
    return true;
  uint64_t Total = 1;
  Ty.Dims.clear();
  for (size_t I = 0; I < DimExprs.size(); ++I) {
    Expr *D = DimExprs[I];
    uint64_t N = 0;
    if (!D) {
      if (I != 0 || !Init || Init->Kind != ExprKind::InitList) {
        Diag.error(Loc, "array '" + Name + "' needs a size" +
                               (I == 0 ? " (or a brace initializer)"
                                       : " for every dimension but the "
                                         "first"));
        return false;
      }
      N = Init->Args.size();
      if (N == 0) {
        Diag.error(Init->Loc, "array '" + Name + "' would have no elements");
        return false;
      }
    } else if (D->TypedefDim) { // from `typedef T Name[N]`
      if (!typedefDim(D, N))
        return false;
    } else {
      D = checkExpr(D);
      if (!D)
        return false;
      DimExprs[I] = D;
      if (!D->Ty.isInteger()) {
        Diag.error(D->Begin, "array size is not an integer (it has type '" +
                                 typeName(D->Ty) + "')");
        return false;
      }
      if (!evalConstInt(D, N, "array size"))
        return false;
      bool Negative = isSigned(D->Ty.Kind) && int64_t(N) < 0;
      if (N == 0 || Negative) {
        Diag.error(D->Begin,
                   "array size must be positive (it is " +
                       (Negative ? std::to_string(int64_t(N))
                                 : std::to_string(N)) +
                       ")");
        return false;
      }
    }
    if (N > MaxArrayElements / Total) {
      Diag.error(Loc, "array '" + Name + "' is too large (the limit is " +
                             std::to_string(MaxArrayElements) + " elements)");
      return false;
    }
    Total *= N;
    Ty.Dims.push_back(N);
  }
  return true;
}

Expr *Sema::checkInit(Expr *I, const Type &T, llvm::StringRef Name) {
  if (!I)
    return nullptr;
  if (T.isArray()) {
    if (I->Kind != ExprKind::InitList) {
      Diag.error(I->Begin, "array '" + Name +
                               "' must be initialized with a brace-enclosed "
                               "list");
      return nullptr;
    }
    if (I->Args.size() > T.Dims.front()) {
      Diag.error(I->Args[T.Dims.front()]->Begin,
                 "too many initializers for '" + typeName(T) + "'");
      return nullptr;
    }
    Type ET = T.elementType();
    for (Expr *&A : I->Args) {
      A = checkInit(A, ET, Name);
      if (!A)
        return nullptr;
    }
    I->Ty = T;
    return I;
  }
  if (isShortVector(T) && I->Kind == ExprKind::InitList) {
    // `{1, 2, 3}` initializes the elements (the member array `v`).
    unsigned N = T.Struct->VecN;
    if (I->Args.size() > N) {
      Diag.error(I->Args[N]->Begin,
                 "too many initializers for '" + typeName(T) + "'");
      return nullptr;
    }
    Expr *Elems =
        checkInit(I, memberType(T.Struct->Fields[0], T.Var, T.IsConst), Name);
    if (!Elems)
      return nullptr;
    Expr *W = Ctx.newExpr(ExprKind::InitList, I->Loc);
    W->Begin = I->Begin;
    W->Args.push_back(Elems);
    W->Ty = T;
    return W;
  }
  if (T.isStruct() && I->Kind == ExprKind::InitList) {
    const StructDecl *SD = T.Struct;
    if (I->Args.size() > SD->Fields.size()) {
      Diag.error(I->Args[SD->Fields.size()]->Begin,
                 "too many initializers for '" + typeName(T) + "'");
      return nullptr;
    }
    for (size_t K = 0; K < I->Args.size(); ++K) {
      I->Args[K] = checkInit(I->Args[K],
                             memberType(SD->Fields[K], T.Var, T.IsConst), Name);
      if (!I->Args[K])
        return nullptr;
    }
    I->Ty = T;
    return I;
  }
  // C: a scalar's initializer may be braced, `float z = {1}`; the list
  // is replaced by its one element.
  if (I->Kind == ExprKind::InitList && I->Args.size() == 1 &&
      I->Args[0]->Kind != ExprKind::InitList)
    return checkInit(I->Args[0], T, Name);
  if (I->Kind == ExprKind::InitList) {
    Diag.error(I->Loc, "a brace-enclosed list cannot initialize '" + Name +
                           "' of type '" + typeName(T) + "'");
    return nullptr;
  }
  Expr *E = checkExpr(I);
  return E ? convert(E, T.unqualified(), ConvCtx::Init, Name) : nullptr;
}

} // namespace fe
} // namespace spmdc
