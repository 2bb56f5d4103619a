// Checks the hand-written length-agnostic SVE kernels of vla-kernels.ll
// against scalar references at whatever vector length it runs at
// (run-at-lengths.test runs it under qemu-aarch64 at 128 ... 2048 bits).
// Prints "W=<lanes>", one line per construct ("<name> ok" or "<name>
// FAILED ..."), and exits 1 if any construct failed. The one known LLVM
// bug (llvm.masked.expandload on scalable vectors) is reported on its own
// line and does not fail the run: the lit test checks that line, so a fixed
// LLVM shows up as a test failure to update the design.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <initializer_list>

extern "C" {
int32_t vla_lane_count();
void vla_lane_index(int32_t *out);
void vla_rotate1(int32_t *out, const int32_t *in);
void vla_rotate_k(int32_t *out, const int32_t *in, int32_t k);
void vla_shift_m1(int32_t *out, const int32_t *in);
void vla_shift_k(int32_t *out, const int32_t *in, int32_t k);
void vla_shuffle(int32_t *out, const int32_t *in, const int32_t *perm);
void vla_shuffle2(int32_t *out, const int32_t *a, const int32_t *b,
                  const int32_t *perm);
float vla_extract(const float *in, int32_t i);
void vla_broadcast(int32_t *out, const int32_t *in, int32_t i);
void vla_insert(float *out, const float *in, int32_t i, float x);
int32_t vla_any(const int32_t *mask);
int32_t vla_all(const int32_t *mask);
int32_t vla_count(const int32_t *mask);
int64_t vla_first_active(const int32_t *mask);
uint64_t vla_lanemask(const int32_t *mask);
int32_t vla_reduce_add(const int32_t *in, const int32_t *mask);
float vla_reduce_fmin(const float *in, const int32_t *mask);
int32_t vla_reduce_equal(const int32_t *in, const int32_t *mask);
void vla_scan_add(int32_t *out, const int32_t *in, const int32_t *mask);
int32_t vla_packed_store(int32_t *dst, const int32_t *in, const int32_t *mask);
void vla_packed_load(int32_t *out, const int32_t *src, const int32_t *mask);
void vla_expandload_llvm(int32_t *out, const int32_t *src, const int32_t *mask);
void vla_gather(int32_t *out, const int32_t *base, const int32_t *idx,
                const int32_t *mask);
void vla_scatter(int32_t *base, const int32_t *idx, const int32_t *in,
                 const int32_t *mask);
void vla_stride3_load(int32_t *out, const int32_t *aos, const int32_t *mask);
void vla_stride3_store(int32_t *aos, const int32_t *in, const int32_t *mask);
void vla_private(float *out, const int32_t *idx, const float *val, int32_t j);
void vla_call_masked(double *out, const float *x, const int32_t *y,
                     const int32_t *mask);
void vla_foreach(float *y, const float *x, float a, int32_t n);
void saxpy_if(float *y, const float *x, float a, int32_t n);
void lookup(float *out, const int32_t *idx, const float *table, int32_t n);
int32_t compact(int32_t *out, const int32_t *in, int32_t n);
void mandel_row(int32_t *out, float x0, float dx, float y, int32_t width,
                int32_t maxIt);
}

namespace {

constexpr int MaxW = 64; // 2048-bit vectors, 32-bit lanes
int W;
int Failures;

void report(const char *Name, bool Ok, const char *Detail = "") {
  if (Ok) {
    std::printf("%s ok\n", Name);
  } else {
    std::printf("%s FAILED %s\n", Name, Detail);
    ++Failures;
  }
}

bool sameInts(const int32_t *A, const int32_t *B, int N) {
  return std::memcmp(A, B, sizeof(int32_t) * N) == 0;
}

// Masks that differ between lengths: some lanes on, the first and last of
// each 128-bit piece included, lane 0 off in one of them.
void makeMask(int32_t *M, int Seed) {
  for (int I = 0; I < MaxW; ++I)
    M[I] = ((I * 7 + Seed) % 5) < 3;
}

} // namespace

int main() {
  W = vla_lane_count();
  std::printf("W=%d\n", W);
  int32_t In[MaxW], Out[MaxW], Ref[MaxW], M[MaxW], Perm[MaxW], B[MaxW];
  float FIn[MaxW], FOut[MaxW], FRef[MaxW];
  for (int I = 0; I < MaxW; ++I) {
    In[I] = 1000 + 17 * I;
    B[I] = -5000 - 3 * I;
    FIn[I] = 0.5f * float(I) - 3.0f;
    Perm[I] = (I * 5 + 3) * 7; // beyond 2W: reduced mod W (mod 2W)
  }
  makeMask(M, 1);

  vla_lane_index(Out);
  for (int I = 0; I < W; ++I)
    Ref[I] = I;
  report("lane_index", sameInts(Out, Ref, W));

  vla_rotate1(Out, In);
  for (int I = 0; I < W; ++I)
    Ref[I] = In[(I + 1) % W];
  report("rotate_1", sameInts(Out, Ref, W));
  for (int K : {-70, -3, 0, 5, 64, 131}) {
    vla_rotate_k(Out, In, K);
    for (int I = 0; I < W; ++I)
      Ref[I] = In[(((I + K) % W) + W) % W];
    char Name[32];
    std::snprintf(Name, sizeof Name, "rotate_%d", K);
    report(Name, sameInts(Out, Ref, W));
  }
  vla_shift_m1(Out, In);
  for (int I = 0; I < W; ++I)
    Ref[I] = I >= 1 ? In[I - 1] : 0;
  report("shift_-1", sameInts(Out, Ref, W));
  for (int K : {-1000, -5, -1, 0, 2, 63, 70}) {
    vla_shift_k(Out, In, K);
    for (int I = 0; I < W; ++I)
      Ref[I] = I + K >= 0 && I + K < W ? In[I + K] : 0;
    char Name[32];
    std::snprintf(Name, sizeof Name, "shift_%d", K);
    report(Name, sameInts(Out, Ref, W));
  }

  vla_shuffle(Out, In, Perm);
  for (int I = 0; I < W; ++I)
    Ref[I] = In[Perm[I] % W];
  report("shuffle", sameInts(Out, Ref, W));
  vla_shuffle2(Out, In, B, Perm);
  for (int I = 0; I < W; ++I) {
    int P = Perm[I] % (2 * W);
    Ref[I] = P < W ? In[P] : B[P - W];
  }
  report("shuffle2", sameInts(Out, Ref, W));

  bool ExOk = true;
  for (int I : {0, 3, W - 1, W + 2, 1000})
    ExOk &= vla_extract(FIn, I) == FIn[I % W];
  report("extract", ExOk);
  vla_broadcast(Out, In, W + 1);
  for (int I = 0; I < W; ++I)
    Ref[I] = In[1 % W];
  report("broadcast", sameInts(Out, Ref, W));
  vla_insert(FOut, FIn, 2 * W - 1, 42.0f);
  for (int I = 0; I < W; ++I)
    FRef[I] = I == W - 1 ? 42.0f : FIn[I];
  report("insert", std::memcmp(FOut, FRef, 4 * W) == 0);

  int32_t None[MaxW] = {0}, All[MaxW];
  for (int I = 0; I < MaxW; ++I)
    All[I] = 1;
  int Count = 0, First = -1;
  uint64_t Bits = 0;
  for (int I = 0; I < W; ++I)
    if (M[I]) {
      ++Count;
      Bits |= uint64_t(1) << I;
      if (First < 0)
        First = I;
    }
  report("any", vla_any(M) == 1 && vla_any(None) == 0);
  report("all", vla_all(All) == 1 && vla_all(M) == 0);
  report("count", vla_count(M) == Count && vla_count(All) == W);
  report("first_active",
         vla_first_active(M) == First && vla_first_active(None) == W);
  report("lanemask", vla_lanemask(M) == Bits);

  int Sum = 0;
  float Min = INFINITY;
  for (int I = 0; I < W; ++I)
    if (M[I]) {
      Sum += In[I];
      Min = std::fmin(Min, FIn[I]);
    }
  report("reduce_add", vla_reduce_add(In, M) == Sum);
  report("reduce_fmin", vla_reduce_fmin(FIn, M) == Min);
  int32_t Same[MaxW];
  for (int I = 0; I < MaxW; ++I)
    Same[I] = M[I] ? 9 : I;
  report("reduce_equal",
         vla_reduce_equal(Same, M) == 1 && vla_reduce_equal(In, M) == 0);

  vla_scan_add(Out, In, M);
  bool ScanOk = true;
  for (int I = 0, Acc = 0; I < W; ++I)
    if (M[I]) {
      ScanOk &= Out[I] == Acc;
      Acc += In[I];
    }
  report("scan_add", ScanOk);

  int32_t Dst[MaxW + 1];
  for (int I = 0; I <= MaxW; ++I)
    Dst[I] = -7;
  int N = vla_packed_store(Dst, In, M);
  bool PsOk = N == Count && Dst[Count] == -7;
  for (int I = 0, R = 0; I < W; ++I)
    if (M[I])
      PsOk &= Dst[R++] == In[I];
  report("packed_store", PsOk);
  vla_packed_load(Out, In, M);
  for (int I = 0, R = 0; I < W; ++I)
    Ref[I] = M[I] ? In[R++] : -1;
  report("packed_load", sameInts(Out, Ref, W));
  vla_expandload_llvm(Out, In, M);
  std::printf("expandload_llvm %s\n",
              sameInts(Out, Ref, W) ? "correct" : "wrong");

  int32_t Table[4 * MaxW], Idx[MaxW];
  for (int I = 0; I < 4 * MaxW; ++I)
    Table[I] = 3 * I + 1;
  for (int I = 0; I < MaxW; ++I)
    Idx[I] = (I * 37 + 11) % (4 * MaxW);
  vla_gather(Out, Table, Idx, M);
  for (int I = 0; I < W; ++I)
    Ref[I] = M[I] ? Table[Idx[I]] : -1;
  report("gather", sameInts(Out, Ref, W));
  int32_t TRef[4 * MaxW];
  std::memcpy(TRef, Table, sizeof Table);
  for (int I = 0; I < MaxW; ++I)
    Idx[I] = 4 * I + (I % 3);
  vla_scatter(Table, Idx, In, M);
  for (int I = 0; I < W; ++I)
    if (M[I])
      TRef[Idx[I]] = In[I];
  report("scatter", sameInts(Table, TRef, 4 * MaxW));

  int32_t Aos[3 * MaxW], AosRef[3 * MaxW];
  for (int I = 0; I < 3 * MaxW; ++I)
    Aos[I] = AosRef[I] = 100000 + I;
  vla_stride3_load(Out, Aos, M);
  for (int I = 0; I < W; ++I)
    Ref[I] = M[I] ? Aos[3 * I + 1] : -1;
  report("stride3_load", sameInts(Out, Ref, W));
  vla_stride3_store(Aos, In, M);
  for (int I = 0; I < W; ++I)
    if (M[I])
      AosRef[3 * I + 2] = In[I];
  report("stride3_store", sameInts(Aos, AosRef, 3 * MaxW));

  for (int J : {0, 5, 7}) {
    for (int I = 0; I < MaxW; ++I)
      Idx[I] = (I * 3) % 8;
    vla_private(FOut, Idx, FIn, J);
    for (int I = 0; I < W; ++I)
      FRef[I] = Idx[I] == J ? FIn[I] : 0.0f;
    char Name[32];
    std::snprintf(Name, sizeof Name, "private_array_%d", J);
    report(Name, std::memcmp(FOut, FRef, 4 * W) == 0);
  }

  double DOut[MaxW];
  vla_call_masked(DOut, FIn, In, M);
  bool CallOk = true;
  for (int I = 0; I < W; ++I)
    CallOk &= DOut[I] == (M[I] ? (double(FIn[I]) + double(In[I])) * 3.0 : 0.0);
  report("masked_call", CallOk);

  // foreach over lengths that leave every kind of tail, up to 3 gangs.
  bool FeOk = true;
  float X[3 * MaxW + 8], Y[3 * MaxW + 8], YRef[3 * MaxW + 8];
  for (int Len : {0, 1, W - 1, W, W + 3, 3 * W}) {
    for (int I = 0; I < 3 * MaxW + 8; ++I) {
      X[I] = (I % 3 == 0 ? -1.0f : 1.0f) * (0.25f * float(I) + 1.0f);
      Y[I] = YRef[I] = float(I) - 10.0f;
    }
    vla_foreach(Y, X, 2.0f, Len);
    for (int I = 0; I < Len; ++I)
      YRef[I] = X[I] > 0 ? std::fma(2.0f, X[I], YRef[I]) : -X[I];
    FeOk &= std::memcmp(Y, YRef, sizeof Y) == 0;
  }
  report("foreach_if", FeOk);

  // The comparison kernels (compare-kernels.spmd), over 0 .. 5 gangs plus
  // a tail. The host is compiled with -ffp-contract=off, as the kernels
  // multiply and add separately.
  constexpr int MaxN = 5 * MaxW + 7;
  static float SX[MaxN], SY[MaxN], SYRef[MaxN], Tab[97], LOut[MaxN], LRef[MaxN];
  static int32_t LIdx[MaxN], CIn[MaxN], COut[MaxN + MaxW], CRef[MaxN],
      MOut[MaxN], MRef[MaxN];
  for (int I = 0; I < 97; ++I)
    Tab[I] = 0.125f * float(I * I) - 7.0f;
  bool SaxOk = true, LookOk = true, CompOk = true, ManOk = true;
  for (int Len : {0, 3, W, 2 * W + 1, 5 * W + 7}) {
    for (int I = 0; I < MaxN; ++I) {
      SX[I] = float((I * 13) % 11) - 5.5f;
      SY[I] = SYRef[I] = 0.75f * float(I);
      LIdx[I] = (I * 29 + 3) % 97;
      LOut[I] = LRef[I] = -1.0f;
      CIn[I] = (I * 7919) % 23 - 11;
      MOut[I] = MRef[I] = -1;
    }
    saxpy_if(SY, SX, 1.5f, Len);
    for (int I = 0; I < Len; ++I) {
      float Ax = 1.5f * SX[I];
      SYRef[I] = SX[I] > 0 ? Ax + SYRef[I] : -SX[I];
    }
    SaxOk &= std::memcmp(SY, SYRef, sizeof SY) == 0;
    lookup(LOut, LIdx, Tab, Len);
    for (int I = 0; I < Len; ++I)
      LRef[I] = Tab[LIdx[I]];
    LookOk &= std::memcmp(LOut, LRef, sizeof LOut) == 0;
    int NRef = 0;
    for (int I = 0; I < Len; ++I)
      if (CIn[I] > 0)
        CRef[NRef++] = CIn[I];
    int NOut = compact(COut, CIn, Len);
    CompOk &= NOut == NRef && sameInts(COut, CRef, NRef);
    float X0 = -2.0f, Dx = 2.5f / float(Len > 0 ? Len : 1), Yc = 0.375f;
    mandel_row(MOut, X0, Dx, Yc, Len, 60);
    for (int I = 0; I < Len; ++I) {
      float CRe = X0 + float(I) * Dx, CIm = Yc, ZRe = CRe, ZIm = CIm;
      int K;
      for (K = 0; K < 60; ++K) {
        if (ZRe * ZRe + ZIm * ZIm > 4.0f)
          break;
        float NRe = ZRe * ZRe - ZIm * ZIm;
        float NIm = 2.0f * ZRe * ZIm;
        ZRe = CRe + NRe;
        ZIm = CIm + NIm;
      }
      MRef[I] = K;
    }
    ManOk &= sameInts(MOut, MRef, MaxN);
  }
  report("saxpy_if", SaxOk);
  report("lookup", LookOk);
  report("compact", CompOk);
  report("mandel_row", ManOk);

  std::printf("%s\n", Failures ? "SOME FAILED" : "ALL OK");
  return Failures ? 1 : 0;
}
