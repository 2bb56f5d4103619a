; LLVM 22 bug the length-agnostic SVE design must avoid
; (docs/design/sve-vla.md, "Memory"): a masked load of <vscale x 12 x T>
; -- the generic form of a stride-3 access under a mask, with
; llvm.vector.interleave3 of the lane mask and llvm.vector.deinterleave3 of
; the data -- fails instruction selection ("Possible incorrect use of
; EVT::getVectorNumElements() for scalable vector"); the masked load of the
; non-power-of-two scalable type alone does. Strides 2 and 4 in the same
; form, and stride 3 without a mask, select ld2w/ld4w/ld3w (memory.ll). The scalable widener calls llvm.aarch64.sve.ld3 directly for
; masked stride 3. If the first RUN line starts failing, LLVM has fixed it.
; RUN: not --crash llc -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG

; LLVM-BUG: getVectorNumElements() for scalable vector

target triple = "aarch64-unknown-linux-gnu"

define <vscale x 4 x float> @stride3_masked_generic(ptr %p, <vscale x 4 x i1> %m) #0 {
  %wm = call <vscale x 12 x i1> @llvm.vector.interleave3.nxv12i1(<vscale x 4 x i1> %m, <vscale x 4 x i1> %m, <vscale x 4 x i1> %m)
  %w = call <vscale x 12 x float> @llvm.masked.load.nxv12f32.p0(ptr %p, i32 4, <vscale x 12 x i1> %wm, <vscale x 12 x float> poison)
  %d = call {<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>} @llvm.vector.deinterleave3.nxv12f32(<vscale x 12 x float> %w)
  %y = extractvalue {<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>} %d, 1
  ret <vscale x 4 x float> %y
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
