; LLVM 22 bug worked around by x86-byte-mul-widen (vectorizer/X86ByteMulWiden.h):
; on AVX targets, a multiply of fewer than 16 bytes whose operand is a
; reversing shuffle of a signed remainder by a constant is folded to zero.
; Reduced from spmdc's avx2 output for spmdc-difftest seed 9010, kernel 976
; (`on8[231 + n - 1 - i] = (int8)((uint8)(a8[i] % 11) * (uint8)u1)`): the
; whole 8-byte store became `movq $0`.
; If the first RUN line starts failing, LLVM has fixed the bug and the
; workaround can go.
; RUN: llc -O2 %s -o - | FileCheck %s --check-prefix=LLVM-BUG
; RUN: spmdc-opt -passes=x86-byte-mul-widen %s -S | FileCheck %s
; RUN: spmdc-opt -passes=x86-byte-mul-widen %s -S | llc -O2 -o - | FileCheck %s --check-prefix=FIXED

; LLVM-BUG-LABEL: reversed_srem_times_splat:
; LLVM-BUG:         movq $0, (%rsi)
; LLVM-BUG-NEXT:    retq

; CHECK-LABEL: define void @reversed_srem_times_splat(
; CHECK:         %m.lhs = shufflevector <8 x i8> %s, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
; CHECK-NEXT:    %m.rhs = shufflevector <8 x i8> %sp, <8 x i8> zeroinitializer, <16 x i32>
; CHECK-NEXT:    %m.wide = mul <16 x i8> %m.lhs, %m.rhs
; CHECK-NEXT:    %m = shufflevector <16 x i8> %m.wide, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT:    store <8 x i8> %m, ptr %q

; FIXED-LABEL: reversed_srem_times_splat:
; FIXED-NOT:     movq $0
; FIXED:         vpmullw
; FIXED:         retq

; Narrow multiplies of other shapes are widened the same way; wider ones
; and other element types stay.
; CHECK-LABEL: define <4 x i8> @four_bytes(
; CHECK:         mul <16 x i8>
; CHECK-LABEL: define <16 x i8> @full_register(
; CHECK:         %m = mul <16 x i8> %a, %b
; CHECK-LABEL: define <8 x i16> @halfwords(
; CHECK:         %m = mul <8 x i16> %a, %b

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @reversed_srem_times_splat(ptr %p, ptr %q, i8 %u) #0 {
  %ins = insertelement <8 x i8> poison, i8 %u, i64 0
  %sp = shufflevector <8 x i8> %ins, <8 x i8> poison, <8 x i32> zeroinitializer
  %v = load <8 x i8>, ptr %p, align 1
  %r = srem <8 x i8> %v, splat (i8 11)
  %s = shufflevector <8 x i8> %r, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %m = mul <8 x i8> %s, %sp
  store <8 x i8> %m, ptr %q, align 1
  ret void
}

define <4 x i8> @four_bytes(<4 x i8> %a, <4 x i8> %b) #0 {
  %m = mul nsw <4 x i8> %a, %b
  ret <4 x i8> %m
}

define <16 x i8> @full_register(<16 x i8> %a, <16 x i8> %b) #0 {
  %m = mul <16 x i8> %a, %b
  ret <16 x i8> %m
}

define <8 x i16> @halfwords(<8 x i16> %a, <8 x i16> %b) #0 {
  %m = mul <8 x i16> %a, %b
  ret <8 x i16> %m
}

attributes #0 = { "target-cpu"="haswell" }
