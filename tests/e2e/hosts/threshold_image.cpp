#include "e2e_check.h"
#include "threshold_image_ispc.h"
#include <cmath>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  const int w = 37, h = 11, lo = 70, hi = 190;
  std::vector<int> img(w * h), out(w * h), rc(h), lc(W);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = (x * 53 + y * 97 + x * y * 7) % 256;
  img[3] = lo; img[4] = hi; img[w + 5] = lo - 1; img[w + 6] = hi + 1;
  ispc::threshold(img.data(), out.data(), rc.data(), lc.data(), w, h, lo, hi);
  for (int y = 0; y < h; ++y) {
    int bright = 0;
    for (int x = 0; x < w; ++x) {
      int p = img[y * w + x], r;
      if (p < lo) r = (p < lo / 2) ? 0 : 32;
      else if (p > hi) { bright++; r = (x % 2 == 0) ? 255 : (y % 2 == 0) ? 240 : 224; }
      else if (p == lo || p == hi) r = 128;
      else {
        r = p;
        if (r & 1) r++;
        if (r > 200) r = 200;
        else if (r < 60 && x > y) r = 60;
      }
      e2e_expect_eq("threshold", y * w + x, out[y * w + x], r);
      digest += out[y * w + x] * ((x + y) % 5 + 1);
    }
    e2e_expect_eq("rowcount", y, rc[y], bright);
    digest += rc[y] * 1000;
  }
  const int n = 301;
  std::vector<float> fi(n), fo(n);
  for (int i = 0; i < n; ++i) fi[i] = (float)((i * 37) % 301) / 300.0f;
  const float black = 0.125f, white = 0.875f;
  ispc::levels(fi.data(), fo.data(), n, black, white);
  for (int i = 0; i < n; ++i) {
    float p = fi[i], r;
    if (p <= black) r = 0.0f;
    else if (p >= white) r = 1.0f;
    else {
      float t = (p - black) / (white - black);
      if (t < 0.25f) r = t * 0.5f;
      else if (t < 0.75f) r = 0.125f + (t - 0.25f);
      else r = 0.625f + (t - 0.75f) * 1.5f;
    }
    e2e_expect_near("levels", i, fo[i], r, 1e-6);
    digest += std::lround(fo[i] * 64);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("threshold_image");
}
