; LLVM 22 limit the length-agnostic SVE code depends on the vector-math
; step for (docs/design/sve-vla.md, VectorMath.cpp): a math intrinsic on a
; scalable vector (llvm.sin.nxv4f32) cannot be unrolled into libm calls,
; and instruction selection aborts ("Possible incorrect use of
; EVT::getVectorNumElements() for scalable vector"). spmd-vector-math
; replaces such calls by the scalable `sve` library
; (tests/lit/vectorizer/passes/vector-math-scalable.ll), after which the
; same function compiles. If the first RUN line starts failing, LLVM can
; expand scalable math calls by itself.
; RUN: not --crash llc -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: %spmdc-opt '-passes=spmd-vector-math<sve>' %s | llc -O2 -o - | FileCheck %s

; LLVM-BUG: getVectorNumElements() for scalable vector

; CHECK-LABEL: sin_gang:
; CHECK: bl __spmd_vm_sin_f32
; CHECK-LABEL: __spmd_vm_sin_f32:
; CHECK: ptrue p{{[0-9]+}}.s
; CHECK: bl sinf

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 4 x float> @sin_gang(<vscale x 4 x float> %x) #0 {
  %s = call <vscale x 4 x float> @llvm.sin.nxv4f32(<vscale x 4 x float> %x)
  ret <vscale x 4 x float> %s
}

attributes #0 = { nounwind "target-cpu"="generic" "target-features"="+v8.2a,+neon,+sve" vscale_range(1,16) }
