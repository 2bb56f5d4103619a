; DARM on sides that are sequences of subgraphs: an `if` (with a one-sided
; store) followed by a loop, against a loop alone. The sequences [if, block,
; loop] and [block, loop] align with the `if` unaligned; the side with the
; loop alone gets an empty copy of the `if` in front (a constant branch past
; an empty arm), so the sequences line up: the `if` runs on its own lanes
; behind one guard (its own branch inside), the loops meld into one loop (each lane leaves on its own side's
; condition), in the original order. Verifier clean. (The T loop is
; divergent, the F loop uniform: since session 17 the uniform loop's blocks
; are priced as plain branches and the meld is refused at the default
; threshold with the generic costs -- the same shape runs 0.83-0.98x melded
; on avx2, docs/darm.md -- so the structure is checked at threshold 0.)
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-replicate -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-replicate -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>' -darm-replicate -pass-remarks-missed=darm -disable-output 2>&1 | FileCheck %s --check-prefix=DEFAULT
; DEFAULT: divergent branch not melded

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (4 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)

; CHECK-LABEL: define void @if_then_loop(
; CHECK:       entry:
; CHECK:         br label %[[G:meld.guard.s]]
; The `if` runs once, guarded as a whole on the T lanes: its own branch
; inside, no select, no second guard around the store.
; CHECK:       [[G]]:
; CHECK-NEXT:    br i1 %c, label %[[S:meld.solo.s]], label %[[J:meld.join.s]]
; CHECK:       [[S]]:
; CHECK-NEXT:    %[[P:.*]] = fcmp ogt float %x, 7.500000e-01
; CHECK-NEXT:    br i1 %[[P]], label %[[A:meld.solo.arm]], label %[[J]]
; CHECK:       [[A]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK-NEXT:    br label %[[J]]
; CHECK:       [[J]]:
; CHECK-NEXT:    br label %[[M:meld.*]]
; CHECK:       [[M]]:
; CHECK-NEXT:    br label %[[L:meld.*]]
; CHECK:       [[L]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         %[[E:.*]] = select i1 %c, i1 %mt{{.*}}, i1 %mf
; CHECK-NEXT:    br i1 %[[E]], label %[[L]], label %join
; CHECK:       join:
; CHECK-NOT:   {{^}}loopt:
; CHECK-NOT:   .rep
define void @if_then_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %s, label %fe
s:
  %p = fcmp ogt float %x, 7.500000e-01
  br i1 %p, label %arm, label %m
arm:
  store i32 1, ptr %ps, align 4
  br label %m
m:
  br label %loopt
loopt:
  %it = phi i32 [ 0, %m ], [ %it1, %loopt ]
  %vt = phi float [ %x, %m ], [ %vt5, %loopt ]
  %vt1 = fmul float %vt, 1.500000e+00
  %vt2 = fadd float %vt1, 2.500000e-01
  %vt3 = fmul float %vt2, %vt2
  %vt4 = call float @llvm.sqrt.f32(float %vt3)
  %vt5 = fdiv float %vt4, %x
  %it1 = add i32 %it, 1
  %mt = icmp slt i32 %it1, %k0
  br i1 %mt, label %loopt, label %join
fe:
  br label %loopf
loopf:
  %if = phi i32 [ 0, %fe ], [ %if1, %loopf ]
  %vf = phi float [ %x, %fe ], [ %vf5, %loopf ]
  %vf1 = fmul float %vf, 2.500000e+00
  %vf2 = fadd float %vf1, 2.500000e-01
  %vf3 = fmul float %vf2, %vf2
  %vf4 = call float @llvm.sqrt.f32(float %vf3)
  %vf5 = fdiv float %vf4, %x
  %if1 = add i32 %if, 1
  %mf = icmp slt i32 %if1, %n
  br i1 %mf, label %loopf, label %join
join:
  %r = phi float [ %vt5, %loopt ], [ %vf5, %loopf ]
  store float %r, ptr %pa, align 4
  ret void
}
