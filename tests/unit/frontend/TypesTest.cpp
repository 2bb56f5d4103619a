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

// Run-time dimensions (programCount-sized locals on a scalable target):
// sizes at programCount 4, 8, 16, 32, 64.
TEST(Types, RuntimeDimAffineInVscale) {
  int64_t A, B;
  RuntimeDim PC{{4, 8, 16, 32, 64}};
  EXPECT_TRUE(PC.affineInVscale(A, B));
  EXPECT_EQ(A, 4);
  EXPECT_EQ(B, 0);
  RuntimeDim Half{{3, 5, 9, 17, 33}}; // programCount / 2 + 1
  EXPECT_TRUE(Half.affineInVscale(A, B));
  EXPECT_EQ(A, 2);
  EXPECT_EQ(B, 1);
  RuntimeDim Square{{1, 4, 16, 64, 256}}; // programCount² / 16
  EXPECT_FALSE(Square.affineInVscale(A, B));
  EXPECT_EQ(Square.min(), 1u);
  EXPECT_EQ(Square.max(), 256u);
  EXPECT_FALSE(Square.isConstant());
  EXPECT_TRUE((RuntimeDim{{7, 7, 7, 7, 7}}).isConstant());
}

TEST(Types, RuntimeDimsFollowElementType) {
  // uniform float m[3][programCount][2]
  Type T = Type::scalar(ScalarKind::Float, Variability::Uniform);
  T.Dims = {3, 4, 2};
  T.RtDims = std::make_shared<const std::vector<RuntimeDim>>(
      std::vector<RuntimeDim>{RuntimeDim{{3, 3, 3, 3, 3}},
                              RuntimeDim{{4, 8, 16, 32, 64}},
                              RuntimeDim{{2, 2, 2, 2, 2}}});
  EXPECT_TRUE(T.hasRuntimeDims());
  EXPECT_FALSE(T.isRuntimeDim(0));
  EXPECT_TRUE(T.isRuntimeDim(1));
  EXPECT_EQ(typeName(T), "uniform float[3][4..64][2]");
  Type Row = T.elementType(); // [programCount][2]
  EXPECT_TRUE(Row.isRuntimeDim(0));
  Type Pair = Row.elementType(); // [2]: constant again
  EXPECT_FALSE(Pair.hasRuntimeDims());
  EXPECT_EQ(Pair.Dims, std::vector<uint64_t>{2});
  // Same constant sizes, one run-time: different types.
  Type C = T;
  C.RtDims = nullptr;
  EXPECT_FALSE(sameType(T, C));
  EXPECT_TRUE(sameType(T, T));
}

} // namespace
