; spmd-simt-ifconvert (gpu-backend/SimtIfConvert.h) on AMDGPU IR, with the
; gfx90a TargetTransformInfo and UniformityInfo: a divergent diamond or
; triangle whose sides can be speculated and are cheap enough becomes
; straight-line code with selects; uniform branches, sides with a store, a
; call with side effects, a convergent call or a load that could fault, and
; sides over the cost rule stay branches.
; RUN: %spmdc-opt -mcpu=gfx90a -passes=spmd-simt-ifconvert -S %s | FileCheck %s
; A budget override shows that the cost rule, not the shape, kept the
; division diamond (and that budget 0 converts nothing).
; RUN: %spmdc-opt -mcpu=gfx90a -passes=spmd-simt-ifconvert -spmd-simt-ifconvert-budget=100 -S %s | FileCheck %s --check-prefix=BUDGET
; RUN: %spmdc-opt -mcpu=gfx90a -passes=spmd-simt-ifconvert -spmd-simt-ifconvert-budget=0 -S %s | FileCheck %s --check-prefix=NONE
; Without a target machine nothing is divergent: nothing changes.
; RUN: %spmdc-opt -passes=spmd-simt-ifconvert -S %s | FileCheck %s --check-prefix=NOTM

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.floor.f32(float)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @opaque(float)

; dct_quant after LLVM 22's InstCombine: the sides share no instruction
; SimplifyCFG could sink (floor(x) * -q against q * floor(y)).
; CHECK-LABEL: define amdgpu_kernel void @dct_shape(
; CHECK-NOT: br i1
; CHECK: %neg = fmul float %fl.t, %nq
; CHECK: %pos = fmul float %q, %fl.f
; CHECK: %c.sel = select i1 %cmp, float %neg, float %pos
; CHECK-NEXT: store float %c
; NONE-LABEL: define amdgpu_kernel void @dct_shape(
; NONE: br i1 %cmp, label %then, label %else
; NOTM-LABEL: define amdgpu_kernel void @dct_shape(
; NOTM: br i1 %cmp, label %then, label %else
define amdgpu_kernel void @dct_shape(ptr addrspace(1) %coef, float %q) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr float, ptr addrspace(1) %coef, i64 %idx
  %x = load float, ptr addrspace(1) %p
  %cmp = fcmp olt float %x, 0.0
  %d = fdiv float %x, %q
  br i1 %cmp, label %then, label %else
then:
  %s.t = fsub float 5.0e-01, %d
  %fl.t = call float @llvm.floor.f32(float %s.t)
  %nq = fneg float %q
  %neg = fmul float %fl.t, %nq
  br label %join
else:
  %s.f = fadd float %d, 5.0e-01
  %fl.f = call float @llvm.floor.f32(float %s.f)
  %pos = fmul float %q, %fl.f
  br label %join
join:
  %c = phi float [ %neg, %then ], [ %pos, %else ]
  store float %c, ptr addrspace(1) %p
  ret void
}

; A uniform branch (on a kernel argument) is a cheap scalar branch: kept.
; CHECK-LABEL: define amdgpu_kernel void @uniform_branch(
; CHECK: br i1 %cmp, label %then, label %else
; BUDGET-LABEL: define amdgpu_kernel void @uniform_branch(
; BUDGET: br i1 %cmp, label %then, label %else
define amdgpu_kernel void @uniform_branch(ptr addrspace(1) %out, float %a, float %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %idx
  %cmp = fcmp olt float %a, %b
  br i1 %cmp, label %then, label %else
then:
  %t = fadd float %a, 1.0
  br label %join
else:
  %f = fmul float %b, 3.0
  br label %join
join:
  %v = phi float [ %t, %then ], [ %f, %else ]
  store float %v, ptr addrspace(1) %p
  ret void
}

; A triangle: the select picks the side's value when the condition holds
; (true successor = the side), the branch block's value otherwise.
; CHECK-LABEL: define amdgpu_kernel void @triangle(
; CHECK-NOT: br i1
; CHECK: %t = fmul float %x, %x
; CHECK: %v.sel = select i1 %cmp, float %t, float %x
define amdgpu_kernel void @triangle(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %idx
  %x = load float, ptr addrspace(1) %p
  %cmp = fcmp ogt float %x, 1.0
  br i1 %cmp, label %then, label %join
then:
  %t = fmul float %x, %x
  br label %join
join:
  %v = phi float [ %t, %then ], [ %x, %entry ]
  store float %v, ptr addrspace(1) %p
  ret void
}

; The triangle on the false edge: select(cond, branch block's, side's).
; CHECK-LABEL: define amdgpu_kernel void @triangle_false(
; CHECK-NOT: br i1
; CHECK: %v.sel = select i1 %cmp, i32 %x, i32 %t
define amdgpu_kernel void @triangle_false(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %cmp = icmp sgt i32 %x, 7
  br i1 %cmp, label %join, label %else
else:
  %t = add i32 %x, 5
  br label %join
join:
  %v = phi i32 [ %x, %entry ], [ %t, %else ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; A store on one side: the side has an effect, kept.
; CHECK-LABEL: define amdgpu_kernel void @store_side(
; CHECK: br i1 %cmp, label %then, label %join
; BUDGET-LABEL: define amdgpu_kernel void @store_side(
; BUDGET: br i1 %cmp, label %then, label %join
define amdgpu_kernel void @store_side(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %idx
  %x = load float, ptr addrspace(1) %p
  %cmp = fcmp ogt float %x, 1.0
  br i1 %cmp, label %then, label %join
then:
  store float 0.0, ptr addrspace(1) %p
  br label %join
join:
  ret void
}

; A call of an unknown function (may have side effects): kept.
; CHECK-LABEL: define amdgpu_kernel void @call_side(
; CHECK: br i1 %cmp, label %then, label %join
; BUDGET-LABEL: define amdgpu_kernel void @call_side(
; BUDGET: br i1 %cmp, label %then, label %join
define amdgpu_kernel void @call_side(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %idx
  %x = load float, ptr addrspace(1) %p
  %cmp = fcmp ogt float %x, 1.0
  br i1 %cmp, label %then, label %join
then:
  call void @opaque(float %x)
  br label %join
join:
  ret void
}

; A convergent cross-lane operation means something else with more lanes
; on: kept, however cheap.
; CHECK-LABEL: define amdgpu_kernel void @convergent_side(
; CHECK: br i1 %cmp, label %then, label %join
; BUDGET-LABEL: define amdgpu_kernel void @convergent_side(
; BUDGET: br i1 %cmp, label %then, label %join
define amdgpu_kernel void @convergent_side(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %cmp = icmp sgt i32 %x, 7
  br i1 %cmp, label %then, label %join
then:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  br label %join
join:
  %v = phi i32 [ %r, %then ], [ %x, %entry ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; A load through a pointer nothing proves dereferenceable could fault in
; the lanes that did not take the side: kept. The same load through a
; dereferenceable argument is speculated.
; CHECK-LABEL: define amdgpu_kernel void @faulting_load(
; CHECK: br i1 %cmp, label %then, label %join
; BUDGET-LABEL: define amdgpu_kernel void @faulting_load(
; BUDGET: br i1 %cmp, label %then, label %join
define amdgpu_kernel void @faulting_load(ptr addrspace(1) %out, ptr addrspace(1) %table) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %cmp = icmp sgt i32 %x, 7
  br i1 %cmp, label %then, label %join
then:
  %t = load i32, ptr addrspace(1) %table
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %x, %entry ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @dereferenceable_load(
; CHECK-NOT: br i1
; CHECK: %t = load i32, ptr addrspace(1) %table
; CHECK: %v.sel = select i1 %cmp, i32 %t, i32 %x
define amdgpu_kernel void @dereferenceable_load(ptr addrspace(1) %out, ptr addrspace(1) align 4 dereferenceable(4) %table) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %cmp = icmp sgt i32 %x, 7
  br i1 %cmp, label %then, label %join
then:
  %t = load i32, ptr addrspace(1) %table, align 4
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %x, %entry ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; An integer division by a value that may be zero could trap: kept.
; CHECK-LABEL: define amdgpu_kernel void @int_division(
; CHECK: br i1 %cmp, label %then, label %join
; BUDGET-LABEL: define amdgpu_kernel void @int_division(
; BUDGET: br i1 %cmp, label %then, label %join
define amdgpu_kernel void @int_division(ptr addrspace(1) %out, i32 %n) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %cmp = icmp sgt i32 %x, 7
  br i1 %cmp, label %then, label %join
then:
  %t = sdiv i32 %n, %x
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %x, %entry ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; Two correctly rounded divisions (14 each on gfx90a) cost more than the
; branch saves: kept; with the branch priced at 100, converted.
; CHECK-LABEL: define amdgpu_kernel void @over_budget(
; CHECK: br i1 %cmp, label %then, label %else
; BUDGET-LABEL: define amdgpu_kernel void @over_budget(
; BUDGET-NOT: br i1
; BUDGET: %v.sel = select i1 %cmp, float %t, float %f
define amdgpu_kernel void @over_budget(ptr addrspace(1) %out, float %a, float %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %idx
  %x = load float, ptr addrspace(1) %p
  %cmp = fcmp olt float %x, 0.0
  br i1 %cmp, label %then, label %else
then:
  %t = fdiv float %a, %x
  br label %join
else:
  %f = fdiv float %x, %b
  br label %join
join:
  %v = phi float [ %t, %then ], [ %f, %else ]
  store float %v, ptr addrspace(1) %p
  ret void
}

; Nested diamonds: the inner one first (post-order), its join merged into
; its branch block, then the outer one with single-block sides.
; CHECK-LABEL: define amdgpu_kernel void @nested(
; CHECK-NOT: br i1
; CHECK: %in.sel = select i1 %c2, i32 %a1, i32 %b1
; CHECK: %v.sel = select i1 %c1, i32 %in.sel, i32 %o
; CHECK-NEXT: store i32 %v
define amdgpu_kernel void @nested(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %c1 = icmp sgt i32 %x, 7
  br i1 %c1, label %outer.t, label %outer.f
outer.t:
  %c2 = icmp sgt i32 %x, 100
  br i1 %c2, label %in.t, label %in.f
in.t:
  %a1 = shl i32 %x, 2
  br label %in.join
in.f:
  %b1 = xor i32 %x, 5
  br label %in.join
in.join:
  %in = phi i32 [ %a1, %in.t ], [ %b1, %in.f ]
  br label %join
outer.f:
  %o = add i32 %x, 3
  br label %join
join:
  %v = phi i32 [ %in, %in.join ], [ %o, %outer.f ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}
