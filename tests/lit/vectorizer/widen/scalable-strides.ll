; Small constant strides on a scalable gang (`<nxv4>`), where no constant
; shuffle mask exists (MemoryLoweringScalable.cpp):
;   stride -1 load/store → a contiguous access from the last lane's address
;                          (W - 1 elements below lane 0's) and vector.reverse
;                          of the data and, in a masked block, of the mask;
;   stride 2 / 4 loads   → masked load of 2W / 4W elements under
;                          interleaveN(m, …, m) and deinterleaveN (ld2w/ld4w);
;   stride 3 loads       → llvm.aarch64.sve.ld3.sret (the generic masked form
;                          crashes LLVM 22 isel);
;   64-bit elements      → one structure load per half of the gang;
;   field f of a struct  → the structure starts f elements below the address
;                          (p[i].y: 4 bytes below), the loaded field is f;
;   stride -3            → structure load from the lowest lane's structure
;                          under the reversed mask, then reversed;
;   16-bit elements, strided stores → gather / scatter (missed remarks);
;   a raw array's lone field (a[2i] without a[2i+1]) → gather: a structure
;   load reads whole windows, which must exist (struct fields, or every
;   element read in the block).
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,spmd-verify' -S \
; RUN:   -pass-remarks=spmd-widen -pass-remarks-missed=spmd-widen \
; RUN:   -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; The result selects structure loads (no gathers) for every length:
; RUN: llc -O2 -mattr=+sve %t.ll -o - | FileCheck %s --check-prefix=ASM

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

%struct.P3 = type { float, float, float }
%struct.Q4 = type { i32, i32, i32, i32 }

; REMARK-DAG: remark: {{.*}}stride -1 elements: one vector load and a reverse
; REMARK-DAG: remark: {{.*}}stride 2 elements: one structure load (2 fields)
; REMARK-DAG: remark: {{.*}}stride 4 elements: one structure load (4 fields)
; REMARK-DAG: remark: {{.*}}stride 3 elements: one structure load (3 fields)
; REMARK-DAG: remark: {{.*}}stride -3 elements: one structure load (3 fields, reversed)
; REMARK-DAG: remark: {{.*}}stride -1 elements: a reverse and one vector store
; REMARK-DAG: remark: {{.*}}scatter: stride 12 bytes (a strided store on a scalable gang)
; REMARK-DAG: remark: {{.*}}gather: stride 4 bytes (no structure load of this element type on a scalable gang)
; REMARK-DAG: remark: {{.*}}gather: stride 8 bytes (a structure load would read neighbours of the lanes' elements that are not known to exist: not a struct field, not all read in this block)

; CHECK-LABEL: define void @all_on(
; stride -1: from lane W-1's address, W = 4·vscale
; CHECK:         %[[VS:.*]] = call i64 @llvm.vscale.i64()
; CHECK-NEXT:    %[[W:.*]] = shl nuw nsw i64 %[[VS]], 2
; CHECK-NEXT:    %[[L:.*]] = sub i64 %[[W]], 1
; CHECK-NEXT:    %[[O:.*]] = mul nsw i64 %[[L]], -4
; CHECK-NEXT:    %lowest = getelementptr i8, ptr %pr.base, i64 %[[O]]
; CHECK-NEXT:    %[[RV:.*]] = load <vscale x 4 x float>, ptr %lowest, align 4
; CHECK-NEXT:    %[[R:.*]] = call <vscale x 4 x float> @llvm.vector.reverse.nxv4f32(<vscale x 4 x float> %[[RV]])
; stride 2, field 1 (a[2i+1], read with a[2i]): the structure starts one
; element lower
; CHECK:         %struct.start = getelementptr i8, ptr %p2.base, i64 -4
; CHECK-NEXT:    %[[SM:.*]] = call <vscale x 8 x i1> @llvm.vector.interleave2.nxv8i1(<vscale x 4 x i1> splat (i1 true), <vscale x 4 x i1> splat (i1 true))
; CHECK-NEXT:    %[[SL:.*]] = call <vscale x 8 x float> @llvm.masked.load.nxv8f32.p0(ptr align 4 %struct.start, <vscale x 8 x i1> %[[SM]], <vscale x 8 x float> poison)
; CHECK-NEXT:    %[[DI:.*]] = call { <vscale x 4 x float>, <vscale x 4 x float> } @llvm.vector.deinterleave2.nxv8f32(<vscale x 8 x float> %[[SL]])
; CHECK-NEXT:    %{{.*}} = extractvalue { <vscale x 4 x float>, <vscale x 4 x float> } %[[DI]], 1
; stride 4 (a struct of four i32), field 0
; CHECK:         @llvm.vector.interleave4.nxv16i1(
; CHECK:         @llvm.masked.load.nxv16i32.p0(ptr align 4 %p4.base,
; CHECK:         %[[D4:.*]] = call { <vscale x 4 x i32>, <vscale x 4 x i32>, <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave4.nxv16i32(
; CHECK-NEXT:    %{{.*}} = extractvalue {{.*}} %[[D4]], 0
; struct field y of a 12-byte struct: 4 bytes below, field 1, the SVE ld3
; CHECK:         %[[S3:.*]] = getelementptr i8, ptr %py.base, i64 -4
; CHECK-NEXT:    %[[LD3:.*]] = call { <vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float> } @llvm.aarch64.sve.ld3.sret.nxv4f32(<vscale x 4 x i1> splat (i1 true), ptr %[[S3]])
; CHECK-NEXT:    %{{.*}} = extractvalue {{.*}} %[[LD3]], 1
; 64-bit, stride 2: two halves, the second 2·vscale structures (32·vscale bytes) later
; CHECK:         %[[H:.*]] = mul nuw nsw i64 %{{.*}}, 32
; CHECK-NEXT:    %part.mask = call <vscale x 2 x i1> @llvm.vector.extract.nxv2i1.nxv4i1(<vscale x 4 x i1> splat (i1 true), i64 0)
; CHECK-NEXT:    @llvm.vector.interleave2.nxv4i1(<vscale x 2 x i1> %part.mask, <vscale x 2 x i1> %part.mask)
; CHECK-NEXT:    @llvm.masked.load.nxv4f64.p0(ptr align 8 %pd.base,
; CHECK-NEXT:    @llvm.vector.deinterleave2.nxv4f64(
; CHECK-NEXT:    %[[F0:.*]] = extractvalue
; CHECK-NEXT:    %parts = call <vscale x 4 x double> @llvm.vector.insert.nxv4f64.nxv2f64(<vscale x 4 x double> poison, <vscale x 2 x double> %[[F0]], i64 0)
; CHECK-NEXT:    %part.start = getelementptr i8, ptr %pd.base, i64 %[[H]]
; CHECK-NEXT:    @llvm.vector.extract.nxv2i1.nxv4i1(<vscale x 4 x i1> splat (i1 true), i64 2)
; CHECK-NEXT:    @llvm.vector.interleave2.nxv4i1(
; CHECK-NEXT:    @llvm.masked.load.nxv4f64.p0(ptr align 8 %part.start,
; CHECK-NEXT:    @llvm.vector.deinterleave2.nxv4f64(
; CHECK-NEXT:    %[[F1:.*]] = extractvalue
; CHECK-NEXT:    call <vscale x 4 x double> @llvm.vector.insert.nxv4f64.nxv2f64(<vscale x 4 x double> %parts, <vscale x 2 x double> %[[F1]], i64 2)
; 16-bit elements: gather
; CHECK:         call <vscale x 4 x i16> @llvm.masked.gather.nxv4i16.nxv4p0(
; strided store: scatter
; CHECK:         call void @llvm.masked.scatter.nxv4f32.nxv4p0(
; stride -1 store
; CHECK:         %[[RS:.*]] = call <vscale x 4 x float> @llvm.vector.reverse.nxv4f32(
; CHECK-NEXT:    store <vscale x 4 x float> %[[RS]], ptr %lowest{{[0-9]*}}, align 4

; ASM-LABEL: all_on:
; ASM-NOT:     ld1{{[wd]}} { z{{[0-9]+}}.{{[sd]}} }, p{{[0-9]+}}/z, [x{{[0-9]+}}, z
; ASM-DAG:     ld2w
; ASM-DAG:     ld4w
; ASM-DAG:     ld3w
; ASM-DAG:     ld2d
; ASM-DAG:     ld1h { z{{[0-9]+}}.{{[sd]}} }, p{{[0-9]+}}/z, [x{{[0-9]+}}, z
; ASM:         ret
define void @all_on(ptr %a, ptr %b, ptr %ps, ptr %d, ptr %h, ptr %out) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %t64 = sext i32 %tid to i64
  %neg = sub nsw i64 0, %t64
  %pr = getelementptr inbounds float, ptr %a, i64 %neg
  %r = load float, ptr %pr, align 4
  %t2 = shl nsw i64 %t64, 1
  %p20 = getelementptr inbounds float, ptr %a, i64 %t2
  %v20 = load float, ptr %p20, align 4
  %t21 = add nsw i64 %t2, 1
  %p2 = getelementptr inbounds float, ptr %a, i64 %t21
  %v2 = load float, ptr %p2, align 4
  %p4 = getelementptr %struct.Q4, ptr %b, i64 %t64
  %v4 = load i32, ptr %p4, align 4
  %ps.i = getelementptr %struct.P3, ptr %ps, i64 %t64
  %py = getelementptr inbounds nuw %struct.P3, ptr %ps.i, i32 0, i32 1
  %vy = load float, ptr %py, align 4
  %pd = getelementptr inbounds double, ptr %d, i64 %t2
  %vd = load double, ptr %pd, align 8
  %pd1 = getelementptr inbounds double, ptr %d, i64 %t21
  %vd1 = load double, ptr %pd1, align 8
  %ph = getelementptr inbounds i16, ptr %h, i64 %t2
  %vh = load i16, ptr %ph, align 2
  %x0 = fadd float %r, %v20
  %x1 = fadd float %x0, %v2
  %f4 = sitofp i32 %v4 to float
  %x2 = fadd float %x1, %f4
  %x3 = fadd float %x2, %vy
  %vdd = fadd double %vd, %vd1
  %fd = fptrunc double %vdd to float
  %x4 = fadd float %x3, %fd
  %fh = sitofp i16 %vh to float
  %x5 = fadd float %x4, %fh
  %t3 = mul nsw i64 %t64, 3
  %q3 = getelementptr inbounds float, ptr %out, i64 %t3
  store float %x5, ptr %q3, align 4
  %qr = getelementptr inbounds float, ptr %out, i64 %neg
  store float %x5, ptr %qr, align 4
  ret void
}

; Under a mask: stride -3 (`a[2 - 3(i + b)]` with `a[-3(i + b)]`, field 2 of
; its structure) reads the
; lowest lane's structure under the reversed mask and reverses the field;
; the base comes from the first active lane.
; CHECK-LABEL: define void @masked_neg(
; CHECK:       then:
; CHECK:         %first.lane = call i64 @llvm.experimental.cttz.elts.i64.nxv4i1(
; CHECK:         %lowest = getelementptr i8, ptr %base, i64 %{{.*}}
; CHECK-NEXT:    %rev.mask = call <vscale x 4 x i1> @llvm.vector.reverse.nxv4i1(
; CHECK-NEXT:    %struct.start = getelementptr i8, ptr %lowest, i64 -8
; CHECK-NEXT:    %[[LD:.*]] = call { <vscale x 4 x i32>, <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.aarch64.sve.ld3.sret.nxv4i32(<vscale x 4 x i1> %rev.mask, ptr %struct.start)
; CHECK-NEXT:    %field = extractvalue {{.*}} %[[LD]], 2
; CHECK-NEXT:    call <vscale x 4 x i32> @llvm.vector.reverse.nxv4i32(<vscale x 4 x i32> %field)
; ASM-LABEL: masked_neg:
; ASM:         rev p{{[0-9]+}}.s
; ASM:         ld3w
; ASM:         rev z{{[0-9]+}}.s
define void @masked_neg(ptr %a, ptr %out, i32 %b) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp slt i32 %tid, %b
  br i1 %c, label %then, label %exit
then:
  %tb = add nsw i32 %tid, %b
  %i3 = mul nsw i32 %tb, -3
  %i = add nsw i32 %i3, 2
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %i64
  %v = load i32, ptr %p, align 4
  %k64 = sext i32 %i3 to i64
  %pk = getelementptr inbounds i32, ptr %a, i64 %k64
  %vk = load i32, ptr %pk, align 4
  %vs = add i32 %v, %vk
  %j64 = sext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr %out, i64 %j64
  store i32 %vs, ptr %q, align 4
  br label %exit
exit:
  ret void
}

; A lone field of a raw array: the window's other elements are not known to
; exist (the last lane's structure could end past the array), so it gathers.
; CHECK-LABEL: define void @lone_field(
; CHECK:         call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(
define void @lone_field(ptr %a, ptr %out) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %t64 = sext i32 %tid to i64
  %t2 = shl nsw i64 %t64, 1
  %p = getelementptr inbounds float, ptr %a, i64 %t2
  %v = load float, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %out, i64 %t64
  store float %v, ptr %q, align 4
  ret void
}
