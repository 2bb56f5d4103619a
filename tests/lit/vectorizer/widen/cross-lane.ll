; Cross-lane intrinsics under spmd-widen: each lowered against the execution
; mask of its block. reduce.add under a divergent branch is a vector
; reduction of `select(mask, v, 0)`; in an all-on block the select folds
; away. Uniform results (reductions, any, extract) stay scalars used by the
; uniform code; scans, rotates and shifts give vectors. W = 1 also works.
; RUN: %spmdc-opt %s -passes='spmd-widen<8>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-widen<1>,spmd-verify' -S | FileCheck %s --check-prefix=W1

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i64 @spmd.reduce.add.i64(i64) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare float @spmd.reduce.fmin.f32(float) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i1 @spmd.any(i1) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.count(i1) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i64 @spmd.lanemask() convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.extract.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.rotate.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shift.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.scan.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shuffle.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @spmd.packed.store.i32(ptr, i32) convergent nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite)

; CHECK-LABEL: define void @masked_reduce(
; CHECK:       entry:
; CHECK:         %w = sext <8 x i32> %v to <8 x i64>
; CHECK-NOT:     select
; CHECK:         %all = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %w)
; CHECK:       then:
; CHECK-NEXT:    %[[M:.*]] = phi <8 x i1>
; CHECK:         %[[S:.*]] = select <8 x i1> %[[M]], <8 x i64> %w, <8 x i64> zeroinitializer
; CHECK-NEXT:    %part = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %[[S]])
; CHECK:         %[[SF:.*]] = select <8 x i1> %[[M]], <8 x float> %x, <8 x float> splat (float 0x7FF0000000000000)
; CHECK-NEXT:    %fm = call float @llvm.vector.reduce.fmin.v8f32(<8 x float> %[[SF]])
; CHECK:         %[[SA:.*]] = select <8 x i1> %[[M]], <8 x i1> %big, <8 x i1> zeroinitializer
; CHECK-NEXT:    %any = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %[[SA]])
; CHECK:         %[[SC:.*]] = select <8 x i1> %[[M]], <8 x i1> %big, <8 x i1> zeroinitializer
; CHECK-NEXT:    %[[B:.*]] = bitcast <8 x i1> %[[SC]] to i8
; CHECK-NEXT:    %[[P:.*]] = call i8 @llvm.ctpop.i8(i8 %[[B]])
; CHECK-NEXT:    %cnt = zext i8 %[[P]] to i32
; CHECK:         %[[LM:.*]] = bitcast <8 x i1> %[[M]] to i8
; CHECK-NEXT:    %lm = zext i8 %[[LM]] to i64
; CHECK:       store.any:
; CHECK-NEXT:    store i64 %part, ptr %out
; CHECK:       join:
; CHECK:         store i64 %all, ptr
; CHECK-NOT:     @spmd.
; W1-LABEL: define void @masked_reduce(
; W1:         %all = call i64 @llvm.vector.reduce.add.v1i64(<1 x i64> %w)
; W1:         %part = call i64 @llvm.vector.reduce.add.v1i64(
; W1:       define void @permutes(
; W1:         %r = shufflevector <1 x i32> %v, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
; W1:         %s = shufflevector <1 x i32> %v, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
define void @masked_reduce(ptr "spmd.uniform" %a, ptr "spmd.uniform" %fa, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %w = sext i32 %v to i64
  %pf = getelementptr float, ptr %fa, i64 %idx
  %x = load float, ptr %pf
  %all = call i64 @spmd.reduce.add.i64(i64 %w) #1
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %join

then:
  %part = call i64 @spmd.reduce.add.i64(i64 %w) #1
  %fm = call float @spmd.reduce.fmin.f32(float %x) #1
  %big = icmp sgt i32 %v, 5
  %any = call i1 @spmd.any(i1 %big) #1
  %cnt = call i32 @spmd.count(i1 %big) #1
  %lm = call i64 @spmd.lanemask() #1
  store i64 %part, ptr %out
  %o1 = getelementptr i8, ptr %out, i64 8
  store float %fm, ptr %o1
  %o2 = getelementptr i8, ptr %out, i64 12
  %anyz = zext i1 %any to i32
  store i32 %anyz, ptr %o2
  %o3 = getelementptr i8, ptr %out, i64 16
  store i32 %cnt, ptr %o3
  %o4 = getelementptr i8, ptr %out, i64 24
  store i64 %lm, ptr %o4
  br label %join

join:
  %o5 = getelementptr i8, ptr %out, i64 32
  store i64 %all, ptr %o5
  ret void
}

; CHECK-LABEL: define void @permutes(
; CHECK:         %e = extractelement <8 x i32> %v, i64 3
; CHECK:         %r = shufflevector <8 x i32> %v, <8 x i32> zeroinitializer, <8 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1>
; CHECK:         %s = shufflevector <8 x i32> %v, <8 x i32> zeroinitializer, <8 x i32> <i32 7, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
; CHECK:         store <8 x i32> %v, ptr %[[LO:.*]], align 4
; CHECK:         store <8 x i32> %v, ptr %[[HI:.*]], align 4
; CHECK:         %[[K:.*]] = zext i32 %k to i64
; CHECK-NEXT:    %[[KM:.*]] = and i64 %[[K]], 7
; CHECK-NEXT:    %[[AT:.*]] = getelementptr inbounds i32, ptr %xlane.slot{{.*}}, i64 %[[KM]]
; CHECK-NEXT:    %rk = load <8 x i32>, ptr %[[AT]], align 4
; CHECK:         %sh = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(
; CHECK:         call void @llvm.masked.compressstore.v8i32(<8 x i32> %v, ptr %out, <8 x i1> splat (i1 true))
; CHECK-NOT:     @spmd.
define void @permutes(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, i32 "spmd.uniform" %k) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %e = call i32 @spmd.extract.i32(i32 %v, i32 3) #1
  %r = call i32 @spmd.rotate.i32(i32 %v, i32 2) #1
  %s = call i32 @spmd.shift.i32(i32 %v, i32 7) #1
  %rk = call i32 @spmd.rotate.i32(i32 %v, i32 %k) #1
  %p = and i32 %v, 7
  %sh = call i32 @spmd.shuffle.i32(i32 %v, i32 %p) #1
  %t1 = add i32 %r, %s
  %t2 = add i32 %t1, %rk
  %t3 = add i32 %t2, %sh
  %t4 = add i32 %t3, %e
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %t4, ptr %po
  call void @spmd.packed.store.i32(ptr %out, i32 %v) #1
  ret void
}

; Exclusive scan: log2(8) = 3 shift-and-add steps of the masked value, then
; one shift by a lane with the identity (0) shifted in.
; CHECK-LABEL: define void @scan(
; CHECK:       then:
; CHECK-NEXT:    %[[M:.*]] = phi <8 x i1>
; CHECK-NEXT:    %[[S0:.*]] = select <8 x i1> %[[M]], <8 x i32> %v, <8 x i32> zeroinitializer
; CHECK-NEXT:    %[[H1:.*]] = shufflevector <8 x i32> %[[S0]], <8 x i32> zeroinitializer, <8 x i32> <i32 8, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
; CHECK-NEXT:    %[[A1:.*]] = add <8 x i32> %[[S0]], %[[H1]]
; CHECK-NEXT:    %[[H2:.*]] = shufflevector <8 x i32> %[[A1]], <8 x i32> zeroinitializer, <8 x i32> <i32 8, i32 8, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>
; CHECK-NEXT:    %[[A2:.*]] = add <8 x i32> %[[A1]], %[[H2]]
; CHECK-NEXT:    %[[H4:.*]] = shufflevector <8 x i32> %[[A2]], <8 x i32> zeroinitializer, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 0, i32 1, i32 2, i32 3>
; CHECK-NEXT:    %[[A4:.*]] = add <8 x i32> %[[A2]], %[[H4]]
; CHECK-NEXT:    %sc = shufflevector <8 x i32> %[[A4]], <8 x i32> zeroinitializer, <8 x i32> <i32 8, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
; CHECK:         call void @llvm.masked.store.v8i32.p0(<8 x i32> %sc, ptr align 4 %{{.*}}, <8 x i1> %[[M]])
define void @scan(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %join

then:
  %sc = call i32 @spmd.scan.add.i32(i32 %v) #1
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %sc, ptr %po
  br label %join

join:
  ret void
}


; Atomics on a uniform pointer: a varying value is one atomicrmw of the
; masked reduction, each lane getting old + the exclusive scan of the lanes
; before it; a uniform value (atomic.once) is one atomicrmw of the value if
; any lane is active, else of the identity (no change).
; CHECK-LABEL: define void @atomics(
; CHECK:       then:
; CHECK-NEXT:    %[[M:.*]] = phi <8 x i1>
; CHECK:         %[[S:.*]] = select <8 x i1> %[[M]], <8 x i32> %v, <8 x i32> zeroinitializer
; CHECK-NEXT:    %[[T:.*]] = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %[[S]])
; CHECK-NEXT:    %[[OLD:.*]] = atomicrmw add ptr %c, i32 %[[T]] seq_cst
; CHECK:         %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %[[M]])
; CHECK-NEXT:    %[[VAL:.*]] = select i1 %[[ANY]], i32 5, i32 -1
; CHECK-NEXT:    %once = atomicrmw and ptr %c, i32 %[[VAL]] seq_cst
declare i32 @spmd.atomic.add.i32(ptr, i32) convergent nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare i32 @spmd.atomic.once.and.i32(ptr, i32) convergent nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @atomics(ptr "spmd.uniform" %a, ptr "spmd.uniform" %c, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %cnd = icmp sgt i32 %v, 0
  br i1 %cnd, label %then, label %join

then:
  %old = call i32 @spmd.atomic.add.i32(ptr %c, i32 %v) #1
  %once = call i32 @spmd.atomic.once.and.i32(ptr %c, i32 5) #1
  %sum = add i32 %old, %once
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %sum, ptr %po
  br label %join

join:
  ret void
}

attributes #0 = { "spmd.kind"="export" }
attributes #1 = { convergent }
