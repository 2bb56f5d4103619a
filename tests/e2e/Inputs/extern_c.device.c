// Device code of extern_c.spmd's extern "C" functions and its extern
// global, for the GPU targets (spmdc --device-lib; docs/gpu.md). The e2e
// kernels-compile test (tests/lit/gpu/compile_e2e_for_gpus.py) compiles it
// with clang for each processor:
//   clang -x c -ffreestanding --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O2 -emit-llvm -c
//   clang -x c -ffreestanding --target=nvptx64-nvidia-cuda -march=sm_80 -O2 -emit-llvm -c
// Each call runs once per gang (in its first active lane), so the counters
// count what the CPU host (hosts/extern_c.cpp) counts.
#include <stdbool.h>
#include <stdint.h>

int host_counter = 10;
int host_records = 0;
int64_t host_lanes_seen = 0;

int host_record(int tag, float v, int64_t lanes) {
  (void)tag;
  (void)v;
  __atomic_fetch_add(&host_records, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&host_lanes_seen, __builtin_popcountll((uint64_t)lanes),
                     __ATOMIC_RELAXED);
  return 1;
}

void host_fill(float *p, int n, float v) {
  for (int i = 0; i < n; ++i)
    p[i] = v;
}

double host_scale(double x) { return x; }

bool host_is_small(int8_t v, uint16_t w) { return v == -3 && w == 65535; }
