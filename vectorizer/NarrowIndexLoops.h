//===- NarrowIndexLoops.h - Loops LLVM 22 would vectorize wrong -*- C++ -*-===//
//
// \file
// narrow-index-loops: a loop whose memory addresses extend two induction
// sequences of different narrow widths that may wrap (`t[i & 15]` and
// `t[i & 3]`: SCEV's `zext {0,+,1}<i4>` and `zext {0,+,1}<i2>`) is marked
// `llvm.loop.vectorize.enable false`, so LLVM's loop vectorizer leaves it.
//
// Why: to vectorize such a loop the vectorizer assumes that each narrow
// sequence does not wrap and checks it at run time, but LLVM 22 takes the
// assumption for the wider one as implying the one for the narrower
// (SCEVWrapPredicate::implies compares only start and step: LLVM issue
// 191382, fixed after LLVM 22 by PR 191498). It then checks only i < 16
// and reads t[i] for both: in `for (uniform int i = 0; i < n; ++i)
// out[i] = t[i % 16] * 10 + u[i % 4];` wrong for 8 <= n <= 16 on avx512,
// sse4, neon and sve, and for a loop to programCount on sve at 256 and 512
// bits (session 25, probe25l). LLVM's -vectorize-scev-check-threshold=0
// does not help where the assumptions come from the cost model's
// consecutive-access queries (local tables) rather than the dependence
// analysis.
//
// Which loops: innermost loops with a load or store whose address has a
// zero or sign extension of an add-recurrence of the loop, of a narrower
// type, that SCEV cannot prove free of unsigned or signed wrap
// (respectively), with at least two such widths in the loop. An i32
// counter with `nsw`, extended to i64, is free of wrap and does not count.
//
// Expects: the function at LLVM's vectorizer start (after loop rotation
// and induction simplification). Guarantees: only loop metadata changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_NARROWINDEXLOOPS_H
#define SPMDC_VECTORIZER_NARROWINDEXLOOPS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

struct NarrowIndexLoopsPass : llvm::PassInfoMixin<NarrowIndexLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace spmdc

#endif
