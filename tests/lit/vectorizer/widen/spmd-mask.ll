; spmd-mask<W> is the mask lowering of spmd-widen<W> (the same pass: edge
; masks are built from the widened branch conditions, so masks and widening
; cannot run apart). After the open-tree transform, a divergent loop with a
; divergent break: the header's arrival mask is the live mask, the loop runs
; while any lane is live (`br any`), leaving lanes are deferred to the exit
; Flow block, whose i1 flow phis are blended with the pending values; the
; entry is all-on (unmasked load), the loop body is not (masked load).
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-mask<4>,spmd-verify' -spmd-unguarded-side-size=0 -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<4>' -spmd-unguarded-side-size=0 -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @search(
; CHECK:       entry:
; CHECK:         %n = load <4 x i32>, ptr %{{.*}}, align 4
; CHECK:       loop:
; CHECK:         %[[LIVE:arrive[0-9]*]] = phi <4 x i1> [ %{{.*}}, %body ], [ splat (i1 true), %entry ]
; CHECK:         %j = phi i32 [ 0, %entry ], [ %j1, %body ]
; CHECK:         %[[TAKE:.*]] = select <4 x i1> %[[LIVE]], <4 x i1> %lt, <4 x i1> zeroinitializer
; CHECK:         %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %[[TAKE]])
; CHECK:         br i1 %[[ANY]], label %body, label %[[FLOW:flow[0-9]*]]
; CHECK:       body:
; CHECK:         call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %{{.*}}, <4 x i1> %{{.*}}, <4 x i32> poison)
; CHECK:         br i1 %{{.*}}, label %loop, label %[[FLOW]]
; CHECK:       [[FLOW]]:
; CHECK:         %[[ARR:arrive[0-9]*]] = phi <4 x i1>
; CHECK:         %[[TOF:flow.to.found]] = phi <4 x i1> [ zeroinitializer, %loop ], [ splat (i1 true), %body ]
; CHECK:         %[[TOFB:.*]] = select <4 x i1> %[[ARR]], <4 x i1> %[[TOF]], <4 x i1> %{{.*}}
; CHECK:         %[[ANY2:.*]] = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %[[TOFB]])
; CHECK:         br i1 %[[ANY2]], label %found, label %{{flow[0-9]+}}
; CHECK:       ret void
define void @search(ptr "spmd.uniform" %a, ptr "spmd.uniform" %key, ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %pn = getelementptr inbounds i32, ptr %key, i64 %idx
  %n = load i32, ptr %pn, align 4
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %body ]
  %lt = icmp slt i32 %j, %n
  br i1 %lt, label %body, label %notfound
body:
  %j64 = sext i32 %j to i64
  %row = mul i64 %j64, 4
  %e = add i64 %row, %idx
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %j1 = add i32 %j, 1
  %hit = icmp eq i32 %v, 7
  br i1 %hit, label %found, label %loop
found:
  br label %done
notfound:
  br label %done
done:
  %r = phi i32 [ %j, %found ], [ -1, %notfound ]
  %po = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %r, ptr %po, align 4
  ret void
}
