#include "e2e_check.h"
#include "task_struct_reference_params_ispc.h"
#include <vector>

int main() {
  const int ntasks = 5;
  ispc::Header h;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      h.proj[i][j] = i * 4 + j;
  h.width = 640;
  std::vector<float> z(ntasks * 8);
  std::vector<int> ids(ntasks * 8);
  for (int i = 0; i < ntasks * 8; ++i) {
    z[i] = i * 0.25f;
    ids[i] = 3 * i;
  }
  ispc::Arrays a;
  a.z = z.data();
  a.ids = ids.data();
  std::vector<float> out(ntasks * 8, -1);
  ispc::render(h, a, 0.5f, ntasks, out.data());
  for (int t = 0; t < ntasks; ++t)
    for (int i = 0; i < 8; ++i) {
      int k = t * 8 + i;
      float acc = h.proj[1][1] + h.proj[3][2] * t + h.width;
      float want = z[k] * 2 + ids[k] + 100 + 0.5f + acc;
      e2e_expect_eq("render", k, out[k], want);
    }
  int w = ispc::gang_width();
  std::vector<float> vout(ntasks * w, -1);
  ispc::render_varying(ntasks, vout.data());
  for (int t = 0; t < ntasks; ++t)
    for (int l = 0; l < w; ++l)
      e2e_expect_eq("render_varying", t * w + l, vout[t * w + l], l * 10.f + 1);
  return e2e_finish("task_struct_reference_params");
}
