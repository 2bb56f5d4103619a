; DARM: a block against an if whose arms are longer than one block (an arm
; holding a block and a loop) inside the subgraph sequences (MeldSequence.h,
; session 12). The block is replicated into the shape of an if with one arm
; (replicateIntoArm: a constant branch steering its lanes into a new block
; holding its work, on the edge of the if's arm most like it, the other
; edge straight to the exit), and the two then pair as ifs of different
; shapes: the block melds with the arm's block doing the same work (one
; computation with a selected constant, one store to the same address),
; the arm's loop runs as one guarded run for the if's lanes, and the if's
; other edge stays an edge. @arm_loop_vs_block: the same with the if on
; the T side. At threshold 0.9 neither pays: replication and padding are
; undone exactly (the output is the input).
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (4 block pairs, 6 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a block replicated into the shape of an if it aligns with, ifs of different shapes given one shape
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (4 block pairs, 6 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a block replicated into the shape of an if it aligns with, ifs of different shapes given one shape
; REMARK-NOT: remark:

; CHECK-LABEL: define void @block_vs_arm_loop(
; CHECK:       meld.tb:
; CHECK-NEXT:    %[[P:[^ ]*]] = fcmp ogt float %x, 2.500000e-01
; CHECK-NEXT:    %[[S:[^ ]*]] = select i1 %c, i1 true, i1 %[[P]]
; CHECK:         br i1 %[[S]], label %[[A:meld.tb.rep]], label %join
; CHECK:       [[A]]:
; CHECK-NEXT:    %[[K:[^ ]*]] = select i1 %c, float 3.000000e+00, float 5.000000e+00
; CHECK-NEXT:    fmul float %x, %[[K]]
; CHECK:         %[[Y:[^ ]*]] = fdiv float
; CHECK:         store float %[[Y]], ptr
; CHECK-NOT:     store
; CHECK:         br label %[[G:meld.guard.floop]]
; CHECK:       [[G]]:
; CHECK:         br i1 %c, label %[[J:meld.join.floop]], label %[[L:meld.solo.floop]]
; CHECK:       [[L]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK:       [[J]]:
; CHECK-NEXT:    phi float [ %{{.*}}, %meld.solo.fexit ], [ %[[Y]], %[[G]] ]
; CHECK:       join:
; CHECK-NOT:   {{^}}(tb|fi|farm|floop|fexit):

; CHECK-LABEL: define void @arm_loop_vs_block(
; CHECK:       meld.farm:
; CHECK-NEXT:    %[[K:[^ ]*]] = select i1 %c, float 5.000000e+00, float 3.000000e+00
; CHECK:         store float
; CHECK-NOT:     store
; CHECK:         br i1 %c, label %{{.*}}, label %{{.*}}
; CHECK:       join:
; CHECK-NOT:   {{^}}(tb|fi|farm|floop|fexit):

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

define void @block_vs_arm_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %tb, label %fi
tb:
  %y1 = fmul float %x, 3.000000e+00
  %y2 = fadd float %y1, 1.000000e+00
  %y3 = fmul float %y2, %y2
  %y4 = fdiv float %y3, %x
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  store float %y4, ptr %pb, align 4
  br label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %farm, label %join
farm:
  %z1 = fmul float %x, 5.000000e+00
  %z2 = fadd float %z1, 1.000000e+00
  %z3 = fmul float %z2, %z2
  %z4 = fdiv float %z3, %x
  %qb = getelementptr inbounds float, ptr %b, i64 %ix
  store float %z4, ptr %qb, align 4
  br label %floop
floop:
  %fl.i = phi i32 [ 0, %farm ], [ %fl.i1, %floop ]
  %fl.v = phi float [ %z4, %farm ], [ %fl.v2, %floop ]
  %fl.v1 = fmul float %fl.v, 2.500000e-01
  %fl.v2 = call float @llvm.sqrt.f32(float %fl.v1)
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %floop, label %fexit
fexit:
  %fl.x = phi float [ %fl.v2, %floop ]
  br label %join
join:
  %r = phi float [ %y4, %tb ], [ %x, %fi ], [ %fl.x, %fexit ]
  store float %r, ptr %pa, align 4
  ret void
}

define void @arm_loop_vs_block(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %fi, label %tb
tb:
  %y1 = fmul float %x, 3.000000e+00
  %y2 = fadd float %y1, 1.000000e+00
  %y3 = fmul float %y2, %y2
  %y4 = fdiv float %y3, %x
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  store float %y4, ptr %pb, align 4
  br label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %farm, label %join
farm:
  %z1 = fmul float %x, 5.000000e+00
  %z2 = fadd float %z1, 1.000000e+00
  %z3 = fmul float %z2, %z2
  %z4 = fdiv float %z3, %x
  %qb = getelementptr inbounds float, ptr %b, i64 %ix
  store float %z4, ptr %qb, align 4
  br label %floop
floop:
  %fl.i = phi i32 [ 0, %farm ], [ %fl.i1, %floop ]
  %fl.v = phi float [ %z4, %farm ], [ %fl.v2, %floop ]
  %fl.v1 = fmul float %fl.v, 2.500000e-01
  %fl.v2 = call float @llvm.sqrt.f32(float %fl.v1)
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %floop, label %fexit
fexit:
  %fl.x = phi float [ %fl.v2, %floop ]
  br label %join
join:
  %r = phi float [ %y4, %tb ], [ %x, %fi ], [ %fl.x, %fexit ]
  store float %r, ptr %pa, align 4
  ret void
}
