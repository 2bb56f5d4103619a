//===- SignedZeroSelects.cpp - Keep min/max against a zero exact ---------===//
//
// See SignedZeroSelects.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/SignedZeroSelects.h"
#include "vectorizer/Statistics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "signed-zero-selects"

SPMDC_STATISTIC(NumZeroComparesFlipped,
                "Compares against a zero given the other zero");

namespace spmdc {
namespace {

/// A +0.0 or -0.0 constant, scalar or splat: its sign, in \p Negative.
bool isFloatZero(Value *V, bool &Negative) {
  const APFloat *C;
  if (!match(V, m_APFloatAllowPoison(C)) || !C->isZero())
    return false;
  Negative = C->isNegative();
  return true;
}

/// Whether isel's FMINNUM/FMAXNUM for `select (fcmp P A, B), T, F`, with
/// {A, B} = {T, F} = {X, Z} and Z a zero of sign \p ZNeg, differs from the
/// select when X is the other zero. The compares treat the zeros as equal,
/// so the select then returns F for a strict P and T otherwise; the
/// instructions return -0 for a min and +0 for a max.
bool foldWouldDiffer(CmpInst::Predicate P, bool XFirst, bool TIsX,
                     bool ZNeg) {
  bool Strict, Less;
  switch (P) {
  case CmpInst::FCMP_OLT: case CmpInst::FCMP_ULT:
    Strict = true, Less = true;
    break;
  case CmpInst::FCMP_OLE: case CmpInst::FCMP_ULE:
    Strict = false, Less = true;
    break;
  case CmpInst::FCMP_OGT: case CmpInst::FCMP_UGT:
    Strict = true, Less = false;
    break;
  case CmpInst::FCMP_OGE: case CmpInst::FCMP_UGE:
    Strict = false, Less = false;
    break;
  default:
    return false; // not a min or max
  }
  // The condition holds when X is below Z (a min if it then picks X).
  bool XBelow = Less == XFirst;
  bool IsMin = XBelow == TIsX;
  bool TieGivesZ = Strict ? TIsX : !TIsX; // F for strict, else T
  bool TieNeg = TieGivesZ ? ZNeg : !ZNeg;
  return TieNeg != IsMin;
}

/// Gives the compare of \p Sel the other zero when the select picks
/// between the compared value and the same zero it is compared against,
/// and isel's min/max would return the wrong zero.
bool flipCompareZero(SelectInst &Sel) {
  auto *Cmp = dyn_cast<FCmpInst>(Sel.getCondition());
  if (!Cmp || Cmp->hasNoSignedZeros() ||
      (isa<FPMathOperator>(Sel) && Sel.hasNoSignedZeros()))
    return false;
  Value *T = Sel.getTrueValue(), *F = Sel.getFalseValue();
  for (unsigned ZeroOp = 0; ZeroOp < 2; ++ZeroOp) {
    Value *Zero = Cmp->getOperand(ZeroOp), *X = Cmp->getOperand(1 - ZeroOp);
    bool CmpNeg, SelNeg;
    if (!isFloatZero(Zero, CmpNeg))
      continue;
    Value *SelZero = T == X ? F : F == X ? T : nullptr;
    if (!SelZero || !isFloatZero(SelZero, SelNeg) || SelNeg != CmpNeg ||
        !foldWouldDiffer(Cmp->getPredicate(), ZeroOp == 1, T == X, CmpNeg))
      return false;
    if (!Cmp->hasOneUse()) { // the other users keep their compare
      auto *Copy = cast<FCmpInst>(Cmp->clone());
      Copy->insertAfter(Cmp->getIterator());
      Sel.setCondition(Copy);
      Cmp = Copy;
    }
    Cmp->setOperand(ZeroOp, ConstantFP::get(Zero->getType(),
                                            APFloat::getZero(
                                                Zero->getType()
                                                    ->getScalarType()
                                                    ->getFltSemantics(),
                                                !CmpNeg)));
    ++NumZeroComparesFlipped;
    return true;
  }
  return false;
}

} // namespace

PreservedAnalyses SignedZeroSelectsPass::run(Function &F,
                                             FunctionAnalysisManager &) {
  if (F.isDeclaration() || Triple(F.getParent()->getTargetTriple()).isX86())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Instruction &I : instructions(F))
    if (auto *Sel = dyn_cast<SelectInst>(&I))
      Changed |= flipCompareZero(*Sel);
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace spmdc
