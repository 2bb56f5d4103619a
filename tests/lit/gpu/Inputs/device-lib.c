// Device code for device-lib.spmd and device-lib-errors.test (compiled by
// clang for amdgcn / nvptx; -D variants make the mismatches the errors
// test checks).
#include <stdint.h>

static int tickets;          // the library's own: internal in the image
#ifdef FLOAT_TOTAL
float shared_total = 0;      // declared 'uniform int' in SPMD code
#else
int shared_total = 100;      // an `extern` global of the SPMD code
#endif

int next_ticket(int8_t step) { // a different value in each call
  return __atomic_fetch_add(&tickets, step, __ATOMIC_RELAXED);
}

#ifndef NO_LOG
#ifdef WRONG_SIGN
void log_pair(uint8_t a, double b) { shared_total += a + (int)b; }
#else
void log_pair(int8_t a, double b) { shared_total += a + (int)b; }
#endif
#endif
