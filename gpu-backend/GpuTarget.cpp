//===- GpuTarget.cpp - AMDGPU and NVPTX target descriptions ---------------===//
//
// \file
// See GpuTarget.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuTarget.h"

#include "llvm/ADT/SmallVector.h"


using namespace llvm;

namespace spmdc {
namespace {

struct Processor {
  Arch TheArch;
  const char *Name;
  unsigned WaveSize;
};

/// The processors spmdc is tested with. Other gfx9/gfx11 and sm_* names
/// would compile too, but wave size and feature defaults are only checked
/// for these.
const Processor Processors[] = {
    {Arch::AMDGCN, "gfx90a", 64},  // CDNA 2 (MI200): wave64 only
    {Arch::AMDGCN, "gfx942", 64},  // CDNA 3 (MI300): wave64 only
    {Arch::AMDGCN, "gfx1100", 32}, // RDNA 3: wave32 is the default mode
    {Arch::NVPTX, "sm_80", 32},    // Ampere
    {Arch::NVPTX, "sm_90", 32},    // Hopper
};

} // namespace

bool isGpuArch(Arch A) { return A == Arch::AMDGCN || A == Arch::NVPTX; }

StringRef defaultGpuProcessor(Arch A) {
  return A == Arch::AMDGCN ? "gfx90a" : "sm_80";
}

unsigned waveSizeOf(Arch A, StringRef Name) {
  for (const Processor &P : Processors)
    if (P.TheArch == A && Name == P.Name)
      return P.WaveSize;
  return 0;
}

std::optional<TargetDesc> resolveGpuTarget(const TargetDesc &Base,
                                           StringRef Name, std::string &Err) {
  if (Name.empty())
    Name = defaultGpuProcessor(Base.TheArch);
  unsigned Wave = waveSizeOf(Base.TheArch, Name);
  if (!Wave) {
    std::string Known;
    for (const Processor &P : Processors)
      if (P.TheArch == Base.TheArch)
        Known += std::string(Known.empty() ? "" : ", ") + P.Name;
    Err = "unknown processor '" + Name.str() + "' for target '" + Base.Name +
          "'; known: " + Known;
    return std::nullopt;
  }
  // TargetDesc holds C strings; the processor names above live forever.
  TargetDesc T = Base;
  for (const Processor &P : Processors)
    if (P.TheArch == Base.TheArch && Name == P.Name)
      T.CPU = P.Name;
  T.Width = Wave;
  return T;
}

std::string spmdIRDataLayout(StringRef TargetLayout) {
  SmallVector<StringRef, 16> Parts;
  TargetLayout.split(Parts, '-');
  std::string Out;
  for (StringRef P : Parts) {
    if (P.starts_with("A")) // alloca address space
      continue;
    Out += (Out.empty() ? "" : "-") + P.str();
  }
  return Out;
}

} // namespace spmdc
