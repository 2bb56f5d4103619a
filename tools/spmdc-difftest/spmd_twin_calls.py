"""Twin sides that call one helper with uniform arguments (`twin_calls`).

DARM melds two calls of one function (docs/darm-history.md, "Calls"); a call's
*uniform* parameter must stay uniform after the meld, so two calls whose
uniform arguments differ between the sides may pair only if the melded
argument is still one value for the gang -- a select on a varying
condition is not. The classic twins call the generator's functions, whose
uniform parameters see mostly literal arguments. Here each kernel may get
a helper (`helper`, emitted before the export function) with uniform
parameters: static, `noinline` (called, never inlined: a masked vector
variant on the CPU) or recursive with a base case on a uniform depth; and
a twin (`s_calls`) whose sides each compute a uniform local from loads at
uniform addresses and constants -- the same constants on both sides or
other ones -- and pass it, with varying arguments, to the helper.

A helper reads its uniform parameter `s` (any int32 of the generator's
bound) and a varying `x`; the recursive one recurses to depth `d & 3` (a
uniform value), passes `s` on unchanged or changed uniformly, and ends at
`d <= 0`.
"""
from spmd_gen import E, Ctx, Var, VAR_BOUND

import spmd_twin_shapes


def helper(gen, idx):
    """The source lines of helper `idx` of gen's kernel (registered in
    gen.funcs, so ordinary calls use it too, and in gen.twin_helpers)."""
    kind = gen.pick(["static", "noinline", "recursive"])
    fname = "%s_h%d" % (gen.name, idx)
    ctx = Ctx(in_func="int32", level=0)
    d = Var("d", "int32", True, False)
    d.cbound = 3
    s = Var("s", "int32", True, False)
    s.cbound = VAR_BOUND["int32"]
    x = Var("x", "int32", False, True, 0)
    ctx.vars += ([d] if kind == "recursive" else []) + [s, x]
    gen.budget = gen.R.randint(2, 5)
    params = ("uniform int32 d, " if kind == "recursive" else "") + \
        "uniform int32 s, int32 x, uniform int32 fa32[]"
    lines = ["static %sint32 %s(%s) {" % ("noinline " if kind == "noinline" else "", fname, params)]
    if kind == "recursive":
        base = gen.rhs("int32", ctx, False)
        lines.append("    if (d <= 0) return %s;" % base)
    lines += gen.block(ctx, 1, gen.R.randint(1, 3))
    if kind == "recursive":
        c, _ = gen.vcond(ctx)
        s2 = gen.pick(["s", "(s + 1) % 40001", "(s ^ 3) % 40001", "(s >> 1)"])
        lines += ["    if (%s) return %s(d - 1, %s, x, fa32);" % (c.s, fname, s2),
                  "    return (%s(d - 1, s, (x + s) %% 40001, fa32) - x) %% 40001;" % fname]
    else:
        lines.append("    return %s;" % gen.fit(gen.expr("int32", ctx, 2, False), "int32"))
    lines.append("}")
    params = ([("depth", True)] if kind == "recursive" else []) + \
        [("int32", True), ("int32", False), ("array", True)]
    gen.funcs.append((fname, "int32", params))
    gen.twin_helpers.append((fname, kind))
    return lines


def uniform_value(gen, ctx):
    """A uniform int32 computed from a load at a uniform address and
    constants; a perturbed arm takes other constants half of the time."""
    P = gen.twin.P

    def const(a, b):
        c = gen.R.randint(a, b)
        return P.randint(a, b) if P is not None and P.random() < 0.5 else c
    gen.loads += 1
    if ctx.export:
        load = "a32[%s]" % gen.index_expr(ctx, True)
    else:
        load = "fa32[(%s) & 63]" % gen.expr("int32", ctx, 1, True).s
    gen.loads -= 1
    form = gen.pick(["add", "mask", "shift", "mix"])
    if form == "add":
        e = E("(%s + %d)" % (load, const(-20, 20)), "int32", VAR_BOUND["int32"] + 20, True)
    elif form == "mask":
        e = E("((%s & %d) * %d)" % (load, const(1, 255), const(1, 9)), "int32", 255 * 9, True)
    elif form == "shift":
        e = E("((%s >> %d) - %d)" % (load, const(0, 4), const(0, 30)), "int32",
              VAR_BOUND["int32"] + 30, True)
    else:
        other = gen.expr("int32", ctx, 1, True)
        e = E("(%s ^ (%s & %d))" % (load, gen.paren(other.s), const(1, 63)), "int32",
              65535, True)
    return gen.fit(e, "int32")


def call_side(gen, actx, aind, n):
    """One side: a uniform local, the helper's call, then arm statements."""
    p = "    " * aind
    fname, kind = gen.pick(gen.twin_helpers)
    s = gen.fresh("s")
    lines = [p + "uniform int32 %s = %s;" % (s, uniform_value(gen, actx))]
    v = Var(s, "int32", True, False, actx.level)
    v.cbound = VAR_BOUND["int32"]
    actx.vars.append(v)
    args = []
    if kind == "recursive":
        args.append("%s & 3" % s if gen.chance(0.6) else
                    "(%s) & 3" % gen.expr("int32", actx, 1, True).s)
    args.append(s if gen.chance(0.7) else gen.fit(gen.expr("int32", actx, 1, True), "int32"))
    args.append(gen.fit(gen.expr("int32", actx, 1, False), "int32"))
    args.append("a32" if actx.export else "fa32")
    call = "%s(%s)" % (fname, ", ".join(args))
    sinks = [x for x in gen.assignable(actx) if not x.uni and x.t == "int32"]
    if sinks:
        lines.append(p + "%s = %s;" % (gen.pick(sinks).name, call))
    else:
        x = gen.fresh("x")
        lines.append(p + "int32 %s = %s;" % (x, call))
        actx.vars.append(Var(x, "int32", False, True, actx.level))
    return lines + spmd_twin_shapes.sub_block(gen, actx, aind, "rest", n)


def s_calls(gen, ctx, ind, p):
    """An if/else (or a 3-arm chain's first two arms, as an if/else with
    a call on each side): both sides call one helper."""
    if not gen.twin_helpers or not ctx.uwrites:
        return None
    T = spmd_twin_shapes.TwinArms(gen, 2)
    n = gen.R.randint(0, 2)
    side = lambda actx, aind: call_side(gen, actx, aind, n)
    return spmd_twin_shapes.if_else(gen, ctx, ind, p, T, side, side)
