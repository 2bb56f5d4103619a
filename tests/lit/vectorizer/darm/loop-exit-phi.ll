; A melded loop that exits straight into the join J keeps J's phis as the
; loop's exit (LCSSA) phis after the original sides are deleted. The
; selects that pick each side's value are computed in the melded loop (at
; the end of the exiting block); without the exit phi the value after the
; loop would be the select itself, and once widened a lane that left early
; would read the value of a later iteration run for the other lanes.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @exit_into_join(
; CHECK:       meld.hdr1:
; CHECK:         %[[V:.*]] = mul i32
; CHECK:         %[[SV:.*]] = select i1 %c, i32 %[[V]], i32 %{{.*}}
; CHECK:         %[[SB:.*]] = select i1 %c, i32 %b1, i32 %b2
; CHECK-NEXT:    br i1 %{{.*}}, label %meld.body1, label %join
; CHECK:       join:
; CHECK-NEXT:    %[[RV:.*]] = phi i32 [ %[[SV]], %meld.hdr1 ]
; CHECK-NEXT:    %[[RB:.*]] = phi i32 [ %[[SB]], %meld.hdr1 ]
; CHECK-NEXT:    store i32 %[[RV]], ptr %p
; CHECK-NEXT:    store i32 %[[RB]], ptr %q
; CHECK-NOT:   {{^}}hdr2:
define void @exit_into_join(ptr "spmd.uniform" %a, ptr "spmd.uniform" %o) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %q = getelementptr inbounds i32, ptr %o, i64 %ix
  %x = load i32, ptr %p, align 4
  %b1 = and i32 %x, 7
  %b2 = and i32 %x, 3
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %hdr1, label %hdr2
hdr1:
  %s1 = phi i32 [ %x, %entry ], [ %s1n, %body1 ]
  %t1 = phi i32 [ 0, %entry ], [ %t1n, %body1 ]
  %v1 = mul i32 %s1, 3
  %lt1 = icmp slt i32 %t1, %b1
  br i1 %lt1, label %body1, label %join
body1:
  %s1n = add i32 %v1, %t1
  %t1n = add i32 %t1, 1
  br label %hdr1
hdr2:
  %s2 = phi i32 [ %x, %entry ], [ %s2n, %body2 ]
  %t2 = phi i32 [ 0, %entry ], [ %t2n, %body2 ]
  %v2 = mul i32 %s2, 5
  %lt2 = icmp slt i32 %t2, %b2
  br i1 %lt2, label %body2, label %join
body2:
  %s2n = add i32 %v2, %t2
  %t2n = add i32 %t2, 1
  br label %hdr2
join:
  ; the T side's in-loop product, the F side's header phi; the bounds
  ; (defined before the loops) are selected at the loop exit too
  %r = phi i32 [ %v1, %hdr1 ], [ %s2, %hdr2 ]
  %rb = phi i32 [ %b1, %hdr1 ], [ %b2, %hdr2 ]
  store i32 %r, ptr %p, align 4
  store i32 %rb, ptr %q, align 4
  ret void
}

; Straight-line sides: J's one-input phis are folded as before.
; CHECK-LABEL: define void @blocks_into_join(
; CHECK:       join:
; CHECK-NOT:     phi
; CHECK:         store i32 %meld.sel
define void @blocks_into_join(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %x = load i32, ptr %p, align 4
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %t, label %f
t:
  %v1 = mul i32 %x, 3
  %w1 = add i32 %v1, 1
  br label %join
f:
  %v2 = mul i32 %x, 5
  %w2 = add i32 %v2, 1
  br label %join
join:
  %r = phi i32 [ %w1, %t ], [ %x, %f ]
  store i32 %r, ptr %p, align 4
  ret void
}
