; The open-tree transform (the default of spmd-reconverge) on the shapes the
; algorithm is known to get wrong or that need care. Each function must come
; out reconverging (the pass reports an internal error otherwise, which makes
; spmdc-opt fail), pass the verifier (run after every pass) and widen.
; RUN: %spmdc-opt %s -passes='function(spmd-reconverge)' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -disable-output
; RUN: %spmdc-opt %s -passes='function(spmd-reconverge)' --spmd-reconverge=structurize -disable-output
; The remark counts the blocks each method adds (scripts/flow-block-report.sh):
; RUN: %spmdc-opt %s -passes='function(spmd-reconverge)' -pass-remarks-analysis=spmd-reconverge -disable-output 2>&1 | FileCheck %s --check-prefix=OT
; RUN: %spmdc-opt %s -passes='function(spmd-reconverge)' --spmd-reconverge=structurize -pass-remarks-analysis=spmd-reconverge -disable-output 2>&1 | FileCheck %s --check-prefix=ST
; OT: remark: {{.*}}primary_secondary: open-tree added 3 blocks
; OT: remark: {{.*}}two_entries: open-tree added 2 blocks
; OT: remark: {{.*}}nested: open-tree added 2 blocks
; OT: remark: {{.*}}divergent_switch: open-tree added 4 blocks
; OT: remark: {{.*}}uniform_untouched: open-tree added 1 blocks
; ST: remark: {{.*}}primary_secondary: structurize added 3 blocks
; ST: remark: {{.*}}two_entries: structurize added 3 blocks
; ST: remark: {{.*}}nested: structurize added 6 blocks
; ST: remark: {{.*}}divergent_switch: structurize added 5 blocks
; ST: remark: {{.*}}uniform_untouched: structurize added 1 blocks

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; S is the first successor of %x and the second of %y (and T the other way
; round): the flow conditions must follow the successor, not its position.
; The outer branch needs a Flow block (neither side post-dominates it); the
; inner ones reconverge in Flow blocks of their own.
; CHECK-LABEL: define void @primary_secondary(
; CHECK:       entry:
; CHECK:         br i1 %c0, label %x, label %[[F0:flow[0-9]*]]
; CHECK:       x:
; CHECK-NEXT:    %c1.not = xor i1 %c1, true
; CHECK-NEXT:    br label %[[F0]]
; CHECK:       [[F0]]:
; CHECK-NEXT:    %[[TOY:.*]] = phi i1 [ true, %entry ], [ false, %x ]
; CHECK-NEXT:    %[[TOS:.*]] = phi i1 [ false, %entry ], [ %c1, %x ]
; CHECK-NEXT:    %[[TOT:.*]] = phi i1 [ false, %entry ], [ %c1.not, %x ]
; CHECK-NEXT:    br i1 %[[TOY]], label %y, label %[[F1:flow[0-9]*]]
; CHECK:       y:
; CHECK-NEXT:    %c2.not = xor i1 %c2, true
; CHECK-NEXT:    br label %[[F1]]
; CHECK:       [[F1]]:
; CHECK-NEXT:    %[[TOS1:.*]] = phi i1 [ %[[TOS]], %[[F0]] ], [ %c2.not, %y ]
; CHECK-NEXT:    %[[TOT1:.*]] = phi i1 [ %[[TOT]], %[[F0]] ], [ %c2, %y ]
; CHECK-NEXT:    br i1 %[[TOT1]], label %t, label %[[F2:flow[0-9]*]]
; CHECK:       [[F2]]:
; CHECK:         %[[TOS2:.*]] = phi i1 [ %[[TOS1]], %[[F1]] ], [ false, %t ]
; CHECK-NEXT:    br i1 %[[TOS2]], label %s, label %j
define void @primary_secondary(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %c0 = icmp sgt i32 %v, 10
  %c1 = icmp sgt i32 %v, 20
  %c2 = icmp sgt i32 %v, 0
  br i1 %c0, label %x, label %y
x:
  br i1 %c1, label %s, label %t
y:
  br i1 %c2, label %t, label %s
s:
  %vs = add i32 %v, 100
  br label %j
t:
  %vt = mul i32 %v, 3
  br label %j
j:
  %r = phi i32 [ %vs, %s ], [ %vt, %t ]
  store i32 %r, ptr %p, align 4
  ret void
}

; An irreducible cycle with two entries chosen by a varying condition: a
; pre-entry flow block (FixIrreducible's guard) gives it one header.
; CHECK-LABEL: define void @two_entries(
; CHECK:       entry:
; CHECK:         br label %irr.guard
; CHECK:       [[F:flow[0-9]*]]:
; CHECK:         br i1 %{{.*}}, label %ca, label %done
; CHECK:       ca:
; CHECK:         br i1 %ea, label %done, label %irr.guard
; CHECK:       cb:
; CHECK:         br label %[[F]]
; CHECK:       irr.guard:
; CHECK:         br i1 %Guard.cb, label %cb, label %[[F]]
define void @two_entries(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %odd = trunc i32 %v to i1
  br i1 %odd, label %ca, label %cb
ca:
  %xa = phi i32 [ %v, %entry ], [ %xb1, %cb ]
  %xa1 = add i32 %xa, 3
  %ea = icmp sgt i32 %xa1, 100
  br i1 %ea, label %done, label %cb
cb:
  %xb = phi i32 [ %v, %entry ], [ %xa1, %ca ]
  %xb1 = mul i32 %xb, 2
  %eb = icmp sgt i32 %xb1, 50
  br i1 %eb, label %done, label %ca
done:
  %r = phi i32 [ %xa1, %ca ], [ %xb1, %cb ]
  store i32 %r, ptr %p, align 4
  ret void
}

; Nested loops with a divergent continue (two latches of the inner loop: one
; latch flow block), a divergent break out of the inner loop and a divergent
; early return from inside it. All exits of the inner loop leave through one
; Flow block, which post-dominates every divergent branch in the loop.
; CHECK-LABEL: define void @nested(
; CHECK:       inner.latch.flow:
; CHECK-SAME:    preds = %skip, %ret.test
; CHECK:         br label %inner
; CHECK:       inner:
; CHECK:         br i1 %jc, label %test, label %[[EXIT:flow[0-9]*]]
; CHECK:       body:
; CHECK:         br i1 %brk, label %[[EXIT]], label %ret.test
; CHECK:       ret.test:
; CHECK:         br i1 %rt, label %[[EXIT]], label %inner.latch.flow
; CHECK:       [[EXIT]]:
; CHECK:         %[[TOLATCH:.*]] = phi i1 [ true, %inner ], [ true, %body ], [ false, %ret.test ]
; CHECK-NEXT:    br i1 %[[TOLATCH]], label %outer.latch, label %exit
; CHECK:       outer.latch:
; CHECK:         br i1 %ic, label %outer, label %exit
define void @nested(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %acc = phi i32 [ %v, %entry ], [ %acc.in, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %ret.test ], [ %j1, %skip ]
  %acc.in = phi i32 [ %acc, %outer ], [ %acc2, %ret.test ], [ %acc.in, %skip ]
  %j1 = add i32 %j, 1
  %jc = icmp slt i32 %j1, %v
  br i1 %jc, label %test, label %outer.latch
test:
  %m = and i32 %j1, 1
  %cont = icmp eq i32 %m, 0
  br i1 %cont, label %skip, label %body
skip:
  br label %inner
body:
  %acc2 = add i32 %acc.in, %j1
  %brk = icmp sgt i32 %acc2, 1000
  br i1 %brk, label %outer.latch, label %ret.test
ret.test:
  %rt = icmp eq i32 %acc2, 77
  br i1 %rt, label %exit, label %inner
outer.latch:
  %i1 = add i32 %i, 1
  %ic = icmp slt i32 %i1, %n
  br i1 %ic, label %outer, label %exit
exit:
  %r = phi i32 [ %acc2, %ret.test ], [ %acc.in, %outer.latch ]
  store i32 %r, ptr %p, align 4
  ret void
}

; A switch on a varying value with fall-through (case 1 falls into case 2),
; after LowerSwitch: a chain of divergent compares.
; CHECK-LABEL: define void @divergent_switch(
; CHECK:       entry:
; CHECK:         br i1 %c1, label %case1, label %[[F0:flow[0-9]*]]
; CHECK:       [[F0]]:
; CHECK-NEXT:    %x2.0 = phi i32 [ %x1, %case1 ], [ undef, %entry ]
; CHECK-NEXT:    %[[TON1:.*]] = phi i1 [ true, %entry ], [ false, %case1 ]
; CHECK-NEXT:    %[[TO2:.*]] = phi i1 [ false, %entry ], [ true, %case1 ]
; CHECK-NEXT:    br i1 %[[TON1]], label %n1, label %[[F1:flow[0-9]*]]
; CHECK:       [[F3:flow[0-9]*]]:
; CHECK-NEXT:    %r.1 = phi i32 [ %y2, %case2 ], [ undef, %[[F1]] ]
; CHECK-NEXT:    %[[TON2B:.*]] = phi i1 [ %[[TON2:.*]], %[[F1]] ], [ false, %case2 ]
; CHECK-NEXT:    br i1 %[[TON2B]], label %n2, label %end
; CHECK:       n2:
; CHECK:         br i1 %c3, label %case3, label %[[F5:flow[0-9]*]]
; CHECK:       [[F1]]:
; CHECK-NEXT:    %x2.1 = phi i32 [ %v, %n1 ], [ %x2.0, %[[F0]] ]
; CHECK-NEXT:    %[[TO2B:.*]] = phi i1 [ %[[TO2]], %[[F0]] ], [ %c2, %n1 ]
; CHECK-NEXT:    %[[TON2]] = phi i1 [ false, %[[F0]] ], [ %c2.not, %n1 ]
; CHECK-NEXT:    br i1 %[[TO2B]], label %case2, label %[[F3]]
; CHECK:       [[F5]]:
; CHECK-NEXT:    %r.2 = phi i32 [ %y3, %case3 ], [ %r.1, %n2 ]
; CHECK-NEXT:    %[[TOD:.*]] = phi i1 [ true, %n2 ], [ false, %case3 ]
; CHECK-NEXT:    br i1 %[[TOD]], label %default, label %end
define void @divergent_switch(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %k = and i32 %v, 3
  %c1 = icmp eq i32 %k, 1
  br i1 %c1, label %case1, label %n1
n1:
  %c2 = icmp eq i32 %k, 2
  br i1 %c2, label %case2, label %n2
n2:
  %c3 = icmp eq i32 %k, 3
  br i1 %c3, label %case3, label %default
case1:
  %x1 = add i32 %v, 10
  br label %case2
case2:
  %x2 = phi i32 [ %v, %n1 ], [ %x1, %case1 ]
  %y2 = mul i32 %x2, 2
  br label %end
case3:
  %y3 = sub i32 0, %v
  br label %end
default:
  br label %end
end:
  %r = phi i32 [ %y2, %case2 ], [ %y3, %case3 ], [ %v, %default ]
  store i32 %r, ptr %p, align 4
  ret void
}

; Uniform branches, a uniform loop and a divergent if-then that already
; reconverges stay exactly as they are, while the divergent if/else at the
; end gets its Flow block.
; CHECK-LABEL: define void @uniform_untouched(
; CHECK:       entry:
; CHECK-NEXT:    %tid = call
; CHECK-NEXT:    %u = icmp sgt i32 %n, 0
; CHECK-NEXT:    br i1 %u, label %then, label %else
; CHECK:       then:
; CHECK-NEXT:    br label %loop
; CHECK:       else:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %then ], [ 1, %else ], [ %i1, %latch ]
; CHECK:         br i1 %d, label %if, label %latch
; CHECK:       if:
; CHECK-NEXT:    %q = getelementptr
; CHECK-NEXT:    store
; CHECK-NEXT:    br label %latch
; CHECK:       latch:
; CHECK:         br i1 %lc, label %loop, label %done
; CHECK:       done:
; CHECK:         br i1 %w, label %even, label %[[FLOW:flow[0-9]*]]
; CHECK:       [[FLOW]]:
; CHECK-NEXT:    %{{.*}} = phi i32
; CHECK-NEXT:    %[[TOODD:.*]] = phi i1 [ true, %done ], [ false, %even ]
; CHECK-NEXT:    br i1 %[[TOODD]], label %odd, label %end
; CHECK:       ret void
define void @uniform_untouched(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %u = icmp sgt i32 %n, 0
  br i1 %u, label %then, label %else
then:
  br label %loop
else:
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ 1, %else ], [ %i1, %latch ]
  %d = icmp slt i32 %i, %tid
  br i1 %d, label %if, label %latch
if:
  %q = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %i, ptr %q, align 4
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %lc = icmp slt i32 %i1, %n
  br i1 %lc, label %loop, label %done
done:
  %m = and i32 %tid, 1
  %w = icmp eq i32 %m, 0
  br i1 %w, label %even, label %odd
even:
  %ve = add i32 %n, 1
  br label %end
odd:
  %vo = add i32 %n, 2
  br label %end
end:
  %r = phi i32 [ %ve, %even ], [ %vo, %odd ]
  %q2 = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %r, ptr %q2, align 4
  ret void
}
