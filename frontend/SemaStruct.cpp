//===- SemaStruct.cpp - struct definitions and member access --------------===//
//
// \file
// The part of Sema (see Sema.h) for structs, following ISPC: a member has
// no variability of its own unless it is qualified; it takes that of the
// instance (`uniform S s` / `varying S s`, the default for locals), or of
// the pointee for `p->f`. Members are scalars, arrays, pointers (to
// uniform data unless qualified) or other structs defined earlier. A qualified
// `varying` member of a uniform instance is rejected (per-lane data inside
// gang-shared memory has no layout here).
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

/// E is (an element or member of) a local variable of the function, not a
/// parameter, a global or memory behind a pointer or reference: a uniform
/// struct with varying members there is private to each program instance
/// (CodeGenUniformMembers.cpp), so its varying members can be reached.
static bool isPrivateLocalObject(const Expr *E) {
  while (E && ((E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray()) ||
               (E->Kind == ExprKind::Member && E->O != Op::Deref && E->A &&
                !E->A->Ty.IsPointer)))
    E = E->A;
  return E && E->Kind == ExprKind::Name && E->Var && !E->Var->IsGlobal &&
         !E->Var->IsParam && !E->Var->Ty.IsRef && !E->Var->Ty.IsPointer;
}

void Sema::resolveStruct(StructDecl *SD) {
  if (SD->VecN) // a short vector: built complete (ShortVector.cpp)
    return;
  llvm::StringMap<const FieldDecl *> Seen;
  for (FieldDecl &FD : SD->Fields) {
    if (!requireComplete(FD.Ty, FD.Loc, "member '" + FD.Name + "'")) {
      SD->Invalid = true;
      continue;
    }
    if (FD.Ty.Soa) {
      Diag.error(FD.Loc, "soa<" + llvm::Twine(FD.Ty.Soa) +
                             "> struct members are not supported ('" +
                             FD.Name + "')");
      SD->Invalid = true;
      continue;
    }
    if (FD.Ty.isVoid()) {
      Diag.error(FD.Loc, "member '" + FD.Name + "' has type void");
      SD->Invalid = true;
      continue;
    }
    if (FD.Ty.Struct && FD.Ty.Struct->Invalid) {
      SD->Invalid = true;
      continue;
    }
    if (!resolveDims(FD.DimExprs, FD.Ty, FD.Name, FD.Loc, nullptr,
                     /*Runtime=*/false, "a struct member")) {
      SD->Invalid = true;
      continue;
    }
    auto [It, New] = Seen.try_emplace(FD.Name, &FD);
    if (!New) {
      Diag.error(FD.Loc, "duplicate member '" + FD.Name + "'");
      Diag.note(It->second->Loc, "previous declaration is here");
      SD->Invalid = true;
    }
  }
}

bool Sema::hasVaryingMember(const StructDecl *SD) {
  for (const FieldDecl &FD : SD->Fields) {
    if (FD.Ty.Var == Variability::Varying ||
        (FD.Ty.IsPointer && FD.Ty.PointeeVar == Variability::Varying))
      return true;
    if (FD.Ty.Struct && !FD.Ty.IsPointer && hasVaryingMember(FD.Ty.Struct))
      return true;
  }
  return false;
}

Type Sema::memberType(const FieldDecl &FD, Variability V, bool ConstBase) {
  Type T = FD.Ty;
  if (T.Var == Variability::Unbound)
    T.Var = V;
  T = T.withUniformPointees(); // ISPC: pointed-to data is uniform
  if (ConstBase)
    T.IsConst = true;
  return T;
}

bool Sema::requireComplete(const Type &T, clang::SourceLocation L,
                           const std::string &What, bool Pointee) {
  const StructDecl *SD = T.Struct;
  if (!SD || SD->Defined || (T.IsPointer && !Pointee) ||
      (Pointee && (!T.IsPointer || T.PtrTo)))
    return true;
  Diag.error(L, What + " needs the definition of 'struct " + SD->Name +
                    "', which is only declared");
  Diag.note(SD->Loc, "'struct " + SD->Name + "' is declared here");
  return false;
}

Expr *Sema::checkMember(Expr *E) {
  Expr *A = checkExpr(E->A);
  if (!A)
    return nullptr;
  if (!requireComplete(A->Ty, E->Loc, "member access '" + E->Name + "'",
                       /*Pointee=*/E->O == Op::Deref))
    return nullptr;
  E->A = A;
  const Type &BT = A->Ty;
  bool Arrow = E->O == Op::Deref;
  Variability V;
  bool ConstBase;
  if (Arrow && BT.IsPointer && !BT.isArray() && isShortVector(BT.pointee())) {
    // `vp->y` through a pointer to a short vector is `(*vp).y`: a swizzle
    // of the pointed-to vector (each lane's own through a varying pointer).
    Expr *D = Ctx.newExpr(ExprKind::Unary, E->Loc);
    D->O = Op::Deref;
    D->A = A;
    D->Begin = A->Begin;
    D->Ty = BT.pointee();
    D->Ty.Var = joinVar(BT.PointeeVar, BT.Var);
    E->A = D;
    E->O = Op::None;
    return checkSwizzle(E);
  }
  if (Arrow) {
    if (!BT.IsPointer || !BT.Struct) {
      Diag.error(E->Loc, "member reference type '" + typeName(BT) +
                             "' is not a pointer to a struct");
      return nullptr;
    }
    V = joinVar(BT.PointeeVar, BT.Var);
    ConstBase = BT.PointeeConst;
  } else {
    if (isShortVector(BT)) // any vector value: `v.x`, `(a + b).xy`
      return checkSwizzle(E);
    if (!BT.isStruct()) {
      Diag.error(E->Loc,
                 "member reference base type '" + typeName(BT) +
                     "' is not a struct" +
                     (BT.IsPointer && BT.Struct ? "; did you mean to use '->'?"
                                                : ""));
      return nullptr;
    }
    if (A->Kind != ExprKind::Name && A->Kind != ExprKind::Index &&
        A->Kind != ExprKind::Member && A->Kind != ExprKind::Call &&
        A->Kind != ExprKind::Cond &&
        !(A->Kind == ExprKind::Unary && A->O == Op::Deref)) {
      Diag.error(E->Loc, "member access needs a struct variable, an element, "
                         "a member, a dereferenced pointer or a call result");
      return nullptr;
    }
    V = BT.Var;
    ConstBase = BT.IsConst;
  }
  const StructDecl *SD = BT.Struct;
  int Idx = SD->findField(E->Name);
  if (Idx < 0) {
    Diag.error(E->Loc,
               "no member named '" + E->Name + "' in 'struct " + SD->Name + "'");
    Diag.note(SD->Loc, "'struct " + SD->Name + "' is defined here");
    return nullptr;
  }
  const FieldDecl &FD = SD->Fields[Idx];
  if (V == Variability::Uniform && FD.Ty.Var == Variability::Varying &&
      !(!Arrow && isPrivateLocalObject(A))) {
    Diag.error(E->Loc, "'varying' member '" + E->Name +
                           "' of a uniform instance of 'struct " + SD->Name +
                           "' is only supported in a local variable (not "
                           "through a pointer, a reference, a parameter or "
                           "a global)");
    return nullptr;
  }
  E->IntVal = uint64_t(Idx);
  E->Ty = memberType(FD, V, ConstBase);
  return E;
}

} // namespace fe
} // namespace spmdc
