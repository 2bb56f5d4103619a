// DARM benchmark: each kernel of kernels/darm.spmd compiled by spmdc with
// control-flow melding (default) and with --no-darm, for avx512 and avx2,
// timed in one run, one thread. The ratio nodarm/meld is the speedup from
// melding (docs/results.md).
#include "spmdrt.h"

#include <benchmark/benchmark.h>
#include <algorithm>
#include <string>
#include <vector>

#define SPMDC_DARM_KERNELS(X, isa)                                             \
  X(meld_same, isa) X(meld_partial, isa) X(meld_regions, isa) X(meld_three, isa)

#define DECLARE_FLOAT(name, isa)                                               \
  void name##_##isa(float *, const float *, int);                              \
  void name##_##isa##_nodarm(float *, const float *, int);

extern "C" {
SPMDC_DARM_KERNELS(DECLARE_FLOAT, avx512)
SPMDC_DARM_KERNELS(DECLARE_FLOAT, avx2)
void bitonic_avx512(int *, int);
void bitonic_avx512_nodarm(int *, int);
void bitonic_avx2(int *, int);
void bitonic_avx2_nodarm(int *, int);
}

namespace {

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
  std::vector<float> in(N), out(N);
  for (int i = 0; i < N; ++i)
    in[i] = float((i * 7919u) % 1000u) / 1000.0f;
  for (auto _ : S) {
    Fn(out.data(), in.data(), N);
    benchmark::DoNotOptimize(out.data());
  }
  S.SetItemsProcessed(S.iterations() * N);
}

void BM_bitonic(benchmark::State &S, SortFn Fn, const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  std::vector<int> base(SortN), a(SortN);
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

} // namespace

#define REGISTER_FLOAT(name, isa)                                              \
  BENCHMARK_CAPTURE(BM_float, name##_##isa##_meld, name##_##isa, #isa);        \
  BENCHMARK_CAPTURE(BM_float, name##_##isa##_nodarm, name##_##isa##_nodarm,    \
                    #isa);
SPMDC_DARM_KERNELS(REGISTER_FLOAT, avx512)
SPMDC_DARM_KERNELS(REGISTER_FLOAT, avx2)
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx512_meld, bitonic_avx512, "avx512");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx512_nodarm, bitonic_avx512_nodarm, "avx512");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx2_meld, bitonic_avx2, "avx2");
BENCHMARK_CAPTURE(BM_bitonic, bitonic_avx2_nodarm, bitonic_avx2_nodarm, "avx2");

BENCHMARK_MAIN();
