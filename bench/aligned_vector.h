// AlignedVector<T>: a std::vector whose storage starts on a 64-byte
// boundary (a cache line, one zmm register).
//
// The A/B benchmarks (melded against --no-darm, all-on fast paths on and
// off) give each variant its own buffers. With std::vector's default
// allocator a buffer's offset within a cache line is whatever malloc
// returned, so two runs of byte-identical code could differ by splitting
// every vector load across two lines in one run and not in the other.
// Aligning every buffer removes that difference from the ratios.
#pragma once
#include <cstddef>
#include <new>
#include <vector>

namespace spmdc_bench {

template <class T> struct CacheLineAllocator {
  using value_type = T;
  static constexpr std::align_val_t Alignment{64};

  CacheLineAllocator() = default;
  template <class U> CacheLineAllocator(const CacheLineAllocator<U> &) {}

  T *allocate(std::size_t n) {
    return static_cast<T *>(::operator new(n * sizeof(T), Alignment));
  }
  void deallocate(T *p, std::size_t) { ::operator delete(p, Alignment); }

  template <class U> bool operator==(const CacheLineAllocator<U> &) const { return true; }
  template <class U> bool operator!=(const CacheLineAllocator<U> &) const { return false; }
};

template <class T> using AlignedVector = std::vector<T, CacheLineAllocator<T>>;

} // namespace spmdc_bench
