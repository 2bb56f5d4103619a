//===- LiveValueSetTest.cpp - DARM: a set that forgets deleted values -----===//
//
// LiveValueSet (vectorizer/darm/LiveValueSet.h) must not take a deleted
// value's address for the value: DARM asked "was this block rejected?" of
// blocks made later at a deleted block's address (a plain SmallPtrSet
// answers yes).
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/LiveValueSet.h"

#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

using namespace llvm;
using spmdc::darm::LiveValueSet;

TEST(LiveValueSet, ForgetsDeletedValues) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                 Function::ExternalLinkage, "f", M);
  BasicBlock *Kept = BasicBlock::Create(Ctx, "kept", F);
  BasicBlock *Gone = BasicBlock::Create(Ctx, "gone", F);
  LiveValueSet S;
  S.insert(Kept);
  S.insert(Gone);
  EXPECT_TRUE(S.count(Kept));
  EXPECT_TRUE(S.count(Gone));
  const Value *Address = Gone;
  Gone->eraseFromParent();
  // Only the address is read: a block made later may live there.
  EXPECT_FALSE(S.count(Address));
  EXPECT_TRUE(S.count(Kept));
  S.erase(Kept);
  EXPECT_FALSE(S.count(Kept));
  // Erased, it may be inserted again.
  S.insert(Kept);
  EXPECT_TRUE(S.count(Kept));
  // A block made later, possibly at the deleted block's address, is not
  // in the set until inserted.
  BasicBlock *Later = BasicBlock::Create(Ctx, "later", F);
  EXPECT_FALSE(S.count(Later));
  S.insert(Later);
  EXPECT_TRUE(S.count(Later));
}
