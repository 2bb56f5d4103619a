#include "e2e_check.h"
#include "darm_loop_else_if_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  const int n = 93;
  {
    std::vector<int> p(n), v(n), k(n);
    for (int i = 0; i < n; ++i) {
      p[i] = (i * 37 + 11) % 400 - 200;
      v[i] = (i * 13 + 5) % 90 - 45;
      k[i] = (i * 7 + i / 5) % 3;
    }
    std::vector<int> p0 = p, v0 = v;
    ispc::uniform_steps(p.data(), v.data(), k.data(), n, 9);
    for (int i = 0; i < n; ++i) {
      int pp = p0[i], vv = v0[i];
      if (k[i] == 0) {
        for (int s = 0; s < 9; s++) { int a = -pp * 4 - vv / 8; vv += a / 16; pp += vv / 4; }
      } else if (k[i] == 1) {
        for (int s = 0; s < 9; s++) { int a = -pp * 9 - vv / 4; vv += a / 16; pp += vv / 4; }
      }
      e2e_expect_eq("uniform_steps.p", i, p[i], pp);
      e2e_expect_eq("uniform_steps.v", i, v[i], vv);
      digest += p[i] * 3 + v[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), cnt(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 53 + 5) % 997;
    ispc::lane_steps(out.data(), cnt.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0;
      if (x % 3 == 0) {
        for (t = 0; t < x % 7; t++) s = s * 3 + t;
      } else if (x % 3 == 1) {
      } else {
        for (t = 0; t < x % 5; t++) s = s * 5 - t;
      }
      e2e_expect_eq("lane_steps", i, out[i], s);
      e2e_expect_eq("lane_steps.cnt", i, cnt[i], t);
      digest += out[i] + cnt[i] * 7;
    }
  }
  {
    std::vector<int> in(n), out(n, -1), cnt(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 29 + 3) % 1013;
    ispc::breaks(out.data(), cnt.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], t = 0, s = 0;
      if ((x & 3) == 0) {
        s = x * 3 + 1;
        for (t = 0; t < 20; t++) {
          s = (s * 7 + t) & 0xffff;
          int u = (s ^ (s >> 3)) * 5 + (s >> 7);
          if (u % 11 == 0) break;
          s = (s + (u & 15) * 3) ^ (t << 2);
        }
      } else if ((x & 3) == 1) {
        s = x * 5 + 2;
        for (t = 0; t < 16; t++) {
          s = (s * 5 + t) & 0xffff;
          int u = (s ^ (s >> 2)) * 3 + (s >> 5);
          if (u % 13 == 0) break;
          s = (s + (u & 7) * 5) ^ (t << 1);
        }
      }
      e2e_expect_eq("breaks", i, out[i], s);
      e2e_expect_eq("breaks.cnt", i, cnt[i], t);
      digest += out[i] + cnt[i] * 5;
    }
  }
  {
    std::vector<int> in(n), out(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 41 + 7) % 211;
    ispc::outer(out.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], acc = 0;
      for (int r = 0; r < 3; r++) {
        int k = (x + r) % 3;
        if (k == 0) {
          for (int t = 0; t < (x & 7); t++) acc += t * 3 + r;
        } else if (k == 1) {
          for (int t = 0; t < (x & 3); t++) acc += t * 5 - r;
        }
        acc ^= r;
      }
      e2e_expect_eq("outer", i, out[i], acc);
      digest += out[i];
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_loop_else_if");
}
