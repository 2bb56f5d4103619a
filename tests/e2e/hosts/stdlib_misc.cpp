#include "e2e_check.h"
#include "stdlib_misc_ispc.h"
#include <algorithm>
#include <limits>
#include <type_traits>
#include <vector>

namespace {
template <class T> T clampTo(__int128 v) {
  __int128 lo = (__int128)std::numeric_limits<T>::min();
  __int128 hi = (__int128)std::numeric_limits<T>::max();
  return T(std::min(std::max(v, lo), hi));
}
/// x * y clamped to T's range (the product may not fit in __int128).
template <class T> T satMul(T x, T y) {
  T r;
  if (!__builtin_mul_overflow(x, y, &r))
    return r;
  return (x < 0) != (y < 0) ? std::numeric_limits<T>::min()
                            : std::numeric_limits<T>::max();
}
template <class T, class F> void checkSat(const char *name, F kernel) {
  const T mn = std::numeric_limits<T>::min(), mx = std::numeric_limits<T>::max();
  std::vector<T> vals = {mn, T(mn + 1), T(0), T(1), T(2), T(3), T(7), mx, T(mx - 1),
                         T(mx / 2), T(mx / 3)};
  if (std::is_signed<T>::value)
    for (T v : {T(-1), T(-2), T(-7), T(mn / 2)})
      vals.push_back(v);
  std::vector<T> a, b;
  for (T x : vals)
    for (T y : vals)
      if (y != 0) {
        a.push_back(x);
        b.push_back(y);
      }
  int n = (int)a.size();
  std::vector<T> add(n), sub(n), mul(n), div(n), uadd(n);
  kernel(a.data(), b.data(), n, add.data(), sub.data(), mul.data(), div.data(), uadd.data());
  for (int i = 0; i < n; ++i) {
    __int128 x = a[i], y = b[i];
    e2e_expect_eq(name, i, add[i], clampTo<T>(x + y));
    e2e_expect_eq(name, i, sub[i], clampTo<T>(x - y));
    e2e_expect_eq(name, i, mul[i], satMul<T>(a[i], b[i]));
    e2e_expect_eq(name, i, div[i], clampTo<T>(x / y));
    T wantU = T(clampTo<T>(x - y) + satMul<T>(a[i], b[i]) - satMul<T>(a[i], b[i]));
    e2e_expect_eq(name, i, uadd[i], wantU);
  }
}
} // namespace

int main() {
  const int W = ispc::misc_gang_width();
  std::vector<float> a3(3 * W), o3(3 * W);
  std::vector<int> a4(4 * W), o4(4 * W);
  std::vector<double> d3(3 * W), od3(3 * W);
  for (int i = 0; i < 4 * W; ++i) a4[i] = i * 7 - 3;
  for (int i = 0; i < 3 * W; ++i) {
    a3[i] = i * 0.25f;
    d3[i] = i * 1.5;
  }
  ispc::aos_soa(a3.data(), a4.data(), d3.data(), o3.data(), o4.data(), od3.data());
  for (int l = 0; l < W; ++l) {
    e2e_expect_eq("soa3 f", l, o3[3 * l], a3[3 * l + 2]);
    e2e_expect_eq("soa3 f", l, o3[3 * l + 1], a3[3 * l]);
    e2e_expect_eq("soa3 f", l, o3[3 * l + 2], a3[3 * l + 1]);
    for (int k = 0; k < 4; ++k)
      e2e_expect_eq("soa4 i", 4 * l + k, o4[4 * l + k], a4[4 * l + 3 - k] + 1);
    for (int k = 0; k < 3; ++k)
      e2e_expect_eq("soa3 d", 3 * l + k, od3[3 * l + k], d3[3 * l + k] * 2);
  }
  checkSat<int8_t>("sat i8", ispc::sat_i8);
  checkSat<uint8_t>("sat u8", ispc::sat_u8);
  checkSat<int16_t>("sat i16", ispc::sat_i16);
  checkSat<uint16_t>("sat u16", ispc::sat_u16);
  checkSat<int32_t>("sat i32", ispc::sat_i32);
  checkSat<uint32_t>("sat u32", ispc::sat_u32);
  checkSat<int64_t>("sat i64", ispc::sat_i64);
  checkSat<uint64_t>("sat u64", ispc::sat_u64);

  std::vector<int8_t> a, b;
  std::vector<uint16_t> c, d;
  for (int x = -128; x < 128; x += 5)
    for (int y = -128; y < 128; y += 7) {
      a.push_back(int8_t(x));
      b.push_back(int8_t(y));
      c.push_back(uint16_t((x + 128) * 257));
      d.push_back(uint16_t((y + 128) * 255 + 1));
    }
  int n = (int)a.size();
  std::vector<int8_t> up8(n), down8(n);
  std::vector<uint16_t> up16(n), down16(n);
  ispc::averages(a.data(), b.data(), c.data(), d.data(), n, up8.data(), down8.data(),
                 up16.data(), down16.data());
  for (int i = 0; i < n; ++i) {
    int s = a[i] + b[i];
    e2e_expect_eq("avg_up i8", i, (int)up8[i], (s + 1) >> 1);
    e2e_expect_eq("avg_down i8", i, (int)down8[i], s >> 1);
    e2e_expect_eq("avg_up u16", i, (int)up16[i], (c[i] + d[i] + 1) >> 1);
    e2e_expect_eq("avg_down u16", i, (int)down16[i], (c[i] + d[i]) >> 1);
  }

  std::vector<int> src(W), out(W), cores(1, 0);
  for (int i = 0; i < W; ++i) src[i] = 100 + i;
  int got = ispc::packed_load(src.data(), out.data(), cores.data());
  int rank = 0;
  for (int l = 0; l < W; ++l)
    e2e_expect_eq("packed_load_active", l, out[l], (l & 1) ? 100 + rank++ : -1);
  e2e_expect_eq("packed_load_active count", 0, got, W / 2);
  if (cores[0] < 1)
    e2e_expect_eq("num_cores", 0, cores[0], 1);
  std::vector<int> ra(W, 3), rout(7, -7), rpacked(W, 0);
  ispc::reduce_eq(ra.data(), rout.data(), rpacked.data());
  e2e_expect_eq("reduce_equal value", 0, rout[0], 3);
  e2e_expect_eq("reduce_equal", 0, rout[1], 1);
  e2e_expect_eq("reduce_equal differ value", 0, rout[2], W == 1 ? 3 : -5);
  e2e_expect_eq("reduce_equal differ", 0, rout[3], W == 1 ? 1 : 0);
  e2e_expect_eq("reduce_equal masked", 0, rout[4], W == 1 ? -7 : 9);
  e2e_expect_eq("packed_store_active2", 0, rout[5], W);
  for (int l = 0; l < W; ++l)
    e2e_expect_eq("packed_store_active2 data", l, rpacked[l], 3 + l);
  e2e_expect_eq("half_fast", 0, rout[6], 3);
  return e2e_finish("stdlib_misc");
}
