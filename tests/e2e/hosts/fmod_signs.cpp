#include "e2e_check.h"
#include "fmod_signs_ispc.h"
#include <cmath>
#include <limits>

static float code(float r) { return std::isnan(r) ? (std::signbit(r) ? -2 : 2) : r; }

int main() {
  const float inf = std::numeric_limits<float>::infinity();
  const float xs0[] = {5.5f, -5.5f, inf, -inf, 3.0f, -3.0f, 0.0f, -0.0f,
                       7.25f, -7.25f, 1e30f, -1e-30f, 0.0f, -0.0f, 2.5f, -2.5f};
  const float ys0[] = {0.8f, 0.8f, 0.8f, 0.8f, 0.0f, 0.0f, 0.0f, 0.0f,
                       -0.5f, -0.5f, 3.0f, 2.0f, 4.0f, 4.0f, inf, inf};
  const int N = 16 * 3;
  float xs[N], ys[N], out[2 * N + 1];
  double outd[2 * N + 1];
  for (int i = 0; i < N; ++i) { xs[i] = xs0[i % 16]; ys[i] = ys0[i % 16]; }
  ispc::fmods(xs, ys, out, outd, N);
  for (int i = 0; i < N; ++i) {
    float x = xs[i], y = ys[i];
    // C's fmod: x's sign, and the NaN of an invalid case with x's sign.
    float r = std::fmod(x, y);
    if (std::isnan(r)) r = std::copysign(r, x);
    e2e_expect_near("float", i, out[2 * i + 0], code(r));
    double rd = std::fmod((double)x, (double)y);
    if (std::isnan(rd)) rd = std::copysign(rd, (double)x);
    e2e_expect_near("double", i, (float)outd[2 * i + 0], code((float)rd));
    e2e_expect_near("zero-sign", i, out[2 * i + 1], std::signbit(x) ? -1 : 1);
  }
  float r3 = std::fmod(xs[3], ys[3]);
  e2e_expect_near("uniform", 0, out[2 * N], code(std::copysign(r3, xs[3])));
  e2e_expect_near("uniform-double", 0, (float)outd[2 * N],
                  code(std::copysign((float)std::fmod((double)xs[3], (double)ys[3]), xs[3])));
  return e2e_finish("fmod_signs");
}
