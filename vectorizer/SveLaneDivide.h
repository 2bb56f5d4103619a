//===- SveLaneDivide.h - Division by the scalable lane count ----*- C++ -*-===//
//
// \file
// sve-lane-divide: on a scalable gang (`-target sve`: programCount is
// `vscale × 4`, a run-time value) `x % programCount`, `i / programCount`
// and `(programIndex + k) % programCount` are divisions by a value only
// known to be a power of two. LLVM's InstCombine turns a scalar `urem` /
// `udiv` by a known power of two into an `and` / a shift, but keeps a
// signed `srem` / `sdiv` unless it proves the dividend non-negative, and
// keeps every vector form: the widener's divisor is `splat(W)`, or
// `select(mask, splat(W), 1)` under a mask, which ValueTracking does not
// see through. The AArch64 backend then emits `sdiv w`/`sdiv z` (and for
// 8- and 16-bit lanes unpacks to 32-bit divides), where a fixed gang gets
// a shift.
//
// The pass rewrites `sdiv`, `srem`, `udiv` and `urem` whose divisor is, in
// every lane, a positive power of two that is not a compile-time constant
// (the backend already expands constants) into the exact shift sequence,
// with d the divisor, k = log2 d and n the bit width:
//   udiv x, d  ->  lshr x, k          urem x, d  ->  and x, d - 1
//   t = x + (ashr(x, n - 1) & (d - 1))   (adds d - 1 to negative x only)
//   sdiv x, d  ->  ashr t, k          srem x, d  ->  x - (t & ~(d - 1))
// which truncates toward zero and gives the remainder the dividend's sign;
// INT_MIN cannot overflow (t >= INT_MIN, and d - 1 is at most INT_MAX).
// `sdiv exact` is one `ashr exact`; a dividend known non-negative gets the
// unsigned forms. A divisor qualifies when it is built from scalars
// computed from `llvm.vscale` that ValueTracking knows are powers of two
// (vscale under vscale_range, shifts and products of it, `programCount *
// 2`; a truncation of one that fits) through splats, selects and phis, or
// from power-of-two constants. A phi qualifies when every value entering
// it does, where the phi itself, or a phi of the same cycle, counts as one
// (a loop carrying the divisor: `for (s = programCount; ...; s *= 2)`, or
// `w` reassigned to `programCount * 4` in some iterations), provided one of
// them comes from vscale; steps that keep a power of two one (`shl`/`mul`
// by a power of two without wrapping, `lshr`/`udiv`/`sdiv exact`) are
// recognised on the way around. Other run-time powers of two (`1 << k`)
// are left alone; for signed
// division each must also be known non-negative (`(int8)(programCount *
// 2)` is -128 at 2048 bits and stays a division). log2 and d - 1 are
// computed once per scalar, right after its definition, so they sit with
// it outside loops; selects, splats and phis of them are rebuilt beside the
// originals (a phi's parts are phis in its block).
//
// Expects: simplified IR; spmdc runs it at the VectorizerStart point of
// LLVM's optimization pipeline (the `optimize` step): the uniform
// variables holding programCount are promoted and `programCount * 2`
// folded, while the loop vectorizer (which would widen a uniform loop's
// division) and DivRemPairs (which freezes both operands of a `/`-`%`
// pair) have not run yet; InstCombine, LICM and CSE run after it.
// Guarantees: the same values wherever the division was defined. Only
// divisions by values computed from vscale in functions with a
// `vscale_range` whose maximum is not its minimum change. The fixed-length
// SVE functions (the fallback `f_sve_128`, the `sve-multi` variants) have
// such a range too, but their programCount is a constant, left to the
// backend; other targets have no vscale: fixed targets are untouched.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_SVELANEDIVIDE_H
#define SPMDC_VECTORIZER_SVELANEDIVIDE_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Rewrites the divisions of \p F by run-time powers of two when F is
/// compiled for a scalable gang. Returns true if F changed.
bool rewriteLaneCountDivisions(llvm::Function &F);

struct SveLaneDividePass : llvm::PassInfoMixin<SveLaneDividePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace spmdc

#endif
