; The scalarization talk's kernel: for (i = 0; i < tid; i++) if (i % n)
; idx += i;  idx is uniform inside the loop (the inner branch is uniform),
; its LCSSA phi after the loop is divergent.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'kernel':
; CHECK:      %i: uniform
; CHECK:      %idx: uniform
; CHECK-NEXT: %c: varying
; CHECK-NEXT: br in %header: divergent
; CHECK-NEXT: %r: uniform
; CHECK-NEXT: %t: uniform
; CHECK-NEXT: br in %body: uniform
; CHECK-NEXT: %idx1: uniform
; CHECK-NEXT: %idx2: uniform
; CHECK-NEXT: %i.next: uniform
; CHECK-NEXT: %idx.lcssa: varying
define i32 @kernel(i32 "spmd.uniform" %n) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %idx = phi i32 [ 0, %entry ], [ %idx2, %latch ]
  %c = icmp slt i32 %i, %tid
  br i1 %c, label %body, label %exit
body:
  %r = srem i32 %i, %n
  %t = icmp ne i32 %r, 0
  br i1 %t, label %then, label %latch
then:
  %idx1 = add i32 %idx, %i
  br label %latch
latch:
  %idx2 = phi i32 [ %idx1, %then ], [ %idx, %body ]
  %i.next = add nsw i32 %i, 1
  br label %header
exit:
  %idx.lcssa = phi i32 [ %idx, %header ]
  ret i32 %idx.lcssa
}
