; LLVM 22 limitation the length-agnostic SVE design must avoid
; (docs/design/sve-vla.md, "Masks"): a store of a <vscale x 4 x i1> (the
; gang's mask type) fails instruction selection ("Cannot select: ... store
; (<vscale x 1 x s8>)"). Masks that go to memory -- the widener's stack
; slots at -O0 -g (DebugInMemory), varying bools in memory -- go as bytes
; (zext to <vscale x 4 x i8>: st1b) or as a whole predicate register
; (llvm.aarch64.sve.convert.to.svbool, <vscale x 16 x i1>: str p). A
; non-constant-sized uniform array (`uniform float x[programCount + 1]`)
; is a dynamic alloca sized from rdvl.
; If the first RUN line starts failing, LLVM has fixed the bug.
; RUN: split-file %s %t
; RUN: not --crash llc -O2 %t/bug.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: llc -O2 -asm-verbose=false %t/ok.ll -o - | FileCheck %s

; LLVM-BUG: Cannot select: {{.*}} store<(store (<vscale x 1 x s8>)

;--- bug.ll
target triple = "aarch64-unknown-linux-gnu"
define void @mask_store(<vscale x 4 x i1> %m, ptr %p) #0 {
  store <vscale x 4 x i1> %m, ptr %p
  ret void
}
attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }

;--- ok.ll
target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: mask_as_svbool:
; CHECK:         str p0, [x0]
; CHECK-NEXT:    ret
define void @mask_as_svbool(<vscale x 4 x i1> %m, ptr %p) #0 {
  %b = call <vscale x 16 x i1> @llvm.aarch64.sve.convert.to.svbool.nxv4i1(<vscale x 4 x i1> %m)
  store <vscale x 16 x i1> %b, ptr %p
  ret void
}

; CHECK-LABEL: mask_as_bytes:
; CHECK-NEXT:    mov z0.s, p0/z, #1
; CHECK-NEXT:    ptrue p0.s
; CHECK-NEXT:    st1b { z0.s }, p0, [x0]
; CHECK-NEXT:    ret
define void @mask_as_bytes(<vscale x 4 x i1> %m, ptr %p) #0 {
  %b = zext <vscale x 4 x i1> %m to <vscale x 4 x i8>
  store <vscale x 4 x i8> %b, ptr %p
  ret void
}

; CHECK-LABEL: uniform_array_of_gang_size:
; CHECK:         rdvl x8, #1
; CHECK:         mov sp, x8
; CHECK:         ret
define float @uniform_array_of_gang_size(i32 %j) #0 {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  %n = add i32 %w, 1
  %a = alloca float, i32 %n
  store volatile float 1.0, ptr %a
  %p = getelementptr float, ptr %a, i32 %j
  %r = load volatile float, ptr %p
  ret float %r
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
