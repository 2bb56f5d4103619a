//===- Types.cpp - spmdc source-language types ----------------------------===//
//
// \file
// Names, sizes and the usual arithmetic conversions of the type model in
// Types.h. See that file for what it expects and guarantees.
//
//===----------------------------------------------------------------------===//
#include "frontend/Types.h"
#include "frontend/AST.h"
#include <algorithm>

namespace spmdc {
namespace fe {

bool isSigned(ScalarKind K) {
  switch (K) {
  case ScalarKind::Int8:
  case ScalarKind::Int16:
  case ScalarKind::Int32:
  case ScalarKind::Int64:
  case ScalarKind::Float16:
  case ScalarKind::Float:
  case ScalarKind::Double:
    return true;
  default:
    return false;
  }
}

bool isIntegerKind(ScalarKind K) {
  return K >= ScalarKind::Int8 && K <= ScalarKind::UInt64;
}

bool isFloatKind(ScalarKind K) {
  return K == ScalarKind::Float16 || K == ScalarKind::Float ||
         K == ScalarKind::Double;
}

unsigned bitWidth(ScalarKind K) {
  switch (K) {
  case ScalarKind::Void:
    return 0;
  case ScalarKind::Bool:
    return 1;
  case ScalarKind::Int8:
  case ScalarKind::UInt8:
    return 8;
  case ScalarKind::Int16:
  case ScalarKind::UInt16:
  case ScalarKind::Float16:
    return 16;
  case ScalarKind::Int32:
  case ScalarKind::UInt32:
  case ScalarKind::Float:
    return 32;
  case ScalarKind::Int64:
  case ScalarKind::UInt64:
  case ScalarKind::Double:
    return 64;
  }
  return 0;
}

const char *kindName(ScalarKind K) {
  switch (K) {
  case ScalarKind::Void:
    return "void";
  case ScalarKind::Bool:
    return "bool";
  case ScalarKind::Int8:
    return "int8";
  case ScalarKind::UInt8:
    return "unsigned int8";
  case ScalarKind::Int16:
    return "int16";
  case ScalarKind::UInt16:
    return "unsigned int16";
  case ScalarKind::Int32:
    return "int32";
  case ScalarKind::UInt32:
    return "unsigned int32";
  case ScalarKind::Int64:
    return "int64";
  case ScalarKind::UInt64:
    return "unsigned int64";
  case ScalarKind::Float16:
    return "float16";
  case ScalarKind::Float:
    return "float";
  case ScalarKind::Double:
    return "double";
  }
  return "?";
}

const char *cTypeName(ScalarKind K) {
  switch (K) {
  case ScalarKind::Void:
    return "void";
  case ScalarKind::Bool:
    return "bool";
  case ScalarKind::Int8:
    return "int8_t";
  case ScalarKind::UInt8:
    return "uint8_t";
  case ScalarKind::Int16:
    return "int16_t";
  case ScalarKind::UInt16:
    return "uint16_t";
  case ScalarKind::Int32:
    return "int32_t";
  case ScalarKind::UInt32:
    return "uint32_t";
  case ScalarKind::Int64:
    return "int64_t";
  case ScalarKind::UInt64:
    return "uint64_t";
  case ScalarKind::Float16:
    return "_Float16";
  case ScalarKind::Float:
    return "float";
  case ScalarKind::Double:
    return "double";
  }
  return "void";
}

static const char *varName(Variability V) {
  switch (V) {
  case Variability::Uniform:
    return "uniform ";
  case Variability::Varying:
    return "varying ";
  case Variability::Unbound:
    return "";
  }
  return "";
}

/// \p S (a pointee's spelling ending in `*`) followed by the pointer's own
/// variability and const, as typeName spells them.
static std::string withPointerQualifiers(std::string S, const Type &T) {
  if (T.Var != Variability::Unbound)
    S += std::string(" ") + varName(T.Var);
  if (T.IsConst)
    S += " const";
  while (!S.empty() && S.back() == ' ')
    S.pop_back();
  return S;
}

std::string typeName(const Type &T) {
  std::string S;
  if (T.isFunctionPointer()) {
    S = std::string(varName(T.Var)) + (T.Fn->IsTask ? "task " : "") +
        typeName(T.Fn->Ret) + " (*)(";
    for (size_t I = 0; I < T.Fn->Params.size(); ++I)
      S += (I ? ", " : "") + typeName(T.Fn->Params[I]);
    return S + ")";
  }
  if (T.IsPointer && T.PtrTo && T.PtrTo->isArray()) { // C's `int (*)[10]`
    Type Elem = T.pointee();
    Elem.Dims.clear();
    Elem.RtDims = nullptr;
    S = withPointerQualifiers(typeName(Elem) + " (*", T) + ")";
    for (uint64_t D : T.PtrTo->Dims)
      S += "[" + std::to_string(D) + "]";
    return S;
  }
  // An array of pointers (`uniform float * uniform rows[2]`) shows its
  // sizes after the pointer type: `uniform float * uniform[2]`.
  std::string ArrayDims;
  if (T.IsPointer && T.isArray())
    for (uint64_t D : T.Dims)
      ArrayDims += "[" + std::to_string(D) + "]";
  if (T.IsPointer && T.PtrTo) {
    return withPointerQualifiers(typeName(T.pointee()) + " *", T) + ArrayDims;
  }
  if (T.IsPointer) {
    if (T.PointeeConst)
      S += "const ";
    S += varName(T.PointeeVar);
    if (T.Soa)
      S += "soa<" + std::to_string(T.Soa) + "> ";
    S += T.Struct ? (T.Struct->VecN ? "" : "struct ") + T.Struct->Name
                  : std::string(kindName(T.Kind));
    S += " * ";
    S += varName(T.Var);
    if (T.IsConst)
      S += "const ";
    while (!S.empty() && S.back() == ' ')
      S.pop_back();
    return S + ArrayDims;
  }
  if (T.IsConst)
    S += "const ";
  if (T.Kind != ScalarKind::Void || T.Struct)
    S += varName(T.Var);
  if (T.Soa)
    S += "soa<" + std::to_string(T.Soa) + "> ";
  S += T.Struct ? (T.Struct->VecN ? "" : "struct ") + T.Struct->Name
                : std::string(kindName(T.Kind));
  for (size_t I = 0; I < T.Dims.size(); ++I)
    S += "[" +
         (T.isRuntimeDim(I) ? std::to_string((*T.RtDims)[I].min()) + ".." +
                                  std::to_string((*T.RtDims)[I].max())
                            : std::to_string(T.Dims[I])) +
         "]";
  return S;
}

uint64_t RuntimeDim::min() const {
  uint64_t M = Size[0];
  for (uint64_t S : Size)
    M = std::min(M, S);
  return M;
}

uint64_t RuntimeDim::max() const {
  uint64_t M = Size[0];
  for (uint64_t S : Size)
    M = std::max(M, S);
  return M;
}

bool RuntimeDim::affineInVscale(int64_t &A, int64_t &B) const {
  // Sizes are at most 2^28 (Sema's limit), so int64 cannot overflow.
  A = int64_t(Size[1]) - int64_t(Size[0]);
  B = int64_t(Size[0]) - A;
  for (unsigned K = 0; K < ScalableGangWidths; ++K)
    if (int64_t(Size[K]) != A * (int64_t(1) << K) + B)
      return false;
  return true;
}

static bool sameRuntimeDims(const Type &A, const Type &B) {
  if (bool(A.RtDims) != bool(B.RtDims))
    return false;
  return !A.RtDims || *A.RtDims == *B.RtDims;
}

static unsigned rank(ScalarKind K) {
  switch (K) {
  case ScalarKind::Bool:
    return 0;
  case ScalarKind::Int8:
  case ScalarKind::UInt8:
    return 1;
  case ScalarKind::Int16:
  case ScalarKind::UInt16:
    return 2;
  case ScalarKind::Int32:
  case ScalarKind::UInt32:
    return 3;
  case ScalarKind::Int64:
  case ScalarKind::UInt64:
    return 4;
  case ScalarKind::Float16:
    return 5;
  case ScalarKind::Float:
    return 6;
  case ScalarKind::Double:
    return 7;
  case ScalarKind::Void:
    return 0;
  }
  return 0;
}

ScalarKind commonKind(ScalarKind A, ScalarKind B) {
  if (A == ScalarKind::Bool)
    A = ScalarKind::Int32;
  if (B == ScalarKind::Bool)
    B = ScalarKind::Int32;
  if (A == B)
    return A;
  unsigned RA = rank(A), RB = rank(B);
  if (RA != RB)
    return RA > RB ? A : B;
  // Same rank, different signedness: the unsigned one wins (C).
  return isSigned(A) ? B : A;
}

bool samePointeeType(const Type &A, const Type &B) {
  if (A.Kind != B.Kind || A.Struct != B.Struct || A.Fn != B.Fn ||
      bool(A.PtrTo) != bool(B.PtrTo))
    return false;
  if (!A.PtrTo)
    return true;
  Type P = A.pointee(), Q = B.pointee();
  P.Var = Q.Var = Variability::Unbound;
  return sameType(P, Q);
}

bool sameType(const Type &A, const Type &B) {
  if (A.IsPointer != B.IsPointer || A.Kind != B.Kind || A.Var != B.Var ||
      A.Dims != B.Dims || A.Struct != B.Struct || A.Fn != B.Fn ||
      A.Soa != B.Soa || !sameRuntimeDims(A, B))
    return false;
  if (A.IsPointer) {
    if (bool(A.PtrTo) != bool(B.PtrTo) ||
        (A.PtrTo && !sameType(A.pointee(), B.pointee())))
      return false;
    return A.PointeeVar == B.PointeeVar && A.PointeeConst == B.PointeeConst;
  }
  return true;
}

Type pointerToArray(Type Arr, Variability PtrVar, bool PtrConst) {
  Type T;
  T.IsPointer = true;
  T.PointeeVar = Arr.Var;
  T.PointeeConst = Arr.IsConst;
  Arr.Var = Variability::Unbound;
  Arr.IsConst = false;
  Arr.DeclaredAsArray = false;
  Arr.IsRef = false;
  T.PtrTo = std::make_shared<const Type>(std::move(Arr));
  T.Var = PtrVar;
  T.IsConst = PtrConst;
  return T;
}

} // namespace fe
} // namespace spmdc
