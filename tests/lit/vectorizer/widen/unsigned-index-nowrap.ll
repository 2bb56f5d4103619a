; p[zext(x)] with x = u + lane in 32 bits but no nuw (`unsigned` index
; arithmetic, ISPC's SGEMM `B[n*K + k0 + kt]`): x is unit-stride modulo
; 2^32, so the address is contiguous exactly when no lane's x wraps. The
; widener checks that at run time from the first active lane j (0 in an
; all-on block): y = zext(x_j) - j, contiguous iff 0 <= y and
; y + W - 1 <= 2^32 - 1, and then accesses p[y ...]; else the
; gather/scatter. (W = 4.) A stride-2 narrow index, or a varying base
; pointer, stays a plain gather.
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S \
; RUN:   -pass-remarks=spmd-widen -pass-remarks-missed=spmd-widen \
; RUN:   -pass-remarks-analysis=spmd-widen -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; The missed remark comes first: the checks are inserted (and reported)
; after every access is planned.
; REMARK: remark: {{.*}}gather: the address is varying (the index may wrap before it is extended: no nsw/nuw)
; REMARK-NEXT: remark: {{.*}}the narrow index may wrap: a run-time check takes the contiguous access when the gang's indices do not, else a gather/scatter
; REMARK-NEXT: remark: {{.*}}the narrow index may wrap: a run-time check takes the contiguous access when the gang's indices do not, else a gather/scatter
; REMARK-NEXT: remark: {{.*}}the narrow index may wrap: a run-time check takes the contiguous access when the gang's indices do not, else a gather/scatter

; CHECK-LABEL: define void @rows(
; CHECK:         %[[XJ:.*]] = extractelement <4 x i32> %x, i64 0
; CHECK-NEXT:    %[[Z:.*]] = zext i32 %[[XJ]] to i64
; CHECK-NEXT:    %idx.lane0 = sub i64 %[[Z]], 0
; CHECK-NEXT:    %[[LAST:.*]] = add i64 %idx.lane0, 3
; CHECK-NEXT:    %[[LO:.*]] = icmp sge i64 %idx.lane0, 0
; CHECK-NEXT:    %[[HI:.*]] = icmp sle i64 %[[LAST]], 4294967295
; CHECK-NEXT:    %idx.nowrap = and i1 %[[LO]], %[[HI]]
; CHECK-NEXT:    %base = getelementptr float, ptr %b, i64 %idx.lane0
; CHECK:         br i1 %idx.nowrap, label %stride.unit, label %stride.other
; CHECK:       stride.unit:
; CHECK-NEXT:    %[[U:.*]] = load <4 x float>, ptr %base, align 4
; CHECK:       stride.other:
; CHECK-NEXT:    %[[G:.*]] = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %p,
; CHECK:       stride.join:
; CHECK-NEXT:    %v = phi <4 x float> [ %[[U]], %stride.unit ], [ %[[G]], %stride.other ]
; The stride-2 index: a gather, no check.
; CHECK:         %v2 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %p2,
define void @rows(ptr %b, ptr %out, i32 %u) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %x = add i32 %u, %tid
  %xe = zext i32 %x to i64
  %p = getelementptr float, ptr %b, i64 %xe
  %v = load float, ptr %p, align 4
  %t2 = shl nuw nsw i32 %tid, 1
  %x2 = add i32 %u, %t2
  %x2e = zext i32 %x2 to i64
  %p2 = getelementptr float, ptr %b, i64 %x2e
  %v2 = load float, ptr %p2, align 4
  %s = fadd float %v, %v2
  %q = getelementptr float, ptr %out, i64 %xe
  store float %s, ptr %q, align 4
  ret void
}

; In a masked block the check starts from the first active lane j.
; CHECK-LABEL: define void @masked(
; CHECK:       then:
; CHECK:         %first.lane = zext i4 %{{.*}} to i64
; CHECK-NEXT:    %[[XJ:.*]] = extractelement <4 x i16> %x, i64 %first.lane
; CHECK-NEXT:    %[[Z:.*]] = zext i16 %[[XJ]] to i64
; CHECK-NEXT:    %idx.lane0 = sub i64 %[[Z]], %first.lane
; CHECK-NEXT:    %[[LAST:.*]] = add i64 %idx.lane0, 3
; CHECK-NEXT:    %[[LO:.*]] = icmp sge i64 %idx.lane0, 0
; CHECK-NEXT:    %[[HI:.*]] = icmp sle i64 %[[LAST]], 65535
; CHECK-NEXT:    %idx.nowrap = and i1 %[[LO]], %[[HI]]
; CHECK:       stride.unit:
; CHECK-NEXT:    call void @llvm.masked.store.v4f32.p0(<4 x float> splat (float 1.000000e+00), ptr align 4 %base,
; CHECK:       stride.other:
; CHECK-NEXT:    call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> splat (float 1.000000e+00), <4 x ptr> align 4 %p,
define void @masked(ptr %b, i16 %u, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %t16 = trunc i32 %tid to i16
  %x = add i16 %u, %t16
  %in = icmp slt i32 %tid, %n
  br i1 %in, label %then, label %exit
then:
  %xe = zext i16 %x to i64
  %p = getelementptr float, ptr %b, i64 %xe
  store float 1.0, ptr %p, align 4
  br label %exit
exit:
  ret void
}
