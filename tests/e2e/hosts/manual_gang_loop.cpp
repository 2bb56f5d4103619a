#include "e2e_check.h"
#include "manual_gang_loop_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {0, 1, 2, 3, 8, 15, 16, 17, 63, 64, 65, 101}) {
    std::vector<float> a(n + 1), out(n + 1, -5.0f);
    for (int i = 0; i < n; ++i) a[i] = (float)(i % 10) - 2.5f;
    ispc::scale(a.data(), out.data(), n, 2.0f);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("scale", i, out[i], a[i] * 2.0f + (float)(i & 3), 0);
      digest += (long long)(out[i] * 2);
    }
    e2e_expect_near("scale_guard", n, out[n], -5.0, 0);

    std::vector<int> in(n + 1), o(n + 1, 99999);
    for (int i = 0; i < n; ++i) in[i] = (i * i * 3) % 101;
    ispc::backward_diff(in.data(), o.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_eq("bdiff", i, o[i], i == n - 1 ? in[i] : in[i] - in[i + 1]);
      digest += o[i] * (i % 7);
    }
    e2e_expect_eq("bdiff_guard", n, o[n], 99999);
  }
  // square_until: elements before `stop` are squared, the rest untouched; the
  // return value is the first block base >= stop, which depends on the gang
  // width, so only its properties are checked.
  const int N = 90;
  int in[N], out[N];
  for (int i = 0; i < N; ++i) { in[i] = i - 40; out[i] = -1; }
  for (int stop : {0, 1, 37, 90, 200}) {
    for (int i = 0; i < N; ++i) out[i] = -1;
    int r = ispc::square_until(in, out, N, stop);
    for (int i = 0; i < N; ++i) {
      e2e_expect_eq("until", i, out[i], i < stop ? in[i] * in[i] : -1);
      digest += out[i];
    }
    if (stop >= N) e2e_expect_eq("until_ret", stop, r, -1);
    else if (!(r >= stop && r < stop + W && r % W == 0)) e2e_expect_eq("until_ret", stop, r, stop);
  }
  std::vector<int> flags(W);
  int a[N];
  for (int i = 0; i < N; ++i) a[i] = (i * 37) % 89;
  for (int key : {0, 5, 50, 88, 89, 1000}) {
    int want = -1;
    for (int i = 0; i < N; ++i) if (a[i] >= key) { want = i; break; }
    int got = ispc::find_first_ge(a, N, key, flags.data());
    e2e_expect_eq("find", key, got, want);
    digest += got * 3;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("manual_gang_loop");
}
