#include "e2e_check.h"
#include "foreach_multidim_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  const int sizes[][2] = {{19, 5}, {3, 4}, {64, 2}, {33, 1}};
  for (auto &sz : sizes) {
    int w = sz[0], h = sz[1];
    std::vector<float> img(w * h), out(w * h, -1.0f), want(w * h, -1.0f);
    for (int k = 0; k < w * h; ++k) img[k] = float((k * 37) % 101) * 0.5f;
    ispc::blur_rows(out.data(), img.data(), w, h);
    for (int y = 0; y < h; ++y)
      for (int x = 1; x < w - 1; ++x) {
        int k = y * w + x;
        want[k] = (img[k - 1] + 2.0f * img[k] + img[k + 1]) * 0.25f;
      }
    for (int k = 0; k < w * h; ++k) {
      e2e_expect_eq("blur_rows", k, out[k], want[k]);
      digest += (long long)(out[k] * 4.0f) * (k % 5 + 1);
    }
  }
  const int dims[][3] = {{3, 4, 17}, {2, 1, 1}, {1, 5, 40}, {0, 3, 3}};
  for (auto &d : dims) {
    int nz = d[0], ny = d[1], nx = d[2];
    std::vector<int> out(nz * ny * nx + 1, -7), want(nz * ny * nx + 1, -7);
    ispc::fill3(out.data(), nz, ny, nx);
    for (int z = 0; z < nz; ++z)
      for (int y = 0; y < ny; ++y)
        for (int x = 0; x < nx; ++x)
          if (((x + y + z) & 3) != 0)
            want[(z * ny + y) * nx + x] = z * 10000 + y * 100 + x;
    for (size_t k = 0; k < out.size(); ++k) {
      e2e_expect_eq("fill3", (int)k, out[k], want[k]);
      digest += out[k] * (long long)(k % 3 + 1);
    }
  }
  {
    std::vector<int> out(64, 0), want(64, 0), counter{1};
    ispc::once(out.data(), counter.data());
    // j = 1 ... 3, i = 0 ... 2 + 5 (counter read as 2 by the second bound)
    for (int j = 1; j < 3; ++j)
      for (int i = 0; i < 7; ++i) want[j * 16 + i] += 1;
    e2e_expect_eq("once.counter", 0, counter[0], 3);
    for (int k = 0; k < 64; ++k) {
      e2e_expect_eq("once", k, out[k], want[k]);
      digest += out[k] * k;
    }
  }
  const int tiles[][2] = {{7, 5}, {16, 16}, {1, 9}, {40, 3}};
  std::vector<int> scratch(64);
  for (auto &t : tiles) {
    int w = t[0], h = t[1];
    std::vector<int> a(w * h);
    long long want = 0;
    for (int k = 0; k < w * h; ++k) a[k] = (k * 13) % 29 - 7;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) want += a[y * w + x] * (x + 1);
    int got = ispc::tiled_sum(a.data(), w, h, scratch.data());
    e2e_expect_eq("tiled_sum", w, got, (int)want);
    digest += got;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("foreach_multidim");
}
