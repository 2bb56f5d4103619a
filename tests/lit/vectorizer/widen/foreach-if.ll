; foreach (i = 0 ... n) { float x = a[i]; if (x < 0) { b[i] = x; x = -x; } out[i] = x; }
; In the main loop the divergent if's body is masked, its join is all-on
; again (it post-dominates the all-on block of the branch through a closed
; region), so the store after the join is a plain vector store of the blend.
; RUN: %spmdc-opt %s -passes='spmd-lane-count<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s

; CHECK-LABEL: define void @absval(
; CHECK:       m.start:
; CHECK:         %m.x = load <8 x float>, ptr %m.pa.base, align 4
; CHECK-NEXT:    %m.c = fcmp olt <8 x float> %m.x, zeroinitializer
; CHECK-NEXT:    %[[NOT:.*]] = xor <8 x i1> %m.c, splat (i1 true)
; CHECK-NEXT:    %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %m.c)
; CHECK-NEXT:    %m.y.pend = select <8 x i1> %[[NOT]], <8 x float> %m.x, <8 x float> poison
; CHECK-NEXT:    br i1 %[[ANY]], label %m.neg, label %m.join
; CHECK:       m.neg:
; CHECK-NEXT:    %[[M:.*]] = phi <8 x i1> [ %m.c, %m.start ]
; CHECK:         call void @llvm.masked.store.v8f32.p0(<8 x float> %m.x, ptr align 4 %m.pb.base, <8 x i1> %[[M]])
; CHECK:       m.join:
; CHECK-NEXT:    %[[ARR:.*]] = phi <8 x i1> [ zeroinitializer, %m.start ], [ %[[M]], %m.neg ]
; CHECK-NEXT:    %m.y = phi <8 x float> [ %m.nx, %m.neg ], [ %m.x, %m.start ]
; CHECK-NEXT:    %m.y.blend = select <8 x i1> %[[ARR]], <8 x float> %m.y, <8 x float> %m.y.pend
; CHECK-NEXT:    %m.po.base = getelementptr float, ptr %out, i64 %m.i64.base
; CHECK-NEXT:    store <8 x float> %m.y.blend, ptr %m.po.base, align 4
; CHECK:       t.join:
; CHECK:         call void @llvm.masked.store.v8f32.p0(<8 x float> %t.y.blend, ptr align 4 %t.po.base, <8 x i1> %{{.*}})
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
