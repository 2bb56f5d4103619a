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
//     double-double (powD below; targets with FMA only, else libm):
//     exp(y·log x) in plain double loses up to hundreds of ULP, since
//     y·log x reaches ±709.
// Lanes outside a function's accurate range (and NaN/inf/zero where the
// Highway code does not handle them) are recomputed with libm, one by
// one, after the vector code — so every result is within Highway's error
// bound or libm's. SPMDC_VMATH_FAST drops that fix-up (--math-lib=fast).
//
//===----------------------------------------------------------------------===//
#include <hwy/highway.h>
#include <hwy/contrib/math/math-inl.h>

#include <cmath>
#include <cstring>

namespace hn = hwy::HWY_NAMESPACE;

namespace {

constexpr size_t NF = HWY_LANES(float);
constexpr size_t ND = HWY_LANES(double);
typedef float VF __attribute__((vector_size(HWY_MAX_BYTES)));
typedef double VD __attribute__((vector_size(HWY_MAX_BYTES)));

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
template <class D, class V> auto unitOkVec(D d, V x) { return hn::Le(hn::Abs(x), hn::Set(d, 1)); }
template <class T> bool atanOk(T x) { return finite(x); }
template <class D, class V> auto atanOkVec(D, V x) { return hn::IsFinite(x); }
template <class T> bool expOk(T x) {
  return sizeof(T) == 4 ? (x > -87.0f && x < 88.5f) : (x > -707.0 && x < 709.0);
}
template <class D, class V> auto expOkVec(D d, V x) {
  using T = hn::TFromD<D>;
  return sizeof(T) == 4 ? hn::And(hn::Gt(x, hn::Set(d, T(-87.0f))), hn::Lt(x, hn::Set(d, T(88.5f))))
                        : hn::And(hn::Gt(x, hn::Set(d, T(-707.0))), hn::Lt(x, hn::Set(d, T(709.0))));
}
template <class T> bool logOk(T x) {
  return finite(x) && x >= std::numeric_limits<T>::min();
}
template <class D, class V> auto logOkVec(D d, V x) {
  using T = hn::TFromD<D>;
  return hn::And(hn::IsFinite(x), hn::Ge(x, hn::Set(d, std::numeric_limits<T>::min())));
}
template <class T> bool exp2Ok(T x) {
  return sizeof(T) == 4 ? (x > -125.0f && x < 127.5f) : (x > -1021.0 && x < 1023.0);
}
template <class D, class V> auto exp2OkVec(D d, V x) {
  using T = hn::TFromD<D>;
  return sizeof(T) == 4
             ? hn::And(hn::Gt(x, hn::Set(d, T(-125.0f))), hn::Lt(x, hn::Set(d, T(127.5f))))
             : hn::And(hn::Gt(x, hn::Set(d, T(-1021.0))), hn::Lt(x, hn::Set(d, T(1023.0))));
}
template <class T> bool atan2Ok(T y, T x) {
  return finite(x) && finite(y) && x != 0 && y != 0 &&
         (sizeof(T) == 4 || (std::fabs(y / x) > 1e-290 && std::fabs(y / x) < 1e290));
}
template <class D, class V> auto atan2OkVec(D d, V y, V x) {
  using T = hn::TFromD<D>;
  auto ok = hn::And(hn::And(hn::IsFinite(x), hn::IsFinite(y)),
                    hn::And(hn::Ne(x, hn::Zero(d)), hn::Ne(y, hn::Zero(d))));
  if (sizeof(T) == 4)
    return ok;
  V q = hn::Abs(hn::Div(y, x));
  return hn::And(ok, hn::And(hn::Gt(q, hn::Set(d, T(1e-290))), hn::Lt(q, hn::Set(d, T(1e290)))));
}
/// pow's vector result is NaN where y·log(x) left Exp's range (see
/// __spmd_vm_pow_f32), so the test needs no log of its own.
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
  return hn::And(hn::And(hn::IsFinite(x), hn::IsFinite(y)),
                 hn::And(hn::Ge(x, hn::Set(d, std::numeric_limits<double>::min())),
                         hn::Eq(r, r)));
}
#endif

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
  V sLo = hn::Div(hn::Sub(hn::Sub(hn::Sub(num, pu), puLo), hn::Mul(sHi, uLo)),
                  u);

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
  const double ln2Lo = 5.497923018708371e-14;   // ln 2 − ln2_hi
  V a = hn::Mul(k, hn::Set(d, ln2Hi)); // exact
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
  auto inRange = hn::And(hn::Gt(pHi, hn::Set(d, -707.0)),
                         hn::Lt(pHi, hn::Set(d, 709.0)));
  return hn::IfThenElse(inRange, r, hn::Set(d, NAN));
}
#endif

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

#define SPMD_VM_UNARY(NAME, T, V, D, N, EXPR, OK, LIBM)                        \
  extern "C" V __spmd_vm_##NAME(V xin) {                                       \
    const D d;                                                                 \
    T x[N], r[N];                                                              \
    std::memcpy(x, &xin, sizeof x);                                            \
    auto v = hn::LoadU(d, x);                                                  \
    hn::StoreU(EXPR, d, r);                                                    \
    fixUnary<T, N>(hn::AllTrue(d, OK##Vec(d, v)), x, r,                         \
                   [](T a) { return OK(a); },                                  \
                   [](T a) -> T { return LIBM(a); });                          \
    V out;                                                                     \
    std::memcpy(&out, r, sizeof out);                                          \
    return out;                                                                \
  }

SPMD_VM_UNARY(sin_f32, float, VF, DF, NF, hn::Sin(d, v), sinCosOk, std::sin)
SPMD_VM_UNARY(cos_f32, float, VF, DF, NF, hn::Cos(d, v), sinCosOk, std::cos)
SPMD_VM_UNARY(asin_f32, float, VF, DF, NF, hn::Asin(d, v), unitOk, std::asin)
SPMD_VM_UNARY(acos_f32, float, VF, DF, NF, hn::Acos(d, v), unitOk, std::acos)
SPMD_VM_UNARY(atan_f32, float, VF, DF, NF, hn::Atan(d, v), atanOk, std::atan)
SPMD_VM_UNARY(exp_f32, float, VF, DF, NF, hn::Exp(d, v), expOk, std::exp)
SPMD_VM_UNARY(log_f32, float, VF, DF, NF, hn::Log(d, v), logOk, std::log)
SPMD_VM_UNARY(log2_f32, float, VF, DF, NF, hn::Log2(d, v), logOk, std::log2)

SPMD_VM_UNARY(sin_f64, double, VD, DD, ND, hn::Sin(d, v), sinCosOk, std::sin)
SPMD_VM_UNARY(cos_f64, double, VD, DD, ND, hn::Cos(d, v), sinCosOk, std::cos)
SPMD_VM_UNARY(tan_f64, double, VD, DD, ND, tanD(v), sinCosOk, std::tan)
SPMD_VM_UNARY(asin_f64, double, VD, DD, ND, hn::Asin(d, v), unitOk, std::asin)
SPMD_VM_UNARY(acos_f64, double, VD, DD, ND, hn::Acos(d, v), unitOk, std::acos)
SPMD_VM_UNARY(atan_f64, double, VD, DD, ND, hn::Atan(d, v), atanOk, std::atan)
SPMD_VM_UNARY(exp_f64, double, VD, DD, ND, hn::Exp(d, v), expOk, std::exp)
SPMD_VM_UNARY(exp2_f64, double, VD, DD, ND, exp2D(v), exp2Ok, std::exp2)
SPMD_VM_UNARY(log_f64, double, VD, DD, ND, hn::Log(d, v), logOk, std::log)
SPMD_VM_UNARY(log2_f64, double, VD, DD, ND, hn::Log2(d, v), logOk, std::log2)

extern "C" VF __spmd_vm_tan_f32(VF xin) {
  VF out = viaDouble(xin, [](auto x) { return tanD(x); });
  float x[NF], r[NF];
  std::memcpy(x, &xin, sizeof x);
  std::memcpy(r, &out, sizeof r);
  const DF d;
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
    auto e = hn::Mul(y, hn::Log(d, x));
    auto inRange = hn::And(hn::Gt(e, hn::Set(d, -700.0)),
                           hn::Lt(e, hn::Set(d, 700.0)));
    return hn::IfThenElse(inRange, hn::Exp(d, e), hn::Set(d, NAN));
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
#endif
  VD out;
  std::memcpy(&out, r, sizeof out);
  return out;
}
#endif
