#include "e2e_check.h"
#include "darm_loop_forms_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  const int n = 93;
  {
    std::vector<int> in(n), out(n, -1), iters(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 37 + 11) % 400;
    ispc::while_do(out.data(), iters.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0;
      if (x % 3 == 0) {
        while (t < x % 7) { s = s * 3 + t; t++; }
      } else {
        do { s = s * 5 - t; t++; } while (t < x % 5);
      }
      e2e_expect_eq("while_do", i, out[i], s);
      e2e_expect_eq("while_do.iters", i, iters[i], t);
      digest += out[i] + iters[i] * 7;
    }
  }
  {
    std::vector<int> in(n), out(n, -1), iters(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 31 + 2) % 500;
    ispc::while_do_postinc(out.data(), iters.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0;
      if (x % 3 == 0) {
        while (t < x % 7) { s = s * 3 + t; t++; }
      } else {
        do { s = s * 5 - t; } while (t++ < x % 5);
      }
      e2e_expect_eq("while_do_postinc", i, out[i], s);
      e2e_expect_eq("while_do_postinc.iters", i, iters[i], t);
      digest += out[i] + iters[i] * 5;
    }
  }
  {
    std::vector<int> in(n), out(n, -1), prev(n, -9), side(n, -2);
    for (int i = 0; i < n; ++i) in[i] = (i * 29 + 3) % 211;
    ispc::do_for(out.data(), prev.data(), side.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, p = -1, sd = -2;
      if ((x & 1) != 0) {
        int t = 0;
        do {
          p = s;
          s = s * 3 + t;
          if ((s & 4) != 0) sd = s;
          s = s & 0xffff;
          t++;
        } while (t < x % 6);
      } else {
        for (int t = 0; t < x % 9; t++) {
          p = s;
          s = (s * 5 + t) & 0xfff;
        }
      }
      e2e_expect_eq("do_for", i, out[i], s);
      e2e_expect_eq("do_for.prev", i, prev[i], p);
      e2e_expect_eq("do_for.side", i, side[i], sd);
      digest += out[i] + prev[i] * 3 + side[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), iters(n, -1);
    for (int i = 0; i < n; ++i) in[i] = (i * 41 + 17) % 301;
    ispc::for_break_do_break(out.data(), iters.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], y = x, t = 0;
      if (x > 150) {
        for (t = 0; t < x % 11; t++) {
          y = y * 3 + y / (x + 7);
          if (y > 40000) break;
          y = y - (x >> 1);
        }
      } else {
        do {
          y = y * 5 + y / (x + 9);
          if (y > 30000) break;
          y = y - (x >> 2);
          t++;
        } while (t < x % 6);
      }
      e2e_expect_eq("for_break_do_break", i, out[i], y);
      e2e_expect_eq("for_break_do_break.iters", i, iters[i], t);
      digest += out[i] + iters[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), side(n, -2);
    for (int i = 0; i < n; ++i) in[i] = (i * 53 + 5) % 997;
    ispc::do1_do(out.data(), side.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0, sd = -2;
      if (x % 3 == 0) {
        do { s = s * 3 + t; t++; } while (t < x % 7);
      } else {
        do {
          s = s * 5 - t;
          if ((s & 7) == 0) sd = s;
          t++;
        } while (t < x % 5);
      }
      e2e_expect_eq("do1_do", i, out[i], s + t);
      e2e_expect_eq("do1_do.side", i, side[i], sd);
      digest += out[i] + side[i];
    }
  }
  {
    std::vector<int> in(n);
    std::vector<float> out(n, -1.0f);
    for (int i = 0; i < n; ++i) in[i] = (i * 13 + 7) % 97;
    ispc::outer(out.data(), in.data(), n, 3);
    for (int i = 0; i < n; ++i) {
      int x = in[i];
      float v = (float)x * 0.5f;
      for (int r = 0; r < 3; r++) {
        int t = 0;
        if (((x + r) & 3) == 0) {
          while (t < (x + r) % 5) { v = v * 0.75f + 1.0f; t++; }
        } else {
          do { v = v * 0.5f + 2.0f; t++; } while (t < (x + r) % 4);
        }
        v = v + (float)t;
      }
      e2e_expect_near("outer", i, out[i], v, 1e-5);
      digest += (long long)out[i];
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_loop_forms");
}
