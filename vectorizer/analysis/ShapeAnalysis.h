//===- ShapeAnalysis.h - Affine divergence (shape) analysis -----*- C++ -*-===//
//
// Every value of an SPMD function gets a *shape* (Sampaio et al., "Divergence
// Analysis", TOPLAS 2013; Karrenberg & Hack's WFV):
//   uniform            the same in every lane           (stride 0)
//   affine(stride=s)   lane k holds base + k*s           (s a constant; bytes
//                                                          for pointers)
//   varying            anything else
// Divergence itself (including control- and temporal divergence) comes from
// LLVM's UniformityInfo driven by the SPMD divergence sources (SpmdTTI.h);
// the affine layer refines divergent values:
//   lane.index → 1; add/sub → sum/difference; mul/shl by a constant → scaled;
//   sext keeps the stride only for nsw-computed operands, zext only for nuw;
//   trunc keeps it; GEP → Σ stride(index)·element size; `or disjoint` as add;
//   phi/select/load/calls/… → varying.
// Expects: an SPMD function (docs/spmd-ir.md). Guarantees: a result for every
// argument, instruction and block terminator; never modifies the function
// except through materializeBase().
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_SHAPEANALYSIS_H
#define SPMDC_VECTORIZER_ANALYSIS_SHAPEANALYSIS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <optional>
#include <string>

namespace spmdc {

/// One point of the shape lattice. uniform (stride 0) ⊑ affine(s) ⊑ varying.
struct Shape {
  bool Varying = false;
  int64_t Stride = 0;   // meaningful only when !Varying
  bool NoSignedWrap = true;   // lane values computed without signed wrap
  bool NoUnsignedWrap = true; // lane values computed without unsigned wrap

  static Shape uniform() { return Shape(); }
  static Shape affine(int64_t S, bool NSW = false, bool NUW = false) {
    Shape R;
    R.Stride = S;
    R.NoSignedWrap = NSW || S == 0;
    R.NoUnsignedWrap = NUW || S == 0;
    return R;
  }
  static Shape varying() {
    Shape R;
    R.Varying = true;
    R.NoSignedWrap = R.NoUnsignedWrap = false;
    return R;
  }

  bool isUniform() const { return !Varying && Stride == 0; }
  bool isAffine() const { return !Varying; } // includes uniform
  bool isStrided() const { return !Varying && Stride != 0; }

  bool operator==(const Shape &O) const {
    return Varying == O.Varying && (Varying || Stride == O.Stride);
  }
  bool operator!=(const Shape &O) const { return !(*this == O); }

  /// Lattice join (meet of information): equal → itself, else varying.
  static Shape join(const Shape &A, const Shape &B);
  /// Shape of a + b and a - b.
  static Shape add(const Shape &A, const Shape &B);
  static Shape sub(const Shape &A, const Shape &B);
  /// Shape of a * c for a constant c.
  static Shape scale(const Shape &A, int64_t C);

  /// "uniform", "affine(stride=4)", "affine(stride=4 bytes)", "varying".
  std::string str(bool IsPointer = false) const;
};

/// The result of the shape analysis for one function.
class ShapeInfo {
public:
  /// Shape of \p V; constants, globals and values not in the function are
  /// uniform.
  Shape getShape(const llvm::Value *V) const;
  bool isUniform(const llvm::Value *V) const { return getShape(V).isUniform(); }
  bool isDivergent(const llvm::Value *V) const { return !isUniform(V); }
  /// True if the terminator of \p BB is a divergent conditional branch.
  bool hasDivergentBranch(const llvm::BasicBlock *BB) const {
    return DivergentBranches.count(BB);
  }

  void setShape(const llvm::Value *V, Shape S) { Shapes[V] = S; }
  void setDivergentBranch(const llvm::BasicBlock *BB) {
    DivergentBranches.insert(BB);
  }

  /// Prints one line per argument, instruction and branch (docs/vectorizer.md).
  void print(llvm::raw_ostream &OS, const llvm::Function &F) const;

private:
  llvm::DenseMap<const llvm::Value *, Shape> Shapes;
  llvm::SmallPtrSet<const llvm::BasicBlock *, 16> DivergentBranches;
};

/// Computes shapes of \p F. DT and CI must be up to date.
ShapeInfo computeShapes(llvm::Function &F, llvm::DominatorTree &DT,
                        llvm::CycleInfo &CI);
/// Same, computing the dominator tree and cycle info itself.
ShapeInfo computeShapes(llvm::Function &F);

/// Materializes the lane-0 value ("base") of an affine value \p V with
/// scalar code inserted by \p B: the scalar computation of V is cloned with
/// lane.index replaced by 0 and uniform operands kept. Returns nullptr if V
/// is varying. Each clone is inserted right after the instruction it copies,
/// so it is available wherever V is. \p Cache memoizes clones between calls.
/// Cloned instructions carry no poison-generating flags (lane 0 may be
/// inactive).
llvm::Value *materializeBase(llvm::Value *V, const ShapeInfo &SI,
                             llvm::DenseMap<llvm::Value *, llvm::Value *> &Cache);

/// New-PM analysis wrapper (used by the printer and by tests).
class ShapeAnalysis : public llvm::AnalysisInfoMixin<ShapeAnalysis> {
  friend llvm::AnalysisInfoMixin<ShapeAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = ShapeInfo;
  ShapeInfo run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

} // namespace spmdc

#endif
