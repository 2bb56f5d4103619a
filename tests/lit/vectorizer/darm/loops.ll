; DARM melds isomorphic loops on the two sides of a divergent branch into
; one loop: the header phis pair up, the trip counts differ per lane (the
; bound is selected on the branch condition) and each lane leaves on its own
; side's exit condition; the loop bodies meld with a select for the
; differing constant. A loop on one side against straight-line code on the
; other is not isomorphic and stays as it is. The result reconverges and
; widens with the verifier clean.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (2 block pairs, 4 instruction pairs)
; Then the branches never weighed (loop_vs_block, early_exit):
; REMARK-NEXT: remark: <unknown>:0:0: divergent branch not melded: the control flow of its sides cannot be aligned
; REMARK-NEXT: remark: <unknown>:0:0: divergent branch not melded: the control flow of its sides cannot be aligned
; REMARK-NOT: remark:

; CHECK-LABEL: define void @two_loops(
; CHECK:       entry:
; CHECK:         br label %meld.hdr1
; CHECK:       meld.hdr1:
; CHECK-NEXT:    %[[S:.*]] = phi i32 [ %x, %entry ], [ %[[S2:.*]], %meld.body1 ]
; CHECK-NEXT:    %[[T:.*]] = phi i32 [ 0, %entry ], [ %[[T2:.*]], %meld.body1 ]
; CHECK-NEXT:    %[[B:.*]] = select i1 %c, i32 %b1, i32 %b2
; CHECK-NEXT:    %[[LT:.*]] = icmp slt i32 %[[T]], %[[B]]
; CHECK-NEXT:    br i1 %[[LT]], label %meld.body1, label %join
; CHECK:       meld.body1:
; CHECK-NEXT:    %[[K:.*]] = select i1 %c, i32 3, i32 5
; CHECK-NEXT:    %[[M:.*]] = mul i32 %[[S]], %[[K]]
; CHECK-NEXT:    %[[S2]] = add i32 %[[M]], %[[T]]
; CHECK-NEXT:    %[[T2]] = add i32 %[[T]], 1
; CHECK-NEXT:    br label %meld.hdr1
; The join keeps its exit (LCSSA) phi: each lane leaves with its own value.
; CHECK:       join:
; CHECK-NEXT:    %[[R:.*]] = phi i32 [ %[[S]], %meld.hdr1 ]
; CHECK-NEXT:    store i32 %[[R]], ptr %p
; CHECK-NOT:   {{^}}hdr2:
define void @two_loops(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %x = load i32, ptr %p, align 4
  %b1 = and i32 %x, 7
  %b2 = and i32 %x, 3
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %hdr1, label %hdr2
hdr1:
  %s1 = phi i32 [ %x, %entry ], [ %s1n, %body1 ]
  %t1 = phi i32 [ 0, %entry ], [ %t1n, %body1 ]
  %lt1 = icmp slt i32 %t1, %b1
  br i1 %lt1, label %body1, label %join
body1:
  %m1 = mul i32 %s1, 3
  %s1n = add i32 %m1, %t1
  %t1n = add i32 %t1, 1
  br label %hdr1
hdr2:
  %s2 = phi i32 [ %x, %entry ], [ %s2n, %body2 ]
  %t2 = phi i32 [ 0, %entry ], [ %t2n, %body2 ]
  %lt2 = icmp slt i32 %t2, %b2
  br i1 %lt2, label %body2, label %join
body2:
  %m2 = mul i32 %s2, 5
  %s2n = add i32 %m2, %t2
  %t2n = add i32 %t2, 1
  br label %hdr2
join:
  %r = phi i32 [ %s1, %hdr1 ], [ %s2, %hdr2 ]
  store i32 %r, ptr %p, align 4
  ret void
}

; A loop against a single block: not isomorphic.
; CHECK-LABEL: define void @loop_vs_block(
; CHECK-NOT:     meld
; CHECK:         ret void
define void @loop_vs_block(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %x = load i32, ptr %p, align 4
  %b1 = and i32 %x, 7
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %hdr1, label %other
hdr1:
  %s1 = phi i32 [ %x, %entry ], [ %s1n, %body1 ]
  %t1 = phi i32 [ 0, %entry ], [ %t1n, %body1 ]
  %lt1 = icmp slt i32 %t1, %b1
  br i1 %lt1, label %body1, label %join
body1:
  %m1 = mul i32 %s1, 3
  %s1n = add i32 %m1, %t1
  %t1n = add i32 %t1, 1
  br label %hdr1
other:
  %m2 = mul i32 %x, 5
  %s2 = add i32 %m2, 1
  br label %join
join:
  %r = phi i32 [ %s1, %hdr1 ], [ %s2, %other ]
  store i32 %r, ptr %p, align 4
  ret void
}

; An arm that leaves the loop around the branch (break; a return is a
; branch to the function's single return block, the same case) is not a
; single-exit region: rejected.
; CHECK-LABEL: define void @early_exit(
; CHECK-NOT:     meld
; CHECK:         ret void
define void @early_exit(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %x = load i32, ptr %p, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %kn, %latch ]
  %c = icmp sgt i32 %x, %k
  br i1 %c, label %then, label %else
then:
  %m1 = mul i32 %x, 3
  %a1 = add i32 %m1, %k
  store i32 %a1, ptr %p, align 4
  %big = icmp sgt i32 %a1, 1000
  br i1 %big, label %out, label %latch
else:
  %m2 = mul i32 %x, 5
  %a2 = add i32 %m2, %k
  store i32 %a2, ptr %p, align 4
  br label %latch
latch:
  %kn = add i32 %k, 1
  %more = icmp slt i32 %kn, %n
  br i1 %more, label %loop, label %out
out:
  ret void
}
