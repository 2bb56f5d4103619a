// Host harness for ISPC-style test programs ("func-tests"), written for
// spmdc from the published description of that test format.
//
// A test program includes "test_static.isph", which declares the task
// under test and defines export wrappers `<name>_cpu_entry_point` that
// `launch[1]` it. Which wrapper exists is chosen by TEST_SIG:
//   0 f_v(res)            1 f_f(res, vfloat)        2 f_fu(res, vfloat, b)
//   3 f_fi(res, vfloat, vint)  4 f_du(res, vdouble, b)
//   5 f_duf(res, vdouble, (float)b)  6 f_di(res, vdouble, vint2)
//   32 print_uf(b)  33 print_f(vfloat)  34 print_fuf(vfloat, b)
// For TEST_SIG < 32 the program's `result` task fills the expected values
// and the first TEST_WIDTH floats must match exactly; print tests only run
// (the runner compares their standard output). TEST_WIDTH=0 (AArch64 only:
// `-target sve`, `sve-multi`) takes the gang width from the SVE vector
// length the process runs with, VL/32 lanes.
//
// Like ISPC's own driver, the harness brings its own task system: tasks run
// serially inside ISPCLaunch, ISPCSync does nothing, ISPCAlloc leaks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#if TEST_WIDTH == 0
#include <sys/prctl.h>
#endif

#ifndef TEST_SIG
#error "compile with -DTEST_SIG=<n>"
#endif
#ifndef TEST_WIDTH
#error "compile with -DTEST_WIDTH=<gang width>"
#endif

// The lanes compared: TEST_WIDTH, or for 0 the 32-bit lanes of this
// process's SVE vector (the scalable gang's programCount, and the one the
// sve-multi dispatcher picks at a power-of-two length).
static int testWidth() {
#if TEST_WIDTH == 0
#if defined(__aarch64__) && defined(PR_SVE_GET_VL)
  int vl = prctl(PR_SVE_GET_VL);
  if (vl < 0) {
    std::printf("PR_SVE_GET_VL failed: no SVE\n");
    std::exit(2);
  }
  return (vl & PR_SVE_VL_LEN_MASK) / 4;
#else
#error "TEST_WIDTH=0 (the SVE vector length at run time) needs AArch64 Linux"
#endif
#else
  return TEST_WIDTH;
#endif
}

extern "C" {
void f_v_cpu_entry_point(float *res);
void f_f_cpu_entry_point(float *res, float *vfloat);
void f_fu_cpu_entry_point(float *res, float *vfloat, float b);
void f_fi_cpu_entry_point(float *res, float *vfloat, int *vint);
void f_du_cpu_entry_point(float *res, double *vdouble, double b);
void f_duf_cpu_entry_point(float *res, double *vdouble, float b);
void f_di_cpu_entry_point(float *res, double *vdouble, int *vint2);
void print_uf_cpu_entry_point(float b);
void print_f_cpu_entry_point(float *vfloat);
void print_fuf_cpu_entry_point(float *vfloat, float b);
void result_cpu_entry_point(float *res);
void print_result_cpu_entry_point();

typedef void (*TaskFn)(void *data, int threadIndex, int threadCount, int taskIndex, int taskCount,
                       int taskIndex0, int taskIndex1, int taskIndex2, int taskCount0,
                       int taskCount1, int taskCount2);

void ISPCLaunch(void **handle, void *f, void *data, int count0, int count1, int count2) {
  *handle = reinterpret_cast<void *>(uintptr_t{1}); // any non-null value
  int index = 0;
  for (int k = 0; k < count2; ++k)
    for (int j = 0; j < count1; ++j)
      for (int i = 0; i < count0; ++i)
        reinterpret_cast<TaskFn>(f)(data, 0, 1, index++, count0 * count1 * count2, i, j, k,
                                    count0, count1, count2);
}

void ISPCSync(void *) {}

void *ISPCAlloc(void **handle, int64_t size, int32_t alignment) {
  *handle = reinterpret_cast<void *>(uintptr_t{1});
  void *p = nullptr;
  if (posix_memalign(&p, alignment < 16 ? 16 : alignment, size) != 0)
    std::abort();
  return p; // leaked on purpose: the tasks of one test share a short process
}
}

int main() {
  // Larger than any gang, so tests may index a little past programCount.
  const int N = 256;
  alignas(64) static float res[N], expected[N], vfloat[N];
  alignas(64) static double vdouble[N];
  alignas(64) static int vint[N], vint2[N];
  const float b = 5;
  for (int i = 0; i < N; ++i) {
    res[i] = -1e20f;
    expected[i] = 0;
    vfloat[i] = i + 1;
    vdouble[i] = i + 1;
    vint[i] = 2 * (i + 1);
    vint2[i] = i + 5;
  }
  (void)res, (void)vfloat, (void)vdouble, (void)vint, (void)vint2, (void)b;

#if TEST_SIG == 0
  f_v_cpu_entry_point(res);
#elif TEST_SIG == 1
  f_f_cpu_entry_point(res, vfloat);
#elif TEST_SIG == 2
  f_fu_cpu_entry_point(res, vfloat, b);
#elif TEST_SIG == 3
  f_fi_cpu_entry_point(res, vfloat, vint);
#elif TEST_SIG == 4
  f_du_cpu_entry_point(res, vdouble, b);
#elif TEST_SIG == 5
  f_duf_cpu_entry_point(res, vdouble, b);
#elif TEST_SIG == 6
  f_di_cpu_entry_point(res, vdouble, vint2);
#elif TEST_SIG == 32
  print_uf_cpu_entry_point(b);
#elif TEST_SIG == 33
  print_f_cpu_entry_point(vfloat);
#elif TEST_SIG == 34
  print_fuf_cpu_entry_point(vfloat, b);
#else
#error "unknown TEST_SIG"
#endif

#if TEST_SIG >= 32
  std::fflush(stdout);
  print_result_cpu_entry_point();
  return 0;
#else
  result_cpu_entry_point(expected);
  const int width = testWidth();
  int errors = 0;
  for (int i = 0; i < width; ++i)
    if (res[i] != expected[i]) {
      if (errors < 8)
        std::printf("lane %d: got %.9g, expected %.9g\n", i, res[i], expected[i]);
      ++errors;
    }
  if (errors)
    std::printf("%d of %d lanes wrong\n", errors, width);
  return errors ? 1 : 0;
#endif
}
