#!/usr/bin/env python3
"""Runs one compile several times and checks the outputs are byte-identical.

  same_output.py --runs N --out PREFIX -- COMMAND... {out} ...

Each run replaces `{out}` in COMMAND with PREFIX.<i> and runs it as a new
process (so ASLR gives it other heap addresses: an order that depends on
pointer values shows up as a difference). Exits 1 if a run fails or if any
output differs from the first one's; prints "N runs: identical" otherwise.
"""
import argparse
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    if not cmd or not any("{out}" in c for c in cmd):
        sys.exit("same_output.py: the command needs an {out} argument")
    first = None
    for i in range(a.runs):
        out = "%s.%d" % (a.out, i)
        r = subprocess.run([c.replace("{out}", out) for c in cmd])
        if r.returncode != 0:
            sys.exit("run %d: exit %d" % (i, r.returncode))
        with open(out, "rb") as f:
            data = f.read()
        if first is None:
            first = data
        elif data != first:
            print("run %d: %s differs from %s.0" % (i, out, a.out))
            sys.exit(1)
    print("%d runs: identical" % a.runs)


if __name__ == "__main__":
    main()
