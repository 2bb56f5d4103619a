"""Per-lane and per-value loops, atomics and `foreach_tiled` (features
`lane_loops`, `atomics` and `tiled`).

Each form is generated only where its result in every program instance
is the same whatever the gang size, so the scalar target stays the
reference:

    foreach_active (ja7) {                 (one lane at a time: the body
        uniform int16 ex8 = extract(x3, (uniform int32)ja7);
        ...                                 sees only lane ja7, so `extract`
    }                                       there is that lane's own value)
    foreach_unique (uq9 in (x2 & 3)) {     (uq9: a uniform copy of each
        ...                                 lane's own value)
    }
    x4 = (int32)atomic_add_global(&on32[i], (int32)(...));
                                           (an atomic on the lane's own
                                            slot: the old value is its own)
    atomic_max_global(&acc2, (varying int32)(...));
                                           (a gang-shared accumulator with
                                            one commutative operation, whose
                                            final value goes to ou[k]; the
                                            per-lane results, which depend
                                            on the lanes before, are unused)

`break` is an error in `foreach_active`/`foreach_unique` (as in ISPC), so
their bodies allow `continue` only. An accumulator takes values cast to
`varying T`: a uniform value is one operation per gang, whose count
depends on the gang size (except for the idempotent min/max/and/or,
which are also given uniform values).
"""

# ou slots for accumulators (slots 0-1 are the gang flags, NU - 1 the
# uniform check), and each accumulator's one operation family.
ACC_SLOTS = (2, 3, 4, 5, 6)
ACC_OPS = ("add", "min", "max", "and", "or", "xor")
IDEMPOTENT = ("min", "max", "and", "or")
ACC_TYPES = ("int64", "uint64", "uint32", "int32")
# Own-slot atomics: the lane's element of an output array that only it
# writes (spmd_gen's regions), by element type.
OWN_SLOTS = {"int32": "on32[{i}]", "int64": "oi[{i} * 8 + 6]", "float": "onf[{i}]"}   # oi: column NI - 2
OWN_OPS = {"int32": ("add", "subtract", "min", "max", "and", "or", "xor", "swap", "cas"),
           "int64": ("add", "subtract", "min", "max", "and", "or", "xor", "swap", "cas"),
           "float": ("add", "subtract", "min", "max", "swap", "cas")}


class Acc:
    def __init__(self, name, t, op, slot, direct):
        self.name, self.t, self.op, self.slot, self.direct = name, t, op, slot, direct

    def address(self):
        return "&ou[%d]" % self.slot if self.direct else "&" + self.name


def accumulators(gen):
    """Declarations of this kernel's accumulators (before its foreach)."""
    from spmd_gen import lit
    gen.accums = []
    if not gen.f["atomics"] or not gen.chance(0.6):
        return []
    lines = []
    for slot in ACC_SLOTS[:gen.R.randint(1, 3)]:
        op = gen.pick(ACC_OPS)
        if gen.chance(0.3):   # ou[slot] itself, preset by the host
            gen.accums.append(Acc(None, "int64", op, slot, True))
            continue
        t = gen.pick(ACC_TYPES)
        if op == "add" and t == "int32":
            t = "uint32"      # a signed 32-bit sum may overflow
        name = gen.fresh("acc")
        init = {"min": 1000, "and": -1}.get(op, gen.R.randint(0, 50))
        if t.startswith("u") and init < 0:
            init = "(%s)%d" % (t, init)
        else:
            init = lit(t, init)
        lines.append("    uniform %s %s = %s;" % (t, name, init))
        gen.accums.append(Acc(name, t, op, slot, False))
    return lines


def accumulator_outputs(gen):
    """The statements after the foreach that store the accumulators."""
    return ["    ou[%d] = (int64)%s;" % (a.slot, a.name) for a in gen.accums if not a.direct]


def s_atomic(gen, ctx, ind, p):
    """An atomic in the export kernel: on an accumulator, or on the lane's
    own output slot with its old value used."""
    if gen.accums and gen.chance(0.6):
        return [p + accumulate(gen, ctx, gen.pick(gen.accums))]
    return own_slot(gen, ctx, p)


def accumulate(gen, ctx, a):
    op = a.op
    if op == "add" and gen.chance(0.3):
        op = "subtract"
    if a.op in IDEMPOTENT and gen.chance(0.3):
        v = gen.cast(gen.expr(a.t, ctx, 1, True), a.t)   # uniform: once per gang
        return "atomic_%s_global(%s, (uniform %s)%s);" % (op, a.address(), a.t, gen.paren(v.s))
    # A varying expression may still be the same for the gang (a load at a
    # uniform index): the cast makes the operation one per lane.
    v = gen.cast(gen.expr(a.t, ctx, gen.R.randint(1, 2), False), a.t)
    return "atomic_%s_global(%s, (varying %s)%s);" % (op, a.address(), a.t, gen.paren(v.s))


def own_slot(gen, ctx, p):
    from spmd_gen import E, full
    t = gen.pick(sorted(OWN_SLOTS))
    slot = "&" + OWN_SLOTS[t].format(i=ctx.index)
    op = gen.pick(OWN_OPS[t])
    v = gen.cast(gen.expr(t, ctx, gen.R.randint(1, 2), False), t)
    if op == "cas":
        c = gen.cast(gen.expr(t, ctx, 1, False), t)
        call = "atomic_compare_exchange_global(%s, (%s)%s, (%s)%s)" % (
            slot, t, gen.paren(c.s), t, gen.paren(v.s))
    else:
        call = "atomic_%s_global(%s, (%s)%s)" % (op, slot, t, gen.paren(v.s))
    sinks = [w for w in gen.assignable(ctx) if not w.uni]
    if not sinks or gen.chance(0.2):
        return [p + call + ";"]
    w = gen.pick(sinks)
    # The slot may hold anything an earlier store put there (a float from
    # an int64, say), so the old value is bounded only by its type.
    old = E(call, t, 3.4e38 if t == "float" else full(t), False)
    return [p + "%s = %s;" % (w.name, gen.fit(gen.cast(old, w.t), w.t))]


def lane_body_ctx(gen, ctx):
    """The context of a foreach_active/foreach_unique body: deeper varying
    control, `continue` (not `break`) ends the iteration."""
    return ctx.child(in_loop=False, in_switch=False, can_continue=True,
                     level=ctx.level + 1)


def s_foreach_active(gen, ctx, ind, p):
    from spmd_gen import Var
    j = gen.fresh("ja")
    inner = lane_body_ctx(gen, ctx)
    q = p + "    "
    body = []
    srcs = [v for v in ctx.vars if not v.uni]
    if srcs and gen.chance(0.6):
        v = gen.pick(srcs)
        e = gen.fresh("ex")
        body.append(q + "uniform %s %s = extract(%s, (uniform int32)%s);" % (v.t, e, v.name, j))
        ev = Var(e, v.t, True, False, inner.level)
        ev.cbound = v.bound()
        inner.vars.append(ev)
    body += gen.block(inner, ind + 1, gen.R.randint(1, 3))
    return [p + "foreach_active (%s) {" % j] + body + [p + "}"]


def s_foreach_unique(gen, ctx, ind, p):
    from spmd_gen import FLOAT_TYPES, Var, lit
    u = gen.fresh("uq")   # not "u": u0 and u1 are the kernel's parameters
    t = gen.pick([t for t in gen.types() if t not in ("int64", "uint64")] + ["int32"])
    x = gen.expr(t, ctx, 1, gen.chance(0.15))
    if t in FLOAT_TYPES:
        # `+ 0` makes -0.0 +0.0: foreach_unique compares with ==, so a
        # gang holding both would give some lanes the other sign's u.
        e, bound = "(floor(clamp(%s, %s, %s)) + %s)" % (
            x.s, lit(t, -2.0), lit(t, 2.0), lit(t, 0.0)), 2.0
    else:
        e, bound = "%s & %s" % (gen.paren(x.s), lit(t, 3)), 3
    inner = lane_body_ctx(gen, ctx)
    uv = Var(u, t, True, False, inner.level)
    uv.cbound = bound
    inner.vars.append(uv)
    body = gen.block(inner, ind + 1, gen.R.randint(1, 3))
    return [p + "foreach_unique (%s in %s) {" % (u, e)] + body + [p + "}"]
