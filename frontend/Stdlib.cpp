//===- Stdlib.cpp - The part of the standard library written in spmdc -----===//
//
// See Stdlib.h. The source below is ISPC's library interface implemented in
// the language; docs/stdlib.md documents each function.
//
//===----------------------------------------------------------------------===//
#include "frontend/Stdlib.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

namespace spmdc {
namespace fe {

namespace {

// Names starting with __spmdc_ are the library's helpers. Macros the text
// needs are #undef'd at its end, so user code never sees them.
const char Source[] = R"spmdc(
// ---- Random numbers ------------------------------------------------------
// L'Ecuyer's LFSR113 combined Tausworthe generator (Math. Comp. 68 (1999)):
// four components z1..z4, each advanced by z' = ((z & m) << k) ^
// (((z << q) ^ z) >> s) with (q, s, k) = (6,13,18), (2,27,2), (13,21,7),
// (3,12,13); the output is z1 ^ z2 ^ z3 ^ z4. Seeding and frandom follow
// ISPC's library, so the streams match ISPC's for the same seeds.
struct RNGState { unsigned int32 z1, z2, z3, z4; };

#define __SPMDC_RNG(Q)                                                        \
static inline Q unsigned int32 __spmdc_taus(Q unsigned int32 z,               \
    uniform int q, uniform int s, uniform int k, uniform unsigned int32 m) {   \
    return ((z & m) << k) ^ (((z << q) ^ z) >> s);                             \
}                                                                              \
static inline Q unsigned int32 random(Q RNGState * uniform state) {           \
    state->z1 = __spmdc_taus(state->z1, 6, 13, 18, 0xfffffffeu);               \
    state->z2 = __spmdc_taus(state->z2, 2, 27, 2, 0xfffffff8u);                \
    state->z3 = __spmdc_taus(state->z3, 13, 21, 7, 0xfffffff0u);               \
    state->z4 = __spmdc_taus(state->z4, 3, 12, 13, 0xffffff80u);               \
    return state->z1 ^ state->z2 ^ state->z3 ^ state->z4;                      \
}                                                                              \
static inline Q float frandom(Q RNGState * uniform state) {                   \
    Q unsigned int32 bits = random(state) & 0x7fffffu;                         \
    return floatbits(0x3f800000u | bits) - 1.0f;                               \
}                                                                              \
static inline void seed_rng(Q RNGState * uniform state,                       \
                            Q unsigned int32 seed) {                           \
    state->z1 = seed;                                                          \
    state->z2 = seed ^ 0xbeeff00du;                                            \
    state->z3 = (seed << 16) | (seed >> 16);                                   \
    state->z4 = (seed << 24) | ((seed & 0xff00u) << 8) |                       \
                ((seed >> 8) & 0xff00u) | (seed >> 24);                        \
    random(state);                                                             \
}
__SPMDC_RNG(varying)
__SPMDC_RNG(uniform)
#undef __SPMDC_RNG

// ---- Math --------------------------------------------------------------
// cbrt: exp2(log2|x| / 3) in double (the vector exp2/log2, within a few
// 1e-14 relative), one Newton step, the sign of x; 0, inf and NaN as they
// are. float results are correctly rounded or within 1 ULP, double ones
// within 2 (tests/e2e/stdlib_math.spmd).
// sincos, frexp: ISPC's out-parameter forms. rcp_fast/rsqrt_fast: ISPC's
// approximate versions; spmdc's are the full-precision rcp/rsqrt.
#define __SPMDC_MATH(Q)                                                       \
static inline Q double __spmdc_cbrt(Q double x) {                             \
    Q double a = abs(x);                                                       \
    Q double y = exp2(log2(a) * (1.0d / 3.0d));                                \
    y = y - (y * y * y - a) / (3.0d * y * y);                                  \
    Q double r = x < 0.0d ? -y : y;                                            \
    return (x == 0.0d || isnan(x) || isinf(x)) ? x : r;                        \
}                                                                              \
static inline Q double cbrt(Q double x) { return __spmdc_cbrt(x); }           \
static inline Q float cbrt(Q float x) {                                       \
    return (Q float)__spmdc_cbrt((Q double)x);                                 \
}                                                                              \
static inline void sincos(Q float x, Q float * uniform s, Q float * uniform c) { \
    *s = sin(x);                                                               \
    *c = cos(x);                                                               \
}                                                                              \
static inline void sincos(Q double x, Q double * uniform s,                   \
                          Q double * uniform c) {                              \
    *s = sin(x);                                                               \
    *c = cos(x);                                                               \
}                                                                              \
static inline Q float frexp(Q float x, Q int32 * uniform pw2) {               \
    Q bool sub = x != 0.0f && abs(x) < 1.17549435e-38f;                        \
    Q float y = sub ? x * 33554432.0f : x; /* 2^25: normal, exactly */         \
    Q unsigned int32 b = intbits(y);                                           \
    Q int32 e = (Q int32)((b >> 23) & 0xffu);                                  \
    Q bool special = x == 0.0f || isnan(x) || isinf(x);                        \
    *pw2 = special ? 0 : e - 126 - (sub ? 25 : 0);                             \
    return special ? x : floatbits((b & 0x807fffffu) | 0x3f000000u);           \
}                                                                              \
static inline Q double frexp(Q double x, Q int32 * uniform pw2) {             \
    Q bool sub = x != 0.0d && abs(x) < 2.2250738585072014e-308d;               \
    Q double y = sub ? x * 18014398509481984.0d : x; /* 2^54 */                \
    Q unsigned int64 b = intbits(y);                                           \
    Q int32 e = (Q int32)((b >> 52) & 0x7ffu);                                 \
    Q bool special = x == 0.0d || isnan(x) || isinf(x);                        \
    *pw2 = special ? 0 : e - 1022 - (sub ? 54 : 0);                            \
    return special ? x : doublebits((b & 0x800fffffffffffffu) |                \
                                    0x3fe0000000000000u);                      \
}                                                                              \
static inline Q float rcp_fast(Q float x) { return rcp(x); }                  \
static inline Q double rcp_fast(Q double x) { return rcp(x); }                \
static inline Q float rsqrt_fast(Q float x) { return rsqrt(x); }              \
static inline Q double rsqrt_fast(Q double x) { return rsqrt(x); }
__SPMDC_MATH(varying)
__SPMDC_MATH(uniform)
#undef __SPMDC_MATH

// erf: in double. |x| below a split point: the Taylor series
// 2/sqrt(pi) x sum (-x^2)^n / (n! (2n+1)), nested from its 32nd term;
// from there to 6: 1 - erfc(x), erfc = e^(-x^2) / (sqrt(pi) t) with t the
// continued fraction x + (1/2)/(x + 1/(x + (3/2)/(x + ...))) evaluated
// backward from `depth` terms, and x^2 split exactly (Dekker) so e^(-x^2)
// keeps full precision; beyond 6, +-1. Each part runs only when some lane
// needs it. double: split 1.25, depth 200 (measured <= 2.9 ULP); float:
// split 2, depth 40, rounded once (<= 0.5 ULP): tests/e2e/stdlib_math.spmd.
#define __SPMDC_ERF(Q)                                                        \
static inline Q double __spmdc_erfc_cf(Q double a, uniform int depth) {       \
    /* e^(-a^2) / (sqrt(pi) t): erfc(a) for a >= 0 by the continued      */ \
    /* fraction, shared by erf's and erfc's tails                        */ \
    Q double hi = a * a;                                                       \
    Q double c = 134217729.0d * a;                                             \
    Q double ah = c - (c - a);                                                 \
    Q double al = a - ah;                                                      \
    Q double lo = ((ah * ah - hi) + 2.0d * ah * al) + al * al;                 \
    Q double e = exp(-hi) * (1.0d - lo);                                       \
    Q double t = a;                                                            \
    for (uniform int k = depth; k >= 1; --k)                                   \
        t = a + (0.5d * k) / t;                                                \
    return e / (1.7724538509055160d * t);                                      \
}                                                                              \
static inline Q double __spmdc_erf(Q double x, uniform double split,          \
                                   uniform int depth) {                        \
    Q double a = abs(x);                                                       \
    Q double hi = a * a;                                                       \
    Q double y = 1.0d;                                                         \
    if (any(a < split)) {                                                      \
        Q double s = 1.0d;                                                     \
        for (uniform int n = 32; n >= 1; --n)                                  \
            s = 1.0d - hi * s * ((double)(2 * n - 1) /                         \
                                 (double)(n * (2 * n + 1)));                   \
        y = 1.1283791670955126d * a * s;                                       \
    }                                                                          \
    Q bool tail = a >= split && a < 6.0d;                                      \
    if (any(tail)) {                                                           \
        Q double big = 1.0d - __spmdc_erfc_cf(a, depth);                       \
        y = tail ? big : y;                                                    \
    }                                                                          \
    y = a >= 6.0d ? 1.0d : y;                                                  \
    y = isnan(x) ? x : y;                                                      \
    return x < 0.0d ? -y : y;                                                  \
}                                                                              \
static inline Q double erf(Q double x) { return __spmdc_erf(x, 1.25d, 200); } \
static inline Q float erf(Q float x) {                                        \
    return (Q float)__spmdc_erf((Q double)x, 2.0d, 40);                        \
}
__SPMDC_ERF(varying)
__SPMDC_ERF(uniform)
#undef __SPMDC_ERF

// erfc: 1 - erf below the split point (x < 0 too: 1 + erf(|x|)); from
// there the continued fraction alone, e^(-x^2) / (sqrt(pi) t), so the tail
// keeps its relative precision down to the underflow (27 for double, 11
// for float); 0 beyond. In double; float rounds once.
#define __SPMDC_ERFC(Q)                                                       \
static inline Q double __spmdc_erfc(Q double x, uniform double split,         \
                                    uniform int depth) {                       \
    Q double a = abs(x);                                                       \
    Q bool tail = x >= split && x < 27.0d;                                     \
    Q double y = 0.0d;                                                         \
    if (any(!tail)) /* the continued fraction once for tail lanes */           \
        y = 1.0d - __spmdc_erf(x, split, depth);                               \
    if (any(tail))                                                             \
        y = tail ? __spmdc_erfc_cf(a, depth) : y;                              \
    return x >= 27.0d ? 0.0d : y;                                              \
}                                                                              \
static inline Q double erfc(Q double x) { return __spmdc_erfc(x, 1.25d, 200); } \
static inline Q float erfc(Q float x) {                                       \
    return (Q float)__spmdc_erfc((Q double)x, 2.0d, 40);                       \
}
__SPMDC_ERFC(varying)
__SPMDC_ERFC(uniform)
#undef __SPMDC_ERFC

// Hyperbolic functions and expm1, in double (float rounds once).
// expm1: Kahan's (u - 1) (x / log u) with u = e^x, exact where u rounds to 1
// (x itself) and to -1 where u - 1 does. sinh: (t + t / (t + 1)) / 2 with
// t = expm1|x| (no cancellation for small x); cosh: (e + 1/e) / 2; both
// as (e^(|x|/2) / 2) e^(|x|/2) where e^|x| overflows. tanh: t / (t + 2)
// with t = expm1(2|x|), +-1 from 22 on. Odd functions keep x's sign (and
// -0); NaN and infinities come out as C's.
#define __SPMDC_HYP(Q)                                                        \
static inline Q double __spmdc_expm1(Q double x) {                            \
    Q double u = exp(x);                                                       \
    Q double um = u - 1.0d;                                                    \
    Q double r = (u == 1.0d) ? x : (um == -1.0d ? -1.0d : um * (x / log(u)));  \
    return (isinf(u) && x > 0.0d) ? u : r;                                     \
}                                                                              \
static inline Q double __spmdc_sinh(Q double x) {                             \
    Q double a = abs(x);                                                       \
    Q double t = __spmdc_expm1(a);                                             \
    Q double s = 0.5d * (t + t / (t + 1.0d));                                  \
    if (any(a > 709.0d)) {                                                     \
        Q double h = exp(0.5d * a);                                            \
        s = a > 709.0d ? (0.5d * h) * h : s;                                   \
    }                                                                          \
    return x == 0.0d ? x : (x < 0.0d ? -s : s);                                \
}                                                                              \
static inline Q double __spmdc_cosh(Q double x) {                             \
    Q double a = abs(x);                                                       \
    Q double e = exp(a);                                                       \
    Q double c = 0.5d * e + 0.5d / e;                                          \
    if (any(a > 709.0d)) {                                                     \
        Q double h = exp(0.5d * a);                                            \
        c = a > 709.0d ? (0.5d * h) * h : c;                                   \
    }                                                                          \
    return c;                                                                  \
}                                                                              \
static inline Q double __spmdc_tanh(Q double x) {                             \
    Q double a = abs(x);                                                       \
    Q double t = __spmdc_expm1(2.0d * min(a, 22.0d));                          \
    Q double r = a >= 22.0d ? 1.0d : t / (t + 2.0d);                           \
    return (x == 0.0d || isnan(x)) ? x : (x < 0.0d ? -r : r);                  \
}                                                                              \
static inline Q double expm1(Q double x) { return __spmdc_expm1(x); }         \
static inline Q float expm1(Q float x) {                                      \
    return (Q float)__spmdc_expm1((Q double)x);                                \
}                                                                              \
static inline Q double sinh(Q double x) { return __spmdc_sinh(x); }           \
static inline Q float sinh(Q float x) {                                       \
    return (Q float)__spmdc_sinh((Q double)x);                                 \
}                                                                              \
static inline Q double cosh(Q double x) { return __spmdc_cosh(x); }           \
static inline Q float cosh(Q float x) {                                       \
    return (Q float)__spmdc_cosh((Q double)x);                                 \
}                                                                              \
static inline Q double tanh(Q double x) { return __spmdc_tanh(x); }           \
static inline Q float tanh(Q float x) {                                       \
    return (Q float)__spmdc_tanh((Q double)x);                                 \
}
__SPMDC_HYP(varying)
__SPMDC_HYP(uniform)
#undef __SPMDC_HYP

// isfinite (neither NaN nor infinite); the float16 forms of the functions
// above (ISPC's float16 overloads), computed in float and rounded once
// (exact for frexp: a float16's mantissa fits).
#define __SPMDC_FP16(Q)                                                       \
static inline Q bool isfinite(Q float16 x) { return !isnan(x) && !isinf(x); } \
static inline Q bool isfinite(Q float x) { return !isnan(x) && !isinf(x); }   \
static inline Q bool isfinite(Q double x) { return !isnan(x) && !isinf(x); }  \
static inline Q float16 cbrt(Q float16 x) { return (Q float16)cbrt((Q float)x); } \
static inline Q float16 erf(Q float16 x) { return (Q float16)erf((Q float)x); } \
static inline Q float16 erfc(Q float16 x) { return (Q float16)erfc((Q float)x); } \
static inline Q float16 sinh(Q float16 x) { return (Q float16)sinh((Q float)x); } \
static inline Q float16 cosh(Q float16 x) { return (Q float16)cosh((Q float)x); } \
static inline Q float16 tanh(Q float16 x) { return (Q float16)tanh((Q float)x); } \
static inline Q float16 expm1(Q float16 x) {                                  \
    return (Q float16)expm1((Q float)x);                                       \
}                                                                              \
static inline Q float16 rcp_fast(Q float16 x) { return rcp(x); }              \
static inline Q float16 rsqrt_fast(Q float16 x) { return rsqrt(x); }          \
static inline Q float16 frexp(Q float16 x, Q int32 * uniform pw2) {           \
    return (Q float16)frexp((Q float)x, pw2);                                  \
}                                                                              \
static inline void sincos(Q float16 x, Q float16 * uniform s,                 \
                          Q float16 * uniform c) {                             \
    *s = (Q float16)sin((Q float)x);                                           \
    *c = (Q float16)cos((Q float)x);                                           \
}
__SPMDC_FP16(varying)
__SPMDC_FP16(uniform)
#undef __SPMDC_FP16

// ---- Bits, masks, non-short-circuiting logic ---------------------------
// sign_extend(b): -1 for true, 0 for false. packmask(v): bit i set where
// program instance i is active and v is true (lanemask() of the instances
// that take `if (v)`). and/or: both operands are evaluated.
#define __SPMDC_BITS(Q)                                                       \
static inline Q int32 sign_extend(Q bool v) { return v ? -1 : 0; }            \
static inline Q bool and(Q bool a, Q bool b) { return a & b; }                \
static inline Q bool or(Q bool a, Q bool b) { return a | b; }
__SPMDC_BITS(varying)
__SPMDC_BITS(uniform)
#undef __SPMDC_BITS
static inline uniform unsigned int64 packmask(bool v) {
    uniform unsigned int64 r = 0;
    if (v)
        r = lanemask();
    return r;
}

// float_to_srgb8: the sRGB transfer function of x clamped to [0, 1] (NaN
// gives 0), scaled to 0..255 and rounded to nearest: 12.92 x up to
// 0.0031308, 1.055 x^(1/2.4) - 0.055 above, in double.
#define __SPMDC_SRGB(Q)                                                       \
static inline Q int32 float_to_srgb8(Q float x) {                             \
    Q double v = x > 0.0f ? (x < 1.0f ? (Q double)x : 1.0d) : 0.0d;            \
    Q double s = v <= 0.0031308d ? 12.92d * v                                  \
                                 : 1.055d * pow(v, 1.0d / 2.4d) - 0.055d;      \
    return (Q int32)(s * 255.0d + 0.5d);                                       \
}
__SPMDC_SRGB(varying)
__SPMDC_SRGB(uniform)
#undef __SPMDC_SRGB

// Dot products of packed bytes or halves (ISPC's dot4add_* / dot2add_*,
// the VNNI operations): the four byte products (two int16 products) of
// a and b added to acc; the _sat forms saturate the sum to acc's type, the
// others wrap. Computed in int64, where nothing overflows.
#define __SPMDC_DOT4(NAME, TA, TB, RT, LO, HI, SAT)                           \
static inline varying RT NAME(varying unsigned int32 a,                       \
                              varying unsigned int32 b, varying RT acc) {      \
    varying int64 s = (varying int64)acc;                                      \
    for (uniform int k = 0; k < 32; k += 8)                                    \
        s += (varying int64)(TA)(a >> k) * (varying int64)(TB)(b >> k);        \
    if (SAT)                                                                   \
        s = clamp(s, (varying int64)(LO), (varying int64)(HI));                \
    return (varying RT)s;                                                      \
}
__SPMDC_DOT4(dot4add_u8i8packed, unsigned int8, int8, int32, 0, 0, false)
__SPMDC_DOT4(dot4add_u8i8packed_sat, unsigned int8, int8, int32,
             -2147483648ll, 2147483647ll, true)
__SPMDC_DOT4(dot4add_u8u8packed, unsigned int8, unsigned int8,
             unsigned int32, 0, 0, false)
__SPMDC_DOT4(dot4add_u8u8packed_sat, unsigned int8, unsigned int8,
             unsigned int32, 0, 4294967295ll, true)
__SPMDC_DOT4(dot4add_i8i8packed, int8, int8, int32, 0, 0, false)
__SPMDC_DOT4(dot4add_i8i8packed_sat, int8, int8, int32, -2147483648ll,
             2147483647ll, true)
#undef __SPMDC_DOT4
#define __SPMDC_DOT2(NAME, LO, HI, SAT)                                       \
static inline varying int32 NAME(varying unsigned int32 a,                    \
                                 varying unsigned int32 b, varying int32 acc) { \
    varying int64 s = (varying int64)acc;                                      \
    for (uniform int k = 0; k < 32; k += 16)                                   \
        s += (varying int64)(int16)(a >> k) * (varying int64)(int16)(b >> k);  \
    if (SAT)                                                                   \
        s = clamp(s, (varying int64)(LO), (varying int64)(HI));                \
    return (varying int32)s;                                                   \
}
__SPMDC_DOT2(dot2add_i16packed, 0, 0, false)
__SPMDC_DOT2(dot2add_i16packed_sat, -2147483648ll, 2147483647ll, true)
#undef __SPMDC_DOT2

// ---- AoS <-> SoA -------------------------------------------------------
// aos_to_soaN(a, &v0, ...) (N = 2, 3, 4): lane i gets a[N*i + k] in vk (programCount
// structures of N elements at a); soa_to_aosN stores them back. For float,
// int32, double and int64 (also unsigned), as ISPC.
#define __SPMDC_AOS(T)                                                        \
static inline void aos_to_soa2(uniform T a[], varying T * uniform v0,         \
                               varying T * uniform v1) {                       \
    *v0 = a[2 * programIndex];                                                 \
    *v1 = a[2 * programIndex + 1];                                             \
}                                                                              \
static inline void soa_to_aos2(varying T v0, varying T v1, uniform T a[]) {   \
    a[2 * programIndex] = v0;                                                  \
    a[2 * programIndex + 1] = v1;                                              \
}                                                                              \
static inline void aos_to_soa3(uniform T a[], varying T * uniform v0,         \
                               varying T * uniform v1, varying T * uniform v2) { \
    *v0 = a[3 * programIndex];                                                 \
    *v1 = a[3 * programIndex + 1];                                             \
    *v2 = a[3 * programIndex + 2];                                             \
}                                                                              \
static inline void aos_to_soa4(uniform T a[], varying T * uniform v0,         \
                               varying T * uniform v1, varying T * uniform v2, \
                               varying T * uniform v3) {                       \
    *v0 = a[4 * programIndex];                                                 \
    *v1 = a[4 * programIndex + 1];                                             \
    *v2 = a[4 * programIndex + 2];                                             \
    *v3 = a[4 * programIndex + 3];                                             \
}                                                                              \
static inline void soa_to_aos3(varying T v0, varying T v1, varying T v2,      \
                               uniform T a[]) {                                \
    a[3 * programIndex] = v0;                                                  \
    a[3 * programIndex + 1] = v1;                                              \
    a[3 * programIndex + 2] = v2;                                              \
}                                                                              \
static inline void soa_to_aos4(varying T v0, varying T v1, varying T v2,      \
                               varying T v3, uniform T a[]) {                  \
    a[4 * programIndex] = v0;                                                  \
    a[4 * programIndex + 1] = v1;                                              \
    a[4 * programIndex + 2] = v2;                                              \
    a[4 * programIndex + 3] = v3;                                              \
}
__SPMDC_AOS(float)
__SPMDC_AOS(int32)
__SPMDC_AOS(unsigned int32)
__SPMDC_AOS(double)
__SPMDC_AOS(int64)
__SPMDC_AOS(unsigned int64)
#undef __SPMDC_AOS

// ---- Saturating arithmetic ---------------------------------
// (avg_up/avg_down are builtins: CodeGenBuiltins.cpp.) The saturating_*
// functions clamp the exact result to T's range. Additions and
// subtractions are LLVM's saturating intrinsics (the __add_sat/__sub_sat
// builtins); 8-, 16- and 32-bit multiplications and divisions compute in
// a wider type, 64-bit ones detect the overflow.
// Signed division saturates MIN / -1 to MAX; division by zero is undefined,
// as for '/'.
#define __SPMDC_NARROW(Q, T, W, MW, LO, HI)                                       \
static inline Q T saturating_add(Q T a, Q T b) { return __add_sat(a, b); }    \
static inline Q T saturating_sub(Q T a, Q T b) { return __sub_sat(a, b); }    \
static inline Q T saturating_mul(Q T a, Q T b) {                              \
    return (Q T)clamp((Q MW)a * (Q MW)b, (Q MW)(LO), (Q MW)(HI));                  \
}                                                                              \
static inline Q T saturating_div(Q T a, Q T b) {                              \
    return (Q T)clamp((Q W)a / (Q W)b, (Q W)(LO), (Q W)(HI));                  \
}
#define __SPMDC_SAT64(Q)                                                      \
static inline Q int64 saturating_add(Q int64 a, Q int64 b) {                  \
    return __add_sat(a, b);                                                    \
}                                                                              \
static inline Q unsigned int64 saturating_add(Q unsigned int64 a,             \
                                              Q unsigned int64 b) {            \
    return __add_sat(a, b);                                                    \
}                                                                              \
static inline Q int64 saturating_sub(Q int64 a, Q int64 b) {                  \
    return __sub_sat(a, b);                                                    \
}                                                                              \
static inline Q unsigned int64 saturating_sub(Q unsigned int64 a,             \
                                              Q unsigned int64 b) {            \
    return __sub_sat(a, b);                                                    \
}                                                                              \
static inline Q int64 saturating_mul(Q int64 a, Q int64 b) {                  \
    Q int64 mn = (Q int64)0x8000000000000000u;                                 \
    Q int64 r = (Q int64)((Q unsigned int64)a * (Q unsigned int64)b);          \
    Q int64 d = (b == 0 || b == -1) ? 1 : b; /* no trapping division */       \
    Q bool ovf = b == -1 ? a == mn : (b != 0 && r / d != a);                   \
    Q int64 lim = (a < 0) != (b < 0) ? mn : (Q int64)0x7fffffffffffffffu;      \
    return ovf ? lim : r;                                                      \
}                                                                              \
static inline Q unsigned int64 saturating_mul(Q unsigned int64 a,             \
                                              Q unsigned int64 b) {            \
    Q unsigned int64 r = a * b;                                                \
    Q unsigned int64 d = a == 0 ? 1 : a;                                       \
    return (a != 0 && r / d != b) ? 0xffffffffffffffffu : r;                   \
}                                                                              \
static inline Q int64 saturating_div(Q int64 a, Q int64 b) {                  \
    Q bool ovf = a == (Q int64)0x8000000000000000u && b == -1;                 \
    Q int64 r = a / (ovf ? 1 : b);                                             \
    return ovf ? (Q int64)0x7fffffffffffffffu : r;                             \
}                                                                              \
static inline Q unsigned int64 saturating_div(Q unsigned int64 a,             \
                                              Q unsigned int64 b) {            \
    return a / b;                                                              \
}
#define __SPMDC_SATQ(Q)                                                       \
__SPMDC_NARROW(Q, int8, int16, int16, -128, 127)                               \
__SPMDC_NARROW(Q, unsigned int8, int16, int32, 0, 255)                         \
__SPMDC_NARROW(Q, int16, int32, int32, -32768, 32767)                          \
__SPMDC_NARROW(Q, unsigned int16, int32, int64, 0, 65535)                      \
__SPMDC_NARROW(Q, int32, int64, int64, -2147483648ll, 2147483647)              \
__SPMDC_NARROW(Q, unsigned int32, int64, unsigned int64, 0, 4294967295ll)      \
__SPMDC_SAT64(Q)
__SPMDC_SATQ(varying)
__SPMDC_SATQ(uniform)
#undef __SPMDC_SATQ
#undef __SPMDC_SAT64
#undef __SPMDC_NARROW
)spmdc";

} // namespace

llvm::StringRef stdlibSource() { return llvm::StringRef(Source); }

std::vector<FuncDecl *> dropUnusedStdlib(const std::vector<FuncDecl *> &Defs,
                                         const clang::SourceManager &SM) {
  auto IsLib = [&](const FuncDecl *F) {
    return SM.isWrittenInBuiltinFile(F->Loc);
  };
  llvm::DenseSet<const FuncDecl *> Used;
  std::vector<const FuncDecl *> Work;
  for (const FuncDecl *F : Defs)
    if (!IsLib(F) && Used.insert(F).second)
      Work.push_back(F);
  while (!Work.empty()) {
    const FuncDecl *F = Work.back();
    Work.pop_back();
    for (const auto &C : F->Callees) {
      const FuncDecl *G = C.first->Canonical ? C.first->Canonical : C.first;
      if (Used.insert(G).second)
        Work.push_back(G);
    }
  }
  std::vector<FuncDecl *> Out;
  for (FuncDecl *F : Defs)
    if (Used.count(F))
      Out.push_back(F);
  return Out;
}

} // namespace fe
} // namespace spmdc
