#include "e2e_check.h"
#include "packed_local_arrays_ispc.h"

int main() {
  int in[64], out[64 * 4];
  for (int i = 0; i < 64; ++i) in[i] = (i * 7 + 2) % 11;
  ispc::packed_arrays(in, out);
  int w = out[1]; // the gang width: every lane stored
  if (w < 1 || w > 64) e2e_expect_near("width", 0, w, 1);
  for (int k = 0; k < w && k < 64; ++k) {
    e2e_expect_near("back", k, out[4 * k + 0], in[k] * 10);
    e2e_expect_near("stored", k, out[4 * k + 1], w);
    e2e_expect_near("loaded+g", k, out[4 * k + 2], w + 100 * w);
    e2e_expect_near("second+first", k, out[4 * k + 3], in[k] + in[k] * 10);
  }
  return e2e_finish("packed_local_arrays");
}
