; spmdc-opt -mtune (with -mcpu) tunes every defined function as spmdc's
; --cpu does, so a pass's TargetTransformInfo is the tuned CPU's; without
; -mcpu, or with an unknown CPU, it is an error.
; RUN: %spmdc-opt -mcpu=skylake-avx512 -mtune=znver4 -passes='darm<16>' -S %s | FileCheck %s
; RUN: not %spmdc-opt -mtune=znver4 -passes='darm<16>' -S %s 2>&1 | FileCheck %s --check-prefix=NOCPU
; RUN: not %spmdc-opt -mcpu=skylake-avx512 -mtune=zen9 -passes='darm<16>' -S %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; CHECK: define void @f({{.*}} #[[A:[0-9]+]]
; CHECK: attributes #[[A]] = { {{.*}}"tune-cpu"="znver4" }
; The tuning is in place before the passes run: LLVM's loop unroller reads
; the tuned CPU's scheduling model (its loop buffer, 50 micro-ops on
; skylake-avx512, more on znver4), so @loop's 12-instruction body is
; unrolled 4 times with -mtune=znver4 but twice without (a remainder copy
; each). Were -mtune applied after the passes, TUNED would see 2 + 1.
; RUN: %spmdc-opt -mcpu=skylake-avx512 -mtune=znver4 -passes=loop-unroll -S %s | FileCheck %s --check-prefix=TUNED
; RUN: %spmdc-opt -mcpu=skylake-avx512 -passes=loop-unroll -S %s | FileCheck %s --check-prefix=UNTUNED
; TUNED-COUNT-5: fadd float
; TUNED-NOT: fadd float
; UNTUNED-COUNT-3: fadd float
; UNTUNED-NOT: fadd float
; NOCPU: -mtune needs -mcpu
; UNKNOWN: -mtune: unknown CPU 'zen9'
target triple = "x86_64-unknown-linux-gnu"

declare void @g(ptr)

define void @f(ptr %p) {
  call void @g(ptr %p)
  ret void
}

define void @loop(ptr %p, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %a = getelementptr float, ptr %p, i64 %i
  %v = load float, ptr %a
  %m0 = fmul float %v, 2.0
  %m1 = fmul float %m0, 2.0
  %m2 = fmul float %m1, 2.0
  %m3 = fmul float %m2, 2.0
  %m4 = fmul float %m3, 2.0
  %m5 = fmul float %m4, 2.0
  %m6 = fmul float %m5, 2.0
  %m7 = fmul float %m6, 2.0
  %m8 = fmul float %m7, 2.0
  %m9 = fmul float %m8, 2.0
  %m = fadd float %m9, 1.0
  store float %m, ptr %a
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
