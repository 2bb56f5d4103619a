//===- SemaGlobal.cpp - enums and global variables ------------------------===//
//
// \file
// The part of Sema (see Sema.h) for file-scope data. Enumerators are uniform
// int32 constants (usable in constant expressions: array sizes, case
// labels); uses of them become integer literals. Global variables are
// `uniform` (a `const` global without a qualifier is taken as uniform: all
// lanes would hold the same values), scalars, arrays or structs, with
// constant initializers, which Sema folds to literals (CodeGen turns them
// into LLVM constants); `static` gives internal linkage, `extern` declares a
// variable defined elsewhere.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

void Sema::resolveEnum(EnumDecl *ED) {
  int64_t Next = 0;
  for (EnumConst &C : ED->Consts) {
    if (C.Init) {
      Expr *I = checkExpr(C.Init);
      uint64_t V = 0;
      if (!I)
        return;
      if (!I->Ty.isInteger() && !I->Ty.isBool()) {
        Diag.error(I->Begin, "enumerator value is not an integer (it has type '" +
                                 typeName(I->Ty) + "')");
        return;
      }
      if (!evalConstInt(I, V, "enumerator value"))
        return;
      Next = int64_t(V); // sign-extended for signed kinds
      if (!isSigned(I->Ty.Kind) && V > uint64_t(INT32_MAX))
        Next = INT64_MAX; // too large: reported below
    }
    if (Next < INT32_MIN || Next > INT32_MAX) {
      Diag.error(C.Loc, "enumerator '" + C.Name + "' does not fit in int32");
      return;
    }
    C.Value = Next;
    auto [It, New] = EnumConsts.try_emplace(C.Name, &C);
    if (!New || Globals.count(C.Name)) {
      Diag.error(C.Loc, "redefinition of '" + C.Name + "'");
      return;
    }
    Next = C.Value + 1;
  }
}

namespace {

/// A literal of type T (a scalar) with value I (integers, bool) or F.
Expr *literal(ASTContext &Ctx, const Expr *At, const Type &T, uint64_t I,
              double F) {
  bool FP = isFloatKind(T.Kind);
  Expr *L = Ctx.newExpr(FP ? ExprKind::FloatLit
                           : T.Kind == ScalarKind::Bool ? ExprKind::BoolLit
                                                        : ExprKind::IntLit,
                        At->Loc);
  L->Begin = At->Begin;
  L->Ty = Type::scalar(T.Kind, Variability::Uniform);
  L->IntVal = T.Kind == ScalarKind::Bool ? (I != 0) : I;
  L->FPVal = T.Kind == ScalarKind::Float ? double(float(F)) : F;
  return L;
}

} // namespace

bool Sema::evalConstFloat(Expr *E, double &Out) {
  switch (E->Kind) {
  case ExprKind::FloatLit:
    Out = E->FPVal;
    return true;
  case ExprKind::IntLit:
  case ExprKind::BoolLit:
    Out = isSigned(E->Ty.Kind) ? double(int64_t(E->IntVal)) : double(E->IntVal);
    return true;
  case ExprKind::Cast: {
    if (!isFloatKind(E->A->Ty.Kind)) {
      uint64_t I;
      if (!evalConstIntQuiet(E->A, I))
        return false;
      Out = isSigned(E->A->Ty.Kind) ? double(int64_t(I)) : double(I);
    } else if (!evalConstFloat(E->A, Out)) {
      return false;
    }
    if (E->Ty.Kind == ScalarKind::Float)
      Out = double(float(Out));
    return true;
  }
  case ExprKind::Unary:
    if (E->O != Op::Neg && E->O != Op::Plus)
      return false;
    if (!evalConstFloat(E->A, Out))
      return false;
    if (E->O == Op::Neg)
      Out = -Out;
    return true;
  case ExprKind::Binary: {
    double A, B;
    if (!evalConstFloat(E->A, A) || !evalConstFloat(E->B, B))
      return false;
    switch (E->O) {
    case Op::Add:
      Out = A + B;
      break;
    case Op::Sub:
      Out = A - B;
      break;
    case Op::Mul:
      Out = A * B;
      break;
    case Op::Div:
      Out = A / B;
      break;
    default:
      return false;
    }
    if (E->Ty.Kind == ScalarKind::Float)
      Out = double(float(Out));
    return true;
  }
  default:
    return false;
  }
}

bool Sema::foldConstInit(Expr *&E, const std::string &Name) {
  if (E->Kind == ExprKind::InitList) {
    for (Expr *&A : E->Args)
      if (!foldConstInit(A, Name))
        return false;
    return true;
  }
  if (E->Ty.IsPointer && isNullPointerConstant(E))
    return true; // a pointer member's NULL
  if (isFloatKind(E->Ty.Kind) && !E->Ty.IsPointer) {
    double F;
    if (evalConstFloat(E, F)) {
      E = literal(Ctx, E, E->Ty, 0, F);
      return true;
    }
  } else {
    uint64_t I;
    if (evalConstIntQuiet(E, I)) {
      E = literal(Ctx, E, E->Ty, I, 0);
      return true;
    }
  }
  Diag.error(E->Begin, "the initializer of global variable '" + Name +
                           "' is not a constant");
  return false;
}

void Sema::resolveGlobal(VarDecl *V, bool Local) {
  Type &T = V->Ty;
  const char *What = Local ? "static variable" : "global variable";
  auto Fail = [&](const llvm::Twine &Msg) {
    Diag.error(V->Loc, Msg);
    V->Invalid = true;
  };
  if (T.IsPointer)
    return Fail(llvm::Twine(Local ? "static" : "global") +
                " pointer variables are not supported ('" + V->Name + "')");
  if (T.isVoid())
    return Fail("variable '" + V->Name + "' has type void");
  if (T.Struct && T.Struct->Invalid) {
    V->Invalid = true;
    return;
  }
  if (T.Var == Variability::Unbound && T.IsConst)
    T.Var = Variability::Uniform;
  if (T.Var != Variability::Uniform)
    return Fail(llvm::Twine(What) + " '" + V->Name +
                "' must be 'uniform' (varying " +
                (Local ? "static variables" : "globals") +
                " are not supported)");
  if (T.Struct && hasVaryingMember(T.Struct))
    return Fail(llvm::Twine(What) + " '" + V->Name +
                "' has a struct type with 'varying' members (not supported)");
  if (!resolveArrayDims(V)) {
    V->Invalid = true;
    return;
  }
  if (V->Init) {
    V->Init = checkInit(V->Init, T, V->Name);
    if (!V->Init || !foldConstInit(V->Init, V->Name)) {
      V->Invalid = true;
      return;
    }
  } else if (T.IsConst && !V->IsExtern) {
    return Fail(llvm::Twine("const ") + What + " '" + V->Name +
                "' needs an initializer");
  }
  if (Local) {
    V->GlobalName = (CurFn ? CurFn->Name + "." : std::string()) + V->Name;
    return;
  }
  auto [It, New] = Globals.try_emplace(V->Name, V);
  if (!New || EnumConsts.count(V->Name)) {
    Diag.error(V->Loc, "redefinition of '" + V->Name + "'");
    if (!New)
      Diag.note(It->second->Loc, "previous definition is here");
    V->Invalid = true;
  }
}

} // namespace fe
} // namespace spmdc
