; DARM, Subsume.h: a divergent branch whose one side, specialized to the
; other side's lanes, computes exactly the other side's work is replaced by
; that side for every lane.
; @srad: SRAD's border pixel against the interior: each clamp
; (`top ? k : k - w`) is the interior's neighbour when the pixel is not on
; the border, so the border side can run for every pixel (its own loads in
; the interior's order, the same values into the join). Its condition can
; be the same for a whole gang (it reads the uniform row and width), and
; such an interior gang would gather its left and right neighbours where it
; loads them contiguously now: not replaced by default (the remark says
; why); replaced when coherent gangs are not charged
; (-darm-subsume-coherent-gangs=ignore, the measurement knob).
; @srad_symmetric: the same with the interior as the then side: the else
; side (the border's) is the one kept, specialized under the condition.
; @implied_zero: a triangle `x == 0 ? 0 : x`, the empty side's value
; decided by the known bits under the condition: replaced by default (a
; condition on loaded data is no gang's by design).
; @clamp_data: `if (x < lo || x > hi) clamp` on data: the clamp's selects
; give x itself inside the range, replaced by default.
; Untouched: @one_operand (one clamp gives k + 2 where the interior reads
; k + 1), @extra_store (the border side also stores), @one_sided_load (the
; then side's load is only valid under the condition: its value is folded
; away, but the load is an effect the other side does not have),
; @loop_state (a `continue` against the rest of a loop body whose path to
; the join goes around the outer loop's back edge: the outer header's phi
; carries the state the skipped side updates, live after the join without
; being one of its phis -- e2e while_continue, which a first version
; broke).
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -pass-remarks=darm -pass-remarks-missed=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=DEFAULT < %t.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-verify' -darm-subsume-coherent-gangs=ignore -pass-remarks=darm -S -o %t.ign.ll 2>&1 | FileCheck %s --check-prefix=REMARK-IGN
; RUN: FileCheck %s < %t.ign.ll
; RUN: %spmdc-opt %s -passes='darm<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -darm-subsume-coherent-gangs=ignore -S | FileCheck %s --check-prefix=WIDE
; --no-darm and --darm-subsume=false leave every branch.
; RUN: %spmdc-opt %s -passes='darm<8>' -no-darm -darm-subsume-coherent-gangs=ignore -S | FileCheck %s --check-prefix=OFF
; RUN: %spmdc-opt %s -passes='darm<8>' -darm-subsume=false -darm-subsume-coherent-gangs=ignore -darm-threshold=0.99 -S | FileCheck %s --check-prefix=OFF

; REMARK: remark: <unknown>:0:0: divergent branch not replaced by its then side, which computes the other side's work: saves {{[0-9]+}} of {{[0-9]+}} cost, but a gang whose lanes all take the other side would gather where it loads contiguously and pay {{[0-9]+}} where it pays {{[0-9]+}}
; REMARK: remark: <unknown>:0:0: divergent branch not replaced by its else side, which computes the other side's work: saves {{[0-9]+}} of {{[0-9]+}} cost, but a gang whose lanes all take the other side would gather where it loads contiguously
; REMARK: remark: <unknown>:0:0: divergent branch replaced by its else side, which computes the other side's work for the other side's lanes: saves {{[0-9]+}} of {{[0-9]+}} cost
; REMARK: remark: <unknown>:0:0: divergent branch replaced by its then side, which computes the other side's work for the other side's lanes: saves {{[0-9]+}} of {{[0-9]+}} cost
; REMARK-NOT: replaced by its

; DEFAULT-LABEL: define void @srad(
; DEFAULT:         br i1 %border, label %edge, label %inner
; DEFAULT-LABEL: define void @srad_symmetric(
; DEFAULT:         br i1 %interior, label %inner, label %edge
; DEFAULT-LABEL: define void @implied_zero(
; DEFAULT:         br label %join
; DEFAULT-LABEL: define void @clamp_data(
; DEFAULT:         br label %clamp
; DEFAULT-NOT:   br i1
; DEFAULT:         ret void

; REMARK-IGN: remark: <unknown>:0:0: divergent branch replaced by its then side, which computes the other side's work for the other side's lanes: saves {{[0-9]+}} of {{[0-9]+}} cost
; REMARK-IGN-NEXT: remark: <unknown>:0:0: divergent branch replaced by its else side, which computes the other side's work for the other side's lanes: saves {{[0-9]+}} of {{[0-9]+}} cost
; REMARK-IGN-NEXT: remark: <unknown>:0:0: divergent branch replaced by its else side
; REMARK-IGN-NEXT: remark: <unknown>:0:0: divergent branch replaced by its then side
; REMARK-IGN-NOT: replaced by its

; The index arithmetic both sides compute keeps the flags both copies
; have (nsw); the interior block is gone.
; CHECK-LABEL: define void @srad(
; CHECK:         br label %edge
; CHECK:       edge:
; CHECK-NEXT:    %km = sub nsw i32 %k, %w
; CHECK-NEXT:    %n = select i1 %top, i32 %k, i32 %km
; CHECK-NOT:   inner:
; CHECK:       join:
; CHECK-NEXT:    %s1 = fadd float %dn, %ds

; CHECK-LABEL: define void @srad_symmetric(
; CHECK:         br label %edge
; CHECK-NOT:   inner:
; CHECK:       join:
; CHECK-NEXT:    %d1 = fsub float %ln, %jc
; CHECK-NEXT:    %d2 = fsub float %lw, %jc

; CHECK-LABEL: define void @implied_zero(
; CHECK:         br label %join
; CHECK-NOT:   t:
; CHECK:       join:
; CHECK-NOT:     phi
; CHECK:         store i32 %x, ptr %po

; CHECK-LABEL: define void @clamp_data(
; CHECK:         br label %clamp
; CHECK:       clamp:
; CHECK:         %y = select i1 %hi.c, i32 %hi, i32 %t
; CHECK:       join:
; CHECK-NOT:     phi
; CHECK:         store i32 %y, ptr %po

; CHECK-LABEL: define void @one_operand(
; CHECK:         br i1 %right, label %edge, label %inner
; CHECK-LABEL: define void @extra_store(
; CHECK:         br i1 %right, label %edge, label %inner
; CHECK-LABEL: define void @one_sided_load(
; CHECK:         br i1 %c, label %t, label %join
; CHECK-LABEL: define void @loop_state(
; CHECK:         br i1 %skip, label %inner, label %upd

; Widened (verifier clean): one unmasked path, the top clamp (a select on
; the uniform row test of two contiguous indices) a contiguous load, the
; left clamp a gather.
; WIDE-LABEL: define void @srad(
; WIDE-NOT:      masked.load
; WIDE:          masked.gather
; WIDE-LABEL: define void @srad_symmetric(
; WIDE-NOT:      masked.load
; WIDE:          %ln = load <8 x float>
; WIDE:          %lw = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %pw, <8 x i1> splat (i1 true)
; WIDE-NOT:      masked.load
; WIDE-LABEL: define void @implied_zero(

; OFF-LABEL: define void @srad(
; OFF:         br i1 %border, label %edge, label %inner
; OFF-LABEL: define void @srad_symmetric(
; OFF:         br i1 %interior, label %inner, label %edge
; OFF-LABEL: define void @implied_zero(
; OFF:         br i1 %z, label %t, label %join
; OFF-LABEL: define void @clamp_data(
; OFF:         br i1 %outside, label %clamp, label %join

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; One row y of SRAD's coefficient kernel, columns x0 + lane.
define void @srad(ptr "spmd.uniform" %out, ptr "spmd.uniform" %img, i32 "spmd.uniform" %w, i32 "spmd.uniform" %h, i32 "spmd.uniform" %y, i32 "spmd.uniform" %x0) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %x = add nsw i32 %x0, %lane
  %yw = mul nsw i32 %y, %w
  %k = add nsw i32 %yw, %x
  %kx = sext i32 %k to i64
  %pjc = getelementptr inbounds float, ptr %img, i64 %kx
  %jc = load float, ptr %pjc, align 4
  %top = icmp eq i32 %y, 0
  %hm1 = add nsw i32 %h, -1
  %bot = icmp eq i32 %y, %hm1
  %left = icmp eq i32 %x, 0
  %wm1 = add nsw i32 %w, -1
  %right = icmp eq i32 %x, %wm1
  %o1 = select i1 %top, i1 true, i1 %bot
  %o2 = select i1 %o1, i1 true, i1 %left
  %border = select i1 %o2, i1 true, i1 %right
  br i1 %border, label %edge, label %inner
edge:
  %km = sub nsw i32 %k, %w
  %n = select i1 %top, i32 %k, i32 %km
  %kp = add nsw i32 %k, %w
  %s = select i1 %bot, i32 %k, i32 %kp
  %k1 = add nsw i32 %k, -1
  %wi = select i1 %left, i32 %k, i32 %k1
  %k2 = add nsw i32 %k, 1
  %e = select i1 %right, i32 %k, i32 %k2
  %nx = sext i32 %n to i64
  %pn = getelementptr inbounds float, ptr %img, i64 %nx
  %ln = load float, ptr %pn, align 4
  %dn = fsub float %ln, %jc
  %sx = sext i32 %s to i64
  %ps = getelementptr inbounds float, ptr %img, i64 %sx
  %ls = load float, ptr %ps, align 4
  %ds = fsub float %ls, %jc
  %wx = sext i32 %wi to i64
  %pw = getelementptr inbounds float, ptr %img, i64 %wx
  %lw = load float, ptr %pw, align 4
  %dw = fsub float %lw, %jc
  %ex = sext i32 %e to i64
  %pe = getelementptr inbounds float, ptr %img, i64 %ex
  %le = load float, ptr %pe, align 4
  %de = fsub float %le, %jc
  br label %join
inner:
  %ikm = sub nsw i32 %k, %w
  %inx = sext i32 %ikm to i64
  %ipn = getelementptr inbounds float, ptr %img, i64 %inx
  %iln = load float, ptr %ipn, align 4
  %idn = fsub float %iln, %jc
  %ikp = add nsw i32 %k, %w
  %isx = sext i32 %ikp to i64
  %ips = getelementptr inbounds float, ptr %img, i64 %isx
  %ils = load float, ptr %ips, align 4
  %ids = fsub float %ils, %jc
  %ik1 = add nsw i32 %k, -1
  %iwx = sext i32 %ik1 to i64
  %ipw = getelementptr inbounds float, ptr %img, i64 %iwx
  %ilw = load float, ptr %ipw, align 4
  %idw = fsub float %ilw, %jc
  %ik2 = add nsw i32 %k, 1
  %iex = sext i32 %ik2 to i64
  %ipe = getelementptr inbounds float, ptr %img, i64 %iex
  %ile = load float, ptr %ipe, align 4
  %ide = fsub float %ile, %jc
  br label %join
join:
  %dn.j = phi float [ %dn, %edge ], [ %idn, %inner ]
  %ds.j = phi float [ %ds, %edge ], [ %ids, %inner ]
  %dw.j = phi float [ %dw, %edge ], [ %idw, %inner ]
  %de.j = phi float [ %de, %edge ], [ %ide, %inner ]
  %s1 = fadd float %dn.j, %ds.j
  %s2 = fadd float %dw.j, %de.j
  %s3 = fadd float %s1, %s2
  %po = getelementptr inbounds float, ptr %out, i64 %kx
  store float %s3, ptr %po, align 4
  ret void
}

; The interior is the then side: the else side (the border's) is kept,
; specialized under `interior`.
define void @srad_symmetric(ptr "spmd.uniform" %out, ptr "spmd.uniform" %img, i32 "spmd.uniform" %w, i32 "spmd.uniform" %y, i32 "spmd.uniform" %x0) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %x = add nsw i32 %x0, %lane
  %yw = mul nsw i32 %y, %w
  %k = add nsw i32 %yw, %x
  %kx = sext i32 %k to i64
  %pjc = getelementptr inbounds float, ptr %img, i64 %kx
  %jc = load float, ptr %pjc, align 4
  %top = icmp eq i32 %y, 0
  %left = icmp eq i32 %x, 0
  %nottop = icmp ne i32 %y, 0
  %notleft = icmp ne i32 %x, 0
  %interior = and i1 %nottop, %notleft
  br i1 %interior, label %inner, label %edge
inner:
  %ikm = sub nsw i32 %k, %w
  %inx = sext i32 %ikm to i64
  %ipn = getelementptr inbounds float, ptr %img, i64 %inx
  %iln = load float, ptr %ipn, align 4
  %ik1 = add nsw i32 %k, -1
  %iwx = sext i32 %ik1 to i64
  %ipw = getelementptr inbounds float, ptr %img, i64 %iwx
  %ilw = load float, ptr %ipw, align 4
  br label %join
edge:
  %km = sub nsw i32 %k, %w
  %n = select i1 %top, i32 %k, i32 %km
  %k1 = add nsw i32 %k, -1
  %wi = select i1 %left, i32 %k, i32 %k1
  %nx = sext i32 %n to i64
  %pn = getelementptr inbounds float, ptr %img, i64 %nx
  %ln = load float, ptr %pn, align 4
  %wx = sext i32 %wi to i64
  %pw = getelementptr inbounds float, ptr %img, i64 %wx
  %lw = load float, ptr %pw, align 4
  br label %join
join:
  %vn = phi float [ %iln, %inner ], [ %ln, %edge ]
  %vw = phi float [ %ilw, %inner ], [ %lw, %edge ]
  %d1 = fsub float %vn, %jc
  %d2 = fsub float %vw, %jc
  %s = fadd float %d1, %d2
  %po = getelementptr inbounds float, ptr %out, i64 %kx
  store float %s, ptr %po, align 4
  ret void
}

; `r = x == 0 ? 0 : x`: under x == 0 the empty side's x is 0.
define void @implied_zero(ptr "spmd.uniform" %out, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %z = icmp eq i32 %x, 0
  br i1 %z, label %t, label %join
t:
  br label %join
join:
  %r = phi i32 [ 0, %t ], [ %x, %entry ]
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %r, ptr %po, align 4
  ret void
}

; `y = x < lo || x > hi ? min(max(x, lo), hi) : x` on loaded data.
define void @clamp_data(ptr "spmd.uniform" %out, ptr "spmd.uniform" %in, i32 "spmd.uniform" %lo, i32 "spmd.uniform" %hi) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %below = icmp slt i32 %x, %lo
  %above = icmp sgt i32 %x, %hi
  %outside = or i1 %below, %above
  br i1 %outside, label %clamp, label %join
clamp:
  %lo.c = icmp slt i32 %x, %lo
  %t = select i1 %lo.c, i32 %lo, i32 %x
  %hi.c = icmp sgt i32 %t, %hi
  %y = select i1 %hi.c, i32 %hi, i32 %t
  br label %join
join:
  %r = phi i32 [ %y, %clamp ], [ %x, %entry ]
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %r, ptr %po, align 4
  ret void
}

; The right clamp reads k + 2 where the interior reads k + 1: not the same
; load, untouched.
define void @one_operand(ptr "spmd.uniform" %out, ptr "spmd.uniform" %img, i32 "spmd.uniform" %w, i32 "spmd.uniform" %x0) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %x = add nsw i32 %x0, %lane
  %kx = sext i32 %x to i64
  %wm1 = add nsw i32 %w, -1
  %right = icmp eq i32 %x, %wm1
  br i1 %right, label %edge, label %inner
edge:
  %k2 = add nsw i32 %x, 2
  %e = select i1 %right, i32 %x, i32 %k2
  %ex = sext i32 %e to i64
  %pe = getelementptr inbounds float, ptr %img, i64 %ex
  %le = load float, ptr %pe, align 4
  br label %join
inner:
  %ik2 = add nsw i32 %x, 1
  %iex = sext i32 %ik2 to i64
  %ipe = getelementptr inbounds float, ptr %img, i64 %iex
  %ile = load float, ptr %ipe, align 4
  br label %join
join:
  %v = phi float [ %le, %edge ], [ %ile, %inner ]
  %po = getelementptr inbounds float, ptr %out, i64 %kx
  store float %v, ptr %po, align 4
  ret void
}

; The border side also marks the pixel: a store the interior does not
; have, untouched.
define void @extra_store(ptr "spmd.uniform" %out, ptr "spmd.uniform" %mark, ptr "spmd.uniform" %img, i32 "spmd.uniform" %w, i32 "spmd.uniform" %x0) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %x = add nsw i32 %x0, %lane
  %kx = sext i32 %x to i64
  %wm1 = add nsw i32 %w, -1
  %right = icmp eq i32 %x, %wm1
  br i1 %right, label %edge, label %inner
edge:
  %k1 = add nsw i32 %x, 1
  %e = select i1 %right, i32 %x, i32 %k1
  %ex = sext i32 %e to i64
  %pe = getelementptr inbounds float, ptr %img, i64 %ex
  %le = load float, ptr %pe, align 4
  %pm = getelementptr inbounds i32, ptr %mark, i64 %kx
  store i32 1, ptr %pm, align 4
  br label %join
inner:
  %ik1 = add nsw i32 %x, 1
  %iex = sext i32 %ik1 to i64
  %ipe = getelementptr inbounds float, ptr %img, i64 %iex
  %ile = load float, ptr %ipe, align 4
  br label %join
join:
  %v = phi float [ %le, %edge ], [ %ile, %inner ]
  %po = getelementptr inbounds float, ptr %out, i64 %kx
  store float %v, ptr %po, align 4
  ret void
}

; `r = i < n ? a[i] & 0 : 0`: the values agree, but a[i] is only read
; where i < n (the load is an effect the else side does not have).
define void @one_sided_load(ptr "spmd.uniform" %out, ptr "spmd.uniform" %a, i32 "spmd.uniform" %n) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %c = icmp slt i32 %lane, %n
  br i1 %c, label %t, label %join
t:
  %pa = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %pa, align 4
  %r0 = and i32 %v, 0
  br label %join
join:
  %r = phi i32 [ %r0, %t ], [ 0, %entry ]
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %r, ptr %po, align 4
  ret void
}

; `while (k < 8) { k++; if (c == 0) continue; r += k; }`, as the cleanup
; leaves it: the continue edge goes straight to the inner header (the join
; of the divergent branch), the rest through the outer header, whose phi
; %r is the loop's state.
define void @loop_state(ptr "spmd.uniform" %out, ptr "spmd.uniform" %in) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %ix
  %x = load i32, ptr %pin, align 4
  %c = srem i32 %x, 3
  br label %outer
outer:
  %r = phi i32 [ %x, %entry ], [ %r2, %upd ]
  %k.ph = phi i32 [ 0, %entry ], [ %k1, %upd ]
  br label %inner
inner:
  %k = phi i32 [ %k.ph, %outer ], [ %k1, %body ]
  %more = icmp slt i32 %k, 8
  br i1 %more, label %body, label %exit
body:
  %k1 = add nsw i32 %k, 1
  %skip = icmp eq i32 %c, 0
  br i1 %skip, label %inner, label %upd
upd:
  %r2 = add nsw i32 %r, %k1
  br label %outer
exit:
  %po = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %r, ptr %po, align 4
  ret void
}
