// Reference: L'Ecuyer's LFSR113 with ISPC's seeding, scalar.
#include "e2e_check.h"
#include "stdlib_rng_ispc.h"
#include <cstdint>
#include <cstring>
#include <vector>

namespace {
struct Rng { uint32_t z[4]; };

uint32_t step(uint32_t z, int q, int s, int k, uint32_t m) {
  return ((z & m) << k) ^ (((z << q) ^ z) >> s);
}
uint32_t next(Rng &r) {
  r.z[0] = step(r.z[0], 6, 13, 18, 0xfffffffeu);
  r.z[1] = step(r.z[1], 2, 27, 2, 0xfffffff8u);
  r.z[2] = step(r.z[2], 13, 21, 7, 0xfffffff0u);
  r.z[3] = step(r.z[3], 3, 12, 13, 0xffffff80u);
  return r.z[0] ^ r.z[1] ^ r.z[2] ^ r.z[3];
}
float nextFloat(Rng &r) {
  uint32_t b = 0x3f800000u | (next(r) & 0x7fffffu);
  float f;
  std::memcpy(&f, &b, 4);
  return f - 1.0f;
}
Rng seeded(uint32_t s) {
  Rng r{{s, s ^ 0xbeeff00du, (s << 16) | (s >> 16), __builtin_bswap32(s)}};
  next(r);
  return r;
}
} // namespace

int main() {
  for (int n : {1, 13, 37}) {
    const int seed = 12345;
    std::vector<unsigned> bits(3 * n, 0), ubits(5, 0);
    std::vector<float> unit(n, -1.0f), uunit(1, -1.0f);
    ispc::rng_streams(bits.data(), unit.data(), ubits.data(), uunit.data(), n, seed);
    for (int i = 0; i < n; ++i) {
      Rng r = seeded(uint32_t(seed + i));
      for (int k = 0; k < 3; ++k)
        e2e_expect_eq("random", 3 * i + k, bits[3 * i + k], next(r));
      float want = (i & 1) == 0 ? nextFloat(r) : -1.0f;
      e2e_expect_eq("frandom", i, unit[i], want);
      if (unit[i] != -1.0f && !(unit[i] >= 0.0f && unit[i] < 1.0f))
        e2e_expect_eq("frandom range", i, unit[i], 0.5f);
    }
    Rng u = seeded(uint32_t(seed));
    for (int k = 0; k < 5; ++k)
      e2e_expect_eq("uniform random", k, ubits[k], next(u));
    e2e_expect_eq("uniform frandom", 0, uunit[0], nextFloat(u));
  }
  return e2e_finish("stdlib_rng");
}
