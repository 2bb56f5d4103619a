#include "test_static.isph"
// integer / and % truncate toward zero for every sign combination
task void f_fi(uniform float RET[], uniform float aFOO[], uniform int bFOO[]) {
  int n = bFOO[programIndex] * ((programIndex & 1) ? -1 : 1) + 1;
  int d = (programIndex & 2) ? -3 : 3;
  int64 ln = (int64)n * 1000000007;
  RET[programIndex] = (n / d) * 100 + (n % d) + (float)(ln % (int64)d) * 10;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int n = 2 * (i + 1) * ((i & 1) ? -1 : 1) + 1;
    uniform int d = (i & 2) ? -3 : 3;
    uniform int an = n < 0 ? -n : n, ad = d < 0 ? -d : d;
    uniform int q = an / ad, r = an % ad;
    if ((n < 0) != (d < 0)) q = -q;
    if (n < 0) r = -r;
    uniform int64 ln = (int64)n * 1000000007;
    uniform int64 aln = ln < 0 ? -ln : ln;
    uniform int64 lr = aln % ad;
    if (ln < 0) lr = -lr;
    RET[i] = q * 100 + r + (float)lr * 10;
  }
}
