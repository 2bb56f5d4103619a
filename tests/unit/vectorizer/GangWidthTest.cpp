//===- GangWidthTest.cpp - GangWidth: fixed and scalable gang widths ------===//
#include "vectorizer/wfv/GangWidth.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include "gtest/gtest.h"

using namespace llvm;
using spmdc::GangWidth;

namespace {

TEST(GangWidthTest, ParsesPassParameters) {
  GangWidth F = GangWidth::parse("16");
  ASSERT_TRUE(F.isFixed());
  EXPECT_EQ(F.fixedLanes(), 16u);
  EXPECT_EQ(F.MinLanes, 16u);
  EXPECT_EQ(F.MaxLanes, 16u);
  EXPECT_EQ(F.str(), "16");

  GangWidth S = GangWidth::parse("nxv4");
  ASSERT_TRUE(S.isScalable());
  EXPECT_EQ(S.EC, ElementCount::getScalable(4));
  EXPECT_EQ(S.MinLanes, 4u);
  EXPECT_EQ(S.MaxLanes, 64u); // vscale_range(1, 16)
  EXPECT_EQ(S.str(), "nxv4");

  for (StringRef Bad : {"", "0", "nxv", "nxv3", "nxv0", "x4", "2000", "4 "})
    EXPECT_FALSE(GangWidth::parse(Bad).isKnown()) << Bad.str();
  EXPECT_FALSE(GangWidth().isKnown());
  EXPECT_FALSE(GangWidth().isFixed());
}

TEST(GangWidthTest, TypesAndConstants) {
  LLVMContext C;
  Type *F32 = Type::getFloatTy(C);
  GangWidth F = GangWidth::fixed(8), S = GangWidth::sveScalable();
  EXPECT_EQ(F.vecTy(F32), FixedVectorType::get(F32, 8));
  EXPECT_EQ(S.vecTy(F32), ScalableVectorType::get(F32, 4));
  EXPECT_EQ(S.maskTy(C), ScalableVectorType::get(Type::getInt1Ty(C), 4));
  Constant *One = ConstantFP::get(F32, 1.0);
  EXPECT_EQ(F.splat(One)->getType(), F.vecTy(F32));
  EXPECT_EQ(S.splat(One)->getType(), S.vecTy(F32));
  EXPECT_EQ(cast<Constant>(S.splat(One))->getSplatValue(), One);
}

/// count() and laneIndex(): constants for a fixed gang; vscale × 4 (as a
/// shift, nuw nsw) and a stepvector for a scalable one.
TEST(GangWidthTest, CountAndLaneIndex) {
  LLVMContext C;
  Module M("m", C);
  auto *FT = FunctionType::get(Type::getVoidTy(C), false);
  Function *Fn = Function::Create(FT, Function::ExternalLinkage, "f", M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  Type *I32 = B.getInt32Ty();

  GangWidth F = GangWidth::fixed(4);
  auto *N = dyn_cast<ConstantInt>(F.count(B, I32));
  ASSERT_TRUE(N);
  EXPECT_EQ(N->getZExtValue(), 4u);
  auto *Idx = dyn_cast<Constant>(F.laneIndex(B, I32));
  ASSERT_TRUE(Idx);
  for (unsigned K = 0; K < 4; ++K)
    EXPECT_EQ(cast<ConstantInt>(Idx->getAggregateElement(K))->getZExtValue(),
              K);

  GangWidth S = GangWidth::sveScalable();
  auto *Shl = dyn_cast<BinaryOperator>(S.count(B, I32));
  ASSERT_TRUE(Shl);
  EXPECT_EQ(Shl->getOpcode(), Instruction::Shl);
  EXPECT_TRUE(Shl->hasNoUnsignedWrap() && Shl->hasNoSignedWrap());
  auto *VS = dyn_cast<IntrinsicInst>(Shl->getOperand(0));
  ASSERT_TRUE(VS);
  EXPECT_EQ(VS->getIntrinsicID(), Intrinsic::vscale);
  EXPECT_EQ(cast<ConstantInt>(Shl->getOperand(1))->getZExtValue(), 2u);
  Value *Step = S.laneIndex(B, I32);
  EXPECT_EQ(Step->getType(), S.vecTy(I32));
  auto *SV = dyn_cast<IntrinsicInst>(Step);
  ASSERT_TRUE(SV);
  EXPECT_EQ(SV->getIntrinsicID(), Intrinsic::stepvector);
}

} // namespace
