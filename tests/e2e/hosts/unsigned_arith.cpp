#include "e2e_check.h"
#include "unsigned_arith_ispc.h"
#include <algorithm>

static uint32_t xorshift(uint32_t s, int rounds) {
  for (int r = 0; r < rounds; r++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; }
  return s;
}

int main() {
  const int N = 99;
  uint32_t a[N], b[N], od[N], orot[N], orng[N], ofu[N];
  int oc[N];
  int64_t ow[N];
  float of[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (uint32_t)i * 2654435761u + 12345u;
    b[i] = (uint32_t)(i * i) * 40503u ^ 0x9e3779b9u;
  }
  a[5] = 0xffffffffu; b[5] = 0;
  a[6] = 2147483648u; b[6] = 2147483647u;
  a[7] = 999; b[7] = 1000;
  a[8] = 3000000000u; b[8] = 3000000000u;
  ispc::uops(a, b, od, orot, orng, oc, ow, of, ofu, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    uint32_t x = a[i], y = b[i];
    uint32_t d = (y % 1000u) + 1u;
    e2e_expect_eq("div", i, od[i], x / d + (x % d) * 7u + y / 3u);
    int sh = (int)(y & 31u);
    uint32_t rot = sh ? (x << sh) | (x >> (32 - sh)) : x;
    e2e_expect_eq("rot", i, orot[i], rot ^ (y >> sh));
    e2e_expect_eq("rng", i, orng[i], xorshift(x | 1u, 1 + (int)(y % 5u)));
    int c = 0;
    if (x > y) c += 1;
    if (x >= 2147483648u) c += 2;
    if (y - x < 1000u) c += 4;
    if (std::min(x, y) == y) c += 8;
    if (std::max(x, 3000000000u) == x) c += 16;
    if (std::min(std::max(x, 1000u), 4000000000u) != x) c += 32;
    e2e_expect_eq("cmp", i, oc[i], c);
    e2e_expect_eq("wide", i, ow[i], (int64_t)x - (int64_t)y);
    e2e_expect_near("f", i, of[i], (float)x * 0.5f, 0);
    e2e_expect_eq("fu", i, ofu[i], (uint32_t)((float)(x >> 8) * 2.0f));
    digest += od[i] % 1000 + orot[i] % 1000 + orng[i] % 1000 + oc[i] + ow[i] % 1000 + ofu[i] % 1000;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("unsigned_arith");
}
