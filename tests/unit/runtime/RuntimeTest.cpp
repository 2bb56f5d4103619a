// spmdrt: aligned allocation and CPU detection.
#include "spmdrt.h"

#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>

TEST(Runtime, AlignedAlloc) {
  for (size_t Align : {8, 16, 64, 4096}) {
    void *P = spmdrt_aligned_alloc(Align, 1000);
    ASSERT_NE(P, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(P) % Align, 0u);
    std::memset(P, 1, 1000);
    spmdrt_aligned_free(P);
  }
  EXPECT_EQ(spmdrt_aligned_alloc(3, 10), nullptr);
  EXPECT_EQ(spmdrt_aligned_alloc(24, 10), nullptr);
}

TEST(Runtime, CpuDetection) {
  EXPECT_EQ(spmdrt_cpu_supports("scalar"), 1);
  EXPECT_EQ(spmdrt_cpu_supports("nonsense"), 0);
  EXPECT_EQ(spmdrt_cpu_supports(nullptr), 0);
  const char *Best = spmdrt_best_target();
  ASSERT_NE(Best, nullptr);
  EXPECT_EQ(spmdrt_cpu_supports(Best), 1);
  // A CPU with AVX-512 also runs AVX2 and SSE4 code.
  if (spmdrt_cpu_supports("avx512")) {
    EXPECT_EQ(spmdrt_cpu_supports("avx2"), 1);
    EXPECT_EQ(spmdrt_cpu_supports("avx512skx-x16"), 1);
  }
  if (spmdrt_cpu_supports("avx2")) {
    EXPECT_EQ(spmdrt_cpu_supports("sse4"), 1);
    // ... and AVX without AVX2 (ISPC's avx1-i32x8).
    EXPECT_EQ(spmdrt_cpu_supports("avx1"), 1);
    EXPECT_EQ(spmdrt_cpu_supports("avx1-i32x8"), 1);
  }
#if defined(__x86_64__)
  // SSE2 is the x86-64 baseline: every x86-64 CPU runs it.
  EXPECT_EQ(spmdrt_cpu_supports("sse2"), 1);
  EXPECT_EQ(spmdrt_cpu_supports("sse2-i32x4"), 1);
#else
  EXPECT_EQ(spmdrt_cpu_supports("sse2"), 0);
  EXPECT_EQ(spmdrt_cpu_supports("avx1"), 0);
#endif
}
