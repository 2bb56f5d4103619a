//===- MeldDivisionCost.cpp - DARM: divisions by constants priced ---------===//
//
// See MeldDivisionCost.h. The sequences follow LLVM's own lowering
// (TargetLowering's BuildSDIV / BuildUDIV with the magic numbers of
// llvm/Support/DivisionByConstantInfo.h, and the `X % 2^k == 0` fold), so
// that the count is the one the backend emits: checked against llc
// -mcpu=skylake-avx512 / haswell / x86-64-v2 for `sdiv` by 5 and 100 and
// `srem` by 4, 7, 100 and 400 (2026-11-27).
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldDivisionCost.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/DivisionByConstantInfo.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>

using namespace llvm;

namespace spmdc::darm {

namespace {

/// The prices of the instructions the expansions are made of: each is one
/// single vector instruction (a shift, an add, an `and`, a widening
/// multiply, a shuffle, the multiply back), priced as TTI prices a vector
/// add on \p VT -- its legalized width included (two registers for
/// sse4's <8 x i32>). TTI's own prices of the shifts and the 32-bit
/// multiply on haswell (2 and 4) would make avx2's sequences dearer than
/// the instructions are, and every unpaired remainder with them: Adler-32
/// against Fletcher-16 (probe20's checksums, two `% 65521` against two
/// `% 255` per iteration, unpaired), which runs 1.38x melded on avx2, was
/// then refused at 18.5% saved.
struct Units {
  double Op = 1;

  Units(const TargetTransformInfo &TTI, Type *VT) {
    constexpr auto K = TargetTransformInfo::TCK_RecipThroughput;
    std::optional<InstructionCost::CostType> A =
        TTI.getArithmeticInstrCost(Instruction::Add, VT, K).getValue();
    Op = A ? std::max<double>(1, *A) : 1.0;
  }

  /// A multiply-high of 32-bit lanes: two widening multiplies (pmuldq or
  /// pmuludq: even and odd lanes), the shift that moves the odd lanes into
  /// place and the shuffle that recombines the high halves.
  double mulHigh() const { return 4 * Op; }
};

/// Whether every user of \p I compares it for (in)equality with 0: the
/// backend then folds the remainder into a multiply by the inverse and a
/// compare (or an `and` for a power of two), with no division at all.
bool onlyComparedWithZero(const Instruction *I) {
  return !I->use_empty() && all_of(I->users(), [&](const User *U) {
    const auto *Cmp = dyn_cast<ICmpInst>(U);
    const auto *Zero =
        Cmp ? dyn_cast<ConstantInt>(Cmp->getOperand(1)) : nullptr;
    return Cmp && Cmp->isEquality() && Cmp->getOperand(0) == I && Zero &&
           Zero->isZero();
  });
}

} // namespace

std::optional<double> constantDivisionCost(const Instruction *I,
                                           const Instruction *Other,
                                           const TargetTransformInfo &TTI,
                                           Type *VT) {
  unsigned Opcode = I->getOpcode();
  if (Opcode != Instruction::SDiv && Opcode != Instruction::SRem &&
      Opcode != Instruction::UDiv && Opcode != Instruction::URem)
    return std::nullopt;
  const auto *C = dyn_cast<ConstantInt>(I->getOperand(1));
  if (!C || !I->getType()->isIntegerTy(32) || !VT ||
      (Other && Other->getOperand(1) != C) ||
      !Triple(I->getModule()->getTargetTriple()).isX86())
    return std::nullopt;
  const APInt &D = C->getValue();
  const bool Signed = Opcode == Instruction::SDiv || Opcode == Instruction::SRem;
  const bool Rem = Opcode == Instruction::SRem || Opcode == Instruction::URem;
  // Divisions by 1, -1 and INT_MIN fold or are selects: TTI's price.
  if (D.isOne() || D.isAllOnes() || (Signed && D.isMinSignedValue()) ||
      D.isZero())
    return std::nullopt;
  const Units U(TTI, VT);
  const APInt Abs = Signed ? D.abs() : D;
  const bool Pow2 = Abs.isPowerOf2();

  // `X % 2^k == 0` (both sides' remainders compared with 0 only): the low
  // bits tested, an `and` (TTI: 6 on skylake-avx512, the signed
  // remainder's five instructions).
  const bool ZeroTest =
      Rem && onlyComparedWithZero(I) && (!Other || onlyComparedWithZero(Other));
  if (ZeroTest && Pow2)
    return U.Op;
  // (By another constant the backend folds it too: a multiply by the
  // inverse, an add for the signed form and a rotate for an even divisor,
  // 2-3 instructions where TTI says 8. Priced so, e2e darm_loop_else_if's
  // block_then_loop computed its `x % 5 != 0` unguarded for every lane --
  // a cheap run, MeldCost::speculatable -- and ran 0.955x on avx512 and
  // avx2; TTI's price stands there.)
  if (ZeroTest)
    return std::nullopt;

  // A power of two is shifts (and an add and an `and` for the signed
  // forms), which TTI prices as the same shifts written out would be:
  // its price stands. (At one unit per instruction, haswell's `v / 4`
  // read 4 where TTI's shifts make it 7, and e2e darm_wrap_run's
  // bound_then_loop, all divisions by powers of two, took an alignment
  // whose melded loop counter is varying: 0.93x, session 20.)
  if (Pow2)
    return std::nullopt;
  // The instructions of the expansion besides the multiply-high, each one
  // unit.
  unsigned N = 0;
  if (Signed) {
    SignedDivisionByConstantInfo M = SignedDivisionByConstantInfo::get(D);
    // mulhs; the numerator added or subtracted where the magic number's
    // sign differs from the divisor's; the shift; the sign bit extracted
    // and added (rounding toward zero).
    bool Factor = D.isStrictlyPositive() != M.Magic.isStrictlyPositive() &&
                  !M.Magic.isZero();
    N = Factor + (M.ShiftAmount != 0) + 2;
  } else {
    UnsignedDivisionByConstantInfo M = UnsignedDivisionByConstantInfo::get(D);
    // An optional pre-shift; mulhu; the "add" fix-up (subtract, halve,
    // add); the post-shift.
    N = (M.PreShift != 0) + (M.IsAdd ? 3 : 0) + (M.PostShift != 0);
  }
  // A remainder: the quotient multiplied back and subtracted.
  return U.mulHigh() + (N + (Rem ? 2 : 0)) * U.Op;
}

} // namespace spmdc::darm
