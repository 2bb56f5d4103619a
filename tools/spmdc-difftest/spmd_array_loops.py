"""Loops with a constant trip count over a private array (feature
`array_loops`).

spmdc fully unrolls such loops before the vectorizer when they access a
private array (vectorizer/UnrollPrivateLoops.h), so that SROA can make the
array registers; this statement gives the generated kernels that shape:

    for (uniform int32 q7 = 0; q7 < 8; q7++) {
        ar3[q7] = ...;                 (element update, the body may read
        ...                             ar3[q7] and its neighbour too)
    }
    for (int32 q8 = 3; q8 >= 0; q8--) {  (varying counter, constant trip)
        x5 = (x5 + ar3[q8]) % 40001;   (a reduction into a local)
    }
    for (uniform int32 q9 = 0; q9 < 7; q9++) {   (a compare-exchange pass,
        if (ar3[q9] > ar3[q9 + 1]) { ... swap ... }   optionally in a
    }                                             bubble-sort nest)

The body's other statements come from the statement generator with the
array's elements `ar[q]` and `ar[(q + c) & m]` visible as assignable
varying variables, so they are read, written, and used under divergent
branches (twins included) like any local. The counter is never assigned in
the body, `break`/`continue` may leave early (the loop then has no exact
trip count, which the unroller must refuse), and every element stays in
its type's bound because every assignment to it keeps the bound, as for
any variable.
"""


def s_aloop(gen, ctx, ind, p, arr=None):
    """The statement for `gen` (a spmd_gen.Gen), over `arr` (name, type,
    length) or a visible private array; falls back to an assignment when
    there is none."""
    from spmd_gen import FLOAT_BOUND, FLOAT_TYPES, VAR_BOUND, Var, lit, signed
    if not ctx.arrays:
        return gen.s_assign(ctx, ind, p)
    name, t, n = arr or gen.pick(ctx.arrays)
    m = n - 1
    form = gen.pick(["update", "update", "reduce", "swap"])
    q = gen.fresh("q")
    uni = gen.chance(0.7)
    counter = Var(q, "int32", uni, False)
    counter.cbound = n
    inner = ctx.child(in_loop=True, in_switch=False, level=ctx.level + 1)
    inner.vars.append(counter)
    qt = "uniform int32" if uni else "int32"
    last = m if form == "swap" else n
    if form != "swap" and gen.chance(0.3):
        head = "for (%s %s = %d; %s >= 0; %s--) {" % (qt, q, last - 1, q, q)
    else:
        head = "for (%s %s = 0; %s < %d; %s++) {" % (qt, q, q, last, q)
    here = "%s[%s]" % (name, q)
    c = gen.R.randint(1, m) if m > 0 else 0
    other = "%s[(%s + %d) & %d]" % (name, q, c, m)
    elems = [Var(here, t, False, True, inner.level)]
    if m > 0:
        elems.append(Var(other, t, False, True, inner.level))
    inner.vars += elems
    q1 = p + "    "
    body = []
    if form == "update":
        body.append(q1 + gen.assign_line(elems[0], inner))
    elif form == "reduce":
        sinks = [v for v in gen.assignable(ctx) if not v.uni and v.t == t]
        if not sinks:
            body.append(q1 + gen.assign_line(elems[0], inner))
        else:
            v = gen.pick(sinks).name
            if t in FLOAT_TYPES:
                body.append(q1 + "%s = clamp(%s + %s, %s, %s);" % (
                    v, v, here, lit(t, -FLOAT_BOUND), lit(t, FLOAT_BOUND)))
            elif gen.chance(0.3):
                body.append(q1 + "%s = %s(%s, %s);" % (v, gen.pick(["min", "max"]), v, here))
            elif signed(t):   # both within the bound: the sum fits the type
                body.append(q1 + "%s = (%s + %s) %% %s;" % (v, v, here, lit(t, VAR_BOUND[t] + 1)))
            else:
                body.append(q1 + "%s += %s;" % (v, here))
    else:
        nxt = "%s[%s + 1]" % (name, q)
        tmp = gen.fresh("tq")
        body.append(q1 + "if (%s %s %s) { %s %s = %s; %s = %s; %s = %s; }" % (
            here, gen.pick([">", "<"]), nxt, t, tmp, here, here, nxt, nxt, tmp))
    # A few generated statements around the fixed one (kept small: the
    # unroller's size limit counts the whole body times the trip count).
    if gen.chance(0.5) and gen.budget > 0:
        extra = gen.block(inner, ind + 1, gen.R.randint(1, 2))
        body = body + extra if gen.chance(0.5) else extra + body
    lines = [p + head] + body + [p + "}"]
    if form == "swap" and gen.chance(0.3):   # a bubble sort: n - 1 passes
        r = gen.fresh("q")
        lines = ([p + "for (uniform int32 %s = 0; %s < %d; %s++) {" % (r, r, m, r)]
                 + ["    " + line for line in lines] + [p + "}"])
    return lines
