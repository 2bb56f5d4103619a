; Length-agnostic SVE kernels in the form the scalable widener emits them
; (gang W = vscale x 4 lanes of 32 bits, a foreach as one whilelo-predicated
; loop), each applying one math intrinsic to an array: a float gang calls
; llvm.<fn>.nxv4f32, a double gang llvm.<fn>.nxv4f64. vmath-sve.test runs
; them through spmd-vector-math<sve> (one library call per float gang, two
; per double gang through llvm.vector.extract/insert) and checks the results
; under qemu at every vector length (vmath_sve_host.cpp).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define void @gang_sin_f32(ptr %out, ptr %a0, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr float, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p0, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %r = call <vscale x 4 x float> @llvm.sin.nxv4f32(<vscale x 4 x float> %v0)
  %po = getelementptr float, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %r, ptr %po, i32 4, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_exp_f32(ptr %out, ptr %a0, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr float, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p0, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %r = call <vscale x 4 x float> @llvm.exp.nxv4f32(<vscale x 4 x float> %v0)
  %po = getelementptr float, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %r, ptr %po, i32 4, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_log_f32(ptr %out, ptr %a0, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr float, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p0, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %r = call <vscale x 4 x float> @llvm.log.nxv4f32(<vscale x 4 x float> %v0)
  %po = getelementptr float, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %r, ptr %po, i32 4, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_atan2_f32(ptr %out, ptr %a0, ptr %a1, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr float, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p0, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %p1 = getelementptr float, ptr %a1, i64 %i
  %v1 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p1, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %r = call <vscale x 4 x float> @llvm.atan2.nxv4f32(<vscale x 4 x float> %v0, <vscale x 4 x float> %v1)
  %po = getelementptr float, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %r, ptr %po, i32 4, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_pow_f32(ptr %out, ptr %a0, ptr %a1, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr float, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p0, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %p1 = getelementptr float, ptr %a1, i64 %i
  %v1 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr %p1, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x float> zeroinitializer)
  %r = call <vscale x 4 x float> @llvm.pow.nxv4f32(<vscale x 4 x float> %v0, <vscale x 4 x float> %v1)
  %po = getelementptr float, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %r, ptr %po, i32 4, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_sin_f64(ptr %out, ptr %a0, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr double, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p0, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %r = call <vscale x 4 x double> @llvm.sin.nxv4f64(<vscale x 4 x double> %v0)
  %po = getelementptr double, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f64.p0(<vscale x 4 x double> %r, ptr %po, i32 8, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_exp_f64(ptr %out, ptr %a0, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr double, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p0, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %r = call <vscale x 4 x double> @llvm.exp.nxv4f64(<vscale x 4 x double> %v0)
  %po = getelementptr double, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f64.p0(<vscale x 4 x double> %r, ptr %po, i32 8, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_log_f64(ptr %out, ptr %a0, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr double, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p0, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %r = call <vscale x 4 x double> @llvm.log.nxv4f64(<vscale x 4 x double> %v0)
  %po = getelementptr double, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f64.p0(<vscale x 4 x double> %r, ptr %po, i32 8, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_atan2_f64(ptr %out, ptr %a0, ptr %a1, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr double, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p0, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %p1 = getelementptr double, ptr %a1, i64 %i
  %v1 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p1, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %r = call <vscale x 4 x double> @llvm.atan2.nxv4f64(<vscale x 4 x double> %v0, <vscale x 4 x double> %v1)
  %po = getelementptr double, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f64.p0(<vscale x 4 x double> %r, ptr %po, i32 8, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @gang_pow_f64(ptr %out, ptr %a0, ptr %a1, i64 %n) #0 {
entry:
  %vs = call i64 @llvm.vscale.i64()
  %w = shl nuw nsw i64 %vs, 2
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i, i64 %n)
  %p0 = getelementptr double, ptr %a0, i64 %i
  %v0 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p0, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %p1 = getelementptr double, ptr %a1, i64 %i
  %v1 = call <vscale x 4 x double> @llvm.masked.load.nxv4f64.p0(ptr %p1, i32 8, <vscale x 4 x i1> %m, <vscale x 4 x double> zeroinitializer)
  %r = call <vscale x 4 x double> @llvm.pow.nxv4f64(<vscale x 4 x double> %v0, <vscale x 4 x double> %v1)
  %po = getelementptr double, ptr %out, i64 %i
  call void @llvm.masked.store.nxv4f64.p0(<vscale x 4 x double> %r, ptr %po, i32 8, <vscale x 4 x i1> %m)
  %next = add i64 %i, %w
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

attributes #0 = { nounwind "target-cpu"="generic" "target-features"="+v8.2a,+neon,+sve" vscale_range(1,16) }
