//===- MeldAlignTable.h - DARM: the cells of an alignment -------*- C++ -*-===//
//
// The table that alignBlocks (MeldAlign.h) fills to align the N
// instructions of one block against the M of another: each cell holds a
// score per state and a back pointer per state.
//
// Expects: rows visited in order 0..N, each row's columns from lo(I) to
// hi(I) in order; a cell's score read only in its own row or the row before
// (startRow moves on).
// Guarantees: a score outside the rows kept, or outside a row's band,
// reads as NegInf; memory is two rows of scores plus one back pointer
// array per cell filled. Where N x M is over MaxCells (a block pair of
// thousands of instructions: unrolled code, generated kernels), only a
// band around the diagonal is filled -- about MaxCells cells, wide
// enough that (0, 0) reaches (N, M) -- so time and memory stay linear in
// the block sizes instead of growing with their product (sides of 9,000
// instructions took 530 s and 3 GB before; docs/darm.md, "Instruction
// alignment"). The alignment found is then the best one within the band.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDALIGNTABLE_H
#define SPMDC_VECTORIZER_DARM_MELDALIGNTABLE_H

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace spmdc::darm {

class MeldAlignTable {
public:
  static constexpr unsigned NumStates = 5;
  static constexpr double NegInf = -1e30;
  using Cell = std::array<double, NumStates>;
  using Back = std::array<uint8_t, NumStates>;

  MeldAlignTable(size_t N, size_t M, size_t MaxCells) : N(N), M(M) {
    size_t Cells = (N + 1) * (M + 1);
    if (N == 0 || Cells <= MaxCells) {
      Width = M + 1; // every column of every row
    } else {
      // The diagonal moves by at most ceil(M / N) columns a row; a band
      // one column wider on each side keeps consecutive rows connected.
      size_t Step = (M + N - 1) / N;
      size_t Half = std::max(MaxCells / (N + 1) / 2, Step + 1);
      Banded = 2 * Half + 1 < M + 1;
      Width = Banded ? 2 * Half + 1 : M + 1;
      HalfWidth = Half;
    }
    Cell Empty;
    Empty.fill(NegInf);
    Rows[0].assign(M + 1, Empty);
    Rows[1].assign(M + 1, Empty);
    From.assign((N + 1) * Width, Back{});
  }

  /// Whether only a band around the diagonal is filled.
  bool banded() const { return Banded; }
  /// The first and last column of row \p I that are filled.
  size_t lo(size_t I) const {
    if (!Banded)
      return 0;
    size_t C = diagonal(I);
    return C > HalfWidth ? C - HalfWidth : 0;
  }
  size_t hi(size_t I) const {
    return Banded ? std::min(M, diagonal(I) + HalfWidth) : M;
  }

  /// Starts row \p I (0, then each next): the row before stays readable.
  void startRow(size_t I) {
    if (I == 0)
      return;
    std::swap(Rows[0], Rows[1]);
    // Rows[1] held row I - 2: its band reads as NegInf again.
    if (I >= 2) {
      Cell Empty;
      Empty.fill(NegInf);
      for (size_t J = lo(I - 2), E = hi(I - 2); J <= E; ++J)
        Rows[1][J] = Empty;
    }
  }
  /// The scores of cell (current row, \p J) and (row before, \p J).
  Cell &cur(size_t J) { return Rows[1][J]; }
  const Cell &prev(size_t J) const { return Rows[0][J]; }
  /// The back pointers of cell (\p I, \p J), inside row I's band.
  Back &from(size_t I, size_t J) { return From[I * Width + (J - lo(I))]; }

private:
  size_t diagonal(size_t I) const { return N ? I * M / N : 0; }

  size_t N, M;
  size_t Width = 0, HalfWidth = 0;
  bool Banded = false;
  std::array<std::vector<Cell>, 2> Rows; // [0]: row before, [1]: current
  std::vector<Back> From;
};

} // namespace spmdc::darm

#endif
