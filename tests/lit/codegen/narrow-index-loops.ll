; narrow-index-loops (vectorizer/NarrowIndexLoops.h): LLVM 22's loop
; vectorizer assumes `t[i & 15]` and `t[i & 3]` (SCEV: zext {0,+,1}<i4>
; and zext {0,+,1}<i2>) free of wrap, but takes the run-time check for
; the wider as implying the narrower one (LLVM issue 191382): it checks
; only i < 16 and loads t[i] for both, wrong for 8 to 16 iterations (here
; a loop to programCount on sve at 256 and 512 bits; also avx512, sse4
; and neon with a loop to n: session 25, e2e user_programs_lang25 part
; narrow). The step keeps such loops from the vectorizer.
; The first RUN shows what LLVM does alone (if it starts failing, LLVM
; checks both and the step can go).
; RUN: opt -passes=loop-vectorize %s -S | FileCheck %s --check-prefix=LLVM
; RUN: %spmdc-opt -passes=narrow-index-loops %s -S | FileCheck %s
; RUN: %spmdc-opt -passes=narrow-index-loops,loop-vectorize %s -S | FileCheck %s --check-prefix=AFTER

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; LLVM-LABEL: @mixed(
; LLVM: vector.scevcheck:
; LLVM: icmp ugt i64 %{{.*}}, 15
; LLVM-NOT: icmp ugt i64 %{{.*}}, 3
; LLVM: load <vscale x 4 x i32>, ptr %buf
; LLVM: load <vscale x 4 x i32>, ptr %other
; CHECK-LABEL: @mixed(
; CHECK: br i1 %done, label %exit, label %loop, !llvm.loop ![[MD:[0-9]+]]
; AFTER-LABEL: @mixed(
; AFTER-NOT: <vscale x
; AFTER: ret void
define void @mixed(ptr %out) #0 {
entry:
  %buf = alloca [16 x i32], align 4
  %other = alloca [4 x i32], align 4
  call void @fill(ptr %buf, ptr %other)
  %v = call i64 @llvm.vscale.i64()
  %lanes = shl nuw nsw i64 %v, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = and i64 %i, 15
  %pa = getelementptr inbounds nuw i32, ptr %buf, i64 %a
  %x = load i32, ptr %pa, align 4
  %b = and i64 %i, 3
  %pb = getelementptr inbounds nuw i32, ptr %other, i64 %b
  %y = load i32, ptr %pb, align 4
  %s = add i32 %x, %y
  %po = getelementptr i32, ptr %out, i64 %i
  store i32 %s, ptr %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %lanes
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; One narrow width (and an i64 counter, which cannot wrap): left alone.
; CHECK-LABEL: @one_width(
; CHECK: br i1 %done, label %exit, label %loop{{$}}
define void @one_width(ptr %out) #0 {
entry:
  %buf = alloca [16 x i32], align 4
  call void @fill(ptr %buf, ptr %buf)
  %v = call i64 @llvm.vscale.i64()
  %lanes = shl nuw nsw i64 %v, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = and i64 %i, 15
  %pa = getelementptr inbounds nuw i32, ptr %buf, i64 %a
  %x = load i32, ptr %pa, align 4
  %po = getelementptr i32, ptr %out, i64 %i
  store i32 %x, ptr %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %lanes
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK: ![[MD]] = distinct !{![[MD]], ![[OFF:[0-9]+]]}
; CHECK: ![[OFF]] = !{!"llvm.loop.vectorize.enable", i32 0}

declare void @fill(ptr, ptr)
declare i64 @llvm.vscale.i64()
attributes #0 = { nounwind vscale_range(1,16) "target-features"="+v8.2a,+neon,+sve" }
