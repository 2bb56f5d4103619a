; An empty counterpart of a loop (MeldSequence.h) is no loop in LoopInfo,
; but its pair is the loop's: both blocks of a pair take the deeper loop
; depth (setPairLoopDepths), so the cost model weighs it as a loop. Here
; the T side is one loop going straight to the join and the F side two
; loops; the T loop melds with the first F loop, and the second F loop,
; unaligned, runs as one guarded run after it on the F lanes (a guard, the
; loop on its own exit condition, a join). The value the join's phi takes
; leaves the loop through that join's phi, never used after the loop
; directly: an early lane keeps the value of the iteration it left in.
; (Before the guarded runs, the second loop melded with its empty
; counterpart, and the join's phi had to stay as the melded loop's exit
; phi, whichever side held the counterpart; sequences.ll has the mirror.)
; -darm-loop-recurrences=false: the shapes pair a divergent loop with a
; uniform one, whose latency terms (session 23) move the estimate; the
; test checks the alignment, not that price.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-loop-recurrences=false -darm-threshold=0 -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-loop-recurrences=false -darm-threshold=0 -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; CHECK-LABEL: define void @loop_vs_two_loops(
; CHECK:         br i1 %{{.*}}, label %[[L1:meld.f1]], label %[[G:meld.guard.t2]]
; CHECK:       [[G]]:
; CHECK:         %[[CARRY:r.carry[0-9]*]] = phi float
; CHECK-NEXT:    br i1 %c, label %[[J:meld.join.t2]], label %[[L2:meld.solo.t2]]
; CHECK:       [[L2]]:
; CHECK-NEXT:    phi i32
; CHECK-NEXT:    phi i32
; CHECK-NEXT:    %[[X:.*]] = phi float [ %[[X]], %[[L2]] ], [ %{{.*}}, %[[G]] ]
; CHECK-NOT:     phi
; CHECK-NOT:     select
; CHECK:         br i1 %{{.*}}, label %[[L2]], label %[[J]]
; CHECK:       [[J]]:
; CHECK-NEXT:    %[[R:.*]] = phi float [ %[[X]], %[[L2]] ], [ %[[CARRY]], %[[G]] ]
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    store float %[[R]], ptr %pa
define void @loop_vs_two_loops(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %f1, label %t1
t1:
  %t1.i = phi i32 [ 0, %entry ], [ %t1.i1, %t1 ]
  %t1.v = phi float [ %x, %entry ], [ %t1.w6, %t1 ]
  %t1.v1 = fmul float %t1.v, 1.500000e+00
  %t1.v2 = fadd float %t1.v1, 2.500000e-01
  %t1.v3 = fmul float %t1.v2, %t1.v2
  %t1.v4 = call float @llvm.sqrt.f32(float %t1.v3)
  %t1.v5 = fdiv float %t1.v4, %x
  %t1.w1 = fmul float %t1.v5, %t1.v5
  %t1.w2 = fadd float %t1.w1, 1.000000e+00
  %t1.w3 = call float @llvm.sqrt.f32(float %t1.w2)
  %t1.w4 = fmul float %t1.w3, 5.000000e-01
  %t1.w5 = call float @llvm.sqrt.f32(float %t1.w4)
  %t1.w6 = fadd float %t1.w5, %t1.v5
  %t1.i1 = add i32 %t1.i, 1
  %t1.m = icmp slt i32 %t1.i1, %k0
  br i1 %t1.m, label %t1, label %t2
t2:
  %t2.i = phi i32 [ 0, %t1 ], [ %t2.i1, %t2 ]
  %t2.s = phi i32 [ %k0, %t1 ], [ %t2.s3, %t2 ]
  %t1.x = phi float [ %t1.v5, %t1 ], [ %t1.x, %t2 ]
  %t2.s1 = mul i32 %t2.s, 3
  %t2.s2 = xor i32 %t2.s1, %t2.i
  %t2.s3 = lshr i32 %t2.s2, 1
  %t2.i1 = add i32 %t2.i, 1
  %t2.m = icmp slt i32 %t2.i1, %n
  br i1 %t2.m, label %t2, label %join
f1:
  %f1.i = phi i32 [ 0, %entry ], [ %f1.i1, %f1 ]
  %f1.v = phi float [ %x, %entry ], [ %f1.w6, %f1 ]
  %f1.v1 = fmul float %f1.v, 2.500000e+00
  %f1.v2 = fadd float %f1.v1, 2.500000e-01
  %f1.v3 = fmul float %f1.v2, %f1.v2
  %f1.v4 = call float @llvm.sqrt.f32(float %f1.v3)
  %f1.v5 = fdiv float %f1.v4, %x
  %f1.w1 = fmul float %f1.v5, %f1.v5
  %f1.w2 = fadd float %f1.w1, 1.000000e+00
  %f1.w3 = call float @llvm.sqrt.f32(float %f1.w2)
  %f1.w4 = fmul float %f1.w3, 5.000000e-01
  %f1.w5 = call float @llvm.sqrt.f32(float %f1.w4)
  %f1.w6 = fadd float %f1.w5, %f1.v5
  %f1.i1 = add i32 %f1.i, 1
  %f1.m = icmp slt i32 %f1.i1, %n
  br i1 %f1.m, label %f1, label %join
join:
  %r = phi float [ %t1.x, %t2 ], [ %f1.v5, %f1 ]
  store float %r, ptr %pa, align 4
  ret void
}
