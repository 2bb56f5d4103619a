; A value a melded block computes in a guarded run and later code uses
; leaves the run through `phi [v, poison]`. spmd-reconverge reroutes the
; run's edges (the phi becomes a slot whose value on the other edge is
; that of an earlier iteration) and the widener blends it, so the value is
; varying whatever its shape. probe18's utf8_encode (session 19): the 4-byte
; side's `nb[s]` address, computed in the guarded run of the block melded
; with the 3-byte side and stored in the solo after it, became three
; masked.scatter on avx512 (0.93x against --no-darm). Since session 19
; DARM recomputes such a cheap value at the phi (MeldCodegenRemat.h): the
; GEP of a uniform base and the lane's index is a contiguous address again
; and the store a masked vector store. -darm-remat=false shows the old code.
; Since session 19's whole-chain rule (MeldCost, --darm-complete-chains) the
; enclosing test melds too and no run carries the address at all; the
; half-melded chain the remat is for is kept with the rule off, and the
; last RUN checks that the default has no scatter either.
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -darm-complete-chains=false -S | FileCheck %s --check-prefix=DARM
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-reconverge,spmd-widen<16>,spmd-verify' -darm-complete-chains=false -S | FileCheck %s --check-prefix=WIDE
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-reconverge,spmd-widen<16>,spmd-verify' -darm-remat=false -darm-complete-chains=false -S | FileCheck %s --check-prefix=OLD
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-reconverge,spmd-widen<16>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

; The address is computed again where the run rejoins, no phi carries it;
; the solo stores through the copy.
; DARM: meld.solo.meld.cont:
; DARM: store i32 %{{.*}}, ptr [[ADDR:%arrayidx[0-9]+\.remat]]
; DARM: {{^}}meld.cont{{[0-9]*}}:
; DARM-NOT: {{^}}meld.
; DARM: [[ADDR]] = getelementptr i32, ptr %nb, i64 %idxprom
; WIDE-NOT: masked.scatter
; WIDE: call void @llvm.masked.store.v16i32.p0(<16 x i32> %{{.*}}, ptr align 4 %{{.*}}, <16 x i1>
; WIDE-NOT: masked.scatter
; OLD: masked.scatter

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define void @utf8_encode(ptr "spmd.uniform" %cp, ptr "spmd.uniform" %out, ptr "spmd.uniform" %nb, i32 "spmd.uniform" %n) #0 {
entry:
  br label %foreach.main.cond
foreach.main.cond:                                ; preds = %foreach.main.latch, %entry
  %foreach.base.0 = phi i32 [ 0, %entry ], [ %base.next, %foreach.main.latch ]
  %left = sub nsw i32 %n, %foreach.base.0
  %full = icmp sge i32 %left, 16
  br i1 %full, label %foreach.main.body, label %exit
foreach.main.body:                                ; preds = %foreach.main.cond
  %lane = call i32 @spmd.lane.index()
  %s3 = add nsw i32 %foreach.base.0, %lane
  %idxprom = sext i32 %s3 to i64
  %arrayidx = getelementptr i32, ptr %cp, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %cmp = icmp sge i32 %0, 55296
  %cmp8 = icmp sle i32 %0, 57343
  %spec.select = select i1 %cmp, i1 %cmp8, i1 false
  %c.0 = select i1 %spec.select, i32 65533, i32 %0
  %1 = mul nsw i32 4, %s3
  %cmp11 = icmp slt i32 %c.0, 128
  br i1 %cmp11, label %if.then12, label %if.else
if.then12:                                        ; preds = %foreach.main.body
  %2 = trunc i32 %c.0 to i8
  %idxprom17 = sext i32 %1 to i64
  %arrayidx18 = getelementptr i8, ptr %out, i64 %idxprom17
  store i8 %2, ptr %arrayidx18, align 1
  %arrayidx22 = getelementptr i32, ptr %nb, i64 %idxprom
  store i32 1, ptr %arrayidx22, align 4
  br label %foreach.main.latch
if.else:                                          ; preds = %foreach.main.body
  %cmp24 = icmp slt i32 %c.0, 2048
  br i1 %cmp24, label %if.then25, label %if.else26
if.then25:                                        ; preds = %if.else
  %3 = ashr i32 %c.0, 6
  %4 = or i32 192, %3
  %5 = trunc i32 %4 to i8
  %idxprom31 = sext i32 %1 to i64
  %arrayidx32 = getelementptr i8, ptr %out, i64 %idxprom31
  store i8 %5, ptr %arrayidx32, align 1
  %6 = and i32 %c.0, 63
  %7 = or i32 128, %6
  %8 = trunc i32 %7 to i8
  %9 = add nsw i32 %1, 1
  %idxprom36 = sext i32 %9 to i64
  %arrayidx37 = getelementptr i8, ptr %out, i64 %idxprom36
  store i8 %8, ptr %arrayidx37, align 1
  %arrayidx41 = getelementptr i32, ptr %nb, i64 %idxprom
  store i32 2, ptr %arrayidx41, align 4
  br label %foreach.main.latch
if.else26:                                        ; preds = %if.else
  %cmp43 = icmp slt i32 %c.0, 65536
  br i1 %cmp43, label %if.then44, label %if.else45
if.then44:                                        ; preds = %if.else26
  %10 = ashr i32 %c.0, 12
  %11 = or i32 224, %10
  %12 = trunc i32 %11 to i8
  %idxprom50 = sext i32 %1 to i64
  %arrayidx51 = getelementptr i8, ptr %out, i64 %idxprom50
  store i8 %12, ptr %arrayidx51, align 1
  %13 = ashr i32 %c.0, 6
  %14 = and i32 %13, 63
  %15 = or i32 128, %14
  %16 = trunc i32 %15 to i8
  %17 = add nsw i32 %1, 1
  %idxprom55 = sext i32 %17 to i64
  %arrayidx56 = getelementptr i8, ptr %out, i64 %idxprom55
  store i8 %16, ptr %arrayidx56, align 1
  %18 = and i32 %c.0, 63
  %19 = or i32 128, %18
  %20 = trunc i32 %19 to i8
  %21 = add nsw i32 %1, 2
  %idxprom60 = sext i32 %21 to i64
  %arrayidx61 = getelementptr i8, ptr %out, i64 %idxprom60
  store i8 %20, ptr %arrayidx61, align 1
  %arrayidx65 = getelementptr i32, ptr %nb, i64 %idxprom
  store i32 3, ptr %arrayidx65, align 4
  br label %foreach.main.latch
if.else45:                                        ; preds = %if.else26
  %22 = ashr i32 %c.0, 18
  %23 = or i32 240, %22
  %24 = trunc i32 %23 to i8
  %idxprom69 = sext i32 %1 to i64
  %arrayidx70 = getelementptr i8, ptr %out, i64 %idxprom69
  store i8 %24, ptr %arrayidx70, align 1
  %25 = ashr i32 %c.0, 12
  %26 = and i32 %25, 63
  %27 = or i32 128, %26
  %28 = trunc i32 %27 to i8
  %29 = add nsw i32 %1, 1
  %idxprom74 = sext i32 %29 to i64
  %arrayidx75 = getelementptr i8, ptr %out, i64 %idxprom74
  store i8 %28, ptr %arrayidx75, align 1
  %30 = ashr i32 %c.0, 6
  %31 = and i32 %30, 63
  %32 = or i32 128, %31
  %33 = trunc i32 %32 to i8
  %34 = add nsw i32 %1, 2
  %idxprom79 = sext i32 %34 to i64
  %arrayidx80 = getelementptr i8, ptr %out, i64 %idxprom79
  store i8 %33, ptr %arrayidx80, align 1
  %35 = and i32 %c.0, 63
  %36 = or i32 128, %35
  %37 = trunc i32 %36 to i8
  %38 = add nsw i32 %1, 3
  %idxprom84 = sext i32 %38 to i64
  %arrayidx85 = getelementptr i8, ptr %out, i64 %idxprom84
  store i8 %37, ptr %arrayidx85, align 1
  %arrayidx89 = getelementptr i32, ptr %nb, i64 %idxprom
  store i32 4, ptr %arrayidx89, align 4
  br label %foreach.main.latch
foreach.main.latch:                               ; preds = %if.else45, %if.then44, %if.then25, %if.then12
  %base.next = add nsw i32 %foreach.base.0, 16
  br label %foreach.main.cond

exit:
  ret void
}

attributes #0 = { nounwind "spmd.kind"="export" "target-cpu"="skylake-avx512" }
