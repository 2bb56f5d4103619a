; spmd-privatize: an alloca marked !spmd.uniform.members (a struct that
; mixes variabilities, frontend/CodeGenUniformMembers.cpp) keeps the listed
; byte ranges once for the gang: accesses there use lane 0's slot (a
; uniform address), the others the lane's; the marker call goes, and a
; tagged (volatile) gang store is accepted.
; RUN: %spmdc-opt %s -passes='spmd-privatize<4>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-privatize<4>,spmd-reconverge,spmd-widen<4>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

%struct.S = type { i32, float }

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.uniform.members(ptr) nounwind

; CHECK-LABEL: define void @one(
; CHECK:         %s.soa = alloca [32 x i8], align 64, !spmd.gang.memory
; CHECK-NOT:     call void @spmd.uniform.members
; The shared member n (bytes 0-3): lane 0's slot, also for the volatile store.
; CHECK:         %[[R0:.*]] = getelementptr inbounds i8, ptr %s.soa, i64 0
; CHECK-NEXT:    %[[P0:.*]] = getelementptr inbounds [4 x i8], ptr %[[R0]], i64 0
; CHECK-NEXT:    store volatile i32 7, ptr %[[P0]], align 4, !spmd.gang.store
; The varying member x (byte 4, times W = 16): the lane's element.
; CHECK:         %[[R:.*]] = getelementptr inbounds i8, ptr %s.soa, i64 16
; CHECK-NEXT:    %[[P:.*]] = getelementptr inbounds [4 x i8], ptr %[[R]], i64 %lane.i64
; CHECK-NEXT:    store float
; WIDE-LABEL: define void @one(
; The shared member: one scalar store and one scalar load; x one vector.
; WIDE:         store i32 7, ptr %{{.*}}, align 4
; WIDE:         store <4 x float>
; WIDE:         load i32, ptr %{{.*}}, align 4
; WIDE:         load <4 x float>
define void @one(ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %s = alloca %struct.S, align 4, !spmd.uniform.members !0
  call void @spmd.uniform.members(ptr %s)
  %lane = call i32 @spmd.lane.index()
  %n = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store volatile i32 7, ptr %n, align 4, !spmd.gang.store !1
  %x = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %f = sitofp i32 %lane to float
  store float %f, ptr %x, align 4
  %nv = load i32, ptr %n, align 4
  %xv = load float, ptr %x, align 4
  %nf = sitofp i32 %nv to float
  %sum = fadd float %nf, %xv
  %op = getelementptr float, ptr %out, i32 %lane
  store float %sum, ptr %op, align 4
  ret void
}

; An array of them at a varying index: the offset modulo the struct's size
; decides, at run time, whether the access is to a shared member.
; CHECK-LABEL: define void @arr(
; CHECK:         %[[M:.*]] = urem i64 %{{.*}}, 8
; CHECK:         %[[U:.*]] = icmp ult i64 %{{.*}}, 4
; CHECK:         select i1 %[[U]], i64 0, i64 %lane.i64
define void @arr(ptr "spmd.uniform" %out, ptr "spmd.uniform" %idx) "spmd.kind"="export" {
entry:
  %a = alloca [4 x %struct.S], align 4, !spmd.uniform.members !0
  call void @spmd.uniform.members(ptr %a)
  %lane = call i32 @spmd.lane.index()
  %ip = getelementptr i32, ptr %idx, i32 %lane
  %i = load i32, ptr %ip, align 4
  %i64 = sext i32 %i to i64
  %pn = getelementptr inbounds [4 x %struct.S], ptr %a, i64 0, i64 %i64, i32 0
  %v = load i32, ptr %pn, align 4
  %op = getelementptr i32, ptr %out, i32 %lane
  store i32 %v, ptr %op, align 4
  ret void
}

!0 = !{i64 8, i64 0, i64 4}
!1 = !{}
