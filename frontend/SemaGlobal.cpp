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
// gang width known at compile time. A pointer initializer is NULL, the
// address of a global (element), or a function's address; the latter is
// checked after the functions are declared (resolveDeferredGlobalInits).
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
bool Sema::gangDependentAddress(Expr *Base, Expr *Off) {
  if (RuntimeGang == GangRule::None)
    return false;
  // A global sized by programCount beyond its first dimension: its rows'
  // stride differs between the widths.
  Expr *Root = Base;
  while (Root && Root->Kind != ExprKind::Name)
    Root = Root->Kind == ExprKind::Index || Root->Kind == ExprKind::Cast
               ? Root->A
               : nullptr;
  bool Inner = Root && Root->Var && Root->Var->GangInnerDims;
  // The offset at each width; with rows of a run-time length, any offset
  // but 0 moves by a different number of bytes.
  bool Depends = false;
  uint64_t First = 0;
  for (unsigned K = 0; K < ScalableGangWidths && Off && !Depends; ++K) {
    uint64_t N;
    if (!evalConstIntAtGang(Off, 4u << K, N, "", /*Report=*/false))
      return false; // not a constant: the caller reports it
    Depends = (K && N != First) || (Inner && N != 0);
    First = K ? First : N;
  }
  GangAddress |= Depends;
  return Depends;
}

bool Sema::isConstLValue(Expr *E) {
  // A varying global's address is its lane's copy: not a link-time
  // constant (it differs per program instance).
  if (E->Kind == ExprKind::Name)
    return E->Var && (E->Var->IsGlobal || E->Var->IsStatic) &&
           !E->Var->IsParam && !E->Var->Ty.isVarying();
  if (E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray()) {
    uint64_t I;
    if (!isConstLValue(E->A) || gangDependentAddress(E->A, E->B) ||
        !evalConstIntQuiet(E->B, I))
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
  if (E->Kind == ExprKind::Name && E->Fn)
    return true; // a function's address (its tag's, CodeGenFunctionPointers)
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
        gangDependentAddress(Ptr, Off) || !evalConstIntQuiet(Off, I))
      return false;
    Off = literal(Ctx, Off, Off->Ty, I, 0);
    return true;
  }
  default:
    return false;
  }
}

bool Sema::resolveGangSizedGlobal(VarDecl *V, const char *What) {
  Type &T = V->Ty;
  if (V->DimExprs.empty())
    return true;
  // Its element count at each gang width 4 << k: the run-time dimensions'
  // folded sizes, or (a fixed-width part of the build) each size folded
  // again with programCount taken as that width.
  uint64_t Own = 1, Max = 0;
  bool Depends = false, InnerDepends = false;
  for (size_t I = 0; I < T.Dims.size(); ++I)
    Own *= T.Dims[I];
  for (unsigned K = 0; K < ScalableGangWidths; ++K) {
    uint64_t Total = 1;
    for (size_t I = 0; I < T.Dims.size(); ++I) {
      uint64_t N = T.Dims[I];
      if (T.isRuntimeDim(I))
        N = (*T.RtDims)[I].Size[K];
      else if (ProgramCount && I < V->DimExprs.size() && V->DimExprs[I] &&
               !V->DimExprs[I]->TypedefDim &&
               !evalConstIntAtGang(V->DimExprs[I], 4u << K, N, "",
                                   /*Report=*/false))
        N = T.Dims[I];
      if (N != T.Dims[I] || T.isRuntimeDim(I)) {
        Depends = true;
        InnerDepends |= I > 0;
      }
      // Every width's size is positive and below the limit at the widest
      // (resolveDims checked it for the scalable variant, the widest part
      // of sve-multi checks its own).
      if (N == 0 || Total > (uint64_t(1) << 40) / N)
        return true; // the part that has this width reports it
      Total *= N;
    }
    Max = std::max(Max, Total);
  }
  if (!Depends)
    return true;
  if (T.isVarying() || T.Soa) {
    Diag.error(V->Loc, llvm::Twine(T.Soa ? "soa" : "varying") + " " + What +
                           " '" + V->Name +
                           "' cannot be sized by programCount on a target "
                           "whose gang width is chosen at run time "
                           "(declare it 'uniform')");
    return false;
  }
  // A nested brace list places rows at a stride that depends on the gang
  // width, so one initializer cannot serve every width.
  if (V->Init && InnerDepends) {
    Diag.error(V->Init->Begin,
               llvm::Twine("the brace initializer of ") + What + " '" +
                   V->Name +
                   "' cannot be used on a target whose gang width is chosen "
                   "at run time: a dimension other than the first depends on "
                   "programCount");
    return false;
  }
  V->GangStorageElems = std::max(Max, Own);
  V->GangInnerDims = InnerDepends;
  return true;
}

bool Sema::foldConstInit(Expr *&E, const std::string &Name, VarDecl *Top) {
  if (E->Kind == ExprKind::InitList) {
    for (Expr *&A : E->Args)
      if (!foldConstInit(A, Name))
        return false;
    return true;
  }
  // In a run-time-gang build a value that depends on programCount is
  // folded at every width: a scalar global's is stored by a module
  // constructor (VarDecl::GangInit); an array or struct element's cannot
  // be, and is an error rather than one width's value.
  if (RuntimeGang != GangRule::None && !E->Ty.IsPointer) {
    std::vector<uint64_t> At(ScalableGangWidths);
    bool Ok = true, Differs = false;
    bool FP = isFloatKind(E->Ty.Kind);
    for (unsigned K = 0; K < ScalableGangWidths && Ok; ++K) {
      if (FP) {
        // evalConstFloat folds its integer parts with ProgramCount.
        unsigned Saved = ProgramCount;
        ProgramCount = 4u << K;
        double F = 0;
        Ok = evalConstFloat(E, F);
        ProgramCount = Saved;
        At[K] = llvm::bit_cast<uint64_t>(roundTo(F, E->Ty.Kind));
      } else {
        Ok = evalConstIntAtGang(E, 4u << K, At[K], "", /*Report=*/false);
      }
      Differs |= Ok && At[K] != At[0];
    }
    if (Ok && Differs) {
      if (!Top) {
        Diag.error(E->Begin, "an element of the initializer of global "
                             "variable '" + Name +
                                 "' depends on programCount, which is "
                                 "chosen at run time on this target");
        return false;
      }
      Top->GangInit = At;
      E = literal(Ctx, E, E->Ty, At[0], llvm::bit_cast<double>(At[0]));
      return true;
    }
  }
  GangAddress = false;
  if (E->Ty.IsPointer && isConstAddress(E))
    return true; // NULL or the address of a global
  if (E->Ty.IsPointer && GangAddress) {
    Diag.error(E->Begin, "the initializer of global variable '" + Name +
                             "' is an address that depends on programCount, "
                             "which is chosen at run time on this target");
    return false;
  }
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

/// Whether a value of type \p T holds a function pointer: it is one, an
/// array of them, or a struct (array) with one among its members.
static bool holdsFunctionPointer(const Type &T) {
  if (T.Fn)
    return true;
  if (!T.Struct || T.IsPointer)
    return false;
  for (const FieldDecl &FD : T.Struct->Fields)
    if (holdsFunctionPointer(FD.Ty))
      return true;
  return false;
}

void Sema::resolveDeferredGlobalInits() {
  pushScope();
  for (VarDecl *V : DeferredGlobalInits) {
    V->Init = checkInit(V->Init, soaBlockArrayType(V->Ty), V->Name);
    if (!V->Init || !foldConstInit(V->Init, V->Name, V))
      V->Invalid = true;
  }
  popScope();
  DeferredGlobalInits.clear();
}

bool Sema::redeclaresGlobal(VarDecl *Prev, VarDecl *V) {
  // C's rule: `extern uniform int n;` (a header) and the definition
  // `uniform int n = 0;` in one file, in either order, or two `extern`s,
  // are one variable. CodeGen gives every declaration the definition's
  // IR global (ModuleEmitter::global finds it by name).
  if (!Prev->IsExtern && !V->IsExtern)
    return false; // two definitions: a redefinition
  if (Prev->IsStatic || V->IsStatic || Prev->Invalid)
    return false;
  if (sameType(Prev->Ty, V->Ty) && Prev->Ty.Dims == V->Ty.Dims &&
      Prev->Ty.IsConst == V->Ty.IsConst)
    return true;
  Diag.error(V->Loc, "conflicting types for '" + V->Name + "' ('" +
                         typeName(V->Ty) + "' and '" + typeName(Prev->Ty) +
                         "')");
  Diag.note(Prev->Loc, "previous declaration is here");
  V->Invalid = true;
  return true;
}

void Sema::resolveGlobal(VarDecl *V, bool Local) {
  Type &T = V->Ty;
  const char *What = Local ? "static variable" : "global variable";
  auto Fail = [&](const llvm::Twine &Msg) {
    Diag.error(V->Loc, Msg);
    V->Invalid = true;
  };
  if (!resolveArrayPointer(V)) {
    V->Invalid = true;
    return;
  }
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
  // In a run-time-gang build, a uniform array sized by programCount is a
  // run-time size on the scalable variant (as a local array's) and gets
  // storage for the widest gang in every part (resolveGangSizedGlobal).
  bool GangSized = RuntimeGang != GangRule::None && !T.isVarying() && !T.Soa;
  if (!resolveArrayDims(V, /*Runtime=*/GangSized,
                        Local ? "a static local variable"
                              : "a global variable") ||
      !checkSoaVar(V) || (RuntimeGang != GangRule::None &&
                          !resolveGangSizedGlobal(V, What))) {
    V->Invalid = true;
    return;
  }
  if (V->Init && !Local && holdsFunctionPointer(T)) {
    // Functions are declared after file-scope data: the initializer (the
    // address of a function) is checked once they are.
    DeferredGlobalInits.push_back(V);
  } else if (V->Init && V->Init->Kind == ExprKind::InitList &&
             V->Init->Args.size() > 1 && T.isVarying() && !T.IsPointer &&
             !T.isArray() && !T.isStruct() && ProgramCount &&
             RuntimeGang == GangRule::None &&
             V->Init->Args.size() == ProgramCount) {
    // One constant per program instance (ISPC's static varying
    // initialization): each folded as a uniform value of the type.
    Type ET = T.withVar(Variability::Uniform);
    for (Expr *&A : V->Init->Args) {
      A = checkInit(A, ET, V->Name);
      if (!A || !foldConstInit(A, V->Name)) {
        V->Invalid = true;
        return;
      }
    }
    V->LaneInits = V->Init->Args;
    V->Init = V->LaneInits.front();
  } else if (V->Init) {
    V->Init = checkInit(V->Init, soaBlockArrayType(T), V->Name);
    if (!V->Init || !foldConstInit(V->Init, V->Name, V)) {
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
  if (!New && !EnumConsts.count(V->Name) && redeclaresGlobal(It->second, V)) {
    if (!V->IsExtern) // uses checked later bind to the definition
      It->second = V;
    return;
  }
  if (!New || EnumConsts.count(V->Name)) {
    Diag.error(V->Loc, "redefinition of '" + V->Name + "'");
    if (!New)
      Diag.note(It->second->Loc, "previous definition is here");
    V->Invalid = true;
  }
}

} // namespace fe
} // namespace spmdc
