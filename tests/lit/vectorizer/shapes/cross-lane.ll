; Result shapes of the cross-lane intrinsics: reductions, any and extract
; are uniform whatever their operands, and a branch on them is uniform even
; under a divergent branch; a scan is varying even of a uniform operand;
; rotate is uniform iff its operands are; shift shifts in zeros, so it is
; varying.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare i32 @spmd.reduce.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i1 @spmd.any(i1) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.extract.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.scan.add.i32(i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.rotate.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @spmd.shift.i32(i32, i32) convergent nounwind willreturn memory(inaccessiblemem: readwrite)

; CHECK-LABEL: shapes for function 'xl':
; CHECK:      %sum: uniform
; CHECK:      %c: varying
; CHECK-NEXT: br in %entry: divergent
; CHECK:      %any: uniform
; CHECK-NEXT: br in %then: uniform
; CHECK:      %e: uniform
; CHECK-NEXT: %scan: varying
; CHECK-NEXT: %ru: uniform
; CHECK-NEXT: %rv: varying
; CHECK-NEXT: %su: varying
define i32 @xl(i32 "spmd.uniform" %u) "spmd.kind"="internal" {
entry:
  %tid = call i32 @spmd.lane.index()
  %sum = call i32 @spmd.reduce.add.i32(i32 %tid) convergent
  %c = icmp slt i32 %tid, 2
  br i1 %c, label %then, label %exit
then:
  %big = icmp sgt i32 %tid, %sum
  %any = call i1 @spmd.any(i1 %big) convergent
  br i1 %any, label %inner, label %exit
inner:
  %e = call i32 @spmd.extract.i32(i32 %tid, i32 1) convergent
  %scan = call i32 @spmd.scan.add.i32(i32 %u) convergent
  %ru = call i32 @spmd.rotate.i32(i32 %u, i32 %e) convergent
  %rv = call i32 @spmd.rotate.i32(i32 %tid, i32 1) convergent
  %su = call i32 @spmd.shift.i32(i32 %u, i32 1) convergent
  br label %exit
exit:
  ret i32 %sum
}
