//===- spmd_vmath_kernels.h - Vector math kernels of every ISA -*- C++ -*-===//
//
// \file
// The part of the vector math library that does not depend on how an ISA's
// entry points pass vectors: the accurate ranges of the vector code (one
// test per lane and one per vector) and the kernels built on Highway's
// primitives (tan, atan2, exp2, double pow). Included by the fixed-width
// wrappers (spmd_vmath.cpp) and the scalable SVE ones (spmd_vmath_sve.cpp),
// each compiled on its own into bitcode (runtime/vmath/CMakeLists.txt); the
// definitions are in an anonymous namespace, so include it from one source
// file only.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_RUNTIME_VMATH_SPMD_VMATH_KERNELS_H
#define SPMDC_RUNTIME_VMATH_SPMD_VMATH_KERNELS_H

#include <hwy/highway.h>
// After highway.h, which sets the static target it is compiled for.
#include <hwy/contrib/math/math-inl.h>

#include <cmath>
#include <limits>

namespace hn = hwy::HWY_NAMESPACE;

namespace {

using DF = hn::ScalableTag<float>;
using DD = hn::ScalableTag<double>;
using DFH = hn::Rebind<float, DD>; // ND floats

constexpr double Pi = 3.14159265358979323846;
constexpr double Ln2 = 0.69314718055994530942;

template <class T> bool finite(T x) { return std::isfinite(x); }

// ---- Accurate ranges of the vector code. ----
// Each test twice: on one lane (which lanes the libm fix-up recomputes) and
// on a whole vector (the mask of lanes the vector code handles), so the
// common all-lanes-fine check is a few vector compares and one mask test.
// (A scalar loop over the lanes is not reliably vectorized: isfinite's
// integer form left logf's test as 16 scalar tests and branches.) Both
// forms are false for NaN.
template <class T> bool sinCosOk(T x) { return std::fabs(x) <= T(8192); }
template <class D, class V> auto sinCosOkVec(D d, V x) {
  return hn::Le(hn::Abs(x), hn::Set(d, 8192));
}
template <class T> bool unitOk(T x) { return std::fabs(x) <= T(1); }
template <class D, class V> auto unitOkVec(D d, V x) {
  return hn::Le(hn::Abs(x), hn::Set(d, 1));
}
template <class T> bool atanOk(T x) { return finite(x); }
template <class D, class V> auto atanOkVec(D, V x) { return hn::IsFinite(x); }
template <class T> bool expOk(T x) {
  return sizeof(T) == 4 ? (x > -87.0f && x < 88.5f) : (x > -707.0 && x < 709.0);
}
template <class D, class V> auto expOkVec(D d, V x) {
  using T = hn::TFromD<D>;
  return sizeof(T) == 4 ? hn::And(hn::Gt(x, hn::Set(d, T(-87.0f))),
                                  hn::Lt(x, hn::Set(d, T(88.5f))))
                        : hn::And(hn::Gt(x, hn::Set(d, T(-707.0))),
                                  hn::Lt(x, hn::Set(d, T(709.0))));
}
template <class T> bool logOk(T x) {
  return finite(x) && x >= std::numeric_limits<T>::min();
}
template <class D, class V> auto logOkVec(D d, V x) {
  using T = hn::TFromD<D>;
  return hn::And(hn::IsFinite(x),
                 hn::Ge(x, hn::Set(d, std::numeric_limits<T>::min())));
}
template <class T> bool exp2Ok(T x) {
  return sizeof(T) == 4 ? (x > -125.0f && x < 127.5f)
                        : (x > -1021.0 && x < 1023.0);
}
template <class D, class V> auto exp2OkVec(D d, V x) {
  using T = hn::TFromD<D>;
  return sizeof(T) == 4 ? hn::And(hn::Gt(x, hn::Set(d, T(-125.0f))),
                                  hn::Lt(x, hn::Set(d, T(127.5f))))
                        : hn::And(hn::Gt(x, hn::Set(d, T(-1021.0))),
                                  hn::Lt(x, hn::Set(d, T(1023.0))));
}
template <class T> bool atan2Ok(T y, T x) {
  return finite(x) && finite(y) && x != 0 && y != 0 &&
         (sizeof(T) == 4 ||
          (std::fabs(y / x) > 1e-290 && std::fabs(y / x) < 1e290));
}
template <class D, class V> auto atan2OkVec(D d, V y, V x) {
  using T = hn::TFromD<D>;
  auto ok = hn::And(hn::And(hn::IsFinite(x), hn::IsFinite(y)),
                    hn::And(hn::Ne(x, hn::Zero(d)), hn::Ne(y, hn::Zero(d))));
  if (sizeof(T) == 4)
    return ok;
  V q = hn::Abs(hn::Div(y, x));
  return hn::And(ok, hn::And(hn::Gt(q, hn::Set(d, T(1e-290))),
                             hn::Lt(q, hn::Set(d, T(1e290)))));
}
/// Float pow's result from e = y·log x, all in double (both libraries'
/// __spmd_vm_pow_f32): exp(e) inside Exp's range (−700, 700); outside it
/// the float result is decided, 0 below (underflow) and +∞ above
/// (overflow); x = 0 gives C's pow(0, y): 0 for y > 0, +∞ for y < 0, 1
/// for y = 0 (Highway's Log(0) is finite, so e alone would be wrong for a
/// small y). A NaN e (negative or NaN x, 0·∞) stays NaN. The fast library
/// (no libm fix-up) used to return NaN for every e outside the range, so
/// pow(0, 8) and pow(1e-40, 8) were NaN (ISPC's deferred example: black
/// pixels, docs/ispc-compat.md).
template <class V> V powfFromLog(V x, V y, V e) {
  const DD d;
  const V zero = hn::Zero(d), inf = hn::Set(d, INFINITY);
  auto inRange = hn::And(hn::Gt(e, hn::Set(d, -700.0)), hn::Lt(e, hn::Set(d, 700.0)));
  V r = hn::IfThenElse(inRange, hn::Exp(d, e), hn::Set(d, NAN));
  r = hn::IfThenElse(hn::Le(e, hn::Set(d, -700.0)), zero, r);
  r = hn::IfThenElse(hn::Ge(e, hn::Set(d, 700.0)), inf, r);
  auto x0 = hn::Eq(x, zero);
  r = hn::IfThenElse(hn::And(x0, hn::Gt(y, zero)), zero, r);
  r = hn::IfThenElse(hn::And(x0, hn::Lt(y, zero)), inf, r);
  return hn::IfThenElse(hn::And(x0, hn::Eq(y, zero)), hn::Set(d, 1.0), r);
}
/// pow's vector lanes the default library keeps: x positive and finite, y
/// finite, a result that is not NaN (powfFromLog); the rest goes to libm.
bool powfOk(float x, float y, float r) {
  return finite(x) && finite(y) && x > 0 && !std::isnan(r);
}
template <class D, class V> auto powfOkVec(D d, V x, V y, V r) {
  return hn::And(hn::And(hn::IsFinite(x), hn::IsFinite(y)),
                 hn::And(hn::Gt(x, hn::Zero(d)), hn::Eq(r, r)));
}

#if HWY_NATIVE_FMA
/// Double pow's vector path: x finite, normal and positive, y finite, and
/// y·log x inside Exp's range (powD leaves NaN where it is not). The rest
/// (x ≤ 0, also negative x with integer y; zero, denormal, infinite or NaN
/// arguments; results that overflow or underflow) is libm's.
bool powOk(double x, double y, double r) {
  return finite(x) && finite(y) && x >= std::numeric_limits<double>::min() &&
         !std::isnan(r);
}
template <class D, class V> auto powOkVec(D d, V x, V y, V r) {
  return hn::And(
      hn::And(hn::IsFinite(x), hn::IsFinite(y)),
      hn::And(hn::Ge(x, hn::Set(d, std::numeric_limits<double>::min())),
              hn::Eq(r, r)));
}
#endif

// ---- The fast library's edges (SPMDC_VMATH_FAST: no libm). ----
// The default library recomputes every lane outside a function's accurate
// range with libm; the fast one keeps the vector code's result there, which
// was garbage for exp(1000.0d), exp(NaN), log(0), sin(inf) ... Each function
// below takes the input x, the vector code's result r and the vector code
// itself f, and gives C's special cases with vector operations: the common
// all-in-range case costs the range test and one branch, and the rest
// (lanes near the ends of the range, denormal inputs, huge sin/cos/tan
// arguments) recomputes f on a shifted or reduced input behind a branch.
// Both libraries give the same infinities, zeros and NaNs; in between the
// fast one stays within the vector code's error (e2e math_edges_fast).

/// exp and exp2: +inf above the range, 0 below, NaN through; between the
/// accurate range and over/underflow, f of x moved back into the range:
/// exp2 by whole numbers (x ± n is exact there, and the power of two the
/// result is scaled by is one rounding, so denormal results are right),
/// exp by halving, exp(x) = exp(x/2)², since x ± n·ln 2 would round in the
/// input (24 ULP at exp(88.6f)); the square is one more rounding.
template <class D, class V, class F>
V expLikeEdges(D d, V x, V r, F f, double okLo, double okHi, bool halve) {
  using T = hn::TFromD<D>;
  auto ok = hn::And(hn::Gt(x, hn::Set(d, T(okLo))), hn::Lt(x, hn::Set(d, T(okHi))));
  if (__builtin_expect(hn::AllTrue(d, ok), 1))
    return r;
  const int K = sizeof(T) == 4 ? 32 : 64; // 2^-K keeps f's result normal
  auto out = hn::Not(ok);
  double under, over;
  if (halve) {
    if (!hn::AllFalse(d, out)) {
      V h = f(hn::Mul(x, hn::Set(d, T(0.5))));
      r = hn::IfThenElse(out, hn::Mul(h, h), r);
    }
    under = 2 * okLo + 1, over = 2 * okHi - 0.01;
  } else {
    auto low = hn::Le(x, hn::Set(d, T(okLo)));
    auto high = hn::Ge(x, hn::Set(d, T(okHi)));
    if (!hn::AllFalse(d, low))
      r = hn::IfThenElse(low, hn::Mul(f(hn::Add(x, hn::Set(d, T(K)))),
                                      hn::Set(d, T(std::ldexp(1.0, -K)))), r);
    if (!hn::AllFalse(d, high))
      r = hn::IfThenElse(high, hn::Mul(f(hn::Sub(x, hn::Set(d, T(2)))),
                                       hn::Set(d, T(4))), r);
    under = okLo - K + 1, over = okHi + 2 - 0.01;
  }
  // Past those the result is certainly 0 or +inf (the true underflow and
  // overflow points lie inside: exp's -103.97/88.72 for float,
  // -745.13/709.78 for double; exp2's -150/128, -1075/1024).
  r = hn::IfThenElse(hn::Lt(x, hn::Set(d, T(under))), hn::Zero(d), r);
  r = hn::IfThenElse(hn::Gt(x, hn::Set(d, T(over))), hn::Set(d, T(INFINITY)), r);
  return hn::IfThenElse(hn::IsNaN(x), x, r);
}
template <class D, class V, class F> V expEdges(D d, V x, V r, F f) {
  using T = hn::TFromD<D>;
  return sizeof(T) == 4 ? expLikeEdges(d, x, r, f, -87.0, 88.5, true)
                        : expLikeEdges(d, x, r, f, -707.0, 709.0, true);
}
template <class D, class V, class F> V exp2Edges(D d, V x, V r, F f) {
  using T = hn::TFromD<D>;
  return sizeof(T) == 4 ? expLikeEdges(d, x, r, f, -125.0, 127.5, false)
                        : expLikeEdges(d, x, r, f, -1021.0, 1023.0, false);
}

/// log and log2 (f(2^K·x) = f(x) + K·unit): ±0 gives -inf, a negative x
/// (-inf too) NaN, +inf +inf, NaN NaN; a denormal x is scaled up by 2^K.
template <class D, class V, class F>
V logLikeEdges(D d, V x, V r, F f, double unit) {
  using T = hn::TFromD<D>;
  if (__builtin_expect(hn::AllTrue(d, logOkVec(d, x)), 1))
    return r;
  const int K = sizeof(T) == 4 ? 32 : 64;
  const V zero = hn::Zero(d);
  auto den = hn::And(hn::Gt(x, zero),
                     hn::Lt(x, hn::Set(d, std::numeric_limits<T>::min())));
  if (!hn::AllFalse(d, den))
    r = hn::IfThenElse(den, hn::Sub(f(hn::Mul(x, hn::Set(d, T(std::ldexp(1.0, K))))),
                                    hn::Set(d, T(K * unit))), r);
  r = hn::IfThenElse(hn::Eq(x, zero), hn::Set(d, T(-INFINITY)), r);
  r = hn::IfThenElse(hn::Lt(x, zero), hn::Set(d, T(NAN)), r);
  r = hn::IfThenElse(hn::Eq(x, hn::Set(d, T(INFINITY))), x, r);
  return hn::IfThenElse(hn::IsNaN(x), x, r);
}
template <class D, class V, class F> V logEdges(D d, V x, V r, F f) {
  return logLikeEdges(d, x, r, f, Ln2);
}
template <class D, class V, class F> V log2Edges(D d, V x, V r, F f) {
  return logLikeEdges(d, x, r, f, 1.0);
}

/// sin, cos and tan: inf and NaN give NaN; a finite argument beyond the
/// accurate range (|x| > 8192) is reduced modulo 2π (2π split in two, each
/// step x - k·2π with k = round(x/2π) shrinks |x| by about the type's
/// epsilon, so even 1e300 needs about 20) and f recomputed on it: a value
/// in [-1, 1] for sin and cos, close to C's for moderately large x, not
/// for huge ones (their phase is lost in the reduction's rounding).
template <class D, class V, class F> V sinCosEdges(D d, V x, V r, F f) {
  using T = hn::TFromD<D>;
  auto ok = sinCosOkVec(d, x);
  if (__builtin_expect(hn::AllTrue(d, ok), 1))
    return r;
  auto fin = hn::IsFinite(x);
  auto huge = hn::AndNot(ok, fin);
  if (!hn::AllFalse(d, huge)) {
    const V hi = hn::Set(d, T(sizeof(T) == 4 ? 6.28318548202514648 : 6.28318530717958623));
    const V lo = hn::Set(d, T(sizeof(T) == 4 ? -1.74845553146951e-07 : 2.44929359829470641e-16));
    const V inv = hn::Set(d, T(1 / (2 * Pi))), lim = hn::Set(d, T(8192));
    V y = hn::IfThenElseZero(huge, x);
    for (int i = 0; i < 48 && !hn::AllTrue(d, hn::Le(hn::Abs(y), lim)); ++i) {
      V k = hn::Round(hn::Mul(y, inv));
      y = hn::NegMulAdd(k, lo, hn::NegMulAdd(k, hi, y));
    }
    r = hn::IfThenElse(huge, f(y), r);
  }
  return hn::IfThenElse(fin, r, hn::Set(d, T(NAN)));
}
/// atan2: C's zeros and infinities (the quadrant code gave NaN for (0, 0)
/// and (inf, inf), and +π for (-0, -1)): y = ±0 gives ±0 when x is +0 or
/// positive, ±π when x is -0 or negative; x = ±0 gives ±π/2; x = ±inf with
/// y finite ±0 or ±π; y = ±inf ±π/2, or ±π/4 / ±3π/4 with x = ±inf; NaN
/// through. Signs from y, "negative x" from x's sign bit.
template <class D, class V> V atan2Edges(D d, V y, V x, V r) {
  using T = hn::TFromD<D>;
  if (__builtin_expect(hn::AllTrue(d, atan2OkVec(d, y, x)), 1))
    return r;
  const V zero = hn::Zero(d), pi = hn::Set(d, T(Pi));
  auto xNeg = hn::Lt(hn::CopySign(hn::Set(d, T(1)), x), zero); // -0 too
  V towardX = hn::IfThenElse(xNeg, hn::CopySign(pi, y), hn::CopySign(zero, y));
  V halfPi = hn::CopySign(hn::Set(d, T(Pi / 2)), y);
  auto xInf = hn::IsInf(x), yInf = hn::IsInf(y);
  V corner = hn::CopySign(
      hn::IfThenElse(xNeg, hn::Set(d, T(3 * Pi / 4)), hn::Set(d, T(Pi / 4))), y);
  r = hn::IfThenElse(hn::Eq(x, zero), halfPi, r);
  r = hn::IfThenElse(hn::Or(hn::Eq(y, zero), xInf), towardX, r);
  r = hn::IfThenElse(yInf, hn::IfThenElse(xInf, corner, halfPi), r);
  return hn::IfThenElse(hn::Or(hn::IsNaN(x), hn::IsNaN(y)), hn::Add(x, y), r);
}

/// asin, acos, atan: the vector code already gives C's special cases
/// (NaN outside [-1, 1], ±π/2 at ±inf); nothing to do.
template <class D, class V, class F> V noEdges(D, V, V r, F) { return r; }

// ---- Double-precision kernels on DD vectors. ----
template <class V> V tanD(V x) {
  const DD d;
  return hn::Div(hn::Sin(d, x), hn::Cos(d, x));
}
template <class V> V atan2D(V y, V x) {
  const DD d;
  V a = hn::Atan(d, hn::Div(y, x));
  auto xneg = hn::Lt(x, hn::Zero(d));
  auto yneg = hn::Lt(y, hn::Zero(d));
  V adj = hn::IfThenElse(yneg, hn::Set(d, -Pi), hn::Set(d, Pi));
  return hn::IfThenElse(xneg, hn::Add(a, adj), a);
}
template <class V> V exp2D(V x) {
  const DD d;
  const hn::RebindToSigned<DD> di;
  V n = hn::Round(x);
  V f = hn::Sub(x, n);
  V e = hn::Exp(d, hn::Mul(f, hn::Set(d, Ln2)));
  // 2^n through the exponent field (n within the normal range: exp2Ok).
  auto bits = hn::ShiftLeft<52>(
      hn::Add(hn::ConvertTo(di, n), hn::Set(di, int64_t(1023))));
  return hn::Mul(e, hn::BitCast(d, bits));
}

#if HWY_NATIVE_FMA
/// x^y for x positive and normal, y finite (powOk), within 2 ULP (see
/// docs/vmath-accuracy.md). exp(p) has relative error |Δp|, and p = y·log x
/// reaches ±709, so log x must be known to about 2⁻⁶³ relative: it is
/// computed as a double-double hi + lo.
///   x = 2ᵏ·m, m ∈ [√½, √2);  s = (m−1)/(m+1) (|s| ≤ 0.1716) as s_hi + s_lo;
///   log m = 2·atanh s = 2s + ⅔s³ + 2s⁵·Σ s²ʲ/(2j+5), j = 0…9 (the
///   truncation is below 2⁻⁶⁵ relative); 2s and ⅔s³ in double-double, the
///   rest (≤ 2⁻¹² of the result) in double;
///   log x = k·ln2_hi (exact: ln2_hi has 42 significant bits) + the rest.
/// Then p = y·log x as p_hi + p_lo (an FMA gives the product's error), and
/// x^y = exp(p_hi)·(1 + p_lo) with Highway's Exp (≤ 1 ULP). Lanes where
/// p_hi is outside (−707, 709) get NaN, which sends them to libm.
template <class V> V powD(V x, V y) {
  const DD d;
  const hn::RebindToSigned<DD> di;
  // Error-free sum and product of two doubles.
  auto twoSum = [&](V a, V b, V &err) {
    V s = hn::Add(a, b);
    V bb = hn::Sub(s, a);
    err = hn::Add(hn::Sub(a, hn::Sub(s, bb)), hn::Sub(b, bb));
    return s;
  };
  auto twoProd = [&](V a, V b, V &err) {
    V p = hn::Mul(a, b);
    err = hn::MulSub(a, b, p); // a·b − p, exact with an FMA
    return p;
  };
  // x = 2^k · m with m in [1, 2), then [√½, √2).
  auto bits = hn::BitCast(di, x);
  auto kInt = hn::Sub(hn::ShiftRight<52>(bits), hn::Set(di, int64_t(1023)));
  V m = hn::BitCast(
      d, hn::Or(hn::And(bits, hn::Set(di, int64_t(0x000FFFFFFFFFFFFFLL))),
                hn::Set(di, int64_t(0x3FF0000000000000LL))));
  V k = hn::ConvertTo(d, kInt);
  auto big = hn::Gt(m, hn::Set(d, 1.4142135623730951));
  m = hn::IfThenElse(big, hn::Mul(m, hn::Set(d, 0.5)), m);
  k = hn::IfThenElse(big, hn::Add(k, hn::Set(d, 1.0)), k);

  // s = (m − 1)/(m + 1): m − 1 is exact (Sterbenz), m + 1 = u + uLo.
  V one = hn::Set(d, 1.0);
  V num = hn::Sub(m, one), uLo;
  V u = twoSum(m, one, uLo);
  V sHi = hn::Div(num, u);
  // sLo = (num − sHi·(u + uLo)) / u; num − sHi·u is exact: sHi·u = pu + puLo
  // and num − pu is exact (Sterbenz).
  V puLo;
  V pu = twoProd(sHi, u, puLo);
  V sLo =
      hn::Div(hn::Sub(hn::Sub(hn::Sub(num, pu), puLo), hn::Mul(sHi, uLo)), u);

  // s² and s³ of s_hi as double-doubles; s_lo's share of ⅔s³, 2s²·s_lo,
  // is added to the low part below (it is up to 2⁻⁵⁷ of log m).
  V s2Lo, s3Lo;
  V s2 = twoProd(sHi, sHi, s2Lo);
  V s3 = twoProd(s2, sHi, s3Lo);
  s3Lo = hn::Add(s3Lo, hn::Mul(s2Lo, sHi));
  // ⅔·s³ with ⅔ = c_hi + c_lo.
  const double cHi = 0.66666666666666663, cLo = 3.700743415417188e-17;
  V tLo;
  V t = twoProd(s3, hn::Set(d, cHi), tLo);
  tLo = hn::Add(tLo, hn::MulAdd(s3, hn::Set(d, cLo),
                                hn::MulAdd(s3Lo, hn::Set(d, cHi),
                                           hn::Mul(hn::Add(s2, s2), sLo))));
  // 2s⁵ · Σ_{j=0..9} s^{2j} / (2j + 5), Horner in s².
  V q = hn::Set(d, 1.0 / 23);
  for (int j = 8; j >= 0; --j)
    q = hn::MulAdd(q, s2, hn::Set(d, 1.0 / (2 * j + 5)));
  V rest = hn::Mul(hn::Mul(hn::Add(s3, s3), s2), q);

  // log x = k·ln2_hi + 2s_hi + (t + k·ln2_lo + 2s_lo + tLo + rest).
  const double ln2Hi = 6.93147180559890330187e-01; // 42 significant bits
  const double ln2Lo = 5.497923018708371e-14;      // ln 2 − ln2_hi
  V a = hn::Mul(k, hn::Set(d, ln2Hi));             // exact
  V e1, e2;
  V h1 = twoSum(a, hn::Add(sHi, sHi), e1);
  V h2 = twoSum(h1, t, e2);
  V lo = hn::Add(hn::Add(e1, e2),
                 hn::Add(hn::MulAdd(k, hn::Set(d, ln2Lo), hn::Add(sLo, sLo)),
                         hn::Add(tLo, rest)));
  V lHi = hn::Add(h2, lo);
  V lLo = hn::Sub(lo, hn::Sub(lHi, h2));

  // p = y · log x as pHi + pLo.
  V pLo;
  V pHi = twoProd(y, lHi, pLo);
  pLo = hn::Add(pLo, hn::Mul(y, lLo));
  V e = hn::Exp(d, pHi);
  V r = hn::MulAdd(e, pLo, e);
  auto inRange =
      hn::And(hn::Gt(pHi, hn::Set(d, -707.0)), hn::Lt(pHi, hn::Set(d, 709.0)));
  return hn::IfThenElse(inRange, r, hn::Set(d, NAN));
}

/// The fast library's double pow where powD left NaN (it has no libm
/// fix-up; the default library sends those lanes to libm instead): for x
/// positive and finite and y finite, y·log x left Exp's range, so the
/// result overflows (+∞) when x > 1 and y > 0 agree, and underflows to 0
/// otherwise (results in libm's denormal range also become 0); x = 0 gives
/// C's pow(0, y): 0 for y > 0, +∞ for y < 0, 1 for y = 0. Negative x, NaN
/// and infinite arguments stay NaN. Before this, pow(0, 8) and
/// pow(1e-200, 8) were NaN with --math-lib=fast, as float pow's were
/// (powfFromLog; docs/vmath-accuracy.md).
template <class V> V powDFastEdges(V x, V y, V r) {
  const DD d;
  const V zero = hn::Zero(d), one = hn::Set(d, 1.0), inf = hn::Set(d, INFINITY);
  // (Bit tests, not `r != r`: the library may be built assuming no NaN.)
  auto edge = hn::AndNot(
      hn::IsFinite(r),
      hn::And(hn::IsFinite(y), hn::And(hn::IsFinite(x), hn::Gt(x, zero))));
  auto gx = hn::Gt(x, one), gy = hn::Gt(y, zero);
  auto grows = hn::Or(hn::And(gx, gy), hn::And(hn::Not(gx), hn::Not(gy)));
  V out = hn::IfThenElse(edge, hn::IfThenElse(grows, inf, zero), r);
  auto x0 = hn::Eq(x, zero);
  out = hn::IfThenElse(hn::And(x0, hn::Gt(y, zero)), zero, out);
  out = hn::IfThenElse(hn::And(x0, hn::Lt(y, zero)), inf, out);
  return hn::IfThenElse(hn::And(x0, hn::Eq(y, zero)), one, out);
}
#endif

} // namespace

#endif
