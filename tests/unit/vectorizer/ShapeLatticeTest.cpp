//===- ShapeLatticeTest.cpp - Laws of the shape lattice -------------------===//
#include "vectorizer/analysis/ShapeAnalysis.h"

#include <gtest/gtest.h>

using spmdc::Shape;

namespace {

const Shape U = Shape::uniform();
const Shape A1 = Shape::affine(1, true, true);
const Shape A3 = Shape::affine(3);
const Shape V = Shape::varying();

TEST(ShapeLattice, Predicates) {
  EXPECT_TRUE(U.isUniform());
  EXPECT_TRUE(U.isAffine());
  EXPECT_FALSE(U.isStrided());
  EXPECT_TRUE(A1.isStrided());
  EXPECT_FALSE(A1.isUniform());
  EXPECT_FALSE(V.isAffine());
}

TEST(ShapeLattice, JoinIsIdempotentCommutativeAndVaryingIsTop) {
  for (const Shape &S : {U, A1, A3, V}) {
    EXPECT_EQ(Shape::join(S, S), S);
    EXPECT_EQ(Shape::join(S, V), V);
    for (const Shape &T : {U, A1, A3, V})
      EXPECT_EQ(Shape::join(S, T), Shape::join(T, S));
  }
  EXPECT_EQ(Shape::join(U, A1), V);
  EXPECT_EQ(Shape::join(A1, A3), V);
}

TEST(ShapeLattice, UniformIsTheNeutralElementOfAdd) {
  for (const Shape &S : {U, A1, A3, V})
    EXPECT_EQ(Shape::add(S, U), S);
  EXPECT_EQ(Shape::add(A1, A3).Stride, 4);
  EXPECT_EQ(Shape::sub(A1, A3).Stride, -2);
  EXPECT_EQ(Shape::sub(A1, A1), U); // lane - lane: stride 0
  EXPECT_EQ(Shape::add(A1, V), V);
}

TEST(ShapeLattice, ScaleDistributesOverAdd) {
  for (int64_t C : {-4, 0, 1, 7})
    EXPECT_EQ(Shape::scale(Shape::add(A1, A3), C),
              Shape::add(Shape::scale(A1, C), Shape::scale(A3, C)));
  EXPECT_EQ(Shape::scale(A3, 0), U);
  EXPECT_EQ(Shape::scale(V, 2), V);
}

TEST(ShapeLattice, OverflowingStridesAreVarying) {
  Shape Big = Shape::affine(INT64_MAX / 2 + 1);
  EXPECT_EQ(Shape::scale(Big, 2), V);
  EXPECT_EQ(Shape::add(Big, Big), V);
}

TEST(ShapeLattice, WrapFlags) {
  EXPECT_TRUE(A1.NoSignedWrap);
  EXPECT_FALSE(A3.NoSignedWrap);
  EXPECT_FALSE(Shape::add(A1, A3).NoSignedWrap);
  EXPECT_TRUE(Shape::add(A1, U).NoSignedWrap);
  EXPECT_FALSE(Shape::scale(A1, -1).NoUnsignedWrap);
}

TEST(ShapeLattice, Printing) {
  EXPECT_EQ(U.str(), "uniform");
  EXPECT_EQ(A3.str(), "affine(stride=3)");
  EXPECT_EQ(Shape::affine(-8).str(true), "affine(stride=-8 bytes)");
  EXPECT_EQ(V.str(), "varying");
}

} // namespace
