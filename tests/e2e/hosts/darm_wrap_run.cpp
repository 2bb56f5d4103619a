#include "e2e_check.h"
#include "darm_wrap_run_ispc.h"
#include <cstdlib>
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
    ispc::bound_then_loop(p.data(), v.data(), k.data(), n, 9);
    for (int i = 0; i < n; ++i) {
      int pp = p0[i], vv = v0[i];
      if (k[i] == 0) {
        int w = (std::abs(pp) >> 3) + 4;
        for (int s = 0; s < 9; s++) { int a = -pp * w / 64 - vv / 8; vv += a / 16; pp += vv / 4; }
      } else if (k[i] == 1) {
        int w = (std::abs(vv) >> 2) + 9;
        for (int s = 0; s < 9; s++) { int a = -pp * w / 64 - vv / 4; vv += a / 16; pp += vv / 4; }
      }
      e2e_expect_eq("bound_then_loop.p", i, p[i], pp);
      e2e_expect_eq("bound_then_loop.v", i, v[i], vv);
      digest += p[i] * 3 + v[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), cnt(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 53 + 5) % 997;
    ispc::run_on_false_side(out.data(), cnt.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0;
      if (x % 3 != 0) {
        if (x % 3 == 1) {
          int m = (x >> 2) % 9;
          for (t = 0; t < m; t++) s = s * 5 + t;
          s = s ^ (t << 4);
        }
      } else {
        int m = (x >> 3) % 7;
        for (t = 0; t < m; t++) s = s * 3 + t;
        s = s ^ (t << 3);
      }
      e2e_expect_eq("run_on_false_side", i, out[i], s);
      e2e_expect_eq("run_on_false_side.cnt", i, cnt[i], t);
      digest += out[i] + cnt[i] * 7;
    }
  }
  {
    std::vector<int> in(n), out(n, -1), side(n, -2);
    for (int i = 0; i < n; ++i) in[i] = (i * 29 + 3) % 1013;
    ispc::run_with_if(out.data(), side.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = 0, sd = -1;
      if ((x & 3) == 0) {
        s = x * 3 + 1;
        if (x & 4) sd = s * 2;
        for (int t = 0; t < 20; t++) {
          s = (s * 7 + t) & 0xffff;
          if ((s ^ (s >> 3)) % 11 == 0) break;
        }
      } else if ((x & 3) == 1) {
        s = x * 5 + 2;
        if (x & 8) sd = s * 3;
        for (int t = 0; t < 16; t++) {
          s = (s * 5 + t) & 0xffff;
          if ((s ^ (s >> 2)) % 13 == 0) break;
        }
      }
      e2e_expect_eq("run_with_if", i, out[i], s);
      e2e_expect_eq("run_with_if.side", i, side[i], sd);
      digest += out[i] + side[i];
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
          int m = (x & 7) + r;
          for (int t = 0; t < m; t++) acc += t * 3 + r;
        } else if (k == 1) {
          int m = (x & 3) + 2 * r;
          for (int t = 0; t < m; t++) acc += t * 5 - r;
        }
        acc ^= r;
      }
      e2e_expect_eq("outer", i, out[i], acc);
      digest += out[i];
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_wrap_run");
}
