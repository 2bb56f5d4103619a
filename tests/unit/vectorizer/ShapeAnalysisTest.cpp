//===- ShapeAnalysisTest.cpp - computeShapes and materializeBase ----------===//
#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {

const char *Kernel = R"(
declare i32 @spmd.lane.index()
define void @f(ptr "spmd.uniform" %a, i64 "spmd.uniform" %u) "spmd.kind"="internal" {
entry:
  %t = call i32 @spmd.lane.index()
  %t2 = shl nsw i32 %t, 1
  %s = sext i32 %t2 to i64
  %i = add nsw i64 %s, %u
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p
  ret void
}
)";

Value *named(Function &F, StringRef Name) {
  for (Instruction &I : instructions(F))
    if (I.getName() == Name)
      return &I;
  return nullptr;
}

TEST(ShapeAnalysis, StridesThroughSextAndGep) {
  LLVMContext C;
  SMDiagnostic Err;
  auto M = parseAssemblyString(Kernel, Err, C);
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  spmdc::ShapeInfo SI = spmdc::computeShapes(F);
  EXPECT_EQ(SI.getShape(named(F, "t")).Stride, 1);
  EXPECT_EQ(SI.getShape(named(F, "i")).Stride, 2);
  EXPECT_EQ(SI.getShape(named(F, "p")).Stride, 8);
  EXPECT_TRUE(SI.isUniform(F.getArg(1)));
}

TEST(ShapeAnalysis, MaterializedBaseIsLaneZero) {
  LLVMContext C;
  SMDiagnostic Err;
  auto M = parseAssemblyString(Kernel, Err, C);
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  spmdc::ShapeInfo SI = spmdc::computeShapes(F);
  DenseMap<Value *, Value *> Cache;
  Value *Base = spmdc::materializeBase(named(F, "p"), SI, Cache);
  ASSERT_TRUE(Base);
  EXPECT_EQ(Base->getName(), "p.base");
  // The clone chain starts from lane 0: shl of the constant 0.
  auto *GEP = cast<GetElementPtrInst>(Base);
  EXPECT_FALSE(GEP->isInBounds());
  EXPECT_EQ(GEP->getPointerOperand(), F.getArg(0));
  EXPECT_EQ(spmdc::materializeBase(named(F, "p"), SI, Cache), Base);
  EXPECT_FALSE(verifyFunction(F, &errs()));
}

} // namespace
