#include "e2e_check.h"
#include "structs_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {1, 7, 33, 64}) {
    std::vector<ispc::Particle> ps(n), want(n);
    for (int i = 0; i < n; ++i) {
      ispc::Particle &p = ps[i];
      p.pos = {float(i % 5), float(i % 3) * 0.25f, 1.0f};
      p.vel = {0.5f, -1.0f + float(i % 4) * 0.5f, float(i % 2)};
      p.hits[0] = i; p.hits[1] = 2 * i; p.hits[2] = 0;
      p.alive = i % 7 != 3;
      p.mass = 1.0 + (i % 3) * 0.5;
      want[i] = p;
    }
    const float dt = 0.5f;
    ispc::Stats st = {-1, -1.0f};
    ispc::step(ps.data(), n, dt, &st);
    float e = 0;
    for (int i = 0; i < n; ++i) {
      ispc::Particle &p = want[i];
      if (p.alive) {
        p.pos.x += p.vel.x * dt; p.pos.y += p.vel.y * dt; p.pos.z += p.vel.z * dt;
        if (p.pos.y < 0) {
          p.vel.y = -p.vel.y;
          p.pos.y = 0;
          p.hits[i % 3] += 1;
          if (p.mass < 1.5) p.alive = false;
        }
      }
      e += float(p.mass * (p.vel.x * p.vel.x + p.vel.y * p.vel.y + p.vel.z * p.vel.z));
    }
    for (int i = 0; i < n; ++i) {
      e2e_expect_eq("pos.x", i, ps[i].pos.x, want[i].pos.x);
      e2e_expect_eq("pos.y", i, ps[i].pos.y, want[i].pos.y);
      e2e_expect_eq("pos.z", i, ps[i].pos.z, want[i].pos.z);
      e2e_expect_eq("vel.y", i, ps[i].vel.y, want[i].vel.y);
      for (int k = 0; k < 3; ++k)
        e2e_expect_eq("hits", i * 3 + k, ps[i].hits[k], want[i].hits[k]);
      e2e_expect_eq("alive", i, (int)ps[i].alive, (int)want[i].alive);
      e2e_expect_eq("mass", i, ps[i].mass, want[i].mass);
      digest += (long long)(ps[i].pos.y * 4) + ps[i].hits[0] + ps[i].alive;
    }
    e2e_expect_eq("count", n, st.count, n);
    e2e_expect_eq("energy", n, st.sum, e);
  }
  for (int n : {1, 5, 19, 40}) {
    std::vector<float> qx(n), qy(n), dist(n, -1);
    std::vector<int> out(n, -1);
    for (int i = 0; i < n; ++i) { qx[i] = (i % 9) * 0.125f; qy[i] = ((i * 5) % 7) * 0.15f; }
    ispc::nearest(qx.data(), qy.data(), n, out.data(), dist.data());
    const float cx[4] = {0, 1, 0, 1}, cy[4] = {0, 0, 1, 1};
    for (int i = 0; i < n; ++i) {
      int best = 0; float bd = 1e30f;
      for (int k = 0; k < 4; ++k) {
        float dx = cx[k] + qx[i] * -1, dy = cy[k] + qy[i] * -1, dz = 0;
        float dd = dx * dx + dy * dy + dz * dz;
        if (dd < bd) { bd = dd; best = k; }
      }
      e2e_expect_eq("best", i, out[i], best);
      e2e_expect_eq("dist", i, dist[i], bd + 0.5f);
      digest += out[i] * (i + 1);
    }
  }
  {
    float data[10];
    for (int i = 0; i < 10; ++i) data[i] = i * 1.5f;
    ispc::Span c = {data + 7, 3, nullptr}, b = {data + 2, 5, &c}, a = {data, 2, &b};
    float out[3 + 6];
    ispc::span_sums(&a, out, 6);
    const float want[3] = {0 + 1.5f, 3 + 4.5f + 6 + 7.5f + 9, 10.5f + 12 + 13.5f};
    for (int k = 0; k < 3; ++k) e2e_expect_eq("span", k, out[k], want[k]);
    for (int i = 0; i < 6; ++i) e2e_expect_eq("local span", i, out[3 + i], data[i] * 2 + 1);
    digest += (long long)out[1];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("structs");
}
