; DARM subgraph-sequence alignment (MeldSequence.h): the unaligned
; subgraphs of one side between two aligned pairs form one run, padded
; with one empty counterpart and emitted as one guarded run: one guard, one
; copy of the whole run (a block, then a loop), one join. The alignment
; prices a run's guard once (an affine gap cost), not once per subgraph.
; Verifier clean, also through spmd-reconverge and spmd-widen; undone
; exactly when it does not pay.
; -darm-loop-recurrences=false: the shapes pair a divergent loop with a
; uniform one, whose latency terms (session 23) move the estimate; the
; test checks the alignment, not that price.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-loop-recurrences=false -darm-threshold=0 -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-loop-recurrences=false -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-loop-recurrences=false -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK-NOT: melded

; [L1, B, L2] against [L1']: L1 pairs with L1'; B and L2 (a block and a
; loop, consecutive on the T side) run together behind one guard: the
; block's store, then the loop, then one join blending the loop's value
; with the F side's.
; CHECK-LABEL: define void @block_then_loop_unaligned(
; CHECK:         br label %[[L1:meld.t1]]
; CHECK:       [[L1]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L1]], label %[[G:meld.guard.tb]]
; CHECK:       [[G]]:
; CHECK:         br i1 %c, label %[[B:meld.solo.tb]], label %[[JN:meld.join.tb]]
; CHECK:       [[B]]:
; CHECK-NEXT:    store i32 7, ptr %ps
; CHECK-NEXT:    br label %[[L2:meld.solo.t2]]
; CHECK:       [[L2]]:
; CHECK-NOT:     select
; CHECK:         br i1 %{{.*}}, label %[[L2]], label %[[JN]]
; CHECK:       [[JN]]:
; CHECK-NEXT:    %[[R:.*]] = phi float [ %{{.*}}, %[[L2]] ], [ %{{.*}}, %[[G]] ]
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    store float %[[R]], ptr %pa
; CHECK-NOT:   meld.guard
; CHECK-NOT:   .seq{{[0-9]*}}:
define void @block_then_loop_unaligned(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %t1, label %f1
t1:
  %t1.i = phi i32 [ 0, %entry ], [ %t1.i1, %t1 ]
  %t1.v = phi float [ %x, %entry ], [ %t1.w, %t1 ]
  %t1.v1 = fmul float %t1.v, 1.500000e+00
  %t1.v2 = fadd float %t1.v1, 2.500000e-01
  %t1.v3 = call float @llvm.sqrt.f32(float %t1.v2)
  %t1.w = fdiv float %t1.v3, %x
  %t1.i1 = add i32 %t1.i, 1
  %t1.m = icmp slt i32 %t1.i1, %k0
  br i1 %t1.m, label %t1, label %tb
tb:
  %t1.x = phi float [ %t1.w, %t1 ]
  store i32 7, ptr %ps, align 4
  br label %t2
t2:
  %t2.i = phi i32 [ 0, %tb ], [ %t2.i1, %t2 ]
  %t2.v = phi float [ %t1.x, %tb ], [ %t2.w, %t2 ]
  %t2.w = fadd float %t2.v, 1.000000e+00
  %t2.i1 = add i32 %t2.i, 1
  %t2.m = icmp slt i32 %t2.i1, %n
  br i1 %t2.m, label %t2, label %join
f1:
  %f1.i = phi i32 [ 0, %entry ], [ %f1.i1, %f1 ]
  %f1.v = phi float [ %x, %entry ], [ %f1.w, %f1 ]
  %f1.v1 = fmul float %f1.v, 2.500000e+00
  %f1.v2 = fadd float %f1.v1, 2.500000e-01
  %f1.v3 = call float @llvm.sqrt.f32(float %f1.v2)
  %f1.w = fdiv float %f1.v3, %x
  %f1.i1 = add i32 %f1.i, 1
  %f1.m = icmp slt i32 %f1.i1, %n
  br i1 %f1.m, label %f1, label %join
join:
  %r = phi float [ %t2.w, %t2 ], [ %f1.w, %f1 ]
  store float %r, ptr %pa, align 4
  ret void
}
