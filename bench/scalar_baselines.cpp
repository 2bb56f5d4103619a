// The bench kernels' algorithms in plain scalar C++, built with
// -O3 -march=native (the compiler auto-vectorizes where it can).
#include "bench.h"

#include <algorithm>

void simple_scalar(const float *vin, float *vout, int count) {
  for (int i = 0; i < count; ++i) {
    float v = vin[i];
    vout[i] = v < 3.f ? v * v : std::sqrt(v);
  }
}

static int mandel(float c_re, float c_im, int count) {
  float z_re = c_re, z_im = c_im;
  int i;
  for (i = 0; i < count; ++i) {
    if (z_re * z_re + z_im * z_im > 4.f)
      break;
    float new_re = z_re * z_re - z_im * z_im;
    float new_im = 2.f * z_re * z_im;
    z_re = c_re + new_re;
    z_im = c_im + new_im;
  }
  return i;
}

void mandelbrot_scalar(float x0, float y0, float x1, float y1, int width, int height,
                       int maxIterations, int *output) {
  float dx = (x1 - x0) / width;
  float dy = (y1 - y0) / height;
  for (int j = 0; j < height; j++)
    for (int i = 0; i < width; ++i) {
      float x = x0 + i * dx;
      float y = y0 + j * dy;
      output[j * width + i] = mandel(x, y, maxIterations);
    }
}

// ---- Black-Scholes (kernels/blackscholes.spmd) ----

static float cnd(float x) {
  float l = std::fabs(x);
  float k = 1.0f / (1.0f + 0.2316419f * l);
  float w = ((((1.330274429f * k - 1.821255978f) * k + 1.781477937f) * k - 0.356563782f) * k +
             0.31938153f) * k;
  w = w * 0.39894228040f * std::exp(-0.5f * l * l);
  return x > 0 ? 1.0f - w : w;
}

void blackscholes_scalar(const float *S, const float *X, const float *T, float r, float v,
                         float *result, int count) {
  for (int i = 0; i < count; ++i) {
    float s = S[i], x = X[i], t = T[i];
    float sqrtT = std::sqrt(t);
    float d1 = (std::log(s / x) + (r + 0.5f * v * v) * t) / (v * sqrtT);
    float d2 = d1 - v * sqrtT;
    result[i] = s * cnd(d1) - x * std::exp(-r * t) * cnd(d2);
  }
}

// ---- Binomial options (kernels/binomial.spmd) ----

static float binomialPut(float s, float x, float t, float r, float v) {
  float V[BinomialSteps + 1];
  float dt = t / BinomialSteps;
  float u = std::exp(v * std::sqrt(dt));
  float d = 1.0f / u;
  float disc = std::exp(r * dt);
  float invDisc = 1.0f / disc;
  float pu = (disc - d) / (u - d);
  float pd = 1.0f - pu;
  float puDisc = pu * invDisc, pdDisc = pd * invDisc;
  float u2 = u * u;
  float price = s * std::pow(d, (float)BinomialSteps);
  for (int j = 0; j <= BinomialSteps; ++j) {
    V[j] = std::max(0.0f, x - price);
    price *= u2;
  }
  for (int j = BinomialSteps - 1; j >= 0; --j) {
    float node = s * std::pow(d, (float)j);
    for (int k = 0; k <= j; ++k) {
      float hold = pdDisc * V[k] + puDisc * V[k + 1];
      V[k] = std::max(hold, x - node);
      node *= u2;
    }
  }
  return V[0];
}

void binomial_scalar(const float *S, const float *X, const float *T, float r, float v,
                     float *result, int count) {
  for (int i = 0; i < count; ++i)
    result[i] = binomialPut(S[i], X[i], T[i], r, v);
}

// ---- aobench (kernels/aobench.spmd) ----

namespace {
struct Vec {
  float x, y, z;
};
struct Isect {
  float t;
  Vec p, n;
  int hit;
};
struct Ray {
  Vec org, dir;
};
constexpr int AOSamples = 8;

float dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec cross(Vec a, Vec b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
Vec normalize(Vec v) {
  float len = std::sqrt(dot(v, v));
  if (std::fabs(len) > 1.0e-17f)
    return {v.x / len, v.y / len, v.z / len};
  return v;
}

void sphereHit(Isect &is, const Ray &ray, float cx, float cy, float cz, float radius) {
  Vec rs = {ray.org.x - cx, ray.org.y - cy, ray.org.z - cz};
  float B = dot(rs, ray.dir);
  float C = dot(rs, rs) - radius * radius;
  float D = B * B - C;
  if (D > 0.0f) {
    float t = -B - std::sqrt(D);
    if (t > 0.0f && t < is.t) {
      is.t = t;
      is.hit = 1;
      is.p = {ray.org.x + ray.dir.x * t, ray.org.y + ray.dir.y * t, ray.org.z + ray.dir.z * t};
      is.n = normalize({is.p.x - cx, is.p.y - cy, is.p.z - cz});
    }
  }
}

void planeHit(Isect &is, const Ray &ray) {
  float v = ray.dir.y;
  if (std::fabs(v) >= 1.0e-17f) {
    float t = -(ray.org.y + 0.5f) / v;
    if (t > 0.0f && t < is.t) {
      is.t = t;
      is.hit = 1;
      is.p = {ray.org.x + ray.dir.x * t, ray.org.y + ray.dir.y * t, ray.org.z + ray.dir.z * t};
      is.n = {0.0f, 1.0f, 0.0f};
    }
  }
}

void sceneHit(Isect &is, const Ray &ray) {
  sphereHit(is, ray, -2.0f, 0.0f, -3.5f, 0.5f);
  sphereHit(is, ray, -0.5f, 0.0f, -3.0f, 0.5f);
  sphereHit(is, ray, 1.0f, 0.0f, -2.2f, 0.5f);
  planeHit(is, ray);
}

float nextRandom(unsigned &state) {
  unsigned s = state;
  s ^= s << 13;
  s ^= s >> 17;
  s ^= s << 5;
  state = s;
  return (float)(s >> 8) * (1.0f / 16777216.0f);
}

float ambientOcclusion(const Isect &is, unsigned seed) {
  const float eps = 0.0001f;
  Vec p = {is.p.x + eps * is.n.x, is.p.y + eps * is.n.y, is.p.z + eps * is.n.z};
  Vec b1 = {0.0f, 0.0f, 0.0f};
  if (is.n.x < 0.6f && is.n.x > -0.6f)
    b1.x = 1.0f;
  else if (is.n.y < 0.6f && is.n.y > -0.6f)
    b1.y = 1.0f;
  else if (is.n.z < 0.6f && is.n.z > -0.6f)
    b1.z = 1.0f;
  else
    b1.x = 1.0f;
  Vec b0 = normalize(cross(b1, is.n));
  b1 = normalize(cross(is.n, b0));
  unsigned state = seed;
  float occlusion = 0.0f;
  for (int j = 0; j < AOSamples; j++)
    for (int i = 0; i < AOSamples; i++) {
      float theta = std::sqrt(nextRandom(state));
      float phi = 2.0f * 3.14159265f * nextRandom(state);
      float x = std::cos(phi) * theta;
      float y = std::sin(phi) * theta;
      float z = std::sqrt(1.0f - theta * theta);
      Ray ray;
      ray.org = p;
      ray.dir = {x * b0.x + y * b1.x + z * is.n.x, x * b0.y + y * b1.y + z * is.n.y,
                 x * b0.z + y * b1.z + z * is.n.z};
      Isect occ;
      occ.t = 1.0e17f;
      occ.hit = 0;
      sceneHit(occ, ray);
      if (occ.hit != 0)
        occlusion += 1.0f;
    }
  return (AOSamples * AOSamples - occlusion) / (AOSamples * AOSamples);
}
} // namespace

void aobench_scalar(int w, int h, int nsub, float *image) {
  float halfW = w * 0.5f, halfH = h * 0.5f;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float sum = 0.0f;
      for (int v = 0; v < nsub; v++)
        for (int u = 0; u < nsub; u++) {
          float px = (x + (u / (float)nsub) - halfW) / halfW;
          float py = -(y + (v / (float)nsub) - halfH) / halfH;
          Ray ray;
          ray.org = {0.0f, 0.0f, 0.0f};
          ray.dir = normalize({px, py, -1.0f});
          Isect is;
          is.t = 1.0e17f;
          is.hit = 0;
          sceneHit(is, ray);
          if (is.hit != 0) {
            unsigned seed = (unsigned)((y * w + x) * 16 + v * nsub + u) * 2654435761u + 1u;
            sum += ambientOcclusion(is, seed);
          }
        }
      image[y * w + x] = sum / (nsub * nsub);
    }
}

// ---- Perlin noise (kernels/perlin.spmd) ----

static float fade(float t) { return t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f); }
static float lerp(float t, float a, float b) { return a + t * (b - a); }
static float grad(int hash, float x, float y, float z) {
  int h = hash & 15;
  float u = h < 8 ? x : y;
  float v = h < 4 ? y : (h == 12 || h == 14 ? x : z);
  return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}

static float noise(const int *perm, float x, float y, float z) {
  float fx = std::floor(x), fy = std::floor(y), fz = std::floor(z);
  int X = (int)fx & 255, Y = (int)fy & 255, Z = (int)fz & 255;
  x -= fx;
  y -= fy;
  z -= fz;
  float u = fade(x), v = fade(y), w = fade(z);
  int A = perm[X] + Y, AA = perm[A] + Z, AB = perm[A + 1] + Z;
  int B = perm[X + 1] + Y, BA = perm[B] + Z, BB = perm[B + 1] + Z;
  return lerp(w,
              lerp(v, lerp(u, grad(perm[AA], x, y, z), grad(perm[BA], x - 1, y, z)),
                   lerp(u, grad(perm[AB], x, y - 1, z), grad(perm[BB], x - 1, y - 1, z))),
              lerp(v,
                   lerp(u, grad(perm[AA + 1], x, y, z - 1), grad(perm[BA + 1], x - 1, y, z - 1)),
                   lerp(u, grad(perm[AB + 1], x, y - 1, z - 1),
                        grad(perm[BB + 1], x - 1, y - 1, z - 1))));
}

void perlin_scalar(const int *perm, float x0, float y0, float z, float dx, float dy, int w,
                   int h, int octaves, float *image) {
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++) {
      float x = x0 + i * dx, y = y0 + j * dy;
      float sum = 0.0f, scale = 1.0f;
      for (int o = 0; o < octaves; o++) {
        sum += noise(perm, x * scale, y * scale, z * scale) / scale;
        scale *= 2.0f;
      }
      image[j * w + i] = sum;
    }
}

// ---- 2-D 5-point Jacobi stencil (kernels/stencil.spmd) ----

void stencil5_scalar(const float *in, float *out, int n, int m) {
  for (int i = 0; i < m; i++) {
    out[i] = in[i];
    out[(n - 1) * m + i] = in[(n - 1) * m + i];
  }
  for (int j = 1; j < n - 1; j++) {
    int row = j * m;
    out[row] = in[row];
    out[row + m - 1] = in[row + m - 1];
    for (int i = 1; i < m - 1; i++) {
      int c = row + i;
      out[c] = 0.2f * (in[c] + in[c - 1] + in[c + 1] + in[c - m] + in[c + m]);
    }
  }
}

// ---- Volume rendering (kernels/volume.spmd) ----

static float densityAt(const float *grid, int n, float px, float py, float pz) {
  float scale = n - 1;
  float gx = std::min(std::max(px * scale, 0.0f), scale);
  float gy = std::min(std::max(py * scale, 0.0f), scale);
  float gz = std::min(std::max(pz * scale, 0.0f), scale);
  int ix = std::min((int)gx, n - 2), iy = std::min((int)gy, n - 2), iz = std::min((int)gz, n - 2);
  float fx = gx - ix, fy = gy - iy, fz = gz - iz;
  int base = (iz * n + iy) * n + ix;
  int sy = n, sz = n * n;
  float c00 = lerp(fx, grid[base], grid[base + 1]);
  float c10 = lerp(fx, grid[base + sy], grid[base + sy + 1]);
  float c01 = lerp(fx, grid[base + sz], grid[base + sz + 1]);
  float c11 = lerp(fx, grid[base + sy + sz], grid[base + sy + sz + 1]);
  return lerp(fz, lerp(fy, c00, c10), lerp(fy, c01, c11));
}

void volume_scalar(const float *grid, int n, int w, int h, float fov, float step, float sigma,
                   float *image) {
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++) {
      float dx = ((i + 0.5f) / w - 0.5f) * fov;
      float dy = ((j + 0.5f) / h - 0.5f) * fov;
      float len = std::sqrt(dx * dx + dy * dy + 1.0f);
      dx /= len;
      dy /= len;
      float dz = 1.0f / len;
      const float ox = 0.5f, oy = 0.5f, oz = -1.5f;
      float t0x = (0.0f - ox) / dx, t1x = (1.0f - ox) / dx;
      float t0y = (0.0f - oy) / dy, t1y = (1.0f - oy) / dy;
      float t0z = (0.0f - oz) / dz, t1z = (1.0f - oz) / dz;
      float tnear = std::max(std::max(std::min(t0x, t1x), std::min(t0y, t1y)), std::min(t0z, t1z));
      float tfar = std::min(std::min(std::max(t0x, t1x), std::max(t0y, t1y)), std::max(t0z, t1z));
      float radiance = 0.0f;
      if (tnear < tfar) {
        float trans = 1.0f;
        float absorb = -sigma * step;
        for (float t = std::max(tnear, 0.0f); t < tfar; t += step) {
          float d = densityAt(grid, n, ox + t * dx, oy + t * dy, oz + t * dz);
          radiance += trans * d * step;
          trans *= std::exp(absorb * d);
          if (trans < 1.0f / 256.0f)
            break;
        }
      }
      image[j * w + i] = radiance;
    }
}
