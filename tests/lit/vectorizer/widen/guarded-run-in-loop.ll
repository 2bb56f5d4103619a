; A value computed in a guarded run inside a divergent loop and read after
; it through `phi [v, poison]` (DARM's melded block: the F side's `abs`
; run of probe s6's fractal_d, Mandelbrot against Burning Ship). The lanes
; that skip the run (deferred to cont) never read the value, so the phi
; needs no blend and no pending value. Blended as any divergent phi, the
; pending value was carried from each iteration to the next through a
; loop phi (`%pv`) LLVM cannot fold: on avx2 a stack slot per iteration,
; and the melded loop ran 0.54x against the unmelded one (docs/darm-history.md,
; "Guarded runs in loops (session 20)"). A phi with a value on the
; deferring edge keeps its blend (@value_on_skip_edge), but its pending
; value starts as poison in each iteration: the pending mask is 0 past
; cont, so no lane reads a value carried around the loop (session 24:
; five such mask phis spilled typed_filter's masks on avx512).
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s

; CHECK-LABEL: define void @guarded_run_in_loop(
; CHECK-NOT:   %pv{{[0-9]*}} = phi <8 x double>
; CHECK:       run:
; CHECK:         %abs = call <8 x double> @llvm.fabs.v8f64(<8 x double> %t)
; CHECK:       cont:
; CHECK:         %abs.meld = phi <8 x double> [ %abs, %run ], [ poison, %body ]
; CHECK-NOT:     %abs.meld.blend
; CHECK:         %sel = select <8 x i1> %c, <8 x double> %t, <8 x double> %abs.meld
; CHECK-LABEL: define void @value_on_skip_edge(
; CHECK:       head:
; CHECK-NOT:     phi <8 x double> [ %abs.meld.blend
; CHECK:         %abs.meld.pend = select <8 x i1> %{{.*}}, <8 x double> %t, <8 x double> poison
; CHECK:       cont:
; CHECK:         %abs.meld.blend = select <8 x i1> %{{.*}}, <8 x double> %abs.meld, <8 x double> %abs.meld.pend

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare double @llvm.fabs.f64(double)

define void @guarded_run_in_loop(ptr %a, ptr %k, ptr %out, i32 "spmd.uniform" %m) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %pa = getelementptr inbounds double, ptr %a, i64 %idx
  %x = load double, ptr %pa, align 8
  %pk = getelementptr inbounds i32, ptr %k, i64 %idx
  %kv = load i32, ptr %pk, align 4
  %c = icmp eq i32 %kv, 0
  br label %head
head:
  %z = phi double [ 0.0, %entry ], [ %z.next, %cont ]
  %it = phi i32 [ 0, %entry ], [ %it.next, %cont ]
  %sq = fmul double %z, %z
  %small = fcmp olt double %sq, 4.0
  %more = icmp slt i32 %it, %m
  %go = select i1 %more, i1 %small, i1 false
  br i1 %go, label %body, label %exit
body:
  %t = fmul double %z, 2.0
  br i1 %c, label %cont, label %run
run:
  %abs = call double @llvm.fabs.f64(double %t)
  br label %cont
cont:
  %abs.meld = phi double [ %abs, %run ], [ poison, %body ]
  %sel = select i1 %c, double %t, double %abs.meld
  %z.next = fadd double %sel, %x
  %it.next = add nsw i32 %it, 1
  br label %head
exit:
  %it.lcssa = phi i32 [ %it, %head ]
  %po = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %it.lcssa, ptr %po, align 4
  ret void
}


define void @value_on_skip_edge(ptr %a, ptr %k, ptr %out, i32 "spmd.uniform" %m) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %pa = getelementptr inbounds double, ptr %a, i64 %idx
  %x = load double, ptr %pa, align 8
  %pk = getelementptr inbounds i32, ptr %k, i64 %idx
  %kv = load i32, ptr %pk, align 4
  %c = icmp eq i32 %kv, 0
  br label %head
head:
  %z = phi double [ 0.0, %entry ], [ %z.next, %cont ]
  %it = phi i32 [ 0, %entry ], [ %it.next, %cont ]
  %sq = fmul double %z, %z
  %small = fcmp olt double %sq, 4.0
  %more = icmp slt i32 %it, %m
  %go = select i1 %more, i1 %small, i1 false
  br i1 %go, label %body, label %exit
body:
  %t = fmul double %z, 2.0
  br i1 %c, label %cont, label %run
run:
  %abs = call double @llvm.fabs.f64(double %t)
  br label %cont
cont:
  %abs.meld = phi double [ %abs, %run ], [ %t, %body ]
  %sel = select i1 %c, double %t, double %abs.meld
  %z.next = fadd double %sel, %x
  %it.next = add nsw i32 %it, 1
  br label %head
exit:
  %it.lcssa = phi i32 [ %it, %head ]
  %po = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %it.lcssa, ptr %po, align 4
  ret void
}
