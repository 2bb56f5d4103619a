; An irreducible cycle entered through a divergent branch: the values
; defined in the cycle are divergent (each lane may be at a different
; block), as are the branches depending on them.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'irr':
; CHECK:      %c: varying
; CHECK-NEXT: br in %entry: divergent
; CHECK-NEXT: %xa: varying
; CHECK-NEXT: %xa.next: varying
; CHECK-NEXT: %ca: varying
; CHECK-NEXT: br in %a: divergent
; CHECK-NEXT: %xb: varying
; CHECK-NEXT: %xb.next: varying
; CHECK-NEXT: %cb: varying
; CHECK-NEXT: br in %b: divergent
; CHECK-NEXT: %r: varying
define i32 @irr(i32 "spmd.uniform" %n) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp slt i32 %tid, 2
  br i1 %c, label %a, label %b
a:
  %xa = phi i32 [ 0, %entry ], [ %xb.next, %b ]
  %xa.next = add i32 %xa, 1
  %ca = icmp slt i32 %xa.next, %n
  br i1 %ca, label %b, label %exit
b:
  %xb = phi i32 [ 5, %entry ], [ %xa.next, %a ]
  %xb.next = add i32 %xb, 2
  %cb = icmp slt i32 %xb.next, %n
  br i1 %cb, label %a, label %exit
exit:
  %r = phi i32 [ %xa.next, %a ], [ %xb.next, %b ]
  ret i32 %r
}
