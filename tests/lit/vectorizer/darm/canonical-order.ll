; The instruction alignment keeps each side's order, so independent
; instructions written in a different order on each side hide pairs from
; it: the T side computes `x * 2` before `y + 3`, the F side `y + 5` before
; `x * 4`, and in that order only one of the two pairs (the fmul chain or
; the fadd) can be kept. Aligned again in the canonical order of
; MeldOrder.h (dependence depth, then opcode), all five instructions pair.
; Verifier clean, and it widens.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -pass-remarks=darm -S 2>&1 | FileCheck %s
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK: remark: {{.*}}melded the two sides of a divergent branch (1 block pairs, 5 instruction pairs)
; CHECK-LABEL: define void @crossed(
; CHECK:       meld.then:
; CHECK:         fadd float
; CHECK:         fmul float
; CHECK:         fdiv float
; CHECK:         fadd float
; CHECK:         store float
; CHECK-NOT:     fadd
; CHECK-NOT:   {{^}}then:
define void @crossed(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b) "spmd.kind"="export" {
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
  %t0 = fmul float %x, 2.000000e+00
  %t1 = fdiv float %t0, %y
  %t2 = fadd float %y, 3.000000e+00
  %t3 = fadd float %t1, %t2
  store float %t3, ptr %p, align 4
  br label %join
else:
  %e2 = fadd float %x, 5.000000e+00
  %e0 = fmul float %y, 4.000000e+00
  %e1 = fdiv float %e0, %x
  %e3 = fadd float %e1, %e2
  store float %e3, ptr %p, align 4
  br label %join
join:
  ret void
}
