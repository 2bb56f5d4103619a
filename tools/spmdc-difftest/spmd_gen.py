"""Random, well-defined SPMD kernels for differential testing.

`generate_kernel(seed, name, features)` returns the source of one export
function `name` (plus the internal functions it calls, prefixed `name_`)
with the fixed signature `KERNEL_PARAMS`, so that many kernels share one
compilation unit and one host program (see spmdc_difftest.py).

Every kernel is well defined on every gang width, so the scalar target (one
lane) is a reference for every other target:

* no undefined behaviour: each expression carries a bound on its magnitude;
  a signed operation whose result could overflow is done in the unsigned
  type and converted back; signed variables keep an invariant bound
  (`VAR_BOUND`), re-established with `%` after every assignment; divisors are
  `(y & 7) + 1`; shift counts are masked; float-to-int conversions clamp
  first; floats stay within +-1e4 (no inf/NaN); loops are bounded;
* in-bounds memory: loads index the input arrays through unit-stride,
  strided, reversed, masked-gather and uniform addresses; each program
  instance stores only into its own row of `oi`/`of`, into row `pm[i]`
  (a permutation) of the scatter column, and into the slots of the narrow
  output arrays (`NARROW_OUTS`) derived from `i` and `pm[i]`, so no two
  lanes touch one location;
* no width dependence: programIndex/programCount appear only in forms whose
  value does not depend on the gang size; a uniform variable written under
  varying control flow (gang-shared) is a flag that is only ever set to one
  value and read after the `foreach`; other uniform locals are assigned only
  under the control flow of their declaration.

Divergent branches whose arms are one template with perturbations (feature
`twin_if`: if/else, else-if chains, varying switches) come from
spmd_twins.py, so that DARM's melding is exercised; every arm is generated
by the statement generator below and keeps these invariants. Variables
declared without an initializer, set in one arm and read only by the lanes
that set them (feature `undef_locals`), come from spmd_undef.py.

Every construct is a feature flag (`FEATURES`, all on); private arrays and
structs are always fully initialized, recursion is bounded by a depth
`& 3`, and cross-lane operations appear only in forms whose value in each
active lane is independent of the gang size (`min(a, reduce_max(a))` is a).
Each statement is printed on its own line and compound statements end with
a line `}` so the reducer can work line by line; an assignment and the `%`
that restores its bound share a line so that reduction keeps invariants.
"""
import random

import spmd_array_loops
import spmd_lane_ops
import spmd_twins
import spmd_undef

# Constructs generated today (all on by default).
FEATURES = {
    "types": True,          # int8..uint64, float, double (else int32/float only)
    "divergent_if": True,
    "loops": True,          # for/while/do with varying and uniform trip counts
    "break_continue": True,
    "switch": True,         # uniform and varying conditions, fall-through
    "goto": True,           # irreducible two-entry loops built with goto
    "calls": True,          # internal functions called under masks
    "return": True,         # early (varying) returns in internal functions
    "uniform_locals": True,
    "gang_shared": True,    # uniform flags written under varying control flow
    "memory": True,         # strided / reversed / gathered loads, scatters
    "program_index": True,  # manual gang loops, i rebuilt from programIndex
    "float_math": True,     # sqrt/rsqrt/rcp/floor/ceil/min/max/clamp/abs
    "private_arrays": True,  # varying local arrays, constant and varying indices
    "array_loops": True,    # constant-trip loops over a private array (spmd_array_loops.py)
    "structs": True,        # varying local structs (array members), copies
    "recursion": True,      # recursive internal functions called under masks
    "cross_lane": True,     # reductions, shuffle, rotate, any/all (width-independent forms)
    "narrow_stores": True,  # 8/16/32-bit and float stores: unit, strided, reversed, scattered
    "twin_if": True,        # divergent if/else-if/switch whose arms are one template, perturbed
    "undef_locals": True,   # `T y;` set in one arm/loop/case, read only where set (spmd_undef.py)
    # Twin shapes (spmd_twin_shapes.py; a share of the twins when twin_if is on):
    "twin_calls": True,     # both sides call one helper with uniform args (spmd_twin_calls.py)
    "twin_loops": True,     # while vs do, break vs none, continue, nests of other depth
    "twin_switch": True,    # switches with other cases / fall-through in the sides
    "twin_variants": True,  # other constants / indices / element types, long vs short
    "twin_stores": True,    # one array at other indices, chosen pointers, one-sided OOB-elsewhere
    "twin_chains": True,    # else-if chains of 3 and 4 tests, with and without else
    # Lane-order constructs in width-independent forms (spmd_lane_ops.py):
    "lane_loops": True,     # foreach_active (with extract at its lane), foreach_unique
    "atomics": True,        # own-slot atomics, gang-shared accumulators of one operation
    "tiled": True,          # foreach_tiled as the kernel's loop
}
# Constructs the language lacks today: add a flag when it has them.
FUTURE_FEATURES = []

INT_TYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
FLOAT_TYPES = ["float", "double"]
BITS = {"int8": 8, "int16": 16, "int32": 32, "int64": 64, "uint8": 8, "uint16": 16,
        "uint32": 32, "uint64": 64}
# Invariant magnitude of signed variables (products of two stay in range).
VAR_BOUND = {"int8": 10, "int16": 150, "int32": 40000, "int64": 2000000000}
FLOAT_BOUND = 1e4
# Input arrays, one per element type; signed and float data stay within these.
ARRAYS = {"int8": "a8", "int16": "a16", "int32": "a32", "int64": "a64", "uint8": "au8",
          "uint16": "au16", "uint32": "au32", "uint64": "au64", "float": "af", "double": "ad"}
DATA_BOUND = dict(VAR_BOUND, float=100.0, double=100.0)
ARRAY_LEN = 320        # >= 4*MAX_N + 4 and > 63 (gathers use & 63)
MAX_N = 77
NI, NF, NU = 8, 4, 8   # int64 columns per lane, double columns per lane, uniform slots
# Narrow output arrays (element type -> array), each NARROW_LEN long in four
# regions that no two lanes share: [0, N) unit stride (`[i]`), [N, 3N) stride
# 2 (`[N + 2 * i]`) with the odd slots scattered (`[N + 2 * pm[i] + 1]`),
# [3N, 4N) reversed (`[3N + n - 1 - i]`). Unsigned values are stored through
# the signed array of their width.
NARROW_OUTS = {"int8": "on8", "int16": "on16", "int32": "on32", "float": "onf"}
NARROW_LEN = 4 * MAX_N
KERNEL_PARAMS = ("uniform int8 a8[], uniform int16 a16[], uniform int32 a32[], uniform int64 a64[], "
                 "uniform uint8 au8[], uniform uint16 au16[], uniform uint32 au32[], "
                 "uniform uint64 au64[], uniform float af[], uniform double ad[], "
                 "uniform int32 pm[], uniform int64 oi[], uniform double of[], uniform int64 ou[], "
                 "uniform int8 on8[], uniform int16 on16[], uniform int32 on32[], uniform float onf[], "
                 "uniform int32 n, uniform int32 u0, uniform int32 u1")


def signed(t):
    return t in VAR_BOUND


def tmax(t):
    return (1 << (BITS[t] - 1)) - 1 if signed(t) else (1 << BITS[t]) - 1


def full(t):
    """The bound meaning 'anything of type t' (includes INT_MIN)."""
    return tmax(t) + 1 if signed(t) else tmax(t)


def utype(t):
    return t if not signed(t) else "u" + t


def lit(t, v):
    if t == "int32":
        return str(v) if v >= 0 else "(%d)" % v
    if t == "float":
        return "%.2f" % v if v >= 0 else "(%.2f)" % v
    if t == "double":
        return "%.2fd" % v if v >= 0 else "(%.2fd)" % v
    return "((%s)%d)" % (t, v)


class E:
    """An expression: text, type, magnitude bound, uniform or not."""
    def __init__(self, s, t, b, uni):
        self.s, self.t, self.b, self.uni = s, t, b, uni


class Var:
    def __init__(self, name, t, uni, assignable=True, level=0):
        self.name, self.t, self.uni, self.assignable, self.level = name, t, uni, assignable, level

    def bound(self):
        if self.t in FLOAT_TYPES:
            return FLOAT_BOUND
        return VAR_BOUND.get(self.t, full(self.t)) if self.assignable else self.cbound

    cbound = 0


class Ctx:
    """Where a statement is generated."""
    def __init__(self, **kw):
        self.vars = []          # visible variables
        self.arrays = []        # visible private arrays: (name, type, length)
        self.structs = []       # visible struct locals: (name, struct type)
        self.in_loop = False    # break/continue target a loop
        self.in_switch = False  # break targets a switch
        self.can_continue = False
        self.in_func = None     # return type inside an internal function
        self.level = 0          # varying-control-flow nesting
        self.uwrites = True     # uniform writes allowed (not in irreducible regions)
        self.export = False     # in the export kernel (index i, stores, gang flags)
        self.index = None       # the foreach index variable name
        self.__dict__.update(kw)

    def child(self, **kw):
        c = Ctx()
        c.__dict__.update(self.__dict__)
        c.vars = list(self.vars)
        c.arrays = list(self.arrays)
        c.structs = list(self.structs)
        c.__dict__.update(kw)
        return c


class Gen:
    def __init__(self, seed, name, features=None):
        self.R = random.Random(seed)
        self.name = name
        self.f = dict(FEATURES, **(features or {}))
        self.uid = 0
        self.funcs = []         # (name, ret type, [(ptype, uniform)])
        self.gang_flags = []    # (name, value)
        self.budget = 0
        self.exits = 0
        self.loads = 0          # > 0 while generating an index
        self.struct_types = []  # (name, [(member, type, array length or 0)])
        self.defs = []          # file-scope definitions (structs)
        self.twin = None        # inside a twin arm: its state (spmd_twins.Twin)
        self.twin_helpers = []  # helpers with uniform parameters (spmd_twin_calls.py)
        self.accums = []        # gang-shared atomic accumulators (spmd_lane_ops.py)

    # --- helpers -----------------------------------------------------------
    def fresh(self, p):
        self.uid += 1
        return "%s%d" % (p, self.uid)

    def types(self):
        return INT_TYPES + FLOAT_TYPES if self.f["types"] else ["int32", "float"]

    def pick(self, seq):
        return self.R.choice(seq)

    def chance(self, p):
        return self.R.random() < p

    # --- expressions -------------------------------------------------------
    def cast(self, e, t):
        """Converts e to type t without undefined behaviour."""
        if e.t == t:
            return e
        if e.t in FLOAT_TYPES and t not in FLOAT_TYPES:
            lo = 0 if not signed(t) else -min(1000, tmax(t))
            hi = min(1000, tmax(t))
            return E("(%s)clamp(%s, %s, %s)" % (t, e.s, lit(e.t, lo), lit(e.t, hi)), t,
                     max(-lo, hi), e.uni)
        if t in FLOAT_TYPES:
            return E("(%s)%s" % (t, self.paren(e.s)), t, float(e.b), e.uni)
        # integer -> integer: value kept when it fits (and is >= 0 for unsigned)
        fits = e.b <= tmax(t) and (signed(t) or not signed(e.t))
        return E("(%s)%s" % (t, self.paren(e.s)), t, e.b if fits else full(t), e.uni)

    @staticmethod
    def paren(s):
        return s if s.startswith("(") and s.endswith(")") and s.count("(") == 1 else "(%s)" % s

    def index_expr(self, ctx, uni):
        """An in-bounds index into an input array (length ARRAY_LEN)."""
        i = ctx.index
        forms = ["gather", "uniform"]
        if i and not uni:
            forms += ["unit", "unit", "stride", "reverse"]
            if self.f["program_index"]:
                forms.append("lanes")
        if not self.f["memory"]:
            forms = [f for f in forms if f in ("unit", "uniform")] or ["uniform"]
        if uni:
            forms = ["uniform"]
        form = self.pick(forms)
        if form == "unit":
            return i
        if form == "stride":
            s = self.R.randint(2, 4)
            return "%d * %s + %d" % (s, i, self.R.randint(0, s - 1))
        if form == "reverse":
            return "n - 1 - %s" % i
        if form == "lanes":
            return "(%s / programCount) * programCount + programIndex" % i
        if form == "gather":
            x = self.expr(self.pick(INT_TYPES if self.f["types"] else ["int32"]), ctx, 2, uni)
            return "(%s) & 63" % x.s
        x = self.expr("int32", ctx, 2, True)
        return "(%s) & 63" % x.s

    def var_bound(self, t):
        if t in FLOAT_TYPES:
            return FLOAT_BOUND
        return VAR_BOUND.get(t, full(t))

    def leaf(self, t, ctx, uni):
        r = self.R.random()
        arrs = [a for a in ctx.arrays if a[1] == t]
        if arrs and not uni and self.loads == 0 and r < 0.12:
            name, at, n = self.pick(arrs)
            self.loads += 1
            idx = self.expr("int32", ctx, 1, self.chance(0.3))
            self.loads -= 1
            return E("%s[(%s) & %d]" % (name, idx.s, n - 1), t, self.var_bound(t), False)
        vs = [v for v in ctx.vars if v.t == t and (v.uni or not uni)]
        if vs and r < 0.45:
            v = self.pick(vs)
            return E(v.name, t, v.bound(), v.uni)
        if r < 0.6:
            if t in FLOAT_TYPES:
                return E(lit(t, self.R.randint(-80, 80) / 4.0), t, 20.0, True)
            lo = 0 if not signed(t) else -min(VAR_BOUND[t], 20)
            v = self.R.randint(lo, min(tmax(t), 20))
            return E(lit(t, v), t, abs(v), True)
        others = [v for v in ctx.vars if v.uni or not uni]
        if others and r < 0.8:
            v = self.pick(others)
            return self.cast(E(v.name, v.t, v.bound(), v.uni), t)
        if self.loads > 0:   # no loads inside an index or another load's index
            return E(lit(t, 1), t, 1, True)
        if ctx.export:
            at = t if self.f["types"] or t in ("int32", "float") else "int32"
            self.loads += 1
            idx = self.index_expr(ctx, uni)
            self.loads -= 1
            e = E("%s[%s]" % (ARRAYS[at], idx), at, DATA_BOUND.get(at, 1 << 64), uni)
            return self.cast(e, t)
        if ctx.in_func:
            self.loads += 1
            idx = self.expr("int32", ctx, 1, uni).s
            self.loads -= 1
            return self.cast(E("fa32[(%s) & 63]" % idx, "int32", DATA_BOUND["int32"], uni), t)
        return E(lit(t, 1), t, 1, True)

    def expr(self, t, ctx, depth, uni=False):
        if depth <= 0 or self.chance(0.25):
            return self.leaf(t, ctx, uni)
        if self.f["calls"] and not uni and self.funcs and depth >= 2 and self.chance(0.12):
            return self.call(t, ctx)
        if t in FLOAT_TYPES:
            return self.fexpr(t, ctx, depth, uni)
        return self.iexpr(t, ctx, depth, uni)

    def call(self, t, ctx):
        fname, rt, params = self.pick(self.funcs)
        args = []
        for pt, pu in params:
            if pt == "array":
                args.append("a32" if ctx.export else "fa32")
            elif pt == "depth":   # a recursion depth: 0..3
                args.append("(%s) & 3" % self.paren(self.expr("int32", ctx, 1, pu).s))
            else:
                args.append(self.fit(self.expr(pt, ctx, 1, pu), pt))
        e = E("%s(%s)" % (fname, ", ".join(args)), rt,
              FLOAT_BOUND if rt in FLOAT_TYPES else VAR_BOUND.get(rt, full(rt)), False)
        return self.cast(e, t)

    def iexpr(self, t, ctx, depth, uni):
        a = self.expr(t, ctx, depth - 1, uni)
        b = self.expr(t, ctx, depth - 1, uni)
        u = a.uni and b.uni
        op = self.pick(["+", "-", "*", "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
                        "min", "max", "neg", "not", "abs", "?:", "clamp", "cmp", "xl"])
        m, s = tmax(t), signed(t)
        if op == "xl":
            return self.cross_lane(a, uni)
        if op in ("+", "-", "*"):
            bound = a.b + b.b if op != "*" else a.b * b.b
            if not s or bound <= m:
                return E("(%s %s %s)" % (a.s, op, b.s), t, bound if s else full(t), u)
            ut = utype(t)
            return E("(%s)((%s)%s %s (%s)%s)" % (t, ut, self.paren(a.s), op, ut, self.paren(b.s)),
                     t, full(t), u)
        if op in ("/", "%"):
            d = "((%s & %s) + %s)" % (self.paren(b.s), lit(t, 7), lit(t, 1))
            return E("(%s %s %s)" % (a.s, op, d), t, a.b if op == "/" else min(a.b, 7), u)
        if op in ("&", "|", "^"):
            k = 1
            while k <= max(a.b, b.b):
                k *= 2
            return E("(%s %s %s)" % (a.s, op, b.s), t, min(k, full(t)) if s else full(t), u)
        if op == "<<":
            ut = utype(t)
            return E("(%s)((%s)%s << (%s & %s))" % (t, ut, self.paren(a.s), self.paren(b.s),
                                                   lit(t, BITS[t] - 1)), t, full(t), u)
        if op == ">>":
            return E("(%s >> (%s & %s))" % (a.s, self.paren(b.s), lit(t, BITS[t] - 1)), t, a.b, u)
        if op in ("min", "max"):
            return E("%s(%s, %s)" % (op, a.s, b.s), t, max(a.b, b.b), u)
        if op == "neg" and s and a.b <= m:
            return E("(-%s)" % self.paren(a.s), t, a.b, a.uni)
        if op == "abs" and s and a.b <= m:
            return E("abs(%s)" % a.s, t, a.b, a.uni)
        if op == "not":
            return E("(~%s)" % self.paren(a.s), t, full(t) if not s else min(full(t), a.b + 1), a.uni)
        if op == "?:":
            c = self.cond(ctx, 1, uni)
            return E("(%s ? %s : %s)" % (c.s, a.s, b.s), t, max(a.b, b.b), u and c.uni)
        if op == "clamp" and s:
            lo, hi = -self.R.randint(0, min(m, 50)), self.R.randint(0, min(m, 500))
            return E("clamp(%s, %s, %s)" % (a.s, lit(t, lo), lit(t, hi)), t, max(-lo, hi), a.uni)
        if op == "cmp":
            c = self.cond(ctx, 1, uni)
            return E("(%s)(%s)" % (t, c.s), t, 1, c.uni)
        return a

    def fexpr(self, t, ctx, depth, uni):
        a = self.expr(t, ctx, depth - 1, uni)
        b = self.expr(t, ctx, depth - 1, uni)
        u = a.uni and b.uni
        ops = ["+", "-", "*", "/", "?:", "xl"]
        if self.f["float_math"]:
            ops += ["min", "max", "abs", "sqrt", "rsqrt", "rcp", "floor", "ceil", "clamp"]
        op = self.pick(ops)
        one = lit(t, 1.0)
        if op == "xl":
            return self.cross_lane(a, uni)
        if op in ("+", "-"):
            e = E("(%s %s %s)" % (a.s, op, b.s), t, a.b + b.b, u)
        elif op == "*":
            e = E("(%s * %s)" % (a.s, b.s), t, a.b * b.b, u)
        elif op == "/":
            e = E("(%s / (abs(%s) + %s))" % (a.s, b.s, one), t, a.b, u)
        elif op == "?:":
            c = self.cond(ctx, 1, uni)
            e = E("(%s ? %s : %s)" % (c.s, a.s, b.s), t, max(a.b, b.b), u and c.uni)
        elif op in ("min", "max"):
            e = E("%s(%s, %s)" % (op, a.s, b.s), t, max(a.b, b.b), u)
        elif op == "abs":
            e = E("abs(%s)" % a.s, t, a.b, a.uni)
        elif op == "sqrt":
            e = E("sqrt(abs(%s))" % a.s, t, max(1.0, a.b), a.uni)
        elif op in ("rsqrt", "rcp"):
            e = E("%s(abs(%s) + %s)" % (op, a.s, one), t, 1.0, a.uni)
        elif op in ("floor", "ceil"):
            e = E("%s(%s)" % (op, a.s), t, a.b + 1, a.uni)
        else:
            e = E("clamp(%s, %s, %s)" % (a.s, lit(t, -10.0), lit(t, 100.0)), t, 100.0, a.uni)
        if e.b > 1e15:
            e = E("clamp(%s, %s, %s)" % (e.s, lit(t, -FLOAT_BOUND), lit(t, FLOAT_BOUND)), t,
                  FLOAT_BOUND, e.uni)
        return e

    def cross_lane(self, a, uni):
        """A cross-lane operation on a, in a form whose value in each active
        lane is a itself whatever the gang size: min(a, reduce_max(a)),
        max(a, reduce_min(a)), shuffle(a, programIndex), rotate(a,
        programCount)."""
        if not self.f["cross_lane"] or uni or len(a.s) > 80:
            return a
        form = self.pick(["min(%s, reduce_max(%s))", "max(%s, reduce_min(%s))",
                          "shuffle(%s, programIndex)", "rotate(%s, programCount)"])
        return E(form.replace("%s", a.s), a.t, a.b, False)

    def cond(self, ctx, depth, uni=False):
        r = self.R.randint(0, 7)
        if r == 3 and not uni and self.f["cross_lane"] and self.chance(0.5):
            # any/all under the current mask, in always-true forms
            c = self.cond(ctx, 2, False)
            form = self.pick(["(any(%s) || !(%s))", "(!all(%s) || (%s))"])
            return E(form.replace("%s", c.s), "bool", 1, False)
        if depth < 2 and r == 0:
            a, b = self.cond(ctx, depth + 1, uni), self.cond(ctx, depth + 1, uni)
            op = self.pick(["&&", "||"])
            return E("(%s %s %s)" % (a.s, op, b.s), "bool", 1, a.uni and b.uni)
        if depth < 2 and r == 1:
            a = self.cond(ctx, depth + 1, uni)
            return E("!(%s)" % a.s, "bool", 1, a.uni)
        t = self.pick(self.types())
        a = self.expr(t, ctx, 1, uni)
        if r == 2 and t in INT_TYPES:
            return E("(%s & %s) == %s" % (self.paren(a.s), lit(t, 1), lit(t, 0)), "bool", 1, a.uni)
        b = self.expr(t, ctx, 1, uni)
        return E("%s %s %s" % (a.s, self.pick(["<", ">", "<=", ">=", "==", "!="]), b.s),
                 "bool", 1, a.uni and b.uni)

    def vcond(self, ctx):
        """A condition, varying or (sometimes) uniform, and whether it is varying."""
        uni = self.chance(0.3)
        c = self.cond(ctx, 0, uni)
        return c, not c.uni

    # --- statements --------------------------------------------------------
    def assign_line(self, v, ctx):
        e = self.expr(v.t, ctx, self.R.randint(1, 3), v.uni)
        if v.t in FLOAT_TYPES or (signed(v.t) and e.b > VAR_BOUND[v.t]):
            return "%s = %s;" % (v.name, self.fit(e, v.t))
        if signed(v.t) and self.chance(0.3) and e.b + VAR_BOUND[v.t] <= tmax(v.t):
            op = self.pick(["+=", "-="])
            return "%s %s %s; %s %%= %s;" % (v.name, op, e.s, v.name, lit(v.t, VAR_BOUND[v.t] + 1))
        if not signed(v.t) and self.chance(0.3):
            return "%s %s %s;" % (v.name, self.pick(["+=", "-=", "*=", "^=", "|="]), e.s)
        return "%s = %s;" % (v.name, e.s)

    def assignable(self, ctx):
        return [v for v in ctx.vars if v.assignable and
                (not v.uni or (ctx.uwrites and v.level == ctx.level))]

    def block(self, ctx, ind, n=None):
        """A statement list; returns its lines."""
        lines = []
        for k in range(n if n is not None else self.R.randint(1, 4)):
            if self.budget <= 0:
                break
            before = self.exits
            if self.twin:   # statement k of a twin arm: its own stream, maybe edited
                lines += spmd_twins.arm_stmt(self, ctx, ind, k)
            else:
                lines += self.stmt(ctx, ind)
            if self.exits != before:
                # some lanes may have left: the rest runs under varying control
                ctx.level += 1
        return lines

    def stmt(self, ctx, ind):
        self.budget -= 1
        p = "    " * ind
        R = self.R
        kinds = [("assign", 8), ("decl", 2)]
        f = self.f
        if f["divergent_if"]:
            kinds.append(("if", 3))
        if f["loops"] and ind < 6:
            kinds += [("for", 1.5), ("ufor", 1), ("while", 1), ("do", 0.7)]
        if f["break_continue"] and (ctx.in_loop or ctx.in_switch or ctx.can_continue):
            kinds.append(("jump", 1.5))
        if f["return"] and ctx.in_func:
            kinds.append(("return", 1))
        if f["switch"] and ind < 6:
            kinds.append(("switch", 1))
        if f["goto"] and ind < 6:
            kinds.append(("goto", 0.6))
        if ctx.export:
            kinds.append(("store", 1.5))
            if f["gang_shared"] and self.gang_flags and ctx.uwrites:
                kinds.append(("flag", 0.7))
        if f["uniform_locals"] and ctx.uwrites:
            kinds.append(("udecl", 1))
        if f["private_arrays"]:
            kinds.append(("adecl", 0.6))
            if ctx.arrays:
                kinds.append(("astore", 1.2))
                if f["array_loops"] and f["loops"] and ind < 6:
                    kinds.append(("aloop", 1.2))
        if f["structs"] and self.struct_types:
            kinds.append(("sdecl", 0.5))
            if len(ctx.structs) >= 1:
                kinds.append(("scopy", 0.3))
        if f["twin_if"] and ind < 5:
            kinds.append(("twin", spmd_twins.WEIGHT))
        if f["undef_locals"] and (ctx.export or ctx.in_func) and ind < 5:
            # More in functions: in the foreach body a variable carries the
            # last iteration's value, where an inlined function's do not in
            # the foreach tail's copy (spmd_undef.py).
            kinds.append(("undef", 0.8 if ctx.export else 2.0))
        if f["lane_loops"] and ind < 5:
            kinds += [("foreach_active", 0.5), ("foreach_unique", 0.5)]
        if f["atomics"] and ctx.export:
            kinds.append(("atomic", 0.8))
        if self.twin:
            kinds = spmd_twins.twin_weights(self, ctx, kinds)
        if ind >= 6:
            kinds = [k for k in kinds if k[0] in ("assign", "store", "jump", "astore")]
        total = sum(w for _, w in kinds)
        r = R.random() * total
        for kind, w in kinds:
            r -= w
            if r < 0:
                break
        return getattr(self, "s_" + kind)(ctx, ind, p)

    def s_assign(self, ctx, ind, p):
        vs = self.assignable(ctx)
        if not vs:
            return self.s_decl(ctx, ind, p)
        return [p + self.assign_line(self.pick(vs), ctx)]

    def rhs(self, t, ctx, uni):
        return self.fit(self.expr(t, ctx, self.R.randint(1, 3), uni), t)

    def s_decl(self, ctx, ind, p):
        t = self.pick(self.types())
        line = "%s %s = %s;" % (t, self.fresh("x"), self.rhs(t, ctx, False))
        ctx.vars.append(Var(line.split()[1], t, False, True, ctx.level))
        return [p + line]

    def s_udecl(self, ctx, ind, p):
        t = self.pick(self.types())
        line = "uniform %s %s = %s;" % (t, self.fresh("s"), self.rhs(t, ctx, True))
        ctx.vars.append(Var(line.split()[2], t, True, True, ctx.level))
        return [p + line]

    def s_if(self, ctx, ind, p):
        c, varying = self.vcond(ctx)
        inner = ctx.child(level=ctx.level + varying)
        lines = [p + "if (%s) {" % c.s] + self.block(inner, ind + 1)
        if self.chance(0.5):
            inner = ctx.child(level=ctx.level + varying)
            lines += [p + "} else {"] + self.block(inner, ind + 1)
        return lines + [p + "}"]

    def counter(self, name, bound):
        v = Var(name, "int32", False, False)
        v.cbound = bound
        return v

    def s_for(self, ctx, ind, p):
        j = self.fresh("j")
        lim = self.expr("int32", ctx, 1, False)
        inner = ctx.child(in_loop=True, in_switch=False, level=ctx.level + 1)
        inner.vars.append(self.counter(j, 8))
        return ([p + "for (int32 %s = 0; %s < (%s & 7); %s++) {" % (j, j, self.paren(lim.s), j)]
                + self.block(inner, ind + 1) + [p + "}"])

    def s_ufor(self, ctx, ind, p):
        if not ctx.uwrites:
            return self.s_for(ctx, ind, p)
        k = self.fresh("k")
        lim = self.expr("int32", ctx, 1, True) if self.chance(0.4) else E(str(self.R.randint(1, 4)), "int32", 4, True)
        inner = ctx.child(in_loop=True, in_switch=False, level=ctx.level + 1)
        v = Var(k, "int32", True, False)
        v.cbound = 8
        inner.vars.append(v)
        return ([p + "for (uniform int32 %s = 0; %s < (%s & 7); %s++) {" % (k, k, self.paren(lim.s), k)]
                + self.block(inner, ind + 1) + [p + "}"])

    def s_while(self, ctx, ind, p):
        w = self.fresh("w")
        init = self.expr("int32", ctx, 1, False)
        step = self.expr("int32", ctx, 1, False)
        inner = ctx.child(in_loop=True, in_switch=False, level=ctx.level + 1)
        inner.vars.append(self.counter(w, 16))
        return ([p + "int32 %s = %s & 15;" % (w, self.paren(init.s)),
                 p + "while (%s > 0) {" % w,
                 p + "    %s -= 1 + (%s & 1);" % (w, self.paren(step.s))]
                + self.block(inner, ind + 1) + [p + "}"])

    def s_do(self, ctx, ind, p):
        d = self.fresh("d")
        init = self.expr("int32", ctx, 1, False)
        inner = ctx.child(in_loop=True, in_switch=False, level=ctx.level + 1)
        inner.vars.append(self.counter(d, 8))
        return ([p + "int32 %s = %s & 7;" % (d, self.paren(init.s)), p + "do {",
                 p + "    %s--;" % d] + self.block(inner, ind + 1)
                + [p + "} while (%s > 0);" % d])

    def s_jump(self, ctx, ind, p):
        opts = []
        if ctx.in_loop or ctx.in_switch:
            opts.append("break")
        if ctx.in_loop or ctx.can_continue:
            opts.append("continue")
        c, varying = self.vcond(ctx)
        self.exits += 1
        return [p + "if (%s) %s;" % (c.s, self.pick(opts))]

    def s_return(self, ctx, ind, p):
        c, varying = self.vcond(ctx)
        e = self.expr(ctx.in_func, ctx, 2, False)
        self.exits += 1
        return [p + "if (%s) return %s;" % (c.s, self.fit(e, ctx.in_func))]

    def fit(self, e, t):
        if t in FLOAT_TYPES:
            return "clamp(%s, %s, %s)" % (e.s, lit(t, -FLOAT_BOUND), lit(t, FLOAT_BOUND)) \
                if e.b > FLOAT_BOUND else e.s
        if signed(t) and e.b > VAR_BOUND[t]:
            return "%s %% %s" % (self.paren(e.s), lit(t, VAR_BOUND[t] + 1))
        return e.s

    def s_switch(self, ctx, ind, p):
        uni = self.chance(0.3)
        t = self.pick(["int32", "int8", "uint32", "int16"] if self.f["types"] else ["int32"])
        x = self.expr(t, ctx, 1, uni)
        if signed(t) and self.chance(0.5):
            sel, vals = "%s %% %s" % (self.paren(x.s), lit(t, 5)), list(range(-4, 5))
        else:
            sel, vals = "%s & %s" % (self.paren(x.s), lit(t, 7)), list(range(0, 8))
        cases = sorted(self.R.sample(vals, self.R.randint(1, 4)))
        labels = ["case %d:" % c for c in cases]
        if self.chance(0.6):
            labels.insert(self.R.randint(0, len(labels)), "default:")
        level = ctx.level + 1   # fall-through joins lanes that broke earlier
        lines = [p + "switch (%s) {" % sel]
        for lab in labels:
            inner = ctx.child(in_switch=True, level=level)
            lines.append(p + lab)
            lines += self.block(inner, ind + 1, self.R.randint(0, 2))
            if self.chance(0.6):
                lines.append(p + "    break;")
        return lines + [p + "}"]

    def s_goto(self, ctx, ind, p):
        """A two-entry (irreducible) loop: A and B jump to each other."""
        g, A, B, X = self.fresh("g"), self.fresh("LA"), self.fresh("LB"), self.fresh("LX")
        init = self.expr("int32", ctx, 1, False)
        c, _ = self.vcond(ctx)
        inner = ctx.child(level=ctx.level + 1, uwrites=False)
        inner.vars.append(self.counter(g, 8))
        a = self.block(inner.child(), ind + 1, self.R.randint(1, 2))
        b = self.block(inner.child(), ind + 1, self.R.randint(1, 2))
        ctx.level += 1   # lanes may arrive at X from different paths
        return ([p + "int32 %s = (%s & 7) + 1;" % (g, self.paren(init.s)),
                 p + "if (%s) goto %s;" % (c.s, B),
                 p + "%s: {" % A] + a + [p + "}",
                 p + "%s--; if (%s <= 0) goto %s;" % (g, g, X),
                 p + "%s: {" % B] + b + [p + "}",
                 p + "%s--; if (%s > 0) goto %s;" % (g, g, A),
                 p + "%s: ;" % X])

    def s_store(self, ctx, ind, p):
        t = self.pick(self.types())
        e = self.expr(t, ctx, 2, False)
        if self.f["narrow_stores"] and (t == "float" or t in BITS and BITS[t] <= 32) \
                and self.chance(0.6):
            return [p + self.narrow_store(t, e, ctx.index)]
        if t in FLOAT_TYPES:
            return [p + "of[%s * %d + %d] = (double)%s;" % (ctx.index, NF, NF - 1, self.paren(e.s))]
        if self.f["memory"] and self.chance(0.5):
            return [p + "oi[pm[%s] * %d + %d] = (int64)%s;" % (ctx.index, NI, NI - 1, self.paren(e.s))]
        return [p + "oi[%s * %d + %d] = (int64)%s;" % (ctx.index, NI, NI - 2, self.paren(e.s))]

    def narrow_store(self, t, e, i):
        """A store of e (type t) into the narrow output array of its width."""
        at = t if t == "float" else "int%d" % BITS[t]
        N = MAX_N
        form = self.pick(["unit", "stride", "scatter", "reverse"] if self.f["memory"] else ["unit"])
        idx = {"unit": i, "stride": "%d + 2 * %s" % (N, i),
               "scatter": "%d + 2 * pm[%s] + 1" % (N, i),
               "reverse": "%d + n - 1 - %s" % (3 * N, i)}[form]
        return "%s[%s] = (%s)%s;" % (NARROW_OUTS[at], idx, at, self.paren(e.s))

    def s_adecl(self, ctx, ind, p):
        """A varying private array with every element initialized."""
        t = self.pick(self.types())
        n = self.pick([2, 4, 8])
        name = self.fresh("ar")
        if t in FLOAT_TYPES:
            vals = [lit(t, self.R.randint(-40, 40) / 4.0) for _ in range(n)]
        else:
            lo = 0 if not signed(t) else -min(VAR_BOUND[t], 20)
            vals = [lit(t, self.R.randint(lo, 20)) for _ in range(n)]
        ctx.arrays.append((name, t, n))
        lines = [p + "%s %s[%d] = {%s};" % (t, name, n, ", ".join(vals))]
        if self.f["array_loops"] and self.f["loops"] and ind < 6 and self.chance(0.35):
            lines += spmd_array_loops.s_aloop(self, ctx, ind, p, (name, t, n))
        return lines

    def s_astore(self, ctx, ind, p):
        """A store into a private array: a constant, varying or uniform index."""
        name, t, n = self.pick(ctx.arrays)
        form = self.R.randint(0, 2)
        if form == 0:
            idx = str(self.R.randint(0, n - 1))
        else:
            self.loads += 1
            idx = "(%s) & %d" % (self.expr("int32", ctx, 1, form == 2).s, n - 1)
            self.loads -= 1
        return [p + "%s[%s] = %s;" % (name, idx, self.rhs(t, ctx, False))]

    def struct_type(self):
        """A struct type of this kernel (defined at file scope)."""
        name = "%s_S%d" % (self.name, len(self.struct_types))
        members = []
        for mi in range(self.R.randint(2, 4)):
            members.append(("m%d" % mi, self.pick(self.types()),
                            2 if self.chance(0.3) else 0))
        self.struct_types.append((name, members))
        body = " ".join("%s %s%s;" % (t, m, "[%d]" % n if n else "") for m, t, n in members)
        self.defs.append("struct %s { %s };" % (name, body))

    def s_sdecl(self, ctx, ind, p):
        """A varying struct local, every member initialized on the same line
        (so that the reducer never leaves one uninitialized)."""
        sname, members = self.pick(self.struct_types)
        v = self.fresh("st")
        parts = ["%s %s;" % (sname, v)]
        for m, t, n in members:
            for k in (range(n) if n else [None]):
                field = "%s.%s%s" % (v, m, "[%d]" % k if k is not None else "")
                parts.append("%s = %s;" % (field, self.rhs(t, ctx, False)))
                ctx.vars.append(Var(field, t, False, True, ctx.level))
        ctx.structs.append((v, sname))
        return [p + " ".join(parts)]

    def s_scopy(self, ctx, ind, p):
        """Whole-struct assignment between two locals of one struct type."""
        dst, sname = self.pick(ctx.structs)
        srcs = [v for v, s in ctx.structs if s == sname and v != dst]
        if not srcs:
            return self.s_assign(ctx, ind, p)
        return [p + "%s = %s;" % (dst, self.pick(srcs))]

    def s_twin(self, ctx, ind, p):
        return spmd_twins.s_twin(self, ctx, ind, p)

    def s_aloop(self, ctx, ind, p):
        return spmd_array_loops.s_aloop(self, ctx, ind, p)

    def s_foreach_active(self, ctx, ind, p):
        return spmd_lane_ops.s_foreach_active(self, ctx, ind, p)

    def s_foreach_unique(self, ctx, ind, p):
        return spmd_lane_ops.s_foreach_unique(self, ctx, ind, p)

    def s_atomic(self, ctx, ind, p):
        return spmd_lane_ops.s_atomic(self, ctx, ind, p)

    def s_undef(self, ctx, ind, p):
        return spmd_undef.s_undef(self, ctx, ind, p)

    def s_callassign(self, ctx, ind, p):
        return spmd_twins.s_callassign(self, ctx, ind, p)

    def s_flag(self, ctx, ind, p):
        name, val = self.pick(self.gang_flags)
        return [p + "%s = %d;" % (name, val)]

    # --- functions ---------------------------------------------------------
    def function(self, idx):
        fname = "%s_f%d" % (self.name, idx)
        rt = self.pick(self.types())
        params = []
        ctx = Ctx(in_func=rt, level=0)
        decl = []
        for pi in range(self.R.randint(1, 3)):
            t = self.pick(self.types())
            uni = self.chance(0.3)
            pname = "p%d" % pi
            params.append((t, uni))
            decl.append("%s%s %s" % ("uniform " if uni else "", t, pname))
            v = Var(pname, t, uni, not uni, 0)
            if uni:   # read-only: bound of whatever a caller passes
                v.cbound = VAR_BOUND.get(t, FLOAT_BOUND if t in FLOAT_TYPES else full(t))
            ctx.vars.append(v)
        params.append(("array", True))
        decl.append("uniform int32 fa32[]")
        self.budget = self.R.randint(3, 8)
        body = self.block(ctx, 1, self.R.randint(2, 4))
        ret = self.expr(rt, ctx, 2, False)
        lines = ["static %s %s(%s) {" % (rt, fname, ", ".join(decl))] + body
        lines.append("    return %s;" % self.fit(ret, rt))
        lines.append("}")
        self.funcs.append((fname, rt, params))
        return lines

    def recursive_function(self, idx):
        """`d` levels of recursion (d <= 3), one or two recursive calls per
        level, under varying (or uniform) conditions, with early returns."""
        fname = "%s_r%d" % (self.name, idx)
        udepth = self.chance(0.3)
        ctx = Ctx(in_func="int32", level=0)
        d = Var("d", "int32", udepth, False)
        d.cbound = 3
        x = Var("x", "int32", False, True, 0)
        ctx.vars += [d, x]
        self.budget = self.R.randint(1, 3)
        base = self.rhs("int32", ctx, False)
        y = self.rhs("int32", ctx, False)
        ctx.vars.append(Var("y", "int32", False, True, 0))
        c, _ = self.vcond(ctx)
        body = self.block(ctx, 1, self.R.randint(0, 2))
        lines = ["static int32 %s(%sint32 d, int32 x, uniform int32 fa32[]) {"
                 % (fname, "uniform " if udepth else ""),
                 "    if (d <= 0) return %s;" % base,
                 "    int32 y = %s;" % y] + body + [
                 "    if (%s) return %s(d - 1, y, fa32);" % (c.s, fname),
                 "    return (%s(d - 1, (x + y) %% 40001, fa32) - y) %% 40001;" % fname,
                 "}"]
        # Callable only now: its own body recurses only where written above.
        self.funcs.append((fname, "int32", [("depth", udepth), ("int32", False), ("array", True)]))
        return lines

    def kernel(self):
        R = self.R
        src = []
        if self.f["structs"] and R.random() < 0.5:
            for _ in range(R.randint(1, 2)):
                self.struct_type()
        if self.f["calls"] and self.f["recursion"] and R.random() < 0.3:
            src += self.recursive_function(0)
        if self.f["calls"]:
            for fi in range(R.randint(0, 2)):
                src += self.function(fi)
        if self.f["calls"] and self.f["twin_if"] and self.f["twin_calls"] and R.random() < 0.5:
            import spmd_twin_calls
            src += spmd_twin_calls.helper(self, 0)
        src.append("export void %s(%s) {" % (self.name, KERNEL_PARAMS))
        if self.f["gang_shared"]:
            for gi in range(R.randint(0, 2)):
                g = "g%d" % gi
                self.gang_flags.append((g, R.randint(1, 9)))
                src.append("    uniform int64 %s = 0;" % g)
        src += spmd_lane_ops.accumulators(self)
        manual = self.f["program_index"] and self.chance(0.25)
        if manual:
            src += ["    for (uniform int32 base = 0; base < n; base += programCount) {",
                    "        int32 i = base + programIndex;",
                    "        if (i >= n) continue;"]
        else:
            loop = "foreach_tiled" if self.f["tiled"] and self.chance(0.25) else "foreach"
            src.append("    %s (i = 0 ... n) {" % loop)
        ctx = Ctx(export=True, index="i", can_continue=True, level=1)
        ctx.vars.append(self.counter("i", MAX_N))
        for name, b in (("n", MAX_N), ("u0", 1000), ("u1", 1000)):
            v = Var(name, "int32", True, False)
            v.cbound = b
            ctx.vars.append(v)
        outs = []
        for vi in range(R.randint(3, 6)):
            t = self.pick(self.types())
            v = Var("v%d" % vi, t, False, True, 1)
            e = self.leaf(t, ctx, False)
            init = self.fit(e, t) if e.t == t else lit(t, 0)
            src.append("        %s v%d = %s;" % (t, vi, init))
            ctx.vars.append(v)
            outs.append(v)
        self.budget = R.randint(8, 30)
        src += self.block(ctx, 2, R.randint(4, 10))
        fi = ii = 0
        for v in outs:
            if v.t in FLOAT_TYPES and fi < NF - 1:
                src.append("        of[i * %d + %d] = (double)%s;" % (NF, fi, v.name))
                fi += 1
            elif v.t not in FLOAT_TYPES and ii < NI - 2:
                src.append("        oi[i * %d + %d] = (int64)%s;" % (NI, ii, v.name))
                ii += 1
        src.append("    }")
        for gi, (g, _) in enumerate(self.gang_flags):
            src.append("    ou[%d] = %s;" % (gi, g))
        src += spmd_lane_ops.accumulator_outputs(self)
        src.append("    ou[%d] = (int64)(u0 * 3 + u1);" % (NU - 1))
        src.append("}")
        return "\n".join(self.defs + src) + "\n"


def generate_kernel(seed, name, features=None):
    return Gen(seed, name, features).kernel()


if __name__ == "__main__":
    import sys
    print(generate_kernel(int(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "k"))
