; sve-mask-reductions (vectorizer/SveMaskReductions.h): in fixed-length SVE
; functions, mask-to-integer bitcasts become reductions, because LLVM 22
; builds the integer one lane at a time (umov per lane).
; RUN: spmdc-opt -passes=sve-mask-reductions %s -S | FileCheck %s
; RUN: spmdc-opt -passes=sve-mask-reductions %s -S | llc -O2 -asm-verbose=false -o - | FileCheck %s --check-prefix=ASM
; Without the pass the same functions are built lane by lane:
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s --check-prefix=LANEWISE

target triple = "aarch64-unknown-linux-gnu"

; any + popcnt of one mask (16 lanes, sve-512)
; CHECK-LABEL: define i32 @count_and_test(
; CHECK-NOT:     bitcast
; CHECK:         %[[ONES:.*]] = zext <16 x i1> %c to <16 x i32>
; CHECK-NEXT:    %[[SUM:.*]] = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %[[ONES]])
; CHECK-NEXT:    %n = trunc i32 %[[SUM]] to i16
; CHECK:         %[[ANY:.*]] = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %c)
; CHECK-NEXT:    %z = xor i1 %[[ANY]], true
; ASM-LABEL: count_and_test:
; ASM-NOT:     umov
; ASM:         ret
; LANEWISE-LABEL: count_and_test:
; LANEWISE-COUNT-16: umov
define i32 @count_and_test(ptr %p) #0 {
entry:
  %v = load <16 x i32>, ptr %p
  %c = icmp sgt <16 x i32> %v, zeroinitializer
  %b = bitcast <16 x i1> %c to i16
  %n = call i16 @llvm.ctpop.i16(i16 %b)
  %r = zext i16 %n to i32
  %z = icmp eq i16 %b, 0
  br i1 %z, label %none, label %some
some:
  ret i32 %r
none:
  ret i32 0
}

; all / not all, and the bit pattern itself (lanemask()) at 2048 bits
; CHECK-LABEL: define i64 @all_and_bits(
; CHECK:         %b = call i64 @llvm.vector.reduce.or.v64i64(<64 x i64> %{{.*}})
; CHECK:         %[[ALL:.*]] = call i1 @llvm.vector.reduce.and.v64i1(<64 x i1> %c)
; CHECK-NEXT:    %ne = xor i1 %[[ALL]], true
; CHECK:         %[[ALL2:.*]] = call i1 @llvm.vector.reduce.and.v64i1(<64 x i1> %c)
; CHECK-NOT:     xor
; CHECK:         ret i64
; ASM-LABEL: all_and_bits:
; ASM-NOT:     umov
; ASM:         ret
; LANEWISE-LABEL: all_and_bits:
; LANEWISE-COUNT-16: umov
define i64 @all_and_bits(ptr %p, ptr %q) #1 {
entry:
  %v = load <64 x i32>, ptr %p
  %c = icmp sgt <64 x i32> %v, zeroinitializer
  %b = bitcast <64 x i1> %c to i64
  %ne = icmp ne i64 %b, -1
  %eq = icmp eq i64 %b, -1
  %x = zext i1 %ne to i64
  %y = zext i1 %eq to i64
  store i64 %y, ptr %q
  %s = add i64 %b, %x
  ret i64 %s
}

; Not fixed-length SVE (vscale_range minimum 1: the 128-bit variant, NEON
; code): untouched.
; CHECK-LABEL: define i1 @neon_sized(
; CHECK:         bitcast <4 x i1> %c to i4
define i1 @neon_sized(<4 x i32> %v) #2 {
  %c = icmp sgt <4 x i32> %v, zeroinitializer
  %b = bitcast <4 x i1> %c to i4
  %z = icmp eq i4 %b, 0
  ret i1 %z
}

; The semantics at every bit: lane i is bit i.
; CHECK-LABEL: define i8 @eight_lanes(
; CHECK:         select <8 x i1> %c, <8 x i8> <i8 1, i8 2, i8 4, i8 8, i8 16, i8 32, i8 64, i8 -128>, <8 x i8> zeroinitializer
define i8 @eight_lanes(<8 x i32> %v) #3 {
  %c = icmp sgt <8 x i32> %v, zeroinitializer
  %b = bitcast <8 x i1> %c to i8
  ret i8 %b
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(4,16) }
attributes #1 = { nounwind "target-features"="+sve" vscale_range(16,16) }
attributes #2 = { nounwind "target-features"="+sve" vscale_range(1,16) }
attributes #3 = { nounwind "target-features"="+sve" vscale_range(2,2) }
