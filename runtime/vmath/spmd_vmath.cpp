//===- spmd_vmath.cpp - Vector math for spmdc kernels (Highway) -----------===//
//
// \file
// Compiled by clang at spmdc's build time into LLVM bitcode, once per ISA at
// that ISA's native register width (runtime/vmath/CMakeLists.txt), and
// linked into the modules spmdc compiles (vectorizer/VectorMath.h), where it
// inlines into the kernels. Never linked into a program as such.
//
// Every function is `extern "C" V __spmd_vm_<fn>_<f32|f64>(V x[, V y])`
// where V is a GCC vector of the native width (HWY_MAX_BYTES), computed
// with Highway's hwy/contrib/math on its static target:
//   - sin cos asin acos atan exp log log2: Highway's functions;
//   - tan, atan2, pow and exp2, which Highway 1.0.3 lacks, are built on its
//     primitives: float versions in double precision (tan = sin/cos,
//     atan2 = atan(y/x) plus the quadrant, pow = exp(y·log x),
//     exp2 = exp(x·ln 2)); the double tan/atan2 the same way in double;
//     double exp2 as 2ⁿ·exp(f·ln 2) with n = round(x), |f| ≤ 1/2;
//     double pow as exp(y·log x) with log x and the product carried in
//     double-double (powD in spmd_vmath_kernels.h; targets with FMA only, else
//     libm): exp(y·log x) in plain double loses up to hundreds of ULP, since
//     y·log x reaches ±709.
// Lanes outside a function's accurate range (and NaN/inf/zero where the
// Highway code does not handle them) are recomputed with libm, one by
// one, after the vector code — so every result is within Highway's error
// bound or libm's. SPMDC_VMATH_FAST drops that fix-up (--math-lib=fast).
//
//===----------------------------------------------------------------------===//
#include "spmd_vmath_kernels.h"

#include <cstring>

namespace {

constexpr size_t NF = HWY_LANES(float);
constexpr size_t ND = HWY_LANES(double);
typedef float VF __attribute__((vector_size(HWY_MAX_BYTES)));
typedef double VD __attribute__((vector_size(HWY_MAX_BYTES)));

/// Lanes of \p out whose input fails \p Ok get \p Libm of the input;
/// \p allOk (the vector test of every lane) skips that on the common path.
template <class T, size_t N, class Ok, class Libm>
void fixUnary(bool allOk, const T *x, T *out, Ok ok, Libm libm) {
#ifndef SPMDC_VMATH_FAST
  // First the test of every lane, then (rarely) the libm calls: libm calls
  // are speculatable without errno, and would otherwise be if-converted
  // into one call per lane on the common path.
  if (__builtin_expect(allOk, 1))
    return;
  for (size_t i = 0; i < N; ++i)
    if (!ok(x[i]))
      out[i] = libm(x[i]);
#else
  (void)allOk, (void)x, (void)out, (void)ok, (void)libm;
#endif
}
template <class T, size_t N, class Ok, class Libm>
void fixBinary(bool allOk, const T *x, const T *y, T *out, Ok ok, Libm libm) {
#ifndef SPMDC_VMATH_FAST
  if (__builtin_expect(allOk, 1))
    return;
  for (size_t i = 0; i < N; ++i)
    if (!ok(x[i], y[i]))
      out[i] = libm(x[i], y[i]);
#else
  (void)allOk, (void)x, (void)y, (void)out, (void)ok, (void)libm;
#endif
}

/// A float function computed in double precision, ND lanes at a time.
template <class F> VF viaDouble(VF xin, F f) {
  const DD dd;
  const DFH dfh;
  float x[NF], r[NF];
  std::memcpy(x, &xin, sizeof x);
  for (size_t i = 0; i < NF; i += ND)
    hn::StoreU(hn::DemoteTo(dfh, f(hn::PromoteTo(dd, hn::LoadU(dfh, x + i)))),
               dfh, r + i);
  VF out;
  std::memcpy(&out, r, sizeof out);
  return out;
}
template <class F> VF viaDouble2(VF yin, VF xin, F f) {
  const DD dd;
  const DFH dfh;
  float y[NF], x[NF], r[NF];
  std::memcpy(y, &yin, sizeof y);
  std::memcpy(x, &xin, sizeof x);
  for (size_t i = 0; i < NF; i += ND)
    hn::StoreU(hn::DemoteTo(dfh, f(hn::PromoteTo(dd, hn::LoadU(dfh, y + i)),
                                   hn::PromoteTo(dd, hn::LoadU(dfh, x + i)))),
               dfh, r + i);
  VF out;
  std::memcpy(&out, r, sizeof out);
  return out;
}

} // namespace

/// The fast library decides C's special cases with vector code (EDGES,
/// spmd_vmath_kernels.h) where the default one calls libm.
#ifdef SPMDC_VMATH_FAST
#define SPMD_VM_EDGES(EDGES, D, x, r, F) r = EDGES(D(), x, r, F)
#else
#define SPMD_VM_EDGES(EDGES, D, x, r, F) (void)0
#endif

#define SPMD_VM_UNARY(NAME, T, V, D, N, EXPR, OK, LIBM, EDGES)                 \
  extern "C" V __spmd_vm_##NAME(V xin) {                                       \
    const D d;                                                                 \
    T x[N], r[N];                                                              \
    std::memcpy(x, &xin, sizeof x);                                            \
    auto v = hn::LoadU(d, x);                                                  \
    auto rv = EXPR;                                                            \
    SPMD_VM_EDGES(EDGES, D, v, rv, [&](decltype(v) v) { return EXPR; });       \
    hn::StoreU(rv, d, r);                                                      \
    fixUnary<T, N>(hn::AllTrue(d, OK##Vec(d, v)), x, r,                         \
                   [](T a) { return OK(a); },                                  \
                   [](T a) -> T { return LIBM(a); });                          \
    V out;                                                                     \
    std::memcpy(&out, r, sizeof out);                                          \
    return out;                                                                \
  }

SPMD_VM_UNARY(sin_f32, float, VF, DF, NF, hn::Sin(d, v), sinCosOk, std::sin, sinCosEdges)
SPMD_VM_UNARY(cos_f32, float, VF, DF, NF, hn::Cos(d, v), sinCosOk, std::cos, sinCosEdges)
SPMD_VM_UNARY(asin_f32, float, VF, DF, NF, hn::Asin(d, v), unitOk, std::asin, noEdges)
SPMD_VM_UNARY(acos_f32, float, VF, DF, NF, hn::Acos(d, v), unitOk, std::acos, noEdges)
SPMD_VM_UNARY(atan_f32, float, VF, DF, NF, hn::Atan(d, v), atanOk, std::atan, noEdges)
SPMD_VM_UNARY(exp_f32, float, VF, DF, NF, hn::Exp(d, v), expOk, std::exp, expEdges)
SPMD_VM_UNARY(log_f32, float, VF, DF, NF, hn::Log(d, v), logOk, std::log, logEdges)
SPMD_VM_UNARY(log2_f32, float, VF, DF, NF, hn::Log2(d, v), logOk, std::log2, log2Edges)

SPMD_VM_UNARY(sin_f64, double, VD, DD, ND, hn::Sin(d, v), sinCosOk, std::sin, sinCosEdges)
SPMD_VM_UNARY(cos_f64, double, VD, DD, ND, hn::Cos(d, v), sinCosOk, std::cos, sinCosEdges)
SPMD_VM_UNARY(tan_f64, double, VD, DD, ND, tanD(v), sinCosOk, std::tan, sinCosEdges)
SPMD_VM_UNARY(asin_f64, double, VD, DD, ND, hn::Asin(d, v), unitOk, std::asin, noEdges)
SPMD_VM_UNARY(acos_f64, double, VD, DD, ND, hn::Acos(d, v), unitOk, std::acos, noEdges)
SPMD_VM_UNARY(atan_f64, double, VD, DD, ND, hn::Atan(d, v), atanOk, std::atan, noEdges)
SPMD_VM_UNARY(exp_f64, double, VD, DD, ND, hn::Exp(d, v), expOk, std::exp, expEdges)
SPMD_VM_UNARY(exp2_f64, double, VD, DD, ND, exp2D(v), exp2Ok, std::exp2, exp2Edges)
SPMD_VM_UNARY(log_f64, double, VD, DD, ND, hn::Log(d, v), logOk, std::log, logEdges)
SPMD_VM_UNARY(log2_f64, double, VD, DD, ND, hn::Log2(d, v), logOk, std::log2, log2Edges)

/// A float vector \p xin through \p f (VF to VF) as a Highway vector.
template <class F> hn::Vec<DF> onVF(hn::Vec<DF> v, F f) {
  const DF d;
  float a[NF];
  hn::StoreU(v, d, a);
  VF in, out;
  std::memcpy(&in, a, sizeof in);
  out = f(in);
  std::memcpy(a, &out, sizeof a);
  return hn::LoadU(d, a);
}

extern "C" VF __spmd_vm_tan_f32(VF xin) {
  VF out = viaDouble(xin, [](auto x) { return tanD(x); });
  float x[NF], r[NF];
  std::memcpy(x, &xin, sizeof x);
  std::memcpy(r, &out, sizeof r);
  const DF d;
#ifdef SPMDC_VMATH_FAST
  hn::StoreU(sinCosEdges(d, hn::LoadU(d, x), hn::LoadU(d, r),
                         [](hn::Vec<DF> v) {
                           return onVF(v, [](VF a) {
                             return viaDouble(a, [](auto t) { return tanD(t); });
                           });
                         }),
             d, r);
#endif
  fixUnary<float, NF>(hn::AllTrue(d, sinCosOkVec(d, hn::LoadU(d, x))), x, r,
                      [](float a) { return sinCosOk(a); },
                      [](float a) { return std::tan(a); });
  std::memcpy(&out, r, sizeof out);
  return out;
}

extern "C" VF __spmd_vm_exp2_f32(VF xin) {
  VF out = viaDouble(xin, [](auto x) {
    const DD d;
    return hn::Exp(d, hn::Mul(x, hn::Set(d, Ln2)));
  });
  float x[NF], r[NF];
  std::memcpy(x, &xin, sizeof x);
  std::memcpy(r, &out, sizeof r);
  const DF d;
#ifdef SPMDC_VMATH_FAST
  hn::StoreU(exp2Edges(d, hn::LoadU(d, x), hn::LoadU(d, r),
                       [](hn::Vec<DF> v) {
                         return onVF(v, [](VF a) {
                           return viaDouble(a, [](auto t) {
                             const DD dd;
                             return hn::Exp(dd, hn::Mul(t, hn::Set(dd, Ln2)));
                           });
                         });
                       }),
             d, r);
#endif
  fixUnary<float, NF>(hn::AllTrue(d, exp2OkVec(d, hn::LoadU(d, x))), x, r,
                      [](float a) { return exp2Ok(a); },
                      [](float a) { return std::exp2(a); });
  std::memcpy(&out, r, sizeof out);
  return out;
}

extern "C" VF __spmd_vm_atan2_f32(VF yin, VF xin) {
  VF out = viaDouble2(yin, xin, [](auto y, auto x) { return atan2D(y, x); });
  float y[NF], x[NF], r[NF];
  std::memcpy(y, &yin, sizeof y);
  std::memcpy(x, &xin, sizeof x);
  std::memcpy(r, &out, sizeof r);
  const DF d;
#ifdef SPMDC_VMATH_FAST
  hn::StoreU(atan2Edges(d, hn::LoadU(d, y), hn::LoadU(d, x), hn::LoadU(d, r)), d, r);
#endif
  fixBinary<float, NF>(hn::AllTrue(d, atan2OkVec(d, hn::LoadU(d, y), hn::LoadU(d, x))), y, x, r,
                       [](float a, float b) { return atan2Ok(a, b); },
                       [](float a, float b) { return std::atan2(a, b); });
  std::memcpy(&out, r, sizeof out);
  return out;
}

extern "C" VD __spmd_vm_atan2_f64(VD yin, VD xin) {
  const DD d;
  double y[ND], x[ND], r[ND];
  std::memcpy(y, &yin, sizeof y);
  std::memcpy(x, &xin, sizeof x);
  hn::StoreU(atan2D(hn::LoadU(d, y), hn::LoadU(d, x)), d, r);
#ifdef SPMDC_VMATH_FAST
  hn::StoreU(atan2Edges(d, hn::LoadU(d, y), hn::LoadU(d, x), hn::LoadU(d, r)), d, r);
#endif
  fixBinary<double, ND>(hn::AllTrue(d, atan2OkVec(d, hn::LoadU(d, y), hn::LoadU(d, x))), y, x, r,
                        [](double a, double b) { return atan2Ok(a, b); },
                        [](double a, double b) { return std::atan2(a, b); });
  VD out;
  std::memcpy(&out, r, sizeof out);
  return out;
}

extern "C" VF __spmd_vm_pow_f32(VF xin, VF yin) {
  VF out = viaDouble2(xin, yin, [](auto x, auto y) {
    const DD d;
    return powfFromLog(x, y, hn::Mul(y, hn::Log(d, x)));
  });
#ifndef SPMDC_VMATH_FAST
  float x[NF], y[NF], r[NF];
  std::memcpy(x, &xin, sizeof x);
  std::memcpy(y, &yin, sizeof y);
  std::memcpy(r, &out, sizeof r);
  const DF d;
  if (__builtin_expect(hn::AllTrue(d, powfOkVec(d, hn::LoadU(d, x), hn::LoadU(d, y),
                                              hn::LoadU(d, r))),
                       1))
    return out;
  for (size_t i = 0; i < NF; ++i)
    if (!powfOk(x[i], y[i], r[i]))
      r[i] = std::pow(x[i], y[i]);
  std::memcpy(&out, r, sizeof out);
#endif
  return out;
}

#if HWY_NATIVE_FMA
// Only where an FMA gives powD's exact products. On sse4 (x86-64-v2, no
// FMA, two doubles per vector) a version with Dekker's products measured
// 6× slower than glibc's pow (65 vs 11 ns per element), so double pow stays
// libm there: the vector-math step calls libm for what the library lacks.
extern "C" VD __spmd_vm_pow_f64(VD xin, VD yin) {
  const DD d;
  double x[ND], y[ND], r[ND];
  std::memcpy(x, &xin, sizeof x);
  std::memcpy(y, &yin, sizeof y);
  auto vr = powD(hn::LoadU(d, x), hn::LoadU(d, y));
  hn::StoreU(vr, d, r);
#ifndef SPMDC_VMATH_FAST
  if (!__builtin_expect(
          hn::AllTrue(d, powOkVec(d, hn::LoadU(d, x), hn::LoadU(d, y), vr)), 1))
    for (size_t i = 0; i < ND; ++i)
      if (!powOk(x[i], y[i], r[i]))
        r[i] = std::pow(x[i], y[i]);
#else
  hn::StoreU(powDFastEdges(hn::LoadU(d, x), hn::LoadU(d, y), vr), d, r);
#endif
  VD out;
  std::memcpy(&out, r, sizeof out);
  return out;
}
#endif
