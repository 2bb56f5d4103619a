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

const char *GangLoop = R"(
declare i32 @spmd.lane.index()
define void @g(ptr "spmd.uniform" %a, i32 "spmd.uniform" %n, i32 "spmd.uniform" %s) "spmd.kind"="internal" {
entry:
  %t = call i32 @spmd.lane.index()
  br label %h
h:
  %j = phi i32 [ %t, %entry ], [ %j.next, %b ]
  %c = icmp slt i32 %j, %n
  br i1 %c, label %b, label %x
b:
  %m = mul nsw i32 %j, %s
  %e = sext i32 %m to i64
  %p = getelementptr inbounds float, ptr %a, i64 %e
  store float 0.0, ptr %p
  %j.next = add nsw i32 %j, 4
  br label %h
x:
  ret void
}
)";

TEST(ShapeAnalysis, AffinePhiAndSymbolicStride) {
  LLVMContext C;
  SMDiagnostic Err;
  auto M = parseAssemblyString(GangLoop, Err, C);
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("g");
  spmdc::ShapeInfo SI = spmdc::computeShapes(F);
  EXPECT_EQ(SI.getShape(named(F, "j")), spmdc::Shape::affine(1));
  EXPECT_TRUE(
      SI.hasDivergentBranch(cast<Instruction>(named(F, "c"))->getParent()));
  spmdc::Shape P = SI.getShape(named(F, "p"));
  EXPECT_TRUE(P.isSymbolic());
  EXPECT_EQ(P.Sym, F.getArg(2));
  EXPECT_EQ(P.Stride, 4);
  // The base of the affine phi is a phi of the lane-0 values; the cycle
  // through it is closed.
  DenseMap<Value *, Value *> Cache;
  Value *Base = spmdc::materializeBase(named(F, "p"), SI, Cache);
  ASSERT_TRUE(Base);
  auto *JB = dyn_cast<PHINode>(Cache.lookup(named(F, "j")));
  ASSERT_TRUE(JB);
  EXPECT_TRUE(isa<ConstantInt>(JB->getIncomingValueForBlock(&F.getEntryBlock())));
  EXPECT_FALSE(verifyFunction(F, &errs()));
}

} // namespace
