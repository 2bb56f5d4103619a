/*===- spmdrt.h - the spmdc runtime, public C interface ------------------===*
 *
 * The small runtime that programs built with spmdc link: aligned memory for
 * the vectors kernels read and write, and CPU feature detection for choosing
 * among objects compiled for several targets. Task support (ISPC's
 * ISPCLaunch/ISPCSync/ISPCAlloc on OpenMP) and vector math join it in later
 * issues. Valid C and C++.
 *
 *===---------------------------------------------------------------------===*/
#ifndef SPMDRT_H
#define SPMDRT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Memory aligned to `alignment` bytes (a power of two; at least the size of a
 * pointer), or NULL. Release it with spmdrt_aligned_free. */
void *spmdrt_aligned_alloc(size_t alignment, size_t size);
void spmdrt_aligned_free(void *ptr);

/* 1 when this CPU can run code compiled for the named spmdc target
 * ("avx512", "avx2", "sse4", "scalar", "sve" (any vector length), "sve-256"
 * (at least 256-bit vectors, likewise sve-128 ... sve-2048), "neon"; ISPC
 * names too),
 * 0 otherwise, including for unknown names. */
int spmdrt_cpu_supports(const char *target);

/* The widest target this CPU runs, by spmdc name. */
const char *spmdrt_best_target(void);

/* Called by the dispatcher of a multi-target object when this CPU runs none
 * of the targets it was compiled for (`targets` lists them); prints a message
 * and aborts. */
void spmdrt_no_supported_target(const char *targets);

#ifdef __cplusplus
}
#endif

#endif /* SPMDRT_H */
