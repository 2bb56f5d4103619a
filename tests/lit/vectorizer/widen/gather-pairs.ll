; spmd-gather-pairs: gathers of p[b] and p[b + 1] under one mask become one
; gather of elements twice as wide at p[b] plus a deinterleave (even
; elements: p[b], odd: p[b + 1]). `always` skips the cost model (spmdc-opt
; has no target); tests/lit/driver/gather-pairs.spmd checks the costs.
; RUN: %spmdc-opt %s -passes=spmd-gather-pairs -spmd-gather-pairs=always -S | FileCheck %s
; RUN: %spmdc-opt %s -passes=spmd-gather-pairs -spmd-gather-pairs=never -S | FileCheck %s --check-prefix=NEVER
; RUN: %spmdc-opt %s -passes='spmd-gather-pairs,verify' -spmd-gather-pairs=always -disable-output

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

; The volume kernel's corners: sext(b) and sext(b + 1 nsw), and
; b + n, b + n + 1 (the uniform n is a common term).
; CHECK-LABEL: define <4 x float> @corners(
; CHECK:       %pair.gather = call <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m, <4 x i64> poison)
; CHECK-NEXT:  %pair.halves = bitcast <4 x i64> %pair.gather to <8 x float>
; CHECK-NEXT:  %pair.lo = shufflevector <8 x float> %pair.halves, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK-NEXT:  %pair.hi = shufflevector <8 x float> %pair.halves, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
; CHECK:       %pair.gather{{[0-9]+}} = call <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr> align 4 %p2,
; CHECK-NOT:   @llvm.masked.gather.v4f32
; CHECK:       fsub <4 x float> %pair.hi, %pair.lo
; NEVER-LABEL: define <4 x float> @corners(
; NEVER-COUNT-4: @llvm.masked.gather.v4f32
define <4 x float> @corners(ptr %grid, <4 x i32> %b, i32 %n, <4 x i1> %m) {
  %i0 = sext <4 x i32> %b to <4 x i64>
  %p0 = getelementptr float, ptr %grid, <4 x i64> %i0
  %g0 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m, <4 x float> poison)
  %b1 = add nsw <4 x i32> %b, splat (i32 1)
  %i1 = sext <4 x i32> %b1 to <4 x i64>
  %p1 = getelementptr float, ptr %grid, <4 x i64> %i1
  %g1 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %p1, <4 x i1> %m, <4 x float> poison)
  %ns = insertelement <4 x i32> poison, i32 %n, i64 0
  %nv = shufflevector <4 x i32> %ns, <4 x i32> poison, <4 x i32> zeroinitializer
  %b2 = add nsw <4 x i32> %b, %nv
  %i2 = sext <4 x i32> %b2 to <4 x i64>
  %p2 = getelementptr float, ptr %grid, <4 x i64> %i2
  %g2 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %p2, <4 x i1> %m, <4 x float> poison)
  ; (b + 1) + n: the same sum in another order.
  %b3 = add nsw <4 x i32> %b1, %nv
  %i3 = sext <4 x i32> %b3 to <4 x i64>
  %p3 = getelementptr float, ptr %grid, <4 x i64> %i3
  %g3 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %p3, <4 x i1> %m, <4 x float> poison)
  %d0 = fsub <4 x float> %g1, %g0
  %d1 = fsub <4 x float> %g3, %g2
  %r = fadd <4 x float> %d0, %d1
  ret <4 x float> %r
}

; p[b + 1] read first: the lower address is one element below it.
; CHECK-LABEL: define <8 x i16> @reversed(
; CHECK:       %pair.lo.addr = getelementptr i8, <8 x ptr> %p1, i64 -2
; CHECK-NEXT:  %pair.gather = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> align 2 %pair.lo.addr, <8 x i1> %m, <8 x i32> poison)
; CHECK:       sub <8 x i16> %pair.hi, %pair.lo
define <8 x i16> @reversed(ptr %t, <8 x i64> %b, <8 x i1> %m) {
  %b1 = add <8 x i64> %b, splat (i64 1)
  %p1 = getelementptr i16, ptr %t, <8 x i64> %b1
  %g1 = call <8 x i16> @llvm.masked.gather.v8i16.v8p0(<8 x ptr> align 2 %p1, <8 x i1> %m, <8 x i16> poison)
  %p0 = getelementptr i16, ptr %t, <8 x i64> %b
  %g0 = call <8 x i16> @llvm.masked.gather.v8i16.v8p0(<8 x ptr> align 2 %p0, <8 x i1> %m, <8 x i16> poison)
  %r = sub <8 x i16> %g1, %g0
  ret <8 x i16> %r
}

; Left alone: a store between the two, different masks, a wrapping index
; (no nsw under the sign extension), elements two apart, a pass-through
; value, 64-bit elements (each case under its own mask).
; CHECK-LABEL: define <4 x i32> @apart(
; CHECK-NOT:   pair.gather
; CHECK:       ret <4 x i32>
define <4 x i32> @apart(ptr %t, <4 x i32> %b, ptr %q, <4 x i32> %pt, <4 x i1> %m, <4 x i1> %m2, <4 x i1> %m3, <4 x i1> %m4, <4 x i1> %m5, <4 x i1> %m6, <4 x i1> %m7) {
  %i0 = sext <4 x i32> %b to <4 x i64>
  %p0 = getelementptr i32, ptr %t, <4 x i64> %i0
  %b1 = add nsw <4 x i32> %b, splat (i32 1)
  %i1 = sext <4 x i32> %b1 to <4 x i64>
  %p1 = getelementptr i32, ptr %t, <4 x i64> %i1
  %g0 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m, <4 x i32> poison)
  store i32 0, ptr %q
  %g1 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p1, <4 x i1> %m, <4 x i32> poison)
  %g2 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p1, <4 x i1> %m2, <4 x i32> poison)
  %g3 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m3, <4 x i32> poison)
  %bw = add <4 x i32> %b, splat (i32 1)
  %iw = sext <4 x i32> %bw to <4 x i64>
  %pw = getelementptr i32, ptr %t, <4 x i64> %iw
  %g4 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %pw, <4 x i1> %m4, <4 x i32> poison)
  %g4b = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m4, <4 x i32> poison)
  %b5 = add nsw <4 x i32> %b, splat (i32 2)
  %i5 = sext <4 x i32> %b5 to <4 x i64>
  %p5 = getelementptr i32, ptr %t, <4 x i64> %i5
  %g5 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p5, <4 x i1> %m5, <4 x i32> poison)
  %g5b = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m5, <4 x i32> poison)
  %g6 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p0, <4 x i1> %m6, <4 x i32> %pt)
  %g6b = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %p1, <4 x i1> %m6, <4 x i32> poison)
  %p7 = getelementptr i64, ptr %t, <4 x i64> %i0
  %g7 = call <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr> align 8 %p7, <4 x i1> %m7, <4 x i64> poison)
  %p8 = getelementptr i64, ptr %t, <4 x i64> %i1
  %g8 = call <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr> align 8 %p8, <4 x i1> %m7, <4 x i64> poison)
  %s7 = add <4 x i64> %g7, %g8
  %t7 = trunc <4 x i64> %s7 to <4 x i32>
  %r0 = add <4 x i32> %g0, %g1
  %r1 = add <4 x i32> %g2, %g3
  %r2 = add <4 x i32> %g4, %g4b
  %r3 = add <4 x i32> %g5, %g5b
  %r4 = add <4 x i32> %g6, %g6b
  %r5 = add <4 x i32> %r0, %r1
  %r6 = add <4 x i32> %r2, %r3
  %r7 = add <4 x i32> %r4, %t7
  %r8 = add <4 x i32> %r5, %r6
  %r9 = add <4 x i32> %r7, %r8
  ret <4 x i32> %r9
}
