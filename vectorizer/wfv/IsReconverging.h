//===- IsReconverging.h - Is a CFG reconverging? ----------------*- C++ -*-===//
//
// A CFG is *reconverging* (Moll & Hack, "Partial Control-Flow Linearization",
// PLDI 2018; Wahlster 2019) when every divergent branch has exactly two
// successors and one of them strictly post-dominates the branch's block. The
// mask lowering (Widen.h) relies on it: the lanes taking the other successor
// run first, the rest wait at the post-dominating successor ("rejoin block").
// Uniform branches and unconditional branches are unconstrained.
//
// One more condition makes waiting safe: while lanes wait at the rejoin block
// P, the lanes running ahead must not re-enter a cycle that contains P through
// an entry other than P. Doing so re-executes blocks that dominate P and
// overwrites, for all lanes, values the waiting lanes still need (a `continue`
// to an inner loop header while the other lanes go around the outer loop).
// A loop exit is fine: values leaving the loop reach P only through its LCSSA
// phis, which the mask lowering blends; so is P itself being the entry, since
// P's phis are blended too.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_ISRECONVERGING_H
#define SPMDC_VECTORIZER_WFV_ISRECONVERGING_H

#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/Analysis/PostDominators.h"

namespace spmdc {

/// The successor of \p BB's divergent branch that strictly post-dominates
/// \p BB, or nullptr if there is none (or both successors are the same).
llvm::BasicBlock *getRejoinSuccessor(llvm::BasicBlock *BB,
                                     const llvm::PostDominatorTree &PDT);

/// True if every divergent branch of \p F (per \p SI) is reconverging.
/// \p Why, if non-null, receives a description of the first violation.
bool isReconverging(llvm::Function &F, const ShapeInfo &SI,
                    std::string *Why = nullptr);

} // namespace spmdc

#endif
