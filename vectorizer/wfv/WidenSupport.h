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
// checkScalableWidenable() reports, the same way, what a scalable gang
// (GangWidth::isScalable(), `-target sve-vla`) does not handle yet
// (docs/design/sve-vla.md, step 6): math intrinsics the backend cannot
// expand on scalable vectors (sin, exp, pow, …: no SVE vector-math library
// yet). The widener then leaves the function alone: an error, never wrong
// code.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_WIDENSUPPORT_H
#define SPMDC_VECTORIZER_WFV_WIDENSUPPORT_H

#include "vectorizer/analysis/ShapeAnalysis.h"

namespace spmdc {

/// True if a divergent value of type \p T can be widened.
bool isWidenableType(const llvm::Type *T);

/// True if \p CI is an intrinsic call the widener maps to a vector intrinsic.
bool isWidenableIntrinsic(const llvm::CallBase &CI, const ShapeInfo &SI);

/// Reports everything in \p F the widener cannot handle; true if none.
bool checkWidenable(llvm::Function &F, const ShapeInfo &SI);

/// Reports everything in \p F the widener cannot handle yet for a scalable
/// gang; true if none.
bool checkScalableWidenable(llvm::Function &F, const ShapeInfo &SI);

} // namespace spmdc

#endif
