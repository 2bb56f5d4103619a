; Undoing a shaping that padded one arm and then replicated a block into
; the other arm's if (Replica::Kind::Block nested in a Sequence): the
; sequence's undo puts J's phi back as it was before both (the padded arm's
; edge NodeBlock215 -> sw.end again) and erases the padding; the nested
; block replica's undo then restored the phi "exactly as it was" when the
; block was replicated -- with the entries of the erased padding blocks and
; without NodeBlock215's: invalid IR, and a crash printing or using it.
; Reduced (llvm-reduce) from a varying switch of 18 cases, some storing,
; whose LowerSwitch tree had inner ifs exiting straight to the switch's end.
; RUN: spmdc-opt -passes='darm<16>' %s -S | FileCheck %s
; CHECK-LABEL: sw.end:
; CHECK-NEXT: %r.0 = phi i32 [ 0, %NodeBlock219 ], [ 0, %NodeBlock223 ], [ 1, %NodeBlock229 ], [ 0, %NodeBlock213 ], [ 0, %NodeBlock221 ], [ 0, %NodeBlock215 ]

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @switch_many(ptr %a) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idxprom = sext i32 %lane to i64
  %arrayidx = getelementptr i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %Pivot234 = icmp slt i32 %0, 0
  br i1 %Pivot234, label %NodeBlock215, label %NodeBlock231

NodeBlock231:                                     ; preds = %entry
  br i1 false, label %NodeBlock221, label %NodeBlock229

NodeBlock229:                                     ; preds = %NodeBlock231
  br i1 false, label %NodeBlock223, label %sw.end

NodeBlock223:                                     ; preds = %NodeBlock229
  br label %sw.end

NodeBlock221:                                     ; preds = %NodeBlock231
  br i1 false, label %sw.end, label %NodeBlock219

NodeBlock219:                                     ; preds = %NodeBlock221
  br label %sw.end

NodeBlock215:                                     ; preds = %entry
  br i1 false, label %sw.end, label %NodeBlock213

NodeBlock213:                                     ; preds = %NodeBlock215
  br label %sw.end

sw.end:                                           ; preds = %NodeBlock213, %NodeBlock215, %NodeBlock219, %NodeBlock221, %NodeBlock223, %NodeBlock229
  %r.0 = phi i32 [ 0, %NodeBlock219 ], [ 0, %NodeBlock223 ], [ 1, %NodeBlock229 ], [ 0, %NodeBlock213 ], [ 0, %NodeBlock221 ], [ 0, %NodeBlock215 ]
  ret i32 %r.0
}

declare i32 @spmd.lane.index()

attributes #0 = { "spmd.kind"="export" }
