// The kernels of tests/e2e/{simple,saxpy_dot,mandelbrot}.spmd written the
// way a CUDA/HIP programmer writes them for ONE wave per launch (the launch
// shape spmdc's export kernels have), so that the static instruction counts
// of clang's HIP/CUDA device compilation and of spmdc can be compared
// (scripts/gpu_isa_stats.py, docs/gpu.md). Compiled device-only, without
// the vendor headers or libraries:
//   clang++-22 -x hip  --offload-arch=gfx90a -DWAVE_SIZE=64 -nogpulib -nogpuinc --cuda-device-only -O2 -S
//   clang++-22 -x cuda --cuda-gpu-arch=sm_80 -nocudalib -nocudainc --cuda-device-only -O2 -S
//   nvcc -x cu -arch=sm_80 -ptx        (CUDA's own headers define the keywords)
#if !defined(__NVCC__)
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#endif

#if defined(__NVCC__)
#define WAVE 32
#define BOUNDS __launch_bounds__(32, 1)
__device__ inline int lane() { return threadIdx.x; }
#define __builtin_sqrtf sqrtf
#elif defined(__AMDGCN__)
#define WAVE WAVE_SIZE // -DWAVE_SIZE=64 (gfx9) or 32 (gfx11)
#define BOUNDS __attribute__((amdgpu_flat_work_group_size(WAVE, WAVE)))
__device__ inline int lane() { return __builtin_amdgcn_workitem_id_x(); }
#else
#define WAVE 32
#define BOUNDS __attribute__((launch_bounds(32, 1)))
__device__ inline int lane() { return __nvvm_read_ptx_sreg_tid_x(); }
#endif

extern "C" __global__ void BOUNDS simple(const float *vin, float *vout, int count) {
  for (int base = 0; base < count; base += WAVE) {
    int i = base + lane();
    if (i < count) {
      float v = vin[i];
      if (v < 3.f)
        v = v * v;
      else
        v = __builtin_sqrtf(v);
      vout[i] = v;
    }
  }
}

extern "C" __global__ void BOUNDS saxpy(float a, const float *x, float *y, int n) {
  for (int base = 0; base < n; base += WAVE) {
    int i = base + lane();
    if (i < n)
      y[i] = a * x[i] + y[i];
  }
}

__device__ inline int mandel(float c_re, float c_im, int count) {
  float z_re = c_re, z_im = c_im;
  int i;
  for (i = 0; i < count; ++i) {
    if (z_re * z_re + z_im * z_im > 4.f)
      break;
    float new_re = z_re * z_re - z_im * z_im;
    float new_im = 2.f * z_re * z_im;
    z_re = c_re + new_re;
    z_im = c_im + new_im;
  }
  return i;
}

extern "C" __global__ void BOUNDS mandelbrot_spmd(float x0, float y0, float x1, float y1,
                                                  int width, int height, int maxIterations,
                                                  int *output) {
  float dx = (x1 - x0) / width;
  float dy = (y1 - y0) / height;
  for (int j = 0; j < height; j++)
    for (int base = 0; base < width; base += WAVE) {
      int i = base + lane();
      if (i < width) {
        float x = x0 + i * dx;
        float y = y0 + j * dy;
        output[j * width + i] = mandel(x, y, maxIterations);
      }
    }
}
