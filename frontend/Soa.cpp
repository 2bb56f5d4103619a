//===- Soa.cpp - soa<N> blocks and soa element expressions ----------------===//
//
// \file
// See Soa.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/Soa.h"

namespace spmdc {
namespace fe {

const StructDecl *ASTContext::soaStruct(const StructDecl *SD, unsigned N) {
  if (const StructDecl *Blk = SD->soaBlock(N))
    return Blk;
  StructDecl *Blk = newStruct();
  Blk->Name = (SD->VecN ? SD->CName : SD->Name) + "_SOA" + std::to_string(N);
  Blk->Loc = SD->Loc;
  Blk->Invalid = SD->Invalid;
  Blk->SoaOf = SD;
  Blk->SoaN = N;
  for (const FieldDecl &FD : SD->Fields) {
    FieldDecl BF = FD;
    if (FD.Ty.Struct && !FD.Ty.IsPointer)
      soaStruct(FD.Ty.Struct, N); // the member's block first
    BF.Ty = soaStorageType(FD.Ty, N);
    Blk->Fields.push_back(BF);
  }
  // The AST context owns every node; the cache lives with the struct.
  const_cast<StructDecl *>(SD)->SoaBlocks.push_back({N, Blk});
  return Blk;
}

Type soaStorageType(const Type &T, unsigned N) {
  Type R = T;
  if (T.Struct && !T.IsPointer) {
    if (const StructDecl *Blk = T.Struct->soaBlock(N))
      R.Struct = Blk;
    return R;
  }
  R.Dims.push_back(N);
  return R;
}

Type soaBlockArrayType(const Type &T) {
  Type R = T;
  if (!T.Soa || T.IsPointer || !T.Struct)
    return R;
  if (const StructDecl *Blk = T.Struct->soaBlock(T.Soa))
    R.Struct = Blk;
  R.Soa = 0;
  return R;
}

unsigned soaWidth(const Expr *E) {
  if (!E)
    return 0;
  switch (E->Kind) {
  case ExprKind::Index:
    if (E->A->Ty.Soa && (E->A->Ty.isArray() || E->A->Ty.IsPointer))
      return E->A->Ty.Soa;
    // An element of an array member of an soa element.
    return E->A->Ty.isArray() ? soaWidth(E->A) : 0;
  case ExprKind::Member:
    if (!E->Swizzle.empty())
      return 0; // a new short vector value
    if (E->O == Op::Deref)
      return E->A->Ty.IsPointer ? E->A->Ty.Soa : 0;
    return soaWidth(E->A);
  case ExprKind::Unary:
    return E->O == Op::Deref && E->A->Ty.IsPointer ? E->A->Ty.Soa : 0;
  default:
    return 0;
  }
}

} // namespace fe
} // namespace spmdc
