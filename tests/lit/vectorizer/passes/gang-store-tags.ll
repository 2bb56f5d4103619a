; spmd-protect-gang-stores makes exactly the stores tagged !spmd.gang.store
; volatile (not the untagged ones, not an atomic one); spmd-widen makes them
; plain again wherever their address comes from: here a phi of two
; gang-shared arrays' elements (which a walk from @spmd.gang.shared along
; GEPs and casts did not reach, leaving the store volatile).
; RUN: %spmdc-opt %s -passes=spmd-protect-gang-stores -S | FileCheck %s --check-prefix=PROT
; RUN: %spmdc-opt %s -passes=spmd-protect-gang-stores,spmd-widen'<4>',spmd-finalize,spmd-verify -S | FileCheck %s --check-prefix=WIDE

declare i32 @spmd.lane.index() nounwind willreturn memory(none)
declare void @spmd.gang.shared(ptr) nounwind

; PROT-LABEL: define void @f(
; PROT: store i32 0, ptr %x, align 4{{$}}
; PROT: store volatile i32 1, ptr %p, align 4, !spmd.gang.store
; PROT: store atomic i32 2, ptr %x monotonic, align 4, !spmd.gang.store
; WIDE-LABEL: define void @f(
; WIDE-NOT: volatile
; WIDE: store i32 1, ptr %p, align 4
; WIDE-NOT: volatile
; WIDE: ret void
define void @f(ptr %o, i1 %u) "spmd.kind"="export" {
entry:
  %x = alloca [4 x i32], align 4
  call void @spmd.gang.shared(ptr %x)
  %y = alloca [4 x i32], align 4
  call void @spmd.gang.shared(ptr %y)
  store i32 0, ptr %x, align 4
  %tid = call i32 @spmd.lane.index()
  %c = icmp sgt i32 %tid, 1
  br i1 %u, label %left, label %right
left:
  %gx = getelementptr inbounds [4 x i32], ptr %x, i64 0, i64 1
  br label %join
right:
  %gy = getelementptr inbounds [4 x i32], ptr %y, i64 0, i64 2
  br label %join
join:
  %p = phi ptr [ %gx, %left ], [ %gy, %right ]
  br i1 %c, label %then, label %end
then:
  store i32 1, ptr %p, align 4, !spmd.gang.store !0
  br label %end
end:
  store atomic i32 2, ptr %x monotonic, align 4, !spmd.gang.store !0
  %v = load i32, ptr %x, align 4
  store i32 %v, ptr %o, align 4
  ret void
}

!0 = !{}
