// All-on fast path benchmark: kernels/allon.spmd compiled by spmdc with the
// cost rule (default), without fast paths (--no-all-on-fast-path) and with
// every cif region copied (--all-on-fast-path-hinted-always), for avx512 and
// avx2, on coherent inputs (every aligned run of 64 elements takes one
// side, so whole gangs agree) and incoherent ones (neighbours differ),
// timed in one run, one thread (docs/results.md).
#include "spmdrt.h"

#include <benchmark/benchmark.h>
#include <vector>

#include "aligned_vector.h"

#define SPMDC_ALLON_VARIANTS(X, isa)                                           \
  X(cif_update, isa, rule) X(cif_update, isa, off) X(cif_update, isa, always) \
  X(if_update, isa, rule) X(if_update, isa, off)

#define DECLARE(name, isa, variant)                                            \
  void name##_##isa##_##variant(float *, const float *, const float *, int);

extern "C" {
SPMDC_ALLON_VARIANTS(DECLARE, avx512)
SPMDC_ALLON_VARIANTS(DECLARE, avx2)
}

namespace {

using spmdc_bench::AlignedVector;

constexpr int N = 1 << 16;

using Fn = void (*)(float *, const float *, const float *, int);

void BM_allon(benchmark::State &S, Fn F, const char *isa, bool coherent) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  AlignedVector<float> a(N), b(N), out(N);
  for (int i = 0; i < N; ++i) {
    unsigned g = coherent ? unsigned(i) / 64 : unsigned(i);
    a[i] = ((g * 2654435761u) >> 7 & 1) ? 0.75f : 0.25f;
    b[i] = float(i % 100) / 100.0f;
  }
  for (auto _ : S) {
    F(out.data(), a.data(), b.data(), N);
    benchmark::DoNotOptimize(out.data());
  }
  S.SetItemsProcessed(S.iterations() * N);
}

} // namespace

#define REGISTER(name, isa, variant)                                           \
  BENCHMARK_CAPTURE(BM_allon, name##_##isa##_##variant##_coherent,             \
                    name##_##isa##_##variant, #isa, true);                     \
  BENCHMARK_CAPTURE(BM_allon, name##_##isa##_##variant##_incoherent,           \
                    name##_##isa##_##variant, #isa, false);
SPMDC_ALLON_VARIANTS(REGISTER, avx512)
SPMDC_ALLON_VARIANTS(REGISTER, avx2)

BENCHMARK_MAIN();
