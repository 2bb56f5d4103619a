; An irreducible cycle entered through a divergent branch: FixIrreducible
; gives it a single header (a guard block), then it is structurized like any
; divergent loop, and widening accepts the result.
; RUN: %spmdc-opt %s -passes='spmd-reconverge' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

; CHECK-LABEL: define void @irr(
; CHECK:       ret void
; CHECK:       irr.guard:
declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define void @irr(ptr %a, ptr %b, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %t64 = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %t64
  %v = load i32, ptr %p, align 4
  %c = icmp slt i32 %v, 5
  br i1 %c, label %x, label %y
x:
  %xa = phi i32 [ %v, %entry ], [ %yb.next, %y ]
  %xa.next = add nsw i32 %xa, 3
  %ca = icmp slt i32 %xa.next, 40
  br i1 %ca, label %y, label %exit
y:
  %yb = phi i32 [ %v, %entry ], [ %xa.next, %x ]
  %yb.next = mul nsw i32 %yb, 2
  %cb = icmp slt i32 %yb.next, 30
  br i1 %cb, label %x, label %exit
exit:
  %r = phi i32 [ %xa.next, %x ], [ %yb.next, %y ]
  store i32 %r, ptr %p, align 4
  ret void
}
