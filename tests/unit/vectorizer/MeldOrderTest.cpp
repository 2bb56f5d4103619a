//===- MeldOrderTest.cpp - DARM: the canonical order of a block -----------===//
//
// canonicalOrder (MeldOrder.h) must list every body instruction once, put
// each after the operands it computes, keep loads, stores and calls in
// their relative order (a load never crosses a store, a division never
// crosses a call that may not return), and order independent instructions
// by depth and then opcode.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/darm/MeldOrder.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace llvm;
using namespace spmdc::darm;

namespace {

const char *const IR = R"(
declare void @may_exit(i32)

define void @f(ptr %p, ptr %q, i32 %x, i32 %y, i32 %d) {
entry:
  %m = mul i32 %x, 3
  %a = add i32 %m, 1
  %b = add i32 %y, 7
  store i32 %a, ptr %p, align 4
  %l = load i32, ptr %q, align 4
  %s = sub i32 %l, %b
  call void @may_exit(i32 %s)
  %v = udiv i32 %x, %d
  %w = add i32 %v, %b
  ret void
}
)";

std::vector<std::string> names(const SmallVectorImpl<Instruction *> &Order) {
  std::vector<std::string> R;
  for (Instruction *I : Order)
    R.push_back(I->hasName() ? I->getName().str()
                             : std::string(I->getOpcodeName()));
  return R;
}

TEST(MeldOrder, DepthThenOpcodeWithMemoryAndCallsInOrder) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  ASSERT_TRUE(M);
  BasicBlock &BB = M->getFunction("f")->getEntryBlock();
  // Depths: add %b 0 and mul %m 0 (an add before a mul), %a 1, the store
  // 2, the load 3 (after the store), %s 4, the call 5, the udiv 6 (a
  // division by %d may be undefined: it stays after the call), %w 7.
  std::vector<std::string> Want = {"b", "m",    "a", "store", "l",
                                   "s", "call", "v", "w"};
  EXPECT_EQ(names(canonicalOrder(&BB)), Want);
}

TEST(MeldOrder, AnOrderedBlockStaysAsItIs) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"(
define i32 @g(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, 2
  %c = sub i32 %b, %x
  ret i32 %c
}
)",
                                                  Err, Ctx);
  ASSERT_TRUE(M);
  BasicBlock &BB = M->getFunction("g")->getEntryBlock();
  EXPECT_EQ(canonicalOrder(&BB), body(&BB));
}

} // namespace
