#include "e2e_check.h"
#include "ternary_mix_ispc.h"
#include <cmath>

int main() {
  const int N = 81;
  int a[N], b[N], out[N];
  float f[N], of[N];
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = (i * 47) % 121 - 10;
    b[i] = (i * 23) % 97 - 40;
    f[i] = ((i * 13) % 31 - 15) * 0.125f;
  }
  for (int flip = 0; flip < 2; ++flip) {
    ispc::ternaries(a, b, f, out, of, N, flip);
    int ubias = flip ? -3 : 5;
    for (int i = 0; i < N; ++i) {
      int x = a[i], y = b[i];
      int sgn = x > 0 ? 1 : x < 0 ? -1 : 0;
      int grade = x >= 90 ? 4 : x >= 75 ? 3 : x >= 50 ? 2 : x >= 25 ? 1 : 0;
      int pick = flip ? x : y;
      int u = (x & 1) ? ubias : 2 * ubias;
      int idx = (x > y) ? i : N - 1 - i;
      int ld = (y & 2) ? a[idx] : b[idx];
      int acc = 0;
      for (int k = 0; k < (x > 50 ? 3 : 1); k++) acc += k % 2 == 0 ? x : -y;
      acc += (sgn < 0 ? -1 : 1) * (grade > 2 ? grade * 10 : grade);
      acc -= (pick > u) ? pick - u : u - pick;
      e2e_expect_eq("int", i, out[i], acc * 7 + ld + (sgn == 0 ? 1000 : 0));
      float v = f[i];
      float mixed = v > 0 ? v : (x & 4) ? 2.0f : -0.5f;
      float m3 = v < -1 ? -1.0f : v > 1 ? 1.0f : v;
      float want = mixed + m3 * (flip ? 2.0f : 0.5f) + (float)(grade > 1 ? grade : -grade);
      e2e_expect_near("float", i, of[i], want, 0);
      digest += out[i] + std::lround(of[i] * 32);
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("ternary_mix");
}
