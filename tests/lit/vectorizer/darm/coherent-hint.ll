; A branch the frontend marked coherent (`cif`: !spmd.coherent) is left to
; the all-on fast path: DARM does not meld its sides, although the same
; diamond without the mark melds.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @plain(
; CHECK: meld.then:
define void @plain(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %then, label %else
then:
  %t1 = fmul float %x, 3.000000e+00
  %t2 = fadd float %t1, 1.000000e+00
  %t3 = fmul float %t2, %t2
  %t4 = fdiv float %t3, %x
  br label %join
else:
  %e1 = fmul float %x, 5.000000e+00
  %e2 = fadd float %e1, 2.000000e+00
  %e3 = fmul float %e2, %e2
  %e4 = fdiv float %e3, %x
  br label %join
join:
  %y = phi float [ %t4, %then ], [ %e4, %else ]
  store float %y, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define void @hinted(
; CHECK-NOT: meld.
; CHECK: br i1 %c, label %then, label %else, !spmd.coherent
; CHECK-NOT: meld.
; CHECK: ret void
define void @hinted(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %then, label %else, !spmd.coherent !0
then:
  %t1 = fmul float %x, 3.000000e+00
  %t2 = fadd float %t1, 1.000000e+00
  %t3 = fmul float %t2, %t2
  %t4 = fdiv float %t3, %x
  br label %join
else:
  %e1 = fmul float %x, 5.000000e+00
  %e2 = fadd float %e1, 2.000000e+00
  %e3 = fmul float %e2, %e2
  %e4 = fdiv float %e3, %x
  br label %join
join:
  %y = phi float [ %t4, %then ], [ %e4, %else ]
  store float %y, ptr %p, align 4
  ret void
}

!0 = !{}
