#include "darm_steady_counters_ispc.h"
#include "e2e_check.h"
#include <algorithm>
#include <cstdint>
#include <vector>

static uint32_t lcg(uint32_t &s) { s = s * 1664525u + 1013904223u; return s; }

int main() {
  long long digest = 0;
  // Widths that leave a partial gang on every target.
  for (int w : {37, 70}) {
    const int h = 9;
    std::vector<uint8_t> img(w * h), out(w * h, 7);
    std::vector<int8_t> op(w * h);
    for (int i = 0; i < w * h; ++i) {
      img[i] = (uint8_t)((i * 97 + 13) % 251);
      op[i] = (int8_t)((i * 7 / 3) % 2);
    }
    ispc::morph3(img.data(), w, h, op.data(), out.data());
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int o = y * w + x;
        int want = 7;
        if (y >= 1 && y < h - 1 && x >= 1 && x < w - 1) {
          int r = op[o] == 0 ? 255 : 0;
          for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
              int v = img[o + dy * w + dx];
              r = op[o] == 0 ? std::min(r, v) : std::max(r, v);
            }
          want = r;
        }
        e2e_expect_eq("morph3", o, (int)out[o], want);
        digest += out[o];
      }
  }

  const int n = 83;
  std::vector<uint32_t> pop(8 * n), child(8 * n), seeds(n), want(8 * n);
  std::vector<int> partner(n);
  for (int i = 0; i < 8 * n; ++i) pop[i] = 2654435761u * (uint32_t)(i + 1);
  for (int i = 0; i < n; ++i) {
    seeds[i] = 12345u + 777u * (uint32_t)i;
    partner[i] = (i * 31 + 5) % n;
  }
  std::vector<uint32_t> s2 = seeds;
  for (int i = 0; i < n; ++i) {
    uint32_t s = s2[i];
    float r = (float)(lcg(s) >> 8) * (1.0f / 16777216.0f);
    if (r < 0.5f) {
      int p = partner[i];
      uint32_t cut = lcg(s) >> 27;
      for (int g = 0; g < 8; ++g) {
        uint32_t mask = 0xffffffffu;
        if ((uint32_t)g >= cut / 4) mask = lcg(s);
        want[8 * i + g] = (pop[8 * i + g] & mask) | (pop[8 * p + g] & ~mask);
      }
    } else {
      for (int g = 0; g < 8; ++g) {
        uint32_t x = pop[8 * i + g];
        uint32_t a = lcg(s), b = lcg(s), c = lcg(s);
        want[8 * i + g] = x ^ (a & b & c);
      }
    }
    s2[i] = s;
  }
  ispc::genes(pop.data(), child.data(), partner.data(), seeds.data(), 0.5f, n);
  for (int i = 0; i < 8 * n; ++i) {
    e2e_expect_eq("genes", i, (long long)child[i], (long long)want[i]);
    digest += child[i] & 0xffff;
  }
  for (int i = 0; i < n; ++i) e2e_expect_eq("genes seeds", i, (long long)seeds[i], (long long)s2[i]);

  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_steady_counters");
}
