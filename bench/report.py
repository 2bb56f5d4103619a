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
    load_avg = ctx.get("load_avg") or []
    print("Measured %s on %s (%s CPUs, %s MHz, load average %s at the start), one thread; "
          "median CPU time of the repetitions.\n" % (
              ctx.get("date", "?"), ctx.get("host_name", "?"), ctx.get("num_cpus", "?"),
              ctx.get("mhz_per_cpu", "?"), ", ".join("%.1f" % x for x in load_avg) or "?"))
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


    # spmdc against the Highway version for the same ISA (above 1: spmdc is
    # faster).
    rows = []
    for kernel in sorted(times):
        for target in ("avx2", "avx512"):
            hwy = times[kernel].get("highway_" + target)
            ours = times[kernel].get(target)
            if hwy and ours:
                rows.append("| %s | %s | %.2fx |" % (kernel, target, hwy / ours))
    if rows:
        print("\n| kernel | target | spmdc vs Highway (Highway time / spmdc time) |")
        print("|---|---|---|")
        print("\n".join(rows))

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

    # Tasked kernels: wall-clock speedup from 1 to 2 threads (median and best
    # repetition).
    _, mins = load(path, "min")
    scaling = []
    for kernel in ("mandelbrot_tasks", "binomial_tasks"):
        for stat, tab in (("median", times), ("min", mins)):
            # variant: <target>/threads:<n>[/iterations:..][/repeats:..]/real_time
            t = {}
            for v, x in tab.get(kernel, {}).items():
                parts = v.split("/")
                n = [p for p in parts if p.startswith("threads:")]
                if n:
                    t[(parts[0], n[0])] = x
            for target in sorted({k[0] for k in t}):
                t1 = t.get((target, "threads:1"))
                t2 = t.get((target, "threads:2"))
                if t1 and t2:
                    scaling.append("| %s | %s | %s | %.2f ms | %.2f ms | %.2fx |" % (
                        kernel, target, stat, t1, t2, t1 / t2))
    if scaling:
        print("\n| tasked kernel | target | statistic (wall clock, 100 calls) | 1 thread "
              "| 2 threads | 1→2 threads |")
        print("|---|---|---|---|---|---|")
        print("\n".join(scaling))


if __name__ == "__main__":
    main(sys.argv[1])
