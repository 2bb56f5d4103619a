#include "e2e_check.h"
#include "reconverge_shapes_ispc.h"

static int early(int x) {
  if (x < 0) return -x;
  for (int k = 0; k < x; ++k) {
    if (k * k > x) return k;
    if ((k & 3) == 3) continue;
    x -= 1;
  }
  return x;
}

static int irr_entry(int x, bool &big) {
  int steps = 0;
  if (x & 1) goto B;
A:
  x += 3;
  steps++;
  if (x > 50) { big = true; goto done; }
B:
  x *= 2;
  steps++;
  if (steps > 20) goto done;
  if (x < 40) goto A;
  if ((x & 4) != 0) goto B;
done:
  return x * 100 + steps;
}

static int entered_some(int x) {
  int r = -1;
  if (x % 3 != 0) {
    int acc = 0;
    for (int j = 0; j < x; ++j) {
      if (j == 17) break;
      if ((j + x) % 4 == 0) continue;
      acc += j;
      if (acc > 60) return acc + 1000;
    }
    r = acc;
  }
  return r;
}

static int switch_loop(int x) {
  int acc = 0;
  for (int j = 0; j < (x & 7) + 1; ++j) {
    switch ((x + j) % 5) {
    case 0:
      acc += 1;
      [[fallthrough]];
    case 1:
      acc += early(x - j * 3);
      break;
    case 2:
      if (acc > 30) continue;
      acc *= 2;
      break;
    case 3:
      for (int k = 0; k < 3; ++k) acc += k;
      break;
    default:
      acc -= 1;
    }
    if (acc > 200) break;
  }
  return acc;
}

static int crossing(int x) {
  if (x > 10) return x > 20 ? x + 100 : x * 3;
  return x > 5 ? x * 3 : x + 100;
}

int main() {
  const int N = 83;
  int a[N], out[N + 1];
  long long digest = 0;

  for (int i = 0; i < N; ++i) a[i] = (i * 37) % 61;
  ispc::irr_entry(a, out, N);
  bool big = false;
  for (int i = 0; i < N; ++i) {
    e2e_expect_eq("irr_entry", i, out[i], irr_entry(a[i], big));
    digest += out[i];
  }
  e2e_expect_eq("irr_entry.any_big", N, out[N], big ? 1 : 0);

  for (int i = 0; i < N; ++i) a[i] = (i * 29) % 45;
  ispc::entered_some(a, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_eq("entered_some", i, out[i], entered_some(a[i]));
    digest += out[i];
  }

  for (int i = 0; i < N; ++i) a[i] = (i * 13) % 50 - 7;
  ispc::switch_loop(a, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_eq("switch_loop", i, out[i], switch_loop(a[i]));
    digest += out[i];
  }

  for (int i = 0; i < N; ++i) a[i] = i % 27;
  ispc::crossing(a, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_eq("crossing", i, out[i], crossing(a[i]));
    digest += out[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("reconverge_shapes");
}
