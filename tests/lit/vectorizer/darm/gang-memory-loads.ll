; DARM keeps apart the loads of gang memory that either side writes
; (MeldAlign.h, GangWrites). A diverged gang runs both sides one after the
; other, each side's uniform store once: `if (c) acc += 1; else acc += 2;`
; adds 3. Melded into one load ahead of the two guarded volatile stores,
; both sides read the value from before either store and the gang ended
; with 1 or 2 (e2e gang_memory_both_sides on avx2, and on every target at
; --darm-threshold=0, before session 13).
; @acc_both_sides: the two loads of %acc stay two (one per guarded run);
; the varying multiplications still meld. @other_object: the stores write
; %acc, the loads read %tbl (another identified object): they meld.
; @through_call: a call that may write memory on one side: no load melds.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -S | FileCheck %s

; CHECK-LABEL: define void @acc_both_sides(
; CHECK:         mul i32 %v, %{{[^ ]*}}
; CHECK-COUNT-2: load i32, ptr %acc
; CHECK-NOT:     load i32, ptr %acc
; CHECK:       join:

; CHECK-LABEL: define void @other_object(
; CHECK:         load i32, ptr %tbl
; CHECK-NOT:     load i32, ptr %tbl
; CHECK:       join:

; CHECK-LABEL: define void @through_call(
; CHECK-COUNT-2: load i32, ptr %tbl
; CHECK:       join:

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr) nounwind
declare void @writes_memory()

define void @acc_both_sides(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %acc = alloca i32, align 4
  call void @spmd.gang.shared(ptr %acc)
  store i32 0, ptr %acc, align 4
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %pa, align 4
  %odd = and i32 %v, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %t, label %f
t:
  %t0 = load i32, ptr %acc, align 4
  %t1 = add nsw i32 %t0, 1
  store volatile i32 %t1, ptr %acc, align 4, !spmd.gang.store !0
  %tv = mul i32 %v, 3
  br label %join
f:
  %f0 = load i32, ptr %acc, align 4
  %f1 = add nsw i32 %f0, 2
  store volatile i32 %f1, ptr %acc, align 4, !spmd.gang.store !0
  %fv = mul i32 %v, 5
  br label %join
join:
  %r = phi i32 [ %tv, %t ], [ %fv, %f ]
  %g = load i32, ptr %acc, align 4
  %s = add i32 %r, %g
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %s, ptr %po, align 4
  ret void
}

define void @other_object(ptr "spmd.uniform" noalias %a, ptr "spmd.uniform" noalias %tbl, ptr "spmd.uniform" noalias %out) "spmd.kind"="export" {
entry:
  %acc = alloca i32, align 4
  call void @spmd.gang.shared(ptr %acc)
  store i32 0, ptr %acc, align 4
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %pa, align 4
  %c = icmp sgt i32 %v, 7
  br i1 %c, label %t, label %f
t:
  %t0 = load i32, ptr %tbl, align 4
  %t1 = add nsw i32 %t0, %v
  store volatile i32 1, ptr %acc, align 4, !spmd.gang.store !0
  br label %join
f:
  %f0 = load i32, ptr %tbl, align 4
  %f1 = add nsw i32 %f0, %v
  store volatile i32 2, ptr %acc, align 4, !spmd.gang.store !0
  br label %join
join:
  %r = phi i32 [ %t1, %t ], [ %f1, %f ]
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %r, ptr %po, align 4
  ret void
}

define void @through_call(ptr "spmd.uniform" noalias %a, ptr "spmd.uniform" noalias %tbl, ptr "spmd.uniform" noalias %out) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %pa, align 4
  %c = icmp sgt i32 %v, 7
  br i1 %c, label %t, label %f
t:
  %t0 = load i32, ptr %tbl, align 4
  %t1 = add nsw i32 %t0, %v
  call void @writes_memory()
  br label %join
f:
  %f0 = load i32, ptr %tbl, align 4
  %f1 = add nsw i32 %f0, %v
  br label %join
join:
  %r = phi i32 [ %t1, %t ], [ %f1, %f ]
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %r, ptr %po, align 4
  ret void
}

!0 = !{}
