; LLVM 22 bug worked around by sve-trunc-shuffles (vectorizer/SveTruncShuffles.h):
; with fixed-length SVE (vscale_range minimum 2), a conversion from float
; to a narrower integer that is widened again fails instruction selection
; ("Cannot select: v8i16 = AArch64ISD::NVCAST"). Reduced with llvm-reduce
; from spmdc-difftest seed 91, kernel 0 (a clamped float converted to uint8).
; The pass converts to i32 (as wide as the float) and takes the low byte.
; If the first RUN line starts failing, LLVM has fixed the bug.
; RUN: not --crash llc -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | FileCheck %s
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | llc -O2 -o /dev/null

; LLVM-BUG: Cannot select: {{.*}} AArch64ISD::NVCAST

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define <8 x i64> @narrow_convert(
; CHECK:         %c.wide = fptoui <8 x float> %x to <8 x i32>
; CHECK-NEXT:    %c.pieces = bitcast <8 x i32> %c.wide to <32 x i8>
; CHECK-NEXT:    %c = shufflevector <32 x i8> %c.pieces, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
define <8 x i64> @narrow_convert(<8 x float> %x) #0 {
entry:
  %c = fptoui <8 x float> %x to <8 x i8>
  %z = zext <8 x i8> %c to <8 x i64>
  ret <8 x i64> %z
}

; Signed, from double: via i64.
; CHECK-LABEL: define <4 x i64> @narrow_signed(
; CHECK:         %c.wide = fptosi <4 x double> %x to <4 x i64>
; CHECK-NEXT:    %c.pieces = bitcast <4 x i64> %c.wide to <16 x i16>
define <4 x i64> @narrow_signed(<4 x double> %x) #0 {
entry:
  %c = fptosi <4 x double> %x to <4 x i16>
  %z = sext <4 x i16> %c to <4 x i64>
  ret <4 x i64> %z
}

attributes #0 = { vscale_range(2,16) "target-features"="+sve" }
