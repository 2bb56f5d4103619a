#include "e2e_check.h"
#include "darm_loop_exits_ispc.h"
#include <cmath>
#include <vector>

int main() {
  long long digest = 0;
  const int n = 93;
  {
    std::vector<int> in(n), out(n, -1), iters(n, -1), side(n, -2);
    for (int i = 0; i < n; ++i) in[i] = (i * 37 + 11) % 400;
    ispc::loop_break(out.data(), iters.data(), side.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0, sd = -2;
      if ((x & 1) != 0) {
        for (t = 0; t < x % 13; t++) {
          s = s * 3 + t;
          if (s > 5000) break;
          if ((s & 4) != 0) sd = s;
          s = s & 0x3ff;
        }
      } else {
        for (t = 0; t < x % 11; t++) {
          s = s * 5 + t;
          if (s > 7000) break;
          s = s & 0x7ff;
        }
      }
      e2e_expect_eq("loop_break", i, out[i], s);
      e2e_expect_eq("loop_break.iters", i, iters[i], t);
      e2e_expect_eq("loop_break.side", i, side[i], sd);
      digest += out[i] + iters[i] * 7 + side[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), how(n, -1), side(n, -2);
    for (int i = 0; i < n; ++i) in[i] = (i * 53 + 5) % 997;
    ispc::loop_two_breaks(out.data(), how.data(), side.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, h = 0, sd = -2;
      if (x % 3 != 0) {
        for (int t = 0; t < 12; t++) {
          s = s * 3 + t;
          if (s % 17 == 0) { h = 1; break; }
          s = (s & 0xfff) + s / (x + 3);
          if (s > 3900) { h = 2; break; }
          s = s + x;
          if ((s & 8) != 0) sd = s;
        }
      } else {
        for (int t = 0; t < 9; t++) {
          s = s * 7 + t;
          if (s % 19 == 0) { h = 3; break; }
          s = (s & 0x1fff) + s / (x + 5);
          if (s > 8000) { h = 4; break; }
        }
      }
      e2e_expect_eq("loop_two_breaks", i, out[i], s);
      e2e_expect_eq("loop_two_breaks.how", i, how[i], h);
      e2e_expect_eq("loop_two_breaks.side", i, side[i], sd);
      digest += out[i] + how[i] * 13 + side[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), side(n, -2), other(n, -3);
    for (int i = 0; i < n; ++i) in[i] = (i * 29 + 3) % 211;
    ispc::do_loops(out.data(), side.data(), other.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], s = x, t = 0, sd = -2, ot = -3;
      if ((x & 1) != 0) {
        do {
          s = s * 3 + t;
          if ((s & 4) != 0) sd = s;
          s = s & 0xffff;
          t++;
        } while (t < x % 7);
      } else {
        do {
          s = s * 5 + t;
          if ((s & 8) != 0) sd = s + 1;
          if ((s & 16) != 0) ot = s;
          s = s & 0xfff;
          t++;
        } while (t < x % 5);
      }
      e2e_expect_eq("do_loops", i, out[i], s + t * 100000);
      e2e_expect_eq("do_loops.side", i, side[i], sd);
      e2e_expect_eq("do_loops.other", i, other[i], ot);
      digest += out[i] % 100000 + side[i] + other[i];
    }
  }
  {
    std::vector<int> in(n), out(n, -1), iters(n, -1), side(n, -2);
    for (int i = 0; i < n; ++i) in[i] = (i * 41 + 17) % 301;
    ispc::do_break(out.data(), iters.data(), side.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      int x = in[i], y = x, t = 0, sd = -2;
      if (x > 150) {
        do {
          y = y * 3 + y / (x + 7);
          if (y > 40000) break;
          y = y - (x >> 1);
          if ((y & 16) != 0) sd = y;
          t++;
        } while (t < 9);
      } else {
        do {
          y = y * 5 + y / (x + 9);
          if (y > 30000) break;
          t++;
        } while (t < 6);
      }
      e2e_expect_eq("do_break", i, out[i], y);
      e2e_expect_eq("do_break.iters", i, iters[i], t);
      e2e_expect_eq("do_break.side", i, side[i], sd);
      digest += out[i] + iters[i] + side[i];
    }
  }
  {
    // Half the lanes take each side; the square root's floor never
    // triggers on these inputs (clip stays -1 on every lane).
    std::vector<float> in(n), out(n, -1.0f);
    std::vector<int> clip(n, -1);
    for (int i = 0; i < n; ++i) in[i] = float((i * 7919) % 1000) / 1000.0f;
    ispc::meld_loop_break(out.data(), clip.data(), in.data(), n);
    for (int i = 0; i < n; ++i) {
      float x = in[i] * 8.0f + 0.5f;
      float want = in[i] > 0.5f ? std::sqrt(x) : std::cbrt(x);
      e2e_expect_near("meld_loop_break", i, out[i], want, 1e-5);
      e2e_expect_eq("meld_loop_break.clip", i, clip[i], -1);
      digest += (long long)(out[i] * 1000.0f);
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_loop_exits");
}
