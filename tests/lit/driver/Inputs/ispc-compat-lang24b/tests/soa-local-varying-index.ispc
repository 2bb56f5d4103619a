#include "test_static.isph"
// a local soa<4> array of structs written by lane and read at a varying index
struct P {
  float x;
  int16 tag;
  double w;
};
task void f_f(uniform float RET[], uniform float aFOO[]) {
  soa<4> P ps[70];
  foreach (i = 0 ... 70) {
    ps[i].x = i * 0.5f;
    ps[i].tag = (int16)(i - 35);
    ps[i].w = i * 0.25d;
  }
  int j = (programIndex * 13 + 5) % 70;
  P p = ps[j];
  ps[j].tag += 1000;
  RET[programIndex] =
      p.x + p.tag * 10 + (float)p.w * 1000 + ps[j].tag * 0.001f * 0;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int j = (i * 13 + 5) % 70;
    RET[i] = j * 0.5f + (j - 35) * 10 + j * 0.25f * 1000;
  }
}
