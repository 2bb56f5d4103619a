; DARM, MeldCodegen.h: a meld that keeps the original sides for coherent
; gangs (the condition compares the lane with a uniform bound, and the
; melded path costs clearly more than one side) keeps them behind
; `all(c) | none(c)`, and on avx2 and avx512 the kept branch branches on
; any(c): every active lane agrees there, so it is the same side for
; each, and the branch is uniform for the widener -- the kept sides run
; without masks, guards or blends (the join's phi takes the kept sides'
; values as they are, one per edge), the melder leaves the kept branch
; alone (spmd.darm.kept). With --darm-kept-agreed-branch=false, or
; without the x86 triple (meld.ll's @coherent), it stays on c.
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -darm-kept-agreed-branch=false -S | FileCheck %s --check-prefix=DIV
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-reconverge,spmd-widen<16>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 21 instruction pairs): saves {{[0-9]+}} of {{[0-9]+}} cost, original sides kept for coherent gangs

; CHECK-LABEL: define void @coherent(
; CHECK:         %[[ALL:.*]] = call i1 @spmd.all(i1 %c)
; CHECK-NEXT:    %[[NONE:.*]] = call i1 @spmd.none(i1 %c)
; CHECK-NEXT:    %meld.coherent = or i1 %[[ALL]], %[[NONE]]
; CHECK-NEXT:    br i1 %meld.coherent, label %meld.orig, label %meld.then
; CHECK:       meld.orig:
; CHECK-NEXT:    %agreed = call i1 @spmd.any(i1 %c)
; CHECK-NEXT:    br i1 %agreed, label %then, label %else, !spmd.darm.kept
; CHECK:       meld.then:
; CHECK:         br i1 %c, label %meld.t, label %meld.cont
; CHECK:       join:
; CHECK-NEXT:    %y = phi i32 [ %t21, %then ], [ %e21, %else ], [ %{{.*}}, %meld.cont ]

; DIV-LABEL: define void @coherent(
; DIV:         br i1 %meld.coherent, label %meld.orig, label %meld.then
; DIV:       meld.orig:
; DIV-NEXT:    br i1 %c, label %then, label %else{{$}}
; DIV-NOT:     spmd.any

; WIDE-LABEL: define void @coherent(
; WIDE:       meld.orig:
; WIDE-NEXT:    %agreed = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %c)
; WIDE-NEXT:    br i1 %agreed, label %then, label %else
; WIDE:       then:
; WIDE-NEXT:    %d = udiv <16 x i32> %v, splat (i32 7)
; WIDE:       join:
; WIDE-NEXT:    %y = phi <16 x i32> [ %t21, %then ], [ %e21, %else ], [ %{{.*}}, %meld.cont ]
; WIDE-NEXT:    store <16 x i32> %y, ptr %p.base, align 4

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; meld.ll's @coherent with a division by a constant (a varying divisor's
; scalarized price on avx512 refuses the meld).
define void @coherent(ptr "spmd.uniform" %a, i32 "spmd.uniform" %u) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %p, align 4
  %c = icmp slt i32 %lane, %u
  br i1 %c, label %then, label %else
then:
  %d = udiv i32 %v, 7
  %t1 = mul i32 %v, 3
  %t2 = add i32 %t1, %d
  %t3 = mul i32 %t2, %t2
  %t4 = xor i32 %t3, %v
  %t5 = mul i32 %t4, %t4
  %t6 = add i32 %t5, %t3
  %t7 = mul i32 %t6, %t6
  %t8 = xor i32 %t7, %t5
  %t9 = mul i32 %t8, %t8
  %t10 = add i32 %t9, %t7
  %t11 = mul i32 %t10, %t10
  %t12 = add i32 %t11, %t9
  %t13 = mul i32 %t12, %t12
  %t14 = add i32 %t13, %t11
  %t15 = mul i32 %t14, %t14
  %t16 = add i32 %t15, %t13
  %t17 = mul i32 %t16, %t16
  %t18 = add i32 %t17, %t15
  %t19 = mul i32 %t18, %t18
  %t20 = add i32 %t19, %t17
  %t21 = mul i32 %t20, %t20
  br label %join
else:
  %e1 = mul i32 %v, 5
  %e2 = add i32 %e1, 7
  %e3 = mul i32 %e2, %e2
  %e4 = xor i32 %e3, %v
  %e5 = mul i32 %e4, %e4
  %e6 = add i32 %e5, %e3
  %e7 = mul i32 %e6, %e6
  %e8 = xor i32 %e7, %e5
  %e9 = mul i32 %e8, %e8
  %e10 = add i32 %e9, %e7
  %e11 = mul i32 %e10, %e10
  %e12 = add i32 %e11, %e9
  %e13 = mul i32 %e12, %e12
  %e14 = add i32 %e13, %e11
  %e15 = mul i32 %e14, %e14
  %e16 = add i32 %e15, %e13
  %e17 = mul i32 %e16, %e16
  %e18 = add i32 %e17, %e15
  %e19 = mul i32 %e18, %e18
  %e20 = add i32 %e19, %e17
  %e21 = mul i32 %e20, %e20
  br label %join
join:
  %y = phi i32 [ %t21, %then ], [ %e21, %else ]
  store i32 %y, ptr %p, align 4
  ret void
}
