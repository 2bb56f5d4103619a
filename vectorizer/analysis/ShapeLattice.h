//===- ShapeLattice.h - The shape lattice -----------------------*- C++ -*-===//
//
// One point of the lattice of the affine divergence analysis
// (ShapeAnalysis.h; Sampaio et al., "Divergence Analysis", TOPLAS 2013,
// extended by a symbolic uniform stride and an undef bottom) and its
// transfer functions on strides. Pure values, no IR changes; the laws
// (join idempotent, commutative, associative; transfer functions monotone)
// are checked by tests/unit/vectorizer/ShapeLatticeTest.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_SHAPELATTICE_H
#define SPMDC_VECTORIZER_ANALYSIS_SHAPELATTICE_H

#include <cstdint>
#include <string>

namespace llvm {
class Value;
}

namespace spmdc {

/// One point of the shape lattice: lane k holds b + k*a, with
///   undef              no information yet (bottom; lets cycles converge)
///   uniform            a = 0
///   affine(stride=s)   a = s, a nonzero constant (bytes for pointers)
///   affine(stride=f*u) a = f * sext(u), u a uniform integer value that is not
///                      a constant ("symbolic stride", a[i * n]); f nonzero
///   varying            anything else (top).
/// undef ⊑ every other shape ⊑ varying; shapes with equal strides are
/// ordered by the known alignment of b (BaseTZ: more known trailing zero
/// bits is more information, lower in the lattice); the others are
/// incomparable.
struct Shape {
  bool Undef = false;
  bool Varying = false;
  int64_t Stride = 0;               // the stride, or the factor f if Sym
  const llvm::Value *Sym = nullptr; // the uniform u of a symbolic stride
  bool NoSignedWrap = true;   // lane values computed without signed wrap
  bool NoUnsignedWrap = true; // lane values computed without unsigned wrap
  /// Known trailing zero bits of the base b (lane 0's value): b is a
  /// multiple of 2^BaseTZ. KnownZeroBase (64) means b == 0. Meaningless for
  /// undef and varying.
  uint8_t BaseTZ = 0;
  static constexpr unsigned KnownZeroBase = 64;

  static Shape uniform() { return Shape(); }
  static Shape undef() {
    Shape R;
    R.Undef = true;
    return R;
  }
  static Shape affine(int64_t S, bool NSW = false, bool NUW = false) {
    Shape R;
    R.Stride = S;
    R.NoSignedWrap = NSW || S == 0;
    R.NoUnsignedWrap = NUW || S == 0;
    return R;
  }
  /// Stride F * sext(U) (uniform if F == 0).
  static Shape symbolic(const llvm::Value *U, int64_t F, bool NSW = false) {
    Shape R = affine(F, NSW, false);
    if (F != 0)
      R.Sym = U;
    return R;
  }
  /// The same shape with base alignment \p TZ (clamped to KnownZeroBase).
  Shape withBaseTZ(unsigned TZ) const {
    Shape R = *this;
    R.BaseTZ = uint8_t(TZ > KnownZeroBase ? KnownZeroBase : TZ);
    return R;
  }
  /// Known trailing zero bits of every lane's value: min(BaseTZ, ctz(a)).
  unsigned laneTZ() const;
  static Shape varying() {
    Shape R;
    R.Varying = true;
    R.NoSignedWrap = R.NoUnsignedWrap = false;
    return R;
  }

  bool isUndef() const { return Undef; }
  bool isUniform() const { return !Undef && !Varying && Stride == 0; }
  /// Uniform or a constant stride.
  bool isAffine() const { return !Undef && !Varying && !Sym; }
  /// A nonzero constant stride.
  bool isStrided() const { return isAffine() && Stride != 0; }
  /// A uniform but not constant stride.
  bool isSymbolic() const { return !Undef && !Varying && Sym; }

  bool operator==(const Shape &O) const {
    if (Undef || O.Undef || Varying || O.Varying)
      return Undef == O.Undef && Varying == O.Varying;
    return Stride == O.Stride && Sym == O.Sym;
  }
  bool operator!=(const Shape &O) const { return !(*this == O); }
  /// The lattice order: A ⊑ B.
  static bool leq(const Shape &A, const Shape &B) {
    return A.Undef || B.Varying || (A == B && A.BaseTZ >= B.BaseTZ);
  }

  /// Lattice join (the "meet" of information): undef is neutral, equal
  /// strides stay (with the smaller base alignment), else varying. Wrap
  /// flags are and-ed.
  static Shape join(const Shape &A, const Shape &B);
  /// Shape of a + b and a - b.
  static Shape add(const Shape &A, const Shape &B);
  static Shape sub(const Shape &A, const Shape &B);
  /// Shape of a * c for a constant c.
  static Shape scale(const Shape &A, int64_t C);
  /// Shape of a * u for a uniform, non-constant u with \p UTZ known
  /// trailing zero bits.
  static Shape scaleBy(const Shape &A, const llvm::Value *U, unsigned UTZ = 0);

  /// "undef", "uniform", "affine(stride=4)", "affine(stride=4 bytes)",
  /// "affine(stride=%n)", "affine(stride=4*%n bytes)", "varying"; affine
  /// shapes with a known base alignment add " base%16==0" (b a multiple of
  /// 16) or " base==0".
  std::string str(bool IsPointer = false) const;
};

} // namespace spmdc

#endif
