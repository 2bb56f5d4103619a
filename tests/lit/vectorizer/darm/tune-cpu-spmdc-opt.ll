; spmdc-opt -mtune (with -mcpu) tunes every defined function as spmdc's
; --cpu does, so a pass's TargetTransformInfo is the tuned CPU's; without
; -mcpu, or with an unknown CPU, it is an error.
; RUN: %spmdc-opt -mcpu=skylake-avx512 -mtune=znver4 -passes='darm<16>' -S %s | FileCheck %s
; RUN: not %spmdc-opt -mtune=znver4 -passes='darm<16>' -S %s 2>&1 | FileCheck %s --check-prefix=NOCPU
; RUN: not %spmdc-opt -mcpu=skylake-avx512 -mtune=zen9 -passes='darm<16>' -S %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; CHECK: define void @f({{.*}} #[[A:[0-9]+]]
; CHECK: attributes #[[A]] = { {{.*}}"tune-cpu"="znver4" }
; NOCPU: -mtune needs -mcpu
; UNKNOWN: -mtune: unknown CPU 'zen9'
target triple = "x86_64-unknown-linux-gnu"

declare void @g(ptr)

define void @f(ptr %p) {
  call void @g(ptr %p)
  ret void
}
