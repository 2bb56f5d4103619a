//===- MeldDivisionCostTest.cpp - DARM: divisions by constants priced -----===//
//
// constantDivisionCost (MeldDivisionCost.h) counts the instructions the x86
// backend expands a division or remainder of 32-bit lanes by a constant
// into. On skylake-avx512, where TTI prices each of them at 1 on
// <16 x i32>, the counts are those of `llc -mcpu=skylake-avx512` on the
// same IR (constant loads aside): `sdiv` by 5 is 7 instructions, `srem`
// by 7 ten (llc: 11, its multiply by 7 a shift and a subtract); a
// remainder by a power of two only compared with 0 is an `and`. Powers of
// two otherwise, remainders by other constants compared with 0, a divisor
// the partner does not share, other lane types and other architectures
// keep TTI's price (nullopt). Unsigned forms and negative divisors follow
// the same count (llc: `udiv` by 7 eight, by 5 five; `sdiv` by -5 seven;
// remainders by 5 and -7 one more than counted, their multiply back a
// shift and adds). On avx2 (haswell) each instruction is priced as TTI
// prices a vector add on the gang's vector, one unit on <8 x i32> and two
// on avx2-x16's <16 x i32>; llc's haswell multiply-high is five
// instructions (two shuffles, two multiplies, a blend), one more than
// counted on every sequence alike.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldDivisionCost.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <gtest/gtest.h>

#include <memory>

using namespace llvm;
using namespace spmdc::darm;

namespace {

const char *const IR = R"(
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32 %x, ptr %p) {
  %sdiv5 = sdiv i32 %x, 5
  %sdiv4 = sdiv i32 %x, 4
  %srem4 = srem i32 %x, 4
  %srem7 = srem i32 %x, 7
  %srem7b = srem i32 %x, 7
  %srem5 = srem i32 %x, 5
  %udiv8 = udiv i32 %x, 8
  %rem100 = srem i32 %x, 100
  %is100 = icmp ne i32 %rem100, 0
  %rem4z = srem i32 %x, 4
  %is4 = icmp eq i32 %rem4z, 0
  %udiv7 = udiv i32 %x, 7
  %urem7 = urem i32 %x, 7
  %udiv5 = udiv i32 %x, 5
  %urem5 = urem i32 %x, 5
  %urem100 = urem i32 %x, 100
  %urem8z = urem i32 %x, 8
  %isu8 = icmp eq i32 %urem8z, 0
  %urem5z = urem i32 %x, 5
  %isu5 = icmp ne i32 %urem5z, 0
  %sdivm5 = sdiv i32 %x, -5
  %sremm7 = srem i32 %x, -7
  %sdivm100 = sdiv i32 %x, -100
  %sdivm4 = sdiv i32 %x, -4
  %byvar = sdiv i32 %x, %x
  %wide = sext i32 %x to i64
  %sdiv64 = sdiv i64 %wide, 5
  store volatile i32 %sdiv5, ptr %p
  store volatile i32 %sdiv4, ptr %p
  store volatile i32 %srem4, ptr %p
  store volatile i32 %srem7, ptr %p
  store volatile i32 %srem7b, ptr %p
  store volatile i32 %srem5, ptr %p
  store volatile i32 %udiv8, ptr %p
  store volatile i1 %is100, ptr %p
  store volatile i1 %is4, ptr %p
  store volatile i32 %udiv7, ptr %p
  store volatile i32 %urem7, ptr %p
  store volatile i32 %udiv5, ptr %p
  store volatile i32 %urem5, ptr %p
  store volatile i32 %urem100, ptr %p
  store volatile i1 %isu8, ptr %p
  store volatile i1 %isu5, ptr %p
  store volatile i32 %sdivm5, ptr %p
  store volatile i32 %sremm7, ptr %p
  store volatile i32 %sdivm100, ptr %p
  store volatile i32 %sdivm4, ptr %p
  store volatile i32 %byvar, ptr %p
  store volatile i64 %sdiv64, ptr %p
  ret void
}
)";

/// The module of IR, a target machine for \p Cpu and a pricing of its
/// instructions on a gang of \p Lanes i32 lanes.
struct Priced {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  std::unique_ptr<TargetMachine> TM;
  std::optional<TargetTransformInfo> TTI;
  Type *VT = nullptr;

  Priced(StringRef Cpu, unsigned Lanes) {
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    if (!M)
      return;
    std::string Error;
    Triple TT(M->getTargetTriple());
    if (const Target *T = TargetRegistry::lookupTarget(TT, Error))
      TM.reset(T->createTargetMachine(TT, Cpu, "", TargetOptions(),
                                      std::nullopt));
    if (TM)
      TTI.emplace(TM->getTargetTransformInfo(*M->getFunction("f")));
    VT = FixedVectorType::get(Type::getInt32Ty(Ctx), Lanes);
  }
  const Instruction *named(StringRef N) const {
    for (const Instruction &I : instructions(*M->getFunction("f")))
      if (I.getName() == N)
        return &I;
    return nullptr;
  }
  std::optional<double> operator()(StringRef N, StringRef Other = "") const {
    return constantDivisionCost(
        named(N), Other.empty() ? nullptr : named(Other), *TTI, VT);
  }
};

TEST(MeldDivisionCost, ExpansionsOnSkylakeAvx512) {
  Priced Price("skylake-avx512", 16);
  ASSERT_TRUE(Price.TTI);
  LLVMContext &Ctx = Price.Ctx;
  auto Named = [&](StringRef N) { return Price.named(N); };
  TargetTransformInfo &TTI = *Price.TTI;
  EXPECT_EQ(Price("sdiv5"), 7.0);
  EXPECT_EQ(Price("sdiv4"), std::nullopt);
  EXPECT_EQ(Price("srem4"), std::nullopt);
  // mulhs, the numerator added (the magic number is negative), the shifts
  // and the rounding add; then the multiply back and the subtraction.
  EXPECT_EQ(Price("srem7"), 10.0);
  // Melded with the same divisor: the same sequence, once.
  EXPECT_EQ(Price("srem7", "srem7b"), 10.0);
  EXPECT_EQ(Price("udiv8"), std::nullopt);
  EXPECT_EQ(Price("rem100"), std::nullopt);
  EXPECT_EQ(Price("rem4z"), 1.0);
  // A selected divisor is a real division: TTI's price stands.
  EXPECT_EQ(Price("srem7", "srem5"), std::nullopt);
  EXPECT_EQ(Price("byvar"), std::nullopt);
  EXPECT_EQ(constantDivisionCost(Named("sdiv64"), nullptr, TTI,
                                 FixedVectorType::get(Type::getInt64Ty(Ctx), 16)),
            std::nullopt);
}

TEST(MeldDivisionCost, UnsignedByConstant) {
  Priced Price("skylake-avx512", 16);
  ASSERT_TRUE(Price.TTI);
  // mulhu, then 7's "add" fix-up (subtract, halve, add) and the
  // post-shift; 5 and 100 need only the post-shift.
  EXPECT_EQ(Price("udiv7"), 8.0);
  EXPECT_EQ(Price("udiv5"), 5.0);
  // A remainder multiplies back and subtracts.
  EXPECT_EQ(Price("urem7"), 10.0);
  EXPECT_EQ(Price("urem5"), 7.0);
  EXPECT_EQ(Price("urem100"), 7.0);
  // Compared with 0: a power of two is an `and`; another constant keeps
  // TTI's price, as the signed forms do.
  EXPECT_EQ(Price("urem8z"), 1.0);
  EXPECT_EQ(Price("urem5z"), std::nullopt);
  EXPECT_EQ(Price("udiv8"), std::nullopt);
}

TEST(MeldDivisionCost, NegativeDivisors) {
  Priced Price("skylake-avx512", 16);
  ASSERT_TRUE(Price.TTI);
  // -5's and -100's magic numbers are negative like the divisor: no
  // numerator correction (sdiv by 5 has none either: 7 alike).
  EXPECT_EQ(Price("sdivm5"), 7.0);
  EXPECT_EQ(Price("sdivm5"), Price("sdiv5"));
  EXPECT_EQ(Price("sdivm100"), 7.0);
  // -7's is positive: the numerator subtracted, as 7's is added.
  EXPECT_EQ(Price("sremm7"), 10.0);
  EXPECT_EQ(Price("sremm7"), Price("srem7"));
  // Melded with +7 the divisor is a selected value: a real division.
  EXPECT_EQ(Price("sremm7", "srem7"), std::nullopt);
  // A negative power of two is shifts: TTI's price.
  EXPECT_EQ(Price("sdivm4"), std::nullopt);
}

TEST(MeldDivisionCost, Avx2Units) {
  // avx2: the same counts at one unit per instruction on <8 x i32> ...
  Priced Avx2("haswell", 8);
  ASSERT_TRUE(Avx2.TTI);
  EXPECT_EQ(Avx2("sdiv5"), 7.0);
  EXPECT_EQ(Avx2("srem7"), 10.0);
  EXPECT_EQ(Avx2("udiv7"), 8.0);
  EXPECT_EQ(Avx2("sremm7"), 10.0);
  EXPECT_EQ(Avx2("rem4z"), 1.0);
  EXPECT_EQ(Avx2("rem100"), std::nullopt);
  EXPECT_EQ(Avx2("sdiv4"), std::nullopt);
  // ... and two per instruction on avx2-x16's <16 x i32>, two registers.
  Priced Avx2x16("haswell", 16);
  ASSERT_TRUE(Avx2x16.TTI);
  EXPECT_EQ(Avx2x16("sdiv5"), 14.0);
  EXPECT_EQ(Avx2x16("urem7"), 20.0);
  EXPECT_EQ(Avx2x16("rem4z"), 2.0);
}

} // namespace
