; spmd-all-on on a scalable gang (W = vscale x 4): the all-on test compares
; the active-lane count with the run-time lane count, the
; `shl nuw nsw (llvm.vscale), 2` of GangWidth::count; spmd-widen recognizes
; that test's `true` edge as all-on (isAllOnTestEdge), so the copy gets
; plain scalable stores and the original keeps its masked ones. The count
; becomes `cntp`-style `reduce.add(zext m)` and the lane count `cntw`.
; spmdc-opt has no target TTI, hence -all-on-fast-path-hinted-always (the
; cost rule on a real SVE TTI is in tests/lit/driver/sve-vla-all-on.spmd).
; RUN: %spmdc-opt %s -passes='spmd-all-on<nxv4>,spmd-verify' -all-on-fast-path-hinted-always -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-all-on<nxv4>,spmd-reconverge,spmd-widen<nxv4>,spmd-verify' -all-on-fast-path-hinted-always -S | FileCheck %s --check-prefix=WIDE
; A test against a constant is not an all-on edge on a scalable gang:
; RUN: sed 's/%allon = icmp eq i32 %allon.lanes, %lanes/%allon = icmp eq i32 %allon.lanes, 4/' %s | %spmdc-opt -passes='spmd-reconverge,spmd-widen<nxv4>,spmd-verify' -S | FileCheck %s --check-prefix=CONST

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @ifelse(
; CHECK:       allon.test{{[0-9]*}}:
; CHECK-NEXT:    %allon.lanes{{[0-9]*}} = call i32 @spmd.count(i1 true)
; CHECK-NEXT:    %[[VS:.*]] = call i32 @llvm.vscale.i32()
; CHECK-NEXT:    %[[W:.*]] = shl nuw nsw i32 %[[VS]], 2
; CHECK-NEXT:    %allon{{[0-9]*}} = icmp eq i32 %allon.lanes{{[0-9]*}}, %[[W]]
; CHECK-NEXT:    br i1 %allon{{[0-9]*}}, label %{{then|else}}.fast, label %{{then|else}}
; CHECK-DAG:   then.fast:
; CHECK-DAG:   else.fast:

; WIDE-LABEL: define void @ifelse(
; WIDE:         %[[Z:.*]] = zext <vscale x 4 x i1> %{{.*}} to <vscale x 4 x i32>
; WIDE-NEXT:    %allon.lanes{{[0-9]*}} = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %[[Z]])
; WIDE:       then:
; WIDE:         call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %y1, ptr
; WIDE:       then.fast:
; WIDE-NEXT:    %y1.fast = fmul <vscale x 4 x float>
; WIDE-NEXT:    store <vscale x 4 x float> %y1.fast, ptr %{{.*}}, align 4
define void @ifelse(ptr %a, ptr %o) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %q = getelementptr inbounds float, ptr %o, i64 %idx
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %else, !spmd.coherent !0
then:
  %y1 = fmul float %x, 2.0
  store float %y1, ptr %q, align 4
  br label %join
else:
  %y2 = fneg float %x
  store float %y2, ptr %q, align 4
  br label %join
join:
  %y = phi float [ %y1, %then ], [ %y2, %else ]
  store float %y, ptr %p, align 4
  ret void
}

; The test as spmd-all-on<nxv4> writes it, already in place: the widener
; takes its `true` edge as all-on (plain store); with the constant 4 in
; place of the lane count (CONST) it must not.
; WIDE-LABEL: define void @pretested(
; WIDE:       {{^}}fast:
; WIDE-NEXT:    store <vscale x 4 x float> splat (float 1.000000e+00), ptr %{{.*}}, align 4
; CONST-LABEL: define void @pretested(
; CONST:       {{^}}fast:
; CONST-NEXT:    %{{.*}} = phi <vscale x 4 x i1>
; CONST-NEXT:    call void @llvm.masked.store.nxv4f32.p0(
define void @pretested(ptr %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %test, label %join
test:
  %allon.lanes = call i32 @spmd.count(i1 true) #1
  %vs = call i32 @llvm.vscale.i32()
  %lanes = shl nuw nsw i32 %vs, 2
  %allon = icmp eq i32 %allon.lanes, %lanes
  br i1 %allon, label %fast, label %slow
fast:
  store float 1.0, ptr %p, align 4
  br label %join
slow:
  store float 2.0, ptr %p, align 4
  br label %join
join:
  ret void
}

declare i32 @spmd.count(i1) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.vscale.i32()
attributes #1 = { convergent }
!0 = !{}
