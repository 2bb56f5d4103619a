; The first kernel of the scalarization talk: a fully uniform loop slice
; (counter, address, load and arithmetic on a[i]) inside varying code stays
; scalar: one scalar load per iteration, scalar multiply, a plain loop
; branch; only the part that depends on the lane index is a vector.
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @slice(
; CHECK:       header:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:    %acc = phi <4 x float>
; CHECK-NEXT:    %c = icmp slt i32 %i, %n
; CHECK-NEXT:    br i1 %c, label %body, label %exit
; CHECK:       body:
; CHECK:         %i64 = sext i32 %i to i64
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr %a, i64 %i64
; CHECK-NEXT:    %x = load float, ptr %p, align 4
; CHECK-NEXT:    %x2 = fmul float %x, 2.000000e+00
; CHECK:         %y = fmul <4 x float>
; CHECK:         %acc2 = fadd <4 x float> %acc, %y
; CHECK-NEXT:    %i.next = add nsw i32 %i, 1
; CHECK:       exit:
; CHECK:         store <4 x float> %acc.lcssa, ptr %q.base, align 4
define void @slice(ptr %a, ptr %out, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %tf = sitofp i32 %tid to float
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %i64
  %x = load float, ptr %p, align 4
  %x2 = fmul float %x, 2.0
  %y = fmul float %x2, %tf
  %acc2 = fadd float %acc, %y
  %i.next = add nsw i32 %i, 1
  br label %header
exit:
  %acc.lcssa = phi float [ %acc, %header ]
  %t64 = sext i32 %tid to i64
  %q = getelementptr inbounds float, ptr %out, i64 %t64
  store float %acc.lcssa, ptr %q, align 4
  ret void
}
