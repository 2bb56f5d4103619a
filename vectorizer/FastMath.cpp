//===- FastMath.cpp - --opt=fast-math: flags on FP operations ------------===//
//
// See FastMath.h for what the flags are and why nnan/ninf are not among them.
//
//===----------------------------------------------------------------------===//

#include "vectorizer/FastMath.h"
#include "vectorizer/Statistics.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#define DEBUG_TYPE "spmd-fast-math"

using namespace llvm;

SPMDC_STATISTIC(NumFlagged, "Floating-point operations given fast-math flags");

namespace spmdc {

FastMathFlags fastMathFlags(bool Contract) {
  FastMathFlags FMF;
  FMF.setAllowReassoc();
  FMF.setAllowContract(Contract);
  FMF.setAllowReciprocal();
  FMF.setApproxFunc();
  FMF.setNoSignedZeros();
  return FMF;
}

unsigned addFastMathFlags(Module &M, FastMathFlags FMF) {
  unsigned N = 0;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      // FPMathOperator: FP arithmetic, fneg, fcmp, and selects, phis and
      // calls of FP (or FP-vector) type — the instructions that can carry
      // the flags.
      if (!isa<FPMathOperator>(I))
        continue;
      FastMathFlags Old = I.getFastMathFlags();
      FastMathFlags New = Old | FMF;
      if (!(New != Old))
        continue;
      I.setFastMathFlags(New);
      ++N;
    }
  NumFlagged += N;
  return N;
}

PreservedAnalyses SpmdFastMathPass::run(Module &M, ModuleAnalysisManager &) {
  // Flags change no CFG and no analysis result that spmdc's passes keep.
  return addFastMathFlags(M, fastMathFlags(Contract))
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

} // namespace spmdc
