//===- ShapeAnalysis.h - Affine divergence (shape) analysis -----*- C++ -*-===//
//
// Every value of an SPMD function gets a *shape* (Sampaio et al., "Divergence
// Analysis", TOPLAS 2013; Karrenberg & Hack's WFV):
//   uniform            the same in every lane           (stride 0)
//   affine(stride=s)   lane k holds base + k*s           (s a constant; bytes
//                                                          for pointers)
//   affine(stride=f*u) the same with a uniform, non-constant stride u
//   varying            anything else
// plus an undef bottom for the fixpoint over cycles.
// Divergence itself (including control- and temporal divergence) comes from
// LLVM's UniformityInfo driven by the SPMD divergence sources (SpmdTTI.h);
// the affine layer refines divergent values, as an optimistic fixpoint:
//   lane.index → 1; add/sub → sum/difference; mul/shl by a constant → scaled;
//   mul by a uniform u → symbolic stride; sext keeps the stride only for
//   nsw-computed operands, zext only for nuw; trunc keeps it; GEP →
//   Σ stride(index)·element size; `or disjoint` as add; phi → join of the
//   incoming shapes unless the phi is control-divergent (a join of a
//   divergent branch) or temporally divergent (a value leaving a cycle with
//   a divergent exit); select with a uniform condition → join; icmp eq/ne
//   of equal shapes → uniform; icmp slt/sge/ult/uge of b + s·lane (s a
//   power of two) against a uniform bound, both multiples of W·s (known
//   alignment) → uniform; load/calls/… → varying.
// Alignment: affine shapes carry the known trailing zero bits of their base
// b (Shape::BaseTZ), from LLVM's known bits for uniform operands, 0 for
// lane.index, through add/sub (min), mul/shl (plus the factor's), ext/trunc,
// GEP offsets (struct fields included), phi/select (min). It makes `or` an
// add when every lane's bits are provably disjoint (`(i << 4) | lane`), the
// ordered compare rule, and aligned vector accesses (MemoryLowering).
// Divergent values with a uniform shape (`x - programIndex`, the compares
// above) are fed back to UniformityInfo as AlwaysUniform and it is re-run,
// so their branches and joins become uniform (docs/shapes.md).
// Expects: an SPMD function (docs/spmd-ir.md). Guarantees: a result for every
// argument, instruction and block terminator; never modifies the function
// except through materializeBase().
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_SHAPEANALYSIS_H
#define SPMDC_VECTORIZER_ANALYSIS_SHAPEANALYSIS_H

#include "vectorizer/analysis/ShapeLattice.h"
#include "vectorizer/wfv/GangWidth.h"

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

/// The result of the shape analysis for one function.
class ShapeInfo {
public:
  /// Shape of \p V; constants, globals and values not in the function are
  /// uniform.
  Shape getShape(const llvm::Value *V) const;
  /// The recorded shape of \p V, or nullptr if none was recorded (V is
  /// uniform per UniformityInfo, a constant, or not in the function).
  const Shape *lookup(const llvm::Value *V) const {
    auto It = Shapes.find(V);
    return It == Shapes.end() ? nullptr : &It->second;
  }
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

/// Counts for the precision report (spmdc-opt --shape-stats).
struct ShapeStats {
  unsigned Uniform = 0, Affine = 0, Symbolic = 0, Varying = 0;
  unsigned UniformBranches = 0, DivergentBranches = 0;
  void add(const ShapeStats &O);
};
/// Counts the shapes of the non-void instructions and the conditional
/// branches of \p F (arguments are not counted).
ShapeStats countShapes(const llvm::Function &F, const ShapeInfo &SI);

/// Computes shapes of \p F. DT and CI must be up to date. \p GW is the gang
/// width when known (after spmd-lane-count), for the carry-free and
/// ordered-compare rules, which use W only as a bound: a scalable gang gives
/// them its largest lane count (GangWidth::MaxLanes). An unknown width
/// disables them.
ShapeInfo computeShapes(llvm::Function &F, llvm::DominatorTree &DT,
                        llvm::CycleInfo &CI, const GangWidth &GW = GangWidth());
/// Same, computing the dominator tree and cycle info itself.
ShapeInfo computeShapes(llvm::Function &F, const GangWidth &GW = GangWidth());

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
