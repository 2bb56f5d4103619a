; DARM subgraph-sequence alignment (MeldSequence.h): each side of a
; divergent branch is cut into its ordered SESE subgraphs (blocks, ifs,
; loops), the two sequences are aligned (isomorphic pairs scored by the cost
; model), and each unaligned subgraph gets an empty counterpart on the other
; side (constant branches, poison or carry phis), so it stays guarded on its
; own lanes, in its place, while the aligned pairs meld. Verifier clean,
; also through spmd-reconverge and spmd-widen.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -S | FileCheck %s --check-prefix=ZERO
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; REMARK: remark: <unknown>:0:0: divergent branch not melded: saves {{[0-9]+}} of {{[0-9]+}} cost
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (6 block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded)
; REMARK-NOT: melded

; Two loops [L1, L2] against a loop and a block [L1', B]: L1 pairs with
; L1', L2 and B are unaligned (a loop and a block do not pair). At the
; default threshold the unaligned integer loop's selects cost more than the
; melded float loop saves: not melded, left as it was. At threshold 0 the
; float loops meld into one, B's store stays guarded on the F lanes and L2
; runs with the F lanes gone (its copy's branch is constant).
; CHECK-LABEL: define void @two_loops_vs_loop_block(
; CHECK:         br i1 %c, label %t1, label %f1
; CHECK:       t1:
; CHECK:       t2:
; CHECK:       f1:
; CHECK:       f2:
; CHECK-NEXT:    %f1.x = phi float [ %f1.v5, %f1 ]
; CHECK-NEXT:    store i32 7, ptr %ps
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    %r = phi float [ %t1.x, %t2 ], [ %f1.x, %f2 ]
; CHECK-NOT:   .seq
; CHECK-NOT:   seq.pad
; CHECK:       ret void
; ZERO-LABEL: define void @two_loops_vs_loop_block(
; ZERO:         br label %[[L1:meld.t1]]
; ZERO:       [[L1]]:
; ZERO:         call float @llvm.sqrt.f32(
; ZERO:         call float @llvm.sqrt.f32(
; ZERO:         call float @llvm.sqrt.f32(
; ZERO-NOT:     call float @llvm.sqrt.f32(
; ZERO:         %[[E1:.*]] = select i1 %c, i1 %t1.m{{[0-9]*}}, i1 %f1.m
; ZERO:         br i1 %[[E1]], label %[[L1]], label %[[B:meld.f2.seq]]
; ZERO:       [[B]]:
; ZERO-NEXT:    %[[FX:f1.x.seq[0-9]+]] = phi float
; ZERO-NEXT:    %[[TX:t1.x.carry[0-9]+]] = phi float
; ZERO-NEXT:    br i1 %c, label %meld.cont, label %[[G:meld.f]]
; ZERO:       [[L2:meld.t2]]:
; ZERO:         mul i32
; ZERO:         %[[E2:.*]] = select i1 %c, i1 %t2.m{{[0-9]*}}, i1 false
; ZERO:         %[[R:.*]] = select i1 %c, float %t1.x{{[0-9]+}}, float %[[FX]]
; ZERO-NEXT:    br i1 %[[E2]], label %[[L2]], label %join
; ZERO:       [[G]]:
; ZERO-NEXT:    store i32 7, ptr %ps
; The select is computed in the loop: the join keeps it in an exit phi.
; ZERO:       join:
; ZERO-NEXT:    %[[RX:.*]] = phi float [ %[[R]], %[[L2]] ]
; ZERO-NEXT:    store float %[[RX]], ptr %pa
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
; [L', B2']: B1 (a store and the loop's start value) is unaligned and stays
; guarded, the loops meld, the closing blocks meld. The T loop starts from
; B1's value, the F loop from %x: a carry of the copy's entry, selected.
; CHECK-LABEL: define void @block_loop_block(
; CHECK:         br label %[[B1:meld.tb]]
; CHECK:       [[B1]]:
; CHECK-NEXT:    br i1 %c, label %[[G:meld.t]], label %[[C:meld.cont]]
; CHECK:       [[L:meld.tl]]:
; CHECK-NEXT:    phi i32 [ 0, %[[C]] ]
; CHECK-NEXT:    phi float [ %[[START:meld.sel[0-9]+]], %[[C]] ]
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L]], label %[[B2:meld.te]]
; CHECK:       [[B2]]:
; CHECK-NEXT:    phi float
; CHECK-NEXT:    select i1 %c, float 1.000000e+00, float 2.000000e+00
; CHECK-NEXT:    fadd float
; CHECK-NEXT:    br label %join
; CHECK:       [[G]]:
; CHECK-NEXT:    %y1 = fmul float %x, 3.000000e+00
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK:       [[C]]:
; CHECK-NEXT:    %y.meld = phi float [ %y1, %[[G]] ], [ poison, %[[B1]] ]
; CHECK-NEXT:    %[[START]] = select i1 %c, float %y.meld, float %x
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

; A leftover in the middle: [L1, B, L2] against [L1', L2']. B (a
; one-sided store) gets an empty counterpart between the F loops; both loop
; pairs meld; the store stays guarded between them.
; CHECK-LABEL: define void @leftover_middle(
; CHECK:         br label %[[L1:meld.t1]]
; CHECK:       [[L1]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L1]], label %[[B:meld.tm]]
; CHECK:       [[B]]:
; CHECK-NEXT:    %[[X1:t1.x[0-9]+]] = phi float
; CHECK-NEXT:    %[[X2:seq.pad[0-9]+]] = phi float
; CHECK-NEXT:    br i1 %c, label %[[G:meld.t]], label %[[C:meld.cont]]
; CHECK:       [[L2:meld.t2]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L2]], label %join
; CHECK:       [[G]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK:       [[C]]:
; CHECK-NEXT:    select i1 %c, float %[[X1]], float %[[X2]]
; CHECK-NEXT:    br label %[[L2]]
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
  %f1.m = icmp slt i32 %f1.i1, %n
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
  %f2.m = icmp slt i32 %f2.i1, %k0
  br i1 %f2.m, label %f2, label %join
join:
  %r = phi float [ %t2.v5, %t2 ], [ %f2.v5, %f2 ]
  store float %r, ptr %pa, align 4
  ret void
}

; A leftover at the end: [L, if] against [L']. The if (a one-sided store
; under a condition on the loop's result) gets an empty counterpart between
; the F loop and the join (J's phi takes the F loop's value through it);
; the loops meld; the if's branch is taken only by T lanes.
; CHECK-LABEL: define void @leftover_end(
; CHECK:       [[L:meld.tl]]:
; CHECK:         call float @llvm.sqrt.f32(
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         br i1 %{{.*}}, label %[[L]], label %[[I:meld.ti]]
; CHECK:       [[I]]:
; CHECK-NEXT:    %[[X:tl.x[0-9]+]] = phi float
; CHECK-NEXT:    %[[CARRY:seq.pad[0-9]+]] = phi float
; CHECK-NEXT:    %[[P:.*]] = fcmp ogt float %[[X]], 1.000000e+00
; CHECK-NEXT:    %[[S:.*]] = select i1 %c, i1 %[[P]], i1 false
; CHECK-NEXT:    %[[R1:.*]] = select i1 %c, float %[[X]], float %[[CARRY]]
; CHECK-NEXT:    br i1 %[[S]], label %[[A:meld.tarm]], label %join
; CHECK:       [[A]]:
; CHECK-NEXT:    br i1 %c, label %[[G:meld.t]], label %[[C:meld.cont]]
; CHECK:       [[G]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK:       [[C]]:
; CHECK-NEXT:    %[[R2:.*]] = select i1 %c, float %[[X]], float %[[CARRY]]
; CHECK:       join:
; CHECK-NEXT:    %r = phi float [ %[[R2]], %[[C]] ], [ %[[R1]], %[[I]] ]
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
; through the last if. Three guarded runs (one per unaligned subgraph) in
; the T side's order, both loop pairs melded.
; CHECK-LABEL: define void @gaps_everywhere(
; CHECK:         br label %[[B0:meld.ta]]
; CHECK:       [[B0]]:
; CHECK-NEXT:    br i1 %c, label %[[G0:meld.t]], label %[[C0:meld.cont]]
; CHECK:       [[L1:meld.t1]]:
; CHECK:         br i1 %{{.*}}, label %[[L1]], label %[[B1:meld.tm]]
; CHECK:       [[B1]]:
; CHECK-NEXT:    phi float
; CHECK-NEXT:    phi float
; CHECK-NEXT:    br i1 %c, label %[[G1:meld.t[0-9]+]], label %[[C1:meld.cont[0-9]+]]
; CHECK:       [[L2:meld.t2]]:
; CHECK:         br i1 %{{.*}}, label %[[L2]], label %[[I:meld.tz]]
; CHECK:       [[I]]:
; CHECK:         br i1 %{{.*}}, label %[[A:meld.tz.arm]], label %join
; CHECK:       [[A]]:
; CHECK-NEXT:    br i1 %c, label %[[G2:meld.t[0-9]+]], label %[[C2:meld.cont[0-9]+]]
; CHECK:       [[G0]]:
; CHECK-NEXT:    %[[Y:ta.y[0-9]+]] = fmul float %x, 3.000000e+00
; CHECK-NEXT:    store float %[[Y]], ptr %pa
; CHECK:       [[G1]]:
; CHECK-NEXT:    store i32 1, ptr %ps
; CHECK:       [[G2]]:
; CHECK-NEXT:    store i32 0, ptr %ps
; CHECK:       [[C2]]:
; CHECK-NEXT:    %[[R:.*]] = select i1 %c, float %ta.y.meld, float %seq.pad{{[0-9]+}}
; CHECK:       join:
; CHECK-NEXT:    %r = phi float [ %[[R]], %[[C2]] ], [ %meld.sel{{[0-9]+}}, %[[I]] ]
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
