// Drives spmdrt's ISPCAlloc/ISPCLaunch/ISPCSync directly, as compiled code
// does, with C++ task functions: alignment of argument blocks, every task of
// a 3-D grid exactly once with consistent indices, nested launches several
// levels deep, launches from several host threads at once and from a host
// OpenMP parallel region, the thread-count override, empty launches.
#include "spmdrt.h"
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

static int failures = 0;
#define CHECK(c)                                                              \
  do {                                                                        \
    if (!(c)) {                                                               \
      if (failures++ < 20)                                                    \
        std::printf("FAILED line %d: %s\n", __LINE__, #c);                    \
    }                                                                         \
  } while (0)

struct GridArgs {
  std::atomic<int> *hits;
  int n0, n1, n2;
  std::atomic<int> *bad;
};

static void grid_task(void *data, int threadIndex, int threadCount, int taskIndex,
                      int taskCount, int i0, int i1, int i2, int c0, int c1, int c2) {
  auto *a = static_cast<GridArgs *>(data);
  bool ok = c0 == a->n0 && c1 == a->n1 && c2 == a->n2 && taskCount == c0 * c1 * c2 &&
            taskIndex == i0 + c0 * (i1 + c1 * i2) && i0 >= 0 && i0 < c0 && i1 >= 0 &&
            i1 < c1 && i2 >= 0 && i2 < c2 && threadIndex >= 0 && threadIndex < threadCount;
  if (!ok)
    a->bad->fetch_add(1);
  a->hits[taskIndex].fetch_add(1);
}

static void run_grid(int n0, int n1, int n2) {
  int n = n0 * n1 * n2;
  std::vector<std::atomic<int>> hits(n > 0 ? n : 1);
  std::atomic<int> bad{0};
  void *handle = nullptr;
  auto *a = static_cast<GridArgs *>(ISPCAlloc(&handle, sizeof(GridArgs), alignof(GridArgs)));
  CHECK(handle != nullptr);
  *a = GridArgs{hits.data(), n0, n1, n2, &bad};
  ISPCLaunch(&handle, (void *)grid_task, a, n0, n1, n2);
  ISPCSync(handle);
  CHECK(bad.load() == 0);
  for (int i = 0; i < n; ++i)
    CHECK(hits[i].load() == 1);
}

// Nested: each task launches `fanout` children until depth 0; leaves count.
struct TreeArgs {
  int depth, fanout;
  std::atomic<int> *leaves;
};

static void tree_task(void *data, int, int, int, int, int, int, int, int, int, int) {
  auto *a = static_cast<TreeArgs *>(data);
  if (a->depth == 0) {
    a->leaves->fetch_add(1);
    return;
  }
  void *handle = nullptr;
  auto *c = static_cast<TreeArgs *>(ISPCAlloc(&handle, sizeof(TreeArgs), 8));
  *c = TreeArgs{a->depth - 1, a->fanout, a->leaves};
  ISPCLaunch(&handle, (void *)tree_task, c, a->fanout, 1, 1);
  ISPCSync(handle);
}

static int run_tree(int depth, int fanout) {
  std::atomic<int> leaves{0};
  void *handle = nullptr;
  auto *a = static_cast<TreeArgs *>(ISPCAlloc(&handle, sizeof(TreeArgs), 8));
  *a = TreeArgs{depth, fanout, &leaves};
  ISPCLaunch(&handle, (void *)tree_task, a, 1, 1, 1);
  ISPCSync(handle);
  return leaves.load();
}

static void count_threads(void *data, int, int threadCount, int taskIndex, int, int, int,
                          int, int, int, int) {
  static_cast<int *>(data)[taskIndex] = threadCount;
}

static void add_one(void *data, int, int, int taskIndex, int, int, int, int, int, int,
                    int) {
  static_cast<int *>(*static_cast<void **>(data))[taskIndex] += 1;
}

int main() {
  // Argument blocks: aligned, writable, distinct, across arena chunks.
  {
    void *handle = nullptr;
    std::vector<char *> blocks;
    for (int k = 0; k < 300; ++k) {
      int align = 1 << (k % 8);  // 1 .. 128
      int size = 1 + (k * 37) % 900;
      char *p = static_cast<char *>(ISPCAlloc(&handle, size, align));
      CHECK(reinterpret_cast<uintptr_t>(p) % align == 0);
      for (int i = 0; i < size; ++i)
        p[i] = (char)k;
      blocks.push_back(p);
    }
    for (int k = 0; k < 300; ++k)
      CHECK(blocks[k][0] == (char)k);
    ISPCSync(handle);
  }
  run_grid(1, 1, 1);
  run_grid(37, 1, 1);
  run_grid(3, 5, 7);
  run_grid(1, 1, 200);
  run_grid(0, 4, 4); // nothing runs
  ISPCSync(nullptr); // harmless

  CHECK(run_tree(4, 3) == 81);
  CHECK(run_tree(6, 2) == 64);

  // Several host threads launching at once, each with its own handles.
  {
    std::vector<std::thread> ts;
    std::atomic<int> total{0};
    for (int t = 0; t < 4; ++t)
      ts.emplace_back([&] {
        for (int r = 0; r < 20; ++r)
          total += run_tree(3, 3);
      });
    for (auto &t : ts)
      t.join();
    CHECK(total.load() == 4 * 20 * 27);
  }

  // From inside a host OpenMP parallel region: tasks of the host's team.
  {
    std::atomic<int> total{0};
#pragma omp parallel num_threads(2)
    for (int r = 0; r < 10; ++r)
      total += run_tree(3, 2);
    CHECK(total.load() == 2 * 10 * 8 || total.load() == 10 * 8); // team of 1 if no threads
  }

  // Several launches on one handle, one sync.
  {
    std::vector<int> v(64, 0);
    void *handle = nullptr;
    for (int r = 0; r < 5; ++r) {
      void **a = static_cast<void **>(ISPCAlloc(&handle, sizeof(void *), 8));
      *a = v.data() + 0;
      ISPCLaunch(&handle, (void *)add_one, a, 64, 1, 1);
      ISPCSync(handle); // the launches touch the same cells: sync between
      handle = nullptr;
    }
    for (int i = 0; i < 64; ++i)
      CHECK(v[i] == 5);
  }

  // The thread-count override.
  for (int want : {1, 2, 3}) {
    spmdrt_set_num_threads(want);
    std::vector<int> tc(16, -1);
    void *handle = nullptr;
    void *a = ISPCAlloc(&handle, 1, 1);
    (void)a;
    ISPCLaunch(&handle, (void *)count_threads, tc.data(), 16, 1, 1);
    ISPCSync(handle);
    for (int i = 0; i < 16; ++i)
      CHECK(tc[i] == want);
  }
  spmdrt_set_num_threads(0);

  if (failures) {
    std::printf("tasks_abi: %d failures\n", failures);
    return 1;
  }
  std::printf("tasks_abi: ok\n");
  return 0;
}
