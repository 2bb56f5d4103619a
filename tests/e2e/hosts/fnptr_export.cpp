#include "e2e_check.h"
#include "fnptr_export_ispc.h"
#include <vector>

static int calls = 0;
extern "C" float times10(float x) { ++calls; return 10 * x + 1; }
extern "C" int32_t bigger(int32_t a, int32_t b) { ++calls; return a > b ? a : b; }
extern "C" void bump(int32_t *c) { ++calls; *c += 7; }

int main() {
  std::vector<float> out(64, -5.f);
  ispc::apply(times10, out.data(), 5);
  for (int i = 0; i < 5; ++i)
    e2e_expect_eq("apply", i, (int)out[i], 10 * i + 1);
  e2e_expect_eq("apply calls", 0, calls, 5);
  ispc::apply_mine(1, times10, out.data());
  e2e_expect_eq("apply_mine spmd", 0, (int)out[0], 10);
  ispc::apply_mine(0, times10, out.data());
  e2e_expect_eq("apply_mine host", 0, (int)out[0], 51);
  e2e_expect_eq("apply_mine calls", 0, calls, 6);
  e2e_expect_eq("pick", 0, ispc::pick(bigger, 3, 9), 9);
  e2e_expect_eq("pick calls", 0, calls, 7);
  ispc::apply(nullptr, out.data(), 2); // NULL: nothing called, 0
  e2e_expect_eq("null", 0, (int)out[0], 0);
  e2e_expect_eq("null calls", 0, calls, 7);
  ispc::masked(times10, out.data(), 1);
  e2e_expect_eq("masked lane 0", 0, (int)out[0], 31);
  e2e_expect_eq("masked calls", 0, calls, 8); // once for the gang
  ispc::masked(times10, out.data(), 0);       // no lane on: no call
  e2e_expect_eq("masked off calls", 0, calls, 8);
  int32_t cell = 1;
  ispc::note(bump, &cell);
  e2e_expect_eq("note", 0, cell, 8);
  return e2e_finish("fnptr_export");
}
