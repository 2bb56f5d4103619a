// The bench kernels' algorithms in plain scalar C++, built with
// -O3 -march=native (the compiler auto-vectorizes where it can).
#include "bench.h"

void simple_scalar(const float *vin, float *vout, int count) {
  for (int i = 0; i < count; ++i) {
    float v = vin[i];
    vout[i] = v < 3.f ? v * v : std::sqrt(v);
  }
}

static int mandel(float c_re, float c_im, int count) {
  float z_re = c_re, z_im = c_im;
  int i;
  for (i = 0; i < count; ++i) {
    if (z_re * z_re + z_im * z_im > 4.f)
      break;
    float new_re = z_re * z_re - z_im * z_im;
    float new_im = 2.f * z_re * z_im;
    z_re = c_re + new_re;
    z_im = c_im + new_im;
  }
  return i;
}

void mandelbrot_scalar(float x0, float y0, float x1, float y1, int width, int height,
                       int maxIterations, int *output) {
  float dx = (x1 - x0) / width;
  float dy = (y1 - y0) / height;
  for (int j = 0; j < height; j++)
    for (int i = 0; i < width; ++i) {
      float x = x0 + i * dx;
      float y = y0 + j * dy;
      output[j * width + i] = mandel(x, y, maxIterations);
    }
}
