; spmd-verify reports every violation of the SPMD IR contract as an error
; and changes nothing; a correct module passes silently.
; RUN: not %spmdc-opt %s -passes='spmd-verify' -disable-output 2>&1 | FileCheck %s
; RUN: %spmdc-opt %S/lane-count-finalize.ll -passes='spmd-verify' -disable-output

declare i64 @spmd.lane.index()
declare void @spmd.gang.shared(ptr)

; CHECK-DAG: error: spmd-verify: @spmd.lane.index has the wrong signature
; CHECK-DAG: error: spmd-verify: function @bad_kind has unknown spmd.kind 'kernel'
define void @bad_kind() "spmd.kind"="kernel" {
  ret void
}

; CHECK-DAG: error: spmd-verify: function @two_rets has 2 ret instructions, expected exactly one
define void @two_rets(i1 %c) "spmd.kind"="export" {
entry:
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; CHECK-DAG: error: spmd-verify: function @vec holds a vector value before widening
; CHECK-DAG: error: spmd-verify: the operand of @spmd.gang.shared in @vec is not an alloca
define void @vec(ptr %p) "spmd.kind"="internal" {
  %v = load <4 x i32>, ptr %p
  call void @spmd.gang.shared(ptr %p)
  ret void
}

; CHECK-DAG: error: spmd-verify: widened function @wide still calls @spmd.lane.index
define void @wide() "spmd.kind"="export" "spmd.widened" {
  %t = call i64 @spmd.lane.index()
  ret void
}

; CHECK-DAG: error: spmd-verify: @spmd.loop.end has the wrong signature
; CHECK-DAG: error: spmd-verify: widened function @wide_loop still holds a loop marker
; CHECK-DAG: error: spmd-verify: a loop marker in @loop_by_value names its loop by a value that is not a constant
declare void @spmd.loop.begin(i32)
declare void @spmd.loop.end(i64)
define void @wide_loop() "spmd.kind"="export" "spmd.widened" {
  call void @spmd.loop.begin(i32 0)
  ret void
}
define void @loop_by_value(i32 %n) "spmd.kind"="internal" {
  call void @spmd.loop.begin(i32 %n)
  ret void
}

declare i32 @spmd.unmasked.begin() convergent nomerge nounwind willreturn
declare void @spmd.unmasked.end(i32) convergent nomerge nounwind willreturn

; CHECK-DAG: error: spmd-verify: in @unmasked_escape: an unmasked region is not single-entry single-exit (its begin must dominate its end and the end post-dominate the begin)
define void @unmasked_escape(i1 %c) "spmd.kind"="export" {
entry:
  %r = call i32 @spmd.unmasked.begin()
  br i1 %c, label %a, label %b
a:
  call void @spmd.unmasked.end(i32 %r)
  br label %b
b:
  ret void
}

; CHECK-DAG: error: spmd-verify: in @unmasked_phi: the operand of @spmd.unmasked.end is not a call of @spmd.unmasked.begin
define void @unmasked_phi(i32 %x) "spmd.kind"="export" {
  call void @spmd.unmasked.end(i32 %x)
  ret void
}
