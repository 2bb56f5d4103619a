//===- Reconverge.h - Make divergent branches reconverging ------*- C++ -*-===//
//
// First version of the reconverging-CFG transform, reusing LLVM's own
// transforms as the AMDGPU backend does: FixIrreducible, UnifyLoopExits and
// StructurizeCFG in skip-uniform-regions mode, then LCSSA again. The
// transforms run with a private FunctionAnalysisManager whose
// TargetIRAnalysis is the SPMD TTI (SpmdTTI.h), so StructurizeCFG's
// uniformity query sees the SPMD divergence sources whatever the caller's
// target is. StructurizeCFG decides uniformity once, before adding its own
// (then presumed uniform) phis, so a skipped region may keep a divergent
// branch: the structurizer is re-run with fresh uniformity (its
// "structurizecfg.uniform" marks stripped) up to three times, then on all
// regions. A function that is already reconverging is left alone.
//
// Expects: an export SPMD function with switches lowered (LowerSwitch), a
// single `ret`, in LCSSA form. Guarantees: isReconverging(F) afterwards, or
// an internal-error diagnostic; the IR stays valid either way. Unsupported
// input (a switch, several returns) is reported with DiagnosticInfoUnsupported
// and left unchanged.
//
// A later version replaces StructurizeCFG by the open-tree algorithm
// (Wahlster 2019), keeping this interface.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_RECONVERGE_H
#define SPMDC_VECTORIZER_WFV_RECONVERGE_H

#include "llvm/IR/Function.h"

namespace spmdc {

/// Returns true if \p F was changed.
bool reconvergeFunction(llvm::Function &F);

/// True if \p F is an export SPMD function.
bool isExportFunction(const llvm::Function &F);

} // namespace spmdc

#endif
