//===- CpuTuningTest.cpp - --cpu: names, ISA check, tune-cpu -------------===//
//
// --cpu (CpuTuning.h): a CPU is accepted for a target exactly when it has
// the target's ISA (generic and the target's own CPU always); `native` is
// this machine's CPU; the tuning reaches every defined function as tune-cpu
// and nothing else.
//
//===----------------------------------------------------------------------===//
#include "tools/spmdc/CpuTuning.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"
#include <gtest/gtest.h>

using namespace spmdc;

namespace {

struct CpuTuning : ::testing::Test {
  static void SetUpTestSuite() {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
  }
  std::optional<std::string> resolve(const char *Target, const char *Cpu,
                                     const char *Host = nullptr) {
    Err.clear();
    Warning.clear();
    std::optional<TuneChoice> C =
        Host ? resolveTuneCPU(*lookupTarget(Target), Cpu, Host, Err)
             : resolveTuneCPU(*lookupTarget(Target), Cpu, Err);
    if (!C)
      return std::nullopt;
    Warning = C->Warning;
    return C->CPU;
  }
  std::string Err, Warning;
};

TEST_F(CpuTuning, AcceptsCpusWithTheTargetsIsa) {
  EXPECT_EQ(resolve("avx512", "znver4"), "znver4");
  EXPECT_EQ(resolve("avx512", "skylake-avx512"), "skylake-avx512");
  EXPECT_EQ(resolve("avx2", "znver3"), "znver3");
  EXPECT_EQ(resolve("sse4", "nehalem"), "nehalem");
  EXPECT_EQ(resolve("sve", "neoverse-v1"), "neoverse-v1");
  EXPECT_EQ(resolve("neon", "cortex-a53"), "cortex-a53");
  // ISPC's short names, any case.
  EXPECT_EQ(resolve("avx512", "icx"), "icelake-server");
  EXPECT_EQ(resolve("avx512", "SPR"), "sapphirerapids");
  EXPECT_EQ(resolve("avx2", "adl"), "alderlake");
}

TEST_F(CpuTuning, RefusesCpusLackingTheIsa) {
  EXPECT_EQ(resolve("avx512", "znver3"), std::nullopt);
  EXPECT_NE(Err.find("lacks avx512bw, avx512cd, avx512dq, avx512vl,"),
            std::string::npos)
      << Err;
  EXPECT_EQ(resolve("avx2", "sandybridge"), std::nullopt);
  EXPECT_NE(Err.find("avx2"), std::string::npos) << Err;
  // avx1 itself runs on it.
  EXPECT_EQ(resolve("avx1", "sandybridge"), "sandybridge");
  EXPECT_EQ(resolve("sve-256", "cortex-a72"), std::nullopt);
  EXPECT_NE(Err.find("sve"), std::string::npos) << Err;
  EXPECT_EQ(resolve("avx2", "cortex-a72"), std::nullopt);
  EXPECT_NE(Err.find("unknown CPU 'cortex-a72' for target 'avx2'"),
            std::string::npos)
      << Err;
}

TEST_F(CpuTuning, NativeIsThisMachine) {
  std::optional<std::string> Cpu = resolve("scalar", "native");
  ASSERT_TRUE(Cpu) << Err; // every x86-64 CPU runs the scalar target
  EXPECT_EQ(*Cpu, llvm::sys::getHostCPUName());
  // An AArch64 target on this x86-64 machine (or the reverse).
  EXPECT_EQ(resolve("sve", "native").has_value() &&
                resolve("scalar", "native").has_value(),
            false);
}

// Review 22a M2: LLVM's aliases (`llc -mcpu=help` lists them) resolve to
// their processor's ISA.
TEST_F(CpuTuning, AcceptsLlvmAliases) {
  EXPECT_EQ(resolve("neon", "apple-m1"), "apple-m1") << Err;
  EXPECT_EQ(resolve("neon", "cobalt-100"), "cobalt-100") << Err;
  EXPECT_EQ(resolve("neon", "Apple-M2"), "apple-m2") << Err;
  // apple-m1 has no SVE.
  EXPECT_EQ(resolve("sve", "apple-m1"), std::nullopt);
  EXPECT_NE(Err.find("lacks sve"), std::string::npos) << Err;
}

// Review 22a L1: generic and the target's own CPU need no ISA check.
TEST_F(CpuTuning, AcceptsGenericAndTheTargetsOwnCpu) {
  EXPECT_EQ(resolve("neon", "generic"), "generic") << Err;
  EXPECT_EQ(resolve("sve", "generic"), "generic") << Err;
  EXPECT_EQ(resolve("scalar", "generic"), "generic") << Err;
  EXPECT_EQ(resolve("avx512", "generic"), "generic") << Err;
  EXPECT_EQ(resolve("sse4", "x86-64-v2"), "x86-64-v2") << Err;
  EXPECT_TRUE(Warning.empty());
}

// Review 22a L1: on a machine LLVM calls generic, native tunes for nothing
// and warns.
TEST_F(CpuTuning, NativeOnAnUnknownMachineWarnsAndSkipsTuning) {
  EXPECT_EQ(resolve("scalar", "native", "generic"), "") << Err;
  EXPECT_NE(Warning.find("LLVM does not know this machine's CPU"),
            std::string::npos)
      << Warning;
  EXPECT_EQ(resolve("avx512", "native", "znver4"), "znver4") << Err;
  EXPECT_TRUE(Warning.empty());
}

// Review 22a L2 and the GPU nit.
TEST_F(CpuTuning, RefusesEmptyNamesAndGpuProcessors) {
  EXPECT_EQ(resolve("avx2", ""), std::nullopt);
  EXPECT_NE(Err.find("--cpu needs a CPU name"), std::string::npos) << Err;
  EXPECT_EQ(resolve("avx2", "sm_80"), std::nullopt);
  EXPECT_NE(Err.find("'sm_80' is a GPU processor (target 'nvptx')"),
            std::string::npos)
      << Err;
  EXPECT_EQ(resolve("neon", "gfx942"), std::nullopt);
  EXPECT_NE(Err.find("GPU processor (target 'amdgcn')"), std::string::npos)
      << Err;
}

TEST_F(CpuTuning, AcceptedListsOnlyCpusWithTheIsa) {
  std::vector<std::string> Avx512 = acceptedCPUs(*lookupTarget("avx512"));
  for (const char *Cpu : {"skylake-avx512", "znver4", "icx", "spr"})
    EXPECT_TRUE(llvm::is_contained(Avx512, Cpu)) << Cpu;
  for (const char *Cpu : {"znver3", "haswell", "knl", "skylake_avx512"})
    EXPECT_FALSE(llvm::is_contained(Avx512, Cpu)) << Cpu;
  std::vector<std::string> Avx2 = acceptedCPUs(*lookupTarget("avx2"));
  EXPECT_TRUE(llvm::is_contained(Avx2, "znver3"));
  EXPECT_TRUE(llvm::is_contained(Avx2, "haswell"));
  EXPECT_FALSE(llvm::is_contained(Avx2, "ivybridge"));
  EXPECT_TRUE(llvm::is_sorted(Avx2));
}

TEST_F(CpuTuning, TuneCpuOnDefinedFunctionsOnly) {
  llvm::LLVMContext Ctx;
  llvm::Module M("m", Ctx);
  auto *FT = llvm::FunctionType::get(llvm::Type::getVoidTy(Ctx), false);
  auto *F = llvm::Function::Create(FT, llvm::Function::ExternalLinkage, "f", M);
  llvm::BasicBlock::Create(Ctx, "entry", F);
  auto *D = llvm::Function::Create(FT, llvm::Function::ExternalLinkage, "d", M);
  applyTuneCPU(M, "");
  EXPECT_FALSE(F->hasFnAttribute("tune-cpu"));
  applyTuneCPU(M, "znver4");
  EXPECT_EQ(F->getFnAttribute("tune-cpu").getValueAsString(), "znver4");
  EXPECT_FALSE(F->hasFnAttribute("target-cpu"));
  EXPECT_FALSE(D->hasFnAttribute("tune-cpu"));
}

} // namespace
