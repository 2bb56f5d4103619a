//===- ShapeLatticeTest.cpp - Laws of the shape lattice -------------------===//
#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"

#include <gtest/gtest.h>
#include <vector>

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

// The whole lattice, with the bottom and symbolic strides. The Sym values
// only serve as identities here.
struct Lattice {
  llvm::LLVMContext Ctx;
  llvm::Value *N = llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), 7);
  llvm::Value *M = llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), 9);
  std::vector<Shape> All() const {
    return {Shape::undef(),          U, A1, A3, Shape::affine(-4), V,
            Shape::symbolic(N, 1),   Shape::symbolic(N, 4),
            Shape::symbolic(M, 1)};
  }
};

TEST(ShapeLattice, MeetLaws) {
  Lattice L;
  auto All = L.All();
  for (const Shape &A : All) {
    EXPECT_EQ(Shape::join(A, A), A);                       // idempotent
    EXPECT_EQ(Shape::join(A, Shape::undef()), A);          // undef: neutral
    EXPECT_EQ(Shape::join(A, V), V);                       // varying: top
    for (const Shape &B : All) {
      EXPECT_EQ(Shape::join(A, B), Shape::join(B, A));     // commutative
      EXPECT_TRUE(Shape::leq(A, Shape::join(A, B)));       // upper bound
      for (const Shape &C : All)                           // associative
        EXPECT_EQ(Shape::join(Shape::join(A, B), C),
                  Shape::join(A, Shape::join(B, C)));
    }
  }
}

TEST(ShapeLattice, TransferFunctionsAreMonotone) {
  Lattice L;
  auto All = L.All();
  for (const Shape &A : All)
    for (const Shape &A2 : All) {
      if (!Shape::leq(A, A2))
        continue;
      for (const Shape &B : All) {
        EXPECT_TRUE(Shape::leq(Shape::add(A, B), Shape::add(A2, B)));
        EXPECT_TRUE(Shape::leq(Shape::add(B, A), Shape::add(B, A2)));
        EXPECT_TRUE(Shape::leq(Shape::sub(A, B), Shape::sub(A2, B)));
        EXPECT_TRUE(Shape::leq(Shape::sub(B, A), Shape::sub(B, A2)));
      }
      for (int64_t C : {-3, 0, 1, 4})
        EXPECT_TRUE(Shape::leq(Shape::scale(A, C), Shape::scale(A2, C)));
      EXPECT_TRUE(Shape::leq(Shape::scaleBy(A, L.N), Shape::scaleBy(A2, L.N)));
    }
}

TEST(ShapeLattice, SymbolicStrides) {
  Lattice L;
  Shape S1 = Shape::symbolic(L.N, 1);
  EXPECT_TRUE(S1.isSymbolic());
  EXPECT_FALSE(S1.isAffine());
  EXPECT_FALSE(S1.isUniform());
  EXPECT_EQ(Shape::scaleBy(A3, L.N), Shape::symbolic(L.N, 3));
  EXPECT_EQ(Shape::scaleBy(U, L.N), U);
  EXPECT_EQ(Shape::scaleBy(S1, L.N), V);                  // n * n
  EXPECT_EQ(Shape::scale(S1, 4), Shape::symbolic(L.N, 4)); // GEP scaling
  EXPECT_EQ(Shape::add(S1, U), S1);
  EXPECT_EQ(Shape::add(S1, S1), Shape::symbolic(L.N, 2));
  EXPECT_EQ(Shape::sub(S1, S1), U);
  EXPECT_EQ(Shape::add(S1, A1), V); // symbolic + constant stride
  EXPECT_EQ(Shape::add(S1, Shape::symbolic(L.M, 1)), V);
  EXPECT_EQ(Shape::join(S1, Shape::symbolic(L.N, 4)), V);
}

TEST(ShapeLattice, Printing) {
  EXPECT_EQ(U.str(), "uniform");
  EXPECT_EQ(A3.str(), "affine(stride=3)");
  EXPECT_EQ(Shape::affine(-8).str(true), "affine(stride=-8 bytes)");
  EXPECT_EQ(V.str(), "varying");
  EXPECT_EQ(Shape::undef().str(), "undef");
  Lattice L;
  EXPECT_EQ(Shape::symbolic(L.N, 1).str(), "affine(stride=7)");
  EXPECT_EQ(Shape::symbolic(L.N, 4).str(true), "affine(stride=4*7 bytes)");
}

// Alignment of the base is part of the lattice: equal strides with
// different BaseTZ are ordered (more known zero bits is lower).
bool same(const Shape &A, const Shape &B) {
  return A == B && (A.Undef || A.Varying || A.BaseTZ == B.BaseTZ);
}

TEST(ShapeLattice, AlignmentLaws) {
  Lattice L;
  std::vector<Shape> All = L.All();
  for (unsigned TZ : {2u, 4u, Shape::KnownZeroBase}) {
    All.push_back(U.withBaseTZ(TZ));
    All.push_back(A1.withBaseTZ(TZ));
    All.push_back(Shape::symbolic(L.N, 4).withBaseTZ(TZ));
  }
  for (const Shape &A : All)
    for (const Shape &B : All) {
      EXPECT_TRUE(same(Shape::join(A, B), Shape::join(B, A)));
      EXPECT_TRUE(Shape::leq(A, Shape::join(A, B)));
      EXPECT_TRUE(Shape::leq(B, Shape::join(A, B)));
      for (const Shape &C : All)
        EXPECT_TRUE(same(Shape::join(Shape::join(A, B), C),
                         Shape::join(A, Shape::join(B, C))));
    }
  for (const Shape &A : All)
    for (const Shape &A2 : All) {
      if (!Shape::leq(A, A2))
        continue;
      for (const Shape &B : All) {
        EXPECT_TRUE(Shape::leq(Shape::add(A, B), Shape::add(A2, B)));
        EXPECT_TRUE(Shape::leq(Shape::sub(B, A), Shape::sub(B, A2)));
      }
      for (int64_t C : {-3, 0, 1, 4, 12})
        EXPECT_TRUE(Shape::leq(Shape::scale(A, C), Shape::scale(A2, C)));
      for (unsigned UTZ : {0u, 3u})
        EXPECT_TRUE(Shape::leq(Shape::scaleBy(A, L.N, UTZ),
                               Shape::scaleBy(A2, L.N, UTZ)));
    }
}

TEST(ShapeLattice, AlignmentTransfer) {
  Shape B16 = A1.withBaseTZ(4);
  EXPECT_EQ(Shape::join(B16, A1.withBaseTZ(2)).BaseTZ, 2);
  EXPECT_FALSE(Shape::leq(A1, B16)); // less known is higher
  EXPECT_TRUE(Shape::leq(B16, A1));
  EXPECT_EQ(Shape::add(B16, U.withBaseTZ(6)).BaseTZ, 4);
  EXPECT_EQ(Shape::scale(B16, 12).BaseTZ, 6);                // 16·4
  EXPECT_EQ(Shape::scale(B16, 0).BaseTZ, Shape::KnownZeroBase); // b·0 = 0
  EXPECT_EQ(Shape::scale(A1.withBaseTZ(Shape::KnownZeroBase), 3).BaseTZ,
            Shape::KnownZeroBase);
  Lattice L;
  EXPECT_EQ(Shape::scaleBy(B16, L.N, 3).BaseTZ, 7);
  // Every lane of 8·lane + 16·k is a multiple of 8.
  EXPECT_EQ(Shape::affine(8).withBaseTZ(4).laneTZ(), 3u);
  EXPECT_EQ(Shape::affine(8).withBaseTZ(4).str(), "affine(stride=8) base%16==0");
  EXPECT_EQ(A1.withBaseTZ(Shape::KnownZeroBase).str(),
            "affine(stride=1) base==0");
}

} // namespace
