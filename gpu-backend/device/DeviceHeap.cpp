//===- DeviceHeap.cpp - `uniform new`/`delete` on a GPU: the device heap --===//
//
// \file
// The allocator behind `uniform new` and `delete` on the GPU targets
// (gpu-backend/GpuHeap.h). It is compiled by clang into LLVM bitcode for
// amdgcn and for nvptx at spmdc's build time, embedded into the compiler and
// linked into a module that allocates; the unit tests compile the same file
// for the host and run it from many threads.
//
// Why an allocator of our own: Debian's ROCm has no allocator that works
// without ROCm's hostcall machinery, and CUDA's device `malloc` (which ptxas
// accepts) has a heap that the host must size before the first launch. One
// design for both vendors keeps the semantics the same: a fixed arena that
// is part of the code object / PTX module as a zero-initialised global, so
// it costs no image bytes and its all-zero state is a valid empty heap.
//
// Layout of the heap (HeapHeaderBytes of state, then the arena):
//
//   u64 top                 bytes of the arena handed out by bumping
//   u64 heads[NumClasses]   free list of class c: (tag << 32) | (index + 1),
//                           index = block offset / BlockGranule, 0 = empty
//   arena                   blocks of 2^c bytes, c >= MinClass, each at an
//                           offset that is a multiple of BlockGranule
//
// An allocation of `bytes` aligned to `align` takes a block of the smallest
// class holding bytes + max(align, BlockGranule): the user pointer is the
// first multiple of that alignment at least 16 bytes into the block, and the
// 16 bytes before it hold the block's index and class for `free`. Freed
// blocks go to their class's free list and are reused only by that class
// (no splitting or coalescing: a kernel's allocations are few and short
// lived); the arena itself is only bumped. When neither a free block nor
// arena is left the allocation returns NULL, as spmdrt's does on the CPU.
//
// Concurrency: every operation is lock free (a CAS loop), so it needs no
// forward-progress guarantee between the workgroups of a grid. The free
// lists are Treiber stacks whose head carries a 32-bit tag incremented by
// every push and pop, so a pop that read a head which was popped and pushed
// again in between fails its CAS (the ABA problem). A pop may read the link
// of a block that another thread has just taken; it reads arena memory
// (always valid) and its CAS then fails. Pushes release and pops acquire,
// so what a kernel wrote into a block before `delete` is ordered before the
// next owner's use. The scope is the device (agent / gpu): only device code
// touches the heap, and the end of a kernel orders it for the host.
//
// On the GPU one lane per gang calls these functions (the first active lane;
// GpuHeap.h broadcasts the result), so `uniform new` allocates once per gang.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/device/DeviceHeap.h"

namespace {

using u32 = unsigned int;
using u64 = unsigned long long;
using uptr = __UINTPTR_TYPE__;

constexpr u64 Granule = SPMDC_HEAP_BLOCK_GRANULE;
constexpr u32 MinClass = SPMDC_HEAP_MIN_CLASS;
constexpr u32 NumClasses = SPMDC_HEAP_NUM_CLASSES;
constexpr u64 HeaderBytes = SPMDC_HEAP_HEADER_BYTES;
static_assert(u64(1) << MinClass == Granule, "the smallest block is a granule");
static_assert(8 * (1 + NumClasses) <= HeaderBytes, "the state fits");

// Device-scope atomics where the compiler has them (clang); the host build
// of the unit tests may use GCC, whose __atomic builtins are system-wide.
// (Orders are template arguments: the builtins want constants.)
#if defined(__has_builtin) && __has_builtin(__scoped_atomic_load_n)
template <int Order> u64 load(u64 *P) {
  return __scoped_atomic_load_n(P, Order, __MEMORY_SCOPE_DEVICE);
}
template <int Order> void store(u64 *P, u64 V) {
  __scoped_atomic_store_n(P, V, Order, __MEMORY_SCOPE_DEVICE);
}
template <int Success, int Failure>
bool cas(u64 *P, u64 *Expected, u64 Desired) {
  return __scoped_atomic_compare_exchange_n(
      P, Expected, Desired, false, Success, Failure, __MEMORY_SCOPE_DEVICE);
}
#else
template <int Order> u64 load(u64 *P) { return __atomic_load_n(P, Order); }
template <int Order> void store(u64 *P, u64 V) {
  __atomic_store_n(P, V, Order);
}
template <int Success, int Failure>
bool cas(u64 *P, u64 *Expected, u64 Desired) {
  return __atomic_compare_exchange_n(P, Expected, Desired, false, Success,
                                     Failure);
}
#endif

u64 *topWord(char *Heap) { return reinterpret_cast<u64 *>(Heap); }
u64 *headWord(char *Heap, u32 Class) {
  return reinterpret_cast<u64 *>(Heap) + 1 + (Class - MinClass);
}
char *arena(char *Heap) { return Heap + HeaderBytes; }

/// The smallest class (log2 of the block size) holding \p Bytes.
u32 classFor(u64 Bytes) {
  u32 C = MinClass;
  while (C < 63 && (u64(1) << C) < Bytes)
    ++C;
  return C;
}

/// Pops a block of class \p C; its index, or ~0 when the list is empty.
u64 pop(char *Heap, u32 C) {
  u64 *Head = headWord(Heap, C);
  u64 Old = load<__ATOMIC_ACQUIRE>(Head);
  for (;;) {
    u64 Slot = Old & 0xffffffffu;
    if (Slot == 0)
      return ~u64(0);
    u64 Index = Slot - 1;
    // The link of a block in the list; if another thread took the block in
    // the meantime this reads its data, and the CAS below fails.
    u64 Next = load<__ATOMIC_RELAXED>(
        reinterpret_cast<u64 *>(arena(Heap) + Index * Granule));
    u64 New = (((Old >> 32) + 1) << 32) | (Next & 0xffffffffu);
    if (cas<__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE>(Head, &Old, New))
      return Index;
  }
}

/// Pushes the block \p Index of class \p C.
void push(char *Heap, u32 C, u64 Index) {
  u64 *Head = headWord(Heap, C);
  u64 *Link = reinterpret_cast<u64 *>(arena(Heap) + Index * Granule);
  u64 Old = load<__ATOMIC_RELAXED>(Head);
  for (;;) {
    store<__ATOMIC_RELAXED>(Link, Old & 0xffffffffu);
    u64 New = (((Old >> 32) + 1) << 32) | (Index + 1);
    if (cas<__ATOMIC_RELEASE, __ATOMIC_RELAXED>(Head, &Old, New))
      return;
  }
}

/// Bumps \p Size bytes off the arena of \p ArenaBytes; the block's index,
/// or ~0 when they do not fit (the arena is left as it was, so a smaller
/// request may still succeed).
u64 bump(char *Heap, u64 ArenaBytes, u64 Size) {
  u64 *Top = topWord(Heap);
  u64 Old = load<__ATOMIC_RELAXED>(Top);
  for (;;) {
    if (Size > ArenaBytes || Old > ArenaBytes - Size)
      return ~u64(0);
    if (cas<__ATOMIC_RELAXED, __ATOMIC_RELAXED>(Top, &Old, Old + Size))
      return Old / Granule;
  }
}

} // namespace

extern "C" void *spmdc_heap_alloc(char *Heap, unsigned long long HeapBytes,
                                  unsigned long long Alignment,
                                  unsigned long long Bytes) {
  if (HeapBytes <= HeaderBytes)
    return nullptr;
  u64 ArenaBytes = (HeapBytes - HeaderBytes) / Granule * Granule;
  // Alignments are powers of two (spmdrt rejects others; so do we).
  if (Alignment == 0 || (Alignment & (Alignment - 1)) != 0)
    return nullptr;
  u64 Align = Alignment < Granule ? Granule : Alignment;
  if (Bytes > ArenaBytes || Align > ArenaBytes)
    return nullptr;
  u32 C = classFor(Bytes + Align);
  if (C >= MinClass + NumClasses)
    return nullptr;
  u64 Index = pop(Heap, C);
  if (Index == ~u64(0))
    Index = bump(Heap, ArenaBytes, u64(1) << C);
  if (Index == ~u64(0))
    return nullptr;
  char *Block = arena(Heap) + Index * Granule;
  // Blocks start on a granule and Align is a multiple of it, so the first
  // Align boundary 16 or more bytes into the block is at most Align in.
  uptr User =
      (reinterpret_cast<uptr>(Block) + 16 + Align - 1) & ~uptr(Align - 1);
  u64 *Tag = reinterpret_cast<u64 *>(User) - 2;
  Tag[0] = Index;
  Tag[1] = C;
  return reinterpret_cast<void *>(User);
}

extern "C" void spmdc_heap_free(char *Heap, unsigned long long HeapBytes,
                                void *P) {
  if (!P || HeapBytes <= HeaderBytes)
    return;
  const u64 *Tag = reinterpret_cast<const u64 *>(P) - 2;
  u64 Index = Tag[0], C = Tag[1];
  // Not a block of this heap (a wild or twice-freed pointer is undefined
  // behaviour, as in C): leave the lists alone rather than corrupt them.
  u64 ArenaBytes = (HeapBytes - HeaderBytes) / Granule * Granule;
  if (C < MinClass || C >= MinClass + NumClasses ||
      Index >= ArenaBytes / Granule ||
      (u64(1) << C) > ArenaBytes - Index * Granule)
    return;
  push(Heap, u32(C), Index);
}
