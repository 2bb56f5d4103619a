; LLVM 22 bug worked around by sve-trunc-shuffles (vectorizer/SveTruncShuffles.h):
; a strided load (spmd-widen's masked load of stride x W elements and a
; shuffle) whose value is truncated fails instruction selection with
; fixed-length SVE ("Cannot select: v16i8 = bitcast (v8i32 extract_subvector
; (nxv4i32 masked_load))"). Reduced with llvm-reduce from spmdc's output for
; spmdc-difftest seed 7001, kernels 286 (a stride-4 load feeding a urem that
; InstCombine narrowed to i8) and 925 (a stride-3 load truncated to i1).
; If the first two RUN lines start failing, LLVM has fixed the bug.
; RUN: split-file %s %t
; RUN: not --crash llc -O2 %t/narrow.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: not --crash llc -O2 %t/bool.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: spmdc-opt -passes=sve-trunc-shuffles %t/narrow.ll -S | FileCheck %s --check-prefix=NARROW
; RUN: spmdc-opt -passes=sve-trunc-shuffles %t/bool.ll -S | FileCheck %s --check-prefix=BOOL
; RUN: spmdc-opt -passes=sve-trunc-shuffles %t/narrow.ll -S | llc -O2 -o /dev/null
; RUN: spmdc-opt -passes=sve-trunc-shuffles %t/bool.ll -S | llc -O2 -o /dev/null

; LLVM-BUG: Cannot select: {{.*}} = bitcast

; NARROW:      %t.pieces = bitcast <8 x i32> %s to <32 x i8>
; NARROW-NEXT: %t = shufflevector <32 x i8> %t.pieces, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>

; A truncation to i1 is a test of the low bit.
; BOOL:      %[[LOW:.*]] = and <8 x i32> %s, splat (i32 1)
; BOOL-NEXT: %b = icmp ne <8 x i32> %[[LOW]], zeroinitializer

;--- narrow.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; (The loop matters: without it the DAG sees the shuffle and the
; truncation in a different order and selects.)
define void @narrow(ptr %out, <32 x i32> %x) #0 {
entry:
  br label %loop

loop:
  %s = shufflevector <32 x i32> %x, <32 x i32> zeroinitializer, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t = trunc <8 x i32> %s to <8 x i8>
  %m = and <8 x i8> %t, splat (i8 1)
  %z = zext <8 x i8> %m to <8 x i64>
  store <8 x i64> %z, ptr %out, align 8
  br label %loop
}

attributes #0 = { vscale_range(2,16) "target-features"="+sve" }

;--- bool.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <8 x i1> @bool(ptr %a, <24 x i1> %mask) #0 {
entry:
  %l = call <24 x i32> @llvm.masked.load.v24i32.p0(ptr align 4 %a, <24 x i1> %mask, <24 x i32> zeroinitializer)
  %s = shufflevector <24 x i32> %l, <24 x i32> zeroinitializer, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %b = trunc <8 x i32> %s to <8 x i1>
  ret <8 x i1> %b
}

declare <24 x i32> @llvm.masked.load.v24i32.p0(ptr, <24 x i1>, <24 x i32>)

attributes #0 = { vscale_range(2,16) "target-features"="+sve" }
