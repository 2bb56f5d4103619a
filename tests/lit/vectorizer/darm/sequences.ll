; DARM subgraph-sequence alignment (MeldSequence.h): each side of a
; divergent branch is cut into its ordered SESE subgraphs (blocks, ifs,
; loops), the two sequences are aligned (isomorphic pairs scored by the cost
; model), and each unaligned subgraph gets an empty counterpart on the other
; side (constant branches, poison or carry phis); the aligned pairs meld and
; each unaligned subgraph runs as one guarded run, in its place: a guard
; `br c` around a copy of it that only its own lanes enter (no guard per
; block or per iteration), a join where the other side's lanes rejoin and
; the values leaving it are blended. Verifier clean, also through
; spmd-reconverge and spmd-widen. The kernels pit divergent loops (bound
; %k0) against uniform ones (bound %n) with heavy bodies; since session 17
; a uniform loop's blocks are priced as plain branches, and at the default
; threshold block_loop_block and gaps_everywhere are refused with the
; generic costs (the same shape runs 0.83-0.98x melded on avx2,
; docs/darm.md): the structure is checked at threshold 0, the default's
; decisions in DEFAULT.
; (The alignments below are this test's: without the loops' mispredicted
; exits of session 22, -darm-loop-exit-cost=0, which pair gaps_everywhere's
; two divergent loops with each other instead: loop-exit-cost.spmd.)
; -darm-loop-recurrences=false: the shapes pair a divergent loop with a
; uniform one, whose latency terms (session 23) move the estimate; the
; test checks the alignment, not that price.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-loop-recurrences=false -darm-loop-exit-cost=0 -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-loop-recurrences=false -darm-loop-exit-cost=0 -pass-remarks=darm -pass-remarks-missed=darm -disable-output 2>&1 | FileCheck %s --check-prefix=DEFAULT
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-loop-recurrences=false -darm-loop-exit-cost=0 -darm-threshold=0 -S | FileCheck %s --check-prefix=ZERO
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-loop-recurrences=false -darm-loop-exit-cost=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-loop-recurrences=false -darm-loop-exit-cost=0 -darm-threshold=0 -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; DEFAULT: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, 12 instruction pairs): saves 103 of 438 cost,
; DEFAULT-NEXT: divergent branch not melded
; DEFAULT-NEXT: melded the two sides
; DEFAULT-NEXT: melded the two sides
; DEFAULT-NEXT: divergent branch not melded
; DEFAULT-NEXT: divergent branch not melded
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, 12 instruction pairs): saves 103 of 438 cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (6 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK-NOT: melded

; Two loops [L1, L2] against a loop and a block [L1', B]: L1 pairs with
; L1', L2 and B are unaligned (a loop and a block do not pair). Each runs
; as one guarded run: the unaligned integer loop costs its guard once, not
; a guard and selects per iteration, so the meld now pays at the default
; threshold (it did not while the loop was guarded block by block): the
; float loops meld into one, then B on the F lanes, then L2 on the T
; lanes, each behind one `br %c`; the join's value is blended in L2's join.
; CHECK-LABEL: define void @two_loops_vs_loop_block(
; CHECK:         br label %[[L1:meld.t1]]
; CHECK:       [[L1]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK:         call float @llvm.sqrt.f32(
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         %[[E1:.*]] = select i1 %c, i1 %t1.m{{[0-9]*}}, i1 %f1.m
; CHECK:         br i1 %[[E1]], label %[[L1]], label %[[GB:meld.guard.f2]]
; CHECK:       [[GB]]:
; CHECK-NEXT:    %[[FX:f1.x.seq[0-9]+]] = phi float
; CHECK-NEXT:    %[[TX:t1.x.carry[0-9]+]] = phi float
; CHECK-NEXT:    br i1 %c, label %[[JB:meld.join.f2]], label %[[B:meld.solo.f2]]
; CHECK:       [[B]]:
; CHECK-NEXT:    store i32 7, ptr %ps
; CHECK-NEXT:    br label %[[JB]]
; CHECK:       [[JB]]:
; CHECK-NEXT:    br label %[[GL:meld.guard.t2]]
; CHECK:       [[GL]]:
; CHECK-NEXT:    %[[I0:.*]] = phi i32 [ 0, %[[JB]] ]
; CHECK-NEXT:    %[[S0:.*]] = phi i32 [ %k0, %[[JB]] ]
; CHECK-NEXT:    %[[X0:.*]] = phi float [ %[[TX]], %[[JB]] ]
; CHECK-NEXT:    br i1 %c, label %[[L2:meld.solo.t2]], label %[[JL:meld.join.t2]]
; The T loop alone: its own exit condition, no select, no guard inside.
; CHECK:       [[L2]]:
; CHECK-NEXT:    %[[I:.*]] = phi i32 [ %[[I1:.*]], %[[L2]] ], [ %[[I0]], %[[GL]] ]
; CHECK-NEXT:    %[[S:.*]] = phi i32 [ %{{.*}}, %[[L2]] ], [ %[[S0]], %[[GL]] ]
; CHECK-NEXT:    %[[X:.*]] = phi float [ %[[X]], %[[L2]] ], [ %[[X0]], %[[GL]] ]
; CHECK-NEXT:    mul i32 %[[S]], 3
; CHECK-NOT:     select
; CHECK:         %[[M:.*]] = icmp slt i32 %[[I1]], %n
; CHECK-NEXT:    br i1 %[[M]], label %[[L2]], label %[[JL]]
; CHECK:       [[JL]]:
; CHECK-NEXT:    %[[R:.*]] = phi float [ %[[X]], %[[L2]] ], [ %[[FX]], %[[GL]] ]
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    store float %[[R]], ptr %pa
; CHECK-NOT:   .seq{{[0-9]*}}:
; ZERO-LABEL: define void @two_loops_vs_loop_block(
; ZERO:         br i1 %c, label %meld.join.f2, label %meld.solo.f2
; ZERO:         br i1 %c, label %meld.solo.t2, label %meld.join.t2
define void @two_loops_vs_loop_block(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %t1, label %f1
t1:
  %t1.i = phi i32 [ 0, %entry ], [ %t1.i1, %t1 ]
  %t1.v = phi float [ %x, %entry ], [ %t1.w6, %t1 ]
  %t1.v1 = fmul float %t1.v, 1.500000e+00
  %t1.v2 = fadd float %t1.v1, 2.500000e-01
  %t1.v3 = fmul float %t1.v2, %t1.v2
  %t1.v4 = call float @llvm.sqrt.f32(float %t1.v3)
  %t1.v5 = fdiv float %t1.v4, %x
  %t1.w1 = fmul float %t1.v5, %t1.v5
  %t1.w2 = fadd float %t1.w1, 1.000000e+00
  %t1.w3 = call float @llvm.sqrt.f32(float %t1.w2)
  %t1.w4 = fmul float %t1.w3, 5.000000e-01
  %t1.w5 = call float @llvm.sqrt.f32(float %t1.w4)
  %t1.w6 = fadd float %t1.w5, %t1.v5
  %t1.i1 = add i32 %t1.i, 1
  %t1.m = icmp slt i32 %t1.i1, %k0
  br i1 %t1.m, label %t1, label %t2
t2:
  %t2.i = phi i32 [ 0, %t1 ], [ %t2.i1, %t2 ]
  %t2.s = phi i32 [ %k0, %t1 ], [ %t2.s3, %t2 ]
  %t1.x = phi float [ %t1.v5, %t1 ], [ %t1.x, %t2 ]
  %t2.s1 = mul i32 %t2.s, 3
  %t2.s2 = xor i32 %t2.s1, %t2.i
  %t2.s3 = lshr i32 %t2.s2, 1
  %t2.i1 = add i32 %t2.i, 1
  %t2.m = icmp slt i32 %t2.i1, %n
  br i1 %t2.m, label %t2, label %join
f1:
  %f1.i = phi i32 [ 0, %entry ], [ %f1.i1, %f1 ]
  %f1.v = phi float [ %x, %entry ], [ %f1.w6, %f1 ]
  %f1.v1 = fmul float %f1.v, 2.500000e+00
  %f1.v2 = fadd float %f1.v1, 2.500000e-01
  %f1.v3 = fmul float %f1.v2, %f1.v2
  %f1.v4 = call float @llvm.sqrt.f32(float %f1.v3)
  %f1.v5 = fdiv float %f1.v4, %x
  %f1.w1 = fmul float %f1.v5, %f1.v5
  %f1.w2 = fadd float %f1.w1, 1.000000e+00
  %f1.w3 = call float @llvm.sqrt.f32(float %f1.w2)
  %f1.w4 = fmul float %f1.w3, 5.000000e-01
  %f1.w5 = call float @llvm.sqrt.f32(float %f1.w4)
  %f1.w6 = fadd float %f1.w5, %f1.v5
  %f1.i1 = add i32 %f1.i, 1
  %f1.m = icmp slt i32 %f1.i1, %n
  br i1 %f1.m, label %f1, label %f2
f2:
  %f1.x = phi float [ %f1.v5, %f1 ]
  store i32 7, ptr %ps, align 4
  br label %join
join:
  %r = phi float [ %t1.x, %t2 ], [ %f1.x, %f2 ]
  store float %r, ptr %pa, align 4
  ret void
}

; A block, a loop and a block [B1, L, B2] against a loop and a block
; [L', B2']: B1 (a store and the loop's start value) is unaligned and runs
; guarded, the loops meld, the closing blocks meld. The T loop starts from
; B1's value, the F loop from %x: blended in B1's join.
; CHECK-LABEL: define void @block_loop_block(
; CHECK:         br label %[[GB:meld.guard.tb]]
; CHECK:       [[GB]]:
; CHECK-NEXT:    br i1 %c, label %[[B1:meld.solo.tb]], label %[[JB:meld.join.tb]]
; CHECK:       [[B1]]:
; CHECK-NEXT:    %y1 = fmul float %x, 3.000000e+00
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK-NEXT:    br label %[[JB]]
; CHECK:       [[JB]]:
; CHECK-NEXT:    %[[START:.*]] = phi float [ %y1, %[[B1]] ], [ %x, %[[GB]] ]
; CHECK-NEXT:    br label %[[L:meld.tl]]
; CHECK:       [[L]]:
; CHECK-NEXT:    phi i32 [ 0, %[[JB]] ]
; CHECK-NEXT:    phi float [ %[[START]], %[[JB]] ]
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L]], label %[[B2:meld.te]]
; CHECK:       [[B2]]:
; CHECK-NEXT:    phi float
; CHECK-NEXT:    select i1 %c, float 1.000000e+00, float 2.000000e+00
; CHECK-NEXT:    fadd float
; CHECK-NEXT:    br label %join
; CHECK-NOT:   {{^}}tl:
; CHECK-NOT:   .seq
define void @block_loop_block(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %tb, label %fl
tb:
  %y = fmul float %x, 3.000000e+00
  store i32 1, ptr %ps, align 4
  br label %tl
tl:
  %tl.i = phi i32 [ 0, %tb ], [ %tl.i1, %tl ]
  %tl.v = phi float [ %y, %tb ], [ %tl.v5, %tl ]
  %tl.v1 = fmul float %tl.v, 1.500000e+00
  %tl.v2 = fadd float %tl.v1, 2.500000e-01
  %tl.v3 = fmul float %tl.v2, %tl.v2
  %tl.v4 = call float @llvm.sqrt.f32(float %tl.v3)
  %tl.v5 = fdiv float %tl.v4, %x
  %tl.i1 = add i32 %tl.i, 1
  %tl.m = icmp slt i32 %tl.i1, %k0
  br i1 %tl.m, label %tl, label %te
fl:
  %fl.i = phi i32 [ 0, %entry ], [ %fl.i1, %fl ]
  %fl.v = phi float [ %x, %entry ], [ %fl.v5, %fl ]
  %fl.v1 = fmul float %fl.v, 2.500000e+00
  %fl.v2 = fadd float %fl.v1, 2.500000e-01
  %fl.v3 = fmul float %fl.v2, %fl.v2
  %fl.v4 = call float @llvm.sqrt.f32(float %fl.v3)
  %fl.v5 = fdiv float %fl.v4, %x
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %fl, label %fe
te:
  %tl.x = phi float [ %tl.v5, %tl ]
  %te.r = fadd float %tl.x, 1.000000e+00
  br label %join
fe:
  %fl.x = phi float [ %fl.v5, %fl ]
  %fe.r = fadd float %fl.x, 2.000000e+00
  br label %join
join:
  %r = phi float [ %te.r, %te ], [ %fe.r, %fe ]
  store float %r, ptr %pa, align 4
  ret void
}

; A leftover in the middle: [L1, B, L2] against [L1', L2'] (L1 and L1'
; divergent, L2 and L2' uniform: since session 17 a divergent loop pairs
; with a uniform one only at a price, so each pair is of one kind). B (a
; one-sided store) gets an empty counterpart between the F loops; both loop
; pairs meld; the store runs guarded between them, and the second loops'
; start values (L1's value on the T side, L1''s on the F side) meet in its
; join.
; CHECK-LABEL: define void @leftover_middle(
; CHECK:         br label %[[L1:meld.t1]]
; CHECK:       [[L1]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L1]], label %[[GB:meld.guard.tm]]
; CHECK:       [[GB]]:
; CHECK-NEXT:    %[[X1:t1.x[0-9]+]] = phi float
; CHECK-NEXT:    %[[X2:seq.pad[0-9]+]] = phi float
; CHECK-NEXT:    br i1 %c, label %[[B:meld.solo.tm]], label %[[JB:meld.join.tm]]
; CHECK:       [[B]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK-NEXT:    br label %[[JB]]
; CHECK:       [[JB]]:
; CHECK-NEXT:    phi float [ %[[X1]], %[[B]] ], [ %[[X2]], %[[GB]] ]
; CHECK-NEXT:    br label %[[L2:meld.t2]]
; CHECK:       [[L2]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L2]], label %join
; CHECK-NOT:   .seq
define void @leftover_middle(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %t1, label %f1
t1:
  %t1.i = phi i32 [ 0, %entry ], [ %t1.i1, %t1 ]
  %t1.v = phi float [ %x, %entry ], [ %t1.v5, %t1 ]
  %t1.v1 = fmul float %t1.v, 1.500000e+00
  %t1.v2 = fadd float %t1.v1, 2.500000e-01
  %t1.v3 = fmul float %t1.v2, %t1.v2
  %t1.v4 = call float @llvm.sqrt.f32(float %t1.v3)
  %t1.v5 = fdiv float %t1.v4, %x
  %t1.i1 = add i32 %t1.i, 1
  %t1.m = icmp slt i32 %t1.i1, %k0
  br i1 %t1.m, label %t1, label %tm
tm:
  %t1.x = phi float [ %t1.v5, %t1 ]
  store i32 1, ptr %ps, align 4
  br label %t2
t2:
  %t2.i = phi i32 [ 0, %tm ], [ %t2.i1, %t2 ]
  %t2.v = phi float [ %t1.x, %tm ], [ %t2.v5, %t2 ]
  %t2.v1 = fmul float %t2.v, 1.250000e+00
  %t2.v2 = fadd float %t2.v1, 2.500000e-01
  %t2.v3 = fmul float %t2.v2, %t2.v2
  %t2.v4 = call float @llvm.sqrt.f32(float %t2.v3)
  %t2.v5 = fdiv float %t2.v4, %x
  %t2.i1 = add i32 %t2.i, 1
  %t2.m = icmp slt i32 %t2.i1, %n
  br i1 %t2.m, label %t2, label %join
f1:
  %f1.i = phi i32 [ 0, %entry ], [ %f1.i1, %f1 ]
  %f1.v = phi float [ %x, %entry ], [ %f1.v5, %f1 ]
  %f1.v1 = fmul float %f1.v, 2.500000e+00
  %f1.v2 = fadd float %f1.v1, 2.500000e-01
  %f1.v3 = fmul float %f1.v2, %f1.v2
  %f1.v4 = call float @llvm.sqrt.f32(float %f1.v3)
  %f1.v5 = fdiv float %f1.v4, %x
  %f1.i1 = add i32 %f1.i, 1
  %f1.m = icmp slt i32 %f1.i1, %k0
  br i1 %f1.m, label %f1, label %f2
f2:
  %f2.i = phi i32 [ 0, %f1 ], [ %f2.i1, %f2 ]
  %f2.v = phi float [ %f1.v5, %f1 ], [ %f2.v5, %f2 ]
  %f2.v1 = fmul float %f2.v, 1.750000e+00
  %f2.v2 = fadd float %f2.v1, 2.500000e-01
  %f2.v3 = fmul float %f2.v2, %f2.v2
  %f2.v4 = call float @llvm.sqrt.f32(float %f2.v3)
  %f2.v5 = fdiv float %f2.v4, %x
  %f2.i1 = add i32 %f2.i, 1
  %f2.m = icmp slt i32 %f2.i1, %n
  br i1 %f2.m, label %f2, label %join
join:
  %r = phi float [ %t2.v5, %t2 ], [ %f2.v5, %f2 ]
  store float %r, ptr %pa, align 4
  ret void
}

; A leftover at the end: [L, if] against [L']. The if (a one-sided store
; under a condition on the loop's result) gets an empty counterpart between
; the F loop and the join (J's phi takes the F loop's value through it);
; the loops meld; the if runs guarded on the T lanes (its branch on its own
; condition), and J's value is blended in its join.
; CHECK-LABEL: define void @leftover_end(
; CHECK:       [[L:meld.tl]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L]], label %[[GI:meld.guard.ti]]
; CHECK:       [[GI]]:
; CHECK-NEXT:    %[[X:tl.x[0-9]+]] = phi float
; CHECK-NEXT:    %[[CARRY:seq.pad[0-9]+]] = phi float
; CHECK-NEXT:    br i1 %c, label %[[I:meld.solo.ti]], label %[[JI:meld.join.ti]]
; CHECK:       [[I]]:
; CHECK-NEXT:    %[[P:.*]] = fcmp ogt float %[[X]], 1.000000e+00
; CHECK-NEXT:    br i1 %[[P]], label %[[A:meld.solo.tarm]], label %[[JI]]
; CHECK:       [[A]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK-NEXT:    br label %[[JI]]
; CHECK:       [[JI]]:
; CHECK-NEXT:    %[[R:.*]] = phi float [ %[[X]], %[[I]] ], [ %[[X]], %[[A]] ], [ %[[CARRY]], %[[GI]] ]
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    store float %[[R]], ptr %pa
; CHECK-NOT:   .seq
define void @leftover_end(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %tl, label %fl
tl:
  %tl.i = phi i32 [ 0, %entry ], [ %tl.i1, %tl ]
  %tl.v = phi float [ %x, %entry ], [ %tl.v5, %tl ]
  %tl.v1 = fmul float %tl.v, 1.500000e+00
  %tl.v2 = fadd float %tl.v1, 2.500000e-01
  %tl.v3 = fmul float %tl.v2, %tl.v2
  %tl.v4 = call float @llvm.sqrt.f32(float %tl.v3)
  %tl.u1 = call float @llvm.sqrt.f32(float %tl.v4)
  %tl.u2 = fmul float %tl.u1, %tl.v4
  %tl.v5 = fdiv float %tl.u2, %x
  %tl.i1 = add i32 %tl.i, 1
  %tl.m = icmp slt i32 %tl.i1, %k0
  br i1 %tl.m, label %tl, label %ti
ti:
  %tl.x = phi float [ %tl.v5, %tl ]
  %p = fcmp ogt float %tl.x, 1.000000e+00
  br i1 %p, label %tarm, label %join
tarm:
  store i32 1, ptr %ps, align 4
  br label %join
fl:
  %fl.i = phi i32 [ 0, %entry ], [ %fl.i1, %fl ]
  %fl.v = phi float [ %x, %entry ], [ %fl.v5, %fl ]
  %fl.v1 = fmul float %fl.v, 2.500000e+00
  %fl.v2 = fadd float %fl.v1, 2.500000e-01
  %fl.v3 = fmul float %fl.v2, %fl.v2
  %fl.v4 = call float @llvm.sqrt.f32(float %fl.v3)
  %fl.u1 = call float @llvm.sqrt.f32(float %fl.v4)
  %fl.u2 = fmul float %fl.u1, %fl.v4
  %fl.v5 = fdiv float %fl.u2, %x
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %fl, label %join
join:
  %r = phi float [ %tl.x, %ti ], [ %tl.x, %tarm ], [ %fl.v5, %fl ]
  store float %r, ptr %pa, align 4
  ret void
}

; Every subgraph of one side unlike every one of the other (an integer
; loop and a block against a float loop): nothing aligns, nothing changes.
; CHECK-LABEL: define void @nothing_aligns(
; CHECK:         br i1 %c, label %tl, label %fl
; CHECK-NOT:   meld
; CHECK-NOT:   .seq
; CHECK:       ret void
define void @nothing_aligns(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %tl, label %fl
tl:
  %tl.i = phi i32 [ 0, %entry ], [ %tl.i1, %tl ]
  %tl.s = phi i32 [ %k0, %entry ], [ %tl.s3, %tl ]
  %tl.s1 = mul i32 %tl.s, 3
  %tl.s2 = xor i32 %tl.s1, %tl.i
  %tl.s3 = lshr i32 %tl.s2, 1
  %tl.i1 = add i32 %tl.i, 1
  %tl.m = icmp slt i32 %tl.i1, %n
  br i1 %tl.m, label %tl, label %tb
tb:
  %tl.x = phi i32 [ %tl.s3, %tl ]
  store i32 %tl.x, ptr %ps, align 4
  br label %join
fl:
  %fl.i = phi i32 [ 0, %entry ], [ %fl.i1, %fl ]
  %fl.v = phi float [ %x, %entry ], [ %fl.v5, %fl ]
  %fl.v1 = fmul float %fl.v, 2.500000e+00
  %fl.v2 = fadd float %fl.v1, 2.500000e-01
  %fl.v3 = fmul float %fl.v2, %fl.v2
  %fl.v4 = call float @llvm.sqrt.f32(float %fl.v3)
  %fl.v5 = fdiv float %fl.v4, %x
  %fl.i1 = add i32 %fl.i, 1
  %fl.m = icmp slt i32 %fl.i1, %n
  br i1 %fl.m, label %fl, label %join
join:
  %r = phi float [ %x, %tb ], [ %fl.v5, %fl ]
  store float %r, ptr %pa, align 4
  ret void
}

; Gaps at the start, in the middle and at the end: [B, L1, B, L2, if]
; against [L1', L2'], the join's phi taking a value of the first block
; through the last if. Three guarded runs (one per unaligned subgraph, one
; guard each) in the T side's order, both loop pairs melded; the first
; block's value leaves its run through its join (poison for the F lanes).
; CHECK-LABEL: define void @gaps_everywhere(
; CHECK:         br label %[[G0:meld.guard.ta]]
; CHECK:       [[G0]]:
; CHECK-NEXT:    br i1 %c, label %[[B0:meld.solo.ta]], label %[[J0:meld.join.ta]]
; CHECK:       [[B0]]:
; CHECK-NEXT:    %[[Y:ta.y[0-9]+]] = fmul float %x, 3.000000e+00
; CHECK-NEXT:    store float %[[Y]], ptr %pa
; CHECK:       [[J0]]:
; CHECK-NEXT:    %[[YS:.*]] = phi float [ %[[Y]], %[[B0]] ], [ poison, %[[G0]] ]
; CHECK:       [[L1:meld.t1]]:
; CHECK:         br i1 %{{.*}}, label %[[L1]], label %[[G1:meld.guard.tm]]
; CHECK:       [[G1]]:
; CHECK:         br i1 %c, label %[[B1:meld.solo.tm]], label %[[J1:meld.join.tm]]
; CHECK:       [[B1]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK:       [[L2:meld.t2]]:
; CHECK:         br i1 %{{.*}}, label %[[L2]], label %[[G2:meld.guard.tz]]
; CHECK:       [[G2]]:
; CHECK:         br i1 %c, label %[[I:meld.solo.tz]], label %[[J2:meld.join.tz]]
; CHECK:       [[I]]:
; CHECK:         br i1 %{{.*}}, label %[[A:meld.solo.tz.arm]], label %[[J2]]
; CHECK:       [[A]]:
; CHECK-NEXT:    store i32 0, ptr %ps
; CHECK:       [[J2]]:
; CHECK-NEXT:    %[[R:.*]] = phi float [ %{{.*}}, %[[I]] ], [ %[[YS]], %[[A]] ], [ %seq.pad{{[0-9]+}}, %[[G2]] ]
; CHECK:       join:
; CHECK-NEXT:    store float %[[R]], ptr %pa
; CHECK-NOT:   .seq
define void @gaps_everywhere(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %ps = getelementptr inbounds i32, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  %k0 = fptosi float %x to i32
  br i1 %c, label %ta, label %f1
ta:
  %ta.y = fmul float %x, 3.000000e+00
  store float %ta.y, ptr %pa, align 4
  br label %t1
t1:
  %t1.i = phi i32 [ 0, %ta ], [ %t1.i1, %t1 ]
  %t1.v = phi float [ %ta.y, %ta ], [ %t1.v5, %t1 ]
  %t1.v1 = fmul float %t1.v, 1.500000e+00
  %t1.v2 = fadd float %t1.v1, 2.500000e-01
  %t1.v3 = fmul float %t1.v2, %t1.v2
  %t1.v4 = call float @llvm.sqrt.f32(float %t1.v3)
  %t1.u1 = call float @llvm.sqrt.f32(float %t1.v4)
  %t1.u2 = fmul float %t1.u1, %t1.v4
  %t1.v5 = fdiv float %t1.u2, %x
  %t1.i1 = add i32 %t1.i, 1
  %t1.m = icmp slt i32 %t1.i1, %k0
  br i1 %t1.m, label %t1, label %tm
tm:
  %t1.x = phi float [ %t1.v5, %t1 ]
  store i32 1, ptr %ps, align 4
  br label %t2
t2:
  %t2.i = phi i32 [ 0, %tm ], [ %t2.i1, %t2 ]
  %t2.v = phi float [ %t1.x, %tm ], [ %t2.v5, %t2 ]
  %t2.v1 = fmul float %t2.v, 1.250000e+00
  %t2.v2 = fadd float %t2.v1, 2.500000e-01
  %t2.v3 = fmul float %t2.v2, %t2.v2
  %t2.v4 = call float @llvm.sqrt.f32(float %t2.v3)
  %t2.u1 = call float @llvm.sqrt.f32(float %t2.v4)
  %t2.u2 = fmul float %t2.u1, %t2.v4
  %t2.v5 = fdiv float %t2.u2, %x
  %t2.i1 = add i32 %t2.i, 1
  %t2.m = icmp slt i32 %t2.i1, %n
  br i1 %t2.m, label %t2, label %tz
tz:
  %t2.x = phi float [ %t2.v5, %t2 ]
  %tz.p = fcmp ogt float %t2.x, 3.000000e+00
  br i1 %tz.p, label %tz.arm, label %join
tz.arm:
  store i32 0, ptr %ps, align 4
  br label %join
f1:
  %f1.i = phi i32 [ 0, %entry ], [ %f1.i1, %f1 ]
  %f1.v = phi float [ %x, %entry ], [ %f1.v5, %f1 ]
  %f1.v1 = fmul float %f1.v, 2.500000e+00
  %f1.v2 = fadd float %f1.v1, 2.500000e-01
  %f1.v3 = fmul float %f1.v2, %f1.v2
  %f1.v4 = call float @llvm.sqrt.f32(float %f1.v3)
  %f1.u1 = call float @llvm.sqrt.f32(float %f1.v4)
  %f1.u2 = fmul float %f1.u1, %f1.v4
  %f1.v5 = fdiv float %f1.u2, %x
  %f1.i1 = add i32 %f1.i, 1
  %f1.m = icmp slt i32 %f1.i1, %n
  br i1 %f1.m, label %f1, label %f2
f2:
  %f2.i = phi i32 [ 0, %f1 ], [ %f2.i1, %f2 ]
  %f2.v = phi float [ %f1.v5, %f1 ], [ %f2.v5, %f2 ]
  %f2.v1 = fmul float %f2.v, 1.750000e+00
  %f2.v2 = fadd float %f2.v1, 2.500000e-01
  %f2.v3 = fmul float %f2.v2, %f2.v2
  %f2.v4 = call float @llvm.sqrt.f32(float %f2.v3)
  %f2.u1 = call float @llvm.sqrt.f32(float %f2.v4)
  %f2.u2 = fmul float %f2.u1, %f2.v4
  %f2.v5 = fdiv float %f2.u2, %x
  %f2.i1 = add i32 %f2.i, 1
  %f2.m = icmp slt i32 %f2.i1, %k0
  br i1 %f2.m, label %f2, label %join
join:
  %r = phi float [ %t2.x, %tz ], [ %ta.y, %tz.arm ], [ %f2.v5, %f2 ]
  store float %r, ptr %pa, align 4
  ret void
}
