//===- LowerSwitchChains.h - Switches as chains of tests, with lines -*- C++ -*-===//
//
// \file
// spmd-lower-switch: every switch becomes conditional branches, as the
// vectorizer needs. A switch of up to MaxChainCases case values becomes a
// chain of tests in case order -- `x == a` (or `x == a | x == b` for the
// values sharing a destination) to the case's block, else the next test,
// the last test's else the default -- the shape of the `if / else if`
// chain the source usually was (SimplifyCFG turns `if (m == 0) .. else if
// (m == 1) .. else ..` into a switch before the vectorizer sees it).
// LLVM's LowerSwitch builds a binary tree instead, whose leaves share the
// default block; DARM cannot meld sides entered from two places, so a
// three-way branch on a material id melded nothing (its float-range twin
// melds all three arms). Larger switches still go to LLVM's LowerSwitch
// (after the vectorizer, SimplifyCFG makes a uniform chain a switch again,
// with a jump table where it pays).
//
// Every branch and compare made for a switch carries the switch's source
// location (LLVM's LowerSwitch leaves them without one: a DARM remark for
// a switch's cases read `spmdc: remark:`).
//
// Expects: any function. Guarantees: no switch is left; each lane reaches
// the block its switch sent it to, with the same phi values; the new
// instructions have the switch's debug location; nothing else changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_LOWERSWITCHCHAINS_H
#define SPMDC_VECTORIZER_LOWERSWITCHCHAINS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

struct SpmdLowerSwitchPass : llvm::PassInfoMixin<SpmdLowerSwitchPass> {
  /// Switches with more case values than this become LLVM's search tree.
  static constexpr unsigned MaxChainCases = 16;
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace spmdc

#endif
