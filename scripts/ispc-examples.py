#!/usr/bin/env python3
"""Build and run ISPC's example programs (examples/cpu/*) with spmdc.

ISPC's examples are others' code and stay outside the repository (by
default /work/ispc-sample/examples, laid out as upstream: cpu/<name>/ and
common/{tasksys.cpp,timing.h}); this driver is ours. For every example and
target it

  1. compiles each kernel with spmdc as a user would:
       spmdc <k>.ispc --target=T -O2 -o <k>.o -h <k>_ispc.h
     (x86: avx512, avx2, sse4; AArch64: sve, neon with --arch=aarch64), or,
     for the target `ispc-multi`, with ISPC's own command line from the
     examples' CMake (--pic --arch=x86-64 and the example's target list,
     linking <k>.ispc.o and every <k>.ispc_<isa>.o it writes);
  2. builds the example's C++ host and serial reference with clang++-22 -O2
     (aarch64-linux-gnu-g++ -O2 -static for sve/neon; -ffp-contract=off, as
     spmdc does not fuse multiply-adds by default), once per task system
     where the kernel launches tasks: ISPC's common/tasksys.cpp (pthreads)
     and spmdrt's ISPCLaunch (OpenMP);
  3. runs it (sve under qemu-aarch64 at each --vector-bits length, neon
     once), and compares spmdc's result with the example's serial result:
     the images both write, the averages or sums they print, the example's
     own validation line, or, for sort (whose host only times itself), our
     check host scripts/ispc-examples/check_sort.cpp;
  4. prints a table: example, target, task system, pass/FAIL and the
     reason, and the speedups the example prints itself (serial time /
     spmdc time, from this one run).

Inputs upstream ships as binary files (rt's scene, deferred's G-buffer,
volume's density grid, gmres's systems) are written by our generators in
scripts/ispc-examples/inputs.py.

--gpu also compiles every kernel for amdgcn and nvptx (compile only) and
reports crashes (any crash fails the run; diagnostics are listed).

perfbench's xyzSumVarying (`export void f(varying float a[])`) is a
decided, documented difference (docs/ispc-compat.md): perfbench is expected
to fail at that parameter, and `perfbench_novarying` (the same example
without that one test, derived here) is built and checked instead.

Usage:
  scripts/ispc-examples.py DIR [--targets avx512,avx2,sse4,ispc-multi,sve,neon]
      [--examples a,b] [--tasksys spmdrt,ispc] [--vector-bits 128,512,2048]
      [--work DIR] [--gpu] [--json FILE]
Exit status: 0 when every build/run passed (expected failures excepted).
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(HERE, "ispc-examples"))
import inputs  # noqa: E402  (our generators)
import checks  # noqa: E402  (comparisons with the serial results)

X86 = ["avx512", "avx2", "sse4", "ispc-multi"]
ARM = ["sve", "neon"]
ISPC_MULTI = "sse2-i32x4,sse4-i32x4,avx1-i32x8,avx2-i32x8,avx512knl-x16,avx512skx-x16"

# Per example: kernels, host sources (relative to the example directory),
# whether a kernel launches tasks, extra spmdc flags, the CMake target list
# when it is not the default one, run arguments (x86 / under qemu), inputs
# to generate, and the check (a function in checks.py).
EXAMPLES = {
    "simple": dict(kernels=["simple"], host=["simple.cpp"], check="simple"),
    "mandelbrot": dict(kernels=["mandelbrot"], host=["mandelbrot.cpp", "mandelbrot_serial.cpp"],
                       args=[], qemu_args=["--scale=0.25", "1", "1"], check="mandelbrot"),
    "mandelbrot_tasks": dict(kernels=["mandelbrot_tasks"],
                             host=["mandelbrot_tasks.cpp", "mandelbrot_tasks_serial.cpp"], tasks=True,
                             args=[], qemu_args=["--scale=0.125", "1", "1"], check="mandelbrot"),
    "options": dict(kernels=["options"], host=["options.cpp", "options_serial.cpp"], tasks=True,
                    args=[], qemu_args=["--count=8192"], check="options"),
    "aobench": dict(kernels=["ao"], host=["ao.cpp", "ao_serial.cpp"], tasks=True,
                    args=["256", "256", "3", "3", "1"], qemu_args=["64", "64", "1", "1", "1"],
                    check="aobench"),
    "noise": dict(kernels=["noise"], host=["noise.cpp", "noise_serial.cpp"],
                  # noise writes whole gangs: the width must be a multiple of
                  # programCount (64 lanes at 2048 bits), as on ISPC.
                  args=[], qemu_args=["--scale=0.25", "1", "1"], check="noise"),
    "stencil": dict(kernels=["stencil"], host=["stencil.cpp", "stencil_serial.cpp"], tasks=True,
                    args=["--scale=0.5", "3", "3", "3"], qemu_args=["--scale=0.125", "1", "1", "1"],
                    check="stencil"),
    "sort": dict(kernels=["sort"], host=["sort.cpp", "sort_serial.cpp"], tasks=True,
                 args=["200000", "x"], qemu_args=["20000", "x"], check="sort"),
    "sgemm": dict(kernels=["SGEMM_kernels"], host=["SGEMM_main.cpp"], tasks=True,
                  args=["20", "256", "64", "512"], qemu_args=["1", "128", "64", "128"], check="sgemm"),
    "perfbench": dict(kernels=["perfbench"], host=["perfbench.cpp", "perfbench_serial.cpp"],
                      expect_compile_error="arrays of varying values are not supported", check="perfbench"),
    "perfbench_novarying": dict(derived_from="perfbench", kernels=["perfbench"],
                                host=["perfbench.cpp", "perfbench_serial.cpp"], max_width=8,
                                check="perfbench"),
    "volume_rendering": dict(kernels=["volume"], host=["volume.cpp", "volume_serial.cpp"], tasks=True,
                             inputs="volume", args=["@camera.dat", "@density.vol", "2", "2", "1"],
                             qemu_args=["@camera_small.dat", "@density.vol", "1", "1", "1"],
                             check="volume"),
    "rt": dict(kernels=["rt"], host=["rt.cpp", "rt_serial.cpp"], tasks=True, inputs="rt",
               args=["@scene", "--scale=1", "2", "2", "1"], qemu_args=["@scene", "--scale=0.25", "1", "1", "1"],
               check="rt"),
    "deferred": dict(kernels=["kernels"], host=["main.cpp", "common.cpp", "dynamic_c.cpp"], tasks=True,
                     flags=["--opt=fast-math"],
                     multi="sse2-i32x4,sse4-i32x8,avx1-i32x16,avx2-i32x16,avx512knl-x16,avx512skx-x16",
                     inputs="deferred", args=["@gbuffer.bin", "3", "2", "20"],
                     qemu_args=["@gbuffer_small.bin", "1", "1", "1"], check="deferred"),
    "gmres": dict(kernels=["matrix"], host=["main.cpp", "algorithm.cpp", "matrix.cpp", "mmio.c"],
                  inputs="gmres", args=["@system.mtx", "@system_b.mtx", "x.mtx"],
                  qemu_args=["@small.mtx", "@small_b.mtx", "x.mtx"], check="gmres"),
}


def run(cmd, timeout, cwd=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode("utf-8", "replace") if e.stdout else ""
        return None, out


def first_error(text):
    for line in text.splitlines():
        if "error" in line or "Assertion" in line or "Stack dump" in line:
            return line.strip()[:200]
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip()[:200] if lines else ""


def is_crash(rc, out):
    return rc is not None and (rc < 0 or "internal error" in out or "Stack dump" in out
                               or "PLEASE submit" in out)


def make_inputs(kind, work):
    """Our generated inputs, once per run, in work/inputs."""
    d = os.path.join(work, "inputs", kind)
    stamp = os.path.join(d, ".done")
    if os.path.exists(stamp):
        return d
    if kind == "volume":
        inputs.volume_inputs(d)
        inputs.volume_inputs(d + "_small", width=64, height=64, n=24)
        shutil.copy(os.path.join(d + "_small", "camera.dat"), os.path.join(d, "camera_small.dat"))
    elif kind == "rt":
        inputs.rt_inputs(d)
    elif kind == "deferred":
        inputs.deferred_inputs(d)
        inputs.deferred_inputs(d, width=128, height=64, name="gbuffer_small.bin")
    elif kind == "gmres":
        inputs.gmres_inputs(d)
        inputs.gmres_inputs(d, n=300, name="small")
    open(stamp, "w").close()
    return d


def derive_sources(name, spec, src, work):
    """Examples derived from upstream ones: copies in work/derived/<name>."""
    if not spec.get("derived_from"):
        return src
    # At the same depth as upstream's, so "../../common/timing.h" resolves.
    d = os.path.join(work, "derived", "cpu", name)
    os.makedirs(d, exist_ok=True)
    common = os.path.join(work, "derived", "common")
    if not os.path.exists(common):
        os.symlink(os.path.join(os.path.dirname(os.path.dirname(src)), "common"), common)
    for f in os.listdir(src):
        shutil.copy(os.path.join(src, f), d)
    if name == "perfbench_novarying":
        k = os.path.join(d, "perfbench.ispc")
        text = open(k).read()
        # Drop the one test that passes a varying array to an export function.
        text = re.sub(r"#pragma ignore warning\nexport void xyzSumVarying\(.*?\n}\n", "", text, flags=re.S)
        open(k, "w").write(text)
        h = os.path.join(d, "perfbench.cpp")
        text = open(h).read()
        text = re.sub(r"\n\s*\{xyzSumSOA, \"serial\", \(FuncType \*\)ispc::xyzSumVarying[^\n]*", "", text)
        # Print both results (upstream's `#if 0` block names variables that
        # no longer exist), so the sums can be compared.
        printout = ('printf("\\tresults (%f %f %f) - (%f %f %f)\\n", resultA[0], resultA[1], '
                    'resultA[2], resultB[0], resultB[1], resultB[2]);')
        text = re.sub(r"#if 0\n.*?#endif", lambda m: printout, text, flags=re.S)
        open(h, "w").write(text)
    return d


def cxx_for(target, args):
    # -ffp-contract=off: spmdc does not fuse a*b+c by default, and GCC on
    # AArch64 would (FMA is in the base ISA): the serial reference must
    # round every operation too (mandelbrot's iteration counts differ at
    # 0.13% of the pixels otherwise).
    if target in ARM:
        return ([args.aarch64_cxx, "-O2", "-static", "-ffp-contract=off"],
                os.path.join(args.runtime_lib, "aarch64"))
    return [args.cxx, "-O2", "-ffp-contract=off"], args.runtime_lib


def compile_kernels(spec, src, target, outdir, args):
    """spmdc for every kernel; returns (objects, None) or (None, (status, detail))."""
    objs = []
    for k in spec["kernels"]:
        ispc = os.path.join(src, k + ".ispc")
        hdr = os.path.join(outdir, k + "_ispc.h")
        flags = spec.get("flags", [])
        if target == "ispc-multi":
            obj = os.path.join(outdir, k + ".ispc.o")
            cmd = [args.spmdc, ispc, "--pic", "--target=" + spec.get("multi", ISPC_MULTI),
                   "--arch=x86-64", "-O2"] + flags + ["-h", hdr, "-o", obj]
        else:
            obj = os.path.join(outdir, k + ".o")
            arch = ["--arch=aarch64"] if target in ARM else []
            cmd = [args.spmdc, ispc, "--target=" + target] + arch + ["-O2"] + flags + \
                ["-o", obj, "-h", hdr]
        rc, out = run(cmd, args.compile_timeout)
        if rc != 0:
            status = "compiler crash" if rc is None or is_crash(rc, out) else "compile error"
            return None, (status, first_error(out) or "timeout")
        objs.append(obj)
        if target == "ispc-multi":
            objs += sorted(glob.glob(os.path.join(outdir, k + ".ispc_*.o")))
    return objs, None


def link_host(name, spec, src, target, outdir, objs, tasksys, args, host=None, exe_name="prog"):
    cxx, lib = cxx_for(target, args)
    exe = os.path.join(outdir, exe_name)
    sources = [os.path.join(src, h) for h in (host or spec["host"])]
    extra = []
    if tasksys == "ispc":
        extra = [os.path.join(args.examples, "common", "tasksys.cpp")]
    # C sources (gmres's mmio.c, declared extern "C" by its users) as C.
    cfiles = [f for f in sources if f.endswith(".c")]
    cxxfiles = [f for f in sources if not f.endswith(".c")] + extra
    cmd = cxx + ["-I", outdir, "-I", src, "-w"] + ["-x", "c++"] + cxxfiles + \
        (["-x", "c"] + cfiles if cfiles else []) + ["-x", "none"] + objs + \
        ["-L", lib, "-lspmdrt", "-fopenmp", "-lpthread", "-lm", "-o", exe]
    rc, out = run(cmd, args.compile_timeout)
    if rc != 0:
        undefined = re.search(r"undefined reference to `([^']*)'", out)
        return None, ("link error", "undefined " + undefined.group(1) if undefined else first_error(out))
    return exe, None


def run_exe(exe, argv, target, bits, cwd, args):
    cmd = [exe] + argv
    if target == "sve":
        cmd = [args.qemu, "-cpu", "max,sve-default-vector-length=%d" % (bits // 8)] + cmd
    elif target == "neon":
        cmd = [args.qemu, "-cpu", "max,sve=off"] + cmd
    timeout = args.run_timeout * (8 if target in ARM else 1)
    start = time.time()
    rc, out = run(cmd, timeout, cwd=cwd)
    return rc, out, time.time() - start


def resolve_args(argv, inputs_dir):
    return [os.path.join(inputs_dir, a[1:]) if a.startswith("@") else a for a in argv]


def target_width(target, bits):
    return {"avx512": 16, "avx2": 8, "sse4": 4, "ispc-multi": 16, "neon": 4}.get(
        target, (bits or 128) // 32)


def one(name, spec, target, tasksys, args, results):
    src = os.path.join(args.examples, "cpu", spec.get("derived_from", name))
    if not os.path.isdir(src):
        results.append(dict(example=name, target=target, tasksys=tasksys, status="not collected",
                            detail=src))
        return
    src = derive_sources(name, spec, src, args.work)
    outdir = os.path.join(args.work, name, target + ("-" + tasksys if spec.get("tasks") else ""))
    shutil.rmtree(outdir, ignore_errors=True)
    os.makedirs(outdir)
    row = dict(example=name, target=target, tasksys=tasksys if spec.get("tasks") else "-")
    objs, err = compile_kernels(spec, src, target, outdir, args)
    expect = spec.get("expect_compile_error")
    if err:
        if expect and err[0] == "compile error" and expect in err[1]:
            row.update(status="expected", detail="decided difference: " + err[1])
        else:
            row.update(status=err[0], detail=err[1])
        results.append(row)
        return
    if expect:
        row.update(status="FAIL", detail="expected the compile error '%s', it compiled" % expect)
        results.append(row)
        return
    exe, err = link_host(name, spec, src, target, outdir, objs, tasksys, args)
    if err:
        row.update(status=err[0], detail=err[1])
        results.append(row)
        return
    extra_exe = None
    if name == "sort":  # our check host beside the example's timing host
        extra_exe, err = link_host(name, spec, src, target, outdir, objs, tasksys, args,
                                   host=[os.path.join(HERE, "ispc-examples", "check_sort.cpp"),
                                         "sort_serial.cpp"], exe_name="check_sort")
        if err:
            row.update(status=err[0], detail="check_sort: " + err[1])
            results.append(row)
            return
    inputs_dir = make_inputs(spec["inputs"], args.work) if spec.get("inputs") else outdir
    arm = target in ARM
    argv = resolve_args(spec.get("qemu_args" if arm else "args", []), inputs_dir)
    reference = None
    if name == "gmres":  # no serial version: the host against plain C++ kernels
        refdir = os.path.join(outdir, "reference")
        os.makedirs(refdir)
        shutil.copy(os.path.join(HERE, "ispc-examples", "gmres_reference_ispc.h"),
                    os.path.join(refdir, "matrix_ispc.h"))
        reference, err = link_host(name, spec, src, target, refdir, [], "-", args)
        if err:
            row.update(status=err[0], detail="reference: " + err[1])
            results.append(row)
            return
    lengths = args.vector_bits if target == "sve" else [None]
    failures, speed, details = [], None, []
    for bits in lengths:
        width = target_width(target, bits)
        if spec.get("max_width") and width > spec["max_width"]:
            details.append("skipped at %d lanes (its kernels assert programCount <= %d)"
                           % (width, spec["max_width"]))
            continue
        rc, out, secs = run_exe(exe, argv, target, bits, outdir, args)
        where = " at %d bits" % bits if bits else ""
        if rc is None:
            failures.append("timeout%s" % where)
            continue
        if rc != 0:
            failures.append("exit %d%s: %s" % (rc, where, first_error(out)))
            continue
        if reference:
            rrc, rout, _ = run_exe(reference, argv[:-1] + ["x_reference.mtx"], target, bits, outdir, args)
            with open(os.path.join(outdir, "reference.txt"), "w") as f:
                f.write(rout)
            if rrc != 0:
                failures.append("reference run%s: %s" % (where, first_error(rout)))
                continue
        if extra_exe:
            erc, eout, _ = run_exe(extra_exe, ["30000" if arm else "300000"], target, bits, outdir, args)
            if erc != 0:
                failures.append("check_sort%s: %s" % (where, first_error(eout)))
                continue
            details.append(eout.strip().splitlines()[-1])
        ok, detail = getattr(checks, spec["check"])(out, outdir)
        if not ok:
            failures.append(detail + where)
        else:
            details.append(detail + where)
            if not arm:
                speed = checks.speedups(out)
        with open(os.path.join(outdir, "output%s.txt" % (bits or "")), "w") as f:
            f.write(out)
    if failures:
        row.update(status="FAIL", detail="; ".join(failures))
    elif not details:
        row.update(status="skipped", detail="no run")
    elif all(d.startswith("skipped") for d in details):
        row.update(status="skipped", detail=details[0])
    else:
        row.update(status="pass", detail=details[0] if len(set(details)) == 1 else "; ".join(details))
    if speed:
        row["speedup"] = speed
    results.append(row)


def gpu_compiles(names, args):
    """Every kernel for amdgcn and nvptx, compile only: crashes fail."""
    rows = []
    for name in names:
        spec = EXAMPLES[name]
        src = os.path.join(args.examples, "cpu", spec.get("derived_from", name))
        if not os.path.isdir(src):
            continue
        src = derive_sources(name, spec, src, args.work)
        for gpu in ("amdgcn", "nvptx"):
            outdir = os.path.join(args.work, name, gpu)
            os.makedirs(outdir, exist_ok=True)
            for k in spec["kernels"]:
                cmd = [args.spmdc, os.path.join(src, k + ".ispc"), "-target", gpu, "-O2"] + \
                    spec.get("flags", []) + ["-o", os.path.join(outdir, k + ".o"),
                                             "-h", os.path.join(outdir, k + "_ispc.h")]
                rc, out = run(cmd, args.compile_timeout)
                status = "ok" if rc == 0 else ("crash" if rc is None or is_crash(rc, out) else "error")
                rows.append(dict(example=name, kernel=k, target=gpu, status=status,
                                 detail="" if rc == 0 else first_error(out)))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("examples", nargs="?", default="/work/ispc-sample/examples",
                    help="ISPC's examples directory (cpu/<name>, common/)")
    ap.add_argument("--targets", default=",".join(X86 + ARM))
    ap.add_argument("--only", "--examples-only", dest="only", default="",
                    help="comma-separated example names (default: all)")
    ap.add_argument("--tasksys", default="spmdrt,ispc",
                    help="task systems for examples that launch tasks: spmdrt, ispc")
    ap.add_argument("--vector-bits", default="128,512,2048", help="SVE lengths under qemu")
    ap.add_argument("--spmdc", default=os.path.join(REPO, "build", "bin", "spmdc"))
    ap.add_argument("--runtime-lib", default=os.path.join(REPO, "build", "lib"))
    ap.add_argument("--cxx", default="clang++-22")
    ap.add_argument("--aarch64-cxx", default="aarch64-linux-gnu-g++")
    ap.add_argument("--qemu", default="qemu-aarch64")
    ap.add_argument("--work", default="/tmp/ispc-examples")
    ap.add_argument("--compile-timeout", type=float, default=600)
    ap.add_argument("--run-timeout", type=float, default=300)
    ap.add_argument("--gpu", action="store_true", help="also compile every kernel for amdgcn and nvptx")
    ap.add_argument("--no-run", action="store_true", help="only the GPU compiles (with --gpu)")
    ap.add_argument("--json", help="write all results to this file")
    args = ap.parse_args()
    args.examples = os.path.abspath(args.examples)
    args.vector_bits = [int(b) for b in args.vector_bits.split(",") if b]
    os.makedirs(args.work, exist_ok=True)
    names = [n for n in EXAMPLES if not args.only or n in args.only.split(",")]
    targets = [t for t in args.targets.split(",") if t]
    results = []
    if not args.no_run:
        for name in names:
            spec = EXAMPLES[name]
            for target in targets:
                systems = args.tasksys.split(",") if spec.get("tasks") else ["-"]
                for ts in systems:
                    one(name, spec, target, ts, args, results)
                    r = results[-1]
                    print("%-20s %-11s %-7s %-15s %s%s" % (
                        r["example"], r["target"], r["tasksys"], r["status"], r.get("detail", ""),
                        "  [%s]" % r["speedup"] if r.get("speedup") else ""), flush=True)
    gpu = gpu_compiles(names, args) if args.gpu else []
    for r in gpu:
        if r["status"] != "ok":
            print("%-20s %-11s %-7s %-15s %s" % (r["example"], r["target"], "-", "gpu " + r["status"],
                                                 r["detail"]), flush=True)
    bad = [r for r in results if r["status"] not in ("pass", "expected", "skipped", "not collected")]
    crashes = [r for r in gpu if r["status"] == "crash"]
    print("\n| example | target | tasks | result | detail | speedup (serial/spmdc, this run) |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print("| %s | %s | %s | %s | %s | %s |" % (r["example"], r["target"], r["tasksys"], r["status"],
                                                   r.get("detail", ""), r.get("speedup", "")))
    if gpu:
        ok = sum(r["status"] == "ok" for r in gpu)
        print("\nGPU compiles: %d, ok %d, diagnostics %d, crashes %d" % (
            len(gpu), ok, sum(r["status"] == "error" for r in gpu), len(crashes)))
    print("\nruns: %d, passed %d, expected failures %d, skipped %d, failed %d" % (
        len(results), sum(r["status"] == "pass" for r in results),
        sum(r["status"] == "expected" for r in results),
        sum(r["status"] in ("skipped", "not collected") for r in results), len(bad)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(runs=results, gpu=gpu), f, indent=1)
    return 1 if bad or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
