#include "e2e_check.h"
#include "blur_stencil_ispc.h"
#include <algorithm>
#include <cstdlib>
#include <vector>

int main() {
  long long digest = 0;
  const int sizes[][2] = {{1, 1}, {5, 3}, {19, 7}, {33, 12}};
  for (auto &sz : sizes) {
    int w = sz[0], h = sz[1];
    std::vector<int> img(w * h), out(w * h), mag(w * h, -1);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) img[y * w + x] = (x * 41 + y * 67 + (x ^ y) * 13) % 256;
    ispc::box3(img.data(), out.data(), w, h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int y0 = std::max(y - 1, 0), y1 = std::min(y + 1, h - 1);
        int x0 = std::max(x - 1, 0), x1 = std::min(x + 1, w - 1);
        int s = 0;
        for (int yy = y0; yy <= y1; yy++) s += img[yy * w + x0] + img[yy * w + x] + img[yy * w + x1];
        e2e_expect_eq("box3", y * w + x, out[y * w + x], s / (3 * (y1 - y0 + 1)));
        digest += out[y * w + x];
      }

    std::vector<float> fi(w * h), tmp(w * h), fo(w * h);
    for (int i = 0; i < w * h; ++i) fi[i] = (float)img[i];
    ispc::sep_blur(fi.data(), tmp.data(), fo.data(), w, h);
    std::vector<float> t2(w * h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        float l = fi[y * w + std::max(x - 1, 0)], c = fi[y * w + x], r = fi[y * w + std::min(x + 1, w - 1)];
        t2[y * w + x] = (l + 2 * c + r) * 0.25f;
      }
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int up = y > 0 ? y - 1 : 0, dn = y < h - 1 ? y + 1 : h - 1;
        float want = (t2[up * w + x] + 2 * t2[y * w + x] + t2[dn * w + x]) * 0.25f;
        e2e_expect_near("sep", y * w + x, fo[y * w + x], want, 0);
        digest += (long long)(fo[y * w + x] * 16);
      }

    ispc::sobel(img.data(), mag.data(), w, h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int want = -1;
        if (y >= 1 && y < h - 1 && x >= 1 && x < w - 1) {
          int gx = img[(y - 1) * w + x + 1] + 2 * img[y * w + x + 1] + img[(y + 1) * w + x + 1] -
                   img[(y - 1) * w + x - 1] - 2 * img[y * w + x - 1] - img[(y + 1) * w + x - 1];
          int gy = img[(y + 1) * w + x - 1] + 2 * img[(y + 1) * w + x] + img[(y + 1) * w + x + 1] -
                   img[(y - 1) * w + x - 1] - 2 * img[(y - 1) * w + x] - img[(y - 1) * w + x + 1];
          int m = std::abs(gx) + std::abs(gy);
          want = m > 255 ? 255 : m;
        }
        e2e_expect_eq("sobel", y * w + x, mag[y * w + x], want);
        digest += mag[y * w + x];
      }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("blur_stencil");
}
