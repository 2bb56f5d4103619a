#include "e2e_check.h"
#include "early_return_ispc.h"

static float classify(float x) {
  if (x < 0) return -1.0f;
  if (x == 0) return 0.0f;
  float r = 1.0f;
  while (r < x) {
    r = r * 2;
    if (r > 1000) return 1000;
  }
  return r;
}

int main() {
  const int N = 40, M = 77;
  int data[N], keys[M], found[M];
  float xs[M], cls[M];
  for (int j = 0; j < N; ++j) data[j] = (j * 13) % 50;
  for (int i = 0; i < M; ++i) {
    keys[i] = (i * 7) % 60;
    xs[i] = (float)((i * 53) % 3000) - 500.0f;
    if (i % 11 == 0) xs[i] = 0;
  }
  ispc::early(data, N, keys, found, xs, cls, M);
  for (int i = 0; i < M; ++i) {
    int want = -1;
    if (keys[i] % 5 == 4) want = -2;
    else
      for (int j = 0; j < N; ++j)
        if (data[j] == keys[i]) { want = j; break; }
    e2e_expect_eq("found", i, found[i], want);
    e2e_expect_near("cls", i, cls[i], classify(xs[i]), 0);
  }

  // stop_at_negative: the gang's lanes run in lockstep over blocks of
  // programCount; a lane stops at its first negative element, so exactly the
  // elements before the first negative element of that lane's residue class
  // (mod programCount) are written. We check the property that holds for any
  // gang size: out[i] is either untouched or 2*v[i], and everything before the
  // first negative element overall is written.
  int v[100], out[100];
  for (int i = 0; i < 100; ++i) { v[i] = (i == 61) ? -5 : i + 1; out[i] = 7; }
  ispc::stop_at_negative(v, out, 100);
  for (int i = 0; i < 100; ++i) {
    if (i < 61) e2e_expect_eq("stop", i, out[i], 2 * v[i]);
    else if (out[i] != 7 && out[i] != 2 * v[i]) e2e_expect_eq("stop", i, out[i], 7);
  }
  long long sum = 0;
  for (int i = 0; i < M; ++i) sum += found[i] * 3 + (long long)cls[i];
  std::printf("digest %lld\n", sum);
  return e2e_finish("early_return");
}
