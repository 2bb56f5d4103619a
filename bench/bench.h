// Declarations shared by the bench driver and the scalar baselines.
#pragma once
#include <cmath>

void simple_scalar(const float *vin, float *vout, int count);
void mandelbrot_scalar(float x0, float y0, float x1, float y1, int width, int height,
                       int maxIterations, int *output);

// Kernel sizes shared by the spmdc kernels' callers and the baselines.
constexpr int BinomialSteps = 64; // BINOMIAL_STEPS in kernels/binomial.spmd

void blackscholes_scalar(const float *S, const float *X, const float *T, float r, float v,
                         float *result, int count);
void binomial_scalar(const float *S, const float *X, const float *T, float r, float v,
                     float *result, int count);
void aobench_scalar(int w, int h, int nsub, float *image);
void perlin_scalar(const int *perm, float x0, float y0, float z, float dx, float dy, int w,
                   int h, int octaves, float *image);
void stencil5_scalar(const float *in, float *out, int n, int m);
void volume_scalar(const float *grid, int n, int w, int h, float fov, float step, float sigma,
                   float *image);

// Highway versions (highway_kernels.cpp, statically dispatched: compiled
// once for AVX-512 and once for AVX2).
#define SPMDC_HWY_DECLS(isa)                                                                   \
  void blackscholes_hwy_##isa(const float *S, const float *X, const float *T, float r,       \
                              float v, float *result, int count);                            \
  void stencil5_hwy_##isa(const float *in, float *out, int n, int m);                        \
  void perlin_hwy_##isa(const int *perm, float x0, float y0, float z, float dx, float dy,    \
                        int w, int h, int octaves, float *image);
SPMDC_HWY_DECLS(avx512)
SPMDC_HWY_DECLS(avx2)
#undef SPMDC_HWY_DECLS

extern "C" {
void simple_avx512(float *vin, float *vout, int count);
void simple_avx2(float *vin, float *vout, int count);
void mandelbrot_spmd_avx512(float x0, float y0, float x1, float y1, int width, int height,
                            int maxIterations, int *output);
void mandelbrot_spmd_avx2(float x0, float y0, float x1, float y1, int width, int height,
                          int maxIterations, int *output);
void mandelbrot_tasks_avx512(float x0, float y0, float x1, float y1, int width, int height,
                             int maxIterations, int *output);
void mandelbrot_tasks_avx2(float x0, float y0, float x1, float y1, int width, int height,
                           int maxIterations, int *output);
void sum_plain_avx512(float *a, float *out, int n);
void sum_plain_avx2(float *a, float *out, int n);
void sum_strided_avx512(float *a, float *out, int n, int stride);
void sum_strided_avx2(float *a, float *out, int n, int stride);

// spmdc kernels, each for avx512 and avx2 (the objects' symbols carry the
// target as a suffix; see CMakeLists.txt).
#define SPMDC_KERNEL_DECLS(isa)                                                                \
  void blackscholes_##isa(float *S, float *X, float *T, float r, float v, float *result,      \
                          int count);                                                        \
  void binomial_##isa(float *S, float *X, float *T, float r, float v, float *result,          \
                      int count);                                                            \
  void binomial_tasks_##isa(float *S, float *X, float *T, float r, float v, float *result,    \
                            int count);                                                      \
  void aobench_##isa(int w, int h, int nsub, float *image);                                  \
  void perlin_##isa(int *perm, float x0, float y0, float z, float dx, float dy, int w, int h, \
                    int octaves, float *image);                                              \
  void stencil5_##isa(float *in, float *out, int n, int m);                                  \
  void volume_##isa(float *grid, int n, int w, int h, float fov, float step, float sigma,    \
                    float *image);
SPMDC_KERNEL_DECLS(avx512)
SPMDC_KERNEL_DECLS(avx2)
#undef SPMDC_KERNEL_DECLS
}
