"""spmdc-difftest: differential testing of spmdc on random kernels.

    spmdc-difftest --seed S --count N --targets avx512,avx2,sse4,sve,sve@128,sve@2048
                   [--jobs J] [--batch B] [--keep DIR] [--reduce [DIR]]
                   [--first K | --only K,...]

Generates N kernels from seed S (spmd_gen.py), compiles them for the scalar
target (the reference) and each listed target, runs them (sve and neon under
qemu-aarch64; `sve@N` runs the `sve` object at N bits, `sve` alone at 512),
compares (difftest_run.py) and prints one summary line. Exit
status 0 only when every kernel agreed on every target. With --reduce, each
disagreeing kernel (up to --reduce-max) is reduced (difftest_reduce.py) and
written as an end-to-end test (kernel + host) into DIR (default: the
project's tests/e2e).

SPMDC_DIFFTEST_FAULT=target:old:new perturbs the source compiled for one
target (every `old` becomes `new`), a stand-in miscompile that tests the
harness and the reducer.
"""
import argparse
import multiprocessing
import os
import re
import shutil
import sys
import tempfile
import textwrap
import time

import difftest_reduce
import difftest_run
import spmd_gen


def kernel(seed, index):
    name = "k%d" % index
    return name, spmd_gen.generate_kernel("%d:%d" % (seed, index), name)


def run_batch(job):
    cfg, work, seed, indices, targets, fault, keep = job
    kernels = [kernel(seed, i) for i in indices]
    os.makedirs(work, exist_ok=True)
    try:
        fails = difftest_run.Batch(cfg, work, kernels, targets, fault).execute()
        return {indices[pos]: msg for pos, msg in fails.items()}, None
    except Exception as e:   # a harness problem (host build, link): report, don't hide
        return {}, "batch %d..%d: %s" % (indices[0], indices[-1], e)
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


def failure_kind(msg):
    """The part of a failure message that a reduced kernel must reproduce."""
    for kind in ("spmdc crash", "spmdc error", "spmdc timeout", "timed out", "failed (exit"):
        if kind in msg:
            return kind, msg.split(" on ")[-1].split(":")[0].split()[0]
    return "differs", msg.split()[0]


def same_error(msg):
    """An error message without its location: a reduced kernel must keep it."""
    return re.sub(r"\S*\.spmd:\d+:\d+: ", "", msg.split(": ", 1)[-1])


def reducer(cfg, targets, fault, msg, work):
    """A predicate: does this kernel source still fail the way `msg` says?"""
    kind, target = failure_kind(msg)
    want = same_error(msg)
    counter = [0]

    def still_fails(src):
        counter[0] += 1
        d = os.path.join(work, "r%d" % counter[0])
        name = src.split("export void ")[1].split("(")[0]
        b = difftest_run.Batch(cfg, d, [(name, src)], [t for t in targets if t == target]
                               if target != "scalar" else [], fault)
        try:
            if kind.startswith("spmdc"):
                ok, m = b.compile(target, b.kernels, "single")
                if ok or kind not in m or (kind == "spmdc error" and same_error(m) != want):
                    return False
                # a failing target must not take the reference with it
                return target == "scalar" or b.compile("scalar", b.kernels, "ref")[0]
            fails = b.execute()
            return 0 in fails and failure_kind(fails[0]) == (kind, target)
        except Exception:
            return False
        finally:
            shutil.rmtree(d, ignore_errors=True)
    return still_fails


def write_e2e(dst, stem, src, note):
    """The reduced kernel as a permanent e2e test (tests/e2e/run_e2e.py form)."""
    os.makedirs(os.path.join(dst, "hosts"), exist_ok=True)
    name = src.split("export void ")[1].split("(")[0]
    with open(os.path.join(dst, stem + ".spmd"), "w") as f:
        note = textwrap.fill("Reduced by spmdc-difftest: " + note, 76, initial_indent="// ",
                             subsequent_indent="// ", break_on_hyphens=False)
        f.write("// RUN: %%e2e %%s --work %%t\n%s\n"
                "// Every target must print what the scalar target prints.\n%s" % (note, src))
    difftest_run.write_host(os.path.join(dst, "hosts"), stem, stem + "_ispc.h", [name])


def main(argv, cfg):
    ap = argparse.ArgumentParser(prog="spmdc-difftest", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--targets", default="avx512,avx2,sse4,sve")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch", type=int, default=50, help="kernels per compilation unit")
    ap.add_argument("--keep", metavar="DIR", help="keep the work files in DIR")
    ap.add_argument("--reduce", nargs="?", const="", metavar="DIR",
                    help="reduce disagreeing kernels into e2e tests in DIR (default tests/e2e)")
    ap.add_argument("--reduce-max", type=int, default=3)
    ap.add_argument("--first", type=int, default=0, help="index of the first kernel (split long runs)")
    ap.add_argument("--only", metavar="K,K,...", help="check only these kernel indices")
    ap.add_argument("--spmdc-flag", action="append", default=[], metavar="FLAG",
                    help="pass FLAG to every spmdc compile (repeatable), e.g. "
                         "--spmdc-flag=--darm-threshold=0")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    cfg.spmdc_flags = list(args.spmdc_flag)
    targets = [t for t in args.targets.split(",") if t and t != "scalar"]
    for t in targets:
        why = difftest_run.check_target(t)
        if why:
            print("spmdc-difftest: error: --targets " + why, file=sys.stderr)
            return 2
    fault = None
    if os.environ.get("SPMDC_DIFFTEST_FAULT"):
        fault = tuple(os.environ["SPMDC_DIFFTEST_FAULT"].split(":", 2))
    if any(difftest_run.is_arm(t) for t in targets) and not (cfg.qemu and cfg.aarch64_cxx):
        print("spmdc-difftest: sve/neon need qemu-aarch64 and an aarch64 cross compiler",
              file=sys.stderr)
        return 2
    root = args.keep or tempfile.mkdtemp(prefix="spmdc-difftest-")
    start = time.time()
    jobs = []
    every = ([int(k) for k in args.only.split(",")] if args.only
             else list(range(args.first, args.first + args.count)))
    for b in range(0, len(every), args.batch):
        idx = every[b:b + args.batch]
        jobs.append((cfg, os.path.join(root, "b%d" % idx[0]), args.seed, idx, targets, fault,
                     bool(args.keep)))
    failures, problems = {}, []
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        for fails, problem in pool.imap_unordered(run_batch, jobs):
            failures.update(fails)
            if problem:
                problems.append(problem)
            for i in sorted(fails):
                print("seed %d kernel %d: %s" % (args.seed, i, fails[i]), flush=True)
    for p in problems:
        print("harness problem: " + p)
    kinds = {}
    for msg in failures.values():
        sig = re.sub(r"0x[0-9a-f]+|\bk\d+\b|-?\d+", "N", msg)
        kinds[sig] = kinds.get(sig, 0) + 1
    for sig, c in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print("%5d x %s" % (c, sig[:160]))
    if args.reduce is not None:
        dst = args.reduce or os.path.join(cfg.src_root, "tests", "e2e")
        for i in sorted(failures)[:args.reduce_max]:
            name, src = kernel(args.seed, i)
            work = os.path.join(root, "reduce%d" % i)
            pred = reducer(cfg, targets, fault, failures[i], work)
            if not pred(src):
                print("seed %d kernel %d: not reproducible alone, not reduced" % (args.seed, i))
                continue
            small, tests = difftest_reduce.reduce_kernel(
                src, pred, log=(lambda m: print("  " + m, flush=True)) if args.verbose else None)
            stem = "difftest_s%d_k%d" % (args.seed, i)
            write_e2e(dst, stem, small, "seed %d kernel %d, %s" % (args.seed, i, failures[i]))
            print("seed %d kernel %d: reduced from %d to %d lines in %d tests: %s" % (
                args.seed, i, src.count("\n"), small.count("\n"), tests,
                os.path.join(dst, stem + ".spmd")), flush=True)
            if not args.keep:
                shutil.rmtree(work, ignore_errors=True)
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)
    secs = time.time() - start
    ok = not failures and not problems
    span = "" if args.only or not args.first else " from %d" % args.first
    print("spmdc-difftest: seed %d, %d kernels%s, targets %s: %s (%.0f s)" % (
        args.seed, len(every), span, ",".join(targets),
        "all agreed" if ok else "%d disagreed%s" % (len(failures), ", %d harness problems"
                                                    % len(problems) if problems else ""), secs))
    return 0 if ok else 1
