//===- MeldRegionTest.cpp - DARM replication: shapes and exact undo -------===//
//
// The replications of MeldRegion (a block into an if's shape, two ifs of
// different shapes padded to one), reached through the subgraph-sequence
// alignment (MeldSequence.h) whose one-pair case they are, must make the
// two sides isomorphic (findRegion pairs them) and, when the meld is not
// taken, undo to the very same IR: the printed function, debug records and
// the order of a block's predecessors included, and a verifier-clean
// module.
//
//===----------------------------------------------------------------------===//
#include "ExportFunctionIR.h"
#include "vectorizer/darm/MeldRegion.h"
#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldSequence.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace spmdc::darm;

namespace {

// A diamond (place) against a triangle (pop) whose arm faces the other way
// round: padding inverts the pop side's compare and pads its edge to join.
// And a block (then) against an if (else) whose arm does the same work,
// with a debug record at the end of the block.
const char *const IR = R"(
define void @pad(ptr %a, i32 %x, i32 %d) {
entry:
  %c = icmp sgt i32 %x, 100
  br i1 %c, label %place, label %pop
place:
  %full = icmp eq i32 %d, 8
  br i1 %full, label %count, label %push
count:
  %n1 = add i32 %x, 1
  br label %join
push:
  %i0 = sext i32 %d to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %i0
  store i32 %x, ptr %pa, align 4
  br label %join
pop:
  %d1 = sub nsw i32 %d, 1
  %ne = icmp sge i32 %d1, 0
  br i1 %ne, label %popped, label %join
popped:
  %i1 = sext i32 %d1 to i64
  %qa = getelementptr inbounds i32, ptr %a, i64 %i1
  %u = load i32, ptr %qa, align 4
  br label %join
join:
  %r = phi i32 [ %n1, %count ], [ %x, %push ], [ %u, %popped ], [ %x, %pop ]
  store i32 %r, ptr %a, align 4
  ret void
}

define void @block(ptr %a, float %x) !dbg !5 {
entry:
  %c = fcmp ogt float %x, 5.000000e-01
  br i1 %c, label %then, label %else
then:
  %t1 = fmul float %x, 3.000000e+00
    #dbg_value(float %t1, !9, !DIExpression(), !10)
  %t2 = fadd float %t1, 1.000000e+00
    #dbg_value(float %t2, !9, !DIExpression(), !10)
  br label %join
else:
  %e0 = fadd float %x, -2.500000e-01
  %q = fcmp ogt float %e0, 1.250000e-01
  br i1 %q, label %inner, label %join
inner:
  %i1 = fmul float %x, 5.000000e+00
  %i2 = fadd float %i1, 1.000000e+00
  br label %join
join:
  %r = phi float [ %t2, %then ], [ %e0, %else ], [ %i2, %inner ]
  store float %r, ptr %a, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.spmd", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "block", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DILocalVariable(name: "y", scope: !5, file: !1, line: 2, type: !8)
!10 = !DILocation(line: 2, column: 1, scope: !5)
)";

/// The printed function, `; preds = ...` comments included: undoing
/// restores every instruction, operand and record, and the use-list order
/// (the order of each block's predecessors).
std::string print(const Function &F) {
  std::string S;
  raw_string_ostream OS(S);
  F.print(OS);
  return S;
}

/// alignSequences on the branch ending \p X with the join \p J, with the
/// target-independent costs for 8 lanes.
bool align(Function &F, BasicBlock *X, BasicBlock *J, LoopInfo &LI,
           Replica &Rep) {
  spmdc::DarmOptions Opts;
  Opts.Lanes = spmdc::GangWidth::fixed(8);
  TargetTransformInfo TTI(F.getDataLayout());
  spmdc::ShapeInfo SI = spmdc::computeShapes(F, Opts.Lanes);
  MeldCost Cost(F, TTI, Opts, SI);
  PostDominatorTree PDT(F);
  return alignSequences(X, J, PDT, LI, Cost, Rep);
}

struct Fixture {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
};

TEST(MeldRegion, IfsOfDifferentShapesPadAndUndoExactly) {
  Fixture T;
  ASSERT_TRUE(T.M) << T.Err.getMessage().str();
  Function &F = *T.M->getFunction("pad");
  const std::string Before = print(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  BasicBlock *X = blockNamed(F, "entry"), *J = blockNamed(F, "join");
  Region R0;
  EXPECT_FALSE(findRegion(X, J, LI, R0)); // a diamond against a triangle
  Replica Rep;
  ASSERT_TRUE(align(F, X, J, LI, Rep));
  EXPECT_EQ(Rep.K, Replica::Kind::Sequence);
  EXPECT_EQ(Rep.ShapedIfs, 1u);
  EXPECT_TRUE(Rep.Solos.empty());
  // One inversion, one empty arm (both Kind::Pad).
  ASSERT_EQ(Rep.Nested.size(), 2u);
  const Replica &Inv = Rep.Nested[0], &Pad = Rep.Nested[1];
  EXPECT_FALSE(verifyModule(*T.M, &errs()));
  // The pop side's branch is inverted in place (its compare has one use):
  // its arm now faces the push arm, the pad faces the count arm.
  EXPECT_EQ(Inv.InvertedCmp, blockNamed(F, "pop")->getTerminator()->getOperand(0));
  ASSERT_EQ(Pad.Arms.size(), 1u);
  Region R;
  ASSERT_TRUE(findRegion(X, J, LI, R));
  EXPECT_EQ(R.TtoF.lookup(blockNamed(F, "push")), blockNamed(F, "popped"));
  EXPECT_EQ(R.TtoF.lookup(blockNamed(F, "count")), Pad.Arms.front());
  undoReplica(Rep, LI);
  EXPECT_FALSE(verifyModule(*T.M, &errs()));
  EXPECT_EQ(print(F), Before);
}

TEST(MeldRegion, ReplicateBlockKeepsDebugRecordsAndUndoesExactly) {
  Fixture T;
  ASSERT_TRUE(T.M) << T.Err.getMessage().str();
  Function &F = *T.M->getFunction("block");
  const std::string Before = print(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  BasicBlock *X = blockNamed(F, "entry"), *J = blockNamed(F, "join");
  Replica Seq;
  ASSERT_TRUE(align(F, X, J, LI, Seq));
  ASSERT_EQ(Seq.Nested.size(), 1u);
  const Replica &Rep = Seq.Nested.front();
  EXPECT_EQ(Rep.K, Replica::Kind::Block);
  EXPECT_FALSE(verifyModule(*T.M, &errs()));
  // The block's work went opposite the arm doing the same (fmul, fadd),
  // each record still right after the value it names.
  ASSERT_NE(Rep.Home, Rep.S);
  Instruction *T1 = &*Rep.Home->begin();
  EXPECT_EQ(T1->getName(), "t1");
  Instruction *T2 = T1->getNextNode();
  EXPECT_TRUE(T2->hasDbgRecords()); // the record of t1, in front of t2
  EXPECT_TRUE(T2->getNextNode()->hasDbgRecords()); // t2's, before the br
  EXPECT_FALSE(Rep.S->getTerminator()->hasDbgRecords());
  Region R;
  EXPECT_TRUE(findRegion(X, J, LI, R));
  undoReplica(Seq, LI);
  EXPECT_FALSE(verifyModule(*T.M, &errs()));
  EXPECT_EQ(print(F), Before);
}

} // namespace
