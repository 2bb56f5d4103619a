// The frame of the probe programs' hosts (darm_user_programs6 and later):
// a kernel is a K with init (inputs for n elements), run (the exported
// kernel) and check (the scalar reference), registered by a Reg; the
// input generator and the three data modes; runProbeKernels runs every
// kernel in every mode at two sizes. Define PROBE_SEED (each host its
// own) before including.
#pragma once
#include "e2e_check.h"
#include <cstdint>
#include <cstdio>
#include <vector>

#ifndef PROBE_SEED
#error "define PROBE_SEED before including probe_kernels.h"
#endif

static unsigned sd = PROBE_SEED;
static unsigned rnd() { sd = sd * 1103515245u + 12345u; return (sd >> 8) & 0xffffff; }
static float frnd() { return (rnd() % 100000) / 100000.0f; }
static uint64_t rnd64() { uint64_t a = rnd(), b = rnd(), c = rnd(); return (a << 40) ^ (b << 20) ^ c; }
// 0: random sides; 1: random for the first 64 elements, gang-coherent runs
// of 24 after (the checks); 2: runs of 64 (timing, gang-coherent)
static int MODE = 1;
static int pick(int i, int m) {
  if (MODE == 0) return (int)(rnd() % m);
  if (MODE == 1) return i >= 64 ? (i / 24) % m : (int)(rnd() % m);
  return (i / 64) % m;
}
struct K {
  const char *name; int n = 0;
  explicit K(const char *s) : name(s) {}
  virtual void init(int n) = 0;
  virtual void run() = 0;
  virtual void check() = 0;
  virtual ~K() {}
};
static std::vector<K *> &kernels() { static std::vector<K *> v; return v; }
struct Reg { explicit Reg(K *k) { kernels().push_back(k); } };
#define NEAR(what, i, got, want, tol) e2e_expect_near(what, i, got, want, tol)

// Every kernel in modes 1, 0 and 2 at 61 and 131 elements; the test's
// verdict (e2e_finish).
static int runProbeKernels(const char *test) {
  for (int mode : {1, 0, 2})
    for (int n : {61, 131})
      for (K *k : kernels()) {
        MODE = mode; k->init(n); k->run(); k->check();
        std::printf("%s %d %d ok\n", k->name, mode, n);
      }
  return e2e_finish(test);
}
