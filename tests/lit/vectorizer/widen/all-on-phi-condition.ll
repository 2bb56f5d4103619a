; A divergent branch in an all-on block whose condition is a blended phi
; (`a || b` as the frontend emits it) and whose rejoin successor is the
; branch's true side: the deferred lanes are the condition itself (no
; select on an all-on mask), and the pending value of a phi of the rejoin
; block must be selected by the blended condition, as the branch is, not
; by the raw phi, whose lanes deferred at the first branch are stale.
; Difftest seed 2551 kernel 103 (docs/testing.md, session 25 dt103): with
; the raw phi, lanes where `a` was true and `b` false read the pending
; value's poison (0 on avx512 where the scalar target printed 93).
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<16>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @or_condition(
; CHECK:       lor.end:
; CHECK:         %lor = phi <16 x i1>
; CHECK-NEXT:    %lor.blend = select <16 x i1> %{{.*}}, <16 x i1> %lor, <16 x i1> %lor.pend
; CHECK:         %v.pend = select <16 x i1> %lor.blend, <16 x i8> splat (i8 1), <16 x i8> poison
; CHECK:       end:
; CHECK:         %v.blend = select <16 x i1> %{{.*}}, <16 x i8> %v, <16 x i8> %v.pend
define void @or_condition(ptr "spmd.uniform" %a, ptr "spmd.uniform" %o)
    "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %idx
  %x = load i32, ptr %pa, align 4
  %first = icmp ne i32 %x, 12
  br i1 %first, label %lor.end, label %lor.rhs
lor.rhs:
  %second = icmp sgt i32 %lane, 8
  br label %lor.end
lor.end:
  %lor = phi i1 [ true, %entry ], [ %second, %lor.rhs ]
  br i1 %lor, label %end, label %else
else:
  store i32 0, ptr %pa, align 4
  br label %end
end:
  %v = phi i8 [ 1, %lor.end ], [ 0, %else ]
  %po = getelementptr inbounds i8, ptr %o, i64 %idx
  store i8 %v, ptr %po, align 1
  ret void
}
