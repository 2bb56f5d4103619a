; What the widener cannot handle is reported as an error diagnostic; the
; function is left unwidened and the IR stays valid (spmdc-opt runs the
; verifier after every pass and still prints the module).
; RUN: not %spmdc-opt %s -passes='spmd-widen<4>' -S -o %t.ll 2>&1 | FileCheck %s
; RUN: FileCheck %s --input-file=%t.ll --check-prefix=IR

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @external(i32)

; CHECK-DAG: error: {{.*}}spmd-widen: cannot vectorize a call to an unknown or non-inlined function with varying arguments or result
; IR-LABEL: define void @unknown_call(
; IR:         call void @external(i32 %tid)
define void @unknown_call() "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  call void @external(i32 %tid)
  ret void
}

; CHECK-DAG: error: {{.*}}spmd-widen: cannot vectorize a varying access to a non-promoted alloca
define void @private_alloca(ptr %o) "spmd.kind"="export" {
entry:
  %arr = alloca [4 x i32], align 4
  %tid = call i32 @spmd.lane.index()
  %tid64 = sext i32 %tid to i64
  %p = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 %tid64
  store i32 1, ptr %p, align 4
  ret void
}

; CHECK-DAG: error: {{.*}}spmd-widen: the CFG is not reconverging (run spmd-reconverge first)
define void @not_reconverging(ptr %o) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %o, align 4
  br label %j
b:
  store i32 2, ptr %o, align 4
  br label %j
j:
  ret void
}

; CHECK-DAG: error: {{.*}}spmd-widen: cannot vectorize an export function returning a varying value
define i32 @varying_return() "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  ret i32 %tid
}

; CHECK-DAG: error: {{.*}}spmd-widen: cannot vectorize a varying value of a type the widener does not support
define void @aggregate(ptr %o) "spmd.kind"="export" {
entry:
  %tid = call i32 @spmd.lane.index()
  %agg = insertvalue { i32, i32 } poison, i32 %tid, 0
  %e = extractvalue { i32, i32 } %agg, 0
  store i32 %e, ptr %o, align 4
  ret void
}
; IR-NOT: spmd.widened
