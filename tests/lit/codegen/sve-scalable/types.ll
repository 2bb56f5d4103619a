; Length-agnostic SVE (docs/design/sve-vla.md, "Types"): a gang of
; vscale x 4 lanes whose 32-bit values fill one register also computes
; with 64-bit values (<vscale x 4 x i64>/double: two registers, split with
; (s|u)unpklo/hi, joined with uzp1) and 8/16-bit ones (<vscale x 4 x i8>:
; unpacked in .s lanes, ld1b/st1b extend and truncate for free). None of
; these scalarizes. The conversions that fail instruction selection with
; fixed-length SVE vectors in LLVM 22 (../sve-isel-*.ll, worked around by
; the sve-trunc-shuffles pass) select with scalable types, so the scalable
; path does not need that pass.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: i64_on_i32_gang:
; CHECK-NOT:     {{umov|fmov|lastb|b\.}}
; CHECK-DAG:     sunpklo
; CHECK-DAG:     sunpkhi
; CHECK-DAG:     ld1d { z{{[0-9]+}}.d }, p{{[0-9]}}/z, [x0, z{{[0-9]+}}.d, lsl #3]
; CHECK:         uzp1 z0.s
; CHECK-NEXT:    ret
define <vscale x 4 x i32> @i64_on_i32_gang(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b, ptr %p, <vscale x 4 x i1> %m) #0 {
  %x = sext <vscale x 4 x i32> %a to <vscale x 4 x i64>
  %y = sext <vscale x 4 x i32> %b to <vscale x 4 x i64>
  %z = mul <vscale x 4 x i64> %x, %y
  %s = lshr <vscale x 4 x i64> %z, splat (i64 17)
  %ptrs = getelementptr i64, ptr %p, <vscale x 4 x i64> %x
  %g = call <vscale x 4 x i64> @llvm.masked.gather.nxv4i64.nxv4p0(<vscale x 4 x ptr> %ptrs, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x i64> zeroinitializer)
  %t = add <vscale x 4 x i64> %s, %g
  %r = trunc <vscale x 4 x i64> %t to <vscale x 4 x i32>
  ret <vscale x 4 x i32> %r
}

; double on a 32-bit gang: the contiguous load of W doubles is two ld1d
; (the second at `#1, mul vl`), each under its half of the mask
; CHECK-LABEL: f64_on_i32_gang:
; CHECK-DAG:     punpklo
; CHECK-DAG:     punpkhi
; CHECK-DAG:     ld1d { z{{[0-9]+}}.d }, p{{[0-9]}}/z, [x0, #1, mul vl]
; CHECK-DAG:     ld1d { z{{[0-9]+}}.d }, p{{[0-9]}}/z, [x0]
; CHECK-DAG:     fmad
; CHECK:         uzp1 z0.s
; CHECK-NEXT:    ret
define <vscale x 4 x float> @f64_on_i32_gang(ptr %p, <vscale x 4 x float> %a, <vscale x 4 x i1> %m) #0 {
  %d = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %e = fpext <vscale x 4 x float> %a to <vscale x 4 x double>
  %f = call <vscale x 4 x double> @llvm.fma.nxv4f64(<vscale x 4 x double> %d, <vscale x 4 x double> %e, <vscale x 4 x double> %e)
  %r = fptrunc <vscale x 4 x double> %f to <vscale x 4 x float>
  ret <vscale x 4 x float> %r
}

; int8 data on a 32-bit gang
; CHECK-LABEL: i8_on_i32_gang:
; CHECK-NEXT:    ld1b { z0.s }, p0/z, [x1]
; CHECK-NEXT:    mul z0.s, z0.s, #3
; CHECK-NEXT:    st1b { z0.s }, p0, [x0]
; CHECK-NEXT:    ret
define void @i8_on_i32_gang(ptr %dst, ptr %src, <vscale x 4 x i1> %m) #0 {
  %b = call <vscale x 4 x i8> @llvm.masked.load.nxv4i8.p0(ptr %src, i32 1, <vscale x 4 x i1> %m, <vscale x 4 x i8> zeroinitializer)
  %w = zext <vscale x 4 x i8> %b to <vscale x 4 x i32>
  %x = mul <vscale x 4 x i32> %w, splat (i32 3)
  %n = trunc <vscale x 4 x i32> %x to <vscale x 4 x i8>
  call void @llvm.masked.store.nxv4i8.p0(<vscale x 4 x i8> %n, ptr %dst, i32 1, <vscale x 4 x i1> %m)
  ret void
}

; ../sve-isel-gather-zext.ll's pattern (a byte gather widened to i64),
; scalable: selects
; CHECK-LABEL: gather_zext_i8:
; CHECK-COUNT-2: ld1b { z{{[0-9]+}}.d }
; CHECK:         ret
define <vscale x 4 x i64> @gather_zext_i8(<vscale x 4 x ptr> %p, <vscale x 4 x i1> %m) #0 {
  %g = call <vscale x 4 x i8> @llvm.masked.gather.nxv4i8.nxv4p0(<vscale x 4 x ptr> %p, i32 1, <vscale x 4 x i1> %m, <vscale x 4 x i8> zeroinitializer)
  %z = zext <vscale x 4 x i8> %g to <vscale x 4 x i64>
  ret <vscale x 4 x i64> %z
}

; ../sve-isel-fptoui-narrow.ll's pattern, scalable: selects
; (fcvtzs is right: a result outside [0, 255] is poison)
; CHECK-LABEL: fptoui_narrow_widen:
; CHECK:         fcvtzs z1.s, p0/m, z0.s
; CHECK-NEXT:    uunpklo z0.d, z1.s
; CHECK-NEXT:    uunpkhi z1.d, z1.s
; CHECK-NEXT:    ret
define <vscale x 4 x i64> @fptoui_narrow_widen(<vscale x 4 x float> %x) #0 {
  %c = fptoui <vscale x 4 x float> %x to <vscale x 4 x i8>
  %z = zext <vscale x 4 x i8> %c to <vscale x 4 x i64>
  ret <vscale x 4 x i64> %z
}

; ../sve-isel-trunc-and-zext.ll's pattern, scalable: selects
; CHECK-LABEL: trunc_and_zext:
; CHECK:         and z{{[0-9]+}}.{{[sd]}}, z{{[0-9]+}}.{{[sd]}}, #0x1
; CHECK:         ret
define <vscale x 4 x i64> @trunc_and_zext(<vscale x 4 x i32> %x) #0 {
  %t = trunc <vscale x 4 x i32> %x to <vscale x 4 x i8>
  %m = and <vscale x 4 x i8> %t, splat (i8 1)
  %z = zext <vscale x 4 x i8> %m to <vscale x 4 x i64>
  ret <vscale x 4 x i64> %z
}

; ../sve-isel-gather-zext-i16.ll's pattern, scalable: one ld1b gather
; CHECK-LABEL: gather_zext16:
; CHECK-NEXT:    ld1b { z0.s }, p0/z, [x0, z0.s, uxtw]
; CHECK-NEXT:    ret
define <vscale x 4 x i16> @gather_zext16(ptr %base, <vscale x 4 x i32> %idx, <vscale x 4 x i1> %m) #0 {
  %off = zext <vscale x 4 x i32> %idx to <vscale x 4 x i64>
  %p = getelementptr i8, ptr %base, <vscale x 4 x i64> %off
  %g = call <vscale x 4 x i8> @llvm.masked.gather.nxv4i8.nxv4p0(<vscale x 4 x ptr> %p, i32 1, <vscale x 4 x i1> %m, <vscale x 4 x i8> poison)
  %z = zext <vscale x 4 x i8> %g to <vscale x 4 x i16>
  ret <vscale x 4 x i16> %z
}

; a truncation to a mask
; CHECK-LABEL: trunc_to_i1:
; CHECK:         cmpne p0.s, p0/z, z0.s, #0
; CHECK-NEXT:    ret
define <vscale x 4 x i1> @trunc_to_i1(<vscale x 4 x i32> %x) #0 {
  %r = trunc <vscale x 4 x i32> %x to <vscale x 4 x i1>
  ret <vscale x 4 x i1> %r
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
