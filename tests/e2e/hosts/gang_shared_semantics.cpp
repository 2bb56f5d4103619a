#include "e2e_check.h"
#include "gang_shared_semantics_ispc.h"

int main() {
  int W = ispc::gang_size();
  int a[64], out[64];
  for (int i = 0; i < 64; ++i) a[i] = 5;
  ispc::varying_if(a, out);
  e2e_expect_eq("varying_if(all)", 0, out[0], 3);
  for (int i = 0; i < 64; ++i) a[i] = -5;
  ispc::varying_if(a, out);
  e2e_expect_eq("varying_if(none)", 0, out[0], 2);
  a[W - 1] = 1;  // only the last lane
  ispc::varying_if(a, out);
  e2e_expect_eq("varying_if(last lane)", 0, out[0], 3);

  for (int i = 0; i < 64; ++i) a[i] = -1;
  a[5] = 1000;
  ispc::varying_break(a, 20, out);
  e2e_expect_eq("varying_break", 0, out[0], 6);

  for (int i = 0; i < 64; ++i) out[i] = -1;
  ispc::in_select(out);
  int t = W > 4 ? 1 : 0;
  for (int p = 0; p < W; ++p)
    e2e_expect_eq("in_select", p, out[p], (p > 3 ? 1 : 2) + t);

  // every lane returns when sel < 0 (programIndex - sel > 0): nothing written
  ispc::call_after_return(out, -1);
  e2e_expect_eq("after_return(all)", 0, out[0], -1);
  // lane 0 stays (0 - 0 == 0): u = 7 is written
  ispc::call_after_return(out, 0);
  e2e_expect_eq("after_return(lane0)", 0, out[0], 7);
  return e2e_finish("gang_shared_semantics");
}
