; Values UniformityInfo calls divergent but whose shape has stride 0 are
; proved uniform: `x - programIndex` with x = b + programIndex, and `==`/`!=`
; of two values with the same stride (b1 + k·s == b2 + k·s ⇔ b1 == b2, also
; modulo 2^n). UniformityInfo is re-run with them as uniform, so a branch on
; such a compare is uniform and so are the phis at its join. Ordered
; compares stay varying (no alignment tracking yet).
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s --check-prefix=WIDEN

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'proved':
; CHECK:      %x: affine(stride=1)
; CHECK-NEXT: %y: affine(stride=1)
; CHECK-NEXT: %d: uniform
; CHECK-NEXT: %eq: uniform
; CHECK-NEXT: %lt: varying
; CHECK-NEXT: %t2: affine(stride=2)
; CHECK-NEXT: %ne2: varying
; CHECK-NEXT: br in %entry: uniform
; CHECK:      %r: uniform
; CHECK-NEXT: %t64: affine(stride=1)
; CHECK-NEXT: %p: affine(stride=4 bytes)

; The compare is computed once, from lane 0's values; the branch stays a
; branch and the phi a scalar.
; WIDEN-LABEL: define void @proved(
; WIDEN:         %x.base = add i32 %b, 0
; WIDEN:         %y.base = add i32 %c, 0
; WIDEN:         %d = sub i32 %x.base, 0
; WIDEN:         %eq = icmp eq i32 %x.base, %y.base
; WIDEN:         br i1 %eq, label %then, label %join
; WIDEN:       join:
; WIDEN-NEXT:    %r = phi i32 [ %d, %then ], [ 0, %entry ]
define void @proved(ptr %out, i32 %b, i32 %c) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %x = add nsw i32 %b, %tid
  %y = add nsw i32 %c, %tid
  %d = sub i32 %x, %tid
  %eq = icmp eq i32 %x, %y
  %lt = icmp slt i32 %x, %y
  %t2 = shl nsw i32 %tid, 1
  %ne2 = icmp ne i32 %x, %t2
  br i1 %eq, label %then, label %join
then:
  br label %join
join:
  %r = phi i32 [ %d, %then ], [ 0, %entry ]
  %t64 = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %r, ptr %p, align 4
  ret void
}
