//===- Targets.cpp - the compilation targets spmdc knows ------------------===//

#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace spmdc {

const std::vector<TargetDesc> &allTargets() {
  static const std::vector<TargetDesc> Targets = {
      {"avx512", Arch::X86_64, 16, "skylake-avx512", "", 512, 0,
       "AVX-512 (F/BW/DQ/VL), 16 lanes in zmm registers"},
      {"avx2", Arch::X86_64, 8, "haswell", "", 256, 0,
       "AVX2 + FMA, 8 lanes in ymm registers"},
      {"sse4", Arch::X86_64, 4, "x86-64-v2", "", 128, 0,
       "SSE4.2, 4 lanes in xmm registers"},
      {"scalar", Arch::X86_64, 1, "x86-64", "", 0, 0,
       "one lane: the reference every other target is compared with"},
      {"sve", Arch::AArch64, 16, "generic", "+v8.2a,+neon,+sve", 512, 4,
       "AArch64 SVE with fixed 512-bit vectors, 16 lanes"},
      {"neon", Arch::AArch64, 4, "generic", "+v8a,+neon", 128, 0,
       "AArch64 Advanced SIMD, 4 lanes"},
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
                        .Cases({"avx2", "avx2-i32x8", "avx2-x8"}, "avx2")
                        .Cases({"sse4", "sse4-i32x4", "sse4.2-i32x4",
                               "sse4.1-i32x4", "sse4-x4"},
                               "sse4")
                        .Cases({"scalar", "generic-i32x1", "generic-x1"},
                               "scalar")
                        .Cases({"sve", "sve-512", "sve-i32x16"}, "sve")
                        .Cases({"neon", "neon-i32x4", "neon-x4"}, "neon")
                        .Default("");
  for (const TargetDesc &T : allTargets())
    if (Canon == T.Name)
      return &T;
  return nullptr;
}

const TargetDesc &baselineTarget(Arch A) {
  return *lookupTarget(A == Arch::X86_64 ? "scalar" : "neon");
}

std::string tripleFor(const TargetDesc &T) {
  return T.TheArch == Arch::X86_64 ? "x86_64-unknown-linux-gnu"
                                   : "aarch64-unknown-linux-gnu";
}

std::string targetNameList() {
  std::string S;
  for (const TargetDesc &T : allTargets()) {
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
      F.addFnAttr("min-legal-vector-width", std::to_string(T.VectorBits));
    }
    if (T.SVEVScale)
      F.addFnAttr(Attribute::getWithVScaleRangeArgs(M.getContext(),
                                                    T.SVEVScale, T.SVEVScale));
  }
}

} // namespace spmdc
