; LLVM 22 bug worked around by sve-trunc-shuffles (vectorizer/SveTruncShuffles.h):
; with fixed-length SVE (vscale_range minimum 2), a byte gather widened to
; eight 16-bit elements (one NEON-sized <8 x i16>) fails instruction
; selection ("Cannot select: v8i16 = AArch64ISD::NVCAST"): the gather is
; lowered in a 32-bit container and narrowed by UZP1 + NVCAST. The shuffle
; with zeros the pass uses for other zexts fails the same way here, so such
; a zext goes through 32-bit elements and takes their low halves. Reduced
; with llvm-reduce from spmdc-difftest seed 9004, kernel 50 (a uint8 gather
; cast to int16; tests/difftest/fixed_bugs/sve_int16_rem_nvcast_isel.spmd).
; If the first RUN line starts failing, LLVM has fixed the bug.
; RUN: not --crash llc -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | FileCheck %s
; RUN: spmdc-opt -passes=sve-trunc-shuffles %s -S | llc -O2 -o /dev/null

; LLVM-BUG: Cannot select: {{.*}} v8i16 = AArch64ISD::NVCAST

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: define <8 x i16> @gather_zext16(
; CHECK:         %z.via32.pieces = shufflevector <8 x i8> %g, <8 x i8> zeroinitializer, <32 x i32> <i32 0, i32 8, i32 8, i32 8, i32 1, i32 8, i32 8, i32 8,
; CHECK-NEXT:    %z.via32 = bitcast <32 x i8> %z.via32.pieces to <8 x i32>
; CHECK-NEXT:    %z.pieces = bitcast <8 x i32> %z.via32 to <16 x i16>
; CHECK-NEXT:    %z = shufflevector <16 x i16> %z.pieces, <16 x i16> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
; CHECK-NOT:     zext <8 x i8>
define <8 x i16> @gather_zext16(ptr %base, <8 x i32> %idx, <8 x i1> %m) #0 {
entry:
  %off = zext <8 x i32> %idx to <8 x i64>
  %p = getelementptr i8, ptr %base, <8 x i64> %off
  %g = call <8 x i8> @llvm.masked.gather.v8i8.v8p0(<8 x ptr> %p, <8 x i1> %m, <8 x i8> poison)
  %z = zext <8 x i8> %g to <8 x i16>
  ret <8 x i16> %z
}

; Wider results (16 bytes widened to <16 x i16>, 256 bits) keep the direct
; shuffle with zeros, which selects.
; CHECK-LABEL: define <16 x i16> @wide_zext16(
; CHECK:         %z.pieces = shufflevector <16 x i8> %x, <16 x i8> zeroinitializer, <32 x i32>
; CHECK-NEXT:    %z = bitcast <32 x i8> %z.pieces to <16 x i16>
define <16 x i16> @wide_zext16(<16 x i8> %x) #0 {
entry:
  %z = zext <16 x i8> %x to <16 x i16>
  ret <16 x i16> %z
}

declare <8 x i8> @llvm.masked.gather.v8i8.v8p0(<8 x ptr>, <8 x i1>, <8 x i8>)

attributes #0 = { vscale_range(2,16) "target-features"="+sve" }
