; A padding undone when a nested replica came after a counterpart (found by
; the differential tester's twin branches, seed 2026 kernel 88; reduced
; e2e kernel: tests/e2e/darm_undo_nested_replica.spmd).
;
; The T side is an if whose arms are [ta, ta2] and [tb (an if), tb2]; the
; F side an if with one arm [fa] and an edge to the join. The ifs pair
; (crossed), so first the F if's edge against [ta, ta2] gets an empty
; counterpart at the join (the join's phi recorded by the padding), then
; fa, a block against the if-arm [tb .. tb2], is replicated into a one-arm
; if (a nested replica, which records the join's phi with the
; counterpart's edge). The meld does not pay. The undo used to restore
; the padding's record first and the replica's after it, leaving the
; join's phi with an edge from the erased counterpart (invalid IR, then a
; crash); it now goes back in the reverse order of the changes, and the
; function is printed exactly as it was read (the replicated block's own
; branch is put back, so the join's predecessors keep their order).
; RUN: %spmdc-opt %s -passes='darm,spmd-verify' -pass-remarks-missed=darm -S -o %t.darm 2>&1 | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.darm
; At threshold 0 the meld still saves less than nothing: undone the same
; way, and the function goes on through widening.
; RUN: %spmdc-opt %s -passes='darm,spmd-verify' -darm-threshold=0 -S -o %t.darm0
; RUN: diff %t.orig %t.darm0
; RUN: %spmdc-opt %s -passes='darm,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output

; CHECK: divergent branch not melded: saves {{-?[0-9]+}} of {{[0-9]+}} cost

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define void @nested_after_counterpart(ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %lf = sitofp i32 %lane to float
  %c = icmp slt i32 %lane, 3
  br i1 %c, label %tif, label %fif

tif:
  %ct = icmp eq i32 %lane, 5
  br i1 %ct, label %ta, label %tb

ta:
  %va = add i32 %lane, 7
  br label %ta2

ta2:
  %pa = phi i32 [ %va, %ta ]
  br label %join

tb:
  %g = fcmp ogt float %lf, 1.0
  %sb = select i1 %g, float %lf, float 1.0
  %cb = icmp eq i32 %lane, 0
  br i1 %cb, label %tb2, label %tb1

tb1:
  br label %tb2

tb2:
  %l = phi i1 [ true, %tb ], [ false, %tb1 ]
  %z = zext i1 %l to i32
  br label %join

fif:
  %cf = icmp eq i32 %lane, 9
  br i1 %cf, label %fa, label %join

fa:
  %g2 = fcmp ogt float %lf, 1.0
  %sf = select i1 %g2, float %lf, float 1.0
  br label %join

join:
  %r = phi i32 [ %pa, %ta2 ], [ %z, %tb2 ], [ 0, %fif ], [ 1, %fa ]
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %r, ptr %p, align 4
  ret void
}
