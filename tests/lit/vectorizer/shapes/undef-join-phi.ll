; A phi of one value and undef/poison at a join of a divergent branch is
; varying: LLVM's UniformityInfo skips such phis (taintAndPushPhiNodes), but
; the linearized code runs both sides and a uniform phi would keep the last
; edge's undef, losing the value in the lanes that computed it
; (`int x; if (c) x = a[u]; else ...; if (c) out[i] = x;`,
; tests/e2e/undef_join_phis.spmd). At a uniform join, or with one value on
; every edge, it stays uniform; so does an exit phi of a loop whose exits
; are uniform, while one of a loop with a divergent exit is varying.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'divergent_join':
; CHECK:      br in %entry: divergent
; CHECK:      %v: uniform
; CHECK:      %w: uniform
; CHECK:      %x: varying
; CHECK-NEXT: %y: varying
; CHECK-NEXT: %same: uniform
; CHECK-NEXT: %x1: varying
define void @divergent_join(ptr "spmd.uniform" %a, i32 "spmd.uniform" %u) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp slt i32 %tid, 2
  br i1 %c, label %then, label %else
then:
  %v = load i32, ptr %a, align 4
  br label %join
else:
  %w = load i32, ptr %a, align 4
  br label %join
join:
  %x = phi i32 [ %v, %then ], [ undef, %else ]
  %y = phi i32 [ poison, %then ], [ %w, %else ]
  %same = phi i32 [ %u, %then ], [ %u, %else ]
  %x1 = add i32 %x, 1
  ret void
}

; CHECK-LABEL: shapes for function 'uniform_join':
; CHECK:      br in %entry: uniform
; CHECK:      %x: uniform
define void @uniform_join(ptr "spmd.uniform" %a, i1 "spmd.uniform" %c) "spmd.kind"="internal" {
entry:
  br i1 %c, label %then, label %join
then:
  %v = load i32, ptr %a, align 4
  br label %join
join:
  %x = phi i32 [ %v, %then ], [ undef, %entry ]
  ret void
}

; A loop left by a divergent exit from two blocks: the value computed
; before the loop reaches the exit only from one of them.
; CHECK-LABEL: shapes for function 'divergent_exit':
; CHECK:      %e: varying
define void @divergent_exit(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %v = load i32, ptr %a, align 4
  br label %header
header:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %c1 = icmp eq i32 %j, %tid
  br i1 %c1, label %exit, label %latch
latch:
  %j.next = add i32 %j, 1
  %c2 = icmp slt i32 %j.next, %n
  br i1 %c2, label %header, label %exit
exit:
  %e = phi i32 [ %v, %header ], [ undef, %latch ]
  ret void
}
