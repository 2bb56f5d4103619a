// GPU print (gpu-backend/GpuPrint.h): the printf calls planned for a print
// statement, fed to the host's printf with the values the device would pass,
// print exactly what spmdrt_print prints on the CPU for the same arguments.
//
// The plan is run the way the device printfs' host sides run it (ROCm's
// hostcall printf calls vfprintf once per conversion with its 64-bit
// argument; CUDA's reads each argument from the packed buffer): the format
// is split at each conversion and every piece printed with snprintf and the
// argument of the type its conversion names. Each argument's value is what
// the device code computes for its kind (GpuPrint.cpp): the lane's value,
// a float promoted to double, "true"/"false"/"_________", "(nil)"/"0x",
// the decoration strings of gpuPrintDecoration for the lane mask.
#include "gpu-backend/GpuPrint.h"
#include "spmdrt.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

using namespace spmdc;

namespace {

/// The values of one print statement as the frontend passes them to
/// spmdrt_print: per argument a slot of 64 lanes (lane 0 for a uniform one).
struct PrintArgs {
  std::string Types;
  std::vector<std::vector<uint64_t>> Bits; ///< per argument, per lane
  std::vector<std::vector<unsigned char>> Slots;
  std::vector<const void *> Ptrs;

  void add(char Code, std::vector<uint64_t> LaneBits) {
    Types += Code;
    Bits.push_back(std::move(LaneBits));
  }

  static size_t size(char Code) {
    switch (Code | 0x20) {
    case 'l':
    case 'm':
    case 'd':
    case 'p':
      return 8;
    default:
      return 4;
    }
  }

  /// Lays the values out as the frontend does ([64 x T], bool as i32).
  void finish() {
    Slots.assign(Types.size(), std::vector<unsigned char>(64 * 8));
    for (size_t I = 0; I < Types.size(); ++I) {
      size_t S = size(Types[I]);
      for (size_t L = 0; L < Bits[I].size(); ++L)
        std::memcpy(&Slots[I][S * L], &Bits[I][L], S); // little endian
      Ptrs.push_back(Slots[I].data());
    }
  }
};

/// What spmdrt_print writes to stdout.
std::string cpuPrint(const std::string &Fmt, const PrintArgs &A, int Width,
                     uint64_t Mask) {
  std::fflush(stdout);
  FILE *Tmp = std::tmpfile();
  int Saved = dup(fileno(stdout));
  dup2(fileno(Tmp), fileno(stdout));
  spmdrt_print(Fmt.c_str(), A.Types.c_str(), Width, Mask, A.Ptrs.data());
  std::fflush(stdout);
  dup2(Saved, fileno(stdout));
  close(Saved);
  std::string Out;
  std::rewind(Tmp);
  char Buf[4096];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof Buf, Tmp)) > 0)
    Out.append(Buf, N);
  std::fclose(Tmp);
  return Out;
}

/// One device printf argument: an integer / double bit pattern or a string.
struct DevArg {
  uint64_t Bits = 0;
  const char *Str = nullptr;
};

/// The argument the device code passes for \p PA.
DevArg deviceValue(const GpuPrintfArg &PA, const PrintArgs &A, uint64_t Mask) {
  auto On = [&](int L) { return ((Mask >> L) & 1) != 0; };
  int L = PA.Lane < 0 ? 0 : PA.Lane;
  uint64_t V = PA.Arg < A.Bits.size() ? A.Bits[PA.Arg][L] : 0;
  char Code = char(A.Types[PA.Arg] | 0x20);
  DevArg D;
  switch (PA.Kind) {
  case GpuPrintfArg::Int32:
    D.Bits = uint32_t(V); // zero-extended, as the hostcall printf passes it
    break;
  case GpuPrintfArg::Int64:
  case GpuPrintfArg::PtrBits:
    D.Bits = V;
    break;
  case GpuPrintfArg::Double: {
    double X;
    if (Code == 'f') {
      float F;
      uint32_t W = uint32_t(V);
      std::memcpy(&F, &W, 4);
      X = F;
    } else {
      std::memcpy(&X, &V, 8);
    }
    std::memcpy(&D.Bits, &X, 8);
    break;
  }
  case GpuPrintfArg::BoolText:
    D.Str = uint32_t(V) ? "true" : "false";
    if (PA.Lane >= 0 && !On(PA.Lane))
      D.Str = "_________";
    break;
  case GpuPrintfArg::PtrPrefix:
    D.Str = V ? "0x" : "(nil)";
    break;
  case GpuPrintfArg::Open:
    D.Str = gpuPrintDecoration(PA.Kind, true, On(0)).data();
    break;
  case GpuPrintfArg::Between:
    D.Str = gpuPrintDecoration(PA.Kind, On(PA.Lane - 1), On(PA.Lane)).data();
    break;
  case GpuPrintfArg::Close:
    D.Str = gpuPrintDecoration(PA.Kind, On(PA.Lane), true).data();
    break;
  }
  return D;
}

/// Runs one printf call as a host-side printf service does: literal text
/// as it is (`%%` as `%`), each conversion with its argument.
std::string hostPrintf(const std::string &Fmt,
                       const std::vector<DevArg> &Args) {
  std::string Out;
  size_t Next = 0;
  for (size_t I = 0; I < Fmt.size(); ++I) {
    if (Fmt[I] != '%') {
      Out += Fmt[I];
      continue;
    }
    if (Fmt[I + 1] == '%') {
      Out += '%';
      ++I;
      continue;
    }
    size_t End = Fmt.find_first_of("diouxXfFeEgGaAcsp", I + 1);
    EXPECT_NE(End, std::string::npos) << Fmt;
    std::string Spec = Fmt.substr(I, End + 1 - I);
    I = End;
    EXPECT_LT(Next, Args.size()) << "more conversions than arguments: " << Fmt;
    if (Next >= Args.size())
      break;
    const DevArg &A = Args[Next++];
    std::vector<char> Buf(4096);
    switch (Spec.back()) {
    case 's':
      std::snprintf(Buf.data(), Buf.size(), Spec.c_str(), A.Str);
      break;
    case 'f': {
      double X;
      std::memcpy(&X, &A.Bits, 8);
      std::snprintf(Buf.data(), Buf.size(), Spec.c_str(), X);
      break;
    }
    default:
      if (Spec.find("ll") != std::string::npos)
        std::snprintf(Buf.data(), Buf.size(), Spec.c_str(),
                      (unsigned long long)A.Bits);
      else
        std::snprintf(Buf.data(), Buf.size(), Spec.c_str(), unsigned(A.Bits));
    }
    Out += Buf.data();
  }
  EXPECT_EQ(Next, Args.size()) << "unused arguments: " << Fmt;
  return Out;
}

/// What the planned device printf calls print.
std::string gpuPrint(const std::string &Fmt, const PrintArgs &A, int Width,
                     uint64_t Mask, unsigned MaxArgs) {
  std::string Out;
  for (const GpuPrintfCall &C : planGpuPrint(Fmt, A.Types, Width, MaxArgs)) {
    if (MaxArgs) {
      EXPECT_LE(C.Args.size(), MaxArgs);
    }
    std::vector<DevArg> Vals;
    for (const GpuPrintfArg &PA : C.Args)
      Vals.push_back(deviceValue(PA, A, Mask));
    Out += hostPrintf(C.Format, Vals);
  }
  return Out;
}

uint64_t floatBits(float F) {
  uint32_t W;
  std::memcpy(&W, &F, 4);
  return W;
}

uint64_t doubleBits(double D) {
  uint64_t W;
  std::memcpy(&W, &D, 8);
  return W;
}

/// Both GPU flavours (no limit: amdgcn; 32 arguments: nvptx) against the
/// CPU, for gang sizes 4, 32 and 64.
void expectSame(const std::string &Fmt, const PrintArgs &A, uint64_t Mask) {
  for (int Width : {4, 32, 64}) {
    uint64_t M = Width == 64 ? Mask : Mask & ((uint64_t(1) << Width) - 1);
    std::string Cpu = cpuPrint(Fmt, A, Width, M);
    EXPECT_EQ(gpuPrint(Fmt, A, Width, M, 0), Cpu)
        << "amdgcn, width " << Width << ", mask " << std::hex << M;
    EXPECT_EQ(gpuPrint(Fmt, A, Width, M, NvptxPrintfMaxArgs), Cpu)
        << "nvptx, width " << Width << ", mask " << std::hex << M;
  }
}

} // namespace

// The lines of tests/lit/runtime/print.spmd, all lanes on and under
// several lane masks.
TEST(GpuPrint, MatchesSpmdrtForEveryTypeAndMask) {
  std::vector<uint64_t> Lanes(64), Floats(64), Doubles(64), Int64s(64),
      Bools(64), Ptrs(64);
  for (int L = 0; L < 64; ++L) {
    Lanes[L] = uint32_t(L - 5);
    Floats[L] = floatBits(0.5f * L - 3.25f);
    Doubles[L] = doubleBits(L * 1e10 - 7.125);
    Int64s[L] = uint64_t(int64_t(L) - 5) * 1000000007ull;
    Bools[L] = L % 3 == 0;
    Ptrs[L] = L % 4 ? 0x7f0000001000ull + 8 * L : 0;
  }
  struct Line {
    std::string Fmt;
    PrintArgs A;
  };
  std::vector<Line> Lines(9);
  Lines[0].Fmt = "uniform % %\n";
  Lines[0].A.add('i', {7});
  Lines[0].A.add('d', {doubleBits(2.5)});
  Lines[1].Fmt = "varying %\n";
  Lines[1].A.add('F', Floats);
  Lines[2].Fmt = "odd: % % %\n";
  Lines[2].A.add('I', Lanes);
  Lines[2].A.add('B', Bools);
  Lines[2].A.add('D', Doubles);
  Lines[3].Fmt = "64: % % %\n";
  Lines[3].A.add('l', {uint64_t(-1234567890123ll)});
  Lines[3].A.add('m', {18446744073709551615ull});
  Lines[3].A.add('L', Int64s);
  Lines[4].Fmt = "small: % % u%\n";
  Lines[4].A.add('I', std::vector<uint64_t>(64, uint32_t(-3)));
  Lines[4].A.add('U', std::vector<uint64_t>(64, 65535));
  Lines[4].A.add('U', Lanes); // negative ones print as large unsigned
  Lines[5].Fmt = "bool % %\n";
  Lines[5].A.add('b', {1});
  Lines[5].A.add('B', Bools);
  Lines[6].Fmt = "null % ptr % lanes %\n";
  Lines[6].A.add('p', {0});
  Lines[6].A.add('p', {0x55d0c0ffee10ull});
  Lines[6].A.add('P', Ptrs);
  Lines[7].Fmt = "escapes: \"%\"\t%!% 100%% and %\n"; // '%' beyond the values
  Lines[7].A.add('i', {7});
  Lines[7].A.add('u', {0xffffffffu});
  Lines[8].Fmt = "no values\n";
  for (Line &L : Lines)
    L.A.finish();
  for (uint64_t Mask : {~0ull, 0x5555555555555555ull, 0x2ull,
                        0x8000000000000001ull, 0xfffffffffffffff0ull, 0ull}) {
    for (const Line &L : Lines)
      expectSame(L.Fmt, L.A, Mask);
  }
}

// Special and extreme values: %f of a huge double is long, NaN and
// infinities, integer extremes.
TEST(GpuPrint, MatchesSpmdrtOnSpecialValues) {
  std::vector<uint64_t> F(64), D(64), I(64), L(64);
  const float Fs[] = {std::numeric_limits<float>::infinity(),
                      -std::numeric_limits<float>::infinity(),
                      std::numeric_limits<float>::quiet_NaN(),
                      -0.0f,
                      std::numeric_limits<float>::max(),
                      std::numeric_limits<float>::denorm_min(),
                      1e-7f,
                      123.456f};
  const double Ds[] = {1e300,
                       -1e300,
                       std::nan(""),
                       -0.0,
                       5e-324,
                       0.1,
                       std::numeric_limits<double>::max(),
                       1.0 / 3};
  const int64_t Ls[] = {INT64_MIN, INT64_MAX, 0, -1};
  const int32_t Is[] = {INT32_MIN, INT32_MAX, 0, -1};
  for (int K = 0; K < 64; ++K) {
    F[K] = floatBits(Fs[K % 8]);
    D[K] = doubleBits(Ds[K % 8]);
    L[K] = uint64_t(Ls[K % 4]);
    I[K] = uint32_t(Is[K % 4]);
  }
  PrintArgs A;
  A.add('F', F);
  A.add('D', D);
  A.add('L', L);
  A.add('I', I);
  A.add('d', {doubleBits(-1e308)});
  A.add('f', {floatBits(-std::numeric_limits<float>::infinity())});
  A.finish();
  for (uint64_t Mask : {~0ull, 0x0f0f0f0f0f0f0f0full})
    expectSame("%|%|%|%|%|%\n", A, Mask);
}

// Random type strings, formats and masks.
TEST(GpuPrint, MatchesSpmdrtOnRandomStatements) {
  std::mt19937_64 Rng(20261125);
  const char Codes[] = "biulmfdpBIULMFDP";
  for (int Case = 0; Case < 200; ++Case) {
    PrintArgs A;
    std::string Fmt;
    int N = int(Rng() % 6);
    for (int K = 0; K < N; ++K) {
      char Code = Codes[Rng() % 16];
      std::vector<uint64_t> Bits(64);
      for (uint64_t &B : Bits) {
        B = Rng();
        switch (Code | 0x20) {
        case 'b':
          B &= 1;
          break;
        case 'f':
          B = floatBits(float(int64_t(B % 2000000) - 1000000) / 64);
          break;
        case 'd':
          B = doubleBits(double(int64_t(B % 2000000000) - 1000000000) / 1024);
          break;
        case 'p':
          B = B % 3 ? B & 0x7fffffffffffull : 0;
          break;
        default:
          break;
        }
      }
      A.add(Code, Bits);
      Fmt += std::string(Rng() % 3, 'x') + "%";
    }
    if (Rng() % 2)
      Fmt += " %"; // one more % than values: printed as it is
    Fmt += "\n";
    A.finish();
    expectSame(Fmt, A, Rng());
  }
}

// A long wave64 line stays one call on amdgcn and is split into calls of
// at most 32 arguments on nvptx.
TEST(GpuPrint, ArgumentLimit) {
  std::string Types = "PPF";
  auto Amd = planGpuPrint("% % %\n", Types, 64, 0);
  ASSERT_EQ(Amd.size(), 1u);
  // Per varying pointer 65 decorations + 2 per lane; float 65 + 64.
  EXPECT_EQ(Amd[0].Args.size(), 2u * (65 + 128) + 65 + 64);
  auto Nv = planGpuPrint("% % %\n", Types, 64, NvptxPrintfMaxArgs);
  size_t Total = 0;
  for (const GpuPrintfCall &C : Nv) {
    EXPECT_LE(C.Args.size(), NvptxPrintfMaxArgs);
    Total += C.Args.size();
  }
  EXPECT_EQ(Total, Amd[0].Args.size());
  EXPECT_TRUE(planGpuPrint("", "", 32, 0).empty());
}
