// A stand-in for libamdhip64.so (host-stub.test): host memory as device
// memory, and a "launch" that prints what the stub passed and emulates the
// two kernels of stub_kernels.spmd, so the test sees the stub's argument
// array, launch shape and result read-back. MOCK_DEVICES sets the device
// count (default 1).
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" {
int hipInit(unsigned) { return 0; }
int hipGetDeviceCount(int *N) {
  const char *E = std::getenv("MOCK_DEVICES");
  *N = E ? std::atoi(E) : 1;
  return 0;
}
int hipModuleLoadData(void **M, const void *Image) {
  std::printf("mock: load %s image\n",
              std::memcmp(Image, "\x7f" "ELF", 4) == 0 ? "ELF" : "non-ELF");
  *M = (void *)0x1;
  return 0;
}
int hipModuleGetFunction(void **F, void *, const char *Name) {
  std::printf("mock: get %s\n", Name);
  *F = (void *)strdup(Name);
  return 0;
}
int hipModuleLaunchKernel(void *F, unsigned GX, unsigned GY, unsigned GZ,
                          unsigned BX, unsigned BY, unsigned BZ, unsigned,
                          void *, void **Args, void **) {
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
  return 0;
}
int hipMalloc(void **P, size_t N) { *P = std::malloc(N); return 0; }
int hipFree(void *P) { std::free(P); return 0; }
int hipMemcpy(void *D, const void *S, size_t N, int) { std::memcpy(D, S, N); return 0; }
int hipDeviceSynchronize() { return 0; }
const char *hipGetErrorString(int) { return "mock error"; }
}
