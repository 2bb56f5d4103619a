// DARM benchmark: each kernel of kernels/darm.spmd compiled by spmdc with
// control-flow melding (default) and with --no-darm, for avx512 and avx2,
// timed in one run, one thread. The ratio nodarm/meld is the speedup from
// melding (docs/results.md).
#include "spmdrt.h"

#include <benchmark/benchmark.h>
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "aligned_vector.h"

#define SPMDC_DARM_KERNELS(X, isa)                                             \
  X(meld_same, isa) X(meld_partial, isa) X(meld_regions, isa) X(meld_three, isa) \
      X(meld_block_region, isa) X(meld_sequence, isa)

#define DECLARE_FLOAT(name, isa)                                               \
  void name##_##isa(float *, const float *, int);                              \
  void name##_##isa##_nodarm(float *, const float *, int);

extern "C" {
SPMDC_DARM_KERNELS(DECLARE_FLOAT, avx512)
SPMDC_DARM_KERNELS(DECLARE_FLOAT, avx2)
void meld_shader_avx512(float *, int *, const float *, int);
void meld_shader_avx512_nodarm(float *, int *, const float *, int);
void meld_shader_avx2(float *, int *, const float *, int);
void meld_shader_avx2_nodarm(float *, int *, const float *, int);
void meld_loop_break_avx512(float *, int *, const float *, int);
void meld_loop_break_avx512_nodarm(float *, int *, const float *, int);
void meld_loop_break_avx2(float *, int *, const float *, int);
void meld_loop_break_avx2_nodarm(float *, int *, const float *, int);
void bitonic_avx512(int *, int);
void bitonic_avx512_nodarm(int *, int);
void bitonic_avx2(int *, int);
void bitonic_avx2_nodarm(int *, int);
}

// The real kernels (kernels/darm_real.spmd).
#define SPMDC_DARM_REAL(isa, sfx)                                              \
  void dct_quant_##isa##sfx(float *, const float *, int);                      \
  void srad_coef_##isa##sfx(float *, const float *, int, int, float);          \
  void merge_pcm_##isa##sfx(int *, const int *, int, const int *, int);        \
  void lud_perimeter_##isa##sfx(float *, int, int);                          \
  void nqueens_##isa##sfx(int *, int);                                         \
  void merge_pass_##isa##sfx(int *, const int *, int, int);
extern "C" {
SPMDC_DARM_REAL(avx512, )
SPMDC_DARM_REAL(avx512, _nodarm)
SPMDC_DARM_REAL(avx2, )
SPMDC_DARM_REAL(avx2, _nodarm)
}

// Their hand-melded forms (kernels/darm_hand.spmd), timed as built with
// --no-darm: the source's own melding, against the originals' --no-darm.
#define SPMDC_DARM_HAND(isa)                                                   \
  void dct_quant_hand_##isa##_nodarm(float *, const float *, int);             \
  void srad_coef_hand_##isa##_nodarm(float *, const float *, int, int, float); \
  void merge_pcm_hand_##isa##_nodarm(int *, const int *, int, const int *,     \
                                     int);                                     \
  void lud_perimeter_hand_##isa##_nodarm(float *, int, int);                   \
  void nqueens_hand_##isa##_nodarm(int *, int);                                \
  void merge_pass_hand_##isa##_nodarm(int *, const int *, int, int);           \
  void bitonic_hand_##isa##_nodarm(int *, int);                                \
  void dct_quant_hand_##isa(float *, const float *, int);                      \
  void srad_coef_hand_##isa(float *, const float *, int, int, float);          \
  void merge_pcm_hand_##isa(int *, const int *, int, const int *, int);        \
  void lud_perimeter_hand_##isa(float *, int, int);                            \
  void nqueens_hand_##isa(int *, int);                                         \
  void merge_pass_hand_##isa(int *, const int *, int, int);                    \
  void bitonic_hand_##isa(int *, int);
extern "C" {
SPMDC_DARM_HAND(avx512)
SPMDC_DARM_HAND(avx2)
}

namespace {

using spmdc_bench::AlignedVector;

constexpr int N = 1 << 16;
constexpr int SortN = 1 << 12;

using FloatFn = void (*)(float *, const float *, int);
using SortFn = void (*)(int *, int);

void BM_float(benchmark::State &S, FloatFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  // Random-looking inputs in [0, 1): lanes of a gang take different sides.
  AlignedVector<float> in(N), out(N);
  for (int i = 0; i < N; ++i)
    in[i] = float((i * 7919u) % 1000u) / 1000.0f;
  for (auto _ : S) {
    Fn(out.data(), in.data(), N);
    benchmark::DoNotOptimize(out.data());
  }
  S.SetItemsProcessed(S.iterations() * N);
}

using ShaderFn = void (*)(float *, int *, const float *, int);

// meld_shader (and meld_loop_break): the float kernels' inputs, plus the
// flags it writes.
void BM_shader(benchmark::State &S, ShaderFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<float> in(N), out(N);
  AlignedVector<int> clip(N);
  for (int i = 0; i < N; ++i)
    in[i] = float((i * 7919u) % 1000u) / 1000.0f;
  for (auto _ : S) {
    Fn(out.data(), clip.data(), in.data(), N);
    benchmark::DoNotOptimize(out.data());
    benchmark::DoNotOptimize(clip.data());
  }
  S.SetItemsProcessed(S.iterations() * N);
}

void BM_bitonic(benchmark::State &S, SortFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<int> base(SortN), a(SortN);
  for (int i = 0; i < SortN; ++i)
    base[i] = int((i * 2654435761u) % 100000u);
  for (auto _ : S) {
    S.PauseTiming();
    a = base;
    S.ResumeTiming();
    Fn(a.data(), SortN);
    benchmark::DoNotOptimize(a.data());
  }
  if (!std::is_sorted(a.begin(), a.end()))
    S.SkipWithError("not sorted");
  S.SetItemsProcessed(S.iterations() * SortN);
}

// --- The paper's real kernels, each checked against a scalar reference. ---

using DctFn = void (*)(float *, const float *, int);
using SradFn = void (*)(float *, const float *, int, int, float);
using MergeFn = void (*)(int *, const int *, int, const int *, int);
using LudFn = void (*)(float *, int, int);

void dctRef(float *c, const float *q, int n) {
  for (int i = 0; i < n; ++i) {
    float x = c[i], s = q[i & 63];
    c[i] = x < 0 ? -(std::floor(-x / s + 0.5f) * s) : std::floor(x / s + 0.5f) * s;
  }
}

void BM_dct(benchmark::State &S, DctFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<float> q(64), base(N), c(N), ref(N);
  for (int i = 0; i < 64; ++i)
    q[i] = 1.0f + float((i * 37) % 23);
  // Signs mixed within every gang, as in DCT coefficients.
  for (int i = 0; i < N; ++i)
    base[i] = float(int((i * 2654435761u) % 2001u) - 1000) * 0.37f;
  ref = base;
  dctRef(ref.data(), q.data(), N);
  for (auto _ : S) {
    S.PauseTiming();
    c = base;
    S.ResumeTiming();
    Fn(c.data(), q.data(), N);
    benchmark::DoNotOptimize(c.data());
  }
  for (int i = 0; i < N; ++i)
    if (std::fabs(c[i] - ref[i]) > 1e-3f * (1 + std::fabs(ref[i]))) {
      S.SkipWithError("dct_quant: wrong result");
      break;
    }
  S.SetItemsProcessed(S.iterations() * N);
}

constexpr int SradW = 256, SradH = 256;

void sradRef(float *c, const float *img, int w, int h, float q0sqr) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int k = y * w + x;
      float jc = img[k];
      float dn = img[y == 0 ? k : k - w] - jc;
      float ds = img[y == h - 1 ? k : k + w] - jc;
      float dw = img[x == 0 ? k : k - 1] - jc;
      float de = img[x == w - 1 ? k : k + 1] - jc;
      float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
      float l = (dn + ds + dw + de) / jc;
      float num = 0.5f * g2 - 0.0625f * l * l;
      float den = 1.0f + 0.25f * l;
      float qsqr = num / (den * den);
      den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
      float cc = 1.0f / (1.0f + den);
      c[k] = cc < 0 ? 0 : (cc > 1 ? 1 : cc);
    }
}

void BM_srad(benchmark::State &S, SradFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<float> img(SradW * SradH), c(SradW * SradH), ref(SradW * SradH);
  for (int i = 0; i < SradW * SradH; ++i)
    img[i] = 1.0f + float((i * 7919u) % 1000u) / 1000.0f;
  sradRef(ref.data(), img.data(), SradW, SradH, 0.05f);
  for (auto _ : S) {
    Fn(c.data(), img.data(), SradW, SradH, 0.05f);
    benchmark::DoNotOptimize(c.data());
  }
  for (int i = 0; i < SradW * SradH; ++i)
    if (std::fabs(c[i] - ref[i]) > 1e-4f) {
      S.SkipWithError("srad_coef: wrong result");
      break;
    }
  S.SetItemsProcessed(S.iterations() * SradW * SradH);
}

void BM_merge(benchmark::State &S, MergeFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  constexpr int NA = 1 << 14, NB = (1 << 14) + 5;
  AlignedVector<int> a(NA), b(NB), out(NA + NB), ref(NA + NB);
  for (int i = 0; i < NA; ++i)
    a[i] = int((i * 2654435761u) % 100000u);
  for (int i = 0; i < NB; ++i)
    b[i] = int((i * 40503u + 17u) % 100000u);
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  std::merge(a.begin(), a.end(), b.begin(), b.end(), ref.begin());
  for (auto _ : S) {
    Fn(out.data(), a.data(), NA, b.data(), NB);
    benchmark::DoNotOptimize(out.data());
  }
  if (out != ref)
    S.SkipWithError("merge_pcm: wrong result");
  S.SetItemsProcessed(S.iterations() * (NA + NB));
}

constexpr int LudBs = 64, LudLd = 2 * LudBs;

void ludRef(float *m, int ld, int bs) {
  for (int t = 0; t < bs; ++t)
    for (int i = 1; i < bs; ++i) {
      float s = m[i * ld + bs + t];
      for (int j = 0; j < i; ++j)
        s -= m[i * ld + j] * m[j * ld + bs + t];
      m[i * ld + bs + t] = s;
    }
  for (int r = bs; r < 2 * bs; ++r)
    for (int i = 0; i < bs; ++i) {
      float s = m[r * ld + i];
      for (int j = 0; j < i; ++j)
        s -= m[r * ld + j] * m[j * ld + i];
      m[r * ld + i] = s / m[i * ld + i];
    }
}

void BM_lud(benchmark::State &S, LudFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<float> base(LudLd * LudLd), m, ref;
  for (int i = 0; i < LudLd * LudLd; ++i)
    base[i] = float((i * 7919u) % 1000u) / 4000.0f;
  for (int i = 0; i < LudBs; ++i)
    base[i * LudLd + i] = 4.0f; // a well-conditioned diagonal block
  ref = base;
  ludRef(ref.data(), LudLd, LudBs);
  for (auto _ : S) {
    S.PauseTiming();
    m = base;
    S.ResumeTiming();
    Fn(m.data(), LudLd, LudBs);
    benchmark::DoNotOptimize(m.data());
  }
  for (int i = 0; i < LudLd * LudLd; ++i)
    if (std::fabs(m[i] - ref[i]) > 1e-3f * (1 + std::fabs(ref[i]))) {
      S.SkipWithError("lud_perimeter: wrong result");
      break;
    }
  S.SetItemsProcessed(S.iterations() * 2 * LudBs);
}

using QueensFn = void (*)(int *, int);
using MergePassFn = void (*)(int *, const int *, int, int);

constexpr int QueensN = 10;

/// Solutions with the first two rows' queens in columns t / n and t % n
/// (the same search as the kernel, written as a recursion).
int queensRef(int n, int row, int cols, int ld, int rd) {
  if (row == n)
    return 1;
  int all = (1 << n) - 1, count = 0;
  for (int avail = all & ~(cols | ld | rd); avail; avail &= avail - 1) {
    int bit = avail & -avail;
    count += queensRef(n, row + 1, cols | bit, ((ld | bit) << 1) & all,
                       (rd | bit) >> 1);
  }
  return count;
}

void BM_queens(benchmark::State &S, QueensFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  const int n = QueensN, all = (1 << n) - 1;
  AlignedVector<int> counts(n * n), ref(n * n);
  for (int t = 0; t < n * n; ++t) {
    int c0 = 1 << (t / n), c1 = 1 << (t % n);
    int ld = (c0 << 1) & all, rd = c0 >> 1;
    ref[t] = ((c0 | ld | rd) & c1)
                 ? 0
                 : queensRef(n, 2, c0 | c1, ((ld | c1) << 1) & all,
                             (rd | c1) >> 1);
  }
  for (auto _ : S) {
    Fn(counts.data(), n);
    benchmark::DoNotOptimize(counts.data());
  }
  if (counts != ref)
    S.SkipWithError("nqueens: wrong result");
  S.SetItemsProcessed(S.iterations() * n * n);
}

constexpr int MergeSortN = 1 << 14;

/// A whole bottom-up merge sort, one kernel call per pass.
void BM_mergesort(benchmark::State &S, MergePassFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<int> base(MergeSortN), a, b(MergeSortN), ref;
  for (int i = 0; i < MergeSortN; ++i)
    base[i] = int((i * 2654435761u) % 100000u);
  ref = base;
  std::sort(ref.begin(), ref.end());
  for (auto _ : S) {
    S.PauseTiming();
    a = base;
    S.ResumeTiming();
    for (int w = 1; w < MergeSortN; w *= 2) {
      Fn(b.data(), a.data(), MergeSortN, w);
      std::swap(a, b);
    }
    benchmark::DoNotOptimize(a.data());
  }
  if (a != ref)
    S.SkipWithError("merge_pass: not sorted");
  S.SetItemsProcessed(S.iterations() * MergeSortN);
}

} // namespace

#define REGISTER_FLOAT(name, isa)                                              \
  BENCHMARK_CAPTURE(BM_float, name##_##isa##_meld, name##_##isa, #isa);        \
  BENCHMARK_CAPTURE(BM_float, name##_##isa##_nodarm, name##_##isa##_nodarm,    \
                    #isa);
SPMDC_DARM_KERNELS(REGISTER_FLOAT, avx512)
SPMDC_DARM_KERNELS(REGISTER_FLOAT, avx2)
BENCHMARK_CAPTURE(BM_shader, meld_shader_avx512_meld, meld_shader_avx512, "avx512");
BENCHMARK_CAPTURE(BM_shader, meld_shader_avx512_nodarm, meld_shader_avx512_nodarm, "avx512");
BENCHMARK_CAPTURE(BM_shader, meld_shader_avx2_meld, meld_shader_avx2, "avx2");
BENCHMARK_CAPTURE(BM_shader, meld_shader_avx2_nodarm, meld_shader_avx2_nodarm, "avx2");
// meld_loop_break has meld_shader's signature (out, flags, in, n).
BENCHMARK_CAPTURE(BM_shader, meld_loop_break_avx512_meld, meld_loop_break_avx512, "avx512");
BENCHMARK_CAPTURE(BM_shader, meld_loop_break_avx512_nodarm, meld_loop_break_avx512_nodarm, "avx512");
BENCHMARK_CAPTURE(BM_shader, meld_loop_break_avx2_meld, meld_loop_break_avx2, "avx2");
BENCHMARK_CAPTURE(BM_shader, meld_loop_break_avx2_nodarm, meld_loop_break_avx2_nodarm, "avx2");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx512_meld, bitonic_avx512, "avx512");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx512_nodarm, bitonic_avx512_nodarm, "avx512");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx2_meld, bitonic_avx2, "avx2");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx2_nodarm, bitonic_avx2_nodarm, "avx2");

#define REGISTER_REAL(isa)                                                     \
  BENCHMARK_CAPTURE(BM_dct, dct_quant_##isa##_meld, dct_quant_##isa, #isa);    \
  BENCHMARK_CAPTURE(BM_dct, dct_quant_##isa##_nodarm,                          \
                    dct_quant_##isa##_nodarm, #isa);                           \
  BENCHMARK_CAPTURE(BM_srad, srad_coef_##isa##_meld, srad_coef_##isa, #isa);   \
  BENCHMARK_CAPTURE(BM_srad, srad_coef_##isa##_nodarm,                         \
                    srad_coef_##isa##_nodarm, #isa);                           \
  BENCHMARK_CAPTURE(BM_merge, merge_pcm_##isa##_meld, merge_pcm_##isa, #isa);  \
  BENCHMARK_CAPTURE(BM_merge, merge_pcm_##isa##_nodarm,                        \
                    merge_pcm_##isa##_nodarm, #isa);                           \
  BENCHMARK_CAPTURE(BM_lud, lud_perimeter_##isa##_meld, lud_perimeter_##isa,   \
                    #isa);                                                     \
  BENCHMARK_CAPTURE(BM_lud, lud_perimeter_##isa##_nodarm,                      \
                    lud_perimeter_##isa##_nodarm, #isa);                       \
  BENCHMARK_CAPTURE(BM_queens, nqueens_##isa##_meld, nqueens_##isa, #isa);     \
  BENCHMARK_CAPTURE(BM_queens, nqueens_##isa##_nodarm, nqueens_##isa##_nodarm, \
                    #isa);                                                     \
  BENCHMARK_CAPTURE(BM_mergesort, merge_sort_##isa##_meld, merge_pass_##isa,   \
                    #isa);                                                     \
  BENCHMARK_CAPTURE(BM_mergesort, merge_sort_##isa##_nodarm,                   \
                    merge_pass_##isa##_nodarm, #isa);
REGISTER_REAL(avx512)
REGISTER_REAL(avx2)

#define REGISTER_HAND(isa)                                                     \
  BENCHMARK_CAPTURE(BM_bitonic, bitonic_##isa##_hand,                          \
                    bitonic_hand_##isa##_nodarm, #isa);                        \
  BENCHMARK_CAPTURE(BM_dct, dct_quant_##isa##_hand,                            \
                    dct_quant_hand_##isa##_nodarm, #isa);                      \
  BENCHMARK_CAPTURE(BM_srad, srad_coef_##isa##_hand,                           \
                    srad_coef_hand_##isa##_nodarm, #isa);                      \
  BENCHMARK_CAPTURE(BM_merge, merge_pcm_##isa##_hand,                          \
                    merge_pcm_hand_##isa##_nodarm, #isa);                      \
  BENCHMARK_CAPTURE(BM_lud, lud_perimeter_##isa##_hand,                        \
                    lud_perimeter_hand_##isa##_nodarm, #isa);                  \
  BENCHMARK_CAPTURE(BM_queens, nqueens_##isa##_hand,                           \
                    nqueens_hand_##isa##_nodarm, #isa);                        \
  BENCHMARK_CAPTURE(BM_mergesort, merge_sort_##isa##_hand,                     \
                    merge_pass_hand_##isa##_nodarm, #isa);
REGISTER_HAND(avx512)
REGISTER_HAND(avx2)

BENCHMARK_MAIN();
