#include "e2e_check.h"
#include "tasks_mandelbrot_ispc.h"
#include <vector>

static int mandel(float c_re, float c_im, int count) {
  float z_re = c_re, z_im = c_im;
  int i;
  for (i = 0; i < count; ++i) {
    if (z_re * z_re + z_im * z_im > 4.f) break;
    float new_re = z_re * z_re - z_im * z_im;
    float new_im = 2.f * z_re * z_im;
    z_re = c_re + new_re;
    z_im = c_im + new_im;
  }
  return i;
}

int main() {
  const int W = 77, H = 53, MAXIT = 256;
  float x0 = -2, x1 = 1, y0 = -1, y1 = 1;
  float dx = (x1 - x0) / W, dy = (y1 - y0) / H;
  long long total = 0;
  for (int rows : {1, 4, 53, 100}) { // one row per task ... one task for all
    std::vector<int> out(W * H, -1);
    ispc::mandelbrot_tasks(x0, y0, x1, y1, W, H, rows, MAXIT, out.data());
    for (int j = 0; j < H; ++j)
      for (int i = 0; i < W; ++i) {
        int want = mandel(x0 + i * dx, y0 + j * dy, MAXIT);
        e2e_expect_eq("mandel", j * W + i, out[j * W + i], want);
        total += out[j * W + i];
      }
  }
  std::printf("digest %lld\n", total);
  return e2e_finish("tasks_mandelbrot");
}
