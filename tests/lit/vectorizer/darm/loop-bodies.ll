; DARM: two loops whose bodies differ (MeldSequence.h). Loops with the same
; control -- a header that tests and exits, a body that goes back to it --
; pair although their bodies have different shapes: the headers meld as a
; block pair (one loop; each lane leaves it on its own side's condition,
; here the trip counts x % 7 and x % 5 as one srem by a selected divisor
; (both non-zero constants: nothing traps), and the bodies are aligned as
; subgraph sequences, recursively: the T body's [if, block] against the F
; body's [block] -- the blocks pair, the if runs as one guarded run inside
; the melded loop, on the T lanes. In @loop_bodies_crossed the F header
; enters its body on its false edge (`k >= n` exits): its compare is
; inverted first (sge -> slt), so the two headers' compares are one.
; At threshold 0.9 neither pays and both are undone exactly: the output is
; the input, use-list order included.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (6 block pairs, 4 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), loops with different bodies melded (bodies aligned)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (6 block pairs, 4 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), loops with different bodies melded (bodies aligned)

; CHECK-LABEL: define void @loop_bodies(
; CHECK:       meld.t.head:
; CHECK:         %[[D:.*]] = select i1 %c, i32 7, i32 5
; CHECK-NEXT:    %[[N:.*]] = srem i32 %x, %[[D]]
; CHECK-NEXT:    %[[TC:.*]] = icmp slt i32 %{{.*}}, %[[N]]
; CHECK-NEXT:    br i1 %[[TC]], label %[[G:meld.guard.t.body]], label %meld.t.exit
; CHECK:       [[G]]:
; CHECK-NEXT:    br i1 %c, label %meld.solo.t.body, label %[[J:meld.join.t.body]]
; CHECK:       meld.solo.t.if:
; CHECK:         store i32 %{{.*}}, ptr %{{.*}}, align 4
; CHECK:       [[J]]:
; CHECK:       meld.t.latch:
; CHECK:         mul nsw i32 %{{.*}}, 5
; CHECK:         select i1 %c, i32 65535, i32 4095
; CHECK:         br label %meld.t.head
; CHECK-NOT:   {{^}}(t.head|f.head|t.body|f.body):

; CHECK-LABEL: define void @loop_bodies_crossed(
; CHECK:       meld.t.head:
; CHECK:         %[[TC2:.*]] = icmp slt i32 %{{.*}}, %{{.*}}
; CHECK-NOT:     icmp sge
; CHECK:         br i1 %[[TC2]], label %meld.guard.t.body, label %meld.t.exit
; CHECK-NOT:   {{^}}(t.head|f.head|t.body|f.body):

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; [loop(body: [if, block])] against [loop(body: [block])].
define void @loop_bodies(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
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
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %ts2 = xor i32 %ts1, 85
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts2, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tsp = phi i32 [ %ts2, %t.if ], [ %ts1, %t.body ]
  %ts3 = and i32 %tsp, 65535
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ]
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

; The same with the F loop's header entering its body on its false edge
; (a `while (!(k >= n))`): the F header's compare is inverted first.
define void @loop_bodies_crossed(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
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
  %tb = and i32 %ts1, 4
  %tbc = icmp ne i32 %tb, 0
  br i1 %tbc, label %t.if, label %t.latch
t.if:
  %ts2 = xor i32 %ts1, 85
  %tp = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ts2, ptr %tp, align 4
  br label %t.latch
t.latch:
  %tsp = phi i32 [ %ts2, %t.if ], [ %ts1, %t.body ]
  %ts3 = and i32 %tsp, 65535
  %tk1 = add nsw i32 %tk, 1
  br label %t.head
t.exit:
  %tv = phi i32 [ %ts, %t.head ]
  br label %join
f.pre:
  br label %f.head
f.head:
  %fs = phi i32 [ %fs2, %f.body ], [ %x, %f.pre ]
  %fk = phi i32 [ %fk1, %f.body ], [ 0, %f.pre ]
  %fn = srem i32 %x, 5
  %fc = icmp sge i32 %fk, %fn
  br i1 %fc, label %f.exit, label %f.body
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
