; Unmasked regions (docs/spmd-ir.md): under a divergent if, the block that
; starts with @spmd.unmasked.begin gets the all-ones mask (a store under
; the all-true mask, which LLVM folds to a plain store, and a cross-lane
; operation over the whole gang); the block that starts with @spmd.unmasked.end gets the begin block's own mask
; back (a masked store with the if's mask). The markers are gone after
; widening.
; RUN: %spmdc-opt %s -passes='spmd-verify,spmd-reconverge,spmd-widen<4>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i64 @spmd.lanemask() convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.unmasked.begin() convergent nomerge nounwind willreturn
declare void @spmd.unmasked.end(i32) convergent nomerge nounwind willreturn

; CHECK-LABEL: define void @f(
; CHECK:       then:
; CHECK-NEXT:    %[[THEN:arrive[0-9]*]] = phi <4 x i1> [ %c, %entry ]
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    call void @llvm.masked.store.v4i32.p0(<4 x i32> %v, ptr align 4 %{{.*}}, <4 x i1> splat (i1 true))
; CHECK:         store i64 15, ptr %cnt
; CHECK:       after:
; CHECK:         call void @llvm.masked.store.v4i32.p0(<4 x i32> splat (i32 2), ptr {{.*}}, <4 x i1> %[[THEN]])
; CHECK-NOT:   spmd.unmasked
define void @f(ptr "spmd.uniform" %out, ptr "spmd.uniform" %cnt, ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa, align 4
  %c = icmp sgt i32 %v, 3
  br i1 %c, label %then, label %join

then:
  %r = call i32 @spmd.unmasked.begin()
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  %m = call i64 @spmd.lanemask()
  store i64 %m, ptr %cnt, align 8
  br label %after

after:
  call void @spmd.unmasked.end(i32 %r)
  %q = getelementptr i32, ptr %out, i64 %idx
  %q4 = getelementptr i32, ptr %q, i64 4
  store i32 2, ptr %q4, align 4
  br label %join

join:
  ret void
}
