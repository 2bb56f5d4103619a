; split-selected-divisors (vectorizer/SplitSelectedDivisors.h): a vector
; division by a select of two constant divisors -- what InstCombine makes
; of a select of two divisions, e.g. after DARM melds two loops dividing by
; 7 and by 5 -- is one scalar idiv per lane on x86; split back into two
; divisions by constants (multiplies) and a blend.
; RUN: spmdc-opt -mcpu=skylake-avx512 -passes=split-selected-divisors %s -S | FileCheck %s
; RUN: llc -O2 %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: spmdc-opt -mcpu=skylake-avx512 -passes=split-selected-divisors %s -S | llc -O2 -o - | FileCheck %s --check-prefix=AFTER

; BEFORE-LABEL: rem_by_selected:
; BEFORE-COUNT-16: idivl
; AFTER-LABEL: rem_by_selected:
; AFTER-NOT: idivl
; AFTER: retq

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"


; CHECK-LABEL: define <16 x i32> @rem_by_selected(
; CHECK-NEXT:    %r.t = srem <16 x i32> %x, splat (i32 7)
; CHECK-NEXT:    %r.f = srem <16 x i32> %x, splat (i32 5)
; CHECK-NEXT:    %r = select <16 x i1> %c, <16 x i32> %r.t, <16 x i32> %r.f
; CHECK-NEXT:    ret <16 x i32> %r
define <16 x i32> @rem_by_selected(<16 x i32> %x, <16 x i1> %c) #0 {
  %d = select <16 x i1> %c, <16 x i32> splat (i32 7), <16 x i32> splat (i32 5)
  %r = srem <16 x i32> %x, %d
  ret <16 x i32> %r
}

; A uniform condition and a non-splat constant divisor; the flags stay.
; CHECK-LABEL: define <16 x i32> @udiv_by_selected(
; CHECK-NEXT:    %r.t = udiv exact <16 x i32> %x, splat (i32 3)
; CHECK-NEXT:    %r.f = udiv exact <16 x i32> %x, <i32 1, i32 2,
; CHECK-NEXT:    %r = select i1 %c, <16 x i32> %r.t, <16 x i32> %r.f
define <16 x i32> @udiv_by_selected(<16 x i32> %x, i1 %c) #0 {
  %d = select i1 %c, <16 x i32> splat (i32 3), <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %r = udiv exact <16 x i32> %x, %d
  ret <16 x i32> %r
}

; Every lane divided by -1: INT_MIN / -1 would be undefined in the lanes
; that divide by 5. Left alone, as is a zero divisor.
; CHECK-LABEL: define <16 x i32> @minus_one(
; CHECK-NEXT:    %d = select
; CHECK-NEXT:    %r = sdiv <16 x i32> %x, %d
define <16 x i32> @minus_one(<16 x i32> %x, <16 x i1> %c) #0 {
  %d = select <16 x i1> %c, <16 x i32> splat (i32 -1), <16 x i32> splat (i32 5)
  %r = sdiv <16 x i32> %x, %d
  ret <16 x i32> %r
}

; CHECK-LABEL: define <16 x i32> @zero(
; CHECK-NEXT:    %d = select
; CHECK-NEXT:    %r = urem <16 x i32> %x, %d
define <16 x i32> @zero(<16 x i32> %x, <16 x i1> %c) #0 {
  %d = select <16 x i1> %c, <16 x i32> splat (i32 0), <16 x i32> splat (i32 5)
  %r = urem <16 x i32> %x, %d
  ret <16 x i32> %r
}

; One divisor not constant: splitting would keep a variable division.
; CHECK-LABEL: define <16 x i32> @variable(
; CHECK-NEXT:    %d = select
; CHECK-NEXT:    %r = srem <16 x i32> %x, %d
define <16 x i32> @variable(<16 x i32> %x, <16 x i32> %y, <16 x i1> %c) #0 {
  %d = select <16 x i1> %c, <16 x i32> %y, <16 x i32> splat (i32 5)
  %r = srem <16 x i32> %x, %d
  ret <16 x i32> %r
}

; Scalar code has a division instruction; left to LLVM.
; CHECK-LABEL: define i32 @scalar(
; CHECK-NEXT:    %d = select
; CHECK-NEXT:    %r = srem i32 %x, %d
define i32 @scalar(i32 %x, i1 %c) #0 {
  %d = select i1 %c, i32 7, i32 5
  %r = srem i32 %x, %d
  ret i32 %r
}
; InstCombine's form of select((v & 1) != 0, 5, 4): (v & 1) ^ 4 -- a
; divisor with one unknown bit, two values; split on that bit.
; CHECK-LABEL: define <16 x i32> @one_unknown_bit(
; CHECK-NEXT:    %b = and <16 x i32> %x, splat (i32 1)
; CHECK-NEXT:    %d = xor <16 x i32> %b, splat (i32 4)
; CHECK-NEXT:    [[BIT:%.*]] = and <16 x i32> %d, splat (i32 1)
; CHECK-NEXT:    [[C:%.*]] = icmp ne <16 x i32> [[BIT]], zeroinitializer
; CHECK-NEXT:    %r.t = srem <16 x i32> %x, splat (i32 5)
; CHECK-NEXT:    %r.f = srem <16 x i32> %x, splat (i32 4)
; CHECK-NEXT:    %r = select <16 x i1> [[C]], <16 x i32> %r.t, <16 x i32> %r.f
define <16 x i32> @one_unknown_bit(<16 x i32> %x) #0 {
  %b = and <16 x i32> %x, splat (i32 1)
  %d = xor <16 x i32> %b, splat (i32 4)
  %r = srem <16 x i32> %x, %d
  ret <16 x i32> %r
}

; Two unknown bits: four values; left alone.
; CHECK-LABEL: define <16 x i32> @two_unknown_bits(
; CHECK:         %r = srem <16 x i32> %x, %d
define <16 x i32> @two_unknown_bits(<16 x i32> %x) #0 {
  %b = and <16 x i32> %x, splat (i32 3)
  %d = or <16 x i32> %b, splat (i32 4)
  %r = srem <16 x i32> %x, %d
  ret <16 x i32> %r
}

attributes #0 = { "target-cpu"="skylake-avx512" }
