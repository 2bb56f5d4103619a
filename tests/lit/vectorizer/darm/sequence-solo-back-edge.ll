; A value an unaligned subgraph (a solo) defines and the next block's phi
; takes over another edge than the solo's exit -- the back edge of the loop
; that block heads -- leaves the solo through its join like any later use
; (found by the differential tester's twin branches, seed 14102 kernel 418,
; reduced with llvm-reduce).
;
; T is [if.then51, while.cond55, loop for.cond99], F is [if.else, loop
; while.cond121, while.end123]: the first blocks and the loops pair,
; while.cond55 and while.end123 run as guarded solos. while.cond55 defines
; %3, which the T loop's header phi takes over its back edge. Only uses
; inside the solo and phis of the next block counted as handled, so no
; join phi was made and the melded header's select used the solo's copy
; directly: "Instruction does not dominate all uses" after darm. A phi of
; the next block is now handled only on the solo's own exit edges. (Melded
; by force, threshold -1: since session 17's pricing of uniform loops the
; model sees no saving in it.)
; RUN: %spmdc-opt -mcpu=haswell %s -passes='darm<8>,spmd-verify' -darm-threshold=-1 -darm-remat=false -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --input-file %t.ll
; RUN: %spmdc-opt -mcpu=haswell %s -passes='darm<8>,spmd-verify' -darm-threshold=-1 -S | FileCheck %s --check-prefix=REMAT
; RUN: %spmdc-opt -mcpu=haswell %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=-1 -disable-output

; REMARK: melded the two sides of a divergent branch ({{.*}}subgraph sequences aligned
; The solo's value leaves through its join; the loop's header takes that.
; CHECK: [[V:%[0-9a-z.]+]] = mul i64 0, 0
; CHECK: [[J:%[0-9a-z.]+]] = phi i64 [ [[V]], %{{.*}} ], [ poison, %meld.guard.{{.*}} ]
; By default (since session 19, MeldCodegenRemat.h) that join phi of the
; value and poison is replaced by the value's computation in the join.
; REMAT: meld.join.while.cond55:
; REMAT-NEXT: [[V:%[0-9a-z.]+]] = mul i64 0, 0
; REMAT-NOT: phi i64 {{.*}}poison
; REMAT: select i1 %cmp46, i64 [[V]], i64 poison

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @spmd.lane.index()

define void @k418(ptr %au32, i32 %k) #0 {
entry:
  br label %while.cond

while.cond:                                       
  br i1 false, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  br label %while.cond

while.end:                                        ; preds = %while.cond
  %lane1 = call i32 @spmd.lane.index()
  %idxprom = sext i32 %lane1 to i64
  %arrayidx45 = getelementptr i32, ptr %au32, i64 %idxprom
  %0 = load i32, ptr %arrayidx45, align 4
  %cmp46 = icmp sge i32 %0, 0
  br i1 %cmp46, label %if.then51, label %if.else

if.then51:                                        ; preds = %while.end
  %1 = and i32 %k, 31
  br label %while.cond55

if.else:                                          ; preds = %while.end
  %2 = and i32 %k, 31
  br label %while.cond121

while.cond55:                                     ; preds = %if.then51
  %w12.0 = phi i32 [ 0, %if.then51 ]
  %3 = mul i64 0, 0
  br label %for.cond99

for.cond99:                                       ; preds = %for.inc101, %while.cond55
  %v0.3 = phi i64 [ 0, %while.cond55 ], [ %3, %for.inc101 ]
  br i1 false, label %for.inc101, label %exit

for.inc101:                                       ; preds = %for.cond99
  br label %for.cond99

while.cond121:                                    ; preds = %while.body122, %if.else
  br i1 false, label %while.body122, label %while.end123

while.body122:                                    ; preds = %while.cond121
  br label %while.cond121

while.end123:                                     ; preds = %while.cond121
  %4 = load i64, ptr %au32, align 8
  br label %exit

exit:
  ret void
}

attributes #0 = { "spmd.kind"="export" }
