#!/usr/bin/env python3
"""Run ISPC-style test programs ("func-tests") through spmdc and report.

Each test is one source file that includes "test_static.isph" and defines
the task under test (f_v, f_f, f_fu, f_fi, f_du, f_duf, f_di or print_*)
plus `result`, which fills the expected values. For every test this script

  1. finds its signature number (TEST_SIG) from the task it defines,
  2. compiles it with ISPC's command-line spelling:
       spmdc --target=T --arch=x86-64 --pic -O2 --woff -I INC
             -DTEST_SIG=n -DTEST_WIDTH=w -o t.o t.ispc
  3. links it with tests/ispc-compat/harness.cpp (and spmdrt),
  4. runs it with a timeout and classifies the outcome:
       pass, compile error (first error line), compiler crash,
       link error, wrong result, crash, timeout.

Print tests (TEST_SIG 32..34) pass when their standard output equals a
file `<test>.expected` next to the test; without one they are reported
as "skipped" and left out of the pass rate.

AArch64 targets (sve, sve-multi, sve-N, neon) cross-compile: spmdc with
--arch=aarch64, the harness with --aarch64-cxx (static), and each program
runs under qemu-aarch64 (`-cpu max,sve-default-vector-length=N/8`) at every
length of --vector-bits; a test passes when it passes at all of them. For
sve and sve-multi the harness reads the gang width off the vector length
(TEST_WIDTH=0); a `-target sve` test built as sve-multi (it needs a
compile-time gang width: -Wsve-fixed-width) says so in its detail.

GPU targets (amdgcn/amdgpu, nvptx/nvptx64/cuda) have no device to run on:
the script compiles each program for the GPU (no link, no run) and
classifies the compile: "compiled" (exit 0 and an output file),
"diagnosed" (exit 1 with a `file:line:col: error:` line and no output
file), or "crash" (a signal, an assertion or internal error, any other
exit status, an exit without a located error, or an exit 0 without
output); a compile timeout is reported as such. The exit status is 1
when any program crashed or timed out, so a sweep can gate a merge.

Usage:
  scripts/ispc-compat.py --tests DIR --include DIR [--target avx512skx-x16]
                         [-j2] [--filter SUBSTR] [--causes] [--json FILE]
  scripts/ispc-compat.py ... --target sve --vector-bits 128,2048
  scripts/ispc-compat.py ... --target amdgcn   (compile-only GPU sweep;
                         --spmdc-flag=--mcpu=gfx1100 picks the processor)
  scripts/ispc-compat.py ... --spmdc-flag=--darm-threshold=0   (extra spmdc
                         options, repeatable: compare pass lists with and
                         without them)
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SIGNATURES = [  # (task name, TEST_SIG)
    ("f_v", 0), ("f_f", 1), ("f_fu", 2), ("f_fi", 3), ("f_du", 4),
    ("f_duf", 5), ("f_di", 6), ("print_uf", 32), ("print_f", 33),
    ("print_fuf", 34),
]

# Gang width of each ISPC target spelling: the number after the last 'x'
# ("avx512skx-x16" -> 16, "avx2-i32x8" -> 8); neon has 4 lanes, sve-N N/32,
# and sve/sve-multi (any length) 0: the harness reads it at run time.
def target_width(target):
    m = re.search(r"x(\d+)$", target)
    if m:
        return int(m.group(1))
    if target == "neon":
        return 4
    m = re.match(r"sve-(\d+)$", target)
    if m:
        return int(m.group(1)) // 32
    if target.startswith("sve"):
        return 0
    return 1


def is_aarch64(target):
    return target.startswith("sve") or target.startswith("neon")


GPU_TARGETS = {"amdgcn": "amdgcn", "amdgpu": "amdgcn", "nvptx": "nvptx",
               "nvptx64": "nvptx", "cuda": "nvptx"}


def is_gpu(target):
    return target in GPU_TARGETS


def gpu_width(target, flags):
    """Wave size of the GPU target: amdgcn is wave64 except gfx10+/gfx11
    (wave32), nvptx a warp of 32 (docs/gpu.md)."""
    if GPU_TARGETS[target] == "nvptx":
        return 32
    mcpu = [f.split("=", 1)[1] for f in flags if f.startswith("--mcpu=")]
    return 32 if mcpu and re.match(r"gfx1\d\d\d", mcpu[-1]) else 64


# A located diagnostic, as spmdc prints it: file:line:col: error: ...
LOCATED_ERROR = re.compile(r"^[^:\s][^:]*:\d+:\d+: error: ", re.M)
CRASH_MARKS = ("internal error", "Stack dump", "PLEASE submit", "Assertion",
               "LLVM ERROR", "UNREACHABLE")


def run_gpu_compile(path, sig, args, work):
    """Compiles one program for a GPU target; the classification is the
    module docstring's."""
    name = os.path.basename(path)
    stem = os.path.join(work, re.sub(r"[^\w.-]", "_", name))
    out_file = stem + (".ptx" if GPU_TARGETS[args.target] == "nvptx" else ".hsaco")
    if os.path.exists(out_file):
        os.remove(out_file)
    width = gpu_width(args.target, args.spmdc_flag)
    cmd = [args.spmdc, "--target=" + args.target, "-O2", "--woff",
           "-I", args.include, "-DTEST_SIG=%d" % sig, "-DTEST_WIDTH=%d" % width] + \
        args.spmdc_flag + ["-o", out_file, path]
    rc, out = run(cmd, args.compile_timeout)
    has_output = os.path.exists(out_file) and os.path.getsize(out_file) > 0
    if rc is None:
        return {"test": name, "status": "compile timeout", "detail": ""}
    if rc < 0:
        return {"test": name, "status": "crash",
                "detail": "signal %d: %s" % (-rc, first_error(out))}
    marks = [m for m in CRASH_MARKS if m in out]
    if marks:
        return {"test": name, "status": "crash", "detail": first_error(out)}
    if rc == 0:
        if has_output:
            return {"test": name, "status": "compiled", "detail": ""}
        return {"test": name, "status": "crash", "detail": "exit 0 without an output file"}
    if rc != 1 or not LOCATED_ERROR.search(out):
        return {"test": name, "status": "crash",
                "detail": "exit %d without a located error: %s" % (rc, first_error(out))}
    detail = first_error(out)
    if has_output:
        detail += " (an output file was left)"
        return {"test": name, "status": "crash", "detail": detail}
    return {"test": name, "status": "diagnosed", "detail": detail}


def test_signature(source):
    for name, sig in SIGNATURES:
        if re.search(r"\btask\s+void\s+%s\s*\(" % name, source):
            return sig
    return None


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


def print_causes(results, statuses, heading):
    """The results with one of `statuses`, grouped by their first error."""
    causes = {}
    for r in results:
        if r["status"] in statuses:
            causes.setdefault(error_cause(r["detail"]), []).append(r["test"])
    print("\n%s:" % heading)
    for c, names in sorted(causes.items(), key=lambda kv: -len(kv[1])):
        print("%4d  %s  [%s]" % (len(names), c, ", ".join(names[:4]) +
                                 (", ..." if len(names) > 4 else "")))


def error_cause(line):
    """The message of an error line without its location and quoted names,
    so that errors of the same kind count together."""
    msg = re.sub(r"^.*?error:\s*", "", line)
    msg = re.sub(r"'[^']*'", "'…'", msg)
    msg = re.sub(r"\"[^\"]*\"", "\"…\"", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg


def run(cmd, timeout, **kw):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, errors="replace", timeout=timeout, **kw)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout or ""
        if isinstance(out, bytes):
            out = out.decode(errors="replace")
        return None, out


def run_test(path, args, work):
    name = os.path.basename(path)
    with open(path, errors="replace") as f:
        source = f.read()
    sig = test_signature(source)
    if sig is None:
        return {"test": name, "status": "skipped", "detail": "no known test task"}
    if is_gpu(args.target):  # compile only: print tests need no .expected
        return run_gpu_compile(path, sig, args, work)
    expected_out = None
    if sig >= 32:
        exp = path + ".expected"
        if not os.path.exists(exp):
            return {"test": name, "status": "skipped",
                    "detail": "print test without %s.expected" % name}
        with open(exp) as f:
            expected_out = f.read()
    width = target_width(args.target)
    arm = is_aarch64(args.target)
    stem = os.path.join(work, re.sub(r"[^\w.-]", "_", name))
    obj, exe = stem + ".o", stem + ".exe"
    defs = ["-DTEST_SIG=%d" % sig, "-DTEST_WIDTH=%d" % width]
    # (TEST_WIDTH=0 means "at run time" to the harness only.)
    spmdc_defs = defs if width else defs[:1]
    # On -target sve the fallback warning is the one to see: no --woff.
    quiet = [] if args.target == "sve" else ["--woff"]
    cmd = [args.spmdc, "--target=" + args.target,
           "--arch=" + ("aarch64" if arm else "x86-64"), "--pic", "-O2"] + quiet + \
        ["-I", args.include] + spmdc_defs + args.spmdc_flag + ["-o", obj, path]
    rc, out = run(cmd, args.compile_timeout)
    if rc is None:
        return {"test": name, "status": "compile timeout", "detail": ""}
    if rc != 0:
        crashed = rc < 0 or "internal error" in out or "Stack dump" in out \
            or "PLEASE submit" in out
        return {"test": name, "status": "compiler crash" if crashed else "compile error",
                "detail": first_error(out)}
    note = " (built as sve-multi)" if "[-Wsve-fixed-width]" in out else ""
    if arm:
        cxx = [args.aarch64_cxx, "-static"]
        lib = os.path.join(args.runtime_lib, "aarch64")
    else:
        cxx, lib = [args.cxx], args.runtime_lib
    rc, out = run(cxx + ["-O1", "-std=c++17"] + defs + [args.harness, obj,
                  "-L", lib, "-lspmdrt", "-fopenmp", "-lm", "-o", exe],
                  args.compile_timeout)
    if rc != 0:
        undefined = re.search(r"undefined reference to `([^']*)'", out or "")
        detail = "undefined " + undefined.group(1) if undefined else first_error(out or "")
        return {"test": name, "status": "link error", "detail": detail}
    runs = [(None, [exe])]
    if arm:
        runs = [(bits, [args.qemu, "-cpu", "max,sve-default-vector-length=%d" % (bits // 8), exe])
                for bits in args.vector_bits]
    failures = []  # (status, detail, bits) of each failing length
    for bits, cmd in runs:
        status, detail = run_once(cmd, args, expected_out)
        if status != "pass":
            failures.append((status, detail, bits))
    if not failures:
        return {"test": name, "status": "pass", "detail": note.strip()}
    status, detail, _ = failures[0]
    if arm:
        detail = "at %s bits: %s" % (",".join(str(f[2]) for f in failures), detail)
    return {"test": name, "status": status, "detail": detail + note}


def run_once(cmd, args, expected_out):
    """Runs one test program; (status, detail)."""
    rc, out = run(cmd, args.run_timeout)
    if rc is None:
        return "timeout", ""
    if rc < 0:
        return "crash", "signal %d" % -rc
    if expected_out is not None:
        ok = rc == 0 and out == expected_out
        return ("pass", "") if ok else ("wrong result", "stdout differs")
    if rc != 0:
        return "wrong result", (out.splitlines() or [""])[0]
    return "pass", ""


def gpu_summary(results, counted, counts, args):
    """The compile-only GPU sweep's summary; exit status 1 on any crash or
    compile timeout (a diagnosed program is not a failure of the sweep)."""
    compiled = counts.get("compiled", 0)
    bad = counts.get("crash", 0) + counts.get("compile timeout", 0)
    print("compiled: %d/%d = %.1f%%, diagnosed %d, crashed %d (target %s%s)" % (
        compiled, len(counted), 100.0 * compiled / len(counted) if counted else 0.0,
        counts.get("diagnosed", 0), bad, args.target,
        "".join(" " + f for f in args.spmdc_flag if f.startswith("--mcpu="))))
    if args.causes:
        print_causes(results, ("diagnosed",), "diagnosed, by message")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"target": args.target, "results": results}, f, indent=1)
    return 1 if bad else 0


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tests", required=True, help="directory of test programs")
    ap.add_argument("--include", required=True, help="directory of test_static.isph")
    ap.add_argument("--target", default="avx512skx-x16")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--spmdc", default=os.path.join(root, "build", "bin", "spmdc"))
    ap.add_argument("--spmdc-flag", action="append", default=[], metavar="FLAG",
                    help="extra spmdc option, passed through (repeatable), "
                    "e.g. --spmdc-flag=--darm-threshold=0")
    ap.add_argument("--runtime-lib", default=os.path.join(root, "build", "lib"))
    ap.add_argument("--harness", default=os.path.join(root, "tests", "ispc-compat", "harness.cpp"))
    ap.add_argument("--cxx", default=os.environ.get("CXX", "c++"))
    ap.add_argument("--aarch64-cxx", default="aarch64-linux-gnu-g++",
                    help="cross compiler for the AArch64 targets' harness")
    ap.add_argument("--qemu", default="qemu-aarch64")
    ap.add_argument("--vector-bits", default="128,2048",
                    help="SVE vector lengths (bits) AArch64 tests run at")
    ap.add_argument("--filter", default="", help="only tests whose name contains this")
    ap.add_argument("--compile-timeout", type=float, default=120)
    ap.add_argument("--run-timeout", type=float, default=20)
    ap.add_argument("--causes", action="store_true",
                    help="also count compile errors by message")
    ap.add_argument("--json", help="write the results to this file")
    ap.add_argument("--keep", help="keep objects and executables in this directory")
    args = ap.parse_args()
    args.vector_bits = [int(b) for b in args.vector_bits.split(",")]
    if is_aarch64(args.target) and args.target.startswith("neon"):
        args.vector_bits = args.vector_bits[:1]  # NEON ignores the length

    tests = sorted(os.path.join(args.tests, f) for f in os.listdir(args.tests)
                   if f.endswith(".ispc") and args.filter in f)
    if not tests:
        print("no .ispc tests in %s" % args.tests, file=sys.stderr)
        return 2
    work = args.keep or tempfile.mkdtemp(prefix="ispc-compat-")
    os.makedirs(work, exist_ok=True)
    try:
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            results = list(pool.map(lambda t: run_test(t, args, work), tests))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    width = max(len(r["test"]) for r in results)
    for r in results:
        print("%-*s  %-14s %s" % (width, r["test"], r["status"], r["detail"]))
    counts = {}
    for r in results:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    counted = [r for r in results if r["status"] != "skipped"]
    passed = counts.get("pass", 0)
    print()
    for status in sorted(counts, key=lambda s: -counts[s]):
        print("%-15s %d" % (status, counts[status]))
    if is_gpu(args.target):
        return gpu_summary(results, counted, counts, args)
    rate = 100.0 * passed / len(counted) if counted else 0.0
    fell_back = sum(1 for r in results if "built as sve-multi" in r["detail"])
    if fell_back:
        print("built as sve-multi (-Wsve-fixed-width): %d" % fell_back)
    lengths = " at %s bits" % ",".join(map(str, args.vector_bits)) \
        if is_aarch64(args.target) else ""
    print("pass rate: %d/%d = %.1f%% (target %s%s%s)" % (
        passed, len(counted), rate, args.target, lengths,
        ", %d skipped" % counts["skipped"] if counts.get("skipped") else ""))
    if args.causes:
        print_causes(results, ("compile error", "compiler crash"),
                     "compile errors by message")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"target": args.target, "vector_bits": args.vector_bits,
                   "results": results}, f, indent=1)
    return 0 if passed == len(counted) else 1


if __name__ == "__main__":
    sys.exit(main())
