; DARM: a loop against an `else if` whose arm holds a loop (`if (a) { loop }
; else if (b) { loop }`, no final else; session 15). The loop is no block and
; no if, so it is given the shape of a one-arm if (wrapInArm): a new block
; in front of it ends in a constant branch into the loop, the other edge to
; the loop's exit. The two ifs then pair as ifs of different shapes: the new
; block melds with the if's entry (the branch on `c ? true : p`), the loops
; meld (one loop, the differing constant selected). Since session 16 the
; whole run -- the block in front of the loop, the loop, its exit block --
; is wrapped as one (-darm-wrap-runs), so those blocks pair with the other
; arm's too, where the loop alone left them to run guarded.
; @else_if_vs_loop: the if on the T side (the constant on the select's
; other operand).
; @replicated_block_then_loop: [block, loop] against [one-level if, if
; holding a loop]. Without run wrapping (-darm-wrap-runs=false; difftest 15003:3 crashed
; here) the block is replicated into the first if's shape, so the loop is
; entered from two blocks (its old predecessor and the new arm); the new
; block in front of it takes the loop's entry values through phis of its
; own. With it, the run [block, loop, exit] is wrapped against the second
; if and the first if runs guarded (the estimate prefers it: 68 against 65).
; @loop_value_used_in_exit: a value of the loop is used in its exit block
; by other than a phi -- a block in front of the loop alone would leave that
; use undominated, so the loop alone keeps its shape (without run wrapping nothing
; melds); the run of the loop and its exit block is wrapped as one (the
; use stays inside it). At threshold 0.9 nothing pays: the shaping is
; undone exactly (the output is the input).
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -darm-wrap-runs=false -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.norun.ll 2>&1 | FileCheck %s --check-prefix=WRAPOFF-REMARK
; RUN: FileCheck %s --check-prefix=WRAPOFF < %t.norun.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -darm-wrap-runs=false -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

; REMARK-COUNT-4: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{[0-9]+}} block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a loop given the shape of a one-arm if, ifs of different shapes given one shape{{$}}
; REMARK-NOT: remark:

; WRAPOFF-REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{[0-9]+}} block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a loop given the shape of a one-arm if, ifs of different shapes given one shape
; WRAPOFF-REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{[0-9]+}} block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a loop given the shape of a one-arm if, ifs of different shapes given one shape
; WRAPOFF-REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch ({{[0-9]+}} block pairs, {{[0-9]+}} instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), a block replicated into the shape of an if it aligns with, a loop given the shape of a one-arm if, ifs of different shapes given one shape
; Without run wrapping loop_value_used_in_exit's loop is not wrapped, so
; nothing pairs:
; WRAPOFF-REMARK-NEXT: remark: <unknown>:0:0: divergent branch not melded: no instruction of one side pairs with one of the other
; WRAPOFF-REMARK-NOT: remark:

; The wrapped run: the new block in front of the preheader melds with the
; if's entry, the preheaders, loops and exit blocks pair; no guarded run.
; CHECK-LABEL: define void @loop_vs_else_if(
; CHECK:       meld.tpre.wrap:
; CHECK-NEXT:    %[[P:[^ ]*]] = fcmp ogt float %x, 2.500000e-01
; CHECK-NEXT:    %[[S:[^ ]*]] = select i1 %c, i1 true, i1 %[[P]]
; CHECK:         br i1 %[[S]], label %meld.tpre, label %join
; CHECK:       meld.tpre:
; CHECK-NEXT:    br label %meld.tloop
; CHECK:       meld.tloop:
; CHECK:         %[[K:[^ ]*]] = select i1 %c, float 3.000000e+00, float 5.000000e+00
; CHECK-NEXT:    fmul float %{{.*}}, %[[K]]
; CHECK-NOT:     fmul float %{{.*}}, 5.000000e+00
; CHECK:         br i1 %{{.*}}, label %meld.tloop, label %meld.texit
; CHECK:       meld.texit:
; CHECK-NEXT:    phi float
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NOT:   {{^}}(tloop|floop|fi|meld.guard.*|meld.solo.*):
; CHECK:       ret void

; CHECK-LABEL: define void @else_if_vs_loop(
; CHECK:       meld.fi:
; CHECK-NEXT:    %[[P:[^ ]*]] = fcmp ogt float %x, 2.500000e-01
; CHECK-NEXT:    %[[S:[^ ]*]] = select i1 %c, i1 %[[P]], i1 true
; CHECK:       meld.floop:
; CHECK:         %[[K:[^ ]*]] = select i1 %c, float 5.000000e+00, float 3.000000e+00
; CHECK-NEXT:    fmul float %{{.*}}, %[[K]]
; CHECK:       join:
; CHECK-NOT:   {{^}}(tloop|floop|fi|meld.guard.*|meld.solo.*):
; CHECK:       ret void

; CHECK-LABEL: define void @replicated_block_then_loop(
; CHECK:       meld.solo.fi1:
; CHECK:       meld.tb.wrap:
; CHECK:       meld.tloop:
; CHECK:         select i1 %c, float 3.000000e+00, float 5.000000e+00
; CHECK:       join:

; CHECK-LABEL: define void @loop_value_used_in_exit(
; CHECK:       meld.tpre.wrap:
; CHECK:       meld.tloop:
; CHECK:         select i1 %c, float 3.000000e+00, float 5.000000e+00
; CHECK:       meld.texit:
; CHECK:         fadd float %{{.*}}, 1.000000e+00
; CHECK:       join:
; CHECK-NOT:   {{^}}(tloop|floop):
; CHECK:       ret void

; WRAPOFF-LABEL: define void @loop_vs_else_if(
; WRAPOFF:       meld.tloop.wrap:
; WRAPOFF:       meld.tloop:
; WRAPOFF:         select i1 %c, float 3.000000e+00, float 5.000000e+00

; WRAPOFF-LABEL: define void @replicated_block_then_loop(
; WRAPOFF:         br i1 %{{.*}}, label %[[REP:meld.tb.rep]], label %[[W:meld.tloop.wrap]]
; WRAPOFF:       [[REP]]:
; WRAPOFF:         br label %[[W]]
; WRAPOFF:       [[W]]:
; WRAPOFF-NEXT:    phi i32 [ poison, %meld.tb ], [ %{{.*}}, %[[REP]] ]
; WRAPOFF-NEXT:    phi float [ poison, %meld.tb ], [ %{{.*}}, %[[REP]] ]
; WRAPOFF:       meld.tloop:
; WRAPOFF:         select i1 %c, float 3.000000e+00, float 5.000000e+00
; WRAPOFF:       join:

; WRAPOFF-LABEL: define void @loop_value_used_in_exit(
; WRAPOFF:         br i1 %c, label %tpre, label %fi
; WRAPOFF:       tloop:
; WRAPOFF:       floop:

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define void @loop_vs_else_if(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %tpre, label %fi
tpre:
  br label %tloop
tloop:
  %t.i = phi i32 [ 0, %tpre ], [ %t.i1, %tloop ]
  %t.v = phi float [ %x, %tpre ], [ %t.v2, %tloop ]
  %t.v1 = fmul float %t.v, 3.000000e+00
  %t.v2 = fadd float %t.v1, 1.000000e+00
  %t.w = fmul float %t.v2, %t.v2
  %t.i1 = add i32 %t.i, 1
  %t.m = icmp slt i32 %t.i1, %n
  br i1 %t.m, label %tloop, label %texit
texit:
  %t.x = phi float [ %t.w, %tloop ]
  br label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %fpre, label %join
fpre:
  br label %floop
floop:
  %f.i = phi i32 [ 0, %fpre ], [ %f.i1, %floop ]
  %f.v = phi float [ %x, %fpre ], [ %f.v2, %floop ]
  %f.v1 = fmul float %f.v, 5.000000e+00
  %f.v2 = fadd float %f.v1, 1.000000e+00
  %f.w = fmul float %f.v2, %f.v2
  %f.i1 = add i32 %f.i, 1
  %f.m = icmp slt i32 %f.i1, %n
  br i1 %f.m, label %floop, label %fexit
fexit:
  %f.x = phi float [ %f.w, %floop ]
  br label %join
join:
  %r = phi float [ %t.x, %texit ], [ %x, %fi ], [ %f.x, %fexit ]
  store float %r, ptr %pa, align 4
  ret void
}

define void @else_if_vs_loop(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %fi, label %tpre
tpre:
  br label %tloop
tloop:
  %t.i = phi i32 [ 0, %tpre ], [ %t.i1, %tloop ]
  %t.v = phi float [ %x, %tpre ], [ %t.v2, %tloop ]
  %t.v1 = fmul float %t.v, 3.000000e+00
  %t.v2 = fadd float %t.v1, 1.000000e+00
  %t.w = fmul float %t.v2, %t.v2
  %t.i1 = add i32 %t.i, 1
  %t.m = icmp slt i32 %t.i1, %n
  br i1 %t.m, label %tloop, label %texit
texit:
  %t.x = phi float [ %t.w, %tloop ]
  br label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %fpre, label %join
fpre:
  br label %floop
floop:
  %f.i = phi i32 [ 0, %fpre ], [ %f.i1, %floop ]
  %f.v = phi float [ %x, %fpre ], [ %f.v2, %floop ]
  %f.v1 = fmul float %f.v, 5.000000e+00
  %f.v2 = fadd float %f.v1, 1.000000e+00
  %f.w = fmul float %f.v2, %f.v2
  %f.i1 = add i32 %f.i, 1
  %f.m = icmp slt i32 %f.i1, %n
  br i1 %f.m, label %floop, label %fexit
fexit:
  %f.x = phi float [ %f.w, %floop ]
  br label %join
join:
  %r = phi float [ %t.x, %texit ], [ %x, %fi ], [ %f.x, %fexit ]
  store float %r, ptr %pa, align 4
  ret void
}

define void @replicated_block_then_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %tb, label %fi1
tb:
  %y1 = fmul float %x, 3.000000e+00
  %y2 = fadd float %y1, 1.000000e+00
  store float %y2, ptr %pb, align 4
  br label %tloop
tloop:
  %t.i = phi i32 [ 0, %tb ], [ %t.i1, %tloop ]
  %t.v = phi float [ %x, %tb ], [ %t.v2, %tloop ]
  %t.v1 = fmul float %t.v, 3.000000e+00
  %t.v2 = fadd float %t.v1, 1.000000e+00
  %t.w = fmul float %t.v2, %t.v2
  %t.i1 = add i32 %t.i, 1
  %t.m = icmp slt i32 %t.i1, %n
  br i1 %t.m, label %tloop, label %texit
texit:
  %t.x = phi float [ %t.w, %tloop ]
  br label %join
fi1:
  %p1 = fcmp ogt float %x, 2.500000e-01
  br i1 %p1, label %fa1, label %fi2
fa1:
  %z1 = fmul float %x, 5.000000e+00
  %z2 = fadd float %z1, 1.000000e+00
  store float %z2, ptr %pb, align 4
  br label %fi2
fi2:
  %p2 = fcmp ogt float %x, 1.250000e-01
  br i1 %p2, label %fpre, label %join
fpre:
  br label %floop
floop:
  %f.i = phi i32 [ 0, %fpre ], [ %f.i1, %floop ]
  %f.v = phi float [ %x, %fpre ], [ %f.v2, %floop ]
  %f.v1 = fmul float %f.v, 5.000000e+00
  %f.v2 = fadd float %f.v1, 1.000000e+00
  %f.w = fmul float %f.v2, %f.v2
  %f.i1 = add i32 %f.i, 1
  %f.m = icmp slt i32 %f.i1, %n
  br i1 %f.m, label %floop, label %fexit
fexit:
  %f.x = phi float [ %f.w, %floop ]
  br label %join
join:
  %r = phi float [ %t.x, %texit ], [ %x, %fi2 ], [ %f.x, %fexit ]
  store float %r, ptr %pa, align 4
  ret void
}

define void @loop_value_used_in_exit(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %tpre, label %fi
tpre:
  br label %tloop
tloop:
  %t.i = phi i32 [ 0, %tpre ], [ %t.i1, %tloop ]
  %t.v = phi float [ %x, %tpre ], [ %t.v2, %tloop ]
  %t.v1 = fmul float %t.v, 3.000000e+00
  %t.v2 = fadd float %t.v1, 1.000000e+00
  %t.w = fmul float %t.v2, %t.v2
  %t.i1 = add i32 %t.i, 1
  %t.m = icmp slt i32 %t.i1, %n
  br i1 %t.m, label %tloop, label %texit
texit:
  %t.x = fadd float %t.w, 1.000000e+00
  br label %join
fi:
  %p = fcmp ogt float %x, 2.500000e-01
  br i1 %p, label %fpre, label %join
fpre:
  br label %floop
floop:
  %f.i = phi i32 [ 0, %fpre ], [ %f.i1, %floop ]
  %f.v = phi float [ %x, %fpre ], [ %f.v2, %floop ]
  %f.v1 = fmul float %f.v, 5.000000e+00
  %f.v2 = fadd float %f.v1, 1.000000e+00
  %f.w = fmul float %f.v2, %f.v2
  %f.i1 = add i32 %f.i, 1
  %f.m = icmp slt i32 %f.i1, %n
  br i1 %f.m, label %floop, label %fexit
fexit:
  %f.x = phi float [ %f.w, %floop ]
  br label %join
join:
  %r = phi float [ %t.x, %texit ], [ %x, %fi ], [ %f.x, %fexit ]
  store float %r, ptr %pa, align 4
  ret void
}
