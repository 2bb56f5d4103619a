#!/usr/bin/env python3
"""Turns a Google Benchmark JSON file into a Markdown table of speedups over
the scalar baseline (all numbers from the same run)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from charts import load, speedups  # noqa: E402


def main(path):
    ctx, times = load(path)
    table = speedups(times)
    print("Measured %s on %s (%s CPUs, %s MHz), one thread; median of the repetitions.\n" % (
        ctx.get("date", "?"), ctx.get("host_name", "?"), ctx.get("num_cpus", "?"),
        ctx.get("mhz_per_cpu", "?")))
    variants = []
    for row in table.values():
        for v in row:
            if v not in variants:
                variants.append(v)
    print("| kernel | scalar -O3 -march=native | " + " | ".join(variants) + " |")
    print("|---|---|" + "---|" * len(variants))
    for kernel, row in table.items():
        cells = ["%.2fx" % row[v] if v in row else "n/a" for v in variants]
        print("| %s | 1.00x | %s |" % (kernel, " | ".join(cells)))


    # Kernels timed against a twin rather than a scalar baseline.
    pairs = [("sum_strided1", "sum_plain", "a[i*stride] with stride 1 vs a[i]")]
    rows = []
    for kernel, base, what in pairs:
        for target in sorted(set(times.get(kernel, {})) & set(times.get(base, {}))):
            rows.append("| %s | %s | %.2fx |" % (what, target,
                                                 times[kernel][target] / times[base][target]))
    if rows:
        print("\n| comparison | target | time ratio |")
        print("|---|---|---|")
        print("\n".join(rows))


if __name__ == "__main__":
    main(sys.argv[1])
