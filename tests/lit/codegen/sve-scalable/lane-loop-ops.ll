; LLVM 22 limit behind sve-lane-loops (vectorizer/ScalableLaneLoops.h):
; `frem` (ISPC's fmod) and `llvm.ldexp` on scalable vectors, like a math
; call without a library (math-call-crash.ll), abort instruction selection
; ("Possible incorrect use of EVT::getVectorNumElements() for scalable
; vector"); fixed-length vectors are unrolled into libm calls instead. If a
; LLVM-BUG line starts failing, LLVM handles the operation itself and the
; pass could leave it alone. After the pass, each is a loop over the lanes
; that compiles: fmodf per lane, and the scalar ldexp selects as `fscale`.
; RUN: split-file %s %t
; RUN: not --crash llc -O2 %t/frem.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: not --crash llc -O2 %t/ldexp.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM-BUG
; RUN: %spmdc-opt -passes=sve-lane-loops %t/frem.ll | llc -O2 -o - | FileCheck %s --check-prefix=FREM
; RUN: %spmdc-opt -passes=sve-lane-loops %t/ldexp.ll | llc -O2 -o - | FileCheck %s --check-prefix=LDEXP

; LLVM-BUG: getVectorNumElements() for scalable vector

; FREM-LABEL: fmod_gang:
; FREM: cntw
; FREM: bl fmodf
; FREM: b.{{lo|hi|ne|cc|cs}}
; LDEXP-LABEL: ldexp_gang:
; LDEXP: cntw
; LDEXP: fscale
; LDEXP: b.{{lo|hi|ne|cc|cs}}

;--- frem.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 4 x float> @fmod_gang(<vscale x 4 x float> %x, <vscale x 4 x float> %y) #0 {
  %r = frem <vscale x 4 x float> %x, %y
  ret <vscale x 4 x float> %r
}

attributes #0 = { nounwind "target-cpu"="generic" "target-features"="+v8.2a,+neon,+sve" vscale_range(1,16) }

;--- ldexp.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

define <vscale x 4 x float> @ldexp_gang(<vscale x 4 x float> %x, <vscale x 4 x i32> %e) #0 {
  %r = call <vscale x 4 x float> @llvm.ldexp.nxv4f32.nxv4i32(<vscale x 4 x float> %x, <vscale x 4 x i32> %e)
  ret <vscale x 4 x float> %r
}

attributes #0 = { nounwind "target-cpu"="generic" "target-features"="+v8.2a,+neon,+sve" vscale_range(1,16) }
