#include "darm_diverged_sides_ispc.h"
#include "e2e_check.h"
#include <algorithm>
#include <vector>

static float clampf(float v, float lo, float hi) { return std::min(std::max(v, lo), hi); }
static int clampi(int v, int lo, int hi) { return std::min(std::max(v, lo), hi); }

int main() {
  const int n = 203; // a partial last gang on every width
  std::vector<int> a(n), b(n), idx(n), idx2(n), tab(2 * n);
  std::vector<float> fa(n), fb(n);
  // idx and idx2 are a permutation of 0 .. 2n-1 split in two: no two lanes
  // write one slot, and half the slots stay untouched by each kernel.
  std::vector<int> perm(2 * n);
  for (int i = 0; i < 2 * n; ++i) perm[i] = i;
  unsigned s = 12345;
  for (int i = 2 * n - 1; i > 0; --i) {
    s = s * 1103515245u + 12345u;
    std::swap(perm[i], perm[(s >> 8) % (i + 1)]);
  }
  for (int i = 0; i < n; ++i) {
    a[i] = (i * 7919 + 13) % 997 - 300;
    b[i] = (i * 104729 + 7) % 983 - 480;
    idx[i] = perm[i];
    idx2[i] = perm[n + i];
    fa[i] = (float)((i * 37) % 101) / 25.0f - 2.0f;
    fb[i] = (float)((i * 53) % 103) / 26.0f - 2.0f;
  }
  for (int k = 0; k < 2 * n; ++k) tab[k] = (k * 31) % 211 - 100;
  long long digest = 0;

  std::vector<int> out(2 * n, -7), want(2 * n, -7);
  ispc::scatter_same(a.data(), idx.data(), idx2.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i];
    if (v & 1) want[idx[i]] = v * 2 + 1;
    else want[idx2[i]] = v * 3 - 1;
  }
  for (int k = 0; k < 2 * n; ++k) {
    e2e_expect_eq("scatter_same", k, out[k], want[k]);
    digest += out[k] * (k + 1);
  }

  std::vector<int> outa(2 * n, -7), outb(2 * n, -9), wanta(2 * n, -7), wantb(2 * n, -9);
  ispc::scatter_two_arrays(a.data(), idx.data(), idx2.data(), outa.data(), outb.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i];
    if (v & 1) wanta[idx[i]] = v * 2 + 1;
    else wantb[idx2[i]] = v * 3 - 1;
  }
  for (int k = 0; k < 2 * n; ++k) {
    e2e_expect_eq("scatter_two_arrays.a", k, outa[k], wanta[k]);
    e2e_expect_eq("scatter_two_arrays.b", k, outb[k], wantb[k]);
    digest += outa[k] * 3 + outb[k];
  }

  std::fill(out.begin(), out.end(), -7);
  std::fill(want.begin(), want.end(), -7);
  ispc::gather_scatter(a.data(), tab.data(), idx.data(), idx2.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i];
    if (v & 1) want[idx[i]] = tab[idx2[i]] + v;
    else want[idx2[i]] = tab[idx[i]] - v;
  }
  for (int k = 0; k < 2 * n; ++k) {
    e2e_expect_eq("gather_scatter", k, out[k], want[k]);
    digest += out[k] * (k + 3);
  }

  std::vector<float> fo(n);
  ispc::minmax_arms(fa.data(), fb.data(), fo.data(), n);
  for (int i = 0; i < n; ++i) {
    float x = fa[i], y = fb[i];
    float r = x < y ? clampf(x * 2.0f, -1.0f, 1.0f) + std::fabs(y) + std::max(x, 0.25f)
                    : clampf(y * 3.0f, -2.0f, 2.0f) + std::fabs(x) + std::max(y, 0.5f);
    e2e_expect_near("minmax_arms", i, fo[i], r, 1e-6);
    digest += (long long)std::lround(fo[i] * 1000);
  }

  std::vector<int> io(n);
  ispc::minmax_int(a.data(), b.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    int x = a[i], y = b[i];
    int r = x < y ? clampi(x * 2, -100, 100) + std::abs(y) + std::max(x, 7)
                  : clampi(y * 3, -200, 200) + std::abs(x) + std::max(y, 9);
    e2e_expect_eq("minmax_int", i, io[i], r);
    digest += io[i];
  }

  for (int m : {1, 4, 16, 64}) {
    std::vector<float> fout(2 * n, -3.0f), fwant(2 * n, -3.0f);
    ispc::lane_mask_sides(fa.data(), idx.data(), idx2.data(), fout.data(), n, m);
    for (int i = 0; i < n; ++i) {
      float x = fa[i];
      if ((i & m) == 0) fwant[idx[i]] = std::max(std::min(x * 2.0f, 1.0f), -1.0f);
      else fwant[idx2[i]] = std::max(std::min(x * 3.0f, 2.0f), -2.0f) + 0.5f;
    }
    for (int k = 0; k < 2 * n; ++k) {
      e2e_expect_near("lane_mask_sides", k, fout[k], fwant[k], 1e-6);
      digest += (long long)std::lround(fout[k] * 100) * m;
    }
  }

  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_diverged_sides");
}
