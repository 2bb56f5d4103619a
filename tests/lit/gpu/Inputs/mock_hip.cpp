// A stand-in for libamdhip64.so (host-stub.test): host memory as device
// memory, and a "launch" that prints what the stub passed and emulates the
// two kernels of stub_kernels.spmd, so the test sees the stub's argument
// array, launch shape and result read-back. MOCK_DEVICES sets the device
// count (default 1).
#include <cstdio>
#include <cstdlib>
#include <cstring>


// The device's task queue (layout of gpu-backend/GpuTasks.h: header of four
// u32, records of six u32 from byte 16, argument blocks from byte 98320).
static unsigned char *queue() {
  static unsigned char *Q = (unsigned char *)std::calloc(1, 1 << 21);
  return Q;
}
static const unsigned ArgsOffset = 98320;
// "spawn" records launch[3, 2] fill(out) as the device code would.
static void emulateSpawn(void **Args) {
  unsigned *Header = (unsigned *)queue(), *Rec = Header + 4;
  Rec[0] = 0; Rec[1] = 0; Rec[2] = 3; Rec[3] = 2; Rec[4] = 1; Rec[5] = 0;
  std::memcpy(queue() + ArgsOffset, Args[0], sizeof(void *));
  Header[0] = 1; Header[1] = 16;
}
static void emulateFill(void **Args, unsigned GX, unsigned GY, unsigned GZ) {
  unsigned char *Data = *(unsigned char **)Args[0];
  unsigned N0 = *(unsigned *)Args[1], N1 = *(unsigned *)Args[2],
           N2 = *(unsigned *)Args[3];
  int *Out = *(int **)Data;
  for (unsigned I = 0; I < GX * GY * GZ; ++I)
    Out[I] = N0 * N1 * N2;
  std::printf("mock: fill block at +%ld, n %ux%ux%u, out[5]=%d\n",
              (long)(Data - queue() - ArgsOffset), N0, N1, N2, Out[5]);
}

// The module's other globals: num_cores() (GpuLowering.h) and
// --instrument's counters (host-stub-globals.test).
static int NumCores = 1;
static unsigned long long Counters[512];
// "cores" returns num_cores() as the device reads it; "count" adds to the
// first two counter pairs as instrumented code would: one execution with
// every lane of the wave active, one with half of them.
static void emulateGlobals(const char *Name, unsigned BX, void **Args) {
  if (!std::strcmp(Name, "cores")) {
    **(int **)Args[0] = NumCores;
  } else if (!std::strcmp(Name, "count")) {
    Counters[0] += 1; Counters[1] += BX;
    Counters[2] += 1; Counters[3] += BX / 2;
  }
}
static void *moduleGlobal(const char *Name, size_t *N) {
  if (!std::strcmp(Name, "spmdc_task_queue")) {
    *N = 1 << 21;
    return queue();
  }
  if (!std::strcmp(Name, "spmdc_num_cores")) {
    *N = sizeof NumCores;
    return &NumCores;
  }
  if (!std::strcmp(Name, "spmdc_instr_counters")) {
    *N = sizeof Counters;
    return Counters;
  }
  return nullptr;
}

extern "C" {
int hipModuleGetGlobal(void **P, size_t *N, void *, const char *Name) {
  *P = moduleGlobal(Name, N);
  return *P ? 0 : 1;
}
int hipGetDevice(int *D) { *D = 0; return 0; }
// hipDeviceAttributeMultiprocessorCount is 63 in HIP's enum.
int hipDeviceGetAttribute(int *V, int Attr, int Dev) {
  std::printf("mock: attribute %d of device %d\n", Attr, Dev);
  if (Attr != 63)
    return 1;
  *V = 104;
  return 0;
}

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
  } else if (!std::strcmp(Name, "spawn")) {
    emulateSpawn(Args);
  } else if (!std::strcmp(Name, "fill")) {
    emulateFill(Args, GX, GY, GZ);
  } else {
    emulateGlobals(Name, BX, Args);
  }
  return 0;
}
int hipMalloc(void **P, size_t N) { *P = std::malloc(N); return 0; }
int hipFree(void *P) { std::free(P); return 0; }
int hipMemcpy(void *D, const void *S, size_t N, int) { std::memcpy(D, S, N); return 0; }
int hipDeviceSynchronize() { return 0; }
const char *hipGetErrorString(int) { return "mock error"; }
}
