; DARM: loops of different forms given one form before the alignment
; (MeldLoopForm.h), so that they pair.
;  - @while_do1: a `while` loop against a one-block `do` loop (the
;    probe's wd_plain): the `do` loop is rotated into the header-exit
;    form -- a new header with the old header's phis, a first-iteration
;    flag and the exit test computed from the carried values (the compare
;    and the remainder moved out of the latch) -- and the two loops meld:
;    one compare of a selected bound, `or` with the flag for the `do`
;    lanes, the exit values the header phis.
;  - @do_exit_phi_value: the `do` loop's exit value is its header phi (the
;    value at the start of the last iteration): at the new header that is
;    the previous iteration's, carried by a new phi (poison on entry).
;  - @do_postinc: the `do` loop's test reads a header phi's own value
;    (`while (k++ < n)`): at the new header that phi holds the next
;    iteration's value, so the latch's condition is carried in a phi
;    instead (true on entry), the compare left in the latch.
;  - @do1_do: a one-block `do` loop against a `do` loop whose header ends
;    in an if: the one block is split into header and latch (the latch
;    the step and the test), the header replicated into the if's shape.
; With -darm-loop-forms=false nothing is rotated or split; at threshold
; 0.9 nothing pays and every change is undone exactly.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -darm-loop-forms=false -S -o - | FileCheck %s --check-prefix=OFF
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -pass-remarks-missed=darm -S -o %t.undo 2>&1 | FileCheck %s --check-prefix=MISSED
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}, a `do` loop rotated into a `while` loop's form
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}, a `do` loop rotated into a `while` loop's form
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}, a `do` loop rotated into a `while` loop's form
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}, a one-block `do` loop split into header and latch

; CHECK-LABEL: define void @while_do1(
; CHECK:       meld.t.head:
; CHECK-NEXT:    %[[S:.*]] = phi i32
; CHECK-NEXT:    %[[K:.*]] = phi i32
; CHECK-NEXT:    %[[FIRST:.*]] = phi i1
; CHECK-NEXT:    select i1 %c, i32 7, i32 5
; CHECK-NEXT:    srem
; CHECK-NEXT:    %[[TC:.*]] = icmp slt i32 %[[K]], %{{.*}}
; CHECK-NEXT:    %[[TEST:.*]] = or i1 %[[FIRST]], %[[TC]]
; CHECK-NEXT:    %[[SEL:.*]] = select i1 %c, i1 %[[TC]], i1 %[[TEST]]
; CHECK-NEXT:    br i1 %[[SEL]], label %meld.t.body, label %meld.t.exit
; CHECK:       meld.t.exit:
; CHECK-NEXT:    phi i32 [ %[[S]], %meld.t.head ]
; CHECK:       meld.t.body:
; CHECK:         %[[M:.*]] = select i1 %c, i32 3, i32 5
; CHECK-NEXT:    mul nsw i32 %[[S]], %[[M]]
; The `do` side's test moved to the header: none left in the body.
; CHECK-NOT:     icmp
; CHECK:         br label %meld.t.head
; CHECK-NOT:   {{^}}(t.head|f.body|f.body.rot):

; CHECK-LABEL: define void @do_exit_phi_value(
; CHECK:       meld.t.head:
; CHECK:         %[[CARRY:.*]] = phi i32 [ %{{.*}}, %meld.t.body ], [ poison, %meld.t.pre ]
; CHECK:         %[[V:.*]] = select i1 %c, i32 %{{.*}}, i32 %[[CARRY]]
; CHECK:       meld.t.exit:
; CHECK-NEXT:    phi i32 [ %[[V]], %meld.t.head ]
; CHECK-NOT:   {{^}}(t.head|f.body|f.body.rot):

; CHECK-LABEL: define void @do_postinc(
; CHECK:       meld.t.pre:
; CHECK-NEXT:    select i1 %c, i1 poison, i1 true
; CHECK:       meld.t.head:
; CHECK:         %[[TEST:.*]] = phi i1 [ %{{.*}}, %meld.t.body ], [ %{{.*}}, %meld.t.pre ]
; CHECK:         %[[SEL:.*]] = select i1 %c, i1 %{{.*}}, i1 %[[TEST]]
; CHECK-NEXT:    br i1 %[[SEL]], label %meld.t.body, label %meld.t.exit
; CHECK:       meld.t.body:
; CHECK:         %[[FC:.*]] = icmp slt i32 %{{.*}}, %{{.*}}
; CHECK:         select i1 %c, i1 poison, i1 %[[FC]]
; CHECK-NOT:   {{^}}(t.head|f.body|f.body.rot):

; CHECK-LABEL: define void @do1_do(
; CHECK:       meld.t.body:
; CHECK:         select i1 %c, i32 3, i32 5
; CHECK:         br i1 %{{.*}}, label %meld.t.body.rep, label %meld.t.body.latch
; CHECK:       meld.t.body.latch:
; CHECK:         select i1 %c, i32 7, i32 5
; CHECK:         icmp slt i32
; CHECK:         br i1 %{{.*}}, label %meld.t.body, label %meld.t.exit
; CHECK:       meld.f:
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    store i32
; CHECK-NOT:   {{^}}(t.body|f.head|f.latch):

; The missed remarks name the sides' lines, read before the undo deletes
; the new header (after it, a use after free that crashed spmdc).
; MISSED-COUNT-4: remark: <unknown>:0:0: divergent branch not melded: saves

; OFF-NOT: .rot
; OFF-NOT: body.latch:

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; while (k < x % 7) { s = s * 3 + k; k++; }  against
; do { s = s * 5 - k; k++; } while (k < x % 5);
define void @while_do1(ptr "spmd.uniform" %out, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %r = srem i32 %x, 3
  %c = icmp eq i32 %r, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts1, %t.body ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.body ], [ 0, %t.pre ]
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk, %tn
  br i1 %tc, label %t.body, label %t.exit
t.body:
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ]
  %tkv = phi i32 [ %tk, %t.head ]
  br label %join
f.pre:
  br label %f.body
f.body:
  %fs = phi i32 [ %fs1, %f.body ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.body ], [ 0, %f.pre ]
  %fm = mul nsw i32 %fs, 5
  %fs1 = sub nsw i32 %fm, %fk
  %fk1 = add nsw i32 %fk, 1
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk1, %fn
  br i1 %fc, label %f.body, label %f.exit
f.exit:
  %fv = phi i32 [ %fs1, %f.body ]
  %fkv = phi i32 [ %fk1, %f.body ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %kv = phi i32 [ %tkv, %t.exit ], [ %fkv, %f.exit ]
  %sum = add nsw i32 %v, %kv
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %sum, ptr %pout, align 4
  ret void
}

; The same, the `do` loop leaving with its header phi (s before the last
; update): do { p = s; s = s * 5 - k; k++; } while (k < x % 5); out = p.
define void @do_exit_phi_value(ptr "spmd.uniform" %out, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %r = srem i32 %x, 3
  %c = icmp eq i32 %r, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts1, %t.body ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.body ], [ 0, %t.pre ]
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk, %tn
  br i1 %tc, label %t.body, label %t.exit
t.body:
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ]
  br label %join
f.pre:
  br label %f.body
f.body:
  %fs = phi i32 [ %fs1, %f.body ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.body ], [ 0, %f.pre ]
  %fm = mul nsw i32 %fs, 5
  %fs1 = sub nsw i32 %fm, %fk
  %fk1 = add nsw i32 %fk, 1
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk1, %fn
  br i1 %fc, label %f.body, label %f.exit
f.exit:
  %fv = phi i32 [ %fs, %f.body ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}

; while (k < x % 7) { s = s * 3 + k; k++; }  against
; do { s = s * 5 - k; } while (k++ < x % 5);
define void @do_postinc(ptr "spmd.uniform" %out, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %r = srem i32 %x, 3
  %c = icmp eq i32 %r, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts1, %t.body ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.body ], [ 0, %t.pre ]
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk, %tn
  br i1 %tc, label %t.body, label %t.exit
t.body:
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ]
  br label %join
f.pre:
  br label %f.body
f.body:
  %fs = phi i32 [ %fs1, %f.body ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.body ], [ 0, %f.pre ]
  %fm = mul nsw i32 %fs, 5
  %fs1 = sub nsw i32 %fm, %fk
  %fk1 = add nsw i32 %fk, 1
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk, %fn
  br i1 %fc, label %f.body, label %f.exit
f.exit:
  %fv = phi i32 [ %fs1, %f.body ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}

; do { s = s * 3 + k; k++; } while (k < x % 7);  against
; do { s = s * 5 - k; if ((s & 7) == 0) side[i] = s; k++; } while (k < x % 5);
define void @do1_do(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %r = srem i32 %x, 3
  %c = icmp eq i32 %r, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.body
t.body:
  %ts = phi i32 [ %ts1, %t.body ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.body ], [ 0, %t.pre ]
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tk1 = add nsw i32 %tk, 1
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk1, %tn
  br i1 %tc, label %t.body, label %t.exit
t.exit:
  %tv = phi i32 [ %ts1, %t.body ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs1, %f.latch ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.latch ], [ 0, %f.pre ]
  %fm = mul nsw i32 %fs, 5
  %fs1 = sub nsw i32 %fm, %fk
  %fa = and i32 %fs1, 7
  %fz = icmp eq i32 %fa, 0
  br i1 %fz, label %f.if, label %f.latch
f.if:
  %ps = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %fs1, ptr %ps, align 4
  br label %f.latch
f.latch:
  %fk1 = add nsw i32 %fk, 1
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk1, %fn
  br i1 %fc, label %f.head, label %f.exit
f.exit:
  %fv = phi i32 [ %fs1, %f.latch ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}
