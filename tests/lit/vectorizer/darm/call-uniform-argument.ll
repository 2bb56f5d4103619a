; Calls of an SPMD function (a recursive or noinline one, here its masked
; variant) whose uniform parameter gets a different value on each side are
; not melded: melded, the parameter would take a select on the divergent
; condition, a varying value that spmd-widen rejects ("a varying value
; passed to a uniform parameter"; main's DARM did this at threshold 0).
; Found with the differential tester's twin branches (seed 14101 kernel
; 493, where the calls stayed apart but a uniform argument computed in one
; guarded run reached its call in a later one through poison phis, which
; reconvergence blends inside a loop: such a region is not melded either,
; splitsUniformArgument, "a uniform argument of a call would cross a
; guarded run").
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --input-file %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-variants,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output

; REMARK-NOT: melded the two sides
; CHECK-LABEL: define void @calls_with_uniform_depths(
; CHECK: call i32 @rec.masked(i1 true, i32 %dt, i32 %xt)
; CHECK: call i32 @rec.masked(i1 true, i32 %df, i32 %xf)

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define internal i32 @rec.masked(i1 %__mask, i32 "spmd.uniform" %d, i32 %x) "spmd.kind"="internal" {
entry:
  %s = add i32 %x, %d
  ret i32 %s
}

define void @calls_with_uniform_depths(ptr "spmd.uniform" %out, i32 "spmd.uniform" %n, i32 "spmd.uniform" %m) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %c = icmp slt i32 %lane, 3
  br i1 %c, label %t, label %f

t:
  %dt = and i32 %n, 3
  %xt = mul i32 %lane, 5
  %rt = call i32 @rec.masked(i1 true, i32 %dt, i32 %xt)
  %yt = add i32 %rt, 11
  br label %join

f:
  %df = and i32 %m, 3
  %xf = mul i32 %lane, 7
  %rf = call i32 @rec.masked(i1 true, i32 %df, i32 %xf)
  %yf = add i32 %rf, 13
  br label %join

join:
  %r = phi i32 [ %yt, %t ], [ %yf, %f ]
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %r, ptr %p, align 4
  ret void
}
