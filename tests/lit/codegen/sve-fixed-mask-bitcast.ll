; LLVM 22 weakness behind step 0 of docs/design/sve-vla.md: with
; fixed-length SVE (vscale_range minimum >= 2, the sve-256 ... sve-2048
; variants), a mask bitcast to an integer that is both tested and counted
; -- the form InstCombine gives `any(m)` (icmp ne (bitcast m), 0) and
; `count(m)` (ctpop (bitcast m)) -- is built lane by lane: 16 umov for a
; <16 x i1>, most of compact_sve_512's 63-instruction loop. The same
; operations as reductions of the mask, emitted after the last InstCombine,
; need no umov (uaddv + umaxv). If the first function stops needing the
; umovs, LLVM has improved and step 0 may be unnecessary.
; RUN: llc -O2 -asm-verbose=false %s -o - | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

; CHECK-LABEL: count_and_test_bitcast:
; CHECK-COUNT-16: umov
; CHECK:         ret
define i32 @count_and_test_bitcast(ptr %p) #0 {
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

; CHECK-LABEL: count_and_test_reduce:
; CHECK-NOT:     umov
; CHECK:         uaddv
; CHECK-NOT:     umov
; CHECK:         ret
define i32 @count_and_test_reduce(ptr %p) #0 {
entry:
  %v = load <16 x i32>, ptr %p
  %c = icmp sgt <16 x i32> %v, zeroinitializer
  %zz = zext <16 x i1> %c to <16 x i32>
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %zz)
  %any = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %c)
  br i1 %any, label %some, label %none
some:
  ret i32 %r
none:
  ret i32 0
}

attributes #0 = { nounwind "target-features"="+sve" vscale_range(4,16) }
