#include "e2e_check.h"
#include "packed_local_arrays_ispc.h"
#include <vector>

int main() {
  const int N = 45;
  int in[N], out[N * 4];
  for (int i = 0; i < N; ++i) in[i] = (i * 7 + 2) % 11;
  // The gang width is the number of elements each foreach step covers; the
  // host reconstructs it from the store counts of full steps.
  ispc::packed_arrays(in, out, N);
  int i = 0;
  while (i < N) {
    int step = out[4 * i + 2] / 100; // lanes active in this step
    if (step <= 0) { e2e_expect_near("step", i, step, 1); break; }
    std::vector<int> active;
    for (int k = i; k < i + step && k < N; ++k)
      if (in[k] % 3 != 0) active.push_back(k);
    int pos = 0;
    for (int k = i; k < i + step && k < N; ++k) {
      bool on = in[k] % 3 != 0;
      e2e_expect_near("back", k, out[4 * k + 0], on ? in[active[pos]] * 10 : -1);
      if (on) ++pos;
      // `stored` and `loaded` are uniform: every lane sees the count.
      e2e_expect_near("stored", k, out[4 * k + 1], (int)active.size());
      e2e_expect_near("loaded+g", k, out[4 * k + 2],
                      (int)active.size() + 100 * step);
      e2e_expect_near("global", k, out[4 * k + 3], in[k]);
    }
    i += step;
  }
  return e2e_finish("packed_local_arrays");
}
