; The register forms of the cross-lane permutations on a scalable gang
; (`spmd-widen<nxv4>`, W = vscale x 4, CrossLaneScalable.h), edge cases:
; - rotate by a constant: k mod 64 (every W divides 64) of 1..3 is
;   splice.left(v, v, k) (`ext`), of 61..63 splice.right(v, v, 64 - k)
;   (`splice`), 0 (k = 64) is v itself, others a `tbl` at (lane + k) &
;   (W - 1);
; - shift by a constant: 1..3 is splice.left(v, 0, k), -3..-1
;   splice.right(0, v, -k), |k| >= 64 a zero vector, others `tbl` at lane
;   + k (which reads 0 outside [0, W)); a run-time shift clamps k to
;   [-64, 64] before truncating it to i32;
; - shuffle2: `tbl` of each source at p & (2W - 1) minus the source's
;   first index, or'ed (each `tbl` reads 0 outside its own source);
; - an exclusive scan whose identity is not 0 (and: all ones) selects the
;   identity below lane d after a `tbl` step;
; - 64-bit values (i64, double, pointers) are two registers: each half of
;   the result or's a `tbl` of each half of the source;
; - booleans and 8-bit values are permuted as i32 (zext, trunc).
; No stack slot, no gather anywhere.
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s

; CHECK-LABEL: define void @rotate_constants(
; CHECK-NOT:     alloca
; CHECK:         %r1 = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %v, i32 1)
; CHECK-NEXT:    %rm1 = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> %r1, <vscale x 4 x i32> %r1, i32 1)
; CHECK-NEXT:    %[[I5:.*]] = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
; CHECK-NEXT:    %[[A5:.*]] = add <vscale x 4 x i32> %[[I5]], splat (i32 5)
; CHECK:         %[[M5:.*]] = and <vscale x 4 x i32> %[[A5]], %{{.*}}
; CHECK-NEXT:    %[[R5:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %rm1, <vscale x 4 x i32> %[[M5]])
; CHECK-NEXT:    %r67 = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %[[R5]], <vscale x 4 x i32> %[[R5]], i32 3)
; CHECK-NEXT:    %[[I100:.*]] = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
; CHECK-NEXT:    %[[A100:.*]] = add <vscale x 4 x i32> %[[I100]], splat (i32 -100)
; CHECK:         %[[M100:.*]] = and <vscale x 4 x i32> %[[A100]], %{{.*}}
; CHECK-NEXT:    %[[R100:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %r67, <vscale x 4 x i32> %[[M100]])
; CHECK-NEXT:    %[[PO:.*]] = getelementptr i32, ptr %out
; CHECK-NEXT:    store <vscale x 4 x i32> %[[R100]], ptr %[[PO]]
define void @rotate_constants(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %r1 = call i32 @spmd.rotate.i32(i32 %v, i32 1) #1
  %rm1 = call i32 @spmd.rotate.i32(i32 %r1, i32 -1) #1
  %r5 = call i32 @spmd.rotate.i32(i32 %rm1, i32 5) #1
  %r64 = call i32 @spmd.rotate.i32(i32 %r5, i32 64) #1
  %r67 = call i32 @spmd.rotate.i32(i32 %r64, i32 67) #1
  %rm100 = call i32 @spmd.rotate.i32(i32 %r67, i32 -100) #1
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %rm100, ptr %po
  ret void
}

; CHECK-LABEL: define void @shift_constants(
; CHECK-NOT:     alloca
; CHECK:         %[[V:.*]] = bitcast <vscale x 4 x float> %v to <vscale x 4 x i32>
; CHECK-NEXT:    %[[S2:.*]] = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %[[V]], <vscale x 4 x i32> zeroinitializer, i32 2)
; CHECK-NEXT:    %s2 = bitcast <vscale x 4 x i32> %[[S2]] to <vscale x 4 x float>
; CHECK-NEXT:    %[[V2:.*]] = bitcast <vscale x 4 x float> %s2 to <vscale x 4 x i32>
; CHECK-NEXT:    %[[S3:.*]] = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %[[V2]], i32 3)
; CHECK-NEXT:    %sm3 = bitcast <vscale x 4 x i32> %[[S3]] to <vscale x 4 x float>
; CHECK-NEXT:    %[[MX:.*]] = call i32 @llvm.smax.i32(i32 -5, i32 -64)
; CHECK-NEXT:    %[[MN:.*]] = call i32 @llvm.smin.i32(i32 %[[MX]], i32 64)
; CHECK:         %[[I:.*]] = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
; CHECK-NEXT:    %[[A:.*]] = add <vscale x 4 x i32> %[[I]], %{{.*}}
; CHECK-NEXT:    %[[B:.*]] = bitcast <vscale x 4 x float> %sm3 to <vscale x 4 x i32>
; CHECK-NEXT:    %[[T:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %[[B]], <vscale x 4 x i32> %[[A]])
; CHECK-NEXT:    %sm5 = bitcast <vscale x 4 x i32> %[[T]] to <vscale x 4 x float>
; CHECK-NEXT:    %[[PO:.*]] = getelementptr float, ptr %out
; CHECK-NEXT:    store <vscale x 4 x float> zeroinitializer, ptr %[[PO]]
; CHECK:         store <vscale x 4 x float> zeroinitializer, ptr
; CHECK:         store <vscale x 4 x float> %sm5, ptr
define void @shift_constants(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr float, ptr %a, i64 %idx
  %v = load float, ptr %pa
  %s2 = call float @spmd.shift.f32(float %v, i32 2) #1
  %sm3 = call float @spmd.shift.f32(float %s2, i32 -3) #1
  %sm5 = call float @spmd.shift.f32(float %sm3, i32 -5) #1
  %s64 = call float @spmd.shift.f32(float %sm5, i32 64) #1
  %sm100 = call float @spmd.shift.f32(float %sm5, i32 -100) #1
  %po = getelementptr float, ptr %out, i64 %idx
  store float %s64, ptr %po
  %po2 = getelementptr float, ptr %po, i64 64
  store float %sm100, ptr %po2
  %po3 = getelementptr float, ptr %po, i64 128
  store float %sm5, ptr %po3
  ret void
}

; A run-time shift amount of i64 is clamped in i64, then truncated.
; CHECK-LABEL: define void @shift_runtime_bool_i8(
; CHECK:         %[[MX:.*]] = call i64 @llvm.smax.i64(i64 %k, i64 -64)
; CHECK-NEXT:    %[[MN:.*]] = call i64 @llvm.smin.i64(i64 %[[MX]], i64 64)
; CHECK-NEXT:    %[[K:.*]] = trunc i64 %[[MN]] to i32
; CHECK:         %[[Z:.*]] = zext <vscale x 4 x i1> %c to <vscale x 4 x i32>
; CHECK:         %[[T:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %[[Z]],
; CHECK-NEXT:    %sc = trunc <vscale x 4 x i32> %[[T]] to <vscale x 4 x i1>
; CHECK:         %[[Z8:.*]] = zext <vscale x 4 x i8> %b to <vscale x 4 x i32>
; CHECK-NEXT:    %[[T8:.*]] = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %[[Z8]], <vscale x 4 x i32> %[[Z8]], i32 2)
; CHECK-NEXT:    %rb = trunc <vscale x 4 x i32> %[[T8]] to <vscale x 4 x i8>
define void @shift_runtime_bool_i8(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, i64 "spmd.uniform" %k) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i8, ptr %a, i64 %idx
  %b = load i8, ptr %pa
  %c = icmp ugt i8 %b, 7
  %sc = call i1 @spmd.shift.i1(i1 %c, i64 %k) #1
  %rb = call i8 @spmd.rotate.i8(i8 %b, i32 2) #1
  %sel = select i1 %sc, i8 %rb, i8 0
  %po = getelementptr i8, ptr %out, i64 %idx
  store i8 %sel, ptr %po
  ret void
}

; CHECK-LABEL: define void @shuffle2_and_scan_and(
; CHECK-NOT:     alloca
; CHECK:         %[[N:.*]] = mul i32 %lanes, 2
; CHECK-NEXT:    %[[NM1:.*]] = sub i32 %[[N]], 1
; CHECK:         %[[P:.*]] = and <vscale x 4 x i32> %q, %{{.*}}
; CHECK-NEXT:    %[[TA:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %[[P]])
; CHECK:         %[[PB:.*]] = sub <vscale x 4 x i32> %[[P]], %{{.*}}
; CHECK-NEXT:    %[[TB:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %q, <vscale x 4 x i32> %[[PB]])
; CHECK-NEXT:    %p2 = or <vscale x 4 x i32> %[[TA]], %[[TB]]
; CHECK:         call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> splat (i32 -1), <vscale x 4 x i32> %{{.*}}, i32 1)
; CHECK:         %[[L4:.*]] = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
; CHECK-NEXT:    %[[I4:.*]] = sub <vscale x 4 x i32> %[[L4]], splat (i32 4)
; CHECK-NEXT:    %[[T4:.*]] = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %{{.*}}, <vscale x 4 x i32> %[[I4]])
; CHECK-NEXT:    %[[LO:.*]] = icmp ult <vscale x 4 x i32> %[[L4]], splat (i32 4)
; CHECK-NEXT:    select <vscale x 4 x i1> %[[LO]], <vscale x 4 x i32> splat (i32 -1), <vscale x 4 x i32> %[[T4]]
define void @shuffle2_and_scan_and(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %q = xor i32 %v, 12345
  %p2 = call i32 @spmd.shuffle2.i32(i32 %v, i32 %q, i32 %q) #1
  %sa = call i32 @spmd.scan.and.i32(i32 %p2) #1
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %sa, ptr %po
  ret void
}

; CHECK-LABEL: define void @wide_values(
; CHECK-NOT:     alloca
; CHECK:         %[[X:.*]] = bitcast <vscale x 4 x double> %d to <vscale x 4 x i64>
; CHECK:         %[[IL:.*]] = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %{{.*}}, i64 0)
; CHECK-NEXT:    %[[IL64:.*]] = zext <vscale x 2 x i32> %[[IL]] to <vscale x 2 x i64>
; CHECK-NEXT:    %[[X0:.*]] = call <vscale x 2 x i64> @llvm.vector.extract.nxv2i64.nxv4i64(<vscale x 4 x i64> %[[X]], i64 0)
; CHECK-NEXT:    %[[T00:.*]] = call <vscale x 2 x i64> @llvm.aarch64.sve.tbl.nxv2i64(<vscale x 2 x i64> %[[X0]], <vscale x 2 x i64> %[[IL64]])
; CHECK-NEXT:    %[[X1:.*]] = call <vscale x 2 x i64> @llvm.vector.extract.nxv2i64.nxv4i64(<vscale x 4 x i64> %[[X]], i64 2)
; CHECK-NEXT:    %[[I1:.*]] = sub <vscale x 2 x i64> %[[IL64]], %{{.*}}
; CHECK-NEXT:    %[[T01:.*]] = call <vscale x 2 x i64> @llvm.aarch64.sve.tbl.nxv2i64(<vscale x 2 x i64> %[[X1]], <vscale x 2 x i64> %[[I1]])
; CHECK-NEXT:    %[[LO:.*]] = or <vscale x 2 x i64> %[[T00]], %[[T01]]
; CHECK-NEXT:    call <vscale x 4 x i64> @llvm.vector.insert.nxv4i64.nxv2i64(<vscale x 4 x i64> poison, <vscale x 2 x i64> %[[LO]], i64 0)
; CHECK-COUNT-2: @llvm.aarch64.sve.tbl.nxv2i64(
; CHECK:         %rd = bitcast <vscale x 4 x i64> %{{.*}} to <vscale x 4 x double>
; CHECK:         ptrtoint <vscale x 4 x ptr> %p to <vscale x 4 x i64>
; CHECK-COUNT-4: @llvm.aarch64.sve.tbl.nxv2i64(
; CHECK:         %sp = inttoptr <vscale x 4 x i64> %{{.*}} to <vscale x 4 x ptr>
define void @wide_values(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out, i32 "spmd.uniform" %k) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr double, ptr %a, i64 %idx
  %d = load double, ptr %pa
  %rd = call double @spmd.rotate.f64(double %d, i32 %k) #1
  %p = getelementptr double, ptr %a, i64 %idx
  %sp = call ptr @spmd.shuffle.p0(ptr %p, i32 %k) #1
  %x = load double, ptr %sp
  %sum = fadd double %rd, %x
  %po = getelementptr double, ptr %out, i64 %idx
  store double %sum, ptr %po
  ret void
}

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.rotate.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i8 @spmd.rotate.i8(i8, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare double @spmd.rotate.f64(double, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare float @spmd.shift.f32(float, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i1 @spmd.shift.i1(i1, i64) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shuffle2.i32(i32, i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr @spmd.shuffle.p0(ptr, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.scan.and.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)

attributes #0 = { "spmd.kind"="export" }
attributes #1 = { convergent }

; A 64-bit scan: distance 1 is one splice per register, each taking its
; last lane from the register below (the identity's for the lowest); from
; distance 2 on a `tbl` per pair of registers with the source part not
; above the result part (3 of 4), then the identity below lane d (smin:
; the largest i64).
; CHECK-LABEL: define void @scan_i64(
; CHECK-NOT:     alloca
; CHECK:         %[[F:.*]] = call <vscale x 2 x i64> @llvm.vector.extract.nxv2i64.nxv4i64(<vscale x 4 x i64> splat (i64 9223372036854775807), i64 2)
; CHECK-NEXT:    %[[L:.*]] = call <vscale x 2 x i64> @llvm.vector.extract.nxv2i64.nxv4i64(<vscale x 4 x i64> %{{.*}}, i64 0)
; CHECK-NEXT:    %[[SL:.*]] = call <vscale x 2 x i64> @llvm.vector.splice.right.nxv2i64(<vscale x 2 x i64> %[[F]], <vscale x 2 x i64> %[[L]], i32 1)
; CHECK:         %[[H:.*]] = call <vscale x 2 x i64> @llvm.vector.extract.nxv2i64.nxv4i64(<vscale x 4 x i64> %{{.*}}, i64 2)
; CHECK-NEXT:    %[[SH:.*]] = call <vscale x 2 x i64> @llvm.vector.splice.right.nxv2i64(<vscale x 2 x i64> %[[L]], <vscale x 2 x i64> %[[H]], i32 1)
; CHECK:         sub <vscale x 4 x i32> %{{.*}}, splat (i32 2)
; CHECK-COUNT-3: @llvm.aarch64.sve.tbl.nxv2i64(
; CHECK:         select <vscale x 4 x i1> %{{.*}}, <vscale x 4 x i64> splat (i64 9223372036854775807)
define void @scan_i64(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i64, ptr %a, i64 %idx
  %v = load i64, ptr %pa
  %old = call i64 @spmd.atomic.min.i64(ptr %out, i64 %v) #1
  %po = getelementptr i64, ptr %a, i64 %idx
  store i64 %old, ptr %po
  ret void
}
declare i64 @spmd.atomic.min.i64(ptr, i64) convergent nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
