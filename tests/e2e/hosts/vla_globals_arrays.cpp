#include "e2e_check.h"
#include "vla_globals_arrays_ispc.h"
#include <cstdint>

// The header declares export functions only (as ISPC's does), so the host
// declares the globals it reads. Their storage is sized for the widest
// gang (64 lanes) on sve and sve-multi, and for the target's own gang
// elsewhere; their first programCount elements are the arrays.
extern "C" uint32_t s[];
extern "C" int32_t t[];
extern "C" float m[];

int main() {
  const int W = ispc::gang_width();
  int32_t sz[6];
  ispc::sizes(sz);
  e2e_expect_near("sizeof s", 0, sz[0], 4.0 * W);
  e2e_expect_near("sizeof t", 0, sz[1], 4.0 * (W + 2));
  e2e_expect_near("sizeof m", 0, sz[2], 12.0 * W);
  e2e_expect_near("sizeof m[1]", 0, sz[3], 4.0 * W);
  e2e_expect_near("sizeof hidden", 0, sz[4], 16.0 * W);
  e2e_expect_near("sizeof fixed4", 0, sz[5], 16.0);
  // t's initializer: {5, 6, 7, 0, ...} at every width, read from C++.
  for (int k = 0; k < W + 2; ++k)
    e2e_expect_near("t initial", k, t[k], k < 3 ? 5 + k : 0);

  float ret[3 * 64];
  ispc::atomics(ret);
  for (int l = 0; l < W; ++l) {
    e2e_expect_near("atomic old", l, ret[l], 1234);
    e2e_expect_near("atomic kept", l, ret[W + l], 1234);
    e2e_expect_near("atomic raised", l, ret[2 * W + l], 2000 + l);
    e2e_expect_near("s from C++", l, s[l], 2000 + l);
  }

  float out[3 * 64];
  for (int call = 1; call <= 2; ++call) {
    ispc::rows(out);
    for (int l = 0; l < W; ++l) {
      e2e_expect_near("rows", l, out[l], (200 + l) + (100 + l));
      e2e_expect_near("static local", l, out[W + l],
                      call * l + (l < 3 ? 5 + l : 0));
      e2e_expect_near("hidden", l, out[2 * W + l], 2 * l + 1 + (l & 3) + 1);
    }
  }
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < W; ++c)
      e2e_expect_near("m from C++", r * W + c, m[r * W + c], r * 100 + c);

  for (int l = 0; l < W; ++l)
    s[l] = l + 1;
  int64_t total;
  ispc::sum_s(&total);
  e2e_expect_near("host writes", 0, double(total), W * (W + 1) / 2.0);
  return e2e_finish("vla_globals_arrays");
}
