// Host of user_programs_lang24b.spmd: each part computes the expected
// results in scalar C++ and compares them exactly; the header's structs
// are checked against the layout SPMD code measures.
#include "e2e_check.h"
#include "user_programs_lang24b_ispc.h"
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace ispc;

static int logged = 0;
extern "C" float host_scale(float x, int lane) { return x * 10 + lane * 0.0f; }
extern "C" void host_log(int tag, int *d, int n) {
  logged = tag + d[0] + d[n - 1];
}

// C's layout of the header's struct (the same on x86-64 and AArch64).
static_assert(sizeof(Inner) == 24, "Inner");
static_assert(offsetof(Mixed, i64) == 8, "Mixed::i64");
static_assert(offsetof(Mixed, in) == 24, "Mixed::in");
static_assert(offsetof(Mixed, v3) % 16 == 0, "float<3> is 16-aligned");
static_assert(sizeof(Color) == 4, "enum");

// ---- layout ----
static void part_layout() {
  Mixed m;
  std::memset(&m, 0, sizeof m);
  Small s[37];
  std::memset(s, 0x55, sizeof s);
  int target = 0;
  fill(&m, s, 37, &target);
  uint16_t hb;
  std::memcpy(&hb, &m.h, 2);
  e2e_expect_eq("layout.flag", 0, (int)m.flag, 1);
  e2e_expect_eq("layout.i8", 0, (int)m.i8, -3);
  e2e_expect_eq("layout.i16", 0, (int)m.i16, -300);
  e2e_expect_eq("layout.h", 0, (int)hb, (int)e2e_to_half(1.5));
  e2e_expect_eq("layout.i64", 0, (long long)m.i64, -5000000000LL);
  e2e_expect_near("layout.f", 0, m.f, 2.5, 0);
  for (int k = 0; k < 3; ++k)
    e2e_expect_eq("layout.bytes", k, (int)m.bytes[k], 250 + k);
  e2e_expect_eq("layout.in.a", 0, (int)m.in.a, 7);
  e2e_expect_near("layout.in.d", 0, m.in.d, 3.25, 0);
  e2e_expect_eq("layout.in.s", 0, (int)m.in.s, 1234);
  e2e_expect_near("layout.arr", 0, m.arr[1].d, -1.0, 0);
  e2e_expect_eq("layout.arr", 1, (int)m.arr[1].s, -2);
  e2e_expect_near("layout.arr", 2, m.arr[0].d, 0.0, 0);
  e2e_expect_eq("layout.c", 0, (int)m.c, 6);
  e2e_expect_near("layout.dd", 0, m.dd, 6.5, 0);
  for (int k = 0; k < 3; ++k)
    e2e_expect_near("layout.v3", k, m.v3.v[k], k + 1.0, 0);
  e2e_expect_eq("layout.ptr", 0, (long long)(m.ptr == &target), 1LL);
  for (int i = 0; i < 37; ++i)
    e2e_expect_eq("layout.small", i, (int)s[i].a, (int)(int8_t)(i * 3));
  int out[14];
  layout(out);
  const size_t want[14] = {sizeof(Mixed),
                           sizeof(Inner),
                           sizeof(Color),
                           offsetof(Mixed, i16),
                           offsetof(Mixed, h),
                           offsetof(Mixed, i64),
                           offsetof(Mixed, bytes),
                           offsetof(Mixed, in),
                           offsetof(Mixed, arr) + sizeof(Inner) +
                               offsetof(Inner, s),
                           offsetof(Mixed, c),
                           offsetof(Mixed, dd),
                           offsetof(Mixed, v3),
                           offsetof(Mixed, ptr),
                           sizeof(Small)};
  for (int k = 0; k < 14; ++k)
    e2e_expect_eq("layout.offsets", k, out[k], (int)want[k]);
}

static void part_params() {
  float src[19], dst[19];
  for (int i = 0; i < 19; ++i)
    src[i] = i * 1.5f;
  twice(src, dst, 19);
  for (int i = 0; i < 19; ++i)
    e2e_expect_near("twice", i, dst[i], src[i] * 2, 0);
  int arr[21] = {0};
  int *pa = arr;
  bump_all(&pa, 21);
  for (int i = 0; i < 21; ++i)
    e2e_expect_eq("bump_all", i, arr[i], i);
  e2e_expect_eq("bump_all.moved", 0, (int)(pa - arr), 21);
  Inner in{};
  in.s = 9;
  int count = 0;
  refs(in, count);
  e2e_expect_eq("refs", 0, (int)in.s, 10);
  e2e_expect_eq("refs", 1, count, gang());
}

static void part_soa() {
  const int n = 21, blocks = 3;
  P_SOA8 *p = (P_SOA8 *)std::aligned_alloc(64, sizeof(P_SOA8) * blocks);
  for (int i = 0; i < n; ++i) {
    p[i / 8].x[i % 8] = i;
    p[i / 8].id[i % 8] = i * 2;
    p[i / 8].w[0][i % 8] = i * 0.25;
    p[i / 8].w[1][i % 8] = 0;
  }
  soa_scale(p, n, 3.0f);
  for (int i = 0; i < n; ++i) {
    e2e_expect_near("soa.x", i, p[i / 8].x[i % 8], 3.0 * i, 0);
    e2e_expect_eq("soa.id", i, (int)p[i / 8].id[i % 8], i * 2 + 1);
    e2e_expect_near("soa.w", i, p[i / 8].w[1][i % 8], i * 0.25 + i, 0);
  }
  e2e_expect_eq("soa.size", 0, soa_size(), (int)sizeof(P_SOA8));
  std::free(p);
}

static void part_results() {
  float v[23];
  double total = 0;
  for (int i = 0; i < 23; ++i)
    total += v[i] = i * 0.5f;
  Stats *st = stats_after(v, 23);
  st = stats_after(v, 23);
  e2e_expect_eq("stats.calls", 0, st->calls, 2);
  e2e_expect_near("stats.total", 0, st->total, 2 * total, 0);
  Cell cells[13];
  Cell *rows[13];
  for (int i = 0; i < 13; ++i)
    rows[i] = &cells[12 - i];
  set_cells(rows, 13);
  for (int i = 0; i < 13; ++i) {
    e2e_expect_eq("cells.v", i, cells[12 - i].v, i * i);
    e2e_expect_eq("cells.tag", i, (int)cells[12 - i].tag, -i);
  }
}

// ---- interop ----
static void part_interop() {
  const int n = 37;
  float in[n], out[n];
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7) % 5;
  per_lane_calls(in, out, n);
  for (int i = 0; i < n; ++i)
    e2e_expect_near("per_lane_calls", i, out[i],
                    in[i] > 2 ? in[i] * 10 : -in[i], 0);
  e2e_expect_eq("host_log", 0, logged, 12);
}

// ---- memory ----
static void part_memory() {
  const int N = 29, W = gang();
  int counts[N];
  float sums[N];
  for (int i = 0; i < N; ++i)
    counts[i] = (i * 5) % 9;
  lists(counts, sums, N);
  for (int i = 0; i < N; ++i) {
    float s = 0;
    for (int k = counts[i] - 1; k >= 0; --k)
      s += (k * 0.5f + i) * (k + 1);
    e2e_expect_near("lists", i, sums[i], s, 0);
  }
  int src[64], out[64];
  for (int i = 0; i < 64; ++i)
    src[i] = i * 7 - 20;
  mems(src, out, N);
  for (int i = 0; i < N; ++i) {
    int d[16];
    std::memset(d, 0xff, sizeof d);
    std::memcpy(d, src + i, (i % 7) * 4);
    int acc = 0;
    for (int k = 0; k < 16; ++k)
      acc = acc * 3 + d[k];
    e2e_expect_eq("mems", i, out[i], acc);
  }
  // Static locals: `calls` per program instance (the lane of the gang),
  // `ucalls` once per gang in which some instance calls.
  std::vector<int> so(64), calls(W, 0), ref(64);
  statics(so.data(), N);
  statics(so.data() + 32, N);
  int ucalls = 0;
  for (int rep = 0; rep < 2; ++rep)
    for (int base = 0; base < N; base += W) {
      bool any = false;
      for (int l = 0; l < W && base + l < N; ++l)
        any |= (base + l) % 3 != 1;
      ucalls += any;
      for (int l = 0; l < W && base + l < N; ++l) {
        int i = base + l, r = 0;
        if (i % 3 != 1) {
          calls[l] += i;
          r = calls[l] * 100 + ucalls;
        }
        ref[rep * 32 + i] = r;
      }
    }
  for (int rep = 0; rep < 2; ++rep)
    for (int i = 0; i < N; ++i)
      e2e_expect_eq("statics", rep * 32 + i, so[rep * 32 + i],
                    ref[rep * 32 + i]);
  std::vector<int> ain(W), aout(W);
  for (int l = 0; l < W; ++l)
    ain[l] = l + 1;
  accum(ain.data(), aout.data());
  accum(ain.data(), aout.data());
  for (int l = 0; l < W; ++l)
    e2e_expect_eq("accum", l, aout[l], 10 + 2 * (l + 1));
  int u[3];
  uniform_ctx(u);
  int s = 0, t = 0;
  for (int k = 0; k < W; ++k) {
    s += k;
    t += (W - k) * k;
  }
  e2e_expect_eq("uniform_ctx", 0, u[0], (3 % W) * 2 + 1);
  e2e_expect_eq("uniform_ctx", 1, u[1], s);
  e2e_expect_eq("uniform_ctx", 2, u[2], t);
}

int main() {
  part_layout();
  part_params();
  part_soa();
  part_results();
  part_interop();
  part_memory();
  return e2e_finish("user_programs_lang24b");
}
