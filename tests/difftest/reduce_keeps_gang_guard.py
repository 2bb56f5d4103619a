"""Counts the reducer's candidates for a manual gang loop kernel that drop
its bounds check (must be none) and that drop the store after it."""
import os
import sys

sys.path.insert(0, os.path.join(sys.argv[1], "tools", "spmdc-difftest"))
import difftest_reduce    # noqa: E402

KERNEL = """export void k(uniform int32 a32[], uniform int64 oi[], uniform int32 n) {
    for (uniform int32 base = 0; base < n; base += programCount) {
        int32 i = base + programIndex;
        if (i >= n) continue;
        oi[i * 8 + 0] = (int64)a32[i];
    }
}""".splitlines()

cands = [c for _, c in difftest_reduce.candidates(KERNEL)]
loop = [c for c in cands if any("base + programIndex" in line for line in c)]
print("candidates %d, without the check %d, without the store %d" % (
    len(cands), sum(1 for c in loop if not any("if (i >= n) continue;" in l for l in c)),
    sum(1 for c in loop if not any("oi[i * 8 + 0]" in l for l in c))))
