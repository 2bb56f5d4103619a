//===- MeldAlignTableTest.cpp - DARM: the cells of an alignment -----------===//
//
// MeldAlignTable (MeldAlignTable.h) must fill every cell of a table within
// its limit, and above it a band that holds (0, 0) and (N, M) and in which
// every row's band starts at or before the last column of the row
// before (a path of gaps exists); scores outside the band and of rows no
// longer kept read as NegInf.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldAlignTable.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <tuple>

using namespace spmdc::darm;

namespace {

TEST(MeldAlignTableTest, SmallTableIsWhole) {
  MeldAlignTable T(10, 20, 1000);
  EXPECT_FALSE(T.banded());
  for (size_t I = 0; I <= 10; ++I) {
    EXPECT_EQ(T.lo(I), 0u);
    EXPECT_EQ(T.hi(I), 20u);
  }
}

TEST(MeldAlignTableTest, EmptySideIsWhole) {
  MeldAlignTable T(0, 5000, 16);
  EXPECT_FALSE(T.banded());
  EXPECT_EQ(T.hi(0), 5000u);
}

// The band of every shape stays connected and within its limit's order.
TEST(MeldAlignTableTest, BandConnectsCorners) {
  for (auto [N, M, Max] :
       {std::tuple<size_t, size_t, size_t>{1000, 1000, 10000},
        {9000, 9000, 1u << 20},
        {10, 100000, 1000},
        {100000, 10, 1000},
        {3000, 7, 64},
        {7, 3000, 64},
        {500, 1500, 20000}}) {
    MeldAlignTable T(N, M, Max);
    ASSERT_TRUE(T.banded()) << N << "x" << M;
    EXPECT_EQ(T.lo(0), 0u);
    EXPECT_EQ(T.hi(N), M);
    size_t Filled = 0;
    for (size_t I = 0; I <= N; ++I) {
      ASSERT_LE(T.lo(I), T.hi(I));
      Filled += T.hi(I) - T.lo(I) + 1;
      if (I) {
        // (I, lo(I)) is reached from (I - 1, lo(I)) by a gap, which needs
        // no match: a band that only touched the row above diagonally
        // would leave the end unreachable where nothing matches.
        EXPECT_LE(T.lo(I - 1), T.lo(I));
        EXPECT_LE(T.lo(I), T.hi(I - 1)) << N << "x" << M << " row " << I;
        EXPECT_LE(T.hi(I - 1), T.hi(I));
      }
    }
    // About the limit, or a band just wide enough for the shape.
    size_t Step = (M + N - 1) / N;
    EXPECT_LE(Filled, std::max(Max, (N + 1) * (2 * Step + 3)) + M + 1)
        << N << "x" << M;
  }
}

TEST(MeldAlignTableTest, ScoresOutsideTheKeptRowsAreNegInf) {
  MeldAlignTable T(300, 300, 3000);
  ASSERT_TRUE(T.banded());
  for (size_t I = 0; I <= 300; ++I) {
    T.startRow(I);
    for (size_t J = 0; J <= 300; ++J) {
      // Before the row is written, every cell of it reads as NegInf.
      EXPECT_EQ(T.cur(J)[0], MeldAlignTable::NegInf) << I << "," << J;
      bool PrevInBand = I && J >= T.lo(I - 1) && J <= T.hi(I - 1);
      EXPECT_EQ(T.prev(J)[2], PrevInBand ? double(I - 1 + J)
                                         : MeldAlignTable::NegInf)
          << I << "," << J;
    }
    for (size_t J = T.lo(I); J <= T.hi(I); ++J) {
      T.cur(J).fill(double(I + J));
      T.from(I, J)[0] = uint8_t(J & 0x7f);
    }
  }
  // Back pointers of every row stay.
  for (size_t I = 0; I <= 300; I += 37)
    for (size_t J = T.lo(I); J <= T.hi(I); ++J)
      EXPECT_EQ(T.from(I, J)[0], uint8_t(J & 0x7f));
}

} // namespace
