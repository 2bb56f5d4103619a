// The GPU device heap (gpu-backend/device/DeviceHeap.cpp) compiled for the
// host: the same source the GPUs run, exercised here for alignment, reuse,
// out-of-memory and, from many threads at once, for blocks that never
// overlap while they are live.
#include "gpu-backend/device/DeviceHeap.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <thread>
#include <utility>
#include <vector>

namespace {

/// A zero-initialised, 256-byte aligned heap as the GPU module defines it.
struct Heap {
  explicit Heap(uint64_t Bytes) : Bytes(Bytes) {
    Storage.reset(new unsigned char[Bytes + 256]());
    uintptr_t P = reinterpret_cast<uintptr_t>(Storage.get());
    Base = reinterpret_cast<char *>((P + 255) & ~uintptr_t(255));
  }
  void *alloc(uint64_t Align, uint64_t N) {
    return spmdc_heap_alloc(Base, Bytes, Align, N);
  }
  void free(void *P) { spmdc_heap_free(Base, Bytes, P); }
  bool inside(const void *P, uint64_t N) const {
    auto *C = static_cast<const char *>(P);
    return C >= Base + SPMDC_HEAP_HEADER_BYTES && C + N <= Base + Bytes;
  }
  std::unique_ptr<unsigned char[]> Storage;
  char *Base;
  uint64_t Bytes;
};

TEST(DeviceHeap, AlignedBlocksInsideTheArena) {
  Heap H(1 << 20);
  for (uint64_t Align : {1, 8, 16, 64, 128, 256, 4096})
    for (uint64_t N : {0, 1, 24, 64, 100, 1000, 5000}) {
      void *P = H.alloc(Align, N);
      ASSERT_NE(P, nullptr) << Align << " " << N;
      EXPECT_EQ(reinterpret_cast<uintptr_t>(P) % std::max<uint64_t>(Align, 64),
                0u)
          << Align << " " << N;
      EXPECT_TRUE(H.inside(P, N));
      std::memset(P, 0xab, N); // the whole block is the caller's
    }
}

TEST(DeviceHeap, FreedBlocksAreReusedByTheirClass) {
  Heap H(1 << 16);
  void *A = H.alloc(64, 100);
  void *B = H.alloc(64, 100);
  ASSERT_NE(A, nullptr);
  ASSERT_NE(B, nullptr);
  EXPECT_NE(A, B);
  H.free(A);
  EXPECT_EQ(H.alloc(64, 90), A); // same class: the freed block, LIFO
  H.free(B);
  void *Big = H.alloc(64, 1000); // another class: not B's block
  EXPECT_NE(Big, B);
  EXPECT_EQ(H.alloc(64, 100), B);
  H.free(nullptr); // nothing
}

TEST(DeviceHeap, OutOfMemoryIsNullAndLeavesRoom) {
  Heap H(4096); // 3584 bytes of arena
  EXPECT_EQ(H.alloc(64, 4096), nullptr);
  EXPECT_EQ(H.alloc(64, uint64_t(1) << 62), nullptr); // no overflow
  EXPECT_EQ(H.alloc(uint64_t(1) << 40, 8), nullptr);
  EXPECT_EQ(H.alloc(48, 8), nullptr); // not a power of two
  EXPECT_EQ(H.alloc(0, 8), nullptr);
  void *P = H.alloc(64, 1900); // a 2048-byte block
  ASSERT_NE(P, nullptr);
  EXPECT_EQ(H.alloc(64, 1900), nullptr); // 1536 bytes left
  void *Q = H.alloc(64, 900);            // a 1024-byte block still fits
  EXPECT_NE(Q, nullptr);
  H.free(P);
  EXPECT_EQ(H.alloc(64, 1900), P);
  // A heap too small for its own state allocates nothing.
  EXPECT_EQ(spmdc_heap_alloc(H.Base, SPMDC_HEAP_HEADER_BYTES, 64, 1), nullptr);
}

TEST(DeviceHeap, ExhaustionGivesDisjointBlocks) {
  Heap H(1 << 20);
  std::mt19937 Rng(7);
  std::vector<std::pair<char *, uint64_t>> Live;
  for (;;) {
    uint64_t N = Rng() % 3000;
    auto *P = static_cast<char *>(H.alloc(64, N));
    if (!P)
      break;
    ASSERT_TRUE(H.inside(P, N));
    Live.push_back({P, N});
  }
  ASSERT_GT(Live.size(), 100u);
  std::sort(Live.begin(), Live.end());
  for (size_t I = 1; I < Live.size(); ++I)
    EXPECT_LE(Live[I - 1].first + Live[I - 1].second, Live[I].first);
  // Everything freed comes back: the same requests succeed again.
  for (auto &[P, N] : Live)
    H.free(P);
  for (auto &[P, N] : Live)
    EXPECT_NE(H.alloc(64, N), nullptr);
}

// Many threads allocate, fill their blocks with their own tag, check the
// tag is intact, and free: a block handed to two owners at once (a broken
// free list, the ABA problem) shows up as a foreign tag.
TEST(DeviceHeap, ConcurrentOwnersNeverShareABlock) {
  Heap H(4 << 20);
  constexpr int Threads = 8, Rounds = 20000;
  std::atomic<int> Broken{0}, Nulls{0};
  std::vector<std::thread> Pool;
  for (int T = 0; T < Threads; ++T)
    Pool.emplace_back([&, T] {
      std::mt19937 Rng(T + 1);
      std::vector<std::pair<unsigned char *, uint64_t>> Mine;
      for (int R = 0; R < Rounds; ++R) {
        if (Mine.size() < 16 && Rng() % 2) {
          uint64_t N = 1 + Rng() % 700;
          auto *P = static_cast<unsigned char *>(
              H.alloc(uint64_t(64) << (Rng() % 3), N));
          if (!P) {
            ++Nulls;
            continue;
          }
          std::memset(P, T + 1, N);
          Mine.push_back({P, N});
        } else if (!Mine.empty()) {
          size_t I = Rng() % Mine.size();
          auto [P, N] = Mine[I];
          for (uint64_t K = 0; K < N; ++K)
            if (P[K] != T + 1) {
              ++Broken;
              break;
            }
          H.free(P);
          Mine.erase(Mine.begin() + I);
        }
      }
      for (auto &[P, N] : Mine)
        H.free(P);
    });
  for (std::thread &T : Pool)
    T.join();
  EXPECT_EQ(Broken.load(), 0);
  EXPECT_EQ(Nulls.load(), 0); // 8 x 16 live blocks of <= 2 KiB fit easily
}

} // namespace
