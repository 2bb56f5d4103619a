"""Reduces a disagreeing kernel to a small reproducer (spmdc-difftest --reduce).

The kernel source is a list of lines, one statement per line, compound
statements closed by a line that starts with `}` (spmd_gen.py). Delta
debugging removes statements (a whole compound statement, an `else` part, a
case label, a function), unwraps compound statements into their bodies and
replaces right-hand sides with 0, keeping a change whenever the candidate
still shows the same kind of failure (`still_fails`). Candidates that stop
compiling on the reference target, or that fail there, are rejected, so the
result stays a valid kernel. Lines the generator emits together (an
assignment and the `%` that restores its bound, a goto counter and its
test) share one line, and loop-counter updates are never removed, so
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
        if COUNTER_UPDATE.match(line):
            continue
        out.append((1, ("rm", s, 0), lines[:i] + lines[i + 1:]))
        m = re.match(r"^(\s*)(\w+) = (.+);$", line)
        if m and m.group(3) != "0":
            out.append((0.5, ("zero", s), lines[:i] + ["%s%s = 0;" % (m.group(1), m.group(2))] + lines[i + 1:]))
    out.sort(key=lambda c: -c[0])
    return [(key, c) for _, key, c in out]


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
