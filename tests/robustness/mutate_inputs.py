#!/usr/bin/env python3
"""Feeds spmdc malformed programs and checks that it never crashes.

Starting from the project's own kernels (tests/, examples/, bench/), it makes
mutants with a seeded random generator -- truncation, deleted / duplicated /
swapped lines and tokens, random bytes, binary junk, deeply nested brackets --
and compiles each. Every run must end with exit status 0 (the mutant happened
to be valid) or 1 (a diagnosed error) and must not print an internal error or
an LLVM stack dump; an error must come with a `file:line:col: error:` or a
`spmdc: error:` line, and a failed compile must leave no output file.
A failing mutant is saved next to the work directory for reproduction.
"""
import argparse
import glob
import os
import random
import re
import subprocess
import sys

TOKENS = ["{", "}", "(", ")", "[", "]", ";", ",", "uniform", "varying", "foreach",
          "...", "if", "else", "for", "while", "do", "return", "break", "continue",
          "export", "static", "int", "float", "double", "int64", "bool", "=", "+=",
          "<<", ">>", "?", ":", "programIndex", "programCount", "#include", "#define",
          "#if", "0x", "1e999", "9999999999999999999999", "\"", "'", "/*", "//",
          "\\", "@", "$", "sqrt(", "a[", "->", ".", "&&", "||", "!"]


def mutate(src, rng):
    kind = rng.randrange(10)
    lines = src.split("\n")
    if kind == 0:
        return src[: rng.randrange(len(src) + 1)]
    if kind == 1 and lines:
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    if kind == 2 and lines:
        i = rng.randrange(len(lines))
        lines.insert(rng.randrange(len(lines) + 1), lines[i])
        return "\n".join(lines)
    if kind == 3:
        toks = re.findall(r"\w+|\S", src)
        if len(toks) > 2:
            i, j = rng.randrange(len(toks)), rng.randrange(len(toks))
            toks[i], toks[j] = toks[j], toks[i]
        return " ".join(toks)
    if kind == 4:
        pos = rng.randrange(len(src) + 1)
        return src[:pos] + rng.choice(TOKENS) + src[pos:]
    if kind == 5:
        toks = re.findall(r"\w+|\S", src)
        if toks:
            del toks[rng.randrange(len(toks))]
        return " ".join(toks)
    if kind == 6:
        pos = rng.randrange(len(src) + 1)
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
        return src[:pos] + junk.decode("latin-1") + src[pos:]
    if kind == 7:
        depth = rng.choice([300, 2000, 20000])
        opener, closer = rng.choice([("(", ")"), ("{", "}"), ("[", "]")])
        body = opener * depth + "1" + closer * (depth if rng.random() < 0.5 else depth // 2)
        return "export void f(uniform int a[]) { a[0] = " + body + "; }\n"
    if kind == 8:
        toks = re.findall(r"\w+|\S", src)
        for _ in range(rng.randrange(1, 6)):
            if toks:
                toks[rng.randrange(len(toks))] = rng.choice(TOKENS)
        return " ".join(toks)
    return "".join(chr(rng.randrange(1, 256)) for _ in range(rng.randrange(1, 400)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spmdc", required=True)
    ap.add_argument("--root", required=True, help="source tree to take seed kernels from")
    ap.add_argument("--work", required=True)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    seeds = []
    for pat in ("tests/**/*.spmd", "examples/**/*.spmd", "bench/**/*.spmd"):
        for p in sorted(glob.glob(os.path.join(args.root, pat), recursive=True)):
            with open(p, encoding="latin-1") as f:
                seeds.append(f.read())
    if not seeds:
        print("no seed kernels found")
        return 1
    os.makedirs(args.work, exist_ok=True)
    rng = random.Random(args.seed)
    bad = 0
    counts = {0: 0, 1: 0}
    for n in range(args.count):
        src = mutate(rng.choice(seeds), rng)
        path = os.path.join(args.work, "mutant.spmd")
        out = os.path.join(args.work, "mutant.o")
        with open(path, "w", encoding="latin-1") as f:
            f.write(src)
        if os.path.exists(out):
            os.remove(out)
        target = rng.choice(["avx512", "avx2", "sse4", "scalar", "sve"])
        opt = rng.choice(["-O0", "-O2"])
        try:
            r = subprocess.run([args.spmdc, path, "--target=" + target, opt, "-o", out],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
            text = r.stdout.decode("latin-1")
            code = r.returncode
        except subprocess.TimeoutExpired:
            text, code = "timeout", -1
        problem = None
        if code not in (0, 1):
            problem = "exit status %d" % code
        # Matched at line starts: a diagnostic echoes the source line, and a
        # test's own text may say "internal compiler error" (a CHECK-NOT).
        elif re.search(r"^(spmdc: )?(internal compiler error|Stack dump|LLVM ERROR)",
                       text, re.M):
            problem = "internal error"
        elif code == 1 and not re.search(r"(:\d+:\d+: (fatal )?error:|spmdc: error:)", text):
            problem = "failed without an error message"
        elif code == 1 and os.path.exists(out):
            problem = "left an output file after an error"
        if problem:
            bad += 1
            keep = os.path.join(args.work, "failure-%d.spmd" % n)
            with open(keep, "w", encoding="latin-1") as f:
                f.write(src)
            print("mutant %d (%s %s): %s; saved as %s\n%s" % (n, target, opt, problem, keep,
                                                              text[-2000:]))
        else:
            counts[code] += 1
    print("%d mutants: %d compiled, %d diagnosed, %d problems" % (args.count, counts[0], counts[1], bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
