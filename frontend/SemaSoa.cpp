//===- SemaSoa.cpp - ISPC's soa<N> types ----------------------------------===//
//
// \file
// The part of Sema (see Sema.h) for `soa<N>` structs (layout: Soa.h),
// following ISPC's user guide ("Structure of Array Types"): `soa<N> S` is
// always uniform; a variable of it is a one-dimensional array (`soa<8> S
// a[M]`: M blocks, M*N elements) or a pointer; `a[i]` is element i, a
// plain S value (varying if i is), whose members are read and written in
// place and which can be read or assigned whole; `&a[i]` is an soa
// pointer, with element-wise arithmetic. Rejected as ISPC rejects them:
// soa of a non-struct, of a struct with varying members, soa variables
// that are neither arrays nor pointers, multi-dimensional soa arrays.
// Rejected here only: soa struct members, soa values passed or returned
// by value, the address of a struct member of an soa element.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Soa.h"

namespace spmdc {
namespace fe {

/// The first member of SD (or of a struct member, recursively) that is
/// varying or points to varying data; empty if none.
static std::string firstVaryingMember(const StructDecl *SD) {
  for (const FieldDecl &FD : SD->Fields) {
    if (FD.Ty.Var == Variability::Varying ||
        (FD.Ty.IsPointer && FD.Ty.PointeeVar == Variability::Varying))
      return FD.Name;
    if (FD.Ty.Struct && !FD.Ty.IsPointer) {
      std::string Inner = firstVaryingMember(FD.Ty.Struct);
      if (!Inner.empty())
        return FD.Name + "." + Inner;
    }
  }
  return "";
}

bool Sema::checkSoaType(Type &T, clang::SourceLocation L) {
  if (!T.Soa)
    return true;
  if (T.Struct->Invalid)
    return false;
  std::string VM = firstVaryingMember(T.Struct);
  if (!VM.empty()) {
    Diag.error(L, "soa<" + llvm::Twine(T.Soa) +
                      "> cannot be applied to 'struct " + T.Struct->Name +
                      "': its member '" + VM + "' is varying");
    Diag.note(T.Struct->Loc,
              "'struct " + T.Struct->Name + "' is defined here");
    return false;
  }
  if (T.IsPointer)
    T.PointeeVar = Variability::Uniform; // soa data is uniform
  else
    T.Var = Variability::Uniform;
  Ctx.soaStruct(T.Struct, T.Soa);
  return true;
}

bool Sema::checkSoaVar(VarDecl *V) {
  Type &T = V->Ty;
  if (!T.Soa)
    return true;
  if (!T.IsPointer && T.Dims.size() != 1) {
    Diag.error(V->Loc, "soa<" + llvm::Twine(T.Soa) + "> variable '" + V->Name +
                           "' must be a one-dimensional array or a pointer" +
                           (T.Dims.empty() ? " (declare 'soa<" +
                                                 std::to_string(T.Soa) +
                                                 "> struct " +
                                                 T.Struct->Name + " " +
                                                 V->Name + "[1]')"
                                           : std::string()));
    return false;
  }
  return checkSoaType(T, V->Loc);
}

Expr *Sema::checkSoaIndex(Expr *E, Expr *Base) {
  // Element i of the whole array (or after the pointer), not block i.
  Type T = Base->Ty.pointee();
  T.Var = joinVar(Variability::Uniform,
                  joinVar(Base->Ty.IsPointer ? Base->Ty.Var
                                             : Variability::Uniform,
                          E->B->Ty.Var));
  T.IsConst = Base->Ty.IsPointer ? Base->Ty.PointeeConst : Base->Ty.IsConst;
  E->Ty = T;
  return E;
}

bool Sema::checkSoaAddrOf(Expr *E, Type &T) {
  unsigned N = soaWidth(E->A);
  if (!N)
    return true;
  if (!E->A->Ty.Struct || E->A->Ty.IsPointer)
    return true; // a scalar or pointer member: a plain address
  bool Whole = (E->A->Kind == ExprKind::Index && E->A->A->Ty.Soa) ||
               (E->A->Kind == ExprKind::Unary && E->A->O == Op::Deref);
  if (!Whole) {
    Diag.error(E->Loc, "cannot take the address of a struct member of an "
                       "soa<" +
                           llvm::Twine(N) +
                           "> element; take the address of the element "
                           "or of a non-struct member");
    return false;
  }
  T.Soa = N;
  return true;
}

} // namespace fe
} // namespace spmdc
