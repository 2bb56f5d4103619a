; A loop with no other exit (`while (true)`): the break's statements and the
; code after the loop are one block, split where the frontend's
; @spmd.loop.end(N) marks the loop's end (wfv/ExitPathsInLoops.h): a
; path ends at an end marker whose loop did not begin on the path.
; @while_true's break path (a cross-lane reduce) moves into the loop up to
; the marker; the code after it stays after the loop. @uniform_while_true
; has no divergent branch: nothing moves and the block is whole again. In
; @inner_in_path the break path holds a whole loop of its own (an inlined
; `while (true)`, N = 1, begun on the path): the walk goes past that
; loop's marker to the outer one (N = 0). @return_path: a return's path
; ends at the first marker of the return block. @melded: two loops melded
; into one by DARM, their begin and end markers on the two sides of a
; branch; the break path ends at either end marker. Every marker is gone
; afterwards.
; RUN: %spmdc-opt %s -passes='function(spmd-reconverge),spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

; CHECK-NOT: call void @spmd.loop.

; CHECK-LABEL: define void @while_true(
; CHECK:       exitpath.latch:
; CHECK:         %[[LEFT:exitpath.left[.0-9]*]] = phi i1
; CHECK:         br i1 %[[LEFT]], label %exitpath.out, label %loop
; CHECK:       brk:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %cnt = call i32 @spmd.reduce.add.i32(i32 1)
; CHECK-NEXT:    %s = add i32 %r, %cnt
; CHECK-NEXT:    br label %exitpath.leave
; CHECK:       exitpath.out:
; CHECK-NEXT:    %[[S:.*]] = phi i32
; CHECK-NEXT:    store i32 %[[S]], ptr %p
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @uniform_while_true(
; CHECK-NOT:   exitpath
; CHECK:       brk:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %cnt = call i32 @spmd.reduce.add.i32(i32 1)
; CHECK-NEXT:    %s = add i32 %r, %cnt
; CHECK-NEXT:    store i32 %s, ptr %a
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @inner_in_path(
; CHECK:       exitpath.latch:
; CHECK:       brk:
; CHECK:         call i32 @spmd.reduce.add.i32(i32 1)
; CHECK:       inner:
; CHECK:       after.inner:
; CHECK-NEXT:    %m.lcssa = phi
; CHECK-NEXT:    call i32 @spmd.reduce.add.i32(i32 2)
; CHECK:         br label %exitpath.leave
; CHECK:       exitpath.out:
; CHECK-NEXT:    %[[S:.*]] = phi i32
; CHECK-NEXT:    store i32 %[[S]], ptr %p

; CHECK-LABEL: define void @return_path(
; CHECK:       exitpath.latch:
; CHECK:       ret:
; CHECK:         %res = call i32 @spmd.reduce.add.i32(i32 %k.lcssa)
; CHECK:       exitpath.leave:
; CHECK:       return:
; CHECK-NEXT:    store i32 %[[R:.*]], ptr %p
; CHECK-NEXT:    ret void
; CHECK:       exitpath.out:
; CHECK-NEXT:    %[[R]] = phi i32

; CHECK-LABEL: define void @melded(
; CHECK:       exitpath.latch:
; CHECK:       bt:
; CHECK-NEXT:    %r1 = call i32 @spmd.reduce.add.i32(i32 1)
; CHECK-NEXT:    br label %exitpath.leave{{[0-9]*}}
; CHECK:       join:
; CHECK-NEXT:    phi
; CHECK-NEXT:    store

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.reduce.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @spmd.loop.begin(i32) nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @spmd.loop.end(i32) nounwind willreturn memory(inaccessiblemem: readwrite)

define void @while_true(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  call void @spmd.loop.begin(i32 0)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %hit = icmp sgt i32 %k1, %v
  br i1 %hit, label %brk, label %loop
brk:
  %r = phi i32 [ %k1, %loop ]
  %cnt = call i32 @spmd.reduce.add.i32(i32 1)
  %s = add i32 %r, %cnt
  call void @spmd.loop.end(i32 0)
  store i32 %s, ptr %p, align 4
  ret void
}

define void @uniform_while_true(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  call void @spmd.loop.begin(i32 0)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %hit = icmp sgt i32 %k1, %n
  br i1 %hit, label %brk, label %loop
brk:
  %r = phi i32 [ %k1, %loop ]
  %cnt = call i32 @spmd.reduce.add.i32(i32 1)
  %s = add i32 %r, %cnt
  call void @spmd.loop.end(i32 0)
  store i32 %s, ptr %a, align 4
  ret void
}

define void @inner_in_path(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  call void @spmd.loop.begin(i32 0)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %hit = icmp sgt i32 %k1, %v
  br i1 %hit, label %brk, label %loop
brk:
  %r = phi i32 [ %k1, %loop ]
  %c1 = call i32 @spmd.reduce.add.i32(i32 1)
  call void @spmd.loop.begin(i32 1)
  br label %inner
inner:
  %m = phi i32 [ 0, %brk ], [ %m1, %inner ]
  %m1 = add i32 %m, 1
  %done = icmp sgt i32 %m1, %r
  br i1 %done, label %after.inner, label %inner
after.inner:
  %m.lcssa = phi i32 [ %m1, %inner ]
  call void @spmd.loop.end(i32 1)
  %c2 = call i32 @spmd.reduce.add.i32(i32 2)
  %s = add i32 %m.lcssa, %c2
  call void @spmd.loop.end(i32 0)
  store i32 %s, ptr %p, align 4
  ret void
}

define void @return_path(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %v = call i32 @spmd.lane.index()
  %idx = sext i32 %v to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  call void @spmd.loop.begin(i32 3)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %hit = icmp sgt i32 %k1, %v
  br i1 %hit, label %ret, label %loop
ret:
  %k.lcssa = phi i32 [ %k1, %loop ]
  %res = call i32 @spmd.reduce.add.i32(i32 %k.lcssa)
  br label %return
return:
  call void @spmd.loop.end(i32 4)
  call void @spmd.loop.end(i32 3)
  store i32 %res, ptr %p, align 4
  ret void
}

define void @melded(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %odd = and i32 %v, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %t, label %f
t:
  call void @spmd.loop.begin(i32 5)
  br label %loop
f:
  call void @spmd.loop.begin(i32 6)
  br label %loop
loop:
  %k = phi i32 [ 0, %t ], [ 0, %f ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %hit = icmp sgt i32 %k1, %v
  br i1 %hit, label %brk, label %loop
brk:
  %kl = phi i32 [ %k1, %loop ]
  br i1 %c, label %bt, label %bf
bt:
  %r1 = call i32 @spmd.reduce.add.i32(i32 1)
  call void @spmd.loop.end(i32 5)
  br label %join
bf:
  call void @spmd.loop.end(i32 6)
  br label %join
join:
  %r = phi i32 [ %r1, %bt ], [ %kl, %bf ]
  store i32 %r, ptr %p, align 4
  ret void
}
