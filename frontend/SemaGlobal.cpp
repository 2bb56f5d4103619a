//===- SemaGlobal.cpp - enums and global variables ------------------------===//
//
// \file
// The part of Sema (see Sema.h) for file-scope data. Enumerators are uniform
// int32 constants (usable in constant expressions: array sizes, case
// labels); uses of them become integer literals. Global variables are
// scalars, arrays or structs, with constant initializers, which Sema folds
// to literals (CodeGen turns them into LLVM constants); `static` gives
// internal linkage, `extern` declares a variable defined elsewhere. As in
// ISPC, an unqualified global is `varying` (one copy per program instance,
// CodeGen lays the copies out side by side), except that a `const` one is
// taken as uniform (all lanes would hold the same values) and so are
// pointer globals and soa<N> arrays (gang data). A varying global needs a
// gang width known at compile time.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Soa.h"

#include "llvm/ADT/APFloat.h"

namespace spmdc {
namespace fe {

/// \p F rounded to the precision of floating kind \p K (to nearest even,
/// as the conversion at run time would round it).
static double roundTo(double F, ScalarKind K) {
  if (K == ScalarKind::Float)
    return double(float(F));
  if (K != ScalarKind::Float16)
    return F;
  llvm::APFloat A(F);
  bool LosesInfo;
  A.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
            &LosesInfo);
  A.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &LosesInfo);
  return A.convertToDouble();
}

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
  L->FPVal = roundTo(F, T.Kind);
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
    Out = roundTo(Out, E->Ty.Kind);
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
    Out = roundTo(Out, E->Ty.Kind);
    return true;
  }
  default:
    return false;
  }
}

/// A global (or static) variable, or an element of one reached through
/// constant indices: something whose address is a link-time constant.
/// Folds the indices to literals so CodeGen can read them.
bool Sema::isConstLValue(Expr *E) {
  // A varying global's address is its lane's copy: not a link-time
  // constant (it differs per program instance).
  if (E->Kind == ExprKind::Name)
    return E->Var && (E->Var->IsGlobal || E->Var->IsStatic) &&
           !E->Var->IsParam && !E->Var->Ty.isVarying();
  if (E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray()) {
    uint64_t I;
    if (!isConstLValue(E->A) || !evalConstIntQuiet(E->B, I))
      return false;
    E->B = literal(Ctx, E->B, E->B->Ty, I, 0);
    return true;
  }
  return false;
}

/// A pointer whose value is known at link time: NULL, `&g`, `&g[i][j]`, a
/// global array decayed to a pointer, and such a pointer plus or minus a
/// constant. Folds the integer parts to literals.
bool Sema::isConstAddress(Expr *E) {
  if (isNullPointerConstant(E) ||
      (E->Kind == ExprKind::IntLit && E->IntVal == 0)) // NULL, retyped
    return true;
  switch (E->Kind) {
  case ExprKind::Cast:
    if (E->A && isNullPointerConstant(E->A))
      return true; // NULL converted to the pointer type
    if (E->A && E->A->Ty.isArray()) // decay
      return isConstLValue(E->A);
    return E->A && E->A->Ty.IsPointer && isConstAddress(E->A);
  case ExprKind::Unary:
    return E->O == Op::AddrOf && isConstLValue(E->A);
  case ExprKind::Binary: {
    if (E->O != Op::Add && E->O != Op::Sub)
      return false;
    bool PtrFirst = E->A->Ty.IsPointer || E->A->Ty.isArray();
    Expr *&Ptr = PtrFirst ? E->A : E->B;
    Expr *&Off = PtrFirst ? E->B : E->A;
    uint64_t I;
    if (!(Ptr->Ty.isArray() ? isConstLValue(Ptr) : isConstAddress(Ptr)) ||
        !evalConstIntQuiet(Off, I))
      return false;
    Off = literal(Ctx, Off, Off->Ty, I, 0);
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
  if (E->Ty.IsPointer && isConstAddress(E))
    return true; // NULL or the address of a global
  if (isFloatKind(E->Ty.Kind) && !E->Ty.IsPointer) {
    double F;
    if (evalConstFloat(E, F)) {
      E = literal(Ctx, E, E->Ty, 0, F);
      return true;
    }
  } else {
    uint64_t I;
    bool NeedsGangWidth = false;
    if (evalConstIntQuiet(E, I, &NeedsGangWidth)) {
      E = literal(Ctx, E, E->Ty, I, 0);
      return true;
    }
    // `uniform int n = sizeof(varying int);` on a scalable gang.
    if (NeedsGangWidth) {
      Diag.gangWidthNeeded(E->Begin,
                           "the initializer of global variable '" + Name +
                               "' uses programCount, which is not a "
                               "compile-time constant on a scalable target",
                           /*IsError=*/true);
      return false;
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
  // A pointer global is uniform unless written `* varying`; `uniform int
  // *p` at file scope leaves the pointer's own variability unbound, which
  // means uniform here. An soa<N> array is gang data.
  if ((T.IsPointer || T.Soa) && T.Var == Variability::Unbound)
    T.Var = Variability::Uniform;
  T = T.withUniformPointees();
  if (T.isVoid())
    return Fail("variable '" + V->Name + "' has type void");
  if (!requireComplete(T, V->Loc, "variable '" + V->Name + "'")) {
    V->Invalid = true;
    return;
  }
  if (T.Struct && T.Struct->Invalid) {
    V->Invalid = true;
    return;
  }
  if (T.Var == Variability::Unbound)
    T.Var = T.IsConst ? Variability::Uniform : Variability::Varying;
  // A scalable gang (sve-vla) has as many copies as its longest vector
  // length holds: the driver passes 64, and the layout then does not depend
  // on the length.
  if (T.isVarying() && !VaryingGlobalLanes)
    return Fail(llvm::Twine("varying ") + What + " '" + V->Name +
                "' needs a gang width known at compile time (declare it "
                "'uniform')");
  if (T.isUniform() && T.Struct && hasVaryingMember(T.Struct))
    return Fail(llvm::Twine(What) + " '" + V->Name +
                "' has a struct type with 'varying' members (not supported)");
  if (!resolveArrayDims(V, /*Runtime=*/false,
                        Local ? "a static local variable"
                              : "a global variable") ||
      !checkSoaVar(V)) {
    V->Invalid = true;
    return;
  }
  if (V->Init) {
    V->Init = checkInit(V->Init, soaBlockArrayType(T), V->Name);
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
