; Right shifts and `and` by constants of an affine x = b + s·lane (needs W):
; when b's low k bits are known zero and s·(W-1) < 2^k, every lane is
; b | s·lane without carries, so `x & M` keeps s·lane when M's low k bits
; are all set (affine, base b & M), drops it when they are all clear
; (uniform), and `x >> c` with k <= c is uniform. soa<N> elements
; a[e >> log2 N].f[e & (N-1)] with e = 16·n + programIndex are thus
; unit-stride inside one block when W <= N. An exact shift of a value whose
; lanes are all multiples of 2^c divides the stride.
; RUN: %spmdc-opt %s -passes='print<spmd-shapes;lanes=16>' -disable-output 2>&1 | FileCheck %s --check-prefixes=CHECK,W16
; RUN: %spmdc-opt %s -passes='print<spmd-shapes;lanes=8>' -disable-output 2>&1 | FileCheck %s --check-prefixes=CHECK,W8
; RUN: %spmdc-opt %s -passes='print<spmd-shapes>' -disable-output 2>&1 | FileCheck %s --check-prefix=NOW
; RUN: %spmdc-opt %s -passes='spmd-widen<16>,spmd-verify' -S | FileCheck %s --check-prefix=WIDEN

%blk16 = type { [16 x float], [16 x i32] }

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK-LABEL: shapes for function 'rules'
define void @rules(i32 "spmd.uniform" %n, i32 "spmd.uniform" %u) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %n16 = shl nsw i32 %n, 4
; CHECK: %e64: affine(stride=1) base%16==0
  %e = add nsw i32 %n16, %lane
  %e64 = sext i32 %e to i64
; CHECK: %blk: uniform
; CHECK: %idx: affine(stride=1) base==0
  %blk = ashr i64 %e64, 4
  %idx = and i64 %e64, 15
; soa<8>: the gang spans two blocks at W = 16.
; W16: %blk8: varying
; W16: %idx8: varying
; W8:  %blk8: uniform
; W8:  %idx8: affine(stride=1) base==0
  %blk8 = ashr i64 %e64, 3
  %idx8 = and i64 %e64, 7
; CHECK: %idx32: affine(stride=1) base%16==0
; CHECK: %blk32: uniform
  %idx32 = and i64 %e64, 31
  %blk32 = lshr i64 %e64, 5
; Rounding down to a multiple of 16 drops the lanes.
; CHECK: %down: uniform
  %down = and i64 %e64, -16
; A mask with a hole among the lanes' bits splits them.
; CHECK: %hole: varying
  %hole = and i64 %e64, 13
; CHECK: %q: affine(stride=4) base%16==0
; CHECK: %qs: affine(stride=1) base%4==0
  %l4 = shl nsw i32 %lane, 2
  %q = add nsw i32 %n16, %l4
  %qs = ashr i32 %q, 2
; A logical shift needs the lanes computed without unsigned wrap.
; CHECK: %ql: varying
  %ql = lshr i32 %q, 2
; 4·lane spans 60 (W = 16) or 28 (W = 8): b%16==0 does not keep it
; inside one aligned 64.
; CHECK: %qa: varying
  %qa = and i32 %q, 63
; Odd lanes lose their low bit: the stride does not divide.
; CHECK: %odd: varying
  %odd = ashr i32 %e, 1
; An unaligned base: the block may change inside the gang.
; CHECK: %v: affine(stride=1)
; CHECK-NEXT: %vb: varying
  %v = add nsw i32 %u, %lane
  %vb = ashr i32 %v, 4
  ret void
}
; Without W nothing is proved.
; NOW-LABEL: shapes for function 'rules'
; NOW: %blk: varying
; NOW: %idx: varying

; A soa<16> block of { float x; int id; }: x of element e, read and written
; as whole vectors at W = 16.
; WIDEN-LABEL: define void @soa16(
; WIDEN: %[[B:.*]] = getelementptr inbounds [4 x %blk16], ptr %a, i64 0, i64 %blk
; WIDEN: %[[L:.*]] = load <16 x float>, ptr %{{.*}}, align 64
; WIDEN: store <16 x float> %{{.*}}, ptr %{{.*}}, align 64
; WIDEN-NOT: gather
; WIDEN-NOT: scatter
; WIDEN: ret void
define void @soa16(ptr align 64 "spmd.uniform" %a, i32 "spmd.uniform" %k) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %k16 = shl nsw i32 %k, 4
  %e = add nsw i32 %k16, %lane
  %e64 = sext i32 %e to i64
  %blk = ashr i64 %e64, 4
  %idx = and i64 %e64, 15
  %at = getelementptr inbounds [4 x %blk16], ptr %a, i64 0, i64 %blk
  %xp = getelementptr inbounds [16 x float], ptr %at, i64 0, i64 %idx
  %x = load float, ptr %xp, align 4
  %y = fmul float %x, 2.0
  store float %y, ptr %xp, align 4
  ret void
}
