//===- StructMembers.cpp - which members a struct's instances share -------===//
//
// \file
// See StructMembers.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/StructMembers.h"

namespace spmdc {
namespace fe {

static bool isStructMember(const Type &T) {
  return T.Struct && !T.IsPointer && !T.Soa && !T.Struct->VecN;
}

bool hasUniformMember(const StructDecl *SD) {
  for (const FieldDecl &F : SD->Fields) {
    if (F.Ty.isUniform() && !F.Ty.IsPointer)
      return true;
    if (isStructMember(F.Ty) && F.Ty.Struct != SD &&
        hasUniformMember(F.Ty.Struct))
      return true;
  }
  return false;
}

bool hasVaryingMember(const StructDecl *SD) {
  for (const FieldDecl &F : SD->Fields) {
    if (F.Ty.isVarying())
      return true;
    if (isStructMember(F.Ty) && F.Ty.Struct != SD &&
        hasVaryingMember(F.Ty.Struct))
      return true;
  }
  return false;
}

bool mixesVariability(const Type &T) {
  if (!isStructMember(T) || !T.Struct->Defined || T.Struct->Invalid)
    return false;
  return T.isUniform() ? hasVaryingMember(T.Struct)
                       : hasUniformMember(T.Struct);
}

} // namespace fe
} // namespace spmdc
