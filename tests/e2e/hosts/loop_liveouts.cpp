#include "e2e_check.h"
#include "loop_liveouts_ispc.h"

int main() {
  const int M = 45, N = 67;
  int data[M], keys[N], last[N], first[N], maxpos[N], flag[N], ind[N];
  float fsum[N];
  int64_t wsum[N];
  for (int j = 0; j < M; ++j) data[j] = (j * 71) % 230;
  for (int i = 0; i < N; ++i) keys[i] = (i * 29) % 240;
  ispc::liveouts(data, M, keys, last, first, maxpos, fsum, wsum, flag, ind, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int key = keys[i], lastpos = -1, firstpos = -1, best = -1000000, bestpos = -1;
    float fs = 0;
    int64_t ws = 0;
    bool seen = false;
    for (int j = 0; j < M; j++) {
      int d = data[j];
      if (d == key) lastpos = j;
      if (d > key && firstpos < 0) firstpos = j;
      if ((d ^ key) > best) { best = d ^ key; bestpos = j; }
      if (d % (key % 5 + 2) == 0) fs += 0.5f;
      if (d < key) ws += (int64_t)d * 1000000;
      if (d == key + 1) seen = true;
    }
    e2e_expect_eq("last", i, last[i], lastpos);
    e2e_expect_eq("first", i, first[i], firstpos);
    e2e_expect_eq("maxpos", i, maxpos[i], bestpos * 1000 + (best & 255));
    e2e_expect_near("fsum", i, fsum[i], fs, 0);
    e2e_expect_eq("wsum", i, wsum[i], ws);
    int k = key, steps = 0;
    while (k < 200) {
      k += k % 7 + 1;
      steps++;
      if (k % 13 == 0) break;
    }
    int found = -1;
    for (int j = 0; j < M; j++) if (data[j] == k) { found = j; break; }
    e2e_expect_eq("flag", i, flag[i], (seen ? 1 : 0) + 2 * steps);
    e2e_expect_eq("ind", i, ind[i], k * 1000 + found);
    digest += last[i] + first[i] * 3 + maxpos[i] + (long long)(fsum[i] * 2) + wsum[i] / 1000000 + flag[i] + ind[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("loop_liveouts");
}
