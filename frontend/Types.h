//===- Types.h - spmdc source-language types --------------------*- C++ -*-===//
//
// \file
// The frontend's type model: a scalar kind (bool, int8..uint64, float16,
// float, double, void), a variability (uniform/varying, or "unbound" before Sema
// applies ISPC's defaults), const, pointers (`uniform T[]` parameters
// decay to `uniform T * uniform`; a pointer to a pointer keeps the pointed-to
// pointer type in PtrTo) and array dimensions (local
// arrays `T a[2][3]`: Dims = {2, 3}; Kind/Var/IsConst then describe the
// elements) and structs (Struct set, Kind Void; Var is the instance's
// variability, which members without their own qualifier take). Pure value
// types, no state.
//
// Guarantees: every helper is total (no asserts on user input); callers ask
// isPointer()/isNumeric() before using kind-specific helpers.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_TYPES_H
#define SPMDC_FRONTEND_TYPES_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace spmdc {
namespace fe {

struct StructDecl;
struct EnumDecl;
struct TemplateParam;
struct FuncSig;

/// The gang widths a scalable target (sve-vla) can have at run time:
/// programCount = 4 << k for k < ScalableGangWidths (vscale 1 ... 16).
constexpr unsigned ScalableGangWidths = 5;

/// A local array dimension that depends on programCount on a scalable
/// target: its size at each possible programCount (Size[k] for 4 << k).
/// Sema folds the size expression at every width, so the value is exact
/// (C's integer arithmetic) without keeping the expression.
struct RuntimeDim {
  uint64_t Size[ScalableGangWidths] = {};
  bool isConstant() const {
    for (uint64_t S : Size)
      if (S != Size[0])
        return false;
    return true;
  }
  uint64_t min() const;
  uint64_t max() const;
  /// Size = A·vscale + B (programCount = 4·vscale) at every width: true
  /// and A, B set for sizes like programCount, 2*programCount + 1,
  /// programCount/2; false for others (programCount*programCount).
  bool affineInVscale(int64_t &A, int64_t &B) const;
  bool operator==(const RuntimeDim &O) const {
    for (unsigned K = 0; K < ScalableGangWidths; ++K)
      if (Size[K] != O.Size[K])
        return false;
    return true;
  }
};

enum class ScalarKind : uint8_t {
  Void,
  Bool,
  Int8,
  UInt8,
  Int16,
  UInt16,
  Int32,
  UInt32,
  Int64,
  UInt64,
  Float16,
  Float,
  Double
};

enum class Variability : uint8_t { Unbound, Uniform, Varying };

/// A source type. For pointers, Kind/PointeeVar/PointeeConst describe the
/// pointee and Var/IsConst the pointer itself.
struct Type {
  ScalarKind Kind = ScalarKind::Void;
  Variability Var = Variability::Unbound;
  bool IsConst = false;
  bool IsPointer = false;
  bool DeclaredAsArray = false; ///< `T a[]` (header writer keeps the shape)
  Variability PointeeVar = Variability::Unbound;
  bool PointeeConst = false;
  /// Array dimensions, outermost first; empty for a non-array.
  std::vector<uint64_t> Dims;
  /// Local arrays on a scalable target whose size mentions programCount:
  /// one entry per Dims entry (constant ones have equal sizes); null when
  /// every dimension is a compile-time constant (always on fixed targets).
  /// A run-time dimension's Dims entry is its smallest size.
  std::shared_ptr<const std::vector<RuntimeDim>> RtDims;
  /// The struct (of the value, the pointee or the elements), or null.
  const StructDecl *Struct = nullptr;
  /// A value of a named enum type (`Foo f`, the enumerator `ONE`): Kind is
  /// Int32 and the value converts to int32 freely, but ISPC overloads on
  /// enum types (`Foo F(Foo)` and `Bar F(Bar)`), so signatures, mangled
  /// names and overload ranking tell them apart (enumType()). Nothing else
  /// looks at it: sameType() ignores it.
  const EnumDecl *Enum = nullptr;
  /// `soa<Soa> S` (ISPC's structure-of-arrays layout): for an array, its
  /// elements are blocks of Soa consecutive S's stored member by member
  /// (`a[i]` names S number i, not block i); for a pointer, it points to
  /// one S inside such a block (Soa.h). 0: ordinary layout. Only arrays
  /// and pointers carry it: an element `a[i]` is a plain S value.
  unsigned Soa = 0;
  /// A reference parameter (`uniform float &x`): the rest describes the
  /// referenced object.
  bool IsRef = false;
  /// Inside a function template's pattern only: the type is (or points
  /// to) template type parameter TParam, with the qualifiers written here
  /// (Kind/Struct are meaningless). Instantiation substitutes it away, so
  /// Sema and CodeGen never see it (ASTClone.h).
  const TemplateParam *TParam = nullptr;
  /// Inside a function template's pattern only: a short vector written
  /// with a template parameter, `T<3>` (TParam set, TVecN 3), `float<N>`
  /// (Kind float, TVecLen the non-type parameter N) or `T<N>`.
  /// Instantiation makes it the short vector type (ASTClone.cpp).
  unsigned TVecN = 0;
  const TemplateParam *TVecLen = nullptr;
  /// A function pointer (IsPointer set, Kind Void): the signature of the
  /// functions it points to (interned by ASTContext::funcSig, so equal
  /// signatures are the same object).
  const FuncSig *Fn = nullptr;
  /// A pointer to a pointer (`float **pp`, `T *a[]` parameters): the
  /// pointed-to pointer type (Kind is Void, Struct and Fn null here; the
  /// pointee's own variability and const are PointeeVar/PointeeConst, as
  /// for any pointer, and win over PtrTo's). Shared and never mutated.
  std::shared_ptr<const Type> PtrTo;

  static Type scalar(ScalarKind K, Variability V) {
    Type T;
    T.Kind = K;
    T.Var = V;
    return T;
  }
  bool isArray() const { return !Dims.empty(); }
  /// The named enum of a plain enum value (not a pointer to or an array
  /// of one), or null.
  const EnumDecl *enumType() const {
    return IsPointer || isArray() || Struct || Kind != ScalarKind::Int32
               ? nullptr
               : Enum;
  }
  /// Some dimension's size is known only at run time (RtDims).
  bool hasRuntimeDims() const { return RtDims != nullptr; }
  bool isRuntimeDim(size_t I) const {
    return RtDims && I < RtDims->size() && !(*RtDims)[I].isConstant();
  }
  bool isVoid() const {
    return !IsPointer && !isArray() && !Struct && Kind == ScalarKind::Void;
  }
  /// A pointer to void (or NULL's type): no struct, function or pointer
  /// pointee.
  bool isVoidPointer() const {
    return IsPointer && Kind == ScalarKind::Void && !Struct && !Fn && !PtrTo;
  }
  /// A function pointer (not an array of them).
  bool isFunctionPointer() const { return Fn && IsPointer && !isArray(); }
  /// A struct value (not a pointer to one, not an array of them).
  bool isStruct() const { return Struct && !IsPointer && !isArray(); }
  bool isBool() const {
    return !IsPointer && !isArray() && Kind == ScalarKind::Bool;
  }
  bool isUniform() const { return Var == Variability::Uniform; }
  bool isVarying() const { return Var == Variability::Varying; }
  bool isInteger() const {
    return !IsPointer && !isArray() && Kind >= ScalarKind::Int8 &&
           Kind <= ScalarKind::UInt64;
  }
  bool isFloating() const {
    return !IsPointer && !isArray() &&
           (Kind == ScalarKind::Float16 || Kind == ScalarKind::Float ||
            Kind == ScalarKind::Double);
  }
  /// Arithmetic operand: bool, integer or floating.
  bool isNumeric() const {
    return !IsPointer && !isArray() && !Struct && Kind != ScalarKind::Void;
  }
  /// The type of one element of an array (the next dimension in).
  Type elementType() const {
    Type T = *this;
    if (!T.Dims.empty())
      T.Dims.erase(T.Dims.begin());
    if (RtDims) {
      auto Inner = std::make_shared<std::vector<RuntimeDim>>(
          RtDims->begin() + (RtDims->empty() ? 0 : 1), RtDims->end());
      bool AnyRuntime = false;
      for (const RuntimeDim &D : *Inner)
        AnyRuntime |= !D.isConstant();
      T.RtDims = AnyRuntime ? std::move(Inner) : nullptr;
    }
    return T;
  }
  /// Number of scalar elements of an array (1 for a non-array).
  uint64_t numScalars() const {
    uint64_t N = 1;
    for (uint64_t D : Dims)
      N *= D;
    return N;
  }
  /// The value type of an element reached through this pointer.
  Type pointee() const {
    if (PtrTo) {
      Type T = *PtrTo;
      T.Var = PointeeVar;
      T.IsConst = PointeeConst;
      return T;
    }
    // An soa pointer's pointee is a plain struct value (Soa is dropped).
    Type T = scalar(Kind, PointeeVar);
    T.IsConst = PointeeConst;
    T.Struct = Struct;
    return T;
  }
  /// A uniform pointer to a value of this (non-array) type.
  Type pointerTo() const {
    if (IsPointer) { // a pointer to a pointer
      Type T;
      T.IsPointer = true;
      T.PtrTo = std::make_shared<const Type>(unqualified());
      T.PointeeVar = Var;
      T.PointeeConst = IsConst;
      T.Var = Variability::Uniform;
      return T;
    }
    Type T = *this;
    T.IsPointer = true;
    T.PointeeVar = Var;
    T.PointeeConst = IsConst;
    T.Var = Variability::Uniform;
    T.IsConst = false;
    T.DeclaredAsArray = false;
    return T;
  }
  /// The number of pointer levels (`float **` is 2).
  unsigned pointerDepth() const {
    unsigned N = 0;
    for (const Type *T = this; T && T->IsPointer; T = T->PtrTo.get())
      ++N;
    return N;
  }
  /// The type with ISPC's default for pointed-to data applied at every
  /// level below the outermost pointer: unqualified pointed-to values and
  /// pointers are uniform (`float **pp` is
  /// `uniform float * uniform * varying pp`).
  Type withUniformPointees() const {
    Type T = *this;
    if (!T.IsPointer)
      return T;
    if (T.PointeeVar == Variability::Unbound)
      T.PointeeVar = Variability::Uniform;
    if (T.PtrTo)
      T.PtrTo = std::make_shared<const Type>(T.PtrTo->withUniformPointees());
    return T;
  }
  Type withVar(Variability V) const {
    Type T = *this;
    T.Var = V;
    return T;
  }
  Type unqualified() const {
    Type T = *this;
    T.IsConst = false;
    T.DeclaredAsArray = false;
    T.IsRef = false;
    return T;
  }
};

/// The type of a function pointer: its return and parameter types (with
/// ISPC's defaults applied: unqualified values varying, pointed-to data
/// uniform).
struct FuncSig {
  Type Ret;
  std::vector<Type> Params;
  /// A pointer to a task function (`typedef task void (*T)(...)`): it can
  /// only be launched, and only task functions convert to it.
  bool IsTask = false;
};

bool isSigned(ScalarKind K);
bool isIntegerKind(ScalarKind K);
bool isFloatKind(ScalarKind K);
/// Size in bits of the value (bool: 1).
unsigned bitWidth(ScalarKind K);
/// ISPC spelling: "int32", "unsigned int64", "float", ...
const char *kindName(ScalarKind K);
/// "uniform float", "varying int32", "uniform float * uniform", ...
std::string typeName(const Type &T);
/// C spelling for the header: int32_t, uint64_t, float, bool, ...;
/// float16 is `_Float16` (C23 / ISO TS 18661-3, accepted by clang and by
/// GCC 12+ in C and C++ on x86-64 and AArch64; passed like LLVM `half`).
const char *cTypeName(ScalarKind K);
/// Variability of a result combining a and b.
inline Variability joinVar(Variability A, Variability B) {
  return (A == Variability::Varying || B == Variability::Varying)
             ? Variability::Varying
             : Variability::Uniform;
}
/// The common arithmetic kind of two numeric kinds (C's usual arithmetic
/// conversions for 32/64-bit types; bool behaves as int32; 8/16-bit types
/// are not promoted, as in ISPC; float16 ranks above every integer and
/// below float, so float16 + int is float16 and float16 + float is float).
ScalarKind commonKind(ScalarKind A, ScalarKind B);
/// Same types ignoring const/array-ness.
bool sameType(const Type &A, const Type &B);
/// Pointers A and B point to the same type: kind, struct, signature, and
/// for pointers to pointers the same pointed-to pointer type (the
/// pointee's own variability and const are not compared).
bool samePointeeType(const Type &A, const Type &B);

/// A pointer to the array type \p Arr (`T (*p)[N]`, what an array of arrays
/// decays to). The array's own variability and const move to the pointer's
/// pointee, as for a pointer to a pointer, so Sema's defaults for
/// pointed-to data apply; the pointer itself is \p PtrVar / \p PtrConst.
Type pointerToArray(Type Arr, Variability PtrVar = Variability::Uniform,
                    bool PtrConst = false);

} // namespace fe
} // namespace spmdc

#endif
