#include "e2e_check.h"
#include "vla_globals_init_ispc.h"
#include <cstdint>

// Not declared by the header (it declares export functions only).
extern "C" int32_t sVar;
extern "C" const int32_t lanes;
extern "C" int64_t bytes;
extern "C" bool wide;
extern "C" float fv;

int main() {
  // Read before any kernel runs: the module constructor set them.
  int32_t sVar0 = sVar, lanes0 = lanes;
  int64_t bytes0 = bytes;
  bool wide0 = wide;
  float fv0 = fv;
  const int W = ispc::gang_width();
  e2e_expect_near("sVar from C++", 0, sVar0, 8.0 * W);
  e2e_expect_near("lanes from C++", 0, lanes0, W);
  e2e_expect_near("bytes from C++", 0, double(bytes0), 8.0 * W + 1);
  e2e_expect_near("wide from C++", 0, wide0, W > 8);
  e2e_expect_near("fv from C++", 0, fv0, W * 0.5);
  int32_t out[10];
  for (int call = 0; call < 2; ++call) {
    ispc::read_back(out);
    e2e_expect_near("sVar", call, out[0], 8.0 * W + call);
    e2e_expect_near("lanes", call, out[1], W);
    e2e_expect_near("bytes", call, out[2], 8.0 * W + 1);
    e2e_expect_near("wide", call, out[3], W > 8);
    e2e_expect_near("static global", call, out[4], W);
    e2e_expect_near("static local", call, out[5], W);
    e2e_expect_near("int16 static local", call, out[6], W / 2);
    e2e_expect_near("plain", call, out[7], 11);
    e2e_expect_near("local array", call, out[8], W - 1);
    e2e_expect_near("float", call, out[9], W);
  }
  e2e_expect_near("sVar written", 0, sVar, 8.0 * W + 2);
  return e2e_finish("vla_globals_init");
}
