#include "e2e_check.h"
#include "soa_contiguous_ispc.h"
#include <cstdio>
#include <vector>

// The same updates in plain C++ over arrays of structs (the layout of the
// soa blocks does not change the values).
struct P {
  float x;
  int id;
  float y;
};

static void run(int n, float s, int k, int W, long long &digest) {
  std::vector<float> out(5 * 384);
  ispc::soa_contig(out.data(), n, s, k);
  for (int a = 0; a < 5; ++a) {
    P v[128];
    for (int i = 0; i < 128; ++i)
      v[i] = {float(i), 1000 + i, 0.5f * i};
    for (int i = 0; i < n; ++i) {
      v[i].y = v[i].x * s + v[i].y;
      if (v[i].id % 3 == 0)
        v[i].x = -v[i].x;
      v[i].id += 1;
    }
    if (a == 2 || a == 4)
      for (int i = 3; i < n; ++i)
        v[i].x += 100;
    for (int i = 0; i < 128; ++i) {
      char what[32];
      std::snprintf(what, sizeof what, "a%d.x", 4 << a);
      e2e_expect_near(what, i, out[384 * a + 3 * i], v[i].x, 0);
      if (a == 3 || a == 2)
        continue; // checked below (the uniform offsets)
      std::snprintf(what, sizeof what, "a%d.id", 4 << a);
      e2e_expect_near(what, i, out[384 * a + 3 * i + 1], v[i].id, 0);
      std::snprintf(what, sizeof what, "a%d.y", 4 << a);
      e2e_expect_near(what, i, out[384 * a + 3 * i + 2], v[i].y, 0);
      digest +=
          (long long)out[384 * a + 3 * i] + (long long)out[384 * a + 3 * i + 2];
    }
  }
  // a16.y and a32.id after the loop over b = 0, k, 2k, ... (b + W <= 64).
  P v16[128], v32[128];
  for (int i = 0; i < 128; ++i) {
    v16[i] = v32[i] = {float(i), 1000 + i, 0.5f * i};
  }
  for (P *v : {v16, v32})
    for (int i = 0; i < n; ++i) {
      v[i].y = v[i].x * s + v[i].y;
      if (v[i].id % 3 == 0)
        v[i].x = -v[i].x;
      v[i].id += 1;
    }
  for (int i = 3; i < n; ++i)
    v16[i].x += 100;
  for (int b = 0; b + W <= 64; b += k)
    for (int l = 0; l < W; ++l) {
      v32[b + l].id += 10;
      v16[b + l].y = v16[b + l].y + v32[b + l].x;
    }
  for (int i = 0; i < 128; ++i) {
    e2e_expect_near("a16.y", i, out[768 + 3 * i + 2], v16[i].y, 0);
    e2e_expect_near("a16.id", i, out[768 + 3 * i + 1], v16[i].id, 0);
    e2e_expect_near("a32.id", i, out[1152 + 3 * i + 1], v32[i].id, 0);
    e2e_expect_near("a32.y", i, out[1152 + 3 * i + 2], v32[i].y, 0);
  }
}

int main() {
  long long digest = 0;
  int W = ispc::soa_gang_size();
  run(128, 2.0f, 16, W, digest);
  run(77, -1.5f, 16, W, digest);
  run(45, 0.25f, 5, W, digest);
  std::printf("digest %lld\n", digest);
  return e2e_finish("soa_contiguous");
}
