; Where a blended phi's pending value pv ends at its rejoin block P
; (Widen.cpp pendingEndsAtRejoin). Past P the pending mask is 0, and pv
; decides the blend only on the lanes outside m(P), which no lane reads
; when every cycle through P is a natural loop and no unmasked region
; exists: pv is poison past P, and no loop phi carries the blend around
; (@natural_loop; the loop-exit phi's pending value is still carried, as
; lanes leave at different iterations). Otherwise the carried pv keeps in
; the lanes outside m(P) their value from an earlier run of P, and lanes
; read it:
; * @unmasked_in_loop: the unmasked region stores %x.j.blend for every
;   lane, also for lanes that left the loop (with the values they had);
; * @rotate_in_loop: `rotate(x, 1)` in the loop reads the x of a neighbour
;   that left the loop, its last value (readsInactiveLanes, review25);
; * @goto_into_loop (e2e irreducible_all_on, goto_stmt's into_loop) given
;   to spmd-widen as it is (IRR): an irreducible cycle has no LCSSA phis;
;   `done` stores %x.blend for lanes that left the cycle iterations ago.
; Since session 25 spmd-reconverge makes every cycle a natural loop in
; LCSSA form, also where the CFG reconverges already, so after it the goto
; cycle has a guard header and `done` reads an exit phi with a pending
; value of its own: the reset applies in the cycle like in @natural_loop
; (first run line: no phi carries the blend around the guard), and lanes
; that left read the exit phi's blend (e2e irreducible_exit_values). The
; second run line keeps the widener's own check of (b) tested.
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-widen<8>,spmd-verify' -S | FileCheck %s --check-prefix=IRR

; CHECK-LABEL: define void @natural_loop(
; CHECK:       head:
; CHECK-NEXT:    %[[PV:.*]] = phi <8 x i32> [ %x.out.pend, %join ], [ poison, %entry ]
; CHECK-NOT:     phi <8 x i32> [ %x.j.blend
; CHECK:         %x.j.pend = select <8 x i1> %defer, <8 x i32> %x, <8 x i32> poison
; CHECK:       join:
; CHECK:         %x.out.pend = select <8 x i1> %{{.*}}, <8 x i32> %x.j.blend, <8 x i32> %[[PV]]
; CHECK-LABEL: define void @goto_into_loop(
; CHECK:       done:
; CHECK-NEXT:    %arrive{{[0-9]*}} = phi <8 x i1>
; CHECK-NEXT:    %[[EXIT:.*]] = phi <8 x i32> [ %[[X:.*]].blend, %flow ]
; CHECK-NEXT:    %[[EXIT]].blend = select <8 x i1> %{{.*}}, <8 x i32> %[[EXIT]], <8 x i32> %[[EXIT]].pend
; CHECK:         store <8 x i32> %[[EXIT]].blend
; CHECK:       irr.guard:
; CHECK-NOT:     %pv{{[0-9]*}} = phi <8 x i32> {{.*}}[ %[[X]].blend, %mid ]
; CHECK:         %[[X]].pend = select <8 x i1> %defer, <8 x i32> %{{.*}}, <8 x i32> poison
; CHECK-LABEL: define void @unmasked_in_loop(
; CHECK:       head:
; CHECK-NEXT:    %[[PVU:.*]] = phi <8 x i32> [ %x.j.blend, %region.end ], [ poison, %entry ]
; CHECK:         %x.j.pend = select <8 x i1> %defer, <8 x i32> %x, <8 x i32> %[[PVU]]
; CHECK:       join:
; CHECK:         call void @llvm.masked.store.v8i32.p0(<8 x i32> %x.j.blend, ptr align 4 %{{.*}}, <8 x i1> splat (i1 true))
; CHECK-LABEL: define void @rotate_in_loop(
; CHECK:       head:
; CHECK:         %[[PVR:.*]] = phi <8 x i32> [ %x.j.blend, %join ], [ poison, %entry ]
; CHECK:         %x.j.pend = select <8 x i1> %defer, <8 x i32> %x, <8 x i32> %[[PVR]]

; IRR-LABEL: define void @goto_into_loop(
; IRR:       top:
; IRR-NEXT:    %[[PVT:.*]] = phi <8 x i32> [ %x.pend, %entry ], [ %[[PVM:.*]], %mid ]
; IRR:         %x.blend = select <8 x i1> %{{.*}}, <8 x i32> %x, <8 x i32> %[[PVT]]
; IRR:       mid:
; IRR-NEXT:    %[[PVM]] = phi <8 x i32> [ %x.pend, %entry ], [ %x.blend, %step ]
; IRR:       done:
; IRR:         store <8 x i32> %x.blend

define void @natural_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %x0 = load i32, ptr %pa, align 4
  br label %head

head:
  %x = phi i32 [ %x0, %entry ], [ %x.j, %join ]
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join

even:
  %x.e = add nsw i32 %x, 3
  br label %join

join:
  %x.j = phi i32 [ %x.e, %even ], [ %x, %head ]
  %big = icmp sge i32 %x.j, 12
  br i1 %big, label %done, label %head

done:
  %x.out = phi i32 [ %x.j, %join ]
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %x.out, ptr %po, align 4
  ret void
}

define void @goto_into_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, ptr "spmd.uniform" %seen) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %x0 = load i32, ptr %pa, align 4
  %cmp = icmp sgt i32 %x0, 4
  br i1 %cmp, label %mid, label %top

top:
  %x = phi i32 [ %x.inc, %mid ], [ %x0, %entry ]
  %ps = getelementptr i32, ptr %seen, i64 %idx
  %s = load i32, ptr %ps, align 4
  %s.inc = add nsw i32 %s, 1
  store i32 %s.inc, ptr %ps, align 4
  %big = icmp sge i32 %x, 12
  br i1 %big, label %done, label %step

step:
  %x.3 = add nsw i32 %x, 3
  br label %mid

mid:
  %x.m = phi i32 [ %x.3, %step ], [ %x0, %entry ]
  %x.inc = add nsw i32 %x.m, 1
  br label %top

done:
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %x, ptr %po, align 4
  ret void
}

define void @unmasked_in_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %x0 = load i32, ptr %pa, align 4
  br label %head

head:
  %x = phi i32 [ %x0, %entry ], [ %x.j, %region.end ]
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join

even:
  %x.e = add nsw i32 %x, 3
  br label %join

join:
  %x.j = phi i32 [ %x.e, %even ], [ %x, %head ]
  %r = call i32 @spmd.unmasked.begin()
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %x.j, ptr %po, align 4
  br label %region.end

region.end:
  call void @spmd.unmasked.end(i32 %r)
  %big = icmp sge i32 %x.j, 12
  br i1 %big, label %done, label %head

done:
  ret void
}

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.unmasked.begin() convergent nomerge nounwind willreturn
declare void @spmd.unmasked.end(i32) convergent nomerge nounwind willreturn

define void @rotate_in_loop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %x0 = load i32, ptr %pa, align 4
  br label %head

head:
  %x = phi i32 [ %x0, %entry ], [ %x.j, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.n, %join ]
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join

even:
  %x.e = add nsw i32 %x, 3
  br label %join

join:
  %x.j = phi i32 [ %x.e, %even ], [ %x, %head ]
  %r = call i32 @spmd.rotate.i32(i32 %x.j, i32 1)
  %s.n = add i32 %s, %r
  %big = icmp sge i32 %x.j, 12
  br i1 %big, label %done, label %head

done:
  %s.out = phi i32 [ %s.n, %join ]
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %s.out, ptr %po, align 4
  ret void
}

declare i32 @spmd.rotate.i32(i32, i32)
