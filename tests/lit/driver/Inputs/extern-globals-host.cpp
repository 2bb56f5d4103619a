// Host of extern-globals.spmd (a.o) and Inputs/extern-globals-def.spmd
// (b.o): each result against scalar C++.
#include "a.h"
#include "b.h"
#include <cstdio>
int main() {
  using namespace ispc;
  const int N = 53; // not a multiple of the gang
  Particle ps[N];
  float out[N];
  for (int i = 0; i < N; ++i)
    ps[i] = {i * 0.5f, i - 20.f, i * 7};
  const float scale[4] = {1, 2, 0.5, 4};
  energies(ps, out, N, 3.0f);
  for (int i = 0; i < N; ++i) {
    float v = ps[i].v;
    float want = ps[i].id % 3 != 0 ? 0.5f * 3.0f * (v * v) * scale[ps[i].id & 3]
                                   : ps[i].x + 1;
    if (out[i] != want) {
      std::printf("extern-globals: element %d: %g, want %g\n", i, out[i], want);
      return 1;
    }
  }
  // One increment by energies(), 10 per gang that called kinetic().
  int c = calls();
  if (c < 11 || (c - 1) % 10 != 0) {
    std::printf("extern-globals: g_calls %d\n", c);
    return 1;
  }
  int a0 = a_counter(), a1 = a_counter(), b0 = b_counter();
  if (a0 != 100 || a1 != 101 || b0 != 7) {
    std::printf("extern-globals: counters %d %d %d\n", a0, a1, b0);
    return 1;
  }
  std::printf("extern-globals: ok\n");
  return 0;
}
