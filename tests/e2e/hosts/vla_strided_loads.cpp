#include "e2e_check.h"
#include "vla_strided_loads_ispc.h"
#include <vector>

int main() {
  double digest = 0;
  for (int n : {1, 3, 16, 37, 70, 133}) {
    std::vector<float> a(4 * n + 8), o2(n), o3(n), o4(n);
    for (int i = 0; i < (int)a.size(); ++i) a[i] = (float)((i * 13) % 29 - 14) * 0.25f;
    ispc::strides_f32(a.data(), o2.data(), o3.data(), o4.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("o2", i, o2[i], a[2 * i] + 3 * a[2 * i + 1]);
      e2e_expect_near("o3", i, o3[i], a[3 * i] - a[3 * i + 1] * a[3 * i + 2]);
      float v = a[4 * i + 3];
      if (v > 0) v = a[4 * i] + a[4 * i + 1] + 0.5f * a[4 * i + 2] - a[4 * i + 3];
      e2e_expect_near("o4", i, o4[i], v);
      digest += o2[i] + 2 * o3[i] + 3 * o4[i];
    }

    std::vector<int> ai(4 * n), oi(n);
    for (int i = 0; i < 4 * n; ++i) ai[i] = (i * 37) % 101 - 50;
    ispc::neg_strides_i32(ai.data(), oi.data(), n);
    for (int i = 0; i < n; ++i) {
      int v = ai[2 * n - 2 * i - 1];
      if ((v & 1) == 0) v += ai[3 * n - 3 * i - 2];
      else v -= ai[4 * n - 4 * i - 4];
      int j = n - 1 - i;
      if (v > 0) v += ai[3 * j] + 2 * ai[3 * j + 1] - ai[3 * j + 2];
      else v -= ai[2 * j] - ai[2 * j + 1];
      e2e_expect_eq("neg", i, oi[i], v + ai[n - 1 - i]);
      digest += oi[i];
    }

    std::vector<int8_t> b(2 * n);
    std::vector<int16_t> h(3 * n);
    std::vector<int64_t> q(3 * n);
    std::vector<double> d(4 * n), od(n);
    for (int i = 0; i < 2 * n; ++i) b[i] = (int8_t)((i * 7) % 200 - 100);
    for (int i = 0; i < 3 * n; ++i) h[i] = (int16_t)((i * 911) % 6000 - 3000);
    for (int i = 0; i < 3 * n; ++i) q[i] = ((int64_t)(i % 7) - 3) * 10000000000LL + i;
    for (int i = 0; i < 4 * n; ++i) d[i] = (i % 11) * 0.125 - 0.5;
    ispc::strides_types(b.data(), h.data(), q.data(), d.data(), od.data(), n);
    for (int i = 0; i < n; ++i) {
      double r = b[2 * i + 1] + h[3 * i + 2] * 2;
      int64_t x = q[3 * i + 1];
      if (x > 0) r += d[4 * i + 2] + q[2 * i];
      else r -= d[2 * i + 1] * (double)q[3 * i + 2];
      if (r > 0) r += d[3 * i] + 2 * d[3 * i + 1] - d[3 * i + 2];
      e2e_expect_near("types", i, od[i], r + d[3 * n - 3 * i - 1] + (double)(q[2 * i] - q[2 * i + 1]), 1e-12);
      digest += od[i] * 1e-9;
    }

    std::vector<ispc::P2> p2(n);
    std::vector<ispc::P3> p3(n), p3ref;
    std::vector<ispc::P4> p4(n);
    std::vector<ispc::Q4> q4(n);
    std::vector<float> of(n);
    for (int i = 0; i < n; ++i) {
      p2[i] = {(float)(i % 5) - 2, (float)(i % 3) * 0.5f};
      p3[i] = {i * 3, (i % 4) - 1, 7 - i};
      p4[i] = {1.0 * i, 0.5 * i, -1.0 * i, 0.25 * (i % 9)};
      q4[i] = {0, 0, (float)(i % 13), -1};
    }
    p3ref = p3;
    ispc::aos(p2.data(), p3.data(), p4.data(), q4.data(), of.data(), n);
    for (int i = 0; i < n; ++i) {
      float r = p2[i].x * p2[i].y;
      if (p3ref[i].b > 0) {
        r += p3ref[i].a - p3ref[i].c;
        p3ref[i].b = -p3ref[i].b;
      }
      r += (float)(p4[i].y - p4[i].w);
      r += q4[i].z;
      e2e_expect_near("aos", i, of[i], r);
      e2e_expect_eq("aos_a", i, p3[i].a, p3ref[i].a);
      e2e_expect_eq("aos_b", i, p3[i].b, p3ref[i].b);
      e2e_expect_eq("aos_c", i, p3[i].c, p3ref[i].c);
      digest += of[i] + p3[i].b;
    }

    for (int off : {0, 1, 5}) {
      std::vector<float> ao(3 * (n + off) + 3), oo(n);
      for (int i = 0; i < (int)ao.size(); ++i) ao[i] = (float)(i % 17) - 8;
      ispc::strides_offset(ao.data(), oo.data(), n, off);
      for (int i = 0; i < n; ++i) {
        float s = 0;
        for (int k = 0; k < (i & 3) + 1; ++k)
          s += ao[3 * (i + off) + 1] * k + ao[2 * (i + off)] + ao[3 * (i + off)] - ao[3 * (i + off) + 2];
        e2e_expect_near("offset", i, oo[i], s);
        digest += oo[i];
      }
    }
  }
  std::printf("digest %.6f\n", digest);
  return e2e_finish("vla_strided_loads");
}
