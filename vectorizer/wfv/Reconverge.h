//===- Reconverge.h - Make divergent branches reconverging ------*- C++ -*-===//
//
// The spmd-reconverge driver. It removes unreachable blocks, checks the
// input, moves into their loops the break paths that hold work the gang
// sees as a whole (ExitPathsInLoops.h), and leaves a function that is
// reconverging alone -- unless it has an irreducible cycle, whose lanes
// leave it at different iterations too: that gets FixIrreducible's guard
// (below) and LCSSA phis for the values leaving it, and the function is
// left alone if it is reconverging then. Otherwise it ends every block
// that ends in `unreachable` with a branch to the return instead (a
// divergent branch into one could not reconverge; reaching it is
// undefined behaviour), gives every cycle with several entries a
// pre-entry flow block (LLVM's FixIrreducible, with the cycle's values
// moved through stack slots around it to avoid a FixIrreducible bug, see
// Reconverge.cpp), then runs one of two methods, chosen with the option
// --spmd-reconverge=open-tree|structurize:
//  * open-tree (default): the open-tree algorithm (OpenTreeReconverge.h),
//    which only transforms divergent branches, in up to four rounds; if the
//    CFG is still not reconverging (rare: rounds can stop making progress
//    on irreducible goto cycles with divergent breaks), the structurize
//    method below finishes the partly transformed CFG;
//  * structurize: LLVM's transforms as the AMDGPU backend uses them,
//    UnifyLoopExits and StructurizeCFG in skip-uniform-regions mode, on a
//    private FunctionAnalysisManager whose TargetIRAnalysis is the SPMD TTI
//    (SpmdTTI.h). StructurizeCFG decides uniformity once, before adding its
//    own (then presumed uniform) phis, so a skipped region may keep a
//    divergent branch: it is re-run with fresh uniformity (its
//    "structurizecfg.uniform" marks stripped) up to three times, then on all
//    regions. Kept for comparison (scripts/flow-block-report.sh).
// Then LCSSA again. An analysis remark (pass name spmd-reconverge) reports
// the method and the number of blocks added.
//
// Expects: an export SPMD function with switches lowered (LowerSwitch), a
// single `ret`, in LCSSA form (for its natural loops; an irreducible cycle
// has none). Guarantees: every cycle is a natural loop and F is in LCSSA
// form, so a value computed in a loop reaches a use after it only through
// an exit phi, which spmd-widen blends per lane (a lane that left earlier
// keeps its own value); and isReconverging(F), or an internal-error
// diagnostic. The IR stays valid either way. Unsupported
// input (a switch, several returns, a loop without an exit) is reported with
// DiagnosticInfoUnsupported and left unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_RECONVERGE_H
#define SPMDC_VECTORIZER_WFV_RECONVERGE_H

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/PassManager.h"

namespace spmdc {

/// Returns true if \p F was changed.
bool reconvergeFunction(llvm::Function &F);

/// Gives every cycle of \p F with several entries a pre-entry flow block
/// (LLVM's FixIrreducible, with the cycle's values moved through stack
/// slots around it, see Reconverge.cpp), so every cycle is a natural loop
/// that LoopInfo and LCSSA see. Returns true if \p F was changed. The
/// first form uses \p FAM's analyses and invalidates what changed.
bool makeCyclesReducible(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
bool makeCyclesReducible(llvm::Function &F);

/// True if \p F is an export SPMD function.
bool isExportFunction(const llvm::Function &F);

/// The blocks of \p F from which a `ret` can be reached.
llvm::SmallPtrSet<const llvm::BasicBlock *, 32>
blocksReachingReturn(const llvm::Function &F);

/// True if every block of \p F reaches a `ret` or ends in `unreachable`:
/// what spmd-reconverge requires (a block that cannot return is in or
/// leads into a loop without an exit, which it reports as the user's).
bool everyBlockCanReturn(const llvm::Function &F);

} // namespace spmdc

#endif
