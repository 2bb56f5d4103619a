// A host in the manner of ISPC's test driver: its own serial task system that
// runs each task inside ISPCLaunch, sets the handle to a dummy value, makes
// ISPCSync a no-op and never frees argument blocks.
#include "e2e_check.h"
#include "tasks_ispc_harness_ispc.h"
#include <cstdint>
#include <cstdlib>

typedef void (*TaskFn)(void *, int, int, int, int, int, int, int, int, int, int);
static int launches = 0;

extern "C" void ISPCLaunch(void **handle, void *f, void *data, int n0, int n1, int n2) {
  *handle = (void *)(uintptr_t)0x1234;
  ++launches;
  int idx = 0;
  for (int k = 0; k < n2; ++k)
    for (int j = 0; j < n1; ++j)
      for (int i = 0; i < n0; ++i)
        ((TaskFn)f)(data, 0, 1, idx++, n0 * n1 * n2, i, j, k, n0, n1, n2);
}

extern "C" void ISPCSync(void *) {}

extern "C" void *ISPCAlloc(void **handle, int64_t size, int32_t alignment) {
  *handle = (void *)(uintptr_t)0x1234;
  void *p = nullptr;
  if (posix_memalign(&p, alignment < 16 ? 16 : alignment, size) != 0)
    std::abort();
  return p; // leaked, as ISPC's driver does
}

int main() {
  const int N = 256;
  alignas(64) float returned[N], expected[N], vfloat[N];
  for (int i = 0; i < N; ++i) {
    returned[i] = -1e20f;
    expected[i] = 0;
    vfloat[i] = i + 1;
  }
  ispc::f_f_cpu_entry_point(returned, vfloat);
  ispc::result_cpu_entry_point(expected);
  int w = ispc::gang_width();
  for (int i = 0; i < w; ++i) // as ISPC's driver compares
    e2e_expect_near("f_f", i, returned[i], expected[i]);
  e2e_expect_near("lane0", 0, returned[0], 6.0);
  e2e_expect_eq("launches", 0, launches, 1 + 1 + 1);
  std::printf("r0 %g\n", returned[0]);
  return e2e_finish("tasks_ispc_harness");
}
