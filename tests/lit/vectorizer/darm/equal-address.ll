; DARM: two loads or stores whose addresses are two computations that the
; meld makes one (MeldAlign.cpp, oneValue) are one access under the union
; of the two sides' masks. `clip[i]` written in each arm is two GEPs with
; the same base and index: the GEPs meld (same operands) and the stores
; meld with them -- one contiguous store, no select of two pointers.
; @same_store: one store of a selected value. @same_load: a uniform table
; entry read in each arm through its own sign extension: one uniform load.
; @other_index: clip[i] against clip[i + 1] are two addresses: the stores
; stay apart (nothing melds). @twice: the T side computes clip[i] twice,
; the F side once; whichever computations pair, the melded access never
; goes through a select of two pointers (a pair accepted on the promise
; that its addresses meld is split when the alignment pairs them apart).
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-threshold=0 -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-threshold=0 -S | FileCheck %s --check-prefix=WIDE

; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 3 instruction pairs)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 5 instruction pairs)
; REMARK: remark: <unknown>:0:0: melded the two sides of a divergent branch (1 block pairs, 3 instruction pairs)
; REMARK-NOT: remark:

; CHECK-LABEL: define void @same_store(
; CHECK:       meld.t:
; CHECK:         %[[P:[^ ]*]] = getelementptr inbounds i32, ptr %clip, i64 %ix
; CHECK-NEXT:    %[[V:[^ ]*]] = select i1 %c, i32 1, i32 2
; CHECK-NEXT:    store i32 %[[V]], ptr %[[P]], align 4
; CHECK-NOT:     store i32
; CHECK:       join:

; CHECK-LABEL: define void @same_load(
; CHECK:       meld.t:
; CHECK-NEXT:    %[[K:[^ ]*]] = sext i32 %k to i64
; CHECK-NEXT:    %[[P:[^ ]*]] = getelementptr inbounds float, ptr %tbl, i64 %[[K]]
; CHECK-NEXT:    %[[L:[^ ]*]] = load float, ptr %[[P]], align 4
; CHECK-NEXT:    fmul float %x, %[[L]]
; CHECK-NOT:     load
; CHECK:       join:

; CHECK-LABEL: define void @other_index(
; CHECK:       t:
; CHECK:         store i32 1, ptr %tp
; CHECK:       f:
; CHECK:         store i32 1, ptr %fp

; CHECK-LABEL: define void @twice(
; CHECK-NOT:     select i1 %c, ptr
; CHECK:         store i32 %{{.*}}, ptr %{{.*}}, align 4
; CHECK-NOT:     store i32
; CHECK:       join:

; Widened: the melded store is one contiguous vector store (every lane of
; the gang is active: no mask left), the melded load one scalar load.
; WIDE-LABEL: define void @same_store(
; WIDE-NOT:     scatter
; WIDE:         store <8 x i32> %{{[^ ]*}}, ptr %{{[^ ]*}}, align 4
; WIDE-NOT:     store <8 x i32>
; WIDE-NOT:     scatter
; WIDE-LABEL: define void @same_load(
; WIDE:         load float, ptr
; WIDE-NOT:     gather
; WIDE-LABEL: define void @other_index(

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; clip[i] in each arm: two GEPs with the same base and index.
define void @same_store(ptr "spmd.uniform" %out, ptr "spmd.uniform" %clip, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %pin, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %t, label %f
t:
  %t1 = fmul float %x, 3.000000e+00
  %tp = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %tp, align 4
  br label %join
f:
  %f1 = fmul float %x, 5.000000e+00
  %fp = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 2, ptr %fp, align 4
  br label %join
join:
  %v = phi float [ %t1, %t ], [ %f1, %f ]
  %pout = getelementptr inbounds float, ptr %out, i64 %ix
  store float %v, ptr %pout, align 4
  ret void
}

; A uniform address computed in each arm through a cast: one load.
define void @same_load(ptr "spmd.uniform" %out, ptr "spmd.uniform" %tbl, i32 "spmd.uniform" %k, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %pin, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %t, label %f
t:
  %tk = sext i32 %k to i64
  %tp = getelementptr inbounds float, ptr %tbl, i64 %tk
  %tl = load float, ptr %tp, align 4
  %t1 = fmul float %x, %tl
  %t2 = fadd float %t1, 1.000000e+00
  br label %join
f:
  %fk = sext i32 %k to i64
  %fp = getelementptr inbounds float, ptr %tbl, i64 %fk
  %fl = load float, ptr %fp, align 4
  %f1 = fmul float %x, %fl
  %f2 = fadd float %f1, 2.000000e+00
  br label %join
join:
  %v = phi float [ %t2, %t ], [ %f2, %f ]
  %pout = getelementptr inbounds float, ptr %out, i64 %ix
  store float %v, ptr %pout, align 4
  ret void
}

; Different indices (clip[i] against clip[i + 1]) are two addresses: the
; stores stay apart.
define void @other_index(ptr "spmd.uniform" %out, ptr "spmd.uniform" %clip, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %ix1 = add nsw i64 %ix, 1
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %pin, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %t, label %f
t:
  %t1 = fmul float %x, 3.000000e+00
  %tp = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %tp, align 4
  br label %join
f:
  %f1 = fmul float %x, 5.000000e+00
  %fp = getelementptr inbounds i32, ptr %clip, i64 %ix1
  store i32 1, ptr %fp, align 4
  br label %join
join:
  %v = phi float [ %t1, %t ], [ %f1, %f ]
  %pout = getelementptr inbounds float, ptr %out, i64 %ix
  store float %v, ptr %pout, align 4
  ret void
}

; The T side computes clip[i] twice and stores through the second; the F
; side once. Whichever T computation the alignment pairs with the F one,
; the melded store's address is never a select of two pointers.
define void @twice(ptr "spmd.uniform" %out, ptr "spmd.uniform" %clip, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %pin, align 4
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %t, label %f
t:
  %tq = getelementptr inbounds i32, ptr %clip, i64 %ix
  %tv = load i32, ptr %tq, align 4
  %t1 = fmul float %x, 3.000000e+00
  %tp = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 1, ptr %tp, align 4
  br label %join
f:
  %f1 = fmul float %x, 5.000000e+00
  %fp = getelementptr inbounds i32, ptr %clip, i64 %ix
  store i32 2, ptr %fp, align 4
  br label %join
join:
  %v = phi float [ %t1, %t ], [ %f1, %f ]
  %w = phi i32 [ %tv, %t ], [ 0, %f ]
  %wf = sitofp i32 %w to float
  %vw = fadd float %v, %wf
  %pout = getelementptr inbounds float, ptr %out, i64 %ix
  store float %vw, ptr %pout, align 4
  ret void
}
