"""Checks that the difftest generator's lane-order constructs
(tools/spmdc-difftest/spmd_lane_ops.py: features `lane_loops`, `atomics`
and `tiled`) appear in its kernels, that the kernels compile, and that with
the features off there are none.

    python3 lane_ops.py SRCROOT SPMDC WORKDIR

Prints, with the features on and off, how many of N kernels hold each
construct; exit status 1 if a file does not compile.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(sys.argv[1], "tools", "spmdc-difftest"))
import spmd_gen    # noqa: E402

N = 30
FORMS = [
    ("foreach_active", r"foreach_active \(ja\d+\) \{"),
    ("extract", r"= extract\(.*, \(uniform int32\)ja\d+\);"),
    ("foreach_unique", r"foreach_unique \(uq\d+ in "),
    ("foreach_tiled", r"foreach_tiled \(i = 0 \.\.\. n\)"),
    ("accumulator", r"atomic_\w+_global\(&(acc\d+|ou\[\d\]),"),
    ("own_slot", r"atomic_\w+_global\(&(on32\[i\]|onf\[i\]|oi\[i \* 8 \+ 6\]),"),
]
OFF = {"lane_loops": False, "atomics": False, "tiled": False}


def main():
    spmdc, work = sys.argv[2], sys.argv[3]
    os.makedirs(work, exist_ok=True)
    bad = 0
    for on in (True, False):
        srcs = [spmd_gen.generate_kernel("20:%d" % i, "k%d" % i, None if on else OFF)
                for i in range(N)]
        counts = ["%s %d" % (name, sum(1 for s in srcs if re.search(rx, s)))
                  for name, rx in FORMS]
        path = os.path.join(work, "on.spmd" if on else "off.spmd")
        with open(path, "w") as f:
            f.write("\n".join(srcs))
        r = subprocess.run([spmdc, path, "--target=avx2", "-O2", "-o", path + ".o"],
                           capture_output=True, text=True)
        bad += r.returncode != 0
        print("lane_ops %s: %s%s" % ("on" if on else "off", ", ".join(counts),
                                     "" if r.returncode == 0 else ", FAILS: " + r.stderr[:300]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
