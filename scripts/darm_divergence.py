#!/usr/bin/env python3
"""How often the divergent branch of each real DARM bench kernel diverges.

For each kernel of bench/kernels/darm_real.spmd (and bitonic sort from
bench/kernels/darm.spmd) this replays, in plain Python, what a gang of W
program instances does on the inputs bench/darm_main.cpp times: the lanes
of each gang run in lockstep (a loop runs until its last lane leaves), and
every time a gang reaches the branch DARM would meld with at least one lane
active, the branch's outcome over the active lanes is one of: all take the
then-side, all take the else-side, or both sides have lanes (the gang
diverges: the only case melding can help). Prints, per kernel and gang
size, the gang executions of the branch, the share that diverge, and the
share of active lanes on each side when it diverges.

This is a model of the source, not of the compiled code: it needs no build
and no CPU time worth measuring, so it is deterministic whatever the load.
Usage: scripts/darm_divergence.py [W ...]   (default: 16 8)
"""
import sys


def u32(x):
    return x & 0xFFFFFFFF


class Counter:
    def __init__(self):
        self.execs = 0      # gang executions with at least one lane active
        self.diverged = 0   # of those, with lanes on both sides
        self.lanes_t = 0    # active lanes on the then-side, in diverged ones
        self.lanes = 0      # active lanes, in diverged ones

    def branch(self, outcomes):
        """outcomes: the condition of each active lane."""
        if not outcomes:
            return
        self.execs += 1
        t = sum(1 for o in outcomes if o)
        if 0 < t < len(outcomes):
            self.diverged += 1
            self.lanes_t += t
            self.lanes += len(outcomes)

    def row(self, name, w):
        share = 100.0 * self.diverged / self.execs if self.execs else 0.0
        split = (100.0 * self.lanes_t / self.lanes) if self.lanes else 0.0
        return f"| {name} | {w} | {self.execs} | {self.diverged} | {share:.1f}% | " + (
            f"{split:.0f}% / {100 - split:.0f}% |" if self.lanes else "- |")


def gangs(n, w):
    for base in range(0, n, w):
        yield list(range(base, min(n, base + w)))


def dct_quant(w):
    n = 1 << 16
    c = Counter()
    vals = [float(int(u32(i * 2654435761) % 2001) - 1000) * 0.37
            for i in range(n)]
    for g in gangs(n, w):
        c.branch([vals[i] < 0.0 for i in g])
    return c


def srad_coef(w):
    width = height = 256
    c = Counter()
    for y in range(height):
        for g in gangs(width, w):
            c.branch([y == 0 or y == height - 1 or x == 0 or x == width - 1
                      for x in g])
    return c


def merge_pcm(w):
    na, nb = 1 << 14, (1 << 14) + 5
    c = Counter()
    for g in gangs(na + nb, w):
        c.branch([t < na for t in g])
    return c


def lud_perimeter(w):
    bs = 64
    c = Counter()
    for g in gangs(2 * bs, w):
        c.branch([t < bs for t in g])
    return c


def nqueens(w):
    """The place-or-backtrack branch `avail != 0` of each step."""
    n = 10
    rows = n - 2
    full = (1 << n) - 1
    c = Counter()
    for g in gangs(n * n, w):
        lanes = []
        for t in g:
            c0, c1 = 1 << (t // n), 1 << (t % n)
            cols, ld, rd = c0, (c0 << 1) & full, c0 >> 1
            if ((cols | ld | rd) & c1) != 0:
                continue  # this lane never enters the search
            cols |= c1
            ld = ((ld | c1) << 1) & full
            rd = (rd | c1) >> 1
            lanes.append({"cols": cols, "ld": ld, "rd": rd,
                          "avail": full & ~(cols | ld | rd), "depth": 0,
                          "stack": []})
        while True:
            active = [s for s in lanes if s["depth"] >= 0]
            if not active:
                break
            c.branch([s["avail"] != 0 for s in active])
            for s in active:
                if s["avail"] != 0:
                    bit = s["avail"] & -s["avail"]
                    s["avail"] ^= bit
                    if s["depth"] + 1 != rows:
                        s["stack"].append((s["cols"], s["ld"], s["rd"],
                                           s["avail"]))
                        s["depth"] += 1
                        s["cols"] |= bit
                        s["ld"] = ((s["ld"] | bit) << 1) & full
                        s["rd"] = (s["rd"] | bit) >> 1
                        s["avail"] = full & ~(s["cols"] | s["ld"] | s["rd"])
                else:
                    s["depth"] -= 1
                    if s["depth"] >= 0:
                        (s["cols"], s["ld"], s["rd"],
                         s["avail"]) = s["stack"].pop()
    return c


def merge_sort(w):
    """The take-left branch of every merge step of every pass."""
    n = 1 << 14
    a = [int(u32(i * 2654435761) % 100000) for i in range(n)]
    c = Counter()
    width = 1
    while width < n:
        out = [0] * n
        pairs = n // (2 * width)
        for g in gangs(pairs, w):
            # Each lane: [i, j, k] over its runs [lo, mid) and [mid, hi).
            st = [[p * 2 * width, p * 2 * width + width, p * 2 * width]
                  for p in g]
            for _ in range(2 * width):
                outcomes = []
                for i, j, k in st:
                    mid = (k // (2 * width)) * 2 * width + width
                    hi = mid + width
                    outcomes.append(j >= hi or (i < mid and a[i] <= a[j]))
                c.branch(outcomes)
                for s, left in zip(st, outcomes):
                    i, j, k = s
                    if left:
                        out[k] = a[i]
                        s[0] += 1
                    else:
                        out[k] = a[j]
                        s[1] += 1
                    s[2] += 1
        a = out
        width *= 2
    assert a == sorted(a), "merge sort model went wrong"
    return c


def bitonic(w):
    """The direction branch `(i & k) == 0` under `l > i`."""
    n = 1 << 12
    c = Counter()
    k = 2
    while k <= n:
        j = k // 2
        while j > 0:
            for g in gangs(n, w):
                c.branch([(i & k) == 0 for i in g if (i ^ j) > i])
            j //= 2
        k *= 2
    return c


KERNELS = [("bitonic", bitonic), ("dct_quant", dct_quant),
           ("srad_coef", srad_coef), ("merge_pcm", merge_pcm),
           ("lud_perimeter", lud_perimeter), ("nqueens", nqueens),
           ("merge_sort", merge_sort)]


def main():
    widths = [int(a) for a in sys.argv[1:]] or [16, 8]
    print("| kernel | W | gang executions | diverged | share | then / else lanes when diverged |")
    print("|---|---|---|---|---|---|")
    for name, fn in KERNELS:
        for w in widths:
            print(fn(w).row(name, w))


if __name__ == "__main__":
    main()
