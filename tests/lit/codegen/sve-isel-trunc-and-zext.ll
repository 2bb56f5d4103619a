; LLVM 22 bug worked around by sve-trunc-shuffles (vectorizer/SveTruncShuffles.h):
; with fixed-length SVE (vscale_range minimum 2, the 256-bit variant of
; -target sve and sve-256), `zext (and (trunc x), C)` fails instruction
; selection ("Cannot select: v8i16 = AArch64ISD::NVCAST"). Reduced with
; llvm-reduce from spmdc's output for spmdc-difftest seed 777, kernel 268
; (source: `(int64)((int8)d & v0)`); also `lshr` by a constant instead of
; `and`, and other widths (<4 x i64> to <4 x i8>, <16 x i32> to <16 x i8>).
; If the first RUN line starts failing, LLVM has fixed the bug and the
; workaround can go.
; RUN: not --crash llc -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | FileCheck %s
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | llc -O2 -o /dev/null

; LLVM-BUG: Cannot select: {{.*}} AArch64ISD::NVCAST

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define <8 x i64> @trunc_and_zext(
; CHECK:         %t.pieces = bitcast <8 x i32> %x to <32 x i8>
; CHECK-NEXT:    %t = shufflevector <32 x i8> %t.pieces, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
; CHECK-NEXT:    %m = and <8 x i8> %t, splat (i8 1)
; CHECK-NOT:     trunc
define <8 x i64> @trunc_and_zext(<8 x i32> %x) #0 {
entry:
  %t = trunc <8 x i32> %x to <8 x i8>
  %m = and <8 x i8> %t, splat (i8 1)
  %z = zext <8 x i8> %m to <8 x i64>
  ret <8 x i64> %z
}

; Not fixed-length SVE (NEON, vscale_range(1,16)): left alone.
; CHECK-LABEL: define <8 x i64> @neon_width(
; CHECK:         %t = trunc <8 x i32> %x to <8 x i8>
define <8 x i64> @neon_width(<8 x i32> %x) #1 {
entry:
  %t = trunc <8 x i32> %x to <8 x i8>
  %m = and <8 x i8> %t, splat (i8 1)
  %z = zext <8 x i8> %m to <8 x i64>
  ret <8 x i64> %z
}

attributes #0 = { vscale_range(2,16) "target-features"="+sve" }
attributes #1 = { vscale_range(1,16) "target-features"="+sve" }
