#include "e2e_check.h"
#include "tasks_own_system_ispc.h"
#include <cstdint>
#include <cstdlib>
#include <vector>

// A serial task system, as an ISPC host might write one.
typedef void (*TaskFn)(void *, int, int, int, int, int, int, int, int, int, int);
struct Group { std::vector<void *> blocks; int launches = 0; };
static int allocs = 0, launches = 0, syncs = 0, tasks_run = 0, fresh_handles = 0;

extern "C" void *ISPCAlloc(void **handle, int64_t size, int32_t align) {
  if (!*handle) {
    *handle = new Group;
    ++fresh_handles;
  }
  void *p = nullptr;
  if (posix_memalign(&p, align < 16 ? 16 : align, size) != 0)
    std::abort();
  static_cast<Group *>(*handle)->blocks.push_back(p);
  ++allocs;
  return p;
}

extern "C" void ISPCLaunch(void **handle, void *f, void *data, int c0, int c1, int c2) {
  if (!*handle)
    std::abort(); // ISPCAlloc always comes first
  ++launches;
  for (int k = 0; k < c2; ++k)
    for (int j = 0; j < c1; ++j)
      for (int i = 0; i < c0; ++i) {
        ((TaskFn)f)(data, 0, 1, i + c0 * (j + c1 * k), c0 * c1 * c2, i, j, k, c0, c1, c2);
        ++tasks_run;
      }
}

extern "C" void ISPCSync(void *handle) {
  if (!handle)
    std::abort(); // never called with a null handle
  ++syncs;
  Group *g = static_cast<Group *>(handle);
  for (void *p : g->blocks)
    std::free(p);
  delete g;
}

int main() {
  const int N = 101;
  std::vector<float> a(N);
  for (int i = 0; i < N; ++i)
    a[i] = i * 0.25f;
  ispc::scale_twice(a.data(), N);
  for (int i = 0; i < N; ++i)
    e2e_expect_near("a", i, a[i], i * 0.25 * 2 * 0.5 * 3);
  e2e_expect_eq("allocs", 0, allocs, 3);
  e2e_expect_eq("launches", 0, launches, 3);
  e2e_expect_eq("syncs", 0, syncs, 2);
  e2e_expect_eq("fresh handles", 0, fresh_handles, 2);
  e2e_expect_eq("tasks", 0, tasks_run, 3 + 4 + 1);
  ispc::no_launch_sync(a.data());
  e2e_expect_eq("syncs after no_launch_sync", 0, syncs, 2);
  return e2e_finish("tasks_own_system");
}
