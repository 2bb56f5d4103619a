; spmd-unroll-private-loops on loops over read-only constant tables
; (vectorizer/UnrollPrivateLoops.h): a constant-trip loop that loads a
; table at its counter is unrolled and the loads become the constants, so
; DARM sees constant steps (probe20's `slide_moves`: its two sides' loops
; over the rook's and the bishop's direction tables, melded as loops, ran
; 0.56x of --no-darm on avx512; unrolled and folded first, 1.73x).
; RUN: %spmdc-opt %s -passes=spmd-unroll-private-loops -S | FileCheck %s

declare i32 @spmd.lane.index()
declare void @spmd.gang.shared(ptr)

@tbl = private unnamed_addr constant [4 x i32] [i32 3, i32 -1, i32 0, i32 7]
@mut = private global [4 x i32] [i32 3, i32 -1, i32 0, i32 7]

; A `uniform int t[4] = {...}`: a gang-shared slot the entry block fills
; with constants, read at the counter. Unrolled; every load is folded (the
; step of 0 is gone with EarlyCSE: three adds for four copies).
; CHECK-LABEL: define void @shared_table(
; CHECK-NOT: %d = phi
; CHECK-NOT: load i32, ptr %t
; CHECK-NOT: load i32, ptr %{{.*}}t
; CHECK: add i32 %{{.*}}, 3
; CHECK: add i32 %{{.*}}, -1
; CHECK: add i32 %{{.*}}, 7
; CHECK: ret void
define void @shared_table(ptr "spmd.uniform" %out) {
entry:
  %t = alloca [4 x i32], align 4
  call void @spmd.gang.shared(ptr %t)
  store i32 3, ptr %t, align 4
  %t1 = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 1
  store i32 -1, ptr %t1, align 4
  %t2 = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 2
  store i32 0, ptr %t2, align 4
  %t3 = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 3
  store i32 7, ptr %t3, align 4
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; A constant global read at the counter: the same.
; CHECK-LABEL: define void @global_table(
; CHECK-NOT: %d = phi
; CHECK-NOT: load i32, ptr
; CHECK: ret void
define void @global_table(ptr "spmd.uniform" %out) {
entry:
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr @tbl, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; A global that is not constant is no table: kept.
; CHECK-LABEL: define void @mutable_global(
; CHECK: %d = phi
; CHECK: load i32, ptr %p
; CHECK: ret void
define void @mutable_global(ptr "spmd.uniform" %out) {
entry:
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr @mut, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; The slot is written outside the entry block (under a branch): not a
; read-only table, kept.
; CHECK-LABEL: define void @written_later(
; CHECK: %d = phi
; CHECK: load i32, ptr %p
; CHECK: ret void
define void @written_later(ptr "spmd.uniform" %out, i1 "spmd.uniform" %c) {
entry:
  %t = alloca [4 x i32], align 4
  call void @spmd.gang.shared(ptr %t)
  store i32 3, ptr %t, align 4
  %t1 = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 1
  store i32 -1, ptr %t1, align 4
  %lane = call i32 @spmd.lane.index()
  br i1 %c, label %set, label %loop

set:
  store i32 9, ptr %t1, align 4
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ 0, %set ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %lane, %set ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 2
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; A table read at a fixed index, not at the counter: the loop is not
; unrolled for it (LLVM's unroller decides after widening).
; CHECK-LABEL: define void @fixed_index(
; CHECK: %d = phi
; CHECK: ret void
define void @fixed_index(ptr "spmd.uniform" %out) {
entry:
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds [4 x i32], ptr @tbl, i64 0, i64 1
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; Bounded by a uniform argument: no constant trip count, kept.
; CHECK-LABEL: define void @bounded_table(
; CHECK: %d = phi
; CHECK: ret void
define void @bounded_table(ptr "spmd.uniform" %out, i32 "spmd.uniform" %n) {
entry:
  %lane = call i32 @spmd.lane.index()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d3 = and i32 %d, 3
  %d64 = sext i32 %d3 to i64
  %p = getelementptr inbounds [4 x i32], ptr @tbl, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %o, align 4
  ret void
}

; A table read at an index the loop computes from data (a table-driven
; CRC's `tbl[(c ^ b) & 3]`): no copy would read a constant offset, so the
; loop is not unrolled for it (found by the session-21 review: the first
; rule took any address that varies in the loop).
; CHECK-LABEL: define void @data_index(
; CHECK: %d = phi
; CHECK: load i32, ptr %p
; CHECK: ret void
define void @data_index(ptr "spmd.uniform" %out) {
entry:
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %x = xor i32 %acc, %d
  %i = and i32 %x, 3
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds [4 x i32], ptr @tbl, i64 0, i64 %i64
  %v = load i32, ptr %p, align 4
  %m = lshr i32 %acc, 2
  %acc.next = xor i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; The table's safety conditions (the session-21 review found no way
; around them; these pin them). A table whose address a call receives may
; be written there: no table, the loop kept, the load kept.
declare void @fill(ptr)
; CHECK-LABEL: define void @escaped_table(
; CHECK: %d = phi
; CHECK: load i32, ptr %p
; CHECK: ret void
define void @escaped_table(ptr "spmd.uniform" %out) {
entry:
  %t = alloca [4 x i32], align 4
  store i32 3, ptr %t, align 4
  %t1 = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 1
  store i32 -1, ptr %t1, align 4
  call void @fill(ptr %t)
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 2
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; Filled by a memcpy (not constant stores of the entry block): no table,
; nothing folded. (Still a private array read at the counter, so the loop
; unrolls by session 18's rule and SROA reads the copied values.)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
; CHECK-LABEL: define void @copied_table(
; CHECK: load i32, ptr %src
; CHECK-NOT: add i32 %{{.*}}, {{-?[0-9]+$}}
; CHECK: ret void
define void @copied_table(ptr "spmd.uniform" %out, ptr "spmd.uniform" %src) {
entry:
  %t = alloca [4 x i32], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %src, i64 16, i1 false)
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr %t, i64 0, i64 %d64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}

; A volatile load of a constant table is never folded: the unrolled
; copies keep all four volatile loads, in order.
; CHECK-LABEL: define void @volatile_read(
; CHECK: load volatile i32, ptr @tbl
; CHECK: load volatile i32, ptr getelementptr inbounds nuw (i8, ptr @tbl, i64 4)
; CHECK: load volatile i32, ptr getelementptr inbounds nuw (i8, ptr @tbl, i64 8)
; CHECK: load volatile i32, ptr getelementptr inbounds nuw (i8, ptr @tbl, i64 12)
; CHECK: ret void
define void @volatile_read(ptr "spmd.uniform" %out) {
entry:
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %d = phi i32 [ 0, %entry ], [ %d.next, %loop ]
  %acc = phi i32 [ %lane, %entry ], [ %acc.next, %loop ]
  %d64 = sext i32 %d to i64
  %p = getelementptr inbounds [4 x i32], ptr @tbl, i64 0, i64 %d64
  %v = load volatile i32, ptr %p, align 4
  %m = mul i32 %acc, 5
  %acc.next = add i32 %m, %v
  %d.next = add nsw i32 %d, 1
  %more = icmp slt i32 %d.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr i32, ptr %out, i32 %lane
  store i32 %acc.next, ptr %o, align 4
  ret void
}
