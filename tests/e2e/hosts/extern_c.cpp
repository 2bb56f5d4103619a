#include "e2e_check.h"
#include "extern_c_ispc.h"
#include <algorithm>
#include <cstdint>

static int records = 0, bad = 0;
static long long lanesSeen = 0;
extern "C" int host_record(int tag, float v, int64_t lanes) {
  ++records;
  if (tag != 3)
    ++bad; // only the (i % 7) == 3 call may run
  lanesSeen += __builtin_popcountll((unsigned long long)lanes);
  (void)v;
  return 1;
}
extern "C" void host_fill(float *p, int n, float v) {
  for (int i = 0; i < n; ++i)
    p[i] = v;
}
static int scales = 0;
extern "C" double host_scale(double x) {
  ++scales;
  return x;
}
extern "C" bool host_is_small(int8_t v, uint16_t w) { return v == -3 && w == 65535; }
extern "C" {
int host_counter = 10;
}

int main() {
  const int N = 45;
  float out[N + 4];
  for (int i = 0; i < N; ++i)
    out[i] = i * 0.5f;
  int res[2] = {0, 0};
  ispc::extern_c(out, N, res);
  int w = res[1];
  // One call per gang step that holds an i with i % 7 == 3, with the
  // lanes of those i on; host_scale once per step.
  int steps = 0, want = 0, wantLanes = 0;
  for (int s = 0; s < N; s += w) {
    ++steps;
    int lanes = 0;
    for (int i = s; i < std::min(N, s + w); ++i)
      lanes += (i % 7) == 3;
    want += lanes > 0;
    wantLanes += lanes;
  }
  e2e_expect_eq("record-calls", 0, records, want);
  e2e_expect_eq("record-result", 0, res[0], want);
  e2e_expect_eq("record-tags", 0, bad, 0);
  e2e_expect_eq("record-lanes", 0, (int)lanesSeen, wantLanes);
  e2e_expect_eq("scale-calls", 0, scales, steps);
  for (int i = 0; i < N; ++i)
    e2e_expect_near("scaled", i, out[i], i * 0.5f * 1.5f);
  for (int i = 0; i < 4; ++i)
    e2e_expect_near("filled", i, out[N + i], 7.0f);
  e2e_expect_eq("extern-global", 0, host_counter, 15);
  return e2e_finish("extern_c");
}
