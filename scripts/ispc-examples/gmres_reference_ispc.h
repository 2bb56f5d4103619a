// The reference for ISPC's gmres example, which has no serial version:
// plain C++ definitions of the kernels matrix.ispc exports, under the
// header name spmdc writes (matrix_ispc.h), so the example's unchanged
// host builds against them. scripts/ispc-examples.py builds the host once
// this way (in its own directory, first on the include path) and compares
// the iteration count and solution with the spmdc build.
#pragma once
namespace ispc {
inline void zero(double *data, int size) {
  for (int i = 0; i < size; ++i)
    data[i] = 0.0;
}
inline void vector_add(double *a, const double *b, int size) {
  for (int i = 0; i < size; ++i)
    a[i] += b[i];
}
inline void vector_sub(double *a, const double *b, int size) {
  for (int i = 0; i < size; ++i)
    a[i] -= b[i];
}
inline void vector_mult(double *a, double b, int size) {
  for (int i = 0; i < size; ++i)
    a[i] *= b;
}
inline void vector_div(double *a, double b, int size) {
  for (int i = 0; i < size; ++i)
    a[i] /= b;
}
inline void vector_add_ax(double *r, double a, const double *x, int size) {
  for (int i = 0; i < size; ++i)
    r[i] += a * x[i];
}
inline double vector_dot(const double *a, const double *b, int size) {
  double sum = 0.0;
  for (int i = 0; i < size; ++i)
    sum += a[i] * b[i];
  return sum;
}
} // namespace ispc
