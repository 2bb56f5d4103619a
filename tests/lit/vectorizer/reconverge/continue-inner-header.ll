; A `continue` to an inner loop header while the other lanes go around the
; outer loop is not reconverging as it stands (the outer loop would re-run
; while.cond.outer for the waiting lanes too): spmd-reconverge must
; restructure it. Kernel: while (w > 0) { w--; if (q < 0) continue; q *= 2; }
; RUN: %spmdc-opt %s -passes='spmd-reconverge' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge' --spmd-reconverge=structurize -S | FileCheck %s --check-prefix=STRUCT
; STRUCT: loop.exit.guard:
; STRUCT: Flow

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
; Open tree: both exits of the inner loop meet in one Flow block outside it,
; which then sends the lanes that continue to the outer loop's latch.
; CHECK:       while.cond:
; CHECK:         br i1 %cmp, label %while.body, label %[[FLOW:flow[0-9]*]]
; CHECK:       while.body:
; CHECK:         br i1 %cmp8, label %while.cond, label %[[FLOW]]
; CHECK:       [[FLOW]]:
; CHECK-NEXT:    phi
; CHECK:         %[[C:.*]] = phi i1 [ false, %while.cond ], [ true, %while.body ]
; CHECK-NEXT:    br i1 %[[C]], label %if.end, label %while.end
define void @k(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idxprom = sext i32 %lane to i64
  %arrayidx = getelementptr i32, ptr %b, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %arrayidx5 = getelementptr i32, ptr %a, i64 %idxprom
  %1 = load i32, ptr %arrayidx5, align 4
  br label %while.cond.outer

while.cond.outer:                                 ; preds = %if.end, %entry
  %q.0.ph = phi i32 [ %3, %if.end ], [ %0, %entry ]
  %w.0.ph = phi i32 [ %.lcssa, %if.end ], [ %1, %entry ]
  br label %while.cond

while.cond:                                       ; preds = %while.cond.outer, %while.body
  %w.0 = phi i32 [ %2, %while.body ], [ %w.0.ph, %while.cond.outer ]
  %cmp = icmp sgt i32 %w.0, 0
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = sub nsw i32 %w.0, 1
  %cmp8 = icmp slt i32 %q.0.ph, 0
  br i1 %cmp8, label %while.cond, label %if.end

if.end:                                           ; preds = %while.body
  %.lcssa = phi i32 [ %2, %while.body ]
  %3 = mul nsw i32 %q.0.ph, 2
  br label %while.cond.outer

while.end:                                        ; preds = %while.cond
  %q.0.ph.lcssa = phi i32 [ %q.0.ph, %while.cond ]
  %arrayidx14 = getelementptr i32, ptr %out, i64 %idxprom
  store i32 %q.0.ph.lcssa, ptr %arrayidx14, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @spmd.lane.index() #1

attributes #0 = { nounwind "min-legal-vector-width"="256" "prefer-vector-width"="256" "spmd.kind"="export" "target-cpu"="haswell" }
attributes #1 = { nounwind willreturn memory(none) }
