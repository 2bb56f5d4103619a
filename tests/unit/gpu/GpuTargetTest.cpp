// GPU targets: processor -> wave size (= programCount), the triples, and
// the data layout the frontend writes SPMD IR under.
#include "gpu-backend/GpuTarget.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/Support/Error.h"
#include <gtest/gtest.h>

using namespace spmdc;

TEST(GpuTarget, WaveSizeIsTheGangSize) {
  const TargetDesc *Amd = lookupTarget("amdgcn");
  const TargetDesc *Nv = lookupTarget("nvptx");
  ASSERT_NE(Amd, nullptr);
  ASSERT_NE(Nv, nullptr);
  EXPECT_EQ(lookupTarget("amdgpu"), Amd);
  EXPECT_EQ(lookupTarget("cuda"), Nv);
  struct {
    const TargetDesc *Base;
    const char *Processor, *CPU;
    unsigned Width;
  } Cases[] = {{Amd, "", "gfx90a", 64},        {Amd, "gfx90a", "gfx90a", 64},
               {Amd, "gfx942", "gfx942", 64},  {Amd, "gfx1100", "gfx1100", 32},
               {Nv, "", "sm_80", 32},          {Nv, "sm_90", "sm_90", 32}};
  for (const auto &C : Cases) {
    std::string Err;
    std::optional<TargetDesc> T = resolveGpuTarget(*C.Base, C.Processor, Err);
    ASSERT_TRUE(T.has_value()) << C.Processor << ": " << Err;
    EXPECT_STREQ(T->CPU, C.CPU);
    EXPECT_EQ(T->Width, C.Width) << C.Processor;
    EXPECT_EQ(T->TheArch, C.Base->TheArch);
  }
}

TEST(GpuTarget, UnknownProcessorsAreErrors) {
  std::string Err;
  EXPECT_FALSE(resolveGpuTarget(*lookupTarget("amdgcn"), "sm_80", Err));
  EXPECT_EQ(Err, "unknown processor 'sm_80' for target 'amdgcn'; known: "
                 "gfx90a, gfx942, gfx1100");
  EXPECT_FALSE(resolveGpuTarget(*lookupTarget("nvptx"), "gfx90a", Err));
  EXPECT_EQ(waveSizeOf(Arch::AMDGCN, "gfx803"), 0u);
}

TEST(GpuTarget, TriplesAndArchitectures) {
  EXPECT_EQ(tripleFor(*lookupTarget("amdgcn")), "amdgcn-amd-amdhsa");
  EXPECT_EQ(tripleFor(*lookupTarget("nvptx")), "nvptx64-nvidia-cuda");
  EXPECT_TRUE(isGpuArch(Arch::AMDGCN));
  EXPECT_TRUE(isGpuArch(Arch::NVPTX));
  EXPECT_FALSE(isGpuArch(Arch::X86_64));
  EXPECT_FALSE(isGpuArch(Arch::AArch64));
}

TEST(GpuTarget, SpmdIRLayoutHasGenericAllocas) {
  std::string Amd = "e-m:e-p:64:64-p1:64:64-p5:32:32-i64:64-n32:64-S32-A5-G1";
  std::string Out = spmdIRDataLayout(Amd);
  EXPECT_EQ(Out, "e-m:e-p:64:64-p1:64:64-p5:32:32-i64:64-n32:64-S32-G1");
  llvm::Expected<llvm::DataLayout> DL = llvm::DataLayout::parse(Out);
  ASSERT_TRUE(static_cast<bool>(DL));
  EXPECT_EQ(DL->getAllocaAddrSpace(), 0u);
  EXPECT_EQ(DL->getPointerSizeInBits(5), 32u); // the rest is kept
  // A layout without an alloca address space is unchanged.
  EXPECT_EQ(spmdIRDataLayout("e-i64:64-i128:128-v16:16-v32:32-n16:32:64"),
            "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
}
