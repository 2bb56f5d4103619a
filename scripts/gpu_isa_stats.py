#!/usr/bin/env python3
"""Static instruction statistics of GPU kernels, spmdc against clang's
HIP/CUDA device compilation of the same kernels (bench/gpu/simt_kernels.cpp).

AMDGPU (from the assembly): total instructions; SALU (scalar ALU: s_* minus
memory, branches, waits and other control); VALU (v_*); SMEM (s_load*);
VMEM (global_/buffer_/flat_/scratch_*); LDS (ds_*); branches
(s_cbranch_*/s_branch) and of those s_cbranch_execz (skips of regions no
lane runs); the SALU share SALU/(SALU+VALU); VGPR/SGPR counts from the
kernel descriptor. NVPTX (from the PTX): instructions and branches (bra),
against clang's CUDA compile and nvcc's, and the registers ptxas allocates.

  scripts/gpu_isa_stats.py --spmdc build/bin/spmdc [--clang clang++-22]
      [--set examples|darm|suite] [--hipcc hipcc]
prints Markdown tables (docs/gpu.md has the recorded ones). --set darm
compares the DARM bench kernels, spmdc with melding and with --no-darm;
with --hipcc it adds hipcc at spmdc's precision ("hipcc, CR sqrt": HIP's
correctly rounded sqrtf from the device libraries, where hipcc's
__builtin_sqrtf is a bare v_sqrt_f32; see bench/gpu/darm_kernels.cpp).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

KERNELS = [("simple", "tests/e2e/simple.spmd"),
           ("saxpy", "tests/e2e/saxpy_dot.spmd"),
           ("mandelbrot_spmd", "tests/e2e/mandelbrot.spmd")]
# The DARM bench kernels (bench/kernels/darm*.spmd; CUDA/HIP versions in
# bench/gpu/darm_kernels.cpp).
DARM_KERNELS = [(k, "bench/kernels/darm.spmd") for k in
                ("meld_same", "meld_partial", "meld_regions", "meld_three", "bitonic")] + \
               [(k, "bench/kernels/darm_real.spmd") for k in
                ("dct_quant", "srad_coef", "merge_pcm", "lud_perimeter")]
AMD = [("gfx90a", 64), ("gfx1100", 32)]
CONTROL = re.compile(r"s_(waitcnt|endpgm|nop|delay_alu|clause|setprio|sendmsg|"
                     r"barrier|dcache|inst_prefetch|set_inst_prefetch|setpc)")


def amdgpu_stats(asm, kernel):
    m = re.search(r"^%s:[^\n]*\n(.*?)^(\.Lfunc_end|\s*\.section|\s*\.amdhsa_kernel)" %
                  re.escape(kernel), asm, re.S | re.M)
    if not m:
        raise SystemExit("kernel %s not found" % kernel)
    s = dict(total=0, salu=0, valu=0, smem=0, vmem=0, lds=0, br=0, execz=0)
    for line in m.group(1).splitlines():
        line = line.strip()
        if not line or line.startswith((".", ";")) or line.endswith(":"):
            continue
        op = line.split()[0]
        s["total"] += 1
        if op.startswith("v_"):
            s["valu"] += 1
        elif op.startswith(("s_load", "s_buffer_load", "s_store")):
            s["smem"] += 1
        elif op.startswith(("s_cbranch", "s_branch")):
            s["br"] += 1
            s["execz"] += op == "s_cbranch_execz"
        elif CONTROL.match(op):
            pass
        elif op.startswith("s_"):
            s["salu"] += 1
        elif op.startswith(("global_", "buffer_", "flat_", "scratch_")):
            s["vmem"] += 1
        elif op.startswith("ds_"):
            s["lds"] += 1
    d = re.search(r"\.amdhsa_kernel %s\n(.*?)\.end_amdhsa_kernel" % re.escape(kernel),
                  asm, re.S)
    s["vgpr"] = int(re.search(r"\.amdhsa_next_free_vgpr (\d+)", d.group(1)).group(1))
    s["sgpr"] = int(re.search(r"\.amdhsa_next_free_sgpr (\d+)", d.group(1)).group(1))
    return s


def ptx_stats(ptx, kernel):
    m = re.search(r"\.entry %s\((.*?)\n}\n" % re.escape(kernel), ptx, re.S)
    if not m:
        raise SystemExit("kernel %s not found in the PTX" % kernel)
    body = m.group(1).split("{", 1)[1]
    total = br = 0
    for line in body.splitlines():
        line = line.strip()
        if not line.endswith(";") or line.startswith((".", "//")):
            continue
        total += 1
        br += bool(re.search(r"\bbra(\.uni)?\b", line))
    return dict(total=total, br=br)


def ptxas_registers(ptxas, ptx, kernel):
    """Registers per thread after ptxas (sm_80), or '-' without ptxas."""
    if ptxas == "none":
        return "-"
    p = subprocess.run([ptxas, "-arch=sm_80", "-v", ptx, "-o", os.devnull],
                       capture_output=True, text=True)
    m = re.search(r"Compiling entry function '%s'.*?Used (\d+) registers" %
                  re.escape(kernel), p.stdout + p.stderr, re.S)
    return m.group(1) if m else "?"


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        raise SystemExit("failed: %s\n%s" % (" ".join(cmd), p.stderr))


def amd_row(k, proc, name, s):
    share = 100.0 * s["salu"] / max(1, s["salu"] + s["valu"])
    print("| %s | %s | %s | %d | %d | %d | %.0f%% | %d | %d | %d | %d | %d | %d |" % (
        k, proc, name, s["total"], s["salu"], s["valu"], share, s["smem"],
        s["vmem"], s["br"], s["execz"], s["vgpr"], s["sgpr"]))


def suite_totals(a):
    """Totals of amdgpu_stats over every kernel of every e2e kernel file."""
    e2e = os.path.join(a.root, "tests", "e2e")
    files = sorted(f for f in os.listdir(e2e) if f.endswith(".spmd"))
    print("| target | files | kernels | instrs | SALU | VALU | SALU share | SMEM | VMEM | branches | execz |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for proc, _ in AMD:
        tot = dict(total=0, salu=0, valu=0, smem=0, vmem=0, br=0, execz=0)
        kernels = 0
        diagnosed = []
        with tempfile.TemporaryDirectory() as w:
            for f in files:
                out = os.path.join(w, f + ".s")
                first = open(os.path.join(e2e, f)).readline()
                # The -D flags the kernel's RUN line passes, as the lit test
                # gpu/e2e-kernels-compile does.
                cmd = [a.spmdc, os.path.join(e2e, f), "-target", "amdgcn",
                       "--mcpu=" + proc, "--emit-asm", "-I", os.path.join(e2e, "Inputs"),
                       "-o", out] + re.findall(r"--spmdc-flag=(\S+)", first)
                dev = os.path.join(e2e, "Inputs", f[:-5] + ".device.c")
                if os.path.exists(dev):
                    bc = os.path.join(w, f + ".device.bc")
                    run([a.clang, "-x", "c", "-ffreestanding", "--target=amdgcn-amd-amdhsa",
                         "-mcpu=" + proc, "-nogpulib", "-O2", "-emit-llvm", "-c",
                         "-o", bc, dev])
                    cmd += ["--device-lib=" + bc]
                if subprocess.run(cmd, capture_output=True).returncode:
                    diagnosed.append(f[:-5])
                    continue
                asm = open(out).read()
                for k in re.findall(r"^\s*\.amdhsa_kernel (\S+)", asm, re.M):
                    s = amdgpu_stats(asm, k)
                    kernels += 1
                    for key in tot:
                        tot[key] += s[key]
        share = 100.0 * tot["salu"] / max(1, tot["salu"] + tot["valu"])
        print("| %s | %d | %d | %d | %d | %d | %.1f%% | %d | %d | %d | %d |" % (
            proc, len(files) - len(diagnosed), kernels, tot["total"], tot["salu"],
            tot["valu"], share, tot["smem"], tot["vmem"], tot["br"], tot["execz"]))
        if diagnosed:
            print("\n(%s: diagnosed for GPUs, not counted: %s)\n" % (proc, ", ".join(diagnosed)))
    return 0


def darm_all(a):
    """Every exported kernel of the DARM bench files, spmdc with melding and
    with --no-darm, on gfx90a (wave64) and sm_80: static counts only."""
    files = ["bench/kernels/darm.spmd", "bench/kernels/darm_real.spmd"]
    kernels = []
    for f in files:
        for k in re.findall(r"^export\s+void\s+(\w+)",
                            open(os.path.join(a.root, f)).read(), re.M):
            kernels.append((k, f))
    print("| kernel | gfx90a instrs (DARM / none) | VALU | VMEM | branches | execz | sm_80 PTX instrs (DARM / none) | PTX branches |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as w:
        compiled = {}
        for f in files:
            for tag, flags in (("darm", []), ("none", ["--no-darm"])):
                amd = os.path.join(w, "%s_%s.s" % (os.path.basename(f), tag))
                run([a.spmdc, os.path.join(a.root, f), "-target", "amdgcn",
                     "--mcpu=gfx90a", "--emit-asm", "-o", amd] + flags)
                ptx = os.path.join(w, "%s_%s.ptx" % (os.path.basename(f), tag))
                run([a.spmdc, os.path.join(a.root, f), "-target", "nvptx",
                     "--mcpu=sm_80", "-o", ptx] + flags)
                compiled[(f, tag)] = (open(amd).read(), open(ptx).read())
        for k, f in kernels:
            am = [amdgpu_stats(compiled[(f, t)][0], k) for t in ("darm", "none")]
            pt = [ptx_stats(compiled[(f, t)][1], k) for t in ("darm", "none")]
            pair = lambda xs, key: "%d / %d" % (xs[0][key], xs[1][key])
            print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
                k, pair(am, "total"), pair(am, "valu"), pair(am, "vmem"),
                pair(am, "br"), pair(am, "execz"), pair(pt, "total"),
                pair(pt, "br")))
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spmdc", required=True)
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--hipcc", default="none",
                    help="Debian's hipcc, for a row of its own ('none' to skip)")
    ap.add_argument("--rocm-bitcode", default="/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",
                    help="ROCm's device libraries (ocml.bc, oclc_*.bc) for the "
                         "'hipcc, CR sqrt' row")
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc", help="'none' to skip")
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas", help="'none' to skip")
    ap.add_argument("--set", choices=["examples", "darm", "darm-all", "suite"],
                    default="examples",
                    help="examples: simple/saxpy/mandelbrot (simt_kernels.cpp); "
                         "darm: the DARM bench kernels (darm_kernels.cpp), spmdc "
                         "with and without DARM; darm-all: every kernel of "
                         "bench/kernels/darm*.spmd, spmdc with and without DARM "
                         "only (gfx90a and sm_80; no vendor compiler)")
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    a = ap.parse_args()
    if a.set == "suite":
        return suite_totals(a)
    if a.set == "darm-all":
        return darm_all(a)
    if a.set == "darm":
        kernels = DARM_KERNELS
        simt = os.path.join(a.root, "bench", "gpu", "darm_kernels.cpp")
        # The fast-math row compares with hipcc as written (bare sqrt).
        variants = [("spmdc", []), ("spmdc --no-darm", ["--no-darm"]),
                    ("spmdc --no-darm --opt=fast-math",
                     ["--no-darm", "--opt=fast-math"])]
    else:
        kernels = KERNELS
        simt = os.path.join(a.root, "bench", "gpu", "simt_kernels.cpp")
        variants = [("spmdc", [])]
    with tempfile.TemporaryDirectory() as w:
        print("| kernel | target | compiler | instrs | SALU | VALU | SALU share | SMEM | VMEM | branches | execz | VGPR | SGPR |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        for proc, wave in AMD:
            hip = os.path.join(w, "hip_%s.s" % proc)
            run([a.clang, "-x", "hip", "--offload-arch=" + proc, "-DWAVE_SIZE=%d" % wave,
                 "-nogpulib", "-nogpuinc", "--cuda-device-only", "-O2", "-S", "-o", hip, simt])
            vendors = [("clang -x hip", hip)]
            if a.hipcc != "none":
                hipcc = os.path.join(w, "hipcc_%s.s" % proc)
                run([a.hipcc, "-std=c++17", "-x", "hip", "--offload-arch=" + proc, "-DWAVE_SIZE=%d" % wave,
                     "-nogpulib", "--cuda-device-only", "-O2", "-S", "-o", hipcc, simt])
                vendors.append(("hipcc", hipcc))
                if a.set == "darm":
                    # At spmdc's precision: a correctly rounded sqrt (HIP's
                    # sqrtf, ocml's __ocml_sqrt_f32 with the correctly
                    # rounded control library; darm_kernels.cpp). Linked
                    # explicitly: hipcc 5.2.3 finds no device libraries for
                    # gfx1100 by itself (its ROCm 5.2 has no gfx11
                    # isa_version library, which sqrt does not need); for
                    # gfx90a this gives the same code as hipcc's default
                    # linking.
                    links = []
                    for lib in ("ocml", "oclc_correctly_rounded_sqrt_on",
                                "oclc_daz_opt_off", "oclc_finite_only_off",
                                "oclc_unsafe_math_off",
                                "oclc_wavefrontsize64_" + ("on" if wave == 64 else "off")):
                        links += ["-Xclang", "-mlink-builtin-bitcode", "-Xclang",
                                  os.path.join(a.rocm_bitcode, lib + ".bc")]
                    eq = os.path.join(w, "hipcc_cr_%s.s" % proc)
                    run([a.hipcc, "-std=c++17", "-x", "hip", "--offload-arch=" + proc,
                         "-DWAVE_SIZE=%d" % wave, "-DHIP_CORRECTLY_ROUNDED_SQRT",
                         "-nogpulib"] + links +
                        ["--cuda-device-only", "-O2", "-S", "-o", eq, simt])
                    vendors.append(("hipcc, CR sqrt", eq))
            for k, src in kernels:
                outs = []
                for name, flags in variants:
                    out = os.path.join(w, "%s_%s_%d.s" % (k, proc, len(outs)))
                    run([a.spmdc, os.path.join(a.root, src), "-target", "amdgcn",
                         "--mcpu=" + proc, "--emit-asm", "-o", out] + flags)
                    outs.append((name, out))
                for name, path in outs + vendors:
                    amd_row(k, proc, name, amdgpu_stats(open(path).read(), k))
        print()
        print("| kernel | target | compiler | PTX instrs | branches | registers (ptxas) |")
        print("|---|---|---|---|---|---|")
        cu = os.path.join(w, "cuda.ptx")
        run([a.clang, "-x", "cuda", "--cuda-gpu-arch=sm_80", "-nocudalib", "-nocudainc",
             "-Wno-unknown-cuda-version", "--cuda-device-only", "-O2", "-S", "-o", cu, simt])
        compilers = [("clang -x cuda", cu)]
        if a.nvcc != "none":
            nv = os.path.join(w, "nvcc.ptx")
            run([a.nvcc, "-x", "cu", "-arch=sm_80", "-O3", "-ptx", "-o", nv, simt])
            compilers.append(("nvcc", nv))
        for k, src in kernels:
            outs = []
            for name, flags in variants:
                out = os.path.join(w, "%s_%d.ptx" % (k, len(outs)))
                run([a.spmdc, os.path.join(a.root, src), "-target", "nvptx", "--mcpu=sm_80",
                     "-o", out] + flags)
                outs.append((name, out))
            for name, path in outs + compilers:
                s = ptx_stats(open(path).read(), k)
                print("| %s | sm_80 | %s | %d | %d | %s |" % (
                    k, name, s["total"], s["br"], ptxas_registers(a.ptxas, path, k)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
