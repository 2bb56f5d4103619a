#!/usr/bin/env python3
"""Compiles every end-to-end kernel (tests/e2e/*.spmd), plus the kernels
under the --also directories (the bench and example kernels), for GPU processors and
checks each image without a GPU:

  amdgcn: the .hsaco is an AMDGPU code object whose metadata note names
          every export function as a kernel with the processor's wavefront
          size and a one-wave workgroup, and llvm-objdump disassembles it
          (one s_endpgm per kernel); task functions are kernels too;
  nvptx:  ptxas assembles the PTX for the processor (when ptxas exists),
          and every export function is a .visible .entry with .reqntid 32.

The -D flags a kernel's RUN line passes (--spmdc-flag=...) are passed too.
A kernel with a device library, Inputs/<kernel>.device.c beside it (the
device code of its extern "C" functions and globals), gets it compiled by
--device-cc (LLVM's clang) for the processor and passed as --device-lib.
Prints one line per processor, "<processor>: <n> kernels ok", or the
failures, and exits 1 on any failure.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

PROCESSORS = {"gfx90a": ("amdgcn", 64), "gfx942": ("amdgcn", 64),
              "gfx1100": ("amdgcn", 32), "sm_80": ("nvptx", 32),
              "sm_90": ("nvptx", 32)}


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def kernels_of(src):
    """The export functions and the defined task functions (each task is a
    kernel too, launched as a grid of gangs), outside macro definitions
    (a macro's expansions are counted with the image's kernels below)."""
    lines, in_macro = [], False
    for line in src.splitlines():
        starts = line.lstrip().startswith("#define")
        if not (in_macro or starts):
            lines.append(line)
        in_macro = (in_macro or starts) and line.rstrip().endswith("\\")
    src = "\n".join(lines)
    exports = re.findall(r"^\s*export\s+[^(;]*?(\w+)\s*\(", src, re.M)
    tasks = re.findall(r"^\s*task\s+void\s+(\w+)\s*\([^;{]*\)\s*\{", src, re.M)
    return exports + sorted(set(tasks))


def check_amdgcn(args, image, names, wave):
    tools = args.llvm_tools
    rc, notes = run([os.path.join(tools, "llvm-readelf"), "--notes", image])
    if rc:
        return "llvm-readelf failed: " + notes[:300]
    if "amdhsa.kernels" not in notes:
        return "no AMDGPU metadata note"
    for n in names:
        if not re.search(r"\.name:\s+%s\n" % re.escape(n), notes):
            return "kernel %s missing from the metadata" % n
    # Every kernel (also those a macro defines, and the continuations after
    # a sync: gpu-backend/GpuTaskContinuation.h) is one wave.
    waves = re.findall(r"\.wavefront_size:\s+(\d+)\n", notes)
    if len(waves) < len(names) or any(int(w) != wave for w in waves):
        return "a kernel without .wavefront_size %d" % wave
    groups = re.findall(r"\.max_flat_workgroup_size:\s+(\d+)\n", notes)
    if len(groups) != len(waves) or any(int(g) != wave for g in groups):
        return "a kernel whose workgroup is not one wave of %d" % wave
    rc, dis = run([os.path.join(tools, "llvm-objdump"), "-d", image])
    if rc:
        return "llvm-objdump failed: " + dis[:300]
    if dis.count("s_endpgm") < len(names):
        return "fewer s_endpgm than kernels in the disassembly"
    return None


def check_nvptx(args, image, names, proc):
    text = open(image).read()
    for n in names:
        if not re.search(r"\.visible \.entry %s\(" % re.escape(n), text):
            return "no .entry for %s" % n
    entries = text.count(".entry ")
    if entries < len(names) or text.count(".reqntid 32") != entries:
        return "a kernel without .reqntid 32"
    if args.ptxas != "none":
        rc, out = run([args.ptxas, "-arch=" + proc, image, "-o", os.devnull])
        if rc:
            return "ptxas failed: " + out[:300]
    return None


def device_lib(args, kernel, proc, arch, work):
    """The --device-lib flags for \p kernel on \p proc ([] if it has no
    Inputs/<stem>.device.c), or an error string."""
    stem = os.path.splitext(os.path.basename(kernel))[0]
    src = os.path.join(os.path.dirname(kernel), "Inputs", stem + ".device.c")
    if not os.path.exists(src):
        return []
    if args.device_cc == "none":
        return "no C compiler for its device library (--device-cc)"
    target = (["--target=amdgcn-amd-amdhsa", "-mcpu=" + proc, "-nogpulib"]
              if arch == "amdgcn" else
              ["--target=nvptx64-nvidia-cuda", "-march=" + proc])
    bc = os.path.join(work, "%s.%s.device.bc" % (stem, proc))
    rc, out = run([args.device_cc, "-x", "c", "-ffreestanding", "-O2",
                   "-emit-llvm", "-c", src, "-o", bc] + target)
    if rc:
        return "device library failed to compile: " + out[:300]
    return ["--device-lib=" + bc]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spmdc", required=True)
    ap.add_argument("--e2e-dir", required=True)
    ap.add_argument("--llvm-tools", required=True)
    ap.add_argument("--ptxas", default="none")
    ap.add_argument("--device-cc", default="none",
                    help="clang, for the kernels' device libraries")
    ap.add_argument("--also", action="append", default=[],
                    help="a directory whose *.spmd files (at any depth) are "
                         "compiled too (repeatable)")
    ap.add_argument("processors", nargs="+")
    args = ap.parse_args()
    kernels = sorted(glob.glob(os.path.join(args.e2e_dir, "*.spmd")))
    for d in args.also:
        kernels += sorted(glob.glob(os.path.join(d, "**", "*.spmd"), recursive=True))
    failed = False
    with tempfile.TemporaryDirectory() as work:
        for proc in args.processors:
            arch, wave = PROCESSORS[proc]
            ok, errors, skipped, skipped_names = 0, [], 0, []
            for k in kernels:
                src = open(k).read()
                flags = re.findall(r"--spmdc-flag=(\S+)", src.split("\n", 1)[0])
                stem = "%d_%s" % (len(errors) + ok + skipped,
                                  os.path.splitext(os.path.basename(k))[0])
                image = os.path.join(work, "%s.%s.%s" % (
                    stem, proc, "hsaco" if arch == "amdgcn" else "ptx"))
                lib = device_lib(args, k, proc, arch, work)
                if isinstance(lib, str):
                    errors.append("%s: %s" % (stem, lib))
                    continue
                rc, out = run([args.spmdc, k, "-target", arch, "--mcpu=" + proc,
                               "-I", os.path.join(args.e2e_dir, "Inputs"),
                               "-o", image] + flags + lib)
                err = ("spmdc failed: " + out[:400]) if rc else (
                    check_amdgcn(args, image, kernels_of(src), wave)
                    if arch == "amdgcn" else
                    check_nvptx(args, image, kernels_of(src), proc))
                if rc and ("is not supported on GPU targets" in out or
                           "cannot be mapped on GPU targets" in out or
                           "needs CUDA's libdevice" in out or
                           "needs ROCm's ocml" in out):
                    # A clean diagnostic (docs/gpu.md says why each is).
                    skipped += 1
                    skipped_names.append(os.path.splitext(os.path.basename(k))[0])
                elif err:
                    errors.append("%s: %s" % (stem, err))
                else:
                    ok += 1
            if errors:
                failed = True
                print("%s: %d kernels ok, %d skipped, %d FAILED" %
                      (proc, ok, skipped, len(errors)))
                for e in errors:
                    print("  " + e)
            else:
                print("%s: %d kernels ok, %d skipped (diagnosed: %s)" %
                      (proc, ok, skipped, " ".join(skipped_names) or "none"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
