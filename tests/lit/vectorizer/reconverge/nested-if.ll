; Nested divergent ifs, with a uniform if inside.
; RUN: %spmdc-opt %s -passes='spmd-reconverge' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-reconverge' --spmd-reconverge=structurize -S | FileCheck %s --check-prefix=STRUCT
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; The open-tree transform needs one Flow block (the outer if/else); the
; inner divergent if-then already reconverges and the uniform one is left
; alone.
; CHECK-LABEL: define void @nested(
; CHECK:       entry:
; CHECK:         br i1 %c1, label %outer.then, label %[[FLOW:flow[0-9]*]]
; CHECK:       outer.then:
; CHECK:         br i1 %c2, label %inner.then, label %inner.join
; CHECK:       inner.then:
; CHECK:         br i1 %u, label %uni.then, label %inner.join
; CHECK:       [[FLOW]]:
; CHECK:         br i1 %{{.*}}, label %outer.else, label %join
; CHECK-NOT:   {{^flow[0-9]*:}}
; CHECK:       ret void
; STRUCT-LABEL: define void @nested(
; STRUCT:       Flow
; STRUCT:       ret void
define void @nested(ptr %a, i32 %n) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %x = load i32, ptr %p, align 4
  %c1 = icmp sgt i32 %x, 0
  br i1 %c1, label %outer.then, label %outer.else
outer.then:
  %c2 = icmp sgt i32 %x, 10
  br i1 %c2, label %inner.then, label %inner.join
inner.then:
  %u = icmp sgt i32 %n, 3
  br i1 %u, label %uni.then, label %inner.join
uni.then:
  br label %inner.join
inner.join:
  %y = phi i32 [ 1, %outer.then ], [ 2, %inner.then ], [ 3, %uni.then ]
  br label %join
outer.else:
  br label %join
join:
  %z = phi i32 [ %y, %inner.join ], [ 4, %outer.else ]
  store i32 %z, ptr %p, align 4
  ret void
}
