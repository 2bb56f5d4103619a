//===- CrossLaneTest.cpp - cross-lane names, vector math linking
//-----------===//
#include "frontend/Builtins.h"
#include "vectorizer/VectorMath.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>
#include <set>

using namespace llvm;
using namespace spmdc;

namespace {

/// A call to a function named \p Name (i32 (i32)) in a fresh module.
std::optional<CrossLaneOp> opOfName(LLVMContext &C, StringRef Name) {
  Module M("m", C);
  auto *FT =
      FunctionType::get(Type::getInt32Ty(C), {Type::getInt32Ty(C)}, false);
  Function *Callee = Function::Create(FT, Function::ExternalLinkage, Name, M);
  Function *F = Function::Create(FT, Function::ExternalLinkage, "f", M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", F));
  CallInst *CI = B.CreateCall(Callee, {F->getArg(0)});
  B.CreateRet(CI);
  return getCrossLaneOp(*CI);
}

TEST(CrossLaneOps, NamesRoundTrip) {
  LLVMContext C;
  for (int K = 0; K <= int(CrossLaneOp::PackedStore); ++K) {
    auto Op = CrossLaneOp(K);
    std::string Name = crossLaneBaseName(Op);
    if (crossLaneIsOverloaded(Op))
      Name += ".i32";
    EXPECT_EQ(opOfName(C, Name), Op) << Name;
  }
  for (const char *Rmw :
       {"add", "sub", "and", "or", "xor", "min", "max", "umin", "umax"}) {
    EXPECT_EQ(opOfName(C, std::string("spmd.atomic.") + Rmw + ".i64"),
              CrossLaneOp::Atomic);
    EXPECT_EQ(opOfName(C, std::string("spmd.atomic.once.") + Rmw + ".i32"),
              CrossLaneOp::AtomicOnce);
  }
  EXPECT_EQ(opOfName(C, "spmd.atomic.nand.i32"), std::nullopt);
  EXPECT_EQ(opOfName(C, "spmd.lane.index"), std::nullopt);
  EXPECT_EQ(opOfName(C, "spmd.reduce.add"), std::nullopt); // suffix missing
  EXPECT_EQ(opOfName(C, "reduce_add"), std::nullopt);
}

TEST(CrossLaneOps, ResultShapes) {
  EXPECT_EQ(crossLaneResult(CrossLaneOp::ReduceAdd), CrossLaneResult::Uniform);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::Extract), CrossLaneResult::Uniform);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::AtomicOnce), CrossLaneResult::Uniform);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::ScanAdd), CrossLaneResult::Varying);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::Shift), CrossLaneResult::Varying);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::Atomic), CrossLaneResult::Varying);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::Rotate), CrossLaneResult::AsOperands);
  EXPECT_EQ(crossLaneResult(CrossLaneOp::PackedStore), CrossLaneResult::None);
}

TEST(Builtins, TableIsConsistent) {
  std::set<std::string> Names;
  for (const fe::BuiltinInfo &B : fe::allBuiltins()) {
    EXPECT_TRUE(Names.insert(B.Name).second) << B.Name;
    EXPECT_LE(B.MinArgs, B.MaxArgs) << B.Name;
    EXPECT_EQ(fe::lookupBuiltin(B.Name), &B);
  }
  EXPECT_EQ(fe::lookupBuiltin("reduce_ad"), nullptr);
  EXPECT_NE(fe::lookupBuiltin("exclusive_scan_or"), nullptr);
}

/// A stand-in vector math library: `__spmd_vm_sin_f32` on 4 floats.
std::string fakeLibrary(LLVMContext &C) {
  SMDiagnostic Err;
  auto Lib = parseAssemblyString(
      "define <4 x float> @__spmd_vm_sin_f32(<4 x float> %x) "
      "\"target-cpu\"=\"other\" {\n"
      "  %r = fadd <4 x float> %x, %x\n  ret <4 x float> %r\n}\n",
      Err, C);
  std::string Buf;
  raw_string_ostream OS(Buf);
  WriteBitcodeToFile(*Lib, OS);
  return Buf;
}

unsigned countCalls(Function &F, StringRef Name) {
  unsigned N = 0;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (CI->getCalledFunction() && CI->getCalledFunction()->getName() == Name)
        ++N;
  return N;
}

TEST(VectorMath, SplitsPadsAndLinks) {
  LLVMContext C;
  std::string Lib = fakeLibrary(C);
  SMDiagnostic Err;
  auto M = parseAssemblyString(
      "define <8 x float> @wide(<8 x float> %x) \"target-cpu\"=\"haswell\" {\n"
      "  %s = call <8 x float> @llvm.sin.v8f32(<8 x float> %x)\n"
      "  ret <8 x float> %s\n}\n"
      "define <2 x float> @narrow(<2 x float> %x) \"target-cpu\"=\"haswell\" "
      "{\n"
      "  %s = call <2 x float> @llvm.sin.v2f32(<2 x float> %x)\n"
      "  ret <2 x float> %s\n}\n"
      "define float @scalar(float %x) \"target-cpu\"=\"haswell\" {\n"
      "  %s = call float @llvm.sin.f32(float %x)\n  ret float %s\n}\n"
      "define <8 x float> @nolib(<8 x float> %x) \"target-cpu\"=\"haswell\" {\n"
      "  %s = call <8 x float> @llvm.cos.v8f32(<8 x float> %x)\n"
      "  ret <8 x float> %s\n}\n",
      Err, C);
  ASSERT_TRUE(M);
  ASSERT_TRUE(linkVectorMath(*M, Lib));
  EXPECT_FALSE(verifyModule(*M, &errs()));
  EXPECT_EQ(countCalls(*M->getFunction("wide"), "__spmd_vm_sin_f32"), 2u);
  EXPECT_EQ(countCalls(*M->getFunction("narrow"), "__spmd_vm_sin_f32"), 1u);
  EXPECT_EQ(countCalls(*M->getFunction("scalar"), "llvm.sin.f32"), 1u);
  EXPECT_EQ(countCalls(*M->getFunction("nolib"), "llvm.cos.v8f32"), 1u);
  Function *S = M->getFunction("__spmd_vm_sin_f32");
  ASSERT_TRUE(S && !S->isDeclaration());
  EXPECT_TRUE(S->hasInternalLinkage());
  EXPECT_TRUE(S->hasFnAttribute(Attribute::AlwaysInline));
  EXPECT_EQ(S->getFnAttribute("target-cpu").getValueAsString(), "haswell");
  // Garbage bitcode is reported, not a crash.
  auto M2 = parseAssemblyString(
      "define <8 x float> @w(<8 x float> %x) {\n"
      "  %s = call <8 x float> @llvm.sin.v8f32(<8 x float> %x)\n"
      "  ret <8 x float> %s\n}\n",
      Err, C);
  bool Reported = false;
  C.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *, void *Ctx) {
        *static_cast<bool *>(Ctx) = true;
      },
      &Reported);
  EXPECT_FALSE(linkVectorMath(*M2, "not bitcode"));
  EXPECT_TRUE(Reported);
}

} // namespace
