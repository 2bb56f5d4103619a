//===- LowerSwitchLocations.h - LowerSwitch that keeps source lines -*- C++ -*-===//
//
// \file
// spmd-lower-switch: LLVM's LowerSwitch, after which the branches and
// compares it built for a switch carry the switch's source location.
// LowerSwitch leaves them without one, so every later report about them --
// a DARM remark for a `switch` whose cases meld (the branch DARM sees is one
// of LowerSwitch's leaf tests), an spmd-widen remark, a debugger's line
// table -- had no `file:line:col`.
//
// Expects: any function. Guarantees: what LowerSwitch guarantees (no
// switch is left); the instructions LowerSwitch created for a switch that
// had a location, in the switch's block and the blocks it added for that
// switch, have that location; no other instruction changes.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_LOWERSWITCHLOCATIONS_H
#define SPMDC_VECTORIZER_LOWERSWITCHLOCATIONS_H

#include "llvm/IR/PassManager.h"

namespace spmdc {

struct SpmdLowerSwitchPass : llvm::PassInfoMixin<SpmdLowerSwitchPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace spmdc

#endif
