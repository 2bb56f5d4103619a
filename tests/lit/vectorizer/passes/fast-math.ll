; spmd-fast-math adds reassoc/nsz/arcp/contract/afn to every floating-point
; operation (arithmetic, fneg, fcmp, FP calls, selects and phis), keeps the
; flags an operation already has (nnan here), never adds nnan or ninf, and
; leaves integer operations alone. <no-contract> (--opt=disable-fma) leaves
; out contract.
; RUN: %spmdc-opt %s -passes=spmd-fast-math -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-fast-math<no-contract>' -S | FileCheck %s --check-prefix=NOFMA

; CHECK-LABEL: define float @f(
; CHECK: %m = fmul reassoc nsz arcp contract afn float %a, %b
; CHECK: %d = fdiv reassoc nnan nsz arcp contract afn float %m, %b
; CHECK: %n = fneg reassoc nsz arcp contract afn float %d
; CHECK: %s = call reassoc nsz arcp contract afn float @llvm.sqrt.f32(float %n)
; CHECK: %c = fcmp reassoc nsz arcp contract afn olt float %s, 0.000000e+00
; CHECK: %i = add i32 %k, 1
; CHECK: %p = phi reassoc nsz arcp contract afn float
; CHECK: %r = select reassoc nsz arcp contract afn i1 %c, float %p, float %a
; CHECK-NOT: ninf
; CHECK: declare float @llvm.sqrt.f32(float)
; NOFMA: %m = fmul reassoc nsz arcp afn float %a, %b
; NOFMA-NOT: contract

define float @f(float %a, float %b, i32 %k) {
entry:
  %m = fmul float %a, %b
  %d = fdiv nnan float %m, %b
  %n = fneg float %d
  %s = call float @llvm.sqrt.f32(float %n)
  %c = fcmp olt float %s, 0.0
  %i = add i32 %k, 1
  br label %next

next:
  %p = phi float [ %s, %entry ]
  %r = select i1 %c, float %p, float %a
  ret float %r
}

declare float @llvm.sqrt.f32(float)
