//===- IsReconvergingTest.cpp - isReconverging on small CFGs ---------------===//
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/wfv/AllOnBlocks.h"
#include "vectorizer/wfv/IsReconverging.h"
#include "vectorizer/wfv/Reconverge.h"

#include "llvm/IR/Verifier.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include "ExportFunctionIR.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {

std::unique_ptr<Module> parse(LLVMContext &C, StringRef Body) {
  return parseExportFunction(C, Body, "IsReconvergingTest");
}

bool reconverging(StringRef Body) {
  LLVMContext C;
  auto M = parse(C, Body);
  if (!M)
    return false;
  Function &F = *M->getFunction("f");
  return spmdc::isReconverging(F, spmdc::computeShapes(F));
}

TEST(IsReconverging, DivergentIfThen) {
  EXPECT_TRUE(reconverging(R"(
entry:
  %t = call i32 @spmd.lane.index()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  ret void
)"));
}

TEST(IsReconverging, DivergentIfElseIsNot) {
  EXPECT_FALSE(reconverging(R"(
entry:
  %t = call i32 @spmd.lane.index()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  ret void
)"));
}

TEST(IsReconverging, UniformIfElseIsUnconstrained) {
  EXPECT_TRUE(reconverging(R"(
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  ret void
)"));
}

TEST(IsReconverging, DivergentLoopWithOneExit) {
  EXPECT_TRUE(reconverging(R"(
entry:
  %t = call i32 @spmd.lane.index()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %t
  br i1 %c, label %h, label %exit
exit:
  ret void
)"));
}

TEST(IsReconverging, ReturnFromLoopIs) {
  // The single exit block post-dominates everything.
  EXPECT_TRUE(reconverging(R"(
entry:
  %t = call i32 @spmd.lane.index()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %b = icmp eq i32 %i, %t
  br i1 %b, label %ret, label %latch
latch:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %ret
ret:
  ret void
)"));
}

TEST(IsReconverging, BreakToASecondExitIsNot) {
  // The break leaves through %brk, the regular exit through %after.
  EXPECT_FALSE(reconverging(R"(
entry:
  %t = call i32 @spmd.lane.index()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %b = icmp eq i32 %i, %t
  br i1 %b, label %brk, label %latch
latch:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %after
brk:
  br label %ret
after:
  br label %ret
ret:
  ret void
)"));
}

TEST(Reconverge, MakesDivergentIfElseReconverging) {
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
  ret void
)");
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  EXPECT_FALSE(spmdc::isReconverging(F, spmdc::computeShapes(F)));
  EXPECT_TRUE(spmdc::reconvergeFunction(F));
  EXPECT_FALSE(verifyFunction(F, &errs()));
  EXPECT_TRUE(spmdc::isReconverging(F, spmdc::computeShapes(F)));
  // Already reconverging: nothing to do.
  EXPECT_FALSE(spmdc::reconvergeFunction(F));
}

/// Names of the all-on blocks of @f.
std::string allOn(StringRef Body, unsigned W = 0) {
  LLVMContext C;
  auto M = parse(C, Body);
  Function &F = *M->getFunction("f");
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  auto S = spmdc::computeAllOnBlocks(F, spmdc::computeShapes(F), DT, PDT,
                                     spmdc::GangWidth::fixed(W));
  std::string R;
  for (BasicBlock &BB : F)
    if (S.count(&BB))
      R += (R.empty() ? "" : " ") + BB.getName().str();
  return R;
}

TEST(AllOnBlocks, JoinOfDivergentIfIsAllOn) {
  EXPECT_EQ(allOn(R"(
entry:
  %t = call i32 @spmd.lane.index()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  ret void
)"),
            "entry join");
}

TEST(AllOnBlocks, UniformLoopStaysAllOn) {
  EXPECT_EQ(allOn(R"(
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i1 = add i32 %i, 1
  br label %h
exit:
  ret void
)"),
            "entry h body exit");
}

TEST(AllOnBlocks, BlockInDivergentLoopIsNot) {
  // %b post-dominates the entry through a closed region, but lanes leave the
  // loop at %b's divergent branch, so later visits of %b are partial.
  EXPECT_EQ(allOn(R"(
entry:
  %t = call i32 @spmd.lane.index()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  br label %b
b:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %t
  br i1 %c, label %latch, label %exit
latch:
  br label %h
exit:
  ret void
)"),
            "entry exit");
}

// The `true` side of an all-on test (AllOnFastPath.h) is all-on for the
// W it compares with, even behind a divergent branch; the other side, or a
// test against another width, says nothing.
constexpr const char *AllOnTest = R"(
entry:
  %t = call i32 @spmd.lane.index()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %test, label %join
test:
  %k = call i32 @spmd.count(i1 true)
  %all = icmp eq i32 %k, 8
  br i1 %all, label %fast, label %slow
fast:
  br label %join
slow:
  br label %join
join:
  ret void
}
declare i32 @spmd.count(i1) convergent
define void @unused() {
  ret void
)";

TEST(AllOnBlocks, AllOnTestEdge) {
  EXPECT_EQ(allOn(AllOnTest, 8), "entry fast join");
  EXPECT_EQ(allOn(AllOnTest, 4), "entry join");
  EXPECT_EQ(allOn(AllOnTest), "entry join");
}

} // namespace
