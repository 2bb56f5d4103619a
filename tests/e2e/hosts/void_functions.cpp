#include "e2e_check.h"
#include "void_functions_ispc.h"

static void emit(int *out, int idx, int v) {
  if (v < 0) return;
  out[idx] = v;
  if (v > 100) return;
  out[idx] += 1;
}
static void emit_pair(int *out, int idx, int a, int b) {
  if (a == b) { emit(out, idx, -1); return; }
  emit(out, idx, a - b);
  for (int k = 0; k < 3; k++) if (a + k == b) return;
  emit(out, idx, b * 2);
}
static void level3(int *out, int *side, int i, int x) {
  if (x % 4 == 0) { emit_pair(out, i, x, x / 2); side[i] = 1; }
  else if (x % 4 == 1) { side[i] = 2; return; }
  else emit_pair(out, i, x / 3, x % 7);
  side[i] += 10;
}

int main() {
  const int N = 90, M = 12;
  int in[N], out[N], side[N], fb[N], t[M];
  int wout[N], wside[N];
  for (int j = 0; j < M; ++j) t[j] = j * 7 - 3;
  for (int i = 0; i < N; ++i) in[i] = (i * 41) % 311 - 60;
  ispc::run(in, out, side, t, M, fb, N);
  int fbig = -1, fbig2 = -1;
  for (int j = 0; j < M; ++j) if (t[j] > 30) { fbig = j; break; }
  for (int j = 0; j < M; ++j) if (t[j] > 1000) { fbig2 = j; break; }
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int x = in[i];
    wout[i] = -5; wside[i] = 0;
    level3(wout, wside, i, x);
    e2e_expect_eq("out", i, out[i], wout[i]);
    e2e_expect_eq("side", i, side[i], wside[i]);
    e2e_expect_eq("fb", i, fb[i], x > 50 ? fbig * 100 + fbig2 : -9);
    digest += out[i] * 3 + side[i] + fb[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("void_functions");
}
