#!/usr/bin/env python3
"""End-to-end check of one kernel on every target this machine can run.

For each target: spmdc compiles the kernel to an object and a header, the
kernel's C++ host (hosts/<stem>.cpp, which computes the expected results in
plain scalar C++ and compares) is compiled and linked with it and with
spmdrt, and the program runs -- natively for x86 targets, under qemu-aarch64
for SVE and NEON. Every target must exit 0, and every target must print the
same output as the `scalar` target (the one-lane reference).
"""
import argparse
import os
import subprocess
import sys

# SVE vector lengths (bytes) each Arm target runs at under qemu: the
# vector-length-agnostic `sve` (scalable, or sve-multi when the kernel needs
# a compile-time gang width) and the hidden `sve-vla` at every length from
# 128 to 2048 bits; `sve-multi` (five fixed-length variants, the pre-session-8
# `sve`) at the shortest and longest, where its dispatcher picks sve-128 and
# sve-2048; a fixed `sve-N` at N bits and the longer lengths; NEON once.
ALL_SVE_BYTES = [16, 32, 64, 128, 256]
SVE_MULTI_BYTES = [16, 256]


def arm_vector_lengths(target):
    if target in ("sve", "sve-vla"):
        return ALL_SVE_BYTES
    if target == "sve-multi":
        return SVE_MULTI_BYTES
    if target.startswith("sve-"):
        need = int(target[4:]) // 8
        return [b for b in ALL_SVE_BYTES if b >= need]
    return [64]


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, timeout=kw.pop("timeout", 300), **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kernel")
    ap.add_argument("--spmdc", required=True)
    ap.add_argument("--host-cxx", required=True)
    ap.add_argument("--aarch64-cxx", default="none")
    ap.add_argument("--qemu", default="none")
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--runtime-lib", required=True)
    ap.add_argument("--targets", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--host", help="host source (default hosts/<stem>.cpp)")
    ap.add_argument("--opt", default="-O2")
    ap.add_argument("--spmdc-flag", action="append", default=[])
    # Retired in session 8: `sve` is the scalable build now, so running
    # sve-vla as well would run the same code twice. Still accepted (and
    # ignored) so that a lit configuration that passes it keeps working.
    args = ap.parse_args()

    stem = os.path.splitext(os.path.basename(args.kernel))[0]
    targets = args.targets.split(",")
    host = args.host or os.path.join(os.path.dirname(os.path.abspath(args.kernel)),
                                     "hosts", stem + ".cpp")
    os.makedirs(args.work, exist_ok=True)
    header = os.path.join(args.work, stem + "_ispc.h")
    outputs = {}
    failed = []
    for target in targets:
        obj = os.path.join(args.work, "%s_%s.o" % (stem, target))
        exe = os.path.join(args.work, "%s_%s" % (stem, target))
        r = run([args.spmdc, args.kernel, "--target=" + target, args.opt, "-o", obj,
                 "-h", header] + args.spmdc_flag)
        if r.returncode != 0:
            failed.append(target)
            print("[%s] spmdc failed:\n%s" % (target, r.stdout))
            continue
        if "[-Wsve-fixed-width]" in r.stdout:
            # Not a failure: the kernel needs a compile-time gang width.
            print("[%s] built as sve-multi: %s" % (target, r.stdout.splitlines()[0]))
        arm = target.startswith("sve") or target == "neon"
        if arm:
            cxx = [args.aarch64_cxx, "-static"]
            lib = os.path.join(args.runtime_lib, "aarch64")
        else:
            cxx = [args.host_cxx]
            lib = args.runtime_lib
        r = run(cxx + ["-O1", "-std=c++17", "-ffp-contract=off", "-I", args.work, "-I", args.runtime_include,
                       host, obj, "-L", lib, "-lspmdrt", "-fopenmp", "-lm", "-o", exe])
        if r.returncode != 0:
            failed.append(target)
            print("[%s] host build failed:\n%s" % (target, r.stdout))
            continue
        runs = [(target, [exe])]
        if arm:
            runs = [("%s@%d" % (target, 8 * b) if target != "neon" else target,
                     [args.qemu, "-cpu", "max,sve-default-vector-length=%d" % b, exe])
                    for b in arm_vector_lengths(target)]
        for name, cmd in runs:
            r = run(cmd)
            outputs[name] = r.stdout
            status = "ok" if r.returncode == 0 else "FAILED (exit %d)" % r.returncode
            print("[%s] %s" % (name, status))
            if r.returncode != 0:
                failed.append(name)
                print(r.stdout)
    ref = outputs.get("scalar")
    if ref is not None:
        for target, out in outputs.items():
            if out != ref and target not in failed:
                failed.append(target)
                print("[%s] output differs from the scalar target:\n--- scalar\n%s--- %s\n%s"
                      % (target, ref, target, out))
    if failed:
        print("FAILED on: " + ", ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
