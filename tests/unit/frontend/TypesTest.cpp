//===- TypesTest.cpp - unit tests of the frontend's type model ------------===//
//
// frontend/Types.h (arrays, structs, pointers, names) and Sema::sizeAlign's
// C layout, which the header and `sizeof` rely on.
//
//===----------------------------------------------------------------------===//
#include "frontend/AST.h"
#include "frontend/Sema.h"
#include "gtest/gtest.h"

using namespace spmdc::fe;

namespace {

TEST(Types, ArrayShapes) {
  Type T = Type::scalar(ScalarKind::Float, Variability::Varying);
  T.Dims = {2, 3};
  EXPECT_TRUE(T.isArray());
  EXPECT_FALSE(T.isNumeric());
  EXPECT_FALSE(T.isFloating());
  EXPECT_EQ(T.numScalars(), 6u);
  Type E = T.elementType();
  EXPECT_EQ(E.Dims, std::vector<uint64_t>{3});
  EXPECT_EQ(E.elementType().Dims.size(), 0u);
  EXPECT_TRUE(E.elementType().isFloating());
  EXPECT_EQ(typeName(T), "varying float[2][3]");
  EXPECT_FALSE(sameType(T, E));
}

TEST(Types, StructsAndPointers) {
  StructDecl SD;
  SD.Name = "V";
  Type S = Type::scalar(ScalarKind::Void, Variability::Uniform);
  S.Struct = &SD;
  EXPECT_TRUE(S.isStruct());
  EXPECT_FALSE(S.isVoid());
  EXPECT_FALSE(S.isNumeric());
  EXPECT_EQ(typeName(S), "uniform struct V");
  Type P = S;
  P.IsPointer = true;
  P.PointeeVar = Variability::Uniform;
  P.Var = Variability::Varying;
  EXPECT_FALSE(P.isStruct());
  EXPECT_EQ(typeName(P), "uniform struct V * varying");
  EXPECT_EQ(P.pointee().Struct, &SD);
  EXPECT_TRUE(sameType(P.pointee(), S));
  Type R = S;
  R.IsRef = true;
  EXPECT_FALSE(R.unqualified().IsRef);
}

TEST(Types, CLayoutOfStructs) {
  StructDecl Inner, Outer;
  Inner.Name = "Inner";
  Outer.Name = "Outer";
  FieldDecl A, B, C, D;
  A.Ty = Type::scalar(ScalarKind::Bool, Variability::Unbound);
  B.Ty = Type::scalar(ScalarKind::Double, Variability::Unbound);
  Inner.Fields = {A, B}; // bool, 7 bytes padding, double: 16
  C.Ty = Type::scalar(ScalarKind::Int16, Variability::Unbound);
  C.Ty.Dims = {3}; // 6 bytes, padded to 8 before Inner
  D.Ty = Type();
  D.Ty.Struct = &Inner;
  Outer.Fields = {C, D};
  Type TI, TO;
  TI.Struct = &Inner;
  TO.Struct = &Outer;
  EXPECT_EQ(Sema::sizeAlign(TI), std::make_pair(uint64_t(16), uint64_t(8)));
  EXPECT_EQ(Sema::sizeAlign(TO), std::make_pair(uint64_t(24), uint64_t(8)));
  TO.Dims = {2};
  EXPECT_EQ(Sema::sizeAlign(TO).first, 48u);
  Type Ptr = Type::scalar(ScalarKind::Int8, Variability::Uniform);
  Ptr.IsPointer = true;
  EXPECT_EQ(Sema::sizeAlign(Ptr), std::make_pair(uint64_t(8), uint64_t(8)));
}

} // namespace
