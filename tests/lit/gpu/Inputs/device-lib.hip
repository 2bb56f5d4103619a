// device-lib.c as HIP device code (clang -x hip --cuda-device-only
// -fgpu-rdc: without -fgpu-rdc the device functions no kernel calls are
// dropped before spmdc could link them).
#define __device__ __attribute__((device))
typedef signed char int8_t;

static __device__ int tickets;
extern "C" {
__device__ int shared_total = 100;
__device__ int next_ticket(int8_t step) {
  return __atomic_fetch_add(&tickets, step, __ATOMIC_RELAXED);
}
__device__ void log_pair(int8_t a, double b) { shared_total += a + (int)b; }
}
