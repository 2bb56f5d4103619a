; spmd-gather-pairs on a scalable gang: two gathers of <vscale x 4 x float>
; one element apart become one gather of <vscale x 4 x i64> whose halves
; llvm.vector.deinterleave2 splits (uzp1/uzp2), as at a fixed width with
; constant shuffles. `always` forces the merge (spmdc-opt has no target);
; the SVE cost model refuses it in the driver (tests/lit/driver/
; gather-pairs.spmd, sve-vla): LLVM 22 prices the 64-bit gather and the
; deinterleave above two 32-bit gathers.
; RUN: %spmdc-opt %s -passes='spmd-gather-pairs,verify' -spmd-gather-pairs=always -S | FileCheck %s

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define <vscale x 4 x float> @pair(
; CHECK-NEXT:    %lo = getelementptr float, ptr %p, <vscale x 4 x i64> %i
; CHECK-NEXT:    %pair.gather = call <vscale x 4 x i64> @llvm.masked.gather.nxv4i64.nxv4p0(<vscale x 4 x ptr> align 4 %lo, <vscale x 4 x i1> %m, <vscale x 4 x i64> poison)
; CHECK-NEXT:    %pair.halves = bitcast <vscale x 4 x i64> %pair.gather to <vscale x 8 x float>
; CHECK-NEXT:    %pair.deint = call { <vscale x 4 x float>, <vscale x 4 x float> } @llvm.vector.deinterleave2.nxv8f32(<vscale x 8 x float> %pair.halves)
; CHECK-NEXT:    %pair.lo = extractvalue { <vscale x 4 x float>, <vscale x 4 x float> } %pair.deint, 0
; CHECK-NEXT:    %pair.hi = extractvalue { <vscale x 4 x float>, <vscale x 4 x float> } %pair.deint, 1
; CHECK-NEXT:    %hi = getelementptr float, <vscale x 4 x ptr> %lo, i64 1
; CHECK-NEXT:    %r = fsub <vscale x 4 x float> %pair.hi, %pair.lo
define <vscale x 4 x float> @pair(ptr %p, <vscale x 4 x i64> %i, <vscale x 4 x i1> %m) {
  %lo = getelementptr float, ptr %p, <vscale x 4 x i64> %i
  %x = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %lo, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  %hi = getelementptr float, <vscale x 4 x ptr> %lo, i64 1
  %y = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %hi, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  %r = fsub <vscale x 4 x float> %y, %x
  ret <vscale x 4 x float> %r
}
