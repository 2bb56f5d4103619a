; The cross-lane operations a scalable gang (`spmd-widen<nxv4>`, W = vscale
; × 4) lowers without knowing W: reductions, any, count (the sum of the
; mask's lanes, `cntp`, since a scalable mask has no integer bitcast),
; lanemask (an or-reduction of `select(m, 1 << lane, 0)`), extract at a
; uniform lane (modulo the run-time W), reduce_equal (first active lane by
; `cttz.elts`), packed_store_active (compressstore); and the permutations
; in registers (CrossLaneScalable.h; scalable-cross-lane-registers.ll has
; the edge cases): rotate by a run-time k (`tbl` at (lane + k) & (W - 1)),
; shift by a constant below 4 (a splice with zeros), shuffle (`tbl` at p mod
; W), the exclusive scan (6 shift-and-add steps, enough for the 64 lanes of
; 2048 bits: splices for distances 1 and 2, `tbl` at lane - d, which reads
; 0 below lane d, for 4 to 32; a step with d >= W adds only zeros), and
; packed_load_active (one load of the first cntp(m) elements under
; `whilelo`, `tbl` at each lane's rank: LLVM 22 miscompiles a scalable
; expandload).
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s

; CHECK-LABEL: define void @masked_reduce(
; CHECK:         %all = call i64 @llvm.vector.reduce.add.nxv4i64(<vscale x 4 x i64> %w)
; CHECK:       then:
; CHECK-NEXT:    %[[M:.*]] = phi <vscale x 4 x i1> [ %c, %entry ]
; CHECK-NEXT:    %[[S:.*]] = select <vscale x 4 x i1> %[[M]], <vscale x 4 x i64> %w, <vscale x 4 x i64> zeroinitializer
; CHECK-NEXT:    %part = call i64 @llvm.vector.reduce.add.nxv4i64(<vscale x 4 x i64> %[[S]])
; CHECK:         %[[SF:.*]] = select <vscale x 4 x i1> %[[M]], <vscale x 4 x float> %x, <vscale x 4 x float> splat (float 0x7FF0000000000000)
; CHECK-NEXT:    %fm = call float @llvm.vector.reduce.fmin.nxv4f32(<vscale x 4 x float> %[[SF]])
; CHECK:         %any = call i1 @llvm.vector.reduce.or.nxv4i1(
; CHECK:         %[[SC:.*]] = select <vscale x 4 x i1> %[[M]], <vscale x 4 x i1> %big, <vscale x 4 x i1> zeroinitializer
; CHECK-NEXT:    %[[Z:.*]] = zext <vscale x 4 x i1> %[[SC]] to <vscale x 4 x i32>
; CHECK-NEXT:    %cnt = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %[[Z]])
; CHECK-NEXT:    %[[STEP:.*]] = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
; CHECK-NEXT:    %[[BIT:.*]] = shl <vscale x 4 x i64> splat (i64 1), %[[STEP]]
; CHECK-NEXT:    %[[LB:.*]] = select <vscale x 4 x i1> %[[M]], <vscale x 4 x i64> %[[BIT]], <vscale x 4 x i64> zeroinitializer
; CHECK-NEXT:    %lm = call i64 @llvm.vector.reduce.or.nxv4i64(<vscale x 4 x i64> %[[LB]])
; CHECK-NEXT:    %[[F:.*]] = call i64 @llvm.experimental.cttz.elts.i64.nxv4i1(<vscale x 4 x i1> %[[M]], i1 false)
; CHECK-NEXT:    %first.active = extractelement <vscale x 4 x i32> %v, i64 %[[F]]
; CHECK:         %eq = call i1 @llvm.vector.reduce.and.nxv4i1(
; CHECK:       store.any:
; CHECK-NEXT:    store i64 %part, ptr %out
; CHECK-NOT:     bitcast
; CHECK-LABEL: define void @extract_and_pack(
; CHECK:         %[[K:.*]] = zext i32 %k to i64
; CHECK-NEXT:    %[[VS:.*]] = call i64 @llvm.vscale.i64()
; CHECK-NEXT:    %[[W:.*]] = shl nuw nsw i64 %[[VS]], 2
; CHECK-NEXT:    %[[WM1:.*]] = sub i64 %[[W]], 1
; CHECK-NEXT:    %[[KM:.*]] = and i64 %[[K]], %[[WM1]]
; CHECK-NEXT:    %e = extractelement <vscale x 4 x i32> %v, i64 %[[KM]]
; CHECK:         call void @llvm.masked.compressstore.nxv4i32(<vscale x 4 x i32> %v, ptr %out, <vscale x 4 x i1> %arrive)
; CHECK-LABEL: define void @permutes(
; CHECK-NOT:     alloca
; CHECK:         %[[STEP:.*]] = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
; CHECK-NEXT:    %[[SUM:.*]] = add <vscale x 4 x i32> %[[STEP]], %{{.*}}
; CHECK:         %[[WM1:.*]] = sub i32 %lanes, 1
; CHECK:         %[[RI:.*]] = and <vscale x 4 x i32> %[[SUM]], %{{.*}}
; CHECK-NEXT:    %[[R:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %[[RI]])
; CHECK-NEXT:    %s = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %[[R]], i32 1)
; CHECK:         %[[PI:.*]] = and <vscale x 4 x i32> %v, %{{.*}}
; CHECK-NEXT:    %[[P:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %s, <vscale x 4 x i32> %[[PI]])
; CHECK-NEXT:    %[[D1:.*]] = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %[[P]], i32 1)
; CHECK-NEXT:    %[[S1:.*]] = add <vscale x 4 x i32> %[[P]], %[[D1]]
; CHECK-NEXT:    %[[D2:.*]] = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %[[S1]], i32 2)
; CHECK-NEXT:    %[[S2:.*]] = add <vscale x 4 x i32> %[[S1]], %[[D2]]
; CHECK-COUNT-4: sub <vscale x 4 x i32> %{{.*}}, splat (i32 {{4|8|16|32}})
; CHECK:         %c = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %{{.*}}, i32 1)
; CHECK:         %[[N:.*]] = call i32 @llvm.vector.reduce.add.nxv4i32(
; CHECK-NEXT:    %[[FIRST:.*]] = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 0, i32 %[[N]])
; CHECK-NEXT:    %[[LD:.*]] = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr align 4 %a, <vscale x 4 x i1> %[[FIRST]], <vscale x 4 x i32> poison)
; CHECK-NEXT:    %[[PK:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %[[LD]], <vscale x 4 x i32> %{{.*}})
; CHECK-NEXT:    %l = select <vscale x 4 x i1> splat (i1 true), <vscale x 4 x i32> %[[PK]], <vscale x 4 x i32> %c
; CHECK-NOT:     @llvm.masked.gather
; CHECK-NOT:     @spmd.

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i64 @spmd.reduce.add.i64(i64) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare float @spmd.reduce.fmin.f32(float) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i1 @spmd.any(i1) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.count(i1) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i64 @spmd.lanemask() convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.extract.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i1 @spmd.reduce.equal.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @spmd.packed.store.i32(ptr, i32) convergent nounwind willreturn memory(argmem: write, inaccessiblemem: readwrite)

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
  %eq = call i1 @spmd.reduce.equal.i32(i32 %v) #1
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
  %o6 = getelementptr i8, ptr %out, i64 40
  store i1 %eq, ptr %o6
  br label %join

join:
  %o5 = getelementptr i8, ptr %out, i64 32
  store i64 %all, ptr %o5
  ret void
}

define void @extract_and_pack(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, i32 "spmd.uniform" %k) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %e = call i32 @spmd.extract.i32(i32 %v, i32 %k) #1
  store i32 %e, ptr %out
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %join

then:
  call void @spmd.packed.store.i32(ptr %out, i32 %v) #1
  br label %join

join:
  ret void
}

attributes #0 = { "spmd.kind"="export" }
attributes #1 = { convergent }

declare i32 @spmd.rotate.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shift.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shuffle.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.scan.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.packed.load.i32(ptr, i32) convergent nounwind willreturn memory(argmem: read, inaccessiblemem: readwrite)

define void @permutes(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, i32 "spmd.uniform" %k) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %r = call i32 @spmd.rotate.i32(i32 %v, i32 %k) #1
  %s = call i32 @spmd.shift.i32(i32 %r, i32 -1) #1
  %p = call i32 @spmd.shuffle.i32(i32 %s, i32 %v) #1
  %c = call i32 @spmd.scan.add.i32(i32 %p) #1
  %l = call i32 @spmd.packed.load.i32(ptr %a, i32 %c) #1
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %l, ptr %po
  ret void
}
