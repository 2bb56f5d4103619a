#include "e2e_check.h"
#include "instrument_utilization_ispc.h"
#include "spmdrt.h"
#include <cstdlib>
#include <cstring>
#include <map>
#include <vector>

// Per function: the lanes of the gang that ran it, the least utilization
// of a source line (its blocks summed) that ran, and the block executions.
struct FunctionStats {
  unsigned lanes = 0;
  double min_util = 2;
  unsigned long long executions = 0;
};

static FunctionStats stats_of(const char *function) {
  FunctionStats S;
  std::map<unsigned, std::pair<unsigned long long, unsigned long long>> lines;
  size_t n = spmdrt_instrument_num_blocks();
  for (size_t i = 0; i < n; ++i) {
    spmdrt_instrument_stats b;
    if (spmdrt_instrument_get(i, &b) != 0)
      std::printf("spmdrt_instrument_get(%zu) failed\n", i), std::exit(1);
    // Multi-length objects (sve) register one module per vector length;
    // only the one that ran has counts. The names may carry a suffix.
    if (b.executions == 0 || std::strncmp(b.function, function, std::strlen(function)) != 0)
      continue;
    if (b.active_lanes > b.executions * b.lanes)
      std::printf("%s: %llu active lanes in %llu executions of %u lanes\n", function,
                  (unsigned long long)b.active_lanes, (unsigned long long)b.executions,
                  b.lanes), std::exit(1);
    S.lanes = b.lanes;
    S.executions += b.executions;
    lines[b.line].first += b.executions;
    lines[b.line].second += b.active_lanes;
  }
  for (auto &[line, c] : lines) {
    double u = double(c.second) / (double(c.first) * S.lanes);
    if (u < S.min_util)
      S.min_util = u;
  }
  return S;
}

int main() {
  // The per-target report would differ between targets; the host checks
  // the numbers itself.
  setenv("SPMDRT_INSTRUMENT_OUTPUT", "none", /*overwrite=*/0);
  if (spmdrt_instrument_num_blocks() == 0) {
    std::printf("no instrumented blocks registered\n");
    return 1;
  }
  const int n = 256;
  std::vector<float> in(n), out(n, 0), out2(n, 0);
  for (int i = 0; i < n; ++i) in[i] = float(i);
  ispc::half_branch(out.data(), out2.data(), in.data(), n);
  for (int i = 0; i < n; ++i) {
    e2e_expect_eq("half_branch", i, out[i], i % 2 == 0 ? in[i] * 2.0f + 1.0f : 0.0f);
    e2e_expect_eq("half_branch out2", i, out2[i], i % 2 == 0 ? 0.0f : in[i] - 3.0f);
  }
  FunctionStats H = stats_of("half_branch");
  e2e_expect_near("half_branch min utilization", 0, H.min_util, H.lanes >= 2 ? 0.5 : 1.0);

  ispc::diamond(out.data(), in.data(), n);
  for (int i = 0; i < n; ++i) {
    float x = in[i], y;
    if (i % 2 == 0) { y = x * 3.0f + 1.0f; y = y * y - x; y = y / (x + 2.0f); }
    else { y = x * 5.0f + 2.0f; y = y * y - x; y = y / (x + 3.0f); }
    e2e_expect_eq("diamond", i, out[i], y);
  }
  FunctionStats D = stats_of("diamond");
  // Melded, every line runs with all lanes; not melded, each side with half.
  int meld = D.lanes >= 2 ? ispc::meld_expected() : 1;
  if (meld == 2) {
    if (D.min_util != 0.5 && D.min_util != 1.0)
      e2e_expect_near("diamond min utilization", 0, D.min_util, 1.0);
  } else {
    e2e_expect_near("diamond min utilization", 0, D.min_util, meld ? 1.0 : 0.5);
  }

  std::vector<int> q(64, 0);
  ispc::quarter(q.data(), 10);
  FunctionStats Q = stats_of("quarter");
  e2e_expect_near("quarter min utilization", 0, Q.min_util, Q.lanes >= 4 ? 0.25 : 1.0);

  spmdrt_instrument_reset();
  if (stats_of("quarter").executions != 0)
    std::printf("spmdrt_instrument_reset left counts\n"), std::exit(1);

  std::vector<int> t(64, 0);
  ispc::triangle(t.data());
  FunctionStats T = stats_of("triangle");
  for (unsigned k = 0; k < T.lanes; ++k) {
    int s = 0;
    for (unsigned j = 0; j <= k; ++j) s += int(j) * 3 + 1;
    e2e_expect_eq("triangle", int(k), t[k], s);
  }
  // The loop body: W executions, W (W + 1) / 2 lane-executions.
  e2e_expect_near("triangle min utilization", 0, T.min_util,
                  (T.lanes + 1.0) / (2.0 * T.lanes));
  return e2e_finish("instrument_utilization");
}
