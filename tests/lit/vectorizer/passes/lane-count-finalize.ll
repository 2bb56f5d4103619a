; spmd-lane-count<W> replaces @spmd.lane.count() by W; spmd-finalize deletes
; the gang-shared markers and the spmd.* declarations nothing uses.
; RUN: %spmdc-opt %s -passes='spmd-lane-count<16>' -S | FileCheck %s --check-prefix=LC
; RUN: %spmdc-opt %s -passes='spmd-lane-count<16>,spmd-widen<16>,spmd-finalize,spmd-verify' -S | FileCheck %s --check-prefix=FIN

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.lane.count() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr) nounwind

; LC-LABEL: define void @f(
; LC:         store i32 16, ptr %s, align 4
; LC-NOT:     @spmd.lane.count()
; FIN-LABEL: define void @f(
; FIN-NOT:    call void @spmd.gang.shared
; FIN:        ret void
; FIN-NOT:    declare {{.*}}@spmd.
define void @f(ptr %o) "spmd.kind"="export" {
entry:
  %s = alloca i32, align 4
  call void @spmd.gang.shared(ptr %s)
  %pc = call i32 @spmd.lane.count()
  store i32 %pc, ptr %s, align 4
  %tid = call i32 @spmd.lane.index()
  %v = load i32, ptr %s, align 4
  %r = add nsw i32 %tid, %v
  %t64 = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %o, i64 %t64
  store i32 %r, ptr %p, align 4
  ret void
}
