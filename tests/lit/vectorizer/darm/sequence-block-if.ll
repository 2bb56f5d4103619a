; DARM block-region inside a subgraph sequence (MeldSequence.h): a block
; aligned with a one-level if of the other side is replicated into the
; if's shape (replicateInto, as for whole sides), its work opposite the
; if's arm that does the same work, so that block and arm meld instead of
; being two unaligned gaps. Both sides here are [block, loop] against [if,
; loop]: the block (a computation and a store) melds with the arm (the
; same computation and a store to the same address: one unguarded store,
; the T lanes steered into the arm by a constant), the loops meld. In the
; second function a store after the F loop is also unaligned (a guarded
; run); at threshold 0.9 neither meld pays, and both the replication and
; the padding are undone exactly (the output is the input).
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, 12 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a block replicated into the shape of an if it aligns with
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (4 block pairs, 12 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a block replicated into the shape of an if it aligns with
; REMARK-NOT: melded

; CHECK-LABEL: define void @block_vs_if(
; CHECK:         br label %[[B:meld.tb]]
; CHECK:       [[B]]:
; CHECK-NEXT:    %[[P:.*]] = fcmp ogt float %x, 2.500000e-01
; CHECK-NEXT:    %[[S:.*]] = select i1 %c, i1 true, i1 %[[P]]
; CHECK:         br i1 %[[S]], label %[[A:meld.tb.rep]], label %[[L:meld.tl]]
; CHECK:       [[A]]:
; CHECK-NEXT:    %[[K:.*]] = select i1 %c, float 3.000000e+00, float 5.000000e+00
; CHECK-NEXT:    fmul float %x, %[[K]]
; CHECK-NEXT:    fadd float
; CHECK-NEXT:    fmul float
; CHECK-NEXT:    %[[Y:.*]] = fdiv float
; CHECK-NEXT:    store float %[[Y]], ptr %pb
; CHECK-NEXT:    br label %[[L]]
; CHECK:       [[L]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L]], label %join
; CHECK-NOT:   store
; CHECK:       join:
; CHECK-NOT:   {{^}}(tb|fi|farm):

; CHECK-LABEL: define void @block_vs_if_gap(
; CHECK:         br i1 %{{.*}}, label %[[A:meld.tb.rep]], label %[[L:meld.tl]]
; CHECK:       [[A]]:
; CHECK:         store float %{{.*}}, ptr %pb
; CHECK:         br i1 %{{.*}}, label %[[L]], label %[[G:meld.guard.fs]]
; CHECK:       [[G]]:
; CHECK:         br i1 %c, label %[[J:meld.join.fs]], label %[[S:meld.solo.fs]]
; CHECK:       [[S]]:
; CHECK-NEXT:    %{{.*}} = getelementptr inbounds i32, ptr %b, i64 %ix
; CHECK-NEXT:    store i32 7
; CHECK-NEXT:    br label %[[J]]

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

define void @block_vs_if(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %tb, label %fi
tb:
  %y1 = fmul float %x, 3.000000e+00
  %y2 = fadd float %y1, 1.000000e+00
  %y3 = fmul float %y2, %y2
  %y4 = fdiv float %y3, %x
  store float %y4, ptr %pb, align 4
  br label %tl
tl:
  %tl.i = phi i32 [ 0, %tb ], [ %tl.i1, %tl ]
  %tl.v = phi float [ %y4, %tb ], [ %tl.v5, %tl ]
  %tl.v1 = fmul float %tl.v, 1.500000e+00
  %tl.v2 = fadd float %tl.v1, 2.500000e-01
  %tl.v3 = fmul float %tl.v2, %tl.v2
  %tl.v4 = call float @llvm.sqrt.f32(float %tl.v3)
  %tl.v5 = fdiv float %tl.v4, %x
  %tl.i1 = add i32 %tl.i, 1
  %tl.m = icmp slt i32 %tl.i1, %k0
  br i1 %tl.m, label %tl, label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %farm, label %fl
farm:
  %z1 = fmul float %x, 5.000000e+00
  %z2 = fadd float %z1, 1.000000e+00
  %z3 = fmul float %z2, %z2
  %z4 = fdiv float %z3, %x
  store float %z4, ptr %pb, align 4
  br label %fl
fl:
  %fl.i = phi i32 [ 0, %fi ], [ 0, %farm ], [ %fl.i1, %fl ]
  %fl.v = phi float [ %x, %fi ], [ %z4, %farm ], [ %fl.v5, %fl ]
  %fl.v1 = fmul float %fl.v, 2.500000e+00
  %fl.v2 = fadd float %fl.v1, 2.500000e-01
  %fl.v3 = fmul float %fl.v2, %fl.v2
  %fl.v4 = call float @llvm.sqrt.f32(float %fl.v3)
  %fl.v5 = fdiv float %fl.v4, %x
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %fl, label %join
join:
  %r = phi float [ %tl.v5, %tl ], [ %fl.v5, %fl ]
  store float %r, ptr %pa, align 4
  ret void
}

define void @block_vs_if_gap(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %tb, label %fi
tb:
  %y1 = fmul float %x, 3.000000e+00
  %y2 = fadd float %y1, 1.000000e+00
  %y3 = fmul float %y2, %y2
  %y4 = fdiv float %y3, %x
  store float %y4, ptr %pb, align 4
  br label %tl
tl:
  %tl.i = phi i32 [ 0, %tb ], [ %tl.i1, %tl ]
  %tl.v = phi float [ %y4, %tb ], [ %tl.v5, %tl ]
  %tl.v1 = fmul float %tl.v, 1.500000e+00
  %tl.v2 = fadd float %tl.v1, 2.500000e-01
  %tl.v3 = fmul float %tl.v2, %tl.v2
  %tl.v4 = call float @llvm.sqrt.f32(float %tl.v3)
  %tl.v5 = fdiv float %tl.v4, %x
  %tl.i1 = add i32 %tl.i, 1
  %tl.m = icmp slt i32 %tl.i1, %k0
  br i1 %tl.m, label %tl, label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %farm, label %fl
farm:
  %z1 = fmul float %x, 5.000000e+00
  %z2 = fadd float %z1, 1.000000e+00
  %z3 = fmul float %z2, %z2
  %z4 = fdiv float %z3, %x
  store float %z4, ptr %pb, align 4
  br label %fl
fl:
  %fl.i = phi i32 [ 0, %fi ], [ 0, %farm ], [ %fl.i1, %fl ]
  %fl.v = phi float [ %x, %fi ], [ %z4, %farm ], [ %fl.v5, %fl ]
  %fl.v1 = fmul float %fl.v, 2.500000e+00
  %fl.v2 = fadd float %fl.v1, 2.500000e-01
  %fl.v3 = fmul float %fl.v2, %fl.v2
  %fl.v4 = call float @llvm.sqrt.f32(float %fl.v3)
  %fl.v5 = fdiv float %fl.v4, %x
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %fl, label %fs
fs:
  %fl.x = phi float [ %fl.v5, %fl ]
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  store i32 7, ptr %ps, align 4
  br label %join
join:
  %r = phi float [ %tl.v5, %tl ], [ %fl.x, %fs ]
  store float %r, ptr %pa, align 4
  ret void
}
