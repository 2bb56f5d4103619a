; soa<8> data on a scalable gang (`<nxv4>`): lane e's element is at block
; e >> 3, lane e & 7, contiguous only while W <= 8 (the gang then stays in
; one block: e = base + programIndex with base a multiple of W). The shapes
; at the largest W call the address varying, so the widener recomputes them
; at each exact W (llvm.vscale as 1, 2, 4, …) and versions the access on
; `W <= 8`: the contiguous access from the lane-0 (all-on) or first active
; lane's address (rebuilt from the lane's GEP indices: an extractelement of
; a scalable vector of pointers would go through the stack), else the
; gather/scatter. The IR keeps llvm.vscale.
; RUN: %spmdc-opt %s -passes='spmd-widen<nxv4>,spmd-verify' -S \
; RUN:   -pass-remarks-analysis=spmd-widen -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

; REMARK: remark: {{.*}}contiguous when the gang has at most 8 lanes: a run-time check takes the contiguous access then, else a gather/scatter
; REMARK: remark: {{.*}}contiguous when the gang has at most 8 lanes: a run-time check takes the contiguous access then, else a gather/scatter

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P_SOA8 = type { [8 x float], [8 x i32], [8 x float] }
@a8 = internal global [16 x %struct.P_SOA8] zeroinitializer, align 8

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @llvm.vscale.i32()

; CHECK-LABEL: define void @soa8(
; CHECK:       entry:
; CHECK-NEXT:    %vs = call i32 @llvm.vscale.i32()
; CHECK-NEXT:    %lanes = shl nuw nsw i32 %vs, 2
; CHECK:         %full = icmp sge i32 %left, %lanes
; CHECK:       body:
; all-on load: lane 0's address
; CHECK:         %[[W:.*]] = shl nuw nsw i64 %{{.*}}, 2
; CHECK-NEXT:    %fits = icmp ule i64 %[[W]], 8
; CHECK:         %addr.first = getelementptr inbounds [8 x float], ptr %lane.addr, i64 0, i64 %{{.*}}
; CHECK:         br i1 %fits, label %stride.unit, label %stride.other
; CHECK:       stride.unit:
; CHECK-NEXT:    %[[C:.*]] = load <vscale x 4 x float>, ptr %base{{[0-9]+}}, align 4
; CHECK:       stride.other:
; CHECK-NEXT:    %[[G:.*]] = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %px,
; CHECK:         phi <vscale x 4 x float> [ %[[C]], %stride.unit ], [ %[[G]], %stride.other ]
; masked store: the first active lane's address minus its offset
; CHECK:       pos:
; CHECK:         %fits{{[0-9]+}} = icmp ule i64 %{{.*}}, 8
; CHECK-NEXT:    %first.lane = call i64 @llvm.experimental.cttz.elts.i64.nxv4i1(
; CHECK-NEXT:    extractelement <vscale x 4 x i64> %blk, i64 %first.lane
; CHECK:         %addr.first{{[0-9]+}} = getelementptr inbounds [8 x float], ptr %lane.addr{{[0-9]+}}, i64 0, i64 %{{.*}}
; CHECK:         call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %{{.*}}, ptr align 4 %base{{[0-9]+}}, <vscale x 4 x i1>
; CHECK:         call void @llvm.masked.scatter.nxv4f32.nxv4p0(<vscale x 4 x float> %{{.*}}, <vscale x 4 x ptr> align 4 %py,
; CHECK:       latch:
define void @soa8(i32 %n) "spmd.kind"="export" vscale_range(1,16) {
entry:
  %vs = call i32 @llvm.vscale.i32()
  %lanes = shl nuw nsw i32 %vs, 2
  br label %cond
cond:
  %base = phi i32 [ 0, %entry ], [ %base.next, %latch ]
  %left = sub nsw i32 %n, %base
  %full = icmp sge i32 %left, %lanes
  br i1 %full, label %body, label %exit
body:
  %lane = call i32 @spmd.lane.index()
  %e = add nsw i32 %base, %lane
  %e64 = sext i32 %e to i64
  %blk = ashr i64 %e64, 3
  %idx = and i64 %e64, 7
  %at = getelementptr inbounds [16 x %struct.P_SOA8], ptr @a8, i64 0, i64 %blk
  %px = getelementptr inbounds [8 x float], ptr %at, i64 0, i64 %idx
  %x = load float, ptr %px, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %pos, label %latch
pos:
  %ya = getelementptr inbounds i8, ptr %at, i64 64
  %py = getelementptr inbounds [8 x float], ptr %ya, i64 0, i64 %idx
  store float %x, ptr %py, align 4
  br label %latch
latch:
  %base.next = add nsw i32 %base, %lanes
  br label %cond
exit:
  ret void
}
