#include "k_ispc.h"
#include <cstdio>
int main() {
  int a[100];
  for (int i = 0; i < 100; ++i) a[i] = i;
  ispc::add_one(a, 100);
  ispc::add_one(a, 37);
  for (int i = 0; i < 100; ++i)
    if (a[i] != i + 1 + (i < 37)) { std::printf("add_one: wrong at %d\n", i); return 1; }
  std::printf("add_one: ok\n");
  return 0;
}
