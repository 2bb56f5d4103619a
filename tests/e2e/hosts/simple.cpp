#include "e2e_check.h"
#include "simple_ispc.h"
#include <cmath>

int main() {
  for (int count : {0, 1, 5, 16, 17, 37, 100}) {
    float in[128], out[128];
    for (int i = 0; i < 128; ++i) {
      in[i] = (float)i * 0.25f;
      out[i] = -1.f;
    }
    ispc::simple(in, out, count);
    for (int i = 0; i < 128; ++i) {
      float want = i < count ? (in[i] < 3.f ? in[i] * in[i] : std::sqrt(in[i])) : -1.f;
      e2e_expect_near("out", i, out[i], want, 0);
    }
  }
  return e2e_finish("simple");
}
