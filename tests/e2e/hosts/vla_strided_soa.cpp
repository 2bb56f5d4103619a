#include "e2e_check.h"
#include "vla_strided_soa_ispc.h"
#include <vector>

struct V { float x; int tag; double w; };

int main() {
  double digest = 0;
  for (int n : {0, 5, 16, 29, 100, 256}) {
    for (int k : {0, 3}) {
      std::vector<V> r(256);
      for (int i = 0; i < 256; ++i) r[i] = {i * 0.5f, i % 7, 1000.0 - i};
      for (int i = 0; i < n; ++i) {
        float s = r[i].x;
        for (int j = 0; j < k; ++j) s += r[i].tag * j;
        if (r[i].tag > 2) r[i].w = r[i].w * 0.5 + s;
        else r[i].x = s - 1;
      }
      // Lanes read A[i - 16].x before any lane's tag changes; x is not
      // written by this loop, so the serial order gives the same result.
      for (int i = 16; i < n; ++i) r[i].tag += (int)r[i - 16].x & 3;
      std::vector<double> o4(768), o8(768), o16(768);
      ispc::soa_vla(o4.data(), o8.data(), o16.data(), n, k);
      const char *names[3] = {"soa4", "soa8", "soa16"};
      std::vector<double> *outs[3] = {&o4, &o8, &o16};
      for (int a = 0; a < 3; ++a)
        for (int i = 0; i < 256; ++i) {
          const std::vector<double> &o = *outs[a];
          e2e_expect_near(names[a], 3 * i, o[3 * i], r[i].x, 0);
          e2e_expect_near(names[a], 3 * i + 1, o[3 * i + 1], r[i].tag, 0);
          e2e_expect_near(names[a], 3 * i + 2, o[3 * i + 2], r[i].w, 0);
          digest += o[3 * i] + 3 * o[3 * i + 1] + 0.5 * o[3 * i + 2];
        }
    }
  }
  std::printf("digest %.3f\n", digest);
  return e2e_finish("vla_strided_soa");
}
