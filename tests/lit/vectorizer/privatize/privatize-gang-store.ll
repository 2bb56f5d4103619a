; A store the frontend protected as gang memory (volatile, !spmd.gang.store:
; written through a reference in a function that may run with lanes off)
; that inlining showed to write a private object is rewritten to the lane's
; copy and stays volatile (spmd-widen releases it). An untagged volatile
; store still stops privatization.
; RUN: not %spmdc-opt %s -passes='spmd-privatize<4>' -S -o - 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=ERR %s < %t.err

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @tagged(
; CHECK: %r.soa = alloca
; CHECK: store volatile i32 %flag, ptr %soa.addr{{[0-9]*}}, align 4, !spmd.gang.store
; CHECK: ret void
define void @tagged(i32 %flag, float %x) "spmd.kind"="export" {
entry:
  %r = alloca { float, [2 x i32] }, align 4
  store float %x, ptr %r, align 4
  %f = getelementptr inbounds { float, [2 x i32] }, ptr %r, i64 0, i32 1, i64 0
  store volatile i32 %flag, ptr %f, align 4, !spmd.gang.store !0
  %lane = call i32 @spmd.lane.index()
  %v = load i32, ptr %f, align 4
  ret void
}

; ERR: error: {{.*}}spmd-privatize: cannot vectorize private (varying) data 'u': a volatile or atomic store
; CHECK-LABEL: define void @untagged(
define void @untagged(i32 %flag) "spmd.kind"="export" {
entry:
  %u = alloca [2 x i32], align 4
  store volatile i32 %flag, ptr %u, align 4
  %v = load i32, ptr %u, align 4
  ret void
}

!0 = !{}
