#include "e2e_check.h"
#include "unroll_private_arrays_ispc.h"
#include <algorithm>
#include <cmath>
#include <vector>

int main() {
  long long digest = 0;
  const int n = 93;
  {
    std::vector<int> rgb(3 * n), out(3 * n, -1);
    for (int i = 0; i < 3 * n; ++i) rgb[i] = (i * 97 + i / 7 * 13) % (i % 5 == 0 ? 2000 : 300);
    ispc::pixels(rgb.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      int c[3] = {rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]};
      int lum = (54 * c[0] + 183 * c[1] + 19 * c[2]) >> 8;
      if (lum > 200) {
        for (int k = 0; k < 3; ++k) c[k] = c[k] * 255 / (255 + c[k]);
        if (lum > 800) { c[0] = (c[0] * 243) >> 8; c[2] = (c[2] * 269) >> 8; }
      } else {
        for (int k = 0; k < 3; ++k) c[k] = ((c[k] * 230) >> 8) + 13;
        if (lum < 25) { c[1] = (c[1] * 282) >> 8; c[2] = (c[2] * 230) >> 8; }
      }
      for (int k = 0; k < 3; ++k) {
        c[k] = std::min(std::max(c[k], 0), 255);
        e2e_expect_eq("pixels", 3 * i + k, out[3 * i + k], c[k]);
        digest += out[3 * i + k] * (k + 1);
      }
    }
  }
  {
    std::vector<float> rgb(3 * n), out(3 * n, -1.0f);
    for (int i = 0; i < 3 * n; ++i) rgb[i] = ((i * 37 + 11) % 101) / 100.0f * (i % 4 == 0 ? 8.0f : 1.0f);
    ispc::pixels_f(rgb.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      float c[3] = {rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]};
      float lum = 0.2126f * c[0] + 0.7152f * c[1] + 0.0722f * c[2];
      if (lum > 1.0f) {
        for (int k = 0; k < 3; ++k) c[k] = c[k] / (1.0f + c[k]);
        if (lum > 4.0f) { c[0] *= 0.95f; c[2] *= 1.05f; }
      } else {
        for (int k = 0; k < 3; ++k) c[k] = c[k] * 0.9f + 0.05f;
        if (lum < 0.1f) { c[1] *= 1.1f; c[2] *= 0.9f; }
      }
      for (int k = 0; k < 3; ++k) {
        c[k] = std::min(std::max(c[k], 0.0f), 1.0f);
        e2e_expect_near("pixels_f", 3 * i + k, out[3 * i + k], c[k], 1e-5);
      }
    }
  }
  {
    std::vector<int> m(9 * n), out(9 * n, -1);
    for (int i = 0; i < 9 * n; ++i) m[i] = (i * 31 + i / 9 * 7) % 7 - 3;
    for (int s = 0; s < n; s += 4) // every fourth matrix singular (two equal rows)
      for (int k = 0; k < 3; ++k) m[s * 9 + 3 + k] = m[s * 9 + k];
    ispc::adj3(m.data(), out.data(), n);
    for (int s = 0; s < n; ++s) {
      const int *a = &m[s * 9];
      int c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8],
          c2 = a[3] * a[7] - a[4] * a[6];
      int det = a[0] * c0 + a[1] * c1 + a[2] * c2;
      int r[9];
      if (det != 0) {
        int adj[9] = {c0, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                      c1, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                      c2, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]};
        std::copy(adj, adj + 9, r);
      } else {
        for (int p = 0; p < 3; ++p)
          for (int q = 0; q < 3; ++q) r[p * 3 + q] = a[q * 3 + p];
      }
      for (int k = 0; k < 9; ++k) {
        e2e_expect_eq("adj3", s * 9 + k, out[s * 9 + k], r[k]);
        digest += out[s * 9 + k] * (k + 3);
      }
    }
  }
  {
    std::vector<int> a(4 * n), out(n, -1);
    for (int i = 0; i < 4 * n; ++i) a[i] = (i * 53 + 5) % 41 - (i % 3 == 0 ? 20 : 0);
    ispc::codes(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      int c[4];
      if (a[4 * i] >= 0) {
        for (int k = 0; k < 4; ++k) {
          int v = a[4 * i + k] & 7;
          c[k] = v == 0 ? 11 : v == 1 ? 25 : v == 2 ? -7 : v * 3;
        }
      } else {
        for (int k = 0; k < 4; ++k) c[k] = a[4 * i + k] * (k + 1);
      }
      int want = c[0] * c[1] + c[2] - c[3];
      e2e_expect_eq("codes", i, out[i], want);
      digest += out[i];
    }
  }
  {
    std::vector<int> a(n), out(n, -1);
    for (int i = 0; i < n; ++i) a[i] = (i * 29 + 3) % 211 - 50;
    ispc::picked(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = a[i], t[4];
      for (int k = 0; k < 4; ++k) t[k] = (x & 1) ? x * (k + 2) : x - k * 5;
      int want = t[(x >> 1) & 3] + t[3];
      e2e_expect_eq("picked", i, out[i], want);
      digest += out[i] * 3;
    }
  }
  {
    std::vector<int> a(n), out(n, -2);
    for (int i = 0; i < n; ++i) a[i] = (i * 41 + 7) % 307;
    ispc::search(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = a[i], r = -1;
      if (x % 3 != 0) {
        for (int k = 0; k < 8; ++k)
          if ((x * (k + 3)) % 17 == 5) { r = k; break; }
      } else {
        r = x % 8 + 100;
      }
      e2e_expect_eq("search", i, out[i], r);
      digest += out[i] * 5;
    }
  }
  {
    std::vector<int> a(n);
    std::vector<double> out(n, -1.0);
    for (int i = 0; i < n; ++i) a[i] = (i * 29 + 5) % 23 - 7;
    ispc::dead_copy(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      double ar[2] = {4.25, 3.25}, b[2] = {1.0, 2.0};
      for (int j = 0; j < ((a[n & 63] * -16) & 7) + 2; j++)
        for (int j2 = 0; j2 < (a[i] & 7); j2++)
          ar[j & 1] = ar[1] * 0.5 + ar[0];
      for (int j = 0; j < ((a[i] * -16) & 7); j++)
        for (int j2 = 0; j2 < (a[i] & 3); j2++)
          b[j & 1] += 1.0;
      double want = ar[0] + ar[1] * 3.0 + b[0] + b[1];
      e2e_expect_near("dead_copy", i, out[i], want, 1e-9);
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("unroll_private_arrays");
}
