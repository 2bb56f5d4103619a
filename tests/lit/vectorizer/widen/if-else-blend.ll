; A divergent if/else after spmd-reconverge: the else side runs first under
; its mask, the then lanes wait at Flow; the phis of the rejoin blocks become
; blends of the arriving lanes and the pending ones. The join is all-on.
; The CFG comes from the StructurizeCFG method (its Flow block has the
; shape checked below); the open-tree one is covered by reconverge/if-else.ll.
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<4>,spmd-verify' --spmd-reconverge=structurize -spmd-unguarded-side-size=0 -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<4>,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @ifelse(
; CHECK:       entry:
; CHECK:         %x = load <4 x float>, ptr %p.base, align 4
; CHECK-NEXT:    %c = fcmp ule <4 x float> %x, zeroinitializer
; CHECK-NEXT:    %not = xor <4 x i1> %c, splat (i1 true)
; CHECK-NEXT:    %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %c)
; CHECK:         br i1 %[[ANY]], label %else, label %Flow
; CHECK:       Flow:
; CHECK-NEXT:    %[[ARR:.*]] = phi <4 x i1> [ zeroinitializer, %entry ], [ %{{.*}}, %else ]
; CHECK-NEXT:    %[[Y2:.*]] = phi <4 x float> [ %y2, %else ], [ poison, %entry ]
; CHECK-NEXT:    %[[C2:.*]] = phi <4 x i1> [ zeroinitializer, %else ], [ splat (i1 true), %entry ]
; (Flow's phi of y2 has poison on the edge from entry, the lanes entry
; defers: they never read it, so it needs no blend and no pending value,
; Widen.cpp's buildBlends.)
; CHECK-NEXT:    %{{.*}} = select <4 x i1> %[[ARR]], <4 x i1> %[[C2]], <4 x i1> %{{.*}}
; CHECK-NOT:     <4 x float>
; CHECK:         %y.pend = select <4 x i1> %{{.*}}, <4 x float> %[[Y2]], <4 x float> poison
; CHECK-NEXT:    br i1 %{{.*}}, label %then, label %join
; CHECK:       then:
; CHECK:         %y1 = fmul <4 x float> %x, splat (float 2.000000e+00)
; CHECK:       else:
; CHECK:         %y2 = fneg <4 x float> %x
; CHECK:       join:
; CHECK-NEXT:    %[[JARR:.*]] = phi <4 x i1>
; CHECK-NEXT:    %y = phi <4 x float> [ %[[Y2]], %Flow ], [ %y1, %then ]
; CHECK-NEXT:    %y.blend = select <4 x i1> %[[JARR]], <4 x float> %y, <4 x float> %y.pend
; CHECK-NEXT:    store <4 x float> %y.blend, ptr %p.base, align 4
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
