; Phis and selects: an affine phi needs equal strides on every incoming
; value and no control divergence (not a join of a divergent branch, not a
; value leaving a loop with a divergent exit); a select needs a uniform
; condition and equal strides.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.lane.count() nounwind willreturn memory(none)

; The manual gang loop `for (j = programIndex; j < n; j += programCount)`:
; the loop is divergent, j stays affine inside it (the optimistic fixpoint
; starts the back edge at undef), its LCSSA phi is temporally divergent.
; CHECK-LABEL: shapes for function 'gang_loop':
; CHECK:      %j: affine(stride=1)
; CHECK-NEXT: %c: varying
; CHECK-NEXT: br in %header: divergent
; CHECK-NEXT: %j64: affine(stride=1)
; CHECK-NEXT: %p: affine(stride=4 bytes)
; CHECK-NEXT: %j.next: affine(stride=1)
; CHECK-NEXT: %j.lcssa: varying
; CHECK-NEXT: %after: varying
define void @gang_loop(ptr "spmd.uniform" %out, i32 "spmd.uniform" %n) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %cnt = call i32 @spmd.lane.count()
  br label %header
header:
  %j = phi i32 [ %tid, %entry ], [ %j.next, %body ]
  %c = icmp slt i32 %j, %n
  br i1 %c, label %body, label %exit
body:
  %j64 = sext i32 %j to i64
  %p = getelementptr inbounds float, ptr %out, i64 %j64
  store float 0.0, ptr %p, align 4
  %j.next = add nsw i32 %j, %cnt
  br label %header
exit:
  %j.lcssa = phi i32 [ %j, %header ]
  %after = add nsw i32 %j.lcssa, 1
  ret void
}

; CHECK-LABEL: shapes for function 'joins':
; CHECK:      %x: affine(stride=1)
; CHECK-NEXT: %y: affine(stride=1)
; CHECK-NEXT: %s1: affine(stride=1)
; CHECK-NEXT: %s2: varying
; CHECK-NEXT: %t2: affine(stride=2)
; CHECK-NEXT: %s3: varying
; CHECK-NEXT: br in %entry: divergent
; CHECK:      %phi: varying
; CHECK-NEXT: br in %join: uniform
; CHECK:      %phi2: affine(stride=1)
; CHECK-NEXT: %phi3: varying
define void @joins(i32 "spmd.uniform" %b, i1 "spmd.uniform" %u) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp slt i32 %tid, 2
  %x = add nsw i32 %tid, %b
  %y = add nsw i32 %tid, 7
  %s1 = select i1 %u, i32 %x, i32 %y
  %s2 = select i1 %c, i32 %x, i32 %y
  %t2 = shl nsw i32 %tid, 1
  %s3 = select i1 %u, i32 %x, i32 %t2
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %phi = phi i32 [ %x, %then ], [ %y, %entry ]
  br i1 %u, label %a, label %b2
a:
  br label %j2
b2:
  br label %j2
j2:
  %phi2 = phi i32 [ %x, %a ], [ %y, %b2 ]
  %phi3 = phi i32 [ %x, %a ], [ %t2, %b2 ]
  ret void
}
