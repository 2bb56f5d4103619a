//===- ShortVector.cpp - the structs behind short vector types ------------===//
//
// \file
// ASTContext::shortVector (AST.h): `float<3>` is a struct with one member
// `float v[4]` (VecN = 3): the frontend then copies, passes, returns and
// stores short vectors like structs (SPMD IR has no vector types), and a
// varying one is one per-lane object that spmd-privatize or SROA turns into
// one vector per element (structure of arrays). The member is padded to a
// power of two elements, the memory layout ISPC gives uniform short vectors
// (and its header's `struct float3 { float v[3]; } aligned(16)`). Sema
// (SemaShortVector.cpp) gives them element-wise operators and swizzles;
// CodeGenShortVector.cpp emits those.
//
//===----------------------------------------------------------------------===//
#include "frontend/AST.h"

namespace spmdc {
namespace fe {

/// ISPC's name of a short vector's element type in the header (`int3` for
/// `int<3>`, `uint8_3` style only where a digit would run into N).
static std::string cVectorName(ScalarKind K, unsigned N) {
  const char *Base = "int";
  switch (K) {
  case ScalarKind::Bool: Base = "bool"; break;
  case ScalarKind::Int8: Base = "int8"; break;
  case ScalarKind::UInt8: Base = "uint8"; break;
  case ScalarKind::Int16: Base = "int16"; break;
  case ScalarKind::UInt16: Base = "uint16"; break;
  case ScalarKind::Int32: Base = "int"; break;
  case ScalarKind::UInt32: Base = "uint"; break;
  case ScalarKind::Int64: Base = "int64"; break;
  case ScalarKind::UInt64: Base = "uint64"; break;
  case ScalarKind::Float16: Base = "float16"; break;
  case ScalarKind::Float: Base = "float"; break;
  case ScalarKind::Double: Base = "double"; break;
  case ScalarKind::Void: break;
  }
  std::string S = Base;
  if (!S.empty() && std::isdigit((unsigned char)S.back()))
    S += "_";
  return S + std::to_string(N);
}

const StructDecl *ASTContext::shortVector(ScalarKind K, unsigned N) {
  for (const StructDecl *SD : ShortVectors)
    if (SD->VecKind == K && SD->VecN == N)
      return SD;
  StructDecl *SD = newStruct();
  SD->VecN = N;
  SD->VecKind = K;
  SD->Name = std::string(kindName(K)) + "<" + std::to_string(N) + ">";
  SD->CName = cVectorName(K, N);
  FieldDecl FD;
  FD.Name = "v";
  FD.Ty = Type::scalar(K, Variability::Unbound);
  uint64_t Padded = 1;
  while (Padded < N)
    Padded *= 2;
  FD.Ty.Dims.push_back(Padded);
  SD->Fields.push_back(FD);
  ShortVectors.push_back(SD);
  return SD;
}

} // namespace fe
} // namespace spmdc
