//===- spmd_vmath_sve.cpp - Scalable vector math for SVE (Highway) --------===//
//
// \file
// The `sve` ISA of the vector math library, for length-agnostic SVE code
// (docs/design/sve-vla.md): the functions of spmd_vmath.cpp with scalable
// entry points,
//   extern "C" svfloat32_t __spmd_vm_<fn>_f32(svfloat32_t x[, svfloat32_t y])
//   extern "C" svfloat64_t __spmd_vm_<fn>_f64(svfloat64_t x[, svfloat64_t y])
// which are `<vscale x 4 x float>` / `<vscale x 2 x double>` in LLVM IR.
// Compiled by clang with `-march=armv8-a+sve`, where Highway's static
// target is HWY_SVE and ScalableTag vectors are the ACLE's sizeless types,
// so one bitcode serves every vector length from 128 to 2048 bits.
//
// Same functions, kernels and accurate ranges (spmd_vmath_kernels.h) and
// the same contract as the fixed ISAs: lanes outside a function's accurate
// range are recomputed with libm after the vector code, unless
// SPMDC_VMATH_FAST. What differs is the wrappers: sizeless types cannot be
// GCC vectors, arrays or memcpy'd, so the fix-up stores the vectors into
// buffers of the longest SVE vector (2048 bits: 64 floats) and loops over
// the Lanes(d) = svcntw()/svcntd() lanes present at run time; float
// functions computed in double promote the two halves of the vector in
// registers instead of going through memory.
//
//===----------------------------------------------------------------------===//
#include "spmd_vmath_kernels.h"

#if HWY_TARGET != HWY_SVE && HWY_TARGET != HWY_SVE2
#error                                                                         \
    "spmd_vmath_sve.cpp needs Highway's length-agnostic SVE target (-march=armv8-a+sve)"
#endif

namespace {

using VF = hn::Vec<DF>; // svfloat32_t
using VD = hn::Vec<DD>; // svfloat64_t

/// Lanes of the longest SVE vector (2048 bits) of the narrowest type; the
/// architecture allows no longer vectors, so Lanes(d) never exceeds it.
constexpr size_t MaxLanes = 2048 / 32;

/// \p r with each lane that \p ok leaves out recomputed as \p libm of the
/// same lane of \p args (one or two vectors); \p ok is the vector test of
/// the accurate range, whose all-true case skips everything.
template <class D, class Libm, class... V>
hn::Vec<D> fixLanes(D d, hn::Mask<D> ok, hn::Vec<D> r, Libm libm, V... args) {
#ifndef SPMDC_VMATH_FAST
  // The mask test first, the libm calls behind a branch: libm calls are
  // speculatable without errno, and would otherwise be if-converted into
  // one call per lane on the common path.
  if (__builtin_expect(hn::AllTrue(d, ok), 1))
    return r;
  using T = hn::TFromD<D>;
  const size_t N = hn::Lanes(d);
  T res[MaxLanes], in[sizeof...(V)][MaxLanes], okLane[MaxLanes];
  hn::StoreU(r, d, res);
  hn::StoreU(hn::IfThenElseZero(ok, hn::Set(d, T(1))), d, okLane);
  size_t K = 0;
  ((hn::StoreU(args, d, in[K++])), ...);
  for (size_t I = 0; I < N; ++I)
    if (okLane[I] == T(0)) {
      if constexpr (sizeof...(V) == 1)
        res[I] = libm(in[0][I]);
      else
        res[I] = libm(in[0][I], in[1][I]);
    }
  return hn::LoadU(d, res);
#else
  (void)d, (void)ok, (void)libm, ((void)args, ...);
  return r;
#endif
}

/// A float function computed in double precision: each half of \p x
/// promoted, \p f applied, demoted, and the halves joined again.
template <class F> VF viaDouble(VF x, F f) {
  const DF df;
  const DD dd;
  const DFH dfh; // half a float vector
  VD lo = hn::PromoteTo(dd, hn::LowerHalf(dfh, x));
  VD hi = hn::PromoteTo(dd, hn::UpperHalf(dfh, x));
  return hn::Combine(df, hn::DemoteTo(dfh, f(hi)), hn::DemoteTo(dfh, f(lo)));
}
template <class F> VF viaDouble2(VF y, VF x, F f) {
  const DF df;
  const DD dd;
  const DFH dfh;
  VD ylo = hn::PromoteTo(dd, hn::LowerHalf(dfh, y));
  VD yhi = hn::PromoteTo(dd, hn::UpperHalf(dfh, y));
  VD xlo = hn::PromoteTo(dd, hn::LowerHalf(dfh, x));
  VD xhi = hn::PromoteTo(dd, hn::UpperHalf(dfh, x));
  return hn::Combine(df, hn::DemoteTo(dfh, f(yhi, xhi)),
                     hn::DemoteTo(dfh, f(ylo, xlo)));
}

/// Float exp2 in double precision: exp(x·ln 2), as the fixed ISAs do.
VD exp2InDouble(VD x) {
  const DD d;
  return hn::Exp(d, hn::Mul(x, hn::Set(d, Ln2)));
}

} // namespace

/// The fast library decides C's special cases with vector code (EDGES,
/// spmd_vmath_kernels.h) where the default one calls libm.
#ifdef SPMDC_VMATH_FAST
#define SPMD_VM_EDGES(EDGES, d, x, r, F) EDGES(d, x, r, F)
#else
#define SPMD_VM_EDGES(EDGES, d, x, r, F) r
#endif

#define SPMD_VM_UNARY(NAME, T, V, D, EXPR, OK, LIBM, EDGES)                    \
  extern "C" V __spmd_vm_##NAME(V v) {                                         \
    const D d;                                                                 \
    V r = EXPR;                                                                \
    r = SPMD_VM_EDGES(EDGES, d, v, r, [&](V v) { return EXPR; });              \
    return fixLanes(                                                           \
        d, OK##Vec(d, v), r, [](T a) -> T { return LIBM(a); }, v);             \
  }

SPMD_VM_UNARY(sin_f32, float, VF, DF, hn::Sin(d, v), sinCosOk, std::sin, sinCosEdges)
SPMD_VM_UNARY(cos_f32, float, VF, DF, hn::Cos(d, v), sinCosOk, std::cos, sinCosEdges)
SPMD_VM_UNARY(asin_f32, float, VF, DF, hn::Asin(d, v), unitOk, std::asin, noEdges)
SPMD_VM_UNARY(acos_f32, float, VF, DF, hn::Acos(d, v), unitOk, std::acos, noEdges)
SPMD_VM_UNARY(atan_f32, float, VF, DF, hn::Atan(d, v), atanOk, std::atan, noEdges)
SPMD_VM_UNARY(exp_f32, float, VF, DF, hn::Exp(d, v), expOk, std::exp, expEdges)
SPMD_VM_UNARY(log_f32, float, VF, DF, hn::Log(d, v), logOk, std::log, logEdges)
SPMD_VM_UNARY(log2_f32, float, VF, DF, hn::Log2(d, v), logOk, std::log2, log2Edges)
SPMD_VM_UNARY(tan_f32, float, VF, DF, viaDouble(v, tanD<VD>), sinCosOk,
              std::tan, sinCosEdges)
SPMD_VM_UNARY(exp2_f32, float, VF, DF, viaDouble(v, exp2InDouble), exp2Ok,
              std::exp2, exp2Edges)

SPMD_VM_UNARY(sin_f64, double, VD, DD, hn::Sin(d, v), sinCosOk, std::sin, sinCosEdges)
SPMD_VM_UNARY(cos_f64, double, VD, DD, hn::Cos(d, v), sinCosOk, std::cos, sinCosEdges)
SPMD_VM_UNARY(tan_f64, double, VD, DD, tanD(v), sinCosOk, std::tan, sinCosEdges)
SPMD_VM_UNARY(asin_f64, double, VD, DD, hn::Asin(d, v), unitOk, std::asin, noEdges)
SPMD_VM_UNARY(acos_f64, double, VD, DD, hn::Acos(d, v), unitOk, std::acos, noEdges)
SPMD_VM_UNARY(atan_f64, double, VD, DD, hn::Atan(d, v), atanOk, std::atan, noEdges)
SPMD_VM_UNARY(exp_f64, double, VD, DD, hn::Exp(d, v), expOk, std::exp, expEdges)
SPMD_VM_UNARY(exp2_f64, double, VD, DD, exp2D(v), exp2Ok, std::exp2, exp2Edges)
SPMD_VM_UNARY(log_f64, double, VD, DD, hn::Log(d, v), logOk, std::log, logEdges)
SPMD_VM_UNARY(log2_f64, double, VD, DD, hn::Log2(d, v), logOk, std::log2, log2Edges)

extern "C" VF __spmd_vm_atan2_f32(VF y, VF x) {
  const DF d;
  VF r = viaDouble2(y, x, [](VD b, VD a) { return atan2D(b, a); });
#ifdef SPMDC_VMATH_FAST
  r = atan2Edges(d, y, x, r);
#endif
  return fixLanes(
      d, atan2OkVec(d, y, x), r,
      [](float b, float a) { return std::atan2(b, a); }, y, x);
}

extern "C" VD __spmd_vm_atan2_f64(VD y, VD x) {
  const DD d;
  VD r = atan2D(y, x);
#ifdef SPMDC_VMATH_FAST
  r = atan2Edges(d, y, x, r);
#endif
  return fixLanes(
      d, atan2OkVec(d, y, x), r,
      [](double b, double a) { return std::atan2(b, a); }, y, x);
}

/// Float pow in double: exp(y·log x) (powfFromLog decides underflow,
/// overflow and x = 0); powfOkVec sends what is left (x ≤ 0, NaN) to libm.
extern "C" VF __spmd_vm_pow_f32(VF x, VF y) {
  const DF d;
  VF r = viaDouble2(x, y, [](VD a, VD b) {
    const DD dd;
    return powfFromLog(a, b, hn::Mul(b, hn::Log(dd, a)));
  });
  return fixLanes(
      d, powfOkVec(d, x, y, r), r,
      [](float a, float b) { return std::pow(a, b); }, x, y);
}

// SVE always has FMA, which powD's exact products need.
static_assert(HWY_NATIVE_FMA, "SVE has FMA");
extern "C" VD __spmd_vm_pow_f64(VD x, VD y) {
  const DD d;
  VD r = powD(x, y);
#ifdef SPMDC_VMATH_FAST
  r = powDFastEdges(x, y, r); // no libm fix-up: decide the edges here
#endif
  return fixLanes(
      d, powOkVec(d, x, y, r), r,
      [](double a, double b) { return std::pow(a, b); }, x, y);
}
