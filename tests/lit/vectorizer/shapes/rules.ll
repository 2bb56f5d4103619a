; The affine rules of the shape analysis, one value per rule.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s

%pair = type { i32, float }

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; CHECK-LABEL: shapes for function 'rules':
; CHECK-NEXT: %a: uniform
; CHECK-NEXT: %n: uniform
; CHECK-NEXT: %v: varying
define void @rules(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n, i32 %v) "spmd.kind"="internal" {
entry:
; CHECK-NEXT: %tid: affine(stride=1)
  %tid = call i32 @spmd.lane.index()
; CHECK-NEXT: %u: uniform
  %u = add i32 %n, 7
; CHECK-NEXT: %add: affine(stride=1)
  %add = add nsw i32 %tid, %n
; CHECK-NEXT: %twice: affine(stride=2)
  %twice = add nsw i32 %tid, %tid
; CHECK-NEXT: %zero: uniform
  %zero = sub i32 %tid, %tid
; CHECK-NEXT: %neg: affine(stride=-1)
  %neg = sub nsw i32 %n, %tid
; CHECK-NEXT: %mul: affine(stride=12)
  %mul = mul nsw i32 %add, 12
; CHECK-NEXT: %mulu: affine(stride=%n)
  %mulu = mul nsw i32 %add, %n
; CHECK-NEXT: %shl: affine(stride=8)
  %shl = shl nsw i32 %add, 3
; CHECK-NEXT: %sext: affine(stride=12)
  %sext = sext i32 %mul to i64
; CHECK-NEXT: %wrap: affine(stride=1)
  %wrap = add i32 %tid, %n
; CHECK-NEXT: %sextwrap: varying
  %sextwrap = sext i32 %wrap to i64
; CHECK-NEXT: %nuw: affine(stride=1)
  %nuw = add nuw i32 %tid, 1
; CHECK-NEXT: %zext: affine(stride=1)
  %zext = zext i32 %nuw to i64
; CHECK-NEXT: %zextwrap: varying
  %zextwrap = zext i32 %add to i64
; CHECK-NEXT: %trunc: affine(stride=12)
  %trunc = trunc i64 %sext to i16
; CHECK-NEXT: %or: affine(stride=8)
  %or = or disjoint i32 %shl, 1
; Every lane of %shl is a multiple of 8, so `| 1` adds (alignment.ll).
; CHECK-NEXT: %ornd: affine(stride=8)
  %ornd = or i32 %shl, 1
; CHECK-NEXT: %orcarry: varying
  %orcarry = or i32 %add, 1
; CHECK-NEXT: %gep: affine(stride=48 bytes)
  %gep = getelementptr inbounds float, ptr %a, i64 %sext
; CHECK-NEXT: %field: affine(stride=96 bytes)
  %field = getelementptr inbounds %pair, ptr %a, i64 %sext, i32 1
; CHECK-NEXT: %ugep: uniform
  %ugep = getelementptr inbounds float, ptr %a, i32 %n
; CHECK-NEXT: %ld: varying
  %ld = load float, ptr %gep, align 4
; CHECK-NEXT: %uld: uniform
  %uld = load float, ptr %ugep, align 4
; CHECK-NEXT: %sel: varying
  %sel = select i1 true, i32 %tid, i32 %n
; CHECK-NEXT: %call: varying
  %call = call float @llvm.sqrt.f32(float %ld)
; CHECK-NEXT: %vv: varying
  %vv = add i32 %v, 1
; CHECK-NEXT: %cmp: varying
  %cmp = icmp slt i32 %tid, %n
; CHECK-NEXT: br in %entry: divergent
  br i1 %cmp, label %t, label %e
t:
  br label %e
; CHECK: %phi: varying
e:
  %phi = phi i32 [ 0, %entry ], [ 1, %t ]
  ret void
}

; Export functions: every argument is uniform.
; CHECK-LABEL: shapes for function 'exp':
; CHECK-NEXT: %x: uniform
; CHECK-NEXT: %c: uniform
; CHECK-NEXT: br in %entry: uniform
define void @exp(i32 %x) "spmd.kind"="export" {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %t, label %e
t:
  br label %e
e:
  ret void
}
