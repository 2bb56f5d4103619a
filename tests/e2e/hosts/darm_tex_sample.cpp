#include "e2e_check.h"
#include "darm_tex_sample_ispc.h"
#include <algorithm>
#include <vector>
// Scalar reference of darm_tex_sample.spmd's tex_sample.
static unsigned sd = 2302;
static unsigned rnd() { sd = sd * 1103515245u + 12345u; return (sd >> 8) & 0xffffff; }
int main() {
  const int n = 203, tw = 37, th = 23;
  std::vector<float> tex(tw * th), u(n), v(n), out(n);
  std::vector<int> mode(n);
  for (float &t : tex) t = (rnd() % 1000) / 1000.0f;
  for (int i = 0; i < n; ++i) {
    u[i] = (rnd() % 100000) / 100000.0f;
    v[i] = (rnd() % 100000) / 100000.0f;
    mode[i] = i < 64 ? (int)(rnd() % 2) : (i / 24) % 2;
  }
  ispc::tex_sample(tex.data(), tw, th, u.data(), v.data(), mode.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    float x = u[i] * (tw - 1), y = v[i] * (th - 1), r;
    if (mode[i] == 0) {
      r = tex[(int)(y + 0.5f) * tw + (int)(x + 0.5f)];
    } else {
      int x0 = (int)x, y0 = (int)y;
      int x1 = std::min(x0 + 1, tw - 1), y1 = std::min(y0 + 1, th - 1);
      float fx = x - x0, fy = y - y0;
      float a = tex[y0 * tw + x0], b = tex[y0 * tw + x1];
      float c = tex[y1 * tw + x0], d = tex[y1 * tw + x1];
      r = (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
    }
    e2e_expect_near("tex", i, out[i], r, 1e-5);
  }
  return e2e_finish("darm_tex_sample");
}
