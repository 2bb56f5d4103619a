//===- MeldDivisionCost.h - DARM: divisions by constants priced -*- C++ -*-===//
//
// Part of DARM's cost model (MeldCost.h). A division or remainder of
// 32-bit lanes by a constant is not a division on x86: the backend expands
// it into a multiply-high (two widening multiplies, a shift of the odd
// lanes and a shuffle to recombine them), a correction add, shifts and the
// rounding fix-up, and a remainder multiplies back and subtracts; a
// remainder by a power of two only compared with 0 is an `and`.
// TargetTransformInfo prices these from a table (skylake-avx512: 6 for
// `sdiv` by 5, 8 for `srem` by 7, 6 for `srem` by 4 compared with 0) where
// the code runs 7, 11 and 1 instructions: pairing the two sides' `% 7`
// saved too little, and an unpaired `y % 4 == 0` cost too much (probe20's
// `calendar`, docs/darm.md "Probe20's missed melds (session 21)"). This
// prices the expansion, each of its instructions as TTI prices a vector
// add on the gang's vector (TTI's haswell prices of the shifts and of the
// 32-bit multiply, 2 and 4, would make avx2's sequences dearer than its
// instructions). Divisions by powers of two otherwise keep TTI's price
// (it counts their shifts), and so does a remainder by another constant
// only compared with 0 (MeldDivisionCost.cpp says why).
//
// Expects: \p I a binary operator of the SPMD IR (scalar per lane), \p VT
//   its gang-wide vector type.
// Guarantees: a pure query. std::nullopt where the rule does not apply (a
//   divisor that is not a constant, or one the partner \p Other does not
//   share -- melded, it is a selected value and a real division; a power
//   of two not only compared with 0; a remainder by another constant only
//   compared with 0; lanes other than i32; targets other than x86, where
//   nothing was measured):
//   TTI's price then stands.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDDIVISIONCOST_H
#define SPMDC_VECTORIZER_DARM_MELDDIVISIONCOST_H

#include <optional>

namespace llvm {
class Instruction;
class TargetTransformInfo;
class Type;
} // namespace llvm

namespace spmdc::darm {

/// What \p I (an sdiv, udiv, srem or urem by a constant) costs as its
/// expansion on \p VT, melded with \p Other when given (the same operation
/// by the same constant, or nullopt).
std::optional<double>
constantDivisionCost(const llvm::Instruction *I, const llvm::Instruction *Other,
                     const llvm::TargetTransformInfo &TTI, llvm::Type *VT);

} // namespace spmdc::darm

#endif
