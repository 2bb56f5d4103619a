; Hand-written length-agnostic SVE code for each construct of
; docs/design/sve-vla.md, in the form the scalable widener is to emit it
; (gang W = vscale x 4 lanes of 32 bits). Every function takes only pointers
; and scalars, so the C++ host (vla-host.cpp) needs no SVE types; it checks
; each one against a scalar reference at the length it runs at
; (run-at-lengths.test). Masks come in as int arrays (nonzero = active).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; ---- helpers ----
define internal <vscale x 4 x i1> @mask_of(ptr %m) #0 {
  %v = load <vscale x 4 x i32>, ptr %m, align 4
  %b = icmp ne <vscale x 4 x i32> %v, zeroinitializer
  ret <vscale x 4 x i1> %b
}
define internal i32 @width() #0 {
  %vs = call i32 @llvm.vscale.i32()
  %w = shl nuw nsw i32 %vs, 2
  ret i32 %w
}
define internal <vscale x 4 x i32> @splat_i32(i32 %x) #0 {
  %i = insertelement <vscale x 4 x i32> poison, i32 %x, i64 0
  %s = shufflevector <vscale x 4 x i32> %i, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %s
}

; ---- programCount / programIndex ----
define i32 @vla_lane_count() #0 {
  %w = call i32 @width()
  ret i32 %w
}
define void @vla_lane_index(ptr %out) #0 {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  store <vscale x 4 x i32> %s, ptr %out, align 4
  ret void
}

; ---- rotate / shift ----
; rotate(v, 1): llvm.vector.splice.left (ext)
define void @vla_rotate1(ptr %out, ptr %in) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %r = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %v, i32 1)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
; rotate(v, k), k at run time: tbl with (lane + k) & (W - 1)
define void @vla_rotate_k(ptr %out, ptr %in, i32 %k) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %w = call i32 @width()
  %wm1 = sub i32 %w, 1
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %kv = call <vscale x 4 x i32> @splat_i32(i32 %k)
  %mv = call <vscale x 4 x i32> @splat_i32(i32 %wm1)
  %i = add <vscale x 4 x i32> %s, %kv
  %im = and <vscale x 4 x i32> %i, %mv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %im)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
; shift(v, -1): llvm.vector.splice.right with zeros
define void @vla_shift_m1(ptr %out, ptr %in) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %r = call <vscale x 4 x i32> @llvm.vector.splice.right.nxv4i32(<vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %v, i32 1)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
; shift(v, k), k at run time: tbl with lane + clamp(k, -64, 64); indices
; outside [0, W) (negative ones are huge unsigned) read 0
define void @vla_shift_k(ptr %out, ptr %in, i32 %k) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %k1 = call i32 @llvm.smax.i32(i32 %k, i32 -64)
  %k2 = call i32 @llvm.smin.i32(i32 %k1, i32 64)
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %kv = call <vscale x 4 x i32> @splat_i32(i32 %k2)
  %i = add <vscale x 4 x i32> %s, %kv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %i)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}

; ---- shuffle / shuffle2 (varying permutation) ----
define void @vla_shuffle(ptr %out, ptr %in, ptr %perm) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %p = load <vscale x 4 x i32>, ptr %perm, align 4
  %w = call i32 @width()
  %wm1 = sub i32 %w, 1
  %mv = call <vscale x 4 x i32> @splat_i32(i32 %wm1)
  %im = and <vscale x 4 x i32> %p, %mv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %im)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
; SVE2: tbl over two registers (a || b), index mod 2W
define void @vla_shuffle2(ptr %out, ptr %a, ptr %b, ptr %perm) #1 {
  %va = load <vscale x 4 x i32>, ptr %a, align 4
  %vb = load <vscale x 4 x i32>, ptr %b, align 4
  %p = load <vscale x 4 x i32>, ptr %perm, align 4
  %vs = call i32 @llvm.vscale.i32()
  %w2 = shl nuw nsw i32 %vs, 3
  %m1 = sub i32 %w2, 1
  %mv = call <vscale x 4 x i32> @splat_i32(i32 %m1)
  %im = and <vscale x 4 x i32> %p, %mv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl2.nxv4i32(<vscale x 4 x i32> %va, <vscale x 4 x i32> %vb, <vscale x 4 x i32> %im)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}

; ---- extract / broadcast / insert with a uniform lane index (mod W) ----
define float @vla_extract(ptr %in, i32 %i) #0 {
  %v = load <vscale x 4 x float>, ptr %in, align 4
  %w = call i32 @width()
  %wm1 = sub i32 %w, 1
  %im = and i32 %i, %wm1
  %r = extractelement <vscale x 4 x float> %v, i32 %im
  ret float %r
}
define void @vla_broadcast(ptr %out, ptr %in, i32 %i) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %w = call i32 @width()
  %wm1 = sub i32 %w, 1
  %im = and i32 %i, %wm1
  %iv = call <vscale x 4 x i32> @splat_i32(i32 %im)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %iv)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
define void @vla_insert(ptr %out, ptr %in, i32 %i, float %x) #0 {
  %v = load <vscale x 4 x float>, ptr %in, align 4
  %w = call i32 @width()
  %wm1 = sub i32 %w, 1
  %im = and i32 %i, %wm1
  %r = insertelement <vscale x 4 x float> %v, float %x, i32 %im
  store <vscale x 4 x float> %r, ptr %out, align 4
  ret void
}

; ---- mask queries ----
define i32 @vla_any(ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %r = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %m)
  %z = zext i1 %r to i32
  ret i32 %z
}
define i32 @vla_all(ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %r = call i1 @llvm.vector.reduce.and.nxv4i1(<vscale x 4 x i1> %m)
  %z = zext i1 %r to i32
  ret i32 %z
}
define i32 @vla_count(ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %z = zext <vscale x 4 x i1> %m to <vscale x 4 x i32>
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %z)
  ret i32 %r
}
; W when no lane is active
define i64 @vla_first_active(ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %r = call i64 @llvm.experimental.cttz.elts.i64.nxv4i1(<vscale x 4 x i1> %m, i1 false)
  ret i64 %r
}
; lanemask(): bit k for active lane k (W <= 64)
define i64 @vla_lanemask(ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %s = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %b = shl <vscale x 4 x i64> splat (i64 1), %s
  %x = select <vscale x 4 x i1> %m, <vscale x 4 x i64> %b, <vscale x 4 x i64> zeroinitializer
  %r = call i64 @llvm.vector.reduce.or.nxv4i64(<vscale x 4 x i64> %x)
  ret i64 %r
}

; ---- reductions over the active lanes ----
define i32 @vla_reduce_add(ptr %in, ptr %mask) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %s = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %v, <vscale x 4 x i32> zeroinitializer
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %s)
  ret i32 %r
}
define float @vla_reduce_fmin(ptr %in, ptr %mask) #0 {
  %v = load <vscale x 4 x float>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %s = select <vscale x 4 x i1> %m, <vscale x 4 x float> %v, <vscale x 4 x float> splat (float 0x7FF0000000000000)
  %r = call float @llvm.vector.reduce.fmin.nxv4f32(<vscale x 4 x float> %s)
  ret float %r
}
; reduce_equal: every active lane equals the first active one
define i32 @vla_reduce_equal(ptr %in, ptr %mask) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %f = call i64 @llvm.experimental.cttz.elts.i64.nxv4i1(<vscale x 4 x i1> %m, i1 false)
  %x = extractelement <vscale x 4 x i32> %v, i64 %f
  %xs = call <vscale x 4 x i32> @splat_i32(i32 %x)
  %eq = icmp eq <vscale x 4 x i32> %v, %xs
  %s = select <vscale x 4 x i1> %m, <vscale x 4 x i1> %eq, <vscale x 4 x i1> splat (i1 true)
  %r = call i1 @llvm.vector.reduce.and.nxv4i1(<vscale x 4 x i1> %s)
  %z = zext i1 %r to i32
  ret i32 %z
}

; ---- exclusive scan: Hillis-Steele with tbl shifts; log2(64) = 6 steps,
; the ones with a distance >= W read only zeros (the identity) ----
define internal <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %v, i32 %d) #0 {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %dv = call <vscale x 4 x i32> @splat_i32(i32 %d)
  %i = sub <vscale x 4 x i32> %s, %dv
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %i)
  ret <vscale x 4 x i32> %r
}
define internal <vscale x 4 x i32> @scan_add(<vscale x 4 x i32> %v, <vscale x 4 x i1> %m) #0 {
  %s0 = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %v, <vscale x 4 x i32> zeroinitializer
  %t1 = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s0, i32 1)
  %s1 = add <vscale x 4 x i32> %s0, %t1
  %t2 = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s1, i32 2)
  %s2 = add <vscale x 4 x i32> %s1, %t2
  %t4 = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s2, i32 4)
  %s4 = add <vscale x 4 x i32> %s2, %t4
  %t8 = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s4, i32 8)
  %s8 = add <vscale x 4 x i32> %s4, %t8
  %t16 = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s8, i32 16)
  %s16 = add <vscale x 4 x i32> %s8, %t16
  %t32 = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s16, i32 32)
  %s32 = add <vscale x 4 x i32> %s16, %t32
  %r = call <vscale x 4 x i32> @shift_up(<vscale x 4 x i32> %s32, i32 1)
  ret <vscale x 4 x i32> %r
}
define void @vla_scan_add(ptr %out, ptr %in, ptr %mask) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %r = call <vscale x 4 x i32> @scan_add(<vscale x 4 x i32> %v, <vscale x 4 x i1> %m)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}

; ---- packed_store_active / packed_load_active ----
; compressstore: compact + whilelo(cntp) + st1w. Returns the count.
define i32 @vla_packed_store(ptr %dst, ptr %in, ptr %mask) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  call void @llvm.masked.compressstore.nxv4i32(<vscale x 4 x i32> %v, ptr %dst, <vscale x 4 x i1> %m)
  %z = zext <vscale x 4 x i1> %m to <vscale x 4 x i32>
  %n = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %z)
  ret i32 %n
}
; expand: active lane of rank r gets src[r]; the rank is the exclusive scan
; of the mask, the data one contiguous load of cntp elements, then tbl.
define void @vla_packed_load(ptr %out, ptr %src, ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %one = zext <vscale x 4 x i1> %m to <vscale x 4 x i32>
  %n = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %one)
  %ld = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 0, i32 %n)
  %d = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr %src, i32 4, <vscale x 4 x i1> %ld, <vscale x 4 x i32> zeroinitializer)
  %rank = call <vscale x 4 x i32> @scan_add(<vscale x 4 x i32> %one, <vscale x 4 x i1> %m)
  %e = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %d, <vscale x 4 x i32> %rank)
  %old = call <vscale x 4 x i32> @splat_i32(i32 -1)
  %r = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %e, <vscale x 4 x i32> %old
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
; llvm.masked.expandload on a scalable vector: LLVM 22 lowers it as a plain
; masked load (tests/lit/codegen/sve-scalable/expandload-miscompile.ll)
define void @vla_expandload_llvm(ptr %out, ptr %src, ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %old = call <vscale x 4 x i32> @splat_i32(i32 -1)
  %r = call <vscale x 4 x i32> @llvm.masked.expandload.nxv4i32(ptr %src, <vscale x 4 x i1> %m, <vscale x 4 x i32> %old)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}

; ---- memory by shape ----
; gather p[idx] (i32 index: one ld1w with sxtw offsets), -1 in inactive lanes
define void @vla_gather(ptr %out, ptr %base, ptr %idx, ptr %mask) #0 {
  %i = load <vscale x 4 x i32>, ptr %idx, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %e = sext <vscale x 4 x i32> %i to <vscale x 4 x i64>
  %ptrs = getelementptr i32, ptr %base, <vscale x 4 x i64> %e
  %old = call <vscale x 4 x i32> @splat_i32(i32 -1)
  %r = call <vscale x 4 x i32> @llvm.masked.gather.nxv4i32.nxv4p0(<vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x i32> %old)
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
define void @vla_scatter(ptr %base, ptr %idx, ptr %in, ptr %mask) #0 {
  %i = load <vscale x 4 x i32>, ptr %idx, align 4
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %e = sext <vscale x 4 x i32> %i to <vscale x 4 x i64>
  %ptrs = getelementptr i32, ptr %base, <vscale x 4 x i64> %e
  call void @llvm.masked.scatter.nxv4i32.nxv4p0(<vscale x 4 x i32> %v, <vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m)
  ret void
}
; read field 1 of struct {x, y, z} per lane: ld3w with the lane mask as the
; structure predicate
define void @vla_stride3_load(ptr %out, ptr %aos, ptr %mask) #0 {
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %d = call {<vscale x 4 x i32>, <vscale x 4 x i32>, <vscale x 4 x i32>} @llvm.aarch64.sve.ld3.sret.nxv4i32(<vscale x 4 x i1> %m, ptr %aos)
  %y = extractvalue {<vscale x 4 x i32>, <vscale x 4 x i32>, <vscale x 4 x i32>} %d, 1
  %old = call <vscale x 4 x i32> @splat_i32(i32 -1)
  %r = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %y, <vscale x 4 x i32> %old
  store <vscale x 4 x i32> %r, ptr %out, align 4
  ret void
}
; write field 2 only: a scatter with index 3*lane + 2 (no other field touched)
define void @vla_stride3_store(ptr %aos, ptr %in, ptr %mask) #0 {
  %v = load <vscale x 4 x i32>, ptr %in, align 4
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %i3 = mul <vscale x 4 x i32> %s, splat (i32 3)
  %i = add <vscale x 4 x i32> %i3, splat (i32 2)
  %e = zext <vscale x 4 x i32> %i to <vscale x 4 x i64>
  %ptrs = getelementptr i32, ptr %aos, <vscale x 4 x i64> %e
  call void @llvm.masked.scatter.nxv4i32.nxv4p0(<vscale x 4 x i32> %v, <vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m)
  ret void
}

; ---- per-lane private array float a[8] (SoA: 8 scalable vectors on the
; stack, addvl): a[] = 0; a[idx] = val; out = a[j] ----
define void @vla_private(ptr %out, ptr %idxp, ptr %valp, i32 %j) #0 {
entry:
  %a = alloca [8 x <vscale x 4 x float>], align 16
  %vs = call i64 @llvm.vscale.i64()
  %bytes = mul i64 %vs, 128
  call void @llvm.memset.p0.i64(ptr align 16 %a, i8 0, i64 %bytes, i1 false)
  %idx = load <vscale x 4 x i32>, ptr %idxp, align 4
  %val = load <vscale x 4 x float>, ptr %valp, align 4
  %w = call i32 @width()
  %wv = call <vscale x 4 x i32> @splat_i32(i32 %w)
  %row = mul nuw nsw <vscale x 4 x i32> %idx, %wv
  %lane = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %off = add nuw nsw <vscale x 4 x i32> %row, %lane
  %off64 = zext <vscale x 4 x i32> %off to <vscale x 4 x i64>
  %ptrs = getelementptr float, ptr %a, <vscale x 4 x i64> %off64
  call void @llvm.masked.scatter.nxv4f32.nxv4p0(<vscale x 4 x float> %val, <vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> splat (i1 true))
  %rowp = getelementptr [8 x <vscale x 4 x float>], ptr %a, i64 0, i32 %j
  %r = load <vscale x 4 x float>, ptr %rowp, align 16
  store <vscale x 4 x float> %r, ptr %out, align 4
  ret void
}

; ---- a masked variant called with scalable arguments (SVE PCS: mask in
; p0, vectors in z0-z7, <vscale x 4 x i64>/double in register pairs) ----
define internal <vscale x 4 x double> @f.masked.vla(<vscale x 4 x i1> %m, <vscale x 4 x float> %x, i32 %u, <vscale x 4 x i64> %y) #2 {
  %e = fpext <vscale x 4 x float> %x to <vscale x 4 x double>
  %c = sitofp <vscale x 4 x i64> %y to <vscale x 4 x double>
  %uf = sitofp i32 %u to double
  %ui = insertelement <vscale x 4 x double> poison, double %uf, i64 0
  %us = shufflevector <vscale x 4 x double> %ui, <vscale x 4 x double> poison, <vscale x 4 x i32> zeroinitializer
  %s = fadd <vscale x 4 x double> %e, %c
  %t = fmul <vscale x 4 x double> %s, %us
  %r = select <vscale x 4 x i1> %m, <vscale x 4 x double> %t, <vscale x 4 x double> zeroinitializer
  ret <vscale x 4 x double> %r
}
define void @vla_call_masked(ptr %out, ptr %xp, ptr %yp, ptr %mask) #0 {
  %x = load <vscale x 4 x float>, ptr %xp, align 4
  %y32 = load <vscale x 4 x i32>, ptr %yp, align 4
  %y = sext <vscale x 4 x i32> %y32 to <vscale x 4 x i64>
  %m = call <vscale x 4 x i1> @mask_of(ptr %mask)
  %r = call <vscale x 4 x double> @f.masked.vla(<vscale x 4 x i1> %m, <vscale x 4 x float> %x, i32 3, <vscale x 4 x i64> %y)
  store <vscale x 4 x double> %r, ptr %out, align 8
  ret void
}

; ---- a foreach with a divergent if, every iteration predicated by whilelo:
; foreach (i = 0 ... n) { if (x[i] > 0) y[i] = a * x[i] + y[i]; else y[i] = -x[i]; }
define void @vla_foreach(ptr %y, ptr %x, float %a, i32 %n) #0 {
entry:
  %w = call i32 @width()
  %as.i = insertelement <vscale x 4 x float> poison, float %a, i64 0
  %as = shufflevector <vscale x 4 x float> %as.i, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done
loop:
  %base = phi i32 [ 0, %entry ], [ %base.next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %base, i32 %n)
  %b64 = sext i32 %base to i64
  %xp = getelementptr float, ptr %x, i64 %b64
  %yp = getelementptr float, ptr %y, i64 %b64
  %xv = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %xp, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  %c = fcmp ogt <vscale x 4 x float> %xv, zeroinitializer
  %mt = and <vscale x 4 x i1> %m, %c
  %yv = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %yp, i32 4, <vscale x 4 x i1> %mt, <vscale x 4 x float> poison)
  %t = call <vscale x 4 x float> @llvm.fma.nxv4f32(<vscale x 4 x float> %as, <vscale x 4 x float> %xv, <vscale x 4 x float> %yv)
  %e = fneg <vscale x 4 x float> %xv
  %r = select <vscale x 4 x i1> %c, <vscale x 4 x float> %t, <vscale x 4 x float> %e
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %r, ptr %yp, i32 4, <vscale x 4 x i1> %m)
  %base.next = add nsw i32 %base, %w
  %more = icmp slt i32 %base.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; ---- the kernels of docs/design/sve-vla.md's comparison with today's
; fixed-length code (Inputs/compare-kernels.spmd), written the way the
; scalable widener is to emit them: foreach as one loop predicated by
; whilelo, divergent branches skipped when their mask is empty ----

; foreach (i = 0 ... n) { if (x[i] > 0) y[i] = a * x[i] + y[i]; else y[i] = -x[i]; }
define void @saxpy_if(ptr %y, ptr %x, float %a, i32 %n) #0 {
entry:
  %w = call i32 @width()
  %as.i = insertelement <vscale x 4 x float> poison, float %a, i64 0
  %as = shufflevector <vscale x 4 x float> %as.i, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done
loop:
  %base = phi i32 [ 0, %entry ], [ %base.next, %join2 ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %base, i32 %n)
  %b64 = zext i32 %base to i64
  %xp = getelementptr float, ptr %x, i64 %b64
  %yp = getelementptr float, ptr %y, i64 %b64
  %xv = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %xp, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  %c = fcmp ogt <vscale x 4 x float> %xv, zeroinitializer
  %mt = and <vscale x 4 x i1> %m, %c
  %nc = xor <vscale x 4 x i1> %c, splat (i1 true)
  %me = and <vscale x 4 x i1> %m, %nc
  %anyt = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %mt)
  br i1 %anyt, label %then, label %join1
then:
  %yv = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %yp, i32 4, <vscale x 4 x i1> %mt, <vscale x 4 x float> poison)
  %ax = fmul <vscale x 4 x float> %as, %xv
  %t = fadd <vscale x 4 x float> %ax, %yv
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %t, ptr %yp, i32 4, <vscale x 4 x i1> %mt)
  br label %join1
join1:
  %anye = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %me)
  br i1 %anye, label %else, label %join2
else:
  %e = fneg <vscale x 4 x float> %xv
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %e, ptr %yp, i32 4, <vscale x 4 x i1> %me)
  br label %join2
join2:
  %base.next = add nuw nsw i32 %base, %w
  %more = icmp slt i32 %base.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; foreach (i = 0 ... n) out[i] = table[idx[i]];
define void @lookup(ptr %out, ptr %idx, ptr %table, i32 %n) #0 {
entry:
  %w = call i32 @width()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done
loop:
  %base = phi i32 [ 0, %entry ], [ %base.next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %base, i32 %n)
  %b64 = zext i32 %base to i64
  %ip = getelementptr i32, ptr %idx, i64 %b64
  %op = getelementptr float, ptr %out, i64 %b64
  %iv = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr %ip, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x i32> poison)
  %ie = sext <vscale x 4 x i32> %iv to <vscale x 4 x i64>
  %ptrs = getelementptr float, ptr %table, <vscale x 4 x i64> %ie
  %g = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> %ptrs, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> poison)
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %g, ptr %op, i32 4, <vscale x 4 x i1> %m)
  %base.next = add nuw nsw i32 %base, %w
  %more = icmp slt i32 %base.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; uniform count = 0; foreach (i = 0 ... n) { int v = in[i];
;   if (v > 0) count += packed_store_active(&out[count], v); } return count;
define i32 @compact(ptr %out, ptr %in, i32 %n) #0 {
entry:
  %w = call i32 @width()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done
loop:
  %base = phi i32 [ 0, %entry ], [ %base.next, %join ]
  %count = phi i32 [ 0, %entry ], [ %count.next, %join ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %base, i32 %n)
  %b64 = zext i32 %base to i64
  %ip = getelementptr i32, ptr %in, i64 %b64
  %v = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr %ip, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x i32> poison)
  %c = icmp sgt <vscale x 4 x i32> %v, zeroinitializer
  %mc = and <vscale x 4 x i1> %m, %c
  %any = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %mc)
  br i1 %any, label %then, label %join
then:
  %c64 = sext i32 %count to i64
  %dst = getelementptr i32, ptr %out, i64 %c64
  call void @llvm.masked.compressstore.nxv4i32(<vscale x 4 x i32> %v, ptr %dst, <vscale x 4 x i1> %mc)
  %z = zext <vscale x 4 x i1> %mc to <vscale x 4 x i32>
  %k = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %z)
  %count.add = add i32 %count, %k
  br label %join
join:
  %count.next = phi i32 [ %count, %loop ], [ %count.add, %then ]
  %base.next = add nuw nsw i32 %base, %w
  %more = icmp slt i32 %base.next, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %count.next, %join ]
  ret i32 %r
}

; foreach (i = 0 ... width) { c = (x0 + i * dx, y); z = c; for (k = 0; k < maxIt;
;   ++k) { if (|z|^2 > 4) break; z = z^2 + c; } out[i] = k; }
; The divergent loop keeps a live mask; a lane's k is the counter when it left.
define void @mandel_row(ptr %out, float %x0, float %dx, float %y, i32 %width, i32 %maxit) #0 {
entry:
  %w = call i32 @width()
  %x0s = call <vscale x 4 x float> @splat_f32(float %x0)
  %dxs = call <vscale x 4 x float> @splat_f32(float %dx)
  %cim = call <vscale x 4 x float> @splat_f32(float %y)
  %step = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %go = icmp sgt i32 %width, 0
  br i1 %go, label %gang, label %done
gang:
  %base = phi i32 [ 0, %entry ], [ %base.next, %store ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %base, i32 %width)
  %bs = call <vscale x 4 x i32> @splat_i32(i32 %base)
  %iv = add <vscale x 4 x i32> %bs, %step
  %if = sitofp <vscale x 4 x i32> %iv to <vscale x 4 x float>
  %idx = fmul <vscale x 4 x float> %if, %dxs
  %cre = fadd <vscale x 4 x float> %x0s, %idx
  %enter = icmp sgt i32 %maxit, 0
  br i1 %enter, label %iter, label %exit.count
iter:
  %k = phi i32 [ 0, %gang ], [ %k.next, %body ]
  %live = phi <vscale x 4 x i1> [ %m, %gang ], [ %live.next, %body ]
  %kout = phi <vscale x 4 x i32> [ zeroinitializer, %gang ], [ %kout.next, %body ]
  %zre = phi <vscale x 4 x float> [ %cre, %gang ], [ %zre.next, %body ]
  %zim = phi <vscale x 4 x float> [ %cim, %gang ], [ %zim.next, %body ]
  %re2 = fmul <vscale x 4 x float> %zre, %zre
  %im2 = fmul <vscale x 4 x float> %zim, %zim
  %mag = fadd <vscale x 4 x float> %re2, %im2
  %out.c = fcmp ogt <vscale x 4 x float> %mag, splat (float 4.0)
  %leave = and <vscale x 4 x i1> %live, %out.c
  %ks = call <vscale x 4 x i32> @splat_i32(i32 %k)
  %kout.next = select <vscale x 4 x i1> %leave, <vscale x 4 x i32> %ks, <vscale x 4 x i32> %kout
  %stay = xor <vscale x 4 x i1> %out.c, splat (i1 true)
  %live.next = and <vscale x 4 x i1> %live, %stay
  %any = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %live.next)
  br i1 %any, label %body, label %store
body:
  %nre = fsub <vscale x 4 x float> %re2, %im2
  %twore = fmul <vscale x 4 x float> %zre, splat (float 2.0)
  %nim = fmul <vscale x 4 x float> %twore, %zim
  %zre.next = fadd <vscale x 4 x float> %cre, %nre
  %zim.next = fadd <vscale x 4 x float> %cim, %nim
  %k.next = add nuw nsw i32 %k, 1
  %again = icmp slt i32 %k.next, %maxit
  br i1 %again, label %iter, label %exit.count.loop
exit.count.loop:
  ; the lanes still live leave with k = maxIt
  %kl = call <vscale x 4 x i32> @splat_i32(i32 %k.next)
  %kfin = select <vscale x 4 x i1> %live.next, <vscale x 4 x i32> %kl, <vscale x 4 x i32> %kout.next
  br label %store
exit.count:
  br label %store
store:
  %res = phi <vscale x 4 x i32> [ %kout.next, %iter ], [ %kfin, %exit.count.loop ], [ zeroinitializer, %exit.count ]
  %b64 = zext i32 %base to i64
  %op = getelementptr i32, ptr %out, i64 %b64
  call void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32> %res, ptr %op, i32 4, <vscale x 4 x i1> %m)
  %base.next = add nuw nsw i32 %base, %w
  %more = icmp slt i32 %base.next, %width
  br i1 %more, label %gang, label %done
done:
  ret void
}
define internal <vscale x 4 x float> @splat_f32(float %x) #0 {
  %i = insertelement <vscale x 4 x float> poison, float %x, i64 0
  %s = shufflevector <vscale x 4 x float> %i, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x float> %s
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(1,16) }
attributes #1 = { nounwind "target-features"="+sve,+sve2" vscale_range(1,16) }
attributes #2 = { noinline nounwind "target-features"="+sve" vscale_range(1,16) }
