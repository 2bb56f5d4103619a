//===- cpu.cpp - CPU feature detection for spmdrt -------------------------===//
//
// On x86-64 the answer comes from the compiler's cpuid wrapper (which also
// checks that the OS saves the wide registers); on AArch64 Linux from the
// auxiliary vector's hardware capabilities.
//
//===----------------------------------------------------------------------===//

#include "spmdrt.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#include <sys/prctl.h>
#ifndef PR_SVE_GET_VL
#define PR_SVE_GET_VL 51
#endif
#ifndef HWCAP_SVE
#define HWCAP_SVE (1 << 22)
#endif
#endif

namespace {

enum Isa { Scalar, Sse2, Sse4, Avx1, Avx2, Avx512, Neon, Sve, Unknown };

Isa parse(const char *Name) {
  if (!Name)
    return Unknown;
  auto Starts = [&](const char *P) { return std::strncmp(Name, P, std::strlen(P)) == 0; };
  if (Starts("avx512"))
    return Avx512;
  if (Starts("avx2"))
    return Avx2;
  if (Starts("avx1"))
    return Avx1;
  if (Starts("sse4"))
    return Sse4;
  if (Starts("sse2"))
    return Sse2;
  if (Starts("scalar") || Starts("generic"))
    return Scalar;
  if (Starts("sve"))
    return Sve;
  if (Starts("neon"))
    return Neon;
  return Unknown;
}

/// The minimum SVE vector length in bytes a target name asks for:
/// "sve-256" needs 32, plain "sve" (any length) 0.
long sveMinBytes(const char *Name) {
  if (!Name || std::strncmp(Name, "sve-", 4) != 0)
    return 0;
  return std::strtol(Name + 4, nullptr, 10) / 8;
}

bool supports(Isa I, long SveBytes = 0) {
  (void)SveBytes; // only AArch64 looks at it
  switch (I) {
  case Scalar:
    return true;
#if defined(__x86_64__)
  case Sse2:
    return true; // x86-64's baseline
  case Sse4:
    return __builtin_cpu_supports("sse4.2");
  case Avx1:
    return __builtin_cpu_supports("avx");
  case Avx2:
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  case Avx512:
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#elif defined(__aarch64__)
  case Neon:
    return true;
  case Sve:
#if defined(__linux__)
    // `sve` runs on any vector length; `sve-N` needs at least N bits.
    return (getauxval(AT_HWCAP) & HWCAP_SVE) != 0 &&
           (prctl(PR_SVE_GET_VL) & 0xffff) >= SveBytes;
#else
    return false;
#endif
#endif
  default:
    return false;
  }
}

} // namespace

extern "C" int spmdrt_cpu_supports(const char *target) {
  return supports(parse(target), sveMinBytes(target)) ? 1 : 0;
}

extern "C" const char *spmdrt_best_target(void) {
  static const struct {
    Isa I;
    const char *Name;
  } Order[] = {{Avx512, "avx512"}, {Avx2, "avx2"}, {Avx1, "avx1"},
               {Sse4, "sse4"},     {Sse2, "sse2"}, {Sve, "sve"},
               {Neon, "neon"},     {Scalar, "scalar"}};
  for (const auto &E : Order)
    if (supports(E.I))
      return E.Name;
  return "scalar";
}

extern "C" void spmdrt_no_supported_target(const char *targets) {
  std::fprintf(stderr,
               "spmdrt: this CPU runs none of the targets this program was compiled for (%s); "
               "recompile with a target it supports (best here: %s)\n",
               targets ? targets : "?", spmdrt_best_target());
  std::abort();
}
