; Length-agnostic SVE (docs/design/sve-vla.md): memory accesses by shape
; (vectorizer/wfv/MemoryLowering.cpp) with scalable vectors. Contiguous
; masked accesses are one ld1w/st1w; gathers/scatters with 32-bit indices
; keep one register of offsets (sxtw); small constant strides use SVE's
; structure loads (ld2w/ld3w/ld4w, whose predicate is per structure, so the
; lane mask is used as is) instead of today's wide masked load + shuffle;
; a strided store of one field is a scatter with an `index` offset vector;
; packed_store_active is compact + whilelo + st1w.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: contiguous_masked:
; CHECK-NEXT:    ld1w { z0.s }, p0/z, [x1]
; CHECK-NEXT:    st1w { z0.s }, p0, [x0]
; CHECK-NEXT:    ret
define void @contiguous_masked(ptr %d, ptr %s, <vscale x 4 x i1> %m) #0 {
  %v = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %s, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v, ptr %d, i32 4, <vscale x 4 x i1> %m)
  ret void
}

; p[idx] with a varying int32 index
; CHECK-LABEL: gather:
; CHECK-NEXT:    ld1w { z0.s }, p0/z, [x0, z0.s, sxtw #2]
; CHECK-NEXT:    ret
define <vscale x 4 x float> @gather(ptr %p, <vscale x 4 x i32> %idx, <vscale x 4 x i1> %m) #0 {
  %e = sext <vscale x 4 x i32> %idx to <vscale x 4 x i64>
  %ptrs = getelementptr float, ptr %p, <vscale x 4 x i64> %e
  %r = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  ret <vscale x 4 x float> %r
}

; CHECK-LABEL: scatter:
; CHECK-NEXT:    st1w { z1.s }, p0, [x0, z0.s, sxtw #2]
; CHECK-NEXT:    ret
define void @scatter(ptr %p, <vscale x 4 x i32> %idx, <vscale x 4 x float> %v, <vscale x 4 x i1> %m) #0 {
  %e = sext <vscale x 4 x i32> %idx to <vscale x 4 x i64>
  %ptrs = getelementptr float, ptr %p, <vscale x 4 x i64> %e
  call void @llvm.masked.scatter.nxv4f32.nxv4p0(<vscale x 4 x float> %v, <vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m)
  ret void
}

; stride 2, all lanes on: generic IR (load + llvm.vector.deinterleave2)
; CHECK-LABEL: stride2_load:
; CHECK:         ld2w { z0.s, z1.s }, p0/z, [x0]
; CHECK-NEXT:    ret
define <vscale x 4 x float> @stride2_load(ptr %p) #0 {
  %w = load <vscale x 8 x float>, ptr %p, align 4
  %d = call {<vscale x 4 x float>, <vscale x 4 x float>} @llvm.vector.deinterleave2.nxv8f32(<vscale x 8 x float> %w)
  %x = extractvalue {<vscale x 4 x float>, <vscale x 4 x float>} %d, 0
  ret <vscale x 4 x float> %x
}

; stride 3 under a mask: the SVE intrinsic (the generic masked form crashes
; LLVM 22, masked-stride3-crash.ll)
; CHECK-LABEL: stride3_load_masked:
; CHECK-NEXT:    ld3w { z{{[0-9]+}}.s, z0.s, z{{[0-9]+}}.s }, p0/z, [x0]
; CHECK-NEXT:    ret
define <vscale x 4 x float> @stride3_load_masked(ptr %p, <vscale x 4 x i1> %m) #0 {
  %d = call {<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>} @llvm.aarch64.sve.ld3.sret.nxv4f32(<vscale x 4 x i1> %m, ptr %p)
  %y = extractvalue {<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>} %d, 1
  ret <vscale x 4 x float> %y
}

; stride 4 under a mask: generic IR works (interleave4 of the mask)
; CHECK-LABEL: stride4_load_masked:
; CHECK-NEXT:    ld4w { z{{[0-9]+}}.s, z{{[0-9]+}}.s, z0.s, z{{[0-9]+}}.s }, p0/z, [x0]
; CHECK-NEXT:    ret
define <vscale x 4 x float> @stride4_load_masked(ptr %p, <vscale x 4 x i1> %m) #0 {
  %wm = call <vscale x 16 x i1> @llvm.vector.interleave4.nxv16i1(<vscale x 4 x i1> %m, <vscale x 4 x i1> %m, <vscale x 4 x i1> %m, <vscale x 4 x i1> %m)
  %w = call <vscale x 16 x float> @llvm.masked.load.nxv16f32.p0(ptr %p, i32 4, <vscale x 16 x i1> %wm, <vscale x 16 x float> poison)
  %d = call {<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>} @llvm.vector.deinterleave4.nxv16f32(<vscale x 16 x float> %w)
  %y = extractvalue {<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>} %d, 2
  ret <vscale x 4 x float> %y
}

; one field of a 3-element struct written under a mask: a scatter whose
; offsets are `index #0, #3` (the other fields are not touched)
; CHECK-LABEL: stride3_store_masked:
; CHECK-NEXT:    index z1.s, #0, #3
; CHECK-NEXT:    st1w { z0.s }, p0, [x0, z1.s, sxtw #2]
; CHECK-NEXT:    ret
define void @stride3_store_masked(ptr %p, <vscale x 4 x float> %v, <vscale x 4 x i1> %m) #0 {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %i = mul <vscale x 4 x i32> %s, splat (i32 3)
  %e = sext <vscale x 4 x i32> %i to <vscale x 4 x i64>
  %ptrs = getelementptr float, ptr %p, <vscale x 4 x i64> %e
  call void @llvm.masked.scatter.nxv4f32.nxv4p0(<vscale x 4 x float> %v, <vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m)
  ret void
}

; packed_store_active(p, v): llvm.masked.compressstore is legal here
; CHECK-LABEL: packed_store:
; CHECK:         cntp x8, p0, p0.s
; CHECK-NEXT:    compact z0.s, p0, z0.s
; CHECK-NEXT:    whilelo p0.s, xzr, x8
; CHECK-NEXT:    st1w { z0.s }, p0, [x0]
; CHECK-NEXT:    ret
define void @packed_store(ptr %p, <vscale x 4 x i32> %v, <vscale x 4 x i1> %m) #0 {
  call void @llvm.masked.compressstore.nxv4i32(<vscale x 4 x i32> %v, ptr %p, <vscale x 4 x i1> %m)
  ret void
}

; a varying global [64 x float] (the 2048-bit maximum of copies, as the sve
; variants share today): this lane's copy is a contiguous vector access at
; the symbol, whatever the length
@g = global [64 x float] zeroinitializer, align 16
; CHECK-LABEL: varying_global:
; CHECK:         ldr z0, [x8]
; CHECK-NEXT:    ret
define <vscale x 4 x float> @varying_global() #0 {
  %v = load <vscale x 4 x float>, ptr @g, align 16
  ret <vscale x 4 x float> %v
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
