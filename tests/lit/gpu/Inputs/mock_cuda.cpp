// A stand-in for libcuda.so.1 (host-stub.test): host memory as device
// memory, a primary context that must be current for every call, and a
// "launch" that prints what the stub passed and emulates the two kernels
// of stub_kernels.spmd. MOCK_DEVICES sets the device count (default 1).
#include <cstdio>
#include <cstdlib>
#include <cstring>

typedef unsigned long long DevPtr;
static void *Current = nullptr;
static int Context = 42;
static int needContext() {
  if (Current != &Context) {
    std::printf("mock: no current context\n");
    return 201; // CUDA_ERROR_INVALID_CONTEXT
  }
  return 0;
}

extern "C" {
int cuInit(unsigned) { return 0; }
int cuDeviceGetCount(int *N) {
  const char *E = std::getenv("MOCK_DEVICES");
  *N = E ? std::atoi(E) : 1;
  return 0;
}
int cuDeviceGet(int *D, int Ordinal) { *D = Ordinal; return 0; }
int cuDevicePrimaryCtxRetain(void **C, int) { *C = &Context; return 0; }
int cuCtxSetCurrent(void *C) { Current = C; return 0; }
int cuModuleLoadData(void **M, const void *Image) {
  const char *Ptx = (const char *)Image;
  std::printf("mock: load %s, %s\n",
              std::strstr(Ptx, ".target sm_80") ? "PTX for sm_80" : "something else",
              std::strlen(Ptx) > 100 ? "NUL-terminated" : "short");
  *M = (void *)0x1;
  return needContext();
}
int cuModuleGetFunction(void **F, void *, const char *Name) {
  std::printf("mock: get %s\n", Name);
  *F = (void *)strdup(Name);
  return 0;
}
int cuLaunchKernel(void *F, unsigned GX, unsigned GY, unsigned GZ, unsigned BX,
                   unsigned BY, unsigned BZ, unsigned, void *, void **Args, void **) {
  const char *Name = (const char *)F;
  std::printf("mock: launch %s grid %ux%ux%u block %ux%ux%u\n", Name, GX, GY,
              GZ, BX, BY, BZ);
  if (!std::strcmp(Name, "scale")) {
    float *A = *(float **)Args[0], *Out = *(float **)Args[1];
    float S = *(float *)Args[2];
    int N = *(int *)Args[3];
    std::printf("mock: scale s=%g n=%d a[3]=%g\n", S, N, A[3]);
    for (int I = 0; I < N; ++I)
      Out[I] = A[I] * S;
  } else if (!std::strcmp(Name, "width")) {
    bool Twice = *(bool *)Args[0];
    int *Result = *(int **)Args[1];
    *Result = Twice ? 2 * BX : BX;
  }
  return needContext();
}
int cuMemAlloc_v2(DevPtr *P, size_t N) { *P = (DevPtr)std::malloc(N); return needContext(); }
int cuMemFree_v2(DevPtr P) { std::free((void *)P); return needContext(); }
int cuMemcpyHtoD_v2(DevPtr D, const void *S, size_t N) {
  std::memcpy((void *)D, S, N);
  return needContext();
}
int cuMemcpyDtoH_v2(void *D, DevPtr S, size_t N) {
  std::memcpy(D, (const void *)S, N);
  return needContext();
}
int cuCtxSynchronize() { return needContext(); }
int cuGetErrorString(int, const char **S) { *S = "mock error"; return 0; }
}
