; DARM matches compares whose predicates are each other's swap (`a > b`
; against `b < a`) as one compare, with the F side's operands exchanged:
; no select when the swapped operands are the same values, one select for
; the one operand that differs; a compare with an unrelated predicate
; (`a > b` against `a == b`) is not matched. Verifier clean.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @same_operands(
; CHECK:       meld.then:
; CHECK-NOT:     select i1 %c, float
; CHECK:         %[[C:.*]] = fcmp ogt float %x, %y
; CHECK-NEXT:    %[[S:.*]] = select i1 %c, float 2.000000e+00, float 3.000000e+00
; CHECK-NEXT:    %[[M:.*]] = fmul float %x, %[[S]]
; CHECK-NEXT:    %[[R:.*]] = select i1 %[[C]], float %[[M]], float %y
; CHECK-NOT:   {{^}}then:
define void @same_operands(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ix
  %q = getelementptr inbounds float, ptr %b, i64 %ix
  %x = load float, ptr %p, align 4
  %y = load float, ptr %q, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %then, label %else
then:
  %t0 = fcmp ogt float %x, %y
  %t1 = fmul float %x, 2.000000e+00
  %t2 = select i1 %t0, float %t1, float %y
  br label %join
else:
  %e0 = fcmp olt float %y, %x
  %e1 = fmul float %x, 3.000000e+00
  %e2 = select i1 %e0, float %e1, float %y
  br label %join
join:
  %r = phi float [ %t2, %then ], [ %e2, %else ]
  store float %r, ptr %p, align 4
  ret void
}

; sgt %x, %y against slt %y, %z (= sgt %z, %y): one select, for %x / %z.
; CHECK-LABEL: define void @one_differs(
; CHECK:       meld.then:
; CHECK:         %[[S:.*]] = select i1 %c, i32 %x, i32 %z
; CHECK-NEXT:    %[[C:.*]] = icmp sgt i32 %[[S]], %y
; CHECK-NOT:     icmp
; CHECK:       join:
define void @one_differs(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %q = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr %q, align 4
  %z = mul i32 %x, 3
  %c = icmp sgt i32 %x, 7
  br i1 %c, label %then, label %else
then:
  %t0 = icmp sgt i32 %x, %y
  %t1 = mul i32 %x, %y
  %t2 = sdiv i32 %t1, %y
  %t3 = select i1 %t0, i32 %t2, i32 %y
  br label %join
else:
  %e0 = icmp slt i32 %y, %z
  %e1 = mul i32 %z, %y
  %e2 = sdiv i32 %e1, %y
  %e3 = select i1 %e0, i32 %e2, i32 %y
  br label %join
join:
  %r = phi i32 [ %t3, %then ], [ %e3, %else ]
  store i32 %r, ptr %p, align 4
  ret void
}

; sgt against eq: different operations, both compares stay.
; CHECK-LABEL: define void @not_swapped(
; CHECK-DAG:     icmp sgt i32 %x, %y
; CHECK-DAG:     icmp eq i32 %y, %x
define void @not_swapped(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %q = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr %q, align 4
  %c = icmp sgt i32 %x, 7
  br i1 %c, label %then, label %else
then:
  %t0 = icmp sgt i32 %x, %y
  %t1 = mul i32 %x, %y
  %t2 = sdiv i32 %t1, %y
  %t3 = select i1 %t0, i32 %t2, i32 %y
  br label %join
else:
  %e0 = icmp eq i32 %y, %x
  %e1 = mul i32 %x, %y
  %e2 = sdiv i32 %e1, %y
  %e3 = select i1 %e0, i32 %e2, i32 %y
  br label %join
join:
  %r = phi i32 [ %t3, %then ], [ %e3, %else ]
  store i32 %r, ptr %p, align 4
  ret void
}
