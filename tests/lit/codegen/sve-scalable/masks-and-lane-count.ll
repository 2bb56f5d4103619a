; Length-agnostic SVE (docs/design/sve-vla.md): programCount, programIndex,
; the foreach lane guard and the mask queries of a gang of vscale x 4 lanes
; need no per-length code. Each is one to three SVE instructions in LLVM 22;
; if one of these stops matching, the design's cost table is out of date.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; programCount = vscale * 4
; CHECK-LABEL: lane_count:
; CHECK-NEXT:    cntw x0
; CHECK-NEXT:    ret
define i32 @lane_count() #0 {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  ret i32 %w
}

; programIndex = llvm.stepvector
; CHECK-LABEL: lane_index:
; CHECK-NEXT:    index z0.s, #0, #1
; CHECK-NEXT:    ret
define <vscale x 4 x i32> @lane_index() #0 {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  ret <vscale x 4 x i32> %s
}

; foreach's lane guard `base + programIndex < end` as one predicate
; CHECK-LABEL: foreach_guard:
; CHECK-NEXT:    whilelo p0.s, w0, w1
; CHECK-NEXT:    ret
define <vscale x 4 x i1> @foreach_guard(i32 %base, i32 %end) #0 {
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %base, i32 %end)
  ret <vscale x 4 x i1> %m
}

; any(m): the widener's skip-if-empty branch condition
; CHECK-LABEL: any:
; CHECK:         ptest
; CHECK-NEXT:    cset w0, ne
; CHECK-NEXT:    ret
define i1 @any(<vscale x 4 x i1> %m) #0 {
  %r = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %m)
  ret i1 %r
}

; all(m)
; CHECK-LABEL: all:
; CHECK:         nots
; CHECK-NEXT:    cset w0, eq
; CHECK-NEXT:    ret
define i1 @all(<vscale x 4 x i1> %m) #0 {
  %r = call i1 @llvm.vector.reduce.and.nxv4i1(<vscale x 4 x i1> %m)
  ret i1 %r
}

; count(m) / popcnt(lanemask()): today a bitcast to iW and ctpop, which
; a scalable mask cannot do; the add-reduction of zext(m) is one cntp
; CHECK-LABEL: count:
; CHECK-NEXT:    cntp x0, p0, p0.s
; CHECK-NEXT:    ret
define i32 @count(<vscale x 4 x i1> %m) #0 {
  %z = zext <vscale x 4 x i1> %m to <vscale x 4 x i32>
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %z)
  ret i32 %r
}

; the first active lane (today cttz of the mask's bits): brkb + cntp
; CHECK-LABEL: first_active:
; CHECK:         brkb p0.b, p1/z, p0.b
; CHECK-NEXT:    cntp x0, p0, p0.s
; CHECK-NEXT:    ret
define i64 @first_active(<vscale x 4 x i1> %m) #0 {
  %r = call i64 @llvm.experimental.cttz.elts.i64.nxv4i1(<vscale x 4 x i1> %m, i1 false)
  ret i64 %r
}

; lanemask() as an i64 (W <= 64 lanes): or-reduction of 1 << lane in the
; active lanes; no scalar loop over the lanes
; CHECK-LABEL: lanemask:
; CHECK-NOT:     {{lastb|umov|b\.ne|cbnz}}
; CHECK:         orv d0, p1, z0.d
; CHECK-NEXT:    fmov x0, d0
; CHECK-NEXT:    ret
define i64 @lanemask(<vscale x 4 x i1> %m) #0 {
  %s = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %b = shl <vscale x 4 x i64> splat (i64 1), %s
  %x = select <vscale x 4 x i1> %m, <vscale x 4 x i64> %b, <vscale x 4 x i64> zeroinitializer
  %r = call i64 @llvm.vector.reduce.or.nxv4i64(<vscale x 4 x i64> %x)
  ret i64 %r
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
