; A divergent branch into a block that ends in `unreachable`
; (divergent-unreachable.ll) in an export function returning a value that
; does not dominate the block: the value comes to the `ret` through a phi,
; poison from the block. The phi joins a divergent branch, so spmd-widen
; would call the return value varying; spmd-unroll-private-loops, which
; left such blocks (spmdc-difftest seed 2212 kernel 74), no longer does
; (lit driver/unroll-private-loops-dead-copy.spmd).
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-verify' --spmd-reconverge=structurize -S | FileCheck %s --check-prefix=STRUCT

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @may_not_return(i32)

; CHECK-LABEL: define i32 @with_value(
; CHECK-NOT:     {{^ +}}unreachable{{$}}
; CHECK:       unreachable.return:
; CHECK-NEXT:    %return.value{{.*}} = phi i32 [ %v, %{{.*}} ], [ {{undef|poison}}, %{{.*}} ]
; CHECK-NEXT:    ret i32 %return.value
; STRUCT-LABEL: define i32 @with_value(
; STRUCT-NOT:     {{^ +}}unreachable{{$}}
; STRUCT:       unreachable.return:
; STRUCT-NEXT:    ret i32
define i32 @with_value(i32 %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %c = icmp sgt i32 %lane, %n
  br i1 %c, label %dead, label %join
dead:
  call void @may_not_return(i32 %n)
  unreachable
join:
  %v = add i32 %n, 1
  ret i32 %v
}
