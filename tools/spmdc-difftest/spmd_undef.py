"""Variables declared without an initializer (feature `undef_locals`).

A statement of this kind declares `T yN;` with no initializer, assigns it
in one arm of a varying `if` (or `cif`), in a varying loop, or in one case
of a varying `switch`, and reads it afterwards only in the lanes that
assigned it. SROA turns such a variable into a phi of the value and undef
at the join; LLVM's uniformity analysis calls that phi uniform when the
value is, and the linearized SIMD code once kept the other edge's undef
(docs/shapes.md, "Known gaps"; tests/e2e/undef_join_phis.spmd). The value
is uniform more often than not (a uniform expression: loads from uniform
addresses, which no pass can hoist out of the arm), since that is the case
the analysis got wrong. The pattern shows in internal functions (each
inlined copy has its own variables, and the foreach tail's copy is in no
loop) and in the foreach tail; in a loop body the variable carries the
previous iteration's value instead of undef.

Which lanes read the variable is decided by a flag set on the same line as
the assignment (`yN = ...; dN = true;`), or by the arm's condition saved in
a bool before the branch (`bool cN = ...; if (cN) {...}` ... `if (cN)`), so
a lane that left through a `break`, `continue` or a skipped arm never reads
it, and the reducer (which works line by line) cannot separate the two.
"""


def s_undef(gen, ctx, ind, p):
    """The statement; `gen` is the spmd_gen.Gen generating the kernel. In
    the export kernel the first read stores y to the lane's own output row;
    in an internal function it assigns y to a varying variable."""
    from spmd_gen import ARRAYS, DATA_BOUND, FLOAT_TYPES, NF, NI, E, Var  # (imports this module)
    sinks = [v for v in gen.assignable(ctx) if not v.uni]
    if not ctx.export and not sinks:
        return gen.s_assign(ctx, ind, p)
    t = gen.pick(gen.types())
    y, d = gen.fresh("y"), gen.fresh("d")
    uni = gen.chance(0.7)
    form = gen.pick(["if", "if", "cif", "loop", "switch"])
    q = p + "    "
    arm = ctx.child(level=ctx.level + 1)

    def define(actx):
        # Reads the arm's variables (a loop counter, say), not y itself. A
        # uniform value is mostly a load from a uniform address, which stays
        # in the arm (a uniform expression of literals folds to a constant,
        # and a phi of a constant and undef folds to the constant).
        if uni and gen.chance(0.7):
            return "%s = %s; %s = true;" % (y, uniform_load(actx), d)
        return "%s = %s; %s = true;" % (y, gen.rhs(t, actx, uni), d)

    def uniform_load(actx):
        gen.loads += 1
        if actx.export:
            at = t if gen.f["types"] or t in ("int32", "float") else "int32"
            e = E("%s[%s]" % (ARRAYS[at], gen.index_expr(actx, True)), at,
                  DATA_BOUND.get(at, 1 << 64), True)
        else:
            idx = gen.expr("int32", actx, 1, True).s
            e = E("fa32[(%s) & 63]" % idx, "int32", DATA_BOUND["int32"], True)
        gen.loads -= 1
        e = gen.cast(e, t)
        if gen.chance(0.5):
            k = gen.expr(t, actx, 1, True)
            e = E("max(%s, %s)" % (e.s, k.s), t, max(e.b, k.b), True)
        return gen.fit(e, t)

    lines = [p + "%s %s; bool %s = false;" % (t, y, d)]
    guard = d
    if form in ("if", "cif"):
        c, _ = gen.vcond(ctx)
        if gen.chance(0.5):
            # The branch's own condition, saved, decides who reads y.
            guard = gen.fresh("c")
            lines.append(p + "bool %s = %s;" % (guard, c.s))
            cs = guard
        else:
            cs = c.s
        then_defines = gen.chance(0.6)
        kw = "cif" if form == "cif" else "if"
        lines.append(p + "%s (%s) {" % (kw, cs))
        if then_defines:
            lines += gen.block(arm, ind + 1, gen.R.randint(0, 2)) + [q + define(arm)]
            if gen.chance(0.7):
                lines += [p + "} else {"] + gen.block(ctx.child(level=ctx.level + 1), ind + 1,
                                                      gen.R.randint(1, 2))
        else:
            # Defined in the else arm only: the lanes that read it are the
            # saved condition's false ones, or the flag's.
            guard = "!" + guard if guard != d else d
            lines += gen.block(arm, ind + 1, gen.R.randint(1, 2))
            els = ctx.child(level=ctx.level + 1)
            lines += [p + "} else {"] + gen.block(els, ind + 1, gen.R.randint(0, 1))
            lines.append(q + define(els))
        lines.append(p + "}")
    elif form == "loop":
        j = gen.fresh("j")
        lim = gen.expr("int32", ctx, 1, False)
        body = arm.child(in_loop=True, in_switch=False)
        body.vars.append(gen.counter(j, 8))
        lines.append(p + "for (int32 %s = 0; %s < (%s & 7); %s++) {" % (j, j, gen.paren(lim.s), j))
        lines += gen.block(body, ind + 1, gen.R.randint(0, 2))
        if gen.chance(0.5):
            c, _ = gen.vcond(body)
            lines += [q + "if (%s) {" % c.s, q + "    " + define(body), q + "}"]
        else:
            lines.append(q + define(body))
        lines.append(p + "}")
    else:
        x = gen.expr("int32", ctx, 1, False)
        cases = sorted(gen.R.sample(range(4), gen.R.randint(2, 4)))
        k = gen.pick(cases)
        lines.append(p + "switch (%s & 3) {" % gen.paren(x.s))
        for c in cases:
            cctx = arm.child(in_switch=True)
            lines.append(p + "case %d:" % c)
            lines += gen.block(cctx, ind + 1, gen.R.randint(0, 1))
            if c == k:
                lines.append(q + define(cctx))
            lines.append(q + "break;")
        lines.append(p + "}")
    # The reads: a store of y, then statements that may read it.
    use = ctx.child(level=ctx.level + 1)
    yv = Var(y, t, False, False)
    yv.cbound = gen.var_bound(t)
    use.vars.append(yv)
    if not ctx.export:
        v = gen.pick(sinks)
        store = "%s = %s;" % (v.name, gen.fit(gen.cast(E(y, t, yv.cbound, False), v.t), v.t))
    elif t in FLOAT_TYPES:
        store = "of[%s * %d + %d] = (double)%s;" % (ctx.index, NF, NF - 1, y)
    else:
        store = "oi[%s * %d + %d] = (int64)%s;" % (ctx.index, NI, NI - 2, y)
    lines += [p + "if (%s) {" % guard, q + store] + gen.block(use, ind + 1, gen.R.randint(0, 2))
    return lines + [p + "}"]
