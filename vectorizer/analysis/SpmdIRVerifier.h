//===- SpmdIRVerifier.h - Checks the SPMD IR contract -----------*- C++ -*-===//
//
// Checks a module against docs/spmd-ir.md and reports every violation as an
// error through LLVMContext::diagnose (never aborts, never changes the IR):
//   - "spmd.kind" is export, internal or task;
//   - a defined SPMD function has exactly one `ret`;
//   - export functions return void or a scalar and take scalar/pointer args;
//   - the spmd.* gang intrinsics have their documented signatures, and the
//     operand of @spmd.gang.shared is an alloca;
//   - before widening (no "spmd.widened" attribute) an SPMD function holds
//     no vector types; after widening it calls no spmd.lane.index and no
//     cross-lane operation;
//   - every call to a cross-lane operation (CrossLaneOps.h) is convergent.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_SPMDIRVERIFIER_H
#define SPMDC_VECTORIZER_ANALYSIS_SPMDIRVERIFIER_H

#include "llvm/IR/Module.h"

namespace spmdc {

/// Function attribute the widener puts on the functions it has widened.
inline constexpr const char *WidenedAttrName = "spmd.widened";

/// Checks \p M; returns the number of violations reported.
unsigned verifySpmdModule(llvm::Module &M);
/// Checks one function (and the declarations of its module).
unsigned verifySpmdFunction(llvm::Function &F);

} // namespace spmdc

#endif
