; A stride that is uniform but not a constant (a[i * n]) is a shape of its
; own: affine(stride=f*%n). It needs nsw on the multiplication (so that
; sext(i * n) == sext(i) * sext(n)); mixing it with a constant stride gives
; varying. m - m has stride 0: proved uniform (UniformityInfo is re-run
; with it as uniform).
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'sym':
; CHECK:      %i: affine(stride=1)
; CHECK-NEXT: %m: affine(stride=%n)
; CHECK-NEXT: %m2: affine(stride=2*%n)
; CHECK-NEXT: %m3: affine(stride=%n)
; CHECK-NEXT: %ext: affine(stride=%n)
; CHECK-NEXT: %p: affine(stride=4*%n bytes)
; CHECK-NEXT: %q: affine(stride=8*%n bytes)
; CHECK-NEXT: %wrap: varying
; CHECK-NEXT: %mix: varying
; CHECK-NEXT: %twice: varying
; CHECK-NEXT: %diff: uniform
; CHECK-NEXT: %z: varying
define void @sym(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n, i32 "spmd.uniform" %b) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %i = add nsw i32 %tid, %b
  %m = mul nsw i32 %i, %n
  %m2 = shl nsw i32 %m, 1
  %m3 = add nsw i32 %m, %b
  %ext = sext i32 %m3 to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ext
  %q = getelementptr inbounds double, ptr %a, i64 %ext
  %wrap = mul i32 %i, %n
  %mix = add nsw i32 %m, %tid
  %twice = mul nsw i32 %m, %n
  %diff = sub i32 %m, %m
  %z = zext i32 %m to i64
  ret void
}
