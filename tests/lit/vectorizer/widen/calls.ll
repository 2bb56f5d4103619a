; Calls: spmd.lane.index → <0, 1, ...>; trivially vectorizable intrinsics →
; vector intrinsics with their scalar operands kept (llvm.abs's flag, powi's
; exponent); an integer division by a varying divisor under a mask gets 1
; in the inactive lanes so no lane traps. Also checks W = 1.
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-widen<1>,spmd-verify' -S | FileCheck %s --check-prefix=W1

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.powi.f32.i32(float, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare float @llvm.fma.f32(float, float, float)

; CHECK-LABEL: define void @calls(
; CHECK:         %x = load <4 x float>
; CHECK-NEXT:    %s = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %x)
; CHECK-NEXT:    %f = call <4 x float> @llvm.fabs.v4f32(<4 x float> %s)
; CHECK-NEXT:    %p = call <4 x float> @llvm.powi.v4f32.i32(<4 x float> %f, i32 %e)
; CHECK:         %m = call <4 x float> @llvm.fma.v4f32(<4 x float> %p, <4 x float> %x, <4 x float> splat (float 1.000000e+00))
; CHECK:         %ab = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %i, i1 true)
; CHECK-NEXT:    %mn = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %ab, <4 x i32> <i32 0, i32 1, i32 2, i32 3>)
; CHECK:       then:
; CHECK-NEXT:    %[[M:.*]] = phi <4 x i1>
; CHECK-NEXT:    %[[D:.*]] = select <4 x i1> %[[M]], <4 x i32> %mn, <4 x i32> splat (i32 1)
; CHECK-NEXT:    %q = sdiv <4 x i32> splat (i32 100), %[[D]]
; W1-LABEL: define void @calls(
; W1:         %x = load <1 x float>
; W1-NEXT:    %s = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %x)
; W1:         %q = sdiv <1 x i32> splat (i32 100), %{{.*}}
; W1-NOT:     @spmd.lane.index()
define void @calls(ptr %a, ptr %o, i32 %e) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %tid64 = sext i32 %tid to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %tid64
  %x = load float, ptr %pa, align 4
  %s = call float @llvm.sqrt.f32(float %x)
  %f = call float @llvm.fabs.f32(float %s)
  %p = call float @llvm.powi.f32.i32(float %f, i32 %e)
  %m = call float @llvm.fma.f32(float %p, float %x, float 1.0)
  %i = fptosi float %m to i32
  %ab = call i32 @llvm.abs.i32(i32 %i, i1 true)
  %mn = call i32 @llvm.smin.i32(i32 %ab, i32 %tid)
  %c = icmp sgt i32 %mn, 0
  br i1 %c, label %then, label %join
then:
  %q = sdiv i32 100, %mn
  br label %join
join:
  %r = phi i32 [ %q, %then ], [ 0, %entry ]
  %po = getelementptr inbounds i32, ptr %o, i64 %tid64
  store i32 %r, ptr %po, align 4
  ret void
}
