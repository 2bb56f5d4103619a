; DARM on a three-way `else if` chain of similar arms: the inner pair melds
; first; its F side is then a straight line (the inner branch block and the
; melded block), which region simplification merges into one block, so the
; outer branch melds block against block in the next round: one path for
; all three arms (one sqrt, one division), the constants chosen by nested
; selects. Verifier clean.
; RUN: %spmdc-opt %s -passes='darm<16>,spmd-verify' -pass-remarks=darm -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: %spmdc-opt %s -passes='darm<16>,spmd-reconverge,spmd-widen<16>,spmd-verify' -disable-output

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare float @llvm.sqrt.f32(float)

; REMARK: melded the two sides of a divergent branch (1 block pairs, 7 instruction pairs)
; REMARK-NEXT: melded the two sides of a divergent branch (1 block pairs, 7 instruction pairs)

; CHECK-LABEL: define void @three(
; CHECK:       entry:
; CHECK:         br label %[[M:.*]]
; CHECK:       [[M]]:
; CHECK-NOT:     br
; CHECK:         call float @llvm.sqrt.f32(
; CHECK-NOT:     call float @llvm.sqrt.f32(
; CHECK:         %[[S2:.*]] = select i1 %c2{{.*}}, float 2.000000e+00, float 3.000000e+00
; CHECK-NEXT:    %[[S1:.*]] = select i1 %c1, float 1.000000e+00, float %[[S2]]
; CHECK-NEXT:    %[[D:.*]] = fadd float %x, %[[S1]]
; CHECK-NEXT:    fdiv float %{{.*}}, %[[D]]
; CHECK-NEXT:    br label %join
; CHECK:       join:
; CHECK-NEXT:    store float
define void @three(ptr "spmd.uniform" %a) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ix
  %x = load float, ptr %p, align 4
  %c1 = fcmp olt float %x, 0x3FD51EB860000000
  br i1 %c1, label %arm1, label %elif
arm1:
  %a1 = fmul float %x, 1.500000e+00
  %a2 = fadd float %a1, 2.500000e-01
  %a3 = fmul float %a2, %a2
  %a4 = fadd float %a3, %x
  %a5 = call float @llvm.sqrt.f32(float %a4)
  %a6 = fadd float %x, 1.000000e+00
  %a7 = fdiv float %a5, %a6
  br label %join
elif:
  %c2 = fcmp olt float %x, 0x3FE51EB860000000
  br i1 %c2, label %arm2, label %arm3
arm2:
  %b1 = fmul float %x, 2.500000e+00
  %b2 = fadd float %b1, 5.000000e-01
  %b3 = fmul float %b2, %b2
  %b4 = fadd float %b3, %x
  %b5 = call float @llvm.sqrt.f32(float %b4)
  %b6 = fadd float %x, 2.000000e+00
  %b7 = fdiv float %b5, %b6
  br label %join
arm3:
  %d1 = fmul float %x, 3.500000e+00
  %d2 = fadd float %d1, 7.500000e-01
  %d3 = fmul float %d2, %d2
  %d4 = fadd float %d3, %x
  %d5 = call float @llvm.sqrt.f32(float %d4)
  %d6 = fadd float %x, 3.000000e+00
  %d7 = fdiv float %d5, %d6
  br label %join
join:
  %y = phi float [ %a7, %arm1 ], [ %b7, %arm2 ], [ %d7, %arm3 ]
  store float %y, ptr %p, align 4
  ret void
}
