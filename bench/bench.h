// Declarations shared by the bench driver and the scalar baselines.
#pragma once
#include <cmath>

void simple_scalar(const float *vin, float *vout, int count);
void mandelbrot_scalar(float x0, float y0, float x1, float y1, int width, int height,
                       int maxIterations, int *output);

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
}
