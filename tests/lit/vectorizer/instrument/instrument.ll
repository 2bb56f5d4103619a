; spmd-instrument puts one counting call at the top of every block that does
; work (not in the empty join), points it at the block's pair of counters,
; and registers a table of the blocks (function, name, line, instruction
; count) with spmdrt from a constructor; spmd-widen lowers each call against
; its block's execution mask: one execution and popcount(mask) lanes, with
; the entry block known all-on (W lanes). The verifier is clean after both.
; RUN: %spmdc-opt %s -passes='spmd-instrument<8>,spmd-verify' -S | FileCheck %s
; RUN: %spmdc-opt %s -passes='spmd-instrument<8>,spmd-reconverge,spmd-widen<8>,spmd-verify' -S | FileCheck %s --check-prefix=WIDE

declare i32 @spmd.lane.index() nounwind willreturn memory(none)

; CHECK: @spmdc.instr.counters = internal global [3 x [2 x i64]] zeroinitializer, align 8
; CHECK: @spmdc.instr.blocks = private constant [3 x { ptr, ptr, i32, i32 }] [{ ptr, ptr, i32, i32 } { ptr @spmdc.instr.str{{.*}}, ptr @spmdc.instr.str{{.*}}, i32 3, i32 5 }, { ptr, ptr, i32, i32 } { ptr @spmdc.instr.str{{.*}}, ptr @spmdc.instr.str{{.*}}, i32 4, i32 1 }, { ptr, ptr, i32, i32 } { ptr @spmdc.instr.str{{.*}}, ptr @spmdc.instr.str{{.*}}, i32 5, i32 1 }]
; CHECK: @spmdc.instr.module = internal global { i32, i32, i32, i32, ptr, ptr, ptr, ptr, ptr } { i32 1, i32 8, i32 3, i32 0, ptr @{{.*}}, ptr @{{.*}}, ptr @spmdc.instr.blocks, ptr @spmdc.instr.counters, ptr null }
; CHECK: @llvm.global_ctors = appending global {{.*}} @spmdc.instr.register

; CHECK-LABEL: define void @branch(
; CHECK:       entry:
; CHECK-NEXT:    call void @spmd.instrument(ptr @spmdc.instr.counters)
; CHECK:       then:
; CHECK-NEXT:    call void @spmd.instrument(ptr getelementptr inbounds ([3 x [2 x i64]], ptr @spmdc.instr.counters, i64 0, i64 1))
; CHECK-NEXT:    store i32 1
; CHECK:       else:
; CHECK-NEXT:    call void @spmd.instrument(ptr getelementptr inbounds ([3 x [2 x i64]], ptr @spmdc.instr.counters, i64 0, i64 2))
; CHECK:       join:
; CHECK-NEXT:    ret void
; CHECK-LABEL: define void @helper(
; CHECK-NOT:     spmd.instrument
; CHECK:         ret void

; CHECK: declare void @spmd.instrument(ptr) #[[ATTR:[0-9]+]]
; CHECK: define internal void @spmdc.instr.register()
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @spmdrt_instrument_register(ptr @spmdc.instr.module)
; CHECK: attributes #[[ATTR]] = { convergent nounwind willreturn memory(inaccessiblemem: readwrite) }

; WIDE-LABEL: define void @branch(
; WIDE:       entry:
; WIDE-NEXT:    atomicrmw add ptr @spmdc.instr.counters, i64 1 monotonic, align 8
; WIDE-NEXT:    atomicrmw add ptr getelementptr inbounds ([2 x i64], ptr @spmdc.instr.counters, i32 0, i32 1), i64 8 monotonic, align 8
; WIDE:       then:
; WIDE:         %[[BITS:.*]] = bitcast <8 x i1> %{{.*}} to i8
; WIDE-NEXT:    %[[N:.*]] = call i8 @llvm.ctpop.i8(i8 %[[BITS]])
; WIDE-NEXT:    %[[N64:.*]] = zext i8 %[[N]] to i64
; WIDE-NEXT:    atomicrmw add ptr getelementptr inbounds {{.*}}, i64 1 monotonic, align 8
; WIDE-NEXT:    atomicrmw add ptr getelementptr inbounds {{.*}}, i64 %[[N64]] monotonic, align 8
; WIDE-NOT:   call void @spmd.instrument

define void @branch(ptr "spmd.uniform" %a) "spmd.kind"="export" !dbg !5 {
entry:
  %lane = call i32 @spmd.lane.index(), !dbg !8
  %ix = sext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %odd = and i32 %lane, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr %p, align 4, !dbg !9
  br label %join
else:
  store i32 2, ptr %p, align 4, !dbg !10
  br label %join
join:
  ret void
}

; Not a gang entry: not instrumented.
define void @helper(ptr %a) "spmd.kind"="internal" {
  store i32 0, ptr %a, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "spmdc", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.spmd", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "branch", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 5, scope: !5)
!9 = !DILocation(line: 4, column: 9, scope: !5)
!10 = !DILocation(line: 5, column: 9, scope: !5)
