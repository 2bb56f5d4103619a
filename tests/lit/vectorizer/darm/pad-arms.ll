; DARM region against region of different shapes: both sides are one-level
; ifs, a diamond (push: count, or store four stack entries) against a
; triangle (pop: load four stack entries if the stack is not empty) -- the
; N-Queens step. The arms pair by likeness: the stores' arm with the
; loads' arm (they share the address arithmetic), so the triangle's branch
; is inverted (its compare's predicate) and its edge to the join gets an
; empty block facing the count arm. The shared addresses are computed once
; (with a selected index) ahead of the one-sided accesses, which stay in
; one guarded run per side (stores on the push lanes, loads on the pop
; lanes): the address computations between the accesses do not split the
; runs (MeldCost::hoistsOver). At the default threshold the meld is not
; taken and the padding is undone: the IR is as before. Verifier clean.
; Since session 11 two ifs as whole sides are the one-pair case of the
; subgraph-sequence alignment (MeldSequence.h): the same melded code, and
; the undo restores the use-list order too (at 0.9 the output is the
; input, byte for byte).
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>' -darm-threshold=0.9 -S | FileCheck %s --check-prefix=UNDONE
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0.9 -S -o %t.undo
; RUN: %spmdc-opt %s -passes='spmd-verify' -S -o %t.orig
; RUN: diff %t.orig %t.undo

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (3 block pairs, {{[0-9]+}} instruction pairs): saves {{-?[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), ifs of different shapes given one shape

; CHECK-LABEL: define void @push_pop(
; The pop side's `d1 >= 0` is inverted to `d1 < 0` so that its arm faces
; the push arm.
; CHECK:         %[[NE:.*]] = icmp slt i32 %{{.*}}, 0
; CHECK:         %[[BC:.*]] = select i1 %c, i1 %{{.*}}, i1 %[[NE]]
; CHECK-NEXT:    br i1 %[[BC]], label %meld.count, label %meld.push
; CHECK:       meld.push:
; CHECK-NEXT:    %[[D:.*]] = select i1 %c, i32 %d, i32 %{{.*}}
; CHECK-NEXT:    %[[IX:.*]] = sext i32 %[[D]] to i64
; CHECK-NEXT:    %[[PA:.*]] = getelementptr inbounds [16 x i32], ptr %sa, i64 0, i64 %[[IX]]
; CHECK-NEXT:    %[[PB:.*]] = getelementptr inbounds [16 x i32], ptr %sb, i64 0, i64 %[[IX]]
; CHECK-NEXT:    br i1 %c, label %[[T:.*]], label %[[F:.*]]
; CHECK:       [[T]]:
; CHECK-NEXT:    store i32 %x, ptr %[[PA]]
; CHECK-NEXT:    store i32 %y, ptr %[[PB]]
; CHECK-NEXT:    br label
; CHECK:       [[F]]:
; CHECK-NEXT:    load i32, ptr %[[PA]]
; CHECK-NEXT:    load i32, ptr %[[PB]]
; CHECK-NEXT:    add i32
; CHECK-NEXT:    br label
; CHECK-NOT:   {{^}}pop:

; UNDONE-LABEL: define void @push_pop(
; UNDONE:       pop:
; UNDONE-NEXT:    %d1 = sub nsw i32 %d, 1
; UNDONE-NEXT:    %ne = icmp sge i32 %d1, 0
; UNDONE-NEXT:    br i1 %ne, label %popped, label %join
; UNDONE-NOT:   .pad
; UNDONE:       join:
; UNDONE-NEXT:    %r = phi i32 [ %n1, %count ], [ %x, %push ], [ %v, %popped ], [ %x, %pop ]
define void @push_pop(ptr "spmd.uniform" %a, ptr "spmd.uniform" %o, ptr "spmd.uniform" %sa, ptr "spmd.uniform" %sb) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %po = getelementptr inbounds i32, ptr %o, i64 %ix
  %x = load i32, ptr %p, align 4
  %y = mul i32 %x, 3
  %d = and i32 %x, 7
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %place, label %pop
place:
  %d2 = add nsw i32 %d, 1
  %full = icmp eq i32 %d2, 8
  br i1 %full, label %count, label %push
count:
  %n1 = add i32 %x, 1
  br label %join
push:
  %i0 = sext i32 %d to i64
  %pa = getelementptr inbounds [16 x i32], ptr %sa, i64 0, i64 %i0
  store i32 %x, ptr %pa, align 4
  %pb = getelementptr inbounds [16 x i32], ptr %sb, i64 0, i64 %i0
  store i32 %y, ptr %pb, align 4
  br label %join
pop:
  %d1 = sub nsw i32 %d, 1
  %ne = icmp sge i32 %d1, 0
  br i1 %ne, label %popped, label %join
popped:
  %i1 = sext i32 %d1 to i64
  %qa = getelementptr inbounds [16 x i32], ptr %sa, i64 0, i64 %i1
  %u = load i32, ptr %qa, align 4
  %qb = getelementptr inbounds [16 x i32], ptr %sb, i64 0, i64 %i1
  %w = load i32, ptr %qb, align 4
  %v = add i32 %u, %w
  br label %join
join:
  %r = phi i32 [ %n1, %count ], [ %x, %push ], [ %v, %popped ], [ %x, %pop ]
  store i32 %r, ptr %po, align 4
  ret void
}

; Two triangles whose arms sit on opposite edges: no padding, the F side's
; branch is inverted; its condition has another user, so it is negated by
; a `not` (the compare stays as it is).
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (2 block pairs, {{[0-9]+}} instruction pairs): saves {{-?[0-9]+}} of {{[0-9]+}} cost, the sides' subgraph sequences aligned (unaligned ones kept guarded), ifs of different shapes given one shape
; CHECK-LABEL: define void @opposite(
; CHECK:         %[[Q:.*]] = icmp slt i32 %x, 50
; CHECK:         %[[NQ:.*]] = xor i1 %[[Q]], true
; CHECK:         %[[BC:.*]] = select i1 %c, i1 %p{{.*}}, i1 %[[NQ]]
; CHECK:         br i1 %[[BC]], label %meld.ta, label %join
; CHECK:       meld.ta:
; CHECK:         sdiv i32
; CHECK-NOT:     sdiv i32
; CHECK:       join:
; UNDONE-LABEL: define void @opposite(
; UNDONE:       fe:
; UNDONE-NEXT:    %q = icmp slt i32 %x, 50
; UNDONE-NEXT:    %qz = zext i1 %q to i32
; UNDONE-NEXT:    br i1 %q, label %join, label %fa
define void @opposite(ptr "spmd.uniform" %a, ptr "spmd.uniform" %o) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p0 = getelementptr inbounds i32, ptr %a, i64 %ix
  %po = getelementptr inbounds i32, ptr %o, i64 %ix
  %x = load i32, ptr %p0, align 4
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %te, label %fe
te:
  %p = icmp sgt i32 %x, 200
  br i1 %p, label %ta, label %join
ta:
  %t1 = mul i32 %x, 7
  %t2 = sdiv i32 %t1, %x
  br label %join
fe:
  %q = icmp slt i32 %x, 50
  %qz = zext i1 %q to i32
  br i1 %q, label %join, label %fa
fa:
  %f1 = mul i32 %x, 9
  %f2 = sdiv i32 %f1, %x
  br label %join
join:
  %r = phi i32 [ %t2, %ta ], [ %x, %te ], [ %qz, %fe ], [ %f2, %fa ]
  store i32 %r, ptr %po, align 4
  ret void
}
