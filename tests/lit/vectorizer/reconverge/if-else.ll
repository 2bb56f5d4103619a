; A divergent if/else gets a Flow block that post-dominates the branch:
; the then side runs first (as in ISPC: since session 13, where the sides
; write and read gang memory the order shows), the else side is entered
; from Flow.
; RUN: %spmdc-opt %s -passes='spmd-reconverge' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge' --spmd-reconverge=structurize -S | FileCheck %s --check-prefix=STRUCT
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<4>' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @ifelse(
; CHECK:       entry:
; CHECK:         br i1 %c, label %then, label %[[FLOW:flow[0-9]*]]
; CHECK:       then:
; CHECK:         br label %[[FLOW]]
; CHECK:       [[FLOW]]:
; CHECK-NEXT:    %y.1 = phi float [ %y1, %then ], [ undef, %entry ]
; CHECK-NEXT:    %[[C:.*]] = phi i1 [ true, %entry ], [ false, %then ]
; CHECK-NEXT:    br i1 %[[C]], label %else, label %join
; CHECK:       else:
; CHECK:         br label %join
; CHECK:       join:
; CHECK-NEXT:    %y.0 = phi float [ %y2, %else ], [ %y.1, %[[FLOW]] ]
; STRUCT-LABEL: define void @ifelse(
; STRUCT:       entry:
; STRUCT:         br i1 %{{.*}}, label %[[ELSE:.*]], label %[[FLOW:.*]]
; STRUCT:       [[FLOW]]:
; STRUCT-NEXT:    phi float
; STRUCT-NEXT:    %[[C:.*]] = phi i1
; STRUCT-NEXT:    br i1 %[[C]], label %then, label %join
; STRUCT:       then:
; STRUCT:         br label %join
; STRUCT:       [[ELSE]]:
; STRUCT:         br label %[[FLOW]]
; STRUCT:       join:
; STRUCT-NEXT:    %y = phi float
define void @ifelse(ptr %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %else
then:
  %y1 = fmul float %x, 2.0
  br label %join
else:
  %y2 = fneg float %x
  br label %join
join:
  %y = phi float [ %y1, %then ], [ %y2, %else ]
  store float %y, ptr %p, align 4
  ret void
}
