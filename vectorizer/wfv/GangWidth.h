//===- GangWidth.h - The number of lanes in a gang --------------*- C++ -*-===//
//
// \file
// The gang width W as the vectorizer sees it: either a compile-time constant
// (x86, NEON, the fixed-length sve-N targets, a GPU wave) or, for
// length-agnostic SVE, `vscale × MinLanes` lanes with vscale known only at
// run time (docs/design/sve-vla.md, section 2).
//
// Passes take a GangWidth instead of `unsigned W`. Code that works for both
// forms builds its types and values through the helpers here
// (VectorType::get with the ElementCount, splats, the lane count and the
// lane index); code that needs a known W (constant shuffle masks, bitcasts of
// masks to iW, stack slots of W elements) asks fixedLanes(), which asserts
// the width is fixed, after testing isScalable() and taking another way or
// reporting the construct as unsupported.
//
// Expects nothing; guarantees that a fixed GangWidth produces exactly the IR
// the former `unsigned W` code did (same constants, same instructions).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_GANGWIDTH_H
#define SPMDC_VECTORIZER_WFV_GANGWIDTH_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/TypeSize.h"

#include <cassert>
#include <string>

namespace spmdc {

class GangWidth {
public:
  /// No width: analyses that only use W as an optional refinement (shape
  /// analysis' carry and compare rules) then skip those rules.
  GangWidth() = default;

  /// A gang of exactly \p W lanes.
  static GangWidth fixed(unsigned W) {
    GangWidth G;
    G.EC = llvm::ElementCount::getFixed(W);
    G.MinLanes = G.MaxLanes = W;
    return G;
  }

  /// A gang of vscale × \p MinLanes lanes, vscale a power of two in
  /// [1, MaxVScale] (the functions carry vscale_range(1, MaxVScale)).
  static GangWidth scalable(unsigned MinLanes, unsigned MaxVScale) {
    assert(llvm::isPowerOf2_32(MinLanes) && llvm::isPowerOf2_32(MaxVScale));
    GangWidth G;
    G.EC = llvm::ElementCount::getScalable(MinLanes);
    G.MinLanes = MinLanes;
    G.MaxLanes = MinLanes * MaxVScale;
    return G;
  }

  /// Length-agnostic SVE with 32-bit lanes: vscale × 4, at most 2048 bits.
  static GangWidth sveScalable() { return scalable(4, 16); }

  /// Parses "W" (decimal, 1 ≤ W ≤ 1024) or "nxvN" (N a power of two, the
  /// SVE maximum of 16 for vscale) as pass-name parameters spell it.
  /// Returns an unknown width on a mismatch.
  static GangWidth parse(llvm::StringRef Text) {
    bool Scalable = Text.consume_front("nxv");
    unsigned N = 0;
    if (Text.getAsInteger(10, N) || N == 0 || N > 1024)
      return GangWidth();
    if (Scalable)
      return llvm::isPowerOf2_32(N) && N <= 64 ? scalable(N, 16) : GangWidth();
    return fixed(N);
  }

  bool isKnown() const { return MinLanes != 0; }
  bool isScalable() const { return EC.isScalable(); }
  bool isFixed() const { return isKnown() && !EC.isScalable(); }
  explicit operator bool() const { return isKnown(); }

  /// W of a fixed gang. Callers test isScalable() first.
  unsigned fixedLanes() const {
    assert(isFixed() && "the gang width is not a compile-time constant");
    return EC.getFixedValue();
  }

  /// "16" or "nxv4", as in pass names and messages.
  std::string str() const {
    if (!isKnown())
      return "?";
    return (isScalable() ? "nxv" : "") + std::to_string(MinLanes);
  }

  /// <W x T> or <vscale x N x T>.
  llvm::VectorType *vecTy(llvm::Type *T) const {
    return llvm::VectorType::get(T, EC);
  }
  /// The lane mask type, <W x i1> or <vscale x N x i1>.
  llvm::VectorType *maskTy(llvm::LLVMContext &Ctx) const {
    return vecTy(llvm::Type::getInt1Ty(Ctx));
  }
  /// A vector with \p C in every lane.
  llvm::Constant *splat(llvm::Constant *C) const {
    return llvm::ConstantVector::getSplat(EC, C);
  }
  /// \p V in every lane (insertelement + shufflevector).
  llvm::Value *splat(llvm::IRBuilderBase &B, llvm::Value *V,
                     const llvm::Twine &Name = "") const {
    return B.CreateVectorSplat(EC, V, Name);
  }

  /// The number of lanes as an \p IntTy value: the constant W, or
  /// `shl nuw nsw (llvm.vscale), log2 N` (one `cntw` on SVE).
  llvm::Value *count(llvm::IRBuilderBase &B, llvm::Type *IntTy) const {
    if (!isScalable())
      return llvm::ConstantInt::get(IntTy, MinLanes);
    llvm::Value *VScale = B.CreateVScale(IntTy);
    if (MinLanes == 1)
      return VScale;
    return B.CreateShl(VScale, llvm::Log2_32(MinLanes), "lanes",
                       /*HasNUW=*/true, /*HasNSW=*/true);
  }

  /// <0, 1, …, W-1> of \p IntTy: a constant vector, or llvm.stepvector.
  llvm::Value *laneIndex(llvm::IRBuilderBase &B, llvm::Type *IntTy) const {
    if (isScalable())
      return B.CreateStepVector(vecTy(IntTy));
    llvm::SmallVector<llvm::Constant *, 16> Lanes;
    for (unsigned K = 0; K < MinLanes; ++K)
      Lanes.push_back(llvm::ConstantInt::get(IntTy, K));
    return llvm::ConstantVector::get(Lanes);
  }

  /// fixed(W) or scalable(N): the element count of the gang's vectors.
  llvm::ElementCount EC = llvm::ElementCount::getFixed(0);
  /// W, or N: the lanes at the shortest vector length.
  unsigned MinLanes = 0;
  /// W, or N × the largest vscale: a bound for rules that only need one
  /// (shape analysis' carry-free bits and alignment divisibility).
  unsigned MaxLanes = 0;
};

} // namespace spmdc

#endif
