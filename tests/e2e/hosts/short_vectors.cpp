#include "e2e_check.h"
#include "short_vectors_ispc.h"
#include <cstdint>

// The header defines ISPC's aligned vector structs.
static_assert(sizeof(ispc::float3) == 16, "float<3> is padded to 16 bytes");
static_assert(sizeof(ispc::int4) == 16, "int<4> is 16 bytes");

int main() {
  const int N = 64;
  float in[N], out[N * 8];
  ispc::float3 pts[N];
  ispc::int4 quads[N];
  int iout[N * 4];
  ispc::float4 res[N];
  for (int i = 0; i < N; ++i) {
    in[i] = 0.25f * (i % 13) - 1.0f;
    for (int k = 0; k < 3; ++k) pts[i].v[k] = (float)(i * 3 + k) * 0.5f;
    for (int k = 0; k < 4; ++k) quads[i].v[k] = (i * 7 + k * 11) % 50 - 20;
  }
  ispc::vectors(in, pts, quads, out, iout, res);
  for (int i = 0; i < N; ++i) {
    float x = in[i];
    float a[3] = {x, 2 * x, 3}, b[3];
    for (int k = 0; k < 3; ++k) b[k] = a[k] * 2 + 1;
    b[1] = -b[1];
    float c[3] = {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2],
                  a[0] * b[1] - a[1] * b[0]};
    const float *p = pts[i].v;
    float want[8] = {
        a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
        c[i % 3],
        (p[1] + a[1]) - p[0],
        (float)(a[0] > b[0] ? 1 : (a[2] > b[2] ? 2 : 0)),
        5 + (c[2] * 2 - 0.5f),
        (float)((double)a[0] / 4 + (double)a[1] / 4),
        -a[2] + (a[2] - b[2]),
        x + 0};
    for (int k = 0; k < 8; ++k)
      e2e_expect_near("out", i * 8 + k, out[i * 8 + k], want[k], 1e-5);
    const int *q = quads[i].v;
    int u[4] = {1, 2, 3, 4}, w[4], m[4];
    for (int k = 0; k < 4; ++k) {
      w[k] = ((u[3 - k] + q[k] * i) & 0xff) << 1;
      m[k] = ~w[k];
    }
    e2e_expect_eq("w", i, iout[i * 4 + 0], w[0] + w[3]);
    e2e_expect_eq("not", i, iout[i * 4 + 1], m[1]);
    e2e_expect_eq("ne", i, iout[i * 4 + 2],
                  (w[0] != q[0] ? 1 : 0) + (w[3] != q[3] ? 2 : 0) + (!(w[1] != q[1]) ? 4 : 0));
    e2e_expect_eq("uint8", i, iout[i * 4 + 3], (uint8_t)(250 + 10) + (uint8_t)(5 + 10) * 1000);
    for (int k = 0; k < 4; ++k)
      e2e_expect_near("res", i * 4 + k, res[i].v[k], q[k] * 0.5);
  }
  return e2e_finish("short_vectors");
}
