# Random goto kernel for the reconverging-CFG transform (spmd-reconverge):
# labelled blocks that jump to each other under varying, uniform and
# step-count conditions (irreducible cycles entered at several places, exits
# from anywhere), as a .spmd kernel and a C++ host whose reference is the same
# code compiled as C++. Every lane stops after at most ~40 steps.
#   python3 gen_goto_kernel.py SEED OUTDIR   (writes OUTDIR/g.spmd, host.cpp)
import random, sys
seed = int(sys.argv[1]); out = sys.argv[2]
R = random.Random(seed)
nb = R.randint(3, 7)
lines = []
def cond():
    k = R.randint(0, 5)
    if k == 0: return 'u > %d' % R.randint(0, 6)          # uniform
    if k == 1: return '(x & %d) == 0' % R.choice([1, 2, 4, 8])
    if k == 2: return 'x > %d' % R.randint(10, 400)
    if k == 3: return 'x %% %d == %d' % (R.choice([3, 5, 7]), R.randint(0, 2))
    if k == 4: return 'steps > %d' % R.randint(2, 12)
    return 'x < %d' % R.randint(-50, 100)
lines.append('    if (%s) goto L%d;' % (cond(), R.randrange(nb)))
for b in range(nb):
    lines.append('L%d:' % b)
    lines.append('    x = (x * %d + %d) %% 1009;' % (R.randint(1, 5), R.randint(-20, 30)))
    lines.append('    steps++;')
    lines.append('    if (steps > %d) goto done;' % R.randint(15, 40))
    for _ in range(R.randint(0, 2)):
        t = R.randrange(nb + 1)
        tgt = 'done' if t == nb else 'L%d' % t
        lines.append('    if (%s) goto %s;' % (cond(), tgt))
    if R.random() < 0.3:
        lines.append('    goto L%d;' % R.randrange(nb))
lines.append('    goto done;')
body = '\n'.join(lines)
open(out + '/g.spmd', 'w').write('''export void g(uniform int a[], uniform int out[], uniform int n, uniform int u) {
    foreach (i = 0 ... n) {
        int x = a[i];
        int steps = 0;
%s
    done:
        out[i] = x * 1000 + steps;
    }
}
''' % body)
open(out + '/host.cpp', 'w').write('''#include "e2e_check.h"
#include "g_ispc.h"
static int ref(int x, int u) {
    int steps = 0;
%s
done:
    return x * 1000 + steps;
}
int main() {
  const int N = 61;
  int a[N], out[N];
  for (int u = 0; u < 8; u += 3) {
    for (int i = 0; i < N; ++i) a[i] = (i * 37 + u * 11) %% 200 - 30;
    ispc::g(a, out, N, u);
    for (int i = 0; i < N; ++i) e2e_expect_eq("g", i, out[i], ref(a[i], u));
  }
  return e2e_finish("g");
}
''' % body)
