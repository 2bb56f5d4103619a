; spmd-privatize takes ISPC's memset/memcpy/memmove of a whole varying
; local (`memset(buf, 0, sizeof(buf))`, the length counting every lane):
; the call addresses the gang's copy at the offset times W, with no lane
; term, and keeps its length (a volatile one is still refused:
; privatize-escape.ll).
; RUN: %spmdc-opt %s -passes='spmd-privatize<4>' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

; CHECK-LABEL: define void @whole(
; CHECK: %m.soa = alloca [64 x i8], align 64
; CHECK: %n.soa = alloca [64 x i8], align 64
; CHECK: %[[MS:.*]] = getelementptr inbounds i8, ptr %m.soa, i64 0
; CHECK: call void @llvm.memset.p0.i64(ptr align 64 %[[MS]], i8 0, i64 64, i1 false)
; CHECK: %[[MC:.*]] = getelementptr inbounds i8, ptr %m.soa, i64 0
; CHECK: %[[NC:.*]] = getelementptr inbounds i8, ptr %n.soa, i64 0
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[NC]], ptr align 64 %[[MC]], i64 64, i1 false)
define void @whole(ptr %out) "spmd.kind"="export" {
entry:
  %m = alloca [4 x i32], align 4
  %n = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %m, i8 0, i64 64, i1 false)
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %m, i64 0, i32 %lane
  store i32 1, ptr %p, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %n, ptr %m, i64 64, i1 false)
  %q = getelementptr inbounds [4 x i32], ptr %n, i64 0, i32 2
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; Elements 2 and 3 (byte 8 of the lane's object): byte 8·4 of the copy.
; CHECK-LABEL: define void @part(
; CHECK: %[[D:.*]] = getelementptr inbounds i8, ptr %m.soa, i64 32
; CHECK: %[[S:.*]] = getelementptr inbounds i8, ptr %m.soa, i64 0
; CHECK: call void @llvm.memmove.p0.p0.i64(ptr align 32 %[[D]], ptr align 64 %[[S]], i64 32, i1 false)
define void @part(ptr %out) "spmd.kind"="export" {
entry:
  %m = alloca [4 x i32], align 4
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %m, i64 0, i32 %lane
  store i32 1, ptr %p, align 4
  %e2 = getelementptr inbounds [4 x i32], ptr %m, i64 0, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr %e2, ptr %m, i64 32, i1 false)
  %v = load i32, ptr %e2, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
