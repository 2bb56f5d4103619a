#include "e2e_check.h"
#include "per_lane_new_ispc.h"
#include <cstdlib>
#include <set>
#include <vector>

#include "counting_alloc.h"

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {1, 7, 37}) {
    std::vector<int> counts(n), out(n, -2);
    long want_allocs = 0;
    for (int i = 0; i < n; ++i) {
      counts[i] = (i * 7) % 5 - 1; // -1 .. 3: lanes with 0 or less allocate nothing
      want_allocs += counts[i] > 0;
    }
    allocs = 0;
    ispc::lane_arrays(counts.data(), out.data(), n);
    e2e_expect_eq("lane_arrays allocs", n, allocs, want_allocs);
    e2e_expect_eq("lane_arrays live", n, live, 0L);
    for (int i = 0; i < n; ++i) {
      int c = counts[i], want = -1;
      if (c > 0) {
        want = 0;
        for (int k = 0; k < c; ++k)
          want += i * 100 + k;
      }
      e2e_expect_eq("lane_arrays", i, out[i], want);
      digest += out[i];
    }

    std::vector<float> vals(n), fout(n, -1);
    for (int i = 0; i < n; ++i)
      vals[i] = 0.5f * i;
    allocs = 0;
    ispc::lane_structs(vals.data(), fout.data(), n, 3);
    e2e_expect_eq("lane_structs allocs", n, allocs, 2L * n);
    e2e_expect_eq("lane_structs live", n, live, 0L);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("lane_structs", i, fout[i], 3 * vals[i] + i);
      digest += (long long)fout[i];
    }

    allocs = 0;
    ispc::soa_lanes(fout.data(), n);
    e2e_expect_eq("soa_lanes allocs", n, allocs, (long)n);
    e2e_expect_eq("soa_lanes live", n, live, 0L);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("soa_lanes", i, fout[i], 4.0 * i + 1);
      digest += (long long)fout[i];
    }

    allocs = 0;
    ispc::lane_init(vals.data(), fout.data(), n);
    e2e_expect_eq("lane_init live", n, live, 0L);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("lane_init", i, fout[i], 3 * vals[i] + i + 7.5);
      digest += (long long)(2 * fout[i]);
    }
  }
  e2e_expect_eq("bad frees", 0, bad_frees, 0L);
  e2e_expect_eq("misaligned", 0, misaligned, 0L);
  std::printf("digest %lld\n", digest);
  return e2e_finish("per_lane_new");
}
