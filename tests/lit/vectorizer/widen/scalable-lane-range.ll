; A foreach lane guard on a scalable gang: `icmp slt (add nsw u,
; programIndex), n` with u and n uniform becomes one
; llvm.get.active.lane.mask (`whilelo`) on u and n with their sign bits
; flipped (the unsigned order of the flipped values is the signed order of
; the originals; nsw: no lane wraps). `sgt` with the operands swapped too.
; Not without nsw (the vector add would wrap where the intrinsic does not),
; not for an unsigned compare (nsw says nothing about unsigned wrap), not
; for a fixed gang (a constant <0, 1, ...> compare is as good there).
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s --check-prefix=FIXED

; CHECK-LABEL: define void @guard(
; CHECK:         %[[U:.*]] = xor i32 %base, -2147483648
; CHECK-NEXT:    %[[N:.*]] = xor i32 %n, -2147483648
; CHECK-NEXT:    %in = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %[[U]], i32 %[[N]])
; CHECK:         %[[U2:.*]] = xor i32 %base, -2147483648
; CHECK-NEXT:    %[[N2:.*]] = xor i32 %n, -2147483648
; CHECK-NEXT:    %in2 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %[[U2]], i32 %[[N2]])
; CHECK:         %wrap = icmp slt <vscale x 4 x i32>
; CHECK:         %uns = icmp ult <vscale x 4 x i32>
; FIXED-LABEL: define void @guard(
; FIXED-NOT:     get.active.lane.mask
; FIXED:         %in = icmp slt <4 x i32>
define void @guard(ptr "spmd.uniform" %a, i32 "spmd.uniform" %base, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %i = add nsw i32 %base, %lane
  %in = icmp slt i32 %i, %n
  %j = add nsw i32 %lane, %base
  %in2 = icmp sgt i32 %n, %j
  %k = add i32 %base, %lane
  %wrap = icmp slt i32 %k, %n
  %uns = icmp ult i32 %i, %n
  %c1 = and i1 %in, %in2
  %c2 = and i1 %wrap, %uns
  %c = and i1 %c1, %c2
  br i1 %c, label %run, label %done
run:
  %idx = sext i32 %i to i64
  %p = getelementptr float, ptr %a, i64 %idx
  store float 1.0, ptr %p, align 4
  br label %done
done:
  ret void
}

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
