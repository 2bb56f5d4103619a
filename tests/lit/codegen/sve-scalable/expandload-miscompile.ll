; LLVM 22 bug the length-agnostic SVE design must avoid
; (docs/design/sve-vla.md, "packed_load_active"): llvm.masked.expandload
; on a scalable vector compiles, without an error, to a plain masked load --
; active lane k gets p[k] instead of p[rank of k among the active lanes].
; The run under qemu (run-at-lengths.test, "expandload_llvm wrong") shows
; the wrong results; here the instructions: one ld1w with the lane mask and
; a merge, no compaction of any kind. Today's fixed-length widener emits
; this intrinsic for packed_load_active, where LLVM expands it lane by lane
; (correct); the scalable widener must use its own rank + tbl lowering
; (Inputs/vla-kernels.ll, @vla_packed_load). If this test starts failing,
; LLVM changed its lowering: rerun run-at-lengths.test and update the design.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: expand:
; CHECK-NEXT:    ld1w { z1.s }, p0/z, [x0]
; CHECK-NEXT:    mov z0.s, p0/m, z1.s
; CHECK-NEXT:    ret
define <vscale x 4 x i32> @expand(ptr %p, <vscale x 4 x i32> %old, <vscale x 4 x i1> %m) #0 {
  %r = call <vscale x 4 x i32> @llvm.masked.expandload.nxv4i32(ptr %p, <vscale x 4 x i1> %m, <vscale x 4 x i32> %old)
  ret <vscale x 4 x i32> %r
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
