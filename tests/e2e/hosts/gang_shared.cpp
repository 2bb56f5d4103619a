#include "e2e_check.h"
#include "gang_shared_ispc.h"

int main() {
  float v[100];
  int r[2];
  for (int i = 0; i < 100; ++i) v[i] = (float)i;
  ispc::any_negative(v, 100, r);
  e2e_expect_eq("none", 0, r[0], 0);
  v[77] = -1;
  ispc::any_negative(v, 100, r);
  e2e_expect_eq("one", 0, r[0], 1);
  ispc::any_negative(v, 0, r);
  e2e_expect_eq("empty", 0, r[0], 0);
  e2e_expect_eq("empty-blocks", 0, r[1], 0);
  return e2e_finish("gang_shared");
}
