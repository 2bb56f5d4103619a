; spmd-all-on alone: a divergent if/else whose branch carries the coherence
; hint gets an all-on test in front of each side and an unmasked copy of
; it; the exit phi takes the copies' values. spmd-widen then gives the copy
; plain vector stores and the original masked ones. spmdc-opt has no target
; TTI (every masked access costs what a plain one does), so the tests force
; hinted regions with -all-on-fast-path-hinted-always; the cost rule with
; real TTIs is in tests/lit/driver/all-on-fast-path.spmd.
; RUN: %spmdc-opt %s -passes='spmd-all-on<4>,spmd-verify' -all-on-fast-path-hinted-always -pass-remarks=spmd-all-on -pass-remarks-missed=spmd-all-on -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='spmd-all-on<4>,spmd-reconverge,spmd-widen<4>,spmd-verify' -all-on-fast-path-hinted-always -S | FileCheck %s --check-prefix=WIDE
; RUN: %spmdc-opt %s -passes='spmd-all-on<4>' -all-on-fast-path-hinted-always -no-all-on-fast-path -S | FileCheck %s --check-prefix=OFF
; RUN: %spmdc-opt %s -passes='spmd-all-on<4>,spmd-verify' -S | FileCheck %s --check-prefix=OFF

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; REMARK-DAG: remark: <unknown>:0:0: all-on fast path for 'then' (3 instructions copied, saving 0 < 2, coherent hint, forced)
; REMARK-DAG: remark: <unknown>:0:0: all-on fast path for 'else' (3 instructions copied, saving 0 < 2, coherent hint, forced)
; REMARK-DAG: remark: <unknown>:0:0: no all-on fast path for 'body'
; REMARK-NOT: fast path for 'run'

; CHECK-LABEL: define void @ifelse(
; CHECK:       entry:
; CHECK:         br i1 %c, label %allon.test{{[0-9]*}}, label %allon.test{{[0-9]*}}, !spmd.coherent
; CHECK:       allon.test{{[0-9]*}}:
; CHECK-NEXT:    %allon.lanes{{[0-9]*}} = call i32 @spmd.count(i1 true)
; CHECK-NEXT:    %allon{{[0-9]*}} = icmp eq i32 %allon.lanes{{[0-9]*}}, 4
; CHECK-NEXT:    br i1 %allon{{[0-9]*}}, label %{{then|else}}.fast, label %{{then|else}}
; CHECK:       join:
; CHECK-NEXT:    %y = phi float [ %y1, %then ], [ %y2, %else ], [ %y{{1|2}}.fast, %{{then|else}}.fast ], [ %y{{1|2}}.fast, %{{then|else}}.fast ]
; CHECK-DAG:   then.fast:
; CHECK-DAG:   else.fast:

; OFF-NOT: allon.test
; OFF-NOT: .fast

; The copy of `then` is all-on: a plain store; the original keeps its mask.
; WIDE-LABEL: define void @ifelse(
; WIDE:       then:
; WIDE:         call void @llvm.masked.store.v4f32.p0(<4 x float> %y1, ptr
; WIDE:       then.fast:
; WIDE-NEXT:    %y1.fast = fmul <4 x float>
; WIDE-NEXT:    store <4 x float> %y1.fast, ptr %{{.*}}, align 4

define void @ifelse(ptr %a, ptr %o) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %q = getelementptr inbounds float, ptr %o, i64 %idx
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %else, !spmd.coherent !0
then:
  %y1 = fmul float %x, 2.0
  store float %y1, ptr %q, align 4
  br label %join
else:
  %y2 = fneg float %x
  store float %y2, ptr %q, align 4
  br label %join
join:
  %y = phi float [ %y1, %then ], [ %y2, %else ]
  store float %y, ptr %p, align 4
  ret void
}

; No hint: the cost rule decides (and without a target TTI, saves nothing).
; A branch marked !spmd.partial (the foreach tail guard) is never tested.
; CHECK-LABEL: define void @nohint(
; CHECK-NOT:   allon.test
; CHECK:       ret void
define void @nohint(ptr %a, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %body, label %join
body:
  store float 1.0, ptr %p, align 4
  %in = icmp slt i32 %tid, %n
  br i1 %in, label %run, label %join, !spmd.partial !0
run:
  store float 2.0, ptr %p, align 4
  br label %join
join:
  ret void
}

; A loop body with a `break` (two exits): the copy exits to both the latch
; and the loop exit; values of the body used after the loop get phis.
; CHECK-LABEL: define void @loop(
; CHECK:       for.cond:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %latch ], [ %i.next.fast, %latch.fast ]
; CHECK:       exit:
; CHECK-NEXT:    %v.lcssa = phi float [ %v, %for.body ], [ %i.f, %for.cond ], [ %v.fast, %for.body.fast ]
; WIDE-LABEL: define void @loop(
define void @loop(ptr %a, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i.f = sitofp i32 %i to float
  %more = icmp slt i32 %i, %tid
  br i1 %more, label %for.body, label %exit, !spmd.coherent !0
for.body:
  %x = load float, ptr %p, align 4
  %v = fadd float %x, %i.f
  store float %v, ptr %p, align 4
  %big = fcmp ogt float %v, 100.0
  br i1 %big, label %exit, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %for.cond
exit:
  %v.lcssa = phi float [ %v, %for.body ], [ %i.f, %for.cond ]
  store float %v.lcssa, ptr %p, align 4
  ret void
}

!0 = !{}
