; What a scalable gang (`spmd-widen<nxv4>`) does not handle yet is an error
; for each construct, naming it; the function is left unwidened and the IR
; stays valid. The same functions widen at a fixed width.
; RUN: not %spmdc-opt %s -passes='spmd-widen<nxv4>' -S -o %t.ll 2>&1 | FileCheck %s
; RUN: FileCheck %s --input-file=%t.ll --check-prefix=IR
; RUN: %spmdc-opt %s -passes='spmd-widen<4>,spmd-verify' -S -o /dev/null

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.rotate.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shuffle.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.scan.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.packed.load.i32(ptr, i32) convergent nounwind willreturn memory(argmem: read, inaccessiblemem: readwrite)
declare float @llvm.sin.f32(float)

; CHECK-DAG: error: {{.*}}spmd-widen: the cross-lane operation 'rotate' is not supported on a scalable gang (target sve-vla) yet
; CHECK-DAG: error: {{.*}}spmd-widen: the cross-lane operation 'shuffle' is not supported on a scalable gang (target sve-vla) yet
; CHECK-DAG: error: {{.*}}spmd-widen: the cross-lane operation 'scan.add' is not supported on a scalable gang (target sve-vla) yet
; CHECK-DAG: error: {{.*}}spmd-widen: the cross-lane operation 'packed.load' is not supported on a scalable gang (target sve-vla) yet
; CHECK-DAG: error: {{.*}}spmd-widen: the varying math function 'sin' (no SVE vector-math library yet) is not supported on a scalable gang (target sve-vla) yet
; IR-LABEL: define void @permutes(
; IR:         %r = call i32 @spmd.rotate.i32(i32 %v, i32 1)
; IR-LABEL: define void @math(
; IR:         %s = call float @llvm.sin.f32(float %x)
; IR-NOT:     vscale
define void @permutes(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr i32, ptr %a, i64 %idx
  %v = load i32, ptr %pa
  %r = call i32 @spmd.rotate.i32(i32 %v, i32 1) #1
  %s = call i32 @spmd.shuffle.i32(i32 %r, i32 %v) #1
  %p = call i32 @spmd.scan.add.i32(i32 %s) #1
  %l = call i32 @spmd.packed.load.i32(ptr %a, i32 %p) #1
  %po = getelementptr i32, ptr %out, i64 %idx
  store i32 %l, ptr %po
  ret void
}

define void @math(ptr "spmd.uniform" %a, ptr "spmd.uniform" %out) #0 {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr float, ptr %a, i64 %idx
  %x = load float, ptr %pa
  %s = call float @llvm.sin.f32(float %x)
  %po = getelementptr float, ptr %out, i64 %idx
  store float %s, ptr %po
  ret void
}

attributes #0 = { "spmd.kind"="export" }
attributes #1 = { convergent }
