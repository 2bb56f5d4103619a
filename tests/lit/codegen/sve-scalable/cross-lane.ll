; Length-agnostic SVE (docs/design/sve-vla.md): the cross-lane operations
; whose fixed-width lowering (vectorizer/wfv/CrossLane.cpp) uses constant
; shuffle masks or a stack slot of W elements. With scalable vectors:
; constant rotate/shift -> llvm.vector.splice.left/right (ext, splice);
; run-time rotate/shift/shuffle/broadcast -> tbl on an index vector
; (out-of-range indices read 0, which is exactly shift's fill); shuffle2 ->
; SVE2 tbl of two registers; extract/insert at a uniform lane ->
; extractelement/insertelement with a variable index. None goes through
; memory or a scalar loop.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; rotate(v, 1)
; CHECK-LABEL: rotate1:
; CHECK-NEXT:    ext z0.b, z0.b, z0.b, #4
; CHECK-NEXT:    ret
define <vscale x 4 x float> @rotate1(<vscale x 4 x float> %v) #0 {
  %r = call <vscale x 4 x float> @llvm.vector.splice.left.nxv4f32(<vscale x 4 x float> %v, <vscale x 4 x float> %v, i32 1)
  ret <vscale x 4 x float> %r
}

; shift(v, -1): lane 0 gets 0
; CHECK-LABEL: shift_m1:
; CHECK:         splice z1.s, p0, z1.s, z0.s
; CHECK-NOT:     sp
; CHECK:         ret
define <vscale x 4 x float> @shift_m1(<vscale x 4 x float> %v) #0 {
  %r = call <vscale x 4 x float> @llvm.vector.splice.right.nxv4f32(<vscale x 4 x float> zeroinitializer, <vscale x 4 x float> %v, i32 1)
  ret <vscale x 4 x float> %r
}

; shift(v, 2)
; CHECK-LABEL: shift_p2:
; CHECK:         ext z0.b, z0.b, z1.b, #8
; CHECK-NEXT:    ret
define <vscale x 4 x float> @shift_p2(<vscale x 4 x float> %v) #0 {
  %r = call <vscale x 4 x float> @llvm.vector.splice.left.nxv4f32(<vscale x 4 x float> %v, <vscale x 4 x float> zeroinitializer, i32 2)
  ret <vscale x 4 x float> %r
}

; rotate(v, k) with k at run time: (lane + k) & (W - 1), tbl
; CHECK-LABEL: rotate_k:
; CHECK:         cntw
; CHECK:         index z1.s, w0, #1
; CHECK:         and z1.d, z1.d, z2.d
; CHECK-NEXT:    tbl z0.s, { z0.s }, z1.s
; CHECK-NEXT:    ret
define <vscale x 4 x i32> @rotate_k(<vscale x 4 x i32> %v, i32 %k) #0 {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %wm1 = sub i32 %w, 1
  %ki = insertelement <vscale x 4 x i32> poison, i32 %k, i64 0
  %kv = shufflevector <vscale x 4 x i32> %ki, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %mi = insertelement <vscale x 4 x i32> poison, i32 %wm1, i64 0
  %mv = shufflevector <vscale x 4 x i32> %mi, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %i = add <vscale x 4 x i32> %s, %kv
  %im = and <vscale x 4 x i32> %i, %mv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %im)
  ret <vscale x 4 x i32> %r
}

; shift(v, k) with k at run time (the widener clamps k to [-64, 64]):
; lane + k, tbl reads 0 for indices >= W (negative ones are huge unsigned)
; CHECK-LABEL: shift_k:
; CHECK-NEXT:    index z1.s, w0, #1
; CHECK-NEXT:    tbl z0.s, { z0.s }, z1.s
; CHECK-NEXT:    ret
define <vscale x 4 x i32> @shift_k(<vscale x 4 x i32> %v, i32 %k) #0 {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %ki = insertelement <vscale x 4 x i32> poison, i32 %k, i64 0
  %kv = shufflevector <vscale x 4 x i32> %ki, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %i = add <vscale x 4 x i32> %s, %kv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %i)
  ret <vscale x 4 x i32> %r
}

; shuffle2(a, b, p): SVE2's two-register tbl, p mod 2W
; CHECK-LABEL: shuffle2:
; CHECK:         inch x8
; CHECK:         tbl z0.s, { z0.s, z1.s }, z2.s
; CHECK-NEXT:    ret
define <vscale x 4 x i32> @shuffle2(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b, <vscale x 4 x i32> %p) #1 {
  %vs = call i32 @llvm.vscale.i32()
  %w2 = shl nuw nsw i32 %vs, 3
  %m1 = sub i32 %w2, 1
  %mi = insertelement <vscale x 4 x i32> poison, i32 %m1, i64 0
  %mv = shufflevector <vscale x 4 x i32> %mi, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %im = and <vscale x 4 x i32> %p, %mv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl2.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b, <vscale x 4 x i32> %im)
  ret <vscale x 4 x i32> %r
}

; extract(v, i) at a uniform lane: whilels + lastb
; CHECK-LABEL: extract:
; CHECK:         whilels p0.s, xzr, x8
; CHECK-NEXT:    lastb s0, p0, z0.s
; CHECK-NEXT:    ret
define float @extract(<vscale x 4 x float> %v, i32 %i) #0 {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %wm1 = sub i32 %w, 1
  %im = and i32 %i, %wm1
  %r = extractelement <vscale x 4 x float> %v, i32 %im
  ret float %r
}

; insert(v, i, x) at a uniform lane: compare the lane index, merge
; CHECK-LABEL: insert:
; CHECK:         cmpeq p0.s, p0/z, z2.s, z3.s
; CHECK-NEXT:    mov z0.s, p0/m, s1
; CHECK-NEXT:    ret
define <vscale x 4 x float> @insert(<vscale x 4 x float> %v, i32 %i, float %x) #0 {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %wm1 = sub i32 %w, 1
  %im = and i32 %i, %wm1
  %r = insertelement <vscale x 4 x float> %v, float %x, i32 %im
  ret <vscale x 4 x float> %r
}

; reductions of the active lanes (select with the identity first, as today)
; CHECK-LABEL: reduce_add:
; CHECK:         uaddv d0, p0, z0.s
; CHECK-LABEL: reduce_fadd:
; CHECK:         faddv s0, p0, z0.s
; CHECK-LABEL: reduce_fmin:
; CHECK:         fminnmv s0, p0, z0.s
define i32 @reduce_add(<vscale x 4 x i32> %v, <vscale x 4 x i1> %m) #0 {
  %s = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %v, <vscale x 4 x i32> zeroinitializer
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %s)
  ret i32 %r
}
define float @reduce_fadd(<vscale x 4 x float> %v, <vscale x 4 x i1> %m) #0 {
  %s = select <vscale x 4 x i1> %m, <vscale x 4 x float> %v, <vscale x 4 x float> splat (float -0.0)
  %r = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %s)
  ret float %r
}
define float @reduce_fmin(<vscale x 4 x float> %v, <vscale x 4 x i1> %m) #0 {
  %s = select <vscale x 4 x i1> %m, <vscale x 4 x float> %v, <vscale x 4 x float> splat (float 0x7FF0000000000000)
  %r = call float @llvm.vector.reduce.fmin.nxv4f32(<vscale x 4 x float> %s)
  ret float %r
}

; exclusive scan (Hillis-Steele): 6 fixed steps (log2 of the 64-lane
; maximum) of tbl-shift + add, then one more shift; a step whose distance is
; >= W reads only zeros, so one code path serves every length. No memory.
; CHECK-LABEL: scan_add:
; CHECK-NOT:     {{st1w|ld1w|sp}}
; CHECK-COUNT-7: tbl z{{[0-9]+}}.s, { z{{[0-9]+}}.s }, z{{[0-9]+}}.s
; CHECK-NOT:     {{st1w|ld1w|sp}}
; CHECK:         ret
define <vscale x 4 x i32> @scan_add(<vscale x 4 x i32> %v, <vscale x 4 x i1> %m) #0 {
  %step = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %s0 = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %v, <vscale x 4 x i32> zeroinitializer
  %i1 = sub <vscale x 4 x i32> %step, splat (i32 1)
  %t1 = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s0, <vscale x 4 x i32> %i1)
  %s1 = add <vscale x 4 x i32> %s0, %t1
  %i2 = sub <vscale x 4 x i32> %step, splat (i32 2)
  %t2 = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s1, <vscale x 4 x i32> %i2)
  %s2 = add <vscale x 4 x i32> %s1, %t2
  %i4 = sub <vscale x 4 x i32> %step, splat (i32 4)
  %t4 = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s2, <vscale x 4 x i32> %i4)
  %s4 = add <vscale x 4 x i32> %s2, %t4
  %i8 = sub <vscale x 4 x i32> %step, splat (i32 8)
  %t8 = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s4, <vscale x 4 x i32> %i8)
  %s8 = add <vscale x 4 x i32> %s4, %t8
  %i16 = sub <vscale x 4 x i32> %step, splat (i32 16)
  %t16 = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s8, <vscale x 4 x i32> %i16)
  %s16 = add <vscale x 4 x i32> %s8, %t16
  %i32 = sub <vscale x 4 x i32> %step, splat (i32 32)
  %t32 = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s16, <vscale x 4 x i32> %i32)
  %s32 = add <vscale x 4 x i32> %s16, %t32
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s32, <vscale x 4 x i32> %i1)
  ret <vscale x 4 x i32> %r
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
attributes #1 = { nounwind "target-features"="+sve,+sve2" vscale_range(1,16) }
