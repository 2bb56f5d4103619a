; for (i = 0; i < tid; i++) if (i % n) idx += i;  out[tid] = idx;
; A divergent loop: the loop runs while any lane is live (the live mask is
; the header's arrival mask; masks are combined with selects, which stop
; poison in inactive lanes); lanes that leave are deferred to the exit
; block, and each lane's live-out idx is captured at the moment it leaves
; (idx is uniform inside the loop, its LCSSA phi is a blend). The exit block
; is all-on again, so the store is unmasked.
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @tidloop(
; CHECK:       header:
; CHECK-NEXT:    %[[PV:.*]] = phi <4 x i32> [ %idx.lcssa.pend, %latch ], [ poison, %entry ]
; CHECK-NEXT:    %[[PEND:.*]] = phi <4 x i1> [ %pend, %latch ], [ zeroinitializer, %entry ]
; CHECK-NEXT:    %[[LIVE:.*]] = phi <4 x i1> [ %[[LATCHM:.*]], %latch ], [ splat (i1 true), %entry ]
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    %idx = phi i32
; CHECK:         %c = icmp slt <4 x i32> %i.splat, <i32 0, i32 1, i32 2, i32 3>
; CHECK-NEXT:    %not = xor <4 x i1> %c, splat (i1 true)
; CHECK-NEXT:    %take = select <4 x i1> %[[LIVE]], <4 x i1> %c, <4 x i1> zeroinitializer
; CHECK-NEXT:    %defer = select <4 x i1> %[[LIVE]], <4 x i1> %not, <4 x i1> zeroinitializer
; CHECK-NEXT:    %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %take)
; CHECK:         %pend = or <4 x i1> %[[PEND]], %defer
; CHECK-NEXT:    %idx.lcssa.pend = select <4 x i1> %defer, <4 x i32> %idx.splat, <4 x i32> %[[PV]]
; CHECK-NEXT:    br i1 %[[ANY]], label %body, label %exit
; CHECK:       body:
; CHECK:         %r = srem i32 %i, %n
; CHECK-NEXT:    %t = icmp ne i32 %r, 0
; CHECK-NEXT:    br i1 %t, label %then, label %latch
; CHECK:       latch:
; CHECK-NEXT:    %[[LATCHM]] = phi <4 x i1>
; CHECK:       exit:
; CHECK-NEXT:    %[[ARR:.*]] = phi <4 x i1> [ zeroinitializer, %header ]
; CHECK-NEXT:    %idx.lcssa = phi <4 x i32> [ %idx.splat, %header ]
; CHECK-NEXT:    %idx.lcssa.blend = select <4 x i1> %[[ARR]], <4 x i32> %idx.lcssa, <4 x i32> %idx.lcssa.pend
; CHECK:         store <4 x i32> %idx.lcssa.blend, ptr %p.base, align 4

define void @tidloop(ptr %out, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %idx = phi i32 [ 0, %entry ], [ %idx2, %latch ]
  %c = icmp slt i32 %i, %tid
  br i1 %c, label %body, label %exit
body:
  %r = srem i32 %i, %n
  %t = icmp ne i32 %r, 0
  br i1 %t, label %then, label %latch
then:
  %idx1 = add i32 %idx, %i
  br label %latch
latch:
  %idx2 = phi i32 [ %idx1, %then ], [ %idx, %body ]
  %i.next = add nsw i32 %i, 1
  br label %header
exit:
  %idx.lcssa = phi i32 [ %idx, %header ]
  %tid64 = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %tid64
  store i32 %idx.lcssa, ptr %p, align 4
  ret void
}
