#include "e2e_check.h"
#include "guard_page_tail_ispc.h"
#include <sys/mman.h>
#include <unistd.h>
#include <cstdlib>

// Returns memory for `bytes` bytes that ends exactly at an inaccessible page.
static void *at_page_end(size_t bytes) {
  size_t pg = (size_t)sysconf(_SC_PAGESIZE);
  size_t pages = (bytes + pg - 1) / pg + 1;
  char *base = (char *)mmap(nullptr, (pages + 1) * pg, PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) { std::printf("mmap failed\n"); std::exit(1); }
  mprotect(base + pages * pg, pg, PROT_NONE);
  return base + pages * pg - bytes;
}

int main() {
  long long digest = 0;
  for (int n : {1, 2, 3, 5, 7, 9, 15, 17, 31, 33, 47}) {
    float *fs = (float *)at_page_end(n * sizeof(float));
    float *fd = (float *)at_page_end(n * sizeof(float));
    for (int i = 0; i < n; ++i) fs[i] = i * 0.5f - 3;
    ispc::copy_scale(fs, fd, n);
    for (int i = 0; i < n; ++i) e2e_expect_near("copy", i, fd[i], fs[i] * 2 + 1, 0);

    int *is = (int *)at_page_end(n * sizeof(int));
    int *id = (int *)at_page_end(n * sizeof(int));
    for (int i = 0; i < n; ++i) is[i] = i * i;
    ispc::reversed(is, id, n);
    for (int i = 0; i < n; ++i) { e2e_expect_eq("rev", i, id[i], is[n - 1 - i] - i); digest += id[i]; }

    int *s3 = (int *)at_page_end(3 * n * sizeof(int));
    for (int i = 0; i < 3 * n; ++i) s3[i] = i * 7 % 19;
    ispc::strided(s3, id, n);
    for (int i = 0; i < n; ++i) { e2e_expect_eq("strided", i, id[i], s3[3 * i] + s3[3 * i + 2]); digest += id[i]; }

    double *tab = (double *)at_page_end(n * sizeof(double));
    int *ix = (int *)at_page_end(n * sizeof(int));
    double *dd = (double *)at_page_end(n * sizeof(double));
    for (int i = 0; i < n; ++i) { tab[i] = i * 1.5; ix[i] = (i * 5 + 3) % n; }
    ispc::gather_tail(tab, ix, dd, n);
    for (int i = 0; i < n; ++i) { e2e_expect_near("gather", i, dd[i], tab[ix[i]] * 0.5, 0); digest += (long long)(dd[i] * 4); }

    int64_t *q = (int64_t *)at_page_end(n * sizeof(int64_t));
    int64_t *qd = (int64_t *)at_page_end(n * sizeof(int64_t));
    for (int i = 0; i < n; ++i) q[i] = (int64_t)i << 35;
    ispc::manual_tail(q, qd, n);
    for (int i = 0; i < n; ++i) { e2e_expect_eq("manual", i, qd[i], q[i] * 3); digest += qd[i] >> 30; }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("guard_page_tail");
}
