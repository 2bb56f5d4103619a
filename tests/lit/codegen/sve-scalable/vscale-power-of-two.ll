; Length-agnostic SVE (docs/design/sve-vla.md, "Vector lengths"): LLVM
; treats vscale as a power of two in a function with vscale_range -- here
; InstCombine turns `x urem (vscale * 4)` into `x & (vscale * 4 - 1)`, and
; the AArch64 backend relies on the same. So the scalable code is right
; only at power-of-two vector lengths (128, 256, 512, 1024, 2048 bits, the
; lengths of the SVE machines we know of), and the design's `mod W`
; for rotate/shuffle/extract/insert is an `and` with W - 1. A machine
; with another length (qemu accepts sve-default-vector-length=48) must get
; the fixed-length fallback from the dispatcher. If this test fails, the
; assumption changed: revisit the design.
; RUN: opt -passes=instcombine -S %s | FileCheck %s

; CHECK-LABEL: define i32 @lane_mod(
; CHECK:         [[W:%.*]] = shl nuw nsw i32 %vs, 2
; CHECK-NEXT:    [[M:%.*]] = add nsw i32 [[W]], -1
; CHECK-NEXT:    %r = and i32 %x, [[M]]
define i32 @lane_mod(i32 %x) vscale_range(1,16) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl i32 %vs, 2
  %r = urem i32 %x, %w
  ret i32 %r
}

; Without vscale_range, no such assumption.
; CHECK-LABEL: define i32 @no_range(
; CHECK:         %r = urem i32 %x, %w
define i32 @no_range(i32 %x) {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl i32 %vs, 2
  %r = urem i32 %x, %w
  ret i32 %r
}
