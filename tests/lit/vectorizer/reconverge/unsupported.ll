; Input the transform cannot take is reported, not crashed on.
; RUN: not %spmdc-opt %s -passes='spmd-reconverge' -disable-output 2>&1 | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK: error: {{.*}}spmd-reconverge: switch (run LowerSwitch first)
define void @sw(ptr %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  switch i32 %tid, label %d [ i32 0, label %z ]
z:
  store i32 0, ptr %a, align 4
  br label %d
d:
  ret void
}

; CHECK: error: {{.*}}spmd-reconverge: the function must have exactly one ret
define void @tworets(ptr %a) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %x, label %y
x:
  ret void
y:
  ret void
}
