#include "e2e_check.h"
#include "compound_assign_ispc.h"

int main() {
  const int N = 73;
  int a[N], out[3 * N];
  int64_t o64[N];
  float of[N];
  double od[N];
  uint32_t ou[N];
  for (int i = 0; i < N; ++i) a[i] = (i * 97) % 301 - 150;
  ispc::compound(a, out, o64, of, od, ou, N);
  int uc = 10;
  uc += 5; uc *= 3; uc -= 1; uc /= 2; uc %= 9; uc <<= 3; uc >>= 1; uc |= 1; uc ^= 6; uc &= 29;
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int x = a[i], r = x;
    r += 7; r -= i; r *= 3; r /= (x % 5 == 0) ? 2 : 3; r %= 1000;
    if (r < 0) r = -r;
    r <<= 2;
    r >>= 1; r &= 0xfff0f; r |= 0x40; r ^= x;
    int c = i, pre = ++c, post = c++, dec = c--, pdec = --c;
    e2e_expect_eq("r", i, out[3 * i], r + uc);
    e2e_expect_eq("incdec", i, out[3 * i + 1], pre * 1000 + post * 100 + dec * 10 + pdec - c);
    int k = 0, s = 0;
    for (int j = x & 7; j > 0; j--) s += k++;
    e2e_expect_eq("loopinc", i, out[3 * i + 2], s * 100 + k);
    int64_t w = x;
    w *= 1000003;
    w += (int64_t)i << 40;
    w >>= 3; w -= 17; w %= 1000000007;
    e2e_expect_eq("w", i, o64[i], w);
    float fv = (float)x;
    fv *= 0.5f; fv += 1.25f; fv /= 4; fv -= (float)i;
    e2e_expect_near("fv", i, of[i], fv, 0);
    double dv = x;
    dv /= 8; dv *= dv; dv -= 3.5;
    e2e_expect_near("dv", i, od[i], dv, 0);
    uint32_t uv = (uint32_t)x;
    uv *= 2654435761u; uv >>= 7; uv += 0xdeadbeefu; uv %= 65521u; uv <<= 4;
    e2e_expect_eq("uv", i, ou[i], uv);
    digest += out[3 * i] + out[3 * i + 1] + out[3 * i + 2] + o64[i] % 1000 + (long long)(of[i] * 8) +
              (long long)od[i] + ou[i];
  }
  int acc[N], idx[N], want[N];
  for (int i = 0; i < N; ++i) { acc[i] = want[i] = i * 5 + 3; idx[i] = (i * 7) % 13; }
  ispc::array_compound(acc, idx, N);
  for (int i = 0; i < N; ++i) {
    int v = want[i];
    v += i; v *= 2; v -= idx[i]; v++; ++v;
    v <<= 1;
    e2e_expect_eq("acc", i, acc[i], v);
    digest += acc[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("compound_assign");
}
