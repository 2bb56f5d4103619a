; DARM never routes the address of a volatile (or atomic) access through a
; select of two pointers. Stores into the elements of a gang-shared array
; written under varying control flow are volatile until widening, which
; releases the ones it finds by following GEPs and casts from the array
; (vectorizer/Passes.cpp); a select of the two sides' row pointers hid the
; store from that walk, and widening refused the varying volatile store
; (ISPC's array-mixed-unif-vary-indexing-3 failed to compile at
; --darm-threshold=0). Here each side stores to x[b - 1][a - 1]: the row
; pointers are uniform values computed apart on each side, the element
; GEPs take them as their base. Since session 12 the two chains are one
; computation (the same operations on the same operands: MeldAlign's
; oneValue), so they meld into one chain with no select, and both stores
; (each in its own guarded run: volatile accesses never match) take it.
; @volatile_rows_apart checks the rule itself on the chains with the row index
; computed on one side only: the element GEPs are not matched (their bases
; would be selected), the stores keep their own address chains.
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -S | FileCheck %s

; CHECK-LABEL: define void @volatile_elements(
; CHECK:         %[[ROW:[^ ]*]] = getelementptr inbounds [22 x [22 x float]], ptr %x, i64 0
; CHECK:         %[[EL:[^ ]*]] = getelementptr inbounds [22 x float], ptr %[[ROW]], i64 0
; CHECK-NOT:     select i1 %c, ptr %{{[^ ]*}}, ptr %{{[^ ]*}}
; CHECK:         store volatile float 0.000000e+00, ptr %[[EL]], align 4
; CHECK-NOT:     select i1 %c, ptr %{{[^ ]*}}, ptr %{{[^ ]*}}
; CHECK:         store volatile float 1.000000e+00, ptr %[[EL]], align 4

; CHECK-LABEL: define void @volatile_rows_apart(
; CHECK-NOT:     select i1 %c, ptr
; CHECK:         store volatile float 0.000000e+00, ptr %{{.*}}, align 4
; CHECK:         store volatile float 1.000000e+00, ptr %{{.*}}, align 4
; CHECK-NOT:     select i1 %c, ptr

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

define void @volatile_elements(ptr "spmd.uniform" %x, ptr "spmd.uniform" %in, float "spmd.uniform" %b) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %a = load float, ptr %pin, align 4
  %c = fcmp oeq float %a, 3.000000e+00
  br i1 %c, label %t, label %f
t:
  %t0 = fsub float %b, 1.000000e+00
  %t1 = fptosi float %t0 to i32
  %t2 = sext i32 %t1 to i64
  %trow = getelementptr inbounds [22 x [22 x float]], ptr %x, i64 0, i64 %t2
  %t3 = fsub float %a, 1.000000e+00
  %t4 = fptosi float %t3 to i32
  %t5 = sext i32 %t4 to i64
  %tel = getelementptr inbounds [22 x float], ptr %trow, i64 0, i64 %t5
  store volatile float 0.000000e+00, ptr %tel, align 4
  br label %join
f:
  %f0 = fsub float %b, 1.000000e+00
  %f1 = fptosi float %f0 to i32
  %f2 = sext i32 %f1 to i64
  %frow = getelementptr inbounds [22 x [22 x float]], ptr %x, i64 0, i64 %f2
  %f3 = fsub float %a, 1.000000e+00
  %f4 = fptosi float %f3 to i32
  %f5 = sext i32 %f4 to i64
  %fel = getelementptr inbounds [22 x float], ptr %frow, i64 0, i64 %f5
  store volatile float 1.000000e+00, ptr %fel, align 4
  br label %join
join:
  ret void
}

; The row index on the T side is b - 1, on the F side b - 2: the row
; pointers differ, and the element GEPs stay apart.
define void @volatile_rows_apart(ptr "spmd.uniform" %x, ptr "spmd.uniform" %in, float "spmd.uniform" %b) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %a = load float, ptr %pin, align 4
  %c = fcmp oeq float %a, 3.000000e+00
  br i1 %c, label %t, label %f
t:
  %t0 = fsub float %b, 1.000000e+00
  %t1 = fptosi float %t0 to i32
  %t2 = sext i32 %t1 to i64
  %trow = getelementptr inbounds [22 x [22 x float]], ptr %x, i64 0, i64 %t2
  %t3 = fsub float %a, 1.000000e+00
  %t4 = fptosi float %t3 to i32
  %t5 = sext i32 %t4 to i64
  %tel = getelementptr inbounds [22 x float], ptr %trow, i64 0, i64 %t5
  store volatile float 0.000000e+00, ptr %tel, align 4
  br label %join
f:
  %f0 = fsub float %b, 2.000000e+00
  %f1 = fptosi float %f0 to i32
  %f2 = sext i32 %f1 to i64
  %frow = getelementptr inbounds [22 x [22 x float]], ptr %x, i64 0, i64 %f2
  %f3 = fsub float %a, 1.000000e+00
  %f4 = fptosi float %f3 to i32
  %f5 = sext i32 %f4 to i64
  %fel = getelementptr inbounds [22 x float], ptr %frow, i64 0, i64 %f5
  store volatile float 1.000000e+00, ptr %fel, align 4
  br label %join
join:
  ret void
}
