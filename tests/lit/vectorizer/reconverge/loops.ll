; Divergent loops with break, continue and return: after the transform
; every divergent branch has a post-dominating successor (checked by
; spmd-widen, which refuses any other CFG), and LCSSA holds.
; RUN: %spmdc-opt %s -passes='spmd-reconverge' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge' --spmd-reconverge=structurize -S | FileCheck %s --check-prefix=STRUCT
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<4>' -disable-output
; RUN: %spmdc-opt %s -passes='spmd-reconverge,lcssa,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; for (j = 0; j < v; j++) { if (x[j] == 7) break; if (j % 3 == v) continue; acc += j; }
; With a single loop exit this CFG is already reconverging (every divergent
; branch has the exit or the latch as post-dominating successor): unchanged.
; CHECK-LABEL: define void @break_continue(
; CHECK-NOT:   flow
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ %acc, %loop ], [ -1, %body ]
; CHECK-LABEL: define void @ret_in_loop(
; CHECK:       inner:
; CHECK:         br i1 %ck, label %inner.body, label %[[F0:flow[0-9]*]]
; CHECK:       inner.body:
; CHECK:         br i1 %ret, label %[[F0]], label %inner
; CHECK:       [[F0]]:
; CHECK:         br i1 %{{.*}}, label %outer.latch, label %[[F1:flow[0-9]*]]
; CHECK:       [[F1]]:
; CHECK:         br i1 %{{.*}}, label %done, label %return
; CHECK:       ret void
; STRUCT-LABEL: define void @break_continue(
; STRUCT-NOT:   Flow
; STRUCT:       exit:
; STRUCT-NEXT:    %r = phi i32 [ %acc, %loop ], [ -1, %body ]
define void @break_continue(ptr %a, ptr %b) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %c = icmp slt i32 %j, %v
  br i1 %c, label %body, label %exit
body:
  %j64 = sext i32 %j to i64
  %q = getelementptr inbounds i32, ptr %b, i64 %j64
  %bj = load i32, ptr %q, align 4
  %is7 = icmp eq i32 %bj, 7
  br i1 %is7, label %exit, label %cont
cont:
  %m = srem i32 %j, 3
  %skip = icmp eq i32 %m, %v
  br i1 %skip, label %latch, label %add
add:
  %acc2 = add nsw i32 %acc, %j
  br label %latch
latch:
  %acc1 = phi i32 [ %acc, %cont ], [ %acc2, %add ]
  %j1 = add nsw i32 %j, 1
  br label %loop
exit:
  %r = phi i32 [ %acc, %loop ], [ -1, %body ]
  store i32 %r, ptr %p, align 4
  ret void
}

; A return from inside a nested loop goes to the single exit block: the
; loops get single exits (guard blocks) and Flow blocks.
; STRUCT-LABEL: define void @ret_in_loop(
; STRUCT:       loop.exit.guard
; STRUCT:       Flow
; STRUCT:       ret void
define void @ret_in_loop(ptr %a, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %ci = icmp slt i32 %i, %n
  br i1 %ci, label %inner, label %done
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner.body ]
  %ck = icmp slt i32 %k, %v
  br i1 %ck, label %inner.body, label %outer.latch
inner.body:
  %s = add nsw i32 %k, %i
  %ret = icmp eq i32 %s, 9
  %k1 = add nsw i32 %k, 1
  br i1 %ret, label %return, label %inner
outer.latch:
  %i1 = add nsw i32 %i, 1
  br label %outer
done:
  store i32 %i, ptr %p, align 4
  br label %return
return:
  ret void
}
