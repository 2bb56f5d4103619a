/*===- spmdrt.h - the spmdc runtime, public C interface ------------------===*
 *
 * The small runtime that programs built with spmdc link: aligned memory for
 * the vectors kernels read and write, CPU feature detection for choosing
 * among objects compiled for several targets, and ISPC's task ABI
 * (ISPCAlloc/ISPCLaunch/ISPCSync) on the OpenMP runtime, print(), and the
 * registry of --instrument's counters. Valid C and C++.
 *
 *===---------------------------------------------------------------------===*/
#ifndef SPMDRT_H
#define SPMDRT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Memory aligned to `alignment` bytes (a power of two; at least the size of a
 * pointer), or NULL. Release it with spmdrt_aligned_free. */
void *spmdrt_aligned_alloc(size_t alignment, size_t size);
void spmdrt_aligned_free(void *ptr);

/* 1 when this CPU can run code compiled for the named spmdc target
 * ("avx512", "avx2", "avx1", "sse4", "sse2", "scalar", "sve" (any vector
 * length), "sve-256"
 * (at least 256-bit vectors, likewise sve-128 ... sve-2048), "neon"; ISPC
 * names too),
 * 0 otherwise, including for unknown names. */
int spmdrt_cpu_supports(const char *target);

/* The widest target this CPU runs, by spmdc name. */
const char *spmdrt_best_target(void);

/* For hosts that pick a target themselves: prints that this CPU runs none of
 * `targets` and aborts. (The dispatcher of a multi-target object checks the
 * CPU and reports this itself, without spmdrt: tools/spmdc/DispatchCpuCheck.h.) */
void spmdrt_no_supported_target(const char *targets);

/* ISPC's task ABI: what `launch` and `sync` compile to. spmdrt runs tasks on
 * the OpenMP runtime (link with -fopenmp); the thread count follows
 * OMP_NUM_THREADS, or SPMDRT_NUM_THREADS when set. These are weak
 * definitions: a host that defines its own three functions (as ISPC hosts
 * with their own task system do) uses those instead. Hosts never call them.
 *
 * A launched task function has the signature
 *   void f(void *data, int threadIndex, int threadCount, int taskIndex,
 *          int taskCount, int taskIndex0, int taskIndex1, int taskIndex2,
 *          int taskCount0, int taskCount1, int taskCount2); */
void *ISPCAlloc(void **handlePtr, int64_t size, int32_t alignment);
void ISPCLaunch(void **handlePtr, void *f, void *data, int count0, int count1,
                int count2);
void ISPCSync(void *handle);

/* Number of threads spmdrt's task system uses for tasks launched from serial
 * code from now on (n > 0), overriding SPMDRT_NUM_THREADS and
 * OMP_NUM_THREADS; n <= 0 goes back to those. */
void spmdrt_set_num_threads(int n);

/* ISPC's print(): what `print("fmt", ...)` compiles to, so objects that
 * print need spmdrt. Each `%` of `format` is replaced by the next argument,
 * whose type letter in `types` is b/i/u/l/m/f/d/p for a uniform bool, int32,
 * uint32, int64, uint64, float, double or pointer (args[k] points to the
 * value; bool as int32) and the capital letter for a varying one (args[k]
 * points to `width` values, one per lane, printed as `[v0,v1,...]` with the
 * lanes not set in `mask` as `((v))`). Written to stdout and flushed. */
void spmdrt_print(const char *format, const char *types, int width,
                  uint64_t mask, const void *const *args);

/* ISPC's num_cores(): the number of hardware threads (at least 1). */
int spmdrt_num_cores(void);

/* --instrument: SIMD utilization counters (docs/user-guide.md).
 *
 * An object compiled with `spmdc --instrument` counts, per basic block of
 * its SPMD functions, the block's executions and the lanes active each time
 * (after reconvergence and melding, with the real execution mask), and
 * registers its counters here from a static constructor. At exit spmdrt
 * prints, per module, each block's utilization (active lane-executions /
 * (lanes x executions)) with its source line, and the overall figure. The
 * report goes to stderr, to the file named by $SPMDRT_INSTRUMENT_OUTPUT, or
 * nowhere when that variable is "none". */
#define SPMDRT_INSTRUMENT_VERSION 1
struct spmdrt_instrument_block {
  const char *function;  /* the SPMD function */
  const char *label;     /* the basic block's name */
  uint32_t line;         /* its first source line, 0 if unknown */
  uint32_t instructions; /* SPMD IR instructions in it (the report's weight) */
};
struct spmdrt_instrument_module {
  uint32_t version;    /* SPMDRT_INSTRUMENT_VERSION */
  uint32_t lanes;      /* W: lanes of a gang; 0 when it is only known at run
                          time (a scalable SVE gang): spmdrt_instrument_register
                          sets it to the vector length / lane_bits */
  uint32_t num_blocks;
  uint32_t lane_bits;  /* with lanes == 0: the bits of one lane; else 0 */
  const char *file;    /* source file */
  const char *target;  /* spmdc target, e.g. "avx512-x32" */
  const struct spmdrt_instrument_block *blocks;
  uint64_t *counters;  /* num_blocks pairs {executions, active lanes} */
  struct spmdrt_instrument_module *next; /* set by spmdrt */
};
/* Called by the constructor of an instrumented object. */
void spmdrt_instrument_register(struct spmdrt_instrument_module *module);

/* One block's counts, for programs that check utilization themselves. */
struct spmdrt_instrument_stats {
  const char *file, *target, *function, *label;
  uint32_t line, lanes, instructions;
  uint64_t executions, active_lanes;
};
/* The number of instrumented blocks over all registered modules. */
size_t spmdrt_instrument_num_blocks(void);
/* Block `index` (0 <= index < spmdrt_instrument_num_blocks()); 0 on
 * success, -1 for an index out of range. */
int spmdrt_instrument_get(size_t index, struct spmdrt_instrument_stats *out);
/* Prints the report now (where the report at exit would go). */
void spmdrt_instrument_report(void);
/* Sets every counter to 0. */
void spmdrt_instrument_reset(void);

#ifdef __cplusplus
}
#endif

#endif /* SPMDRT_H */
