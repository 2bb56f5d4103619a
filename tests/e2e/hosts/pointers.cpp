#include "e2e_check.h"
#include "pointers_ispc.h"
#include <cmath>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {4, 9, 32, 77}) {
    std::vector<float> a(n), b(n), out(n, -1);
    std::vector<int> flags(n, -1);
    for (int i = 0; i < n; ++i) { a[i] = (i % 7) * 0.75f; b[i] = 10.0f + i; }
    ispc::Cell cells[3] = {{1.5f, 0}, {2.5f, 2}, {3.5f, 5}};
    ispc::Cell orig[3] = {cells[0], cells[1], cells[2]};
    ispc::walk(a.data(), b.data(), n, cells, out.data(), flags.data());
    float head = a[0] + a[1] + a[2] + a[3];
    int seen = 0;
    for (int i = 0; i < n; ++i) {
      float v = a[i] * 2.5f;
      float w = std::floor(v), f = v - w;
      float near = a[i] + (i + 1 < n ? a[i + 1] : 0);
      const float *src = (i & 1) ? b.data() : a.data();
      const ispc::Cell &c = orig[i % 3];
      float cw = c.tag > 1 ? c.w : -1;
      if (a[i] > 3) seen = 1;
      float want = w * 1000 + f * 100 + near + src[i] * 10 + cw + i * 0.5f + head;
      e2e_expect_eq("out", i, out[i], want);
      e2e_expect_eq("flags", i, flags[i], (i >= 2 ? 1 : 0) + ((i & 1) ? 2 : 0));
      digest += (long long)out[i] + flags[i];
    }
    e2e_expect_eq("last", n, cells[2].w, orig[2].w + seen);
    e2e_expect_eq("first", n, cells[0].w, orig[0].w);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("pointers");
}
