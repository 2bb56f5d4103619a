"""Twin sides that store to other places (`twin_stores`).

Two stores of the two sides meld into one store to a selected address
(docs/darm.md): the address must be each lane's own side's, and a store
only one side makes stays masked to that side's lanes. The shapes
(export kernel only, where the output arrays are):

* `slots`: both sides store one value shape into one array at other
  indices (oi's two statement columns, `oi[i*8+6]` and `oi[pm[i]*8+7]`,
  or two of a narrow array's regions: unit, stride 2, scattered through
  pm, reversed) -- a meld selects the index;
* `pointers`: two pointers into oi made before the branch, one stored
  through on each side -- a meld selects the pointer;
* `guarded`: a selector `o = x & 7` splits the lanes, and a side's
  store, and sometimes a load, use an address that is in bounds only for
  the lanes of that side: the offset `(o >> 2) * 2^24` (or `(o & 1) <<
  24`) elements is 0 on the side's own lanes and a gigabyte away on the
  others', so an unmasked melded access faults (or reads or writes far
  outside the arrays). The other side stores to its own such address or
  not at all (one-sided). The scalar reference, running one lane at a
  time, never computes the other lanes' address into an access.

Every store keeps spmd_gen.py's rule that no two lanes touch one location
(each lane's own row, its pm row, its narrow slots).
"""
from spmd_gen import BITS, MAX_N, NARROW_OUTS, NI, E

import spmd_twin_shapes
import spmd_twins

NARROW_FORMS = ["unit", "stride", "scatter", "reverse"]
# How far (in elements) the other lanes' addresses are: 1 GiB for oi (8
# int64 per row), 256 MiB to 1 GiB for the narrow arrays and a32; nothing
# is mapped that far from the host's small arrays, and the index arithmetic
# stays within int32.
FAR = 1 << 24
FAR_NARROW = 1 << 28


def narrow_index(form, i, off=""):
    """A narrow output's slot for lane i in region `form` (spmd_gen's)."""
    N = MAX_N
    return {"unit": "%s%s" % (i, off), "stride": "%d + 2 * (%s%s)" % (N, i, off),
            "scatter": "%d + 2 * pm[%s] + 1%s" % (N, i, off),
            "reverse": "%d + n - 1 - %s%s" % (3 * N, i, off)}[form]


def store(gen, ctx, where, off=""):
    """A store of a fresh expression to `where` (an oi column 6/7, or a
    narrow region), with `off` added to the lane's row or slot."""
    i = ctx.index
    if where in ("col6", "col7"):
        e = gen.expr("int64", ctx, 2, False)
        row = "(%s%s)" % (i, off) if where == "col6" else "(pm[%s]%s)" % (i, off)
        col = NI - 2 if where == "col6" else NI - 1
        return "oi[%s * %d + %d] = (int64)%s;" % (row, NI, col, gen.paren(e.s))
    t, form = where
    e = gen.expr(t, ctx, 2, False)
    at = t if t == "float" else "int%d" % BITS[t]
    return "%s[%s] = (%s)%s;" % (NARROW_OUTS[at], narrow_index(form, i, off), at,
                                  gen.paren(e.s))


def places(gen):
    """The two sides' store places: one array, two index forms."""
    if gen.chance(0.4):
        return gen.pick([("col6", "col7"), ("col7", "col6")])
    t = gen.pick(["int8", "int16", "int32", "uint8", "float"] if gen.f["types"]
                 else ["int32", "float"])
    a, b = gen.R.sample(NARROW_FORMS, 2)
    return (t, a), (t, b)


def s_stores(gen, ctx, ind, p):
    if not ctx.export or not ctx.index:
        return None
    form = gen.pick(["slots", "slots", "pointers", "guarded", "guarded"])
    T = spmd_twin_shapes.TwinArms(gen, 2)
    n = gen.R.randint(0, 2)
    sub = spmd_twin_shapes.sub_block

    def side_with(line_of):
        def make(actx, aind):
            q = "    " * aind
            k = 0 if gen.twin.P is None else 1
            lines = sub(gen, actx, aind, "pre", n)
            lines += [q + x for x in line_of(k, actx)]
            return lines + sub(gen, actx, aind, "post", gen.R.randint(0, 1))
        return make

    if form == "slots":
        pl = places(gen)
        side = side_with(lambda k, actx: [store(gen, actx, pl[k])])
        return spmd_twin_shapes.if_else(gen, ctx, ind, p, T, side, side)
    i = ctx.index
    if form == "pointers":
        qa, qb = gen.fresh("q"), gen.fresh("q")
        pre = [p + "uniform int64 * varying %s = &oi[%s * %d + %d];" % (qa, i, NI, NI - 2),
               p + "uniform int64 * varying %s = &oi[pm[%s] * %d + %d];" % (qb, i, NI, NI - 1)]
        if gen.chance(0.5):
            qa, qb = qb, qa

        def ptr_store(k, actx):
            e = gen.expr("int64", actx, 2, False)
            return ["*%s = (int64)%s;" % ((qa, qb)[k], gen.paren(e.s))]
        side = side_with(ptr_store)
        return pre + spmd_twin_shapes.if_else(gen, ctx, ind, p, T, side, side)
    # guarded: addresses valid only on the side's own lanes
    o = gen.fresh("o")
    pre = [p + "int32 %s = (%s) & 7;" % (o, spmd_twins.varying_leaf(gen, ctx))]
    ctx.vars.append(gen.counter(o, 7))
    if gen.chance(0.5):
        cond, bad = "%s < 4" % o, ["(%s >> 2)" % o, "((7 - %s) >> 2)" % o]
    else:
        cond, bad = "(%s & 1) == 0" % o, ["(%s & 1)" % o, "((%s & 1) ^ 1)" % o]
    one_sided = gen.chance(0.4)
    sign = gen.pick([" + ", " - "])
    pl = places(gen)

    def guarded(k, actx):
        if k == 1 and one_sided:
            return []
        off = "%s%s * %d" % (sign, bad[k], FAR if pl[k] in ("col6", "col7") else FAR_NARROW)
        out = [store(gen, actx, pl[k], off)]
        sinks = [v for v in gen.assignable(actx) if not v.uni]
        if sinks and gen.chance(0.5):   # a load only that side's lanes may make
            v = gen.pick(sinks)
            e = E("a32[%s%s%s * %d]" % (i, sign, bad[k], FAR_NARROW), "int32", 40000, False)
            out.append("%s = %s;" % (v.name, gen.fit(gen.cast(e, v.t), v.t)))
        return out
    side = side_with(guarded)
    return pre + spmd_twin_shapes.if_else(gen, ctx, ind, p, T, side, side, cond=cond)
