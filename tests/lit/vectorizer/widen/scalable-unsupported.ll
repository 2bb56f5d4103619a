; What a scalable gang (`spmd-widen<nxv4>`) does not handle yet (math
; functions without an SVE instruction) is an error naming it; the function
; is left unwidened and the IR stays valid. The same function widens at a
; fixed width (per-lane libm calls), and a uniform call needs no vector form.
; RUN: not %spmdc-opt %s -passes='spmd-widen<nxv4>' -S -o %t.ll 2>&1 | FileCheck %s
; RUN: FileCheck %s --input-file=%t.ll --check-prefix=IR
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S -o /dev/null

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sin.f32(float)

; CHECK: error: {{.*}}spmd-widen: the varying math function 'sin' (no SVE vector-math library yet) is not supported on a scalable gang (target sve-vla) yet
; CHECK-NOT: error:
; IR-LABEL: define void @math(
; IR:         %s = call float @llvm.sin.f32(float %x)
; IR-LABEL: define void @uniform_math(
; IR:         %s = call float @llvm.sin.f32(float %u)
define void @math(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr float, ptr %a, i64 %idx
  %x = load float, ptr %pa
  %s = call float @llvm.sin.f32(float %x)
  %po = getelementptr float, ptr %out, i64 %idx
  store float %s, ptr %po
  ret void
}

define void @uniform_math(ptr "spmd.uniform" %out, float "spmd.uniform" %u) #0 {
entry:
  %s = call float @llvm.sin.f32(float %u)
  store float %s, ptr %out
  ret void
}

attributes #0 = { "spmd.kind"="export" }
