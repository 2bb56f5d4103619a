; The known alignment of an affine value's base b (ShapeLattice's BaseTZ):
; where it comes from, how it flows, and the rules that use it (`or` as an
; add when every lane's bits are disjoint, ordered compares against aligned
; bounds). W = 16 here, W = 32 in the second run.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes;lanes=16>' -disable-output 2>&1 | FileCheck %s --check-prefixes=CHECK,W16
; RUN: %spmdc-opt %s -passes='print<spmd-shapes;lanes=32>' -disable-output 2>&1 | FileCheck %s --check-prefixes=CHECK,W32

%pair = type { i32, float }

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'align'
define void @align(ptr align 64 "spmd.uniform" %a, i32 "spmd.uniform" %n, i1 "spmd.uniform" %c) "spmd.kind"="internal" {
entry:
; CHECK: %lane: affine(stride=1) base==0
  %lane = call i32 @spmd.lane.index()
; A uniform value's known bits give its alignment: n·16 + lane.
  %n16 = shl nsw i32 %n, 4
; CHECK: %row: affine(stride=1) base%16==0
  %row = add nsw i32 %n16, %lane
; `|` of a multiple of 16 and lane < 16 is an add at W = 16, not at W = 32.
; W16: %orlane: affine(stride=1) base%16==0
; W32: %orlane: varying
  %orlane = or i32 %n16, %lane
; Every lane of 4·lane is a multiple of 4: `| 3` adds.
; CHECK: %l4: affine(stride=4) base==0
  %l4 = shl nsw i32 %lane, 2
; CHECK: %or3: affine(stride=4)
  %or3 = or i32 %l4, 3
; CHECK: %or4: varying
  %or4 = or i32 %l4, 4
; Multiplication adds the factor's trailing zeros; ext/trunc keep them.
; CHECK: %m: affine(stride=24) base%128==0
  %m = mul nsw i32 %row, 24
; CHECK: %mx: affine(stride=24) base%128==0
  %mx = sext i32 %m to i64
; CHECK: %mt: affine(stride=24) base%128==0
  %mt = trunc i64 %mx to i16
; A pointer's alignment and a field offset: 64-byte base + 4.
; CHECK: %lx: affine(stride=1) base==0
  %lx = sext i32 %lane to i64
; CHECK: %fld: affine(stride=8 bytes) base%4==0
  %fld = getelementptr inbounds %pair, ptr %a, i64 %lx, i32 1
; CHECK: %elt: affine(stride=4 bytes) base%64==0
  %elt = getelementptr inbounds float, ptr %a, i64 %lx
; Ordered compare of b + 2·lane against a uniform bound: uniform when W·2
; divides both (b is 32·n here: enough for W = 16, not for W = 32).
  %b32 = shl nsw i32 %n, 5
; CHECK: %l2: affine(stride=2) base==0
  %l2 = shl nsw i32 %lane, 1
; CHECK: %x: affine(stride=2) base%32==0
  %x = add nsw i32 %l2, %b32
  %bound = shl nsw i32 %n, 6
; W16: %lt: uniform
; W32: %lt: varying
  %lt = icmp slt i32 %x, %bound
; CHECK: %unaligned: varying
  %unaligned = icmp slt i32 %x, %n
; CHECK: %le: varying
  %le = icmp sle i32 %x, %bound
  br label %loop

; A divergent induction variable that starts at lane and steps by 16:
; its base stays a multiple of 16 around the cycle.
loop:
; CHECK: %p: affine(stride=1) base%16==0
  %p = phi i32 [ %lane, %entry ], [ %p.next, %loop ]
; CHECK: %p.next: affine(stride=1) base%16==0
  %p.next = add nsw i32 %p, 16
; CHECK: %sel: affine(stride=1) base%16==0
  %sel = select i1 %c, i32 %p, i32 %row
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
