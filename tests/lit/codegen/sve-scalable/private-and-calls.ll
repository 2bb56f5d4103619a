; Length-agnostic SVE (docs/design/sve-vla.md): per-lane private arrays and
; calls of masked variants with scalable arguments.
;  - `float a[8]` per lane (spmd-privatize's SoA block) is an alloca of
;    [8 x <vscale x 4 x float>]: the frame grows by `addvl`, a uniform
;    index is one vector load at j * VL bytes, a varying index is a scatter
;    or gather at i * W + lane (i32 offsets: one register, uxtw).
;  - A masked variant F.masked.vla(<vscale x 4 x i1>, <vscale x 4 x T>...,
;    uniform scalars) uses the SVE procedure call standard: the mask in p0,
;    vectors in z0-z7 (a <vscale x 4 x double> in two), scalars in x/w
;    registers; both sides are marked .variant_pcs.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: private_array:
; CHECK:         addvl sp, sp, #-8
; CHECK:         st1w { z1.s }, p0, [x{{[0-9]+}}, z0.s, uxtw #2]
; CHECK:         ld1b { z0.b }, p1/z, [x{{[0-9]+}}, x{{[0-9]+}}]
; CHECK:         addvl sp, sp, #8
; CHECK:         ret
define <vscale x 4 x float> @private_array(<vscale x 4 x i32> %i, <vscale x 4 x float> %x, i32 %j, <vscale x 4 x i1> %m) #0 {
entry:
  %a = alloca [8 x <vscale x 4 x float>], align 16
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %wv.i = insertelement <vscale x 4 x i32> poison, i32 %w, i64 0
  %wv = shufflevector <vscale x 4 x i32> %wv.i, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %row = mul nuw nsw <vscale x 4 x i32> %i, %wv
  %lane = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %off = add nuw nsw <vscale x 4 x i32> %row, %lane
  %off64 = zext <vscale x 4 x i32> %off to <vscale x 4 x i64>
  %ptrs = getelementptr float, ptr %a, <vscale x 4 x i64> %off64
  call void @llvm.masked.scatter.nxv4f32.nxv4p0(<vscale x 4 x float> %x, <vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m)
  %rowp = getelementptr [8 x <vscale x 4 x float>], ptr %a, i32 0, i32 %j
  %r = load <vscale x 4 x float>, ptr %rowp, align 16
  ret <vscale x 4 x float> %r
}

; CHECK:         .variant_pcs f.masked.vla
; CHECK-LABEL: f.masked.vla:
; CHECK-DAG:     punpklo p{{[0-9]+}}.h, p0.b
; CHECK-DAG:     scvtf z{{[0-9]+}}.d, p{{[0-9]+}}/m, z1.d
; CHECK-DAG:     scvtf z{{[0-9]+}}.d, p{{[0-9]+}}/m, z2.d
; CHECK:         ret
define <vscale x 4 x double> @f.masked.vla(<vscale x 4 x i1> %m, <vscale x 4 x float> %x, i32 %u, <vscale x 4 x i64> %y) #1 {
  %e = fpext <vscale x 4 x float> %x to <vscale x 4 x double>
  %c = sitofp <vscale x 4 x i64> %y to <vscale x 4 x double>
  %s = fadd <vscale x 4 x double> %e, %c
  %r = select <vscale x 4 x i1> %m, <vscale x 4 x double> %s, <vscale x 4 x double> zeroinitializer
  ret <vscale x 4 x double> %r
}

; the caller passes everything in registers and uses z0/z1 as the result
; CHECK:         .variant_pcs caller
; CHECK-LABEL: caller:
; CHECK-NOT:     {{st1w|st1d|str z}}
; CHECK:         mov w0, #7
; CHECK-NEXT:    bl f.masked.vla
; CHECK-NEXT:    fmul z0.d, z0.d, z0.d
; CHECK-NEXT:    fmul z1.d, z1.d, z1.d
define <vscale x 4 x double> @caller(<vscale x 4 x i1> %m, <vscale x 4 x float> %x, <vscale x 4 x i64> %y) #0 {
  %a = call <vscale x 4 x double> @f.masked.vla(<vscale x 4 x i1> %m, <vscale x 4 x float> %x, i32 7, <vscale x 4 x i64> %y)
  %b = fmul <vscale x 4 x double> %a, %a
  ret <vscale x 4 x double> %b
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
attributes #1 = { noinline nounwind "target-features"="+sve" vscale_range(1,16) }
