//===- StructMembers.h - which members a struct's instances share -*- C++ -*-===//
//
// \file
// ISPC's rules for members whose variability differs from their instance's:
// a `uniform` member of a varying struct is one value the gang shares, a
// `varying` member of a uniform instance one value per program instance.
// Used by Sema (sizeof, member access), the varying-control-flow walk and
// codegen (CodeGenUniformMembers.cpp), so all three agree.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_STRUCTMEMBERS_H
#define SPMDC_FRONTEND_STRUCTMEMBERS_H

#include "frontend/AST.h"

namespace spmdc {
namespace fe {

/// A varying instance of SD shares some member across the gang: SD (or a
/// struct member of it, at any depth) has a `uniform` member.
bool hasUniformMember(const StructDecl *SD);

/// A uniform instance of SD holds some member per program instance: SD
/// has a `varying` member (or a struct member, not itself declared
/// `varying`, that has one).
bool hasVaryingMember(const StructDecl *SD);

/// An object of type T (a struct or an array of structs, not a pointer)
/// mixes the two: a varying struct with uniform members, or a uniform one
/// with varying members.
bool mixesVariability(const Type &T);

} // namespace fe
} // namespace spmdc

#endif
