; The ordered-compare rule (needs W: print<spmd-shapes;lanes=W>, and the
; widener's own W): x = b + programIndex (no wrap) against a uniform bound y
; is uniform when W divides both b and y, since `x < y` can split the gang
; only if y - b lies in (0, W). The alignment of b is tracked through the
; phi (a greatest fixpoint: 0, then j + 4). `<=` splits when y == b, a bound
; not known to be a multiple of W may split: both stay varying. The manual
; gang loop `for (j = programIndex; j < 1024; j += programCount)` thus
; becomes a uniform loop with unmasked vector stores.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes;lanes=4>' -disable-output 2>&1 | FileCheck %s
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s --check-prefix=NOW
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s --check-prefix=WIDEN

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'gang':
; CHECK:      %j: affine(stride=1)
; CHECK-NEXT: %c: uniform
; CHECK-NEXT: br in %header: uniform
; CHECK:      %le: varying
; CHECK-NEXT: %odd: varying
; CHECK-NEXT: %rev: uniform
; NOW-LABEL:  shapes for function 'gang':
; NOW:        %c: varying
; NOW-NEXT:   br in %header: divergent

; WIDEN-LABEL: define void @gang(
; WIDEN:       header:
; WIDEN:         %j.base = phi i32 [ 0, %entry ], [ %j.next.base, %body ]
; WIDEN-NEXT:    %c = icmp slt i32 %j.base, 1024
; WIDEN-NEXT:    br i1 %c, label %body, label %exit
; WIDEN:       body:
; WIDEN:         store <4 x float> zeroinitializer, ptr %p.base, align 4
define void @gang(ptr %out, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  br label %header
header:
  %j = phi i32 [ %tid, %entry ], [ %j.next, %body ]
  %c = icmp slt i32 %j, 1024
  br i1 %c, label %body, label %exit
body:
  %j64 = sext i32 %j to i64
  %p = getelementptr inbounds float, ptr %out, i64 %j64
  store float 0.0, ptr %p, align 4
  %le = icmp sle i32 %j, 1024
  %odd = icmp slt i32 %j, 1022
  %rev = icmp sgt i32 1024, %j
  %j.next = add nsw i32 %j, 4
  br label %header
exit:
  ret void
}
