// spmdrt's allocator, replaced for one e2e program (the archive member
// that defines it is then not linked): counts live blocks and checks that
// every freed block is live and that blocks are 64-byte aligned. Shared by
// the hosts that test `new` and `delete` (per_lane_new, new_varying).
#pragma once
#include <cstdint>
#include <cstdlib>
#include <set>

static long live = 0, allocs = 0, bad_frees = 0, misaligned = 0;
static std::set<void *> blocks;

extern "C" void *spmdrt_aligned_alloc(size_t alignment, size_t size) {
  void *p = nullptr;
  if (posix_memalign(&p, alignment, size ? size : 1) != 0)
    return nullptr;
  if ((uintptr_t)p % 64 != 0)
    ++misaligned;
  blocks.insert(p);
  ++allocs;
  ++live;
  return p;
}

extern "C" void spmdrt_aligned_free(void *p) {
  if (!p)
    return;
  if (!blocks.erase(p)) {
    ++bad_frees;
    return;
  }
  --live;
  std::free(p);
}
