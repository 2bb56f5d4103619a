; A divergent branch whose side only computes (no memory access, call or
; loop) and is at most -spmd-unguarded-side-size instructions (16 by
; default) is entered without the `any` test: running a few vector
; instructions with an empty mask is cheaper than a mispredicted skip
; branch, and the rejoin blends the side's lanes all the same. A side with
; a load, a call, or more instructions keeps its test; the knob set to 0
; keeps them all.
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -spmd-unguarded-side-size=2 -S | FileCheck %s --check-prefix=SMALL
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -spmd-unguarded-side-size=0 -S | FileCheck %s --check-prefix=OFF

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; aobench's sphere test: if (D > 0) { t = -B - sqrt(D); ... }.
; CHECK-LABEL: define void @hit(
; CHECK:         br i1 true, label %then, label %join
; CHECK:       then:
; CHECK:         call <8 x float> @llvm.sqrt.v8f32(
; CHECK:       join:
; CHECK:         %t.blend = select <8 x i1>
; SMALL-LABEL: define void @hit(
; SMALL:         %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v8i1(
; SMALL:         br i1 %[[ANY]], label %then, label %join
; OFF-LABEL:   define void @hit(
; OFF:           br i1 %{{.*}}, label %then, label %join
; OFF-NOT:       br i1 true
define void @hit(ptr %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %d = load float, ptr %p, align 4
  %c = fcmp ogt float %d, 0.0
  br i1 %c, label %then, label %join
then:
  %s = call float @llvm.sqrt.f32(float %d)
  %n = fsub float -1.0, %s
  br label %join
join:
  %t = phi float [ %n, %then ], [ 0x4376345780000000, %entry ]
  store float %t, ptr %p, align 4
  ret void
}

; A side that loads keeps its test (an empty mask must not read).
; CHECK-LABEL: define void @loads(
; CHECK:         %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v8i1(
; CHECK:         br i1 %[[ANY]], label %then, label %join
define void @loads(ptr %a, ptr %b) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %d = load float, ptr %p, align 4
  %c = fcmp ogt float %d, 0.0
  br i1 %c, label %then, label %join
then:
  %q = getelementptr inbounds float, ptr %b, i64 %idx
  %e = load float, ptr %q, align 4
  br label %join
join:
  %t = phi float [ %e, %then ], [ 0.0, %entry ]
  store float %t, ptr %p, align 4
  ret void
}
