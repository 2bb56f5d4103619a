; DARM, Subsume.h: SRAD's border side computes the interior's work for the
; interior's lanes, but a gang whose lanes are all interior (most of them:
; the condition reads the uniform row and the column's position) would
; gather its left and right neighbours where it loads them contiguously.
; On x86 the branch stays for the gangs whose lanes agree, behind the
; coherence test, and branches there on any(c) -- the same side for every
; active lane, a uniform branch for the widener (no masks, guards or
; blends on its sides); a gang whose lanes differ runs a copy of the
; border side alone. The copy's index arithmetic keeps the flags both
; sides' copies have (nsw), the original border side keeps its own; the
; join takes the copy's values on its third edge; the melder leaves the
; kept branch alone (spmd.darm.kept). `charge` (session 13's rule) keeps
; the plain branch; widened, verifier clean, the kept interior side loads
; contiguously without a mask and the copy gathers the left neighbour.
; Without the x86 triple (subsume.ll) the branch stays as before.
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-verify' -darm-subsume-coherent-gangs=charge -S | FileCheck %s --check-prefix=CHARGE
; RUN: %spmdc-opt -mcpu=skylake-avx512 %s -passes='darm<16>,spmd-reconverge,spmd-widen<16>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

; REMARK: remark: <unknown>:0:0: divergent branch replaced by its then side, which computes the other side's work for the other side's lanes, in gangs whose lanes differ (kept behind an all/none test for gangs that agree): saves {{[0-9]+}} of {{[0-9]+}} cost; a gang whose lanes all take the other side would gather where it loads contiguously and pay {{[0-9]+}} where it pays {{[0-9]+}}

; CHECK-LABEL: define void @srad(
; CHECK:         %[[ALL:.*]] = call i1 @spmd.all(i1 %border)
; CHECK-NEXT:    %[[NONE:.*]] = call i1 @spmd.none(i1 %border)
; CHECK-NEXT:    %[[COH:.*]] = or i1 %[[ALL]], %[[NONE]]
; CHECK-NEXT:    br i1 %[[COH]], label %[[ORIG:.*]], label %edge.all
; CHECK:       [[ORIG]]:
; CHECK-NEXT:    %agreed = call i1 @spmd.any(i1 %border)
; CHECK-NEXT:    br i1 %agreed, label %edge, label %inner, !spmd.darm.kept
; CHECK:       edge:
; CHECK-NEXT:    %km = sub nsw i32 %k, %w
; CHECK:       inner:
; CHECK:       join:
; CHECK-NEXT:    %dn.j = phi float [ %dn, %edge ], [ %idn, %inner ], [ %dn.all, %edge.all ]
; CHECK:       edge.all:
; CHECK-NEXT:    %km.all = sub nsw i32 %k, %w
; CHECK-NEXT:    %n.all = select i1 %top, i32 %k, i32 %km.all
; CHECK:         %k1.all = add nsw i32 %k, -1
; CHECK:         br label %join

; CHARGE-LABEL: define void @srad(
; CHARGE:         br i1 %border, label %edge, label %inner
; CHARGE-NOT:     spmd.all

; WIDE-LABEL: define void @srad(
; WIDE-NOT:     masked.load
; WIDE:         br i1 %agreed, label %edge, label %inner
; WIDE:         %iln = load <16 x float>, ptr %ipn.base, align 4
; WIDE-NOT:     masked.load
; WIDE:         %lw.all = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %pw.all, <16 x i1> splat (i1 true)
; WIDE-NOT:     masked.load

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

