#include "e2e_check.h"
#include "darm_user_programs2_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>
using namespace ispc;
// Scalar references of the session 18 probe programs (darm_user_programs2.spmd).
static unsigned sd = 18301;
static unsigned rnd() { sd = sd * 1103515245u + 12345u; return (sd >> 8) & 0xffffff; }
static float frnd() { return (rnd() % 100000) / 100000.0f; }
struct F3 { float x, y, z; };
static F3 mk3(float x, float y, float z) { return {x, y, z}; }
static float dot3(F3 a, F3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static F3 add3(F3 a, F3 b) { return mk3(a.x + b.x, a.y + b.y, a.z + b.z); }
static F3 scale3(F3 a, float s) { return mk3(a.x * s, a.y * s, a.z * s); }
static F3 norm3(F3 a) { float l = std::sqrt(dot3(a, a)); return scale3(a, 1.0f / l); }
static F3 reflect3(F3 d, F3 n) { return add3(d, scale3(n, -2.0f * dot3(d, n))); }
static void sift_down(int *h, int size, int v) { int i = 0;
  while (true) { int c = 2 * i + 1; if (c >= size) break; int cv = h[c]; if (c + 1 < size) { int rv = h[c + 1]; if (rv < cv) { c = c + 1; cv = rv; } } if (cv >= v) break; h[i] = cv; i = c; }
  h[i] = v; }
int main() {
  const int n = 131;
  const bool blocky = false; // the probe hosts' BLOCKY switch (all data gang-coherent), off here
  // random sides for the first 64 elements, gang-coherent runs of 24 after
  auto pick = [&](int i, int m) { return blocky || i >= 64 ? (i / 24) % m : (int)(rnd() % m); };
  const int W = gang_width();
  { // material_scatter
    std::vector<float> dx(n), dy(n), dz(n), nx(n), ny(n), nz(n), ro(n), io(n), ox(n), oy(n), oz(n), at(n); std::vector<int> k(n);
    for (int i = 0; i < n; ++i) { F3 d = norm3(mk3(frnd() - 0.5f, frnd() - 0.9f, frnd() - 0.5f)); F3 nn = norm3(mk3(frnd() - 0.5f, frnd() + 0.1f - (i % 3 == 0 ? 1.0f : 0.0f), frnd() - 0.5f));
      dx[i] = d.x; dy[i] = d.y; dz[i] = d.z; nx[i] = nn.x; ny[i] = nn.y; nz[i] = nn.z; k[i] = pick(i, 3); ro[i] = frnd() * 0.5f; io[i] = 1.2f + frnd(); }
    material_scatter(dx.data(), dy.data(), dz.data(), nx.data(), ny.data(), nz.data(), k.data(), ro.data(), io.data(), ox.data(), oy.data(), oz.data(), at.data(), n);
    for (int i = 0; i < n; ++i) { F3 d = mk3(dx[i], dy[i], dz[i]), nn = mk3(nx[i], ny[i], nz[i]);
      F3 j = mk3(((i * 37) % 11 - 5) * 0.1f, ((i * 53) % 13 - 6) * 0.1f, ((i * 71) % 7 - 3) * 0.1f); F3 o; float a;
      if (k[i] == 0) { o = norm3(add3(nn, j)); a = 0.5f + 0.3f * nn.y; }
      else if (k[i] == 1) { F3 r = reflect3(d, nn); o = norm3(add3(r, scale3(j, ro[i]))); a = dot3(o, nn) > 0.0f ? 0.9f : 0.0f; }
      else { float eta = 1.0f / io[i]; float c = -dot3(d, nn); F3 nf = nn; if (c < 0.0f) { c = -c; eta = io[i]; nf = scale3(nn, -1.0f); }
        float kk = 1.0f - eta * eta * (1.0f - c * c); if (kk < 0.0f) { o = reflect3(d, nf); a = 1.0f; } else { o = add3(scale3(d, eta), scale3(nf, eta * c - std::sqrt(kk))); a = 0.96f; } }
      e2e_expect_eq("ms.x", i, ox[i], o.x); e2e_expect_eq("ms.y", i, oy[i], o.y); e2e_expect_eq("ms.z", i, oz[i], o.z); e2e_expect_eq("ms.a", i, at[i], a); }
    std::printf("material_scatter ok\n"); }
  { // bresenham_sum
    const int gw = 32, gh = 24; std::vector<int> g(gw * gh), x0(n), y0(n), x1(n), y1(n), s(n);
    for (int i = 0; i < gw * gh; ++i) g[i] = (i * 31) % 17;
    for (int i = 0; i < n; ++i) { x0[i] = rnd() % gw; y0[i] = rnd() % gh; x1[i] = rnd() % gw; y1[i] = rnd() % gh; if (blocky && (i / 40) % 2) { y1[i] = y0[i]; } }
    bresenham_sum(g.data(), gw, x0.data(), y0.data(), x1.data(), y1.data(), s.data(), n);
    long tot = 0;
    for (int i = 0; i < n; ++i) { int ax = x0[i], ay = y0[i], bx = x1[i], by = y1[i], dx = std::abs(bx - ax), dy = std::abs(by - ay), sx = ax < bx ? 1 : -1, sy = ay < by ? 1 : -1, ss = 0;
      if (dx >= dy) { int err = 2 * dy - dx, y = ay; for (int x = ax; x != bx + sx; x += sx) { ss += g[y * gw + x]; if (err > 0) { y += sy; err -= 2 * dx; } err += 2 * dy; } }
      else { int err = 2 * dx - dy, x = ax; for (int y = ay; y != by + sy; y += sy) { ss += g[y * gw + x]; if (err > 0) { x += sx; err -= 2 * dy; } err += 2 * dx; } }
      e2e_expect_eq("bres", i, s[i], ss); tot += ss; }
    std::printf("bresenham_sum %ld\n", tot); }
  { // varint_decode
    std::vector<uint8_t> buf; std::vector<int> vo(n), sg(n), used(n); std::vector<int64_t> want(n), out(n);
    for (int i = 0; i < n; ++i) { sg[i] = pick(i, 2); int bits = rnd() % 64; int64_t x = (int64_t)(((uint64_t)rnd() << 40) ^ ((uint64_t)rnd() << 20) ^ rnd()) >> (63 - bits % 63);
      if (sg[i] && (rnd() & 1)) x = -x; if (!sg[i] && x < 0) x = -x;
      want[i] = x; uint64_t u = sg[i] ? ((uint64_t)x << 1) ^ (uint64_t)(x >> 63) : (uint64_t)x; vo[i] = (int)buf.size();
      do { uint8_t b = u & 0x7f; u >>= 7; if (u) b |= 0x80; buf.push_back(b); } while (u); }
    buf.resize(buf.size() + 16, 0);
    varint_decode(buf.data(), vo.data(), sg.data(), out.data(), used.data(), n);
    for (int i = 0; i < n; ++i) { int k = vo[i]; uint64_t v = 0; int shift = 0, b;
      do { b = buf[k++]; v |= ((uint64_t)(b & 0x7f)) << shift; shift += 7; } while ((b & 0x80) != 0 && shift < 64);
      int64_t r = sg[i] ? ((int64_t)(v >> 1) ^ -((int64_t)(v & 1))) : (int64_t)v;
      e2e_expect_eq("var.v", i, out[i], r); e2e_expect_eq("var.want", i, r, want[i]); e2e_expect_eq("var.u", i, used[i], k - vo[i]); }
    std::printf("varint_decode ok\n"); }
  // text lines for crc_mixed: pieces from a vocabulary
  const char *voc[] = {"foo", "x1", "42", "3.14", "\"hi\"", "\"a\\\"b\"", "+", "(", ")", "//c", "; ", "#tag", "  ", "_id9", "7e3", ";", "word", "\"", "//"};
  std::string all; std::vector<int> off(n), len(n);
  for (int i = 0; i < n; ++i) { off[i] = (int)all.size(); int np = blocky ? 1 + (i / 40) % 6 : 1 + rnd() % 9; std::string l;
    for (int p = 0; p < np; ++p) { l += voc[rnd() % 19]; if (rnd() % 2) l += " "; }
    all += l; len[i] = (int)l.size(); all += '\0'; }
  all += std::string(8, '\0');
  std::vector<int8_t> text(all.begin(), all.end());
  { // crc_mixed: each lane's text line
    uint8_t *u = (uint8_t *)text.data(); std::vector<int> wide(n); std::vector<uint32_t> c(n);
    for (int i = 0; i < n; ++i) wide[i] = pick(i, 2);
    crc_mixed(u, off.data(), len.data(), wide.data(), c.data(), n);
    uint32_t dig = 0;
    for (int s = 0; s < n; ++s) { int b = off[s], e = off[s] + len[s]; uint32_t cc;
      if (wide[s]) { cc = 0xffffffffu; for (int k = b; k < e; ++k) { cc ^= u[k]; for (int j = 0; j < 8; ++j) cc = (cc & 1) ? (cc >> 1) ^ 0xEDB88320u : cc >> 1; } cc = ~cc; }
      else { cc = 0xffff; for (int k = b; k < e; ++k) { cc ^= ((uint32_t)u[k]) << 8; for (int j = 0; j < 8; ++j) cc = (cc & 0x8000) ? ((cc << 1) ^ 0x1021) & 0xffff : (cc << 1) & 0xffff; } }
      e2e_expect_eq("crc", s, c[s], cc); dig += cc; }
    std::printf("crc_mixed %u\n", dig); }
  { // heap_replace, heap_insert
    std::vector<int> h(16 * n), v(n), v2(n);
    for (int l = 0; l < n; ++l) { int size = blocky ? ((l / 40) % 2 ? 15 : 6) : rnd() % 16; std::vector<int> e(size); for (auto &x : e) x = rnd() % 1000;
      std::make_heap(e.begin(), e.end(), std::greater<int>()); for (int k = 0; k < 15; ++k) h[16 * l + k] = k < size ? e[k] : -7; h[16 * l + 15] = size; v[l] = rnd() % 1000; v2[l] = rnd() % 1000; }
    std::vector<int> ref = h;
    heap_replace(h.data(), v.data(), n);
    for (int l = 0; l < n; ++l) { int size = ref[16 * l + 15]; if (size > 0) sift_down(&ref[16 * l], size, v[l]); else ref[16 * l] = v[l]; }
    for (int k = 0; k < 16 * n; ++k) e2e_expect_eq("hrep", k, h[k], ref[k]);
    heap_insert(h.data(), v2.data(), n);
    for (int l = 0; l < n; ++l) { int *H = &ref[16 * l]; int size = H[15], x = v2[l];
      if (size < 15) { int i = size; while (i > 0) { int p = (i - 1) / 2; if (H[p] <= x) break; H[i] = H[p]; i = p; } H[i] = x; H[15] = size + 1; }
      else if (x > H[0]) sift_down(H, 15, x); }
    for (int k = 0; k < 16 * n; ++k) e2e_expect_eq("hins", k, h[k], ref[k]);
    long s = 0; for (int l = 0; l < n; ++l) s += h[16 * l] + h[16 * l + 15];
    std::printf("heaps %ld\n", s); }
  { // bfs_step: random graph, levels until empty
    const int V = 3 * n; std::vector<int> rowp(V + 1), cols;
    for (int v = 0; v < V; ++v) { rowp[v] = (int)cols.size(); int deg = 1 + rnd() % 4; for (int d = 0; d < deg; ++d) cols.push_back(rnd() % V); if (v + 1 < V && rnd() % 2) cols.push_back(v + 1); }
    rowp[V] = (int)cols.size();
    std::vector<int> dist(V, -1), parent(V, -1), front = {0}, next(V), cnt(1);
    std::vector<int> rdist(V, -1); rdist[0] = 0; dist[0] = 0; std::vector<int> rf = {0};
    int level = 0, reached = 1;
    while (!front.empty()) {
      cnt[0] = 0; bfs_step(rowp.data(), cols.data(), front.data(), (int)front.size(), dist.data(), parent.data(), next.data(), cnt.data(), level);
      std::set<int> want; for (int v : rf) for (int e = rowp[v]; e < rowp[v + 1]; ++e) { int u = cols[e]; if (rdist[u] == -1) { rdist[u] = level + 1; want.insert(u); } }
      std::set<int> got(next.begin(), next.begin() + cnt[0]);
      e2e_expect_eq("bfs.cnt", level, cnt[0], (int)want.size()); e2e_expect_eq("bfs.set", level, (int)(got == want), 1);
      for (int u : got) { int p = parent[u]; bool ok = false; for (int v : rf) if (v == p) for (int e = rowp[v]; e < rowp[v + 1]; ++e) ok |= cols[e] == u; e2e_expect_eq("bfs.par", u, (int)ok, 1); }
      rf.assign(want.begin(), want.end()); front.assign(next.begin(), next.begin() + cnt[0]); reached += cnt[0]; ++level; }
    for (int v = 0; v < V; ++v) e2e_expect_eq("bfs.dist", v, dist[v], rdist[v]);
    std::printf("bfs levels %d reached %d\n", level, reached); }
  { // q32_ops
    std::vector<int64_t> a(n), b(n), o(n); std::vector<int> op(n);
    for (int i = 0; i < n; ++i) { a[i] = ((int64_t)(rnd() % 2000) - 1000) * (int64_t)4294967296LL / 7 + rnd(); b[i] = ((int64_t)(rnd() % 200) - 100) * (int64_t)4294967296LL / 3 + rnd(); op[i] = pick(i, 2); }
    q32_ops(a.data(), b.data(), op.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int64_t x = a[i], y = b[i], r;
      if (op[i]) { bool neg = (x < 0) != (y < 0); uint64_t ux = x < 0 ? (uint64_t)(-x) : (uint64_t)x, uy = y < 0 ? (uint64_t)(-y) : (uint64_t)y;
        uint64_t xh = ux >> 32, xl = ux & 0xffffffffu, yh = uy >> 32, yl = uy & 0xffffffffu; uint64_t m = (xh * yh << 32) + xh * yl + xl * yh + ((xl * yl) >> 32); r = neg ? -(int64_t)m : (int64_t)m; }
      else { int sh = (int)(y & 15); r = (x + ((int64_t)1 << sh >> 1)) >> sh; }
      e2e_expect_eq("q32", i, o[i], r); }
    std::printf("q32_ops ok\n"); }
  { // loop_forms
    std::vector<int> a(n), o(n);
    for (int i = 0; i < n; ++i) a[i] = blocky ? 2 * (int)(rnd() % 40) + (i / 40) % 2 : rnd() % 80;
    loop_forms(a.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int v = a[i], s = 0;
      if (v & 1) { int k = 0; do { ++k; if (k % 3 == 0) continue; for (int j = 0; j < k; ++j) { if (j * v > 200) break; s += j ^ v; } } while (k < (v & 15)); }
      else { int k = v & 15; while (true) { if (k <= 0) break; for (int j = k; j < 12; ++j) { if ((j + v) % 7 == 0) break; s += j * 3 - v; } k -= 2; } }
      e2e_expect_eq("lf", i, o[i], s); }
    std::printf("loop_forms ok\n"); }
  { // fallthrough_ops
    std::vector<int> ops(n), x(n), o(n);
    for (int i = 0; i < n; ++i) { ops[i] = pick(i, 7); x[i] = (int)(rnd() % 1000) - 500; }
    fallthrough_ops(ops.data(), x.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int v = x[i];
      switch (ops[i]) { case 0: v += 7; case 1: v *= 3; case 2: v ^= 0x55; break; case 3: v -= 100; case 4: v = v < 0 ? -v : v; default: v = (int)((unsigned)v << 1); }
      e2e_expect_eq("ft", i, o[i], v); }
    std::printf("fallthrough_ops ok\n"); }
  { // coherent_xlane: n a multiple of any gang size up to 64
    const int m = 768; std::vector<int> x(m), o(m);
    for (int i = 0; i < m; ++i) x[i] = (int)(rnd() % 1000) - 300;
    coherent_xlane(x.data(), o.data(), m);
    for (int i = 0; i < m; ++i) { int g = i / W, l = i % W, b = g * W, r;
      if (g % 3 == 0) r = x[b + (l + 1) % W] + x[i];
      else if (g % 3 == 1) r = x[b + W - 1 - l] - x[i];
      else { int s = 0; for (int k = 0; k < W; ++k) s += x[b + k]; r = x[b] * 2 + s; }
      e2e_expect_eq("cx", i, o[i], r); }
    std::printf("coherent_xlane ok\n"); }
  { // reduce_divergent
    std::vector<int> x(n), o(n), p(n);
    for (int i = 0; i < n; ++i) x[i] = blocky ? ((i / 40) % 2 ? 1 : -1) * (int)(rnd() % 100) : (int)(rnd() % 200) - 100;
    reduce_divergent(x.data(), o.data(), p.data(), n);
    for (int b = 0; b < n; b += W) { int e = std::min(n, b + W); int sum = 0, mn = 1 << 30, pre = 0, cnt = 0;
      for (int i = b; i < e; ++i) if (x[i] > 0) sum += x[i]; else mn = std::min(mn, x[i]);
      for (int i = b; i < e; ++i) { if (x[i] > 0) { e2e_expect_eq("rd.sum", i, o[i], sum); e2e_expect_eq("rd.pre", i, p[i], pre); pre += x[i]; }
        else { e2e_expect_eq("rd.min", i, o[i], mn); e2e_expect_eq("rd.cnt", i, p[i], cnt); ++cnt; } } }
    std::printf("reduce_divergent ok\n"); }
  { // print_assert
    std::vector<int> x(n), o(n);
    for (int i = 0; i < n; ++i) x[i] = (int)(rnd() % 1000);
    print_assert(x.data(), o.data(), n);
    std::fflush(stdout);
    for (int i = 0; i < n; ++i) e2e_expect_eq("pa", i, o[i], x[i] % 2 == 0 ? x[i] / 2 : 3 * x[i] + 1);
    std::printf("print_assert ok\n"); }
  if (e2e_failures) { std::printf("FAILED %d\n", e2e_failures); return 1; }
  std::printf("ok\n"); return 0;
}
