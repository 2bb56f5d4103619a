; sve-lane-divide (vectorizer/SveLaneDivide.h) through phis: a divisor that
; a loop carries (`w = w * 2`, `w = w / 2` exact, `w` reassigned on some
; paths) is a power of two when every value entering the phi is one, the
; phi itself or another phi of the same cycle included; log2 and d - 1
; then travel in phis of their own. A phi with one value that may not be a
; power of two, or whose values do not come from vscale, stays a division.
; RUN: spmdc-opt -passes=sve-lane-divide %s -S -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: llc -O2 -mattr=+sve %t.ll -o - | FileCheck %s --check-prefix=ASM

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; `for (s = programCount; s <= 8 * programCount; s *= 2) x = x / s;`
; CHECK-LABEL: define i32 @doubling(
; CHECK:       loop:
; CHECK-NEXT:    %s.log2 = phi i32 [ %w.log2, %entry ], [ %s2.log2, %loop ]
; CHECK-NEXT:    %s.lowmask = phi i32 [ %w.lowmask, %entry ], [ %s2.lowmask, %loop ]
; CHECK-NEXT:    %s = phi i32
; CHECK:         %q = ashr i32 %q.biased, %s.log2
; CHECK-NOT:     sdiv
; ASM-LABEL: doubling:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
define i32 @doubling(i32 %x0) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %end = shl nuw nsw i32 %vs, 5
  br label %loop
loop:
  %s = phi i32 [ %w, %entry ], [ %s2, %loop ]
  %x = phi i32 [ %x0, %entry ], [ %q, %loop ]
  %q = sdiv i32 %x, %s
  %s2 = shl nsw i32 %s, 1
  %more = icmp sle i32 %s2, %end
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %q
}

; Halving exactly (`w / 2` known exact while w >= 2), unsigned: a varying
; dividend through the splat of the phi.
; CHECK-LABEL: define <vscale x 4 x i32> @halving(
; CHECK:         %h.lowmask = phi i32 [ %w.lowmask, %entry ], [ %h2.lowmask, %loop ]
; CHECK:         %r = and <vscale x 4 x i32> %x, %h.splat.lowmask.splat
; CHECK-NOT:     urem
; CHECK-NOT:     log2
define <vscale x 4 x i32> @halving(<vscale x 4 x i32> %x, i32 %n) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 4
  br label %loop
loop:
  %h = phi i32 [ %w, %entry ], [ %h2, %loop ]
  %acc = phi <vscale x 4 x i32> [ zeroinitializer, %entry ], [ %acc2, %loop ]
  %ins = insertelement <vscale x 4 x i32> poison, i32 %h, i64 0
  %h.splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %r = urem <vscale x 4 x i32> %x, %h.splat
  %acc2 = add <vscale x 4 x i32> %acc, %r
  %h2 = lshr exact i32 %h, 1
  %more = icmp ugt i32 %h2, %vs
  br i1 %more, label %loop, label %exit
exit:
  ret <vscale x 4 x i32> %acc2
}

; W * 2 on one path and W / 2 on the other, merged by a phi: signed.
; CHECK-LABEL: define i32 @joined(
; A remainder needs only d - 1: the phi of log2 is not left behind.
; CHECK:       join:
; CHECK-NEXT:    %d.lowmask = phi i32 [ %big.lowmask, %a ], [ %small.lowmask, %b ]
; CHECK-NEXT:    %d = phi i32
; CHECK:         %r = sub i32 %x,
; CHECK-NOT:     srem
define i32 @joined(i32 %x, i1 %c) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  br i1 %c, label %a, label %b
a:
  %big = shl nuw nsw i32 %vs, 3
  br label %join
b:
  %small = shl nuw nsw i32 %vs, 1
  br label %join
join:
  %d = phi i32 [ %big, %a ], [ %small, %b ]
  %r = srem i32 %x, %d
  ret i32 %r
}

; Two loops carrying the divisor between them: the outer phi and the inner
; phi lead to each other (the cycle check), and W * 4 enters from outside.
; CHECK-LABEL: define i32 @nested(
; CHECK:         %o.log2 = phi i32 [ %w.log2, %entry ], [ %i.log2, %olatch ]
; CHECK:         %i.log2 = phi i32 [ %o.log2, %outer ], [ %i2.log2, %inner ]
; CHECK:         %q = lshr i32 %x, %i.log2
; CHECK-NOT:     udiv
define i32 @nested(i32 %x, i32 %n) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  br label %outer
outer:
  %o = phi i32 [ %w, %entry ], [ %i, %olatch ]
  %k = phi i32 [ 0, %entry ], [ %k2, %olatch ]
  br label %inner
inner:
  %i = phi i32 [ %o, %outer ], [ %i2, %inner ]
  %q = udiv i32 %x, %i
  %i2 = mul nuw i32 %i, 4
  %c = icmp ult i32 %q, 3
  br i1 %c, label %inner, label %olatch
olatch:
  %k2 = add i32 %k, 1
  %oc = icmp ult i32 %k2, %n
  br i1 %oc, label %outer, label %exit
exit:
  ret i32 %q
}

; Not powers of two, or not the lane count: left alone.
; A step that may reach zero (`w / 2`, not exact).
; CHECK-LABEL: define i32 @inexact_halving(
; CHECK:         %q = sdiv i32 %x, %s
; CHECK-NOT:     cttz
define i32 @inexact_halving(i32 %x, i32 %n) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  br label %loop
loop:
  %s = phi i32 [ %w, %entry ], [ %s2, %loop ]
  %j = phi i32 [ 0, %entry ], [ %j2, %loop ]
  %q = sdiv i32 %x, %s
  %s2 = lshr i32 %s, 1
  %j2 = add i32 %j, 1
  %more = icmp ult i32 %j2, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %q
}

; An incoming 3.
; CHECK-LABEL: define i32 @odd_incoming(
; CHECK:         %r = srem i32 %x, %d
define i32 @odd_incoming(i32 %x, i1 %c) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %d = phi i32 [ %w, %a ], [ 3, %entry ]
  %r = srem i32 %x, %d
  ret i32 %r
}

; A loop that adds 1: not a power of two after the first trip.
; CHECK-LABEL: define i32 @counting(
; CHECK:         %q = udiv i32 %x, %s
define i32 @counting(i32 %x, i32 %n) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  br label %loop
loop:
  %s = phi i32 [ %w, %entry ], [ %s2, %loop ]
  %q = udiv i32 %x, %s
  %s2 = add i32 %s, 1
  %more = icmp ult i32 %s2, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %q
}

; Powers of two that do not come from vscale (`1 << k` doubled): other
; code, left to LLVM.
; CHECK-LABEL: define i32 @not_lanes(
; CHECK:         %q = sdiv i32 %x, %s
define i32 @not_lanes(i32 %x, i32 %n) vscale_range(1,16) {
entry:
  br label %loop
loop:
  %s = phi i32 [ 4, %entry ], [ %s2, %loop ]
  %q = sdiv i32 %x, %s
  %s2 = shl nuw nsw i32 %s, 1
  %more = icmp ult i32 %s2, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %q
}

; W * 2 with only nuw may reach the sign bit: a signed division stays, an
; unsigned one goes.
; CHECK-LABEL: define i32 @nuw_only(
; CHECK:         %q = sdiv i32 %x, %s
; CHECK:         %u = lshr i32 %x, %s.log2
define i32 @nuw_only(i32 %x, i32 %n) vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  br label %loop
loop:
  %s = phi i32 [ %w, %entry ], [ %s2, %loop ]
  %q = sdiv i32 %x, %s
  %u = udiv i32 %x, %s
  %s2 = shl nuw i32 %s, 1
  %more = icmp ult i32 %s2, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = add i32 %q, %u
  ret i32 %r
}

declare i32 @llvm.vscale.i32()
