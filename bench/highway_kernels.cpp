// Hand-written SIMD rivals of three bench kernels in Google Highway, as a
// C++ programmer would write them: Black-Scholes (hwy/contrib/math Exp and
// Log), the 5-point stencil and Perlin noise (GatherIndex for the
// permutation table). Static dispatch: this file is compiled twice, for
// AVX-512 (-march=skylake-avx512) and for AVX2 (-march=haswell), each build using
// its HWY_STATIC_TARGET at full native width; SPMDC_HWY_ISA names the
// build's symbols (blackscholes_hwy_avx512, ...). Same algorithms and
// operation order as scalar_baselines.cpp and kernels/*.spmd.
#include "bench.h"

#include <hwy/contrib/math/math-inl.h>
#include <hwy/highway.h>

#ifndef SPMDC_HWY_ISA
#error "compile with -DSPMDC_HWY_ISA=avx512 or avx2"
#endif
#define SPMDC_CAT2(a, b) a##_##b
#define SPMDC_CAT(a, b) SPMDC_CAT2(a, b)
#define SPMDC_HWY_NAME(f) SPMDC_CAT(f, SPMDC_HWY_ISA)

namespace hn = hwy::HWY_NAMESPACE;

namespace {

using DF = hn::ScalableTag<float>;
using DI = hn::RebindToSigned<DF>;
using VF = hn::Vec<DF>;
using VI = hn::Vec<DI>;

// ---- Black-Scholes ----

VF cnd(DF d, VF x) {
  VF l = hn::Abs(x);
  VF one = hn::Set(d, 1.0f);
  VF k = hn::Div(one, hn::MulAdd(hn::Set(d, 0.2316419f), l, one));
  // The polynomial in Horner form.
  VF w = hn::MulAdd(hn::Set(d, 1.330274429f), k, hn::Set(d, -1.821255978f));
  w = hn::MulAdd(w, k, hn::Set(d, 1.781477937f));
  w = hn::MulAdd(w, k, hn::Set(d, -0.356563782f));
  w = hn::MulAdd(w, k, hn::Set(d, 0.31938153f));
  w = hn::Mul(w, k);
  VF e = hn::Exp(d, hn::Mul(hn::Set(d, -0.5f), hn::Mul(l, l)));
  w = hn::Mul(hn::Mul(w, hn::Set(d, 0.39894228040f)), e);
  return hn::IfThenElse(hn::Gt(x, hn::Zero(d)), hn::Sub(one, w), w);
}

VF blackScholesVec(DF d, VF s, VF x, VF t, float r, float v) {
  VF sqrtT = hn::Sqrt(t);
  VF vv = hn::Set(d, v);
  VF d1 = hn::Div(hn::MulAdd(hn::Set(d, r + 0.5f * v * v), t, hn::Log(d, hn::Div(s, x))),
                  hn::Mul(vv, sqrtT));
  VF d2 = hn::NegMulAdd(vv, sqrtT, d1);
  VF disc = hn::Exp(d, hn::Mul(hn::Set(d, -r), t));
  return hn::NegMulAdd(hn::Mul(x, disc), cnd(d, d2), hn::Mul(s, cnd(d, d1)));
}

// ---- Perlin noise ----

VF fade(DF d, VF t) {
  VF p = hn::MulAdd(t, hn::MulAdd(t, hn::Set(d, 6.0f), hn::Set(d, -15.0f)), hn::Set(d, 10.0f));
  return hn::Mul(hn::Mul(hn::Mul(t, t), t), p);
}

VF lerp(VF t, VF a, VF b) { return hn::MulAdd(t, hn::Sub(b, a), a); }

// Perlin's gradient: u = h < 8 ? x : y, v = h < 4 ? y : (h == 12 || h == 14 ?
// x : z), the signs from bits 0 and 1 of h (flipped with an XOR).
VF grad(DF d, VI hash, VF x, VF y, VF z) {
  const DI di;
  VI h = hn::And(hash, hn::Set(di, 15));
  VF u = hn::IfThenElse(hn::RebindMask(d, hn::Lt(h, hn::Set(di, 8))), x, y);
  auto xz = hn::RebindMask(d, hn::Or(hn::Eq(h, hn::Set(di, 12)), hn::Eq(h, hn::Set(di, 14))));
  VF v = hn::IfThenElse(hn::RebindMask(d, hn::Lt(h, hn::Set(di, 4))), y,
                        hn::IfThenElse(xz, x, z));
  VF su = hn::BitCast(d, hn::ShiftLeft<31>(hn::And(h, hn::Set(di, 1))));
  VF sv = hn::BitCast(d, hn::ShiftLeft<30>(hn::And(h, hn::Set(di, 2))));
  return hn::Add(hn::Xor(u, su), hn::Xor(v, sv));
}

VF noise(DF d, const int *perm, VF x, VF y, VF z) {
  const DI di;
  VF fx = hn::Floor(x), fy = hn::Floor(y), fz = hn::Floor(z);
  VI m = hn::Set(di, 255), one = hn::Set(di, 1);
  VI X = hn::And(hn::ConvertTo(di, fx), m), Y = hn::And(hn::ConvertTo(di, fy), m),
     Z = hn::And(hn::ConvertTo(di, fz), m);
  x = hn::Sub(x, fx);
  y = hn::Sub(y, fy);
  z = hn::Sub(z, fz);
  VF u = fade(d, x), v = fade(d, y), w = fade(d, z);
  auto P = [&](VI i) { return hn::GatherIndex(di, perm, i); };
  VI A = hn::Add(P(X), Y), AA = hn::Add(P(A), Z), AB = hn::Add(P(hn::Add(A, one)), Z);
  VI B = hn::Add(P(hn::Add(X, one)), Y), BA = hn::Add(P(B), Z),
     BB = hn::Add(P(hn::Add(B, one)), Z);
  VF f1 = hn::Set(d, 1.0f);
  VF x1 = hn::Sub(x, f1), y1 = hn::Sub(y, f1), z1 = hn::Sub(z, f1);
  VF l0 = lerp(v, lerp(u, grad(d, P(AA), x, y, z), grad(d, P(BA), x1, y, z)),
               lerp(u, grad(d, P(AB), x, y1, z), grad(d, P(BB), x1, y1, z)));
  VF l1 = lerp(v,
               lerp(u, grad(d, P(hn::Add(AA, one)), x, y, z1),
                    grad(d, P(hn::Add(BA, one)), x1, y, z1)),
               lerp(u, grad(d, P(hn::Add(AB, one)), x, y1, z1),
                    grad(d, P(hn::Add(BB, one)), x1, y1, z1)));
  return lerp(w, l0, l1);
}

} // namespace

void SPMDC_HWY_NAME(blackscholes_hwy)(const float *S, const float *X, const float *T, float r,
                                      float v, float *result, int count) {
  const DF d;
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  for (; i + N <= (size_t)count; i += N) {
    VF res = blackScholesVec(d, hn::LoadU(d, S + i), hn::LoadU(d, X + i), hn::LoadU(d, T + i),
                             r, v);
    hn::StoreU(res, d, result + i);
  }
  if (i < (size_t)count) {
    // The tail: masked loads (inactive lanes read 1.0 so no NaN is formed)
    // and a blended store.
    auto m = hn::FirstN(d, count - i);
    VF one = hn::Set(d, 1.0f);
    VF s = hn::IfThenElse(m, hn::MaskedLoad(m, d, S + i), one);
    VF x = hn::IfThenElse(m, hn::MaskedLoad(m, d, X + i), one);
    VF t = hn::IfThenElse(m, hn::MaskedLoad(m, d, T + i), one);
    hn::BlendedStore(blackScholesVec(d, s, x, t, r, v), m, d, result + i);
  }
}

void SPMDC_HWY_NAME(stencil5_hwy)(const float *in, float *out, int n, int m) {
  const DF d;
  const size_t N = hn::Lanes(d);
  const VF fifth = hn::Set(d, 0.2f);
  for (int i = 0; i < m; i++) {
    out[i] = in[i];
    out[(n - 1) * m + i] = in[(n - 1) * m + i];
  }
  for (int j = 1; j < n - 1; j++) {
    const int row = j * m;
    out[row] = in[row];
    out[row + m - 1] = in[row + m - 1];
    int i = 1;
    for (; i + (int)N <= m - 1; i += N) {
      const float *c = in + row + i;
      VF sum = hn::Add(hn::Add(hn::Add(hn::Add(hn::LoadU(d, c), hn::LoadU(d, c - 1)),
                                       hn::LoadU(d, c + 1)),
                               hn::LoadU(d, c - m)),
                       hn::LoadU(d, c + m));
      hn::StoreU(hn::Mul(fifth, sum), d, out + row + i);
    }
    for (; i < m - 1; i++) {
      int c = row + i;
      out[c] = 0.2f * (in[c] + in[c - 1] + in[c + 1] + in[c - m] + in[c + m]);
    }
  }
}

void SPMDC_HWY_NAME(perlin_hwy)(const int *perm, float x0, float y0, float z, float dx,
                                float dy, int w, int h, int octaves, float *image) {
  const DF d;
  const DI di;
  const int N = (int)hn::Lanes(d);
  const VF iota = hn::ConvertTo(d, hn::Iota(di, 0));
  for (int j = 0; j < h; j++) {
    VF y = hn::Set(d, y0 + j * dy);
    for (int i = 0; i < w; i += N) {
      VF x = hn::MulAdd(hn::Add(hn::Set(d, (float)i), iota), hn::Set(d, dx), hn::Set(d, x0));
      VF sum = hn::Zero(d);
      float scale = 1.0f;
      for (int o = 0; o < octaves; o++) {
        VF sc = hn::Set(d, scale);
        VF nz = noise(d, perm, hn::Mul(x, sc), hn::Mul(y, sc), hn::Set(d, z * scale));
        sum = hn::Add(sum, hn::Div(nz, sc));
        scale *= 2.0f;
      }
      if (i + N <= w)
        hn::StoreU(sum, d, image + j * w + i);
      else
        hn::BlendedStore(sum, hn::FirstN(d, w - i), d, image + j * w + i);
    }
  }
}
