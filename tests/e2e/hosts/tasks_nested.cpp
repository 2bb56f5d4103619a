#include "e2e_check.h"
#include "tasks_nested_ispc.h"
#include <cstdlib>
#include <vector>

int main() {
  // spmdrt's thread-count override (read at the first parallel launch).
  setenv("SPMDRT_NUM_THREADS", "3", 1);
  const int Blocks = 9, N = Blocks * 16;
  std::vector<int> data(N), dst(N, 0), dst2(N, 0), sq(N), want1(N), want(N);
  for (int i = 0; i < N; ++i)
    data[i] = (i * 7) % 23 - 11;
  for (int i = 0; i < N; ++i)
    sq[i] = data[i] * data[i];
  for (int i = 0; i < N; ++i)
    want1[i] = sq[i] + (i > 0 ? sq[i - 1] : 0);
  ispc::two_phases(data.data(), dst.data(), dst2.data(), Blocks);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int want3 = want1[i] + (i > 0 ? want1[i - 1] : 0);
    e2e_expect_eq("phase2", i, dst[i], want1[i]);
    e2e_expect_eq("phase3a", i, data[i], want3);
    e2e_expect_eq("phase3b", i, dst2[i], want3);
    digest += data[i];
  }

  const int Outer = 5;
  std::vector<int> out(Outer * 16 + 1, -1), sums(Outer, -1);
  ispc::nested(out.data(), sums.data(), Outer);
  for (int i = 0; i < Outer * 16; ++i)
    e2e_expect_eq("nested", i, out[i], i);
  e2e_expect_eq("nested.end", Outer * 16, out[Outer * 16], -1);
  for (int t = 0; t < Outer; ++t) {
    int s = 0;
    for (int i = t * 16; i < t * 16 + 16; ++i)
      s += i;
    e2e_expect_eq("sums", t, sums[t], s);
    digest += sums[t];
  }

  std::vector<int> threads(20, -1);
  ispc::thread_counts(threads.data(), 20);
  for (int t = 0; t < 20; ++t)
    e2e_expect_eq("threadCount", t, threads[t], 3);
  std::printf("digest %lld\n", digest);
  return e2e_finish("tasks_nested");
}
