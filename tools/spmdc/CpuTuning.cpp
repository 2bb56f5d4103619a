//===- CpuTuning.cpp - --cpu: the CPU a CPU target is tuned for -----------===//

#include "tools/spmdc/CpuTuning.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>

using namespace llvm;

namespace spmdc {
namespace {

/// ISPC's short --cpu names that LLVM does not know (ISPC's longer ones,
/// skx, core-avx2, corei7-avx, ..., are LLVM's too).
struct IspcCpuAlias {
  const char *Ispc, *Llvm;
};
constexpr IspcCpuAlias IspcX86Aliases[] = {
    {"icl", "icelake-client"}, {"icx", "icelake-server"},
    {"tgl", "tigerlake"},      {"adl", "alderlake"},
    {"rpl", "raptorlake"},     {"mtl", "meteorlake"},
    {"arl", "arrowlake"},      {"lnl", "lunarlake"},
    {"ptl", "pantherlake"},    {"spr", "sapphirerapids"},
    {"emr", "emeraldrapids"},  {"gnr", "graniterapids"},
    {"ps4", "btver2"},         {"ps5", "znver2"},
};

/// Features of the x86 targets' CPUs the code never needs: instructions
/// LLVM emits only for their intrinsics, which the language does not
/// expose (aes, clwb, rdrnd, xsave, ...), and `ermsb`, which only says
/// that `rep movsb` (every x86-64 CPU has it) is fast. Without this list
/// `-target avx512 --cpu=znver4` would be refused for ermsb and
/// icelake-client for clwb; the runtime's dispatcher does not check them
/// either (runtime/src/cpu.cpp).
constexpr const char *X86NotUsedByCode[] = {
    "adx",      "aes",     "clflushopt", "clwb",  "crc32",
    "ermsb",    "fsgsbase", "invpcid",   "pclmul", "pku",
    "prfchw",   "rdrnd",   "rdseed",     "xsave", "xsavec",
    "xsaveopt", "xsaves",
};

/// The processor and feature tables of the target's architecture.
struct ArchTables {
  Triple TT;
  const Target *TheTarget = nullptr;
  std::unique_ptr<MCSubtargetInfo> STI;
  ArrayRef<SubtargetSubTypeKV> CPUs;
  ArrayRef<SubtargetFeatureKV> Features;

  const SubtargetSubTypeKV *cpu(StringRef Name) const {
    auto It = find_if(CPUs, [&](const auto &C) { return Name == C.Key; });
    return It == CPUs.end() ? nullptr : &*It;
  }
  const SubtargetFeatureKV *feature(StringRef Name) const {
    auto It = find_if(Features, [&](const auto &F) { return Name == F.Key; });
    return It == Features.end() ? nullptr : &*It;
  }
  /// \p Bits with every feature its features imply.
  FeatureBitset closure(FeatureBitset Bits) const {
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const SubtargetFeatureKV &F : Features) {
        if (!Bits.test(F.Value))
          continue;
        FeatureBitset With = Bits | F.Implies.getAsBitset();
        Changed |= With != Bits;
        Bits = With;
      }
    }
    return Bits;
  }
  /// The ISA features of CPU \p C (its tuning features are separate:
  /// TuneImplies).
  FeatureBitset isaOf(const SubtargetSubTypeKV &C) const {
    return closure(C.Implies.getAsBitset());
  }
};

std::optional<ArchTables> tablesFor(const TargetDesc &T) {
  std::string Err;
  Triple TT(tripleFor(T));
  const Target *TheTarget = TargetRegistry::lookupTarget(TT, Err);
  if (!TheTarget)
    return std::nullopt;
  ArchTables A;
  A.TT = TT;
  A.TheTarget = TheTarget;
  A.STI.reset(TheTarget->createMCSubtargetInfo(TT, "", ""));
  if (!A.STI)
    return std::nullopt;
  A.CPUs = A.STI->getAllProcessorDescriptions();
  A.Features = A.STI->getAllProcessorFeatures();
  return A;
}

/// The ISA features \p T's code may use: its CPU's and its feature
/// string's, but those of X86NotUsedByCode. AArch64 targets name the
/// `generic` CPU and say their ISA in the feature string
/// (+v8.2a,+neon,+sve): generic's own extras (trace units, fp16) are not
/// what the target promises.
FeatureBitset requiredISA(const TargetDesc &T, const ArchTables &A) {
  FeatureBitset Bits;
  const SubtargetSubTypeKV *C = A.cpu(T.CPU);
  if (C && !(T.TheArch == Arch::AArch64 && StringRef(T.CPU) == "generic"))
    Bits = A.isaOf(*C);
  SmallVector<StringRef, 4> Parts;
  StringRef(T.Features).split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef P : Parts)
    if (P.consume_front("+"))
      if (const SubtargetFeatureKV *F = A.feature(P))
        Bits.set(F->Value);
  Bits = A.closure(Bits);
  if (T.TheArch == Arch::X86_64)
    for (const char *Name : X86NotUsedByCode)
      if (const SubtargetFeatureKV *F = A.feature(Name))
        Bits.reset(F->Value);
  return Bits;
}

/// The missing features no other missing feature implies, by name (avx2,
/// not also avx and sse4.2).
std::vector<std::string> missingFeatures(const FeatureBitset &Missing,
                                         const ArchTables &A) {
  std::vector<std::string> Names;
  for (const SubtargetFeatureKV &F : A.Features) {
    if (!Missing.test(F.Value))
      continue;
    bool Implied = any_of(A.Features, [&](const SubtargetFeatureKV &G) {
      if (G.Value == F.Value || !Missing.test(G.Value))
        return false;
      FeatureBitset One;
      One.set(G.Value);
      return A.closure(One).test(F.Value);
    });
    if (!Implied)
      Names.push_back(F.Key);
  }
  llvm::sort(Names);
  return Names;
}

StringRef llvmNameOf(StringRef Name, Arch A) {
  if (A == Arch::X86_64)
    for (const IspcCpuAlias &Alias : IspcX86Aliases)
      if (Name == Alias.Ispc)
        return Alias.Llvm;
  return Name;
}

bool runsOnHostArch(Arch A) {
  Triple Host(sys::getProcessTriple());
  return A == Arch::X86_64 ? Host.getArch() == Triple::x86_64
                           : Host.getArch() == Triple::aarch64;
}

/// The GPU target whose processor \p Name is (sm_80: nvptx), if any: the
/// message for `-target avx2 --mcpu=sm_80` says so instead of listing CPUs.
std::optional<std::string> gpuTargetOf(StringRef Name) {
  for (const TargetDesc &G : allTargets()) {
    if (G.TheArch != Arch::NVPTX && G.TheArch != Arch::AMDGCN)
      continue;
    std::string Err;
    Triple TT(tripleFor(G));
    const Target *TheTarget = TargetRegistry::lookupTarget(TT, Err);
    if (!TheTarget)
      continue;
    std::unique_ptr<MCSubtargetInfo> STI(
        TheTarget->createMCSubtargetInfo(TT, "", ""));
    if (STI && STI->isCPUStringValid(Name))
      return std::string(G.Name);
  }
  return std::nullopt;
}

} // namespace

std::vector<std::string> acceptedCPUs(const TargetDesc &T) {
  std::vector<std::string> Names;
  std::optional<ArchTables> A = tablesFor(T);
  if (!A)
    return Names;
  FeatureBitset Required = requiredISA(T, *A);
  auto HasISA = [&](StringRef Cpu) {
    const SubtargetSubTypeKV *C = A->cpu(Cpu);
    return C && (Required & ~A->isaOf(*C)).none();
  };
  // Names with '_' are LLVM's spellings for __builtin_cpu_is (skylake_avx512
  // beside skylake-avx512): left out of the list, still accepted.
  for (const SubtargetSubTypeKV &C : A->CPUs)
    if (!StringRef(C.Key).contains('_') && HasISA(C.Key))
      Names.push_back(C.Key);
  if (T.TheArch == Arch::X86_64)
    for (const IspcCpuAlias &Alias : IspcX86Aliases)
      if (HasISA(Alias.Llvm))
        Names.push_back(Alias.Ispc);
  llvm::sort(Names);
  return Names;
}

std::optional<TuneChoice> resolveTuneCPU(const TargetDesc &T,
                                        StringRef Requested,
                                        std::string &Err) {
  return resolveTuneCPU(T, Requested, sys::getHostCPUName(), Err);
}

std::optional<TuneChoice> resolveTuneCPU(const TargetDesc &T,
                                        StringRef Requested,
                                        StringRef HostCPU,
                                        std::string &Err) {
  if (Requested.empty()) {
    Err = "--cpu needs a CPU name (e.g. --cpu=znver4 or --cpu=native)";
    return std::nullopt;
  }
  std::optional<ArchTables> A = tablesFor(T);
  if (!A) {
    Err = "cannot read LLVM's CPU table for target '" + std::string(T.Name) +
          "'";
    return std::nullopt;
  }
  std::string Lower = Requested.lower();
  bool Native = Lower == "native";
  std::string Name =
      Native ? HostCPU.str() : llvmNameOf(Lower, T.TheArch).str();
  // How the message names the CPU: `native` with what it stands for.
  std::string Shown = "'" + Requested.str() + "'";
  if (Native)
    Shown += " (this machine: " + Name + ")";
  if (Native && !runsOnHostArch(T.TheArch)) {
    Err = "--cpu=native: this machine's CPU (" + Name +
          ") is not a CPU of target '" + T.Name + "'";
    return std::nullopt;
  }
  // LLVM does not know this machine: tuning for `generic` is what the
  // target gets without --cpu, so say so and tune for nothing.
  if (Native && Name == "generic")
    return TuneChoice{"", "--cpu=native: LLVM does not know this machine's "
                          "CPU (it calls it 'generic'); the code is not "
                          "tuned for a CPU"};
  // `generic` (clang's default tuning) and the target's own CPU name what
  // the code is already compiled for: no ISA to check, since tuning never
  // changes it (AArch64 targets' CPU is generic, which the check below
  // would refuse for v8a).
  if (Name == "generic" || Name == T.CPU)
    return TuneChoice{Name, ""};
  FeatureBitset CpuISA;
  if (const SubtargetSubTypeKV *C = A->cpu(Name)) {
    CpuISA = A->isaOf(*C);
  } else if (A->STI->isCPUStringValid(Name)) {
    // An alias (AArch64's apple-m1, cobalt-100, ...): not in the processor
    // table, but a subtarget for it resolves it.
    std::unique_ptr<MCSubtargetInfo> Alias(
        A->TheTarget->createMCSubtargetInfo(A->TT, Name, ""));
    CpuISA = Alias->getFeatureBits();
  } else {
    if (std::optional<std::string> Gpu = gpuTargetOf(Name)) {
      Err = "'" + Requested.str() + "' is a GPU processor (target '" + *Gpu +
            "'), but target '" + T.Name +
            "' is a CPU target: --cpu names the CPU to tune it for";
      return std::nullopt;
    }
    Err = "unknown CPU " + Shown + " for target '" + T.Name +
          "'; accepted: native, " + join(acceptedCPUs(T), ", ");
    return std::nullopt;
  }
  FeatureBitset Missing = requiredISA(T, *A) & ~CpuISA;
  if (Missing.any()) {
    Err = "CPU " + Shown + " lacks " +
          join(missingFeatures(Missing, *A), ", ") + ", which target '" +
          T.Name +
          "' uses (--cpu tunes for a CPU and keeps the target's ISA: pick a "
          "target the CPU runs)";
    return std::nullopt;
  }
  return TuneChoice{Name, ""};
}

void applyTuneCPU(Module &M, StringRef CPU) {
  if (CPU.empty())
    return;
  for (Function &F : M)
    if (!F.isDeclaration())
      F.addFnAttr("tune-cpu", CPU);
}

} // namespace spmdc
