//===- OpenTreeTest.cpp - The open-tree reconverging transform ------------===//
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/wfv/IsReconverging.h"
#include "vectorizer/wfv/OpenTreeReconverge.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include "ExportFunctionIR.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {

std::unique_ptr<Module> parse(LLVMContext &C, StringRef Body) {
  return parseExportFunction(C, Body, "OpenTreeTest");
}

std::string names(ArrayRef<BasicBlock *> Order) {
  std::string R;
  for (BasicBlock *BB : Order)
    R += (R.empty() ? "" : " ") + BB->getName().str();
  return R;
}

// A loop nest: each cycle is contiguous with its header first, the exits
// come after the whole cycle, and of a block's two successors the one that
// post-dominates it (the if's join) comes last.
TEST(OpenTree, OrderKeepsCyclesContiguous) {
  LLVMContext C;
  auto M = parse(C, R"(
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %ilatch ]
  %c = icmp slt i32 %j, %n
  br i1 %c, label %join, label %then
then:
  br label %join
join:
  br label %ilatch
ilatch:
  %j1 = add i32 %j, 1
  %ic = icmp slt i32 %j1, 10
  br i1 %ic, label %inner, label %olatch
olatch:
  %i1 = add i32 %i, 1
  %oc = icmp slt i32 %i1, 10
  br i1 %oc, label %outer, label %exit
exit:
  ret void
)");
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  EXPECT_EQ(names(spmdc::cycleContiguousOrder(F)),
            "entry outer inner then join ilatch olatch exit");
}

// A divergent if/else becomes reconverging with one Flow block; running the
// transform again finds nothing to do.
TEST(OpenTree, IfElseGetsOneFlowBlock) {
  LLVMContext C;
  auto M = parse(C, R"(
entry:
  %t = call i32 @spmd.lane.index()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ]
  %s = add i32 %r, %n
  ret void
)");
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  spmdc::OpenTreeStats S;
  EXPECT_TRUE(spmdc::reconvergeOpenTree(F, spmdc::computeShapes(F), &S));
  EXPECT_FALSE(verifyFunction(F, &errs()));
  EXPECT_EQ(S.FlowBlocks, 1u);
  EXPECT_EQ(S.LatchFlows, 0u);
  EXPECT_EQ(F.size(), 5u);
  EXPECT_TRUE(spmdc::isReconverging(F, spmdc::computeShapes(F)));
  spmdc::OpenTreeStats S2;
  EXPECT_FALSE(spmdc::reconvergeOpenTree(F, spmdc::computeShapes(F), &S2));
  EXPECT_EQ(F.size(), 5u);
}

// Two latches reached from one divergent branch (`continue`): one latch
// flow block, and lanes reconverge before the back edge.
TEST(OpenTree, DivergentContinueGetsLatchFlow) {
  LLVMContext C;
  auto M = parse(C, R"(
entry:
  %t = call i32 @spmd.lane.index()
  br label %h
h:
  %j = phi i32 [ 0, %entry ], [ %j1, %skip ], [ %j1, %body ]
  %j1 = add i32 %j, 1
  %d = icmp slt i32 %j1, %t
  br i1 %d, label %skip, label %body
skip:
  br label %h
body:
  %e = icmp slt i32 %j1, %n
  br i1 %e, label %h, label %exit
exit:
  ret void
)");
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  EXPECT_FALSE(spmdc::isReconverging(F, spmdc::computeShapes(F)));
  spmdc::OpenTreeStats S;
  EXPECT_TRUE(spmdc::reconvergeOpenTree(F, spmdc::computeShapes(F), &S));
  EXPECT_FALSE(verifyFunction(F, &errs()));
  EXPECT_EQ(S.LatchFlows, 1u);
  EXPECT_TRUE(spmdc::isReconverging(F, spmdc::computeShapes(F)));
}

} // namespace
