// Accuracy of the scalable SVE vector math library (runtime/vmath,
// spmd_vmath_sve.cpp) at whatever vector length this runs at; vmath-sve.test
// runs it under qemu-aarch64 at 128 ... 2048 bits. Linked with the library
// compiled from its bitcode, and with vmath_sve_kernels.ll after
// spmd-vector-math<sve>.
//
// For every function, float and double, the arguments of
// docs/vmath-accuracy.md (a modest sample: qemu and the quad-precision
// reference are slow) plus special values (NaN, ±inf, ±0, denormals, the
// edges of each accurate range) spread over the lanes between ordinary
// arguments, so vectors mix fast-path lanes and fix-up lanes at every
// length. Checks:
//   - error against libm in long double (quad on AArch64) within Bound ULP
//     (NaN where the reference is NaN, inf where it overflows);
//   - lanes outside a function's accurate range equal libm's result bit
//     for bit (the fix-up contract: those lanes are libm's);
//   - the kernels' results (a gang of vscale x 4 lanes, doubles split in two
//     library calls) equal the library's own, bit for bit.
// With "fast" (the --math-lib=fast library: no fix-up) only the ordinary
// arguments inside the accurate ranges are checked, against the same bound.
// "n=<count>" sets the number of ordinary arguments per function (4096; the
// table in docs/vmath-accuracy.md used more).
// Prints "W=<float lanes>", one line per function and type (with a hash of
// all its results, the same at every length), and "ALL OK"; exits 1 on any
// failure.
#include <arm_sve.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#define UNARY(fn)                                                              \
  svfloat32_t __spmd_vm_##fn##_f32(svfloat32_t);                               \
  svfloat64_t __spmd_vm_##fn##_f64(svfloat64_t);
#define BINARY(fn)                                                             \
  svfloat32_t __spmd_vm_##fn##_f32(svfloat32_t, svfloat32_t);                  \
  svfloat64_t __spmd_vm_##fn##_f64(svfloat64_t, svfloat64_t);
extern "C" {
UNARY(sin)
UNARY(cos)
UNARY(tan)
UNARY(asin)
UNARY(acos)
UNARY(atan)
UNARY(exp)
UNARY(exp2)
UNARY(log)
UNARY(log2)
BINARY(atan2)
BINARY(pow)
void gang_sin_f32(float *, const float *, int64_t);
void gang_exp_f32(float *, const float *, int64_t);
void gang_log_f32(float *, const float *, int64_t);
void gang_atan2_f32(float *, const float *, const float *, int64_t);
void gang_pow_f32(float *, const float *, const float *, int64_t);
void gang_sin_f64(double *, const double *, int64_t);
void gang_exp_f64(double *, const double *, int64_t);
void gang_log_f64(double *, const double *, int64_t);
void gang_atan2_f64(double *, const double *, const double *, int64_t);
void gang_pow_f64(double *, const double *, const double *, int64_t);
}

namespace {

typedef svfloat32_t (*F32x1)(svfloat32_t);
typedef svfloat32_t (*F32x2)(svfloat32_t, svfloat32_t);
typedef svfloat64_t (*F64x1)(svfloat64_t);
typedef svfloat64_t (*F64x2)(svfloat64_t, svfloat64_t);

enum Id { Sin, Cos, Tan, Asin, Acos, Atan, Atan2, Exp, Exp2, Log, Log2, Pow };

struct Fn {
  const char *Name;
  Id Which;
  double XLo, XHi, YLo, YHi;
  bool LogScale;
  F32x1 F1;
  F32x2 F2;
  F64x1 D1;
  F64x2 D2;
};

const Fn Fns[] = {
    {"sin", Sin, -1e4, 1e4, 0, 0, false, __spmd_vm_sin_f32, nullptr,
     __spmd_vm_sin_f64, nullptr},
    {"cos", Cos, -1e4, 1e4, 0, 0, false, __spmd_vm_cos_f32, nullptr,
     __spmd_vm_cos_f64, nullptr},
    {"tan", Tan, -1e4, 1e4, 0, 0, false, __spmd_vm_tan_f32, nullptr,
     __spmd_vm_tan_f64, nullptr},
    {"asin", Asin, -1, 1, 0, 0, false, __spmd_vm_asin_f32, nullptr,
     __spmd_vm_asin_f64, nullptr},
    {"acos", Acos, -1, 1, 0, 0, false, __spmd_vm_acos_f32, nullptr,
     __spmd_vm_acos_f64, nullptr},
    {"atan", Atan, -1e4, 1e4, 0, 0, false, __spmd_vm_atan_f32, nullptr,
     __spmd_vm_atan_f64, nullptr},
    {"atan2", Atan2, -100, 100, -100, 100, false, nullptr, __spmd_vm_atan2_f32,
     nullptr, __spmd_vm_atan2_f64},
    {"exp", Exp, -87, 88, 0, 0, false, __spmd_vm_exp_f32, nullptr,
     __spmd_vm_exp_f64, nullptr},
    {"exp2", Exp2, -126, 127, 0, 0, false, __spmd_vm_exp2_f32, nullptr,
     __spmd_vm_exp2_f64, nullptr},
    {"log", Log, 1e-30, 1e30, 0, 0, true, __spmd_vm_log_f32, nullptr,
     __spmd_vm_log_f64, nullptr},
    {"log2", Log2, 1e-30, 1e30, 0, 0, true, __spmd_vm_log2_f32, nullptr,
     __spmd_vm_log2_f64, nullptr},
    {"pow", Pow, 0.01, 100, -15, 15, false, nullptr, __spmd_vm_pow_f32, nullptr,
     __spmd_vm_pow_f64},
    // pow where double pow is hardest (docs/vmath-accuracy.md): x
    // log-uniform, y = p / ln x with p uniform in [-700, 700], so x^y spans
    // the double range; float results mostly overflow or underflow.
    {"pow-wide", Pow, 1e-30, 1e30, -700, 700, true, nullptr, __spmd_vm_pow_f32,
     nullptr, __spmd_vm_pow_f64},
};

const double Bound = 4.0; // ULP; docs/vmath-accuracy.md: all within 4
int NRandom = 4096; // ordinary arguments per function; n=<count> changes it

template <class T> long double reference(Id F, T x, T y) {
  long double X = x, Y = y;
  switch (F) {
  case Sin:
    return sinl(X);
  case Cos:
    return cosl(X);
  case Tan:
    return tanl(X);
  case Asin:
    return asinl(X);
  case Acos:
    return acosl(X);
  case Atan:
    return atanl(X);
  case Atan2:
    return atan2l(X, Y);
  case Exp:
    return expl(X);
  case Exp2:
    return exp2l(X);
  case Log:
    return logl(X);
  case Log2:
    return log2l(X);
  case Pow:
    return powl(X, Y);
  }
  return 0;
}

/// What the library's fix-up calls for a lane: libm in the argument type.
template <class T> T libm(Id F, T x, T y) {
  switch (F) {
  case Sin:
    return std::sin(x);
  case Cos:
    return std::cos(x);
  case Tan:
    return std::tan(x);
  case Asin:
    return std::asin(x);
  case Acos:
    return std::acos(x);
  case Atan:
    return std::atan(x);
  case Atan2:
    return std::atan2(x, y);
  case Exp:
    return std::exp(x);
  case Exp2:
    return std::exp2(x);
  case Log:
    return std::log(x);
  case Log2:
    return std::log2(x);
  case Pow:
    return std::pow(x, y);
  }
  return 0;
}

/// Lanes the vector code leaves to libm for sure (runtime/vmath,
/// spmd_vmath_kernels.h; docs/stdlib.md). pow also sends lanes whose
/// y·log x leaves exp's range, which this does not predict.
template <class T> bool outsideRange(Id F, T x, T y) {
  const bool D = sizeof(T) == 8;
  if (std::isnan(x) || std::isnan(y))
    return true;
  switch (F) {
  case Sin:
  case Cos:
  case Tan:
    return !(std::fabs(x) <= T(8192));
  case Asin:
  case Acos:
    return !(std::fabs(x) <= T(1));
  case Atan:
    return !std::isfinite(x);
  case Exp:
    return D ? !(x > -707.0 && x < 709.0) : !(x > -87.0f && x < 88.5f);
  case Exp2:
    return D ? !(x > -1021.0 && x < 1023.0) : !(x > -125.0f && x < 127.5f);
  case Log:
  case Log2:
    return !std::isfinite(x) || x < std::numeric_limits<T>::min();
  case Atan2:
    return !std::isfinite(x) || !std::isfinite(y) || x == 0 || y == 0 ||
           (D && !(std::fabs(x / y) > 1e-290 && std::fabs(x / y) < 1e290));
  case Pow:
    return !std::isfinite(x) || !std::isfinite(y) ||
           (D ? x < std::numeric_limits<T>::min() : x <= 0);
  }
  return false;
}

template <class T> double ulps(T got, long double ref) {
  if (std::isnan(ref) || std::isnan(got))
    return std::isnan(ref) && std::isnan(got) ? 0 : 1e30;
  if (std::fabs(ref) > (long double)std::numeric_limits<T>::max())
    return std::isinf(got) && (got > 0) == (ref > 0) ? 0 : 1e30;
  int e;
  std::frexp((double)ref, &e);
  if (e < std::numeric_limits<T>::min_exponent)
    e = std::numeric_limits<T>::min_exponent;
  long double spacing = std::ldexp(1.0L, e - std::numeric_limits<T>::digits);
  return (double)(std::fabs((long double)got - ref) / spacing);
}

template <class T> bool sameBits(T a, T b) {
  return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b));
}

/// The special arguments of \p F (both operands for binary functions).
template <class T> std::vector<T> specials(Id F) {
  const T Inf = std::numeric_limits<T>::infinity();
  const T NaN = std::numeric_limits<T>::quiet_NaN();
  const T Den = std::numeric_limits<T>::denorm_min();
  const T Min = std::numeric_limits<T>::min();
  const bool D = sizeof(T) == 8;
  std::vector<T> S = {NaN,     -NaN, Inf,  -Inf, T(0),
                      T(-0.0), Den,  -Den, Min,  std::numeric_limits<T>::max(),
                      T(1),    T(-1)};
  auto around = [&](double v) {
    S.push_back(T(v));
    S.push_back(std::nextafter(T(v), Inf));
    S.push_back(std::nextafter(T(v), -Inf));
  };
  switch (F) {
  case Sin:
  case Cos:
  case Tan:
    around(8192);
    around(-8192);
    around(1e6);
    break;
  case Asin:
  case Acos:
    around(1);
    around(-1);
    break;
  case Exp:
    if (D) {
      around(-707);
      around(709);
      around(-745.2);
    } else {
      around(-87);
      around(88.5);
      around(-103.9);
    }
    break;
  case Exp2:
    if (D) {
      around(-1021);
      around(1023);
      around(-1074);
    } else {
      around(-125);
      around(127.5);
      around(-149);
    }
    break;
  case Log:
  case Log2:
    around(Min);
    around(1);
    S.push_back(T(-2));
    break;
  case Atan2:
    around(1e-30);
    S.push_back(T(-3));
    break;
  case Pow:
    S.push_back(T(-2));
    S.push_back(T(0.5));
    S.push_back(T(3));
    break;
  case Atan:
    break;
  }
  return S;
}

/// Applies the library function to whole arrays, svcnt lanes at a time,
/// the tail under a partial predicate.
void apply(const Fn &F, const float *X, const float *Y, float *R, int64_t N) {
  for (int64_t I = 0; I < N; I += svcntw()) {
    svbool_t P = svwhilelt_b32(I, N);
    svfloat32_t x = svld1(P, X + I), y = svld1(P, Y + I);
    svst1(P, R + I, F.F1 ? F.F1(x) : F.F2(x, y));
  }
}
void apply(const Fn &F, const double *X, const double *Y, double *R,
           int64_t N) {
  for (int64_t I = 0; I < N; I += svcntd()) {
    svbool_t P = svwhilelt_b64(I, N);
    svfloat64_t x = svld1(P, X + I), y = svld1(P, Y + I);
    svst1(P, R + I, F.D1 ? F.D1(x) : F.D2(x, y));
  }
}

/// The kernel of vmath_sve_kernels.ll for \p F, or false if it has none.
bool gang(Id F, const float *X, const float *Y, float *R, int64_t N) {
  switch (F) {
  case Sin:
    gang_sin_f32(R, X, N);
    return true;
  case Exp:
    gang_exp_f32(R, X, N);
    return true;
  case Log:
    gang_log_f32(R, X, N);
    return true;
  case Atan2:
    gang_atan2_f32(R, X, Y, N);
    return true;
  case Pow:
    gang_pow_f32(R, X, Y, N);
    return true;
  default:
    return false;
  }
}
bool gang(Id F, const double *X, const double *Y, double *R, int64_t N) {
  switch (F) {
  case Sin:
    gang_sin_f64(R, X, N);
    return true;
  case Exp:
    gang_exp_f64(R, X, N);
    return true;
  case Log:
    gang_log_f64(R, X, N);
    return true;
  case Atan2:
    gang_atan2_f64(R, X, Y, N);
    return true;
  case Pow:
    gang_pow_f64(R, X, Y, N);
    return true;
  default:
    return false;
  }
}

template <class T> bool check(const Fn &F, bool Fast, const char *Type) {
  const bool Wide = F.YHi > 100;
  std::mt19937_64 Rng(12345 + F.Which);
  std::uniform_real_distribution<double> UX(
      F.LogScale ? std::log(F.XLo) : F.XLo,
      F.LogScale ? std::log(F.XHi) : F.XHi);
  std::uniform_real_distribution<double> UY(F.YLo, F.YHi);
  std::vector<T> X, Y;
  std::vector<bool> Special;
  auto push = [&](T x, T y, bool S) {
    X.push_back(x);
    Y.push_back(y);
    Special.push_back(S);
  };
  for (int I = 0; I < NRandom; ++I) {
    double x = UX(Rng);
    if (F.LogScale)
      x = std::exp(x);
    if (I < NRandom / 8 && !F.LogScale && F.XHi > 10)
      x *= 1e-3; // dense near 0
    double y = UY(Rng);
    if (Wide && std::log(x) != 0)
      y /= std::log(x);
    push(T(x), T(y), false);
  }
  if (!Fast) {
    // Each special value (as x, and as y of binary functions) after a run of
    // 1 to 7 ordinary arguments, so it lands on a different lane at every
    // vector length.
    std::vector<T> S = specials<T>(F.Which);
    int K = 0;
    for (T s : S)
      for (int Pos = 0; Pos < (F.F2 ? 3 : 1); ++Pos) {
        for (int J = 0, Run = 1 + K++ % 7; J < Run; ++J)
          push(X[K * 13 % NRandom], Y[K * 13 % NRandom], false);
        T Other = F.Which == Pow ? T(2.5) : T(0.75);
        if (Pos == 0)
          push(s, F.F2 ? Other : T(0), true);
        else if (Pos == 1)
          push(Other, s, true);
        else
          push(s, s, true);
      }
  }
  const int64_t N = X.size();
  std::vector<T> R(N), G(N);
  apply(F, X.data(), Y.data(), R.data(), N);
  bool HasGang = gang(F.Which, X.data(), Y.data(), G.data(), N);

  double Max = 0;
  int Bad = 0, FixLanes = 0, FixBad = 0, GangBad = 0, Checked = 0;
  for (int64_t I = 0; I < N; ++I) {
    bool Outside = outsideRange(F.Which, X[I], Y[I]);
    if (HasGang && !Fast && !sameBits(G[I], R[I]) && GangBad++ < 3)
      std::printf("  %s %s gang lane %lld: %a, library %a\n", F.Name, Type,
                  (long long)I, (double)G[I], (double)R[I]);
    if (Fast && Outside)
      continue; // no fix-up: unspecified
    if (!Fast && Outside) {
      ++FixLanes;
      T L = libm(F.Which, X[I], Y[I]);
      if (!sameBits(R[I], L) && FixBad++ < 3)
        std::printf("  %s %s fix-up lane f(%a, %a) = %a, libm %a\n", F.Name,
                    Type, (double)X[I], (double)Y[I], (double)R[I], (double)L);
    }
    double U = ulps(R[I], reference(F.Which, X[I], Y[I]));
    ++Checked;
    if (U > Max)
      Max = U;
    if (U > Bound && Bad++ < 3)
      std::printf("  %s %s(%a, %a) = %a: %.3g ULP\n", F.Name, Type,
                  (double)X[I], (double)Y[I], (double)R[I], U);
  }
  bool Ok = !Bad && !FixBad && !GangBad;
  // FNV-1a of every result's bits: the runs at different lengths must
  // print the same (vmath-sve.test compares them).
  uint64_t Hash = 14695981039346656037ull;
  for (T V : R) {
    unsigned char Bytes[sizeof(T)];
    std::memcpy(Bytes, &V, sizeof V);
    for (unsigned char B : Bytes)
      Hash = (Hash ^ B) * 1099511628211ull;
  }
  std::printf("%s %s max %.2f ULP over %d, %d fix-up lanes%s, results %016llx: "
              "%s\n",
              F.Name, Type, Max, Checked, FixLanes,
              HasGang && !Fast ? ", gang" : "", (unsigned long long)Hash,
              Ok ? "ok" : "FAILED");
  return Ok;
}

} // namespace

int main(int argc, char **argv) {
  bool Fast = false;
  for (int I = 1; I < argc; ++I)
    if (std::strcmp(argv[I], "fast") == 0)
      Fast = true;
    else if (std::strncmp(argv[I], "n=", 2) == 0)
      NRandom = std::atoi(argv[I] + 2);
  std::printf("W=%d\n", (int)svcntw());
  bool Ok = true;
  for (const Fn &F : Fns) {
    if (Fast && F.YHi > 100)
      continue; // pow-wide: mostly results the fast float pow leaves NaN
    Ok &= check<float>(F, Fast, "f32");
    Ok &= check<double>(F, Fast, "f64");
  }
  std::printf(Ok ? "ALL OK\n" : "SOME FAILED\n");
  return Ok ? 0 : 1;
}
