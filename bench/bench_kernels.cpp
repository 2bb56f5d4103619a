// Problem set-up and correctness checks of the bench kernels (see
// bench_kernels.h). Each kernel is a Case: its output size, tolerances, the
// scalar baseline and the variants to time against it. Inputs are
// deterministic (a fixed LCG), so every run times the same work.
#include "bench_kernels.h"
#include "bench.h"
#include "spmdrt.h"

#include <benchmark/benchmark.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

// Numbers in [lo, hi) from a fixed linear congruential sequence.
struct Lcg {
  unsigned state = 12345u;
  float next(float lo, float hi) {
    state = state * 1664525u + 1013904223u;
    return lo + (hi - lo) * (float)(state >> 8) * (1.0f / 16777216.0f);
  }
};

using Run = std::function<void(float *out)>;

struct Variant {
  std::string name; // avx512, avx2, highway_avx512, highway_avx2
  const char *isa;  // for spmdrt_cpu_supports
  Run run;
};

// Outputs match when |got - want| <= absTol + relTol * |want| everywhere.
struct Case {
  std::string name;
  size_t outSize;
  double absTol, relTol;
  Run scalar;
  std::vector<Variant> variants;
  bool milliseconds;
};

// ---- Inputs ----

constexpr float OptRate = 0.02f, OptVol = 0.30f;
constexpr int BlackScholesN = 1 << 16, BinomialN = 1 << 12;

// Options near the money (strike within ±30% of the spot price), as in a
// real book. Far out of the money, Black-Scholes' exp(-d²/2) underflows
// (d² > 174): those lanes leave the vector exp's accurate range and are
// recomputed with libm (docs/results.md).
struct Options {
  std::vector<float> S, X, T;
  explicit Options(int n) : S(n), X(n), T(n) {
    Lcg g;
    for (int i = 0; i < n; ++i) {
      S[i] = g.next(50.0f, 150.0f);
      X[i] = S[i] * g.next(0.7f, 1.3f);
      T[i] = g.next(0.25f, 2.0f);
    }
  }
};

constexpr int AoW = 128, AoH = 128, AoSub = 2;
constexpr int PerlinW = 512, PerlinH = 512, PerlinOctaves = 4;
constexpr int StencilN = 512, StencilM = 512;
constexpr int VolN = 64, VolW = 256, VolH = 256;
constexpr float VolFov = 0.8f, VolStep = 1.0f / 128.0f, VolSigma = 6.0f;

std::vector<int> &perlinPerm() {
  static std::vector<int> perm = [] {
    std::vector<int> p(512);
    for (int i = 0; i < 256; ++i)
      p[i] = i;
    unsigned s = 2024u;
    for (int i = 255; i > 0; --i) { // Fisher-Yates with a fixed LCG
      s = s * 1664525u + 1013904223u;
      std::swap(p[i], p[(s >> 8) % (unsigned)(i + 1)]);
    }
    for (int i = 0; i < 256; ++i)
      p[256 + i] = p[i];
    return p;
  }();
  return perm;
}

std::vector<float> &stencilGrid() {
  static std::vector<float> g = [] {
    std::vector<float> v((size_t)StencilN * StencilM);
    Lcg r;
    for (float &x : v)
      x = r.next(0.0f, 1.0f);
    return v;
  }();
  return g;
}

// A dense blob in the middle (rays through it stop early) over a rippled
// haze (rays around it march through the whole cube).
std::vector<float> &volumeGrid() {
  static std::vector<float> g = [] {
    std::vector<float> v((size_t)VolN * VolN * VolN);
    for (int z = 0; z < VolN; ++z)
      for (int y = 0; y < VolN; ++y)
        for (int x = 0; x < VolN; ++x) {
          float px = x / (VolN - 1.0f) - 0.5f, py = y / (VolN - 1.0f) - 0.5f,
                pz = z / (VolN - 1.0f) - 0.5f;
          float r = std::sqrt(px * px + py * py + pz * pz);
          float blob = std::max(0.0f, 0.35f - r) * 12.0f;
          float haze = 0.25f * (1.0f + std::sin(11.0f * px) * std::sin(13.0f * py) *
                                           std::sin(7.0f * pz));
          v[((size_t)z * VolN + y) * VolN + x] = blob + haze;
        }
    return v;
  }();
  return g;
}

// ---- The kernels ----

template <class Fn> Run optionsRun(Options &o, int n, Fn fn) {
  return [&o, n, fn](float *out) { fn(o.S.data(), o.X.data(), o.T.data(), OptRate, OptVol, out, n); };
}

std::vector<Case> &cases() {
  static Options bs(BlackScholesN), bin(BinomialN);
  static std::vector<Case> all = [] {
    std::vector<Case> c;
    c.push_back({"blackscholes", BlackScholesN, 1e-4, 1e-4,
                 optionsRun(bs, BlackScholesN, blackscholes_scalar),
                 {{"avx2", "avx2", optionsRun(bs, BlackScholesN, blackscholes_avx2)},
                  {"avx512", "avx512", optionsRun(bs, BlackScholesN, blackscholes_avx512)},
                  {"highway_avx2", "avx2", optionsRun(bs, BlackScholesN, blackscholes_hwy_avx2)},
                  {"highway_avx512", "avx512",
                   optionsRun(bs, BlackScholesN, blackscholes_hwy_avx512)}},
                 false});
    c.push_back({"binomial", BinomialN, 1e-4, 1e-4, optionsRun(bin, BinomialN, binomial_scalar),
                 {{"avx2", "avx2", optionsRun(bin, BinomialN, binomial_avx2)},
                  {"avx512", "avx512", optionsRun(bin, BinomialN, binomial_avx512)}},
                 true});
    auto ao = [](void (*fn)(int, int, int, float *)) {
      return Run([fn](float *out) { fn(AoW, AoH, AoSub, out); });
    };
    c.push_back({"aobench", (size_t)AoW * AoH, 0.02, 0.0, ao(aobench_scalar),
                 {{"avx2", "avx2", ao(aobench_avx2)}, {"avx512", "avx512", ao(aobench_avx512)}},
                 true});
    auto perlin = [](auto fn) {
      return Run([fn](float *out) {
        fn(perlinPerm().data(), 0.13f, 0.57f, 0.71f, 8.0f / PerlinW, 8.0f / PerlinH, PerlinW,
           PerlinH, PerlinOctaves, out);
      });
    };
    c.push_back({"perlin", (size_t)PerlinW * PerlinH, 1e-5, 1e-4, perlin(perlin_scalar),
                 {{"avx2", "avx2", perlin(perlin_avx2)},
                  {"avx512", "avx512", perlin(perlin_avx512)},
                  {"highway_avx2", "avx2", perlin(perlin_hwy_avx2)},
                  {"highway_avx512", "avx512", perlin(perlin_hwy_avx512)}},
                 true});
    auto stencil = [](auto fn) {
      return Run([fn](float *out) { fn(stencilGrid().data(), out, StencilN, StencilM); });
    };
    c.push_back({"stencil", (size_t)StencilN * StencilM, 0.0, 1e-6, stencil(stencil5_scalar),
                 {{"avx2", "avx2", stencil(stencil5_avx2)},
                  {"avx512", "avx512", stencil(stencil5_avx512)},
                  {"highway_avx2", "avx2", stencil(stencil5_hwy_avx2)},
                  {"highway_avx512", "avx512", stencil(stencil5_hwy_avx512)}},
                 false});
    auto volume = [](auto fn) {
      return Run([fn](float *out) {
        fn(volumeGrid().data(), VolN, VolW, VolH, VolFov, VolStep, VolSigma, out);
      });
    };
    c.push_back({"volume", (size_t)VolW * VolH, 1e-4, 1e-3, volume(volume_scalar),
                 {{"avx2", "avx2", volume(volume_avx2)},
                  {"avx512", "avx512", volume(volume_avx512)}},
                 true});
    return c;
  }();
  return all;
}

const Case &caseNamed(const std::string &name) {
  for (const Case &c : cases())
    if (c.name == name)
      return c;
  std::abort();
}

// The scalar baseline's output of a case, computed once.
const std::vector<float> &reference(const Case &c) {
  static std::vector<std::vector<float>> refs(cases().size());
  size_t idx = &c - cases().data();
  if (refs[idx].empty()) {
    refs[idx].assign(c.outSize, 0.0f);
    c.scalar(refs[idx].data());
  }
  return refs[idx];
}

struct CheckResult {
  size_t mismatches = 0;
  double maxAbsErr = 0;
};

CheckResult compare(const Case &c, const std::vector<float> &got) {
  const std::vector<float> &want = reference(c);
  CheckResult r;
  for (size_t i = 0; i < c.outSize; ++i) {
    double err = std::fabs((double)got[i] - want[i]);
    if (!(err <= c.absTol + c.relTol * std::fabs((double)want[i])))
      ++r.mismatches;
    if (err > r.maxAbsErr || std::isnan(err))
      r.maxAbsErr = err;
  }
  return r;
}

void BM_case(benchmark::State &S, const Case *c, const Variant *v) {
  if (v && !spmdrt_cpu_supports(v->isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  std::vector<float> out(c->outSize);
  const Run &run = v ? v->run : c->scalar;
  for (auto _ : S) {
    run(out.data());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  S.SetItemsProcessed(S.iterations() * c->outSize);
  if (v) {
    CheckResult r = compare(*c, out);
    S.counters["max_abs_err"] = r.maxAbsErr;
    if (r.mismatches)
      S.SkipWithError(("output differs from the scalar baseline in " +
                       std::to_string(r.mismatches) + " elements")
                          .c_str());
  }
}

// The tasked binomial on state.range(0) threads: one call per iteration.
void BM_binomial_tasks(benchmark::State &S, void (*fn)(float *, float *, float *, float, float,
                                                       float *, int),
                       const char *isa) {
  if (!spmdrt_cpu_supports(isa)) {
    S.SkipWithError("CPU lacks this ISA");
    return;
  }
  static Options o(BinomialN);
  std::vector<float> out(BinomialN);
  spmdrt_set_num_threads((int)S.range(0));
  for (auto _ : S) {
    fn(o.S.data(), o.X.data(), o.T.data(), OptRate, OptVol, out.data(), BinomialN);
    benchmark::DoNotOptimize(out.data());
  }
  spmdrt_set_num_threads(0);
  S.SetItemsProcessed(S.iterations() * BinomialN);
  if (compare(caseNamed("binomial"), out).mismatches)
    S.SkipWithError("output differs from the scalar baseline");
}

double meanOf(const std::vector<float> &v) {
  double sum = 0;
  for (float x : v)
    sum += x;
  return v.empty() ? 0 : sum / v.size();
}

double minOf(const std::vector<double> &V) {
  return V.empty() ? 0 : *std::min_element(V.begin(), V.end());
}

} // namespace

void registerKernelBenchmarks() {
  for (const Case &c : cases()) {
    auto unit = c.milliseconds ? benchmark::kMillisecond : benchmark::kMicrosecond;
    benchmark::RegisterBenchmark(("BM_" + c.name + "/scalar").c_str(), BM_case, &c,
                                 (const Variant *)nullptr)
        ->Unit(unit);
    for (const Variant &v : c.variants)
      benchmark::RegisterBenchmark(("BM_" + c.name + "/" + v.name).c_str(), BM_case, &c, &v)
          ->Unit(unit);
  }
  // As BM_mandelbrot_tasks: wall-clock time of 100 single calls per thread
  // count, median and best.
  for (auto [isa, fn] : {std::pair{"avx2", binomial_tasks_avx2},
                         std::pair{"avx512", binomial_tasks_avx512}})
    benchmark::RegisterBenchmark((std::string("BM_binomial_tasks/") + isa).c_str(),
                                 BM_binomial_tasks, fn, isa)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->ArgName("threads")
        ->Arg(1)
        ->Arg(2)
        ->Iterations(1)
        ->Repetitions(100)
        ->ReportAggregatesOnly(true)
        ->ComputeStatistics("min", minOf);
}

bool checkAllKernels() {
  bool ok = true;
  for (const Case &c : cases()) {
    for (const Variant &v : c.variants) {
      if (!spmdrt_cpu_supports(v.isa)) {
        std::printf("%-14s %-16s skipped (CPU lacks %s)\n", c.name.c_str(), v.name.c_str(), v.isa);
        continue;
      }
      std::vector<float> out(c.outSize);
      v.run(out.data());
      CheckResult r = compare(c, out);
      std::printf("%-14s %-16s %s (max abs error %.3g, %zu of %zu elements out of tolerance;"
                  " reference mean %.4g)\n",
                  c.name.c_str(), v.name.c_str(), r.mismatches ? "FAIL" : "ok", r.maxAbsErr,
                  r.mismatches, c.outSize, meanOf(reference(c)));
      ok &= r.mismatches == 0;
    }
  }
  // The tasked binomial (all threads) against the one-gang binomial's case.
  const Case &bin = caseNamed("binomial");
  static Options o(BinomialN);
  for (auto [isa, fn] : {std::pair{"avx2", binomial_tasks_avx2},
                         std::pair{"avx512", binomial_tasks_avx512}}) {
    if (!spmdrt_cpu_supports(isa))
      continue;
    std::vector<float> out(BinomialN);
    fn(o.S.data(), o.X.data(), o.T.data(), OptRate, OptVol, out.data(), BinomialN);
    CheckResult r = compare(bin, out);
    std::printf("%-14s %-16s %s (max abs error %.3g, %zu of %d elements out of tolerance)\n",
                "binomial_tasks", isa, r.mismatches ? "FAIL" : "ok", r.maxAbsErr, r.mismatches,
                BinomialN);
    ok &= r.mismatches == 0;
  }
  return ok;
}
