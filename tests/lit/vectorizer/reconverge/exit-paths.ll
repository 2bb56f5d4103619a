; spmd-reconverge moves into the loop the break paths that hold work the
; gang sees as a whole (wfv/ExitPathsInLoops.h), so that it runs in the
; iteration where the lanes leave: @reduce_in_break's path (a cross-lane
; reduce) goes through the new latch exitpath.latch, which branches back to
; the header or out on exitpath.left. @plain_break's path (per-lane work
; only) and @after_loop's code after the loop's only exit stay where they
; are.
; RUN: %spmdc-opt %s -passes='function(spmd-reconverge),spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

; CHECK-LABEL: define void @reduce_in_break(
; CHECK:       exitpath.latch:
; CHECK-NEXT:    %[[LEFT:exitpath.left[.0-9]*]] = phi i1 [ false, %latch ], [ {{true|%.*}}, %flow ]
; CHECK:         br i1 %[[LEFT]], label %{{.*}}, label %loop
; CHECK:       brk:
; CHECK-NEXT:    call i32 @spmd.reduce.add.i32(i32 1)
; CHECK:       exitpath.leave:
; CHECK:       latch:
; CHECK-NEXT:    %j1 = add i32 %j, 1
; CHECK-NEXT:    br label %exitpath.latch
; CHECK:       ret void
; CHECK:       exitpath.out:
; CHECK-NEXT:    br label %end

; CHECK-LABEL: define void @plain_break(
; CHECK-NOT:   exitpath
; CHECK:       ret void

; CHECK-LABEL: define void @after_loop(
; CHECK-NOT:   exitpath
; CHECK:       ret void

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.reduce.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)

define void @reduce_in_break(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %c = icmp slt i32 %j, 4
  br i1 %c, label %body, label %end
body:
  %hit = icmp eq i32 %v, %j
  br i1 %hit, label %brk, label %latch
brk:
  %n = call i32 @spmd.reduce.add.i32(i32 1)
  %r = add i32 %n, %j
  br label %end
latch:
  %j1 = add i32 %j, 1
  br label %loop
end:
  %res = phi i32 [ -1, %loop ], [ %r, %brk ]
  store i32 %res, ptr %p, align 4
  ret void
}

define void @plain_break(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %c = icmp slt i32 %j, 4
  br i1 %c, label %body, label %end
body:
  %hit = icmp eq i32 %v, %j
  br i1 %hit, label %brk, label %latch
brk:
  %r = mul i32 %j, 10
  br label %end
latch:
  %j1 = add i32 %j, 1
  br label %loop
end:
  %res = phi i32 [ -1, %loop ], [ %r, %brk ]
  store i32 %res, ptr %p, align 4
  ret void
}

define void @after_loop(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %v
  br i1 %c, label %loop, label %end
end:
  %n = call i32 @spmd.reduce.add.i32(i32 %j1)
  store i32 %n, ptr %p, align 4
  ret void
}
