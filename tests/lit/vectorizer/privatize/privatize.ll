; spmd-privatize: a private alloca that SROA left in memory becomes a
; structure-of-arrays alloca W times as large; each access moves to
; offset*W + lane*size. Gang-shared allocas and allocas without loads or
; stores are left alone (escaping addresses: privatize-escape.ll).
; RUN: %spmdc-opt %s -passes='spmd-privatize<4>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-privatize<4>,spmd-reconverge,spmd-widen<4>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr) nounwind

; CHECK-LABEL: define void @arr(
; CHECK:         %a.soa = alloca [64 x i8], align 64, !spmd.gang.memory
; CHECK-NOT:     alloca [4 x float]
; CHECK:         %lane.i64 = zext nneg i32 %{{.*}} to i64
; Uniform index 2: byte offset 8, times W = 32.
; CHECK:         %[[R:.*]] = getelementptr inbounds i8, ptr %a.soa, i64 32
; CHECK-NEXT:    %[[P:.*]] = getelementptr inbounds [4 x i8], ptr %[[R]], i64 %lane.i64
; CHECK-NEXT:    store float 1.000000e+00, ptr %[[P]], align 4
; Varying index: its byte offset, times W, plus the lane's element.
; CHECK:         %[[O:.*]] = mul nsw i64 %{{.*}}, 4
; CHECK-NEXT:    %[[R2:.*]] = getelementptr inbounds i8, ptr %a.soa, i64 %[[O]]
; CHECK-NEXT:    %[[P2:.*]] = getelementptr inbounds [4 x i8], ptr %[[R2]], i64 %lane.i64
; CHECK-NEXT:    load float, ptr %[[P2]], align 4
; WIDE-LABEL: define void @arr(
; WIDE:         store <4 x float> splat (float 1.000000e+00), ptr %{{.*}}, align {{[0-9]+}}
; WIDE:         call <4 x float> @llvm.masked.gather.v4f32.v4p0(
define void @arr(ptr "spmd.uniform" %out, ptr "spmd.uniform" %idx) "spmd.kind"="export" {
entry:
  %a = alloca [4 x float], align 4
  %lane = call i32 @spmd.lane.index()
  %p2 = getelementptr inbounds [4 x float], ptr %a, i64 0, i64 2
  store float 1.0, ptr %p2, align 4
  %ip = getelementptr i32, ptr %idx, i32 %lane
  %i = load i32, ptr %ip, align 4
  %i64 = sext i32 %i to i64
  %pi = getelementptr inbounds [4 x float], ptr %a, i64 0, i64 %i64
  %v = load float, ptr %pi, align 4
  %op = getelementptr float, ptr %out, i32 %lane
  store float %v, ptr %op, align 4
  ret void
}

; A pointer phi into a struct-like object: the offsets follow the phi;
; fields of different sizes get their own rows (the i64 at 0, the i32s at
; 8*W and 12*W).
; CHECK-LABEL: define void @phi(
; CHECK:         %s.soa = alloca [64 x i8], align 64
; CHECK:         getelementptr inbounds [8 x i8], ptr %{{.*}}, i64 %lane.i64
; CHECK:         %q.off = phi i64 [ 8, %entry ], [ 12, %other ]
; CHECK:         mul nsw i64 %q.off, 4
define void @phi(ptr "spmd.uniform" %out, i1 "spmd.uniform" %c) "spmd.kind"="export" {
entry:
  %s = alloca { i64, i32, i32 }, align 8
  %f1 = getelementptr inbounds { i64, i32, i32 }, ptr %s, i64 0, i32 1
  %f2 = getelementptr inbounds { i64, i32, i32 }, ptr %s, i64 0, i32 2
  store i64 5, ptr %s, align 8
  store i32 7, ptr %f1, align 4
  store i32 9, ptr %f2, align 4
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %q = phi ptr [ %f1, %entry ], [ %f2, %other ]
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; Gang-shared memory stays as it is.
; CHECK-LABEL: define void @shared(
; CHECK:         %u = alloca [4 x i32], align 4
; CHECK-NOT:     soa
define void @shared(ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %u = alloca [4 x i32], align 4
  call void @spmd.gang.shared(ptr %u)
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %u, i64 0, i32 %lane
  store i32 %lane, ptr %p, align 4
  ret void
}
