; A scalable gang (`spmd-widen<nxv4>`) widens a varying math call to its
; scalable intrinsic, which the AArch64 backend cannot select
; (codegen/sve-scalable/math-call-crash.ll): spmd-vector-math<sve> then
; calls the library (vectorizer/passes/vector-math-scalable.ll), or, with
; --math-lib=system, sve-lane-loops<all-math> loops over the lanes with the
; scalar call. Without <all-math> the pass leaves the call to the library.
; A uniform call stays scalar.
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,function(sve-lane-loops<all-math>)' -S | FileCheck %s --check-prefix=LOOP
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,function(sve-lane-loops)' -S | FileCheck %s --check-prefix=LIB
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S -o /dev/null

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sin.f32(float)

; CHECK-LABEL: define void @math(
; CHECK:         call <vscale x 4 x float> @llvm.sin.nxv4f32(<vscale x 4 x float>
; CHECK-LABEL: define void @uniform_math(
; CHECK:         %s = call float @llvm.sin.f32(float %u)
; LOOP-LABEL: define void @math(
; LOOP-NOT:     @llvm.sin.nxv4f32
; LOOP:       lane.loop:
; LOOP:         call float @llvm.sin.f32(float
; LOOP:         br i1 {{.*}}, label %lane.loop,
; LOOP-LABEL: define void @uniform_math(
; LOOP:         %s = call float @llvm.sin.f32(float %u)
; LIB-LABEL: define void @math(
; LIB-NOT:     lane.loop
; LIB:         call <vscale x 4 x float> @llvm.sin.nxv4f32(
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
