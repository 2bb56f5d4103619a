; foreach-if.ll on a scalable gang (`<nxv4>`: vscale × 4 lanes, W known
; only at run time): programCount is `shl nuw nsw (llvm.vscale), 2`, the
; lane index a stepvector, every vector and mask scalable; the main loop's
; body is all-on as at a fixed width (plain vector load and store of the
; blend), the divergent if is masked and skipped when `reduce.or` of its
; mask is false, and the tail's guard (`base + programIndex < n`, nsw: one
; get.active.lane.mask, `whilelo`) masks the accesses.
; RUN: %spmdc-opt %s -passes='spmd-lane-count<nxv4>,spmd-reconverge,spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s

; CHECK-LABEL: define void @absval(
; CHECK:       entry:
; CHECK-NEXT:    %[[VS:.*]] = call i32 @llvm.vscale.i32()
; CHECK-NEXT:    %[[PC:.*]] = shl nuw nsw i32 %[[VS]], 2
; CHECK:         %more = icmp sge i32 %rem, %[[PC]]
; CHECK:       m.start:
; CHECK:         %m.x = load <vscale x 4 x float>, ptr %m.pa.base, align 4
; CHECK-NEXT:    %m.c = fcmp olt <vscale x 4 x float> %m.x, zeroinitializer
; CHECK-NEXT:    %[[NOT:.*]] = xor <vscale x 4 x i1> %m.c, splat (i1 true)
; CHECK-NEXT:    %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %m.c)
; CHECK-NEXT:    %m.y.pend = select <vscale x 4 x i1> %[[NOT]], <vscale x 4 x float> %m.x, <vscale x 4 x float> poison
; CHECK-NEXT:    br i1 %[[ANY]], label %m.neg, label %m.join
; CHECK:       m.neg:
; CHECK-NEXT:    %[[M:.*]] = phi <vscale x 4 x i1> [ %m.c, %m.start ]
; CHECK:         call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %m.x, ptr align 4 %m.pb.base, <vscale x 4 x i1> %[[M]])
; CHECK:       m.join:
; CHECK-NEXT:    %[[ARR:.*]] = phi <vscale x 4 x i1> [ zeroinitializer, %m.start ], [ %[[M]], %m.neg ]
; CHECK-NEXT:    %m.y = phi <vscale x 4 x float> [ %m.nx, %m.neg ], [ %m.x, %m.start ]
; CHECK-NEXT:    %m.y.blend = select <vscale x 4 x i1> %[[ARR]], <vscale x 4 x float> %m.y, <vscale x 4 x float> %m.y.pend
; CHECK-NEXT:    %m.po.base = getelementptr float, ptr %out, i64 %m.i64.base
; CHECK-NEXT:    store <vscale x 4 x float> %m.y.blend, ptr %m.po.base, align 4
; CHECK:         %base.next = add nsw i32 %base, %[[PC]]
; CHECK:       tail:
; CHECK:         %[[U:.*]] = xor i32 %base, -2147483648
; CHECK-NEXT:    %[[N:.*]] = xor i32 %n, -2147483648
; CHECK-NEXT:    %t.g = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %[[U]], i32 %[[N]])
; CHECK:       t.start:
; CHECK-NEXT:    %[[TM:.*]] = phi <vscale x 4 x i1> [ %t.g, %tail ]
; CHECK:         %t.x = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %t.pa.base, <vscale x 4 x i1> %[[TM]], <vscale x 4 x float> poison)
; CHECK:       t.join:
; CHECK:         call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %t.y.blend, ptr align 4 %t.po.base, <vscale x 4 x i1> %{{.*}})
; CHECK-NOT:     @spmd.lane

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.lane.count() nounwind willreturn memory(none)
define void @absval(ptr %a, ptr %b, ptr %out, i32 %n) "spmd.kind"="export" {
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
  %m.c = fcmp olt float %m.x, 0.000000e+00
  br i1 %m.c, label %m.neg, label %m.join
m.neg:
  %m.nx = fneg float %m.x
  %m.pb = getelementptr inbounds float, ptr %b, i64 %m.i64
  store float %m.x, ptr %m.pb, align 4
  br label %m.join
m.join:
  %m.y = phi float [ %m.nx, %m.neg ], [ %m.x, %m.start ]
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
  %t.c = fcmp olt float %t.x, 0.000000e+00
  br i1 %t.c, label %t.neg, label %t.join
t.neg:
  %t.nx = fneg float %t.x
  %t.pb = getelementptr inbounds float, ptr %b, i64 %t.i64
  store float %t.x, ptr %t.pb, align 4
  br label %t.join
t.join:
  %t.y = phi float [ %t.nx, %t.neg ], [ %t.x, %t.start ]
  %t.po = getelementptr inbounds float, ptr %out, i64 %t.i64
  store float %t.y, ptr %t.po, align 4
  br label %t.end
t.end:
  br label %exit
exit:
  ret void
}
