#include "k_ispc.h"
#include <cstdio>

int main() {
  float a[100];
  for (int i = 0; i < 100; ++i) a[i] = float(i % 7) - 3.0f;
  ispc::scale(a, 100, 2.0f);
  for (int i = 0; i < 100; ++i) {
    float x = float(i % 7) - 3.0f;
    if (a[i] != (x > 0 ? 2.0f * x : x)) { std::printf("wrong at %d\n", i); return 1; }
  }
  std::printf("width %d ok\n", ispc::width());
  return 0;
}
