; A divergent branch into a block that ends in `unreachable` (LLVM's full
; unroller leaves one behind a header test that only ScalarEvolution knows
; never holds, after a call that may not return: spmdc-difftest seed 2212
; kernel 74, e2e reconverge_unreachable_copy). No successor of the branch
; post-dominates it, and neither method could make one: "the CFG is not
; reconverging after the transform". spmd-reconverge now ends such a block
; with a branch to the return, through a block holding just the `ret`
; (divergent-unreachable-value.ll: a return value).
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-verify' --spmd-reconverge=structurize -S | FileCheck %s --check-prefix=STRUCT
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @may_not_return(i32)

; In a loop: the dead block's new edge leaves the loop too.
; CHECK-LABEL: define void @in_loop(
; CHECK-NOT:     {{^ +}}unreachable{{$}}
; CHECK:       dead:
; CHECK-NEXT:    call void @may_not_return(
; CHECK-NEXT:    br label %{{.*}}
; CHECK:       unreachable.return:
; CHECK-NEXT:    ret void
; STRUCT-LABEL: define void @in_loop(
; STRUCT-NOT:    {{^ +}}unreachable{{$}}
; STRUCT:       unreachable.return:
; STRUCT-NEXT:    ret void
define void @in_loop(ptr %out, i32 %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %d = and i32 %lane, 7
  %m = mul i32 %d, -8
  %z = and i32 %m, 7
  %c = icmp slt i32 %k, %z
  br i1 %c, label %dead, label %latch
dead:
  call void @may_not_return(i32 %n)
  unreachable
latch:
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %idx = sext i32 %lane to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %k.next, ptr %p, align 4
  ret void
}

; A return value that dominates the block (here a constant) is returned
; from it too: no phi, and the value stays uniform.
; CHECK-LABEL: define i32 @constant_value(
; CHECK-NOT:     {{^ +}}unreachable{{$}}
; CHECK-NOT:     phi i32
; CHECK:       unreachable.return:
; CHECK-NEXT:    ret i32 7
define i32 @constant_value(i32 %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %c = icmp sgt i32 %lane, %n
  br i1 %c, label %dead, label %join
dead:
  call void @may_not_return(i32 %n)
  unreachable
join:
  ret i32 7
}
