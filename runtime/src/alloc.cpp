//===- alloc.cpp - aligned allocation for spmdrt --------------------------===//

#include "spmdrt.h"

#include <cstdlib>

extern "C" void *spmdrt_aligned_alloc(size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0)
    return nullptr;
  void *P = nullptr;
  if (posix_memalign(&P, alignment, size ? size : 1) != 0)
    return nullptr;
  return P;
}

extern "C" void spmdrt_aligned_free(void *ptr) { std::free(ptr); }
