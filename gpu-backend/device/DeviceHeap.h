/*===- DeviceHeap.h - The device heap's layout and entry points -----------===
 *
 * Shared by the allocator (DeviceHeap.cpp, compiled for the GPUs and, in the
 * unit tests, for the host) and by the compiler (gpu-backend/GpuHeap.cpp),
 * which defines the heap global and calls the two functions. Plain macros:
 * the device compile includes no library header.
 *
 *===----------------------------------------------------------------------===*/
#ifndef SPMDC_GPU_BACKEND_DEVICE_DEVICEHEAP_H
#define SPMDC_GPU_BACKEND_DEVICE_DEVICEHEAP_H

/* Blocks start at multiples of the granule; the smallest block is one. */
#define SPMDC_HEAP_BLOCK_GRANULE 64
#define SPMDC_HEAP_MIN_CLASS 6
/* Classes 2^6 .. 2^38 bytes: a free list holds a 32-bit granule index. */
#define SPMDC_HEAP_NUM_CLASSES 33
/* The state (top, one head per class) before the arena. */
#define SPMDC_HEAP_HEADER_BYTES 512

#ifdef __cplusplus
extern "C" {
#endif
/* `heap` points at the (zero-initialised, 64-byte aligned) heap of
 * `heap_bytes` bytes. Returns a block of `bytes` bytes aligned to
 * `alignment` (a power of two), or NULL when it does not fit. */
void *spmdc_heap_alloc(char *heap, unsigned long long heap_bytes,
                       unsigned long long alignment, unsigned long long bytes);
/* Frees what spmdc_heap_alloc returned on the same heap (NULL: nothing). */
void spmdc_heap_free(char *heap, unsigned long long heap_bytes, void *p);
#ifdef __cplusplus
}
#endif

#endif
