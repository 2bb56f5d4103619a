// SIMD utilization of the DARM bench kernels (kernels/darm.spmd,
// kernels/darm_real.spmd) under `spmdc --instrument`: runs each kernel once
// on the inputs of the timing bench (darm_main.cpp) and prints, per kernel,
// the block executions, the active lane-executions and the utilization
// (active / (W x executions)), plain and weighted by the SPMD IR
// instructions of each block. Built and run by scripts/darm_utilization.sh
// for a target, with and without melding (docs/darm.md).
#include "darm_ispc.h"
#include "darm_real_ispc.h"
#include "spmdrt.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

constexpr int N = 1 << 16;
constexpr int SortN = 1 << 12;

void print(const char *kernel) {
  unsigned long long execs = 0, active = 0;
  double wexecs = 0, wactive = 0;
  unsigned lanes = 0;
  for (size_t i = 0, n = spmdrt_instrument_num_blocks(); i < n; ++i) {
    spmdrt_instrument_stats b;
    spmdrt_instrument_get(i, &b);
    if (std::strcmp(b.function, kernel) != 0)
      continue;
    lanes = b.lanes;
    execs += b.executions;
    active += b.active_lanes;
    wexecs += double(b.executions) * b.instructions;
    wactive += double(b.active_lanes) * b.instructions;
  }
  std::printf("%s %u %llu %llu %.1f %.1f\n", kernel, lanes, execs, active,
              execs ? 100.0 * active / (double(execs) * lanes) : 0.0,
              wexecs > 0 ? 100.0 * wactive / (wexecs * lanes) : 0.0);
}

} // namespace

int main() {
  setenv("SPMDRT_INSTRUMENT_OUTPUT", "none", 0);
  std::vector<float> in(N), out(N);
  for (int i = 0; i < N; ++i)
    in[i] = float((i * 7919u) % 1000u) / 1000.0f;
  ispc::meld_same(out.data(), in.data(), N);
  ispc::meld_partial(out.data(), in.data(), N);
  ispc::meld_regions(out.data(), in.data(), N);
  ispc::meld_three(out.data(), in.data(), N);
  ispc::meld_block_region(out.data(), in.data(), N);
  ispc::meld_sequence(out.data(), in.data(), N);
  std::vector<int> clip(N);
  ispc::meld_shader(out.data(), clip.data(), in.data(), N);
  ispc::meld_loop_break(out.data(), clip.data(), in.data(), N);
  std::vector<int> a(SortN);
  for (int i = 0; i < SortN; ++i)
    a[i] = int((i * 2654435761u) % 100000u);
  ispc::bitonic(a.data(), SortN);
  if (!std::is_sorted(a.begin(), a.end()))
    return std::puts("bitonic: not sorted"), 1;

  std::vector<float> q(64), c(N);
  for (int i = 0; i < 64; ++i)
    q[i] = 1.0f + float((i * 37) % 23);
  for (int i = 0; i < N; ++i)
    c[i] = float(int((i * 2654435761u) % 2001u) - 1000) * 0.37f;
  ispc::dct_quant(c.data(), q.data(), N);
  constexpr int W = 256, H = 256;
  std::vector<float> img(W * H), cc(W * H);
  for (int i = 0; i < W * H; ++i)
    img[i] = 1.0f + float((i * 7919u) % 1000u) / 1000.0f;
  ispc::srad_coef(cc.data(), img.data(), W, H, 0.05f);
  constexpr int NA = 1 << 14, NB = (1 << 14) + 5;
  std::vector<int> ma(NA), mb(NB), mo(NA + NB);
  for (int i = 0; i < NA; ++i)
    ma[i] = int((i * 2654435761u) % 100000u);
  for (int i = 0; i < NB; ++i)
    mb[i] = int((i * 40503u + 17u) % 100000u);
  std::sort(ma.begin(), ma.end());
  std::sort(mb.begin(), mb.end());
  ispc::merge_pcm(mo.data(), ma.data(), NA, mb.data(), NB);
  if (!std::is_sorted(mo.begin(), mo.end()))
    return std::puts("merge_pcm: not sorted"), 1;
  constexpr int Bs = 64, Ld = 2 * Bs;
  std::vector<float> m(Ld * Ld);
  for (int i = 0; i < Ld * Ld; ++i)
    m[i] = 1.0f + float((i * 31) % 17) / 17.0f;
  for (int i = 0; i < Bs; ++i)
    m[i * Ld + i] += 4.0f;
  ispc::lud_perimeter(m.data(), Ld, Bs);
  // N-Queens: 10x10 boards, the first two rows per lane (as the bench).
  constexpr int Q = 10;
  std::vector<int> counts(Q * Q);
  ispc::nqueens(counts.data(), Q);
  long long solutions = 0;
  for (int k : counts)
    solutions += k;
  if (solutions != 724)
    return std::puts("nqueens: wrong count"), 1;
  // Merge sort: 16384 ints, bottom-up, one merge_pass call per pass.
  constexpr int MS = 1 << 14;
  std::vector<int> sa(MS), sb(MS);
  for (int i = 0; i < MS; ++i)
    sa[i] = int((i * 2654435761u) % 100000u);
  for (int w = 1; w < MS; w *= 2) {
    ispc::merge_pass(sb.data(), sa.data(), MS, w);
    std::swap(sa, sb);
  }
  if (!std::is_sorted(sa.begin(), sa.end()))
    return std::puts("merge_pass: not sorted"), 1;

  for (const char *k :
       {"meld_same", "meld_partial", "meld_regions", "meld_three",
        "meld_block_region", "meld_sequence", "meld_shader", "meld_loop_break",
        "bitonic", "dct_quant", "srad_coef", "merge_pcm", "lud_perimeter",
        "nqueens", "merge_pass"})
    print(k);
  return 0;
}
