; spmd-privatize: a private alloca whose address escapes the accesses the
; pass rewrites -- passed to a call (a recursive or `noinline` function),
; stored to memory, merged with another pointer by a phi or select,
; converted to an integer -- is laid out lane-contiguous: lane l's copy is
; bytes [l·S, (l+1)·S) of an object W times as large (S the per-lane
; size), and the alloca's every use takes the lane's real address. The
; accesses are left as they are (strided after widening). A memory
; intrinsic on such an object, a struct with uniform members among such
; objects, and a volatile memory intrinsic on any private object are
; reported, and the object is left alone.
; RUN: not %spmdc-opt %s -passes='spmd-privatize<4>' -S -o %t.ll 2>%t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: not %spmdc-opt %s -passes='spmd-privatize<nxv4>' -S 2>/dev/null | FileCheck %s --check-prefix=SCALABLE
; (The widened call, a vector of the lanes' addresses: driver/noinline.spmd.)

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.lane.count() nounwind willreturn memory(none)
declare void @spmd.uniform.members(ptr) nounwind
declare void @sink(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK-LABEL: define void @call_escape(
; CHECK:         %e.lanes = alloca [64 x i8], align 64, !spmd.gang.memory
; CHECK:         %lane.i64 = zext nneg i32 %{{.*}} to i64
; CHECK-NEXT:    %e.lane = getelementptr inbounds [16 x i8], ptr %e.lanes, i64 %lane.i64
; CHECK:         %p = getelementptr inbounds [4 x i32], ptr %e.lane, i64 0, i32 %lane
; CHECK-NEXT:    store i32 1, ptr %p, align 4
; CHECK-NEXT:    call void @sink(ptr %e.lane)
; CHECK-NOT:     lifetime
; SCALABLE-LABEL: define void @call_escape(
; SCALABLE:        %e.lanes = alloca [16 x <vscale x 4 x i8>], align 16
; SCALABLE:        %e.lane = getelementptr inbounds [16 x i8], ptr %e.lanes, i64 %lane.i64
; SCALABLE:        call void @sink(ptr %e.lane)
define void @call_escape() "spmd.kind"="export" {
entry:
  %e = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %e)
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %e, i64 0, i32 %lane
  store i32 1, ptr %p, align 4
  call void @sink(ptr %e)
  call void @llvm.lifetime.end.p0(ptr %e)
  ret void
}

; A stored address, a select with another pointer and a ptrtoint: the
; same layout (the copy of a two-field struct: 8 bytes a lane).
; CHECK-LABEL: define void @other_escapes(
; CHECK:         %s.lanes = alloca [32 x i8], align 64
; CHECK:         %t.lanes = alloca [32 x i8], align 64
; CHECK:         %u.lanes = alloca [32 x i8], align 64
; CHECK:         store ptr %s.lane, ptr %slot, align 8
; CHECK:         %sel = select i1 %c, ptr %t.lane, ptr %other
; CHECK:         %int = ptrtoint ptr %u.lane to i64
define void @other_escapes(ptr "spmd.uniform" %other, ptr "spmd.uniform" %slot, ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %s = alloca { i32, i32 }, align 4
  %t = alloca { i32, i32 }, align 4
  %u = alloca { i32, i32 }, align 4
  %lane = call i32 @spmd.lane.index()
  store ptr %s, ptr %slot, align 8
  %c = icmp eq i32 %lane, 2
  %sel = select i1 %c, ptr %t, ptr %other
  store i32 %lane, ptr %sel, align 4
  %int = ptrtoint ptr %u to i64
  %o = getelementptr i64, ptr %out, i32 %lane
  store i64 %int, ptr %o, align 8
  ret void
}

; A run-time count: the lane's copy starts at lane·(count·size).
; CHECK-LABEL: define void @runtime_count(
; CHECK:         %a.bytes = mul nuw i64 %n, 4
; CHECK:         %a.lanes.bytes = mul nuw i64 %a.bytes, 4
; CHECK:         %a.lanes = alloca i8, i64 %a.lanes.bytes, align 64
; CHECK:         %[[B:.*]] = mul nuw nsw i64 %lane.i64, %a.bytes
; CHECK-NEXT:    %a.lane = getelementptr inbounds i8, ptr %a.lanes, i64 %[[B]]
; CHECK:         call void @sink(ptr %a.lane)
define void @runtime_count(i64 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %a = alloca float, i64 %n, align 4
  call void @sink(ptr %a)
  ret void
}

; ERR: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'm': a memory intrinsic (memcpy/memset) on it, and its address escapes (to a call, to memory or into a merge with other pointers)
; CHECK-LABEL: define void @memset_and_escape(
; CHECK:         %m = alloca [4 x i32], align 4
define void @memset_and_escape() "spmd.kind"="export" {
entry:
  %m = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %m, i8 0, i64 64, i1 false)
  call void @sink(ptr %m)
  ret void
}

; ERR: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'um': its address escapes (to a call, to memory or into a merge with other pointers) and it has uniform members
define void @uniform_members_escape() "spmd.kind"="export" {
entry:
  %um = alloca { i32, float }, align 4, !spmd.uniform.members !0
  call void @spmd.uniform.members(ptr %um)
  call void @sink(ptr %um)
  ret void
}

; ERR: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'v': a volatile memory intrinsic (memcpy/memset) on it
define void @volatile_memset() "spmd.kind"="export" {
entry:
  %v = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %v, i8 0, i64 64, i1 true)
  %lane = call i32 @spmd.lane.index()
  %p = getelementptr inbounds [4 x i32], ptr %v, i64 0, i32 %lane
  store i32 1, ptr %p, align 4
  ret void
}

; ERR: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'f': its address is called
define void @called() "spmd.kind"="export" {
entry:
  %f = alloca i32, align 4
  call void %f()
  ret void
}

!0 = !{i64 8, i64 0, i64 4}
