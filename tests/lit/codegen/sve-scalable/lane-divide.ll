; sve-lane-divide (vectorizer/SveLaneDivide.h): on a scalable gang, signed
; and unsigned division and remainder by a run-time power of two (the lane
; count vscale * 4, multiples of it, the widener's select(mask, W, 1)) become
; shifts and masks with C semantics; constants, divisors that may be
; negative and functions of a fixed gang are left alone.
; RUN: spmdc-opt -passes=sve-lane-divide %s -S -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: llc -O2 -mattr=+sve %t.ll -o - | FileCheck %s --check-prefix=ASM
; The results at every lane count and at the dividend's extremes, folded
; to constants by InstCombine once vscale is fixed (vscale_range(N,N)).
; RUN: sed -e 's/vscale_range(1,16)/vscale_range(1,1)/' %t.ll | opt -passes=instcombine -S | FileCheck %s --check-prefix=W4
; RUN: sed -e 's/vscale_range(1,16)/vscale_range(16,16)/' %t.ll | opt -passes=instcombine -S | FileCheck %s --check-prefix=W64

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define i32 @srem_uniform(
; CHECK:         %w = shl nuw nsw i32 %vs, 2
; CHECK-NEXT:    %w.lowmask = add i32 %w, -1
; CHECK:         %r.sign = ashr i32 %x, 31
; CHECK-NEXT:    [[B:%.*]] = and i32 %r.sign, %w.lowmask
; CHECK-NEXT:    %r.biased = add i32 %x, [[B]]
; CHECK-NEXT:    [[N:%.*]] = xor i32 %w.lowmask, -1
; CHECK-NEXT:    [[T:%.*]] = and i32 %r.biased, [[N]]
; CHECK-NEXT:    %r = sub i32 %x, [[T]]
; CHECK-NOT:     cttz
; ASM-LABEL: srem_uniform:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
define i32 @srem_uniform(i32 %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %r = srem i32 %x, %w
  ret i32 %r
}

; CHECK-LABEL: define i32 @sdiv_uniform(
; CHECK:         %w.log2 = call i32 @llvm.cttz.i32(i32 %w, i1 true)
; CHECK:         %r = ashr i32 %r.biased, %w.log2
; ASM-LABEL: sdiv_uniform:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
define i32 @sdiv_uniform(i32 %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %r = sdiv i32 %x, %w
  ret i32 %r
}

; An exact division is one shift; a dividend known non-negative takes the
; unsigned forms.
; CHECK-LABEL: define i32 @sdiv_exact_and_nonneg(
; CHECK:         %q = ashr exact i32 %x, %w.log2
; CHECK:         %r = and i32 %p, %w.lowmask
define i32 @sdiv_exact_and_nonneg(i32 %x, i32 %y) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %q = sdiv exact i32 %x, %w
  %p = and i32 %y, 1023
  %r = srem i32 %p, %w
  %s = add i32 %q, %r
  ret i32 %s
}

; Varying: the divisor is a splat; log2 and W - 1 are scalars splatted
; once, next to the splat.
; CHECK-LABEL: define <vscale x 4 x i32> @varying(
; CHECK:         %w.splat.log2.splat = shufflevector
; CHECK:         %w.splat.lowmask.splat = shufflevector
; CHECK:         %q = ashr <vscale x 4 x i32> %q.biased, %w.splat.log2.splat
; CHECK:         %u = lshr <vscale x 4 x i32> %x, %w.splat.log2.splat
; CHECK:         %v = and <vscale x 4 x i32> %x, %w.splat.lowmask.splat
; ASM-LABEL: varying:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
define <vscale x 4 x i32> @varying(<vscale x 4 x i32> %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %ins = insertelement <vscale x 4 x i32> poison, i32 %w, i64 0
  %w.splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %q = sdiv <vscale x 4 x i32> %x, %w.splat
  %r = srem <vscale x 4 x i32> %x, %w.splat
  %u = udiv <vscale x 4 x i32> %x, %w.splat
  %v = urem <vscale x 4 x i32> %x, %w.splat
  %a = add <vscale x 4 x i32> %q, %r
  %b = add <vscale x 4 x i32> %u, %v
  %c = add <vscale x 4 x i32> %a, %b
  ret <vscale x 4 x i32> %c
}

; Under a mask the widener divides inactive lanes by 1.
; CHECK-LABEL: define <vscale x 4 x i32> @masked(
; CHECK:         %d.lowmask = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %w.splat.lowmask.splat, <vscale x 4 x i32> zeroinitializer
; CHECK:         %r = sub <vscale x 4 x i32> %x,
; ASM-LABEL: masked:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
define <vscale x 4 x i32> @masked(<vscale x 4 x i32> %x, <vscale x 4 x i1> %m) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %ins = insertelement <vscale x 4 x i32> poison, i32 %w, i64 0
  %w.splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %d = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %w.splat, <vscale x 4 x i32> splat (i32 1)
  %r = srem <vscale x 4 x i32> %x, %d
  ret <vscale x 4 x i32> %r
}

; 8, 16 and 64 bits: a truncated lane count that fits below the sign bit
; (W <= 64), and the 64-bit vscale.
; CHECK-LABEL: define <vscale x 16 x i8> @bytes(
; CHECK:         %r = sub <vscale x 16 x i8>
; CHECK-LABEL: define i16 @halves(
; CHECK:         %q = ashr i16 %q.biased, %w16.log2
; CHECK-LABEL: define i64 @wide(
; CHECK:         %r = sub i64 %x,
; ASM-LABEL: bytes:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
; ASM-LABEL: halves:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
; ASM-LABEL: wide:
; ASM-NOT:       {{[[:space:]][su]div[[:space:]]}}
; ASM:           ret
define <vscale x 16 x i8> @bytes(<vscale x 16 x i8> %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %w8 = trunc i32 %w to i8
  %ins = insertelement <vscale x 16 x i8> poison, i8 %w8, i64 0
  %s = shufflevector <vscale x 16 x i8> %ins, <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer
  %r = srem <vscale x 16 x i8> %x, %s
  ret <vscale x 16 x i8> %r
}
define i16 @halves(i16 %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %w16 = trunc i32 %w to i16
  %q = sdiv i16 %x, %w16
  ret i16 %q
}
define i64 @wide(i64 %x) vscale_range(1,16) {
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 3
  %r = srem i64 %x, %w
  ret i64 %r
}

; W * 2 in 8 bits is -128 at 64 lanes: a signed division stays (an
; unsigned one may go).
; CHECK-LABEL: define i8 @may_be_negative(
; CHECK:         %q = sdiv i8 %x, %w8
; CHECK:         %u = and i8 %x, %w8.lowmask
define i8 @may_be_negative(i8 %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 3
  %w8 = trunc i32 %w to i8
  %q = sdiv i8 %x, %w8
  %u = urem i8 %x, %w8
  %s = add i8 %q, %u
  ret i8 %s
}

; Constants are the backend's; a fixed gang (no vscale_range, or
; vscale_range(N,N)) is untouched; a value not known to be a power of two
; stays a division.
; CHECK-LABEL: define i32 @left_alone(
; CHECK:         %a = srem i32 %x, 8
; CHECK:         %b = srem i32 %x, %y
; CHECK-LABEL: define i32 @fixed_gang(
; CHECK:         %r = srem i32 %x, %w
; CHECK-LABEL: define i32 @fixed_sve(
; CHECK:         %r = srem i32 %x, %w
define i32 @left_alone(i32 %x, i32 %y) vscale_range(1,16) {
  %a = srem i32 %x, 8
  %b = srem i32 %x, %y
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @fixed_gang(i32 %x) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %r = srem i32 %x, %w
  ret i32 %r
}
define i32 @fixed_sve(i32 %x) vscale_range(2,2) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %r = srem i32 %x, %w
  ret i32 %r
}

; Exact C results once the lane count is known, W = 4 and W = 64:
;   INT_MIN % W = 0; -7 / W = -1, 0; -7 % W = -3, -7; -65 % W = -1, -1
;   (sums -5 and -8); INT_MIN / W = -536870912, -33554432 (else +1000).
; W4-LABEL: define i32 @check_values(
; W4:         ret i32 -5
; W64-LABEL: define i32 @check_values(
; W64:        ret i32 -8
define i32 @check_values() vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %a = srem i32 -2147483648, %w
  %b = sdiv i32 -7, %w
  %c = srem i32 -7, %w
  %d = sdiv i32 -2147483648, %w
  %e = srem i32 -65, %w
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %e
  %big = icmp eq i32 %d, -536870912
  %big64 = icmp eq i32 %d, -33554432
  %ok = or i1 %big, %big64
  %fix = select i1 %ok, i32 0, i32 1000
  %r = add i32 %s3, %fix
  ret i32 %r
}

declare i32 @llvm.vscale.i32()
declare i64 @llvm.vscale.i64()

; A run-time power of two that is not computed from the lane count is not
; this pass's business (InstCombine already takes the unsigned scalar ones).
; CHECK-LABEL: define i32 @not_lane_count(
; CHECK:         %r = srem i32 %x, %p
define i32 @not_lane_count(i32 %x, i32 %k) vscale_range(1,16) {
  %p = shl nuw nsw i32 1, %k
  %r = srem i32 %x, %p
  ret i32 %r
}
