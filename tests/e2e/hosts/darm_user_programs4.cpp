#include "e2e_check.h"
#include "darm_user_programs4_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
using namespace ispc;
// Scalar references of the session 20 probe programs (darm_user_programs4.spmd).
static unsigned sd = 20401;
static unsigned rnd() { sd = sd * 1103515245u + 12345u; return (sd >> 8) & 0xffffff; }
static float frnd() { return (rnd() % 100000) / 100000.0f; }
static const bool BLOCKY_ = false; // the probe hosts' switch for all-coherent data, off here
// random sides for the first 64 elements, gang-coherent runs of 24 after
static int pick(int i, int m) { return i >= 64 ? (i / 24) % m : (int)(rnd() % m); }
#define DONE(name) std::printf("%s ok\n", name)
static uint32_t fr(uint32_t x, uint32_t k) { uint32_t t = (x ^ k) * 0x9E3779B1u; return (t >> 15) ^ (t << 17) ^ x; }
int main() {
  const int n = 131;
  { // programs at 0 (sum n..1), 10 (3x^2-x+7), 20 (mixing), 31 (x -> x^2+7 three times)
    int code[] = {0,0, 5,0, 4,0, 6,3, 9,0, 7,0, 10,0, 8,0, 0,1, 6,-7,
                  4,0, 4,0, 3,0, 0,3, 3,0, 5,0, 2,0, 0,7, 1,0, 7,0,
                  4,0, 0,8, 3,0, 9,0, 4,0, 0,5, 2,0, 3,0, 0,13, 9,0, 7,0,
                  0,3, 4,0, 6,3, 9,0, 7,0, 5,0, 4,0, 3,0, 0,7, 1,0, 5,0, 8,0, 0,1, 6,-12};
    const int starts[4] = {0, 10, 20, 31};
    std::vector<int> st(n), ar(n), o(n), k(n);
    for (int i = 0; i < n; ++i) { int p = pick(i, 4); st[i] = starts[p]; ar[i] = p == 0 ? (int)(rnd() % 10) : (int)(rnd() % 200) - 100; }
    vm_run(code, st.data(), ar.data(), o.data(), k.data(), n);
    for (int i = 0; i < n; ++i) { uint32_t s[8]; int sp = 1, pc = st[i], kk = 0; s[0] = (uint32_t)ar[i];
      for (; kk < 64; ++kk) { int op = code[2 * pc], im = code[2 * pc + 1]; if (op == 7) break;
        switch (op) { case 0: s[sp] = (uint32_t)im; ++sp; ++pc; break; case 1: --sp; s[sp - 1] += s[sp]; ++pc; break; case 2: --sp; s[sp - 1] -= s[sp]; ++pc; break;
          case 3: --sp; s[sp - 1] *= s[sp]; ++pc; break; case 4: s[sp] = s[sp - 1]; ++sp; ++pc; break; case 5: std::swap(s[sp - 1], s[sp - 2]); ++pc; break;
          case 6: --sp; pc = s[sp] != 0 ? pc + im : pc + 1; break; case 8: s[sp - 1] -= 1; ++pc; break; case 10: s[sp - 2] += s[sp - 1]; ++pc; break;
          default: --sp; s[sp - 1] ^= s[sp]; ++pc; break; } }
      e2e_expect_eq("vm", i, o[i], (int)s[sp - 1]); e2e_expect_eq("vm.steps", i, k[i], kk); }
    DONE("vm_run"); }
  { std::vector<float> nr(3 * n), l(3 * n), v(3 * n), ro(n), o(n); std::vector<int> m(n);
    auto unit = [](float *p) { float x = frnd() * 2 - 1, y = frnd() * 2 - 1, z = frnd() * 2 - 1 + 0.01f; float s = std::sqrt(x * x + y * y + z * z); p[0] = x / s; p[1] = y / s; p[2] = z / s; };
    for (int i = 0; i < n; ++i) { unit(&nr[3 * i]); unit(&l[3 * i]); unit(&v[3 * i]); ro[i] = 0.1f + 0.8f * frnd(); m[i] = pick(i, 4); }
    brdf_eval(nr.data(), l.data(), v.data(), m.data(), ro.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float nx = nr[3*i], ny = nr[3*i+1], nz = nr[3*i+2], lx = l[3*i], ly = l[3*i+1], lz = l[3*i+2], vx = v[3*i], vy = v[3*i+1], vz = v[3*i+2];
      float ndl = std::max(nx * lx + ny * ly + nz * lz, 0.0f), r;
      float hx = lx + vx, hy = ly + vy, hz = lz + vz; float il = 1.0f / std::sqrt(hx * hx + hy * hy + hz * hz); float ndh = std::max((nx * hx + ny * hy + nz * hz) * il, 0.0f);
      if (m[i] == 0) r = ndl * 0.318309886f;
      else if (m[i] == 1) { float rx = 2.0f * ndl * nx - lx, ry = 2.0f * ndl * ny - ly, rz = 2.0f * ndl * nz - lz; float rdv = std::max(rx * vx + ry * vy + rz * vz, 0.0f); r = 0.3f * ndl + std::pow(rdv, 16.0f) * 0.7f; }
      else if (m[i] == 2) r = 0.3f * ndl + std::pow(ndh, 32.0f) * 0.7f;
      else { float a = ro[i] * ro[i]; float d = ndh * ndh * (a * a - 1.0f) + 1.0f; r = 0.3f * ndl + a * a / (3.14159265f * d * d) * ndl; }
      e2e_expect_near("brdf", i, o[i], r, 2e-4); }
    DONE("brdf_eval"); }
  { const char al[] = "ab_z09+-( \"  x1"; std::vector<int8_t> t(24 * n); std::vector<int> o(n);
    for (int i = 0; i < 24 * n; ++i) t[i] = al[BLOCKY_ ? ((i / 24 / 40) * 3 + i) % 15 : rnd() % 15];
    lex_count(t.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int st = 0, ids = 0, nums = 0, ops = 0, strs = 0;
      for (int j = 0; j < 24; ++j) { int c = t[i * 24 + j]; bool alpha = (c >= 97 && c <= 122) || c == 95, digit = c >= 48 && c <= 57;
        if (st == 0) { if (alpha) { st = 1; ++ids; } else if (digit) { st = 2; ++nums; } else if (c == 34) { st = 3; ++strs; } else if (c != 32) ++ops; }
        else if (st == 1) { if (alpha || digit) {} else if (c == 32) st = 0; else if (c == 34) { st = 3; ++strs; } else { st = 0; ++ops; } }
        else if (st == 2) { if (digit) {} else if (alpha) { st = 1; ++ids; } else if (c == 32) st = 0; else if (c == 34) { st = 3; ++strs; } else { st = 0; ++ops; } }
        else if (c == 34) st = 0; }
      e2e_expect_eq("lex", i, o[i], strs * 1000000 + ids * 10000 + nums * 100 + ops); }
    DONE("lex_count"); }
  { std::vector<uint8_t> b(32 * n + 8); std::vector<int> len(n), nf(n); std::vector<uint32_t> s(n);
    for (int i = 0; i < n; ++i) { int p = 0; uint8_t *q = &b[32 * i];
      for (;;) { int wt = BLOCKY_ ? (int[]){0, 5, 2}[(i / 40) % 3] : (int[]){0, 5, 2}[rnd() % 3]; int fld = 1 + rnd() % 15; uint8_t tmp[16]; int m = 0; tmp[m++] = (uint8_t)(fld << 3 | wt);
        if (wt == 0) { uint32_t v = rnd() >> (rnd() % 24); do { uint8_t c = v & 127; v >>= 7; tmp[m++] = c | (v ? 128 : 0); } while (v); }
        else if (wt == 5) { uint32_t v = rnd() * 977u; for (int k = 0; k < 4; ++k) tmp[m++] = (v >> (8 * k)) & 255; }
        else { int l = rnd() % 6; tmp[m++] = l; for (int k = 0; k < l; ++k) tmp[m++] = rnd() & 255; }
        if (p + m > 32) break; std::memcpy(q + p, tmp, m); p += m; }
      len[i] = p; }
    pb_decode(b.data(), len.data(), s.data(), nf.data(), n);
    for (int i = 0; i < n; ++i) { int p = 0, L = len[i], f = 0; uint32_t sum = 0; const uint8_t *q = &b[32 * i];
      while (p < L && f < 8) { int tag = q[p++]; int wt = tag & 7; uint32_t fld = tag >> 3, v = 0;
        if (wt == 0) { int sh = 0, c; do { c = q[p++]; v |= (uint32_t)(c & 127) << sh; sh += 7; } while ((c & 128) && p < L && sh < 32); }
        else if (wt == 5) { v = q[p] | (q[p + 1] << 8) | (q[p + 2] << 16) | ((uint32_t)q[p + 3] << 24); p += 4; }
        else { int l = q[p++]; for (int k = 0; k < l && p < L; ++k) v = v * 31 + q[p++]; }
        sum += v * (fld + 1); ++f; }
      e2e_expect_eq("pb.sum", i, s[i], sum); e2e_expect_eq("pb.nf", i, nf[i], f); }
    DONE("pb_decode"); }
  { std::vector<float> bmin(62), bmax(62), ray(4 * n), t(n); std::vector<int> vis(n);
    for (int nd = 15; nd < 31; ++nd) for (int a = 0; a < 2; ++a) { bmin[2 * nd + a] = frnd() * 9; bmax[2 * nd + a] = bmin[2 * nd + a] + 0.2f + 0.8f * frnd(); }
    for (int nd = 14; nd >= 0; --nd) for (int a = 0; a < 2; ++a) { bmin[2 * nd + a] = std::min(bmin[2 * (2 * nd + 1) + a], bmin[2 * (2 * nd + 2) + a]); bmax[2 * nd + a] = std::max(bmax[2 * (2 * nd + 1) + a], bmax[2 * (2 * nd + 2) + a]); }
    for (int i = 0; i < n; ++i) { int q = pick(i, 4); ray[4 * i] = frnd() * 16 - 3; ray[4 * i + 1] = frnd() * 16 - 3;
      float dx = 0.05f + frnd(), dy = 0.05f + frnd(); ray[4 * i + 2] = (q & 1) ? -dx : dx; ray[4 * i + 3] = (q & 2) ? -dy : dy; }
    bvh_walk(bmin.data(), bmax.data(), ray.data(), t.data(), vis.data(), n);
    for (int i = 0; i < n; ++i) { float ox = ray[4*i], oy = ray[4*i+1], dx = ray[4*i+2], dy = ray[4*i+3], ix = 1.0f / dx, iy = 1.0f / dy;
      int st[8], sp = 1; st[0] = 0; float best = 1e30f; int cnt = 0;
      while (sp > 0) { int nd = st[--sp]; ++cnt;
        float tx0 = (bmin[2*nd] - ox) * ix, tx1 = (bmax[2*nd] - ox) * ix, ty0 = (bmin[2*nd+1] - oy) * iy, ty1 = (bmax[2*nd+1] - oy) * iy;
        float tn = std::max(std::max(std::min(tx0, tx1), std::min(ty0, ty1)), 0.0f), tf = std::min(std::max(tx0, tx1), std::max(ty0, ty1));
        if (tn > tf || tn >= best) continue; if (nd >= 15) { best = tn; continue; }
        int axis = (nd == 0 || (nd >= 3 && nd < 7)) ? 0 : 1; float dc = axis == 0 ? dx : dy;
        if (dc > 0) { st[sp] = 2 * nd + 2; st[sp + 1] = 2 * nd + 1; } else { st[sp] = 2 * nd + 1; st[sp + 1] = 2 * nd + 2; } sp += 2; }
      e2e_expect_eq("bvh.t", i, t[i], best); e2e_expect_eq("bvh.vis", i, vis[i], cnt); }
    DONE("bvh_walk"); }
  { std::vector<int> key(8 * n), l(8 * n, -1), r(8 * n, -1), root(n, 0), q(n); std::vector<uint32_t> sig(n);
    for (int i = 0; i < n; ++i) { int b = 8 * i; std::vector<int> used;
      for (int j = 0; j < 7; ++j) { int k; do k = rnd() % 100; while (std::find(used.begin(), used.end(), k) != used.end()); used.push_back(k); key[b + j] = k;
        if (j) { int c = 0; for (;;) { int &nx = k < key[b + c] ? l[b + c] : r[b + c]; if (nx < 0) { nx = j; break; } c = nx; } } }
      q[i] = pick(i, 2) ? used[rnd() % 7] : (int)(rnd() % 100); }
    std::vector<int> key0 = key, l0 = l, r0 = r;
    splay_steps(key.data(), l.data(), r.data(), root.data(), q.data(), sig.data(), n);
    for (int i = 0; i < n; ++i) { int b = 8 * i, rt = 0, k = q[i];
      for (int s = 0; s < 3; ++s) { int rk = key0[b + rt];
        if (k < rk) { int c = l0[b + rt]; if (c < 0) break; l0[b + rt] = r0[b + c]; r0[b + c] = rt; rt = c; }
        else if (k > rk) { int c = r0[b + rt]; if (c < 0) break; r0[b + rt] = l0[b + c]; l0[b + c] = rt; rt = c; } else break; }
      int stk[8], sp = 1; stk[0] = rt; uint32_t h = 0;
      while (sp > 0) { int nd = stk[--sp]; h = h * 31 + key0[b + nd]; if (r0[b + nd] >= 0) stk[sp++] = r0[b + nd]; if (l0[b + nd] >= 0) stk[sp++] = l0[b + nd]; }
      e2e_expect_eq("splay.root", i, root[i], rt); e2e_expect_eq("splay.sig", i, sig[i], h);
      for (int j = 0; j < 7; ++j) { e2e_expect_eq("splay.l", 8 * i + j, l[b + j], l0[b + j]); e2e_expect_eq("splay.r", 8 * i + j, r[b + j], r0[b + j]); } }
    DONE("splay_steps"); }
  { std::vector<float> a(8 * n); std::vector<int> m(n);
    for (auto &e : a) e = (float)(rnd() % 50); for (int i = 0; i < n; ++i) m[i] = pick(i, 2);
    std::vector<float> ref = a;
    sortnet8(a.data(), m.data(), n);
    for (int i = 0; i < n; ++i) { std::sort(ref.begin() + 8 * i, ref.begin() + 8 * i + 8); for (int k = 0; k < 8; ++k) e2e_expect_eq("sort", 8 * i + k, a[8 * i + k], ref[8 * i + k]); }
    DONE("sortnet8"); }
  { std::vector<int16_t> a(8 * n); std::vector<int8_t> b(8 * n); std::vector<int> w(n), o(n);
    for (auto &e : a) e = (int16_t)(rnd() & 0xffff); for (auto &e : b) e = (int8_t)(rnd() & 0xff); for (int i = 0; i < n; ++i) w[i] = pick(i, 2);
    type_sides(a.data(), b.data(), w.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int r; if (w[i]) { int16_t s = 0; for (int k = 0; k < 8; ++k) s = (int16_t)(s + a[8 * i + k]); r = s; } else { int8_t s = 0; for (int k = 0; k < 8; ++k) s = (int8_t)(s + b[8 * i + k]); r = s; }
      e2e_expect_eq("types", i, o[i], r); }
    DONE("type_sides"); }
  { std::vector<int16_t> p(n); std::vector<int> al(n); std::vector<uint8_t> o(n);
    for (int i = 0; i < n; ++i) { p[i] = (int16_t)((int)(rnd() & 0xffff) >> (rnd() % 12)); if (i % 17 == 0) p[i] = -32768; al[i] = pick(i, 2); }
    g711_encode(p.data(), al.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int s = p[i], byte;
      if (al[i] == 0) { int sign = (s >> 8) & 0x80; if (sign) s = -s; if (s > 32635) s = 32635; s += 0x84; int ex = 7; for (int m = 0x4000; (s & m) == 0 && ex > 0; m >>= 1) --ex; int mant = (s >> (ex + 3)) & 0x0F; byte = ~(sign | (ex << 4) | mant) & 0xFF; }
      else { int sign = ((~s) >> 8) & 0x80; if (sign == 0) s = -s; if (s > 32635) s = 32635;
        if (s >= 256) { int ex = 7; for (int m = 0x4000; (s & m) == 0 && ex > 0; m >>= 1) --ex; int mant = (s >> (ex + 3)) & 0x0F; byte = (ex << 4) | mant; } else byte = s >> 4;
        byte = (byte ^ (sign ^ 0x55)) & 0xFF; }
      e2e_expect_eq("g711", i, (int)o[i], byte); }
    DONE("g711_encode"); }
  { std::vector<uint32_t> lr(2 * n), key(8); std::vector<int> dec(n);
    for (auto &e : key) e = rnd() * 2246822519u; for (auto &e : lr) e = rnd() * 3266489917u; for (int i = 0; i < n; ++i) dec[i] = pick(i, 2);
    std::vector<uint32_t> in = lr;
    feistel(lr.data(), key.data(), dec.data(), n);
    for (int i = 0; i < n; ++i) { uint32_t L = in[2 * i], R = in[2 * i + 1];
      if (dec[i]) for (int r = 7; r >= 0; --r) { uint32_t t = L; L = R ^ fr(L, key[r]); R = t; } else for (int r = 0; r < 8; ++r) { uint32_t t = R; R = L ^ fr(R, key[r]); L = t; }
      e2e_expect_eq("feistel.L", i, lr[2 * i], L); e2e_expect_eq("feistel.R", i, lr[2 * i + 1], R); }
    // round trip: decrypting what was encrypted gives the input back
    std::vector<int> flip(n); for (int i = 0; i < n; ++i) flip[i] = !dec[i];
    feistel(lr.data(), key.data(), flip.data(), n);
    for (int i = 0; i < n; ++i) { e2e_expect_eq("feistel.rt", 2 * i, lr[2 * i], in[2 * i]); e2e_expect_eq("feistel.rt", 2 * i + 1, lr[2 * i + 1], in[2 * i + 1]); }
    DONE("feistel"); }
  { std::vector<float> inc(n), o(n); std::vector<int> st(n); float lim[10] = {10000, 40000, 85000, 160000, 1e9f, 20000, 80000, 170000, 320000, 1e9f}, rate[10] = {0.1f, 0.12f, 0.22f, 0.24f, 0.32f, 0.1f, 0.12f, 0.22f, 0.24f, 0.35f};
    for (int i = 0; i < n; ++i) { inc[i] = frnd() * 400000; st[i] = pick(i, 2); }
    tax_calc(inc.data(), st.data(), lim, rate, o.data(), n);
    for (int i = 0; i < n; ++i) { float x = inc[i], t = 0, prev = 0; int b0 = st[i] * 5; for (int b = 0; b < 5; ++b) { float top = lim[b0 + b]; if (x <= prev) break; t += (std::min(x, top) - prev) * rate[b0 + b]; prev = top; }
      e2e_expect_near("tax", i, o[i], t, 1e-5); }
    DONE("tax_calc"); }
  { std::vector<int> req(n), fl(n), mv(n), lf(n);
    for (int i = 0; i < n; ++i) req[i] = BLOCKY_ ? (0x1111 << ((i / 40) % 4)) : (int)(rnd() & 0xffff) & (int)(rnd() & 0xffff);
    elevator(req.data(), fl.data(), mv.data(), lf.data(), n);
    for (int i = 0; i < n; ++i) { int r = req[i], f = 0, st = 0, m = 0, door = 0;
      for (int t = 0; t < 48; ++t) { if (r == 0 && st != 3) break;
        if (st == 0) { if ((r >> f) & 1) { r &= ~(1 << f); door = 2; st = 3; } else if ((r >> (f + 1)) != 0) st = 1; else st = 2; }
        else if (st == 1) { ++f; ++m; if ((r >> f) & 1) { r &= ~(1 << f); door = 2; st = 3; } }
        else if (st == 2) { --f; ++m; if ((r >> f) & 1) { r &= ~(1 << f); door = 2; st = 3; } }
        else { if (--door == 0) st = 0; } }
      e2e_expect_eq("elev.f", i, fl[i], f); e2e_expect_eq("elev.mv", i, mv[i], m); e2e_expect_eq("elev.left", i, lf[i], r); }
    DONE("elevator"); }
  return e2e_finish("darm_user_programs4");
}
