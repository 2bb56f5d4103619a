#include "e2e_check.h"
#include "unsigned_index_wrap_ispc.h"
#include <vector>

// Element j of a 16-bit-indexed array of 65536 floats (+ slack, so that a
// wrong contiguous access past the end reads or writes the slack, which is
// checked too, instead of faulting).
static const int N16 = 65536, Slack = 128;

int main() {
  std::vector<float> a(N16 + Slack), out(N16 + Slack);
  for (int j = 0; j < N16 + Slack; ++j) a[j] = float(j % 1000) + (j >= N16 ? 5000.f : 0.f);
  for (int off : {65530, 65535, 65520, 100, 0}) {
    const int n = 45;
    std::vector<float> g(n, -1);
    ispc::gather_u16(a.data(), g.data(), n, (uint16_t)off);
    for (int i = 0; i < n; ++i) e2e_expect_near("gather_u16", off * 100 + i, g[i], a[(off + i) % N16], 0);
  }
  for (int off : {65530, 65500, 7}) {
    const int n = 45;
    std::vector<float> b(N16 + Slack, -1.f);
    ispc::scatter_u16(b.data(), n, (uint16_t)off);
    for (int j = 0; j < N16 + Slack; ++j) {
      int i = ((j - off) % N16 + N16) % N16; // the lane that writes element j, if any
      float want = (j < N16 && i < n) ? i + 0.5f : -1.f;
      if (b[j] != want) e2e_expect_near("scatter_u16", off * 100000 + j, b[j], want, 0);
    }
    e2e_expect_near("scatter_u16-ran", off, b[off], 0.5f, 0);
  }
  for (int off : {65533, 65500}) {
    const int n = 40;
    std::vector<float> o(N16 + Slack, -1.f);
    ispc::masked_u16(a.data(), o.data(), n, (uint16_t)off);
    for (int j = 0; j < N16 + Slack; ++j) {
      int i = ((j - off) % N16 + N16) % N16;
      float want = (j < N16 && i < n && i % 3 != 1) ? a[j] * 2 : -1.f;
      if (o[j] != want) e2e_expect_near("masked_u16", off * 100000 + j, o[j], want, 0);
    }
  }
  {
    const unsigned rows = 5, K = 96, c0 = 8;
    const int cols = 77;
    std::vector<float> m(rows * K), r(rows * K, -1.f);
    for (unsigned j = 0; j < rows * K; ++j) m[j] = float(j) * 0.25f;
    ispc::rows_u32(m.data(), r.data(), rows, K, c0, cols);
    for (unsigned j = 0; j < rows * K; ++j) {
      int c = int(j % K) - int(c0);
      float want = (c >= 0 && c < cols) ? m[j] * 3 + c : -1.f;
      e2e_expect_near("rows_u32", int(j), r[j], want, 0);
    }
  }
  return e2e_finish("unsigned_index_wrap");
}
