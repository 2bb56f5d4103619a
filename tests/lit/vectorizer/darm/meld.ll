; DARM on SPMD IR: a divergent diamond with the same operations on both
; sides melds into one path with selects for the differing operands that
; replaces the two sides; one-sided work stays in guarded blocks, cheap
; safe one-sided work (compares) is computed for all lanes; the original
; sides stay behind a coherence test only when the condition can be the
; same for the whole gang (it depends on a uniform value and on no loaded
; one, or on loaded data under data-coherence-test.spmd's rule) and the
; melded path costs clearly more than one side; uniform branches, convergent
; calls, different types, contiguous accesses to different arrays and
; unprofitable pairs are left alone; the verifier is clean after the pass.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>' -no-darm -S | FileCheck %s --check-prefix=OFF

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @barrier() convergent

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 4 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost{{$}}
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 11 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost{{$}}
; REMARK: remark: <unknown>:0:0: divergent branch not melded
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 2 instruction pairs)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 21 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, original sides kept for coherent gangs
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 21 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost{{$}}
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (2 block pairs, 2 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost{{$}}

; CHECK-LABEL: define void @diamond(
; CHECK:       entry:
; CHECK-NOT:     spmd.all
; CHECK:         br label %meld.then
; CHECK:       meld.then:
; CHECK-NEXT:    %[[S1:.*]] = select i1 %c, float 3.000000e+00, float 5.000000e+00
; CHECK-NEXT:    %[[M1:.*]] = fmul float %x, %[[S1]]
; CHECK-NEXT:    %[[S2:.*]] = select i1 %c, float 1.000000e+00, float 2.000000e+00
; CHECK-NEXT:    %[[M2:.*]] = fadd float %[[M1]], %[[S2]]
; CHECK-NEXT:    %[[M3:.*]] = fmul float %[[M2]], %[[M2]]
; CHECK-NEXT:    %[[M4:.*]] = fdiv float %[[M3]], %x
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    store float %[[M4]], ptr %p
; CHECK-NOT:   {{^}}then:
; OFF-NOT: {{meld\.(sel|then|coherent)}}
define void @diamond(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %then, label %else
then:
  %t1 = fmul float %x, 3.000000e+00
  %t2 = fadd float %t1, 1.000000e+00
  %t3 = fmul float %t2, %t2
  %t4 = fdiv float %t3, %x
  br label %join
else:
  %e1 = fmul float %x, 5.000000e+00
  %e2 = fadd float %e1, 2.000000e+00
  %e3 = fmul float %e2, %e2
  %e4 = fdiv float %e3, %x
  br label %join
join:
  %y = phi float [ %t4, %then ], [ %e4, %else ]
  store float %y, ptr %p, align 4
  ret void
}

; Same work, but one side also divides: the division stays one-sided in a
; guarded block (never speculated), its value reaches the join via a phi.
; CHECK-LABEL: define void @partial(
; CHECK:       meld.then:
; CHECK:         br i1 %c, label %meld.t, label %meld.cont
; CHECK:       meld.t:
; CHECK-NEXT:    %[[D:.*]] = sdiv i32 1000, %v
; CHECK:       meld.cont:
; CHECK-NEXT:    %d.meld = phi i32 [ %[[D]], %meld.t ], [ poison, %meld.then ]
define void @partial(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %p, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %else
then:
  %d = sdiv i32 1000, %v
  %t1 = mul i32 %v, 3
  %t2 = add i32 %t1, %d
  %t3 = mul i32 %t2, %t2
  %t4 = xor i32 %t3, %v
  %t5 = mul i32 %t4, %t4
  %t6 = add i32 %t5, %t3
  %t7 = mul i32 %t6, %t6
  %t8 = xor i32 %t7, %t5
  %t9 = mul i32 %t8, %t8
  %t10 = add i32 %t9, %t7
  %t11 = mul i32 %t10, %t10
  br label %join
else:
  %e1 = mul i32 %v, 5
  %e2 = add i32 %e1, 7
  %e3 = mul i32 %e2, %e2
  %e4 = xor i32 %e3, %v
  %e5 = mul i32 %e4, %e4
  %e6 = add i32 %e5, %e3
  %e7 = mul i32 %e6, %e6
  %e8 = xor i32 %e7, %e5
  %e9 = mul i32 %e8, %e8
  %e10 = add i32 %e9, %e7
  %e11 = mul i32 %e10, %e10
  br label %join
join:
  %y = phi i32 [ %t11, %then ], [ %e11, %else ]
  store i32 %y, ptr %p, align 4
  ret void
}

; Contiguous stores to different arrays: melding would make a scatter.
; Convergent calls, a uniform branch, different types: nothing melds.
; CHECK-LABEL: define void @untouched(
; CHECK-NOT:     meld
; CHECK:         ret void
define void @untouched(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %u) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %ix
  %pb = getelementptr inbounds i32, ptr %b, i64 %ix
  %v = load i32, ptr %pa, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %s1, label %s2
s1:
  store i32 1, ptr %pa, align 4
  br label %j1
s2:
  store i32 1, ptr %pb, align 4
  br label %j1
j1:
  %c2 = icmp slt i32 %v, 5
  br i1 %c2, label %b1, label %b2
b1:
  call void @barrier()
  %f1 = mul i32 %v, 3
  br label %j2
b2:
  call void @barrier()
  %f2 = mul i32 %v, 3
  br label %j2
j2:
  %cu = icmp sgt i32 %u, 2
  br i1 %cu, label %u1, label %u2
u1:
  %g1 = mul i32 %v, 9
  %g2 = add i32 %g1, 1
  br label %j3
u2:
  %h1 = mul i32 %v, 7
  %h2 = add i32 %h1, 1
  br label %j3
j3:
  %w = phi i32 [ %g2, %u1 ], [ %h2, %u2 ]
  %c3 = icmp sgt i32 %w, 5
  br i1 %c3, label %t1, label %t2
t1:
  %fl = sitofp i32 %w to float
  %fm = fmul float %fl, 2.000000e+00
  %fi = fptosi float %fm to i32
  br label %j4
t2:
  %im = mul i32 %w, 2
  %ia = add i32 %im, 5
  br label %j4
j4:
  %r = phi i32 [ %fi, %t1 ], [ %ia, %t2 ]
  store i32 %r, ptr %pa, align 4
  ret void
}

; A varying store address on both sides: one scatter instead of two.
; CHECK-LABEL: define void @select_store(
; CHECK:       meld.s1:
; CHECK:         %[[SEL:.*]] = select i1 %c, i64 %j, i64 %k
; CHECK:         %[[P:.*]] = getelementptr inbounds i32, ptr %a, i64 %[[SEL]]
; CHECK:         store i32 %v, ptr %[[P]]
define void @select_store(ptr "spmd.uniform" %a, ptr "spmd.uniform" %idx) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pi = getelementptr inbounds i32, ptr %idx, i64 %ix
  %v = load i32, ptr %pi, align 4
  %j = sext i32 %v to i64
  %v2 = mul i32 %v, 3
  %k = sext i32 %v2 to i64
  %c = icmp sgt i32 %v, 10
  br i1 %c, label %s1, label %s2
s1:
  %p1 = getelementptr inbounds i32, ptr %a, i64 %j
  store i32 %v, ptr %p1, align 4
  br label %join
s2:
  %p2 = getelementptr inbounds i32, ptr %a, i64 %k
  store i32 %v, ptr %p2, align 4
  br label %join
join:
  ret void
}

; The partial meld again, but the condition compares the lane with a
; uniform bound: whole gangs can agree on it, and the melded path (selects,
; a guarded division) costs clearly more than one side, so the original
; sides stay behind `all(c) | none(c)`.
; CHECK-LABEL: define void @coherent(
; CHECK:       entry:
; CHECK:         %[[ALL:.*]] = call i1 @spmd.all(i1 %c)
; CHECK-NEXT:    %[[NONE:.*]] = call i1 @spmd.none(i1 %c)
; CHECK-NEXT:    %meld.coherent = or i1 %[[ALL]], %[[NONE]]
; CHECK-NEXT:    br i1 %meld.coherent, label %meld.orig, label %meld.then
; CHECK:       meld.orig:
; CHECK-NEXT:    br i1 %c, label %then, label %else
; CHECK:       join:
; CHECK-NEXT:    %y = phi i32 [ %t21, %then ], [ %e21, %else ], [ %{{.*}}, %meld.cont ]
define void @coherent(ptr "spmd.uniform" %a, i32 "spmd.uniform" %u) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %p, align 4
  %c = icmp slt i32 %lane, %u
  br i1 %c, label %then, label %else
then:
  %d = sdiv i32 1000, %v
  %t1 = mul i32 %v, 3
  %t2 = add i32 %t1, %d
  %t3 = mul i32 %t2, %t2
  %t4 = xor i32 %t3, %v
  %t5 = mul i32 %t4, %t4
  %t6 = add i32 %t5, %t3
  %t7 = mul i32 %t6, %t6
  %t8 = xor i32 %t7, %t5
  %t9 = mul i32 %t8, %t8
  %t10 = add i32 %t9, %t7
  %t11 = mul i32 %t10, %t10
  %t12 = add i32 %t11, %t9
  %t13 = mul i32 %t12, %t12
  %t14 = add i32 %t13, %t11
  %t15 = mul i32 %t14, %t14
  %t16 = add i32 %t15, %t13
  %t17 = mul i32 %t16, %t16
  %t18 = add i32 %t17, %t15
  %t19 = mul i32 %t18, %t18
  %t20 = add i32 %t19, %t17
  %t21 = mul i32 %t20, %t20
  br label %join
else:
  %e1 = mul i32 %v, 5
  %e2 = add i32 %e1, 7
  %e3 = mul i32 %e2, %e2
  %e4 = xor i32 %e3, %v
  %e5 = mul i32 %e4, %e4
  %e6 = add i32 %e5, %e3
  %e7 = mul i32 %e6, %e6
  %e8 = xor i32 %e7, %e5
  %e9 = mul i32 %e8, %e8
  %e10 = add i32 %e9, %e7
  %e11 = mul i32 %e10, %e10
  %e12 = add i32 %e11, %e9
  %e13 = mul i32 %e12, %e12
  %e14 = add i32 %e13, %e11
  %e15 = mul i32 %e14, %e14
  %e16 = add i32 %e15, %e13
  %e17 = mul i32 %e16, %e16
  %e18 = add i32 %e17, %e15
  %e19 = mul i32 %e18, %e18
  %e20 = add i32 %e19, %e17
  %e21 = mul i32 %e20, %e20
  br label %join
join:
  %y = phi i32 [ %t21, %then ], [ %e21, %else ]
  store i32 %y, ptr %p, align 4
  ret void
}

; The same, but the condition also tests the loaded value: whether a gang
; agrees on it is the data's chance, not the uniform bound's, and a data
; condition keeps the test only where the melded path costs a coherent
; gang 30% more than its side (data-coherence-test.spmd); here it costs
; less, so no coherence test (session 12: merge sort's take-left test).
; CHECK-LABEL: define void @data_coherent(
; CHECK-NOT:     spmd.all
; CHECK:         br label %meld.then
; CHECK:       join:
define void @data_coherent(ptr "spmd.uniform" %a, i32 "spmd.uniform" %u) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %p, align 4
  %lo = icmp slt i32 %lane, %u
  %pos = icmp sgt i32 %v, 0
  %c = and i1 %lo, %pos
  br i1 %c, label %then, label %else
then:
  %d = sdiv i32 1000, %v
  %t1 = mul i32 %v, 3
  %t2 = add i32 %t1, %d
  %t3 = mul i32 %t2, %t2
  %t4 = xor i32 %t3, %v
  %t5 = mul i32 %t4, %t4
  %t6 = add i32 %t5, %t3
  %t7 = mul i32 %t6, %t6
  %t8 = xor i32 %t7, %t5
  %t9 = mul i32 %t8, %t8
  %t10 = add i32 %t9, %t7
  %t11 = mul i32 %t10, %t10
  %t12 = add i32 %t11, %t9
  %t13 = mul i32 %t12, %t12
  %t14 = add i32 %t13, %t11
  %t15 = mul i32 %t14, %t14
  %t16 = add i32 %t15, %t13
  %t17 = mul i32 %t16, %t16
  %t18 = add i32 %t17, %t15
  %t19 = mul i32 %t18, %t18
  %t20 = add i32 %t19, %t17
  %t21 = mul i32 %t20, %t20
  br label %join
else:
  %e1 = mul i32 %v, 5
  %e2 = add i32 %e1, 7
  %e3 = mul i32 %e2, %e2
  %e4 = xor i32 %e3, %v
  %e5 = mul i32 %e4, %e4
  %e6 = add i32 %e5, %e3
  %e7 = mul i32 %e6, %e6
  %e8 = xor i32 %e7, %e5
  %e9 = mul i32 %e8, %e8
  %e10 = add i32 %e9, %e7
  %e11 = mul i32 %e10, %e10
  %e12 = add i32 %e11, %e9
  %e13 = mul i32 %e12, %e12
  %e14 = add i32 %e13, %e11
  %e15 = mul i32 %e14, %e14
  %e16 = add i32 %e15, %e13
  %e17 = mul i32 %e16, %e16
  %e18 = add i32 %e17, %e15
  %e19 = mul i32 %e18, %e18
  %e20 = add i32 %e19, %e17
  %e21 = mul i32 %e20, %e20
  br label %join
join:
  %y = phi i32 [ %t21, %then ], [ %e21, %else ]
  store i32 %y, ptr %p, align 4
  ret void
}

; The bitonic compare-and-swap: two diamonds whose compares differ (ai > al
; against ai < al). The compares are cheap and safe, so both are computed
; for every lane (no guard) and the inner branch takes the selected one;
; the stores meld. (i & k) == 0 depends on the uniform k, but the melded
; path is barely longer than one side: no coherence test.
; CHECK-LABEL: define void @compare_swap(
; CHECK-NOT:     spmd.all
; CHECK:       meld.cmp:
; CHECK-NEXT:    %[[GT:.*]] = icmp sgt i32 %ai, %al
; CHECK-NEXT:    %[[LT:.*]] = icmp slt i32 %ai, %al
; CHECK-NEXT:    %[[SEL:.*]] = select i1 %up, i1 %[[GT]], i1 %[[LT]]
; CHECK-NEXT:    br i1 %[[SEL]], label %meld.swap1, label %join
; CHECK:       meld.swap1:
; CHECK-NEXT:    store i32 %al, ptr %pi
; CHECK-NEXT:    store i32 %ai, ptr %pl
; CHECK-NEXT:    br label %join
; CHECK-NOT:   {{^}}swap2:
define void @compare_swap(ptr "spmd.uniform" %a, i32 "spmd.uniform" %k, i32 "spmd.uniform" %j) "spmd.kind"="export" {
entry:
  %i = call i32 @spmd.lane.index()
  %ix = sext i32 %i to i64
  %l = xor i32 %i, %j
  %lx = sext i32 %l to i64
  %pi = getelementptr inbounds i32, ptr %a, i64 %ix
  %pl = getelementptr inbounds i32, ptr %a, i64 %lx
  %ai = load i32, ptr %pi, align 4
  %al = load i32, ptr %pl, align 4
  %ik = and i32 %i, %k
  %up = icmp eq i32 %ik, 0
  br i1 %up, label %cmp, label %cmp2
cmp:
  %gt = icmp sgt i32 %ai, %al
  br i1 %gt, label %swap1, label %join
swap1:
  store i32 %al, ptr %pi, align 4
  store i32 %ai, ptr %pl, align 4
  br label %join
cmp2:
  %lt = icmp slt i32 %ai, %al
  br i1 %lt, label %swap2, label %join
swap2:
  store i32 %al, ptr %pi, align 4
  store i32 %ai, ptr %pl, align 4
  br label %join
join:
  ret void
}
