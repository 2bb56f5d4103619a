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
// keep TTI's price (nullopt).
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
  store volatile i32 %byvar, ptr %p
  store volatile i64 %sdiv64, ptr %p
  ret void
}
)";

TEST(MeldDivisionCost, ExpansionsOnSkylakeAvx512) {
  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  std::string Error;
  Triple TT(M->getTargetTriple());
  const Target *T = TargetRegistry::lookupTarget(TT, Error);
  ASSERT_TRUE(T) << Error;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, "skylake-avx512", "", TargetOptions(), std::nullopt));
  Function &F = *M->getFunction("f");
  TargetTransformInfo TTI = TM->getTargetTransformInfo(F);
  auto Named = [&](StringRef N) -> const Instruction * {
    for (const Instruction &I : instructions(F))
      if (I.getName() == N)
        return &I;
    return nullptr;
  };
  Type *V16 = FixedVectorType::get(Type::getInt32Ty(Ctx), 16);
  auto Price = [&](StringRef N, StringRef Other = "") {
    return constantDivisionCost(Named(N), Other.empty() ? nullptr : Named(Other),
                                TTI, V16);
  };
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

} // namespace
