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
