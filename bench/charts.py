#!/usr/bin/env python3
"""Draws the benchmark results as SVG charts (no dependencies).

  python3 bench/charts.py docs/bench/results.json docs/bench

writes speedup.svg: per kernel, the speedup of every spmdc target over the
scalar baseline measured in the same run (grouped bars, log-free linear
scale, values printed on the bars). Variants named <target>_nodarm, when
present, are drawn as melding-off bars next to their melded twins.
"""
import json
import os
import sys
from collections import OrderedDict, defaultdict

COLORS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1"]


def load(path, aggregate="median"):
    """Times per kernel and variant: CPU time of one-thread benchmarks (on a
    machine shared with other work, wall-clock time also counts the time
    slices other processes took), wall-clock time of the tasked ones
    (UseRealTime: their names end in /real_time)."""
    data = json.load(open(path))
    times = defaultdict(dict)
    for b in data["benchmarks"]:
        if b.get("error_occurred"):
            continue
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != aggregate:
            continue
        name, _, variant = b.get("run_name", b["name"]).partition("/")
        real = b.get("run_name", b["name"]).endswith("real_time")
        times[name.replace("BM_", "")][variant] = b["real_time" if real else "cpu_time"]
    return data.get("context", {}), times


def speedups(times):
    table = OrderedDict()
    for kernel in sorted(times):
        t = times[kernel]
        base = t.get("scalar")
        if not base:
            continue
        table[kernel] = OrderedDict((v, base / t[v]) for v in sorted(t) if v != "scalar")
    return table


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def bar_chart(table, title, subtitle):
    variants = []
    for row in table.values():
        for v in row:
            if v not in variants:
                variants.append(v)
    top = max([1.0] + [x for row in table.values() for x in row.values()])
    bar_w, gap, left, plot_h = 26, 30, 60, 300
    group_w = len(variants) * bar_w + gap
    width = left + max(1, len(table)) * group_w + 160
    height = plot_h + 120
    y0 = 60 + plot_h
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="12">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="22" font-size="16" font-weight="bold">%s</text>' % (left, esc(title)),
           '<text x="%d" y="42" fill="#555">%s</text>' % (left, esc(subtitle))]
    # axis and grid
    step = 1 if top <= 8 else 2 if top <= 16 else 5
    v = 0
    while v <= top + 1e-9:
        y = y0 - v / top * plot_h
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>' % (left, width - 150, y, y))
        out.append('<text x="%d" y="%.1f" text-anchor="end">%g×</text>' % (left - 6, y + 4, v))
        v += step
    y1 = y0 - 1 / top * plot_h
    out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#333" stroke-dasharray="4 3"/>' % (left, width - 150, y1, y1))
    for gi, (kernel, row) in enumerate(table.items()):
        gx = left + gap / 2 + gi * group_w
        for vi, var in enumerate(variants):
            if var not in row:
                continue
            h = row[var] / top * plot_h
            x = gx + vi * bar_w
            out.append('<rect x="%.1f" y="%.1f" width="%d" height="%.1f" fill="%s"/>' % (
                x, y0 - h, bar_w - 3, h, COLORS[vi % len(COLORS)]))
            out.append('<text x="%.1f" y="%.1f" text-anchor="middle" font-size="10">%.1f</text>' % (
                x + (bar_w - 3) / 2, y0 - h - 3, row[var]))
        out.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (
            gx + len(variants) * bar_w / 2, y0 + 18, esc(kernel)))
    for vi, var in enumerate(variants):
        y = 70 + vi * 20
        out.append('<rect x="%d" y="%d" width="12" height="12" fill="%s"/>' % (width - 140, y, COLORS[vi % len(COLORS)]))
        out.append('<text x="%d" y="%d">%s</text>' % (width - 122, y + 10, esc(var)))
    out.append('<text x="%d" y="%d" fill="#555">speedup over scalar C++ (-O3 -march=native), same run; dashed line = 1×</text>' % (left, y0 + 45))
    out.append("</svg>")
    return "\n".join(out)


def main(path, outdir):
    ctx, times = load(path)
    table = speedups(times)
    os.makedirs(outdir, exist_ok=True)
    subtitle = "%s, %s CPUs, %s" % (ctx.get("host_name", "?"), ctx.get("num_cpus", "?"), ctx.get("date", "?"))
    svg = bar_chart(table, "spmdc speedup per kernel and target", subtitle)
    target = os.path.join(outdir, "speedup.svg")
    with open(target, "w") as f:
        f.write(svg)
    print("wrote " + target)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "docs/bench")
