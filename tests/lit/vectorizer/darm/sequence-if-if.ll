; DARM: regions of different shapes inside the sides' subgraph sequences,
; at any depth (MeldSequence.h). Two ifs of different shapes pair when
; their arms, each a subgraph sequence, align: the arms pair by likeness
; (the F if's branch inverted when the pairing crosses), an edge to the if's
; exit against an arm of one block gets an empty block, against a longer arm
; an empty counterpart (the arm runs as one guarded run), and two arms are
; aligned as sequences, recursively.
; @shader_ifs: [if-else, block] against [if, block] (a shader's two
; materials): the ifs pair, the plastic's missing else padded, the roll-off
; arms melded (their two stores to clip[i], two GEPs with the same
; operands, one store: session 12), the blocks after them melded. @shader_ifs_crossed: the same
; with the plastic's arm on its else edge: the pairing crosses, the
; plastic's compare is inverted (ole -> ugt). @nested_ifs: two deep -- the
; outer ifs' then-arms are [if-else, block] against [if, block] (aligned
; as sequences, the inner ifs padded), their else-arms a loop against an
; edge (the loop behind one guard on that edge). (The T side's inner arms
; store to two arrays: to one address, side[i] in both, they would meld
; as one store first, and the outer sides would no longer pair.)
; At threshold 0.9 none pays and every change is undone exactly: the output
; is the input, use-list order included.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (4 block pairs, 13 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), ifs of different shapes given one shape
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (4 block pairs, 12 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), ifs of different shapes given one shape
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (10 block pairs, 12 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), ifs of different shapes given one shape

; The lighting melds (constants selected), the two roll-off conditions are
; one compare against a selected bound, the boost arm (against the padded
; empty else) runs for the metal lanes only through its select, the
; roll-off arms pair, and the distance terms meld into one division.
; CHECK-LABEL: define void @shader_ifs(
; CHECK:       meld.metal:
; CHECK:         %[[S:.*]] = select i1 %c, float 1.500000e+00, float 2.500000e+00
; CHECK-NEXT:    fmul float %x, %[[S]]
; CHECK:         %[[B:.*]] = select i1 %c, float 1.000000e+00, float 7.500000e-01
; CHECK-NEXT:    %[[C:.*]] = fcmp ogt float %{{.*}}, %[[B]]
; CHECK-NEXT:    br i1 %[[C]], label %meld.mroll, label %meld.mboost
; CHECK:       meld.mboost:
; CHECK:         fmul float %{{.*}}, 1.250000e+00
; CHECK:       meld.mroll:
; CHECK-NEXT:    call float @llvm.sqrt.f32(
; CHECK:         %[[CP:[^ ]*]] = getelementptr inbounds i32, ptr %clip, i64 %ix
; CHECK-NEXT:    store i32 1, ptr %[[CP]]
; CHECK-NOT:     store
; CHECK:       meld.mend:
; CHECK:         select i1 %c, float 1.000000e+00, float 3.000000e+00
; CHECK:         fdiv float
; CHECK-NOT:     fdiv
; CHECK:       join:
; CHECK-NOT:   {{^}}(metal|plastic|mroll|proll|mend|pend|plastic.pad):

; CHECK-LABEL: define void @shader_ifs_crossed(
; CHECK:         %[[M:.*]] = fcmp ogt float %[[V:.*]], 1.000000e+00
; CHECK-NEXT:    %[[P:.*]] = fcmp ugt float %[[V]], 7.500000e-01
; CHECK-NEXT:    %[[SEL:.*]] = select i1 %c, i1 %[[M]], i1 %[[P]]
; CHECK-NEXT:    br i1 %[[SEL]], label %meld.mroll, label %meld.mboost
; CHECK:       join:

; CHECK-LABEL: define void @nested_ifs(
; CHECK:       meld.t:
; CHECK:         br i1 %{{.*}}, label %meld.t.in, label %[[G:meld.guard.t.pre]]
; CHECK:       [[G]]:
; CHECK-NEXT:    br i1 %c, label %meld.solo.t.pre, label %[[J:meld.join.t.pre]]
; CHECK:       meld.solo.t.loop:
; CHECK:         srem i32 %x, 5
; CHECK:       [[J]]:
; CHECK-NEXT:    phi i32 [ %{{.*}}, %meld.solo.t.exit ], [ %{{.*}}, %[[G]] ]
; CHECK:       meld.t.in:
; CHECK:         %[[K:.*]] = select i1 %c, i32 4, i32 8
; CHECK-NEXT:    %[[A:.*]] = and i32 %{{.*}}, %[[K]]
; CHECK-NEXT:    %[[IC:.*]] = icmp ne i32 %[[A]], 0
; CHECK-NEXT:    br i1 %[[IC]], label %meld.t.a, label %meld.t.b
; CHECK:       meld.t.end:
; CHECK:         select i1 %c, i32 100, i32 200
; CHECK:       join:
; CHECK-NOT:   {{^}}(t|f|t.in|f.in|t.loop|f.ab|f.in.pad):

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)
; Two materials: [if-else, block] against [if, block].
define void @shader_ifs(ptr "spmd.uniform" %out, ptr "spmd.uniform" %clip, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %pin, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %metal, label %plastic
metal:
  %m1 = fmul float %x, 1.500000e+00
  %m2 = fadd float %m1, 2.500000e-01
  %m3 = fmul float %m2, %m2
  %m4 = fmul float %m3, 5.000000e-01
  %m5 = fadd float %m4, %x
  %mc = fcmp ogt float %m5, 1.000000e+00
  br i1 %mc, label %mroll, label %mboost
mroll:
  %mq = call float @llvm.sqrt.f32(float %m5)
  %mr1 = fmul float %mq, 7.500000e-01
  %mr2 = fadd float %mr1, 2.500000e-01
  %mpc = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %mpc, align 4
  br label %mend
mboost:
  %mb1 = fmul float %m5, %m5
  %mb2 = fmul float %mb1, 1.250000e+00
  br label %mend
mend:
  %ms = phi float [ %mr2, %mroll ], [ %mb2, %mboost ]
  %md = fadd float %x, 1.000000e+00
  %mv = fdiv float %ms, %md
  br label %join
plastic:
  %p1 = fmul float %x, 2.500000e+00
  %p2 = fadd float %p1, 5.000000e-01
  %p3 = fmul float %p2, %p2
  %p4 = fmul float %p3, 2.500000e-01
  %p5 = fadd float %p4, %x
  %pc = fcmp ogt float %p5, 7.500000e-01
  br i1 %pc, label %proll, label %pend
proll:
  %pq = call float @llvm.sqrt.f32(float %p5)
  %pr1 = fmul float %pq, 5.000000e-01
  %pr2 = fadd float %pr1, 3.750000e-01
  %ppc = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %ppc, align 4
  br label %pend
pend:
  %ps = phi float [ %pr2, %proll ], [ %p5, %plastic ]
  %pd = fadd float %x, 3.000000e+00
  %pv = fdiv float %ps, %pd
  br label %join
join:
  %v = phi float [ %mv, %mend ], [ %pv, %pend ]
  %pout = getelementptr inbounds float, ptr %out, i64 %ix
  store float %v, ptr %pout, align 4
  ret void
}

; The same with the triangle's arm on its else edge: the better pairing
; crosses, the F if's branch is inverted (its compare's predicate).
define void @shader_ifs_crossed(ptr "spmd.uniform" %out, ptr "spmd.uniform" %clip, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %pin, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %metal, label %plastic
metal:
  %m1 = fmul float %x, 1.500000e+00
  %m2 = fadd float %m1, 2.500000e-01
  %m3 = fmul float %m2, %m2
  %m4 = fmul float %m3, 5.000000e-01
  %m5 = fadd float %m4, %x
  %mc = fcmp ogt float %m5, 1.000000e+00
  br i1 %mc, label %mroll, label %mboost
mroll:
  %mq = call float @llvm.sqrt.f32(float %m5)
  %mr1 = fmul float %mq, 7.500000e-01
  %mr2 = fadd float %mr1, 2.500000e-01
  %mpc = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %mpc, align 4
  br label %mend
mboost:
  %mb1 = fmul float %m5, %m5
  %mb2 = fmul float %mb1, 1.250000e+00
  br label %mend
mend:
  %ms = phi float [ %mr2, %mroll ], [ %mb2, %mboost ]
  %md = fadd float %x, 1.000000e+00
  %mv = fdiv float %ms, %md
  br label %join
plastic:
  %p1 = fmul float %x, 2.500000e+00
  %p2 = fadd float %p1, 5.000000e-01
  %p3 = fmul float %p2, %p2
  %p4 = fmul float %p3, 2.500000e-01
  %p5 = fadd float %p4, %x
  %pc = fcmp ole float %p5, 7.500000e-01
  br i1 %pc, label %pend, label %proll
proll:
  %pq = call float @llvm.sqrt.f32(float %p5)
  %pr1 = fmul float %pq, 5.000000e-01
  %pr2 = fadd float %pr1, 3.750000e-01
  %ppc = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %ppc, align 4
  br label %pend
pend:
  %ps = phi float [ %pr2, %proll ], [ %p5, %plastic ]
  %pd = fadd float %x, 3.000000e+00
  %pv = fdiv float %ps, %pd
  br label %join
join:
  %v = phi float [ %mv, %mend ], [ %pv, %pend ]
  %pout = getelementptr inbounds float, ptr %out, i64 %ix
  store float %v, ptr %pout, align 4
  ret void
}

; Ifs of different shapes two deep: [if(then: [if-else, block], else:
; loop), block] against [if(then: [if, block], else: edge), block].
define void @nested_ifs(ptr "spmd.uniform" %out, ptr "spmd.uniform" %side, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t, label %f
t:
  %t1 = mul nsw i32 %x, 3
  %t2 = add nsw i32 %t1, 1
  %tc = icmp sgt i32 %t2, 40
  br i1 %tc, label %t.in, label %t.pre
t.pre:
  br label %t.loop
t.in:
  %ti1 = mul nsw i32 %t2, 5
  %ti2 = add nsw i32 %ti1, 2
  %ti3 = and i32 %ti2, 4
  %tic = icmp ne i32 %ti3, 0
  br i1 %tic, label %t.a, label %t.b
t.a:
  %ta = xor i32 %ti2, 77
  %tpa = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %ta, ptr %tpa, align 4
  br label %t.ab
t.b:
  %tb = add nsw i32 %ti2, 9
  %tbn = sub nsw i32 0, %tb
  %tpb = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %tbn, ptr %tpb, align 4
  br label %t.ab
t.ab:
  %ts = phi i32 [ %ta, %t.a ], [ %tb, %t.b ]
  %ts1 = sub nsw i32 %ts, 3
  br label %t.end
t.loop:
  %tl.s = phi i32 [ %tl.s1, %t.body ], [ %t2, %t.pre ]
  %tl.k = phi i32 [ %tl.k1, %t.body ], [ 0, %t.pre ]
  %tl.n = srem i32 %x, 5
  %tl.c = icmp slt i32 %tl.k, %tl.n
  br i1 %tl.c, label %t.body, label %t.exit
t.body:
  %tl.m = mul nsw i32 %tl.s, 3
  %tl.s1 = add nsw i32 %tl.m, %tl.k
  %tl.k1 = add nsw i32 %tl.k, 1
  br label %t.loop
t.exit:
  %tl.lcssa = phi i32 [ %tl.s, %t.loop ]
  br label %t.end
t.end:
  %tv = phi i32 [ %ts1, %t.ab ], [ %tl.lcssa, %t.exit ]
  %tv1 = add nsw i32 %tv, 100
  br label %join
f:
  %f1 = mul nsw i32 %x, 7
  %f2 = add nsw i32 %f1, 2
  %fc = icmp sgt i32 %f2, 60
  br i1 %fc, label %f.in, label %f.end
f.in:
  %fi1 = mul nsw i32 %f2, 5
  %fi2 = add nsw i32 %fi1, 4
  %fi3 = and i32 %fi2, 8
  %fic = icmp ne i32 %fi3, 0
  br i1 %fic, label %f.a, label %f.ab
f.a:
  %fa = xor i32 %fi2, 55
  %fpa = getelementptr inbounds i32, ptr %side, i64 %ix
  store i32 %fa, ptr %fpa, align 4
  br label %f.ab
f.ab:
  %fs = phi i32 [ %fa, %f.a ], [ %fi2, %f.in ]
  %fs1 = sub nsw i32 %fs, 1
  br label %f.end
f.end:
  %fv = phi i32 [ %fs1, %f.ab ], [ %f2, %f ]
  %fv1 = add nsw i32 %fv, 200
  br label %join
join:
  %v = phi i32 [ %tv1, %t.end ], [ %fv1, %f.end ]
  %pout = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %v, ptr %pout, align 4
  ret void
}
