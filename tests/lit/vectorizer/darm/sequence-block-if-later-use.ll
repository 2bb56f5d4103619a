; A block aligned with an if inside a subgraph sequence is not replicated
; into the if's shape when a value it defines is used later than its
; successor's phis (found by the differential tester's twin branches, seed
; 14001 kernel 365, and the generator's tuning sample 2027:73).
;
; T is [blk, loop]: the loop runs %k times and the join takes blk's %m
; through the loop's exit. F is a one-level if whose arm does blk's work.
; Replicated into the if's shape, blk's work moved into the arm that pairs
; with F's, which does not dominate the loop or its exit any more: at
; threshold 0 (where the pair paid) DARM left "Instruction does not
; dominate all uses" behind. Such a block now does not pair with an if
; (definesValuesUsedLater); a whole side's block, followed only by the
; join, still does (replicate.ll, sequence-block-if.ll).
; RUN: %spmdc-opt %s -passes='darm,spmd-verify' -darm-threshold=0 -pass-remarks=darm -S -o %t.darm 2>&1 | FileCheck %s --allow-empty
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.darm
; RUN: %spmdc-opt %s -passes='darm,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output

; CHECK-NOT: melded the two sides

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define void @block_value_used_after_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds double, ptr %a, i64 %ix
  %x = load double, ptr %pa, align 8
  %c = icmp slt i32 %lane, 4
  br i1 %c, label %blk, label %fif

; T: a block, then a loop; the loop's exit takes the block's %m to the join.
blk:
  %lt = fcmp olt double %x, 1.0
  %m = select i1 %lt, double %x, double 1.0
  %k = fptosi double %m to i32
  br label %loop

loop:
  %i = phi i32 [ 0, %blk ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %k
  br i1 %more, label %loop, label %join

; F: a one-level if whose arm does the block's work.
fif:
  %cf = icmp eq i32 %lane, 9
  br i1 %cf, label %arm, label %join

arm:
  %lt2 = fcmp olt double %x, 2.0
  %m2 = select i1 %lt2, double %x, double 2.0
  %k2 = fptosi double %m2 to i32
  br label %join

join:
  %r = phi double [ %m, %loop ], [ 0.0, %fif ], [ %m2, %arm ]
  %po = getelementptr inbounds double, ptr %out, i64 %ix
  store double %r, ptr %po, align 8
  ret void
}
