; Memory operations by stride (W = 4), with their optimization remarks:
;   stride -1 element  → wide masked load of W elements from lane 3's address
;                        plus a reversing shuffle;
;   stride 3 elements  → one masked load/store of 12 elements with only the
;                        lanes' elements on, plus a shuffle;
;   stride 8 elements  → gather (missed remark);
;   symbolic stride    → `if (stride == 1 element)` a vector load, else a
;                        gather (analysis remark);
;   in a masked block, a base whose lane-0 computation may wrap is taken from
;   the first active lane.
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S \
; RUN:   -pass-remarks=spmd-widen -pass-remarks-missed=spmd-widen \
; RUN:   -pass-remarks-analysis=spmd-widen -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; REMARK: remark: {{.*}}stride -1 elements: one wide masked load and a shuffle
; REMARK: remark: {{.*}}stride 3 elements: one wide masked load and a shuffle
; REMARK: remark: {{.*}}gather: stride 32 bytes is not contiguous
; REMARK: remark: {{.*}}stride 3 elements: a shuffle and one wide masked store
; REMARK: remark: {{.*}}symbolic stride: a run-time check takes the contiguous access when the stride is one element, else a gather/scatter
; REMARK: remark: {{.*}}contiguous: one vector store

; CHECK-LABEL: define void @strides(
; CHECK:         %pr.base = getelementptr float, ptr %a, i64 %neg.base
; CHECK-NEXT:    %[[RS:.*]] = getelementptr i8, ptr %pr.base, i64 -12
; CHECK-NEXT:    %[[RW:.*]] = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %[[RS]], <4 x i1> splat (i1 true), <4 x float> poison)
; CHECK-NEXT:    %r = shufflevector <4 x float> %[[RW]], <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
; CHECK:         %[[W3:.*]] = call <12 x float> @llvm.masked.load.v12f32.p0(ptr align 4 %p3.base, <12 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 true, i1 false, i1 false>, <12 x float> poison)
; CHECK-NEXT:    %v3 = shufflevector <12 x float> %[[W3]], <12 x float> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
; CHECK:         %v8 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(
; CHECK:         call void @llvm.masked.store.v12f32.p0(<12 x float> %{{.*}}, ptr align 4 %q3.base, <12 x i1> <i1 true, i1 false, i1 false, i1 true,
; CHECK:         %stride.bytes = mul i64 %{{.*}}, 4
; CHECK-NEXT:    %stride.is.unit = icmp eq i64 %stride.bytes, 4
; CHECK-NEXT:    br i1 %stride.is.unit, label %stride.unit, label %stride.other
; CHECK:       stride.unit:
; CHECK-NEXT:    %[[U:.*]] = load <4 x float>, ptr %ps.base, align 4
; CHECK-NEXT:    br label %stride.join
; CHECK:       stride.other:
; CHECK-NEXT:    %[[G:.*]] = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %ps,
; CHECK-NEXT:    br label %stride.join
; CHECK:       stride.join:
; CHECK-NEXT:    %vs = phi <4 x float> [ %[[U]], %stride.unit ], [ %[[G]], %stride.other ]
define void @strides(ptr %a, ptr %out, i32 %s) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %t64 = sext i32 %tid to i64
  %neg = sub nsw i64 0, %t64
  %pr = getelementptr inbounds float, ptr %a, i64 %neg
  %r = load float, ptr %pr, align 4
  %t3 = mul nsw i64 %t64, 3
  %p3 = getelementptr inbounds float, ptr %a, i64 %t3
  %v3 = load float, ptr %p3, align 4
  %t8 = shl nsw i64 %t64, 3
  %p8 = getelementptr inbounds float, ptr %a, i64 %t8
  %v8 = load float, ptr %p8, align 4
  %x = fadd float %r, %v3
  %y = fadd float %x, %v8
  %q3 = getelementptr inbounds float, ptr %out, i64 %t3
  store float %y, ptr %q3, align 4
  %ts = mul nsw i32 %tid, %s
  %ts64 = sext i32 %ts to i64
  %ps = getelementptr inbounds float, ptr %a, i64 %ts64
  %vs = load float, ptr %ps, align 4
  %qs = getelementptr inbounds float, ptr %out, i64 %t64
  store float %vs, ptr %qs, align 4
  ret void
}

; In the masked block, lane 0 may be off: (tid + b) * 2 for lane 0 could wrap
; where the active lanes' indices do not, so the base comes from the first
; active lane j: addr_j - j * 8 bytes. tid + b alone is exact for lane 0.
; CHECK-LABEL: define void @masked_base(
; CHECK:       then:
; CHECK:         %[[J:.*]] = call i4 @llvm.cttz.i4(i4 %{{.*}}, i1 true)
; CHECK-NEXT:    %first.lane = zext i4 %[[J]] to i64
; CHECK-NEXT:    %addr.first = extractelement <4 x ptr> %p, i64 %first.lane
; CHECK-NEXT:    %[[O:.*]] = mul i64 %first.lane, 8
; CHECK-NEXT:    %[[N:.*]] = sub i64 0, %[[O]]
; CHECK-NEXT:    %base = getelementptr i8, ptr %addr.first, i64 %[[N]]
; CHECK:         call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %base,
; CHECK:         call void @llvm.masked.store.v4i32.p0(<4 x i32> %{{.*}}, ptr align 4 %q.base, <4 x i1> %
define void @masked_base(ptr %a, ptr %out, i32 %b) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp slt i32 %tid, 3
  br i1 %c, label %then, label %exit
then:
  %i = add nsw i32 %tid, %b
  %i2 = mul nsw i32 %i, 2
  %i64 = sext i32 %i2 to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %i64
  %v = load i32, ptr %p, align 4
  %j64 = sext i32 %i to i64
  %q = getelementptr inbounds i32, ptr %out, i64 %j64
  store i32 %v, ptr %q, align 4
  br label %exit
exit:
  ret void
}
