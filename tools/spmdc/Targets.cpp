//===- Targets.cpp - the compilation targets spmdc knows ------------------===//

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

#include <algorithm>

using namespace llvm;

namespace spmdc {

const std::vector<TargetDesc> &allTargets() {
  static const std::vector<TargetDesc> Targets = {
      {"avx512", Arch::X86_64, 16, "skylake-avx512", "", 512, 0,
       "AVX-512 (F/BW/DQ/VL), 16 lanes in zmm registers"},
      {"avx512-x32", Arch::X86_64, 32, "skylake-avx512", "", 512, 0,
       "AVX-512, 32 lanes in pairs of zmm registers"},
      {"avx512-x64", Arch::X86_64, 64, "skylake-avx512", "", 512, 0,
       "AVX-512, 64 lanes in four zmm registers"},
      {"avx512-x8", Arch::X86_64, 8, "skylake-avx512", "", 256, 0,
       "AVX-512 instructions on 8 lanes in ymm registers (no zmm frequency "
       "drop)"},
      {"avx2", Arch::X86_64, 8, "haswell", "", 256, 0,
       "AVX2 + FMA, 8 lanes in ymm registers"},
      {"avx2-x16", Arch::X86_64, 16, "haswell", "", 256, 0,
       "AVX2 + FMA, 16 lanes in pairs of ymm registers"},
      // AVX without AVX2/FMA (Sandy Bridge, Ivy Bridge): ISPC's avx1-i32x8,
      // one of the targets ISPC's own examples build for.
      {"avx1", Arch::X86_64, 8, "sandybridge", "", 256, 0,
       "AVX (no AVX2/FMA), 8 lanes in ymm registers"},
      // ISPC's avx1-i32x16: ISPC's deferred example builds for it.
      {"avx1-x16", Arch::X86_64, 16, "sandybridge", "", 256, 0,
       "AVX (no AVX2/FMA), 16 lanes in pairs of ymm registers"},
      {"sse4", Arch::X86_64, 4, "x86-64-v2", "", 128, 0,
       "SSE4.2, 4 lanes in xmm registers"},
      // ISPC's sse4-i32x8 (another of deferred's targets) and sse2-i32x8.
      {"sse4-x8", Arch::X86_64, 8, "x86-64-v2", "", 128, 0,
       "SSE4.2, 8 lanes in pairs of xmm registers"},
      // The x86-64 baseline: ISPC's sse2-i32x4, so that a multi-target
      // build covers every x86-64 CPU.
      {"sse2", Arch::X86_64, 4, "x86-64", "", 128, 0,
       "SSE2 (any x86-64 CPU), 4 lanes in xmm registers"},
      {"sse2-x8", Arch::X86_64, 8, "x86-64", "", 128, 0,
       "SSE2 (any x86-64 CPU), 8 lanes in pairs of xmm registers"},
      {"scalar", Arch::X86_64, 1, "x86-64", "", 0, 0,
       "one lane: the reference every other target is compared with"},
      // Width 0 without VariantPrefix: one variant whose gang is vscale × 4
      // lanes (scalable vector types; vscale_range(1, 16)), compiled by the
      // hidden sve-vla, plus the sve-128 fallback for lengths that are not
      // a power of two. A source that needs a compile-time gang width is
      // built as sve-multi instead, with a warning (Driver.cpp).
      {"sve", Arch::AArch64, 0, "generic", "+v8.2a,+neon,+sve", 0, 1,
       "AArch64 SVE, any vector length (128-2048 bits): one "
       "vector-length-agnostic variant, programCount is VL/32 at run time",
       nullptr, /*Hidden=*/false, /*Fallback=*/"sve-128",
       /*ScalableVariant=*/"sve-vla", /*FixedWidthTarget=*/"sve-multi"},
      {"sve-multi", Arch::AArch64, 0, "generic", "+v8.2a,+neon,+sve", 0, 0,
       "AArch64 SVE, five fixed-length variants (128-2048 bits) picked at run "
       "time: prefer it for exact-length code (constant shuffles, "
       "compile-time programCount)",
       "sve-"},
      // The scalable variant alone, never built as sve-multi: what `sve`
      // compiles when the source allows it (tests and spmdc-difftest use it).
      {"sve-vla", Arch::AArch64, 0, "generic", "+v8.2a,+neon,+sve", 0, 1,
       "AArch64 SVE, one vector-length-agnostic variant that never falls "
       "back to sve-multi",
       nullptr, /*Hidden=*/true, /*Fallback=*/"sve-128"},
      {"sve-2048", Arch::AArch64, 64, "generic", "+v8.2a,+neon,+sve", 2048, 16,
       "AArch64 SVE, vector length >= 2048 bits, 64 lanes"},
      {"sve-1024", Arch::AArch64, 32, "generic", "+v8.2a,+neon,+sve", 1024, 8,
       "AArch64 SVE, vector length >= 1024 bits, 32 lanes"},
      {"sve-512", Arch::AArch64, 16, "generic", "+v8.2a,+neon,+sve", 512, 4,
       "AArch64 SVE, vector length >= 512 bits, 16 lanes"},
      {"sve-256", Arch::AArch64, 8, "generic", "+v8.2a,+neon,+sve", 256, 2,
       "AArch64 SVE, vector length >= 256 bits, 8 lanes"},
      {"sve-128", Arch::AArch64, 4, "generic", "+v8.2a,+neon,+sve", 128, 1,
       "AArch64 SVE, any vector length, 4 lanes"},
      {"neon", Arch::AArch64, 4, "generic", "+v8a,+neon", 128, 0,
       "AArch64 Advanced SIMD, 4 lanes"},
      {"amdgcn", Arch::AMDGCN, 64, "gfx90a", "", 0, 0,
       "AMD GPU code object (--mcpu=gfx90a|gfx942: wave64, gfx1100: wave32); "
       "a gang is one wavefront"},
      {"nvptx", Arch::NVPTX, 32, "sm_80", "", 0, 0,
       "NVIDIA PTX (--mcpu=sm_80|sm_90); a gang is one warp of 32"},
  };
  return Targets;
}

const TargetDesc *lookupTarget(StringRef Name) {
  // ISPC spellings map onto the canonical names.
  StringRef Canon = StringSwitch<StringRef>(Name.lower())
                        .Cases({"avx512", "avx512skx-x16", "avx512skx-i32x16",
                               "avx512icl-x16", "avx512icl-i32x16",
                               "avx512spr-x16", "avx512spr-i32x16"},
                               "avx512")
                        .Cases({"avx512-x32", "avx512skx-x32",
                                "avx512skx-i32x32", "avx512icl-x32",
                                "avx512spr-x32"},
                               "avx512-x32")
                        .Cases({"avx512-x64", "avx512skx-x64",
                                "avx512skx-i32x64", "avx512icl-x64",
                                "avx512spr-x64"},
                               "avx512-x64")
                        .Cases({"avx512-x8", "avx512skx-x8", "avx512skx-i32x8",
                                "avx512icl-x8", "avx512spr-x8"},
                               "avx512-x8")
                        .Cases({"avx2", "avx2-i32x8", "avx2-x8"}, "avx2")
                        .Cases({"avx2-x16", "avx2-i32x16"}, "avx2-x16")
                        .Cases({"avx1", "avx1-i32x8", "avx1-x8"}, "avx1")
                        .Cases({"avx1-x16", "avx1-i32x16"}, "avx1-x16")
                        .Cases({"sse4", "sse4-i32x4", "sse4.2-i32x4",
                               "sse4.1-i32x4", "sse4-x4"},
                               "sse4")
                        .Cases({"sse4-x8", "sse4-i32x8", "sse4.2-i32x8",
                                "sse4.1-i32x8"},
                               "sse4-x8")
                        .Cases({"sse2", "sse2-i32x4", "sse2-x4"}, "sse2")
                        .Cases({"sse2-x8", "sse2-i32x8"}, "sse2-x8")
                        .Cases({"scalar", "generic-i32x1", "generic-x1"},
                               "scalar")
                        .Case("sve", "sve")
                        .Case("sve-vla", "sve-vla")
                        .Case("sve-multi", "sve-multi")
                        .Cases({"sve-128", "sve-i32x4"}, "sve-128")
                        .Cases({"sve-256", "sve-i32x8"}, "sve-256")
                        .Cases({"sve-512", "sve-i32x16"}, "sve-512")
                        .Cases({"sve-1024", "sve-i32x32"}, "sve-1024")
                        .Cases({"sve-2048", "sve-i32x64"}, "sve-2048")
                        .Cases({"neon", "neon-i32x4", "neon-x4"}, "neon")
                        .Cases({"amdgcn", "amdgpu"}, "amdgcn")
                        .Cases({"nvptx", "nvptx64", "cuda"}, "nvptx")
                        .Default("");
  for (const TargetDesc &T : allTargets())
    if (Canon == T.Name)
      return &T;
  return nullptr;
}

std::vector<const TargetDesc *> lengthVariants(const TargetDesc &T) {
  std::vector<const TargetDesc *> Out;
  if (T.Width != 0 || !T.VariantPrefix)
    return Out;
  for (const TargetDesc &V : allTargets())
    if (V.Width && StringRef(V.Name).starts_with(T.VariantPrefix))
      Out.push_back(&V);
  llvm::sort(Out, [](const TargetDesc *A, const TargetDesc *B) {
    return A->VectorBits < B->VectorBits;
  });
  return Out;
}

const TargetDesc *fallbackTarget(const TargetDesc &T) {
  return T.Fallback ? lookupTarget(T.Fallback) : nullptr;
}

const TargetDesc &scalableVariant(const TargetDesc &T) {
  return T.ScalableVariant ? *lookupTarget(T.ScalableVariant) : T;
}

const TargetDesc *fixedWidthTarget(const TargetDesc &T) {
  return T.FixedWidthTarget ? lookupTarget(T.FixedWidthTarget) : nullptr;
}

std::string symbolSuffix(const TargetDesc &T) {
  std::string S = T.Name;
  std::replace(S.begin(), S.end(), '-', '_');
  return S;
}

const TargetDesc &baselineTarget(Arch A) {
  return *lookupTarget(A == Arch::X86_64 ? "scalar" : "neon");
}

std::string tripleFor(const TargetDesc &T) {
  switch (T.TheArch) {
  case Arch::X86_64:
    return "x86_64-unknown-linux-gnu";
  case Arch::AArch64:
    return "aarch64-unknown-linux-gnu";
  case Arch::AMDGCN:
    return "amdgcn-amd-amdhsa";
  case Arch::NVPTX:
    return "nvptx64-nvidia-cuda";
  }
  return "";
}

std::string targetNameList() {
  std::string S;
  for (const TargetDesc &T : allTargets()) {
    if (T.Hidden)
      continue;
    if (!S.empty())
      S += ", ";
    S += T.Name;
  }
  return S;
}

void applyTargetAttributes(Module &M, const TargetDesc &T) {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    F.addFnAttr("target-cpu", T.CPU);
    if (*T.Features)
      F.addFnAttr("target-features", T.Features);
    if (T.VectorBits) {
      // Without these LLVM splits 512-bit vectors into ymm halves on
      // skylake-avx512 (it prefers 256-bit vectors there).
      F.addFnAttr("prefer-vector-width", std::to_string(T.VectorBits));
      // avx512-x8 prefers ymm, but a <8 x double> or <8 x i64> is a zmm:
      // it must stay legal (LLVM 22's X86 ISel crashes splitting some of
      // them under a 256-bit minimum).
      unsigned MinLegal = StringRef(T.CPU) == "skylake-avx512"
                              ? std::max(T.VectorBits, 512u)
                              : T.VectorBits;
      F.addFnAttr("min-legal-vector-width", std::to_string(MinLegal));
    }
    // The minimum vector length the code needs; any longer one runs it
    // (LLVM predicates fixed-length SVE operations to their length).
    if (T.SVEVScale)
      F.addFnAttr(Attribute::getWithVScaleRangeArgs(M.getContext(),
                                                    T.SVEVScale, 16));
  }
}

} // namespace spmdc
