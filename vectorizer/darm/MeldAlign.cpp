//===- MeldAlign.cpp - DARM: instruction alignment of two blocks ----------===//
//
// See MeldAlign.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldAlign.h"

#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>
#include <array>
#include <optional>

using namespace llvm;

namespace spmdc::darm {

bool canMatch(Instruction *A, Instruction *B, const ShapeInfo &SI,
              const PartnerMap &Partner) {
  // `a > b` against `b < a` is one compare (its operands exchanged on
  // the F side); otherwise the operation must be the same.
  if (!(A->isSameOperationAs(B) || isSwappedCompare(A, B)) ||
      A->getType() != B->getType() ||
      isa<AllocaInst>(A) || A->isEHPad())
    return false;
  if (auto *GA = dyn_cast<GetElementPtrInst>(A))
    if (GA->getSourceElementType() !=
        cast<GetElementPtrInst>(B)->getSourceElementType())
      return false;
  if (auto *CA = dyn_cast<CallBase>(A)) {
    auto *CB = cast<CallBase>(B);
    if (CA->getCalledOperand() != CB->getCalledOperand() ||
        CA->isConvergent() || CB->isConvergent() || CA->isInlineAsm() ||
        !CA->getCalledFunction())
      return false;
    // Gang intrinsics and cross-lane operations are never melded.
    if (CA->getCalledFunction()->getName().starts_with("spmd."))
      return false;
    for (unsigned K = 0; K < CA->arg_size(); ++K)
      if (CA->paramHasAttr(K, Attribute::ImmArg) &&
          CA->getArgOperand(K) != CB->getArgOperand(K))
        return false;
  }
  if (auto *LA = dyn_cast<LoadInst>(A))
    if (!LA->isSimple() || !cast<LoadInst>(B)->isSimple())
      return false;
  if (auto *SA = dyn_cast<StoreInst>(A))
    if (!SA->isSimple() || !cast<StoreInst>(B)->isSimple())
      return false;
  if (isa<AtomicRMWInst>(A) || isa<AtomicCmpXchgInst>(A) || isa<FenceInst>(A))
    return false;
  bool SameOperands = true;
  for (unsigned K = 0; K < A->getNumOperands(); ++K)
    SameOperands &= A->getOperand(K) == pairedOperand(A, B, K) ||
                    Partner.lookup(A->getOperand(K)) == pairedOperand(A, B, K);
  // A swapped compare is matched for the operands it lines up; with both
  // operands selected it would trade a compare for two selects (bitonic
  // sort's `ai > al` against `ai < al`, measured slower melded this way
  // than with both compares computed and their results blended).
  if (isSwappedCompare(A, B)) {
    bool LinesUp = false;
    for (unsigned K = 0; K < 2; ++K)
      LinesUp |= A->getOperand(K) == pairedOperand(A, B, K) ||
                 Partner.lookup(A->getOperand(K)) == pairedOperand(A, B, K);
    if (!LinesUp)
      return false;
  }
  // Memory: never turn a contiguous or uniform access into a gather.
  Value *PA = getLoadStorePointerOperand(A);
  if (PA) {
    Value *PB = getLoadStorePointerOperand(B);
    if (PA != PB && !(SI.getShape(PA).Varying && SI.getShape(PB).Varying))
      return false;
  }
  // A value that is not varying on both sides would become varying.
  if (!A->getType()->isVoidTy() && !SameOperands &&
      !(SI.getShape(A).Varying && SI.getShape(B).Varying))
    return false;
  return true;
}

/// Global alignment maximizing the saved latency (Needleman-Wunsch with
/// Gotoh's affine gaps): a match scores its latency minus a select per
/// differing operand, opening a run of unmatched instructions costs a
/// guard branch, extending it nothing.
std::vector<Aligned> alignBlocks(BasicBlock *A, BasicBlock *B,
                                 const MeldCost &Cost,
                                 const PartnerMap &Partner) {
  const double BranchCost = Cost.branchCost();
  const ShapeInfo &SI = Cost.shapes();
  SmallVector<Instruction *, 16> SA = body(A), SB = body(B);
  size_t N = SA.size(), M = SB.size();
  constexpr double NegInf = -1e30;
  auto Score = [&](size_t I, size_t J) -> std::optional<double> {
    Instruction *X = SA[I], *Y = SB[J];
    if (!canMatch(X, Y, SI, Partner))
      return std::nullopt;
    double Sel = 0;
    for (unsigned K = 0; K < X->getNumOperands(); ++K) {
      Value *OX = X->getOperand(K), *OY = pairedOperand(X, Y, K);
      if (OX != OY && !(isa<Instruction>(OX) && isa<Instruction>(OY) &&
                        cast<Instruction>(OX)->getParent() == A &&
                        cast<Instruction>(OY)->getParent() == B))
        Sel += Cost.selectCost(X->getOperand(K)->getType()); // others likely meld
    }
    // Saves one of the two, but pays for what the selects cost it.
    return Cost.cost(X) + Cost.cost(Y) - Cost.cost(X, Y) - Sel;
  };
  // State 0: (i, j) matched; 1: A[i-1] unmatched; 2: B[j-1] unmatched.
  using Row = std::vector<std::array<double, 3>>;
  std::vector<Row> D(N + 1, Row(M + 1, {NegInf, NegInf, NegInf}));
  D[0][0] = {0, NegInf, NegInf};
  for (size_t I = 0; I <= N; ++I)
    for (size_t J = 0; J <= M; ++J) {
      auto &C = D[I][J];
      if (I && J)
        if (auto S = Score(I - 1, J - 1)) {
          auto &P = D[I - 1][J - 1];
          C[0] = std::max({P[0], P[1], P[2]}) + *S;
        }
      if (I) {
        auto &P = D[I - 1][J];
        C[1] = std::max({P[0] - BranchCost, P[1], P[2] - BranchCost});
      }
      if (J) {
        auto &P = D[I][J - 1];
        C[2] = std::max({P[0] - BranchCost, P[2], P[1] - BranchCost});
      }
    }
  std::vector<Aligned> R;
  size_t I = N, J = M;
  auto Best = [](const std::array<double, 3> &C) {
    return unsigned(std::max_element(C.begin(), C.end()) - C.begin());
  };
  unsigned State = Best(D[N][M]);
  while (I > 0 || J > 0) {
    double Cur = D[I][J][State];
    if (State == 0) {
      R.push_back({SA[I - 1], SB[J - 1]});
      --I, --J;
      State = Best(D[I][J]);
      continue;
    }
    if (State == 1) {
      R.push_back({SA[I - 1], nullptr});
      --I;
      auto &P = D[I][J];
      State = P[1] == Cur ? 1 : P[0] - BranchCost == Cur ? 0 : 2;
      continue;
    }
    R.push_back({nullptr, SB[J - 1]});
    --J;
    auto &P = D[I][J];
    State = P[2] == Cur ? 2 : P[0] - BranchCost == Cur ? 0 : 1;
  }
  std::reverse(R.begin(), R.end());
  return R;
}

} // namespace spmdc::darm
