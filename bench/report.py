#!/usr/bin/env python3
"""Turns a Google Benchmark JSON file into a Markdown table of speedups over
the scalar baseline (all numbers from the same run)."""
import json
import sys
from collections import defaultdict


def main(path):
    data = json.load(open(path))
    times = defaultdict(dict)
    for b in data["benchmarks"]:
        if b.get("error_occurred"):
            continue
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        # names look like BM_mandelbrot/avx512
        name, _, variant = b.get("run_name", b["name"]).partition("/")
        kernel = name.replace("BM_", "")
        times[kernel][variant] = b["real_time"]
    ctx = data.get("context", {})
    print("Measured %s on %s (%d CPUs, %s), one thread.\n" % (
        ctx.get("date", "?"), ctx.get("host_name", "?"), ctx.get("num_cpus", 0),
        "%s MHz" % ctx.get("mhz_per_cpu", "?")))
    print("| kernel | scalar -O3 -march=native | avx2 | avx512 |")
    print("|---|---|---|---|")
    for kernel, t in sorted(times.items()):
        base = t.get("scalar")
        cells = []
        for v in ("avx2", "avx512"):
            cells.append("%.2fx" % (base / t[v]) if base and v in t else "n/a")
        print("| %s | 1.00x | %s |" % (kernel, " | ".join(cells)))


if __name__ == "__main__":
    main(sys.argv[1])
