#include "e2e_check.h"
#include "gang_memory_both_sides_ispc.h"
#include <algorithm>
#include <vector>

// Each side (case) adds its amount once per gang when any active lane of
// the gang takes it; every lane of the gang reads the total.
int main() {
  const int W = ispc::gang_width();
  const int n = 203;  // a partial last gang on every width
  std::vector<int> a(n), out(n);
  for (int i = 0; i < n; ++i) a[i] = (i * 7 + i / 5) % 11;
  auto gangs = [&](auto perGang) {
    for (int g = 0; g < n; g += W) perGang(g, std::min(n, g + W));
  };
  int bad = 0;
  auto expect = [&](const char *what, int i, int want) {
    if (out[i] != want && bad++ < 10)
      std::printf("%s: out[%d] = %d, expected %d\n", what, i, out[i], want);
  };
  long long digest = 0;

  ispc::local_sides(a.data(), out.data(), n);
  gangs([&](int b, int e) {
    bool odd = false, even = false;
    for (int i = b; i < e; ++i) (a[i] & 1 ? odd : even) = true;
    int acc = (odd ? 1 : 0) + (even ? 2 : 0);
    for (int i = b; i < e; ++i) expect("local_sides", i, acc * 100000 + a[i] * (a[i] & 1 ? 3 : 5));
  });
  for (int i = 0; i < n; ++i) digest += out[i] % 100000;

  ispc::global_sides(a.data(), out.data(), n);
  gangs([&](int b, int e) {
    bool odd = false, even = false;
    for (int i = b; i < e; ++i) (a[i] & 1 ? odd : even) = true;
    for (int i = b; i < e; ++i) expect("global_sides", i, (odd ? 1 : 0) + (even ? 2 : 0));
  });

  int cell = 0;
  ispc::element_pointer_sides(a.data(), out.data(), &cell, n);
  gangs([&](int b, int e) {
    bool odd = false, even = false;
    for (int i = b; i < e; ++i) (a[i] & 1 ? odd : even) = true;
    int want = 10 + (odd ? 1 : 0) + (even ? 2 : 0) + 100 + (odd ? 10 : 0) + (even ? 20 : 0);
    for (int i = b; i < e; ++i) expect("element_pointer_sides", i, want);
  });

  ispc::nested_sides(a.data(), out.data(), n);
  gangs([&](int b, int e) {
    bool t1 = false, t4 = false, t16 = false;
    for (int i = b; i < e; ++i) {
      if (a[i] % 3 == 0) (a[i] & 1 ? t1 : t4) = true;
      else t16 = true;
    }
    for (int i = b; i < e; ++i) expect("nested_sides", i, (t1 ? 1 : 0) + (t4 ? 4 : 0) + (t16 ? 16 : 0));
  });

  ispc::switch_cases(a.data(), out.data(), n);
  gangs([&](int b, int e) {
    bool c[4] = {false, false, false, false};
    for (int i = b; i < e; ++i) c[a[i] % 4] = true;
    // case 2 falls through into default: default's `acc += 8` runs when a
    // lane reaches it from case 2 or from the default label.
    int want = (c[0] ? 1 : 0) + (c[1] ? 2 : 0) + (c[2] ? 4 : 0) + (c[2] || c[3] ? 8 : 0);
    for (int i = b; i < e; ++i) expect("switch_cases", i, want);
  });

  ispc::side_order(a.data(), out.data(), n);
  gangs([&](int b, int e) {
    bool even = false, c[3] = {false, false, false};
    for (int i = b; i < e; ++i) {
      even |= !(a[i] & 1);
      c[a[i] % 3] = true;
    }
    int x = even ? 2 : 1;              // the else side runs last
    int g = c[2] ? 12 : c[1] ? 11 : 10;  // the last case any lane takes
    for (int i = b; i < e; ++i) expect("side_order", i, x * 100 + g);
  });

  std::printf("digest %lld\n", digest);
  return bad ? 1 : 0;
}
