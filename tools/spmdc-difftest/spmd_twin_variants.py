"""Twin sides that are one code with other details (`twin_variants`).

The classic twins perturb a draw now and then. Here a perturbed arm
changes *every* draw of one kind, so the sides are the same code with
other constants, other index forms or other element types -- exactly the
pairs DARM's instruction matching must tell apart (two loads of other
types, two adds whose constant operands differ, which need a select; two
casts to other types, which must not meld) -- or a side that is much
longer than the other (the template's statements and then several of its
own: alignment with long gaps).

`VariantRandom` is the arm's random source: the template draws as usual;
a perturbed arm replaces each draw of its kinds by another valid draw:

* `const`: a wide `randint` (literals, clamp bounds, array initializers:
  ranges of 20 and more; statement counts and small structural choices
  keep the template's value);
* `index`: the choice of an index form (unit, stride, reverse, gather,
  uniform; a narrow store's region);
* `type`: the choice of an element type, replaced by its sibling of the
  same kind (int8 and int16, int32 and uint32, int64 and uint64, uint8
  and uint16, float and double), so the statement keeps its structure.

A replaced type keeps every invariant: the expression is built for the
type it gets, bounds included. Other draws are perturbed at the twin's
ordinary rate, as in TwinRandom.
"""
import spmd_twin_shapes
import spmd_twins
from spmd_gen import FLOAT_TYPES, INT_TYPES

SIBLING = {"int8": "int16", "int16": "int8", "int32": "uint32", "uint32": "int32",
           "int64": "uint64", "uint64": "int64", "uint8": "uint16", "uint16": "uint8",
           "float": "double", "double": "float"}
TYPE_NAMES = set(INT_TYPES + FLOAT_TYPES)
INDEX_FORMS = {"unit", "stride", "reverse", "lanes", "gather", "uniform", "scatter"}


def variant_random(kinds):
    """A TwinRandom class whose perturbed arms change every draw of `kinds`."""
    class VariantRandom(spmd_twins.TwinRandom):
        def randint(self, a, b):
            if self.P is not None and "const" in kinds and b - a >= 20:
                self.rng.randint(a, b)
                return self.P.randint(a, b)
            return spmd_twins.TwinRandom.randint(self, a, b)

        def choice(self, seq):
            if self.P is None or len(seq) < 2 or not isinstance(seq[0], str):
                return spmd_twins.TwinRandom.choice(self, seq)
            if "type" in kinds and all(x in TYPE_NAMES for x in seq):
                x = self.rng.choice(seq)
                return SIBLING[x] if SIBLING[x] in seq else x
            if "index" in kinds and all(x in INDEX_FORMS for x in seq):
                self.rng.choice(seq)
                return self.P.choice(seq)
            return spmd_twins.TwinRandom.choice(self, seq)
    return VariantRandom


def s_variants(gen, ctx, ind, p):
    """An if/else of one code with other constants, indices or types, or
    of a short side against a long one."""
    form = gen.pick(["const", "index", "type", "const+index+type", "long"])
    if form == "long":
        T = spmd_twins.TwinArms(gen, 2)
        extra = gen.R.randint(3, 6)
        long_side = gen.R.randint(0, 1)
        outer_budget = gen.budget

        def side(actx, aind):
            k = 0 if gen.twin.P is None else 1
            if k != long_side:
                return gen.block(actx, aind, T.n)
            gen.budget += extra + 3
            return gen.block(actx, aind, T.n + extra)
        lines = spmd_twin_shapes.if_else(gen, ctx, ind, p, T, side, side)
        gen.budget = outer_budget - T.budget - extra
        return lines
    T = spmd_twins.TwinArms(gen, 2 if gen.chance(0.7) else 3,
                            random_class=variant_random(form.split("+")))
    if len(T.perturbers) == 3:
        return spmd_twins.s_chain_arms(gen, ctx, ind, p, T, final_else=True)
    side = lambda actx, aind: gen.block(actx, aind, T.n)
    return spmd_twin_shapes.if_else(gen, ctx, ind, p, T, side, side)
