//===- IspcOpt.cpp - ISPC's --opt=<option> values -------------------------===//
#include "tools/spmdc/IspcOpt.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace llvm;

namespace spmdc {
namespace {

/// The values spmdc implements, and the setting each one turns on.
struct KnownOpt {
  const char *Name;
  bool IspcOptSettings::*Setting;
};
const KnownOpt KnownOpts[] = {
    {"fast-math", &IspcOptSettings::FastMath},
    {"disable-fma", &IspcOptSettings::DisableFMA},
    {"disable-assertions", &IspcOptSettings::DisableAssertions},
    {"disable-loop-unroll", &IspcOptSettings::DisableLoopUnroll},
};

/// ISPC's values that have no meaning for spmdc, with the reason the
/// warning gives.
struct IgnoredOpt {
  const char *Name;
  const char *Why;
};
const char *const IspcInternal = "it switches off an ISPC-internal pass";
const IgnoredOpt IgnoredOpts[] = {
    {"fast-masked-vload",
     "spmdc's masked loads never read past the active lanes, and ISPC's "
     "faster variant exists only for SSE"},
    {"force-aligned-memory",
     "spmdc emits aligned vector accesses only where it proves the alignment; "
     "it does not assume it"},
    {"disable-zmm",
     "choose the registers with the target instead (-target avx512-x8, or "
     "avx2-x16 for 16 lanes)"},
    {"disable-gathers", "spmdc chooses gathers by the target's cost model"},
    {"disable-scatters", "spmdc chooses scatters by the target's cost model"},
    {"reset-ftz-daz",
     "spmdc's export functions run with the caller's FTZ/DAZ mode and "
     "never change it"},
    // ISPC's developer switches for its own optimization passes.
    {"disable-all-on-optimizations", IspcInternal},
    {"disable-blended-masked-stores", IspcInternal},
    {"disable-coherent-control-flow", IspcInternal},
    {"disable-uniform-control-flow", IspcInternal},
    {"disable-gather-scatter-optimizations", IspcInternal},
    {"disable-gather-scatter-flattening", IspcInternal},
    {"disable-masked-store-to-store", IspcInternal},
    {"disable-uniform-memory-optimizations", IspcInternal},
    {"disable-coalescing", IspcInternal},
    {"disable-handle-pseudo-memory-ops", IspcInternal},
};

std::string knownList() {
  std::string Known;
  for (const KnownOpt &K : KnownOpts)
    Known += std::string(Known.empty() ? "" : ", ") + K.Name;
  for (const IgnoredOpt &O : IgnoredOpts)
    Known += std::string(", ") + O.Name;
  return Known;
}

} // namespace

IspcOptResult parseIspcOpts(ArrayRef<std::string> Values) {
  IspcOptResult R;
  for (StringRef Name : Values) {
    if (const KnownOpt *K = find_if(
            KnownOpts, [&](const KnownOpt &K) { return Name == K.Name; });
        K != std::end(KnownOpts)) {
      R.Settings.*(K->Setting) = true;
    } else if (const IgnoredOpt *O = find_if(
                   IgnoredOpts,
                   [&](const IgnoredOpt &O) { return Name == O.Name; });
               O != std::end(IgnoredOpts)) {
      R.Messages.push_back(
          {false, "--opt=" + Name.str() + " has no effect in spmdc: " + O->Why});
    } else {
      R.Messages.push_back({true, "unknown option '--opt=" + Name.str() +
                                      "'; known: " + knownList()});
      break;
    }
  }
  return R;
}

} // namespace spmdc
