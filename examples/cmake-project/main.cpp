#include "saxpy_ispc.h"
#include <cstdio>

int main() {
  float x[100], y[100];
  for (int i = 0; i < 100; ++i) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  ispc::saxpy(2.0f, x, y, 100);
  for (int i = 0; i < 100; ++i)
    if (y[i] != 2.0f * i + 1.0f) {
      std::printf("saxpy: wrong at %d: %f\n", i, y[i]);
      return 1;
    }
  ispc::saxpy_tasks(2.0f, x, y, 100);
  for (int i = 0; i < 100; ++i)
    if (y[i] != 2.0f * i + 2.0f * i + 1.0f) {
      std::printf("saxpy_tasks: wrong at %d: %f\n", i, y[i]);
      return 1;
    }
  std::printf("saxpy: ok\n");
  return 0;
}
