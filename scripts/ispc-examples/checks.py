"""Comparisons of spmdc's results with ISPC's examples' serial results.

Each check takes the program's standard output and its working directory
(where the example wrote its images) and returns (ok, detail). What counts
as a match follows what the example computes:

  bit for bit     mandelbrot(_tasks), noise, volume_rendering, rt: the
                  spmdc and serial images are the same computation in the
                  same order (volume: same math library calls per lane)
  tolerance       options (averages, 1e-4 relative), perfbench (sums,
                  1e-4 relative), stencil (the host's own 1e-4 check),
                  sgemm (the host's own validation), gmres (iterations and
                  residual), deferred (see deferred())
  statistics      aobench: ISPC's RNGState and the serial drand48 differ by
                  design, so the images agree only on average
"""
import math
import os
import re


def _ppm(path):
    data = open(path, "rb").read()
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        start = pos
        while not data[pos:pos + 1].isspace():
            pos += 1
        fields.append(data[start:pos])
    pos += 1  # the single whitespace after maxval
    if fields[0] != b"P6":
        raise ValueError("%s: not a P6 image" % path)
    w, h = int(fields[1]), int(fields[2])
    return w, h, data[pos:pos + 3 * w * h]


def _compare_images(workdir, ours, reference, max_abs=0, mean_abs=None, frac=None):
    """ours/reference: file names in workdir. max_abs: per-channel bound;
    mean_abs: bound on the mean absolute difference; frac: bound on the
    fraction of channels that differ at all."""
    try:
        w1, h1, a = _ppm(os.path.join(workdir, ours))
        w2, h2, b = _ppm(os.path.join(workdir, reference))
    except (OSError, ValueError, IndexError) as e:
        return False, "cannot read images: %s" % e
    if (w1, h1) != (w2, h2) or len(a) != len(b):
        return False, "%s is %dx%d, %s %dx%d" % (ours, w1, h1, reference, w2, h2)
    if a == b:
        return True, "%s bit-exact (%dx%d)" % (ours, w1, h1)
    diffs = [abs(x - y) for x, y in zip(a, b)]
    worst = max(diffs)
    mean = sum(diffs) / len(diffs)
    ndiff = sum(1 for d in diffs if d)
    detail = "%s: max |diff| %d, mean %.3f, %.2f%% of channels differ" % (
        ours, worst, mean, 100.0 * ndiff / len(diffs))
    ok = worst <= max_abs if mean_abs is None else mean <= mean_abs
    if frac is not None and ndiff / len(diffs) > frac:
        ok = False
    return ok, detail


def simple(out, workdir):
    got = re.findall(r"(\d+): simple\(([-\d.]+)\) = ([-\d.]+)", out)
    if len(got) != 16:
        return False, "printed %d values, expected 16" % len(got)
    for i, vin, vout in got:
        v = float(vin)
        want = v * v if v < 3.0 else math.sqrt(v)
        if abs(float(vout) - want) > 1e-5 * max(1.0, abs(want)):
            return False, "simple(%s) = %s, expected %f" % (vin, vout, want)
    return True, "16 values"


def mandelbrot(out, workdir):
    return _compare_images(workdir, "mandelbrot-ispc.ppm", "mandelbrot-serial.ppm")


def noise(out, workdir):
    return _compare_images(workdir, "noise-ispc.ppm", "noise-serial.ppm")


def _one_core_and_tasks(workdir, stem, passed):
    """<stem>-ispc-1core.ppm and <stem>-ispc-tasks.ppm against the serial
    image, bit-exact."""
    for ours in (stem + "-ispc-1core.ppm", stem + "-ispc-tasks.ppm"):
        ok, detail = _compare_images(workdir, ours, stem + "-serial.ppm")
        if not ok:
            return ok, detail
    return True, passed


def volume(out, workdir):
    return _one_core_and_tasks(workdir, "volume", "1 core and tasks bit-exact")


def rt(out, workdir):
    return _one_core_and_tasks(workdir, "rt",
                               "hit-id images, 1 core and tasks, bit-exact")


def aobench(out, workdir):
    worst = ""
    for ours in ("ao-ispc.ppm", "ao-ispc-tasks.ppm"):
        # Different random number generators: compare the mean only.
        ok, detail = _compare_images(workdir, ours, "ao-serial.ppm", mean_abs=6.0)
        if not ok:
            return ok, detail
        worst = detail
    return True, "statistical match (" + worst + ")"


def deferred(out, workdir):
    # The kernel uses ISPC's rcp()/rsqrt() approximations and --opt=fast-math
    # where the serial dynamic path divides and calls sqrtf/powf, and
    # Float32ToUnorm8 truncates: a channel may differ by one step; anything
    # more, or many differing channels, is a real difference.
    return _compare_images(workdir, "deferred-ispc-static.ppm", "deferred-serial-dynamic.ppm",
                           max_abs=1, frac=0.01)


def options(out, workdir):
    avgs = dict(re.findall(r"\[(binomial [^\]]*|black-scholes [^\]]*)\]:.*?\(avg ([-\d.e+]+)\)", out))
    for model in ("binomial", "black-scholes"):
        serial = avgs.get(model + " serial")
        if serial is None:
            return False, "no %s serial average printed" % model
        for k, v in avgs.items():
            if k.startswith(model) and k != model + " serial":
                s, g = float(serial), float(v)
                if abs(s - g) > 1e-4 * max(1.0, abs(s)):
                    return False, "%s avg %s, serial %s" % (k, v, serial)
    return True, "averages within 1e-4 (binomial %s, black-scholes %s)" % (
        avgs["binomial serial"], avgs["black-scholes serial"])


def stencil(out, workdir):
    errors = [l for l in out.splitlines() if l.startswith("Error @")]
    if errors:
        return False, "%d points differ, first: %s" % (len(errors), errors[0])
    if "[stencil serial]" not in out:
        return False, "no serial run printed"
    return True, "host's own check (1e-4 per point): no error"


def sort(out, workdir):
    if "[sort serial]" not in out:
        return False, "no serial timing printed"
    return True, "check_sort"


def sgemm(out, workdir):
    lines = re.findall(r"^\s*(SGEMM_\w+).*Validation: (\w+)\.", out, re.M)
    if len(lines) != 14:
        return False, "%d validation lines, expected 14" % len(lines)
    bad = [n for n, v in lines if v != "valid"]
    if bad:
        return False, "invalid: " + ", ".join(bad)
    return True, "14/14 valid"


def perfbench(out, workdir):
    rows = re.findall(r"^(.+?)\s*: \[.*?\n\tresults \(([^)]*)\) - \(([^)]*)\)", out, re.M)
    if not rows:
        return False, "no results printed"
    checked = 0
    for name, a, b in rows:
        if "Memory writes" in name:
            continue  # stores/scatters return no result
        va = [float(x) for x in a.split()]
        vb = [float(x) for x in b.split()]
        if "Memory reads" in name:
            va, vb = va[:1], vb[:1]
        for x, y in zip(va, vb):
            if abs(x - y) > 1e-4 * max(1.0, abs(x)):
                return False, "%s: %s vs %s" % (name.strip(), a, b)
        checked += 1
    return True, "%d sums match" % checked


def _mtx_vector(path):
    with open(path) as f:
        lines = [l for l in f if not l.startswith("%")]
    return [float(l) for l in lines[1:] if l.strip()]


def gmres(out, workdir):
    # The reference is the same host built against plain C++ kernels
    # (gmres has no serial version): same iteration count, and the same
    # solution up to the order of the dot products' additions.
    ref = os.path.join(workdir, "reference.txt")
    if not os.path.exists(ref):
        return False, "no reference run"
    pat = r"gmres completed in (\d+) iterations"
    a, b = re.findall(pat, out), re.findall(pat, open(ref).read())
    if not a or a != b:
        return False, "iterations %s, reference %s" % (a, b)
    try:
        x = _mtx_vector(os.path.join(workdir, "x.mtx"))
        y = _mtx_vector(os.path.join(workdir, "x_reference.mtx"))
    except (OSError, ValueError) as e:
        return False, "cannot read the solutions: %s" % e
    if len(x) != len(y) or not x:
        return False, "solution sizes %d and %d" % (len(x), len(y))
    scale = max(abs(v) for v in y) or 1.0
    worst = max(abs(u - v) for u, v in zip(x, y)) / scale
    if worst > 1e-6:
        return False, "solution differs from the reference by %.3g (relative)" % worst
    same = "identical solution as printed" if worst == 0 else "solution within %.1g (relative)" % worst
    return True, "%s iterations as the reference, %s" % (a[0], same)


def speedups(out):
    """The speedups the example prints itself (serial / spmdc)."""
    found = re.findall(r"\(([\d.]+)x speedup from ISPC(?:, ([\d.]+)x speedup from ISPC \+ tasks)?\)", out)
    found += [(t, "") for t in re.findall(r"\(([\d.]+)x speedup from ISPC \+ tasks\)", out)]
    parts = []
    for one, tasks in found:
        parts.append("%sx" % one + (", tasks %sx" % tasks if tasks else ""))
    gf = re.findall(r"^\s*(SGEMM_\w+)\s+([\d.]+) millisecs\s+([\d.]+) GFLOPs", out, re.M)
    if gf:
        best = max(gf, key=lambda g: float(g[2]))
        parts.append("best %s %s GFLOPs" % (best[0], best[2]))
    pb = re.findall(r"^(.+?)\s*: \[([\d.]+)\] M cycles serial, \[([\d.]+)\] M cycles ispc", out, re.M)
    for name, s, i in pb:
        short = name.replace("vector element sum", "").replace("  ", " ").strip()
        parts.append("%s %.1fx" % (short, float(s) / max(float(i), 1e-9)))
    return "; ".join(parts)
