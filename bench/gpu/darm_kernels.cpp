// The DARM bench kernels (bench/kernels/darm.spmd, darm_real.spmd) written
// the way a CUDA/HIP programmer writes them for ONE wave per launch, the
// launch shape of spmdc's export kernels (a loop over the wave-sized
// chunks, each lane guarded by `i < n`), so that the static counts of
// spmdc (with and without DARM) and of the vendors' compilers can be
// compared (scripts/gpu_isa_stats.py --set darm, docs/gpu.md). Compiled
// device-only, without vendor headers or libraries, like simt_kernels.cpp:
//   clang++-22 -x hip  --offload-arch=gfx90a -DWAVE_SIZE=64 -nogpulib -nogpuinc --cuda-device-only -O2 -S
//   clang++-22 -x cuda --cuda-gpu-arch=sm_80 -nocudalib -nocudainc --cuda-device-only -O2 -S
//   nvcc -x cu -arch=sm_80 -O3 -ptx
#if !defined(__NVCC__)
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#endif

#if defined(__NVCC__)
#define WAVE 32
#define BOUNDS __launch_bounds__(32, 1)
__device__ inline int lane() { return threadIdx.x; }
#define SQRT sqrtf
#define FLOOR floorf
#elif defined(__AMDGCN__)
#define WAVE WAVE_SIZE // -DWAVE_SIZE=64 (gfx9) or 32 (gfx11)
#define BOUNDS __attribute__((amdgpu_flat_work_group_size(WAVE, WAVE)))
__device__ inline int lane() { return __builtin_amdgcn_workitem_id_x(); }
#if defined(HIP_CORRECTLY_ROUNDED_SQRT)
// hipcc at spmdc's precision: HIP's sqrtf is ocml's __ocml_sqrt_f32, which
// is correctly rounded when hipcc links the device libraries with its
// default -fhip-fp32-correctly-rounded-divide-sqrt; __builtin_sqrtf is
// LLVM's llvm.sqrt.f32, a bare v_sqrt_f32 in hipcc 5.2.3's clang 15 (1 ulp,
// not correctly rounded), and so is HIP 5.2's __fsqrt_rn.
#define SQRT sqrtf
#else
#define SQRT __builtin_sqrtf
#endif
#define FLOOR __builtin_floorf
#else
#define WAVE 32
#define BOUNDS __attribute__((launch_bounds(32, 1)))
__device__ inline int lane() { return __nvvm_read_ptx_sreg_tid_x(); }
#define SQRT __builtin_sqrtf
#define FLOOR __builtin_floorf
#endif

// for (i = lane; i < n; i += WAVE), written as spmdc's GPU foreach is.
#define FOREACH(i, n)                                                          \
  for (int base_ = 0; base_ < (n); base_ += WAVE)                              \
    if (int i = base_ + lane(); i < (n))

extern "C" __global__ void BOUNDS meld_same(float *out, const float *in, int n) {
  FOREACH(i, n) {
    float x = in[i], y;
    if (x > 0.5f) {
      y = x * 1.5f + 0.25f;
      y = y * y * 0.5f + x;
      y = y * x - 0.75f;
      y = y * y * 0.125f + 1.0f;
      y = SQRT(y) * x + 2.0f;
      y = y / (x + 1.0f);
    } else {
      y = x * 2.5f + 0.5f;
      y = y * y * 0.25f + x;
      y = y * x - 0.5f;
      y = y * y * 0.0625f + 2.0f;
      y = SQRT(y) * x + 1.0f;
      y = y / (x + 3.0f);
    }
    out[i] = y;
  }
}

extern "C" __global__ void BOUNDS meld_partial(float *out, const float *in, int n) {
  FOREACH(i, n) {
    float x = in[i], y;
    if (x > 0.5f) {
      y = x * 1.5f + 0.25f;
      y = y * y * 0.5f + x;
      y = SQRT(y) + x;
      y = y / (x + 1.0f);
    } else {
      y = x * 2.5f + 0.5f;
      y = y * y * 0.25f + x;
      y = y * 3.0f - x * x;
      y = y * y + 0.5f;
      y = SQRT(y) + x;
      y = y / (x + 3.0f);
    }
    out[i] = y;
  }
}

extern "C" __global__ void BOUNDS meld_regions(float *out, const float *in, int n) {
  FOREACH(i, n) {
    float x = in[i], y = x;
    if (x > 0.5f) {
      y = x * 1.5f + 0.25f;
      if (y > 1.0f)
        y = SQRT(y * y * 0.5f + x) / (x + 1.0f);
    } else {
      y = x * 2.5f + 0.5f;
      if (y > 1.5f)
        y = SQRT(y * y * 0.25f + x) / (x + 3.0f);
    }
    out[i] = y;
  }
}

extern "C" __global__ void BOUNDS meld_three(float *out, const float *in, int n) {
  FOREACH(i, n) {
    float x = in[i], y;
    if (x < 0.33f) {
      y = x * 1.5f + 0.25f;
      y = SQRT(y * y + x) / (x + 1.0f);
    } else if (x < 0.66f) {
      y = x * 2.5f + 0.5f;
      y = SQRT(y * y + x) / (x + 2.0f);
    } else {
      y = x * 3.5f + 0.75f;
      y = SQRT(y * y + x) / (x + 3.0f);
    }
    out[i] = y;
  }
}

extern "C" __global__ void BOUNDS bitonic(int *a, int n) {
  for (int k = 2; k <= n; k *= 2)
    for (int j = k / 2; j > 0; j /= 2)
      FOREACH(i, n) {
        int l = i ^ j;
        if (l > i) {
          int ai = a[i], al = a[l];
          if ((i & k) == 0) {
            if (ai > al) { a[i] = al; a[l] = ai; }
          } else {
            if (ai < al) { a[i] = al; a[l] = ai; }
          }
        }
      }
}

extern "C" __global__ void BOUNDS dct_quant(float *coef, const float *quant, int n) {
  FOREACH(i, n) {
    float c = coef[i];
    float q = quant[i & 63];
    if (c < 0.0f) {
      c = -c;
      c = FLOOR(c / q + 0.5f) * q;
      c = -c;
    } else {
      c = FLOOR(c / q + 0.5f) * q;
    }
    coef[i] = c;
  }
}

extern "C" __global__ void BOUNDS srad_coef(float *c, const float *img, int w, int h,
                                            float q0sqr) {
  for (int y = 0; y < h; ++y)
    FOREACH(x, w) {
      int k = y * w + x;
      float jc = img[k];
      float dn, ds, dw, de;
      if (y == 0 || y == h - 1 || x == 0 || x == w - 1) {
        int n = y == 0 ? k : k - w;
        int s = y == h - 1 ? k : k + w;
        int wi = x == 0 ? k : k - 1;
        int e = x == w - 1 ? k : k + 1;
        dn = img[n] - jc;
        ds = img[s] - jc;
        dw = img[wi] - jc;
        de = img[e] - jc;
      } else {
        dn = img[k - w] - jc;
        ds = img[k + w] - jc;
        dw = img[k - 1] - jc;
        de = img[k + 1] - jc;
      }
      float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
      float l = (dn + ds + dw + de) / jc;
      float num = 0.5f * g2 - 0.0625f * l * l;
      float den = 1.0f + 0.25f * l;
      float qsqr = num / (den * den);
      den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
      float cc = 1.0f / (1.0f + den);
      c[k] = cc < 0.0f ? 0.0f : (cc > 1.0f ? 1.0f : cc);
    }
}

extern "C" __global__ void BOUNDS merge_pcm(int *out, const int *a, int na, const int *b,
                                            int nb) {
  FOREACH(t, na + nb) {
    if (t < na) {
      int v = a[t];
      int lo = 0, hi = nb;
      while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (b[mid] < v) lo = mid + 1; else hi = mid;
      }
      out[t + lo] = v;
    } else {
      int v = b[t - na];
      int lo = 0, hi = na;
      while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (a[mid] <= v) lo = mid + 1; else hi = mid;
      }
      out[t - na + lo] = v;
    }
  }
}

extern "C" __global__ void BOUNDS lud_perimeter(float *m, int ld, int bs) {
  FOREACH(t, 2 * bs) {
    if (t < bs) {
      for (int i = 1; i < bs; ++i) {
        float s = m[i * ld + bs + t];
        for (int j = 0; j < i; ++j)
          s -= m[i * ld + j] * m[j * ld + bs + t];
        m[i * ld + bs + t] = s;
      }
    } else {
      int r = bs + t - bs;
      for (int i = 0; i < bs; ++i) {
        float s = m[r * ld + i];
        for (int j = 0; j < i; ++j)
          s -= m[r * ld + j] * m[j * ld + i];
        m[r * ld + i] = s / m[i * ld + i];
      }
    }
  }
}
