; x86-select-constants (vectorizer/X86SelectConstants.h): a vector select's
; constants inside a loop are materialized in the preheader on AVX-512, so
; LLVM's isel cannot fold them into the masked blend as broadcast loads
; (`vpblendmd .LCPI0_1(%rip){1to16}, ...`), which MachineLICM does not
; hoist: one load per blend per iteration. Probe20's `const_sides` melded
; (murmur3's finalizer against another's, constants only): 0.85-0.87x of
; --no-darm with the loads, 1.09-1.13x without (docs/darm.md).
; The first RUN shows what LLVM does alone (if it starts failing, LLVM
; hoists the loads itself and the step can go).
; RUN: llc -O2 -mcpu=skylake-avx512 %s -o - | FileCheck %s --check-prefix=LLVM
; RUN: %spmdc-opt -mcpu=skylake-avx512 -passes=x86-select-constants %s -S | FileCheck %s
; RUN: %spmdc-opt -mcpu=skylake-avx512 -passes=x86-select-constants %s -S | llc -O2 -mcpu=skylake-avx512 -o - | FileCheck %s --check-prefix=ASM
; On AVX2 (16 registers; vblendvps takes registers anyway) nothing changes.
; RUN: %spmdc-opt -mcpu=haswell -passes=x86-select-constants %s -S | FileCheck %s --check-prefix=AVX2

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; LLVM-LABEL: const_sides:
; LLVM: vpblendmd .LCPI0_{{[0-9]+}}(%rip){1to16}
; CHECK-LABEL: define void @const_sides(
; CHECK: loop.preheader:
; CHECK-NEXT: %blend.const = bitcast <16 x i32> splat (i32 16) to <16 x i32>
; CHECK-NEXT: %blend.const1 = bitcast <16 x i32> splat (i32 15) to <16 x i32>
; CHECK: select <16 x i1> %cmp, <16 x i32> %blend.const, <16 x i32> %blend.const1
; A select of a value and a constant is left (a min, max or clamp would
; lose its pattern): the min's 100 stays.
; CHECK: select <16 x i1> %lt, <16 x i32> %{{[0-9]+}}, <16 x i32> splat (i32 100)
; ASM-LABEL: const_sides:
; ASM: .LBB0_2:
; ASM-NOT: .LCPI
; ASM: jl .LBB0_2
; AVX2-NOT: blend.const
define void @const_sides(ptr %x, ptr %m, ptr %out, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.preheader, label %exit

loop.preheader:
  br label %loop

loop:
  %iv = phi i64 [ 0, %loop.preheader ], [ %iv.next, %loop ]
  %px = getelementptr i32, ptr %x, i64 %iv
  %1 = load <16 x i32>, ptr %px, align 4
  %pm = getelementptr i32, ptr %m, i64 %iv
  %2 = load <16 x i32>, ptr %pm, align 4
  %cmp = icmp eq <16 x i32> %2, zeroinitializer
  %s16 = select <16 x i1> %cmp, <16 x i32> splat (i32 16), <16 x i32> splat (i32 15)
  %3 = lshr <16 x i32> %1, %s16
  %4 = xor <16 x i32> %3, %1
  %k1 = select <16 x i1> %cmp, <16 x i32> splat (i32 -2048144789), <16 x i32> splat (i32 739982445)
  %5 = mul <16 x i32> %4, %k1
  %s13 = select <16 x i1> %cmp, <16 x i32> splat (i32 13), <16 x i32> splat (i32 12)
  %6 = lshr <16 x i32> %5, %s13
  %7 = xor <16 x i32> %6, %5
  %k2 = select <16 x i1> %cmp, <16 x i32> splat (i32 -1028477387), <16 x i32> splat (i32 695872825)
  %8 = mul <16 x i32> %7, %k2
  %9 = lshr <16 x i32> %8, %s16
  %10 = xor <16 x i32> %9, %8
  %lt = icmp slt <16 x i32> %10, splat (i32 100)
  %z = select <16 x i1> %lt, <16 x i32> %10, <16 x i32> splat (i32 100)
  %po = getelementptr i32, ptr %out, i64 %iv
  store <16 x i32> %z, ptr %po, align 4
  %iv.next = add nuw nsw i64 %iv, 16
  %more = icmp slt i64 %iv.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; Constants that take two registers each (<16 x double> on AVX-512) are
; left: held across probe18's `kepler` loop they ran 0.95-0.96x (the
; session-21 merge).
; CHECK-LABEL: define void @wide_constants(
; CHECK-NOT: blend.const
; CHECK: ret void
define void @wide_constants(ptr %x, ptr %out, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.preheader, label %exit

loop.preheader:
  br label %loop

loop:
  %iv = phi i64 [ 0, %loop.preheader ], [ %iv.next, %loop ]
  %px = getelementptr double, ptr %x, i64 %iv
  %v = load <16 x double>, ptr %px, align 8
  %neg = fcmp olt <16 x double> %v, zeroinitializer
  %k = select <16 x i1> %neg, <16 x double> splat (double 3.14159), <16 x double> splat (double -3.14159)
  %r = fmul <16 x double> %v, %k
  %po = getelementptr double, ptr %out, i64 %iv
  store <16 x double> %r, ptr %po, align 8
  %iv.next = add i64 %iv, 16
  %more = icmp slt i64 %iv.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; At most 8 distinct constants per loop (MaxPerLoop): the fifth select's
; two stay constants.
; CHECK-LABEL: define void @many_constants(
; CHECK: %blend.const{{[0-9]*}} = bitcast <16 x i32> splat (i32 17)
; CHECK-NOT: splat (i32 18) to
; CHECK: select <16 x i1> %c, <16 x i32> splat (i32 18), <16 x i32> splat (i32 19)
; CHECK: ret void
define void @many_constants(ptr %x, ptr %out, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.preheader, label %exit

loop.preheader:
  br label %loop

loop:
  %iv = phi i64 [ 0, %loop.preheader ], [ %iv.next, %loop ]
  %px = getelementptr i32, ptr %x, i64 %iv
  %v = load <16 x i32>, ptr %px, align 4
  %c = icmp slt <16 x i32> %v, zeroinitializer
  %s0 = select <16 x i1> %c, <16 x i32> splat (i32 10), <16 x i32> splat (i32 11)
  %r0 = add <16 x i32> %v, %s0
  %s1 = select <16 x i1> %c, <16 x i32> splat (i32 12), <16 x i32> splat (i32 13)
  %r1 = add <16 x i32> %r0, %s1
  %s2 = select <16 x i1> %c, <16 x i32> splat (i32 14), <16 x i32> splat (i32 15)
  %r2 = add <16 x i32> %r1, %s2
  %s3 = select <16 x i1> %c, <16 x i32> splat (i32 16), <16 x i32> splat (i32 17)
  %r3 = add <16 x i32> %r2, %s3
  %s4 = select <16 x i1> %c, <16 x i32> splat (i32 18), <16 x i32> splat (i32 19)
  %r4 = add <16 x i32> %r3, %s4
  %po = getelementptr i32, ptr %out, i64 %iv
  store <16 x i32> %r4, ptr %po, align 4
  %iv.next = add i64 %iv, 16
  %more = icmp slt i64 %iv.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; A constant the loop also uses otherwise (here a compare against 7) is
; left with its partner: isel shares it with that user (bench
; meld_shader, 0.97-0.98x when it was taken).
; CHECK-LABEL: define void @shared_constant(
; CHECK-NOT: blend.const
; CHECK: ret void
define void @shared_constant(ptr %x, ptr %out, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.preheader, label %exit

loop.preheader:
  br label %loop

loop:
  %iv = phi i64 [ 0, %loop.preheader ], [ %iv.next, %loop ]
  %px = getelementptr i32, ptr %x, i64 %iv
  %v = load <16 x i32>, ptr %px, align 4
  %c = icmp slt <16 x i32> %v, splat (i32 7)
  %k = select <16 x i1> %c, <16 x i32> splat (i32 7), <16 x i32> splat (i32 9)
  %r = mul <16 x i32> %v, %k
  %po = getelementptr i32, ptr %out, i64 %iv
  store <16 x i32> %r, ptr %po, align 4
  %iv.next = add i64 %iv, 16
  %more = icmp slt i64 %iv.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
