"""Checks that the difftest generator's constant-trip loops over private
arrays (tools/spmdc-difftest/spmd_array_loops.py, feature `array_loops`)
are generated, and that spmdc's early unroll (spmd-unroll-private-loops)
takes some of them: without the feature the generated kernels give it
nothing to unroll.

    python3 array_loops.py SRCROOT SPMDC WORKDIR

Prints, with the feature on and off, how many kernels show such a loop and
how many loops spmdc unrolled compiling them for avx2 (its `-stats`
counter); exit status 1 if a file does not compile.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(sys.argv[1], "tools", "spmdc-difftest"))
import spmd_gen    # noqa: E402

N = 30
MARK = r"for \((uniform )?int32 (q\d+) = \d+; \2 (<|>=) \d+; \2(\+\+|--)\) \{"
COUNTER = r"(\d+) spmd-unroll-private-loops - Constant-trip loops"


def main():
    spmdc, work = sys.argv[2], sys.argv[3]
    os.makedirs(work, exist_ok=True)
    bad = 0
    for on in (True, False):
        srcs = [spmd_gen.generate_kernel("19:%d" % i, "k%d" % i, {"array_loops": on})
                for i in range(N)]
        marked = sum(1 for s in srcs if re.search(MARK, s))
        path = os.path.join(work, "on.spmd" if on else "off.spmd")
        with open(path, "w") as f:
            f.write("\n".join(srcs))
        r = subprocess.run([spmdc, path, "--target=avx2", "-O2", "-stats", "-o", path + ".o"],
                           capture_output=True, text=True)
        m = re.search(COUNTER, r.stderr)
        bad += r.returncode != 0
        print("array_loops %s: %d of %d kernels with a loop, %s loops unrolled%s" % (
            "on" if on else "off", marked, N, m.group(1) if m else "0",
            "" if r.returncode == 0 else ", FAILS: " + r.stderr[:300]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
