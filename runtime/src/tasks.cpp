//===- tasks.cpp - ISPC's task ABI on the OpenMP runtime ------------------===//
//
// ISPCAlloc / ISPCLaunch / ISPCSync as ISPC-compiled and spmdc-compiled
// code call them (docs/spmd-ir.md "Tasks"):
//
//   - A handle is a TaskGroup: the launches and argument blocks of one
//     activation of one SPMD function, created by the first ISPCAlloc or
//     ISPCLaunch on a null handle and destroyed by ISPCSync, which returns
//     only when every task launched through the handle has finished, then
//     frees the argument blocks.
//   - Outside an OpenMP parallel region (the host called an export function
//     from serial code), launches are recorded and run at ISPCSync inside
//     one `omp parallel` region, as the iterations of a dynamically
//     scheduled loop over all their tasks; the loop's barrier is the wait.
//   - Inside a parallel region (a task launching nested tasks, or a host
//     that calls kernels from its own OpenMP threads), ISPCLaunch creates
//     the OpenMP tasks at once as children of the current task, and
//     ISPCSync is a taskwait (a waiting thread runs other tasks meanwhile).
//
// threadIndex/threadCount are the OpenMP thread number and team size. The
// team size follows OMP_NUM_THREADS, or SPMDRT_NUM_THREADS when set (> 0),
// or spmdrt_set_num_threads (> 0) when called; it applies to the team that
// runs tasks launched from serial code (nested launches join that team).
//
// The three entry points are weak definitions in their own object file: a
// host that defines its own task system (as ISPC hosts do) wins at link
// time, and a program that launches nothing never pulls in this file or
// the OpenMP runtime.
//
//===----------------------------------------------------------------------===//
#include "spmdrt.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using TaskFn = void (*)(void *data, int threadIndex, int threadCount,
                        int taskIndex, int taskCount, int taskIndex0,
                        int taskIndex1, int taskIndex2, int taskCount0,
                        int taskCount1, int taskCount2);

struct Launch {
  TaskFn Fn;
  void *Data;
  int Count0, Count1, Count2;
};

/// Bump allocation of argument blocks, freed all at once at sync.
class Arena {
public:
  ~Arena() {
    for (void *C : Chunks)
      std::free(C);
  }
  /// Align: a power of two.
  void *allocate(size_t Size, size_t Align) {
    if (Align < alignof(std::max_align_t))
      Align = alignof(std::max_align_t);
    size_t Start = Cur ? offsetFor(Used, Align) : 0;
    if (!Cur || Start + Size > Cap) {
      size_t Want = Size + Align > ChunkSize ? Size + Align : ChunkSize;
      void *C = nullptr;
      if (posix_memalign(&C, 64, Want) != 0)
        return nullptr;
      Chunks.push_back(C);
      Cur = static_cast<char *>(C);
      Cap = Want;
      Start = offsetFor(0, Align); // < Align: Size still fits
    }
    Used = Start + Size;
    return Cur + Start;
  }

private:
  /// The first offset at or after From in the current chunk whose address
  /// is a multiple of Align.
  size_t offsetFor(size_t From, size_t Align) const {
    uintptr_t Base = reinterpret_cast<uintptr_t>(Cur);
    return ((Base + From + Align - 1) & ~(uintptr_t)(Align - 1)) - Base;
  }

  static constexpr size_t ChunkSize = 4096;
  std::vector<void *> Chunks;
  char *Cur = nullptr;
  size_t Used = 0, Cap = 0;
};

struct TaskGroup {
  Arena Args;
  std::vector<Launch> Deferred; ///< launched outside a parallel region
  bool Spawned = false;         ///< OpenMP tasks were created at launch
};

TaskGroup *groupOf(void **HandlePtr) {
  if (!*HandlePtr)
    *HandlePtr = new TaskGroup();
  return static_cast<TaskGroup *>(*HandlePtr);
}

/// Set by spmdrt_set_num_threads; 0: not set.
std::atomic<int> ThreadsOverride{0};

/// spmdrt_set_num_threads's value, else SPMDRT_NUM_THREADS if set to a
/// positive number, else 0 (OpenMP decides: OMP_NUM_THREADS or all cores).
int requestedThreads() {
  if (int N = ThreadsOverride.load(std::memory_order_relaxed))
    return N;
  static const int FromEnv = [] {
    const char *S = std::getenv("SPMDRT_NUM_THREADS");
    if (!S || !*S)
      return 0;
    long V = std::strtol(S, nullptr, 10);
    return V > 0 && V < 1 << 16 ? static_cast<int>(V) : 0;
  }();
  return FromEnv;
}

void runOne(const Launch &L, int Index) {
  int I0 = Index % L.Count0;
  int I1 = (Index / L.Count0) % L.Count1;
  int I2 = Index / (L.Count0 * L.Count1);
  L.Fn(L.Data, omp_get_thread_num(), omp_get_num_threads(), Index,
       L.Count0 * L.Count1 * L.Count2, I0, I1, I2, L.Count0, L.Count1,
       L.Count2);
}

/// Creates one OpenMP task per ISPC task of L (children of the current
/// task).
void spawn(const Launch &L) {
  int Total = L.Count0 * L.Count1 * L.Count2;
  for (int I = 0; I < Total; ++I) {
    // Tied (the default): threadIndex stays the thread running the task.
#pragma omp task firstprivate(L, I)
    runOne(L, I);
  }
}

/// Runs the launches recorded outside a parallel region in one parallel
/// region: every ISPC task of every launch is one iteration of a
/// dynamically scheduled loop (cheaper than one OpenMP task each; tasks the
/// iterations launch in turn become OpenMP tasks of this team).
void runDeferred(TaskGroup &G) {
  std::vector<long> End; // End[k]: tasks in launches 0..k
  long Total = 0;
  for (const Launch &L : G.Deferred) {
    Total += static_cast<long>(L.Count0) * L.Count1 * L.Count2;
    End.push_back(Total);
  }
  auto Run = [&G, &End](long K) {
    size_t Which = std::upper_bound(End.begin(), End.end(), K) - End.begin();
    long First = Which ? End[Which - 1] : 0;
    runOne(G.Deferred[Which], static_cast<int>(K - First));
  };
  int N = requestedThreads();
  if (Total == 1 || N == 1) {
    // One task, or one thread asked for: no team (tasks it launches get
    // their own region at their sync).
    for (long K = 0; K < Total; ++K)
      Run(K);
  } else if (N > 0) {
#pragma omp parallel for schedule(dynamic, 1) num_threads(N)
    for (long K = 0; K < Total; ++K)
      Run(K);
  } else {
#pragma omp parallel for schedule(dynamic, 1)
    for (long K = 0; K < Total; ++K)
      Run(K);
  }
  G.Deferred.clear();
}

} // namespace

extern "C" {

void spmdrt_set_num_threads(int n) {
  ThreadsOverride.store(n > 0 ? n : 0, std::memory_order_relaxed);
}

__attribute__((weak)) void *ISPCAlloc(void **handlePtr, int64_t size,
                                      int32_t alignment) {
  TaskGroup *G = groupOf(handlePtr);
  size_t Align = 1;
  while (Align < static_cast<size_t>(alignment) && Align < (1u << 20))
    Align <<= 1; // a power of two at least `alignment`
  void *P = G->Args.allocate(size > 0 ? static_cast<size_t>(size) : 1, Align);
  if (!P) {
    std::fprintf(stderr, "spmdrt: ISPCAlloc: out of memory (%lld bytes)\n",
                 static_cast<long long>(size));
    std::abort();
  }
  return P;
}

__attribute__((weak)) void ISPCLaunch(void **handlePtr, void *f, void *data,
                                      int count0, int count1, int count2) {
  TaskGroup *G = groupOf(handlePtr);
  if (count0 <= 0 || count1 <= 0 || count2 <= 0)
    return; // an empty grid launches nothing
  Launch L{reinterpret_cast<TaskFn>(f), data, count0, count1, count2};
  if (omp_in_parallel()) {
    spawn(L);
    G->Spawned = true;
  } else {
    G->Deferred.push_back(L);
  }
}

__attribute__((weak)) void ISPCSync(void *handle) {
  if (!handle)
    return;
  auto *G = static_cast<TaskGroup *>(handle);
  if (!G->Deferred.empty()) {
    if (omp_in_parallel()) {
      for (const Launch &L : G->Deferred)
        spawn(L);
      G->Deferred.clear();
      G->Spawned = true;
    } else {
      runDeferred(*G);
    }
  }
  if (G->Spawned) {
#pragma omp taskwait
  }
  delete G;
}

} // extern "C"
