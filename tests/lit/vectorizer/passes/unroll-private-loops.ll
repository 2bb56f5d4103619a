; spmd-unroll-private-loops (vectorizer/UnrollPrivateLoops.h) on its own.
; RUN: %spmdc-opt %s -passes=spmd-unroll-private-loops -S | FileCheck %s

declare i32 @spmd.lane.index()
declare void @spmd.gang.shared(ptr)

; Three iterations over a private array whose body is an `if / else if`
; chain on a loaded value: unrolled, the array promoted, and the switch
; SimplifyCFG builds from the copies' chains lowered again.
; CHECK-LABEL: define void @chain(
; CHECK-NOT: alloca
; CHECK-NOT: switch i32
; CHECK-NOT: %k = phi
; CHECK: ret void
define void @chain(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) {
entry:
  %c = alloca [3 x float], align 4
  %lane = call i32 @spmd.lane.index()
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %base = mul i32 %lane, 3
  %idx = add i32 %base, %k
  %idx64 = sext i32 %idx to i64
  %pa = getelementptr i32, ptr %a, i64 %idx64
  %v = load i32, ptr %pa, align 4
  %k64 = sext i32 %k to i64
  %pc = getelementptr inbounds [3 x float], ptr %c, i64 0, i64 %k64
  %is0 = icmp eq i32 %v, 0
  br i1 %is0, label %zero, label %not0

not0:
  %is1 = icmp eq i32 %v, 1
  br i1 %is1, label %one, label %not1

not1:
  %is2 = icmp eq i32 %v, 2
  br i1 %is2, label %two, label %other

zero:
  store float 1.0, ptr %pc, align 4
  br label %latch

one:
  store float 2.5, ptr %pc, align 4
  br label %latch

two:
  store float -1.0, ptr %pc, align 4
  br label %latch

other:
  %vf = sitofp i32 %v to float
  %h = fmul float %vf, 0.5
  store float %h, ptr %pc, align 4
  br label %latch

latch:
  %k.next = add nsw i32 %k, 1
  %more = icmp slt i32 %k.next, 3
  br i1 %more, label %loop, label %exit

exit:
  %c1 = getelementptr inbounds [3 x float], ptr %c, i64 0, i64 1
  %c2 = getelementptr inbounds [3 x float], ptr %c, i64 0, i64 2
  %x0 = load float, ptr %c, align 4
  %x1 = load float, ptr %c1, align 4
  %x2 = load float, ptr %c2, align 4
  %m = fmul float %x0, %x1
  %r = fadd float %m, %x2
  %lane64 = sext i32 %lane to i64
  %po = getelementptr float, ptr %out, i64 %lane64
  store float %r, ptr %po, align 4
  ret void
}

; A gang-shared slot (its address passed to @spmd.gang.shared) stays
; memory whatever the indices: its loop is not unrolled.
; CHECK-LABEL: define void @shared(
; CHECK: %u = alloca [4 x i32]
; CHECK: %k = phi i32
; CHECK: ret void
define void @shared(ptr "spmd.uniform" %out) {
entry:
  %u = alloca [4 x i32], align 4
  call void @spmd.gang.shared(ptr %u)
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k64 = sext i32 %k to i64
  %p = getelementptr inbounds [4 x i32], ptr %u, i64 0, i64 %k64
  store i32 %k, ptr %p, align 4
  %k.next = add nsw i32 %k, 1
  %more = icmp slt i32 %k.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %v = load i32, ptr %u, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; A private array, but the trip count is a uniform argument: kept.
; CHECK-LABEL: define void @bounded(
; CHECK: %c = alloca [4 x i32]
; CHECK: %k = phi i32
; CHECK: ret void
define void @bounded(ptr "spmd.uniform" %out, i32 "spmd.uniform" %n) {
entry:
  %c = alloca [4 x i32], align 4
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k3 = and i32 %k, 3
  %k64 = sext i32 %k3 to i64
  %p = getelementptr inbounds [4 x i32], ptr %c, i64 0, i64 %k64
  store i32 %k, ptr %p, align 4
  %k.next = add nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %v = load i32, ptr %c, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
