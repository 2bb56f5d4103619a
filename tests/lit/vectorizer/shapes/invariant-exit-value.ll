; Temporal divergence and loop invariance: lanes leave a loop with a
; divergent exit in different iterations, so a value defined in the loop and
; used after it is normally varying. Not when the value is the same in every
; iteration: here a load of a gang-shared (uniform, in-memory) counter that
; nothing in the loop writes. Its LCSSA phi and the increment after the loop
; are uniform, so the store back to the counter is a scalar store (it was an
; error, "cannot vectorize a varying volatile or atomic store", before; found
; by spmdc-difftest, seed 7001 kernel 169). When the loop writes the loaded
; object, or the value is a header phi, it stays varying.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes;lanes=8>' -disable-output 2>&1 | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s --check-prefix=WIDEN

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr)

; CHECK-LABEL: shapes for function 'invariant':
; CHECK:      %k.in: uniform
; CHECK:      br in %loop: divergent
; CHECK:      %k.lcssa: uniform
; CHECK-NEXT: %d.lcssa: varying
; CHECK-NEXT: %k.next: uniform
; WIDEN-LABEL: define void @invariant(
; WIDEN:         %k.next = add i32 %k.lcssa, 1
; WIDEN-NEXT:    store volatile i32 %k.next, ptr %k, align 4
define void @invariant(ptr %out, ptr %in) "spmd.kind"="export" {
entry:
  %k = alloca i32, align 4
  call void @spmd.gang.shared(ptr %k)
  store volatile i32 0, ptr %k, align 4
  %tid = call i32 @spmd.lane.index()
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %x = load i32, ptr %p, align 4
  br label %loop
loop:
  %d = phi i32 [ %x, %entry ], [ %d.next, %loop ]
  %k.in = load i32, ptr %k, align 4
  %d.next = sub i32 %d, %k.in
  %more = icmp sgt i32 %d.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %k.lcssa = phi i32 [ %k.in, %loop ]
  %d.lcssa = phi i32 [ %d, %loop ]
  %k.next = add i32 %k.lcssa, 1
  store volatile i32 %k.next, ptr %k, align 4
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %d.lcssa, ptr %q, align 4
  ret void
}

; The loop stores to the object it loads: the load is not invariant.
; CHECK-LABEL: shapes for function 'written':
; CHECK:      %v.in: uniform
; CHECK:      %v.lcssa: varying
define void @written(ptr %out, ptr %in) "spmd.kind"="export" {
entry:
  %v = alloca i32, align 4
  store i32 0, ptr %v, align 4
  %tid = call i32 @spmd.lane.index()
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %x = load i32, ptr %p, align 4
  br label %loop
loop:
  %d = phi i32 [ %x, %entry ], [ %d.next, %loop ]
  %v.in = load i32, ptr %v, align 4
  %v.inc = add i32 %v.in, 1
  store i32 %v.inc, ptr %v, align 4
  %d.next = sub i32 %d, 1
  %more = icmp sgt i32 %d.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %v.lcssa = phi i32 [ %v.in, %loop ]
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v.lcssa, ptr %q, align 4
  ret void
}

; Stores through an argument pointer in the loop cannot reach a counter
; whose address never escapes (its uses are loads, stores to it and the
; gang-shared marker): still invariant (seed 7001, kernel 1072).
; CHECK-LABEL: shapes for function 'private_counter':
; CHECK:      %k.lcssa: uniform
define void @private_counter(ptr %out, ptr %in) "spmd.kind"="export" {
entry:
  %k = alloca i32, align 4
  call void @spmd.gang.shared(ptr %k)
  store volatile i32 0, ptr %k, align 4
  %tid = call i32 @spmd.lane.index()
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  %x = load i32, ptr %p, align 4
  br label %loop
loop:
  %d = phi i32 [ %x, %entry ], [ %d.next, %loop ]
  %k.in = load i32, ptr %k, align 4
  store i32 %d, ptr %q, align 4
  %d.next = sub i32 %d, %k.in
  %more = icmp sgt i32 %d.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %k.lcssa = phi i32 [ %k.in, %loop ]
  %k.next = add i32 %k.lcssa, 1
  store volatile i32 %k.next, ptr %k, align 4
  ret void
}

; The same with the counter's address stored to memory: the store through
; %q might write it, so the load is not invariant.
; CHECK-LABEL: shapes for function 'escaped_counter':
; CHECK:      %k.lcssa: varying
define void @escaped_counter(ptr %out, ptr %in, ptr %leak) "spmd.kind"="export" {
entry:
  %k = alloca i32, align 4
  call void @spmd.gang.shared(ptr %k)
  store ptr %k, ptr %leak, align 8
  store volatile i32 0, ptr %k, align 4
  %tid = call i32 @spmd.lane.index()
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  %x = load i32, ptr %p, align 4
  br label %loop
loop:
  %d = phi i32 [ %x, %entry ], [ %d.next, %loop ]
  %k.in = load i32, ptr %k, align 4
  store i32 %d, ptr %q, align 4
  %d.next = sub i32 %d, %k.in
  %more = icmp sgt i32 %d.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %k.lcssa = phi i32 [ %k.in, %loop ]
  store i32 %k.lcssa, ptr %q, align 4
  ret void
}
