#include "e2e_check.h"
#include "soa_structs_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  {
    const int N = 90;
    std::vector<float> out(4 * N);
    ispc::soa_basic(out.data(), N);
    float px[96], py[96], pz[96];
    for (int i = 0; i < 96; ++i) { px[i] = i; py[i] = 2 * i; pz[i] = -i; }
    // Lane l stored element 5 + l: the gang size W is the length of that
    // run (element 0 was overwritten after, with the uniform value).
    int W = 0;
    while (5 + W < 96 && out[4 * (5 + W)] == (float)(1000 + W) + (2000 + W) * 0.5f)
      ++W;
    e2e_expect_eq("gang", 0, W > 0, true);
    for (int l = 0; l < W; ++l) { px[5 + l] = 1000 + l; py[5 + l] = 2000 + l; pz[5 + l] = 3000 + l; }
    px[0] = 7; py[0] = 8; pz[0] = 9;
    for (int i = 0; i < N; ++i) {
      e2e_expect_near("basic.e", i, out[4 * i], px[i] + py[i] * 0.5f, 0);
      e2e_expect_near("basic.z", i, out[4 * i + 1], pz[(i * 7) % 96], 0);
      e2e_expect_near("basic.r", i, out[4 * i + 2], py[2], 0);
      e2e_expect_near("basic.size", i, out[4 * i + 3], 96 + 12 * 96, 0);
      digest += (long long)out[4 * i + 2]; // (the rest depends on the gang size)
    }
  }
  {
    const int N = 40;
    std::vector<float> out(4 * N);
    ispc::soa_members(out.data(), N);
    for (int i = 0; i < N; ++i) {
      int k = i & 31;
      float arr1 = 10.0f * k + (k == 3 ? 0.5f : 0.0f);
      int s = (int16_t)(-300 * k) + (k == 4 ? 1 : 0);
      float tag = (float)(int8_t)(k - 16);
      e2e_expect_near("members.m", i, out[4 * i], tag + (float)(k * 0.25) + arr1 + s, 0);
      // The gang negated v.z of the last programCount elements (x + y +
      // z is 12k, or 2k where negated).
      // Element 7's vector was doubled in place.
      float m = k == 7 ? 2.0f : 1.0f;
      e2e_expect_eq("members.v", i, out[4 * i + 1] == m * 12 * k || out[4 * i + 1] == m * 2 * k, true);
      e2e_expect_near("members.o", i, out[4 * i + 2], k + 2.0f * k + k, 0);
      // Mixed: int8 tag[4] (4), pad 4, double d[4] (32), float arr[3][4]
      // (48), int16 s[4] (8) = 96.
      e2e_expect_near("members.size", i, out[4 * i + 3], 96, 0);
      digest += (long long)out[4 * i] + (long long)out[4 * i + 2];
    }
  }
  {
    float out[8];
    ispc::soa_init(out);
    for (int i = 0; i < 8; ++i) {
      int b = i / 4, l = i % 4;
      float x = 1 + 12 * b + l, y = 5 + 12 * b + l, z = 9 + 12 * b + l;
      e2e_expect_near("init", i, out[i], x * 100 + y + z * 0.01f, 0);
      digest += (long long)out[i];
    }
  }
  {
    const int N = 30;
    std::vector<float> out(4 * N + 32);
    ispc::soa_pointers(out.data(), N);
    for (int i = 0; i < N; ++i) {
      int k = i % 24;
      e2e_expect_near("ptr.e", i, out[4 * i], (float)(k + 6), 0);
      e2e_expect_near("ptr.diff", i, out[4 * i + 1], (float)(k + 6), 0);
      e2e_expect_near("ptr.cmp", i, out[4 * i + 2], 1, 0);
      e2e_expect_near("ptr.heap", i, out[4 * i + 3], 2.0f * (k + 7), 0);
    }
    for (int e = 0; e < 32; ++e) {
      float want = 2.0f * e;
      if (e >= 1 && e <= 24) want = -1000.0f - (e - 1);
      e2e_expect_near("ptr.y", e, out[4 * N + e], want, 0);
      digest += (long long)out[4 * N + e];
    }
  }
  {
    const int N = 21; // 3 blocks, the last one partly used
    alignas(64) ispc::Point_SOA8 blocks[3];
    for (int i = 0; i < 24; ++i) {
      blocks[i / 8].x[i % 8] = i;
      blocks[i / 8].y[i % 8] = 0.5f * i;
      blocks[i / 8].z[i % 8] = 3;
    }
    float out[N];
    ispc::soa_from_host(blocks, out, N);
    for (int i = 0; i < N; ++i) {
      e2e_expect_near("host.out", i, out[i], i + 0.5f * i * 3, 0);
      e2e_expect_near("host.z", i, blocks[i / 8].z[i % 8], -3, 0);
      digest += (long long)out[i];
    }
    e2e_expect_near("host.z.untouched", 21, blocks[2].z[5], 3, 0);
  }
  {
    float a[128], oa[130];
    int64_t b[128], ob[130];
    for (int i = 0; i < 128; ++i) { a[i] = 0.5f * i; b[i] = 1000 * i - 7; }
    for (int i = 0; i < 130; ++i) { oa[i] = -1; ob[i] = -1; }
    int W = 0;
    ispc::aos_soa2(a, b, oa, ob, &W);
    for (int i = 0; i < W; ++i) {
      e2e_expect_near("aos2.a0", i, oa[2 * i], a[2 * i + 1], 0);
      e2e_expect_near("aos2.a1", i, oa[2 * i + 1], a[2 * i], 0);
      e2e_expect_eq("aos2.b0", i, ob[2 * i], b[2 * i + 1] + 1);
      e2e_expect_eq("aos2.b1", i, ob[2 * i + 1], b[2 * i] - 1);
    }
    e2e_expect_near("aos2.guard", 2 * W, oa[2 * W], -1, 0);
    e2e_expect_eq("aos2.guard", 2 * W, ob[2 * W], (int64_t)-1);
  }
  {
    float out[64];
    int W = 0;
    ispc::plain_pointers(out, &W);
    for (int i = 0; i < W; ++i)
      e2e_expect_near("plain", i, out[i], 7 + 200 + 1000.0f * i + 2, 0);
    digest += (long long)out[0];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("soa_structs");
}
