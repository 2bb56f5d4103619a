# lit configuration for spmdc: FileCheck tests (driver, frontend, passes) and
# end-to-end kernels. Run through ctest, or `lit -sv build/tests`.
import os
import shutil
import subprocess

import lit.formats

config.name = "spmdc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".spmd", ".ispc", ".test"]
config.excludes = ["unit", "Inputs", "hosts", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py.in", "run_e2e.py", "README.md",
                   "regressions"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.spmdc_obj_root, "tests")

config.environment["PATH"] = os.pathsep.join(
    [config.spmdc_bin_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])

# Before %spmdc, which is a prefix of it.
config.substitutions.append(("%spmdc-difftest", os.path.join(config.spmdc_bin_dir, "spmdc-difftest")))
config.substitutions.append(("%spmdc-libdir", config.spmdc_lib_dir))
config.substitutions.append(("%spmdc-objroot", config.spmdc_obj_root))
config.substitutions.append(("%spmdc-srcroot", config.spmdc_src_root))
config.substitutions.append(("%spmdc-opt", os.path.join(config.spmdc_bin_dir, "spmdc-opt")))
config.substitutions.append(("%spmdc", os.path.join(config.spmdc_bin_dir, "spmdc")))
config.substitutions.append(("%host-cxx", config.host_cxx))
config.substitutions.append(("%runtime-include", os.path.join(config.spmdc_src_root, "runtime", "include")))


def cpu_flags():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


flags = cpu_flags()
targets = ["scalar"]
if "sse4_2" in flags:
    targets.append("sse4")
    config.available_features.add("sse4")
if "avx2" in flags and "fma" in flags:
    targets.append("avx2")
    config.available_features.add("avx2")
if {"avx512f", "avx512bw", "avx512dq", "avx512vl"} <= flags:
    targets.append("avx512")
    config.available_features.add("avx512")
if shutil.which("qemu-x86_64"):
    # x86 CPU models without AVX or AVX-512, for the dispatcher's checks.
    config.available_features.add("qemu-x86_64")
    config.substitutions.append(("%qemu-x86_64", shutil.which("qemu-x86_64")))
if shutil.which("gdb"):
    config.available_features.add("gdb")
if config.qemu_aarch64 and config.aarch64_cxx and os.path.exists(config.qemu_aarch64):
    # sve: the scalable build at five lengths (a kernel that needs a
    # compile-time gang width is built as sve-multi by itself); sve-multi:
    # the five fixed-length variants, at the shortest and longest length.
    targets += ["sve", "sve-multi", "neon"]
    config.available_features.add("qemu-aarch64")

# Sweeps (docs/darm.md, "Sweep with melding forced"): `lit --param
# e2e_flags="--darm-threshold=0"` adds spmdc flags to every e2e kernel's
# runs (space-separated; each kernel's own flags stay), `--param
# e2e_targets=scalar,avx512,avx2` runs only those of the targets this
# machine has (scalar, the reference, is always kept), and `--param
# e2e_spmdc=PATH` compiles with another spmdc binary.
e2e_only = lit_config.params.get("e2e_targets")
if e2e_only:
    keep = set(e2e_only.split(",")) | {"scalar"}
    targets = [t for t in targets if t in keep]
e2e_flags = ["--spmdc-flag=" + f
             for f in lit_config.params.get("e2e_flags", "").split() if f]
e2e = " ".join([
    "python3", os.path.join(config.spmdc_src_root, "tests", "e2e", "run_e2e.py"),
    "--spmdc", lit_config.params.get("e2e_spmdc",
                                     os.path.join(config.spmdc_bin_dir, "spmdc")),
    "--host-cxx", config.host_cxx,
    "--aarch64-cxx", config.aarch64_cxx or "none",
    "--qemu", config.qemu_aarch64 or "none",
    "--runtime-include", os.path.join(config.spmdc_src_root, "runtime", "include"),
    "--runtime-lib", config.spmdc_lib_dir,
    "--targets", ",".join(targets),
] + e2e_flags)
config.substitutions.append(("%e2e", e2e))
# spmdc-difftest's targets in CI: the native vector targets and sve (under
# qemu), its object run at 512 bits and also at the shortest and longest
# vector lengths.
difftest_targets = [t for t in targets if t not in ("scalar", "neon", "sve-multi")]
if "sve" in difftest_targets:
    # The scalable sve at three lengths; the fixed-length variants of
    # sve-multi at the longest one (its sve-128 variant is sve's fallback).
    difftest_targets += ["sve@128", "sve@2048", "sve-multi@2048"]
config.substitutions.append(("%difftest-targets", ",".join(difftest_targets) or "scalar"))
config.substitutions.append(("%aarch64-cxx", config.aarch64_cxx or "false"))
config.substitutions.append(("%qemu-aarch64", config.qemu_aarch64 or "false"))

# GPU targets: PTX is checked by NVIDIA's assembler when it is installed
# (CUDA's ptxas; no GPU needed), AMDGPU code objects by LLVM's own tools.
import shutil
ptxas = shutil.which("ptxas") or next(
    (p for p in ["/usr/local/cuda/bin/ptxas"] if os.path.exists(p)), None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
# The device math libraries spmdc links for GPU math (gpu-backend/GpuMath.h
# searches the same places).
def _first_existing(env, paths):
    if os.environ.get(env):
        return os.environ[env]
    return next((p for p in paths if os.path.exists(p)), None)
if _first_existing("SPMDC_LIBDEVICE", [
        os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "nvvm/libdevice/libdevice.10.bc"),
        "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc",
        "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc"]):
    config.available_features.add("libdevice")
if _first_existing("SPMDC_OCML", [
        "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc",
        "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode/ocml.bc",
        "/opt/rocm/amdgcn/bitcode/ocml.bc"]):
    config.available_features.add("ocml")
# The C compiler for device libraries (--device-lib): LLVM 22's clang.
device_cc = os.path.join(config.llvm_tools_dir, "clang")
if os.path.exists(device_cc):
    config.available_features.add("device-cc")
    config.substitutions.append(("%device-cc", device_cc))
if _first_existing("SPMDC_OCKL", [
        "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc",
        "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode/ockl.bc",
        "/opt/rocm/amdgcn/bitcode/ockl.bc"]):
    config.available_features.add("ockl")
config.substitutions.append(("%gpu-compile-all", " ".join([
    "python3", os.path.join(config.spmdc_src_root, "tests", "lit", "gpu", "compile_e2e_for_gpus.py"),
    "--device-cc", device_cc if os.path.exists(device_cc) else "none",
    "--spmdc", os.path.join(config.spmdc_bin_dir, "spmdc"),
    "--e2e-dir", os.path.join(config.spmdc_src_root, "tests", "e2e"),
    "--llvm-tools", config.llvm_tools_dir,
    "--ptxas", ptxas or "none",
    "--also", os.path.join(config.spmdc_src_root, "bench", "kernels"),
    "--also", os.path.join(config.spmdc_src_root, "examples")])))
