//===- SemaShortVector.cpp - short vector types ---------------------------===//
//
// \file
// ISPC's short vectors (`float<3>`, `uniform int<4>`; ShortVector.cpp has
// their representation as structs):
//   - element access `.x .y .z .w` / `.r .g .b .a` (an element lvalue), `v[i]`
//     (any integer index), and swizzles of 2 to 4 elements (`v.zyx`, a new
//     vector; assignable, `v.xy = w`, when no element repeats);
//   - element-wise unary `-`, `+`, `~`, `!` and binary arithmetic,
//     bitwise, shift, comparison and logical (`&&`, `||`: no short circuit)
//     operators (comparisons and logical operators give bool<N>),
//     computed in the usual arithmetic conversion of the element kinds; a
//     scalar operand is broadcast;
//   - `c ? a : b` with a bool<N> condition (element-wise selection, every
//     operand evaluated) or a scalar one (one of the two vectors);
//   - ISPC's element-wise standard-library functions (`sqrt(v)`,
//     `min(a, b)`, ...): the scalar function applied to each element
//     (checkVecCall);
//   - conversions: scalar → vector (broadcast), vector → vector of the same
//     length (element by element), implicit or cast; never vector → scalar;
//   - brace initialization `{1, 2, 3}` (missing elements are zero), `v op= x`.
// Everything else (copies, parameters, returns, members, arrays) is the
// struct machinery's.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "llvm/ADT/StringSwitch.h"

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
  bool VA = isShortVector(A->Ty), VB = isShortVector(B->Ty);
  if ((!VA && !A->Ty.isNumeric()) || (!VB && !B->Ty.isNumeric()))
    return Bad("");
  unsigned N = VA ? A->Ty.Struct->VecN : B->Ty.Struct->VecN;
  if (VA && VB && A->Ty.Struct->VecN != B->Ty.Struct->VecN)
    return Bad(": the vectors have different lengths");
  if (E->O == Op::LAnd || E->O == Op::LOr) {
    // As in ISPC: element by element on the operands' truth values
    // (bool<N>), both operands evaluated (no short circuit).
    E->A = vecCast(A, ScalarKind::Bool, N);
    E->B = vecCast(B, ScalarKind::Bool, N);
    E->Ty = vecType(ScalarKind::Bool, N, joinVar(A->Ty.Var, B->Ty.Var));
    return E;
  }
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
  case Op::PreInc:
  case Op::PreDec:
  case Op::PostInc:
  case Op::PostDec:
    // ISPC: every element steps by one (`++v`, `v--`).
    if (!checkAssignable(A))
      return nullptr;
    if (K == ScalarKind::Bool) {
      Diag.error(E->Loc, std::string("cannot apply '") + opSpelling(E->O) +
                             "' to a vector of bool ('" + typeName(A->Ty) +
                             "')");
      return nullptr;
    }
    E->CompKind = K;
    E->Ty = A->Ty.unqualified();
    return E;
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
  // As in ISPC a swizzle may repeat elements and be longer than the
  // vector (`v.zxyyxz` of a float<3> is a float<6>), up to the longest
  // short vector type.
  // ISPC also names the first two elements u and v (texture coordinates).
  bool XYZW = false, RGBA = false, UV = false,
       OK = !S.empty() && S.size() <= 64;
  for (char Ch : S) {
    size_t P = std::string("xyzw").find(Ch);
    size_t Q = std::string("rgba").find(Ch);
    size_t R = std::string("uv").find(Ch);
    XYZW |= P != std::string::npos;
    RGBA |= Q != std::string::npos;
    UV |= R != std::string::npos;
    size_t I = P != std::string::npos   ? P
               : Q != std::string::npos ? Q
                                        : R;
    if (I == std::string::npos || I >= SD->VecN) {
      OK = false;
      break;
    }
    Idx.push_back(uint8_t(I));
  }
  if (!OK || XYZW + RGBA + UV > 1) {
    Diag.error(E->Loc, "no element or swizzle '" + S + "' in '" +
                           typeName(A->Ty) + "' (use x, y, z, w or r, g, b, "
                           "a or u, v for its " + std::to_string(SD->VecN) +
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

bool Sema::checkSwizzleAssignable(Expr *E) {
  const std::string &S = E->Name;
  for (size_t I = 0; I < E->Swizzle.size(); ++I)
    for (size_t J = I + 1; J < E->Swizzle.size(); ++J)
      if (E->Swizzle[I] == E->Swizzle[J]) {
        Diag.error(E->Loc, "cannot assign to swizzle '" + S +
                               "': element '" + std::string(1, S[J]) +
                               "' appears more than once");
        return false;
      }
  if (E->A->Kind == ExprKind::Member && !E->A->Swizzle.empty()) {
    Diag.error(E->Loc, "cannot assign to a swizzle of a swizzle ('" +
                           E->A->Name + "." + S + "'); write one swizzle");
    return false;
  }
  return checkAssignable(E->A); // the vector itself
}

Expr *Sema::checkVecCond(Expr *E, Expr *C, Expr *T, Expr *F) {
  // C, T and F are checked; at least one is a short vector.
  auto Bad = [&](const std::string &Why) -> Expr * {
    Diag.error(E->Loc, "incompatible operand types in '?:' ('" +
                           typeName(T->Ty) + "' and '" + typeName(F->Ty) +
                           "')" + Why);
    return nullptr;
  };
  bool VC = isShortVector(C->Ty), VT = isShortVector(T->Ty),
       VF = isShortVector(F->Ty);
  if ((!VT && !T->Ty.isNumeric()) || (!VF && !F->Ty.isNumeric()))
    return Bad("");
  unsigned N = VC ? C->Ty.Struct->VecN
                  : (VT ? T->Ty.Struct->VecN : F->Ty.Struct->VecN);
  if ((VT && T->Ty.Struct->VecN != N) || (VF && F->Ty.Struct->VecN != N)) {
    if (VC)
      return Bad(": the condition has " + std::to_string(N) + " elements");
    return Bad(": the vectors have different lengths");
  }
  if (!VC) {
    C = toBool(C);
    if (!C)
      return nullptr;
  }
  auto Elem = [](const Type &Ty) {
    return isShortVector(Ty) ? Ty.Struct->VecKind : Ty.Kind;
  };
  ScalarKind KT = Elem(T->Ty), KF = Elem(F->Ty);
  ScalarKind K = KT == KF ? KT : commonKind(KT, KF);
  E->A = VC ? vecCast(C, ScalarKind::Bool, N) : C;
  E->B = vecCast(T, K, N);
  E->C = vecCast(F, K, N);
  E->Ty = vecType(K, N, joinVar(C->Ty.Var, joinVar(T->Ty.Var, F->Ty.Var)));
  return E;
}

namespace {
/// ISPC's standard-library functions that also take short vectors
/// (`template <typename T, uint N> T<N> f(T<N> ...)` in its user guide),
/// element by element.
bool isElementwiseStdlib(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases({"abs", "round", "floor", "ceil", "trunc", "rcp", "rcp_fast",
              "fmod", "min", "max", "clamp", "isnan", "isinf"},
             true)
      .Cases({"sqrt", "rsqrt", "rsqrt_fast", "sin", "cos", "tan", "asin",
              "acos", "atan", "atan2", "exp", "log", "pow", "cbrt"},
             true)
      .Cases({"sinh", "cosh", "tanh", "expm1", "erf", "erfc", "isfinite",
              "select"},
             true)
      .Default(false);
}
} // namespace

bool Sema::isVecStdlibCall(const Expr *E) const {
  if (E->A || E->HasTemplateArgs || !isElementwiseStdlib(E->Name))
    return false;
  bool AnyVec = false;
  for (const Expr *A : E->Args)
    AnyVec |= isShortVector(A->Ty);
  if (!AnyVec)
    return false;
  // A function of the program's own that takes short vectors wins.
  auto It = Overloads.find(E->Name);
  if (It != Overloads.end())
    for (const FuncDecl *F : It->second)
      for (const VarDecl *P : F->Params)
        if (isShortVector(P->Ty))
          return false;
  return true;
}

Expr *Sema::checkVecCall(Expr *E) {
  // The arguments are checked. Every vector argument has the same length
  // N; scalars are used for every element.
  unsigned N = 0;
  for (Expr *A : E->Args) {
    if (!isShortVector(A->Ty))
      continue;
    unsigned AN = A->Ty.Struct->VecN;
    if (N && AN != N) {
      Diag.error(A->Begin, "the short vector arguments of '" + E->Name +
                               "' have different lengths (" +
                               std::to_string(N) + " and " +
                               std::to_string(AN) + ")");
      return nullptr;
    }
    N = AN;
  }
  // The scalar call made for each element: its arguments are variables
  // that CodeGen sets to element i of each argument before it evaluates
  // the call (CodeGenShortVector.cpp), so the scalar function's rules
  // (kinds, uniform/varying, overloads) apply unchanged.
  Expr *Elem = Ctx.newExpr(ExprKind::Call, E->Loc);
  Elem->Begin = E->Begin;
  Elem->Name = E->Name;
  pushScope();
  for (size_t I = 0; I < E->Args.size(); ++I) {
    Expr *A = E->Args[I];
    VarDecl *V = Ctx.newVar();
    V->Name = "__spmdc_elem" + std::to_string(I);
    V->Loc = A->Begin;
    // A scalar argument keeps its type (a pointer is then reported by
    // the scalar function's rule).
    V->Ty = isShortVector(A->Ty)
                ? Type::scalar(A->Ty.Struct->VecKind, A->Ty.Var)
                : A->Ty.unqualified();
    declareVar(V);
    Expr *R = Ctx.newExpr(ExprKind::Name, A->Loc);
    R->Begin = A->Begin;
    R->Name = V->Name;
    Elem->Args.push_back(R);
  }
  Expr *C = checkCall(Elem);
  popScope();
  if (!C)
    return nullptr;
  if (!C->Ty.isNumeric()) {
    Diag.error(E->Loc, "'" + E->Name + "' does not apply to short vectors");
    return nullptr;
  }
  E->C = C;
  E->Ty = vecType(C->Ty.Kind, N, C->Ty.Var);
  return E;
}

} // namespace fe
} // namespace spmdc
