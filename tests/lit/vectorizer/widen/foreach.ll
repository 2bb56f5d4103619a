; foreach (i = 0 ... n) out[i] = a[i] * s, in the frontend's two-piece
; shape (docs/spmd-ir.md): the main-loop body is provably all-on, so its
; unit-stride accesses become plain vector loads/stores on the lane-0 base
; pointer; the tail's body sits under the lane guard `i < n` and uses
; masked loads/stores.
; RUN: %spmdc-opt %s -passes='spmd-lane-count<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s

; CHECK-LABEL: define void @scale(
; CHECK:       main.body:
; CHECK:         %m.i.base = add i32 %base, 0
; CHECK-NEXT:    %m.i64.base = sext i32 %m.i.base to i64
; CHECK:       m.start:
; CHECK-NEXT:    %m.pa.base = getelementptr float, ptr %a, i64 %m.i64.base
; CHECK-NEXT:    %m.x = load <8 x float>, ptr %m.pa.base, align 4
; CHECK:         %m.y = fmul <8 x float> %m.x, %s.splat{{[0-9]*}}
; CHECK-NEXT:    %m.po.base = getelementptr float, ptr %out, i64 %m.i64.base
; CHECK-NEXT:    store <8 x float> %m.y, ptr %m.po.base, align 4
; CHECK:       tail:
; CHECK:         %t.i = add nsw <8 x i32> %base.splat{{[0-9]*}}, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK:         %t.g = icmp slt <8 x i32> %t.i, %n.splat
; CHECK:         %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %[[TAKE:.*]])
; CHECK-NEXT:    br i1 %[[ANY]], label %t.start, label %t.end
; CHECK:       t.start:
; CHECK-NEXT:    %[[M:.*]] = phi <8 x i1> [ %[[TAKE]], %tail ]
; CHECK:         %t.x = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %t.pa.base, <8 x i1> %[[M]], <8 x float> poison)
; CHECK:         call void @llvm.masked.store.v8f32.p0(<8 x float> %t.y, ptr align 4 %t.po.base, <8 x i1> %[[M]])
; CHECK-NOT:   @spmd.lane.index()
; CHECK:       attributes #{{[0-9]+}} = { "spmd.kind"="export" "spmd.widened" }
declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.lane.count() nounwind willreturn memory(none)

define void @scale(ptr %a, ptr %out, float %s, i32 %n) "spmd.kind"="export" {
entry:
  %pc = call i32 @spmd.lane.count()
  br label %main.cond
main.cond:
  %base = phi i32 [ 0, %entry ], [ %base.next, %m.end ]
  %rem = sub nsw i32 %n, %base
  %more = icmp sge i32 %rem, %pc
  br i1 %more, label %main.body, label %tail.check
main.body:
  %m.li = call i32 @spmd.lane.index()
  %m.i = add nsw i32 %base, %m.li
  %m.i64 = sext i32 %m.i to i64
  br label %m.start

m.start:
  %m.pa = getelementptr inbounds float, ptr %a, i64 %m.i64
  %m.x = load float, ptr %m.pa, align 4
  %m.y = fmul float %m.x, %s
  %m.po = getelementptr inbounds float, ptr %out, i64 %m.i64
  store float %m.y, ptr %m.po, align 4
  br label %m.end

m.end:
  %base.next = add nsw i32 %base, %pc
  br label %main.cond
tail.check:
  %has = icmp slt i32 %base, %n
  br i1 %has, label %tail, label %exit
tail:
  %t.li = call i32 @spmd.lane.index()
  %t.i = add nsw i32 %base, %t.li
  %t.i64 = sext i32 %t.i to i64
  %t.g = icmp slt i32 %t.i, %n
  br i1 %t.g, label %t.start, label %t.end

t.start:
  %t.pa = getelementptr inbounds float, ptr %a, i64 %t.i64
  %t.x = load float, ptr %t.pa, align 4
  %t.y = fmul float %t.x, %s
  %t.po = getelementptr inbounds float, ptr %out, i64 %t.i64
  store float %t.y, ptr %t.po, align 4
  br label %t.end

t.end:
  br label %exit
exit:
  ret void
}
