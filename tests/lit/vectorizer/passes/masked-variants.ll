; spmd-variants turns an internal function the inliner left (recursive) into
; a masked function with a leading varying i1 and calls it with `true`;
; spmd-widen then widens it into its shell `<name>.<W>` taking the <W x i1>
; mask, with uniform parameters scalar, varying ones vectors, a uniform
; return scalar and a varying return a vector, and calls the shell under
; the caller's mask (m(B) of the calling block).
; RUN: %spmdc-opt %s -passes=spmd-variants -S -o - | FileCheck %s --check-prefix=VARIANT
; RUN: %spmdc-opt %s -passes='spmd-variants,function(spmd-reconverge),spmd-widen<4>,spmd-verify' -S -o - | FileCheck %s --check-prefix=WIDE

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; VARIANT-NOT:   define internal i32 @down(
; VARIANT-LABEL: define void @entry(
; VARIANT:         call i32 @down.masked(i1 true,
; VARIANT:         call i32 @depth.masked(i1 true, i32 3)
; VARIANT-LABEL: define internal i32 @down.masked(i1 %__mask, i32 %n, i32 "spmd.uniform" %step)
; VARIANT:         call i32 @down.masked(i1 true, i32 %{{.*}}, i32 %step)
; VARIANT-LABEL: define internal "spmd.uniform" i32 @depth.masked(i1 %__mask, i32 "spmd.uniform" %k)
; VARIANT: attributes #{{.*}}"spmd.kind"="masked"

; WIDE-LABEL: define void @entry(
; WIDE:         call <4 x i32> @down.masked.4(<4 x i1> %arrive, <4 x i32> {{.*}}, i32 2)
; WIDE:         call i32 @depth.masked.4(<4 x i1> splat (i1 true), i32 3)
; WIDE-LABEL: define internal <4 x i32> @down.masked.4(<4 x i1> %__mask, <4 x i32> %n, i32 "spmd.uniform" %step)
; WIDE:         icmp sle <4 x i32> %n, zeroinitializer
; WIDE:         call <4 x i32> @down.masked.4(<4 x i1> %{{.*}}, <4 x i32> %{{.*}}, i32 %step)
; WIDE:         ret <4 x i32>
; WIDE-LABEL: define internal "spmd.uniform" i32 @depth.masked.4(<4 x i1> %__mask, i32 "spmd.uniform" %k)
; WIDE:         ret i32
; WIDE-NOT:   @down.masked(
; WIDE-NOT:   @spmd.variant

define internal i32 @down(i32 %n, i32 "spmd.uniform" %step) "spmd.kind"="internal" {
entry:
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %done, label %more
more:
  %m = sub nsw i32 %n, %step
  %r = call i32 @down(i32 %m, i32 %step)
  %r1 = add nsw i32 %r, 1
  br label %done
done:
  %v = phi i32 [ 0, %entry ], [ %r1, %more ]
  ret i32 %v
}

define internal "spmd.uniform" i32 @depth(i32 "spmd.uniform" %k) "spmd.kind"="internal" {
entry:
  %stop = icmp eq i32 %k, 0
  br i1 %stop, label %done, label %more
more:
  %k1 = sub i32 %k, 1
  %r = call i32 @depth(i32 %k1)
  %r1 = add i32 %r, 1
  br label %done
done:
  %v = phi i32 [ 0, %entry ], [ %r1, %more ]
  ret i32 %v
}

define void @entry(ptr "spmd.uniform" %out) "spmd.kind"="export" {
entry:
  %lane = call i32 @spmd.lane.index()
  %odd = and i32 %lane, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %call, label %join
call:
  %d = call i32 @down(i32 %lane, i32 2)
  br label %join
join:
  %x = phi i32 [ %d, %call ], [ -1, %entry ]
  %u = call i32 @depth(i32 3)
  %y = add i32 %x, %u
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %y, ptr %p, align 4
  ret void
}
