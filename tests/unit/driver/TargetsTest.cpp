// The target table: every ISPC spelling maps to the right target, and the
// attributes make LLVM use the intended vector width.
#include "tools/spmdc/Targets.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include <gtest/gtest.h>

using namespace spmdc;

TEST(Targets, IspcNamesAreAliases) {
  struct {
    const char *Name, *Canon;
    unsigned W;
  } Cases[] = {{"avx512", "avx512", 16},        {"avx512skx-x16", "avx512", 16},
               {"avx512skx-i32x16", "avx512", 16}, {"AVX2-i32x8", "avx2", 8},
               {"sse4-i32x4", "sse4", 4},        {"sse4.2-i32x4", "sse4", 4},
               {"scalar", "scalar", 1},          {"sve", "sve", 0},
               {"sve-512", "sve-512", 16},       {"sve-i32x8", "sve-256", 8},
               {"avx512skx-x8", "avx512-x8", 8}, {"avx512skx-i32x32", "avx512-x32", 32},
               {"avx512skx-x64", "avx512-x64", 64}, {"avx2-i32x16", "avx2-x16", 16},
               {"neon-i32x4", "neon", 4}};
  for (const auto &C : Cases) {
    const TargetDesc *T = lookupTarget(C.Name);
    ASSERT_NE(T, nullptr) << C.Name;
    EXPECT_STREQ(T->Name, C.Canon);
    EXPECT_EQ(T->Width, C.W);
  }
  EXPECT_EQ(lookupTarget("avx1024"), nullptr);
  EXPECT_EQ(lookupTarget(""), nullptr);
}

TEST(Targets, TriplesFollowTheArchitecture) {
  EXPECT_EQ(tripleFor(*lookupTarget("avx2")), "x86_64-unknown-linux-gnu");
  EXPECT_EQ(tripleFor(*lookupTarget("sve")), "aarch64-unknown-linux-gnu");
}

TEST(Targets, BaselineRunsEverywhere) {
  EXPECT_STREQ(baselineTarget(Arch::X86_64).Name, "scalar");
  EXPECT_STREQ(baselineTarget(Arch::AArch64).Name, "neon");
}

TEST(Targets, AttributesSetVectorWidth) {
  llvm::LLVMContext Ctx;
  llvm::Module M("m", Ctx);
  auto *FT = llvm::FunctionType::get(llvm::Type::getVoidTy(Ctx), false);
  auto *F = llvm::Function::Create(FT, llvm::Function::ExternalLinkage, "f", M);
  llvm::BasicBlock::Create(Ctx, "entry", F);
  applyTargetAttributes(M, *lookupTarget("avx512"));
  EXPECT_EQ(F->getFnAttribute("prefer-vector-width").getValueAsString(), "512");
  EXPECT_EQ(F->getFnAttribute("target-cpu").getValueAsString(), "skylake-avx512");

  llvm::Module M2("m2", Ctx);
  auto *G = llvm::Function::Create(FT, llvm::Function::ExternalLinkage, "g", M2);
  llvm::BasicBlock::Create(Ctx, "entry", G);
  applyTargetAttributes(M2, *lookupTarget("sve-512"));
  auto VR = G->getFnAttribute(llvm::Attribute::VScaleRange);
  ASSERT_TRUE(VR.isValid());
  EXPECT_EQ(VR.getVScaleRangeMin(), 4u);
  // Any longer vector runs the code too.
  EXPECT_EQ(VR.getVScaleRangeMax(), std::optional<unsigned>(16));
}

TEST(Targets, SveMultiIsItsFixedVariants) {
  const TargetDesc *Sve = lookupTarget("sve-multi");
  ASSERT_NE(Sve, nullptr);
  std::vector<const TargetDesc *> V = lengthVariants(*Sve);
  ASSERT_EQ(V.size(), 5u);
  const char *Names[] = {"sve-128", "sve-256", "sve-512", "sve-1024", "sve-2048"};
  for (unsigned I = 0; I < 5; ++I) {
    EXPECT_STREQ(V[I]->Name, Names[I]);
    EXPECT_EQ(V[I]->Width, 4u << I);
    EXPECT_EQ(V[I]->SVEVScale, 1u << I);
  }
  EXPECT_TRUE(lengthVariants(*lookupTarget("sve-256")).empty());
  EXPECT_TRUE(lengthVariants(*lookupTarget("avx2")).empty());
  EXPECT_EQ(symbolSuffix(*lookupTarget("sve-1024")), "sve_1024");
}

// `sve` is scalable: its scalable part is compiled as sve-vla (symbols
// f_sve_vla), with the sve-128 fallback, and a source that needs a
// compile-time width is built as sve-multi.
TEST(Targets, SveIsScalableWithFallbacks) {
  const TargetDesc *Sve = lookupTarget("sve");
  ASSERT_NE(Sve, nullptr);
  EXPECT_EQ(Sve->Width, 0u);
  EXPECT_FALSE(Sve->Hidden);
  EXPECT_TRUE(lengthVariants(*Sve).empty());
  EXPECT_STREQ(scalableVariant(*Sve).Name, "sve-vla");
  ASSERT_NE(fallbackTarget(*Sve), nullptr);
  EXPECT_STREQ(fallbackTarget(*Sve)->Name, "sve-128");
  ASSERT_NE(fixedWidthTarget(*Sve), nullptr);
  EXPECT_STREQ(fixedWidthTarget(*Sve)->Name, "sve-multi");
  // sve-vla never falls back to sve-multi; the others have no such target.
  EXPECT_EQ(fixedWidthTarget(*lookupTarget("sve-vla")), nullptr);
  EXPECT_EQ(fixedWidthTarget(*lookupTarget("sve-multi")), nullptr);
  EXPECT_STREQ(scalableVariant(*lookupTarget("sve-vla")).Name, "sve-vla");
  EXPECT_NE(targetNameList().find("sve-multi"), std::string::npos);
}

// The scalable target alone: its own entry, one variant (no length
// variants), vscale_range(1, 16) on every function, and not listed among
// the known targets.
TEST(Targets, ScalableSveIsHiddenAndOneVariant) {
  const TargetDesc *Vla = lookupTarget("sve-vla");
  ASSERT_NE(Vla, nullptr);
  EXPECT_STREQ(Vla->Name, "sve-vla");
  EXPECT_EQ(Vla->Width, 0u);
  EXPECT_TRUE(Vla->Hidden);
  EXPECT_TRUE(lengthVariants(*Vla).empty());
  EXPECT_EQ(symbolSuffix(*Vla), "sve_vla");
  EXPECT_EQ(targetNameList().find("sve-vla"), std::string::npos);
  EXPECT_NE(targetNameList().find("sve-128"), std::string::npos);
  llvm::LLVMContext C;
  llvm::Module M("m", C);
  auto *F = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(C), false),
      llvm::Function::ExternalLinkage, "f", M);
  llvm::BasicBlock::Create(C, "entry", F);
  applyTargetAttributes(M, *Vla);
  llvm::Attribute VR = F->getFnAttribute(llvm::Attribute::VScaleRange);
  ASSERT_TRUE(VR.isValid());
  EXPECT_EQ(VR.getVScaleRangeMin(), 1u);
  EXPECT_EQ(VR.getVScaleRangeMax(), std::optional<unsigned>(16));
}
