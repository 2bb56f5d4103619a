; spmdc-opt's darm<W> prices varying math calls as the vector math
; library's routines only when told which library (-darm-math-lib; spmdc
; picks it from --target, lit darm/math-call-cost.spmd): the IR of
; atomic-lane-loops.spmd's histogram_arm after spmd-privatize, avx512.
; With TTI's scalarized price of sin/cos (about 190 each) the pair looks
; cheap to meld; at the routines' price (30) it saves too little, as
; spmdc decides.
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -pass-remarks=darm -pass-remarks-missed=darm -S -o /dev/null 2>&1 | FileCheck %s --check-prefix=TTI
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -darm-math-lib=avx512 -pass-remarks=darm -pass-remarks-missed=darm -S -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIB
; TTI: melded the two sides of a divergent branch (4 block pairs, 9 instruction pairs): saves 390 of 989 cost
; LIB-NOT: melded the two sides of a divergent branch (4 block pairs
; LIB: divergent branch not melded: saves 67 of 343 cost
; LIB-NOT: melded the two sides of a divergent branch (4 block pairs

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @histogram_arm(ptr "spmd.uniform" %a, ptr "spmd.uniform" %b, ptr "spmd.uniform" %h, ptr "spmd.uniform" %out, i32 "spmd.uniform" %n) #0 {
entry:
  br label %foreach.main.cond

foreach.main.cond:                                ; preds = %if.end, %entry
  %foreach.base.0 = phi i32 [ 0, %entry ], [ %base.next, %if.end ]
  %left = sub nsw i32 %n, %foreach.base.0
  %full = icmp sge i32 %left, 16
  br i1 %full, label %foreach.main.body, label %foreach.tail.check

foreach.main.body:                                ; preds = %foreach.main.cond
  %lane = call i32 @spmd.lane.index()
  %i3 = add nsw i32 %foreach.base.0, %lane
  %idxprom = sext i32 %i3 to i64
  %arrayidx = getelementptr float, ptr %a, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %cmp = fcmp ogt float %0, 5.000000e-01
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %foreach.main.body
  %1 = fmul float %0, 3.000000e+00
  %arrayidx11 = getelementptr float, ptr %b, i64 %idxprom
  %2 = load float, ptr %arrayidx11, align 4
  %3 = fadd float %1, %2
  %sqrt = call float @llvm.sqrt.f32(float %3)
  %sin = call float @llvm.sin.f32(float %0)
  %4 = fmul float %sqrt, %sin
  %5 = fmul float %2, %0
  %cos = call float @llvm.cos.f32(float %5)
  %6 = fadd float %0, 2.000000e+00
  %7 = fdiv float %cos, %6
  %8 = fadd float %4, %7
  %9 = fmul float %0, 4.000000e+00
  %10 = fptosi float %9 to i32
  %11 = and i32 %10, 15
  %idxprom22 = sext i32 %11 to i64
  %arrayidx23 = getelementptr i32, ptr %h, i64 %idxprom22
  %12 = call i64 @spmd.lanemask() #5
  br label %lanes

if.else:                                          ; preds = %foreach.main.body
  %13 = fmul float %0, 5.000000e+00
  %arrayidx29 = getelementptr float, ptr %b, i64 %idxprom
  %14 = load float, ptr %arrayidx29, align 4
  %15 = fadd float %13, %14
  %sqrt30 = call float @llvm.sqrt.f32(float %15)
  %sin32 = call float @llvm.sin.f32(float %0)
  %16 = fmul float %sqrt30, %sin32
  %17 = fmul float %14, %0
  %cos38 = call float @llvm.cos.f32(float %17)
  %18 = fadd float %0, 3.000000e+00
  %19 = fdiv float %cos38, %18
  %20 = fadd float %16, %19
  br label %if.end

if.end.loopexit:                                  ; preds = %lanes
  br label %if.end

if.end:                                           ; preds = %if.end.loopexit, %if.else
  %r.0 = phi float [ %20, %if.else ], [ %8, %if.end.loopexit ]
  %arrayidx44 = getelementptr float, ptr %out, i64 %idxprom
  store float %r.0, ptr %arrayidx44, align 4
  %base.next = add nsw i32 %foreach.base.0, 16
  br label %foreach.main.cond

foreach.tail.check:                               ; preds = %foreach.main.cond
  %foreach.base.0.lcssa = phi i32 [ %foreach.base.0, %foreach.main.cond ]
  %has.tail = icmp slt i32 %foreach.base.0.lcssa, %n
  br i1 %has.tail, label %foreach.tail.body, label %return

foreach.tail.body:                                ; preds = %foreach.tail.check
  %lane49 = call i32 @spmd.lane.index()
  %i50 = add nsw i32 %foreach.base.0.lcssa, %lane49
  %in.range = icmp slt i32 %i50, %n
  br i1 %in.range, label %foreach.tail.run, label %return, !spmd.partial !2

foreach.tail.run:                                 ; preds = %foreach.tail.body
  %idxprom53 = sext i32 %i50 to i64
  %arrayidx54 = getelementptr float, ptr %a, i64 %idxprom53
  %21 = load float, ptr %arrayidx54, align 4
  %cmp56 = fcmp ogt float %21, 5.000000e-01
  br i1 %cmp56, label %if.then57, label %if.else58

lanes:                                            ; preds = %lane24, %if.then
  %lanes.left = phi i64 [ %12, %if.then ], [ %28, %lane24 ]
  %lanes.acc = phi i32 [ 0, %if.then ], [ %26, %lane24 ]
  %22 = icmp ne i64 %lanes.left, 0
  br i1 %22, label %lane24, label %if.end.loopexit

lane24:                                           ; preds = %lanes
  %23 = call i64 @llvm.cttz.i64(i64 %lanes.left, i1 true)
  %lane.i = trunc i64 %23 to i32
  %24 = call ptr @spmd.extract.p0(ptr %arrayidx23, i32 %lane.i) #5
  %25 = atomicrmw add ptr %24, i32 1 seq_cst, align 4
  %26 = call i32 @spmd.insert.i32(i32 %lanes.acc, i32 %lane.i, i32 %25) #5
  %27 = sub i64 %lanes.left, 1
  %28 = and i64 %lanes.left, %27
  br label %lanes

if.then57:                                        ; preds = %foreach.tail.run
  %29 = fmul float %21, 3.000000e+00
  %arrayidx64 = getelementptr float, ptr %b, i64 %idxprom53
  %30 = load float, ptr %arrayidx64, align 4
  %31 = fadd float %29, %30
  %sqrt65 = call float @llvm.sqrt.f32(float %31)
  %sin67 = call float @llvm.sin.f32(float %21)
  %32 = fmul float %sqrt65, %sin67
  %33 = fmul float %30, %21
  %cos73 = call float @llvm.cos.f32(float %33)
  %34 = fadd float %21, 2.000000e+00
  %35 = fdiv float %cos73, %34
  %36 = fadd float %32, %35
  %37 = fmul float %21, 4.000000e+00
  %38 = fptosi float %37 to i32
  %39 = and i32 %38, 15
  %idxprom78 = sext i32 %39 to i64
  %arrayidx79 = getelementptr i32, ptr %h, i64 %idxprom78
  %40 = call i64 @spmd.lanemask() #5
  br label %lanes80

if.else58:                                        ; preds = %foreach.tail.run
  %41 = fmul float %21, 5.000000e+00
  %arrayidx90 = getelementptr float, ptr %b, i64 %idxprom53
  %42 = load float, ptr %arrayidx90, align 4
  %43 = fadd float %41, %42
  %sqrt91 = call float @llvm.sqrt.f32(float %43)
  %sin93 = call float @llvm.sin.f32(float %21)
  %44 = fmul float %sqrt91, %sin93
  %45 = fmul float %42, %21
  %cos99 = call float @llvm.cos.f32(float %45)
  %46 = fadd float %21, 3.000000e+00
  %47 = fdiv float %cos99, %46
  %48 = fadd float %44, %47
  br label %if.end59

if.end59.loopexit:                                ; preds = %lanes80
  br label %if.end59

if.end59:                                         ; preds = %if.end59.loopexit, %if.else58
  %r.1 = phi float [ %48, %if.else58 ], [ %36, %if.end59.loopexit ]
  %arrayidx105 = getelementptr float, ptr %out, i64 %idxprom53
  store float %r.1, ptr %arrayidx105, align 4
  br label %return

lanes80:                                          ; preds = %lane81, %if.then57
  %lanes.left83 = phi i64 [ %40, %if.then57 ], [ %55, %lane81 ]
  %lanes.acc84 = phi i32 [ 0, %if.then57 ], [ %53, %lane81 ]
  %49 = icmp ne i64 %lanes.left83, 0
  br i1 %49, label %lane81, label %if.end59.loopexit

lane81:                                           ; preds = %lanes80
  %50 = call i64 @llvm.cttz.i64(i64 %lanes.left83, i1 true)
  %lane.i85 = trunc i64 %50 to i32
  %51 = call ptr @spmd.extract.p0(ptr %arrayidx79, i32 %lane.i85) #5
  %52 = atomicrmw add ptr %51, i32 1 seq_cst, align 4
  %53 = call i32 @spmd.insert.i32(i32 %lanes.acc84, i32 %lane.i85, i32 %52) #5
  %54 = sub i64 %lanes.left83, 1
  %55 = and i64 %lanes.left83, %54
  br label %lanes80

return:                                           ; preds = %if.end59, %foreach.tail.body, %foreach.tail.check
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @spmd.lane.count() #1

; Function Attrs: nounwind willreturn memory(none)
declare i32 @spmd.lane.index() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #2

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i64 @spmd.lanemask() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr @spmd.extract.p0(ptr, i32) #3

; Function Attrs: convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.insert.i32(i32, i32, i32) #3

attributes #0 = { nounwind "min-legal-vector-width"="512" "prefer-vector-width"="512" "spmd.kind"="export" "target-cpu"="skylake-avx512" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{}
