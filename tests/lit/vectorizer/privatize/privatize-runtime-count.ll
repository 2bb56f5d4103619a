; spmd-privatize: a private alloca with a run-time element count (a
; programCount-sized varying array on a scalable gang, allocated in the
; entry block, or after inlining inside a loop) becomes one byte alloca of
; count·size·W bytes at the same place, W the run-time lane count; the
; accesses move to offset·W + lane·size as for a constant size.
; RUN: %spmdc-opt %s -passes='spmd-privatize<nxv4>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-privatize<nxv4>,spmd-reconverge,spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.lane.count() nounwind willreturn memory(none)

; CHECK-LABEL: define void @runtime_count(
; CHECK:         %n = zext nneg i32 %count to i64
; CHECK-NEXT:    %a.bytes = mul nuw i64 %n, 4
; CHECK-NEXT:    %[[VS:.*]] = call i64 @llvm.vscale.i64()
; CHECK-NEXT:    %[[W:.*]] = shl nuw nsw i64 %[[VS]], 2
; CHECK-NEXT:    %a.soa.bytes = mul nuw i64 %a.bytes, %[[W]]
; CHECK-NEXT:    %a.soa = alloca i8, i64 %a.soa.bytes, align 16, !spmd.gang.memory
; CHECK-NOT:     alloca float
; Index lane: byte offset 4·lane, times W, plus the lane's element.
; CHECK:         %pw.idx = mul i64 %lane64, 4
; CHECK:         %[[O:.*]] = mul nsw i64 %pw.off, %{{.*}}
; CHECK-NEXT:    %[[R:.*]] = getelementptr inbounds i8, ptr %a.soa, i64 %[[O]]
; CHECK-NEXT:    %[[P:.*]] = getelementptr inbounds [4 x i8], ptr %[[R]], i64 %lane.i64
; CHECK-NEXT:    store float %f, ptr %[[P]], align 4
; WIDE-LABEL: define void @runtime_count(
; WIDE:         %a.soa = alloca i8, i64 %a.soa.bytes, align 16
; Element lane of each lane's copy: a scatter; element 0: one vector.
; WIDE:         call void @llvm.masked.scatter.nxv4f32.nxv4p0(<vscale x 4 x float> %f,
; WIDE:         load <vscale x 4 x float>, ptr %soa.addr6.base, align 16
define void @runtime_count(ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %count = call i32 @spmd.lane.count()
  %n = zext nneg i32 %count to i64
  %a = alloca float, i64 %n, align 4
  %lane = call i32 @spmd.lane.index()
  %lane64 = sext i32 %lane to i64
  %pw = getelementptr inbounds float, ptr %a, i64 %lane64
  %f = sitofp i32 %lane to float
  store float %f, ptr %pw, align 4
  %pr = getelementptr inbounds float, ptr %a, i64 0
  %v = load float, ptr %pr, align 4
  %op = getelementptr float, ptr %out, i32 %lane
  store float %v, ptr %op, align 4
  ret void
}

