; A volatile gang-memory store through a null pointer on a divergent side
; (ISPC's switch tests write `*((int *)NULL) = 0;` in a case no lane
; takes; stores to uniform memory under varying control flow stay volatile
; until widening) is widened like any other store: spmd-widen does not
; turn it into `unreachable` (which would leave a divergent branch into a
; block that never rejoins: "the CFG is not reconverging").
; RUN: %spmdc-opt %s -passes='spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: define void @g(
; CHECK:         call i1 @llvm.vector.reduce.or.v8i1(
; CHECK:         store i32 0, ptr null
; CHECK-NOT:     unreachable
; CHECK:         ret void
define void @g(ptr %out, ptr %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %idx = sext i32 %lane to i64
  %pin = getelementptr float, ptr %in, i64 %idx
  %x = load float, ptr %pin, align 4
  %a = fptosi float %x to i32
  %c = icmp eq i32 %a, 32
  br i1 %c, label %then, label %join
then:
  store volatile i32 0, ptr null, align 4, !spmd.gang.store !0
  br label %join
join:
  %f = sitofp i32 %a to float
  %pout = getelementptr float, ptr %out, i64 %idx
  store float %f, ptr %pout, align 4
  ret void
}

!0 = !{}
