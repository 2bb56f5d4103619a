; spmd-privatize reports a private alloca whose address escapes and leaves
; it alone.
; RUN: not %spmdc-opt %s -passes='spmd-privatize<4>' -S -o /dev/null 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @sink(ptr)

; CHECK: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'e': its address is passed to a function
define void @escapes() "spmd.kind"="export" {
entry:
  %e = alloca [4 x i32], align 4
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %e, i64 0, i32 %lane
  store i32 1, ptr %p, align 4
  call void @sink(ptr %e)
  ret void
}

; (A memset or memcpy of the object is privatized since session 15:
; privatize-memintrinsics.ll.)

; CHECK: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'v': a volatile memory intrinsic (memcpy/memset) on it
define void @volatile_memset() "spmd.kind"="export" {
entry:
  %v = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %v, i8 0, i64 64, i1 true)
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %v, i64 0, i32 %lane
  store i32 1, ptr %p, align 4
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
