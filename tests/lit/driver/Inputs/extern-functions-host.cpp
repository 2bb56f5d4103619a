// Host of extern-functions.spmd: checks run() (use.o) calling the plain
// functions of extern-functions-def.spmd (def.o), and local_use() there.
#include "use_ispc.h"
#include <cstdio>
namespace ispc {
extern "C" void local_use(float *v, int n);
}
int main() {
  const int n = 37; // not a multiple of the gang: a partial last gang
  float v[n], v2[n];
  int c[n] = {}, d[n];
  for (int i = 0; i < n; ++i)
    v[i] = v2[i] = float(i % 4);
  ispc::run(v, c, d, n);
  for (int i = 0; i < n; ++i) {
    float x = float(i % 4);
    float want = i % 2 == 0 ? (x > 2 ? x * 3 : x) : x;
    int wantc = i % 3 == 0 ? 10 + i : 0;
    if (v[i] != want || c[i] != wantc || d[i] != i % 5) {
      std::printf("extern: element %d: v %g (want %g) c %d (want %d) d %d\n", i,
                  v[i], want, c[i], wantc, d[i]);
      return 1;
    }
  }
  ispc::local_use(v2, n);
  for (int i = 0; i < n; ++i) {
    float x = float(i % 4);
    if (v2[i] != (x > 2 ? x * 3 : x) + 1) {
      std::printf("extern: local_use element %d: %g\n", i, v2[i]);
      return 1;
    }
  }
  std::printf("extern: ok\n");
  return 0;
}
