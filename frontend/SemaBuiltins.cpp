//===- SemaBuiltins.cpp - Typing the standard-library builtins ------------===//
//
// \file
// Sema::checkBuiltin: argument counts, argument conversions and the result
// type of a call to a builtin (Builtins.h), by the rule group of its table
// entry, following the overloads of ISPC's standard library:
//   - math: float/double (integers become float) or the common kind;
//   - any/all/none(bool) and popcnt(bool): uniform results;
//   - reduce_add widens 8/16/32-bit integers (int8 → int16, int16 → int32,
//     int32 → int64, unsigned alike); reduce_min/max keep the kind; all
//     return uniform;
//   - broadcast/rotate/shift/shuffle/insert return varying, extract uniform;
//     indices, amounts and inserted values are uniform parameters;
//   - exclusive_scan_add on numbers, _and/_or on integers, varying results;
//   - packed_store_active(uniform T * uniform p, T v) returns uniform int.
// Every argument is converted explicitly (Cast nodes), so CodeGen sees the
// exact kinds the operation works in.
//
//===----------------------------------------------------------------------===//
#include "frontend/Builtins.h"
#include "frontend/Sema.h"
#include "clang/Basic/SourceManager.h"

namespace spmdc {
namespace fe {

namespace {

/// The source text of a call argument starting at \p Begin, up to the ','
/// or ')' that ends it (brackets and literals skipped), whitespace runs
/// collapsed, comments dropped; empty when the argument comes from a macro expansion (its
/// spelling is not one piece of the file) or is unreasonably long.
std::string argumentSourceText(const clang::SourceManager &SM,
                               clang::SourceLocation Begin) {
  if (Begin.isInvalid() || Begin.isMacroID())
    return {};
  bool Invalid = false;
  const char *C = SM.getCharacterData(Begin, &Invalid);
  if (Invalid || !C)
    return {};
  std::string Out;
  int Depth = 0;
  char Quote = 0;
  for (; *C && Out.size() < 200; ++C) {
    char Ch = *C;
    if (Quote) {
      Out += Ch;
      if (Ch == '\\' && C[1])
        Out += *++C;
      else if (Ch == Quote)
        Quote = 0;
      continue;
    }
    if (Ch == '/' && (C[1] == '/' || C[1] == '*')) { // a comment: skipped
      bool Line = C[1] == '/';
      for (C += 2; *C && (Line ? *C != '\n' : !(C[0] == '*' && C[1] == '/'));
           ++C)
        ;
      if (!*C)
        break;
      if (!Line)
        ++C;
      Ch = ' ';
    } else if (Ch == '"' || Ch == '\'')
      Quote = Ch;
    else if (Ch == '(' || Ch == '[' || Ch == '{')
      ++Depth;
    else if (Ch == ')' || Ch == ']' || Ch == '}') {
      if (Depth == 0)
        break;
      --Depth;
    } else if (Ch == ',' && Depth == 0)
      break;
    if (Ch == '\n' || Ch == '\r' || Ch == '\t')
      Ch = ' ';
    if (Ch == ' ' && (Out.empty() || Out.back() == ' '))
      continue;
    Out += Ch;
  }
  if (Quote || Depth != 0 || Out.size() >= 200)
    return {};
  while (!Out.empty() && Out.back() == ' ')
    Out.pop_back();
  return Out;
}

/// ISPC's reduce_add result kind for an argument of kind \p K.
ScalarKind reduceAddKind(ScalarKind K) {
  switch (K) {
  case ScalarKind::Int8:
    return ScalarKind::Int16;
  case ScalarKind::UInt8:
    return ScalarKind::UInt16;
  case ScalarKind::Int16:
    return ScalarKind::Int32;
  case ScalarKind::UInt16:
    return ScalarKind::UInt32;
  case ScalarKind::Int32:
    return ScalarKind::Int64;
  case ScalarKind::UInt32:
    return ScalarKind::UInt64;
  default:
    return K;
  }
}

} // namespace

/// print("format", args...): ISPC's format, where each `%` stands for the
/// next argument (no printf conversions). Arguments are scalars of any
/// numeric kind, bool or pointers; 8- and 16-bit integers widen to 32 bits
/// (as C's varargs promote them), which is how spmdrt_print reads them.
Expr *Sema::checkPrint(Expr *E) {
  Expr *Fmt = E->Args[0];
  if (Fmt->Kind != ExprKind::StringLit) {
    Diag.error(Fmt->Begin.isValid() ? Fmt->Begin : Fmt->Loc,
               "the first argument of 'print' must be a string literal");
    return nullptr;
  }
  size_t Holes = std::count(Fmt->Name.begin(), Fmt->Name.end(), '%');
  if (Holes != E->Args.size() - 1) {
    Diag.error(Fmt->Loc, "the format of 'print' has " + std::to_string(Holes) +
                             " '%' but " + std::to_string(E->Args.size() - 1) +
                             " value" + (E->Args.size() == 2 ? "" : "s") +
                             " to print");
    return nullptr;
  }
  for (size_t I = 1; I < E->Args.size(); ++I) {
    Expr *&A = E->Args[I];
    if (A->Ty.IsPointer && !A->Ty.isArray())
      continue;
    if (!requireNumeric(A, "print"))
      return nullptr;
    ScalarKind K = A->Ty.Kind;
    if (isIntegerKind(K) && bitWidth(K) < 32)
      A = castKind(A, isSigned(K) ? ScalarKind::Int32 : ScalarKind::UInt32);
    if (K == ScalarKind::Float16) // printed as the float it converts to
      A = castKind(A, ScalarKind::Float);
  }
  E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
  return E;
}

/// How a conversion error names value operand I of atomic call E: the
/// compare value and the new value of a compare-exchange, else the value.
static std::string atomicOperandName(const Expr *E, size_t I) {
  const char *What = I == 1 && E->Args.size() == 3 ? "the compare value"
                     : I == 2                      ? "the new value"
                                                   : "the value";
  return std::string(What) + " of '" + E->Name + "'";
}

/// atomic_<op>_{global,local}(uniform T * p, T v) and
/// atomic_compare_exchange_*(p, T compare, T new): T is a 32- or 64-bit
/// integer, or float/double for add, subtract, min, max, swap and
/// compare_exchange (as ISPC). The pointer is `uniform T * uniform` (also a
/// `uniform T[]` parameter) or `uniform T * varying` (each program instance
/// its own address). The result is uniform only when the pointer and every
/// value are.
Expr *Sema::checkAtomic(Expr *E, Builtin BI) {
  Expr *P = E->Args[0];
  if ((BI == Builtin::AtomicSwap || BI == Builtin::AtomicCmpXchg) &&
      P->Ty.IsPointer && !P->Ty.isArray() && P->Ty.PtrTo &&
      P->Ty.PtrTo->IsPointer && !P->Ty.PtrTo->isArray() &&
      P->Ty.PointeeVar == Variability::Uniform)
    return checkPointerAtomic(E);
  ScalarKind K = P->Ty.Kind;
  bool Int = K == ScalarKind::Int32 || K == ScalarKind::UInt32 ||
             K == ScalarKind::Int64 || K == ScalarKind::UInt64;
  bool FloatOK = BI == Builtin::AtomicAdd || BI == Builtin::AtomicSub ||
                 BI == Builtin::AtomicMin || BI == Builtin::AtomicMax ||
                 BI == Builtin::AtomicSwap || BI == Builtin::AtomicCmpXchg;
  bool KindOK = Int || (FloatOK && (K == ScalarKind::Float ||
                                    K == ScalarKind::Double));
  if (!P->Ty.IsPointer ||
      P->Ty.PointeeVar != Variability::Uniform || !KindOK) {
    Diag.error(P->Begin,
               "the first argument of '" + E->Name +
                   "' must be a pointer to uniform T ('uniform T * uniform', "
                   "'uniform T * varying' or 'uniform T[]') with T a 32- or "
                   "64-bit integer" +
                   (FloatOK ? ", float or double" : "") + " (it has type '" +
                   typeName(P->Ty) + "')");
    return nullptr;
  }
  if (P->Ty.PointeeConst) {
    Diag.error(P->Begin, "'" + E->Name + "' writes through a pointer to const");
    return nullptr;
  }
  Variability V = P->Ty.Var;
  for (size_t I = 1; I < E->Args.size(); ++I) {
    if (!requireNumeric(E->Args[I], E->Name))
      return nullptr;
    V = joinVar(V, E->Args[I]->Ty.Var);
  }
  for (size_t I = 1; I < E->Args.size(); ++I) {
    Expr *&A = E->Args[I];
    A = convert(A, Type::scalar(K, A->Ty.Var), ConvCtx::Arg,
                atomicOperandName(E, I));
    if (!A)
      return nullptr;
  }
  E->Ty = Type::scalar(K, V);
  return E;
}

/// ISPC's `void *` forms of swap and compare-exchange, for a pointer to a
/// uniform pointer (`void * uniform * uniform`, any pointee here): the
/// values convert to that pointer type; the result is one of its values,
/// varying unless the pointer and every value are uniform.
Expr *Sema::checkPointerAtomic(Expr *E) {
  Expr *P = E->Args[0];
  if (P->Ty.PointeeConst) {
    Diag.error(P->Begin, "'" + E->Name + "' writes through a pointer to const");
    return nullptr;
  }
  Type Elem = P->Ty.pointee();
  Variability V = P->Ty.Var;
  for (size_t I = 1; I < E->Args.size(); ++I) {
    Expr *&A = E->Args[I];
    Type To = Elem;
    To.Var = A->Ty.isUniform() ? Variability::Uniform : Variability::Varying;
    To.IsConst = false;
    A = convert(A, To, ConvCtx::Arg, atomicOperandName(E, I));
    if (!A)
      return nullptr;
    V = joinVar(V, A->Ty.Var);
  }
  E->Ty = Elem;
  E->Ty.Var = V;
  E->Ty.IsConst = false;
  return E;
}

Expr *Sema::checkBuiltin(Expr *E, Builtin BI) {
  const BuiltinInfo *Info = nullptr;
  // The entry of this name (several names share a Builtin, with their
  // own argument counts), else any of the Builtin (a call Sema made).
  for (const BuiltinInfo &I : allBuiltins())
    if (I.BI == BI && (!Info || E->Name == I.Name))
      Info = &I;
  if (!Info)
    return nullptr;
  unsigned N = E->Args.size();
  if (N < Info->MinArgs || N > Info->MaxArgs) {
    unsigned Want = N < Info->MinArgs ? Info->MinArgs : Info->MaxArgs;
    Diag.error(
        E->Loc,
        llvm::Twine("too ") + (N < Info->MinArgs ? "few" : "many") +
            " arguments to '" + E->Name + "', expected " +
            (Info->MinArgs != Info->MaxArgs
                 ? llvm::Twine(N < Info->MinArgs ? "at least " : "at most ")
                 : llvm::Twine("")) +
            llvm::Twine(Want) + ", have " + llvm::Twine(N));
    return nullptr;
  }
  E->BI = BI;
  auto Uniform = [](ScalarKind K) {
    return Type::scalar(K, Variability::Uniform);
  };
  auto Varying = [](ScalarKind K) {
    return Type::scalar(K, Variability::Varying);
  };
  /// Argument \p I converted to a uniform parameter of kind \p K.
  auto UniformArg = [&](unsigned I, ScalarKind K, const char *What) {
    E->Args[I] = convert(E->Args[I], Uniform(K), ConvCtx::Arg,
                         std::string(What) + " of '" + E->Name + "'");
    return E->Args[I] != nullptr;
  };
  /// The array of packed_load_active / packed_store_active* / streaming
  /// loads and stores: a uniform pointer to uniform numbers; a local or
  /// global one-dimensional array (`uniform int a[8]`) decays to one.
  auto PackedArrayArg = [&](Expr *&P) {
    if (P->Ty.isArray() && !P->Ty.IsPointer && P->Ty.Dims.size() == 1 &&
        P->Ty.isUniform() && !P->Ty.Struct && !P->Ty.Soa &&
        !isShortVector(P->Ty.elementType())) {
      Type PT = P->Ty.elementType().pointerTo();
      PT.Var = Variability::Uniform;
      PT.PointeeVar = Variability::Uniform;
      P = convert(P, PT, ConvCtx::Other, "");
      if (!P)
        return false;
    }
    if (P->Ty.IsPointer && P->Ty.isUniform() &&
        P->Ty.PointeeVar == Variability::Uniform &&
        P->Ty.Kind != ScalarKind::Bool && P->Ty.Kind != ScalarKind::Void)
      return true;
    Diag.error(P->Begin, "the first argument of '" + E->Name +
                             "' must be a 'uniform T * uniform' pointer "
                             "(or 'uniform T[]') to numbers (it has type '" +
                             typeName(P->Ty) + "')");
    return false;
  };
  /// The numeric kind of argument \p I (bool counts as int32 unless
  /// \p KeepBool), or Void after an error.
  auto NumericKind = [&](unsigned I, bool KeepBool) {
    Expr *A = E->Args[I];
    if (!requireNumeric(A, E->Name))
      return ScalarKind::Void;
    if (A->Ty.isBool() && !KeepBool)
      return ScalarKind::Int32;
    return A->Ty.Kind;
  };
  auto RequireInteger = [&](unsigned I, ScalarKind K) {
    if (isIntegerKind(K))
      return true;
    Diag.error(E->Args[I]->Begin, "'" + E->Name +
                                      "' requires an integer argument (it "
                                      "has type '" +
                                      typeName(E->Args[I]->Ty) + "')");
    return false;
  };

  switch (Info->Rule) {
  case BuiltinRule::MathFloat:
  case BuiltinRule::MathSame: {
    Variability V = Variability::Uniform;
    ScalarKind K = ScalarKind::Void;
    for (Expr *A : E->Args) {
      if (!requireNumeric(A, E->Name))
        return nullptr;
      V = joinVar(V, A->Ty.Var);
      K = K == ScalarKind::Void ? A->Ty.Kind : commonKind(K, A->Ty.Kind);
    }
    if (K == ScalarKind::Bool)
      K = ScalarKind::Int32;
    if (Info->Rule == BuiltinRule::MathFloat && K == ScalarKind::Float16) {
      // ISPC's float16 overloads return float16. Computed in float and
      // rounded once: exact for floor/ceil/round/trunc/sign, correctly
      // rounded for sqrt/rcp (float carries more than 2·11+2 bits), and
      // within the float routine's error plus half a float16 ULP for the
      // transcendental ones, which so reach the vector math library.
      for (Expr *&A : E->Args)
        A = castKind(A, ScalarKind::Float);
      E->Ty = Type::scalar(ScalarKind::Float, V);
      return castKind(E, ScalarKind::Float16);
    }
    if (Info->Rule == BuiltinRule::MathFloat && K != ScalarKind::Double)
      K = ScalarKind::Float;
    for (Expr *&A : E->Args)
      A = castKind(A, K);
    E->Ty = Type::scalar(K, V);
    return E;
  }
  case BuiltinRule::IntAverage: {
    // ISPC declares these for 8- and 16-bit integers; spmdc accepts every
    // integer kind (the result is exact at any width, see CodeGenBuiltins).
    Variability V = Variability::Uniform;
    ScalarKind K = ScalarKind::Void;
    for (Expr *A : E->Args) {
      if (!A->Ty.isInteger()) {
        Diag.error(A->Begin, "'" + E->Name + "' takes integer arguments (it "
                             "has type '" + typeName(A->Ty) + "')");
        return nullptr;
      }
      V = joinVar(V, A->Ty.Var);
      K = K == ScalarKind::Void ? A->Ty.Kind : commonKind(K, A->Ty.Kind);
    }
    for (Expr *&A : E->Args)
      A = castKind(A, K);
    E->Ty = Type::scalar(K, V);
    return E;
  }
  case BuiltinRule::Alloca: {
    // ISPC's alloca: n bytes of stack memory for the gang (one block,
    // which every program instance sees), freed when the function returns.
    Expr *N = E->Args[0];
    if (!N->Ty.isInteger()) {
      Diag.error(N->Begin, "the size given to 'alloca' must be an integer "
                           "(it has type '" + typeName(N->Ty) + "')");
      return nullptr;
    }
    if (N->Ty.isVarying()) {
      Diag.error(N->Begin, "the size given to 'alloca' must be uniform (one "
                           "block serves the whole gang)");
      return nullptr;
    }
    E->Args[0] = castKind(N, ScalarKind::UInt64);
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    E->Ty.IsPointer = true;
    E->Ty.PointeeVar = Variability::Uniform;
    return E;
  }
  case BuiltinRule::FastIdiv: {
    // ISPC's __fast_idiv: an integer divided by a uniform divisor (ISPC
    // declares it for 8-, 16- and 32-bit kinds and computes it by a
    // multiply for its ranges); here exact division for every integer
    // kind, in the numerator's kind.
    for (Expr *A : E->Args)
      if (!A->Ty.isInteger()) {
        Diag.error(A->Begin, "'" + E->Name + "' takes integer arguments (it "
                             "has type '" + typeName(A->Ty) + "')");
        return nullptr;
      }
    if (E->Args[1]->Ty.isVarying()) {
      Diag.error(E->Args[1]->Begin,
                 "the divisor of '" + E->Name + "' must be uniform");
      return nullptr;
    }
    ScalarKind K = E->Args[0]->Ty.Kind;
    E->Args[1] = castKind(E->Args[1], K);
    E->Ty = Type::scalar(K, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::VaryingBool:
    E->Args[0] = toBool(E->Args[0]);
    if (!E->Args[0])
      return nullptr;
    E->Ty = Uniform(ScalarKind::Bool);
    return E;
  case BuiltinRule::NoArgsMask: // ISPC: uniform unsigned int64
    E->Ty = Uniform(ScalarKind::UInt64);
    return E;
  case BuiltinRule::Popcnt: {
    ScalarKind K = NumericKind(0, /*KeepBool=*/true);
    if (K == ScalarKind::Void)
      return nullptr;
    if (K == ScalarKind::Bool) { // the number of active lanes with v
      E->Ty = Uniform(ScalarKind::Int32);
      return E;
    }
    if (!RequireInteger(0, K))
      return nullptr;
    E->Ty = Type::scalar(ScalarKind::Int32, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::BitCount: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void || !RequireInteger(0, K))
      return nullptr;
    if (bitWidth(K) < 32)
      K = isSigned(K) ? ScalarKind::Int32 : ScalarKind::UInt32;
    E->Args[0] = castKind(E->Args[0], K);
    E->Ty = Type::scalar(K, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::Reduce: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void)
      return nullptr;
    if (BI == Builtin::ReduceAdd)
      K = reduceAddKind(K);
    E->Args[0] = castKind(E->Args[0], K);
    E->Ty = Uniform(K);
    return E;
  }
  case BuiltinRule::ReduceEqual: {
    ScalarKind K = NumericKind(0, /*KeepBool=*/true);
    if (K == ScalarKind::Void)
      return nullptr;
    if (N == 2) { // reduce_equal(x, &value): value gets the common value
      Expr *P = E->Args[1];
      if (!P->Ty.IsPointer || !P->Ty.isUniform() ||
          P->Ty.PointeeVar != Variability::Uniform || P->Ty.Kind != K ||
          P->Ty.Struct || P->Ty.PointeeConst) {
        Diag.error(P->Begin, "the second argument of 'reduce_equal' must be "
                             "a 'uniform " +
                                 std::string(kindName(K)) +
                                 " * uniform' pointer (it has type '" +
                                 typeName(P->Ty) + "')");
        return nullptr;
      }
    }
    E->Ty = Uniform(ScalarKind::Bool);
    return E;
  }
  case BuiltinRule::LaneValue: {
    ScalarKind K = NumericKind(0, /*KeepBool=*/true);
    if (K == ScalarKind::Void)
      return nullptr;
    const char *What =
        BI == Builtin::Rotate || BI == Builtin::Shift ? "'offset'" : "'index'";
    if (!UniformArg(1, ScalarKind::Int32, What))
      return nullptr;
    E->Ty = BI == Builtin::Extract ? Uniform(K) : Varying(K);
    return E;
  }
  case BuiltinRule::Insert: {
    ScalarKind K = NumericKind(0, /*KeepBool=*/true);
    if (K == ScalarKind::Void || !UniformArg(1, ScalarKind::Int32, "'index'") ||
        !UniformArg(2, K, "'value'"))
      return nullptr;
    E->Ty = Varying(K);
    return E;
  }
  case BuiltinRule::Shuffle: {
    unsigned NV = N - 1; // value operands before the permutation
    ScalarKind K = NumericKind(0, /*KeepBool=*/true);
    if (K == ScalarKind::Void)
      return nullptr;
    if (NV == 2) {
      ScalarKind K2 = NumericKind(1, /*KeepBool=*/true);
      if (K2 == ScalarKind::Void)
        return nullptr;
      if (K2 != K)
        K = commonKind(K == ScalarKind::Bool ? ScalarKind::Int32 : K,
                       K2 == ScalarKind::Bool ? ScalarKind::Int32 : K2);
    }
    for (unsigned I = 0; I < NV; ++I)
      E->Args[I] = castKind(E->Args[I], K);
    ScalarKind PK = NumericKind(NV, false);
    if (PK == ScalarKind::Void || !RequireInteger(NV, PK))
      return nullptr;
    E->Args[NV] = castKind(E->Args[NV], ScalarKind::Int32);
    E->Ty = Varying(K);
    return E;
  }
  case BuiltinRule::Scan: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void)
      return nullptr;
    if (BI != Builtin::ExclusiveScanAdd && !RequireInteger(0, K))
      return nullptr;
    E->Args[0] = castKind(E->Args[0], K);
    E->Ty = Varying(K);
    return E;
  }
  case BuiltinRule::Ldexp: {
    ScalarKind K = NumericKind(0, false);
    ScalarKind NK = NumericKind(1, false);
    if (K == ScalarKind::Void || NK == ScalarKind::Void ||
        !RequireInteger(1, NK))
      return nullptr;
    bool Half = K == ScalarKind::Float16; // in float: exact, rounded once
    if (K != ScalarKind::Double)
      K = ScalarKind::Float;
    E->Args[0] = castKind(E->Args[0], K);
    E->Args[1] = castKind(E->Args[1], ScalarKind::Int32);
    E->Ty = Type::scalar(K, joinVar(E->Args[0]->Ty.Var, E->Args[1]->Ty.Var));
    return Half ? castKind(E, ScalarKind::Float16) : E;
  }
  case BuiltinRule::FloatTest: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void)
      return nullptr;
    if (K != ScalarKind::Double)
      K = ScalarKind::Float;
    E->Args[0] = castKind(E->Args[0], K);
    E->Ty = Type::scalar(ScalarKind::Bool, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::ToIntBits: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void)
      return nullptr;
    if (!isFloatKind(K)) {
      Diag.error(E->Args[0]->Begin,
                 "'" + E->Name +
                     "' requires a float16, float or double argument (it has "
                     "type '" +
                     typeName(E->Args[0]->Ty) + "')");
      return nullptr;
    }
    E->Ty = Type::scalar(K == ScalarKind::Double    ? ScalarKind::UInt64
                         : K == ScalarKind::Float16 ? ScalarKind::UInt16
                                                    : ScalarKind::UInt32,
                         E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::FromIntBits: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void || !RequireInteger(0, K))
      return nullptr;
    ScalarKind To = BI == Builtin::DoubleBits    ? ScalarKind::Double
                    : BI == Builtin::Float16Bits ? ScalarKind::Float16
                                                 : ScalarKind::Float;
    ScalarKind From = To == ScalarKind::Double    ? ScalarKind::UInt64
                      : To == ScalarKind::Float16 ? ScalarKind::UInt16
                                                  : ScalarKind::UInt32;
    E->Args[0] = castKind(E->Args[0], From);
    E->Ty = Type::scalar(To, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::Select: {
    E->Args[0] = toBool(E->Args[0]);
    if (!E->Args[0])
      return nullptr;
    ScalarKind A = NumericKind(1, true), B = NumericKind(2, true);
    if (A == ScalarKind::Void || B == ScalarKind::Void)
      return nullptr;
    ScalarKind K = A == B ? A : commonKind(A, B);
    E->Args[1] = castKind(E->Args[1], K);
    E->Args[2] = castKind(E->Args[2], K);
    Variability V = joinVar(E->Args[0]->Ty.Var,
                            joinVar(E->Args[1]->Ty.Var, E->Args[2]->Ty.Var));
    E->Ty = Type::scalar(K, V);
    return E;
  }
  case BuiltinRule::HalfToFloat: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void || !RequireInteger(0, K))
      return nullptr;
    E->Args[0] = castKind(E->Args[0], ScalarKind::UInt16);
    E->Ty = Type::scalar(ScalarKind::Float, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::FloatToHalf: {
    ScalarKind K = NumericKind(0, false);
    if (K == ScalarKind::Void)
      return nullptr;
    E->Args[0] = castKind(E->Args[0], ScalarKind::Float);
    // ISPC's float_to_half returns the bits as a (signed) int16.
    E->Ty = Type::scalar(ScalarKind::Int16, E->Args[0]->Ty.Var);
    return E;
  }
  case BuiltinRule::Atomic:
    return checkAtomic(E, BI);
  case BuiltinRule::NoArgsVoid:
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    return E;
  case BuiltinRule::NoArgsInt:
    E->Ty = Uniform(BI == Builtin::Clock ? ScalarKind::Int64
                                         : ScalarKind::Int32);
    return E;
  case BuiltinRule::Streaming: {
    // ISPC: the varying forms access a[programIndex] (active lanes only
    // here), the uniform ones a[0]; the hint is dropped where the access
    // cannot carry it (masked or gathered).
    if (!PackedArrayArg(E->Args[0]))
      return nullptr;
    Expr *P = E->Args[0];
    if (BI != Builtin::StreamingStore) {
      E->Ty = BI == Builtin::StreamingLoad ? Varying(P->Ty.Kind)
                                           : Uniform(P->Ty.Kind);
      return E;
    }
    if (P->Ty.PointeeConst) {
      Diag.error(P->Begin, "'" + E->Name + "' stores through a pointer to "
                                           "const");
      return nullptr;
    }
    Variability V = E->Args[1]->Ty.isUniform() ? Variability::Uniform
                                               : Variability::Varying;
    E->Args[1] = convert(E->Args[1], Type::scalar(P->Ty.Kind, V),
                         ConvCtx::Arg, "the value of '" + E->Name + "'");
    if (!E->Args[1])
      return nullptr;
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    return E;
  }
  case BuiltinRule::PackedLoad: {
    if (!PackedArrayArg(E->Args[0]))
      return nullptr;
    Expr *P = E->Args[0], *V = E->Args[1];
    if (!V->Ty.IsPointer || !V->Ty.isUniform() ||
        V->Ty.PointeeVar != Variability::Varying || V->Ty.Kind != P->Ty.Kind ||
        V->Ty.Struct || V->Ty.PointeeConst) {
      Diag.error(V->Begin, "the second argument of '" + E->Name +
                               "' must be a 'varying " +
                               kindName(P->Ty.Kind) +
                               " * uniform' pointer, such as '&x' of a "
                               "varying variable (it has type '" +
                               typeName(V->Ty) + "')");
      return nullptr;
    }
    E->Ty = Uniform(ScalarKind::Int32);
    return E;
  }
  case BuiltinRule::MemCopy:
  case BuiltinRule::MemSet:
  case BuiltinRule::Prefetch: {
    // Uniform pointers and values: one call when any program instance
    // runs it. A varying pointer, value or count (ISPC's `void * varying`
    // overloads): every active program instance does its own, in lane
    // order (CodeGenBuiltins.cpp).
    bool Is64 = llvm::StringRef(E->Name).ends_with("64");
    unsigned NPtr = Info->Rule == BuiltinRule::MemCopy ? 2 : 1;
    for (unsigned I = 0; I < NPtr; ++I) {
      // An array argument (`memset(buf, 0, sizeof(buf))`) decays to a
      // pointer to its first element (or row), as in C and ISPC; an array
      // of pointers to a pointer to its first pointer (decayArray).
      if (E->Args[I]->Ty.isArray() &&
          !(E->Args[I] = decayArray(E->Args[I])))
        return nullptr;
      Expr *P = E->Args[I];
      if (!P->Ty.IsPointer || P->Ty.isArray() || P->Ty.isFunctionPointer()) {
        Diag.error(P->Begin, "argument " + std::to_string(I + 1) + " of '" +
                                 E->Name +
                                 "' must be a pointer (it has type '" +
                                 typeName(P->Ty) + "')");
        return nullptr;
      }
      if (I == 0 && Info->Rule != BuiltinRule::Prefetch && P->Ty.PointeeConst) {
        Diag.error(P->Begin, "'" + E->Name +
                                 "' writes through a pointer to "
                                 "const");
        return nullptr;
      }
    }
    auto ValueArg = [&](unsigned I, ScalarKind K, const char *What) {
      Variability V = E->Args[I]->Ty.isUniform() ? Variability::Uniform
                                                 : Variability::Varying;
      E->Args[I] = convert(E->Args[I], Type::scalar(K, V), ConvCtx::Arg,
                           std::string(What) + " of '" + E->Name + "'");
      return E->Args[I] != nullptr;
    };
    if (Info->Rule == BuiltinRule::MemSet &&
        !ValueArg(1, ScalarKind::Int8, "'value'"))
      return nullptr;
    // prefetch_*(p, uniform int8 size): ISPC's size of the data (used by
    // its GPU targets); one hint of the line at p here.
    if (Info->Rule == BuiltinRule::Prefetch && N == 2 &&
        !UniformArg(1, ScalarKind::Int8, "'size'"))
      return nullptr;
    if (Info->Rule != BuiltinRule::Prefetch &&
        !ValueArg(2, Is64 ? ScalarKind::Int64 : ScalarKind::Int32, "'count'"))
      return nullptr;
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    return E;
  }
  case BuiltinRule::Assert: {
    clang::SourceLocation CondBegin = E->Args[0]->Begin;
    E->Args[0] = toBool(E->Args[0]);
    if (!E->Args[0])
      return nullptr;
    // The message CodeGen prints: where the assert is and the condition as
    // written (ISPC's format, "file:line:col: Assertion failed: x > 0").
    clang::SourceManager &SM = Diag.engine().getSourceManager();
    clang::PresumedLoc P = SM.getPresumedLoc(E->Loc);
    E->Name = P.isValid()
                  ? std::string(P.getFilename()) + ":" +
                        std::to_string(P.getLine()) + ":" +
                        std::to_string(P.getColumn()) + ": Assertion failed"
                  : std::string("Assertion failed");
    std::string Text = argumentSourceText(SM, CondBegin);
    if (!Text.empty())
      E->Name += ": " + Text;
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    return E;
  }
  case BuiltinRule::Print:
    return checkPrint(E);
  case BuiltinRule::PackedStore: {
    // packed_store_active(bool active, uniform T a[], T v): only the
    // program instances with `active` true store and count (ISPC's int32
    // and int64 overloads; any number type here). Args[0] is the flag.
    if (N == 3) {
      if (E->Args[0]->Ty.IsPointer || E->Args[0]->Ty.isArray()) {
        Diag.error(E->Args[0]->Begin,
                   "the three-argument form of '" + E->Name +
                       "' takes a bool flag first (ISPC's first releases' "
                       "packed_store_active(a, start, v) is "
                       "packed_store_active(&a[start], v))");
        return nullptr;
      }
      E->Args[0] = toBool(E->Args[0]);
      if (!E->Args[0])
        return nullptr;
      if (E->Args[0]->Ty.isUniform())
        E->Args[0] = convert(E->Args[0], Varying(ScalarKind::Bool),
                             ConvCtx::Other, "");
    }
    Expr *&PA = E->Args[N - 2];
    if (!PackedArrayArg(PA))
      return nullptr;
    Expr *P = PA;
    if (P->Ty.PointeeConst) {
      Diag.error(P->Begin, "'" + E->Name +
                               "' stores through a pointer to "
                               "const");
      return nullptr;
    }
    E->Args[N - 1] = convert(E->Args[N - 1], Varying(P->Ty.Kind),
                             ConvCtx::Arg, "the value of '" + E->Name + "'");
    if (!E->Args[N - 1])
      return nullptr;
    E->Ty = Uniform(ScalarKind::Int32);
    return E;
  }
  case BuiltinRule::Assume:
    // ISPC: assume(uniform bool); a varying condition is the usual error.
    if (!UniformArg(0, ScalarKind::Bool, "'condition'"))
      return nullptr;
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    return E;
  case BuiltinRule::Rdrand: {
    // ISPC's rdrand(T * p) for T float, int16, int32, int64 (unsigned
    // ones too here): `uniform T * uniform` gives a uniform result, `varying
    // T * uniform` and `uniform T * varying` a varying one (each program
    // instance its own value).
    Expr *P = E->Args[0];
    ScalarKind K = P->Ty.Kind;
    bool KindOK = K == ScalarKind::Float || K == ScalarKind::Int16 ||
                  K == ScalarKind::UInt16 || K == ScalarKind::Int32 ||
                  K == ScalarKind::UInt32 || K == ScalarKind::Int64 ||
                  K == ScalarKind::UInt64;
    if (P->Ty.isArray() && !P->Ty.IsPointer && P->Ty.Dims.size() == 1) {
      Type PT = P->Ty.elementType().pointerTo();
      PT.Var = Variability::Uniform;
      P = E->Args[0] = convert(P, PT, ConvCtx::Other, "");
      if (!P)
        return nullptr;
    }
    if (!P->Ty.IsPointer || P->Ty.isArray() || P->Ty.Struct || P->Ty.Fn ||
        P->Ty.PtrTo || !KindOK ||
        (P->Ty.isVarying() && P->Ty.PointeeVar != Variability::Uniform)) {
      Diag.error(P->Begin, "the argument of 'rdrand' must be a pointer to "
                           "float, int16, int32 or int64 ('T * uniform', "
                           "'varying T * uniform' or 'uniform T * varying'; "
                           "it has type '" +
                               typeName(P->Ty) + "')");
      return nullptr;
    }
    if (P->Ty.PointeeConst) {
      Diag.error(P->Begin, "'rdrand' writes through a pointer to const");
      return nullptr;
    }
    E->Ty = Type::scalar(ScalarKind::Bool,
                         P->Ty.isUniform() &&
                                 P->Ty.PointeeVar == Variability::Uniform
                             ? Variability::Uniform
                             : Variability::Varying);
    return E;
  }
  }
  return nullptr;
}

} // namespace fe
} // namespace spmdc
