//===- SemaInit.cpp - array declarators and initializers ------------------===//
//
// \file
// The part of Sema (see Sema.h) that gives local arrays their dimensions
// (integer constant expressions, positive; only the first may be omitted,
// and then the brace initializer gives it) and checks initializers: an
// array takes a brace-enclosed list with at most as many entries as it has
// elements (the rest are zero, as in C), nested lists for inner dimensions;
// each scalar entry converts to the element type like a variable's
// initializer. As in ISPC, a single scalar value (not a list) initializes
// every scalar element of an array or struct, nested ones too
// (`uniform float x[4][8] = 0;`): an InitList with SplatInit set.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

namespace {
/// Largest number of scalar elements of one local array (2^28): keeps the
/// widened (W times larger) per-lane copy addressable with 32-bit offsets.
constexpr uint64_t MaxArrayElements = uint64_t(1) << 28;
} // namespace

bool Sema::resolveArrayDims(VarDecl *V, bool Runtime, llvm::StringRef Where) {
  return resolveDims(V->DimExprs, V->Ty, V->Name, V->Loc, V->Init, Runtime,
                     Where);
}

void Sema::noteRuntimeSizeOnlyLocal(Expr *D, llvm::StringRef Name,
                                    llvm::StringRef Where) {
  uint64_t N;
  if (ProgramCount || Where.empty() ||
      !evalConstIntAtGang(D, 4, N, "", /*Report=*/false))
    return; // not a size that only programCount keeps from being constant
  Diag.note(D->Begin,
            "a size that depends on programCount is a run-time "
            "size on a scalable target, which only local arrays and "
            "uniform (non-soa) global and static arrays can have; " +
                (Name.empty() ? "this is " + Where.str()
                              : "'" + Name.str() + "' is " + Where.str()));
}

bool Sema::resolveDims(std::vector<Expr *> &DimExprs, Type &Ty,
                       const std::string &Name, clang::SourceLocation Loc,
                       Expr *Init, bool Runtime, llvm::StringRef Where) {
  if (DimExprs.empty())
    return true;
  // Only a scalable target has run-time dimensions; an soa array's blocks
  // need a constant count (Soa.h).
  if (Runtime && Ty.Soa)
    Where = "an soa<N> array";
  Runtime = Runtime && !ProgramCount && !Ty.Soa;
  uint64_t Total = 1;
  uint64_t MaxTotal = 1; // at the widest gang, for run-time dimensions
  Ty.Dims.clear();
  Ty.RtDims = nullptr;
  std::vector<RuntimeDim> RtDims;
  bool AnyRuntime = false;
  for (size_t I = 0; I < DimExprs.size(); ++I) {
    Expr *D = DimExprs[I];
    uint64_t N = 0;
    RuntimeDim RD;
    if (!D) {
      if (I != 0 || !Init || Init->Kind != ExprKind::InitList) {
        Diag.error(Loc, "array '" + Name + "' needs a size" +
                               (I == 0 ? " (or a brace initializer)"
                                       : " for every dimension but the "
                                         "first"));
        return false;
      }
      N = Init->Args.size();
      if (N == 0) {
        Diag.error(Init->Loc, "array '" + Name + "' would have no elements");
        return false;
      }
    } else if (D->TypedefDim) { // from `typedef T Name[N]`
      if (!typedefDim(D, N))
        return false;
    } else {
      D = checkExpr(D);
      if (!D)
        return false;
      DimExprs[I] = D;
      if (!D->Ty.isInteger()) {
        Diag.error(D->Begin, "array size is not an integer (it has type '" +
                                 typeName(D->Ty) + "')");
        return false;
      }
      if (Runtime && !evalConstIntQuiet(D, N)) {
        // Mentions programCount (or is not a constant at all, which the
        // first width reports): its size at each run-time gang width.
        for (unsigned K = 0; K < ScalableGangWidths; ++K) {
          unsigned Gang = 4u << K;
          if (!evalConstIntAtGang(D, Gang, RD.Size[K], "array size") ||
              !checkPositiveSize(D, RD.Size[K], Gang))
            return false;
        }
        N = RD.min();
      } else {
        if (!evalConstInt(D, N, "array size")) {
          // sizeof's type has no name of its own.
          noteRuntimeSizeOnlyLocal(D, Name == "sizeof" ? "" : Name, Where);
          return false;
        }
        if (!checkPositiveSize(D, N, 0))
          return false;
        for (uint64_t &S : RD.Size)
          S = N;
      }
    }
    if (!RD.isConstant()) {
      AnyRuntime = true;
    } else {
      for (uint64_t &S : RD.Size)
        S = N;
    }
    uint64_t Max = RD.max();
    if (N > MaxArrayElements / Total || Max > MaxArrayElements / MaxTotal) {
      Diag.error(
          Loc,
          "array '" + Name + "' is too large" +
              (Max != N
                   ? std::string(" when programCount is " +
                                 std::to_string(4u << (ScalableGangWidths - 1)))
                   : std::string()) +
              " (the limit is " + std::to_string(MaxArrayElements) +
              " elements)");
      return false;
    }
    Total *= N;
    MaxTotal *= Max;
    Ty.Dims.push_back(N);
    RtDims.push_back(RD);
  }
  if (AnyRuntime)
    Ty.RtDims =
        std::make_shared<const std::vector<RuntimeDim>>(std::move(RtDims));
  return true;
}

bool Sema::checkPositiveSize(Expr *D, uint64_t N, unsigned Gang) {
  bool Negative = isSigned(D->Ty.Kind) && int64_t(N) < 0;
  if (N != 0 && !Negative)
    return true;
  Diag.error(D->Begin,
             "array size must be positive (it is " +
                 (Negative ? std::to_string(int64_t(N)) : std::to_string(N)) +
                 (Gang ? " when programCount is " + std::to_string(Gang)
                       : std::string()) +
                 ")");
  return false;
}

Expr *Sema::runtimeDimExpr(const RuntimeDim &D, clang::SourceLocation Loc) {
  Type U64 = Type::scalar(ScalarKind::UInt64, Variability::Uniform);
  auto Lit = [&](uint64_t V) {
    Expr *L = Ctx.newExpr(ExprKind::IntLit, Loc);
    L->Begin = Loc;
    L->Ty = U64;
    L->IntVal = V;
    return L;
  };
  auto Bin = [&](Op O, Expr *A, Expr *B, Type T) {
    Expr *E = Ctx.newExpr(ExprKind::Binary, Loc);
    E->Begin = Loc;
    E->O = O;
    E->A = A;
    E->B = B;
    E->Ty = T;
    E->Depth = std::max(A->Depth, B->Depth) + 1;
    return E;
  };
  auto Count = [&]() {
    Expr *PC = Ctx.newExpr(ExprKind::Name, Loc);
    PC->Name = "programCount";
    return castKind(checkName(PC), ScalarKind::UInt64);
  };
  if (D.isConstant())
    return Lit(D.Size[0]);
  int64_t A, B;
  if (D.affineInVscale(A, B)) {
    // A·vscale + B, with vscale = programCount / 4: A·programCount/4 + B.
    Expr *E = A == 4       ? Count()
              : A % 4 == 0 ? Bin(Op::Mul, Count(), Lit(uint64_t(A / 4)), U64)
                           : Bin(Op::Mul, Bin(Op::Div, Count(), Lit(4), U64),
                                 Lit(uint64_t(A)), U64);
    if (B > 0)
      E = Bin(Op::Add, E, Lit(uint64_t(B)), U64);
    else if (B < 0)
      E = Bin(Op::Sub, E, Lit(uint64_t(-B)), U64);
    return E;
  }
  // Any other function of programCount: its value at each width.
  Type Bool = Type::scalar(ScalarKind::Bool, Variability::Uniform);
  Expr *E = Lit(D.Size[ScalableGangWidths - 1]);
  for (unsigned K = ScalableGangWidths - 1; K-- > 0;) {
    Expr *C = Ctx.newExpr(ExprKind::Cond, Loc);
    C->Begin = Loc;
    C->A = Bin(Op::EQ, Count(), Lit(4u << K), Bool);
    C->B = Lit(D.Size[K]);
    C->C = E;
    C->Ty = U64;
    C->Depth = std::max(C->A->Depth, E->Depth) + 1;
    E = C;
  }
  return E;
}

Expr *Sema::checkInit(Expr *I, const Type &T, llvm::StringRef Name) {
  if (!I)
    return nullptr;
  if (T.isArray()) {
    if (I->Kind != ExprKind::InitList)
      return checkSplatInit(I, T, Name);
    if (I->Args.size() > T.Dims.front()) {
      // A run-time size: the list must fit the narrowest gang's array.
      std::string Where;
      if (T.isRuntimeDim(0)) {
        const RuntimeDim &D = T.RtDims->front();
        for (unsigned K = 0; K < ScalableGangWidths; ++K)
          if (D.Size[K] == T.Dims.front()) {
            Where = " (it has " + std::to_string(D.Size[K]) +
                    (D.Size[K] == 1 ? " element" : " elements") +
                    " when programCount is " + std::to_string(4u << K) + ")";
            break;
          }
      }
      Diag.error(I->Args[T.Dims.front()]->Begin,
                 "too many initializers for '" + typeName(T) + "'" + Where);
      return nullptr;
    }
    Type ET = T.elementType();
    for (Expr *&A : I->Args) {
      A = checkInit(A, ET, Name);
      if (!A)
        return nullptr;
    }
    I->Ty = T;
    return I;
  }
  if (isShortVector(T) && I->Kind == ExprKind::InitList) {
    // `{1, 2, 3}` initializes the elements (the member array `v`).
    unsigned N = T.Struct->VecN;
    if (I->Args.size() > N) {
      Diag.error(I->Args[N]->Begin,
                 "too many initializers for '" + typeName(T) + "'");
      return nullptr;
    }
    Expr *Elems =
        checkInit(I, memberType(T.Struct->Fields[0], T.Var, T.IsConst), Name);
    if (!Elems)
      return nullptr;
    Expr *W = Ctx.newExpr(ExprKind::InitList, I->Loc);
    W->Begin = I->Begin;
    W->Args.push_back(Elems);
    W->Ty = T;
    return W;
  }
  if (T.isStruct() && I->Kind == ExprKind::InitList) {
    const StructDecl *SD = T.Struct;
    if (I->Args.size() > SD->Fields.size()) {
      Diag.error(I->Args[SD->Fields.size()]->Begin,
                 "too many initializers for '" + typeName(T) + "'");
      return nullptr;
    }
    for (size_t K = 0; K < I->Args.size(); ++K) {
      I->Args[K] = checkInit(I->Args[K],
                             memberType(SD->Fields[K], T.Var, T.IsConst), Name);
      if (!I->Args[K])
        return nullptr;
    }
    I->Ty = T;
    return I;
  }
  if (T.isStruct() && !isShortVector(T) && I->Kind != ExprKind::InitList)
    return checkSplatInit(I, T, Name);
  // C: a scalar's initializer may be braced, `float z = {1}`; the list
  // is replaced by its one element.
  if (I->Kind == ExprKind::InitList && I->Args.size() == 1 &&
      I->Args[0]->Kind != ExprKind::InitList)
    return checkInit(I->Args[0], T, Name);
  // ISPC's varying initializer with one value per program instance,
  // `varying int bar = { 1, 2, 3, 4 };` on a 4-wide target (guarded by
  // `#if TARGET_WIDTH == 4` in portable code): program instance k gets
  // element k, written as the select chain `programIndex == 0 ? a0 :
  // programIndex == 1 ? a1 : ...` (constant elements fold to one vector).
  if (I->Kind == ExprKind::InitList && T.isVarying() && !T.IsPointer &&
      !T.isArray() && !T.isStruct() && I->Args.size() > 1) {
    if (!ProgramCount || I->Args.size() != ProgramCount) {
      Diag.error(
          I->Loc,
          "a varying initializer list needs one value per program "
          "instance: " +
              std::to_string(I->Args.size()) + " values for '" + Name + "', " +
              (ProgramCount ? "the gang has " + std::to_string(ProgramCount)
                            : std::string("the gang width is not a "
                                          "compile-time constant")));
      return nullptr;
    }
    for (Expr *A : I->Args)
      if (A->Kind == ExprKind::InitList) {
        Diag.error(A->Loc, "a nested list cannot initialize an element of '" +
                               Name + "'");
        return nullptr;
      }
    Expr *Chain = I->Args.back();
    for (size_t K = I->Args.size() - 1; K-- > 0;) {
      Expr *Idx = Ctx.newExpr(ExprKind::Name, I->Args[K]->Loc);
      Idx->Name = "programIndex";
      Idx->Begin = I->Args[K]->Begin;
      Expr *Lane = Ctx.newExpr(ExprKind::IntLit, I->Args[K]->Loc);
      Lane->IntVal = K;
      Lane->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
      Expr *Eq = Ctx.newExpr(ExprKind::Binary, I->Args[K]->Loc);
      Eq->O = Op::EQ;
      Eq->A = Idx;
      Eq->B = Lane;
      Expr *Sel = Ctx.newExpr(ExprKind::Cond, I->Args[K]->Loc);
      Sel->A = Eq;
      Sel->B = I->Args[K];
      Sel->C = Chain;
      Sel->Begin = I->Begin;
      Chain = Sel;
    }
    return checkInit(Chain, T, Name);
  }
  if (I->Kind == ExprKind::InitList) {
    Diag.error(I->Loc, "a brace-enclosed list cannot initialize '" + Name +
                           "' of type '" + typeName(T) + "'");
    return nullptr;
  }
  Expr *E = checkWithTarget(I, T);
  return E ? convert(E, T.unqualified(), ConvCtx::Init, Name) : nullptr;
}

void Sema::collectLeafTypes(const Type &T, std::vector<Type> &Out) {
  if (T.isArray()) {
    collectLeafTypes(T.elementType(), Out);
    return;
  }
  if (T.isStruct() && !T.IsPointer) {
    for (const FieldDecl &F : T.Struct->Fields)
      collectLeafTypes(memberType(F, T.Var, T.IsConst), Out);
    return;
  }
  for (const Type &L : Out)
    if (L.Kind == T.Kind && L.Var == T.Var && L.IsPointer == T.IsPointer &&
        L.Struct == T.Struct)
      return;
  Out.push_back(T);
}

Expr *Sema::checkSplatInit(Expr *I, const Type &T, llvm::StringRef Name) {
  Expr *E = checkExpr(I);
  if (!E)
    return nullptr;
  const Type &From = E->Ty;
  if (T.isStruct() && From.isStruct() && From.Struct == T.Struct)
    return convert(E, T.unqualified(), ConvCtx::Init, Name); // a copy
  bool Scalar = !From.isArray() && !From.isStruct() && !From.IsPointer &&
                !From.isVoid();
  if (!Scalar) {
    if (T.isArray())
      Diag.error(I->Begin, "array '" + Name +
                               "' must be initialized with a brace-enclosed "
                               "list or a single scalar value, not '" +
                               typeName(From) + "'");
    else
      Diag.error(I->Begin, "cannot convert '" + typeName(From) + "' to '" +
                               typeName(T) + "'");
    return nullptr;
  }
  // Every element takes the value as its own initializer would: check the
  // conversion to each distinct element type once (the Cast nodes made
  // for the check are dropped; CodeGen converts the one value).
  std::vector<Type> Leaves;
  collectLeafTypes(T, Leaves);
  for (const Type &L : Leaves) {
    if (L.IsPointer) {
      Diag.error(I->Begin, "'" + Name + "' of type '" + typeName(T) +
                               "' has a pointer element, which a single "
                               "value '" + typeName(From) +
                               "' cannot initialize; use a brace-enclosed "
                               "list");
      return nullptr;
    }
    if (!convert(E, L.unqualified(), ConvCtx::Init, Name))
      return nullptr;
  }
  Expr *S = Ctx.newExpr(ExprKind::InitList, I->Loc);
  S->Begin = I->Begin;
  S->Args.push_back(E);
  S->Ty = T;
  S->SplatInit = true;
  S->Depth = E->Depth + 1;
  return S;
}

} // namespace fe
} // namespace spmdc
