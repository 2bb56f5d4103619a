; zext keeps a stride with nuw, or with nsw when every lane's operand is
; non-negative: `zext nneg`, or proved (lane.index, the foreach counter
; `phi [0, base + 8 nsw]` through ValueTracking, nsw arithmetic on them).
; (ISPC's `unsigned int u = i; a[u]`.) Likewise x * -1 without nsw cannot
; wrap for a non-negative nsw x (`(unsigned)i * 0xffffffff`), so its sext
; keeps the stride; with a varying-sign x it does not. An add without
; flags of two exact operands that are non-negative in every lane cannot
; carry out (`(unsigned)i + 1`), so its zext keeps the stride too.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'zext':
; CHECK:      %i: affine(stride=1)
; CHECK-NEXT: %z: affine(stride=1)
; CHECK-NEXT: %p: affine(stride=4 bytes)
; CHECK-NEXT: %j: affine(stride=1)
; CHECK-NEXT: %zj: varying
; CHECK-NEXT: %zn: affine(stride=1)
; CHECK-NEXT: %neg: affine(stride=-1)
; CHECK-NEXT: %sneg: affine(stride=-1)
; CHECK-NEXT: %negj: affine(stride=-1)
; CHECK-NEXT: %snegj: varying
; CHECK-NEXT: %u1: affine(stride=1)
; CHECK-NEXT: %zu1: affine(stride=1)
; CHECK-NEXT: %j1: affine(stride=1)
; CHECK-NEXT: %zj1: varying
; CHECK-NEXT: %base.next: uniform
define void @zext(ptr "spmd.uniform" %a, i32 "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="internal" {
entry:
  br label %loop
loop:
  %base = phi i32 [ 0, %entry ], [ %base.next, %loop ]
  %tid = call i32 @spmd.lane.index()
  %i = add nsw i32 %base, %tid
  %z = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %z
  store i32 0, ptr %p, align 4
  %j = add nsw i32 %b, %tid
  %zj = zext i32 %j to i64
  %zn = zext nneg i32 %j to i64
  %neg = mul i32 %i, -1
  %sneg = sext i32 %neg to i64
  %negj = mul i32 %j, -1
  %snegj = sext i32 %negj to i64
  %u1 = add i32 %i, 1
  %zu1 = zext i32 %u1 to i64
  %j1 = add i32 %j, 1
  %zj1 = zext i32 %j1 to i64
  %base.next = add nsw i32 %base, 8
  %c = icmp slt i32 %base.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
