//===- HostRuntimeText.h - the host runtime pasted into GPU headers -*- C++ -*-===//
//
// \file
// The C++ text of the two small host runtimes the generated GPU headers
// carry (HostStub.h): `spmdc_hip` over libamdhip64.so and `spmdc_cuda` over
// libcuda.so.1, both reached through dlopen/dlsym only. Each is guarded by
// its own macro so several kernel headers of one vendor share one copy in a
// translation unit; everything is `inline`, so a program has one copy.
//
// Both offer the same interface:
//   enum Status { OK, NO_LIBRARY, NO_DEVICE, LOAD_FAILED, LAUNCH_FAILED,
//                 MEMORY_FAILED };
//   int init();                  // 0, or a Status (the reason is printed)
//   int last_error();            // the last failure of any call
//   void *alloc(size_t);         // device memory, nullptr on failure
//   int release(void *);
//   int copy_to_device(void *dev, const void *host, size_t);
//   int copy_to_host(void *host, const void *dev, size_t);
//   int launch(Image &, const unsigned char *, Kernel &, const char *name,
//              unsigned threads, void **args);   // one gang, synchronous
//   int launch_grid(..., unsigned g0, unsigned g1, unsigned g2, void **args);
//   int run_tasks(Image &, const unsigned char *, const TaskQueueLayout &,
//                 const char *const *names, Kernel *, unsigned n,
//                 unsigned threads);  // the grids the kernel recorded
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_GPU_BACKEND_HOSTRUNTIMETEXT_H
#define SPMDC_GPU_BACKEND_HOSTRUNTIMETEXT_H

namespace spmdc {

/// Shared by both runtimes: status codes, the error printer, once-only
/// loading of images and kernels.
inline constexpr const char *GpuRuntimeCommonText = R"cpp(
#ifndef SPMDC_GPU_RUNTIME_COMMON
#define SPMDC_GPU_RUNTIME_COMMON
#include <dlfcn.h>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <stdint.h>
#include <utility>
#include <vector>
namespace spmdc_gpu {
enum Status : int {
  OK = 0, NO_LIBRARY = 1, NO_DEVICE = 2, LOAD_FAILED = 3, LAUNCH_FAILED = 4,
  MEMORY_FAILED = 5
};
// --instrument: the host's totals of the device's spmdc_instr_counters
// (registered with spmdrt once, by Register) and their lock.
struct Counters {
  std::once_flag Registered;
  std::mutex Lock;
  void (*Register)();
  uint64_t *Host;
  size_t Words;
};
// A loaded module: set up once (NumCores: write the device's compute-unit /
// SM count to spmdc_num_cores; Instr: the counters to collect after every
// launch).
struct Image {
  std::once_flag Once;
  void *Module = nullptr;
  int Status = OK;
  bool NumCores = false;
  Counters *Instr = nullptr;
};
struct Kernel { std::once_flag Once; void *Fn = nullptr; int Status = OK; };
inline int report(int &LastError, const char *Vendor, int Code,
                  const char *Fmt, ...) {
  std::va_list Ap;
  va_start(Ap, Fmt);
  std::fprintf(stderr, "spmdc (%s): ", Vendor);
  std::vfprintf(stderr, Fmt, Ap);
  std::fprintf(stderr, "\n");
  va_end(Ap);
  LastError = Code;
  return Code;
}
template <class T> bool symbol(void *Lib, const char *Name, T &Out) {
  Out = reinterpret_cast<T>(dlsym(Lib, Name));
  return Out != nullptr;
}
inline void *openFirst(const char *Env, const char *const *Names, int N) {
  if (const char *E = std::getenv(Env))
    if (*E)
      return dlopen(E, RTLD_NOW | RTLD_LOCAL);
  for (int I = 0; I < N; ++I)
    if (void *L = dlopen(Names[I], RTLD_NOW | RTLD_LOCAL))
      return L;
  return nullptr;
}
// Where the device's task queue (gpu-backend/GpuTasks.h) keeps things.
struct TaskQueueLayout {
  unsigned MaxRecords, RecordsOffset, ArgsOffset, ArgBytes;
};
// Runs the grids that kernels recorded in the task queue at Base, depth
// first: the records a grid adds (its tasks' launches, a continuation after
// a sync: gpu-backend/GpuTaskContinuation.h) run, with theirs, before the
// next record of the level above -- so a task's children have finished
// when its continuation runs. Then empties the queue. Rt supplies the
// vendor's toHost/toDevice/launchGrid/fail.
template <class Rt>
int runTasks(Rt &R, char *Base, const TaskQueueLayout &L,
             const char *const *Names, Kernel *Kernels, unsigned NumTasks,
             unsigned Threads) {
  auto Count = [&](unsigned &N) -> int {
    unsigned Header[4];
    if (int E = R.toHost(Header, Base, sizeof Header))
      return E;
    if (Header[2])
      return R.fail(LAUNCH_FAILED, "too many task launches in one call (the "
                    "queue holds %u launches and %u bytes of arguments)",
                    L.MaxRecords, L.ArgBytes);
    N = Header[0];
    return OK;
  };
  unsigned Seen = 0;
  int Status = Count(Seen);
  // Ranges of records still to run, innermost last.
  std::vector<std::pair<unsigned, unsigned>> Pending;
  if (!Status && Seen)
    Pending.push_back({0, Seen});
  while (!Status && !Pending.empty()) {
    if (Pending.back().first == Pending.back().second) {
      Pending.pop_back();
      continue;
    }
    unsigned I = Pending.back().first++;
    unsigned Rec[6];
    if ((Status = R.toHost(Rec, Base + L.RecordsOffset + 24 * I, sizeof Rec)))
      break;
    if (Rec[0] >= NumTasks) {
      Status = R.fail(LAUNCH_FAILED, "corrupt task queue (task %u)", Rec[0]);
      break;
    }
    void *Data = Base + L.ArgsOffset + Rec[1];
    unsigned N0 = Rec[2], N1 = Rec[3], N2 = Rec[4];
    void *Args[] = {&Data, &N0, &N1, &N2};
    if ((Status = R.launchGrid(Kernels[Rec[0]], Names[Rec[0]], Threads, N0, N1,
                               N2, Args)))
      break;
    unsigned Now = Seen;
    if ((Status = Count(Now)))
      break;
    if (Now > Seen) { // what this grid launched runs next
      Pending.push_back({Seen, Now});
      Seen = Now;
    }
  }
  unsigned Zero[4] = {0, 0, 0, 0};
  int Reset = R.toDevice(Base, Zero, sizeof Zero);
  return Status ? Status : Reset;
}
// Adds the device counters at Dev (DevBytes bytes) to C's host totals and
// zeroes them on the device, so every launch is counted once and
// spmdrt_instrument_reset() works. Rt supplies toHost/toDevice/fail.
template <class Rt>
int collectCounters(Rt &R, void *Dev, size_t DevBytes, Counters &C) {
  if (DevBytes < C.Words * sizeof(uint64_t))
    return R.fail(LAUNCH_FAILED, "the device counters have %u bytes, the "
                  "header expects %u", unsigned(DevBytes),
                  unsigned(C.Words * sizeof(uint64_t)));
  std::lock_guard<std::mutex> Guard(C.Lock);
  std::vector<uint64_t> Words(C.Words);
  size_t Bytes = C.Words * sizeof(uint64_t);
  if (int E = R.toHost(Words.data(), Dev, Bytes))
    return E;
  for (size_t I = 0; I < C.Words; ++I)
    C.Host[I] += Words[I];
  std::vector<uint64_t> Zero(C.Words);
  return R.toDevice(Dev, Zero.data(), Bytes);
}
} // namespace spmdc_gpu
#endif
)cpp";

/// The HIP runtime (AMD): hipModuleLoadData / hipModuleLaunchKernel.
inline constexpr const char *HipRuntimeText = R"cpp(
#ifndef SPMDC_HIP_RUNTIME
#define SPMDC_HIP_RUNTIME
namespace spmdc_hip {
using namespace spmdc_gpu;
struct Api {
  int (*Init)(unsigned);
  int (*GetDeviceCount)(int *);
  int (*ModuleLoadData)(void **, const void *);
  int (*ModuleGetFunction)(void **, void *, const char *);
  int (*ModuleLaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned,
                            unsigned, unsigned, unsigned, void *, void **,
                            void **);
  int (*Malloc)(void **, size_t);
  int (*Free)(void *);
  int (*Memcpy)(void *, const void *, size_t, int);
  int (*DeviceSynchronize)();
  const char *(*GetErrorString)(int);
  // Only some modules need these (tasks, num_cores, --instrument).
  int (*ModuleGetGlobal)(void **, size_t *, void *, const char *);
  int (*GetDevice)(int *);
  int (*DeviceGetAttribute)(int *, int, int);
};
struct State {
  std::once_flag Once;
  int InitStatus = OK, LastError = OK;
  Api A{};
};
inline State &state() { static State S; return S; }
template <class... Args> int fail(int Code, const char *Fmt, Args... As) {
  return report(state().LastError, "HIP", Code, Fmt, As...);
}
inline const char *why(int E) {
  const char *S = state().A.GetErrorString ? state().A.GetErrorString(E) : nullptr;
  return S ? S : "unknown error";
}
inline int initOnce() {
  static const char *const Names[] = {"libamdhip64.so", "libamdhip64.so.7",
                                      "libamdhip64.so.6", "libamdhip64.so.5"};
  void *Lib = openFirst("SPMDC_HIP_LIBRARY", Names, 4);
  if (!Lib)
    return fail(NO_LIBRARY, "cannot load the HIP runtime libamdhip64.so (%s); "
                "install HIP/ROCm or set SPMDC_HIP_LIBRARY", dlerror());
  Api &A = state().A;
  if (!(symbol(Lib, "hipInit", A.Init) &&
        symbol(Lib, "hipGetDeviceCount", A.GetDeviceCount) &&
        symbol(Lib, "hipModuleLoadData", A.ModuleLoadData) &&
        symbol(Lib, "hipModuleGetFunction", A.ModuleGetFunction) &&
        symbol(Lib, "hipModuleLaunchKernel", A.ModuleLaunchKernel) &&
        symbol(Lib, "hipMalloc", A.Malloc) && symbol(Lib, "hipFree", A.Free) &&
        symbol(Lib, "hipMemcpy", A.Memcpy) &&
        symbol(Lib, "hipDeviceSynchronize", A.DeviceSynchronize) &&
        symbol(Lib, "hipGetErrorString", A.GetErrorString)))
    return fail(NO_LIBRARY, "the HIP runtime lacks a function spmdc needs (%s)",
                dlerror());
  // Only some modules need these (checked where they are used).
  symbol(Lib, "hipModuleGetGlobal", A.ModuleGetGlobal);
  symbol(Lib, "hipGetDevice", A.GetDevice);
  symbol(Lib, "hipDeviceGetAttribute", A.DeviceGetAttribute);
  if (int E = A.Init(0))
    return fail(NO_DEVICE, "hipInit failed: %s (no AMD GPU or driver?)", why(E));
  int N = 0;
  if (int E = A.GetDeviceCount(&N))
    return fail(NO_DEVICE, "no AMD GPU: %s", why(E));
  if (N == 0)
    return fail(NO_DEVICE, "no AMD GPU found");
  return OK;
}
inline int init() {
  State &S = state();
  std::call_once(S.Once, [&] { S.InitStatus = initOnce(); });
  if (S.InitStatus)
    S.LastError = S.InitStatus;
  return S.InitStatus;
}
inline int last_error() { return state().LastError; }
inline void *alloc(size_t Bytes) {
  void *P = nullptr;
  if (init())
    return nullptr;
  if (int E = state().A.Malloc(&P, Bytes)) {
    fail(MEMORY_FAILED, "hipMalloc of %zu bytes failed: %s", Bytes, why(E));
    return nullptr;
  }
  return P;
}
inline int release(void *P) {
  if (int E = init())
    return E;
  if (int E = state().A.Free(P))
    return fail(MEMORY_FAILED, "hipFree failed: %s", why(E));
  return OK;
}
inline int copy(void *Dst, const void *Src, size_t Bytes, int Kind) {
  if (int E = init())
    return E;
  if (int E = state().A.Memcpy(Dst, Src, Bytes, Kind))
    return fail(MEMORY_FAILED, "hipMemcpy of %zu bytes failed: %s", Bytes, why(E));
  return OK;
}
inline int copy_to_device(void *Dev, const void *Host, size_t Bytes) {
  return copy(Dev, Host, Bytes, /*hipMemcpyHostToDevice=*/1);
}
inline int copy_to_host(void *Host, const void *Dev, size_t Bytes) {
  return copy(Host, Dev, Bytes, /*hipMemcpyDeviceToHost=*/2);
}
// A device global of the loaded module; fails with a message naming What.
inline int global(Image &Img, const char *Name, const char *What, void **P,
                  size_t *N) {
  Api &A = state().A;
  if (!A.ModuleGetGlobal)
    return fail(LOAD_FAILED, "the HIP runtime lacks hipModuleGetGlobal, "
                "which %s needs", What);
  if (int E = A.ModuleGetGlobal(P, N, Img.Module, Name))
    return fail(LOAD_FAILED, "no %s in the code object: %s", Name, why(E));
  return OK;
}
// Once per loaded module: num_cores() and the --instrument registration.
inline int setup(Image &Img) {
  Api &A = state().A;
  if (Img.NumCores) {
    void *P = nullptr;
    size_t N = 0;
    if (int E = global(Img, "spmdc_num_cores", "num_cores()", &P, &N))
      return E;
    if (!A.GetDevice || !A.DeviceGetAttribute)
      return fail(LOAD_FAILED, "the HIP runtime lacks hipDeviceGetAttribute, "
                  "which num_cores() needs");
    int Dev = 0, Cores = 0;
    if (int E = A.GetDevice(&Dev))
      return fail(LOAD_FAILED, "hipGetDevice failed: %s", why(E));
    // hipDeviceAttributeMultiprocessorCount (63 in HIP >= 5.0's enum).
    if (int E = A.DeviceGetAttribute(&Cores, 63, Dev))
      return fail(LOAD_FAILED, "cannot read the number of compute units: %s", why(E));
    if (int E = copy_to_device(P, &Cores, sizeof Cores))
      return E;
  }
  if (Img.Instr)
    std::call_once(Img.Instr->Registered, Img.Instr->Register);
  return OK;
}
// --instrument: the device counters into the host's totals.
inline int collect(Image &Img) {
  void *P = nullptr;
  size_t N = 0;
  if (int E = global(Img, "spmdc_instr_counters", "--instrument", &P, &N))
    return E;
  struct Rt {
    int toHost(void *H, const void *D, size_t N) { return copy_to_host(H, D, N); }
    int toDevice(void *D, const void *H, size_t N) { return copy_to_device(D, H, N); }
    int fail(int Code, const char *Fmt, unsigned X, unsigned Y) {
      return spmdc_hip::fail(Code, Fmt, X, Y);
    }
  } R;
  return collectCounters(R, P, N, *Img.Instr);
}
inline int kernel(Image &Img, const unsigned char *Bytes, Kernel &K,
                  const char *Name) {
  if (int E = init())
    return E;
  Api &A = state().A;
  std::call_once(Img.Once, [&] {
    if (int E = A.ModuleLoadData(&Img.Module, Bytes))
      Img.Status = fail(LOAD_FAILED, "cannot load the code object: %s", why(E));
    else
      Img.Status = setup(Img);
  });
  if (Img.Status)
    return state().LastError = Img.Status;
  std::call_once(K.Once, [&] {
    if (int E = A.ModuleGetFunction(&K.Fn, Img.Module, Name))
      K.Status = fail(LOAD_FAILED, "no kernel '%s' in the code object: %s", Name, why(E));
  });
  if (K.Status)
    return state().LastError = K.Status;
  return OK;
}
// A grid of G0 x G1 x G2 gangs: workgroups of one wavefront each.
inline int launch_grid(Image &Img, const unsigned char *Bytes, Kernel &K,
                       const char *Name, unsigned Threads, unsigned G0,
                       unsigned G1, unsigned G2, void **Args) {
  if (int E = kernel(Img, Bytes, K, Name))
    return E;
  Api &A = state().A;
  if (int E = A.ModuleLaunchKernel(K.Fn, G0, G1, G2, Threads, 1, 1, 0, nullptr, Args, nullptr))
    return fail(LAUNCH_FAILED, "launching '%s' failed: %s", Name, why(E));
  if (int E = A.DeviceSynchronize())
    return fail(LAUNCH_FAILED, "'%s' failed on the GPU: %s", Name, why(E));
  return Img.Instr ? collect(Img) : OK;
}
// One gang: one workgroup holding one wavefront.
inline int launch(Image &Img, const unsigned char *Bytes, Kernel &K,
                  const char *Name, unsigned Threads, void **Args) {
  return launch_grid(Img, Bytes, K, Name, Threads, 1, 1, 1, Args);
}
// After a kernel that launches tasks: runs them (spmdc_gpu::runTasks).
inline int run_tasks(Image &Img, const unsigned char *Bytes,
                     const TaskQueueLayout &L, const char *const *Names,
                     Kernel *Kernels, unsigned NumTasks, unsigned Threads) {
  void *Queue = nullptr;
  size_t QueueBytes = 0;
  if (int E = global(Img, "spmdc_task_queue", "launching tasks", &Queue, &QueueBytes))
    return E;
  struct Rt {
    Image &Img;
    const unsigned char *Bytes;
    int toHost(void *H, const void *D, size_t N) { return copy_to_host(H, D, N); }
    int toDevice(void *D, const void *H, size_t N) { return copy_to_device(D, H, N); }
    int launchGrid(Kernel &K, const char *Name, unsigned T, unsigned G0,
                   unsigned G1, unsigned G2, void **Args) {
      return launch_grid(Img, Bytes, K, Name, T, G0, G1, G2, Args);
    }
    int fail(int Code, const char *Fmt, unsigned X, unsigned Y = 0) {
      return spmdc_hip::fail(Code, Fmt, X, Y);
    }
  } R{Img, Bytes};
  return runTasks(R, static_cast<char *>(Queue), L, Names, Kernels, NumTasks, Threads);
}
} // namespace spmdc_hip
#endif
)cpp";

/// The CUDA driver API runtime (NVIDIA): cuModuleLoadData JIT-compiles the
/// PTX; the device's primary context is made current on each calling thread.
inline constexpr const char *CudaRuntimeText = R"cpp(
#ifndef SPMDC_CUDA_RUNTIME
#define SPMDC_CUDA_RUNTIME
namespace spmdc_cuda {
using namespace spmdc_gpu;
typedef unsigned long long DevicePtr; // CUdeviceptr
struct Api {
  int (*Init)(unsigned);
  int (*DeviceGetCount)(int *);
  int (*DeviceGet)(int *, int);
  int (*PrimaryCtxRetain)(void **, int);
  int (*CtxSetCurrent)(void *);
  int (*ModuleLoadData)(void **, const void *);
  int (*ModuleGetFunction)(void **, void *, const char *);
  int (*LaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned, unsigned,
                      unsigned, unsigned, void *, void **, void **);
  int (*MemAlloc)(DevicePtr *, size_t);
  int (*MemFree)(DevicePtr);
  int (*MemcpyHtoD)(DevicePtr, const void *, size_t);
  int (*MemcpyDtoH)(void *, DevicePtr, size_t);
  int (*CtxSynchronize)();
  int (*GetErrorString)(int, const char **);
  // Only some modules need these (tasks, num_cores, --instrument).
  int (*ModuleGetGlobal)(DevicePtr *, size_t *, void *, const char *);
  int (*DeviceGetAttribute)(int *, int, int);
};
struct State {
  std::once_flag Once;
  int InitStatus = OK, LastError = OK;
  void *Context = nullptr;
  int Device = 0;
  Api A{};
};
inline State &state() { static State S; return S; }
template <class... Args> int fail(int Code, const char *Fmt, Args... As) {
  return report(state().LastError, "CUDA", Code, Fmt, As...);
}
inline const char *why(int E) {
  const char *S = nullptr;
  if (state().A.GetErrorString)
    state().A.GetErrorString(E, &S);
  return S ? S : "unknown error";
}
inline int initOnce() {
  static const char *const Names[] = {"libcuda.so.1", "libcuda.so"};
  void *Lib = openFirst("SPMDC_CUDA_LIBRARY", Names, 2);
  if (!Lib)
    return fail(NO_LIBRARY, "cannot load the CUDA driver libcuda.so.1 (%s); "
                "install the NVIDIA driver or set SPMDC_CUDA_LIBRARY", dlerror());
  Api &A = state().A;
  if (!(symbol(Lib, "cuInit", A.Init) &&
        symbol(Lib, "cuDeviceGetCount", A.DeviceGetCount) &&
        symbol(Lib, "cuDeviceGet", A.DeviceGet) &&
        symbol(Lib, "cuDevicePrimaryCtxRetain", A.PrimaryCtxRetain) &&
        symbol(Lib, "cuCtxSetCurrent", A.CtxSetCurrent) &&
        symbol(Lib, "cuModuleLoadData", A.ModuleLoadData) &&
        symbol(Lib, "cuModuleGetFunction", A.ModuleGetFunction) &&
        symbol(Lib, "cuLaunchKernel", A.LaunchKernel) &&
        symbol(Lib, "cuMemAlloc_v2", A.MemAlloc) &&
        symbol(Lib, "cuMemFree_v2", A.MemFree) &&
        symbol(Lib, "cuMemcpyHtoD_v2", A.MemcpyHtoD) &&
        symbol(Lib, "cuMemcpyDtoH_v2", A.MemcpyDtoH) &&
        symbol(Lib, "cuCtxSynchronize", A.CtxSynchronize) &&
        symbol(Lib, "cuGetErrorString", A.GetErrorString)))
    return fail(NO_LIBRARY, "the CUDA driver lacks a function spmdc needs (%s)",
                dlerror());
  // Only some modules need these (checked where they are used).
  symbol(Lib, "cuModuleGetGlobal_v2", A.ModuleGetGlobal);
  symbol(Lib, "cuDeviceGetAttribute", A.DeviceGetAttribute);
  if (int E = A.Init(0))
    return fail(NO_DEVICE, "cuInit failed: %s (no NVIDIA GPU or driver?)", why(E));
  int N = 0;
  if (int E = A.DeviceGetCount(&N))
    return fail(NO_DEVICE, "no NVIDIA GPU: %s", why(E));
  if (N == 0)
    return fail(NO_DEVICE, "no NVIDIA GPU found");
  int Dev = 0;
  if (int E = A.DeviceGet(&Dev, 0))
    return fail(NO_DEVICE, "cuDeviceGet failed: %s", why(E));
  state().Device = Dev;
  if (int E = A.PrimaryCtxRetain(&state().Context, Dev))
    return fail(NO_DEVICE, "cannot create a CUDA context: %s", why(E));
  return OK;
}
/// Initializes once and makes the primary context current on this thread.
inline int init() {
  State &S = state();
  std::call_once(S.Once, [&] { S.InitStatus = initOnce(); });
  if (S.InitStatus)
    return S.LastError = S.InitStatus;
  if (int E = S.A.CtxSetCurrent(S.Context))
    return fail(NO_DEVICE, "cuCtxSetCurrent failed: %s", why(E));
  return OK;
}
inline int last_error() { return state().LastError; }
inline void *alloc(size_t Bytes) {
  DevicePtr P = 0;
  if (init())
    return nullptr;
  if (int E = state().A.MemAlloc(&P, Bytes)) {
    fail(MEMORY_FAILED, "cuMemAlloc of %zu bytes failed: %s", Bytes, why(E));
    return nullptr;
  }
  return reinterpret_cast<void *>(P);
}
inline int release(void *P) {
  if (int E = init())
    return E;
  if (int E = state().A.MemFree(reinterpret_cast<DevicePtr>(P)))
    return fail(MEMORY_FAILED, "cuMemFree failed: %s", why(E));
  return OK;
}
inline int copy_to_device(void *Dev, const void *Host, size_t Bytes) {
  if (int E = init())
    return E;
  if (int E = state().A.MemcpyHtoD(reinterpret_cast<DevicePtr>(Dev), Host, Bytes))
    return fail(MEMORY_FAILED, "cuMemcpyHtoD of %zu bytes failed: %s", Bytes, why(E));
  return OK;
}
inline int copy_to_host(void *Host, const void *Dev, size_t Bytes) {
  if (int E = init())
    return E;
  if (int E = state().A.MemcpyDtoH(Host, reinterpret_cast<DevicePtr>(Dev), Bytes))
    return fail(MEMORY_FAILED, "cuMemcpyDtoH of %zu bytes failed: %s", Bytes, why(E));
  return OK;
}
// A device global of the loaded module; fails with a message naming What.
inline int global(Image &Img, const char *Name, const char *What, void **P,
                  size_t *N) {
  Api &A = state().A;
  if (!A.ModuleGetGlobal)
    return fail(LOAD_FAILED, "the CUDA driver lacks cuModuleGetGlobal_v2, "
                "which %s needs", What);
  DevicePtr D = 0;
  if (int E = A.ModuleGetGlobal(&D, N, Img.Module, Name))
    return fail(LOAD_FAILED, "no %s in the PTX: %s", Name, why(E));
  *P = reinterpret_cast<void *>(D);
  return OK;
}
// Once per loaded module: num_cores() and the --instrument registration.
inline int setup(Image &Img) {
  Api &A = state().A;
  if (Img.NumCores) {
    void *P = nullptr;
    size_t N = 0;
    if (int E = global(Img, "spmdc_num_cores", "num_cores()", &P, &N))
      return E;
    if (!A.DeviceGetAttribute)
      return fail(LOAD_FAILED, "the CUDA driver lacks cuDeviceGetAttribute, "
                  "which num_cores() needs");
    int Cores = 0;
    // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16.
    if (int E = A.DeviceGetAttribute(&Cores, 16, state().Device))
      return fail(LOAD_FAILED, "cannot read the number of multiprocessors: %s", why(E));
    if (int E = copy_to_device(P, &Cores, sizeof Cores))
      return E;
  }
  if (Img.Instr)
    std::call_once(Img.Instr->Registered, Img.Instr->Register);
  return OK;
}
// --instrument: the device counters into the host's totals.
inline int collect(Image &Img) {
  void *P = nullptr;
  size_t N = 0;
  if (int E = global(Img, "spmdc_instr_counters", "--instrument", &P, &N))
    return E;
  struct Rt {
    int toHost(void *H, const void *D, size_t N) { return copy_to_host(H, D, N); }
    int toDevice(void *D, const void *H, size_t N) { return copy_to_device(D, H, N); }
    int fail(int Code, const char *Fmt, unsigned X, unsigned Y) {
      return spmdc_cuda::fail(Code, Fmt, X, Y);
    }
  } R;
  return collectCounters(R, P, N, *Img.Instr);
}
inline int kernel(Image &Img, const unsigned char *Bytes, Kernel &K,
                  const char *Name) {
  if (int E = init())
    return E;
  Api &A = state().A;
  std::call_once(Img.Once, [&] {
    if (int E = A.ModuleLoadData(&Img.Module, Bytes))
      Img.Status = fail(LOAD_FAILED, "cannot load the PTX: %s", why(E));
    else
      Img.Status = setup(Img);
  });
  if (Img.Status)
    return state().LastError = Img.Status;
  std::call_once(K.Once, [&] {
    if (int E = A.ModuleGetFunction(&K.Fn, Img.Module, Name))
      K.Status = fail(LOAD_FAILED, "no kernel '%s' in the PTX: %s", Name, why(E));
  });
  if (K.Status)
    return state().LastError = K.Status;
  return OK;
}
// A grid of G0 x G1 x G2 gangs: blocks of one warp each.
inline int launch_grid(Image &Img, const unsigned char *Bytes, Kernel &K,
                       const char *Name, unsigned Threads, unsigned G0,
                       unsigned G1, unsigned G2, void **Args) {
  if (int E = kernel(Img, Bytes, K, Name))
    return E;
  Api &A = state().A;
  if (int E = A.LaunchKernel(K.Fn, G0, G1, G2, Threads, 1, 1, 0, nullptr, Args, nullptr))
    return fail(LAUNCH_FAILED, "launching '%s' failed: %s", Name, why(E));
  if (int E = A.CtxSynchronize())
    return fail(LAUNCH_FAILED, "'%s' failed on the GPU: %s", Name, why(E));
  return Img.Instr ? collect(Img) : OK;
}
// One gang: one block holding one warp.
inline int launch(Image &Img, const unsigned char *Bytes, Kernel &K,
                  const char *Name, unsigned Threads, void **Args) {
  return launch_grid(Img, Bytes, K, Name, Threads, 1, 1, 1, Args);
}
// After a kernel that launches tasks: runs them (spmdc_gpu::runTasks).
inline int run_tasks(Image &Img, const unsigned char *Bytes,
                     const TaskQueueLayout &L, const char *const *Names,
                     Kernel *Kernels, unsigned NumTasks, unsigned Threads) {
  void *Queue = nullptr;
  size_t QueueBytes = 0;
  if (int E = global(Img, "spmdc_task_queue", "launching tasks", &Queue, &QueueBytes))
    return E;
  struct Rt {
    Image &Img;
    const unsigned char *Bytes;
    int toHost(void *H, const void *D, size_t N) { return copy_to_host(H, D, N); }
    int toDevice(void *D, const void *H, size_t N) { return copy_to_device(D, H, N); }
    int launchGrid(Kernel &K, const char *Name, unsigned T, unsigned G0,
                   unsigned G1, unsigned G2, void **Args) {
      return launch_grid(Img, Bytes, K, Name, T, G0, G1, G2, Args);
    }
    int fail(int Code, const char *Fmt, unsigned X, unsigned Y = 0) {
      return spmdc_cuda::fail(Code, Fmt, X, Y);
    }
  } R{Img, Bytes};
  return runTasks(R, static_cast<char *>(Queue), L, Names, Kernels, NumTasks, Threads);
}
} // namespace spmdc_cuda
#endif
)cpp";

} // namespace spmdc

#endif
