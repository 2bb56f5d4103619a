; DARM: two loops whose bodies differ, with exits beyond the header's
; (MeldSubgraph.h, LoopCut). A loop is cut at the blocks that leave it --
; a header that tests and exits, a `break` after other work, a `do` loop's
; latch -- into segments between them; two loops with the same exit
; structure pair: the exiting blocks meld in order as block pairs (one
; loop, each lane leaving at each exit on its own side's condition, the
; exit phis keeping each lane's value from the iteration it left in), a
; `do` loop's header subgraphs pair with each other, and the segments align
; as subgraph sequences (an unaligned one runs as one guarded run).
;  - @loop_break: [header exit, break after work, if, latch] against
;    [header exit, break after work, latch]: the breaks' blocks meld (their
;    compares against 1000 and 2000 one compare of a selected bound), the
;    if runs guarded inside the melded loop.
;  - @loop_break_crossed: the F break block stays in the loop on its true
;    edge: its compare is inverted first.
;  - @do_loops: `do` loops, the test in the latch: [if, latch] against
;    [if, if, latch]: the headers' ifs pair, the second if runs guarded.
;  - @do_ifs: `do` loops whose headers end in a triangle and a diamond:
;    the header subgraphs pair as ifs of different shapes (the triangle's
;    missing arm an empty block), one store of both sides' side[i].
;  - @do_against_while: a `do` loop against a `while` loop: since session
;    17 the `do` loop is rotated into the header-exit form first
;    (MeldLoopForm.h; loop-forms.ll has the details), and the two meld.
;  - @break_against_plain: a loop with a break against one without:
;    different exit structures, never paired as loops: nothing melds.
; At threshold 0.9 nothing pays and every change is undone exactly.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}loops with different bodies melded (bodies aligned)
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}loops with different bodies melded (bodies aligned)
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}loops with different bodies melded (bodies aligned)
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}ifs of different shapes given one shape, loops with different bodies melded (bodies aligned)
; REMARK-DAG: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{.*}}, a `do` loop rotated into a `while` loop's form
; REMARK-NOT: loops with different bodies melded

; CHECK-LABEL: define void @loop_break(
; CHECK:       meld.t.head:
; CHECK:         %[[D:.*]] = select i1 %c, i32 7, i32 5
; CHECK-NEXT:    %[[N:.*]] = srem i32 %x, %[[D]]
; CHECK-NEXT:    %[[TC:.*]] = icmp slt i32 %{{.*}}, %[[N]]
; CHECK-NEXT:    br i1 %[[TC]], label %meld.t.body, label %meld.t.exit
; CHECK:       meld.t.body:
; CHECK:         %[[L:.*]] = select i1 %c, i32 1000, i32 2000
; CHECK-NEXT:    %[[BIG:.*]] = icmp sgt i32 %{{.*}}, %[[L]]
; CHECK-NEXT:    br i1 %[[BIG]], label %meld.t.exit, label %{{.*}}
; CHECK:         br i1 %c, label %meld.solo.t.cont
; CHECK:       meld.solo.t.if:
; CHECK:         store i32 %{{.*}}, ptr %{{.*}}, align 4
; CHECK:       meld.t.latch:
; CHECK:         br label %meld.t.head
; CHECK:       meld.t.exit:
; CHECK-NEXT:    phi i32 [ %{{.*}}, %meld.t.head ], [ %{{.*}}, %meld.t.body ]
; CHECK-NOT:   {{^}}(t.head|f.head|t.body|f.body):

; CHECK-LABEL: define void @loop_break_crossed(
; CHECK:       meld.t.body:
; CHECK:         %[[BIG2:.*]] = icmp sgt i32 %{{.*}}, %{{.*}}
; CHECK-NOT:     icmp sle
; CHECK:         br i1 %[[BIG2]], label %meld.t.exit, label %{{.*}}
; CHECK-NOT:   {{^}}(t.head|f.head|t.body|f.body):

; CHECK-LABEL: define void @do_loops(
; CHECK:       meld.t.head:
; CHECK:         select i1 %c, i32 3, i32 5
; CHECK:         select i1 %c, i32 4, i32 8
; CHECK:         br i1 %{{.*}}, label %meld.t.if, label %meld.guard.f.mid
; CHECK:       meld.t.if:
; CHECK:         store i32 %{{.*}}, ptr %{{.*}}, align 4
; CHECK:       meld.guard.f.mid:
; CHECK-NEXT:    br i1 %c, label %meld.join.f.mid, label %meld.solo.f.mid
; CHECK:       meld.solo.f.if2:
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    store i32
; CHECK:       meld.t.latch:
; CHECK:         select i1 %c, i32 7, i32 5
; CHECK:         br i1 %{{.*}}, label %meld.t.head, label %meld.t.exit
; CHECK-NOT:   {{^}}(t.head|f.head|t.latch|f.latch):

; CHECK-LABEL: define void @do_against_while(
; CHECK:       meld.t.head.rot:
; CHECK:         %[[TC:.*]] = icmp slt i32
; CHECK-NEXT:    %[[TEST:.*]] = or i1 %rot.first{{[0-9]*}}, %[[TC]]
; CHECK-NEXT:    %[[SEL:.*]] = select i1 %c, i1 %[[TEST]], i1 %[[TC]]
; CHECK-NEXT:    br i1 %[[SEL]], label %meld.t.head, label %meld.t.exit
; CHECK-NOT:   {{^}}(t.head|f.head|t.latch|f.latch):
; CHECK-LABEL: define void @break_against_plain(
; CHECK:       t.head:
; CHECK:       f.head:

; CHECK-LABEL: define void @do_ifs(
; CHECK:       meld.t.head:
; CHECK:         br i1 %{{.*}}, label %meld.t.if, label %meld.t.head.pad
; CHECK:       meld.t.head.pad:
; CHECK-NEXT:    br i1 %c, label %meld.cont, label %meld.f
; CHECK:       meld.t.if:
; CHECK-NEXT:    store i32 %{{.*}}, ptr %ps, align 4
; CHECK-NEXT:    br label %meld.t.latch
; CHECK:       meld.t.latch:
; CHECK:         br i1 %{{.*}}, label %meld.t.head, label %meld.t.exit
; CHECK:       meld.f:
; CHECK:         store i32 %tk{{[0-9]*}}, ptr %{{.*}}, align 4
; CHECK-NOT:   {{^}}(t.head|f.head|t.latch|f.latch):

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; while (k < x % 7) { s = s * 3 + k; if (s > 1000) break;
;                     if (s & 4) side[i] = s ^ 85; s &= 0xffff; k++; }
; against the same without the inner if, with 5, 2000 and 0xfff.
define void @loop_break(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts3, %t.latch ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.latch ], [ 0, %t.pre ]
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk, %tn
  br i1 %tc, label %t.body, label %t.exit
t.body:
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tbig = icmp sgt i32 %ts1, 1000
  br i1 %tbig, label %t.exit, label %t.cont
t.cont:
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %ts2 = xor i32 %ts1, 85
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts2, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tsp = phi i32 [ %ts2, %t.if ], [ %ts1, %t.cont ]
  %ts3 = and i32 %tsp, 65535
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ], [ %ts1, %t.body ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs2, %f.latch ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.latch ], [ 0, %f.pre ]
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk, %fn
  br i1 %fc, label %f.body, label %f.exit
f.body:
  %fm = mul nsw i32 %fs, 5
  %fs1 = add nsw i32 %fm, %fk
  %fbig = icmp sgt i32 %fs1, 2000
  br i1 %fbig, label %f.exit, label %f.latch
f.latch:
  %fs2 = and i32 %fs1, 4095
  %fk1 = add nsw i32 %fk, 1
  br label %f.head
f.exit:
  %fv = phi i32 [ %fs, %f.head ], [ %fs1, %f.body ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}

; The same with the F break written `if (!(s <= 2000))`: its block stays in
; the loop on the true edge.
define void @loop_break_crossed(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts3, %t.latch ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.latch ], [ 0, %t.pre ]
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk, %tn
  br i1 %tc, label %t.body, label %t.exit
t.body:
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tbig = icmp sgt i32 %ts1, 1000
  br i1 %tbig, label %t.exit, label %t.cont
t.cont:
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %ts2 = xor i32 %ts1, 85
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts2, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tsp = phi i32 [ %ts2, %t.if ], [ %ts1, %t.cont ]
  %ts3 = and i32 %tsp, 65535
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ], [ %ts1, %t.body ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs2, %f.latch ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.latch ], [ 0, %f.pre ]
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk, %fn
  br i1 %fc, label %f.body, label %f.exit
f.body:
  %fm = mul nsw i32 %fs, 5
  %fs1 = add nsw i32 %fm, %fk
  %fsmall = icmp sle i32 %fs1, 2000
  br i1 %fsmall, label %f.latch, label %f.exit
f.latch:
  %fs2 = and i32 %fs1, 4095
  %fk1 = add nsw i32 %fk, 1
  br label %f.head
f.exit:
  %fv = phi i32 [ %fs, %f.head ], [ %fs1, %f.body ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}

; do { s = s * 3 + k; if (s & 4) side[i] = s; k++; } while (k < x % 7)
; against
; do { s = s * 5 + k; if (s & 8) side[i] = s + 1;
;      if (s & 16) out2[i] = s; k++; } while (k < x % 5)
define void @do_loops(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts1, %t.latch ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.latch ], [ 0, %t.pre ]
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts1, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tk1 = add nsw i32 %tk, 1
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk1, %tn
  br i1 %tc, label %t.head, label %t.exit
t.exit:
  %tv = phi i32 [ %ts1, %t.latch ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs1, %f.latch ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.latch ], [ 0, %f.pre ]
  %fm = mul nsw i32 %fs, 5
  %fs1 = add nsw i32 %fm, %fk
  %fb = and i32 %fs1, 8
  %fbc = icmp ne i32 %fb, 0
  br i1 %fbc, label %f.if, label %f.mid
f.if:
  %fs2 = add nsw i32 %fs1, 1
  %fp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %fs2, ptr %fp, align 4
  br label %f.mid
f.mid:
  %fb2 = and i32 %fs1, 16
  %fbc2 = icmp ne i32 %fb2, 0
  br i1 %fbc2, label %f.if2, label %f.latch
f.if2:
  %fq = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %fs1, ptr %fq, align 4
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

; A `do` loop against a `while` loop: different exit structures.
define void @do_against_while(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts1, %t.latch ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.latch ], [ 0, %t.pre ]
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts1, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tk1 = add nsw i32 %tk, 1
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk1, %tn
  br i1 %tc, label %t.head, label %t.exit
t.exit:
  %tv = phi i32 [ %ts1, %t.latch ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs2, %f.latch ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.latch ], [ 0, %f.pre ]
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk, %fn
  br i1 %fc, label %f.body, label %f.exit
f.body:
  %fm = mul nsw i32 %fs, 5
  %fs1 = add nsw i32 %fm, %fk
  %fb = and i32 %fs1, 8
  %fbc = icmp ne i32 %fb, 0
  br i1 %fbc, label %f.if, label %f.latch
f.if:
  %fp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %fs1, ptr %fp, align 4
  br label %f.latch
f.latch:
  %fs2 = and i32 %fs1, 4095
  %fk1 = add nsw i32 %fk, 1
  br label %f.head
f.exit:
  %fv = phi i32 [ %fs, %f.head ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}

; A loop with a break against one without.
define void @break_against_plain(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts3, %t.latch ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.latch ], [ 0, %t.pre ]
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk, %tn
  br i1 %tc, label %t.body, label %t.exit
t.body:
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tbig = icmp sgt i32 %ts1, 1000
  br i1 %tbig, label %t.exit, label %t.cont
t.cont:
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %ts2 = xor i32 %ts1, 85
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts2, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tsp = phi i32 [ %ts2, %t.if ], [ %ts1, %t.cont ]
  %ts3 = and i32 %tsp, 65535
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ], [ %ts1, %t.body ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs2, %f.body ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.body ], [ 0, %f.pre ]
  %fn = srem i32 %x, 5
  %fc = icmp slt i32 %fk, %fn
  br i1 %fc, label %f.body, label %f.exit
f.body:
  %fm = mul nsw i32 %fs, 5
  %fs1 = add nsw i32 %fm, %fk
  %fs2 = and i32 %fs1, 4095
  %fk1 = add nsw i32 %fk, 1
  br label %f.head
f.exit:
  %fv = phi i32 [ %fs, %f.head ]
  br label %join
join:
  %v = phi i32 [ %tv, %t.exit ], [ %fv, %f.exit ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}

; `do` loops whose headers end in ifs of different shapes: a triangle
; against a diamond. The headers' subgraphs pair as ifs of different
; shapes (the triangle's missing arm padded with an empty block), the
; headers stay headers.
define void @do_ifs(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  %ps = getelementptr inbounds i32, ptr %side, i64 %ix
  br i1 %c, label %t.pre, label %f.pre
t.pre:
  br label %t.head
t.head:
  %ts = phi i32 [ %ts1, %t.latch ], [ %x, %t.pre ]
  %tk = phi i32 [ %tk1, %t.latch ], [ 0, %t.pre ]
  %tm = mul nsw i32 %ts, 3
  %ts1 = add nsw i32 %tm, %tk
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  store i32 %ts1, ptr %ps, align 4
  br label %t.latch
t.latch:
  %tk1 = add nsw i32 %tk, 1
  %tn = srem i32 %x, 7
  %tc = icmp slt i32 %tk1, %tn
  br i1 %tc, label %t.head, label %t.exit
t.exit:
  %tv = phi i32 [ %ts1, %t.latch ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs1, %f.latch ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.latch ], [ 0, %f.pre ]
  %fm = mul nsw i32 %fs, 5
  %fs1 = add nsw i32 %fm, %fk
  %fb = and i32 %fs1, 8
  %fbc = icmp ne i32 %fb, 0
  br i1 %fbc, label %f.if, label %f.else
f.if:
  store i32 %fs1, ptr %ps, align 4
  br label %f.latch
f.else:
  %fo = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %fk, ptr %fo, align 4
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
