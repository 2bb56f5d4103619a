//===- SveTruncShuffles.h - Vector truncations as shuffles for SVE -*- C++ -*-===//
//
// \file
// sve-trunc-shuffles: a workaround for LLVM 22's AArch64 instruction
// selection. In a function compiled with fixed-length SVE vectors (`+sve`
// and vscale_range with a minimum of 2 or more, the 256- to 2048-bit
// variants of `-target sve` and the `sve-N` targets), a vector `trunc`
// whose narrow result feeds `and` or `lshr` with a constant and then a
// `zext` (`zext (and (trunc <8 x i32> %x to <8 x i8>), 1) to <8 x i64>`)
// makes the DAG combiner build nodes that no pattern selects ("Cannot
// select: v8i16 = AArch64ISD::NVCAST", "v16i8 = bitcast (v8i32
// extract_subvector ...)"): spmdc crashed in code generation. InstCombine
// creates such chains from ordinary source (`12u % ((x & 7u) | 1u)`
// narrowed to i8), so they cannot be avoided earlier.
//
// The pass rewrites each such truncation as what it is on a little-endian
// target: a bitcast to a vector of the narrow type with R = (wide bits /
// narrow bits) times as many elements, and a shuffle that takes every R-th
// element (the low part of each wide element). The DAG then lowers a
// shuffle, which selects (UZP1 chains, the same instructions the
// truncation would have used). A truncation to i1 (which fails the same
// way after a strided load's shuffle) becomes `icmp ne (and x, 1), 0`, and
// a conversion from floating point to a narrower integer (`fptoui <8 x
// float> to <8 x i8>`, which fails too) converts to the integer as wide as
// the float and takes its low bits the same way. A `zext` of 8- or 16-bit
// elements (a masked gather of bytes widened to 64 bits fails too: the DAG
// folds the extension into the gather) becomes a shuffle with a zero vector
// and a bitcast; wider sources (i32 indices) and i1 stay `zext`. Bytes
// widened to 16 bits in at most 128 bits (`<8 x i16>` from a byte gather
// fails even as that shuffle) go through 32-bit elements and their low
// halves.
// Reproducers: tests/lit/codegen/sve-isel-*.ll.
//
// Expects: optimized IR just before code generation. Guarantees: the same
// values; functions without fixed-length SVE, scalars, truncations to
// other non-power-of-two element types, and big-endian layouts are left
// alone.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_SVETRUNCSHUFFLES_H
#define SPMDC_VECTORIZER_SVETRUNCSHUFFLES_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

/// True when \p F is compiled for SVE with a minimum vscale of 2 or more:
/// its fixed-length vectors wider than 128 bits live in SVE registers.
bool usesFixedLengthSve(const llvm::Function &F);

/// Rewrites the vector truncations of \p F when F uses fixed-length SVE.
/// Returns true if F changed.
bool rewriteSveTruncations(llvm::Function &F);

struct SveTruncShufflesPass : llvm::PassInfoMixin<SveTruncShufflesPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace spmdc

#endif
