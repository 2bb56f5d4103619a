; Memory operations by the shape of the address:
;   uniform address  → scalar load/store; a uniform store in a block that is
;                      not all-on is guarded by any(mask) (ISPC semantics,
;                      also for a gang-shared variable);
;   unit stride      → vector load/store on the lane-0 base pointer, masked
;                      where the block is not all-on;
;   stride 2 elements → one wide masked load/store of 2W elements (only the
;                      lanes' elements on) plus a shuffle;
;   varying addresses → gather/scatter;
;   a varying value to a uniform address → scatter to the splatted address.
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr) nounwind

; CHECK-LABEL: define void @mem(
; CHECK:       entry:
; CHECK:         store i32 0, ptr %flag, align 4
; CHECK-NEXT:    %uv = load i32, ptr %u, align 4
; CHECK-NEXT:    %tid64.base = sext i32 0 to i64
; CHECK-NEXT:    %pa.base = getelementptr i32, ptr %a, i64 %tid64.base
; CHECK-NEXT:    %x = load <4 x i32>, ptr %pa.base, align 4
; CHECK-NEXT:    %s2.base = shl i64 %tid64.base, 1
; CHECK-NEXT:    %pb.base = getelementptr i32, ptr %b, i64 %s2.base
; CHECK-NEXT:    %[[W:.*]] = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %pb.base, <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> poison)
; CHECK-NEXT:    %y = shufflevector <8 x i32> %[[W]], <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK-NEXT:    %x64 = sext <4 x i32> %x to <4 x i64>
; CHECK-NEXT:    %pg = getelementptr inbounds i32, ptr %b, <4 x i64> %x64
; CHECK-NEXT:    %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 4 %pg, <4 x i1> splat (i1 true), <4 x i32> poison)
; CHECK:       then:
; CHECK-NEXT:    %[[M:.*]] = phi <4 x i1> [ %c, %entry ]
; CHECK-NEXT:    %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %[[M]])
; CHECK-NEXT:    br i1 %[[ANY]], label %store.any, label %store.cont
; CHECK:       store.any:
; CHECK-NEXT:    store i32 1, ptr %flag, align 4
; CHECK-NEXT:    br label %store.cont
; CHECK:       store.cont:
; CHECK-NEXT:    %sum = add nsw <4 x i32> %y, %g
; CHECK-NEXT:    call void @llvm.masked.store.v4i32.p0(<4 x i32> %sum, ptr align 4 %pa.base, <4 x i1> %[[M]])
; CHECK-NEXT:    call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %sum, <4 x ptr> align 4 %pg, <4 x i1> %[[M]])
; CHECK:         call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %sum, <4 x ptr> align 4 %u.splat, <4 x i1> %[[M]])
; CHECK:       join:
; CHECK-NEXT:    %f = load i32, ptr %flag, align 4
; CHECK:         %[[V:.*]] = shufflevector <4 x i32> %f.splat, <4 x i32> poison, <8 x i32> <i32 0, i32 poison, i32 1, i32 poison, i32 2, i32 poison, i32 3, i32 poison>
; CHECK-NEXT:    call void @llvm.masked.store.v8i32.p0(<8 x i32> %[[V]], ptr align 4 %pb.base, <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>)

define void @mem(ptr %a, ptr %b, ptr %u, i32 %n) "spmd.kind"="export" {
entry:
  %flag = alloca i32, align 4
  call void @spmd.gang.shared(ptr %flag)
  store i32 0, ptr %flag, align 4
  %tid = call i32 @spmd.lane.index()
  %uv = load i32, ptr %u, align 4
  %tid64 = sext i32 %tid to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %tid64
  %x = load i32, ptr %pa, align 4
  %s2 = shl nsw i64 %tid64, 1
  %pb = getelementptr inbounds i32, ptr %b, i64 %s2
  %y = load i32, ptr %pb, align 4
  %x64 = sext i32 %x to i64
  %pg = getelementptr inbounds i32, ptr %b, i64 %x64
  %g = load i32, ptr %pg, align 4
  %c = icmp sgt i32 %g, %uv
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr %flag, align 4
  %sum = add nsw i32 %y, %g
  store i32 %sum, ptr %pa, align 4
  store i32 %sum, ptr %pg, align 4
  store i32 %sum, ptr %u, align 4
  br label %join
join:
  %f = load i32, ptr %flag, align 4
  store i32 %f, ptr %pb, align 4
  ret void
}
