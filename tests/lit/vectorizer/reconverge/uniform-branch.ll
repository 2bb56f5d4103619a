; Uniform branches are left alone: the function is already reconverging.
; RUN: %spmdc-opt %s -passes='spmd-reconverge' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @uni(
; CHECK:       entry:
; CHECK-NEXT:    %c = icmp sgt i32 %n, 0
; CHECK-NEXT:    br i1 %c, label %then, label %else
; CHECK:       then:
; CHECK-NEXT:    store i32 1, ptr %a
; CHECK-NEXT:    br label %join
; CHECK:       else:
; CHECK-NEXT:    store i32 2, ptr %a
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    ret void
; CHECK-NOT:   Flow
define void @uni(ptr %a, i32 %n) "spmd.kind"="export" {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr %a, align 4
  br label %join
else:
  store i32 2, ptr %a, align 4
  br label %join
join:
  ret void
}

; Internal functions are not touched (they are inlined before).
; CHECK-LABEL: define internal void @inner(
; CHECK-NOT:   Flow
; CHECK:       ret void
define internal void @inner(ptr %a) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp sgt i32 %tid, 0
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr %a, align 4
  br label %join
else:
  store i32 2, ptr %a, align 4
  br label %join
join:
  ret void
}
