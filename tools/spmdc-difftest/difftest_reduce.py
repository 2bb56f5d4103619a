"""Reduces a disagreeing kernel to a small reproducer (spmdc-difftest --reduce).

The kernel source is a list of lines, one statement per line, compound
statements closed by a line that starts with `}` (spmd_gen.py). Delta
debugging removes statements (a whole compound statement, an `else` part, a
case label, a function), unwraps compound statements into their bodies,
replaces right-hand sides with 0 and replaces operations by one of their
operands (only those whose generator bound covers the operand's, see
EXPR_OPS), keeping a change whenever the candidate
still shows the same kind of failure (`still_fails`). Candidates that stop
compiling on the reference target, or that fail there, are rejected, so the
result stays a valid kernel. Lines the generator emits together (an
assignment and the `%` that restores its bound, a goto counter and its
test) share one line, and loop-counter updates and a manual gang loop's
bounds check are never removed, so
removing lines never introduces undefined behaviour or an unbounded loop
that the original did not have.
"""
import re


def block_end(lines, i):
    """Index of the line closing the compound statement opened at line i."""
    depth = 0
    for j in range(i, len(lines)):
        s = lines[j].strip()
        depth += s.count("{") - s.count("}")
        if depth <= 0 and j > i:
            return j
        if depth <= 0 and j == i:
            return i
    return None


# Loop-counter updates of the generator's bounded loops (while, do, goto):
# removing one would leave a loop without a bound.
COUNTER_UPDATE = re.compile(r"^\s*(\w+--;|\w+ -= 1 \+ )")
# The bounds check of a manual gang loop (`i = base + programIndex`): without
# it the last gang's lanes past n read and write out of bounds, a failure
# the original kernel did not have (probe20 reduced seed 20401 kernel 131
# by hand for that reason).
GANG_GUARD = re.compile(r"^\s*if \(i >= n\) continue;$")


def candidates(lines):
    """Smaller versions of lines, largest cuts first."""
    out = []
    for i, line in enumerate(lines):
        s = line.strip()
        if not s or s.startswith("export ") or s == "}" and line.startswith("}"):
            continue
        if s.startswith("} else {"):
            e = block_end(lines, i)
            if e is not None:   # drop the else part
                out.append((e - i + 1, ("else", s, lines[e - 1]), lines[:i] + ["%s}" % line[:len(line) - len(line.lstrip())]]
                            + lines[e + 1:]))
            continue
        if s.startswith("}"):
            continue
        if s.endswith("{"):
            e = block_end(lines, i)
            if e is None:
                continue
            out.append((e - i + 1, ("rm", s, e - i), lines[:i] + lines[e + 1:]))               # remove
            if not s.startswith(("static ", "switch")) and "} else {" not in "".join(lines[i:e + 1]):
                out.append((2, ("unwrap", s, e - i), lines[:i] + lines[i + 1:e] + lines[e + 1:]))
            continue
        if COUNTER_UPDATE.match(line) or GANG_GUARD.match(line):
            continue
        out.append((1, ("rm", s, 0), lines[:i] + lines[i + 1:]))
        m = re.match(r"^(\s*)(\w+) = (.+);$", line)
        if m and m.group(3) != "0":
            out.append((0.5, ("zero", s), lines[:i] + ["%s%s = 0;" % (m.group(1), m.group(2))] + lines[i + 1:]))
        if not s.startswith(("if (", "for (", "while (", "switch (")) or s.endswith(";"):
            for e in expression_candidates(line):
                out.append((0.25, ("expr", s, e), lines[:i] + [e] + lines[i + 1:]))
    out.sort(key=lambda c: -c[0])
    return [(key, c) for _, key, c in out]


def matching_paren(text, open_at):
    depth = 0
    for j in range(open_at, len(text)):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return j
    return None


def top_level_split(inner, sep):
    """Splits at `sep` outside parentheses; None unless exactly two parts."""
    depth, parts, last = 0, [], 0
    j = 0
    while j < len(inner):
        c = inner[j]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and inner.startswith(sep, j):
            parts.append(inner[last:j])
            last = j + len(sep)
            j = last
            continue
        j += 1
    parts.append(inner[last:])
    return parts if len(parts) == 2 else None


# Operations whose result bound (spmd_gen.py) is at least each operand's, so
# an operand may replace the operation without making later arithmetic
# overflow: min, max, abs, ?:, and + - & | ^ written as "(a op b)".
EXPR_OPS = (" + ", " - ", " & ", " | ", " ^ ")


# Loop-counter initializations: a larger start value would make the loop long.
COUNTER_INIT = re.compile(r"^\s*int32 [wdg]\d+ = ")


def guarded_spans(line):
    """Divisors and shift counts, e.g. `/ ((y & 7) + 1)`, `>> (y & 31)`:
    simplifying inside them could divide by zero or shift too far."""
    spans = []
    for m in re.finditer(r"(/|%|>>|<<) \(", line):
        close = matching_paren(line, m.end() - 1)
        if close is not None:
            spans.append((m.end() - 1, close))
    return spans


def expression_candidates(line):
    """Copies of line with one operation replaced by one of its operands."""
    out = []
    if COUNTER_UPDATE.match(line) or COUNTER_INIT.match(line):
        return out
    spans = guarded_spans(line)

    def guarded(j):
        return any(a <= j <= b for a, b in spans)
    for m in re.finditer(r"\b(min|max|abs)\(", line):
        if guarded(m.start()):
            continue
        close = matching_paren(line, m.end() - 1)
        if close is None:
            continue
        args = top_level_split(line[m.end():close], ", ") if m.group(1) != "abs" \
            else [line[m.end():close]]
        for a in args or []:
            out.append(line[:m.start()] + "(%s)" % a.strip() + line[close + 1:])
    for j, c in enumerate(line):
        if c != "(" or (j > 0 and (line[j - 1].isalnum() or line[j - 1] == "_")):
            continue   # not a group (a call's argument list is handled above)
        if guarded(j):
            continue
        close = matching_paren(line, j)
        if close is None:
            continue
        inner = line[j + 1:close]
        cond = top_level_split(inner, " ? ")
        if cond:
            arms = top_level_split(cond[1], " : ")
            for a in arms or []:
                out.append(line[:j] + "(%s)" % a + line[close + 1:])
            continue
        for op in EXPR_OPS:
            parts = top_level_split(inner, op)
            if parts:
                for a in parts:
                    out.append(line[:j] + "(%s)" % a + line[close + 1:])
    return out


def reduce_kernel(source, still_fails, log=None, max_tests=1500):
    """Greedy delta debugging to a fixpoint; returns (reduced source, tests run).

    A change that was rejected is not tried again in the same pass (keys
    name the statement, not its position), so a pass costs about one test
    per statement; passes repeat until one changes nothing."""
    lines = source.rstrip("\n").split("\n")
    tests = 0
    while tests < max_tests:
        rejected, progress = set(), False
        while tests < max_tests:
            for key, cand in candidates(lines):
                if key in rejected:
                    continue
                tests += 1
                if still_fails("\n".join(cand) + "\n"):
                    lines, progress = cand, True
                    if log:
                        log("reduced to %d lines (%d tests)" % (len(cand), tests))
                    break
                rejected.add(key)
                if tests >= max_tests:
                    break
            else:
                break
        if not progress:
            break
    return "\n".join(lines) + "\n", tests
