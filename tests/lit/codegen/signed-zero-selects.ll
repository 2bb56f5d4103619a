; signed-zero-selects (vectorizer/SignedZeroSelects.h): ISPC's min(x, 0.0f)
; is `x < 0 ? x : 0`, +0.0 for x = -0.0. LLVM 22's SelectionDAG builder
; turns a select between x and the zero x is compared against into
; FMINNUM/FMAXNUM without checking the zeros' signs (LLVM issue 93414),
; and AArch64's fminnm, NVPTX's min.f32 and AMDGPU's v_min_f32 order -0
; below +0: -0.0 on neon and sve (e2e user_programs_lang25, part minmax).
; The step gives the compare the other zero, which compares the same.
; The first RUN shows what LLVM does alone (if it starts failing, LLVM
; checks the signs itself and the step can go).
; RUN: llc -O2 -mtriple=aarch64 -mattr=+neon %s -o - | FileCheck %s --check-prefix=LLVM
; RUN: %spmdc-opt -passes=signed-zero-selects %s -S | FileCheck %s
; RUN: %spmdc-opt -passes=signed-zero-selects %s -S | llc -O2 -mtriple=aarch64 -mattr=+neon -o - | FileCheck %s --check-prefix=ASM
; x86's minps/maxps keep the select's order: left alone there.
; RUN: sed -e 's/aarch64-unknown-linux-gnu/x86_64-unknown-linux-gnu/' %s | %spmdc-opt -passes=signed-zero-selects -S | FileCheck %s --check-prefix=X86

target triple = "aarch64-unknown-linux-gnu"

; LLVM-LABEL: min_zero:
; LLVM: fminnm
; ASM-LABEL: min_zero:
; ASM-NOT: fminnm
; ASM: ret
; CHECK-LABEL: @min_zero(
; CHECK: fcmp olt <4 x float> %x, splat (float -0.000000e+00)
; CHECK: select <4 x i1> %c, <4 x float> %x, <4 x float> zeroinitializer
; X86-LABEL: @min_zero(
; X86: fcmp olt <4 x float> %x, zeroinitializer
define <4 x float> @min_zero(<4 x float> %x) {
  %c = fcmp olt <4 x float> %x, zeroinitializer
  %m = select <4 x i1> %c, <4 x float> %x, <4 x float> zeroinitializer
  ret <4 x float> %m
}

; max(x, -0.0) with the compare's operands swapped, scalar.
; LLVM-LABEL: max_negzero:
; LLVM: fmaxnm
; ASM-LABEL: max_negzero:
; ASM-NOT: fmaxnm
; ASM: ret
; CHECK-LABEL: @max_negzero(
; CHECK: fcmp olt float 0.000000e+00, %x
; CHECK: select i1 %c, float %x, float -0.000000e+00
define float @max_negzero(float %x) {
  %c = fcmp olt float -0.0, %x
  %m = select i1 %c, float %x, float -0.0
  ret float %m
}

; A non-strict max(x, 0.0) (`x >= 0 ? x : 0`, -0.0 for x = -0.0) whose
; compare another select shares: that one keeps the original compare.
; CHECK-LABEL: @shared_compare(
; CHECK: %c = fcmp oge <2 x double> %x, zeroinitializer
; CHECK-NEXT: %[[C2:.*]] = fcmp oge <2 x double> %x, splat (double -0.000000e+00)
; CHECK: select <2 x i1> %[[C2]], <2 x double> %x, <2 x double> zeroinitializer
; CHECK: select <2 x i1> %c, <2 x double> %y, <2 x double> %x
define <2 x double> @shared_compare(<2 x double> %x, <2 x double> %y) {
  %c = fcmp oge <2 x double> %x, zeroinitializer
  %m = select <2 x i1> %c, <2 x double> %x, <2 x double> zeroinitializer
  %o = select <2 x i1> %c, <2 x double> %y, <2 x double> %x
  %r = fadd <2 x double> %m, %o
  ret <2 x double> %r
}

; Left alone: a nonzero constant (the builder checks it is not a zero),
; nsz (either zero is then allowed), and the min and max whose
; instruction gives the select's zero: max(x, 0.0) as `x > 0 ? x : 0`
; (+0.0 for x = -0.0, as fmaxnm; bench binomial's payoff), `x <= 0 ? x :
; 0` (-0.0 for x = -0.0, as fminnm) and min(x, -0.0) as `x < -0 ? x : -0`.
; CHECK-LABEL: @left_alone(
; CHECK: fcmp olt float %x, 1.000000e+00
; CHECK: fcmp nsz olt float %x, 0.000000e+00
; CHECK: fcmp ogt <4 x float> %v, zeroinitializer
; CHECK: fcmp ole float %x, 0.000000e+00
; CHECK: fcmp olt float %x, -0.000000e+00
; ASM-LABEL: left_alone:
; ASM-DAG: fmaxnm v{{[0-9]+}}.4s
; ASM-DAG: fminnm s{{[0-9]+}}, s0, s{{[0-9]+}}
define float @left_alone(float %x, <4 x float> %v, ptr %p) {
  %c = fcmp olt float %x, 1.0
  %m = select i1 %c, float %x, float 1.0
  %d = fcmp nsz olt float %x, 0.0
  %n = select i1 %d, float %x, float 0.0
  %e = fcmp ogt <4 x float> %v, zeroinitializer
  %o = select <4 x i1> %e, <4 x float> %v, <4 x float> zeroinitializer
  store <4 x float> %o, ptr %p
  %f = fcmp ole float %x, 0.0
  %q = select i1 %f, float %x, float 0.0
  %g = fcmp olt float %x, -0.0
  %s = select i1 %g, float %x, float -0.0
  %r1 = fadd float %m, %n
  %r2 = fadd float %q, %s
  %r = fadd float %r1, %r2
  ret float %r
}
