#include "e2e_check.h"
#include "stdlib_audit_ispc.h"
#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {
int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }
/// Reference dot products: k = 0 u8*i8, 2 u8*u8, 4 i8*i8, 6 i16*i16; odd k
/// saturate.
int32_t dotRef(int k, uint32_t a, uint32_t b, int32_t acc) {
  int64_t s = k == 2 || k == 3 ? (int64_t)(uint32_t)acc : (int64_t)acc;
  if (k < 6) {
    for (int j = 0; j < 32; j += 8) {
      int64_t x = k < 4 ? (int64_t)(uint8_t)(a >> j) : (int64_t)(int8_t)(a >> j);
      int64_t y = k == 2 || k == 3 ? (int64_t)(uint8_t)(b >> j) : (int64_t)(int8_t)(b >> j);
      s += x * y;
    }
  } else {
    for (int j = 0; j < 32; j += 16)
      s += (int64_t)(int16_t)(a >> j) * (int64_t)(int16_t)(b >> j);
  }
  if (k == 3)
    s = clamp64(s, 0, 4294967295LL);
  else if (k & 1)
    s = clamp64(s, INT32_MIN, INT32_MAX);
  return (int32_t)(uint32_t)(uint64_t)s;
}
int srgbRef(float x) {
  double v = x > 0 ? (x < 1 ? x : 1.0) : 0.0; // NaN: 0
  double s = v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
  return (int)(s * 255.0 + 0.5);
}
} // namespace

int main() {
  const int W = ispc::audit_gang_width();
  // sign_extend, packmask, lanemask, and/or
  {
    std::vector<int> out(W + 1), logic(W + 1);
    uint64_t masks[3] = {0, 0, 0};
    ispc::masks_and_bits(out.data(), masks, logic.data());
    for (int i = 0; i < W; ++i) {
      e2e_expect_eq("sign_extend", i, out[i], (i % 3) == 1 ? -1 : 0);
      bool p = i < 4, q = (i & 1) == 1;
      e2e_expect_eq("and/or", i, logic[i], ((p && q) ? 1 : 0) | ((p || q) ? 2 : 0));
    }
    e2e_expect_eq("sign_extend uniform", 0, out[W], -1);
    e2e_expect_eq("and/or uniform", 0, logic[W], 2);
    uint64_t all = W >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1;
    uint64_t lt3 = ((uint64_t)1 << (W < 3 ? W : 3)) - 1;
    e2e_expect_eq("packmask masked", 0, masks[0], lt3 & ~(uint64_t)1 & all);
    e2e_expect_eq("packmask", 0, masks[1], lt3 & all);
    e2e_expect_eq("lanemask unsigned", 0, masks[2], all >> 1);
  }
  // packed_store_active(active, a, v)
  {
    std::vector<int> a32(W, -7);
    std::vector<int64_t> a64(W, -7);
    std::vector<float> af(W, -7);
    int counts[3];
    ispc::packed_active(a32.data(), a64.data(), af.data(), counts);
    int n32 = 0, n64 = 0;
    for (int i = 0; i < W; ++i) {
      if ((i & 3) == 3)
        continue;
      if ((i & 1) == 0)
        e2e_expect_eq("packed active i32", n32, a32[n32], 100 + i), ++n32;
      if (i > 2)
        e2e_expect_eq("packed active i64", n64, a64[n64], (int64_t)i << 40), ++n64;
    }
    for (int i = n32; i < W; ++i)
      e2e_expect_eq("packed active i32 untouched", i, a32[i], -7);
    for (int i = n64; i < W; ++i)
      e2e_expect_eq("packed active i64 untouched", i, a64[i], (int64_t)-7);
    e2e_expect_eq("packed active count i32", 0, counts[0], n32);
    e2e_expect_eq("packed active count i64", 0, counts[1], n64);
    e2e_expect_eq("packed active count uniform flag", 0, counts[2], W);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("packed active f32", i, af[i], 0.5f * i);
  }
  // float_to_srgb8: every 1/4096 step of [0, 1], outside values, NaN.
  {
    std::vector<float> x = {-1.0f, -0.0f, 0.0f, 2.0f, INFINITY, -INFINITY, NAN,
                            0.0031308f, 0.0031309f, 1e-30f, 0.5f, 0.99999f};
    for (int i = 0; i <= 4096; ++i)
      x.push_back(i / 4096.0f);
    const int n = (int)x.size();
    std::vector<int> out(n + 1);
    ispc::srgb(x.data(), n, out.data());
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("float_to_srgb8", i, out[i], srgbRef(x[i]));
    e2e_expect_eq("float_to_srgb8 uniform", 0, out[n], srgbRef(x[0]));
  }
  // dot4add / dot2add, with accumulators at the saturation edges.
  {
    std::vector<uint32_t> a, b;
    std::vector<int> acc;
    const uint32_t vals[] = {0u, 0xffffffffu, 0x80808080u, 0x7f7f7f7fu, 0x01020304u,
                             0x8000ffffu, 0x7fff8000u, 0x12345678u};
    const int accs[] = {0, 1, -1, INT32_MAX, INT32_MIN, INT32_MAX - 1000, INT32_MIN + 5, 123456};
    for (uint32_t x : vals)
      for (uint32_t y : vals)
        for (int c : accs) {
          a.push_back(x);
          b.push_back(y);
          acc.push_back(c);
        }
    const int n = (int)a.size();
    std::vector<int> out(8 * n);
    ispc::dots(a.data(), b.data(), acc.data(), n, out.data());
    const char *names[] = {"u8i8", "u8i8_sat", "u8u8", "u8u8_sat",
                           "i8i8", "i8i8_sat", "i16", "i16_sat"};
    for (int i = 0; i < n; ++i)
      for (int k = 0; k < 8; ++k)
        e2e_expect_eq(names[k], i, out[8 * i + k], dotRef(k, a[i], b[i], acc[i]));
  }
  // assume
  {
    std::vector<int> a(50);
    for (int i = 0; i < 50; ++i)
      a[i] = i * 3 - 20;
    e2e_expect_eq("assume", 0, ispc::assumed(50, a.data()), 50 * 49 / 2 * 3 - 1000);
  }
  // fastmath: FLT_MIN * 0.5 is denormal, flushed to 0 (the host's floating
  // point environment is restored afterwards).
  {
    std::fenv_t env;
    std::fegetenv(&env);
    std::vector<float> tiny(W, FLT_MIN), out(W, -1);
    ispc::flush(tiny.data(), out.data());
    std::fesetenv(&env);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("fastmath flush", i, out[i], 0.0f);
    volatile float t = FLT_MIN;
    e2e_expect_eq("host env restored", 0, t * 0.5f != 0.0f, true);
  }
  // float_to_half: the bits as a signed int16
  {
    std::vector<float> x(W);
    for (int i = 0; i < W; ++i)
      x[i] = (i & 1) ? -1.0f - i : 0.5f * i;
    std::vector<int> out(W + 1);
    ispc::halves(x.data(), out.data());
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("float_to_half", i, out[i], (int)(int16_t)e2e_to_half(x[i]));
    e2e_expect_eq("float_to_half_fast uniform", 0, out[W], (int)(int16_t)e2e_to_half(x[0]));
  }
  {
    std::vector<float> a(W), out(W);
    for (int i = 0; i < W; ++i)
      a[i] = i;
    ispc::prefetches(a.data(), out.data());
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("prefetch", i, out[i], i + 1.0f);
  }
  // void * swap / compare-exchange
  {
    std::vector<int> a(W), got(3 * W + 4, -99);
    ispc::ptr_atomics(a.data(), got.data());
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("swap ptr prev", i, got[i], i - 1);
    e2e_expect_eq("swap ptr last", 0, got[W], W - 1);
    e2e_expect_eq("cmpxchg ptr fail", 0, got[W + 1], W - 1);
    e2e_expect_eq("cmpxchg ptr ok", 0, got[W + 2], 0);
    // Lane 0 compares with a (the slot's value) and stores its own
    // pointer a + 0; later lanes compare with a + 2 and see a + 0.
    e2e_expect_eq("cmpxchg ptr varying slot", 0, got[W + 3], 0);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("cmpxchg ptr varying seen", i, got[2 * W + 4 + i], 0);
  }
  return e2e_finish("stdlib_audit");
}
