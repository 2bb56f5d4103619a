// spmdc benchmarks: each kernel compiled by spmdc for avx512 and avx2, timed
// against scalar C++ (-O3 -march=native) and, where hand-written SIMD is the
// natural rival, Highway (highway_kernels.cpp) in one run, one thread; the
// tasked mandelbrot and binomial also on 1 and 2 threads (wall-clock time).
// The kernels of kernels.cpp check their output against the scalar baseline
// before timing; `spmdc-bench --check` only checks (a ctest).
#include "bench.h"
#include "bench_kernels.h"
#include "spmdrt.h"

#include <benchmark/benchmark.h>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

constexpr int SimpleN = 1 << 16;
constexpr int MandelW = 768, MandelH = 512, MandelIters = 256;

std::vector<float> simpleInput() {
  std::vector<float> v(SimpleN);
  for (int i = 0; i < SimpleN; ++i)
    v[i] = (float)(i % 1000) * 0.01f;
  return v;
}

using SimpleFn = void (*)(float *, float *, int);
using MandelFn = void (*)(float, float, float, float, int, int, int, int *);

void BM_simple(benchmark::State &S, SimpleFn Fn, const char *isa) {
  if (isa && !spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  auto in = simpleInput();
  std::vector<float> out(SimpleN);
  for (auto _ : S) {
    Fn(in.data(), out.data(), SimpleN);
    benchmark::DoNotOptimize(out.data());
  }
  S.SetItemsProcessed(S.iterations() * SimpleN);
}

void simpleScalarAdapter(float *in, float *out, int n) { simple_scalar(in, out, n); }

void BM_mandelbrot(benchmark::State &S, MandelFn Fn, const char *isa) {
  if (isa && !spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  std::vector<int> out(MandelW * MandelH);
  for (auto _ : S) {
    Fn(-2.f, -1.f, 1.f, 1.f, MandelW, MandelH, MandelIters, out.data());
    benchmark::DoNotOptimize(out.data());
  }
  S.SetItemsProcessed(S.iterations() * MandelW * MandelH);
}

// The tasked mandelbrot on state.range(0) threads of spmdrt's task system.
void BM_mandelbrot_tasks(benchmark::State &S, MandelFn Fn, const char *isa) {
  spmdrt_set_num_threads((int)S.range(0));
  BM_mandelbrot(S, Fn, isa);
  spmdrt_set_num_threads(0);
}

// out[i] = a[i]*2+1, through a[i] (plain) or a[i * stride] with stride 1
// (strided): the symbolic-stride check should make them equally fast.
constexpr int StridedN = 1 << 16;
using PlainFn = void (*)(float *, float *, int);
using StridedFn = void (*)(float *, float *, int, int);

template <class Call>
void runStrided(benchmark::State &S, const char *isa, Call C) {
  if (isa && !spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  std::vector<float> a(StridedN), out(StridedN);
  for (int i = 0; i < StridedN; ++i)
    a[i] = (float)(i % 1000) * 0.01f;
  for (auto _ : S) {
    C(a.data(), out.data());
    benchmark::DoNotOptimize(out.data());
  }
  S.SetItemsProcessed(S.iterations() * StridedN);
}

void BM_sum_plain(benchmark::State &S, PlainFn Fn, const char *isa) {
  runStrided(S, isa, [&](float *a, float *o) { Fn(a, o, StridedN); });
}

void BM_sum_strided1(benchmark::State &S, StridedFn Fn, const char *isa) {
  runStrided(S, isa, [&](float *a, float *o) { Fn(a, o, StridedN, 1); });
}

} // namespace

BENCHMARK_CAPTURE(BM_simple, scalar, simpleScalarAdapter, nullptr);
BENCHMARK_CAPTURE(BM_simple, avx2, simple_avx2, "avx2");
BENCHMARK_CAPTURE(BM_simple, avx512, simple_avx512, "avx512");
BENCHMARK_CAPTURE(BM_mandelbrot, scalar, mandelbrot_scalar, nullptr)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_mandelbrot, avx2, mandelbrot_spmd_avx2, "avx2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_mandelbrot, avx512, mandelbrot_spmd_avx512, "avx512")->Unit(benchmark::kMillisecond);
// Wall-clock time of single calls, 100 of them; "min" besides the median:
// on a machine shared with other work the best call shows what two free
// cores give.
static double minOf(const std::vector<double> &V) {
  return V.empty() ? 0 : *std::min_element(V.begin(), V.end());
}
BENCHMARK_CAPTURE(BM_mandelbrot_tasks, avx2, mandelbrot_tasks_avx2, "avx2")
    ->Unit(benchmark::kMillisecond)->UseRealTime()->ArgName("threads")->Arg(1)->Arg(2)
    ->Iterations(1)->Repetitions(100)->ReportAggregatesOnly(true)
    ->ComputeStatistics("min", minOf);
BENCHMARK_CAPTURE(BM_mandelbrot_tasks, avx512, mandelbrot_tasks_avx512, "avx512")
    ->Unit(benchmark::kMillisecond)->UseRealTime()->ArgName("threads")->Arg(1)->Arg(2)
    ->Iterations(1)->Repetitions(100)->ReportAggregatesOnly(true)
    ->ComputeStatistics("min", minOf);
BENCHMARK_CAPTURE(BM_sum_plain, avx2, sum_plain_avx2, "avx2");
BENCHMARK_CAPTURE(BM_sum_strided1, avx2, sum_strided_avx2, "avx2");
BENCHMARK_CAPTURE(BM_sum_plain, avx512, sum_plain_avx512, "avx512");
BENCHMARK_CAPTURE(BM_sum_strided1, avx512, sum_strided_avx512, "avx512");

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--check") == 0)
      return checkAllKernels() ? 0 : 1;
  registerKernelBenchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
