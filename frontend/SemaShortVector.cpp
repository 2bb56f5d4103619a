//===- SemaShortVector.cpp - short vector types ---------------------------===//
//
// \file
// ISPC's short vectors (`float<3>`, `uniform int<4>`; ShortVector.cpp has
// their representation as structs):
//   - element access `.x .y .z .w` / `.r .g .b .a` (an element lvalue), `v[i]`
//     (any integer index), and swizzles of 2 to 4 elements (`v.zyx`, a new
//     vector; not assignable);
//   - element-wise unary `-`, `+`, `~`, `!` and binary arithmetic,
//     bitwise, shift and comparison operators (comparisons give bool<N>),
//     computed in the usual arithmetic conversion of the element kinds; a
//     scalar operand is broadcast;
//   - conversions: scalar → vector (broadcast), vector → vector of the same
//     length (element by element), implicit or cast; never vector → scalar;
//   - brace initialization `{1, 2, 3}` (missing elements are zero), `v op= x`.
// Everything else (copies, parameters, returns, members, arrays) is the
// struct machinery's.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

Type Sema::vecType(ScalarKind K, unsigned N, Variability V) {
  Type T;
  T.Struct = Ctx.shortVector(K, N);
  T.Var = V;
  return T;
}

Expr *Sema::vecCast(Expr *E, ScalarKind K, unsigned N) {
  if (!E)
    return nullptr;
  if (isShortVector(E->Ty) && E->Ty.Struct->VecKind == K)
    return E;
  Expr *X = isShortVector(E->Ty) ? E : castKind(E, K);
  Expr *C = Ctx.newExpr(ExprKind::Cast, E->Loc);
  C->A = X;
  C->Implicit = true;
  C->Begin = E->Begin;
  C->Ty = vecType(K, N, E->Ty.Var);
  C->Depth = X->Depth + 1;
  return C;
}

Expr *Sema::convertShortVector(Expr *E, const Type &To, ConvCtx C,
                               llvm::StringRef What, bool Explicit) {
  const Type &From = E->Ty;
  auto Fail = [&]() -> Expr * {
    std::string Msg = std::string("cannot ") + (Explicit ? "cast" : "convert") +
                      " '" + typeName(From) + "' to '" + typeName(To) + "'";
    if (C == ConvCtx::Arg)
      Msg += " for parameter " + What.str();
    Diag.error(E->Begin, Msg);
    return nullptr;
  };
  if (!isShortVector(To))
    return Fail(); // no vector → scalar conversion, even explicit
  unsigned N = To.Struct->VecN;
  if (isShortVector(From) ? From.Struct->VecN != N : !From.isNumeric())
    return Fail();
  Expr *X = vecCast(E, To.Struct->VecKind, N);
  // Same struct now: convert() checks the variability.
  return convert(X, To, C, What);
}

Expr *Sema::checkVecBinary(Expr *E, Expr *A, Expr *B) {
  const char *OpName = opSpelling(E->O);
  auto Bad = [&](const std::string &Why) -> Expr * {
    Diag.error(E->Loc, "invalid operands to binary '" + std::string(OpName) +
                           "' ('" + typeName(A->Ty) + "' and '" +
                           typeName(B->Ty) + "')" + Why);
    return nullptr;
  };
  if (E->O == Op::LAnd || E->O == Op::LOr)
    return Bad(": '&&' and '||' do not apply to short vectors");
  bool VA = isShortVector(A->Ty), VB = isShortVector(B->Ty);
  if ((!VA && !A->Ty.isNumeric()) || (!VB && !B->Ty.isNumeric()))
    return Bad("");
  unsigned N = VA ? A->Ty.Struct->VecN : B->Ty.Struct->VecN;
  if (VA && VB && A->Ty.Struct->VecN != B->Ty.Struct->VecN)
    return Bad(": the vectors have different lengths");
  auto Elem = [](const Type &T) {
    return isShortVector(T) ? T.Struct->VecKind : T.Kind;
  };
  auto Promote = [](ScalarKind K) {
    return K == ScalarKind::Bool ? ScalarKind::Int32 : K;
  };
  ScalarKind KA = Elem(A->Ty), KB = Elem(B->Ty), K;
  if (E->O == Op::Shl || E->O == Op::Shr) {
    K = Promote(KA);
    if (!isIntegerKind(K) || !isIntegerKind(Promote(KB)))
      return Bad(": integer operands required");
  } else {
    K = commonKind(KA, KB);
    bool IntOnly = E->O == Op::Rem || E->O == Op::BitAnd ||
                   E->O == Op::BitOr || E->O == Op::BitXor;
    if (IntOnly && !isIntegerKind(K))
      return Bad(": integer operands required");
  }
  E->A = vecCast(A, K, N);
  E->B = vecCast(B, K, N);
  bool Cmp = E->O >= Op::LT && E->O <= Op::NE;
  E->Ty = vecType(Cmp ? ScalarKind::Bool : K, N, joinVar(A->Ty.Var, B->Ty.Var));
  return E;
}

Expr *Sema::checkVecUnary(Expr *E) {
  Expr *A = E->A; // checked
  unsigned N = A->Ty.Struct->VecN;
  ScalarKind K = A->Ty.Struct->VecKind;
  switch (E->O) {
  case Op::Neg:
  case Op::Plus:
  case Op::BitNot:
    if (K == ScalarKind::Bool)
      K = ScalarKind::Int32;
    if (E->O == Op::BitNot && !isIntegerKind(K)) {
      Diag.error(E->Loc,
                 "invalid operand to '~' (have '" + typeName(A->Ty) + "')");
      return nullptr;
    }
    break;
  case Op::Not:
    K = ScalarKind::Bool;
    break;
  default:
    Diag.error(E->Loc, std::string("cannot apply '") + opSpelling(E->O) +
                           "' to a short vector ('" + typeName(A->Ty) + "')");
    return nullptr;
  }
  E->A = vecCast(A, K, N);
  E->Ty = vecType(K, N, A->Ty.Var);
  return E;
}

Expr *Sema::vecElements(Expr *Base) {
  const StructDecl *SD = Base->Ty.Struct;
  Expr *M = Ctx.newExpr(ExprKind::Member, Base->Loc);
  M->Begin = Base->Begin;
  M->A = Base;
  M->Name = "v";
  M->IntVal = 0;
  M->Ty = memberType(SD->Fields[0], Base->Ty.Var, Base->Ty.IsConst);
  M->Depth = Base->Depth + 1;
  return M;
}

Expr *Sema::checkSwizzle(Expr *E) {
  Expr *A = E->A; // checked, a short vector
  const StructDecl *SD = A->Ty.Struct;
  const std::string &S = E->Name;
  std::vector<uint8_t> Idx;
  bool XYZW = false, RGBA = false, OK = !S.empty() && S.size() <= 4;
  for (char Ch : S) {
    size_t P = std::string("xyzw").find(Ch);
    size_t Q = std::string("rgba").find(Ch);
    XYZW |= P != std::string::npos;
    RGBA |= Q != std::string::npos;
    size_t I = P != std::string::npos ? P : Q;
    if (I == std::string::npos || I >= SD->VecN) {
      OK = false;
      break;
    }
    Idx.push_back(uint8_t(I));
  }
  if (!OK || (XYZW && RGBA)) {
    Diag.error(E->Loc, "no element or swizzle '" + S + "' in '" +
                           typeName(A->Ty) + "' (use x, y, z, w or r, g, b, "
                           "a for its " + std::to_string(SD->VecN) +
                           " elements)");
    return nullptr;
  }
  if (Idx.size() == 1) { // an element: v[i]
    Expr *I = Ctx.newExpr(ExprKind::Index, E->Loc);
    I->Begin = E->Begin;
    I->A = vecElements(A);
    Expr *L = Ctx.newExpr(ExprKind::IntLit, E->Loc);
    L->IntVal = Idx[0];
    L->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
    I->B = L;
    I->Ty = I->A->Ty.elementType();
    I->Depth = I->A->Depth + 1;
    return I;
  }
  E->Swizzle = Idx;
  E->Ty = vecType(SD->VecKind, unsigned(Idx.size()), A->Ty.Var);
  return E;
}

Expr *Sema::checkVecCompound(Expr *E, Expr *L, Expr *R,
                             const std::string &What) {
  const Type &LT = L->Ty;
  unsigned N = LT.Struct->VecN;
  ScalarKind K = LT.Struct->VecKind;
  const char *OpName = opSpelling(E->O);
  if ((isShortVector(R->Ty) && R->Ty.Struct->VecN != N) ||
      (!isShortVector(R->Ty) && !R->Ty.isNumeric())) {
    Diag.error(E->Loc, "invalid operands to '" + std::string(OpName) + "=' ('" +
                           typeName(LT) + "' and '" + typeName(R->Ty) + "')");
    return nullptr;
  }
  bool IntOnly = E->O == Op::Rem || E->O == Op::BitAnd || E->O == Op::BitOr ||
                 E->O == Op::BitXor || E->O == Op::Shl || E->O == Op::Shr;
  if ((IntOnly && !isIntegerKind(K)) || K == ScalarKind::Bool) {
    Diag.error(E->Loc, "invalid operands to '" + std::string(OpName) + "=' ('" +
                           typeName(LT) + "' and '" + typeName(R->Ty) +
                           "'): integer elements required");
    return nullptr;
  }
  if (LT.isUniform() && R->Ty.isVarying()) {
    Diag.error(R->Begin, "cannot assign a varying value to uniform " + What);
    return nullptr;
  }
  E->B = vecCast(R, K, N);
  E->CompKind = K;
  E->Ty = LT.unqualified();
  return E;
}

} // namespace fe
} // namespace spmdc
