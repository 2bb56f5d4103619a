// Checks ISPC's sort example (examples/cpu/sort), whose own host only times
// itself: scripts/ispc-examples.py links this host with the example's
// sort_ispc (spmdc's object) and sort_serial (the example's C++), runs
// both on the same random keys for several sizes and task counts, and
// checks that spmdc's result is sorted, that `order` is a permutation with
// code[i] == original[order[i]], and that the sorted keys equal the serial
// sort's. Prints one line per case and "sort check: N cases, M failed".
#include "sort_ispc.h"
#include <cstdio>
#include <cstdlib>
#include <vector>

extern void sort_serial(int n, unsigned int code[], int order[]);

static bool checkCase(int n, int ntasks, unsigned seed) {
  std::vector<unsigned> orig(n), code(n), serial(n);
  std::vector<int> order(n, -1), serialOrder(n);
  srand(seed);
  for (int i = 0; i < n; ++i)
    orig[i] = code[i] = (unsigned)rand() % (n < 100 ? n : RAND_MAX);
  ispc::sort_ispc(n, code.data(), order.data(), ntasks);
  serial = orig;
  sort_serial(n, serial.data(), serialOrder.data());
  std::vector<char> seen(n, 0);
  for (int i = 0; i < n; ++i) {
    if (i > 0 && code[i - 1] > code[i]) {
      printf("n=%d tasks=%d: not sorted at %d (%u > %u)\n", n, ntasks, i, code[i - 1], code[i]);
      return false;
    }
    if (order[i] < 0 || order[i] >= n || seen[order[i]]) {
      printf("n=%d tasks=%d: order is not a permutation at %d (%d)\n", n, ntasks, i, order[i]);
      return false;
    }
    seen[order[i]] = 1;
    if (orig[order[i]] != code[i]) {
      printf("n=%d tasks=%d: code[%d]=%u but original[order[%d]=%d]=%u\n", n, ntasks, i, code[i], i,
             order[i], orig[order[i]]);
      return false;
    }
    // sort_serial leaves `serial` untouched and returns the order; the
    // keys it sorts to are orig[serialOrder[i]].
    if (orig[serialOrder[i]] != code[i]) {
      printf("n=%d tasks=%d: key %d is %u, serial sort has %u\n", n, ntasks, i, code[i],
             orig[serialOrder[i]]);
      return false;
    }
  }
  return true;
}

int main(int argc, char **argv) {
  int sizes[] = {100, 1000, 4099, 30000, 300000};
  int tasks[] = {1, 3, 0};
  int cases = 0, failed = 0;
  int maxN = argc > 1 ? atoi(argv[1]) : 300000;
  for (int n : sizes) {
    if (n > maxN)
      continue;
    for (int t : tasks) {
      ++cases;
      bool ok = checkCase(n, t, 1234u + n + t);
      if (!ok)
        ++failed;
      printf("n=%d tasks=%d: %s\n", n, t, ok ? "ok" : "FAILED");
    }
  }
  printf("sort check: %d cases, %d failed\n", cases, failed);
  return failed ? 1 : 0;
}
