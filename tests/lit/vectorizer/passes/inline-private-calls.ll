; spmd-inline-private-calls: a call of a `noinline` internal function that
; passes the address of the caller's private memory (an alloca that is not
; gang memory, also through a GEP) is inlined with a remark, since a masked
; call cannot take a per-lane address of memory spmd-privatize lays out
; for the gang; so is a call the inlined body hands that address on to. A
; call passing other memory (a parameter's, a gang-shared alloca's) stays
; a call; so does a call of a recursive function, directly or mutually
; (inlining one level would only move it: spmd-privatize gives the object
; a lane-contiguous layout), and of a function without NoInline.
; RUN: %spmdc-opt %s -passes=spmd-inline-private-calls -pass-remarks-missed=inline -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: opt -passes=verify -disable-output %t.ll

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr)

; REMARK-DAG: remark: <unknown>:0:0: 'bump' is declared 'noinline' but is inlined here: argument 1 is the address of a private variable of the caller, which a call passes as one address per program instance (gathers and scatters in the called function)
; REMARK-DAG: remark: <unknown>:0:0: 'bump' is declared 'noinline' but is inlined here: argument 1 is the address of a private variable of the caller, which a call passes as one address per program instance (gathers and scatters in the called function)
; REMARK-DAG: remark: <unknown>:0:0: 'inner' is declared 'noinline' but is inlined here: argument 1
; REMARK-DAG: remark: <unknown>:0:0: 'inner' is declared 'noinline' but is inlined here: argument 1
; REMARK-NOT: remark

; CHECK-LABEL: define void @entry(
; CHECK-NOT:     call void @bump(ptr %x)
; CHECK-NOT:     call void @inner(ptr %x)
; CHECK-NOT:     call void @bump(ptr %field)
; CHECK:         call void @bump(ptr %out)
; CHECK:         call void @bump(ptr %shared)
; CHECK:         call void @plain(ptr %x)
; CHECK:         call void @rec(ptr %x)
; CHECK:         call void @ping(ptr %x)
; CHECK-LABEL: define internal void @bump(
; CHECK:         call void @inner(ptr %p)
define void @entry(ptr "spmd.uniform" %out) "spmd.kind"="export" {
  %x = alloca i32, align 4
  %pair = alloca { i32, i32 }, align 4
  %shared = alloca i32, align 4
  call void @spmd.gang.shared(ptr %shared)
  %lane = call i32 @spmd.lane.index()
  store i32 %lane, ptr %x, align 4
  call void @bump(ptr %x)
  %field = getelementptr inbounds { i32, i32 }, ptr %pair, i32 0, i32 1
  call void @bump(ptr %field)
  call void @bump(ptr %out)
  call void @bump(ptr %shared)
  call void @plain(ptr %x)
  call void @rec(ptr %x)
  call void @ping(ptr %x)
  ret void
}

define internal void @bump(ptr %p) noinline "spmd.kind"="internal" {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  call void @inner(ptr %p)
  ret void
}

define internal void @inner(ptr %p) noinline "spmd.kind"="internal" {
  store i32 7, ptr %p, align 4
  ret void
}

define internal void @rec(ptr %p) noinline "spmd.kind"="internal" {
  %v = load i32, ptr %p, align 4
  %stop = icmp sgt i32 %v, 10
  br i1 %stop, label %done, label %again
again:
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  call void @rec(ptr %p)
  br label %done
done:
  ret void
}

define internal void @plain(ptr %p) "spmd.kind"="internal" {
  store i32 0, ptr %p, align 4
  ret void
}

define internal void @ping(ptr %p) noinline "spmd.kind"="internal" {
  %v = load i32, ptr %p, align 4
  %stop = icmp sgt i32 %v, 10
  br i1 %stop, label %done, label %again
again:
  call void @pong(ptr %p)
  br label %done
done:
  ret void
}

define internal void @pong(ptr %p) noinline "spmd.kind"="internal" {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  call void @ping(ptr %p)
  ret void
}
