#!/usr/bin/env python3
# Generates one random, well-defined SPMD kernel `k` from a seed (stdout).
# The seed of the differential tester of the differential-testing issue.
import random, sys
seed = int(sys.argv[1]); R = random.Random(seed)
NV = 4
out = []
NOLOAD = [False]
def leaf(vars_, allow_load=True):
    r = R.random()
    if NOLOAD[0]: allow_load = False
    if r < 0.55: return R.choice(vars_)
    if r < 0.75: return str(R.randint(-20, 40))
    if r < 0.85: return R.choice(['i', 'u0', 'u1'])
    if allow_load: return '%s[(%s) & 63]' % (R.choice(['a', 'b']), R.choice(vars_))
    return R.choice(vars_)
def term(vars_, funcs, depth):
    x, y = leaf(vars_), leaf(vars_)
    r = R.randint(0, 13)
    if r == 0: return x
    if r == 1: return '(%s * %s)' % (x, y)
    if r == 2: return '(%s / ((%s & 7) + 1))' % (x, y)
    if r == 3: return '(%s %% ((%s & 7) + 1))' % (x, y)
    if r == 4: return '(%s >> (%s & 7))' % (x, y)
    if r == 5: return '(%s & %s)' % (x, y)
    if r == 6: return '(%s ^ %s)' % (x, y)
    if r == 7: return 'min(%s, %s)' % (x, y)
    if r == 8: return 'max(%s, %s)' % (x, y)
    if r == 9: return '(%s ? %s : %s)' % (cond(vars_, 1), x, y)
    if r == 10: return 'abs(%s)' % x
    if r == 11 and funcs and depth < 2: 
        f = R.choice(funcs); return '%s(%s, %s, %d)' % (f, x, y, R.randint(0, 5))
    if r == 12: return 'clamp(%s, -50, 500)' % x
    return '(%s | %s)' % (x, y)
def expr(vars_, funcs, depth=0):
    n = R.randint(1, 3)
    s = term(vars_, funcs, depth)
    for _ in range(n - 1):
        s += ' %s %s' % (R.choice(['+', '-']), term(vars_, funcs, depth))
    return s
def cond(vars_, depth=0):
    r = R.randint(0, 6)
    x, y = leaf(vars_), leaf(vars_)
    if r <= 1: return '%s %s %s' % (x, R.choice(['<', '>', '<=', '>=', '==', '!=']), y)
    if r == 2: return '(%s & 1) == 0' % x
    if r == 3 and depth < 2: return '(%s && %s)' % (cond(vars_, depth + 1), cond(vars_, depth + 1))
    if r == 4 and depth < 2: return '(%s || %s)' % (cond(vars_, depth + 1), cond(vars_, depth + 1))
    if r == 5 and depth < 2: return '!(%s)' % cond(vars_, depth + 1)
    return '%s %% 3 == %d' % (x, R.randint(0, 2))
cnt = [0]
def stmts(vars_, funcs, depth, ind, inloop, infunc, budget):
    lines = []
    for _ in range(R.randint(1, 4)):
        if budget[0] <= 0: break
        budget[0] -= 1
        r = R.random()
        p = '    ' * ind
        if r < 0.4 or depth >= 3:
            v = R.choice([x for x in vars_ if not x.startswith('j')])
            lines.append('%s%s = (%s) %% 10007;' % (p, v, expr(vars_, funcs, depth)))
        elif r < 0.55:
            lines.append('%sif (%s) {' % (p, cond(vars_)))
            lines += stmts(vars_, funcs, depth + 1, ind + 1, inloop, infunc, budget)
            if R.random() < 0.5:
                lines.append('%s} else {' % p)
                lines += stmts(vars_, funcs, depth + 1, ind + 1, inloop, infunc, budget)
            lines.append('%s}' % p)
        elif r < 0.65:
            cnt[0] += 1; j = 'j%d' % cnt[0]
            lines.append('%sfor (int %s = 0; %s < (%s & 7); %s++) {' % (p, j, j, leaf(vars_, False), j))
            lines += stmts(vars_ + [j], funcs, depth + 1, ind + 1, True, infunc, budget)
            lines.append('%s}' % p)
        elif r < 0.72:
            cnt[0] += 1; j = 'k%d' % cnt[0]
            lines.append('%sfor (uniform int %s = 0; %s < %d; %s++) {' % (p, j, j, R.randint(1, 4), j))
            lines += stmts(vars_, funcs, depth + 1, ind + 1, True, infunc, budget)
            lines.append('%s}' % p)
        elif r < 0.78:
            cnt[0] += 1; w = 'w%d' % cnt[0]
            lines.append('%sint %s = %s & 15;' % (p, w, leaf(vars_, False)))
            lines.append('%swhile (%s > 0) {' % (p, w))
            lines.append('%s    %s -= 1 + (%s & 1);' % (p, w, R.choice(vars_)))
            lines += stmts(vars_, funcs, depth + 1, ind + 1, True, infunc, budget)
            lines.append('%s}' % p)
        elif r < 0.83:
            cnt[0] += 1; w = 'd%d' % cnt[0]
            lines.append('%sint %s = %s & 7;' % (p, w, leaf(vars_, False)))
            lines.append('%sdo {' % p)
            lines.append('%s    %s--;' % (p, w))
            lines += stmts(vars_, funcs, depth + 1, ind + 1, True, infunc, budget)
            lines.append('%s} while (%s > 0);' % (p, w))
        elif r < 0.9 and inloop:
            lines.append('%sif (%s) %s;' % (p, cond(vars_), R.choice(['break', 'continue'])))
        elif r < 0.95 and infunc:
            lines.append('%sif (%s) return (%s) %% 10007;' % (p, cond(vars_), expr(vars_, [], 3)))
        else:
            lines.append('%sfv = fv * 0.5 + (float)(%s) * 0.25;' % (p, leaf(vars_, False)))
            lines.append('%sif (fv > (float)%s) fv = sqrt(abs(fv)) + 1.5;' % (p, leaf(vars_, False)))
    return lines
src = ['// fuzz seed %d' % seed]
funcs = []
for fi in range(R.randint(0, 2)):
    name = 'f%d' % fi
    body = ['static int %s(int p0, int p1, uniform int q) {' % name,
            '    uniform int u0 = q * 3;', '    uniform int u1 = 7 - q;',
            '    int i = p0 & 31;', '    int p2 = p0 - p1;', '    float fv = 0.5;']
    NOLOAD[0] = True
    body += stmts(['p0', 'p1', 'p2'], list(funcs), 1, 1, False, True, [8])
    NOLOAD[0] = False
    body.append('    return (p0 + p1 * 3 + p2 * 7 + (int)fv) % 10007;')
    body.append('}')
    src += body
    funcs.append(name)
src.append('export void k(uniform int a[], uniform int b[], uniform int out[], uniform float outf[], uniform int n, uniform int u0, uniform int u1) {')
src.append('    foreach (i = 0 ... n) {')
src.append('        int v0 = a[i], v1 = b[i], v2 = i * 3 - 20, v3 = a[(i * 7) & 63];')
src.append('        float fv = (float)v0 * 0.125;')
src += stmts(['v0', 'v1', 'v2', 'v3'], funcs, 0, 2, False, False, [R.randint(6, 18)])
src.append('        out[4 * i] = v0; out[4 * i + 1] = v1; out[4 * i + 2] = v2; out[4 * i + 3] = v3;')
src.append('        outf[i] = fv;')
src.append('    }')
src.append('}')
print('\n'.join(src))
