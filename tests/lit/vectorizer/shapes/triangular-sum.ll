; Sampaio et al.'s triangular column sum: lane tid adds the first tid
; elements of a column. The trip count is divergent, but inside the loop i
; and d are uniform (all active lanes agree); d leaving the loop (its LCSSA
; phi) is divergent (temporal divergence).
;   d = 0; for (i = 0; i < tid; i++) d += m[i*c]; s[tid] = d;
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'colsum':
; CHECK:      %tid: affine(stride=1)
; CHECK:      %i: uniform
; CHECK-NEXT: %d: uniform
; CHECK-NEXT: %cond: varying
; CHECK-NEXT: br in %header: divergent
; CHECK-NEXT: %row: uniform
; CHECK-NEXT: %row64: uniform
; CHECK-NEXT: %p: uniform
; CHECK-NEXT: %x: uniform
; CHECK-NEXT: %d.next: uniform
; CHECK-NEXT: %i.next: uniform
; CHECK-NEXT: %d.lcssa: varying
; CHECK-NEXT: %tid64: affine(stride=1)
; CHECK-NEXT: %q: affine(stride=4 bytes)
define void @colsum(ptr "spmd.uniform" %m, ptr "spmd.uniform" %s, i32 "spmd.uniform" %c) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %d = phi float [ 0.0, %entry ], [ %d.next, %body ]
  %cond = icmp slt i32 %i, %tid
  br i1 %cond, label %body, label %exit
body:
  %row = mul nsw i32 %i, %c
  %row64 = sext i32 %row to i64
  %p = getelementptr inbounds float, ptr %m, i64 %row64
  %x = load float, ptr %p, align 4
  %d.next = fadd float %d, %x
  %i.next = add nsw i32 %i, 1
  br label %header
exit:
  %d.lcssa = phi float [ %d, %header ]
  %tid64 = sext i32 %tid to i64
  %q = getelementptr inbounds float, ptr %s, i64 %tid64
  store float %d.lcssa, ptr %q, align 4
  ret void
}
