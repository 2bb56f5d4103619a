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

    # Tasked kernels: wall-clock speedup from 1 to 2 threads, and against the
    # same kernel run as one gang without tasks.
    scaling = []
    for kernel, one_gang in [("mandelbrot_tasks", "mandelbrot")]:
        t = times.get(kernel, {})
        for target in sorted({v.split("/")[0] for v in t}):
            t1 = t.get(target + "/threads:1/real_time")
            t2 = t.get(target + "/threads:2/real_time")
            g = times.get(one_gang, {}).get(target)
            if t1 and t2:
                scaling.append("| %s | %s | %.2f ms | %.2f ms | %.2fx | %s |" % (
                    kernel, target, t1, t2, t1 / t2, "%.2fx" % (g / t2) if g else "n/a"))
    if scaling:
        print("\n| tasked kernel | target | 1 thread | 2 threads | 1→2 threads | 2 threads vs one gang |")
        print("|---|---|---|---|---|---|")
        print("\n".join(scaling))


if __name__ == "__main__":
    main(sys.argv[1])
