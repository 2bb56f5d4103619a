; LLVM 22 bug worked around by sve-trunc-shuffles (vectorizer/SveTruncShuffles.h):
; with fixed-length SVE (vscale_range minimum 2), a masked gather of bytes
; that is zero-extended fails instruction selection ("Cannot select: v8i16 =
; AArch64ISD::NVCAST"): the DAG folds the zext into the gather. Reduced with
; llvm-reduce from spmdc-difftest seed 8101, kernel 422 (a uint8 gather
; widened to int64). The pass writes a zext of 8- or 16-bit elements as a
; shuffle with zeros and a bitcast (llvm-reduce left null addresses; the
; kernel gathered through a varying index). If the first RUN line starts failing,
; LLVM has fixed the bug.
; RUN: not --crash llc -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | FileCheck %s
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | llc -O2 -o /dev/null

; LLVM-BUG: Cannot select: {{.*}} AArch64ISD::NVCAST

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define <8 x i64> @gather_zext(
; CHECK:         %z.pieces = shufflevector <8 x i8> %g, <8 x i8> zeroinitializer, <64 x i32> <i32 0, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 1, i32 8,
; CHECK-NEXT:    %z = bitcast <64 x i8> %z.pieces to <8 x i64>
define <8 x i64> @gather_zext(<8 x ptr> %p, <8 x i1> %m) #0 {
entry:
  %g = call <8 x i8> @llvm.masked.gather.v8i8.v8p0(<8 x ptr> zeroinitializer, <8 x i1> %m, <8 x i8> zeroinitializer)
  %z = zext <8 x i8> %g to <8 x i64>
  ret <8 x i64> %z
}

; Wider sources (i32 indices to i64) and i1 are left alone.
; CHECK-LABEL: define <8 x i64> @wide_zext(
; CHECK:         %z = zext <8 x i32> %x to <8 x i64>
; CHECK:         %b = zext <8 x i1> %c to <8 x i64>
define <8 x i64> @wide_zext(<8 x i32> %x, <8 x i1> %c) #0 {
entry:
  %z = zext <8 x i32> %x to <8 x i64>
  %b = zext <8 x i1> %c to <8 x i64>
  %s = add <8 x i64> %z, %b
  ret <8 x i64> %s
}

declare <8 x i8> @llvm.masked.gather.v8i8.v8p0(<8 x ptr>, <8 x i1>, <8 x i8>)

attributes #0 = { vscale_range(2,16) "target-features"="+sve" }
