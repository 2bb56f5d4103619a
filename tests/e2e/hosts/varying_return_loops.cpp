#include "e2e_check.h"
#include "varying_return_loops_ispc.h"

static int smallest_factor(int v) {
  for (int d = 2; d * d <= v; d++)
    if (v % d == 0) return d;
  return v;
}
static int locate(const int *s, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (s[mid] == key) return mid;
    if (s[mid] < key) lo = mid + 1; else hi = mid - 1;
  }
  return -lo - 1;
}
static int factor_count(int v, int big) {
  int c = 0;
  while (v > 1) {
    int f = smallest_factor(v);
    if (f > big) return -c - 1;
    for (int k = 0; k < 3; k++) {
      if (v % f != 0) break;
      v /= f;
      c++;
    }
  }
  return c;
}
static float first_over(const float *a, int start, int len, float t) {
  for (int j = start; j < start + len; j++) {
    float x = a[j];
    if (x > t) return x;
    if (x < -t) return -1.0f;
  }
  return 0.0f;
}

int main() {
  const int N = 141, NS = 60, NF = 32;
  int vals[N], sorted[NS], sf[N], pos[N], fc[N];
  float fa[NF], fo[N];
  for (int i = 0; i < NS; ++i) sorted[i] = i * 17 + (i % 5);
  for (int i = 0; i < N; ++i) vals[i] = 2 + (i * 389) % 1021;
  for (int i = 0; i < NF; ++i) fa[i] = ((i * 11) % 19 - 9) * 0.125f;
  ispc::searches(vals, sorted, NS, sf, pos, fc, fa, fo, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int v = vals[i];
    e2e_expect_eq("sf", i, sf[i], smallest_factor(v));
    e2e_expect_eq("pos", i, pos[i], v % 4 != 1 ? locate(sorted, NS, v) : 1000000);
    e2e_expect_eq("fc", i, fc[i], v > 10 ? factor_count(v, 50) : 0);
    float want = first_over(fa, i % 16, 1 + v % 9, 0.5f + (float)(i % 4) * 0.25f);
    e2e_expect_near("fo", i, fo[i], want, 0);
    digest += sf[i] + pos[i] % 1000 + fc[i] * 11 + (long long)(fo[i] * 8);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("varying_return_loops");
}
