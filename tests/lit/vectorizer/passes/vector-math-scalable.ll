; spmd-vector-math on length-agnostic SVE code: a scalable math call takes
; the scalable `sve` library, once per float gang (vscale x 4 lanes) and
; twice per double gang, on the halves llvm.vector.extract takes and
; llvm.vector.insert puts back; the library functions are linked in as
; internal, alwaysinline, with the module's target attributes. A
; fixed-width library cannot serve a scalable call: an internal error.
; RUN: %spmdc-opt '-passes=spmd-vector-math<sve>' %s -S | FileCheck %s
; RUN: %spmdc-opt '-passes=spmd-vector-math<sve_fast>' %s -S | FileCheck %s
; RUN: not %spmdc-opt '-passes=spmd-vector-math<neon>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=NEON
; RUN: not %spmdc-opt '-passes=spmd-vector-math<rvv>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=UNKNOWN
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define <vscale x 4 x float> @gang_f32(
; CHECK-NEXT: %s = call <vscale x 4 x float> @__spmd_vm_sin_f32(<vscale x 4 x float> %x)
; CHECK-NEXT: %p = call <vscale x 4 x float> @__spmd_vm_pow_f32(<vscale x 4 x float> %s, <vscale x 4 x float> %x)
; CHECK-NEXT: ret <vscale x 4 x float> %p
define <vscale x 4 x float> @gang_f32(<vscale x 4 x float> %x) #0 {
  %s = call <vscale x 4 x float> @llvm.sin.nxv4f32(<vscale x 4 x float> %x)
  %p = call <vscale x 4 x float> @llvm.pow.nxv4f32(<vscale x 4 x float> %s, <vscale x 4 x float> %x)
  ret <vscale x 4 x float> %p
}

; CHECK-LABEL: define <vscale x 4 x double> @gang_f64(
; CHECK-NEXT: [[Y0:%.*]] = call <vscale x 2 x double> @llvm.vector.extract.nxv2f64.nxv4f64(<vscale x 4 x double> %y, i64 0)
; CHECK-NEXT: [[X0:%.*]] = call <vscale x 2 x double> @llvm.vector.extract.nxv2f64.nxv4f64(<vscale x 4 x double> %x, i64 0)
; CHECK-NEXT: [[R0:%.*]] = call <vscale x 2 x double> @__spmd_vm_atan2_f64(<vscale x 2 x double> [[Y0]], <vscale x 2 x double> [[X0]])
; CHECK-NEXT: [[A0:%.*]] = call <vscale x 4 x double> @llvm.vector.insert.nxv4f64.nxv2f64(<vscale x 4 x double> poison, <vscale x 2 x double> [[R0]], i64 0)
; CHECK-NEXT: [[Y1:%.*]] = call <vscale x 2 x double> @llvm.vector.extract.nxv2f64.nxv4f64(<vscale x 4 x double> %y, i64 2)
; CHECK-NEXT: [[X1:%.*]] = call <vscale x 2 x double> @llvm.vector.extract.nxv2f64.nxv4f64(<vscale x 4 x double> %x, i64 2)
; CHECK-NEXT: [[R1:%.*]] = call <vscale x 2 x double> @__spmd_vm_atan2_f64(<vscale x 2 x double> [[Y1]], <vscale x 2 x double> [[X1]])
; CHECK-NEXT: %a = call <vscale x 4 x double> @llvm.vector.insert.nxv4f64.nxv2f64(<vscale x 4 x double> [[A0]], <vscale x 2 x double> [[R1]], i64 2)
; CHECK: call <vscale x 2 x double> @__spmd_vm_exp2_f64(
; CHECK: call <vscale x 2 x double> @__spmd_vm_exp2_f64(
; CHECK-NOT: @llvm.exp2
; CHECK: ret <vscale x 4 x double> %e
define <vscale x 4 x double> @gang_f64(<vscale x 4 x double> %y, <vscale x 4 x double> %x) #0 {
  %a = call <vscale x 4 x double> @llvm.atan2.nxv4f64(<vscale x 4 x double> %y, <vscale x 4 x double> %x)
  %e = call <vscale x 4 x double> @llvm.exp2.nxv4f64(<vscale x 4 x double> %a)
  ret <vscale x 4 x double> %e
}

; Uniform (scalar) calls stay libm calls.
; CHECK-LABEL: define float @uniform(
; CHECK-NEXT: call float @llvm.sin.f32(float %x)
define float @uniform(float %x) #0 {
  %s = call float @llvm.sin.f32(float %x)
  ret float %s
}

; CHECK: define internal <vscale x 4 x float> @__spmd_vm_sin_f32(<vscale x 4 x float> {{.*}}) [[ATTRS:#[0-9]+]]
; CHECK: define internal <vscale x 2 x double> @__spmd_vm_atan2_f64(
; CHECK: attributes [[ATTRS]] = { alwaysinline {{.*}}vscale_range(1,16) {{.*}}"target-cpu"="generic" "target-features"="+v8.2a,+neon,+sve" }

; NEON: error: spmd-vector-math: internal error, please report: @__spmd_vm_sin_f32 does not fit a scalable call of 4 x vscale lanes
; UNKNOWN: unknown pass name 'spmd-vector-math<rvv>'

attributes #0 = { nounwind "target-cpu"="generic" "target-features"="+v8.2a,+neon,+sve" vscale_range(1,16) }
