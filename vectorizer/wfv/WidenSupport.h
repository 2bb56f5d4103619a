//===- WidenSupport.h - What the widener can handle -------------*- C++ -*-===//
//
// checkWidenable() reports, through DiagnosticInfoUnsupported, every
// instruction of a function that spmd-widen cannot vectorize: divergent
// values of non-scalar types, divergent accesses to allocas (per-lane
// private memory that SROA did not promote), volatile/atomic divergent
// accesses, calls with varying arguments or results other than the SPMD
// intrinsics and trivially vectorizable LLVM intrinsics, switches and other
// divergent instructions without a vector form.
//
// A scalable gang (GangWidth::isScalable(), `-target sve-vla`) widens every
// math intrinsic to its scalable form; those the backend cannot select (sin,
// exp, pow, …: !hasScalableForm) are replaced by the `sve` vector-math
// library (spmd-vector-math) or, with `--math-lib=system`, by per-lane
// loops (sve-lane-loops, vectorizer/ScalableLaneLoops.h).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_WIDENSUPPORT_H
#define SPMDC_VECTORIZER_WFV_WIDENSUPPORT_H

#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/IR/Intrinsics.h"

namespace spmdc {

/// True if a divergent value of type \p T can be widened.
bool isWidenableType(const llvm::Type *T);

/// True if \p CI is an intrinsic call the widener maps to a vector intrinsic.
bool isWidenableIntrinsic(const llvm::CallBase &CI, const ShapeInfo &SI);

/// Reports everything in \p F the widener cannot handle; true if none.
bool checkWidenable(llvm::Function &F, const ShapeInfo &SI);

/// True if the AArch64 backend selects the scalable vector form of the
/// intrinsic \p ID (one or a few SVE instructions).
bool hasScalableForm(llvm::Intrinsic::ID ID);

} // namespace spmdc

#endif
