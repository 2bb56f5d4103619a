#include "e2e_check.h"
#include "darm_user_programs_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
using namespace ispc;
// Scalar references of the session 17 probe programs (darm_user_programs.spmd).
static unsigned sd = 17301;
static int rnd() { sd = sd * 1103515245u + 12345u; return (int)((sd >> 8) & 0xffffff); }
struct V { float x, y, z; };
static V mk(float x, float y, float z) { return {x, y, z}; }
static float dotv(V a, V b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static V subv(V a, V b) { return mk(a.x - b.x, a.y - b.y, a.z - b.z); }
int main() {
  const int n = 131;
  { // bvh_trace: 16 spheres in 4 leaves, 3 interior nodes (0: root, 1,2 children; leaves 3..6)
    const int ns = 16; std::vector<float> cx(ns), cy(ns), cz(ns);
    for (int k = 0; k < ns; ++k) { cx[k] = (k % 4) * 0.25f + 0.1f; cy[k] = (k / 4) * 0.25f + 0.1f + (k % 3) * 0.02f; cz[k] = 0.5f + (k % 5) * 0.1f; }
    std::vector<Node> nodes(7);
    auto leaf = [&](int id, int first) { Node &nd = nodes[id]; for (int a = 0; a < 3; ++a) { nd.lo[a] = 1e9f; nd.hi[a] = -1e9f; }
      for (int k = first; k < first + 4; ++k) { float c[3] = {cx[k], cy[k], cz[k]}; for (int a = 0; a < 3; ++a) { nd.lo[a] = std::min(nd.lo[a], c[a] - 0.05f); nd.hi[a] = std::max(nd.hi[a], c[a] + 0.05f); } }
      nd.left = nd.right = -1; nd.first = first; nd.count = 4; };
    auto inner = [&](int id, int l, int r) { Node &nd = nodes[id]; for (int a = 0; a < 3; ++a) { nd.lo[a] = std::min(nodes[l].lo[a], nodes[r].lo[a]); nd.hi[a] = std::max(nodes[l].hi[a], nodes[r].hi[a]); }
      nd.left = l; nd.right = r; nd.first = 0; nd.count = 0; };
    leaf(3, 0); leaf(4, 4); leaf(5, 8); leaf(6, 12); inner(1, 3, 4); inner(2, 5, 6); inner(0, 1, 2);
    std::vector<float> ox(n), oy(n), dy(n), tout(n); std::vector<int> vis(n);
    for (int r = 0; r < n; ++r) { ox[r] = (r % 23) / 22.0f; oy[r] = ((r * 7) % 19) / 18.0f; dy[r] = ((r % 5) - 2) * 0.01f + 0.003f; }
    bvh_trace(nodes.data(), cx.data(), cy.data(), cz.data(), ox.data(), oy.data(), dy.data(), tout.data(), vis.data(), n);
    int hits = 0;
    for (int r = 0; r < n; ++r) { V o = mk(ox[r], oy[r], -1.0f), d = mk(0.03125f, dy[r], 1.0f); float invd[3] = {32.0f, 1.0f / dy[r], 1.0f}; float oo[3] = {o.x, o.y, o.z};
      int st[32], sp = 0; st[sp++] = 0; float best = 1e30f; int v = 0;
      while (sp > 0) { int ni = st[--sp]; ++v; float t0 = 0.0f, t1 = best;
        for (int a = 0; a < 3; ++a) { float ta = (nodes[ni].lo[a] - oo[a]) * invd[a], tb = (nodes[ni].hi[a] - oo[a]) * invd[a];
          t0 = std::max(t0, std::min(ta, tb)); t1 = std::min(t1, std::max(ta, tb)); }
        if (t0 > t1) continue;
        if (nodes[ni].count > 0) { for (int k = nodes[ni].first; k < nodes[ni].first + nodes[ni].count; ++k) {
            V oc = subv(o, mk(cx[k], cy[k], cz[k])); float b = dotv(oc, d), c = dotv(oc, oc) - 0.0025f, a = dotv(d, d); float disc = b * b - a * c;
            if (disc >= 0.0f) { float t = (-b - std::sqrt(disc)) / a; if (t > 0.0f && t < best) best = t; } } }
        else { st[sp++] = nodes[ni].right; st[sp++] = nodes[ni].left; } }
      hits += best < 1e29f;
      e2e_expect_eq("bvh.t", r, tout[r], best); e2e_expect_eq("bvh.vis", r, vis[r], v); }
    std::printf("bvh hits %d\n", hits); }
  { // fsm_comments
    const char *pieces[] = {"x=1;", "/*c*/", "// end", "\"s/*\"", "a/b", "**", "/**/", "y"};
    std::vector<int8_t> text(n * 48, ' '); std::vector<int> cnt(3 * n);
    for (int s = 0; s < n; ++s) { std::string t; while (t.size() < 48) t += pieces[rnd() % 8]; std::memcpy(&text[s * 48], t.data(), 48); }
    fsm_comments(text.data(), cnt.data(), n);
    for (int s = 0; s < n; ++s) { int st = 0, code = 0, com = 0, str = 0; for (int k = 0; k < 48; ++k) { int c = text[s * 48 + k];
        switch (st) { case 0: if (c == '/') st = 1; else if (c == '"') { st = 4; ++str; } else ++code; break;
        case 1: if (c == '*') { st = 2; com += 2; } else if (c == '/') { st = 5; com += 2; } else { st = 0; code += 2; } break;
        case 2: ++com; if (c == '*') st = 3; break; case 3: ++com; if (c == '/') st = 0; else if (c != '*') st = 2; break;
        case 4: ++str; if (c == '"') st = 0; break; default: ++com; } }
      e2e_expect_eq("fsm.code", s, cnt[3 * s], code); e2e_expect_eq("fsm.com", s, cnt[3 * s + 1], com); e2e_expect_eq("fsm.str", s, cnt[3 * s + 2], str); } }
  { // interp
    std::vector<int8_t> code(n * 16); std::vector<int> arg(n), out(n);
    for (int s = 0; s < n; ++s) { for (int k = 0; k < 16; ++k) code[s * 16 + k] = rnd() % 11; code[s * 16 + 15 - s % 4] = (s % 3) ? 0 : code[s * 16 + 15 - s % 4]; arg[s] = rnd() % 200 - 50; }
    interp(code.data(), arg.data(), out.data(), n);
    for (int s = 0; s < n; ++s) { int st[8] = {0}, sp = 1, pc = 0, acc = arg[s], steps = 0;
      while (pc < 16 && steps < 64) { int op = code[s * 16 + pc]; ++steps;
        switch (op) { case 0: pc = 16; break; case 1: st[sp++] = acc; ++pc; break; case 2: acc = st[--sp]; ++pc; break;
        case 3: acc = acc + st[sp - 1]; ++pc; break; case 4: acc = (int)((unsigned)acc * (unsigned)st[sp - 1]); ++pc; break; case 5: acc -= 3; ++pc; break;
        case 6: acc = acc ^ (acc >> 2); ++pc; break; case 7: if (acc > 100) pc += 2; else ++pc; break; case 8: if (acc & 1) pc = std::max(pc - 3, 0); else ++pc; break;
        default: acc += op; ++pc; }
        if (sp > 7) sp = 7; if (sp < 1) { sp = 1; st[0] = 0; } }
      e2e_expect_eq("interp", s, out[s], (int)((unsigned)acc * 100u + steps)); } }
  { // csr_spmv64
    std::vector<int64_t> rp(n + 1), col; std::vector<double> val, x(n), y(n);
    for (auto &v : x) v = (rnd() % 100) * 0.01;
    rp[0] = 0; for (int r = 0; r < n; ++r) { int len = rnd() % 7; bool dg = r % 3; for (int k = 0; k < len; ++k) { int64_t c = rnd() % n; if (c == r && !dg) c = (c + 1) % n; col.push_back(c); val.push_back((rnd() % 200 - 100) * 0.01 + (c == r ? 5 : 0)); }
      if (dg) { col.push_back(r); val.push_back(4.0 + r % 3); } rp[r + 1] = col.size(); }
    csr_spmv64(rp.data(), col.data(), val.data(), x.data(), y.data(), n);
    for (int r = 0; r < n; ++r) { double s = 0, dg = 0; for (int64_t k = rp[r]; k < rp[r + 1]; ++k) { if (col[k] == r) dg = val[k]; else s += val[k] * x[col[k]]; }
      double w = dg != 0 ? (x[r] - s) / dg : s * 0.5; e2e_expect_eq("csr64", r, y[r], w); } }
  { std::vector<float> life(n), x(n), outx(n + 64); std::vector<int> resp(n + 1);
    for (int i = 0; i < n; ++i) { life[i] = (rnd() % 10) * 0.2f - 0.6f; x[i] = rnd() % 1000; }
    std::vector<float> l0 = life, x0 = x;
    int no = compact(life.data(), x.data(), outx.data(), resp.data(), n);
    std::vector<float> wo; std::vector<int> wr;
    for (int i = 0; i < n; ++i) { float l = l0[i], p = x0[i]; if (l > 0) { l -= 0.25f; p += l * 0.5f; wo.push_back(p); } else { l = 1.0f + p * 0.001f; p = p * 0.5f; wr.push_back(i); }
      e2e_expect_eq("cmp.l", i, life[i], l); e2e_expect_eq("cmp.x", i, x[i], p); }
    e2e_expect_eq("cmp.n", 0, no, (int)wo.size()); e2e_expect_eq("cmp.nr", 0, resp[n], (int)wr.size());
    for (size_t k = 0; k < wo.size() && k < (size_t)no; ++k) e2e_expect_eq("cmp.out", k, outx[k], wo[k]);
    for (size_t k = 0; k < wr.size() && k < (size_t)resp[n]; ++k) e2e_expect_eq("cmp.resp", k, resp[k], wr[k]);
    std::printf("compact %d %d\n", no, resp[n]); }
  { std::vector<int> a(n), out(n); for (auto &v : a) v = (int)(rnd() % 200) - 90;
    sign_scan(a.data(), out.data(), n); int cp = 0, cn = 0;
    for (int i = 0; i < n; ++i) { int w; if (a[i] >= 0) { w = cp; cp += a[i]; } else { w = cn; cn -= a[i]; } e2e_expect_eq("scan", i, out[i], w); } }
  { std::vector<float> A(n * 16), b(n * 4), x(n * 4); std::vector<int> sg(n);
    for (auto &v : A) v = (rnd() % 21 - 10) * 0.5f; for (auto &v : b) v = (rnd() % 21 - 10);
    for (int s = 0; s < n; s += 7) for (int c = 0; c < 4; ++c) A[s * 16 + 4 + c] = A[s * 16 + c] * 2; // singular rows
    solve4(A.data(), b.data(), x.data(), sg.data(), n);
    for (int s = 0; s < n; ++s) { float m[4][5]; for (int r = 0; r < 4; ++r) { for (int c = 0; c < 4; ++c) m[r][c] = A[s * 16 + r * 4 + c]; m[r][4] = b[s * 4 + r]; }
      bool sing = false; for (int c = 0; c < 4; ++c) { int p = c; for (int r = c + 1; r < 4; ++r) if (std::fabs(m[r][c]) > std::fabs(m[p][c])) p = r;
        if (std::fabs(m[p][c]) < 1e-6f) { sing = true; break; } if (p != c) for (int j = 0; j < 5; ++j) std::swap(m[c][j], m[p][j]);
        for (int r = c + 1; r < 4; ++r) { float f = m[r][c] / m[c][c]; for (int j = c; j < 5; ++j) m[r][j] -= f * m[c][j]; } }
      float xs[4] = {0, 0, 0, 0}; if (!sing) for (int r = 3; r >= 0; --r) { float v = m[r][4]; for (int j = r + 1; j < 4; ++j) v -= m[r][j] * xs[j]; xs[r] = v / m[r][r]; }
      e2e_expect_eq("solve.s", s, sg[s], (int)sing); for (int r = 0; r < 4; ++r) e2e_expect_eq("solve.x", s * 4 + r, x[s * 4 + r], xs[r]); } }
  { std::vector<Account> ac(n); std::vector<int> tx(97); for (auto &v : tx) v = rnd() % 200 - 120; for (int i = 0; i < n; ++i) ac[i] = {rnd() % 300, 0, 0}; std::vector<Account> ref = ac; int ntx = 23;
    ledger(ac.data(), tx.data(), ntx, n);
    for (int i = 0; i < n; ++i) { Account a = ref[i]; for (int t = 0; t < ntx; ++t) { int v = tx[(i * 7 + t) % 97]; if (v >= 0) { a.balance += v; a.ops++; } else { a.balance -= -v; a.ops++; if (a.balance < 0) { a.balance -= 15; a.fees += 15; } } }
      e2e_expect_eq("ledger.b", i, ac[i].balance, a.balance); e2e_expect_eq("ledger.f", i, ac[i].fees, a.fees); e2e_expect_eq("ledger.o", i, ac[i].ops, a.ops); } }
  { std::vector<uint64_t> w(n); std::vector<int> out(n), cnt(n); for (auto &x : w) x = ((uint64_t)rnd() << 40) ^ ((uint64_t)rnd() << 20) ^ rnd();
    vlc_decode(w.data(), out.data(), cnt.data(), n);
    for (int s = 0; s < n; ++s) { uint64_t x = w[s]; int pos = 0, c = 0, last = 0, sum = 0; while (pos < 58) { if (((x >> pos) & 1) == 0) { last = (x >> (pos + 1)) & 7; pos += 4; } else if (((x >> (pos + 1)) & 1) == 0) { last = (x >> (pos + 2)) & 31; pos += 7; } else pos += 2;
        sum = (int)((unsigned)sum * 3u + last); ++c; }
      e2e_expect_eq("vlc", s, out[s], sum); e2e_expect_eq("vlc.n", s, cnt[s], c); } }
  if (e2e_failures) { std::printf("FAILED %d\n", e2e_failures); return 1; }
  std::printf("ok\n");
  return 0;
}
