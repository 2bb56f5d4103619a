; Contiguous accesses take the known alignment of their base from the shape
; analysis (b = 16·n + lane over a 64-byte aligned array: 64-byte vector
; accesses at W = 16), never more than the vector's size, and only the
; element's alignment when nothing is known.
; RUN: %spmdc-opt %s -passes='spmd-widen<16>,spmd-verify' -S -o - | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @aligned(
; CHECK: load <16 x float>, ptr %{{.*}}, align 64
; CHECK: load <16 x float>, ptr %{{.*}}, align 4
; CHECK: store <16 x float> %{{.*}}, ptr %{{.*}}, align 64
define void @aligned(ptr align 128 "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %n16 = shl nsw i32 %n, 4
  %i = add nsw i32 %n16, %lane
  %ix = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %y = load float, ptr %pb, align 4
  %s = fadd float %x, %y
  store float %s, ptr %pa, align 4
  ret void
}
