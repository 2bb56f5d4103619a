//===- MeldGuardCostTest.cpp - DARM: the melded arm's price ---------------===//
//
// RegionGuards::meldedEntry prices a melded block as an if-converted arm
// (its mask operations, armCost) only where both blocks are arms of their
// side's two-way branch *and* those two branches are a pair of the region
// (session-20 review, finding 7): else each side's lanes reach the melded
// block from their own unmelded test, and it pays a guard. No program in
// the corpus pairs two arms whose branches are not paired (the sides are
// isomorphic after padding), so the case is built here by hand.
//
//===----------------------------------------------------------------------===//
#include "ExportFunctionIR.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldGuardCost.h"
#include "vectorizer/darm/MeldRegion.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace spmdc::darm;

namespace {

// Each side is an if/else of small arms that only compute; x and y are
// varying (no spmd.uniform), so every branch is divergent.
const char *const IR = R"(
define void @arms(ptr %out, i32 %x, i32 %y) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %tp, label %fp
tp:
  %ct = icmp sgt i32 %y, 1
  br i1 %ct, label %ta, label %to
ta:
  %a1 = add i32 %y, 1
  br label %tj
to:
  %a2 = add i32 %y, 2
  br label %tj
tj:
  %t = phi i32 [ %a1, %ta ], [ %a2, %to ]
  br label %join
fp:
  %cf = icmp sgt i32 %y, 3
  br i1 %cf, label %fa, label %fo
fa:
  %b1 = mul i32 %y, 3
  br label %fj
fo:
  %b2 = mul i32 %y, 5
  br label %fj
fj:
  %f = phi i32 [ %b1, %fa ], [ %b2, %fo ]
  br label %join
join:
  %r = phi i32 [ %t, %tj ], [ %f, %fj ]
  store i32 %r, ptr %out, align 4
  ret void
}
)";

TEST(MeldGuardCost, MeldedArmNeedsPairedBranches) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("arms");
  spmdc::DarmOptions Opts;
  Opts.Lanes = spmdc::GangWidth::fixed(8);
  TargetTransformInfo TTI(F.getDataLayout());
  spmdc::ShapeInfo SI = spmdc::computeShapes(F, Opts.Lanes);
  MeldCost Cost(F, TTI, Opts, SI);

  Region R;
  R.X = &F.getEntryBlock();
  R.J = blockNamed(F, "join");
  R.Cond = cast<BranchInst>(R.X->getTerminator())->getCondition();
  for (StringRef N : {"tp", "ta", "to", "tj"})
    R.TBlocks.insert(blockNamed(F, N));
  for (StringRef N : {"fp", "fa", "fo", "fj"})
    R.FBlocks.insert(blockNamed(F, N));
  auto Pair = [&](StringRef T, StringRef Fb) {
    R.Pairs.push_back({blockNamed(F, T), blockNamed(F, Fb)});
    R.TtoF[blockNamed(F, T)] = blockNamed(F, Fb);
  };
  Pair("tp", "fp");
  Pair("ta", "fa");
  Pair("to", "fo");
  Pair("tj", "fj");
  R.Alignment.resize(R.Pairs.size());

  BasicBlock *TA = blockNamed(F, "ta"), *FA = blockNamed(F, "fa");
  {
    // The arms hang off a melded pair of branches: the melded arm runs
    // unguarded, priced at its masks.
    const RegionGuards Guards(Cost, R, /*Diverges=*/true);
    EXPECT_EQ(Guards.meldedEntry(TA, FA), Guards.armCost());
    EXPECT_NE(Guards.armCost(), Guards.at(TA));
  }
  {
    // The T arm's branch paired with another block: a guard.
    R.TtoF[blockNamed(F, "tp")] = blockNamed(F, "fo");
    const RegionGuards Guards(Cost, R, /*Diverges=*/true);
    EXPECT_EQ(Guards.meldedEntry(TA, FA), Guards.at(TA));
  }
}

} // namespace
